"""The conformance suite (asobiba/testing) over random sets of house rules: every option of
rules/daifugo.md §3 drawn at random, at 3 to 7 players (the presets alone are played by
tests/test_conformance.py)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from asobiba.testing.suite import Conformance

from .test_plays import random_options

SETS = 12  # option sets a player count; each played by two seeds, one with every check


@dataclass(frozen=True)
class RandomRules(Conformance):
    def option_sets(self, seats: int) -> list[dict[str, Any]]:
        rng = random.Random(seats)
        return [{**random_options(rng), "games": 2} for _ in range(SETS)]


@pytest.mark.parametrize("seats", [3, 4, 5, 6, 7])
def test_random_house_rules_keep_the_contract_DAIFUGO_R12_DAIFUGO_R24(seats):
    base = Conformance.of("daifugo")
    suite = RandomRules(base.game_id, base.game, base.hooks)
    for seed in range(2 * SETS):
        suite.play(seats, seed, full=seed < SETS // 2 or seed % 4 == 0)
