"""Combinations (rules/tichu.md §1.3): what a set of cards is, what beats what, and
every combination a hand can make.

A combination is ``Combo(kind, length, rank)``. Singles carry their rank doubled so
the Phoenix's half steps stay integers (TICHU-R28): the Mah Jong is 2, an Ace 28,
the Dragon 30, and a Phoenix single is one more than the single it is played on
(3 when led). Other kinds carry the rank of their top card (a full house, of its
trio). Bombs beat every non-bomb, and each other by ``(length, rank)`` (TICHU-R17).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations, product
from typing import NamedTuple

from asobiba.games.tichu.cards import DOG, DRAGON, MAHJONG, PHOENIX, RANK, SUIT, card

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


class Combo(NamedTuple):
    kind: int
    length: int
    rank: int


class Rules(NamedTuple):
    """The table options that change what a combination is (TICHU-R20)."""

    four_and_phoenix: bool = False  # 3-3-3-3 + Phoenix counts as a full house
    flush_as_straight: bool = False  # a straight flush may also be played as a straight


def classify(cards: tuple[int, ...], phoenix: int, as_straight: bool, rules: Rules) -> Combo | None:
    """The combination ``cards`` make with the Phoenix standing for ``phoenix``; None if none.

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


class Option(NamedTuple):
    """One way to play: sorted cards, the Phoenix's rank (or 0), played as a straight."""

    cards: tuple[int, ...]
    phoenix: int
    as_straight: bool
    combo: Combo


def options(hand: list[int], top: Combo | None, rules: Rules) -> list[Option]:
    """Every combination of ``hand`` that may be played on ``top`` (None: a lead).

    Following, only the kind and length of ``top`` and bombs are built. The Dog is
    listed only for a lead. Phoenix singles are given their value on ``top``; a Phoenix
    single is not listed on the Dragon (TICHU-R28).
    """
    groups = _Groups(hand)
    found: list[Option] = []
    if top is None:
        for kind in (SINGLE, PAIR, TRIO, FULL_HOUSE, STRAIGHT, STEPS, DOG_LEAD):
            found.extend(_BUILD[kind](groups, 0, rules))
        found.extend(_bombs(groups))
        return found
    if top.kind != BOMB:
        for option in _BUILD[top.kind](groups, top.length, rules):
            combo = option.combo
            if option.cards == (PHOENIX,):
                if top.rank == DRAGON_SINGLE:
                    continue
                combo = Combo(SINGLE, 1, top.rank + 1)
                option = option._replace(combo=combo)
            if combo.rank > top.rank:
                found.append(option)
    found.extend(option for option in _bombs(groups) if beats(option.combo, top))
    return found


class _Groups:
    """A hand sorted into ranks: the working set of every generator below."""

    __slots__ = ("by_rank", "phoenix", "specials", "suit_ranks")

    def __init__(self, hand: list[int]) -> None:
        by_rank: list[list[int]] = [[] for _ in range(15)]
        suit_ranks: list[list[int]] = [[], [], [], []]
        for c in sorted(hand):
            if c < 52:
                by_rank[RANK[c]].append(c)
                suit_ranks[SUIT[c]].append(RANK[c])
        if MAHJONG in hand:
            by_rank[1].append(MAHJONG)
        self.by_rank = by_rank
        self.phoenix = PHOENIX in hand
        self.suit_ranks = suit_ranks
        self.specials = [c for c in (MAHJONG, DOG, PHOENIX, DRAGON) if c in hand]


def _option(cards: tuple[int, ...], phoenix: int, rules: Rules, as_straight: bool = False) -> Option:
    cards = tuple(sorted(cards))
    combo = classify(cards, phoenix, as_straight, rules)
    assert combo is not None, cards
    return Option(cards, phoenix, as_straight, combo)


def _singles(groups: _Groups, length: int, rules: Rules) -> Iterator[Option]:
    for rank in range(2, 15):
        for c in groups.by_rank[rank]:
            yield Option((c,), 0, False, Combo(SINGLE, 1, 2 * rank))
    for c in groups.specials:
        if c != DOG:
            yield Option((c,), 0, False, Combo(SINGLE, 1, single_rank(c, None)))


def _dog(groups: _Groups, length: int, rules: Rules) -> Iterator[Option]:
    if DOG in groups.specials:
        yield Option((DOG,), 0, False, Combo(DOG_LEAD, 1, 0))


