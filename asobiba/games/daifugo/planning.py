"""Hand planning for the Daifugō bots: split a hand into the fewest, strongest plays.

A player looks at a hand as the plays it will go out in: multiples, sequences and
singles, each a *part* of the plan. A weak part led loses the lead to whoever beats it;
a strong one wins it back. So a plan costs one per part plus :data:`LOSER_WEIGHT` times
each part's weakness, and weakness grows with the number of ranks (or runs) among the
cards the seat has not seen that could beat the part: the same hand is worth less as the
higher cards stay hidden, and more once they are played. An eight-cut part keeps the lead
(DAIFUGO-R13), so it counts as unbeatable, and so do three 3s under the sandstorm and two
9s under the ambulance, which an unseen set of them can beat (docs/daifugo.md, DAIFUGO-H3,
H4); a lone Joker is beaten only by an unseen ♠3 under the spade-3 rule (DAIFUGO-R3, R15). Strength runs upside down in a revolution
(DAIFUGO-R12), which is how the bots weigh one: the same parts, scored the other way up.

The best plan is searched exhaustively, memoized on the cards left and on what the seat
knows: a few milliseconds at worst for the twenty cards a hand may hold. Jokers may fill
a multiple or a gap in a sequence, or stand alone.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from asobiba.games.daifugo.cards import EIGHT, HIGHEST, LOWEST, NINE, SPADES, THREE, TWO, card, deck, is_joker, name, rank, suit
from asobiba.games.daifugo.options import Rules

LOSER_WEIGHT = 1.0  # a part that will surely lose its trick costs almost two parts
BEATER_SCALE = 2  # weakness is beaters / (beaters + BEATER_SCALE): two ranks able to beat it make a part half weak
CONTROL_BEATERS = 1  # a part at most one unseen rank (or run) can beat is a control: a 2 while the Joker is unseen
FOUL_PENALTY = 2.0  # a hand that can only go out on a foul (DAIFUGO-R21) is worth two parts less

SINGLE, MULTIPLE, SEQUENCE, LONE_JOKER = range(4)


class Flags(NamedTuple):
    """The house rules planning needs, small and hashable for the cache."""

    sequences: bool
    no_overlap: bool
    eight_cut: str  # off, plain, any_play
    spades_only: bool
    spade_3: bool
    revolution: str  # off, four_of_a_kind, four_or_sequence5
    foul_finish: str  # off, standard, joker_only
    sandstorm: bool
    ambulance: bool


def flags_of(rules: Rules) -> Flags:
    return Flags(
        rules.sequences,
        rules.no_overlap,
        rules.eight_cut,
        rules.spades_only,
        rules.spade_3,
        rules.revolution,
        rules.foul_finish,
        rules.sandstorm,
        rules.ambulance,
    )


class Known(NamedTuple):
    """What one seat knows that planning uses: the cards it has not seen and which way strength runs."""

    reversed_: bool  # a revolution: 3 strongest, 2 weakest (DAIFUGO-R12)
    unseen: tuple[int, ...]  # real cards not seen, by rank 0 … 14
    runs: tuple[int, ...]  # by suit, a bit per rank of the real cards not seen
    jokers: int  # Jokers not seen
    flags: Flags

    def flipped(self) -> Known:
        """The same after a revolution."""
        return self._replace(reversed_=not self.reversed_)


def known_of(hand: list[int], played: list[int], reversed_: bool, rules: Rules) -> Known:
    """What a seat holding ``hand`` knows once ``played`` are on the table (the rest of the deck is unseen)."""
    unseen_cards = set(deck(rules.jokers)).difference(hand, played)
    unseen = [0] * (HIGHEST + 2)
    runs = [0] * 4
    jokers = 0
    for c in unseen_cards:
        if is_joker(c):
            jokers += 1
        else:
            unseen[rank(c)] += 1
            runs[suit(c)] |= 1 << rank(c)
    return Known(reversed_, tuple(unseen), tuple(runs), jokers, flags_of(rules))


class Part(NamedTuple):
    """One play of a plan: its kind, real cards and Jokers, and its lowest and highest rank."""

    kind: int
    cards: tuple[int, ...]  # the real cards, sorted
    jokers: int
    low: int
    high: int

    @property
    def size(self) -> int:
        return len(self.cards) + self.jokers


class Plan(NamedTuple):
    cost: float
    parts: tuple[Part, ...]


def stronger(first: int, second: int, reversed_: bool) -> bool:
    """Whether rank ``first`` beats rank ``second`` (DAIFUGO-R2, upside down in a revolution)."""
    return first < second if reversed_ else first > second


def power(c: int, reversed_: bool) -> int:
    """A card's strength for ordering: 1 (weakest) … 13, the Jokers 15."""
    if is_joker(c):
        return HIGHEST + 2
    return HIGHEST + 1 - rank(c) if reversed_ else rank(c)


