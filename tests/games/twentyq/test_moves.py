"""Move JSON: exact round trips, the optional stamp, malformed input refused with InvalidMove."""

from __future__ import annotations

import json

import pytest

from asobiba.core.errors import InvalidMove
from asobiba.games.twentyq import GAME

FORMS = [
    {"type": "commit", "commitment": "ab" * 32},
    {"type": "question", "text": "Is it alive?"},
    {"type": "question", "menu": "animal", "at": 5},
    {"type": "guess", "text": "犬"},
    {"type": "guess", "item": "dog"},
    {"type": "chat", "text": "hi"},
    {"type": "reply", "to": 3, "reply": "declined"},
    {"type": "reply", "to": 0, "reply": "yes", "note": "barely"},
    {"type": "reveal", "answer": "犬", "reading": "いぬ", "salt": "00" * 16},
    {"type": "mute", "seat": 2},
    {"type": "unmute", "seat": 2},
    {"type": "retire"},
    {"type": "time_up", "at": 1_700_000_000_000},
    {"type": "extend"},
    {"type": "abandon"},
]


@pytest.mark.parametrize("data", FORMS)
def test_every_move_form_round_trips(data):
    move = GAME.parse_move(data)
    assert move.to_json() == data
    assert GAME.parse_move(json.loads(json.dumps(move.to_json()))) == move


@pytest.mark.parametrize(
    "data",
    [
        {"type": "question", "text": "a", "menu": "animal"},
        {"type": "question"},
        {"type": "guess", "text": 3},
        {"type": "commit", "commitment": "AB" * 32},
        {"type": "commit", "commitment": "ab" * 31},
        {"type": "reveal", "answer": "x", "salt": "0" * 31},
        {"type": "reply", "to": -1, "reply": "yes"},
        {"type": "reply", "to": 0, "reply": "maybe"},
        {"type": "mute", "seat": True},
        {"type": "chat", "text": "x", "at": -5},
        {"type": "chat", "text": "x", "extra": 1},
        {"type": "nope"},
        [],
    ],
)
def test_malformed_moves_are_invalid_with_a_reason_in_both_languages(data):
    with pytest.raises(InvalidMove) as error:
        GAME.parse_move(data)
    assert error.value.reason.en and error.value.reason.ja
