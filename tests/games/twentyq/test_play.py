"""Play: messages, replies in order, counting, guesses and the end (TWENTYQ-R5, TWENTYQ-R6, TWENTYQ-R7, TWENTYQ-R8,
TWENTYQ-R9, TWENTYQ-R17, TWENTYQ-R18)."""

from __future__ import annotations

from asobiba.games.twentyq import GAME

from .helpers import ask, bot_room, kinds, person_room, play, refused, reply


def test_twentyq_r5_questions_guesses_and_chat_and_chat_never_counts():
    state = person_room()
    play(state, 1, {"type": "chat", "text": "相談: animal first?"})
    ask(state, 2, "Is it an animal?")
    play(state, 1, {"type": "guess", "text": "Is it a cat?"})
    view = GAME.view(state, None)
    assert [m["kind"] for m in view["messages"]] == ["chat", "question", "guess"]
    assert view["pending"] == 1 and view["count"] == 0
    play(state, 0, {"type": "chat", "text": "thinking"})  # the host may chat too
    reply(state, 1, "no")
    assert GAME.view(state, 1)["count"] == 1


def test_twentyq_r6_replies_go_to_the_oldest_waiting_question_with_an_optional_note():
    state = person_room(4)
    first, second = ask(state, 1), ask(state, 2)
    refused(state, 0, {"type": "reply", "to": second, "reply": "yes"}, "oldest waiting is message 0")
    events = reply(state, first, "yes", note="yes, but borderline")
    assert events[0].data == {"to": first, "reply": "yes", "note": "yes, but borderline", "number": 1}
    assert GAME.view(state, 3)["pending"] == second
    assert [move.to_json() for move in GAME.legal_moves(state, 0)][:3] == [
        {"type": "reply", "to": second, "reply": r} for r in ("yes", "no", "declined")
    ]


def test_twentyq_r7_yes_and_no_count_declined_does_not():
    state = person_room()
    reply(state, ask(state, 1), "declined")
    reply(state, ask(state, 2), "no")
    events = reply(state, ask(state, 1), "yes")
    assert kinds(events) == ["reply", "count"] and events[1].data == {"count": 2, "limit": 20}
    assert [m["number"] for m in GAME.view(state, 1)["messages"]] == [None, 1, 2]


def test_twentyq_r8_a_guess_counts_a_wrong_guess_is_no_and_a_yes_is_correct():
    state = bot_room(item="dog")
    play(state, 1, {"type": "guess", "item": "cat"})
    reply(state, 0, "no")
    assert GAME.view(state, 1)["count"] == 1
    play(state, 2, {"type": "guess", "text": "Is it a dog?"})
    events = reply(state, 1, "yes")
    assert GAME.view(state, 1)["result"] == {"kind": "guessed", "winner": "askers", "guesser": 2}
    assert "ended" in kinds(events)


def test_twentyq_r9_the_last_counted_question_without_a_correct_guess_ends_for_the_host():
    state = person_room(question_limit=5)
    for number in range(5):
        reply(state, ask(state, 1 + number % 2), "no" if number else "declined")
        assert GAME.view(state, 1)["step"] == "ask"
    reply(state, ask(state, 1), "yes")
    view = GAME.view(state, 1)
    assert view["count"] == 5 and view["step"] == "reveal"
    assert view["result"] == {"kind": "limit", "winner": "host", "guesser": None}
    refused(state, 2, {"type": "question", "text": "one more?"}, "questions and replies are over")
    assert GAME.to_act(state) == {0}


def test_an_asker_has_one_question_waiting_at_a_time_and_menu_questions_are_asked_once():
    state = bot_room()
    play(state, 1, {"type": "question", "menu": "animal"})
    refused(state, 1, {"type": "question", "text": "and?"}, "still waiting")
    assert GAME.legal_moves(state, 1) == [] and 1 not in GAME.to_act(state)
    refused(state, 2, {"type": "question", "menu": "animal"}, "already asked")
    reply(state, 0, "declined")
    play(state, 2, {"type": "question", "menu": "animal"})  # a declined question may be asked again
    assert GAME.view(state, 1)["messages"][0]["text"] == "Is it an animal?"


def test_twentyq_r17_r18_notes_no_comment_and_the_hosts_call_are_not_engine_rules():
    """TWENTYQ-R17 etiquette and TWENTYQ-R18 ambiguity are the host's and the room's: the engine keeps the note and any reply."""
    state = person_room()
    play(state, 1, {"type": "chat", "text": "ノーコメント"})
    reply(state, ask(state, 2, "Is an alien a person?"), "yes", note="YES 亜人種＋宇宙人含む")
    assert GAME.view(state, 1)["messages"][1]["note"] == "YES 亜人種＋宇宙人含む"
