"""Scenario tests of rules/tichu.md, each citing the rules it checks."""

from __future__ import annotations

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.games.tichu import GAME
from asobiba.games.tichu.cards import NAMES, PHOENIX, POINTS, parse_cards
from asobiba.games.tichu.combos import BOMB, STRAIGHT, Combo, Rules, beats, classify

from .helpers import BOMB4, NO_BOMB, PASS, cards, hand_out, play, start


def combo_cards(*names):
    return tuple(sorted(parse_cards(list(names))))


def kinds(state, seat):
    return [move.to_json() for move in GAME.legal_moves(state, seat)]


def refused(state, seat, move, words):
    before = state.copy()
    with pytest.raises(IllegalMove) as error:
        play(state, seat, move)
    assert words in error.value.reason.en and error.value.reason.ja
    assert state == before


# -- deal and calls --------------------------------------------------------------------


def test_teams_sit_opposite_and_direction_option_TICHU_R1():
    state = start([["Mahjong"], [], [], []])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": None})
    assert state.turn == 1
    view = GAME.view(state, 0)
    assert view["teams"] == [[0, 2], [1, 3]]
    state = start([["Mahjong"], [], [], []], {"direction": "clockwise"})
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": None})
    assert state.turn == 3


def test_eight_cards_then_six_and_grand_tichu_is_hidden_until_all_decide_TICHU_R2_TICHU_R3():
    state = GAME.start(4, None, 5)
    assert GAME.to_act(state) == {0, 1, 2, 3}
    assert len(GAME.view(state, 0)["hand"]) == 8
    assert GAME.view(state, 0)["hand_counts"] == [14] * 4
    play(state, 0, {"type": "grand", "call": True})
    assert GAME.view(state, 1)["calls"] == [None] * 4
    assert GAME.view(state, 0)["grand"] is True
    assert GAME.to_act(state) == {1, 2, 3}
    refused(state, 0, {"type": "grand", "call": False}, "wait")
    for seat in (1, 2, 3):
        play(state, seat, {"type": "grand", "call": False})
    assert GAME.view(state, 1)["calls"] == ["grand", None, None, None]
    assert all(len(hand) == 14 for hand in state.hands)
    assert GAME.view(state, 2)["phase"] == "pass"


def test_tichu_until_the_first_card_even_after_passing_in_a_trick_TICHU_R4_TICHU_R5():
    state = GAME.start(4, None, 9)
    play(state, 1, {"type": "grand", "call": True})
    for seat in (0, 2, 3):
        play(state, seat, {"type": "grand", "call": False})
    assert {"type": "tichu"} in kinds(state, 0)
    assert {"type": "tichu"} not in kinds(state, 1)  # one call per player
    refused(state, 1, {"type": "tichu"}, "already made a call")
    play(state, 0, {"type": "tichu"})  # during the pass
    assert GAME.view(state, 3)["calls"][0] == "tichu"

    state = start([["Mahjong", "J3"], ["S4", "S5"], [], []])
    play(state, 0, cards("J3"))
    play(state, 1, PASS)
    assert {"type": "tichu"} in kinds(state, 2)
    play(state, 2, PASS)
    play(state, 3, PASS)  # seat 0 takes the trick and leads again
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": None})
    play(state, 1, {"type": "tichu"})  # still 14 cards after passing once
    assert state.turn == 1 and GAME.view(state, 0)["calls"][1] == "tichu"
    play(state, 1, cards("S4"))
    play(state, 2, PASS)
    play(state, 3, PASS)
    assert state.turn == 0 and {"type": "tichu"} not in kinds(state, 0)
    refused(state, 0, {"type": "tichu"}, "before your first card")


def test_pass_one_card_to_each_other_player_hidden_until_all_have_passed_TICHU_R8():
    state = GAME.start(4, None, 3)
    for seat in range(4):
        play(state, seat, {"type": "grand", "call": False})
    card = GAME.view(state, 0)["hand"][0]
    play(state, 0, {"type": "give", "card": card, "to": 2})
    assert GAME.view(state, 0)["given"] == {"2": card}
    assert GAME.view(state, 2)["received"] == {} and card not in GAME.view(state, 2)["hand"]
    refused(state, 0, {"type": "give", "card": GAME.view(state, 0)["hand"][0], "to": 2}, "already given")
    refused(state, 0, {"type": "give", "card": GAME.view(state, 0)["hand"][0], "to": 0}, "other three")
    for seat in range(4):
        for to in range(4):
            if to != seat and state.gives[seat][to] < 0:
                play(state, seat, {"type": "give", "card": GAME.view(state, seat)["hand"][0], "to": to})
    assert GAME.view(state, 2)["received"]["0"] == card and card in GAME.view(state, 2)["hand"]
    assert all(len(hand) == 14 for hand in state.hands)


