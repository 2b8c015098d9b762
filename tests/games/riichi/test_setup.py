"""The ``setup`` of walls.py: fixed walls deal exactly the tiles named, and a bad setup is refused
by ``start`` before anything is played (rules/riichi.md §1, RIICHI-R39 for the tile sets)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import SetupError
from asobiba.games.riichi import GAME

from .helpers import TANYAO, hand, wall


def test_a_fixed_wall_deals_its_hands_live_wall_and_dead_wall_RIICHI_R39():
    first = wall([TANYAO, [], [], []], ["9m", "E"], ["N", None, None, None, None, "W"])
    state = GAME.start(4, None, 0, setup={"walls": [first]})
    assert hand(state, 0) == sorted([*TANYAO, "9m"], key=lambda name: hand_order(name))
    assert [hand(state, seat) for seat in (1, 2, 3)] == [sorted(first["hands"][seat], key=hand_order) for seat in (1, 2, 3)]
    assert GAME.view(state, 0)["drawn"] == "9m" and GAME.view(state, 0)["dora"] == ["N"]
    assert len(state.live) == 69 and GAME.view(state, 0)["live"] == 69


def hand_order(name: str) -> tuple[int, int, bool]:
    """Tile id order: suit (m p s, then honors E S W N P F C), rank, a red five first."""
    if name[0].isdigit():
        return "mps".index(name[1]), int(name[0]), not name.endswith("r")
    return 3, "ESWNPFC".index(name), True


@pytest.mark.parametrize(
    "setup",
    [
        ["not", "a", "dict"],
        {"walls": 5},
        {"walls": [], "hands": []},
        {"walls": [{"hands": [[]] * 4, "live": [], "dead": []}]},
    ],
)
def test_a_malformed_setup_is_refused_RIICHI_R39(setup):
    with pytest.raises(SetupError):
        GAME.start(4, None, 0, setup=setup)


def test_a_bad_later_wall_is_refused_at_the_start_RIICHI_R39():
    good = wall([[], [], [], []])
    short = {**good, "dead": good["dead"][:13]}
    with pytest.raises(SetupError):
        GAME.start(4, None, 0, setup={"walls": [good, short]})
    five = wall([["1m"] * 4, [], [], []])
    five["hands"][1][0] = "1m"  # a fifth 1m
    with pytest.raises(SetupError):
        GAME.start(4, None, 0, setup={"walls": [good, five]})
