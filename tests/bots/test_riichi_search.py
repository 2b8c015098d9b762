"""What the Riichi search adds to the heuristic: hand simulations for its discards
(asobiba/games/riichi/simulation.py), and placement in the hands that may end the match
(the search hooks of asobiba/games/riichi/bots.py, RIICHI-R3, R5, R6)."""

from __future__ import annotations

import random

import pytest

from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.riichi import GAME
from asobiba.games.riichi.bots import candidates, deal_scores, heuristic_bot, search_guide
from asobiba.games.riichi.efficiency import KIND, Known, known
from asobiba.games.riichi.moves import PASS, RON, TSUMO, Discard
from asobiba.games.riichi.settle import may_end, standing
from asobiba.games.riichi.simulation import HAZARD, best_discard, expected_points, hand_han, points
from asobiba.games.riichi.state import Phase
from tests.games.riichi.helpers import NOTEN_A, TANYAO, start

EAST_ONLY = {"length": "east_only"}
# 1-shanten and nothing threatening: the heuristic has several discards to weigh.
LOOSE = ("1m", "2m", "3m", "5m", "6m", "4p", "5p", "6p", "7s", "8s", "2s", "5s", "W")


def counts(*names: str) -> tuple[int, ...]:
    held = [0] * 34
    for name in names:
        held[KIND[name]] += 1
    return tuple(held)


def hand(*names: str, melds=(), dora=(), reds=frozenset()) -> Known:
    """Seat 1 (not the dealer, no seat-wind pair) holding ``names``, East round."""
    return Known(1, 4, counts(*names), reds, melds, (4,) * 34, dora, frozenset({31, 32, 33, 27, 28}), True)


# 234m 567m 234p 88p 45s: ready on 3s and 6s; with riichi and tanyao, 2 han.
READY = ("2m", "3m", "4m", "5m", "6m", "7m", "2p", "3p", "4p", "8p", "8p", "4s", "5s")


def test_a_simulated_hand_wins_on_its_wait_and_the_later_the_draw_the_less_it_counts_RIICHI_R10():
    me = hand(*READY)
    wait, other = KIND["6s"], KIND["1m"]
    assert hand_han(me, counts(*READY, "6s")) == 2  # riichi and tanyao
    assert expected_points(me, me.counts, [wait], dealer=False) == points(2, False) == 2000
    assert expected_points(me, me.counts, [other, other, wait], dealer=True) == pytest.approx(3000 * (1 - HAZARD) ** 2)
    assert expected_points(me, me.counts, [other] * 10, dealer=False) == 0.0


def test_a_simulated_hand_draws_nearer_before_it_wins():
    # 1-shanten: 234m 567m 234p 88p 4s 9s 1p; drawing 5s makes it ready (the 9s or 1p goes), then 6s wins.
    loose = (*READY[:-1], "9s")
    me = hand(*loose)
    assert expected_points(me, me.counts, [KIND["5s"], KIND["6s"]], dealer=False) == pytest.approx(2000 * (1 - HAZARD))


def test_the_han_of_a_simulated_win_RIICHI_R9_R10():
    assert hand_han(hand(*READY, dora=(KIND["8p"],)), counts(*READY, "3s")) == 4  # riichi, tanyao, two dora
    seven = ("1m", "1m", "4m", "4m", "9p", "9p", "2s", "2s", "E", "E", "C", "C", "W", "W")
    assert hand_han(hand(*seven[:-1]), counts(*seven)) == 3  # riichi and seven pairs
    open_no_yaku = hand("1m", "2m", "3m", "9p", "9p", "4s", "5s", melds=(("chi", (KIND["7m"], KIND["8m"], KIND["9m"])),))
    assert hand_han(open_no_yaku, counts("1m", "2m", "3m", "9p", "9p", "4s", "5s", "6s")) == 0  # open: no riichi, no yaku
    dragon = hand("2m", "3m", "4m", "9p", "9p", "4s", "5s", melds=(("pon", (31, 31, 31)),))
    assert hand_han(dragon, counts("2m", "3m", "4m", "9p", "9p", "4s", "5s", "6s")) == 1  # the white dragon's pon


def test_the_simulation_keeps_the_two_sided_wait_over_the_closed_one():
    # 234m 567m 234p 88p 45s + 7s: the 7s leaves 3s-6s (8 tiles), the 4s leaves 5s-7s waiting on 6s (4).
    state = start([READY, [], [], []], ["7s"], avoid=["3s", "6s"])
    me = known(GAME.view(state, 0))
    for order in (["4s", "7s"], ["7s", "4s"]):
        kinds = [KIND[name] for name in order]
        assert best_discard(GAME, state, 0, random.Random(3), me, kinds, dealer=True) == KIND["7s"]


def test_the_search_guide_is_the_heuristic_with_its_discards_simulated():
    state = start([LOOSE, [], [], []], ["9p"])
    legal = GAME.legal_moves(state, 0)
    guided = search_guide().choose(GAME, state, 0, random.Random(0))
    assert isinstance(guided, Discard) and guided in legal
    assert Hooks.for_game("riichi").guide.simulate


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
    assert standing([40_000, 30_000, 20_000, 10_000], 4, "east_only") == [
        40.0,
        5.0,
        -15.0,
        -30.0,
    ]  # (points − 30,000) / 1,000 + uma 10-5; first takes the rest
    assert sum(standing([25_000, 25_000, 31_000, 19_000], 4, "east_south")) == 0


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
        assert deal_scores(state) == [1000 * value for value in standing(state.scores, 4, "east_only")]


def test_on_its_turn_the_search_compares_discards_only_in_a_hand_that_may_end_the_match():
    normal = heuristic_bot("normal")
    for kyoku, compared in ((0, False), (3, True)):
        state = start([LOOSE, [], [], []] if kyoku == 0 else [[], [], [], LOOSE], ["9p"], options=EAST_ONLY, at={"wind": 0, "kyoku": kyoku})
        seat = state.turn
        legal = GAME.legal_moves(state, seat)
        guided = normal.choose(GAME, state, seat, random.Random(0))
        kept = candidates(GAME, state, seat, legal, guided)
        assert kept[0] == guided and set(kept) <= set(legal)
        assert (len(kept) > 1) is compared
        if compared:
            found = IsmctsBot(Hooks.for_game("riichi"), iterations=12).search(GAME, state, seat, random.Random(1))
            assert found.worlds > 0 and set(found.stats) <= set(kept)
