"""Oh-Seven invariants beyond what the conformance suite checks (tests/test_conformance.py).

The suite plays games of one and two rounds at random with the game's hooks
(asobiba/games/ohseven/conformance.py): legal moves, views, records, ``sample`` and
``check_state`` (cards of the deal all placed, the round's tricks OH7-R10, the scores
OH7-R13) at every step and on sampled worlds. Here: sampled worlds keep the voids play
has shown, which needs the sampling seat.
"""

from __future__ import annotations

import random

import pytest

from asobiba.games.ohseven import GAME
from asobiba.games.ohseven.cards import suit
from asobiba.games.ohseven.state import OhSevenState

SEEDS = 40
SAMPLE_EVERY = 5


def check_voids(world: OhSevenState, seat: int) -> None:
    """In a sampled world nobody else holds a suit they already failed to follow (OH7-R11)."""
    for leader, cards, _ in [*world.tricks, (world.leader, tuple(world.trick), -1)]:
        for index, card in enumerate(cards):
            player = (leader + index) % world.n
            if suit(card) != suit(cards[0]) and player != seat:
                assert all(suit(held) != suit(cards[0]) for held in world.hands[player])


@pytest.mark.parametrize("players", [2, 4, 5, 9])
def test_sampled_worlds_keep_the_voids_play_has_shown(players):
    for seed in range(SEEDS):
        rng = random.Random(seed * 10 + players)
        options = {"rounds": 2, "rebid_cards": rng.choice(("set_aside", "reuse_forbidden"))}
        state = GAME.start(players, options, seed)
        step = 0
        while GAME.outcome(state) is None:
            seat = rng.choice(sorted(GAME.to_act(state)))
            if step % SAMPLE_EVERY == 0:
                check_voids(GAME.sample(state, seat, random.Random(rng.random())), seat)
            GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
            step += 1
