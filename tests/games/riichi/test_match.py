"""Scenario tests of rules/riichi.md for the match: points, renchan and honba, the end of the
format and its extension, tobi, the all-last endings and the final results (RIICHI-R1, RIICHI-R2, RIICHI-R3,
RIICHI-R4, RIICHI-R5, RIICHI-R6, RIICHI-R7, RIICHI-R8).

As the task allows, a hand is placed later in the match by setting the round, the dealer, the
honba, the deposits and the scores on a started state (``start(..., at=...)`` in helpers.py),
then played to its end through the contract. Final results are also computed on scores set by
hand (``settle.final_results``)."""

from __future__ import annotations

import pytest

from asobiba.games.riichi import GAME, settle
from asobiba.games.riichi.moves import CONTINUE, YAME
from asobiba.games.riichi.state import Phase

from .helpers import (
    FOUR_HELD,
    NOTEN_A,
    NOTEN_C,
    NOTEN_D,
    NOTEN_E,
    RON,
    TANYAO,
    TANYAO_2,
    TENPAI_A,
    TENPAI_B,
    act,
    discard,
    last_result,
    pass_claims,
    run_out,
    start,
)

PINS = [*(f"{rank}p" for rank in range(1, 10)), "5pr"]
SOUTH_4 = {"wind": 1, "kyoku": 3}  # the last hand of East-South; seat 3 deals


def ron_hand(at, discarder, winners, options=None):
    """A hand in which ``discarder`` gives up 3p on its first turn and ``winners`` (TANYAO, then
    TANYAO_2) win on it: 2,000 each from a non-dealer, 2,900 for the dealer, + 300 per honba to
    the first winner."""
    hands = [[] for _ in range(4)]
    hands[discarder] = ["3p"]
    for seat, held in zip(winners, (TANYAO, TANYAO_2), strict=False):
        hands[seat] = held
    state = start(hands, ["E", "E", "E", "S"], avoid=PINS, at=at, options=options)
    while state.turn != discarder:
        discard(state)
    act(state, discarder, {"type": "discard", "tile": "3p"})
    for seat in winners:
        act(state, seat, RON)
    pass_claims(state)
    return state


def drawn_hand(at, tenpai=(), options=None):
    """A hand played to the exhaustive draw with exactly the seats ``tenpai`` in tenpai."""
    ready, noten = [TENPAI_A, TENPAI_B, FOUR_HELD], [NOTEN_C, NOTEN_D, NOTEN_E, NOTEN_A]
    hands = [ready.pop(0) if seat in tenpai else noten.pop(0) for seat in range(4)]
    state = start(hands, at=at, options=options)
    run_out(state)
    assert last_result(state)["kind"] == "exhaustive" and last_result(state)["tenpai"] == [seat in tenpai for seat in range(4)]
    return state


def over(state):
    return state.phase is Phase.OVER and GAME.outcome(state) is not None


# -- points and the deal -----------------------------------------------------------------------


def test_four_players_start_at_25000_with_every_tile_dealt_RIICHI_R1_RIICHI_R39():
    state = GAME.start(4)
    assert state.scores == [25000] * 4 and state.options["length"] == "east_south"
    assert (state.wind, state.kyoku, state.honba, state.deposits) == (0, 0, 0, 0)
    assert [len(hand) for hand in state.hands] == [14, 13, 13, 13]
    assert len(state.live) == 136 - 52 - 14 - 1 and len(state.dead) + len(state.rinshan) == 14


def test_a_non_dealer_win_passes_the_deal_and_clears_the_honba_RIICHI_R2():
    state = ron_hand({"honba": 2}, discarder=0, winners=[2])
    assert last_result(state)["deltas"] == [-2600, 0, 2600, 0]  # 2,000 + 2 x 300
    assert (state.wind, state.kyoku, state.honba) == (0, 1, 0)
    assert state.turn == 1 and state.phase is Phase.TURN  # seat 1 deals the next hand


def test_a_dealer_win_is_a_renchan_with_one_more_honba_RIICHI_R2():
    state = ron_hand({"honba": 2}, discarder=1, winners=[0])
    assert last_result(state)["deltas"] == [3500, -3500, 0, 0]  # 2,900 + 2 x 300
    assert (state.kyoku, state.honba) == (0, 3) and state.turn == 0


def test_the_deal_goes_round_into_the_south_round_RIICHI_R1_RIICHI_R2():
    state = ron_hand({"kyoku": 3}, discarder=0, winners=[2])
    assert (state.wind, state.kyoku) == (1, 0) and not over(state)


# -- the end of the format and the extension -------------------------------------------------


