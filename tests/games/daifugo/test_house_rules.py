"""Scenario tests of rules/daifugo.md §3, the house rules (DAIFUGO-R12 … R24)."""

from __future__ import annotations

from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import name

from .helpers import can_play, find, give, kinds, legal, pass_, play, start


def names(cards: list[int]) -> list[str]:
    return [name(c) for c in cards]


def test_four_of_a_kind_makes_a_revolution_and_another_undoes_it_DAIFUGO_R12():
    hands = [["D3", "S9", "H9", "D9", "C9", "S4"], ["S5", "H5", "D5", "C5", "H6"], ["SA", "S2"]]
    state = start(hands)
    events = play(state, 0, "S9", "H9", "D9", "C9")
    assert find(events, "revolution") == [{"on": True}] and state.revolution
    events = play(state, 1, "S5", "H5", "D5", "C5")  # in the revolution 5s beat 9s; a second revolution undoes it
    assert find(events, "revolution") == [{"on": False}] and not state.revolution
    state = start(hands, {"revolution": "off"})
    play(state, 0, "S9", "H9", "D9", "C9")
    assert not state.revolution and not can_play(state, 1, "S5", "H5", "D5", "C5")


def test_a_sequence_of_five_makes_a_revolution_under_four_or_sequence5_DAIFUGO_R12():
    hands = [["D3", "D4", "D5", "D6", "D7", "S9"], ["H5"], ["C6"]]
    state = start(hands, {"revolution": "four_or_sequence5"})
    play(state, 0, "D3", "D4", "D5", "D6", "D7")
    assert state.revolution
    state = start(hands)
    play(state, 0, "D3", "D4", "D5", "D6", "D7")
    assert not state.revolution


def test_an_eight_flushes_the_trick_and_its_player_leads_DAIFUGO_R13():
    state = start([["D3", "S8", "S9"], ["H4", "HK"], ["C5", "C6"]])
    play(state, 0, "D3")
    play(state, 1, "H4")
    play(state, 2, "C5")
    events = play(state, 0, "S8")
    assert find(events, "cut") == [{"seat": 0, "why": "eight"}]
    assert state.table is None and state.turn == 0


def test_eight_cut_plain_leaves_sequences_alone_and_any_play_cuts_them_DAIFUGO_R13():
    hands = [["D3", "D6", "D7", "D8", "S9"], ["H4", "HK"], ["C5", "C6"]]
    state = start(hands)
    play(state, 0, "D6", "D7", "D8")
    assert state.table is not None and state.turn == 1
    state = start(hands, {"eight_cut": "any_play"})
    play(state, 0, "D6", "D7", "D8")
    assert state.table is None and state.turn == 0
    state = start([["D3", "D6", "D7", "JK"], ["H4", "HK"], ["C5", "C6"]], {"eight_cut": "any_play"})
    play(state, 0, "D6", "D7", "JK", stand=[["D", "8"]])
    assert state.table is not None  # a Joker standing for an 8 does not cut (joker_takes_effect=off)


def test_the_same_suits_twice_lock_the_trick_DAIFUGO_R14():
    hands = [["D3", "D9", "S4"], ["D5", "H6", "DK"], ["D7", "H8", "DQ", "HJ"]]
    state = start(hands, {"shibari": "on", "eight_cut": "off"})
    play(state, 0, "D3")
    events = play(state, 1, "D5")
    assert find(events, "lock") == [{"suits": [2]}]
    assert not can_play(state, 2, "H8") and can_play(state, 2, "D7")
    play(state, 2, "D7")
    assert not can_play(state, 0, "S4") and can_play(state, 0, "D9")
    state = start(hands, {"eight_cut": "off"})
    play(state, 0, "D3")
    play(state, 1, "D5")
    assert can_play(state, 2, "H8")  # shibari off by default


