"""The 78 cards of French Tarot (rules/tarot.md §1.1–1.2) as small integers.

Cards are ints so that hands are cheap lists: suit cards are ``suit * 14 + rank - 1``
(ranks 1–10, then 11 Jack/Valet, 12 Knight/Cavalier, 13 Queen/Dame, 14 King/Roi),
trumps 1–21 are 56–76, the Excuse is 77. Within a suit, and among trumps, a higher
int is a higher card. In JSON a card is a short name: ``"SK"`` (King of spades),
``"H10"``, ``"DC"`` (Knight of diamonds), ``"T21"``, ``"EX"``.
"""

from __future__ import annotations

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text

SUITS = "SHDC"  # spades, hearts, diamonds, clubs (♠ ♥ ♦ ♣)
SUIT_SYMBOLS = "♠♥♦♣"
TRUMP = 4  # the "suit" of trumps 1–21
EXCUSE_SUIT = 5
RANK_NAMES = {11: "J", 12: "C", 13: "Q", 14: "K"}

JACK, KNIGHT, QUEEN, KING = 11, 12, 13, 14
FIRST_TRUMP = 56
PETIT = 56  # trump 1
TRUMP_21 = 76
EXCUSE = 77
DECK = tuple(range(78))
BOUTS = frozenset({PETIT, TRUMP_21, EXCUSE})

# Card points are kept doubled (half-points as integers) so sums stay exact.
POINTS_TOTAL2 = 182  # 91 points


def suit_card(suit: int, rank: int) -> int:
    return suit * 14 + rank - 1


def trump(number: int) -> int:
    return FIRST_TRUMP + number - 1


def suit_of(card: int) -> int:
    """0–3 for the four suits, TRUMP for trumps, EXCUSE_SUIT for the Excuse."""
    return SUIT_OF[card]


def rank_of(card: int) -> int:
    """Rank within its suit: 1–14 for suit cards, 1–21 for trumps, 0 for the Excuse."""
    if card == EXCUSE:
        return 0
    return card - FIRST_TRUMP + 1 if card >= FIRST_TRUMP else card % 14 + 1


def _points2(card: int) -> int:
    if card in BOUTS:
        return 9
    if card >= FIRST_TRUMP:
        return 1
    return {KING: 9, QUEEN: 7, KNIGHT: 5, JACK: 3}.get(rank_of(card), 1)


SUIT_OF = tuple(min(card // 14, 4) if card != EXCUSE else EXCUSE_SUIT for card in DECK)
POINTS2 = tuple(_points2(card) for card in DECK)
IS_TRUMP = tuple(SUIT_OF[card] == TRUMP for card in DECK)
IS_KING = tuple(card < FIRST_TRUMP and rank_of(card) == KING for card in DECK)
IS_FACE = tuple(card < FIRST_TRUMP and rank_of(card) >= JACK for card in DECK)


def card_name(card: int) -> str:
    if card == EXCUSE:
        return "EX"
    rank = rank_of(card)
    if card >= FIRST_TRUMP:
        return f"T{rank}"
    return SUITS[SUIT_OF[card]] + RANK_NAMES.get(rank, str(rank))


NAMES = tuple(card_name(card) for card in DECK)
BY_NAME = {name: card for card, name in enumerate(NAMES)}


def parse_card(name: object) -> int:
    """The card named ``name``; :class:`InvalidMove` if there is no such card."""
    if isinstance(name, str) and name.upper() in BY_NAME:
        return BY_NAME[name.upper()]
    raise InvalidMove(
        Text(
            f"no such card {name!r} (cards look like 'SK', 'H10', 'DC', 'T21', 'EX')",
            f"{name!r} というカードはありません（例: 'SK', 'H10', 'DC', 'T21', 'EX'）",
        )
    )


def parse_cards(names: object) -> list[int]:
    if not isinstance(names, list):
        raise InvalidMove(Text(f"expected a list of cards, got {names!r}", f"カードのリストが必要です: {names!r}"))
    return [parse_card(name) for name in names]


def points2(cards: list[int]) -> int:
    return sum(POINTS2[card] for card in cards)


def count_bouts(cards: list[int]) -> int:
    return sum(card in BOUTS for card in cards)
