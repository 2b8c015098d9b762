"""Hostile and odd text: kept as inert data, refused when too long, empty or holding control characters, NFC applied."""

from __future__ import annotations

import json

import pytest

from asobiba.core.errors import InvalidMove
from asobiba.games.twentyq import GAME

from .helpers import T0, ask, person_room, play, refused, reply


def test_html_and_script_tags_are_kept_as_inert_text():
    state = person_room()
    hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    play(state, 1, {"type": "chat", "text": hostile})
    reply(state, ask(state, 2, "<b>Is it</b> &amp; big?"), "yes", note="<i>yes</i>")
    messages = GAME.view(state, 1)["messages"]
    assert messages[0]["text"] == hostile
    assert messages[1]["text"] == "<b>Is it</b> &amp; big?" and messages[1]["note"] == "<i>yes</i>"
    json.dumps(GAME.view(state, None))


def test_one_megabyte_and_over_limit_texts_are_refused_in_both_languages():
    state = person_room()
    refused(state, 1, {"type": "chat", "text": "あ" * 1_000_000}, "at most 300 characters")
    refused(state, 1, {"type": "question", "text": "x" * 201}, "at most 200 characters")
    refused(state, 1, {"type": "guess", "text": "x" * 201}, "at most 200 characters")
    play(state, 1, {"type": "question", "text": "x" * 200})
    refused(state, 0, {"type": "reply", "to": 0, "reply": "no", "note": "n" * 101}, "at most 100 characters")


@pytest.mark.parametrize("text", ["", "   ", "\u3000", "line\nbreak", "bell\x07", "nul\x00", "\u202eevil", "\u2066iso\u2069"])
def test_empty_whitespace_and_control_characters_are_refused(text):
    state = person_room()
    words = "empty" if not text.strip() else "control character"
    refused(state, 1, {"type": "question", "text": text}, words)
    refused(state, 1, {"type": "chat", "text": text}, words)


def test_text_is_nfc_normalised_and_measured_after():
    state = person_room()
    decomposed = "e\u0301" * 200  # 400 code points, 200 once composed
    play(state, 1, {"type": "question", "text": decomposed})
    assert GAME.view(state, 1)["messages"][0]["text"] == "\u00e9" * 200


def test_a_lone_surrogate_cannot_be_read():
    with pytest.raises(InvalidMove) as error:
        GAME.parse_move({"type": "chat", "text": "\ud800"})
    assert error.value.reason.ja


def test_chat_is_limited_to_five_messages_in_thirty_seconds_by_the_stamps():
    state = person_room()
    for second in range(5):
        play(state, 1, {"type": "chat", "text": f"hi {second}", "at": T0 + second * 1000})
    refused(state, 1, {"type": "chat", "text": "again", "at": T0 + 29_000}, "at most 5 chat messages")
    play(state, 2, {"type": "chat", "text": "mine", "at": T0 + 29_000})  # per seat
    play(state, 1, {"type": "chat", "text": "later", "at": T0 + 30_000})


def test_the_host_mutes_and_unmutes_an_asker():
    state = person_room()
    assert [move.to_json() for move in GAME.legal_moves(state, 0)] == []  # nothing due: the host is not to act
    play(state, 0, {"type": "mute", "seat": 1})
    refused(state, 1, {"type": "chat", "text": "hey"}, "muted")
    refused(state, 1, {"type": "question", "text": "hey?"}, "muted")
    refused(state, 0, {"type": "mute", "seat": 1}, "already muted")
    refused(state, 0, {"type": "mute", "seat": 0}, "no such seat")
    refused(state, 2, {"type": "mute", "seat": 1}, "only the host")
    assert GAME.view(state, 2)["muted"] == [1] and 1 not in GAME.to_act(state)
    play(state, 0, {"type": "mute", "seat": 2})
    assert GAME.to_act(state) == {0}  # everyone muted: the host is to act, to unmute
    play(state, 0, {"type": "unmute", "seat": 1})
    play(state, 1, {"type": "chat", "text": "thanks"})
