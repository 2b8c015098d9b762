"""Scenario tests of rules/riichi.md for one hand's play: claims, furiten, riichi, kans and dora,
kuikae and the yaku minimum. Each test cites the rule IDs it checks; every position is a fixed
wall (helpers.py) and every value is counted by hand in the comment beside it.

Most tests keep the pin suit for the tiles that matter and fill the other hands without any
pin (``avoid=PINS``), so that nobody else can claim them. Where a test needs other scores it sets
them on the started state before its hand is dealt again (``start(..., at=...)``)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import IllegalMove, SetupError
from asobiba.games.riichi import GAME
from asobiba.games.riichi.state import Phase

from .helpers import (
    PASS,
    RON,
    TANYAO,
    TANYAO_2,
    TSUMO,
    act,
    discard,
    find,
    hand,
    last_result,
    legal,
    pass_claims,
    start,
    tsumogiri,
    types,
    wall,
    yaku,
)

PINS = [*(f"{rank}p" for rank in range(1, 10)), "5pr"]
MANS = [*(f"{rank}m" for rank in range(1, 10)), "5mr"]
# Waits on 3p only (penchan 12p): no yaku without riichi.
DEAD_N = ["N", None, None, None, None, "N", None, None, None, None]  # the dora indicators, then the replacement tiles
PENCHAN = ("2m", "3m", "4m", "5m", "6m", "7m", "1p", "2p", "6s", "7s", "8s", "1s", "1s")


# -- claims and wins ---------------------------------------------------------------------------


def test_a_waiting_hand_is_asked_and_wins_by_ron_without_renhou_RIICHI_R33_RIICHI_R32():
    state = start([["3p"], [], TANYAO, []], ["9m"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "3p"})
    assert GAME.to_act(state) == {2}
    assert legal(state, 2) == [RON, PASS]
    events = act(state, 2, RON)
    win = last_result(state)["wins"][0]
    assert (win["seat"], win["from"], win["tile"]) == (2, 0, "3p")
    assert sorted(yaku(last_result(state))) == ["Pinfu", "Tanyao"]  # no renhou on the first go-around
    assert win["deltas"] == [-2000, 0, 2000, 0]  # 2 han 30 fu from a non-dealer
    assert state.scores == [23000, 25000, 27000, 25000]
    assert find(events, "hand_end")[0]["result"]["kind"] == "win"


def test_the_engine_refuses_a_false_win_and_keeps_the_state_RIICHI_R14():
    state = start([[], TANYAO, [], []], ["9m"], avoid=PINS)
    before = state.copy()
    with pytest.raises(IllegalMove) as error:
        act(state, 0, TSUMO)
    assert error.value.reason.en and error.value.reason.ja
    with pytest.raises(IllegalMove):
        act(state, 1, RON)
    assert state == before


def test_tenhou_is_the_dealers_first_draw_and_kokushi_may_not_rob_a_closed_kan_RIICHI_R31():
    state = start([TANYAO, [], [], []], ["3p"], avoid=PINS)
    assert TSUMO in legal(state, 0)
    act(state, 0, TSUMO)
    win = last_result(state)["wins"][0]
    assert yaku(last_result(state)) == ["Tenhou"] and win["value"]["yakuman"] == 1
    assert win["deltas"] == [48000, -16000, -16000, -16000]  # a dealer's yakuman, 16,000 from each
    kokushi = ["9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "C", "C"]  # waits on 1m
    state = start([["1m"] * 4, kokushi, [], []], ["2s"], dead=[])
    act(state, 0, {"type": "ankan", "tile": "1m"})
    assert state.phase is Phase.TURN and state.turn == 0  # no window: the kokushi is not asked


# -- furiten -------------------------------------------------------------------------------------


def test_a_wait_in_ones_own_discards_forbids_ron_but_not_tsumo_RIICHI_R17_RIICHI_R35():
    # Seat 1 draws 6p, one of its waits, and lets it go although it could win by tsumo.
    state = start([[], TANYAO, [], []], ["9m", "6p", "3p", "E", "E", "3p"], avoid=PINS)
    discard(state, "9m")
    assert TSUMO in legal(state, 1)
    discard(state)  # 6p into seat 1's river
    act(state, 2, {"type": "discard", "tile": "3p", "tsumogiri": True})
    assert state.phase is Phase.TURN and state.turn == 3  # no window: seat 1 may not ron the 3p
    tsumogiri(state, 2)
    assert TSUMO in legal(state, 1)  # its own draw of the last 3p is still a win


def test_furiten_riichi_may_be_declared_RIICHI_R17():
    state = start([TANYAO, [], [], []], ["6p", "E", "E", "E", "S"], avoid=PINS)
    assert TSUMO in legal(state, 0)
    discard(state)  # lets the 6p go: furiten
    tsumogiri(state, 3)
    assert {"type": "riichi", "tile": "S", "tsumogiri": True} in legal(state, 0)


def test_passing_a_winning_tile_is_furiten_until_own_discard_RIICHI_R24():
    # Seat 3 waits on 3p/6p. Seat 0 discards 3p: seat 3 passes. Seat 1 discards 6p: seat 3 may not
    # ron. Seat 3 discards; seat 0's next 6p may be won on again.
    state = start([["3p"], ["6p"], [], TANYAO], ["1m", "1s", "9s", "W", "6p"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "3p"})
    assert GAME.to_act(state) == {3}
    act(state, 3, PASS)
    act(state, 1, {"type": "discard", "tile": "6p"})
    assert state.phase is Phase.TURN and state.turn == 2  # nobody asked
    tsumogiri(state)  # seat 2
    assert TSUMO not in legal(state, 3)  # a tsumo would still be allowed; it drew W
    discard(state)  # seat 3's own discard ends the furiten
    act(state, 0, {"type": "discard", "tile": "6p", "tsumogiri": True})
    assert legal(state, 3) == [RON, PASS]


def test_passing_an_added_kans_tile_is_furiten_too_RIICHI_R24():
    # Seat 1 pons seat 0's 3p, later adds the fourth 3p: seat 3 (waiting on 3p/6p) passes the
    # chankan, so the 6p seat 1 discards next may not be won on.
    state = start(
        [["3p"], ["3p", "3p", "6p", "1s"], [], TANYAO],
        ["9m", "E", "E", "E", "3p"],
        avoid=PINS,
    )
    act(state, 0, {"type": "discard", "tile": "3p"})
    assert legal(state, 1) == [{"type": "pon", "tiles": ["3p", "3p"]}, PASS] and legal(state, 3) == [RON, PASS]
    act(state, 3, PASS)
    act(state, 1, {"type": "pon", "tiles": ["3p", "3p"]})
    discard(state, "1s")
    tsumogiri(state)  # seat 2: seat 3 discards after it, and its furiten ends
    tsumogiri(state, 2)  # seats 3, 0
    act(state, 1, {"type": "kakan", "tile": "3p"})
    assert GAME.to_act(state) == {3} and legal(state, 3) == [RON, PASS]
    act(state, 3, PASS)
    assert state.turn == 1 and state.phase is Phase.TURN  # the replacement draw
    act(state, 1, {"type": "discard", "tile": "6p"})
    assert state.phase is Phase.TURN and state.turn == 2  # seat 3 is not asked


def test_a_riichi_player_who_passes_a_winning_tile_stays_furiten_RIICHI_R18():
    # Seat 0 declares riichi on its first discard; it passes seat 1's 3p; after its own discard
    # it is still not asked for seat 1's 6p, yet it may win by tsumo.
    state = start(
        [TANYAO, ["3p", "6p"], [], []],
        ["9m", "E", "E", "E", "S", "E", "W", "W", "6p"],
        avoid=PINS,
    )
    discard(state, riichi=True)
    act(state, 1, {"type": "discard", "tile": "3p"})
    assert legal(state, 0) == [RON, PASS]
    act(state, 0, PASS)
    tsumogiri(state, 3)  # seats 2, 3 and 0 (its own discard)
    act(state, 1, {"type": "discard", "tile": "6p"})
    assert state.phase is Phase.TURN and state.turn == 2
    tsumogiri(state, 2)
    assert TSUMO in legal(state, 0)


def test_a_tile_completing_a_hand_without_yaku_is_passed_and_makes_furiten_RIICHI_R19_RIICHI_R9():
    # Seat 1 opens its hand with a chi and waits on 1s with three 9s dora (indicator 8s): dora
    # are not yaku, so the 1s is never offered, and it is furiten for the turn.
    hand_1 = ["3p", "4p", "9s", "9s", "9s", "1m", "2m", "3m", "7m", "8m", "9m", "1s", "W"]
    state = start([["2p"], hand_1, [], []], ["E", "1s"], dead=["8s"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "2p"})
    act(state, 1, {"type": "chi", "tiles": ["3p", "4p"]})
    discard(state, "W")
    assert state.turn == 2
    act(state, 2, {"type": "discard", "tile": "1s", "tsumogiri": True})
    assert 1 not in GAME.to_act(state)
    assert state.furiten_turn[1]


# -- riichi ----------------------------------------------------------------------------------------


def test_a_riichi_deposit_is_paid_once_the_declaration_tile_passes_RIICHI_R16_RIICHI_R15():
    # 111m 234s 789s PPP with 3p and 9p: discarding the 3p leaves a wait on 9p.
    hand_0 = ["1m", "1m", "1m", "2s", "3s", "4s", "7s", "8s", "9s", "P", "P", "P", "3p"]
    state = start([hand_0, [], [], []], ["9p"], avoid=PINS)
    assert {"type": "riichi", "tile": "3p", "tsumogiri": False} in legal(state, 0)
    events = discard(state, "3p", riichi=True)
    assert find(events, "riichi_accepted") == [{"seat": 0, "scores": [24000, 25000, 25000, 25000], "deposits": 1}]
    assert state.riichi[0] and state.deposits == 1


def test_a_riichi_declaration_tile_won_on_pays_no_deposit_RIICHI_R16():
    hand_0 = ["1m", "1m", "1m", "2s", "3s", "4s", "7s", "8s", "9s", "P", "P", "P", "3p"]
    state = start([hand_0, TANYAO, [], []], ["9p"], avoid=PINS)
    events = act(state, 0, {"type": "riichi", "tile": "3p", "tsumogiri": False})
    act(state, 1, RON)
    assert not find(events, "riichi_accepted") and not state.riichi[0]
    assert last_result(state)["deltas"] == [-2000, 2000, 0, 0]  # tanyao pinfu; no deposit on the table
    assert state.deposits == 0 and state.scores == [23000, 27000, 25000, 25000]


def test_a_riichi_declaration_tile_called_still_pays_the_deposit_RIICHI_R16_RIICHI_R21():
    hand_0 = ["1m", "1m", "1m", "2s", "3s", "4s", "7s", "8s", "9s", "P", "P", "P", "3p"]
    state = start([hand_0, [], ["3p", "3p"], []], ["9p"], avoid=PINS)
    act(state, 0, {"type": "riichi", "tile": "3p", "tsumogiri": False})
    act(state, 2, {"type": "pon", "tiles": ["3p", "3p"]})
    assert state.riichi[0] and state.deposits == 1 and state.scores[0] == 24000
    assert not state.ippatsu[0]  # the call broke the ippatsu
    assert state.double_riichi[0]  # declared on the first discard, before any call


def test_riichi_needs_1000_points_RIICHI_R15():
    state = start([TANYAO, [], [], []], ["9m"], avoid=PINS, at={"scores": [900, 33100, 33000, 33000]})
    assert "riichi" not in types(state, 0)
    state = start([TANYAO, [], [], []], ["9m"], avoid=PINS, at={"scores": [1000, 33000, 33000, 33000]})
    assert "riichi" in types(state, 0)


def test_riichi_needs_four_tiles_left_in_the_live_wall_RIICHI_R15():
    # Seats 1 and 2 wait from the start; seat 1's 17th draw leaves 4 tiles, seat 2's leaves 3.
    state = start([[], TANYAO, TANYAO_2, []], avoid=PINS, dead=["N", *["E"] * 4, "N"])
    while not (state.turn == 1 and len(state.live) == 4):
        discard(state)
    assert "riichi" in types(state, 1)
    discard(state)
    assert state.turn == 2 and len(state.live) == 3
    assert "riichi" not in types(state, 2)


def test_double_riichi_and_ippatsu_on_the_next_draw_RIICHI_R21():
    state = start([TANYAO, [], [], []], ["9m", "E", "E", "E", "3p"], avoid=PINS)
    discard(state, riichi=True)
    assert state.double_riichi[0]
    tsumogiri(state, 3)
    act(state, 0, TSUMO)
    result = last_result(state)
    assert sorted(yaku(result)) == ["Double Riichi", "Ippatsu", "Menzen Tsumo", "Pinfu", "Tanyao"]
    # 2 + 1 + 1 + 1 + 1 = 6 han, haneman: 6,000 from each; the dealer's own deposit comes back.
    assert result["wins"][0]["deltas"] == [19000, -6000, -6000, -6000]
    assert state.scores == [43000, 19000, 19000, 19000]


def test_a_call_breaks_ippatsu_and_the_first_turn_RIICHI_R21():
    # Seat 0 declares; seat 2 pons seat 1's 9s: no ippatsu, the double riichi stays. Seat 3's
    # riichi after that call, on its first discard, is a plain riichi.
    state = start(
        [TANYAO, ["9s"], ["9s", "9s"], list(PENCHAN)],
        ["9m", "E", "S", "3p"],
        avoid=[*PINS, "9s"],
    )
    discard(state, riichi=True)
    act(state, 1, {"type": "discard", "tile": "9s"})
    act(state, 2, {"type": "pon", "tiles": ["9s", "9s"]})
    assert not state.ippatsu[0]
    discard(state, hand(state, 2)[0])
    discard(state, riichi=True)  # seat 3 draws S and declares with it
    assert state.riichi[3] and not state.double_riichi[3]
    act(state, 0, TSUMO)
    assert "Ippatsu" not in yaku(last_result(state)) and "Double Riichi" in yaku(last_result(state))


def test_a_riichi_hand_discards_only_the_drawn_tile_RIICHI_R15():
    state = start([TANYAO, [], [], []], ["9m", "E", "E", "E", "S"], avoid=PINS)
    discard(state, riichi=True)
    tsumogiri(state, 3)
    assert legal(state, 0) == [{"type": "discard", "tile": "S", "tsumogiri": True}]


def test_closed_kan_in_riichi_only_with_the_drawn_tile_keeping_the_waits_RIICHI_R20():
    # 111m 234p 567p 789s 5s waits on 5s, and still after a kan of 1m.
    kan_ok = ["1m", "1m", "1m", "2p", "3p", "4p", "5p", "6p", "7p", "7s", "8s", "9s", "5s"]
    state = start([kan_ok, [], [], []], ["9m", "E", "E", "E", "1m"], avoid=MANS)
    discard(state, riichi=True)
    tsumogiri(state, 3)
    assert {"type": "ankan", "tile": "1m"} in legal(state, 0)
    # 2223m 456p 789p 123s waits on 1m, 3m, 4m; after a kan of 2m only on 3m: refused.
    kan_changes = ["2m", "2m", "2m", "3m", "4p", "5p", "6p", "7p", "8p", "9p", "1s", "2s", "3s"]
    state = start([kan_changes, [], [], []], ["9m", "E", "E", "E", "2m"], avoid=MANS)
    discard(state, riichi=True)
    tsumogiri(state, 3)
    assert "ankan" not in types(state, 0)
    # Four East held since before the riichi (okurikan): refused, though allowed before it.
    four_held = ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "E", "E"]
    state = start([four_held, [], [], []], ["9m", "S", "S", "S", "W"], avoid=MANS)
    assert {"type": "ankan", "tile": "E"} in legal(state, 0)
    discard(state, riichi=True)
    tsumogiri(state, 3)
    assert "ankan" not in types(state, 0)


# -- kans and dora -------------------------------------------------------------------------------


def kinds(events):
    return [event.kind for event in events]


def test_a_closed_kan_turns_its_dora_at_once_RIICHI_R22():
    state = start([["1m"] * 4, [], [], []], ["9p"], dead=["N", "W", None, None, None, "N", None, None, None, None, "2s"])
    events = act(state, 0, {"type": "ankan", "tile": "1m"})
    assert kinds(events) == ["call", "dora", "draw", "drawn"]
    assert find(events, "dora") == [{"indicator": "W"}]
    assert GAME.view(state, 2)["dora"] == ["N", "W"]
    assert hand(state, 0).count("2s") >= 1 and state.replacement


def test_an_open_kan_turns_its_dora_before_its_players_discard_RIICHI_R22():
    state = start(
        [["7p"], ["7p", "7p", "7p"], [], []],
        ["9m"],
        dead=["N", "W", None, None, None, "N", None, None, None, None, "S"],
        avoid=PINS,
    )
    act(state, 0, {"type": "discard", "tile": "7p"})
    events = act(state, 1, {"type": "kan"})
    assert "dora" not in kinds(events) and GAME.view(state, 0)["dora"] == ["N"]
    events = discard(state, "S")
    assert kinds(events)[:2] == ["dora", "discard"]
    assert GAME.view(state, 0)["dora"] == ["N", "W"]


def test_a_kan_after_an_open_kan_turns_the_earlier_dora_before_its_replacement_draw_RIICHI_R22():
    state = start(
        [["7p"], ["7p", "7p", "7p", "1s", "1s", "1s"], [], []],
        ["9m"],
        dead=["N", "W", "S", None, None, "N", None, None, None, None, "1s", "E"],
        avoid=[*PINS, "1s"],
    )
    act(state, 0, {"type": "discard", "tile": "7p"})
    act(state, 1, {"type": "kan"})
    events = act(state, 1, {"type": "ankan", "tile": "1s"})
    assert kinds(events) == ["call", "dora", "dora", "draw", "drawn"]
    assert [data["indicator"] for data in find(events, "dora")] == ["W", "S"]  # the open kan's, then the closed kan's


def test_a_rinshan_win_after_an_open_kan_does_not_count_its_dora_RIICHI_R22_RIICHI_R31():
    # After the kan seat 1 holds 234m 567s 22s 67m and draws 8m from the dead wall.
    hand_1 = ["7p", "7p", "7p", "2m", "3m", "4m", "5s", "6s", "7s", "2s", "2s", "6m", "7m"]
    state = start([["7p"], hand_1, [], []], ["9m"], dead=["N", "1m", None, None, None, "N", None, None, None, None, "8m"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "7p"})
    act(state, 1, {"type": "kan"})
    act(state, 1, TSUMO)
    result = last_result(state)
    assert "Rinshan Kaihou" in yaku(result)
    assert result["dora"] == ["N"] and result["wins"][0]["value"]["dora"] == 0  # 1m would make the 2m a dora


def test_chankan_keeps_ippatsu_RIICHI_R23():
    # Seat 1 pons 3p; seat 2 declares riichi; seat 1 adds the fourth 3p before seat 2's next
    # discard and seat 2 robs it.
    state = start(
        [["3p"], ["3p", "3p", "1s"], TANYAO, []],
        ["9m", "E", "S", "S", "3p"],
        avoid=PINS,
    )
    act(state, 0, {"type": "discard", "tile": "3p"})
    act(state, 2, PASS)  # tanyao pinfu is offered; seat 2 prefers riichi (furiten until its discard)
    act(state, 1, {"type": "pon", "tiles": ["3p", "3p"]})
    discard(state, "1s")
    discard(state, riichi=True)  # seat 2 draws E and declares; after the pon: no double riichi
    tsumogiri(state, 2)  # seats 3, 0
    act(state, 1, {"type": "kakan", "tile": "3p"})
    assert legal(state, 2) == [RON, PASS]
    act(state, 2, RON)
    result = last_result(state)
    assert sorted(yaku(result)) == ["Chankan", "Ippatsu", "Pinfu", "Riichi", "Tanyao"]
    assert result["wins"][0]["deltas"] == [0, -8000, 9000, 0]  # 5 han mangan + the deposit


def test_a_second_added_kan_in_a_row_gives_no_ippatsu_RIICHI_R23():
    # Seat 1 pons 3p and 6p; seat 2 (waiting on 3p only) declares riichi; seat 1 adds 6p, draws the
    # fourth 3p from the dead wall and adds it: seat 2 robs it, without ippatsu.
    state = start(
        [["3p", "6p"], ["3p", "3p", "6p", "6p", "1s", "9s"], list(PENCHAN), []],
        ["9m", "E", "E", "E", "S", "S", "S", "6p"],
        dead=["N", "W", None, None, None, "N", "W", None, None, None, "3p"],
        avoid=PINS,
    )
    act(state, 0, {"type": "discard", "tile": "3p"})  # seat 2 waits on it without a yaku: not asked
    act(state, 1, {"type": "pon", "tiles": ["3p", "3p"]})
    discard(state, "1s")
    tsumogiri(state, 2)  # seats 2, 3
    discard(state, "6p", claims=False)  # seat 0
    assert GAME.to_act(state) == {1}
    act(state, 1, {"type": "pon", "tiles": ["6p", "6p"]})
    discard(state, "9s")
    discard(state, riichi=True)  # seat 2 draws S
    tsumogiri(state, 2)  # seats 3, 0
    events = act(state, 1, {"type": "kakan", "tile": "6p"})
    assert state.phase is Phase.TURN and not state.ippatsu[2]  # nobody could rob it; the turn broke
    assert find(events, "draw")[-1]["replacement"]
    act(state, 1, {"type": "kakan", "tile": "3p"})
    act(state, 2, RON)
    result = last_result(state)
    assert sorted(yaku(result)) == ["Chankan", "Riichi"]
    # 2 han; 20 + 10 closed ron + 2 penchan = 32 → 40 fu: 40 x 2^4 x 4 = 2,560 → 2,600.
    assert result["wins"][0]["deltas"] == [0, -2600, 3600, 0]


# -- calls ---------------------------------------------------------------------------------------


def test_kuikae_after_chi_and_after_pon_RIICHI_R13():
    # Seat 1 chis 5m with 34m: it may discard neither 5m nor 2m.
    state = start([["5m"], ["2m", "3m", "4m", "5m", "9p"], [], []], ["E"], avoid=MANS)
    act(state, 0, {"type": "discard", "tile": "5m"})
    assert legal(state, 1) == [{"type": "chi", "tiles": ["3m", "4m"]}, PASS]
    act(state, 1, {"type": "chi", "tiles": ["3m", "4m"]})
    discards = [move["tile"] for move in legal(state, 1)]
    assert "9p" in discards and "2m" not in discards and "5m" not in discards
    assert "2m" in hand(state, 1) and "5m" in hand(state, 1)
    # Seat 2 pons 9s holding three: the third may not go at once.
    state = start([["9s"], [], ["9s", "9s", "9s"], []], ["E"], avoid=["7s", "8s", "9s"])
    act(state, 0, {"type": "discard", "tile": "9s"})
    assert legal(state, 2) == [{"type": "pon", "tiles": ["9s", "9s"]}, {"type": "kan"}, PASS]
    act(state, 2, {"type": "pon", "tiles": ["9s", "9s"]})
    assert "9s" in hand(state, 2) and all(move["tile"] != "9s" for move in legal(state, 2))


def test_no_call_on_the_discard_of_the_last_live_tile_RIICHI_R25():
    # Seat 1 draws the 66th and the 70th (last) tiles, both 9p; seat 2 holds two 9p.
    live = [None] * 65 + ["9p", None, None, None, "9p"]
    state = start([[], [], ["9p", "9p"], []], live, avoid=PINS, dead=["N", *["E"] * 4, "N"])
    while not (state.turn == 1 and len(state.live) == 4):
        discard(state)
    discard(state, claims=False)
    assert {"type": "pon", "tiles": ["9p", "9p"]} in legal(state, 2)
    pass_claims(state)
    while not (state.turn == 1 and not state.live):
        discard(state)
    discard(state, claims=False)
    assert state.phase is Phase.TURN and last_result(state)["kind"] == "exhaustive"


def test_open_tanyao_follows_the_kuitan_option_RIICHI_R10():
    # After chi 2p-3p-4p seat 1 holds 234m 567m 678s 5s: tanki on 5s, tanyao only if open is allowed.
    hand_1 = ["3p", "4p", "2m", "3m", "4m", "5m", "6m", "7m", "6s", "7s", "8s", "5s", "8p"]
    for kuitan, asked in (("off", False), ("on", True)):
        state = start([["2p"], hand_1, [], []], ["9m", "5s"], avoid=[*PINS, "5s"], options={"kuitan": kuitan})
        act(state, 0, {"type": "discard", "tile": "2p"})
        act(state, 1, {"type": "chi", "tiles": ["3p", "4p"]})
        discard(state, "8p")
        act(state, 2, {"type": "discard", "tile": "5s", "tsumogiri": True})
        assert (1 in GAME.to_act(state)) is asked
        if asked:
            act(state, 1, RON)
            pass_claims(state)
    # 1 han; 20 + 2 tanki = 22 → 30 fu (an open ron has no closed-ron fu): 30 x 2^3 x 4 = 960 → 1,000.
    assert yaku(last_result(state)) == ["Tanyao"] and last_result(state)["deltas"][1:3] == [1000, -1000]


def test_red_fives_count_only_with_the_option_RIICHI_R11():
    red_hand = ["2m", "3m", "4m", "5m", "6m", "7m", "4p", "5p", "6s", "7s", "8s", "5s", "5sr"]
    state = start([["3p"], red_hand, [], []], ["9m"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "3p"})
    act(state, 1, RON)
    value = last_result(state)["wins"][0]["value"]
    # tanyao, pinfu and the red five: 3 han 30 fu, 30 x 2^5 x 4 = 3,840 → 3,900.
    assert value["aka"] == 1 and last_result(state)["deltas"][:2] == [-3900, 3900]
    with pytest.raises(SetupError):
        GAME.start(4, {"red_fives": "off"}, 0, setup={"walls": [wall([["3p"], red_hand, [], []], ["9m"])]})
    state = start([["3p"], TANYAO, [], []], ["9m"], avoid=PINS, options={"red_fives": "off"})
    assert "5sr" not in str(GAME.view(state, 1)) and all(tile[-1] != "r" for tile in hand(state, 1))
    act(state, 0, {"type": "discard", "tile": "3p"})
    act(state, 1, RON)
    assert last_result(state)["wins"][0]["value"]["aka"] == 0 and last_result(state)["deltas"][:2] == [-2000, 2000]


def test_a_yaku_completed_by_the_winning_tile_is_enough_RIICHI_R12():
    # After chi 2m-3m-4m seat 1 holds 567p 678s PP 11s: waits on P (yakuhai) and 1s (no yaku).
    hand_1 = ["3m", "4m", "5p", "6p", "7p", "6s", "7s", "8s", "P", "P", "1s", "1s", "W"]
    state = start([["2m"], hand_1, [], []], ["9m", "P"], avoid=[*MANS, "P", "1s"])
    act(state, 0, {"type": "discard", "tile": "2m"})
    act(state, 1, {"type": "chi", "tiles": ["3m", "4m"]})
    discard(state, "W")
    act(state, 2, {"type": "discard", "tile": "P", "tsumogiri": True})
    assert legal(state, 1)[0] == RON
    act(state, 1, RON)
    # white dragon 1 han; 20 + 4 (an open honor triplet: a shanpon won by ron counts open) = 24 → 30 fu: 1,000.
    assert yaku(last_result(state)) == ["Yakuhai (haku)"] and last_result(state)["deltas"][1] == 1000


def test_a_kind_without_yaku_passed_blocks_the_other_wait_until_own_discard_RIICHI_R12_RIICHI_R24():
    hand_1 = ["3m", "4m", "5p", "6p", "7p", "6s", "7s", "8s", "P", "P", "1s", "1s", "W"]
    state = start([["2m", "P"], hand_1, [], []], ["9m", "1s", "E"], avoid=[*MANS, "P", "1s"])
    act(state, 0, {"type": "discard", "tile": "2m"})
    act(state, 1, {"type": "chi", "tiles": ["3m", "4m"]})
    discard(state, "W")
    act(state, 2, {"type": "discard", "tile": "1s", "tsumogiri": True})  # no yaku on 1s: only a pon is offered
    assert legal(state, 1) == [{"type": "pon", "tiles": ["1s", "1s"]}, PASS]
    pass_claims(state)
    tsumogiri(state)  # seat 3
    act(state, 0, {"type": "discard", "tile": "P"})
    assert legal(state, 1) == [{"type": "pon", "tiles": ["P", "P"]}, PASS]  # no ron until its own discard


# -- the last tile, rinshan, red fives, kokushi ----------------------------------------------------

# The other 3p and 6p wait in the dead wall (ura indicators and replacement tiles), so that nobody
# sees one before the end.
LAST_3P = ["N", None, None, None, None, "N", "3p", "3p", "3p", "6p", "6p", "6p", "6p"]


def play_to_the_last_tile(state, seat):
    while not (state.turn == seat and not state.live):
        discard(state)


def test_a_tsumo_on_the_last_tile_is_haitei_RIICHI_R31():
    state = start([[], TANYAO, [], []], [*[None] * 69, "3p"], dead=LAST_3P)
    play_to_the_last_tile(state, 1)
    act(state, 1, TSUMO)
    assert sorted(yaku(last_result(state))) == ["Haitei Raoyue", "Menzen Tsumo", "Pinfu", "Tanyao"]


def test_a_ron_on_the_last_discard_is_houtei_RIICHI_R31_RIICHI_R25():
    state = start([[], [], TANYAO, []], [*[None] * 69, "3p"], dead=LAST_3P)
    play_to_the_last_tile(state, 1)
    discard(state, claims=False)
    assert legal(state, 2) == [RON, PASS]  # a ron, never a call, on the last discard
    act(state, 2, RON)
    assert sorted(yaku(last_result(state))) == ["Houtei Raoyui", "Pinfu", "Tanyao"]


def test_a_replacement_tile_taken_with_the_last_live_tile_is_rinshan_not_haitei_RIICHI_R31_RIICHI_R22():
    # Seat 0 draws its fourth 9s as the 69th tile and makes a closed kan: the dead wall takes the
    # last live tile, and the replacement 3p wins.
    kan_hand = ["2m", "3m", "4m", "5m", "6m", "7m", "4p", "5p", "9s", "9s", "9s", "8s", "8s"]
    dead = [*LAST_3P[:10], "3p", "6p", "6p", "6p"]
    state = start([kan_hand, [], [], []], [*[None] * 68, "9s"], dead=dead, avoid=["9s"])
    while not (state.turn == 0 and len(state.live) == 1):
        discard(state)
    act(state, 0, {"type": "ankan", "tile": "9s"})
    assert not state.live and state.replacement
    act(state, 0, TSUMO)
    assert sorted(yaku(last_result(state))) == ["Menzen Tsumo", "Rinshan Kaihou"]


def test_ippatsu_and_rinshan_never_combine_RIICHI_R31_RIICHI_R21():
    # 111m 234p 567p 789s 5s: riichi, then the fourth 1m, a kan, and the 5s from the dead wall.
    kan_ok = ["1m", "1m", "1m", "2p", "3p", "4p", "5p", "6p", "7p", "7s", "8s", "9s", "5s"]
    state = start([kan_ok, [], [], []], ["9m", "E", "E", "E", "1m"], dead=[*DEAD_N, "5s"], avoid=MANS)
    discard(state, riichi=True)
    tsumogiri(state, 3)
    act(state, 0, {"type": "ankan", "tile": "1m"})
    act(state, 0, TSUMO)
    names = yaku(last_result(state))
    assert "Rinshan Kaihou" in names and "Ippatsu" not in names


def test_a_pon_names_the_red_five_it_uses_RIICHI_R11():
    state = start([["5p"], [], ["5p", "5pr"], []], ["9m"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "5p"})
    assert legal(state, 2) == [{"type": "pon", "tiles": ["5p", "5pr"]}, PASS]
    act(state, 2, {"type": "pon", "tiles": ["5p", "5pr"]})
    assert GAME.view(state, 1)["melds"][2] == [{"kind": "pon", "tiles": ["5pr", "5p", "5p"], "called": "5p", "from": 0}]


def test_kokushi_may_rob_an_added_kan_RIICHI_R31():
    kokushi = ["9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "C", "C"]  # waits on 1m
    state = start([["1m"], kokushi, ["1m", "1m"], []], ["2p", "2p", "2p", "2p", "1m"], dead=["8p", *[None] * 4, "8p"], avoid=["1m"])
    act(state, 0, {"type": "discard", "tile": "1m"})
    act(state, 1, PASS)  # furiten until its own discard
    act(state, 2, {"type": "pon", "tiles": ["1m", "1m"]})
    discard(state, hand(state, 2)[0])
    tsumogiri(state, 3)  # seats 3, 0, 1
    act(state, 2, {"type": "kakan", "tile": "1m"})
    assert legal(state, 1) == [RON, PASS]
    act(state, 1, RON)
    assert yaku(last_result(state)) == ["Kokushi Musou"]


def test_chiihou_needs_no_call_before_it_RIICHI_R31():
    # Seat 1's first draw completes its hand; a pon by seat 2 earlier in the go-around spoils chiihou.
    state = start([[], TANYAO, [], []], ["9m", "3p"], avoid=PINS)
    discard(state)
    act(state, 1, TSUMO)
    assert yaku(last_result(state)) == ["Chiihou"]
    state = start([["9s"], TANYAO, ["9s", "9s"], []], ["9m", "E", "S", "3p"], avoid=[*PINS, "9s"])
    discard(state, "9s", claims=False)
    act(state, 2, {"type": "pon", "tiles": ["9s", "9s"]})
    pass_claims(state)  # seat 1 could chi it
    discard(state, hand(state, 2)[0])
    tsumogiri(state, 2)  # seats 3, 0
    act(state, 1, TSUMO)
    assert sorted(yaku(last_result(state))) == ["Menzen Tsumo", "Pinfu", "Tanyao"]


def test_a_pon_beats_a_chi_and_a_ron_beats_both_RIICHI_R35_RIICHI_R29():
    # Seat 0's 3p: seat 1 may chi it (45p), seat 2 may pon it; seat 1 chis, seat 2 pons: the pon stands.
    state = start([["3p"], ["4p", "5p", "1s"], ["3p", "3p", "1s"], []], ["9m"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "3p"})
    act(state, 1, {"type": "chi", "tiles": ["4p", "5p"]})
    act(state, 2, {"type": "pon", "tiles": ["3p", "3p"]})
    assert state.turn == 2 and [meld.kind for meld in state.melds[2]] == ["pon"] and not state.melds[1]
    # Seat 0's 3p again: seat 3 may win on it and seat 2 may pon it; both answer: the ron stands.
    state = start([["3p"], [], ["3p", "3p", "1s"], TANYAO], ["9m"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "3p"})
    act(state, 2, {"type": "pon", "tiles": ["3p", "3p"]})
    act(state, 3, RON)
    assert last_result(state)["kind"] == "win" and last_result(state)["wins"][0]["seat"] == 3
