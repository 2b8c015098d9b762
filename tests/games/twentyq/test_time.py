"""Time rules on the server's stamps: presence and retiring, the time limit and its extension, abandonment
(TWENTYQ-R13, TWENTYQ-R14, TWENTYQ-R15)."""

from __future__ import annotations

from asobiba.games.twentyq import GAME
from asobiba.games.twentyq.moves import Question, TimeUp

from .helpers import MINUTE, T0, ask, bot_room, kinds, person_room, play, refused, reply


def test_twentyq_r13_the_host_may_retire_after_the_presence_from_the_first_reply_as_a_loss():
    state = person_room(min_host_presence=120)
    refused(state, 0, {"type": "retire", "at": T0 + 300 * MINUTE}, "after replying")
    first = ask(state, 1, at=T0 + 10 * MINUTE)
    reply(state, first, "no", at=T0 + 20 * MINUTE)
    refused(state, 0, {"type": "retire", "at": T0 + 139 * MINUTE}, "120 minutes")
    events = play(state, 0, {"type": "retire", "at": T0 + 140 * MINUTE})
    assert kinds(events) == ["ended"]
    assert GAME.view(state, 1)["result"] == {"kind": "retired", "winner": "askers", "guesser": None}
    assert GAME.view(state, 1)["step"] == "reveal"  # retiring requires the reveal


def test_twentyq_r14_time_is_up_after_the_limit_for_anyone_and_the_host_wins():
    state = person_room(time_limit=360)
    refused(state, 1, {"type": "time_up", "at": T0 + 359 * MINUTE}, "360 minutes")
    assert TimeUp() not in GAME.legal_moves(state, 1)
    play(state, 2, {"type": "chat", "text": "still here", "at": T0 + 360 * MINUTE})
    assert TimeUp() in GAME.legal_moves(state, 1)  # by the clock's latest stamp
    play(state, 1, {"type": "time_up"})
    assert GAME.view(state, 2)["result"] == {"kind": "time_up", "winner": "host", "guesser": None}
    untimed = person_room(time_limit=0)
    refused(untimed, 1, {"type": "time_up", "at": T0 + 10_000 * MINUTE}, "no time limit")


def test_twentyq_r14_the_host_and_a_majority_of_active_askers_extend_the_limit():
    state = person_room(5, time_limit=60)
    play(state, 1, {"type": "extend"})
    play(state, 2, {"type": "extend"})
    play(state, 3, {"type": "extend"})
    assert GAME.view(state, 1)["clock"]["extended"] == 0  # not without the host
    events = play(state, 0, {"type": "extend"})
    assert kinds(events) == ["vote", "extended"]
    assert GAME.view(state, 1)["clock"] == {**GAME.view(state, 1)["clock"], "extended": 1, "extend_votes": []}
    refused(state, 1, {"type": "time_up", "at": T0 + 119 * MINUTE}, "120 minutes")
    play(state, 1, {"type": "time_up", "at": T0 + 120 * MINUTE})


def test_twentyq_r14_a_bot_host_agrees_to_every_extension():
    state = bot_room(3, time_limit=60)
    refused(state, 0, {"type": "extend"}, "agrees to every extension")
    play(state, 1, {"type": "extend", "at": T0})
    play(state, 2, {"type": "extend", "at": T0})
    assert GAME.view(state, 1)["clock"]["extended"] == 1


def test_twentyq_r15_askers_abandon_a_silent_host_by_majority_and_nothing_is_revealed():
    state = person_room(4, host_idle_timeout=30)
    ask(state, 1, at=T0 + 5 * MINUTE)
    refused(state, 2, {"type": "abandon", "at": T0 + 29 * MINUTE}, "30 minutes")
    play(state, 2, {"type": "abandon", "at": T0 + 31 * MINUTE})
    refused(state, 2, {"type": "abandon"}, "already voted")
    refused(state, 0, {"type": "abandon"}, "only an asker")
    events = play(state, 3, {"type": "abandon"})
    assert kinds(events) == ["vote", "ended"]
    view = GAME.view(state, 1)
    assert view["step"] == "over" and view["result"]["kind"] == "abandoned" and view["reveal"] is None
    assert view["commitment"] is not None  # stays on record, unrevealed
    assert GAME.outcome(state).scores == (0, 0, 0, 0)


def test_twentyq_r15_a_post_by_the_host_clears_the_abandon_votes():
    state = person_room(4, host_idle_timeout=30)
    play(state, 1, {"type": "abandon", "at": T0 + 31 * MINUTE})
    play(state, 0, {"type": "chat", "text": "I'm here", "at": T0 + 32 * MINUTE})
    view = GAME.view(state, 1)["clock"]
    assert view["abandon_votes"] == [] and view["last_host_post"] == T0 + 32 * MINUTE
    refused(state, 2, {"type": "abandon", "at": T0 + 40 * MINUTE}, "30 minutes")


def test_a_move_without_a_stamp_leaves_the_clock_and_the_stamp_is_kept_on_the_message():
    state = person_room()
    ask(state, 1)
    assert GAME.view(state, 1)["clock"]["now"] == T0 and GAME.view(state, 1)["messages"][0]["at"] is None
    assert GAME.stamp(Question(text="hi", at=5), T0 + 7) == Question(text="hi", at=T0 + 7)
