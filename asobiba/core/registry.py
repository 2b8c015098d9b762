"""Games known to Asobiba. Adding a game means adding one package and one line here."""

from __future__ import annotations

from importlib import import_module

from asobiba.core.contract import Game

_MODULES = {
    "kingdomino": "asobiba.games.kingdomino",
    "ohseven": "asobiba.games.ohseven",
    "tarot": "asobiba.games.tarot",
    "tichu": "asobiba.games.tichu",
}


def game_ids() -> list[str]:
    return sorted(_MODULES)


def get_game(game_id: str) -> Game:
    """Return the game object for ``game_id``; ``KeyError`` with the known ids otherwise."""
    if game_id not in _MODULES:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(game_ids())}")
    return import_module(_MODULES[game_id]).GAME