# -- leading and following -------------------------------------------------------------


def test_the_mah_jong_holder_leads_anything_and_the_leader_cannot_pass_TICHU_R9_TICHU_R10():
    state = start([["J2", "S2"], ["Mahjong"], [], []])
    assert state.turn == 1 and GAME.to_act(state) == {1}
    assert {"type": "pass"} not in kinds(state, 1)
    refused(state, 1, PASS, "leader must play")
    assert any(move["type"] == "play" and "Mahjong" not in move["cards"] for move in kinds(state, 1))


def test_follow_with_the_same_kind_and_length_higher_TICHU_R11():
    state = start([["Mahjong", "J3", "S3", "J4", "S4"], ["P5", "T5", "P6", "T6", "J7", "S7", "P7", "T8"], [], []])
    play(state, 0, cards("J3", "S3", "J4", "S4"))
    plays = [move for move in kinds(state, 1) if move["type"] == "play"]
    assert {"type": "play", "cards": ["P5", "T5", "P6", "T6"]} in plays
    assert all(len(move["cards"]) == 4 for move in plays)
    refused(state, 1, cards("P5", "T5", "P6", "T6", "J7", "S7"), "steps of 4 cards")
    refused(state, 1, cards("P5", "T5"), "steps of 4 cards")


def test_a_player_who_passed_may_play_later_in_the_trick_TICHU_R12():
    state = start([["Mahjong", "J3"], ["S9", "SQ"], ["P4"], ["T5"]])
    play(state, 0, cards("J3"))
    play(state, 1, PASS)  # could have played
    play(state, 2, cards("P4"))
    play(state, 3, cards("T5"))
    play(state, 0, PASS)
    play(state, 1, cards("S9"))
    assert state.trick[-1][0] == 1


def test_the_last_player_takes_the_trick_and_an_out_player_hands_on_the_lead_TICHU_R13_TICHU_R14():
    state = start([["Mahjong", "J3"], ["SA"], [], []])
    play(state, 0, cards("J3"))
    play(state, 1, cards("SA"))
    for seat in (2, 3, 0):
        play(state, seat, PASS)
    assert state.turn == 1 and not state.trick and sorted(state.won[1]) == [4, 49]
    # A player who goes out: his play stays, the trick goes on, and the lead passes on after him.
    state = start([["Mahjong"], [], [], []])
    hand_out(state, 0, keep=["Mahjong"])
    play(state, 0, cards("Mahjong"))
    assert state.out == [0] and state.phase.name == "WISH"
    play(state, 0, {"type": "wish", "rank": None})
    assert state.turn == 1
    for seat in (1, 2, 3):
        play(state, seat, PASS)
    assert 52 in state.won[0] and state.turn == 1


# -- bombs -----------------------------------------------------------------------------


def test_bombs_are_four_of_a_kind_or_straight_flushes_never_with_the_phoenix_TICHU_R15():
    rules = Rules()
    assert classify(combo_cards("J9", "S9", "P9", "T9"), 0, False, rules) == Combo(BOMB, 4, 9)
    assert classify(combo_cards("T2", "T3", "T4", "T5", "T6"), 0, False, rules) == Combo(BOMB, 5, 6)
    assert classify(combo_cards("J8", "S8", "P8", "Phoenix"), 8, False, rules) is None
    assert classify(combo_cards("T2", "T3", "T4", "T5", "Phoenix"), 6, False, rules) == Combo(STRAIGHT, 5, 6)
    assert classify(combo_cards("Mahjong", "T2", "T3", "T4", "T5"), 0, False, rules) == Combo(STRAIGHT, 5, 5)


def test_bombs_out_of_turn_on_any_play_and_after_the_last_pass_TICHU_R16():
    state = start([["Mahjong", "J3"], ["SA"], BOMB4, []])
    play(state, 0, cards("J3"))
    assert GAME.to_act(state) == {1, 2}  # seat 2 may bomb out of turn
    assert {"type": "play", "cards": BOMB4} in kinds(state, 2) and NO_BOMB in kinds(state, 2)
    play(state, 1, cards("SA"))
    play(state, 2, PASS)
    assert GAME.to_act(state) == {2, 3}
    play(state, 3, PASS)
    play(state, 0, PASS)
    assert GAME.to_act(state) == {2} and state.turn == -1  # seat 1 would take it: seat 2 may still bomb
    play(state, 2, cards(*BOMB4))
    assert state.turn == 3  # play goes on after the bomber
    assert GAME.view(state, 3)["trick"][-1]["combo"] == "bomb"
    play(state, 3, PASS)
    assert GAME.to_act(state) == {0}


