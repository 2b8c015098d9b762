"""Scenario tests of rules/ohseven.md, each citing the rules and examples it checks."""

from __future__ import annotations

import json

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.games.ohseven import GAME
from asobiba.games.ohseven.cards import BY_NAME, deck
from asobiba.games.ohseven.game import winning_index

from .helpers import bid, card, play, start

FOUR = ["S4 H1 C2 D3 S5 H6 C7", "H4 S1 C3 D4 H5 S6 D7", "D2 C1 S2 H2 D5 C5 S7", "C0 D0 H0 S0 C4 D1 H3"]
SEVEN = ["S3 H1 C2 D3 S5 H6 C7", "H3 S1 C3 D4 H5 S6 D7", "D1 C1 S2 H2 D5 C5 S7", "C0 D0 H0 S0 C4 D2 H4"]


def kinds(state, seat):
    return [move.to_json() for move in GAME.legal_moves(state, seat)]


def refused(state, seat, move, words):
    before = state.copy()
    with pytest.raises(IllegalMove) as error:
        play(state, seat, move)
    assert words in error.value.reason.en and error.value.reason.ja
    assert state == before


def test_seven_rounds_of_seven_tricks_with_one_or_two_decks_OH7_R1():
    state = GAME.start(4, None, 1)
    assert state.options["rounds"] == 7 and all(len(hand) == 7 for hand in state.hands)
    assert len(deck(4)) == 32 and len(deck(5)) == 64
    nine = GAME.start(9, None, 1)
    assert sum(len(hand) for hand in nine.hands) == 63


def test_bids_are_chosen_at_once_and_hidden_until_all_have_chosen_OH7_R2():
    state = start(FOUR)
    assert GAME.to_act(state) == {0, 1, 2, 3}
    play(state, 0, {"type": "bid", "card": "S4"})
    assert GAME.view(state, 1)["bid_placed"] == [True, False, False, False]
    assert "S4" not in json.dumps(GAME.view(state, 1))
    assert GAME.view(state, 0)["my_bid"] == "S4" and GAME.view(state, 1)["my_bid"] is None
    refused(state, 0, {"type": "bid", "card": "H1"}, "already bid")
    refused(state, 1, {"type": "bid", "card": "S4"}, "do not hold")


def test_bid_cards_return_to_hand_and_the_top_bid_sets_trump_and_leads_OH7_R3_OH7_R4_OH7_O7():
    state = start(FOUR)
    events = bid(state, "S4", "H4", "D2", "C0")  # OH7-O7: ♥4, ♠4, ♦2, ♣0 → sum 10, ♠4 on top
    assert [event.kind for event in events][-1] == "trump"
    assert state.trump == 3 and state.turn == 0 and state.phase.name == "PLAY"
    assert all(len(hand) == 7 for hand in state.hands) and GAME.view(state, 2)["bids"] == [4, 4, 2, 0]


def test_a_total_of_seven_forces_a_rebid_and_a_point_to_the_top_bidder_OH7_R5_OH7_R6_OH7_O8():
    state = start(FOUR)
    events = bid(state, "S5", "H4", "D2", "C0")  # 5 + 4 + 2 + 0 = 11: no rebid
    assert state.phase.name == "PLAY"
    state = start(SEVEN)
    events = bid(state, "S3", "H3", "D1", "C0")  # OH7-O8: ♠3, ♥3, ♦1, ♣0 → 7
    rebid = next(event.data for event in events if event.kind == "rebid")
    assert rebid["reason"] == "seven" and rebid["points"] == [0]
    assert state.totals == [1, 0, 0, 0] and state.phase.name == "BID" and GAME.to_act(state) == {0, 1, 2, 3}


def test_an_identical_top_bid_with_two_decks_forces_a_rebid_and_scores_both_OH7_R5_OH7_R6():
    hands = ["S7 H1 C2 D3 S5 H6 C7", "S7 S1 C3 D4 H5 S6 D7", "D2 C0 S2 H2 D5 C5 H7", "C0 D0 H0 S0 C1 D1 H3", "C4 D6 H4 S4 C6 D0 H0"]
    state = start(hands)
    events = bid(state, "S7", "S7", "C0", "C0", "D0")  # total 14, top ♠7 twice
    rebid = next(event.data for event in events if event.kind == "rebid")
    assert rebid["reason"] == "identical" and rebid["points"] == [0, 1]
    assert state.totals[:2] == [1, 1]


