"""Scenario tests of rules/daifugo.md §2, the standard rules (DAIFUGO-R1 … R11)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import IllegalMove, SetupError
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import name
from asobiba.games.daifugo.deal import class_of, new_game

from .helpers import can_play, find, give, kinds, legal, pass_, play, start


def test_the_whole_deck_is_dealt_from_the_daifugo_on_DAIFUGO_R1():
    # 53 cards to 5 players: 11, 11, 11, 10, 10, the extra cards to the first seats from the Daifugō.
    state = GAME.start(5, {"games": 2}, seed=3)
    assert sorted(len(hand) for hand in state.hands) == [10, 10, 11, 11, 11]
    state.game, state.places = 1, [3, 1, 2, 5, 4]
    new_game(state, [])
    # Seats 1, 2, 3 were dealt 11 and seats 4, 0 ten; then the Daihinmin (seat 3) gave the
    # Daifugō (seat 1) two cards and the Hinmin (seat 4) gave the Fugō (seat 2) one.
    assert [len(hand) for hand in state.hands] == [10, 13, 12, 9, 9]


def test_a_setup_deal_must_hold_distinct_cards_DAIFUGO_R1():
    with pytest.raises(SetupError):
        GAME.start(3, None, 0, setup={"deals": [[["S3"], ["S3"], ["H4"]]]})
    with pytest.raises(SetupError):
        GAME.start(3, None, 0, setup={"deals": [[["S3"], ["X9"], ["H4"]]]})


def test_strength_runs_from_3_to_2_DAIFUGO_R2():
    state = start([["D3", "S2"], ["HA", "C4"], ["S5", "H6"]])
    play(state, 0, "D3")
    assert can_play(state, 1, "C4") and can_play(state, 1, "HA")
    play(state, 1, "HA")
    assert not can_play(state, 2, "S5")
    pass_(state, 2)
    assert can_play(state, 0, "S2")  # a 2 beats an ace


def test_a_lone_joker_beats_every_card_even_in_a_revolution_DAIFUGO_R3():
    hands = [["D3", "S7", "H7", "D7", "C7", "S9"], ["S2", "H5"], ["JK", "D6", "C6"]]
    state = start(hands)
    play(state, 0, "S7", "H7", "D7", "C7")  # a revolution
    assert state.revolution
    pass_(state, 1)
    pass_(state, 2)
    play(state, 0, "S9")
    assert not can_play(state, 1, "S2")  # in a revolution a 2 is the weakest
    play(state, 1, "H5")
    assert can_play(state, 2, "JK")


def test_a_joker_stands_for_any_card_in_a_multiple_DAIFUGO_R3():
    state = start([["D3", "S9", "JK"], ["H4", "C4"], ["S5"]])
    assert can_play(state, 0, "S9", "JK")
    assert can_play(state, 0, "D3", "JK")


def test_plays_are_singles_multiples_and_sequences_in_one_suit_DAIFUGO_R4():
    state = start([["D3", "D4", "D5", "SK", "SA", "S2", "H2", "C3"], ["H9"], ["C9"]])
    assert can_play(state, 0, "D3", "D4", "D5")
    assert can_play(state, 0, "SK", "SA", "S2")  # K-A-2 is consecutive
    assert can_play(state, 0, "S2", "H2")
    assert not can_play(state, 0, "D3", "C3", "D4")
    assert not any(move["cards"] == ["C3", "S2", "H2"] for move in legal(state, 0) if move["type"] == "play")
    with pytest.raises(IllegalMove) as refused:
        play(state, 0, "D3", "D5")
    assert "not a play" in refused.value.reason.en


def test_the_jokers_places_may_be_named_in_any_order_DAIFUGO_R3():
    # The two Jokers are alike, so the places they stand for are a set: either order is the same play.
    hands = [["D3", "S4", "JK", "JK2"], ["H9"], ["C9"]]
    state = start(hands, {"jokers": "two"})
    events = play(state, 0, "S4", "JK", "JK2", stand=[["S", "6"], ["S", "5"]])
    assert find(events, "play")[0]["as"] == [["S", "5"], ["S", "6"]]
    assert GAME.parse_move({"type": "play", "cards": ["JK2", "S4", "JK"], "as": [["S", "6"], ["S", "5"]]}) == GAME.parse_move(
        {"type": "play", "cards": ["S4", "JK", "JK2"], "as": [["S", "5"], ["S", "6"]]}
    )


def test_a_joker_named_where_it_cannot_stand_is_refused_with_its_places_DAIFUGO_R3():
    state = start([["D3", "S4", "S5", "JK"], ["H9"], ["C9"]])
    with pytest.raises(IllegalMove) as refused:
        play(state, 0, "S4", "S5", "JK", stand=[["S", "9"]])
    assert "cannot stand there" in refused.value.reason.en and "['S', '3']" in refused.value.reason.en


def test_a_play_follows_with_as_many_cards_and_stronger_DAIFUGO_R5():
    state = start([["D3", "D4", "S9", "H9"], ["S5", "H5", "S10", "H10"], ["C6"]])
    play(state, 0, "D3")
    assert not can_play(state, 1, "S5", "H5")  # a pair cannot follow a single
    play(state, 1, "S10")
    with pytest.raises(IllegalMove) as refused:
        play(state, 2, "C6")
    assert "does not beat" in refused.value.reason.en


def test_sequences_beat_by_their_lowest_card_by_default_DAIFUGO_R5():
    state = start([["D3", "D4", "D5", "C9"], ["H4", "H5", "H6", "S7", "S8", "S9"], ["C2"]])
    play(state, 0, "D3", "D4", "D5")
    assert can_play(state, 1, "H4", "H5", "H6")  # sequence_beat=higher: 4 is above 3
    state = start([["D3", "D4", "D5", "C9"], ["H4", "H5", "H6", "S7", "S8", "S9"], ["C2"]], {"sequence_beat": "no_overlap"})
    play(state, 0, "D3", "D4", "D5")
    assert not can_play(state, 1, "H4", "H5", "H6")
    assert can_play(state, 1, "S7", "S8", "S9")


def test_a_player_who_passed_sits_out_until_the_flush_DAIFUGO_R6():
    state = start([["D3", "S9"], ["H4", "HK"], ["C5", "C6"]])
    play(state, 0, "D3")
    pass_(state, 1)
    play(state, 2, "C5")
    assert state.turn == 0  # seat 1 passed: the turn skips it
    assert GAME.legal_moves(state, 1) == []


def test_the_last_player_leads_when_the_others_pass_DAIFUGO_R7():
    state = start([["D3", "S9"], ["H4", "HK"], ["C5", "C6"]])
    play(state, 0, "S9")
    pass_(state, 1)
    events = pass_(state, 2)
    assert find(events, "flush") == [{"leader": 0}]
    assert state.table is None and state.turn == 0


def test_when_the_last_player_went_out_the_next_player_leads_DAIFUGO_R7():
    state = start([["D3"], ["H4", "HK"], ["C5", "C6"], ["S7", "S8"]])
    play(state, 0, "D3")  # seat 0 goes out
    pass_(state, 1)
    pass_(state, 2)
    events = pass_(state, 3)
    assert find(events, "flush") == [{"leader": 1}]


def test_the_diamond_3_leads_the_first_game_and_the_daihinmin_the_next_DAIFUGO_R8():
    state = start([["S3", "S9"], ["D3", "HK"], ["C5", "C6"]])
    assert state.turn == 1
    hands = [["S3", "S4", "S9"], ["D3", "HK", "H5"], ["C5", "C6", "C7"]]
    state = start(hands, places=[1, 2, 3])
    give(state, 0, *[name(c) for c in state.hands[0][:2]])
    assert state.turn == 2  # the Daihinmin leads (first_lead=lowest_class)
    state = start(hands, {"first_lead": "diamond_3"}, places=[1, 2, 3])
    give(state, 0, *[name(c) for c in state.hands[0][:2]])
    assert state.turn == 1  # first_lead=diamond_3: seat 1 holds it


def test_the_first_lead_may_be_made_to_include_the_diamond_3_DAIFUGO_R8():
    state = start([["D3", "S9"], ["H4", "HK"], ["C5", "C6"]], {"first_lead_must_include": "on"})
    assert [move["cards"] for move in legal(state, 0) if move["type"] == "play"] == [["D3"]]
    state = start([["D3", "S9"], ["H4", "HK"], ["C5", "C6"]])
    assert can_play(state, 0, "S9")


def test_the_diamond_3_holder_may_not_pass_a_first_lead_that_must_include_it_DAIFUGO_R8():
    # rules/daifugo.md §5.1: the ♦3 is owed, so R6's "may pass" yields to it.
    state = start([["D3", "S9"], ["H4", "HK"], ["C5", "C6"]], {"first_lead_must_include": "on"})
    assert {"type": "pass"} not in legal(state, 0)
    with pytest.raises(IllegalMove) as refused:
        pass_(state, 0)
    assert "may not pass" in refused.value.reason.en and state.turn == 0
    play(state, 0, "D3")
    assert {"type": "pass"} in legal(state, 1)
    state = start([["D3", "S9"], ["H4", "HK"], ["C5", "C6"]])
    assert {"type": "pass"} in legal(state, 0)  # without the option the leader may pass (DAIFUGO-R6)


def test_places_follow_the_order_of_going_out_DAIFUGO_R9():
    state = start([["D3"], ["H4", "HK"], ["C5", "C6"], ["S7", "S9"]], {"games": 1})
    play(state, 0, "D3")
    play(state, 1, "HK")
    pass_(state, 2)
    pass_(state, 3)
    play(state, 1, "H4")  # seat 1 out second
    play(state, 2, "C6")
    play(state, 3, "S9")
    pass_(state, 2)
    events = play(state, 3, "S7")  # seat 3 out third: seat 2 holds the last card
    result = find(events, "game_end")[0]
    assert result["places"] == [1, 2, 4, 3]
    assert result["classes"] == ["daifugo", "fugo", "daihinmin", "hinmin"]
    assert [class_of(place, 3) for place in (1, 2, 3)] == ["daifugo", "heimin", "daihinmin"]
    assert [class_of(place, 5) for place in (1, 2, 3, 4, 5)] == ["daifugo", "fugo", "heimin", "hinmin", "daihinmin"]


def test_the_lower_classes_give_their_strongest_cards_DAIFUGO_R10():
    hands = [["S3", "S4", "S9"], ["D3", "HK", "H5"], ["C5", "JK", "C7"], ["C8", "C9", "D2"]]
    state = start(hands, places=[1, 2, 4, 3])  # seat 2 Daihinmin gives 2 to seat 0, seat 3 gives 1 to seat 1
    assert state.phase.name == "EXCHANGE" and GAME.to_act(state) == {0, 1}
    assert "JK" in [name(c) for c in state.hands[0]] and "C7" in [name(c) for c in state.hands[0]]
    assert "D2" in [name(c) for c in state.hands[1]]
    give(state, 0, "S3", "S4")
    give(state, 1, "H5")
    assert state.phase.name == "PLAY"
    assert sorted(name(c) for c in state.hands[2]) == sorted(["C5", "S3", "S4"])
    assert sorted(name(c) for c in state.hands[3]) == sorted(["C8", "C9", "H5"])


def test_a_match_scores_players_minus_place_plus_one_each_game_DAIFUGO_R11():
    state = start([["D3"], ["H4", "HK"], ["C5", "C6"]], {"games": 1})
    play(state, 0, "D3")
    play(state, 1, "HK")
    pass_(state, 2)
    events = play(state, 1, "H4")
    assert "match_end" in kinds(events)
    assert state.points == [3, 2, 1]
    assert GAME.outcome(state).ranks == (1, 2, 3)