def test_bomb_strength_and_comparisons_TICHU_R17_TICHU_X10():
    state = start([["Mahjong", "JA", "SA", "PA", "TA"], ["J2", "J3", "J4", "J5", "J6"], [], ["P2", "P3", "P4", "P5", "P6", "P7"]])
    play(state, 0, cards("JA", "SA", "PA", "TA"))
    assert {"type": "play", "cards": ["J2", "J3", "J4", "J5", "J6"]} in kinds(state, 1)  # 2–6 flush beats AAAA
    play(state, 1, cards("J2", "J3", "J4", "J5", "J6"))
    moves = kinds(state, 3)
    assert {"type": "play", "cards": ["P2", "P3", "P4", "P5", "P6", "P7"]} in moves  # longer beats shorter
    assert {"type": "play", "cards": ["P3", "P4", "P5", "P6", "P7"]} in moves  # same length, higher top
    assert {"type": "play", "cards": ["P2", "P3", "P4", "P5", "P6"]} not in moves  # same length, same top
    assert beats(Combo(BOMB, 6, 7), Combo(BOMB, 5, 14))  # 2–7 beats 10–A


def test_no_bomb_on_an_empty_table_and_the_dog_cannot_be_bombed_TICHU_R18():
    state = start([["Mahjong", "Dog"], [], BOMB4, []])
    assert GAME.to_act(state) == {0}
    refused(state, 2, cards(*BOMB4), "out of turn")
    play(state, 0, cards("Dog"))
    assert state.turn == 2 and not state.trick and GAME.to_act(state) == {2}


def test_bomb_window_asks_again_after_each_play_and_turn_never_waits_TICHU_R19():
    state = start([["Mahjong", "J3", "J4"], ["S5", "S6"], BOMB4, []])
    play(state, 0, cards("J3"))
    assert GAME.to_act(state) == {1, 2}
    play(state, 2, NO_BOMB)
    assert GAME.to_act(state) == {1}
    assert GAME.view(state, 2)["may_bomb"] is False and GAME.view(state, 0)["may_bomb"] is False
    play(state, 1, cards("S5"))
    assert GAME.to_act(state) == {2}  # seat 2 is on turn now and may bomb as a play
    play(state, 2, PASS)
    assert GAME.to_act(state) == {2, 3}  # after its own pass, it is asked again out of turn
    play(state, 3, PASS)
    play(state, 0, PASS)
    assert state.turn == -1 and GAME.to_act(state) == {2}
    assert GAME.timed_default(state, 2).to_json() == NO_BOMB
    play(state, 2, NO_BOMB)
    assert state.turn == 1 and state.won[1]


def test_table_options_for_the_phoenix_full_house_and_straight_flushes_TICHU_R20():
    hands = [["Mahjong", "J3", "S3", "P3", "T3", "Phoenix"], [], [], ["P8", "P9", "P10", "PJ", "PQ"]]
    four = {"type": "play", "cards": ["J3", "S3", "P3", "T3", "Phoenix"], "phoenix": 3}
    assert four not in kinds(start(hands), 0)
    assert four in kinds(start(hands, {"phoenix_full_house_with_four": "on"}), 0)
    for option, offered in (("off", False), ("on", True)):
        state = start([["Mahjong", "J2", "S3", "J4", "J5", "J6"], [], [], hands[3]], {"straight_flush_as_straight": option})
        play(state, 0, cards("J2", "S3", "J4", "J5", "J6"))
        play(state, 1, PASS)
        play(state, 2, PASS)
        as_straight = {"type": "play", "cards": ["P8", "P9", "P10", "PJ", "PQ"], "straight": True}
        assert (as_straight in kinds(state, 3)) is offered
        assert {"type": "play", "cards": ["P8", "P9", "P10", "PJ", "PQ"]} in kinds(state, 3)  # as a bomb, always


# -- the wish --------------------------------------------------------------------------


