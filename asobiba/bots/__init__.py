"""Bots: every level shares one interface, ``choose(game, state, seat, rng, budget_ms)``.

A bot is handed the real state only so that it can call the contract's seat-bound
functions on it: ``view(state, seat)``, ``legal_moves(state, seat)`` and
``sample(state, seat, rng)``. It never reads the state directly.

Levels: ``random`` plays any legal move; ``normal`` is the game's heuristic
(``heuristic_bot`` in the game folder's ``bots.py``), a sensible human player; ``easy`` is that
heuristic with some random moves; ``hard`` is the generic ISMCTS search
(:mod:`asobiba.bots.ismcts`) guided by the heuristic. A game without a heuristic gets
the random bot for ``easy`` and ``normal``, and an unguided search for ``hard``.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from asobiba.core.contract import Game
from asobiba.core.registry import game_module

LEVELS = ("random", "easy", "normal", "hard")


class Bot(Protocol):
    level: str

    def choose(self, game: Game, state: Any, seat: int, rng: random.Random, budget_ms: float | None = None) -> Any: ...


class RandomBot:
    """Any legal move, uniformly."""

    level = "random"

    def choose(self, game: Game, state: Any, seat: int, rng: random.Random, budget_ms: float | None = None) -> Any:
        return rng.choice(game.legal_moves(state, seat))


def make_bot(game_id: str, level: str) -> Bot:
    """The bot of ``level`` for ``game_id``; ``ValueError`` naming the levels otherwise."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    if level == "hard":
        from asobiba.bots.ismcts import Hooks, IsmctsBot

        return IsmctsBot(Hooks.for_game(game_id))
    if level in ("easy", "normal"):
        heuristic = getattr(game_bots(game_id), "heuristic_bot", None)
        if heuristic is not None:
            return heuristic(level)
    return RandomBot()


def game_bots(game_id: str) -> Any:
    """The ``bots`` module of the game's folder, or None if the game has none."""
    return game_module(game_id, "bots")
