"""Games known to Asobiba: the entry points of the group ``asobiba.games``.

A game is a package that declares its game object in its distribution's metadata,
as Asobiba's own four do in its pyproject.toml::

    [project.entry-points."asobiba.games"]
    nim = "nim_game:GAME"

The entry point names the package itself (``module:attribute`` with no submodule), and
everything else about the game is found beside it (DESIGN.md, "A game folder"):
``bots.py`` and ``terminal.py`` as submodules, ``web/`` and ``records/`` as folders.
Installing such a package is all it takes for the lobby, the terminal, the arena and
the benchmarks to offer the game.
"""

from __future__ import annotations

import functools
from importlib import import_module
from importlib.metadata import EntryPoint, entry_points
from importlib.resources import files
from importlib.resources.abc import Traversable
from types import ModuleType

from asobiba.core.contract import Game

GROUP = "asobiba.games"


@functools.cache
def _entry_points() -> dict[str, EntryPoint]:
    found: dict[str, EntryPoint] = {}
    for entry in entry_points(group=GROUP):
        found.setdefault(entry.name, entry)  # the first on sys.path wins, as for imports
    return found


def refresh() -> None:
    """Read the entry points again (after a package was installed or a path was added)."""
    _entry_points.cache_clear()
    get_game.cache_clear()


def game_ids() -> list[str]:
    """Every registered game id, in the order the games ask for in their ``about``, then by id."""
    return sorted(_entry_points(), key=lambda game_id: (get_game(game_id).about.order, game_id))


@functools.cache
def get_game(game_id: str) -> Game:
    """The game object for ``game_id``; ``KeyError`` naming the known ids otherwise."""
    entry = _entry_points().get(game_id)
    if entry is None:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(sorted(_entry_points()))}")
    game = entry.load()
    if game.id != game_id:
        raise KeyError(f"the entry point {game_id!r} of {GROUP!r} loads a game whose id is {game.id!r}")
    return game


def game_package(game_id: str) -> str:
    """The name of the package that holds the game's folder."""
    get_game(game_id)  # the same KeyError for an unknown id
    return _entry_points()[game_id].module


def game_module(game_id: str, name: str) -> ModuleType | None:
    """The submodule ``name`` of the game's package (``bots``, ``terminal`` …), or None if it has none."""
    full = f"{game_package(game_id)}.{name}"
    try:
        return import_module(full)
    except ModuleNotFoundError as error:
        if error.name != full:
            raise
        return None


def record_formats(game_id: str) -> tuple[str, ...]:
    """The other programs' formats a record of this game can be written in: the ``FORMATS`` of
    the game folder's ``logs`` module, whose ``export(record, form)`` writes them (Riichi: mjai,
    tenhou.net/6)."""
    logs = game_module(game_id, "logs")
    return tuple(getattr(logs, "FORMATS", ()))


def game_folder(game_id: str) -> Traversable:
    """The game's folder, with its ``web/`` and ``records/``."""
    return files(game_package(game_id))
