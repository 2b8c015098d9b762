"""The conformance suite over Riichi mahjong, 4 and 3 players (random play with random options).

Riichi joins the registry (pyproject.toml) once it has a table in the browser; until then the
suite is run on it here, with records replayed through the game itself.
"""

from __future__ import annotations

import pytest

from asobiba.core import record
from asobiba.games.riichi import GAME, conformance
from asobiba.testing.suite import Conformance

SEEDS, FULL = 24, 4
SLOW_SEEDS, SLOW_FULL = 1000, 20


@pytest.fixture
def suite(monkeypatch: pytest.MonkeyPatch) -> Conformance:
    found = record.get_game
    monkeypatch.setattr(record, "get_game", lambda game_id: GAME if game_id == "riichi" else found(game_id))
    return Conformance("riichi", GAME, conformance)


@pytest.mark.parametrize("seats", [4, 3])
def test_random_play_keeps_the_contract(suite: Conformance, seats: int) -> None:
    for seed in range(SEEDS):
        suite.play(seats, seed, full=seed % (SEEDS // FULL) == 0)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [4, 3])
def test_random_play_keeps_the_contract_over_a_thousand_seeds(suite: Conformance, seats: int) -> None:
    for seed in range(10_000, 10_000 + SLOW_SEEDS):
        suite.play(seats, seed, full=seed % (SLOW_SEEDS // SLOW_FULL) == 0)
