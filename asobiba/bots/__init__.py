"""Bots: every level shares one interface, ``choose(game, state, seat, rng, budget_ms)``.

A bot is handed the real state only so that it can call the contract's seat-bound
functions on it: ``view(state, seat)``, ``legal_moves(state, seat)`` and
``sample(state, seat, rng)``. It never reads the state directly.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from asobiba.core.contract import Game

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
    return RandomBot()
