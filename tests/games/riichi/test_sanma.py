"""Scenario tests of rules/riichi.md §3, three players (RIICHI-R38, RIICHI-R39, RIICHI-R40, RIICHI-R41, RIICHI-R42,
RIICHI-R43, RIICHI-R44, RIICHI-R45, RIICHI-R46, RIICHI-R47, RIICHI-R48): 108 tiles, no chi, North extraction, the
dora wrap, tsumo loss, the riichi condition and the draws that cannot happen. Seats 0, 1, 2; seat 0 deals first. Honba
are set on the started state before its hand is dealt again (``start(..., at=...)``)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import SetupError
from asobiba.games.riichi import GAME, settle
from asobiba.games.riichi.state import Phase

from .helpers import (
    RON,
    TSUMO,
    act,
    discard,
    find,
    last_result,
    legal,
    run_out,
    start,
    tsumogiri,
    types,
    wall,
    yaku,
)

# 234p 567p 678s 34s 88s: waits on 2s and 5s, tanyao and pinfu (2,000 by ron from a non-dealer;
# by tsumo 3 han 20 fu, base 640: 1,300 from the dealer and 700 from the other player).
SANMA_TAN = ("2p", "3p", "4p", "5p", "6p", "7p", "6s", "7s", "8s", "3s", "4s", "8s", "8s")
# 123p 789p 456s EE 11s: waits on East and 1s.
SANMA_TWO = ("1p", "2p", "3p", "7p", "8p", "9p", "4s", "5s", "6s", "E", "E", "1s", "1s")
SANMA_NOTEN = (
    ("1m", "9m", "1p", "4p", "7p", "2s", "5s", "8s", "E", "S", "W", "P", "F"),
    ("1m", "9m", "2p", "5p", "8p", "3s", "6s", "9s", "E", "S", "W", "C", "P"),
    ("1m", "9m", "3p", "6p", "9p", "1s", "4s", "7s", "S", "F", "C", "C", "P"),
)
NO_NORTH = ["N"]  # filled hands hold no North unless a test gives one


def test_three_players_start_at_35000_with_108_tiles_RIICHI_R38_RIICHI_R39():
    state = GAME.start(3)
    assert state.scores == [35000] * 3
    tiles = [*(t for hand in state.hands for t in hand), *state.live, *state.dead, *state.rinshan]
    assert len(tiles) == 108 and not any(1 <= tile // 4 <= 7 for tile in tiles)  # no 2m–8m
    assert len(state.live) == 108 - 39 - 14 - 1
    four_player_wall = wall([["2m"], [], [], []])
    three_hands = {**four_player_wall, "hands": four_player_wall["hands"][:3]}
    with pytest.raises(SetupError):
        GAME.start(3, None, 0, setup={"walls": [three_hands]})


def test_three_player_final_results_use_40000_uma_20_0_and_oka_15_RIICHI_R38_RIICHI_R6():
    state = GAME.start(3)
    # -5 each: +20, 0, -20 by seat order, and +15 oka to the first.
    assert settle.final_results(state) == [30, -5, -25]
    state = GAME.start(3, {"length": "east_only", "settlement": "tenhou_2009"})
    assert settle.final_results(state) == [20, -5, -15]  # the seed page's East-only +10, 0, -10


def test_three_player_east_only_uma_is_20_0_as_a_2023_tenhou_log_shows_RIICHI_R38_RIICHI_R6():
    # A three-player East-only Houou game of 2023 (log 2023010100gm-00f1-0000-caffca62) ended
    # 33,000 / 51,000 / 21,000 and Tenhou gave -7.0 / +46.0 / -39.0: uma +20/0/-20, not +10/0/-10.
    assert settle.results_of([33000, 51000, 21000], 3, "east_only", "tenhou") == [-7.0, 46.0, -39.0]
    state = GAME.start(3, {"length": "east_only"})
    assert settle.final_results(state) == [30, -5, -25]


def test_no_chi_with_three_players_RIICHI_R40():
    state = start([["4p"], ["2p", "3p", "5p", "6p"], []], ["E"], avoid=["4p", "N"])
    act(state, 0, {"type": "discard", "tile": "4p"})
    assert state.phase is Phase.TURN and state.turn == 1


def test_a_north_is_set_aside_with_a_replacement_draw_RIICHI_R41():
    state = start([["N"], [], []], ["E"], dead=["C", *[None] * 9, "9p"], avoid=NO_NORTH)
    assert {"type": "nuki"} in legal(state, 0)
    events = act(state, 0, {"type": "nuki"})
    assert [event.kind for event in events] == ["nuki", "draw", "drawn"]
    assert find(events, "nuki") == [{"seat": 0, "tile": "N"}] and find(events, "draw")[0]["replacement"]
    assert find(events, "drawn") == [{"tile": "9p"}]
    view = GAME.view(state, 1)
    assert view["nuki"] == [1, 0, 0] and view["live"] == 55 - 1 - 1  # the dead wall takes the last live tile
    assert "N" not in GAME.view(state, 0)["hand"]


def test_no_north_right_after_ones_own_pon_RIICHI_R41():
    state = start([["P"], ["P", "P", "N"], []], ["E"], avoid=["P", "N"])
    act(state, 0, {"type": "discard", "tile": "P"})
    act(state, 1, {"type": "pon", "tiles": ["P", "P"]})
    assert "nuki" not in types(state, 1) and "N" in [move["tile"] for move in legal(state, 1)]


def test_eight_replacement_draws_four_norths_and_four_kans_RIICHI_R39_RIICHI_R41():
    # Four Norths draw 1p 1p 1p 9p from the dead wall; then the kans of 1m, 9m and 1p draw the
    # three 9p that the dead wall took from the end of the live wall, and the kan of 9p an East.
    hand_0 = ["N", "N", "N", "N", "1m", "1m", "1m", "1m", "9m", "9m", "9m", "9m", "1p"]
    live = ["2p", *[None] * 50, "E", "9p", "9p", "9p"]
    state = start([hand_0, [], []], live, dead=["C", *[None] * 9, "1p", "1p", "1p", "9p"])
    for _ in range(4):
        act(state, 0, {"type": "nuki"})
    for tile in ("1m", "9m", "1p", "9p"):
        act(state, 0, {"type": "ankan", "tile": tile})
    assert GAME.view(state, 0)["hand"] == ["2p"] and GAME.view(state, 0)["drawn"] == "E"
    assert state.kans == [4, 0, 0] and len(state.nuki[0]) == 4 and len(state.live) == 55 - 1 - 8
    assert len(GAME.view(state, 1)["dora"]) == 5


def test_a_north_breaks_ippatsu_RIICHI_R42():
    # Seat 1 declares (a double riichi); seat 2 sets a North aside; seat 1's tsumo has no ippatsu.
    state = start([[], SANMA_TAN, ["N"]], ["E", "W", "C", "C", "2s"], avoid=NO_NORTH)
    discard(state)
    discard(state, riichi=True)
    act(state, 2, {"type": "nuki"})
    assert not state.ippatsu[1]
    tsumogiri(state, 2)  # seats 2 and 0
    act(state, 1, TSUMO)
    assert sorted(yaku(last_result(state))) == ["Double Riichi", "Menzen Tsumo", "Pinfu", "Tanyao"]


def test_a_north_on_the_first_turn_spoils_double_riichi_chiihou_and_nine_terminals_RIICHI_R42():
    state = start([["N"], SANMA_TAN, []], ["E", "W"], avoid=NO_NORTH)
    act(state, 0, {"type": "nuki"})
    discard(state)
    discard(state, riichi=True)
    assert state.riichi[1] and not state.double_riichi[1]
    # Seat 1 wins on its first draw: chiihou without the North, not with it.
    for north, expected in ((False, ["Chiihou"]), (True, ["Menzen Tsumo", "Pinfu", "Tanyao"])):
        state = start([["N"], SANMA_TAN, []], ["E", "2s"], avoid=NO_NORTH)
        if north:
            act(state, 0, {"type": "nuki"})
        discard(state)
        act(state, 1, TSUMO)
        assert sorted(yaku(last_result(state))) == expected
    nine = ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "2p", "3p", "4p", "5p"]
    for north, offered in ((False, True), (True, False)):
        state = start([["N"], nine, []], ["E", "C"], avoid=NO_NORTH)
        if north:
            act(state, 0, {"type": "nuki"})
        discard(state)
        assert ("kyuushu" in types(state, 1)) is offered


def test_a_north_may_be_robbed_by_any_waiting_hand_keeping_ippatsu_without_chankan_RIICHI_R43_RIICHI_R42():
    # 234p 567p 678s 111s and a lone North: seat 1 declares, seat 2 sets a North aside, seat 1 wins.
    tanki = ("2p", "3p", "4p", "5p", "6p", "7p", "6s", "7s", "8s", "1s", "1s", "1s", "N")
    state = start([[], tanki, ["N"]], ["E", "W", "C"], avoid=NO_NORTH)
    discard(state)
    discard(state, riichi=True)
    act(state, 2, {"type": "nuki"})
    assert legal(state, 1) == [RON, {"type": "pass"}]
    act(state, 1, RON)
    result = last_result(state)
    assert sorted(yaku(result)) == ["Double Riichi", "Ippatsu"]
    # 3 han; 20 + 10 closed ron + 2 tanki + 8 closed terminal triplet = 40 fu: 40 x 2^5 x 4 = 5,120 → 5,200.
    assert result["wins"][0]["deltas"] == [0, 6200, -5200]  # + seat 1's own deposit


@pytest.mark.parametrize(("indicator", "held"), [("1m", "9m"), ("9m", "1m")])
def test_the_dora_wraps_between_1m_and_9m_RIICHI_R44(indicator, held):
    # Three of the dora kind, 234p 567p 67s 33s waiting on 5s 8s; menzen tsumo on the second draw.
    hand_1 = [held, held, held, "2p", "3p", "4p", "5p", "6p", "7p", "6s", "7s", "3s", "3s"]
    state = start([[], hand_1, []], ["E", "W", "C", "C", "8s"], dead=[indicator], avoid=NO_NORTH)
    tsumogiri(state, 4)
    act(state, 1, TSUMO)
    assert last_result(state)["wins"][0]["value"]["dora"] == 3


def test_a_north_triplet_is_no_yakuhai_RIICHI_R45():
    # Seat 1 pons North and waits on 3s (12s) with 123p 567s 99p: no yaku, so no ron.
    hand_1 = ["N", "N", "1p", "2p", "3p", "5s", "6s", "7s", "9p", "9p", "1s", "2s", "E"]
    state = start([["N"], hand_1, []], ["C", "3s"], dead=["C", *[None] * 4, "C"], avoid=["N", "3s"])
    act(state, 0, {"type": "discard", "tile": "N"})
    act(state, 1, {"type": "pon", "tiles": ["N", "N"]})
    discard(state, "E")
    act(state, 2, {"type": "discard", "tile": "3s", "tsumogiri": True})
    assert 1 not in GAME.to_act(state) and state.furiten_turn[1]


def test_riichi_needs_three_tiles_left_with_three_players_RIICHI_R46():
    # Seat 0's draws leave 54, 51, … 3 tiles; seat 1's leave 53, … 2.
    state = start([SANMA_TAN, SANMA_TWO, []], dead=["C", *[None] * 4, "C"])
    while not (state.turn == 0 and len(state.live) == 3):
        discard(state)
    assert "riichi" in types(state, 0)
    discard(state)
    assert state.turn == 1 and len(state.live) == 2 and "riichi" not in types(state, 1)


def test_three_player_tsumo_loses_the_absent_share_RIICHI_R47():
    state = start([[], SANMA_TAN, []], ["E", "W", "C", "C", "2s"], avoid=NO_NORTH, at={"honba": 1})
    tsumogiri(state, 4)
    act(state, 1, TSUMO)
    # 1,300 from the dealer, 700 from seat 2 (the four-player shares), + 100 each for the honba.
    assert last_result(state)["deltas"] == [-1400, 2200, -800]


def test_three_player_ron_honba_is_200_RIICHI_R47():
    state = start([["2s"], SANMA_TAN, []], ["E"], avoid=NO_NORTH, at={"honba": 2})
    act(state, 0, {"type": "discard", "tile": "2s"})
    act(state, 1, RON)
    assert last_result(state)["deltas"] == [-2400, 2400, 0]  # 2,000 + 2 x 200


@pytest.mark.parametrize(
    ("total", "tenpai", "deltas"),
    [
        ("2000", 1, [-1000, 2000, -1000]),
        ("2000", 2, [1000, 1000, -2000]),
        ("3000", 1, [-1500, 3000, -1500]),
        ("3000", 2, [1500, 1500, -3000]),
    ],
)
def test_three_player_noten_payments_RIICHI_R47(total, tenpai, deltas):
    hands = [SANMA_TAN, SANMA_TWO, SANMA_NOTEN[2]] if tenpai == 2 else [SANMA_NOTEN[0], SANMA_TAN, SANMA_NOTEN[2]]
    state = start(hands, dead=["C", *[None] * 4, "C"], options={"sanma_noten_total": total})
    run_out(state)
    assert last_result(state)["kind"] == "exhaustive" and last_result(state)["deltas"] == deltas


def test_three_riichi_and_three_first_east_discards_do_not_abort_RIICHI_R48():
    state = start([["E"], ["E"], ["E"]], ["1m", "1m", "1m", "1m"], avoid=["E", "N"])
    for _ in range(3):
        discard(state, "E")
    assert not state.results and state.turn == 0
    third = ("1m", "1m", "1m", "9m", "9m", "9m", "1s", "2s", "3s", "S", "S", "W", "W")
    state = start([SANMA_TAN, SANMA_TWO, third], ["C", "C", "C", "P"], dead=["F", *[None] * 4, "F"])
    for seat in range(3):
        discard(state, riichi=True)
        assert state.riichi[seat]
    assert not state.results and state.deposits == 3 and state.turn == 0


def test_in_riichi_only_the_north_just_drawn_may_be_set_aside_RIICHI_R41_RIICHI_R20():
    # NNN 234p 567p 678s 3s waits on 3s. Before riichi any North may go; in riichi a drawn 9p leaves
    # the three Norths in place, and a drawn North may be set aside (or make a closed kan): the
    # waits stay the same [decision, as for a closed kan in riichi].
    hand_0 = ["N", "N", "N", "2p", "3p", "4p", "5p", "6p", "7p", "6s", "7s", "8s", "3s"]
    state = start([hand_0, [], []], ["E", "W", "C", "9p", "W", "C", "N"], dead=["C", *[None] * 4, "C"], avoid=["N"])
    assert "nuki" in types(state, 0)
    discard(state, riichi=True)
    tsumogiri(state, 2)
    assert "nuki" not in types(state, 0)
    tsumogiri(state, 3)
    assert "nuki" in types(state, 0) and {"type": "ankan", "tile": "N"} in legal(state, 0)


def test_norths_set_aside_are_no_yaku_RIICHI_R9_RIICHI_R41():
    # 111p 999p 123s 456s and 7s alone: no yaku by ron, however many Norths are set aside.
    hand_1 = ["1p", "1p", "1p", "9p", "9p", "9p", "1s", "2s", "3s", "4s", "5s", "6s", "7s"]
    state = start([[], hand_1, []], ["E", "N", "7s"], dead=["C", *[None] * 4, "C", *[None] * 4, "W"], avoid=["N", "7s"])
    discard(state)
    act(state, 1, {"type": "nuki"})
    discard(state)  # the replacement West
    act(state, 2, {"type": "discard", "tile": "7s", "tsumogiri": True})
    assert 1 not in GAME.to_act(state) and state.furiten_turn[1]