def _sets(groups: _Groups, rank: int, size: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """``size`` cards of ``rank``, naturally or with the Phoenix: (cards, phoenix rank or 0)."""
    cards = groups.by_rank[rank]
    yield from ((chosen, 0) for chosen in combinations(cards, size))
    if groups.phoenix:
        yield from (((*chosen, PHOENIX), rank) for chosen in combinations(cards, size - 1) if chosen)


def _pairs(groups: _Groups, length: int, rules: Rules) -> Iterator[Option]:
    for rank in range(2, 15):
        for cards, phoenix in _sets(groups, rank, 2):
            yield Option(cards, phoenix, False, Combo(PAIR, 2, rank))


def _trios(groups: _Groups, length: int, rules: Rules) -> Iterator[Option]:
    for rank in range(2, 15):
        for cards, phoenix in _sets(groups, rank, 3):
            yield Option(cards, phoenix, False, Combo(TRIO, 3, rank))


def _full_houses(groups: _Groups, length: int, rules: Rules) -> Iterator[Option]:
    for trio_rank in range(2, 15):
        trios = list(_sets(groups, trio_rank, 3))
        if not trios:
            continue
        for pair_rank in range(2, 15):
            if pair_rank == trio_rank:
                continue
            for pair, pair_phoenix in _sets(groups, pair_rank, 2):
                for trio, trio_phoenix in trios:
                    if not (trio_phoenix and pair_phoenix):
                        yield Option(tuple(sorted(trio + pair)), trio_phoenix or pair_phoenix, False, Combo(FULL_HOUSE, 5, trio_rank))
        naturals = groups.by_rank[trio_rank]
        if rules.four_and_phoenix and groups.phoenix and len(naturals) == 4:
            yield Option((*naturals, PHOENIX), trio_rank, False, Combo(FULL_HOUSE, 5, trio_rank))


def _runs(groups: _Groups, length: int, width: int, first: int) -> Iterator[tuple[tuple[int, ...], int, int]]:
    """Runs of ``width`` cards per rank over consecutive ranks from ``first`` up, with at
    most one rank completed or replaced by the Phoenix: (cards, phoenix rank, top rank).
    ``length`` 0 means every length (at least 5 cards for straights, 2 pairs for steps)."""
    by_rank = groups.by_rank
    phoenix = groups.phoenix
    # missing[r]: ranks below r lacking ``width`` natural cards, so a window's gaps are one subtraction.
    missing = [0] * 16
    for rank in range(1, 15):
        missing[rank + 1] = missing[rank] + (len(by_rank[rank]) < width)
    shortest = 5 if width == 1 else 2
    counts = range(length // width, length // width + 1) if length else range(shortest, 15)
    per_rank = [list(combinations(cards, width)) for cards in by_rank]
    for count in counts:
        for low in range(first, 16 - count):
            high = low + count - 1
            gaps = missing[high + 1] - missing[low]
            if gaps > phoenix:
                continue
            choices = per_rank[low : high + 1]
            if not gaps:
                for picked in product(*choices):
                    yield tuple(c for part in picked for c in part), 0, high
            if not phoenix:
                continue
            for i in range(count) if not gaps else [next(i for i, choice in enumerate(choices) if not choice)]:
                rank = low + i
                if rank < 2:
                    continue  # the Phoenix is never the Mah Jong (TICHU-R29)
                # The Phoenix stands for rank: alone in a straight, beside one natural card in steps.
                partners = [()] if width == 1 else [(c,) for c in by_rank[rank]]
                for partner in partners:
                    rest = [*choices[:i], [partner], *choices[i + 1 :]]
                    for picked in product(*rest):
                        yield (*(c for part in picked for c in part), PHOENIX), rank, high


def _straights(groups: _Groups, length: int, rules: Rules) -> Iterator[Option]:
    for cards, phoenix, high in _runs(groups, length, 1, 1):
        count = len(cards)
        flush = not phoenix and cards[0] != MAHJONG and len({SUIT[c] for c in cards}) == 1
        if flush and not rules.flush_as_straight:
            continue  # a bomb, built by _bombs (TICHU-R20)
        yield Option(tuple(sorted(cards)), phoenix, flush, Combo(STRAIGHT, count, high))


def _steps(groups: _Groups, length: int, rules: Rules) -> Iterator[Option]:
    for cards, phoenix, high in _runs(groups, length, 2, 2):
        yield Option(tuple(sorted(cards)), phoenix, False, Combo(STEPS, len(cards), high))


def _bombs(groups: _Groups) -> Iterator[Option]:
    """Four of a kind and straight flushes of 5 or more, never with the Phoenix (TICHU-R15)."""
    by_rank = groups.by_rank
    for rank in range(2, 15):
        if len(by_rank[rank]) == 4:
            yield Option(tuple(by_rank[rank]), 0, False, Combo(BOMB, 4, rank))
    for suit, ranks in enumerate(groups.suit_ranks):
        if len(ranks) < 5:
            continue
        present = set(ranks)
        for low in ranks:
            high = low
            while high + 1 in present:
                high += 1
                if high - low >= 4:
                    cards = tuple(card(suit, rank) for rank in range(low, high + 1))
                    yield Option(cards, 0, False, Combo(BOMB, high - low + 1, high))


_BUILD = {
    SINGLE: _singles,
    PAIR: _pairs,
    TRIO: _trios,
    FULL_HOUSE: _full_houses,
    STRAIGHT: _straights,
    STEPS: _steps,
    DOG_LEAD: _dog,
}


def bombs(hand: list[int], top: Combo | None) -> list[Option]:
    """The bombs of ``hand`` that beat ``top``."""
    return [option for option in _all_bombs(tuple(hand)) if beats(option.combo, top)]


@lru_cache(maxsize=1 << 14)
def _all_bombs(hand: tuple[int, ...]) -> tuple[Option, ...]:
    # Who may bomb is asked about every hand after every move (the bomb window), and
    # most hands have none: worth remembering per hand.
    if len(hand) < 4:
        return ()
    return tuple(_bombs(_Groups(list(hand))))