def test_the_mah_jong_names_a_wish_also_inside_a_straight_TICHU_R21():
    state = start([["Mahjong", "J2", "J3", "S4", "J5"], [], [], []])
    play(state, 0, cards("Mahjong", "J2", "J3", "S4", "J5"))
    assert state.phase.name == "WISH" and GAME.to_act(state) == {0}
    assert len(kinds(state, 0)) == 14  # 2 … A, or none
    play(state, 0, {"type": "wish", "rank": 11})
    assert GAME.view(state, 1)["wish"] == 11
    state = start([["Mahjong", "J2", "J3", "S4", "J5"], [], [], []], {"wish_in_straight": "off"})
    play(state, 0, cards("Mahjong", "J2", "J3", "S4", "J5"))
    assert state.phase.name == "PLAY" and state.wish == 0


def test_the_wish_obliges_even_through_a_bomb_or_a_phoenix_straight_TICHU_R22():
    state = start([["Mahjong"], ["J7", "S7", "P7", "T7", "J9"], [], []])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": 7})
    plays = [move["cards"] for move in kinds(state, 1) if move["type"] == "play"]
    assert sorted(plays) == sorted([["J7"], ["S7"], ["P7"], ["T7"], ["J7", "S7", "P7", "T7"]])
    refused(state, 1, PASS, "must play a 7")
    refused(state, 1, cards("J9"), "must play a 7")

    state = start([["Mahjong", "J2", "J3", "J4", "J5"], ["S6", "S7", "P8", "J9", "Phoenix"], [], ["J7", "P7", "T7"]])
    play(state, 0, cards("Mahjong", "J2", "J3", "J4", "J5"))
    play(state, 0, {"type": "wish", "rank": 7})
    moves = kinds(state, 1)
    assert {"type": "play", "cards": ["S6", "S7", "P8", "J9", "Phoenix"], "phoenix": 10} in moves
    assert all("S7" in move["cards"] for move in moves if move["type"] == "play") and PASS not in moves

    # With no legal way to play the wished rank, a player is free.
    state = start([["Mahjong", "J2"], ["JA"], ["S7"], ["J7", "P7", "T7"]])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": 7})
    play(state, 1, cards("JA"))
    assert PASS in kinds(state, 2)


def test_a_leader_holding_the_wished_rank_must_lead_it_not_the_dog_TICHU_R23():
    for flag, dog_allowed in (("on", False), ("off", True)):
        state = start([["Mahjong"], ["JA"], ["Dog", "S7", "Dragon"], ["J7", "P7", "T7"]], {"dog_blocked_by_wish": flag})
        play(state, 0, cards("Mahjong"))
        play(state, 0, {"type": "wish", "rank": 7})
        play(state, 1, cards("JA"))
        play(state, 2, cards("Dragon"))  # the 7 cannot beat the Ace: free to play the Dragon
        for seat in (3, 0, 1):
            play(state, seat, PASS)
        play(state, 2, {"type": "gift", "to": 1})
        assert state.turn == 2 and state.wish == 7
        moves = kinds(state, 2)
        assert all("S7" in move["cards"] for move in moves if move["type"] == "play" and move["cards"] != ["Dog"])
        assert ({"type": "play", "cards": ["Dog"]} in moves) is dog_allowed


def test_the_wish_stays_open_until_the_rank_is_played_TICHU_R24():
    state = start([["Mahjong", "J2", "J4", "S4", "P4"], ["S3"], ["P3"], ["T4"]])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": 4})
    play(state, 1, cards("S3"))
    play(state, 2, PASS)
    assert state.wish == 4
    play(state, 3, cards("T4"))
    assert state.wish == 0


def test_out_of_turn_bombs_need_not_fulfil_the_wish_but_the_next_lead_must_TICHU_R25():
    state = start([["Mahjong", "J8"], [], [*BOMB4, "S8"], []])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": 8})
    assert {"type": "play", "cards": BOMB4} in kinds(state, 2)  # out of turn: free of the wish
    play(state, 2, cards(*BOMB4))
    for seat in (3, 0, 1):
        play(state, seat, PASS)
    assert state.turn == 2 and state.wish == 8
    assert all("S8" in move["cards"] for move in kinds(state, 2) if move["type"] == "play")


def test_the_phoenix_is_never_the_wished_rank_and_the_dog_never_fulfils_it_TICHU_R26():
    state = start([["Mahjong", "J9", "S9", "P9"], ["Phoenix", "S3"], ["T9"], []])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": 9})
    assert PASS in kinds(state, 1)  # holding only the Phoenix creates no obligation
    play(state, 1, cards("Phoenix"))
    assert state.wish == 9


