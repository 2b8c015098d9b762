"""Scenario tests of rules/daifugo.md §4: the UECda and Tera-fugō presets and the UECda
points that are options of their own (DAIFUGO-R25 … R33)."""

from __future__ import annotations

from asobiba.core.options import resolve_options
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import name
from asobiba.games.daifugo.deal import new_game
from asobiba.games.daifugo.options import OPTIONS, rules_of

from .helpers import can_play, find, give, kinds, legal, pass_, play, start

UECDA = {"preset": "uecda"}
TERAFUGO = {"preset": "terafugo"}


def rules(options: dict) -> object:
    return rules_of(resolve_options(OPTIONS, 5, options))


def test_the_uecda_preset_sets_its_table_DAIFUGO_R25():
    r = rules(UECDA)
    assert (r.revolution, r.eight_cut, r.jokers) == ("four_or_sequence5", "any_play", 1)
    assert r.shibari and r.spade_3 and r.sequences and r.no_overlap and r.classes and r.seat_changes
    assert not (r.eleven_back or r.five_skip or r.six_reverse or r.seven_pass or r.miyako_ochi)
    assert r.foul_finish == "off" and r.diamond_3_leads
    assert r.all_pass and r.joker_takes_effect and r.declared_suits and r.joker_ends
    assert not rules({**UECDA, "shibari": "off"}).shibari  # a house rule set on its own overrides the preset


def test_uecda_reshuffles_the_seats_every_three_games_and_starts_classes_again_every_hundred_DAIFUGO_R25():
    state = GAME.start(5, {**UECDA, "games": 200}, seed=1)
    orders = []
    for game in range(1, 10):
        state.game, state.places = game, [1, 2, 3, 4, 5]
        new_game(state, [])
        orders.append(state.order[:])
        assert state.returns  # an exchange in every game of the block but its first
    assert orders[0] == orders[1] == list(range(5)) and orders[2] != orders[0]
    assert all(orders[3 * k + 2] == orders[3 * k + 3] == orders[3 * k + 4] for k in range(2))
    state.game, state.places = 100, [1, 2, 3, 4, 5]
    new_game(state, [])
    assert not state.returns and state.places == [] and state.phase.name == "PLAY"


def test_the_tera_fugo_preset_sets_its_table_DAIFUGO_R26():
    r = rules(TERAFUGO)
    assert not r.classes and not r.sequences and not r.pass_lock and r.spades_only
    assert r.eight_cut == "plain" and r.foul_finish == "joker_only" and r.shibari and r.revolution == "four_of_a_kind"
    state = start([["D3", "H8", "S8", "S9"], ["H4", "HK"], ["C5", "C6"]], TERAFUGO)
    play(state, 0, "H8")
    assert state.table is not None  # only the spade 8 cuts
    pass_(state, 1)
    pass_(state, 2)
    state = start([["D3", "H8", "S8", "S9"], ["H4", "HK"], ["C5", "C6"]], TERAFUGO)
    play(state, 0, "S8")
    assert state.table is None and state.turn == 0


def test_tera_fugo_has_no_classes_and_the_diamond_3_leads_every_game_DAIFUGO_R26():
    state = start([["S4", "S9"], ["D3", "HK"], ["C5", "C6"]], TERAFUGO, places=[1, 2, 3])
    assert state.phase.name == "PLAY" and not state.returns and state.turn == 1


def test_under_all_pass_the_last_player_may_play_on_its_own_play_DAIFUGO_R28():
    state = start([["D3", "D4", "S9"], ["H4", "HK"], ["C5", "C6"]], {"flush": "all_pass"})
    play(state, 0, "D3")
    pass_(state, 1)
    pass_(state, 2)
    assert state.table is not None and state.turn == 0 and can_play(state, 0, "D4")
    events = pass_(state, 0)
    assert find(events, "flush") == [{"leader": 0}]


def test_under_all_pass_a_player_locks_on_its_own_play_DAIFUGO_R28_DAIFUGO_R14():
    state = start([["D3", "D4", "S9"], ["H4", "HK"], ["C5", "C6"]], UECDA | {"eight_cut": "off"})
    play(state, 0, "D3")
    pass_(state, 1)
    pass_(state, 2)
    events = play(state, 0, "D4")
    assert find(events, "lock") == [{"suits": [2]}]


def test_a_joker_standing_for_an_8_cuts_under_uecda_DAIFUGO_R29():
    hands = [["D3", "D6", "D7", "JK"], ["H4", "HK"], ["C5", "C6"]]
    state = start(hands, UECDA)
    events = play(state, 0, "D6", "D7", "JK", stand=[["D", "8"]])
    assert find(events, "cut") == [{"seat": 0, "why": "eight"}]


