"""Combinations (rules/tichu.md §1.3): what a set of cards is, what beats what, and
the bombs a hand holds (what else it can play: plays.py).

A combination is ``Combo(kind, length, rank)``. Singles carry their rank doubled so
the Phoenix's half steps stay integers (TICHU-R28): the Mah Jong is 2, an Ace 28,
the Dragon 30, and a Phoenix single is one more than the single it is played on
(3 when led). Other kinds carry the rank of their top card (a full house, of its
trio). Bombs beat every non-bomb, and each other by ``(length, rank)`` (TICHU-R17).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import NamedTuple

from asobiba.games.tichu.cards import DOG, DRAGON, PHOENIX, RANK, SUIT, card
from asobiba.games.tichu.moves import Play

SINGLE, PAIR, TRIO, FULL_HOUSE, STRAIGHT, STEPS, BOMB, DOG_LEAD = range(1, 9)
KIND_NAMES = {
    SINGLE: "single",
    PAIR: "pair",
    TRIO: "trio",
    FULL_HOUSE: "full_house",
    STRAIGHT: "straight",
    STEPS: "steps",
    BOMB: "bomb",
    DOG_LEAD: "dog",
}
LED_PHOENIX = 3  # 1½, doubled
DRAGON_SINGLE = 30
HANDS_KEPT = 2048  # hands whose bombs are remembered (a round has about 50 different hands)


class Combo(NamedTuple):
    kind: int
    length: int
    rank: int


class Rules(NamedTuple):
    """The table options that change what a combination is (TICHU-R20)."""

    four_and_phoenix: bool = False  # 3-3-3-3 + Phoenix counts as a full house
    flush_as_straight: bool = False  # a straight flush may also be played as a straight


@lru_cache(maxsize=1 << 14)
def classify(cards: tuple[int, ...], phoenix: int, as_straight: bool, rules: Rules) -> Combo | None:
    """The combination ``cards`` make with the Phoenix standing for ``phoenix``; None if none.

    Remembered: every play is classified, and bots ask about every play they weigh.
    ``cards`` is sorted. A single Phoenix gets rank 0 here: its value depends on the
    trick (see :func:`single_rank`). ``phoenix`` must be 0 unless the Phoenix is in a
    combination of several cards, where it names the rank 2–A it stands for.
    """
    n = len(cards)
    has_phoenix = cards[-1] == PHOENIX
    if n == 1:
        if phoenix or as_straight:
            return None
        only = cards[0]
        if only == DOG:
            return Combo(DOG_LEAD, 1, 0)
        if only == PHOENIX:
            return Combo(SINGLE, 1, 0)
        return Combo(SINGLE, 1, DRAGON_SINGLE if only == DRAGON else 2 * RANK[only])
    if has_phoenix != (2 <= phoenix <= 14) or DOG in cards or DRAGON in cards:
        return None  # TICHU-R29: the Phoenix stands for a rank 2–A; TICHU-R30, R31: alone only
    ranks = [RANK[c] for c in cards[:-1]] + [phoenix] if has_phoenix else [RANK[c] for c in cards]
    ranks.sort()
    low, high = ranks[0], ranks[-1]
    distinct = len(set(ranks))
    if n >= 5 and distinct == n and high - low == n - 1:
        flush = not has_phoenix and low >= 2 and len({SUIT[c] for c in cards}) == 1
        if flush and not as_straight:
            return Combo(BOMB, n, high)  # TICHU-R15
        if as_straight and not (flush and rules.flush_as_straight):
            return None
        return Combo(STRAIGHT, n, high)
    if as_straight or low < 2:
        return None  # the Mah Jong plays only alone or in a straight (TICHU-R27)
    if distinct == 1:
        if n == 4 and not has_phoenix:
            return Combo(BOMB, 4, high)
        if n in (2, 3):
            return Combo((0, 0, PAIR, TRIO)[n], n, high)
        if n == 5 and has_phoenix and rules.four_and_phoenix:
            return Combo(FULL_HOUSE, 5, high)
        return None
    if n == 5 and distinct == 2:
        trio = ranks[2]  # sorted: the middle card belongs to the trio
        if ranks.count(trio) == 3:
            return Combo(FULL_HOUSE, 5, trio)
        return None
    if n >= 4 and n % 2 == 0 and distinct == n // 2 and high - low == distinct - 1 and all(ranks.count(r) == 2 for r in set(ranks)):
        return Combo(STEPS, n, high)
    return None


def single_rank(card: int, top: Combo | None) -> int:
    """The doubled rank of ``card`` played as a single on ``top`` (TICHU-R28)."""
    if card == PHOENIX:
        return top.rank + 1 if top is not None and top.kind == SINGLE else LED_PHOENIX
    if card == DRAGON:
        return DRAGON_SINGLE
    return 2 * RANK[card]


def beats(new: Combo, top: Combo | None) -> bool:
    """Whether ``new`` may be played on ``top`` (None: leading). TICHU-R11, R16, R17."""
    if top is None:
        return True
    if new.kind == BOMB:
        return top.kind != BOMB or (new.length, new.rank) > (top.length, top.rank)
    return new.kind == top.kind and new.length == top.length and new.rank > top.rank


class Bomb(NamedTuple):
    """A bomb a hand holds: the move that plays it and its combination."""

    play: Play
    combo: Combo

    @property
    def cards(self) -> tuple[int, ...]:
        return self.play.cards


def bombs(hand: list[int], top: Combo | None) -> list[Bomb]:
    """The bombs of ``hand`` that beat ``top``."""
    return [bomb for bomb in held_bombs(hand) if beats(bomb.combo, top)]


def held_bombs(hand: list[int]) -> tuple[Bomb, ...]:
    """Every bomb of ``hand``: fours of a kind by rank, then straight flushes by suit and rank
    (with the shorter runs inside a longer one, each a bomb of its own)."""
    return _held_bombs(tuple(hand))


@lru_cache(maxsize=HANDS_KEPT)
def _held_bombs(hand: tuple[int, ...]) -> tuple[Bomb, ...]:
    # Remembered: the bots' planning asks for the bombs of every hand it weighs.
    naturals = sorted(c for c in hand if c < 52)
    if len(naturals) < 4:
        return ()
    return tuple(_bombs(naturals))


def _bombs(naturals: list[int]) -> Iterator[Bomb]:
    """Four of a kind and straight flushes of 5 or more, never with the Phoenix (TICHU-R15).

    A rank's four cards are four consecutive numbers from a multiple of 4, and a suit's
    next rank is 4 numbers up (cards.py).
    """
    held = set(naturals)
    for c in naturals:
        if c % 4 == 0 and c + 3 in held and c + 1 in held and c + 2 in held:
            yield Bomb(Play((c, c + 1, c + 2, c + 3)), Combo(BOMB, 4, RANK[c]))
    for suit in range(4):
        ranks = [RANK[c] for c in naturals if c % 4 == suit]
        if len(ranks) < 5:
            continue
        for low in ranks:
            high = low
            while high + 1 in ranks:
                high += 1
                if high - low >= 4:
                    yield Bomb(Play(tuple(card(suit, r) for r in range(low, high + 1))), Combo(BOMB, high - low + 1, high))
