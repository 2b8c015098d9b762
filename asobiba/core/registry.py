"""Games known to Asobiba: the entry points of the group ``asobiba.games``.

A game is a package that declares its game object in its distribution's metadata,
as Asobiba's own four do in its pyproject.toml::

    [project.entry-points."asobiba.games"]
    nim = "nim_game:GAME"

The entry point names the package itself (``module:attribute`` with no submodule), and
everything else about the game is found beside it (DESIGN.md, "A game folder"):
its parts (asobiba.core.parts) as submodules, ``web/`` and ``records/`` as folders.
Installing such a package is all it takes for the lobby, the terminal, the arena and
the benchmarks to offer the game.
"""

from __future__ import annotations

import difflib
import functools
import pkgutil
from importlib import import_module
from importlib.metadata import EntryPoint, entry_points
from importlib.resources import files
from importlib.resources.abc import Traversable
from types import ModuleType
from typing import Any

from asobiba.core.contract import Game
from asobiba.core.parts import PARTS, Parts

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
    parts.cache_clear()


def game_ids() -> list[str]:
    """Every registered game id, in the order the games ask for in their ``about``, then by id."""
    return sorted(_entry_points(), key=lambda game_id: (get_game(game_id).about.order, game_id))


@functools.cache
def get_game(game_id: str) -> Game[Any, Any]:
    """The game object for ``game_id``; ``KeyError`` naming the known ids otherwise."""
    game: Game[Any, Any] = _entry(game_id).load()
    if game.id != game_id:
        raise KeyError(f"the entry point {game_id!r} of {GROUP!r} loads a game whose id is {game.id!r}")
    parts(game_id)  # a folder with a misspelled part is refused when it is loaded, not when the part is used
    return game


def _entry(game_id: str) -> EntryPoint:
    entry = _entry_points().get(game_id)
    if entry is None:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(sorted(_entry_points()))}")
    return entry


def game_package(game_id: str) -> str:
    """The name of the package that holds the game's folder."""
    return _entry(game_id).module


def game_module(game_id: str, name: str) -> ModuleType | None:
    """The submodule ``name`` of the game's package, or None if it has none."""
    full = f"{game_package(game_id)}.{name}"
    try:
        return import_module(full)
    except ModuleNotFoundError as error:
        if error.name != full:
            raise
        return None


class PartError(Exception):
    """A game folder's part is missing, misspelled or of the wrong type: the message names the game."""


@functools.cache
def parts(game_id: str) -> Parts:
    """Every part the game's folder declares (asobiba.core.parts), checked: a part module must
    export its declaration under its name and type, and a module whose name is one letter or
    two from a part's (``bot.py``, ``terminals.py``) is taken for a misspelled part."""
    package = game_package(game_id)
    modules = {info.name for info in pkgutil.iter_modules(import_module(package).__path__)}
    for name in sorted(modules - set(PARTS)):
        close = difflib.get_close_matches(name, PARTS, n=1, cutoff=0.8)
        if close:
            raise PartError(f"{game_id}: {package}.{name} looks like a misspelled {close[0]!r}, a part the registry reads")
    found: dict[str, Any] = {}  # each checked against its part's type below, which mypy cannot follow through PARTS
    for module_name, (attribute, kind) in PARTS.items():
        if module_name not in modules:
            continue
        try:
            module = import_module(f"{package}.{module_name}")
        except TypeError as error:  # a misspelled field of the declaration
            raise PartError(f"{game_id}: {package}.{module_name}: {error}") from error
        declared = getattr(module, attribute, None)
        if not isinstance(declared, kind):
            others = [name for name, value in vars(module).items() if isinstance(value, kind)]
            hint = f" (it has {kind.__name__} {others[0]}: misspelled?)" if others else ""
            raise PartError(f"{game_id}: {package}.{module_name} must declare {attribute} = {kind.__name__}(...){hint}")
        found[module_name] = declared
    return Parts(**found)


def record_formats(game_id: str) -> tuple[str, ...]:
    """The other programs' formats a record of this game can be written in (Riichi: mjai,
    tenhou.net/6): its interop's ``formats``, which its ``export(record, form)`` writes."""
    interop = parts(game_id).interop
    return () if interop is None else interop.formats


def game_folder(game_id: str) -> Traversable:
    """The game's folder, with its ``web/`` and ``records/``."""
    return files(game_package(game_id))
