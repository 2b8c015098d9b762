"""The cards of Oh-Seven (rules/ohseven.md §1): numbers 0–7 in four suits.

A card is ``suit * 8 + number``, suits in tie-break order from the lowest: ♣ 0, ♦ 1,
♥ 2, ♠ 3 (OH7-R4), so within a number a higher int is a higher bid. With two decks
(5 players or more) the two identical cards are the same int: a hand may hold a card
twice, and either copy plays the same. In JSON a card is ``"S7"``, ``"H0"``, ``"D3"``,
``"C5"``.
"""

from __future__ import annotations

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text

SUITS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
FACES = tuple(range(32))
NAMES = tuple(SUITS[card // 8] + str(card % 8) for card in FACES)
BY_NAME = {name: card for card, name in enumerate(NAMES)}


def suit(card: int) -> int:
    return card >> 3


def number(card: int) -> int:
    return card & 7


def bid_key(card: int) -> tuple[int, int]:
    """Bids rank by number, then by suit ♠ > ♥ > ♦ > ♣ (OH7-R4)."""
    return card & 7, card >> 3


def deck(players: int) -> list[int]:
    """One deck for 2–4 players, two for 5 or more (§1)."""
    return list(FACES) * (2 if players >= 5 else 1)


def parse_card(name: object) -> int:
    if isinstance(name, str) and name.upper() in BY_NAME:
        return BY_NAME[name.upper()]
    raise InvalidMove(
        Text(
            f"no such card {name!r} (cards look like 'S7', 'H0', 'D3', 'C5')",
            f"{name!r} というカードはありません（例: 'S7', 'H0', 'D3', 'C5'）",
        )
    )
