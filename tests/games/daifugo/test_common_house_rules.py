"""Scenario tests of the house rules docs/daifugo.md adds beyond the spec (DAIFUGO-H1 … H4):
ten-discard, number lock, sandstorm and ambulance."""

from __future__ import annotations

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.core.options import resolve_options
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import name
from asobiba.games.daifugo.options import OPTIONS, PRESETS, rules_of

from .helpers import can_play, find, legal, pass_, play, start

NEW_RULES = ("ten_discard", "number_lock", "sandstorm", "ambulance")


def discard(state, seat: int, *cards: str) -> list:
    return GAME.play(state, seat, GAME.parse_move({"type": "discard", "cards": list(cards)}))


def names(cards: list[int]) -> list[str]:
    return [name(c) for c in cards]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_added_house_rules_are_off_in_every_preset_DAIFUGO_H1_DAIFUGO_H2_DAIFUGO_H3_DAIFUGO_H4(preset):
    rules = rules_of(resolve_options(OPTIONS, 5, {"preset": preset}))
    assert not (rules.ten_discard or rules.number_lock or rules.sandstorm or rules.ambulance)
    on = rules_of(resolve_options(OPTIONS, 5, {"preset": preset, **dict.fromkeys(NEW_RULES, "on")}))
    assert on.ten_discard and on.number_lock and on.sandstorm and on.ambulance


# -- DAIFUGO-H1 ten-discard ----------------------------------------------------------------------


def test_tens_let_their_player_discard_up_to_as_many_cards_DAIFUGO_H1():
    state = start([["D3", "S10", "H10", "S4", "C9", "SK"], ["H4", "HK"], ["C5", "C6"]], {"ten_discard": "on"})
    events = play(state, 0, "S10", "H10")
    assert find(events, "ten_discard") == [{"seat": 0, "count": 2}]
    assert state.phase.name == "DISCARD" and state.turn == 0
    choices = legal(state, 0)
    assert choices[0] == {"type": "discard", "cards": []} and {len(move["cards"]) for move in choices} == {0, 1, 2}
    events = discard(state, 0, "S4", "C9")
    assert find(events, "discarded") == [{"seat": 0, "cards": ["S4", "C9"], "left": 2}]
    assert names(state.hands[0]) == ["D3", "SK"] and names(state.played)[-2:] == ["S4", "C9"]
    assert state.phase.name == "PLAY" and state.turn == 1 and state.table is not None


def test_a_ten_discard_may_discard_nothing_and_no_more_than_its_tens_DAIFUGO_H1():
    state = start([["D3", "S10", "S4", "C9"], ["H4", "HK"], ["C5", "C6"]], {"ten_discard": "on"})
    play(state, 0, "S10")
    with pytest.raises(IllegalMove) as refused:
        discard(state, 0, "S4", "C9")
    assert "at most" in refused.value.reason.en and len(state.hands[0]) == 3
    with pytest.raises(IllegalMove):
        pass_(state, 0)
    discard(state, 0)
    assert names(state.hands[0]) == ["D3", "S4", "C9"] and state.turn == 1
    state = start([["D3", "S10", "S4"], ["H4", "HK"], ["C5", "C6"]])
    play(state, 0, "S10")
    assert state.phase.name == "PLAY" and state.turn == 1  # off by default


def test_going_out_by_a_ten_discard_is_no_foul_and_a_joker_as_a_ten_counts_only_when_it_takes_effect_DAIFUGO_H1():
    options = {"ten_discard": "on", "foul_finish": "standard", "games": 1}
    state = start([["S10", "S2"], ["D3", "HK"], ["C5", "C6"]], options)
    play(state, 1, "D3")
    play(state, 2, "C5")
    play(state, 0, "S10")
    events = discard(state, 0, "S2")
    assert find(events, "out") == [{"seat": 0, "foul": False, "place": 1}]
    hands = [["D3", "S10", "JK", "S4", "C9"], ["H4", "HK"], ["C5", "C6"]]
    events = play(start(hands, {"ten_discard": "on"}), 0, "S10", "JK")
    assert find(events, "ten_discard") == [{"seat": 0, "count": 1}]
    events = play(start(hands, {"ten_discard": "on", "joker_takes_effect": "on"}), 0, "S10", "JK")
    assert find(events, "ten_discard") == [{"seat": 0, "count": 2}]


def test_a_seven_pass_comes_before_a_ten_discard_and_a_cut_leads_again_after_both_DAIFUGO_H1():
    options = {"ten_discard": "on", "seven_pass": "on", "eight_cut": "any_play"}
    state = start([["D3", "S7", "S8", "S9", "S10", "H4", "C5"], ["H6", "HK"], ["C6", "C7"]], options)
    events = play(state, 0, "S7", "S8", "S9", "S10")
    assert find(events, "seven_pass") == [{"seat": 0, "to": 1, "count": 1}] and not find(events, "ten_discard")
    events = GAME.play(state, 0, GAME.parse_move({"type": "give", "cards": ["H4"]}))
    assert find(events, "ten_discard") == [{"seat": 0, "count": 1}]
    discard(state, 0, "C5")
    assert state.table is None and state.turn == 0 and names(state.hands[0]) == ["D3"]


# -- DAIFUGO-H2 number lock ----------------------------------------------------------------------