def test_a_joker_declares_its_suit_and_off_suit_makes_no_lock_DAIFUGO_R30():
    hands = [["D3", "S5", "H5", "S9"], ["S6", "JK", "C7"], ["C5", "C6"]]
    state = start(hands, UECDA)
    play(state, 0, "S5", "H5")
    declared = [move["as"] for move in legal(state, 1) if move.get("cards") == ["S6", "JK"]]
    assert declared == [[["H", "6"]], [["D", "6"]], [["C", "6"]]]
    events = play(state, 1, "S6", "JK", stand=[["D", "6"]])
    assert not find(events, "lock")
    state = start(hands, UECDA)
    play(state, 0, "S5", "H5")
    events = play(state, 1, "S6", "JK", stand=[["H", "6"]])
    assert find(events, "lock") == [{"suits": [0, 1]}]
    state = start(hands)  # joker_suit=wild: a Joker in a multiple names no suit
    play(state, 0, "S5", "H5")
    assert {"type": "play", "cards": ["S6", "JK"]} in legal(state, 1)


def test_four_of_a_kind_and_a_joker_are_a_play_of_five_under_declared_suits_DAIFUGO_R4_DAIFUGO_R12_DAIFUGO_R30():
    # A recorded UECda game (game 94, move 11) has one: the Joker is the fifth 9 and declares no suit.
    hands = [["D3", "S9", "H9", "D9", "C9", "JK"], ["H4", "HK"], ["C5", "C6"]]
    state = start(hands, UECDA)
    assert {"type": "play", "cards": ["S9", "H9", "D9", "C9", "JK"]} in legal(state, 0)
    events = play(state, 0, "S9", "H9", "D9", "C9", "JK")
    assert find(events, "revolution") == [{"on": True}]
    assert GAME.view(state, None)["table"]["kind"] == "multiple"


def test_jokers_declare_the_missing_suits_and_the_rest_are_the_fifth_and_sixth_cards_DAIFUGO_R4_DAIFUGO_R30():
    declared = {"joker_suit": "declared", "jokers": "two"}
    state = start([["D3", "S9", "H9", "D9", "C9", "JK", "JK2"], ["H4", "HK"], ["C5", "C6"]], declared)
    assert {"type": "play", "cards": ["S9", "H9", "D9", "C9", "JK", "JK2"]} in legal(state, 0)
    state = start([["D3", "S9", "H9", "D9", "JK", "JK2"], ["H4", "HK"], ["C5", "C6"]], declared)
    fives = [move for move in legal(state, 0) if move.get("cards") == ["S9", "H9", "D9", "JK", "JK2"]]
    assert fives == [{"type": "play", "cards": ["S9", "H9", "D9", "JK", "JK2"], "as": [["C", "9"]]}]


def test_a_joker_may_extend_a_sequence_past_3_or_2_under_uecda_DAIFUGO_R31():
    hands = [["D3", "D4", "SA", "S2", "JK"], ["H4", "HK"], ["C5", "C6"]]
    state = start(hands, UECDA)
    assert can_play(state, 0, "D3", "D4", "JK") and {"type": "play", "cards": ["D3", "D4", "JK"], "as": [["D", "lo"]]} in legal(state, 0)
    assert {"type": "play", "cards": ["SA", "S2", "JK"], "as": [["S", "hi"]]} in legal(state, 0)
    state = start(hands)
    assert {"type": "play", "cards": ["SA", "S2", "JK"], "as": [["S", "hi"]]} not in legal(state, 0)


def test_the_tribute_takes_spades_first_among_equal_ranks_and_may_come_back_DAIFUGO_R32():
    hands = [["S4", "S9"], ["D3", "HK"], ["C2", "H2", "D2", "S5"]]
    state = start(hands, places=[1, 2, 3])  # the Daihinmin (seat 2) gives its two strongest: 2s, ♥ before ♦ before ♣
    assert sorted(name(c) for c in state.hands[0]) == sorted(["S4", "S9", "H2", "D2"])
    give(state, 0, "H2", "S4")  # the Daifugō may return a card it just received
    assert sorted(name(c) for c in state.hands[2]) == sorted(["C2", "S5", "H2", "S4"])


def test_everyone_passing_an_empty_table_gives_the_lead_back_and_twenty_passes_end_the_game_DAIFUGO_R33():
    state = start([["D3", "S9"], ["H4", "HK"], ["C5", "C6"]], {"games": 1})
    pass_(state, 0)
    pass_(state, 1)
    events = pass_(state, 2)
    assert find(events, "flush") == [{"leader": 0}] and state.turn == 0
    for _ in range(16):
        events = pass_(state, state.turn)
    assert state.passes == 19 and "stalled" not in kinds(events)
    events = pass_(state, state.turn)
    assert "stalled" in kinds(events) and GAME.outcome(state) is not None
    assert sorted(find(events, "stalled")[0]["order"]) == [0, 1, 2]
