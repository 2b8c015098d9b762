"""Determinization for search bots: a full state consistent with what one seat knows.

A seat knows its own hand, the cards it passed (each is in its receiver's hand until
played), and everything played. Everything else is dealt again from the unseen cards,
drawn in sorted order so that two states the seat cannot tell apart give the same
worlds for the same generator. Decisions it cannot see are redrawn too: others'
Grand Tichu decisions become "no", the cards they have given in the pass are drawn
again, and their answers in a bomb window are taken back (they answer again).
"""

from __future__ import annotations

import random

from asobiba.games.tichu.cards import DECK
from asobiba.games.tichu.combos import held_bombs
from asobiba.games.tichu.state import NOBODY, Phase, TichuState, pass_order


def sample(state: TichuState, seat: int, rng: random.Random) -> TichuState:
    world = state.copy()
    phase = state.phase
    if phase is Phase.GRAND:
        unseen = sorted(set(DECK) - set(state.hands[seat]))
        rng.shuffle(unseen)
        for other in range(4):
            if other != seat:
                world.hands[other] = sorted(unseen[:8])
                del unseen[:8]
                if world.grand[other] >= 0:
                    world.grand[other] = 0  # decided, but how is hidden: say no, as most do
        for other in range(4):
            world.rest[other] = unseen[:6]
            del unseen[:6]
        return world
    if phase is Phase.PASS:
        mine = set(state.hands[seat]) | {card for card in state.gives[seat] if card >= 0}
        unseen = sorted(set(DECK) - mine)
        rng.shuffle(unseen)
        for other in range(4):
            if other == seat:
                continue
            # How many cards each has given is public (its hand shrinks); which, and to whom, is not.
            given = sum(card >= 0 for card in state.gives[other])
            world.gives[other] = [NOBODY] * 4
            for to in pass_order(state, other)[:given]:
                world.gives[other][to] = unseen.pop()
            world.hands[other] = sorted(unseen[: 14 - given])
            del unseen[: 14 - given]
        return world
    seen = set(state.hands[seat])
    for pile in state.won:
        seen.update(pile)
    for _, cards, _, _ in state.trick:
        seen.update(cards)
    known = {other: [] for other in range(4)}
    for other in range(4):
        card = state.gives[seat][other]
        if other != seat and card not in seen:
            known[other].append(card)
            seen.add(card)
    unseen = sorted(set(DECK) - seen)
    rng.shuffle(unseen)
    for other in range(4):
        if other != seat:
            needed = len(state.hands[other]) - len(known[other])
            world.hands[other] = sorted(known[other] + unseen[:needed])
            world.bombs[other] = held_bombs(world.hands[other])
            del unseen[:needed]
    world.declined = state.declined & (1 << seat)
    return world
