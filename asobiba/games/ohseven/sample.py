"""Determinization for search bots: a full state consistent with what one seat knows.

A seat knows its own hand, every card set aside or played, the bids revealed (a final
bid card stays in its bidder's hand until played; with ``reuse_forbidden`` every card
bid this round does), and who could not follow a suit (void). The other hands are
dealt again from the unseen cards, drawn in sorted order so that worlds depend only on
what the seat knows, keeping those constraints. A bid chosen but not yet revealed is
chosen again at random in the sampled world.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from asobiba.games.ohseven.cards import deck, suit
from asobiba.games.ohseven.state import NOBODY, OhSevenState, Phase

ATTEMPTS = 50


def sample(state: OhSevenState, seat: int, rng: random.Random, biddable: Callable[[OhSevenState, int], list[int]]) -> OhSevenState:
    world = state.copy()
    n = state.n
    others = [other for other in range(n) if other != seat]
    known = {other: _known(state, other) for other in others}
    unseen = Counter(deck(n))
    unseen.subtract(state.hands[seat])
    unseen.subtract(state.set_aside)
    unseen.subtract(card for _, cards, _ in state.tricks for card in cards)
    unseen.subtract(state.trick)
    for cards in known.values():
        unseen.subtract(cards)
    pool = sorted(unseen.elements())
    voids = _voids(state)
    needed = {other: len(state.hands[other]) - len(known[other]) for other in others}
    dealt = _deal(pool, needed, voids, rng)
    for other in others:
        world.hands[other] = sorted(known[other] + dealt[other])
        if state.phase is Phase.BID and state.bids[other] != NOBODY:
            world.bids[other] = rng.choice(biddable(world, other))  # chosen, but which is hidden
    return world


def _known(state: OhSevenState, other: int) -> list[int]:
    """Cards ``other`` is known to hold: its unplayed final bid, its earlier bids with ``reuse_forbidden``."""
    if state.phase is Phase.PLAY:
        played = Counter(
            card for leader, cards, _ in state.tricks for index, card in enumerate(cards) if (leader + index) % state.n == other
        )
        played.update(card for index, card in enumerate(state.trick) if (state.leader + index) % state.n == other)
        held = Counter([state.final[other]]) - played
        return list(held.elements())
    return state.used[other][:]


def _voids(state: OhSevenState) -> dict[int, set[int]]:
    voids: dict[int, set[int]] = {seat: set() for seat in range(state.n)}
    tricks = [*state.tricks, (state.leader, tuple(state.trick), NOBODY)] if state.trick else state.tricks
    for leader, cards, _ in tricks:
        led = suit(cards[0])
        for index, card in enumerate(cards):
            if suit(card) != led:
                voids[(leader + index) % state.n].add(led)
    return voids


def _deal(pool: list[int], needed: dict[int, int], voids: dict[int, set[int]], rng: random.Random) -> dict[int, list[int]]:
    """Give each seat ``needed`` cards of suits it may hold; the rest stays undealt."""
    for _ in range(ATTEMPTS):
        cards = pool[:]
        rng.shuffle(cards)
        # The most constrained cards first: those few seats may take.
        cards.sort(key=lambda card: sum(suit(card) not in voids[seat] for seat in needed))
        room = dict(needed)
        spare = len(pool) - sum(needed.values())
        dealt: dict[int, list[int]] = {seat: [] for seat in needed}
        for card in cards:
            takers = [seat for seat, free in room.items() if free and suit(card) not in voids[seat]]
            weights = [room[seat] for seat in takers] + ([spare] if spare else [])
            if not weights:
                break
            choice = rng.choices([*takers, None], weights=weights if spare else [*weights, 0])[0]
            if choice is None:
                spare -= 1
            else:
                dealt[choice].append(card)
                room[choice] -= 1
        else:
            return dealt
    # Constraints too tight for a random fill: ignore the voids rather than fail.
    return _deal(pool, needed, {seat: set() for seat in voids}, rng)
