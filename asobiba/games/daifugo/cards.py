"""The cards of Daifugō (rules/daifugo.md §1) as small integers.

A card is ``4 * rank + suit``: ranks 1–13 are 3, 4 … 10, J, Q, K, A, 2 in strength
order (DAIFUGO-R2), suits 0–3 are ♠ ♥ ♦ ♣ (the order that breaks ties, DAIFUGO-R32).
The Jokers are 60 and 61. Ranks 0 and 14 name no card: a Joker may stand there, below
the 3 or above the 2, at the end of a sequence (DAIFUGO-R31). In JSON a card is its
suit letter and rank (``"S3"``, ``"H10"``, ``"DQ"``, ``"C2"``) or ``"JK"``/``"JK2"``.
What a Joker stands for is a place, not a card: a pair of suit letter and rank name
(``["S", "4"]``), rank ``"lo"`` below the 3 and ``"hi"`` above the 2 (``["S", "lo"]``).
"""

from __future__ import annotations

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text

SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_NAMES = ("lo", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "hi")
JOKER, JOKER2 = 60, 61
LOWEST, HIGHEST = 1, 13  # the ranks of real cards: 3 … 2
THREE, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, TWO = 1, 3, 4, 5, 6, 7, 8, 9, 13
SPADES, DIAMONDS = 0, 2
SPADE_3 = 4 * THREE + SPADES
DIAMOND_3 = 4 * THREE + DIAMONDS


def card(rank: int, suit: int) -> int:
    return 4 * rank + suit


def rank(c: int) -> int:
    return c >> 2


def suit(c: int) -> int:
    return c & 3


def is_joker(c: int) -> bool:
    return c >= JOKER


def deck(jokers: int) -> list[int]:
    """The 52 cards and one or two Jokers (DAIFUGO-R22)."""
    return [*range(4 * LOWEST, 4 * HIGHEST + 4), *(JOKER, JOKER2)[:jokers]]


def _name(c: int) -> str:
    if c == JOKER:
        return "JK"
    if c == JOKER2:
        return "JK2"
    return SUITS[suit(c)] + RANK_NAMES[rank(c)]


NAMES = {c: _name(c) for c in [*range(4 * LOWEST, 4 * HIGHEST + 4), JOKER, JOKER2]}
BY_NAME = {name.upper(): c for c, name in NAMES.items()}


def name(c: int) -> str:
    return NAMES[c]


def place_json(c: int) -> list[str]:
    """What a Joker stands for, as JSON: ``["S", "4"]``."""
    return [SUITS[suit(c)], RANK_NAMES[rank(c)]]


def parse_card(data: object) -> int:
    """The card named by ``data``; :class:`InvalidMove` otherwise."""
    found = BY_NAME.get(data.upper()) if isinstance(data, str) else None
    if found is None:
        raise InvalidMove(
            Text(
                f"no card {data!r}: cards are like 'S3', 'H10', 'DQ', 'C2', 'JK'",
                f"カード {data!r} はありません（'S3'・'H10'・'DQ'・'C2'・'JK' の形です）",
            )
        )
    return found


def parse_place(data: object) -> int:
    """The place ``["S", "4"]`` a Joker stands for; :class:`InvalidMove` otherwise."""
    if isinstance(data, list) and len(data) == 2 and all(isinstance(part, str) for part in data):
        suit_, rank_ = data[0].upper(), data[1].lower()
        ranks = [r.lower() for r in RANK_NAMES]
        if len(suit_) == 1 and suit_ in SUITS and rank_ in ranks:
            return card(ranks.index(rank_), SUITS.index(suit_))
    raise InvalidMove(
        Text(
            f"a Joker stands for a suit and a rank like ['S', '4'], not {data!r}",
            f"ジョーカーの代わりは ['S', '4'] のようにスートと数で示します（{data!r} は不可）",
        )
    )


def strongest_first(cards: list[int]) -> list[int]:
    """Cards from the strongest: the Jokers, then 2, A … 3, each rank ♠ ♥ ♦ ♣ (DAIFUGO-R32)."""
    return sorted(cards, key=lambda c: (0, 0, 0) if is_joker(c) else (1, -rank(c), suit(c)))
