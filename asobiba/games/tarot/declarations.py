"""Poignées and misères: who may declare what, and which trumps a poignée shows.

TAROT-R18–R21 and R44–R45. Declarations happen just before a player's first card;
a player with nothing to declare is not asked.
"""

from __future__ import annotations

from itertools import product

from asobiba.games.tarot.cards import BOUTS, EXCUSE, FIRST_TRUMP, IS_FACE
from asobiba.games.tarot.data import MISERE_KINDS, POIGNEE_LEVELS
from asobiba.games.tarot.moves import Declare

NOTHING = Declare()


def poignee_levels(trumps: int, has_excuse: bool, thresholds: tuple[int, int, int]) -> list[str]:
    """Levels a player may show with ``trumps`` trumps (TAROT-R18, R20).

    The Excuse stands in for the one missing trump only when the player has no other
    trump beyond those shown, i.e. exactly one short of the threshold.
    """
    return [
        level for level, needed in zip(POIGNEE_LEVELS, thresholds, strict=True) if trumps >= needed or (has_excuse and trumps == needed - 1)
    ]


def misere_kinds(hand: list[int]) -> list[str]:
    """Misères the hand qualifies for (TAROT-R44)."""
    kinds = []
    if not any(IS_FACE[card] or card in BOUTS for card in hand):
        kinds.append("no_face")
    if not any(card >= FIRST_TRUMP for card in hand):
        kinds.append("no_trump")
    return kinds


def choices(hand: list[int], shown_ecart_trumps: list[int], thresholds: tuple[int, int, int], mode: str) -> list[Declare]:
    """Every declaration open to this hand, ``Declare()`` (nothing) first; [] if there is no choice.

    ``shown_ecart_trumps`` are trumps the taker had to discard: they were shown and
    count toward his poignée (TAROT-R21).
    """
    if mode == "none":  # TAROT-R45
        return []
    trumps = sum(FIRST_TRUMP <= card < EXCUSE for card in hand) + len(shown_ecart_trumps)
    levels = [None, *poignee_levels(trumps, EXCUSE in hand, thresholds)]
    kinds = misere_kinds(hand) if mode == "poignee_misere" else []
    subsets = [
        tuple(kind for kind, chosen in zip(kinds, mask, strict=True) if chosen) for mask in product((False, True), repeat=len(kinds))
    ]
    options = [Declare(level, tuple(sorted(subset, key=MISERE_KINDS.index))) for level in levels for subset in subsets]
    return options if len(options) > 1 else []


def shown_cards(hand: list[int], shown_ecart_trumps: list[int], needed: int) -> list[int]:
    """The trumps a poignée shows: exactly ``needed`` cards (TAROT-R19).

    Discarded trumps first (TAROT-R21), then the hand's lowest trumps, the Excuse only
    to fill the last place. Showing the lowest keeps the high trumps secret. [decision]
    """
    trumps = [card for card in hand if FIRST_TRUMP <= card < EXCUSE]
    shown = (shown_ecart_trumps + trumps)[:needed]
    if len(shown) < needed:
        shown.append(EXCUSE)
    return sorted(shown)
