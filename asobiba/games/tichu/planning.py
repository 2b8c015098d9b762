"""Hand planning for the Tichu bots: split a hand into the fewest, strongest combinations.

A club player looks at a hand as a plan: which straights, steps, full houses, trios,
pairs and singles it will be played as, and how many of those are *losers* (likely
to be beaten, so each costs a trick led by someone else) against *controls* (likely
to win the lead back: the Dragon, Aces, high pairs, bombs). The cost of a plan is
one per combination plus :data:`LOSER_WEIGHT` per loser, so the best plan is the one
that goes out in the fewest tricks, and playing a loser lowers the cost more than
playing a control: the bots lead and follow with the cards whose removal lowers the
cost of the rest the most.

Bombs are set aside first and kept intact (a bomb is worth more than any combination
its cards could join). The rest is searched exhaustively, memoized on the rank counts
across calls, which keeps the search cheap enough for search rollouts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from asobiba.games.tichu.cards import DOG, DRAGON, MAHJONG, PHOENIX, RANK
from asobiba.games.tichu.combos import BOMB, DOG_LEAD, FULL_HOUSE, PAIR, SINGLE, STEPS, STRAIGHT, TRIO, bombs

LOSER_WEIGHT = 0.5  # a loser costs a trick someone else leads: worse than a control
PHOENIX_SINGLE = 15  # the Phoenix played alone ranks just above an Ace in planning
DRAGON_RANK = 16
# The lowest top rank from which a combination usually wins its trick, by kind.
CONTROL_FROM = {SINGLE: 14, PAIR: 13, TRIO: 11, FULL_HOUSE: 10, STRAIGHT: 13, STEPS: 12}


class Part(NamedTuple):
    """One combination of a plan: kind, top rank, number of cards."""

    kind: int
    top: int
    length: int

    @property
    def control(self) -> bool:
        if self.kind == BOMB:
            return True
        if self.kind == DOG_LEAD:
            return False
        return self.top >= CONTROL_FROM[self.kind] or (self.kind == STRAIGHT and self.length >= 9)


class Plan(NamedTuple):
    cost: float
    parts: tuple[Part, ...]

    @property
    def losers(self) -> int:
        return sum(not part.control for part in self.parts)

    @property
    def controls(self) -> int:
        return sum(part.control for part in self.parts) + sum(part.kind == BOMB for part in self.parts)  # a bomb also stops others


Consider = Callable[[Part, dict[int, int], bool], None]


def part_cost(part: Part) -> float:
    # The small rank term makes the lowest loser the cheapest to keep last, so it is played first.
    return 1.0 if part.control else 1.0 + LOSER_WEIGHT + 0.01 * (14 - min(part.top, 14))


def plan(hand: list[int] | tuple[int, ...]) -> Plan:
    """The cheapest plan of ``hand`` (card ints)."""
    fixed: list[Part] = []
    rest = list(hand)
    for option in sorted(bombs(rest, None), key=lambda option: (-option.combo.length, -option.combo.rank)):
        if all(card in rest for card in option.cards):
            for card in option.cards:
                rest.remove(card)
            fixed.append(Part(BOMB, option.combo.rank, len(option.cards)))
    counts = [0] * 15
    for card in rest:
        if card < 52 or card == MAHJONG:
            counts[RANK[card]] += 1
    if DRAGON in rest:
        fixed.append(Part(SINGLE, DRAGON_RANK, 1))
    if DOG in rest:
        fixed.append(Part(DOG_LEAD, 0, 1))
    cost, parts = _best(tuple(counts), PHOENIX in rest)
    return Plan(cost + sum(part_cost(part) for part in fixed), parts + tuple(fixed))


def plan_cost(hand: list[int] | tuple[int, ...]) -> float:
    return plan(hand).cost


@lru_cache(maxsize=1 << 18)
def _best(counts: tuple[int, ...], phoenix: bool) -> tuple[float, tuple[Part, ...]]:
    """The cheapest plan of the rank ``counts`` (index 1 the Mah Jong) with or without the Phoenix.

    The lowest rank left must go somewhere: into a single/pair/trio of its own (the
    Phoenix may complete it), a full house, a straight or steps starting there.
    """
    low = next((rank for rank in range(1, 15) if counts[rank]), 0)
    if not low:
        return (1.0, (Part(SINGLE, PHOENIX_SINGLE, 1),)) if phoenix else (0.0, ())
    best: tuple[float, tuple[Part, ...]] | None = None

    def consider(part: Part, taken: dict[int, int], used_phoenix: bool) -> None:
        nonlocal best
        left = list(counts)
        for rank, count in taken.items():
            left[rank] -= count
        cost, parts = _best(tuple(left), phoenix and not used_phoenix)
        cost += part_cost(part)
        if best is None or cost < best[0]:
            best = (cost, (part, *parts))

    have = counts[low]
    consider(Part((0, SINGLE, PAIR, TRIO)[have], low, have), {low: have}, False)
    if phoenix and low >= 2 and have < 3:
        consider(Part((0, PAIR, TRIO)[have], low, have + 1), {low: have}, True)
    if low >= 2:
        _full_houses(counts, low, phoenix, consider)
        _runs(counts, low, phoenix, 2, consider)
    _runs(counts, low, phoenix, 1, consider)
    assert best is not None
    return best


def _full_houses(counts: tuple[int, ...], low: int, phoenix: bool, consider: Consider) -> None:
    have = counts[low]
    for other in range(low + 1, 15):
        count = counts[other]
        if have == 3 and count >= 2:
            consider(Part(FULL_HOUSE, low, 5), {low: 3, other: 2}, False)
        if have == 2 and count == 3:
            consider(Part(FULL_HOUSE, other, 5), {low: 2, other: 3}, False)
        if phoenix and have == 2 and count == 2:
            consider(Part(FULL_HOUSE, other, 5), {low: 2, other: 2}, True)
        if phoenix and have == 3 and count == 1:
            consider(Part(FULL_HOUSE, low, 5), {low: 3, other: 1}, True)


def _runs(counts: tuple[int, ...], low: int, phoenix: bool, width: int, consider: Consider) -> None:
    """Straights (``width`` 1, 5+ ranks) or steps (``width`` 2, 2+ pairs) from ``low`` up; the
    Phoenix may fill one rank (never the Mah Jong's)."""
    shortest = 5 if width == 1 else 2
    taken: dict[int, int] = {}
    used = False
    for rank in range(low, 15):
        if counts[rank] >= width:
            taken[rank] = width
        elif phoenix and not used and counts[rank] == width - 1:
            used = True
            if width == 2:
                taken[rank] = 1
        else:
            break
        ranks = rank - low + 1
        if ranks >= shortest:
            consider(Part(STRAIGHT if width == 1 else STEPS, rank, ranks * width), dict(taken), used)
