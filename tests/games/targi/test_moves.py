"""Moves: the JSON forms of docs/targi.md round-trip exactly, malformed ones are InvalidMove (TARGI-R7's vocabulary)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import InvalidMove
from asobiba.games.targi import GAME
from asobiba.games.targi.conformance import EVERY_MOVE


def test_every_move_round_trips_through_json():
    assert len(set(EVERY_MOVE)) == len(EVERY_MOVE)
    for move in EVERY_MOVE:
        assert GAME.parse_move(move.to_json()) == move


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"type": "fly"},
        {"type": "place"},
        {"type": "place", "card": 17},
        {"type": "place", "card": True},
        {"type": "place", "card": "c11"},
        {"type": "resolve", "card": "c44"},
        {"type": "resolve", "card": 0},
        {"type": "skip", "card": 3, "extra": 1},
        {"type": "buy", "row": 3},
        {"type": "take", "good": "gold"},
        {"type": "trade", "give": "gold", "get": "salt"},
        {"type": "convert", "give": "salt", "count": 0},
        {"type": "move_marker", "from": "c11", "to": 5},
        {"type": "raid", "pay": "camel"},
        {"type": "return", "good": "Salt"},
        {"type": "keep", "card": 1},
    ],
)
def test_a_malformed_move_is_invalid_with_a_reason_in_both_languages(data):
    with pytest.raises(InvalidMove) as error:
        GAME.parse_move(data)
    assert error.value.reason.en and error.value.reason.ja


def test_moves_name_cards_as_the_spec_does():
    assert GAME.parse_move({"type": "resolve", "card": "c23"}).to_json() == {"type": "resolve", "card": "c23"}
    assert GAME.parse_move({"type": "skip", "card": 14}).to_json() == {"type": "skip", "card": 14}
    assert repr(GAME.parse_move({"type": "trade", "give": "dates", "get": "gold"})) == "Trade(give='dates', get='gold')"
