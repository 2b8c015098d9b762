"""Determinization for search bots: a full state consistent with what one seat knows.

A seat knows its own hand, every card played, and how many cards each other seat holds.
The other hands are dealt again from the cards it has not seen, drawn in sorted order so
that worlds depend only on what the seat knows. (What it gave in the exchange or on a
seven-pass may have moved on since, so it is dealt like the rest.) The games to come are
unseen too: the world deals them from a seed of its own.
"""

from __future__ import annotations

import random

from asobiba.games.daifugo.state import DaifugoState


def sample(state: DaifugoState, seat: int, rng: random.Random) -> DaifugoState:
    world = state.copy()
    others = [other for other in range(state.n) if other != seat]
    later = state.split or [[] for _ in range(state.n)]  # sanma: each seat's hands for the rounds to come
    pool = sorted(c for other in others for c in [*state.hands[other], *(c for cards in later[other] for c in cards)])
    rng.shuffle(pool)
    for other in others:
        count = len(state.hands[other])
        world.hands[other] = sorted(pool[:count])
        del pool[:count]
        for index, cards in enumerate(later[other]):
            world.split[other][index] = pool[: len(cards)]
            del pool[: len(cards)]
    world.seed, world.setup = rng.getrandbits(63), None
    return world
