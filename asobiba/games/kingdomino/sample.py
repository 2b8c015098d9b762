"""Determinization: a full state consistent with everything one seat has seen.

Only the face-down pile is hidden, and it is hidden from every seat alike: the
undrawn dominoes (the removed ones included, KD-R1) are shuffled anew. The seed is
replaced too, since it decides the shuffles of later Dynasty games.
"""

from __future__ import annotations

import random

from asobiba.games.kingdomino.state import KingdominoState


def sample(state: KingdominoState, seat: int, rng: random.Random) -> KingdominoState:
    """A state ``seat`` cannot tell apart from ``state``, with the draw pile reshuffled by ``rng``."""
    result = state.copy()
    # Sorted first: the draw must depend only on what the seat knows, not on the real order.
    hidden = sorted(state.deck[state.drawn :])
    rng.shuffle(hidden)
    result.deck = state.deck[: state.drawn] + hidden
    result.seed = rng.getrandbits(63)
    return result
