"""High Card's heuristic: take the trick as cheaply as possible, else throw the weakest card."""

from __future__ import annotations

import random
from typing import Any

from asobiba.core.contract import Game


class HeuristicBot:
    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, game: Game, state: Any, seat: int, rng: random.Random, budget_ms: float | None = None) -> Any:
        view = game.view(state, seat)
        legal = game.legal_moves(state, seat)
        if self.level == "easy" and rng.random() < 0.3:
            return rng.choice(legal)
        sign = -1 if view["lowest_wins"] else 1
        strength = {move: sign * move.card for move in legal}
        best_on_table = max((sign * int(played["card"][1:]) for played in view["trick"]), default=None)
        winners = [move for move in legal if best_on_table is None or strength[move] > best_on_table]
        if winners:
            return min(winners, key=strength.__getitem__)
        return min(legal, key=strength.__getitem__)


def heuristic_bot(level: str) -> HeuristicBot:
    return HeuristicBot(level)
