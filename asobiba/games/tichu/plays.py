"""What a hand can play (rules/tichu.md §1.3): every combination of it that beats a table.

Listing plays is the engine's hot path: every decision of every player asks for it.
A hand is read once into its suits by rank (per rank, the suits held as four bits;
rank 1 is the Mah Jong), and the moves come from tables built once for every rank
and set of suits: the singles, pairs and trios are never built again, and only the
full houses, straights and steps are put together. Following, only the table's kind
and length above its rank is built, and the bombs come ready from the hand's
:func:`~asobiba.games.tichu.combos.held_bombs` (the game keeps them per seat).

The order is stable: a lead lists singles, pairs, trios, full houses, straights (by
length), steps (by length), the Dog, then bombs; each kind rises in rank.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Sequence
from functools import cache, reduce
from itertools import chain, combinations, compress, product
from operator import and_
from typing import Any

from asobiba.games.tichu.cards import DECK, DOG, MAHJONG, PHOENIX, RANK, card
from asobiba.games.tichu.combos import (
    BOMB,
    DRAGON_SINGLE,
    FULL_HOUSE,
    PAIR,
    SINGLE,
    STRAIGHT,
    TRIO,
    Bomb,
    Combo,
    Rules,
    beats,
    held_bombs,
)
from asobiba.games.tichu.moves import DOG_PLAY, Play

ALL_SUITS = 15  # four bits: a rank's four cards


def _cards(rank: int, suits: int) -> tuple[int, ...]:
    if rank == 1:
        return (MAHJONG,) if suits else ()
    return tuple(card(suit, rank) for suit in range(4) if suits >> suit & 1)


def _set_plays(rank: int, suits: int, size: int, phoenix: bool) -> tuple[Play, ...]:
    """``size`` cards of ``rank`` from ``suits``, naturally, then with the Phoenix standing for one."""
    if rank < 2:
        return ()  # the Mah Jong plays alone or in a straight (TICHU-R27)
    cards = _cards(rank, suits)
    found = [Play(chosen) for chosen in combinations(cards, size)]
    if phoenix and cards:
        found += [Play((*chosen, PHOENIX), rank) for chosen in combinations(cards, size - 1)]
    return tuple(found)


SINGLE_PLAYS = tuple(Play((c,)) for c in DECK)
# SET_PLAYS[size][phoenix held][rank][suits]: the pairs (size 2) and trios (size 3).
SET_PLAYS = {
    size: [[[_set_plays(rank, suits, size, phoenix) for suits in range(16)] for rank in range(15)] for phoenix in (0, 1)] for size in (2, 3)
}
SIZES = tuple(bin(suits).count("1") for suits in range(16))
ORDINARY_RANKS = tuple(range(2, 15))
SUIT_BITS = tuple(1 << (c & 3) if c < 52 else 1 for c in DECK)
# CARDS[rank][suits]: those cards of a rank; PAIRS[rank][suits]: the pairs among them (for steps).
CARDS = [[_cards(rank, suits) for suits in range(16)] for rank in range(15)]
PAIRS = [[list(combinations(cards, 2)) for cards in by_suits] for by_suits in CARDS]


def plays(hand: list[int], top: Combo | None, rules: Rules, hand_bombs: Sequence[Bomb] | None = None) -> list[Play]:
    """Every combination of ``hand`` (sorted, as in a state) that may be played on ``top`` (None: a lead).

    ``hand_bombs`` are the hand's bombs if the caller keeps them (the game does), else they
    are found. A Phoenix single is worth ½ above the single it is played on and is not
    listed on the Dragon (TICHU-R28); the Dog only leads (TICHU-R30).
    """
    if hand_bombs is None:
        hand_bombs = held_bombs(hand)
    bombs = [bomb.play for bomb in hand_bombs if beats(bomb.combo, top)] if hand_bombs else []
    if top is None:
        return _lead(hand, rules) + bombs
    kind, rank = top.kind, top.rank
    if kind == BOMB:
        return bombs
    if kind == SINGLE:  # the commonest table: the ordinary cards above it are a slice of the sorted hand
        low = bisect_left(hand, (rank // 2 - 1) * 4)  # the first card of the next rank up (ranks are doubled)
        specials = bisect_left(hand, MAHJONG, low)
        found = [SINGLE_PLAYS[c] for c in hand[low:specials]]
        if rank < DRAGON_SINGLE:  # the Phoenix and the Dragon beat any other single (TICHU-R28, R31)
            found += [SINGLE_PLAYS[c] for c in hand[specials:] if c >= PHOENIX]
        return found + bombs
    suits = suits_by_rank(hand)
    phoenix = PHOENIX in hand
    if kind in (PAIR, TRIO, FULL_HOUSE):
        higher = list(compress(ORDINARY_RANKS[rank - 1 :], suits[rank + 1 :]))  # the hand's ranks above the table's
        if kind == FULL_HOUSE:
            return [*_full_houses(suits, higher, phoenix, rules), *bombs]
        table = SET_PLAYS[top.length][phoenix]
        return [play for above in higher for play in table[above][suits[above]]] + bombs
    width = 1 if kind == STRAIGHT else 2
    runs = _Runs(suits, list(compress(ORDINARY_RANKS, suits[2:])), phoenix, width)
    count = top.length // width
    return (_straights(runs, count, rank, rules) if kind == STRAIGHT else _steps(runs, count, rank)) + bombs


def suits_by_rank(hand: Sequence[int]) -> list[int]:
    """Per rank 1–14, the suits of it in ``hand`` as four bits; rank 1, the Mah Jong, is 1 if held
    (rank 0 gathers the Dog, the Phoenix and the Dragon: not to be read)."""
    suits = [0] * 15
    for c in hand:
        suits[RANK[c]] |= SUIT_BITS[c]
    return suits


def _lead(hand: Sequence[int], rules: Rules) -> list[Play]:
    # Not remembered per hand: a hand leads once before it changes, and keeping leads costs more
    # than building them again (a search's worlds share only the root's).
    suits = suits_by_rank(hand)
    ranks = list(compress(ORDINARY_RANKS, suits[2:]))  # the ordinary ranks in the hand
    phoenix = PHOENIX in hand
    found = [SINGLE_PLAYS[c] for c in sorted(hand) if c != DOG]  # 2 … A, Mah Jong, Phoenix, Dragon
    size = len(hand)  # no combination is sought that needs more cards than the hand holds
    pairs = [play for rank in ranks for play in SET_PLAYS[2][phoenix][rank][suits[rank]]]
    trios = [play for rank in ranks for play in SET_PLAYS[3][phoenix][rank][suits[rank]]] if size >= 3 else []
    found += pairs
    found += trios
    if trios and size >= 5:
        found += _full_houses(suits, ranks, phoenix, rules)
    if size >= 5 and len(ranks) + (suits[1] != 0) + phoenix >= 5:
        straights = _Runs(suits, ranks, phoenix, 1)
        for count in range(5, straights.longest + 1):
            found += _straights(straights, count, 0, rules)
    if len(pairs) >= 2 and size >= 4:
        steps = _Runs(suits, ranks, phoenix, 2)
        for count in range(2, steps.longest + 1):
            found += _steps(steps, count, 0)
    if DOG in hand:
        found.append(DOG_PLAY)
    return found


def _full_houses(suits: list[int], trio_ranks: list[int], phoenix: bool, rules: Rules) -> Iterator[Play]:
    """Full houses whose trio is of one of ``trio_ranks`` (the hand's, above the table's), by trio
    rank: the Phoenix completes one part at most."""
    pairs, trios_ = SET_PLAYS[2][phoenix], SET_PLAYS[3][phoenix]
    for trio_rank in trio_ranks:
        trios = trios_[trio_rank][suits[trio_rank]]
        if not trios:
            continue
        for pair_rank in range(2, 15):
            if pair_rank == trio_rank or not suits[pair_rank]:
                continue
            for pair in pairs[pair_rank][suits[pair_rank]]:
                for trio in trios:
                    if not (trio.phoenix and pair.phoenix):
                        yield Play(tuple(sorted(trio.cards + pair.cards)), trio.phoenix or pair.phoenix, False)
        if rules.four_and_phoenix and phoenix and suits[trio_rank] == ALL_SUITS:
            yield Play((*CARDS[trio_rank][ALL_SUITS], PHOENIX), trio_rank, False)  # TICHU-R20


class _Runs:
    """What runs of ``width`` cards a rank (straights 1, steps 2) a hand can make.

    ``full`` has a bit per rank holding ``width`` cards, so a window's gaps are a bit
    count; ``longest`` is the most ranks a run can span, the Phoenix filling one gap:
    most hands have no run at all, and none is sought.
    """

    __slots__ = ("choices", "full", "longest", "phoenix", "suits", "width")

    def __init__(self, suits: list[int], ranks: list[int], phoenix: bool, width: int) -> None:
        self.width, self.phoenix, self.suits = width, phoenix, suits
        full = 2 if width == 1 and suits[1] else 0  # the Mah Jong starts a straight
        for rank in ranks:
            if SIZES[suits[rank]] >= width:
                full |= 1 << rank
        self.full = full
        self.longest = _longest(full, phoenix)
        if self.longest >= (5 if width == 1 else 2):
            # Straights pick a card a rank, steps a pair: product() then yields cards, or pairs to join.
            table = CARDS if width == 1 else PAIRS
            self.choices = [table[rank][suits[rank]] for rank in range(15)]

    def windows(self, count: int, first: int) -> Iterator[tuple[int, list[Any], bool, list[int]]]:
        """Runs of ``count`` ranks from ``first`` up, at most one rank completed or replaced by the
        Phoenix: (lowest rank, the choices of each rank, whether the run needs no Phoenix, the
        places in it the Phoenix may take)."""
        if count > self.longest:
            return
        phoenix, choices = self.phoenix, self.choices
        every = (1 << count) - 1
        for low in range(first, 16 - count):
            present = self.full >> low & every
            gaps = count - present.bit_count()
            if gaps > phoenix:
                continue
            places = (range(count) if not gaps else [(~present & every).bit_length() - 1]) if phoenix else ()
            # The Phoenix is never the Mah Jong (TICHU-R29).
            yield low, choices[low : low + count], not gaps, [i for i in places if low + i >= 2]


@cache
def _longest(full: int, phoenix: bool) -> int:
    """The most consecutive bits set in ``full``, one unset bit above 1 (not the Mah Jong) filled by the Phoenix."""
    longest = 0
    fills = [0, *(1 << rank for rank in range(2, 15) if not full >> rank & 1)] if phoenix else [0]
    for fill in fills:
        bits, length = full | fill, 0
        while bits:
            bits &= bits >> 1
            length += 1
        longest = max(longest, length)
    return longest


def _straights(runs: _Runs, count: int, above: int, rules: Rules) -> list[Play]:
    """Straights of ``count`` cards topped above ``above``, a card of each rank picked in turn; a
    straight flush only where the table lets it be played as a straight (TICHU-R20): otherwise
    it is a bomb."""
    found: list[Play] = []
    suits = runs.suits
    for low, window, natural, places in runs.windows(count, max(1, above - count + 2)):
        mahjong = low == 1  # its card number is above the ordinary cards': sort
        if natural:
            picks = product(*window)
            if mahjong:
                found += [Play(tuple(sorted(cards)), 0, False) for cards in picks]
            elif not reduce(and_, suits[low : low + count]):  # no suit in every rank: no flush
                found += [Play(cards, 0, False) for cards in picks]
            else:
                for cards in picks:
                    flush = all((c ^ cards[0]) & 3 == 0 for c in cards)
                    if rules.flush_as_straight or not flush:
                        found.append(Play(cards, 0, flush))
        for i in places:  # the Phoenix stands for that rank alone
            picks = product(*window[:i], *window[i + 1 :])
            if mahjong:
                found += [Play((*sorted(cards), PHOENIX), low + i, False) for cards in picks]
            else:
                found += [Play((*cards, PHOENIX), low + i, False) for cards in picks]
    return found


def _steps(runs: _Runs, count: int, above: int) -> list[Play]:
    """Steps of ``count`` pairs topped above ``above``, a pair of each rank picked in turn."""
    found: list[Play] = []
    flat = chain.from_iterable
    for low, window, natural, places in runs.windows(count, max(2, above - count + 2)):
        if natural:
            found += [Play(tuple(flat(pairs)), 0, False) for pairs in product(*window)]
        for i in places:  # the Phoenix and one natural card make that rank's pair
            for partner in CARDS[low + i][runs.suits[low + i]]:
                picks = product(*window[:i], ((partner,),), *window[i + 1 :])
                found += [Play((*flat(pairs), PHOENIX), low + i, False) for pairs in picks]
    return found
