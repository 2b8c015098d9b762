"""What can be played: every play a hand holds, what each play is, and what beats what.

A play (DAIFUGO-R4) is a single card, a multiple (cards of one rank, Jokers standing in),
a sequence (three or more consecutive ranks of one suit, Jokers filling places), a lone
Joker, or the two Jokers together. :func:`shape` reads what a play is; :func:`plays`
lists every play of a hand; :func:`beats` says whether one play may follow another
(DAIFUGO-R5, R3, R15, and the sandstorm and the ambulance of docs/daifugo.md, DAIFUGO-H3, H4).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from asobiba.games.daifugo.cards import HIGHEST, LOWEST, NINE, SPADE_3, THREE, card, is_joker, rank, suit
from asobiba.games.daifugo.moves import Play
from asobiba.games.daifugo.options import Rules

SINGLE, MULTIPLE, SEQUENCE, JOKER, JOKERS = range(5)
WILD = -1  # the suit of a Joker that stands for any suit (joker_suit=wild)


class Shape(NamedTuple):
    """What a play is: its kind and size, its lowest and highest rank, the suits it shows
    (real cards' and declared Jokers'), and its faces: (rank, suit, is a Joker) for each card
    as it counts, a Joker's suit ``WILD`` when not declared."""

    kind: int
    size: int  # every card, Jokers included
    low: int
    high: int
    suits: frozenset[int]
    faces: tuple[tuple[int, int, bool], ...]

    @property
    def width(self) -> int:
        """How many suits the play shows when every place is filled: one for a single or a sequence, four at most."""
        return min(self.size, 4) if self.kind in (MULTIPLE, JOKERS) else 1


@lru_cache(maxsize=1 << 16)
def shape(play: Play) -> Shape:
    """What ``play`` is (a play of :func:`plays`, so well formed)."""
    real = [c for c in play.cards if not is_joker(c)]
    jokers = len(play.cards) - len(real)
    if not real and not play.stand:
        kind = JOKER if jokers == 1 else JOKERS
        top = HIGHEST + 2
        return Shape(kind, jokers, top, top, frozenset(), tuple((top, WILD, True) for _ in range(jokers)))
    faces = [(rank(c), suit(c), False) for c in real]
    faces += [(rank(c), suit(c), True) for c in play.stand]
    # The Jokers left unnamed in a multiple: of any suit (joker_suit=wild), or beyond the four suits (DAIFUGO-R30).
    faces += [(rank(real[0]), WILD, True)] * (jokers - len(play.stand))
    ranks = sorted(face[0] for face in faces)
    kind = SINGLE if len(faces) == 1 else MULTIPLE if ranks[0] == ranks[-1] else SEQUENCE
    suits = frozenset(face[1] for face in faces if face[1] != WILD)
    return Shape(kind, len(faces), ranks[0], ranks[-1], suits, tuple(faces))


def plays(hand: list[int], rules: Rules) -> tuple[Play, ...]:
    """Every play ``hand`` (sorted) holds, each once: the same cards standing for the same places.
    The two Jokers are alike: a play of one names the first held."""
    return _plays(tuple(hand), rules)


def play_set(hand: list[int], rules: Rules) -> frozenset[Play]:
    """The plays of :func:`plays` as a set, to check one play against."""
    return _play_set(tuple(hand), rules)


@lru_cache(maxsize=1 << 14)
def _play_set(hand: tuple[int, ...], rules: Rules) -> frozenset[Play]:
    return frozenset(_plays(hand, rules))


@lru_cache(maxsize=1 << 14)  # a hand is asked for its plays on every turn until it changes
def _plays(hand: tuple[int, ...], rules: Rules) -> tuple[Play, ...]:
    jokers = [c for c in hand if is_joker(c)]
    real = [c for c in hand if not is_joker(c)]
    found = [Play((c,)) for c in real]
    if jokers:
        found.append(Play((jokers[0],)))
    if len(jokers) == 2:
        found.append(Play(tuple(jokers)))
    by_rank: dict[int, list[int]] = {}
    for c in real:
        by_rank.setdefault(rank(c), []).append(c)
    for r, cards in by_rank.items():
        found += _multiples(r, cards, jokers, rules)
    if rules.sequences:
        for s in range(4):
            held = {rank(c) for c in real if suit(c) == s}
            found += _sequences(s, held, jokers, rules)
    return tuple(found)