# -- special cards ---------------------------------------------------------------------


def test_the_mah_jong_is_one_alone_or_at_the_bottom_of_a_straight_TICHU_R27():
    state = start([["Mahjong", "J2", "J3", "S4", "J5"], ["S2"], [], []])
    assert {"type": "play", "cards": ["J2", "J3", "S4", "J5", "Mahjong"]} in kinds(state, 0)
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": None})
    assert {"type": "play", "cards": ["S2"]} in kinds(state, 1)


def test_phoenix_single_values_TICHU_R28_TICHU_X10():
    state = start([["Mahjong", "Phoenix"], ["J2"], ["JA"], ["Dragon"]])
    play(state, 0, cards("Phoenix"))
    assert state.trick[-1][3].rank == 3  # led: 1½, a 2 beats it
    assert {"type": "play", "cards": ["J2"]} in kinds(state, 1)
    state = start([["Mahjong", "Phoenix"], ["J2"], ["JA"], ["Dragon"]])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": None})
    play(state, 1, PASS)
    play(state, 2, cards("JA"))
    play(state, 3, PASS)
    play(state, 0, cards("Phoenix"))
    assert state.trick[-1][3].rank == 29  # on an Ace: 14½, only the Dragon or a bomb beats it
    play(state, 1, PASS)
    play(state, 2, PASS)
    assert [move["cards"] for move in kinds(state, 3) if move["type"] == "play"] == [["Dragon"]]
    state = start([["Mahjong", "Phoenix"], ["Dragon"], [], []])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": None})
    play(state, 1, cards("Dragon"))
    for seat in (2, 3):
        play(state, seat, PASS)
    assert {"type": "play", "cards": ["Phoenix"]} not in kinds(state, 0)
    refused(state, 0, cards("Phoenix"), "cannot beat the Dragon")


def test_the_phoenix_as_a_wild_card_TICHU_R29():
    state = start([["Mahjong", "J5", "S6", "P7", "J8", "Phoenix", "T9", "T10", "S10"], [], [], []])
    moves = kinds(state, 0)
    assert {"type": "play", "cards": ["J5", "Phoenix"], "phoenix": 5} in moves
    assert {"type": "play", "cards": ["J5", "S6", "P7", "J8", "Phoenix"], "phoenix": 4} in moves
    assert {"type": "play", "cards": ["J5", "S6", "P7", "J8", "Phoenix"], "phoenix": 9} in moves
    assert {"type": "play", "cards": ["S10", "T10", "Phoenix"], "phoenix": 10} in moves
    refused(state, 0, {"type": "play", "cards": ["J5", "Phoenix"], "phoenix": 6}, "not a combination")
    refused(state, 0, {"type": "play", "cards": ["J5", "Phoenix"]}, "which rank the Phoenix")
    assert POINTS[PHOENIX] == -25


def test_the_dog_passes_the_lead_to_the_partner_or_the_next_active_player_TICHU_R30():
    state = start([["Mahjong", "Dog"], [], [], []])
    assert {"type": "play", "cards": ["Dog"]} in kinds(state, 0)
    play(state, 0, cards("Dog"))
    assert state.turn == 2 and GAME.to_act(state) == {2} and 53 in state.won[0]
    state = start([[], ["Mahjong"], ["Dog", "J2"], []])
    play(state, 1, cards("Mahjong"))
    play(state, 1, {"type": "wish", "rank": None})
    assert {"type": "play", "cards": ["Dog"]} not in kinds(state, 2)  # only a leader may play it
    refused(state, 2, cards("Dog"), "only be led")
    state = start([["Mahjong", "Dog"], [], [], []])
    hand_out(state, 2, keep=[])
    state.out.append(2)
    play(state, 0, cards("Dog"))
    assert state.turn == 3  # the partner is out: the next active player after him


def test_the_dragon_trick_is_given_to_an_opponent_unless_bombed_TICHU_R31():
    state = start([["Mahjong", "Dragon"], [], [], []])
    play(state, 0, cards("Dragon"))
    for seat in (1, 2, 3):
        play(state, seat, PASS)
    assert state.phase.name == "GIFT" and GAME.to_act(state) == {0}
    assert kinds(state, 0) == [{"type": "gift", "to": 1}, {"type": "gift", "to": 3}]
    refused(state, 0, {"type": "gift", "to": 2}, "opponent")
    play(state, 0, {"type": "gift", "to": 3})
    assert 55 in state.won[3] and state.turn == 0
    state = start([["Mahjong", "Dragon"], BOMB4, [], []])
    play(state, 0, cards("Dragon"))
    play(state, 1, cards(*BOMB4))
    for seat in (2, 3, 0):
        play(state, seat, PASS)
    assert state.phase.name == "PLAY" and 55 in state.won[1]


