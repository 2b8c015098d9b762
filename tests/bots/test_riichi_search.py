"""What the Riichi search plays for: placement in the hands that may end the match (the search
hooks of asobiba/games/riichi/bots.py, RIICHI-R3, RIICHI-R5, RIICHI-R6)."""

from __future__ import annotations

import pytest

from asobiba.games.riichi import GAME
from asobiba.games.riichi.bots import deal_scores
from asobiba.games.riichi.moves import PASS, RON, TSUMO, Discard
from asobiba.games.riichi.settle import may_end, standing
from asobiba.games.riichi.state import Phase
from tests.games.riichi.helpers import NOTEN_A, TANYAO, start

EAST_ONLY = {"length": "east_only"}


@pytest.mark.parametrize(
    ("length", "wind", "kyoku", "deciding"),
    [
        ("east_only", 0, 2, False),
        ("east_only", 0, 3, True),
        ("east_only", 1, 0, True),
        ("east_south", 0, 3, False),
        ("east_south", 1, 3, True),
    ],
)
def test_the_hands_that_may_end_the_match_RIICHI_R3_R5(length, wind, kyoku, deciding):
    assert may_end(4, length, wind, kyoku) is deciding


def test_the_standing_is_the_final_result_if_the_match_ended_now_RIICHI_R6():
    # (points − 30,000) / 1,000 + uma (East only: +20/+10 today, +10/+5 before August 2009,
    # rules §7), unrounded; first takes the rest.
    assert standing([40_000, 30_000, 20_000, 10_000], 4, "east_only", "tenhou") == [50.0, 10.0, -20.0, -40.0]
    assert standing([40_000, 30_000, 20_000, 10_000], 4, "east_only", "tenhou_2009") == [40.0, 5.0, -15.0, -30.0]
    assert sum(standing([25_000, 25_000, 31_000, 19_000], 4, "east_south", "tenhou")) == 0


@pytest.mark.parametrize("tsumo", [True, False])
def test_in_a_hand_that_may_end_the_match_the_search_plays_for_placement_RIICHI_R3_R5_R6(tsumo):
    # East 4 of an East-only match, seat 0 last. Its tsumo on its first draw is a yakuman and ends
    # the match: the final results count. Its ron on the dealer's 6p is 2,000 and nobody reaches
    # 30,000, so the match goes on (RIICHI-R3): the standing it leaves counts.
    at = {"wind": 0, "kyoku": 3, "scores": [15_000, 28_000, 28_000, 29_000]}
    live = [None, "3p"] if tsumo else ["6p"]
    state = start([TANYAO, [], [], NOTEN_A], live, avoid=["3p", "6p"], options=EAST_ONLY, at=at)
    GAME.play(state, 3, Discard(GAME.view(state, 3)["drawn"], tsumogiri=True))
    if tsumo:
        while state.phase is Phase.CLAIM:
            GAME.play(state, min(GAME.to_act(state)), PASS)
    GAME.play(state, 0, TSUMO if tsumo else RON)
    while state.phase is Phase.CLAIM:
        GAME.play(state, min(GAME.to_act(state)), PASS)
    assert state.results[-1]["kind"] == "win"
    if tsumo:
        assert state.final is not None
        assert deal_scores(state) == [1000 * value for value in state.final]
    else:
        assert state.final is None and max(state.scores) < 30_000
        assert deal_scores(state) == [1000 * value for value in standing(state.scores, 4, "east_only", "tenhou")]
