"""High Card's heuristic: take the trick as cheaply as possible, else throw the weakest card."""

from __future__ import annotations

import random

from asobiba.bots.heuristic import levels
from asobiba.core.contract import JSON
from asobiba.core.parts import BotHooks
from tests.kit.highcard.game import PlayCard


def choose_move(view: JSON, seat: int, legal: list[PlayCard], rng: random.Random) -> PlayCard:
    sign = -1 if view["lowest_wins"] else 1
    strength = {move: sign * move.card for move in legal}
    best_on_table = max((sign * int(played["card"][1:]) for played in view["trick"]), default=None)
    winners = [move for move in legal if best_on_table is None or strength[move] > best_on_table]
    if winners:
        return min(winners, key=strength.__getitem__)
    return min(legal, key=strength.__getitem__)


BOTS = BotHooks(heuristic=levels(choose_move, easy_noise=0.3))
