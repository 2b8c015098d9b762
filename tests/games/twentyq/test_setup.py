"""Setup: the host, the commitment, who commits, room text (TWENTYQ-R1, TWENTYQ-R2, TWENTYQ-R3, TWENTYQ-R4, TWENTYQ-R16)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import OptionError, SetupError
from asobiba.games.twentyq import GAME
from asobiba.games.twentyq.commitment import commitment

from .helpers import ANSWER, SALT, bot_room, person_room, play, refused


def test_twentyq_r1_seat_0_hosts_and_the_others_ask():
    state = person_room(4)
    view = GAME.view(state, 2)
    assert view["host"] == 0 and view["players"] == 4
    refused(state, 0, {"type": "question", "text": "Is it red?"}, "only an asker")
    refused(state, 1, {"type": "reply", "to": 0, "reply": "yes"}, "only the host")
    assert GAME.seats == tuple(range(2, 14))
    with pytest.raises(OptionError):
        GAME.start(14, {}, 0)


def test_twentyq_r2_a_person_host_commits_first_and_the_commitment_is_shown_to_all():
    state = GAME.start(3, {}, 0)
    assert GAME.view(state, 1)["step"] == "commit" and GAME.to_act(state) == {0}
    refused(state, 1, {"type": "question", "text": "Is it red?"}, "commits to the answer first")
    digest = commitment(ANSWER, SALT)
    events = play(state, 0, {"type": "commit", "commitment": digest})
    assert events[0].kind == "committed" and events[0].data == {"commitment": digest}
    for seat in (None, 0, 1, 2):
        assert GAME.view(state, seat)["commitment"] == digest
        assert ANSWER not in str(GAME.view(state, seat))  # the server never had the answer
    refused(state, 0, {"type": "commit", "commitment": digest}, "already committed")


def test_twentyq_r2_a_bot_host_draws_from_the_seed_and_commits_at_the_start():
    state = GAME.start(3, {"host": "bot"}, 42)
    again = GAME.start(3, {"host": "bot"}, 42)
    assert state == again
    secret = GAME.view(state, 0)["secret"]
    assert GAME.view(state, 0)["commitment"] == commitment(secret["answer"], secret["salt"])
    assert GAME.view(state, 1)["step"] == "ask"
    refused(state, 0, {"type": "commit", "commitment": "0" * 64}, "committed at the start")
    fixed = bot_room(item="cat")
    assert GAME.view(fixed, 0)["secret"] == {"item": "cat", "answer": "猫 / cat", "salt": SALT}
    with pytest.raises(SetupError):
        GAME.start(3, {"host": "bot"}, 0, {"item": "unicorn"})


def test_twentyq_r3_only_the_host_commits_and_only_the_hosts_view_has_the_secret():
    state = GAME.start(3, {}, 0)
    refused(state, 1, {"type": "commit", "commitment": "0" * 64}, "only the host")
    room = bot_room()
    assert "secret" in GAME.view(room, 0)
    assert all("secret" not in GAME.view(room, seat) for seat in (None, 1, 2))


def test_twentyq_r4_r16_banned_topics_are_room_text_shown_and_not_enforced():
    """TWENTYQ-R4, TWENTYQ-R16: the archive reminder is the browser's; the engine checks neither past answers nor banned topics."""
    state = person_room(banned_topics="<b>doujin</b>, works newer than 3 months")
    assert GAME.view(state, 1)["options"]["banned_topics"] == "<b>doujin</b>, works newer than 3 months"
    play(state, 1, {"type": "question", "text": "Is it a doujin work?"})  # not refused: not an engine rule
    with pytest.raises(OptionError):
        GAME.start(3, {"banned_topics": "x" * 501}, 0)
