"""The bomb window as the rules allow it (rules/tichu.md TICHU-R16, TICHU-R19, TICHU-R25, TICHU-R4): one's own
play may be bombed, the player next in turn may bomb instead of fulfilling the wish, and a
player still holding 14 cards may call Tichu while asked whether to bomb."""

from __future__ import annotations

from asobiba.games.tichu import GAME
from asobiba.games.tichu.moves import NO_BOMB as NO_BOMB_MOVE
from asobiba.games.tichu.state import NOBODY

from .helpers import BOMB4, NO_BOMB, PASS, cards, play, start
from .test_rules import kinds, refused

TICHU = {"type": "tichu"}
KINGS = ["JK", "SK", "PK", "TK"]


def test_a_player_may_bomb_his_own_play_at_once_TICHU_R16_TICHU_R19():
    state = start([["Mahjong", "J3", *BOMB4], [], [], []])
    play(state, 0, cards("J3"))
    assert GAME.to_act(state) == {0, 1}  # the next player is on turn; the player of J3 may bomb it
    assert kinds(state, 0) == [cards(*BOMB4), NO_BOMB]
    assert GAME.view(state, 0)["may_bomb"] is True and GAME.view(state, 1)["may_bomb"] is False
    play(state, 0, cards(*BOMB4))
    top = GAME.view(state, 2)["trick"][-1]
    assert top["seat"] == 0 and top["combo"] == "bomb" and state.turn == 1  # play goes on after the bomber
    for seat in (1, 2, 3):
        play(state, seat, PASS)
    assert state.turn == 0 and len(state.won[0]) == 5  # J3 and the bomb


def test_after_three_passes_the_trick_waits_for_its_own_player_s_bomb_TICHU_R16_TICHU_R19():
    for answer in (NO_BOMB, cards(*BOMB4)):
        state = start([["Mahjong", "J3", *BOMB4], [], [], []])
        play(state, 0, cards("J3"))
        for seat in (1, 2, 3):
            play(state, seat, PASS)
        assert state.turn == NOBODY and GAME.to_act(state) == {0} and not state.won[0]
        assert GAME.timed_default(state, 0) == NO_BOMB_MOVE
        play(state, 0, answer)
        if answer == NO_BOMB:
            assert state.turn == 0 and len(state.won[0]) == 1  # taken: seat 0 leads
        else:
            assert state.turn == 1 and GAME.to_act(state) == {1}  # the others must beat the bomb or pass


def test_letting_one_s_own_play_stand_lasts_until_the_next_play_TICHU_R19():
    state = start([["Mahjong", "J3", *BOMB4], ["S5"], [], []])
    play(state, 0, cards("J3"))
    play(state, 0, NO_BOMB)
    assert GAME.to_act(state) == {1}
    play(state, 1, cards("S5"))
    assert GAME.to_act(state) == {0, 2}  # seat 0 holds a bomb for the new play


def test_the_player_on_turn_may_bomb_instead_of_fulfilling_the_wish_TICHU_R25_TICHU_R19():
    # The FAQ: holding the wished rank, the next player "may (before his turn) play the K-bomb".
    state = start([["Mahjong"], ["S8", "J4", *KINGS], ["J8", "P8", "T8"], []])
    play(state, 0, cards("Mahjong"))
    play(state, 0, {"type": "wish", "rank": 8})
    assert kinds(state, 1) == [TICHU, cards("S8"), cards(*KINGS)]  # no pass, no other card: the wish or a bomb
    refused(state, 1, cards("J4"), "must play a 8")
    play(state, 1, cards(*KINGS))
    assert state.wish == 8 and state.turn == 2
    for seat in (2, 3, 0):
        play(state, seat, PASS)
    assert state.turn == 1  # the bomber leads, and must fulfil the wish now
    assert all("S8" in move["cards"] for move in kinds(state, 1) if move["type"] == "play")


def test_tichu_may_be_called_in_the_bomb_window_before_a_first_card_bomb_TICHU_R4_TICHU_R19():
    state = start([["Mahjong", "J3"], [], BOMB4, []])
    play(state, 0, cards("J3"))
    assert kinds(state, 2) == [TICHU, cards(*BOMB4), NO_BOMB]
    play(state, 2, TICHU)
    assert GAME.view(state, 0)["calls"][2] == "tichu"
    assert GAME.to_act(state) == {1, 2} and kinds(state, 2) == [cards(*BOMB4), NO_BOMB]  # still asked
    play(state, 2, cards(*BOMB4))  # his first card is the bomb
    refused(state, 2, TICHU, "already made a call")


def test_the_answer_made_for_a_person_is_never_a_tichu_call_TICHU_R4_TICHU_R19():
    state = start([["Mahjong", "J3"], [], BOMB4, []])
    play(state, 0, cards("J3"))
    for seat in (1, 2, 3):
        play(state, seat, PASS)
    assert state.turn == NOBODY and TICHU in kinds(state, 2)
    assert GAME.timed_default(state, 2) == NO_BOMB_MOVE
    play(state, 2, NO_BOMB)
    assert state.calls[2] == 0 and state.turn == 0


def test_a_player_who_let_the_play_stand_is_asked_again_after_the_last_pass_TICHU_R19_TICHU_R16():
    # The FAQ: "any player may bomb before the trick is considered over". Seat 2 lets the 3
    # stand at once and passes on its turn; once seat 3 has passed too, it may still bomb.
    for answer in (cards(*BOMB4), NO_BOMB):
        state = start([["Mahjong", "J3"], [], BOMB4, []])
        play(state, 0, cards("J3"))
        play(state, 2, NO_BOMB)
        for seat in (1, 2):
            play(state, seat, PASS)
        assert GAME.to_act(state) == {3}  # letting it stand lasts through the passes
        play(state, 3, PASS)
        assert state.turn == NOBODY and GAME.to_act(state) == {2} and not state.won[0]
        assert GAME.view(state, 2)["may_bomb"] is True and kinds(state, 2) == [TICHU, cards(*BOMB4), NO_BOMB]
        assert GAME.timed_default(state, 2) == NO_BOMB_MOVE  # a person who lets it pass still lets it stand
        play(state, 2, answer)
        if answer == NO_BOMB:
            assert state.turn == 0 and len(state.won[0]) == 1  # taken at once: nobody is asked twice more
        else:
            assert state.turn == 3 and GAME.view(state, 0)["trick"][-1]["seat"] == 2


def test_the_player_of_the_last_play_is_asked_again_about_his_own_trick_TICHU_R19_TICHU_R16():
    state = start([["Mahjong", "J3", *BOMB4], [], [], []])
    play(state, 0, cards("J3"))
    play(state, 0, NO_BOMB)
    for seat in (1, 2, 3):
        play(state, seat, PASS)
    assert state.turn == NOBODY and GAME.to_act(state) == {0}
    play(state, 0, NO_BOMB)
    assert state.turn == 0 and len(state.won[0]) == 1
