"""The 56 cards of Tichu (rules/tichu.md §1.1–1.2) as small integers.

Ordinary cards are ``(rank - 2) * 4 + suit`` (ranks 2–14, 14 the Ace; suits Jade,
Sword, Pagoda, Star), so a higher int never has a lower rank. The four specials
follow: Mah Jong 52, Dog 53, Phoenix 54, Dragon 55. In JSON a card is a short name:
suit letter then rank (``"J10"``, ``"SK"``, ``"PA"``, ``"T5"`` for the Star 5), or
``"Mahjong"``, ``"Dog"``, ``"Phoenix"``, ``"Dragon"``.
"""

from __future__ import annotations

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text

SUITS = "JSPT"  # Jade, Sword, Pagoda, sTar
SUIT_NAMES = ("Jade", "Sword", "Pagoda", "Star")
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
ACE = 14
MAHJONG, DOG, PHOENIX, DRAGON = 52, 53, 54, 55
DECK = tuple(range(56))
SPECIALS = (MAHJONG, DOG, PHOENIX, DRAGON)


def card(suit: int, rank: int) -> int:
    return (rank - 2) * 4 + suit


def _rank(c: int) -> int:
    """2–14 for ordinary cards; the Mah Jong is 1 (TICHU-R27); other specials 0."""
    if c < 52:
        return c // 4 + 2
    return 1 if c == MAHJONG else 0


def _points(c: int) -> int:
    if c == DRAGON:
        return 25
    if c == PHOENIX:
        return -25
    return {5: 5, 10: 10, 13: 10}.get(_rank(c), 0) if c < 52 else 0


def _name(c: int) -> str:
    if c >= 52:
        return ("Mahjong", "Dog", "Phoenix", "Dragon")[c - 52]
    rank = _rank(c)
    return SUITS[c % 4] + RANK_NAMES.get(rank, str(rank))


RANK = tuple(_rank(c) for c in DECK)
SUIT = tuple(c % 4 if c < 52 else -1 for c in DECK)
POINTS = tuple(_points(c) for c in DECK)
NAMES = tuple(_name(c) for c in DECK)
BY_NAME = {name.upper(): c for c, name in enumerate(NAMES)}
RANK_LABELS = {rank: RANK_NAMES.get(rank, str(rank)) for rank in range(2, 15)}


def points(cards: list[int] | tuple[int, ...]) -> int:
    return sum(map(POINTS.__getitem__, cards))


def names(cards: list[int] | tuple[int, ...]) -> list[str]:
    return [NAMES[c] for c in cards]


def parse_card(name: object) -> int:
    """The card named ``name``; :class:`InvalidMove` if there is no such card."""
    if isinstance(name, str) and name.upper() in BY_NAME:
        return BY_NAME[name.upper()]
    raise InvalidMove(
        Text(
            f"no such card {name!r} (cards look like 'J10', 'SK', 'PA', 'T5', 'Mahjong', 'Dog', 'Phoenix', 'Dragon')",
            f"{name!r} というカードはありません（例: 'J10', 'SK', 'PA', 'T5', 'Mahjong', 'Dog', 'Phoenix', 'Dragon'）",
        )
    )


def parse_cards(data: object) -> list[int]:
    if not isinstance(data, list) or len(data) > 56:
        raise InvalidMove(Text(f"expected a list of cards, got {data!r}", f"カードのリストが必要です: {data!r}"))
    return [parse_card(name) for name in data]
