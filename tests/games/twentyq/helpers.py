"""Shared helpers for Twenty Questions tests: rooms built with options and ``setup``, moves by JSON."""

from __future__ import annotations

from typing import Any

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.games.twentyq import GAME
from asobiba.games.twentyq.commitment import commitment
from asobiba.games.twentyq.state import TwentyQState

ANSWER, READING, SALT = "東京タワー", "とうきょうたわー", "00112233445566778899aabbccddeeff"
T0 = 1_700_000_000_000  # a stamp, Unix ms
MINUTE = 60_000


def person_room(seats: int = 3, **options: Any) -> TwentyQState:
    """A room whose person host has committed to ANSWER under SALT at T0."""
    state = GAME.start(seats, options, 0)
    play(state, 0, {"type": "commit", "commitment": commitment(ANSWER, SALT), "at": T0})
    return state


def bot_room(seats: int = 3, item: str = "dog", **options: Any) -> TwentyQState:
    return GAME.start(seats, {"host": "bot", **options}, 0, {"item": item, "salt": SALT})


def play(state: TwentyQState, seat: int, move: dict[str, Any]) -> list:
    return GAME.play(state, seat, GAME.parse_move(move))


def ask(state: TwentyQState, seat: int, text: str = "Is it big?", at: int | None = None) -> int:
    """Post a typed question; its message id."""
    play(state, seat, {"type": "question", "text": text} | ({"at": at} if at is not None else {}))
    return len(state.messages) - 1


def reply(state: TwentyQState, to: int, answer: str, **extra: Any) -> list:
    return play(state, 0, {"type": "reply", "to": to, "reply": answer, **extra})


def refused(state: TwentyQState, seat: int, move: dict[str, Any], words: str) -> None:
    """``move`` is refused with a reason containing ``words``, in both languages, and nothing changes."""
    before = GAME.clone(state)
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, seat, GAME.parse_move(move))
    assert words in error.value.reason.en and error.value.reason.ja
    assert state == before


def kinds(events: list) -> list[str]:
    return [event.kind for event in events]
