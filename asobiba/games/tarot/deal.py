"""Dealing (TAROT-R3, R4) and the petit sec check (TAROT-R6)."""

from __future__ import annotations

import random

from asobiba.games.tarot.cards import DECK, FIRST_TRUMP, PETIT
from asobiba.games.tarot.data import Layout


def deal(layout: Layout, n: int, first: int, step: int, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """Shuffle and deal in packets from ``first`` in play direction; chien cards one at a time.

    Returns the hands (sorted) and the chien.
    """
    pack = list(DECK)
    rng.shuffle(pack)
    hands: list[list[int]] = [[] for _ in range(n)]
    chien: list[int] = []
    seat = first
    position = 0
    packets = layout.hand_size * n // layout.packet
    for number in range(1, packets + 1):
        hands[seat].extend(pack[position : position + layout.packet])
        position += layout.packet
        seat = (seat + step) % n
        if number in layout.chien_after_packets:
            chien.append(pack[position])
            position += 1
    for hand in hands:
        hand.sort()
    return hands, chien


def is_petit_sec(hand: list[int]) -> bool:
    """The Petit is the hand's only trump and there is no Excuse (TAROT-R6)."""
    # The Excuse sorts after the trumps, so it shows up in this list too.
    return [card for card in hand if card >= FIRST_TRUMP] == [PETIT]