def test_nobody_at_30000_after_south_4_plays_on_into_west_RIICHI_R3():
    state = ron_hand({**SOUTH_4, "scores": [26000, 25000, 25000, 24000]}, discarder=3, winners=[0])
    assert state.scores == [28000, 25000, 25000, 22000]
    assert not over(state) and (state.wind, state.kyoku) == (2, 0)


def test_the_extension_ends_as_soon_as_someone_reaches_30000_RIICHI_R3():
    state = ron_hand({"wind": 2, "kyoku": 0, "scores": [29000, 25000, 28000, 18000]}, discarder=1, winners=[2])
    assert state.scores == [29000, 23000, 30000, 18000] and over(state)  # exactly 30,000 is enough


def test_deposits_on_the_table_do_not_count_toward_30000_in_the_extension_RIICHI_R3():
    state = drawn_hand({"wind": 2, "kyoku": 0, "deposits": 1, "scores": [29500, 25000, 24500, 20000]})
    assert state.deposits == 1 and not over(state)  # 29,500 + the 1,000 on the table would be 30,500
    assert (state.wind, state.kyoku) == (2, 1)


def test_the_extension_stops_at_the_end_of_the_west_round_RIICHI_R3_RIICHI_R5():
    state = drawn_hand({"wind": 2, "kyoku": 3, "scores": [29000, 25000, 24000, 22000]})
    assert over(state) and max(state.scores) < 30000


def test_east_only_ends_after_east_4_or_extends_into_south_RIICHI_R1_RIICHI_R3():
    options = {"length": "east_only"}
    state = ron_hand({"kyoku": 3, "scores": [30000, 25000, 25000, 20000]}, discarder=3, winners=[1], options=options)
    assert over(state)
    state = ron_hand({"kyoku": 3, "scores": [26000, 25000, 25000, 24000]}, discarder=3, winners=[1], options=options)
    assert not over(state) and (state.wind, state.kyoku) == (1, 0)
    state = drawn_hand({"wind": 1, "kyoku": 3, "scores": [29000, 25000, 24000, 22000]}, options=options)
    assert over(state)  # the extension ends with the South round


# -- tobi ---------------------------------------------------------------------------------------------


def test_a_score_below_zero_ends_the_match_at_once_RIICHI_R4():
    state = ron_hand({"scores": [1000, 33000, 33000, 33000]}, discarder=0, winners=[2])
    assert state.scores == [-1000, 33000, 35000, 33000] and over(state)
    assert GAME.outcome(state).ranks == (4, 2, 1, 3)
    assert state.final[0] == -31 - 20  # -1,000 → -31 in thousands, and the fourth place's uma


def test_exactly_zero_does_not_end_the_match_RIICHI_R4():
    state = ron_hand({"scores": [2000, 33000, 32000, 33000]}, discarder=0, winners=[2])
    assert state.scores[0] == 0 and not over(state)


# -- the all-last endings ----------------------------------------------------------------------


def test_the_dealer_winning_into_first_place_above_30000_ends_the_match_RIICHI_R5_RIICHI_R6():
    state = ron_hand({**SOUTH_4, "scores": [27000, 25000, 20000, 28000]}, discarder=0, winners=[3])
    assert state.scores == [24100, 25000, 20000, 30900] and over(state)
    # Places: seat 3, 1, 0, 2 (Tenhou since 2022: one decimal, not rounded, rules §7). Seat 1:
    # (25,000 - 30,000) / 1,000 + 10 = 5; seat 0: -5.9 - 10 = -15.9; seat 2: -10 - 20 = -30;
    # seat 3 takes the rest: 0.9 + 20 + 20 oka = 40.9.
    assert state.final == [-15.9, 5.0, -30.0, 40.9]
    assert GAME.outcome(state).scores == (-15.9, 5.0, -30.0, 40.9) and GAME.outcome(state).ranks == (3, 2, 4, 1)


def test_the_dealer_winning_but_not_first_plays_on_RIICHI_R5():
    state = ron_hand({**SOUTH_4, "scores": [32000, 25000, 15000, 28000]}, discarder=1, winners=[3])
    assert state.scores[3] == 30900 and not over(state)
    assert (state.kyoku, state.honba) == (3, 1)


def test_a_dealer_tied_for_first_ranks_below_an_earlier_seat_and_plays_on_RIICHI_R5_RIICHI_R8():
    state = ron_hand({**SOUTH_4, "scores": [30900, 24100, 17000, 28000]}, discarder=1, winners=[3])
    assert state.scores == [30900, 21200, 17000, 30900] and not over(state)


