"""Each game's words: one catalogue per language in its folder (``labels/<lang>.json``), read by
the terminal and served to the browser (``/api/games/<id>/labels``), so a word is written once
and a language is one more file per game.

A catalogue maps a key to a template with ``{field}`` placeholders. Keys the terminal alone uses
start with ``term.``; the others are the browser's, and the terminal may use them too.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping

from asobiba.core.registry import game_folder

FALLBACK = "en"  # the language a missing word is taken from


@functools.cache
def languages(game_id: str) -> tuple[str, ...]:
    """The languages the game's folder has a catalogue for, ``en`` first."""
    folder = game_folder(game_id) / "labels"
    if not folder.is_dir():
        return ()
    found = [entry.name.removesuffix(".json") for entry in folder.iterdir() if entry.name.endswith(".json")]
    return tuple(sorted(found, key=lambda lang: (lang != FALLBACK, lang)))


@functools.cache
def catalogue(game_id: str, lang: str) -> Mapping[str, str]:
    """The game's words in ``lang``, each missing one taken from English; empty for a game without any."""
    words: dict[str, str] = {}
    for each in dict.fromkeys((FALLBACK, lang)):
        if each in languages(game_id):
            words |= json.loads((game_folder(game_id) / "labels" / f"{each}.json").read_text(encoding="utf-8"))
    return words


def all_catalogues(game_id: str) -> dict[str, Mapping[str, str]]:
    """Every language's own catalogue (without the English fallback), as the browser receives them."""
    return {lang: json.loads((game_folder(game_id) / "labels" / f"{lang}.json").read_text(encoding="utf-8")) for lang in languages(game_id)}