def test_rebid_cards_are_set_aside_or_may_not_be_bid_again_OH7_R7_OH7_R10():
    hands = SEVEN
    state = start(hands)
    bid(state, "S3", "H3", "D1", "C0")
    assert state.set_aside == [BY_NAME[name] for name in ("S3", "H3", "D1", "C0")]
    assert all(len(hand) == 6 for hand in state.hands)  # the round has 6 tricks now
    refused(state, 0, {"type": "bid", "card": "S3"}, "do not hold")
    state = start(hands, {"rebid_cards": "reuse_forbidden"})
    bid(state, "S3", "H3", "D1", "C0")
    assert all(len(hand) == 7 for hand in state.hands)
    assert {"type": "bid", "card": "S3"} not in kinds(state, 0)
    refused(state, 0, {"type": "bid", "card": "S3"}, "already bid this round")


def test_bidding_repeats_until_no_rebid_is_forced_OH7_R8():
    state = start(SEVEN)
    bid(state, "S3", "H3", "D1", "C0")
    bid(state, "H1", "S1", "S2", "H4")  # 1 + 1 + 2 + 4 = 8: the round is played with 6 cards
    assert state.phase.name == "PLAY" and len(state.revealed) == 2 and state.trump == 2


def test_out_of_cards_the_hands_are_dealt_again_keeping_points_OH7_R9():
    state = start(["S0 S1 S2 S3 S4 S5 S6", "H7 H6 H5 H4 H3 H2 H1"])
    for number in range(7):  # every bidding totals 7: seven rebids use up the hands
        events = bid(state, f"S{number}", f"H{7 - number}")
    assert [event.kind for event in events if event.kind in ("rebid", "redeal")] == ["rebid", "redeal"]
    assert state.totals == [3, 4]  # ♠4 ♠5 ♠6 topped three biddings, ♥7 ♥6 ♥5 ♥4 four: kept
    assert all(len(hand) == 7 for hand in state.hands) and state.set_aside == [] and state.phase.name == "BID"


def test_follow_suit_if_able_OH7_R11():
    state = start(FOUR)
    bid(state, "S4", "H4", "D2", "C0")
    card(state, 0, "C2")
    assert kinds(state, 1) == [{"type": "card", "card": "C3"}]
    refused(state, 1, {"type": "card", "card": "S6"}, "follow suit")
    card(state, 1, "C3")
    assert kinds(state, 2) == [{"type": "card", "card": "C1"}, {"type": "card", "card": "C5"}]


def test_highest_trump_wins_else_highest_of_the_suit_led_first_of_identical_cards_OH7_R12():
    cards = [BY_NAME[name] for name in ("H5", "H7", "S0", "H6")]
    assert winning_index(cards, 3) == 2  # a trump
    assert winning_index(cards, 1) == 1  # no trump: highest heart
    assert winning_index([BY_NAME[name] for name in ("D1", "S7", "S7", "D5")], 3) == 1  # first of two
    state = start(FOUR)
    bid(state, "S4", "H4", "D2", "C0")
    for seat, name in enumerate(("C2", "C3", "C5", "C0")):
        events = card(state, seat, name)
    assert events[-1].data["winner"] == 2 and state.turn == 2 and state.taken == [0, 0, 1, 0]


def test_round_score_exact_bid_plus_two_else_minus_the_difference_OH7_R13_OH7_O1_OH7_O2_OH7_O4():
    state = start(FOUR, {"rounds": 1})
    bid(state, "S4", "H4", "D2", "C0")
    while state.phase.name == "PLAY":
        seat = state.turn
        GAME.play(state, seat, GAME.legal_moves(state, seat)[0])
    result = state.results[0]
    for seat in range(4):
        bid_number, taken = [4, 4, 2, 0][seat], result["taken"][seat]
        assert result["scores"][seat] == (bid_number + 2 if taken == bid_number else -abs(taken - bid_number))
    assert sum(result["taken"]) == 7


def test_game_ends_after_the_rounds_and_ties_share_the_win_OH7_R14():
    state = start(FOUR, {"rounds": 1})
    bid(state, "S4", "H4", "D2", "C0")
    while state.phase.name == "PLAY":
        GAME.play(state, state.turn, GAME.legal_moves(state, state.turn)[0])
    outcome = GAME.outcome(state)
    assert outcome is not None and list(outcome.scores) == state.totals
    best = max(state.totals)
    assert set(outcome.winners) == {seat for seat, total in enumerate(state.totals) if total == best}