def _multiples(r: int, cards: list[int], jokers: list[int], rules: Rules) -> list[Play]:
    found = []
    for used in range(len(jokers) + 1):
        for count in range(1, len(cards) + 1):
            if count + used < 2:
                continue
            for chosen in combinations(cards, count):
                if not used:
                    found.append(Play(chosen))
                elif not rules.declared_suits:
                    found.append(Play((*chosen, *jokers[:used])))
                else:
                    # Each Joker declares a suit the real cards leave free; once the four suits are
                    # shown, a Joker is the fifth (or sixth) card and declares none (DAIFUGO-R4, R30).
                    free = [s for s in range(4) if s not in {suit(c) for c in chosen}]
                    for suits in combinations(free, min(used, len(free))):
                        found.append(Play((*chosen, *jokers[:used]), tuple(card(r, s) for s in suits)))
    return found


def _sequences(s: int, held: set[int], jokers: list[int], rules: Rules) -> list[Play]:
    """Sequences of suit ``s``: each run of places, each choice of the places Jokers fill."""
    found = []
    bottom, top = (LOWEST - 1, HIGHEST + 1) if rules.joker_ends else (LOWEST, HIGHEST)
    for low in range(bottom, top - 1):
        for high in range(low + 2, top + 1):
            places = range(low, high + 1)
            missing = [r for r in places if r not in held]
            if len(missing) > len(jokers):
                break  # a longer run misses as many places at least
            spare = len(jokers) - len(missing)
            held_places = [r for r in places if r in held]
            for extra in range(spare + 1):
                for filled in combinations(held_places, extra):
                    stand = sorted([*missing, *filled])
                    if len(stand) == len(places):
                        continue  # Jokers alone are no sequence
                    cards = tuple(sorted(card(r, s) for r in places if r not in stand)) + tuple(jokers[: len(stand)])
                    found.append(Play(cards, tuple(card(r, s) for r in stand)))
    return found


def beats(new: Shape, old: Shape, reversed_: bool, rules: Rules) -> bool:
    """Whether ``new`` may follow ``old``: the same kind and number of cards, and stronger
    (DAIFUGO-R5); strength upside down when ``reversed_`` (revolution, eleven-back). A lone
    Joker beats any single and a ♠3 beats a lone Joker (DAIFUGO-R3, R15); the two Jokers beat
    any pair and nothing beats them (rules/daifugo.md §5.7). Three 3s beat any three of a kind
    and two 9s any pair, whichever way strength runs (DAIFUGO-H3, H4)."""
    if old.kind == JOKER:
        return rules.spade_3 and new.kind == SINGLE and new.faces == ((rank(SPADE_3), suit(SPADE_3), False),)
    if new.kind == JOKER:
        return old.kind == SINGLE
    if new.kind == JOKERS:
        return old.kind == MULTIPLE and old.size == 2
    if new.kind != old.kind or new.size != old.size:
        return False
    if special_cut(new, rules):
        return True
    if new.kind == SEQUENCE and rules.no_overlap:
        return new.high < old.low if reversed_ else new.low > old.high
    return new.low < old.low if reversed_ else new.low > old.low


def special_cut(shape_: Shape, rules: Rules) -> str | None:
    """``"sandstorm"`` for three 3s (DAIFUGO-H3), ``"ambulance"`` for two 9s (DAIFUGO-H4), when the
    rule is on; a Joker among them only when it takes the effect of its card (DAIFUGO-R29). Both
    are plays of a set of cards, so ``special_suits`` does not apply."""
    if shape_.kind != MULTIPLE or (not rules.joker_takes_effect and any(joker for _, _, joker in shape_.faces)):
        return None
    if rules.sandstorm and shape_.size == 3 and shape_.low == THREE:
        return "sandstorm"
    if rules.ambulance and shape_.size == 2 and shape_.low == NINE:
        return "ambulance"
    return None


def next_rank(table: Shape, reversed_: bool) -> int:
    """The rank one step stronger than the table's play: what a number lock asks for next (DAIFUGO-H2).
    Past the 2 (the 3 when reversed) it names no card: only the Jokers may follow."""
    return table.low - 1 if reversed_ else table.low + 1


def in_step(new: Shape, old: Shape, reversed_: bool) -> bool:
    """Whether ``new`` is a single or multiple one rank stronger than ``old``, one too (DAIFUGO-H2)."""
    return new.kind in (SINGLE, MULTIPLE) and old.kind in (SINGLE, MULTIPLE) and new.low == next_rank(old, reversed_)


def counts(shape_: Shape, r: int, rules: Rules) -> int:
    """How many cards of rank ``r`` the play counts for the effects of special cards: real cards
    of that rank, and Jokers standing for it when they take its effect (DAIFUGO-R29); spades only
    with ``special_suits=spades_only``."""
    total = 0
    for face_rank, face_suit, joker in shape_.faces:
        if face_rank != r or (joker and not rules.joker_takes_effect):
            continue
        if rules.spades_only and face_suit != 0:
            continue
        total += 1
    return total
