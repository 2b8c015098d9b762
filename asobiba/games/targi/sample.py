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
    down = {index: card for index, card in enumerate(state.centre) if card is not None and not state.face_up[index]}
    goods_down = [index for index, card in down.items() if card in GOODS_CARDS]
    tribe_down = [index for index, card in down.items() if card not in GOODS_CARDS]
    other, held, drawn = 1 - seat, state.hand[1 - seat], state.drawn
    hidden_hand = [held] if held is not None and not sees_hand(state, other, seat) else []
    hidden_drawn = [drawn] if drawn is not None and not sees_drawn(state, seat) else []
    # Sorted first: the deal must depend only on what the seat knows, not on where the cards really are.
    goods = sorted(state.goods_deck + [down[index] for index in goods_down])
    tribe = sorted(state.tribe_deck + [down[index] for index in tribe_down] + hidden_hand + hidden_drawn)
    rng.shuffle(goods)
    rng.shuffle(tribe)
    world.goods_deck, goods = goods[: len(state.goods_deck)], goods[len(state.goods_deck) :]
    world.tribe_deck, tribe = tribe[: len(state.tribe_deck)], tribe[len(state.tribe_deck) :]
    for index, card in [*zip(goods_down, goods, strict=True), *zip(tribe_down, tribe, strict=False)]:
        world.centre[index] = card  # the Tribe cards left over go to the hidden hand, then the hidden drawn card
    if hidden_hand:
        world.hand[other] = tribe[len(tribe_down)]
    if hidden_drawn:
        world.drawn = tribe[-1]
    world.seed = rng.getrandbits(63)
    return world
