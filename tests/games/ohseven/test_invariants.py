"""Random play over many seeds for 2, 4, 5 and 9 players: the contract's invariants hold.

The cards of the deal stay in hands, set aside or played; every round has as many
tricks won as cards played per hand (OH7-R10); scores follow OH7-R13; ``legal_moves``
is exact; ``view`` does not change when the hidden cards are dealt again by ``sample``
(so it shows nothing of them); ``clone``, records and move JSON are faithful.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.core.record import Record, replay
from asobiba.games.ohseven import GAME
from asobiba.games.ohseven.cards import deck, number, suit
from asobiba.games.ohseven.moves import BIDS, PLAYS
from asobiba.games.ohseven.state import OhSevenState, Phase

SEEDS = 1000
FULL_EVERY = 50


def placed(state: OhSevenState) -> Counter:
    cards = Counter(card for hand in state.hands for card in hand)
    cards.update(state.set_aside)
    cards.update(card for _, trick, _ in state.tricks for card in trick)
    cards.update(state.trick)
    return cards


def check_step(state: OhSevenState, rng: random.Random) -> None:
    to_act = GAME.to_act(state)
    for seat in range(state.n):
        legal = GAME.legal_moves(state, seat)
        assert bool(legal) == (seat in to_act)
        for move in legal:
            assert GAME.parse_move(move.to_json()) == move
            trial = state.copy()
            GAME.play(trial, seat, move)
        for move in (*BIDS, *PLAYS):
            if move in legal:
                continue
            before = state.copy()
            with pytest.raises(IllegalMove) as refused:
                GAME.play(state, seat, move)
            assert refused.value.reason.en and refused.value.reason.ja
            assert state == before
    for seat in to_act:
        world = GAME.sample(state, seat, random.Random(rng.random()))
        assert GAME.view(world, seat) == GAME.view(state, seat)
        assert placed(world).total() == placed(state).total() and not placed(world) - Counter(deck(state.n))
        check_voids(world, seat)


def check_voids(world: OhSevenState, seat: int) -> None:
    """In a sampled world nobody holds a suit they already failed to follow."""
    for leader, cards, _ in [*world.tricks, (world.leader, tuple(world.trick), -1)]:
        for index, card in enumerate(cards):
            player = (leader + index) % world.n
            if cards and suit(card) != suit(cards[0]) and player != seat:
                assert all(suit(held) != suit(cards[0]) for held in world.hands[player])


@pytest.mark.parametrize("players", [2, 4, 5, 9])
def test_random_games_keep_every_invariant(players):
    for seed in range(SEEDS):
        rng = random.Random(seed * 10 + players)
        options = {"rounds": 1, "rebid_cards": rng.choice(("set_aside", "reuse_forbidden"))}
        state = GAME.start(players, options, seed)
        record = Record("ohseven", players, seed, options)
        full = seed % FULL_EVERY == 0
        tricks_per_round = None
        while GAME.outcome(state) is None:
            if full:
                check_step(state, rng)
            seat = rng.choice(sorted(GAME.to_act(state)))
            move = rng.choice(GAME.legal_moves(state, seat))
            GAME.play(state, seat, move)
            record.moves.append((seat, move.to_json()))
            if state.phase is Phase.PLAY and tricks_per_round is None:
                tricks_per_round = len(state.hands[state.turn])
            if state.phase is not Phase.OVER:
                assert placed(state).total() == 7 * players and not placed(state) - Counter(deck(players))
        result = state.results[0]
        assert sum(result["taken"]) == tricks_per_round
        for seat in range(players):
            bid, taken = number(GAME.parse_move({"type": "bid", "card": result["bids"][seat]}).card), result["taken"][seat]
            assert result["scores"][seat] == (bid + 2 if bid == taken else -abs(bid - taken))
        assert state.totals == [score + points for score, points in zip(result["scores"], result["rebid_points"], strict=True)]
        _, replayed = replay(Record.from_json(record.to_json()))
        assert replayed == state and GAME.clone(state) == state
