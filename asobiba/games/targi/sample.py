"""Determinization: a full state consistent with everything one seat has seen (view.py says what is hidden).

The unseen Goods cards (the deck and the face-down central Goods cards) are dealt anew
into those places, and so are the unseen Tribe cards (the deck, the face-down central
Tribe cards, the other seat's hand card if it was drawn from the deck, and the card
Tribal Expansion drew for the other seat). The seed is replaced too, since it decides
how the Goods discard pile is shuffled when the deck is rebuilt.
"""

from __future__ import annotations

import random

from asobiba.games.targi.cards import GOODS_CARDS
from asobiba.games.targi.state import TargiState
from asobiba.games.targi.view import sees_drawn, sees_hand


def sample(state: TargiState, seat: int, rng: random.Random) -> TargiState:
    """A state ``seat`` cannot tell apart from ``state``, its unseen cards dealt again by ``rng``."""
    world = state.copy()
    down = [index for index, card in enumerate(state.centre) if card is not None and not state.face_up[index]]
    goods_down = [index for index in down if state.centre[index] in GOODS_CARDS]
    tribe_down = [index for index in down if index not in goods_down]
    other = 1 - seat
    hand_hidden = state.hand[other] is not None and not sees_hand(state, other, seat)
    drawn_hidden = state.drawn is not None and not sees_drawn(state, seat)
    # Sorted first: the deal must depend only on what the seat knows, not on where the cards really are.
    goods = sorted(state.goods_deck + [state.centre[index] for index in goods_down])  # type: ignore[misc]
    tribe = sorted(
        state.tribe_deck
        + [state.centre[index] for index in tribe_down]  # type: ignore[misc]
        + ([state.hand[other]] if hand_hidden else [])  # type: ignore[list-item]
        + ([state.drawn] if drawn_hidden else [])  # type: ignore[list-item]
    )
    rng.shuffle(goods)
    rng.shuffle(tribe)
    world.goods_deck = goods[: len(state.goods_deck)]
    for index, card in zip(goods_down, goods[len(state.goods_deck) :], strict=True):
        world.centre[index] = card
    world.tribe_deck = tribe[: len(state.tribe_deck)]
    rest = tribe[len(state.tribe_deck) :]
    for index in tribe_down:
        world.centre[index] = rest.pop(0)
    if hand_hidden:
        world.hand[other] = rest.pop(0)
    if drawn_hidden:
        world.drawn = rest.pop(0)
    world.seed = rng.getrandbits(63)
    return world
