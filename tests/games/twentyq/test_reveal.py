"""The end: reveal, verification, the guess audit and the outcome (TWENTYQ-R10, TWENTYQ-R11, TWENTYQ-R12)."""

from __future__ import annotations

from asobiba.games.twentyq import GAME
from asobiba.games.twentyq.legal import true_reveal

from .helpers import ANSWER, READING, SALT, ask, bot_room, kinds, person_room, play, refused, reply


def limit_reached(state) -> None:
    for _ in range(state.limit):
        reply(state, ask(state, 1), "no")


def test_twentyq_r10_the_host_reveals_answer_reading_and_salt_once_the_game_has_ended():
    state = person_room(question_limit=5)
    refused(state, 0, {"type": "reveal", "answer": ANSWER, "reading": READING, "salt": SALT}, "once the game has ended")
    limit_reached(state)
    assert GAME.outcome(state) is None  # over only once revealed
    events = play(state, 0, {"type": "reveal", "answer": ANSWER, "reading": READING, "salt": SALT})
    assert kinds(events) == ["revealed"]
    view = GAME.view(state, 2)
    assert view["reveal"] == {"answer": ANSWER, "reading": READING, "salt": SALT, "verified": True}
    assert view["step"] == "over" and view["result"]["winner"] == "host"
    assert GAME.outcome(state).scores == (1, 0, 0)


def test_twentyq_r11_a_tampered_reveal_is_accepted_and_voids_the_result():
    state = person_room(question_limit=5)
    limit_reached(state)
    events = play(state, 0, {"type": "reveal", "answer": "スカイツリー", "reading": "", "salt": SALT})
    assert kinds(events) == ["revealed", "ended"]
    view = GAME.view(state, 1)
    assert view["reveal"]["verified"] is False
    assert view["result"] == {"kind": "void", "winner": None, "guesser": None}
    assert GAME.outcome(state).scores == (0, 0, 0)


def test_twentyq_r11_a_wrong_salt_voids_too_and_a_bot_hosts_true_reveal_verifies():
    state = person_room(question_limit=5)
    limit_reached(state)
    play(state, 0, {"type": "reveal", "answer": ANSWER, "reading": READING, "salt": "ff" * 16})
    assert GAME.view(state, 1)["result"]["kind"] == "void"
    room = bot_room(item="dog")
    play(room, 1, {"type": "guess", "item": "dog"})
    reply(room, 0, "yes")
    assert GAME.legal_moves(room, 0) == [true_reveal(room)]
    GAME.play(room, 0, true_reveal(room))
    assert GAME.view(room, 2)["reveal"]["verified"] is True
    assert GAME.outcome(room).scores == (0, 1, 1)


def test_twentyq_r12_guesses_spelling_the_answer_or_its_reading_are_listed_after_the_reveal():
    state = person_room(question_limit=5)
    play(state, 1, {"type": "guess", "text": "東京 タワー"})
    reply(state, 0, "no")  # the host answered no: the audit shows it, the result stands
    play(state, 2, {"type": "guess", "text": "ＴＯＫＹＯ"})
    reply(state, 1, "no")
    play(state, 1, {"type": "guess", "text": "とうきょう たわー"})
    reply(state, 2, "no")
    assert GAME.view(state, 1)["audit"] == []
    for _ in range(2):
        reply(state, ask(state, 2), "no")
    events = play(state, 0, {"type": "reveal", "answer": ANSWER, "reading": READING, "salt": SALT})
    assert events[0].data["audit"] == [0, 2]
    assert GAME.view(state, 1)["audit"] == [0, 2] and GAME.view(state, 1)["result"]["winner"] == "host"
