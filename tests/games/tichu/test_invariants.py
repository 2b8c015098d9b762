"""Random play over many seeds: the contract's invariants hold at every step.

All 56 cards are somewhere at every step and each round's card points make 100
(TICHU-R34) or a double victory's 200 (TICHU-R35); ``legal_moves`` is exact (every
listed move is accepted, every other move of its kind refused with a reason and no
change); ``view`` shows no card of another hand; ``clone``, records, move JSON and
``sample`` are faithful.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.core.record import Record, replay
from asobiba.games.tichu import GAME
from asobiba.games.tichu.cards import BY_NAME, DECK, NAMES, PHOENIX
from asobiba.games.tichu.combos import DOG_LEAD, Combo, Rules, beats, classify, options, single_rank
from asobiba.games.tichu.moves import GRAND_CHOICES, NO_BOMB, PASS, TICHU, WISHES, Gift, Give, Play
from asobiba.games.tichu.state import Phase, TichuState

SEEDS = 1000
FULL_EVERY = 160
NAME_SET = frozenset(NAMES)


def random_options(rng: random.Random) -> dict:
    return {
        "direction": rng.choice(("counter_clockwise", "clockwise")),
        "wish_in_straight": rng.choice(("on", "off")),
        "phoenix_full_house_with_four": rng.choice(("off", "on")),
        "straight_flush_as_straight": rng.choice(("off", "on")),
        "dog_blocked_by_wish": rng.choice(("on", "off")),
    }


def everywhere(state: TichuState) -> list[int]:
    """Every card, wherever it is: hands, cards still to deal, cards being passed, the table, the piles."""
    cards = [c for hand in state.hands for c in hand] + [c for rest in state.rest for c in rest]
    if state.phase is Phase.PASS:
        cards += [c for given in state.gives for c in given if c >= 0]
    cards += [c for _, played, _, _ in state.trick for c in played]
    return sorted(cards + [c for pile in state.won for c in pile])


def card_names(value) -> set[str]:
    """Every card name in a JSON value."""
    if isinstance(value, str):
        return {value} if value in NAME_SET else set()
    if isinstance(value, dict):
        return set().union(*(card_names(key) | card_names(item) for key, item in value.items())) if value else set()
    if isinstance(value, list):
        return set().union(*(card_names(item) for item in value)) if value else set()
    return set()


def candidates(state: TichuState, seat: int, rng: random.Random) -> list:
    """Moves of every kind, legal or not, to try against ``legal_moves``."""
    hand = state.hands[seat]
    moves = [PASS, NO_BOMB, TICHU, *GRAND_CHOICES, *WISHES[:4], *(Gift(to) for to in range(4))]
    moves += [Give(card, to) for card in rng.sample(DECK, 3) for to in range(4)]
    moves += [Play((card,)) for card in {*hand, *rng.sample(DECK, 8)}]
    for size in (2, 3, 4, 5, 6):
        if len(hand) >= size:
            for _ in range(4):
                cards = tuple(sorted(rng.sample(hand, size)))
                moves.append(Play(cards, rng.choice((0, 5, 9)) if PHOENIX in cards else 0))
    return moves


def check_step(state: TichuState, rng: random.Random) -> None:
    to_act = GAME.to_act(state)
    for seat in range(4):
        legal = GAME.legal_moves(state, seat)
        assert bool(legal) == (seat in to_act)
        for move in legal:
            assert GAME.parse_move(move.to_json()) == move
        for move in rng.sample(legal, min(12, len(legal))):
            trial = state.copy()
            GAME.play(trial, seat, move)
            assert everywhere(trial) == list(DECK) or trial.round_number > state.round_number
        tried = candidates(state, seat, rng)
        for move in tried if seat in to_act else rng.sample(tried, 6):
            if move in legal:
                continue
            before = state.copy()
            with pytest.raises(IllegalMove) as refused:
                GAME.play(state, seat, move)
            assert refused.value.reason.en and refused.value.reason.ja
            assert state == before
    check_views(state)
    check_sample(state, rng)


def check_views(state: TichuState) -> None:
    played = {c for _, cards, _, _ in state.trick for c in cards}
    for seat in (0, 1, 2, 3, None):
        view = GAME.view(state, seat)
        seen = card_names(view)
        allowed = {NAMES[c] for c in played}
        if seat is not None:
            allowed |= {NAMES[c] for c in state.hands[seat]} | {NAMES[c] for c in state.received[seat] if c >= 0}
            allowed |= {NAMES[c] for c in state.gives[seat] if c >= 0}  # one knows what one passed
        assert seen <= allowed, (seat, seen - allowed)
        if seat is not None:
            assert view["hand"] == [NAMES[c] for c in state.hands[seat]]


def check_sample(state: TichuState, rng: random.Random) -> None:
    for seat in GAME.to_act(state):
        seed = rng.random()
        world = GAME.sample(state, seat, random.Random(seed))
        assert everywhere(world) == list(DECK)
        assert GAME.view(world, seat) == GAME.view(state, seat)
        # Worlds depend only on what the seat knows: sampling again from a world gives the same world.
        again = GAME.sample(world, seat, random.Random(seed))
        assert again.hands == world.hands and again.rest == world.rest


@pytest.mark.parametrize("block", range(4))
def test_random_rounds_keep_every_invariant(block):
    for seed in range(block, SEEDS, 4):
        rng = random.Random(seed)
        options = random_options(rng)
        state = GAME.start(4, options, seed)
        record = Record("tichu", 4, seed, options)
        full = seed % FULL_EVERY < 4  # spread over the four blocks
        while not state.results:
            if full:
                check_step(state, rng)
            seat = rng.choice(sorted(GAME.to_act(state)))
            move = rng.choice(GAME.legal_moves(state, seat))
            clone = GAME.clone(state)
            events = GAME.play(state, seat, move)
            assert clone != state or not events
            record.moves.append((seat, move.to_json()))
            if not state.results:
                assert everywhere(state) == list(DECK)
        result = state.results[0]
        assert sum(result["cards"]) in (100, 200)
        if result["double"] is not None:
            assert result["cards"][result["double"]] == 200
        assert [result["cards"][side] + result["bonus"][side] for side in (0, 1)] == result["scores"]
        _, replayed = replay(Record.from_json(record.to_json()))
        assert replayed == state


def brute_force(hand: list[int], top: Combo | None, rules: Rules) -> set[tuple]:
    """Every play of ``hand`` on ``top``, by trying every subset, Phoenix rank and straight flag."""
    found = set()
    for size in range(1, len(hand) + 1):
        for cards in combinations(sorted(hand), size):
            for phoenix in (0, *range(2, 15)):
                for as_straight in (False, True):
                    combo = classify(cards, phoenix, as_straight, rules)
                    if combo is None:
                        continue
                    if combo.kind == DOG_LEAD and top is not None:
                        continue
                    if cards == (PHOENIX,):
                        if top is not None and top.rank == 30:
                            continue
                        combo = Combo(combo.kind, 1, single_rank(PHOENIX, top))
                    if beats(combo, top):
                        found.add((cards, phoenix, as_straight))
    return found


@pytest.mark.parametrize("seed", range(60))
def test_options_lists_exactly_the_combinations_of_a_hand(seed):
    rng = random.Random(seed)
    rules = Rules(rng.random() < 0.5, rng.random() < 0.5)
    hand = rng.sample(DECK, 10) if seed % 3 else sorted({BY_NAME["PHOENIX"], *rng.sample(DECK, 9)})
    tops = [None, *(option.combo for option in options(rng.sample(DECK, 10), None, rules))]
    for top in [None, *rng.sample(tops, min(6, len(tops)))]:
        listed = [(option.cards, option.phoenix, option.as_straight) for option in options(hand, top, rules)]
        assert len(listed) == len(set(listed))
        assert set(listed) == brute_force(hand, top, rules)
