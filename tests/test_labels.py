"""Each game's words are one catalogue per language in its folder (asobiba/core/labels.py): both
languages have every word, every word the terminal or the browser asks for by name exists, and the
server hands the browser exactly the folder's files."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from asobiba.core.labels import catalogue, languages
from asobiba.core.registry import game_folder, game_ids

ENGLISH_ONLY = ("_you", "_one")  # English verbs agreeing with "You", singular nouns
SHARED = Path(__file__).parents[1] / "asobiba" / "web" / "static" / "i18n.js"
EXPORTED = re.compile(r"^export const (\w+) = labels\.(?:t|has);$|^export function (\w+)\(key", re.MULTILINE)
COMMENT = re.compile(r"^\s*(?://|\*|/\*).*$", re.MULTILINE)
PYTHON_CALL = re.compile(r"\b(?:t|template|line)\(\s*\"([\w.]+)\"")
TERMINAL_WORD = re.compile(r"(?<![\w])\"(term\.[\w.]+)\"")  # a terminal word named anywhere (not in an f-string)


def folder(game_id: str) -> Path:
    return Path(str(game_folder(game_id)))


@functools.cache
def shared_keys() -> frozenset[str]:
    """The shared client's English keys, which a game's label function falls back to."""
    english = SHARED.read_text(encoding="utf-8").split("const JA = {")[0]
    return frozenset(a or b for a, b in re.findall(r'^\s+(?:"([^"]+)"|(\w+)):', english, re.MULTILINE))


def browser_uses(game_id: str) -> set[str]:
    """Keys the game's scripts ask for by name through the functions its labels.js exports."""
    web = folder(game_id) / "web"
    names = {a or b for a, b in EXPORTED.findall((web / "labels.js").read_text(encoding="utf-8"))}
    call = re.compile(rf"(?<![\w.])(?:{'|'.join(map(re.escape, names))})\(\s*\"([\w.]+)\"")  # not a set's .has(…)
    code = (COMMENT.sub("", script.read_text(encoding="utf-8")) for script in web.glob("*.js"))
    return {key for text in code for key in call.findall(text)}


def terminal_uses(game_id: str) -> set[str]:
    code = [module.read_text(encoding="utf-8") for module in folder(game_id).glob("terminal*.py")]
    return {key for text in code for pattern in (PYTHON_CALL, TERMINAL_WORD) for key in pattern.findall(text)}


@pytest.mark.parametrize("game_id", game_ids())
def test_both_languages_have_every_word(game_id: str):
    assert languages(game_id)[:1] == ("en",), f"{game_id} has no English catalogue (labels/en.json)"
    own = {lang: json.loads((folder(game_id) / "labels" / f"{lang}.json").read_text(encoding="utf-8")) for lang in languages(game_id)}
    english = {key for key in own["en"] if not key.endswith(ENGLISH_ONLY)}
    for lang, words in own.items():
        assert sorted(english - set(words)) == [], f"{game_id}: labels/{lang}.json lacks these words"
        assert sorted(set(words) - set(own["en"])) == [], f"{game_id}: labels/{lang}.json has words English lacks"
        assert all(isinstance(text, str) and text for text in words.values()), f"{game_id}: labels/{lang}.json has an empty word"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_word_asked_for_exists(game_id: str):
    words = set(catalogue(game_id, "en"))
    assert sorted(terminal_uses(game_id) - words) == [], f"{game_id}: its terminal asks for words its catalogue lacks"
    assert sorted(browser_uses(game_id) - words - shared_keys()) == [], f"{game_id}: its scripts ask for words no catalogue has"


def test_the_server_hands_the_browser_the_folders_catalogues(tmp_path: Path):
    from asobiba.server.app import create_app

    with TestClient(create_app(f"sqlite:///{tmp_path / 'labels.db'}", secret="labels")) as client:
        response = client.get("/api/games/kingdomino/labels")
        assert response.status_code == 200
        assert set(response.json()) == {"en", "ja"}
        assert response.json()["ja"] == json.loads((folder("kingdomino") / "labels" / "ja.json").read_text(encoding="utf-8"))
        unknown = client.get("/api/games/nim/labels")
        assert (unknown.status_code, unknown.json()["error"]["code"]) == (404, "table/unknown_game")


def test_a_word_missing_in_japanese_falls_back_to_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    (tmp_path / "labels").mkdir()
    (tmp_path / "labels" / "en.json").write_text('{"go": "Go", "stop": "Stop"}', encoding="utf-8")
    (tmp_path / "labels" / "ja.json").write_text('{"go": "進む"}', encoding="utf-8")
    monkeypatch.setattr("asobiba.core.labels.game_folder", lambda game_id: tmp_path)
    languages.cache_clear()
    catalogue.cache_clear()
    try:
        assert catalogue("planted", "ja") == {"go": "進む", "stop": "Stop"}
        assert languages("planted") == ("en", "ja")
    finally:
        languages.cache_clear()
        catalogue.cache_clear()
