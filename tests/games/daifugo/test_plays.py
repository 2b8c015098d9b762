"""The play generator (plays.py) against a brute force over every subset of the hand and every
naming of its Jokers, on random hands and tables under random house rules (DAIFUGO-R4, DAIFUGO-R5,
DAIFUGO-R3, DAIFUGO-R14, DAIFUGO-R23, DAIFUGO-R30, DAIFUGO-R31, and the number lock, sandstorm and ambulance of docs/daifugo.md)."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import HIGHEST, JOKER, JOKER2, LOWEST, card, deck, is_joker, rank, suit
from asobiba.games.daifugo.game import playable
from asobiba.games.daifugo.moves import Play
from asobiba.games.daifugo.options import OPTIONS, PRESET, Rules
from asobiba.games.daifugo.plays import JOKER as JOKER_KIND
from asobiba.games.daifugo.plays import JOKERS, MULTIPLE, SINGLE, beats, next_rank, plays, shape
from asobiba.games.daifugo.state import DaifugoState

PLACES = [card(r, s) for r in range(LOWEST - 1, HIGHEST + 2) for s in range(4)]
MAX_HAND = 9  # 2^9 subsets, each Joker named every way: a second a state at most


def is_play(cards: tuple[int, ...], stand: tuple[int, ...], rules: Rules) -> bool:
    """Whether these cards, the Jokers standing for ``stand``, make a play, written from
    DAIFUGO-R4 alone: one card; the Jokers alone (one, or the two as a pair); cards of one rank
    (Jokers named by suit only with declared suits, each suit once, a Joker beyond the four suits
    named nowhere, DAIFUGO-R30); three or more consecutive ranks of one suit, some card real, the
    Jokers named (past 3 or 2 only with joker_ends)."""
    real = [c for c in cards if not is_joker(c)]
    jokers = len(cards) - len(real)
    if not real:
        return not stand and jokers in (1, 2)
    if len(stand) > jokers or list(stand) != sorted(set(stand)):
        return False
    if len(cards) == 1:
        return True
    faces = [*real, *stand]
    if len({rank(c) for c in faces}) == 1:
        if not rules.declared_suits:
            return not stand
        return len(stand) == min(jokers, 4 - len(real)) and len({suit(c) for c in faces}) == len(faces)
    if not rules.sequences or len(stand) != jokers:
        return False
    ranks = sorted(rank(c) for c in faces)
    bottom, top = (LOWEST - 1, HIGHEST + 1) if rules.joker_ends else (LOWEST, HIGHEST)
    return (
        len(faces) >= 3
        and len({suit(c) for c in faces}) == 1
        and ranks == list(range(ranks[0], ranks[0] + len(faces)))
        and bottom <= ranks[0]
        and ranks[-1] <= top
    )


def brute_force(state: DaifugoState, seat: int) -> set[Play]:
    rules = state.rules
    hand = state.hands[seat]
    found = set()
    for size in range(1, len(hand) + 1):
        for cards in combinations(hand, size):
            if JOKER2 in cards and JOKER not in cards and JOKER in hand:
                continue  # the two Jokers are alike: a play of one names the first (plays.py)
            jokers = sum(map(is_joker, cards))
            namings = [()] + (list(combinations(PLACES, jokers)) if jokers else [])
            found.update(Play(cards, stand) for stand in namings if is_play(cards, stand, rules))
    if state.table is None:
        return found
    old = shape(state.table)
    return {
        play
        for play in found
        if beats(shape(play), old, state.reversed_(), rules)
        and (not state.lock or shape(play).suits <= state.lock)
        and (not state.number_lock or shape(play).kind in (JOKER_KIND, JOKERS) or shape(play).low == next_rank(old, state.reversed_()))
    }


def random_options(rng: random.Random) -> dict:
    return {option.name: rng.choice(option.values) for option in OPTIONS if PRESET in getattr(option, "values", ())} | {
        "preset": rng.choice(["standard", "uecda", "terafugo"]),
        "jokers": rng.choice(["one", "two"]),
    }


def random_position(rng: random.Random) -> DaifugoState:
    """A hand of nine cards (a Joker or two more often than dealt, runs likely) facing a random
    play of another hand, or an empty table, with a random lock, revolution and eleven-back."""
    options = random_options(rng)
    state = GAME.start(4, options, rng.randrange(1000))
    pack = deck(state.rules.jokers)
    rng.shuffle(pack)
    suit_ = rng.randrange(4)
    run = [card(r, suit_) for r in range(rng.randrange(LOWEST, HIGHEST - 3), HIGHEST + 1)][:4]
    jokers = [c for c in pack if is_joker(c) and rng.random() < 0.6]
    hand = list(dict.fromkeys(jokers + run + pack))[:MAX_HAND]
    state.hands[0] = sorted(hand)
    other = sorted(c for c in pack[9:22] if c not in hand)
    state.table = rng.choice([None, *plays(other, state.rules)])
    if state.table is not None and state.rules.shibari and rng.random() < 0.4:
        state.lock = shape(state.table).suits
    state.number_lock = state.table is not None and state.rules.number_lock and shape(state.table).kind in (SINGLE, MULTIPLE)
    state.revolution, state.eleven_back = rng.random() < 0.3, rng.random() < 0.2
    state.turn, state.first_play = 0, False
    return state


@pytest.mark.parametrize("seed", range(40))
def test_the_generator_lists_exactly_the_plays_a_brute_force_finds_DAIFUGO_R4(seed):
    state = random_position(random.Random(seed))
    listed = playable(state, 0)
    assert len(set(listed)) == len(listed)
    assert set(listed) == brute_force(state, 0)
