"""Tarot invariants beyond what the conformance suite checks (tests/test_conformance.py).

The suite plays matches of one and two deals at random with the game's hooks
(asobiba/games/tarot/conformance.py): legal moves, views, records, ``sample`` and
``check_state`` (every card in one place, zero-sum deals over 91 points, the partner) at
every step and on sampled worlds. Here: every contract is reached, and card names.
"""

from __future__ import annotations

import random

from asobiba.games.tarot import GAME
from asobiba.games.tarot.cards import BY_NAME, DECK, NAMES
from asobiba.games.tarot.data import Contract
from asobiba.games.tarot.state import Phase


def test_every_contract_is_reached_by_random_play():
    seen = set()
    for seed in range(200):
        state = GAME.start(4, {"deals": 1}, seed)
        rng = random.Random(seed)
        while state.phase == Phase.BID:
            (seat,) = GAME.to_act(state)
            GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        seen.add(state.contract)
    assert set(Contract) <= seen


def test_names_cover_the_deck():
    assert sorted(BY_NAME[name] for name in NAMES) == list(DECK)
