"""Shared helpers for Targi tests: positions built with ``setup``, moves by JSON, whole rounds.

:func:`start` fixes everything a scenario needs: a known centre (``CENTRE``), both decks
(``GOODS_DECK``, ``TRIBE_DECK``: the other cards are out of play), seat 0 first, and
the players' supplies when given.
"""

from __future__ import annotations

from typing import Any

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.games.targi import GAME
from asobiba.games.targi.state import TargiState

# c11 … c33 in the §1.2 pattern: Goods, Tribe, Goods / Tribe, Goods, Tribe / Goods, Tribe, Goods.
CENTRE = ["salt", "SIM-01", "pepper", "SIM-10", "dates", "SIM-19", "gold", "SIM-28", "choice"]
GOODS_DECK = ["vp", "salt_2", "pepper_dates", "dates_2"]
TRIBE_DECK = ["SIM-37", "SIM-15", "SIM-24", "SIM-06"]


def g(dates: int = 0, salt: int = 0, pepper: int = 0) -> dict[str, int]:
    return {"dates": dates, "salt": salt, "pepper": pepper}


def start(options: dict[str, Any] | None = None, **setup: Any) -> TargiState:
    """A game at the placement of a round; ``setup`` keys as docs/targi.md (these defaults unless given)."""
    given: dict[str, Any] = {"first": 0, "centre": CENTRE, "goods_deck": GOODS_DECK, "tribe_deck": TRIBE_DECK}
    return GAME.start(2, options, 0, given | setup)


def play(state: TargiState, *moves: dict[str, Any]) -> list:
    """Play each JSON move for whoever is to act; all events."""
    events = []
    for data in moves:
        (seat,) = GAME.to_act(state)
        events += GAME.play(state, seat, GAME.parse_move(data))
    return events


def legal(state: TargiState) -> list[dict[str, Any]]:
    (seat,) = GAME.to_act(state)
    return [move.to_json() for move in GAME.legal_moves(state, seat)]


def refused(state: TargiState, move: dict[str, Any], words: str) -> None:
    """``move`` is refused with a reason containing ``words``, in both languages, and nothing changes."""
    before = GAME.clone(state)
    (seat,) = GAME.to_act(state)
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, seat, GAME.parse_move(move))
    assert words in error.value.reason.en and error.value.reason.ja
    assert state == before


def kinds(events: list) -> list[str]:
    return [event.kind for event in events]


def place(card: int) -> dict[str, Any]:
    return {"type": "place", "card": card}


def resolve(card: int | str) -> dict[str, Any]:
    return {"type": "resolve", "card": card}


def skip(card: int | str) -> dict[str, Any]:
    return {"type": "skip", "card": card}


def buy(row: int) -> dict[str, Any]:
    return {"type": "buy", "row": row}


def take(good: str) -> dict[str, Any]:
    return {"type": "take", "good": good}


def trade(give: str, get: str) -> dict[str, Any]:
    return {"type": "trade", "give": give, "get": get}


def convert(give: str, count: int) -> dict[str, Any]:
    return {"type": "convert", "give": give, "count": count}


def move_marker(source: str, to: str) -> dict[str, Any]:
    return {"type": "move_marker", "from": source, "to": to}


def raid(pay: str) -> dict[str, Any]:
    return {"type": "raid", "pay": pay}


def give_back(good: str) -> dict[str, Any]:
    return {"type": "return", "good": good}


KEEP = {"type": "keep"}
DISCARD = {"type": "discard"}
DONE = {"type": "done"}


def place_all(state: TargiState, first: tuple[int, int, int], other: tuple[int, int, int]) -> list:
    """The first player's three Targi and the other's, alternately."""
    return play(state, *(place(card) for pair in zip(first, other, strict=True) for card in pair))


def skip_rest(state: TargiState) -> list:
    """Skip every pending action of the seat(s) still to act this round, and return surplus goods, first kind first."""
    events = []
    while True:
        view = GAME.view(state, None)
        if view["phase"] == "actions" and not view["step"]:
            events += play(state, skip(view["pending"][view["current"]][0]))
        elif view["phase"] == "limit":
            events += play(state, legal(state)[0])
        else:
            return events


def quiet_round(state: TargiState) -> list:
    """A round where both place on the first free cards and give every action up."""
    events = []
    while GAME.view(state, None)["phase"] == "place":
        events += play(state, legal(state)[0])
    return events + skip_rest(state)