def test_consecutive_ranks_lock_the_next_play_to_the_next_rank_DAIFUGO_H2():
    hands = [["D3", "S5", "S9"], ["H4", "H6", "HK"], ["C7", "C8", "D7"]]
    state = start(hands, {"number_lock": "on", "eight_cut": "off"})
    play(state, 0, "D3")
    events = play(state, 1, "H4")  # 3 then 4: locked, a 5 next
    assert find(events, "number_lock") == [{"rank": "5"}]
    assert GAME.view(state, None)["number_lock"] == "5"
    assert legal(state, 2) == [{"type": "pass"}]
    pass_(state, 2)
    play(state, 0, "S5")
    assert can_play(state, 1, "H6") and not can_play(state, 1, "HK")
    state = start(hands, {"eight_cut": "off"})
    play(state, 0, "D3")
    play(state, 1, "H4")
    assert can_play(state, 2, "C7")  # off by default


def test_a_number_lock_follows_the_strength_in_force_and_a_joker_lifts_it_DAIFUGO_H2():
    options = {"number_lock": "on", "eight_cut": "off"}
    state = start([["D3", "S5", "H5", "D5", "C5", "S9"], ["H8", "HQ"], ["C7", "C6", "JK"]], options)
    play(state, 0, "S5", "H5", "D5", "C5")  # a revolution: now 8 is one step stronger than 9
    pass_(state, 1)
    pass_(state, 2)
    play(state, 0, "S9")
    events = play(state, 1, "H8")
    assert find(events, "number_lock") == [{"rank": "7"}]
    assert can_play(state, 2, "C7") and can_play(state, 2, "JK") and not can_play(state, 2, "C6")
    with pytest.raises(IllegalMove) as refused:
        play(state, 2, "C6")
    assert "numbers are locked: play 7" in refused.value.reason.en
    events = play(state, 2, "JK")
    assert find(events, "number_lock") == [{"rank": None}] and not state.number_lock


def test_sequences_make_no_number_lock_DAIFUGO_H2():
    state = start([["D3", "D4", "D5", "S9"], ["H6", "H7", "H8", "HK"], ["C9", "C10", "CJ"]], {"number_lock": "on"})
    play(state, 0, "D3", "D4", "D5")
    events = play(state, 1, "H6", "H7", "H8")
    assert not find(events, "number_lock") and not state.number_lock


# -- DAIFUGO-H3 sandstorm ------------------------------------------------------------------------


def test_three_3s_beat_any_three_of_a_kind_and_clear_the_table_DAIFUGO_H3():
    hands = [["D3", "SK", "HK", "DK"], ["S3", "H3", "C3", "H9"], ["C5", "C6"]]
    state = start(hands, {"sandstorm": "on"})
    play(state, 0, "SK", "HK", "DK")
    assert can_play(state, 1, "S3", "H3", "C3")
    events = play(state, 1, "S3", "H3", "C3")
    assert find(events, "cut") == [{"seat": 1, "why": "sandstorm"}] and state.table is None and state.turn == 1
    state = start(hands)
    play(state, 0, "SK", "HK", "DK")
    assert not can_play(state, 1, "S3", "H3", "C3")  # off by default


def test_a_sandstorm_led_clears_the_table_and_a_joker_as_a_3_counts_only_when_it_takes_effect_DAIFUGO_H3():
    state = start([["S3", "H3", "D3", "S9"], ["H4", "HK"], ["C5", "C6"]], {"sandstorm": "on"})
    events = play(state, 0, "S3", "H3", "D3")
    assert find(events, "cut") == [{"seat": 0, "why": "sandstorm"}] and state.turn == 0
    hands = [["D3", "SK", "HK", "DK"], ["S3", "H3", "JK", "H9"], ["C5", "C6"]]
    state = start(hands, {"sandstorm": "on"})
    play(state, 0, "SK", "HK", "DK")
    assert not can_play(state, 1, "S3", "H3", "JK")
    state = start(hands, {"sandstorm": "on", "joker_takes_effect": "on"})
    play(state, 0, "SK", "HK", "DK")
    assert can_play(state, 1, "S3", "H3", "JK")


def test_a_sandstorm_keeps_to_the_locked_suits_DAIFUGO_H3():
    hands = [["D3", "S5", "H5", "D5", "S9"], ["SK", "HK", "DK", "H4"], ["S3", "H3", "C3", "C6"]]
    state = start(hands, {"sandstorm": "on", "shibari": "on"})
    play(state, 0, "S5", "H5", "D5")
    play(state, 1, "SK", "HK", "DK")  # the same suits: ♠♥♦ locked
    assert state.lock and not can_play(state, 2, "S3", "H3", "C3")


# -- DAIFUGO-H4 ambulance ------------------------------------------------------------------------


def test_two_9s_beat_any_pair_and_clear_the_table_but_not_the_two_jokers_DAIFUGO_H4():
    hands = [["D3", "S2", "H2", "JK", "JK2"], ["S9", "H9", "C4"], ["C5", "C6"]]
    state = start(hands, {"ambulance": "on", "jokers": "two"})
    play(state, 0, "S2", "H2")
    events = play(state, 1, "S9", "H9")
    assert find(events, "cut") == [{"seat": 1, "why": "ambulance"}] and state.table is None and state.turn == 1
    state = start(hands, {"ambulance": "on", "jokers": "two"})
    play(state, 0, "JK", "JK2")
    assert not can_play(state, 1, "S9", "H9")  # nothing beats the two Jokers (rules/daifugo.md §5.7)
    state = start(hands, {"jokers": "two"})
    play(state, 0, "S2", "H2")
    assert not can_play(state, 1, "S9", "H9")  # off by default


def test_an_ambulance_led_clears_the_table_DAIFUGO_H4():
    state = start([["D3", "S9", "H9", "C4"], ["H4", "HK"], ["C5", "C6"]], {"ambulance": "on"})
    events = play(state, 0, "S9", "H9")
    assert find(events, "cut") == [{"seat": 0, "why": "ambulance"}] and state.turn == 0 and state.table is None