# -- end of round and scoring ----------------------------------------------------------


def end_position(partial, keep, options=None, grand=(False,) * 4):
    """Trick play with every seat reduced to ``keep[seat]`` (the rest counts as won earlier)."""
    state = start(partial, options, grand)
    for seat in range(4):
        hand_out(state, seat, keep[seat])
    return state


def test_a_double_victory_ends_the_round_at_once_TICHU_R32_TICHU_R35_TICHU_X5():
    partial = [["Mahjong"], ["J3"], ["JA"], ["S4"]]
    state = end_position(partial, [["Mahjong"], ["J3"], ["JA"], ["S4"]], grand=(False, False, False, True))
    state.calls[0] = 1  # A1 called Tichu (before his first card)
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": None})
    play(state, 1, PASS)
    events = play(state, 2, cards("JA"))
    result = next(event.data for event in events if event.kind == "round_scored")
    assert result["out"] == [0, 2] and result["double"] == 0
    assert result["cards"] == [200, 0] and result["bonus"] == [100, -200]
    assert result["scores"] == [300, -200]  # TICHU-X5
    assert state.round_number == 2 and state.phase.name == "GRAND"


def test_a_call_fails_when_the_partner_goes_out_first_TICHU_R6_TICHU_R7():
    state = end_position([["Mahjong"], ["J3"], ["JA"], ["S4"]], [["Mahjong"], ["J3"], ["JA"], ["S4"]])
    state.calls[2] = 1
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": None})
    play(state, 1, PASS)
    events = play(state, 2, cards("JA"))
    result = next(event.data for event in events if event.kind == "round_scored")
    assert result["bonus"] == [-100, 0] and result["scores"] == [100, 0]


X1_PILES = {0: ["JK", "SK", "J10"], 2: ["S10", "J5"], 1: ["PK", "TK", "P10", "T5", "Dragon", "Phoenix"], 3: ["T10"]}


def test_the_last_player_gives_tricks_to_the_first_and_hand_to_the_opponents_TICHU_R33_TICHU_R34_TICHU_X1_TICHU_X2():
    """Out order A1 (0), B1 (1), A2 (2); B2 (3) keeps S5 and P5 in hand."""
    for tichu, expected in ((False, [65, 35]), (True, [165, 35])):
        partial = [["Mahjong", *X1_PILES[0]], ["J2", *X1_PILES[1]], ["J3", *X1_PILES[2]], ["S5", "P5", *X1_PILES[3]]]
        state = start(partial)
        keep = [["Mahjong"], ["J2"], ["J3"], ["S5", "P5"]]
        for seat in range(4):
            hand_out(state, seat, keep[seat])
            state.won[seat] = [c for c in state.won[seat] if NAMES[c] in X1_PILES[seat]]
        pool = sorted(set(range(56)) - {c for hand in state.hands for c in hand} - {c for pile in state.won for c in pile})
        state.won[1].extend(c for c in pool if POINTS[c] == 0)  # pointless cards anywhere
        state.calls[0] = int(tichu)
        play(state, 0, cards("Mahjong"))
        play(state, 0, {"type": "wish", "rank": None})
        play(state, 1, cards("J2"))
        play(state, 2, cards("J3"))
        result = state.results[-1]
        assert result["out"][:3] == [0, 1, 2]
        assert result["cards"] == [65, 35] and sum(result["cards"]) == 100
        assert result["scores"] == expected


def test_game_ends_at_the_target_and_a_tie_plays_on_TICHU_R36():
    for before, over in (([850, 1050], False), ([900, 1000], True)):
        state = end_position([["Mahjong"], ["J3"], ["JA"], ["S4"]], [["Mahjong"], ["J3"], ["JA"], ["S4"]])
        state.totals = before[:]
        play(state, 0, cards("Mahjong"))
        play(state, 0, {"type": "wish", "rank": None})
        play(state, 1, PASS)
        play(state, 2, cards("JA"))
        assert state.totals == [before[0] + 200, before[1]]
        assert (GAME.outcome(state) is not None) is over
        if over:
            assert GAME.outcome(state).winners == (0, 2)