def test_a_lone_joker_ends_the_lock_DAIFUGO_R14():
    state = start([["D3", "D9", "S4"], ["D5", "H6", "JK"], ["D7", "H8", "DQ", "HJ"]], {"shibari": "on"})
    play(state, 0, "D3")
    play(state, 1, "D5")
    assert state.lock
    pass_(state, 2)
    play(state, 0, "D9")
    events = play(state, 1, "JK")
    assert find(events, "lock") == [{"suits": []}] and not state.lock


def test_a_spade_3_beats_a_lone_joker_and_flushes_DAIFUGO_R15():
    hands = [["D3", "S9"], ["JK", "H6"], ["S3", "C4"]]
    state = start(hands, {"spade_3": "on"})
    play(state, 0, "S9")
    play(state, 1, "JK")
    assert can_play(state, 2, "S3") and not can_play(state, 2, "C4")
    events = play(state, 2, "S3")
    assert find(events, "cut") == [{"seat": 2, "why": "spade_3"}] and state.turn == 2
    state = start(hands)
    play(state, 0, "S9")
    play(state, 1, "JK")
    assert not can_play(state, 2, "S3")


def test_a_jack_reverses_strength_until_the_flush_DAIFUGO_R16():
    hands = [["D3", "SJ", "S4"], ["D5", "H10", "HQ"], ["D7", "C9", "S6"]]
    state = start(hands, {"eleven_back": "on"})
    play(state, 0, "D3")
    play(state, 1, "D5")
    events = play(state, 2, "D7")
    events = play(state, 0, "SJ")
    assert find(events, "eleven_back") == [{"on": True}]
    assert can_play(state, 1, "H10") and not can_play(state, 1, "HQ")
    play(state, 1, "H10")
    play(state, 2, "C9")
    pass_(state, 0)
    pass_(state, 1)
    assert state.table is None and not state.eleven_back  # flushed: strength as before


def test_a_five_skips_the_next_player_DAIFUGO_R17():
    state = start([["D3", "S5", "S9"], ["H4", "HK"], ["C6", "C7"], ["S7", "S10"]], {"five_skip": "on"})
    events = play(state, 0, "S5")
    assert find(events, "skip") == [{"seats": [1]}] and state.turn == 2


def test_a_five_skip_that_wraps_round_ends_the_trick_DAIFUGO_R17():
    # Two 5s at three players skip both others and come back round to the player (rules/daifugo.md §5.7).
    state = start([["D3", "S5", "H5", "S9"], ["H4", "HK"], ["C6", "C8"]], {"five_skip": "on"})
    events = play(state, 0, "S5", "H5")
    assert "flush" in kinds(events) and state.turn == 0 and state.table is None


def test_a_five_skip_by_a_player_going_out_never_gives_the_turn_to_a_skipped_seat_DAIFUGO_R17():
    # rules/daifugo.md §5.7: going out on two 5s at three players skips both others, which is
    # round to the player's empty seat: the trick ends, nobody is reported skipped, and the next
    # player holding cards leads (DAIFUGO-R7).
    state = start([["D3", "S5", "H5"], ["H4", "HK"], ["C6", "C8"]], {"five_skip": "on"})
    play(state, 0, "D3")
    pass_(state, 1)
    pass_(state, 2)
    events = play(state, 0, "S5", "H5")
    assert find(events, "out")[0]["seat"] == 0
    assert not find(events, "skip") and find(events, "flush") == [{"leader": 1}] and state.turn == 1