def cuts(part: Part, flags: Flags) -> bool:
    """A part with a real 8 (♠8 with ``spades_only``) flushes the trick: a single or multiple, any play with ``any_play`` (DAIFUGO-R13)."""
    if flags.eight_cut == "off" or (part.kind == SEQUENCE and flags.eight_cut != "any_play"):
        return False
    return any(rank(c) == EIGHT and (suit(c) == SPADES or not flags.spades_only) for c in part.cards)


def rescue_rank(size: int, flags: Flags) -> int | None:
    """The rank whose real cards, ``size`` of them, beat any multiple of that size and clear the
    table: 3 for three under the sandstorm, 9 for two under the ambulance (DAIFUGO-H3, H4)."""
    if flags.sandstorm and size == 3:
        return THREE
    if flags.ambulance and size == 2:
        return NINE
    return None


def clears(part: Part, flags: Flags) -> bool:
    """Whether the part clears the table whatever it follows: an eight-cut, or a sandstorm or an ambulance of real cards."""
    return cuts(part, flags) or (part.kind == MULTIPLE and not part.jokers and part.low == rescue_rank(part.size, flags))


def revolts(kind: int, size: int, flags: Flags) -> bool:
    """Whether a play of this kind and size starts (or ends) a revolution (DAIFUGO-R12)."""
    if flags.revolution == "off":
        return False
    return (kind == MULTIPLE and size >= 4) or (flags.revolution == "four_or_sequence5" and kind == SEQUENCE and size >= 5)


def foul(part: Part, known: Known) -> bool:
    """Whether going out on this part is a foul finish (DAIFUGO-R21): a Joker, or (``standard``)
    the strongest rank or a cutting 8."""
    rule = known.flags.foul_finish
    if rule == "off":
        return False
    if part.jokers or part.kind == LONE_JOKER:
        return True
    if rule == "joker_only":
        return False
    strongest = THREE if known.reversed_ else TWO
    return any(rank(c) == strongest for c in part.cards) or cuts(part, known.flags)


@lru_cache(maxsize=1 << 15)
def beaters(part: Part, known: Known) -> int:
    """How many ranks (or runs, for a sequence) among the unseen cards could beat ``part``."""
    flags = known.flags
    if part.kind == LONE_JOKER:
        return int(flags.spade_3 and bool(known.runs[SPADES] >> THREE & 1))
    if clears(part, flags):
        return 0  # it flushes the trick: its player leads again
    if part.kind == SEQUENCE:
        return _sequence_beaters(part, known)
    size, unseen, jokers, reversed_ = part.size, known.unseen, known.jokers, known.reversed_
    found = sum(1 for r in range(LOWEST, HIGHEST + 1) if stronger(r, part.low, reversed_) and unseen[r] + jokers >= size)
    rescue = rescue_rank(size, flags)
    if rescue is not None and not stronger(rescue, part.low, reversed_) and unseen[rescue] >= size:
        found += 1  # an unseen sandstorm or ambulance beats it too
    if size == 1:
        found += jokers > 0  # a lone Joker beats any single
    elif size == 2:
        found += jokers == 2  # the two Jokers beat a pair
    return found