def test_a_noten_dealer_ends_the_match_when_someone_is_at_30000_RIICHI_R5():
    state = drawn_hand({**SOUTH_4, "scores": [31000, 25000, 20000, 24000]})
    assert over(state)


def test_a_tenpai_dealer_not_in_first_place_plays_on_RIICHI_R5():
    state = drawn_hand({**SOUTH_4, "scores": [33000, 25000, 20000, 22000]}, tenpai=[3])
    assert state.scores == [32000, 24000, 19000, 25000] and not over(state)
    assert (state.kyoku, state.honba) == (3, 1)


def test_a_non_dealer_win_ends_the_match_when_someone_is_at_30000_RIICHI_R5():
    state = ron_hand({**SOUTH_4, "scores": [22000, 31000, 25000, 22000]}, discarder=0, winners=[2])
    assert over(state)


def test_double_ron_with_the_dealer_below_30000_is_a_renchan_RIICHI_R5_RIICHI_R29():
    # Seat 1 discards; seats 2 (first, to 30,000) and 3 (the dealer, 24,900) win.
    state = ron_hand({**SOUTH_4, "scores": [25000, 25000, 28000, 22000]}, discarder=1, winners=[2, 3])
    assert state.scores == [25000, 20100, 30000, 24900] and not over(state)
    assert (state.kyoku, state.honba) == (3, 1)


def test_an_abortive_draw_in_the_last_hand_plays_on_RIICHI_R5_RIICHI_R28():
    nine = ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "2m", "3m", "4m", "5p"]
    state = start([[], [], [], nine], ["N"], at={**SOUTH_4, "scores": [31000, 25000, 20000, 24000]})
    act(state, 3, {"type": "kyuushu"})
    assert not over(state) and (state.kyoku, state.honba) == (3, 1)


# -- final results -------------------------------------------------------------------------------


def test_leftover_deposits_go_to_first_place_RIICHI_R8_RIICHI_R6():
    state = drawn_hand({**SOUTH_4, "deposits": 2, "scores": [31000, 25000, 22000, 20000]})
    assert over(state) and state.scores == [33000, 25000, 22000, 20000] and state.deposits == 0
    # Seat 1: -5 + 10 = 5; seat 2: -8 - 10 = -18; seat 3: -10 - 20 = -30; seat 0: 3 + 20 + 20 = 43.
    assert state.final == [43, 5, -18, -30] and sum(state.final) == 0


def results(scores, **options):
    state = GAME.start(len(scores), options)
    state.scores = list(scores)
    return settle.final_results(state)


def test_equal_points_rank_by_seat_order_from_the_first_dealer_RIICHI_R8_RIICHI_R6():
    # Everyone at 25,000 (-5): uma +20 +10 -10 -20 in seat order, +20 oka to seat 0.
    assert results([25000] * 4) == [35, 5, -15, -25]
    state = GAME.start(4)
    state.scores = [20000, 30000, 20000, 30000]
    assert settle.ranking(state) == [1, 3, 0, 2]


@pytest.mark.parametrize(
    ("settlement", "expected"),
    [
        # 28,500: -1.5 + 10; 16,400: -13.6 - 10; 13,600: -16.4 - 20; first place the rest (its oka).
        ("tenhou", [51.5, 8.5, -23.6, -36.4]),
        # Rounded to thousands: 28,500 → 29,000 (-1), 16,400 → 16,000 (-14), 13,600 → 14,000 (-16).
        ("tenhou_rounded", [51, 9, -24, -36]),
    ],
)
def test_final_results_are_unrounded_by_default_or_rounded_to_thousands_RIICHI_R6_RIICHI_R7(settlement, expected):
    assert results([41500, 28500, 16400, 13600], settlement=settlement) == expected


def test_rounded_results_take_500_away_from_zero_RIICHI_R7_RIICHI_R4():
    # Rules §7: 21,500 → 22,000 (-8) and -1,500 → -2,000 (-32), as every x,500 of Tenhou's logs.
    assert results([50000, 30000, 21500, -1500], settlement="tenhou_rounded") == [60, 10, -18, -52]
    assert results([50000, 30000, 21500, -7500], settlement="tenhou_2009") == [66, 10, -18, -58]  # -7,500 → -8,000


def test_a_real_2023_tonpuu_settles_as_tenhou_does_today_RIICHI_R6_RIICHI_R7():
    # A four-player East-only Houou game of 2023 (log 2023012721gm-00e1-0000-72b6b9d6) ended
    # 22,100 / 30,200 / 40,300 / 7,400 and Tenhou gave -17.9 / +10.2 / +50.3 / -42.6: uma +20/+10
    # in East only too, one decimal (rules §7).
    assert results([22100, 30200, 40300, 7400], length="east_only") == [-17.9, 10.2, 50.3, -42.6]