def test_a_five_skip_out_counts_only_the_players_still_able_to_act_DAIFUGO_R17():
    # Seats 1 and 3 passed (the pass lock): seat 0 goes out on a 5, whose one skip falls on seat 2,
    # the only player still able to act, and comes round: the trick ends and seat 1 leads.
    state = start([["D3", "S5"], ["H4", "HK"], ["C4", "C8"], ["S6", "S7"]], {"five_skip": "on"})
    play(state, 0, "D3")
    pass_(state, 1)
    play(state, 2, "C4")
    pass_(state, 3)
    events = play(state, 0, "S5")
    assert not find(events, "skip") and find(events, "flush") == [{"leader": 1}] and state.turn == 1
    # Leading the 5 to go out, with three players able: the skip falls on seat 1 and seat 2 plays.
    state = start([["D3", "S5"], ["H4", "HK"], ["C4", "C8"], ["S6", "S7"]], {"five_skip": "on"})
    play(state, 0, "D3")
    for seat in (1, 2, 3):
        pass_(state, seat)
    events = play(state, 0, "S5")
    assert find(events, "skip") == [{"seats": [1]}] and state.turn == 2


def test_a_six_reverses_the_direction_of_play_DAIFUGO_R18():
    state = start([["D3", "S6", "S9"], ["H4", "HK"], ["C7", "C8"], ["S7", "S10"]], {"six_reverse": "on"})
    events = play(state, 0, "S6")
    assert find(events, "reverse") == [{"direction": -1}] and state.turn == 3


def test_sevens_give_as_many_cards_to_the_next_player_DAIFUGO_R19():
    state = start([["D3", "S7", "H7", "S9", "C10"], ["H4", "HK"], ["C5", "C6"]], {"seven_pass": "on"})
    events = play(state, 0, "S7", "H7")
    assert find(events, "seven_pass") == [{"seat": 0, "to": 1, "count": 2}]
    assert state.phase.name == "GIVE" and state.turn == 0
    assert all(len(move["cards"]) == 2 for move in legal(state, 0))
    events = give(state, 0, "D3", "C10")
    assert find(events, "gave") == [{"from": 0, "to": 1, "count": 2, "left": 1}]
    assert names(state.hands[1]) == ["D3", "H4", "C10", "HK"] and state.turn == 1


def test_a_joker_standing_for_a_seven_gives_nothing_DAIFUGO_R19():
    state = start([["D3", "S7", "JK", "S9"], ["H4", "HK"], ["C5", "C6"]], {"seven_pass": "on"})
    events = play(state, 0, "S7", "JK")
    assert find(events, "seven_pass") == [{"seat": 0, "to": 1, "count": 1}]


def test_a_joker_standing_for_a_seven_gives_a_card_when_it_takes_effect_DAIFUGO_R19_DAIFUGO_R29():
    # rules/daifugo.md §5.7: R29 wins, so ♦7 and a Joker as ♥7 give two cards.
    hands = [["D3", "D7", "JK", "S9", "C10"], ["H4", "HK"], ["C5", "C6"]]
    state = start(hands, {"seven_pass": "on", "joker_takes_effect": "on"})
    events = play(state, 0, "D7", "JK")
    assert find(events, "seven_pass") == [{"seat": 0, "to": 1, "count": 2}]
    state = start(hands, {"seven_pass": "on", "joker_takes_effect": "on", "joker_suit": "declared"})
    events = play(state, 0, "D7", "JK", stand=[["H", "7"]])
    assert find(events, "seven_pass") == [{"seat": 0, "to": 1, "count": 2}]


def test_the_daifugo_falls_when_another_goes_out_first_DAIFUGO_R20():
    hands = [["S4", "S9", "SK"], ["DA"], ["C5", "C6", "C10"], ["H5", "H6", "H7", "H8"]]
    state = start(hands, {"miyako_ochi": "on"}, places=[1, 2, 3, 4])
    give(state, 0, "S4", "S9")  # the Daifugō keeps SK and the tribute H7 H8
    give(state, 1, "C10")  # the Fugō returns the card it received
    assert state.turn == 3
    play(state, 3, "S4")
    pass_(state, 0)
    events = play(state, 1, "DA")  # out first, before the Daifugō
    assert find(events, "fallen") == [{"seat": 0, "cards": ["H7", "H8", "SK"]}]
    assert state.hands[0] == [] and state.fallen == 0
    while GAME.outcome(state) is None:
        seat = state.turn
        events = GAME.play(state, seat, GAME.legal_moves(state, seat)[0])
    assert state.results[-1]["places"][0] == 4 and state.results[-1]["places"][1] == 1


