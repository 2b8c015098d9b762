"""The ``easy`` and ``normal`` levels of every game: its decision function, from its seat's view."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from asobiba.core.contract import JSON, Game, Seat

M = TypeVar("M")

EASY_NOISE = 0.25  # how often the easy level plays any legal move instead

Decide = Callable[[JSON, Seat, list[M], random.Random], M]


class HeuristicBot(Generic[M]):
    """A sensible player: ``decide(view, seat, legal, rng)`` picks the move from what the seat sees;
    ``noise`` is how often it plays any legal move instead."""

    def __init__(self, decide: Decide[M], level: str = "normal", noise: float = 0.0) -> None:
        self.decide = decide
        self.level = level
        self.noise = noise

    def choose(self, game: Game[Any, M], state: Any, seat: int, rng: random.Random, budget_ms: float | None = None) -> M:
        legal = game.legal_moves(state, seat)
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal)
        return self.decide(game.view(state, seat), seat, legal, rng)


def levels(decide: Decide[M], easy_noise: float = EASY_NOISE) -> Callable[[str], HeuristicBot[M]]:
    """The game's heuristic for a level: ``normal``, or ``easy`` (with ``easy_noise``)."""
    return lambda level: HeuristicBot(decide, level, easy_noise if level == "easy" else 0.0)