def _sequence_beaters(part: Part, known: Known) -> int:
    length = part.size
    found = 0
    for start in range(LOWEST, HIGHEST + 2 - length):
        end = start + length - 1
        if known.flags.no_overlap:
            higher = end < part.low if known.reversed_ else start > part.high
        else:
            higher = stronger(start, part.low, known.reversed_)
        if not higher:
            continue
        for run in known.runs:
            missing = sum(1 for r in range(start, end + 1) if not run >> r & 1)
            found += missing <= known.jokers
    return found


def weakness(part: Part, known: Known) -> float:
    """0 for a part nothing unseen can beat, towards 1 for one many ranks can."""
    found = beaters(part, known)
    return found / (found + BEATER_SCALE)


def is_control(part: Part, known: Known) -> bool:
    """A part that wins its trick but for one rank at most: it wins the lead back."""
    return beaters(part, known) <= CONTROL_BEATERS


def part_cost(part: Part, known: Known) -> float:
    return 1.0 + LOSER_WEIGHT * weakness(part, known)


def plan(cards: list[int] | tuple[int, ...], known: Known) -> Plan:
    """The cheapest split of ``cards`` into parts; a hand that can only go out on a foul pays :data:`FOUL_PENALTY`."""
    mask = 0
    jokers = 0
    for c in cards:
        if is_joker(c):
            jokers += 1
        else:
            mask |= 1 << c
    best = _best(mask, jokers, known)
    if best.parts and known.flags.foul_finish != "off" and all(foul(part, known) for part in best.parts):
        return Plan(best.cost + FOUL_PENALTY, best.parts)
    return best


def plan_cost(cards: list[int] | tuple[int, ...], known: Known) -> float:
    return plan(cards, known).cost


@lru_cache(maxsize=1 << 16)
def _best(mask: int, jokers: int, known: Known) -> Plan:
    """The cheapest plan of the real cards in ``mask`` and ``jokers`` Jokers. The lowest card
    goes into a multiple of its rank (with any others of that rank, and Jokers) or starts a
    sequence of its suit (Jokers filling gaps); the rest is planned the same way."""
    if not mask:
        parts = tuple(Part(LONE_JOKER, (), 1, HIGHEST + 2, HIGHEST + 2) for _ in range(jokers))
        return Plan(sum(part_cost(part, known) for part in parts), parts)
    lowest = (mask & -mask).bit_length() - 1
    r, s = rank(lowest), suit(lowest)
    best: Plan | None = None
    same = [card(r, other) for other in range(s + 1, 4) if mask >> card(r, other) & 1]
    for chosen in range(1 << len(same)):
        group = (lowest, *(c for index, c in enumerate(same) if chosen >> index & 1))
        rest = mask & ~sum(1 << c for c in group)
        for used in range(jokers + 1):
            kind = SINGLE if len(group) + used == 1 else MULTIPLE
            best = _better(best, Part(kind, group, used, r, r), _best(rest, jokers - used, known), known)
    if known.flags.sequences:
        run = [lowest]
        missing = 0
        for high in range(r + 1, HIGHEST + 1):
            place = card(high, s)
            if mask >> place & 1:
                run.append(place)
            else:
                missing += 1
                if missing > jokers:
                    break
            if high - r >= 2 and len(run) >= 2:
                rest = mask & ~sum(1 << c for c in run)
                best = _better(best, Part(SEQUENCE, tuple(run), missing, r, high), _best(rest, jokers - missing, known), known)
    assert best is not None
    return best


def _better(best: Plan | None, part: Part, rest: Plan, known: Known) -> Plan:
    cost = rest.cost + part_cost(part, known)
    if best is None or cost < best.cost:
        return Plan(cost, (part, *rest.parts))
    return best


def describe(parts: tuple[Part, ...]) -> list[list[str]]:
    """The parts by card names, Jokers as ``JK``: for tests and debugging."""
    return [[name(c) for c in part.cards] + ["JK"] * (part.jokers + (part.kind == LONE_JOKER)) for part in parts]