def test_a_foul_finish_ranks_below_every_normal_finish_DAIFUGO_R21():
    state = start([["D3", "JK"], ["H4", "HK"], ["C5", "C6"]], {"foul_finish": "standard", "games": 1})
    play(state, 0, "D3")
    play(state, 1, "H4")
    play(state, 2, "C5")
    events = play(state, 0, "JK")  # out first, on a Joker: a foul
    assert find(events, "out") == [{"seat": 0, "foul": True, "place": None}]
    pass_(state, 1)
    pass_(state, 2)  # flushed: seat 1 leads, seat 0 being out
    events = play(state, 1, "HK")  # out normally: seat 2 holds the last card
    assert find(events, "game_end")[0]["places"] == [3, 1, 2]


def test_going_out_on_a_2_is_a_foul_only_under_the_standard_foul_rule_DAIFUGO_R21():
    for rule, foul in (("standard", True), ("joker_only", False)):
        state = start([["D3", "S2"], ["H4", "HK"], ["C5", "C6"]], {"foul_finish": rule})
        play(state, 0, "D3")
        play(state, 1, "H4")
        play(state, 2, "C5")
        events = play(state, 0, "S2")
        assert find(events, "out") == [{"seat": 0, "foul": foul, "place": None if foul else 1}]


def test_two_jokers_are_dealt_and_make_a_pair_DAIFUGO_R22():
    state = GAME.start(4, {"jokers": "two"}, 1)
    assert sum(len(hand) for hand in state.hands) == 54
    state = start([["D3", "JK", "JK2"], ["H2", "S2"], ["C5", "C6"]], {"jokers": "two"})
    assert can_play(state, 0, "JK", "JK2")
    play(state, 0, "D3")
    pass_(state, 1)
    pass_(state, 2)
    play(state, 0, "JK")
    assert state.table is not None


def test_two_jokers_beat_any_pair_and_nothing_beats_them_DAIFUGO_R22():
    # rules/daifugo.md §5.7: a pair above every pair, 2s included, in a revolution as well; a lone
    # Joker does not beat a lone Joker.
    hands = [["D3", "S7", "H7", "D7", "C7", "S3", "H3", "S2", "H2"], ["JK", "JK2", "C5"], ["C6", "C8", "D8"]]
    for revolution in (False, True):
        state = start(hands, {"jokers": "two"})
        if revolution:
            play(state, 0, "S7", "H7", "D7", "C7")
            pass_(state, 1)
            pass_(state, 2)
        play(state, 0, *(("S3", "H3") if revolution else ("S2", "H2")))  # the strongest pair
        assert state.revolution == revolution and can_play(state, 1, "JK", "JK2")
        play(state, 1, "JK", "JK2")
        assert legal(state, 2) == [{"type": "pass"}]
    state = start([["D3", "JK", "S9"], ["JK2", "C5"], ["C6", "C7"]], {"jokers": "two"})
    play(state, 0, "JK")
    assert not can_play(state, 1, "JK2") and not can_play(state, 1, "JK")


def test_sequences_may_be_switched_off_DAIFUGO_R23():
    hands = [["D3", "D4", "D5"], ["H4"], ["C5"]]
    assert can_play(start(hands), 0, "D3", "D4", "D5")
    assert not can_play(start(hands, {"sequences": "off"}), 0, "D3", "D4", "D5")


def test_without_the_pass_lock_a_player_who_passed_plays_again_DAIFUGO_R24():
    hands = [["D3", "S9"], ["H4", "HK"], ["C5", "C6"]]
    state = start(hands, {"pass_lock": "off"})
    play(state, 0, "D3")
    pass_(state, 1)
    play(state, 2, "C5")
    play(state, 0, "S9")
    assert state.turn == 1 and can_play(state, 1, "HK")
