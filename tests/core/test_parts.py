"""The registry checks what a game folder declares (asobiba/core/parts.py) when it loads the game:
a misspelled or mistyped part is an error naming the game, never a feature silently off."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

from asobiba.core import registry
from asobiba.core.parts import BotHooks, ConformanceHooks, Parts, TerminalHooks
from asobiba.core.registry import PartError, get_game, parts

GAME_INIT = "from tests.kit.highcard import GAME\n"  # High Card's game object, in a folder of its own
IMPORT = "from asobiba.core.parts import BotHooks, ConformanceHooks\n"


@pytest.fixture
def planted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A game package ``planted`` (High Card's game object) registered as ``highcard``: the test writes its parts."""
    package = tmp_path / "planted"
    package.mkdir()
    (package / "__init__.py").write_text(GAME_INIT)
    monkeypatch.syspath_prepend(str(tmp_path))
    entry = EntryPoint(name="highcard", value="planted:GAME", group=registry.GROUP)
    monkeypatch.setattr(registry, "_entry_points", lambda: {"highcard": entry})
    get_game.cache_clear()
    parts.cache_clear()
    yield package
    for name in [name for name in sys.modules if name == "planted" or name.startswith("planted.")]:
        del sys.modules[name]
    get_game.cache_clear()
    parts.cache_clear()


def test_every_game_declares_its_parts_in_typed_form():
    for game_id in registry.game_ids():
        declared = parts(game_id)
        assert isinstance(declared.bots, BotHooks) and isinstance(declared.terminal, TerminalHooks), game_id
        assert isinstance(declared.conformance, ConformanceHooks), game_id


def test_a_folder_without_parts_has_none(planted: Path):
    assert parts("highcard") == Parts()
    assert get_game("highcard").id == "highcard"


def test_a_part_declared_under_a_misspelled_name_is_refused(planted: Path):
    (planted / "bots.py").write_text(IMPORT + "BOT = BotHooks()\n")
    with pytest.raises(
        PartError, match=r"highcard: planted\.bots must declare BOTS = BotHooks\(\.\.\.\) \(it has BotHooks BOT: misspelled\?\)"
    ):
        get_game("highcard")


def test_a_misspelled_field_of_a_part_is_refused(planted: Path):
    (planted / "bots.py").write_text(IMPORT + "BOTS = BotHooks(heuristc=None)\n")
    with pytest.raises(PartError, match=r"highcard: planted\.bots: .*unexpected keyword argument 'heuristc'"):
        get_game("highcard")


def test_a_part_of_the_wrong_type_is_refused(planted: Path):
    (planted / "conformance.py").write_text(IMPORT + "CONFORMANCE = BotHooks()\n")
    with pytest.raises(PartError, match=r"highcard: planted\.conformance must declare CONFORMANCE = ConformanceHooks"):
        get_game("highcard")


def test_a_misspelled_part_module_is_refused(planted: Path):
    (planted / "terminals.py").write_text("")
    with pytest.raises(PartError, match=r"highcard: planted\.terminals looks like a misspelled 'terminal'"):
        get_game("highcard")