def test_east_only_uma_is_20_10_and_10_5_in_the_2009_rule_set_RIICHI_R1_RIICHI_R6():
    # -5 each: +20 +10 -10 -20 (+10 +5 -5 -10 before August 2009), and +20 oka.
    assert results([25000] * 4, length="east_only") == [35, 5, -15, -25]
    assert results([25000] * 4, length="east_only", settlement="tenhou_2009") == [25, 0, -10, -15]


@pytest.mark.parametrize(("priority", "ends"), [(None, False), ("on", False), ("off", True)])
def test_a_dealer_renchan_in_the_extension_goes_on_unless_the_option_says_RIICHI_R5_RIICHI_R3(priority, ends):
    # West 1: the dealer and seat 1 tenpai, 1,500 each from seats 2 and 3; seat 1 reaches 30,500.
    # Tenhou lets the dealer's renchan go first (rules §7): the default.
    at = {"wind": 2, "kyoku": 0, "scores": [26000, 29000, 23000, 22000]}
    options = {} if priority is None else {"renchan_priority_in_extension": priority}
    state = drawn_hand(at, tenpai=[0, 1], options=options)
    assert state.scores == [27500, 30500, 21500, 20500]
    assert over(state) is ends
    if not ends:
        assert (state.wind, state.kyoku, state.honba) == (2, 0, 1)


def test_in_the_west_extension_a_tenpai_dealer_keeps_the_deal_while_nobody_has_30000_RIICHI_R3_RIICHI_R5():
    state = drawn_hand({"wind": 2, "kyoku": 1, "scores": [27000, 25000, 26000, 22000]}, tenpai=[1])
    assert state.scores == [26000, 28000, 25000, 21000] and not over(state)
    assert state.phase is Phase.TURN and (state.wind, state.kyoku, state.honba) == (2, 1, 1)


def test_in_the_west_extension_a_tenpai_dealer_reaching_first_at_30000_chooses_RIICHI_R3_RIICHI_R5():
    state = drawn_hand({"wind": 2, "kyoku": 1, "scores": [27000, 28000, 26000, 19000]}, tenpai=[1])
    assert state.scores == [26000, 31000, 25000, 18000] and not over(state)  # his renchan goes first (rules §7)
    assert state.phase is Phase.YAME and GAME.legal_moves(state, 1) == [CONTINUE, YAME]  # he may stop there


# -- tenpai-yame (rules §7) ------------------------------------------------------------------------


def yame_hand(options=None):
    """South 4: the dealer (seat 3) alone tenpai, 3,000 from the others: 32,000, first."""
    return drawn_hand({**SOUTH_4, "scores": [26000, 25000, 20000, 29000]}, tenpai=[3], options=options)


def test_a_tenpai_dealer_first_at_30000_chooses_to_end_the_match_or_play_on_RIICHI_R5():
    state = yame_hand()
    assert state.scores == [25000, 24000, 19000, 32000] and state.phase is Phase.YAME
    assert GAME.to_act(state) == {3} and GAME.legal_moves(state, 3) == [CONTINUE, YAME]
    assert all(GAME.legal_moves(state, seat) == [] for seat in range(3))
    assert GAME.outcome(state) is None
    events = GAME.play(state, 3, YAME)
    assert over(state) and [event.kind for event in events] == ["match_end"]
    assert state.final == [-5.0 + 10, -6.0 - 10, -11.0 - 20, 42.0] and GAME.outcome(state).ranks == (2, 3, 4, 1)


def test_a_tenpai_dealer_who_plays_on_keeps_the_deal_RIICHI_R5_RIICHI_R2():
    state = yame_hand()
    GAME.play(state, 3, CONTINUE)
    assert not over(state) and state.phase is Phase.TURN and state.turn == 3
    assert (state.wind, state.kyoku, state.honba) == (1, 3, 1) and len(state.results) == 1


def test_a_person_who_lets_the_tenpai_yame_question_pass_plays_on_RIICHI_R5():
    state = yame_hand()
    assert GAME.timed_default(state, 3) == CONTINUE and GAME.timed_default(state, 0) is None


def test_tenpai_yame_is_asked_only_in_a_hand_that_may_end_the_match_RIICHI_R5():
    state = drawn_hand({"wind": 1, "kyoku": 2, "scores": [26000, 25000, 29000, 20000]}, tenpai=[2])
    assert state.scores[2] == 32000 and state.phase is Phase.TURN and (state.kyoku, state.honba) == (2, 1)
