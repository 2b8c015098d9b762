"""Building Daifugō positions for scenario tests: fixed deals (``setup``), then moves played
through the contract. A deal need not use the whole deck: the cards left out are out of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from asobiba.core.contract import Event
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.deal import new_game
from asobiba.games.daifugo.state import DaifugoState

Hands = Sequence[Sequence[str]]


def start(hands: Hands, options: dict[str, Any] | None = None, *, places: Sequence[int] | None = None, seed: int = 0) -> DaifugoState:
    """A match whose first game is dealt ``hands``; with ``places``, its second game instead,
    after a first game that ended in those places (so the classes exchange)."""
    deals = [list(map(list, hands))] * (2 if places else 1)
    state = GAME.start(len(hands), {"games": len(deals), **(options or {})}, seed, setup={"deals": deals})
    if places:
        state.game, state.places = 1, list(places)
        new_game(state, [])
    return state


def play(state: DaifugoState, seat: int, *cards: str, stand: Sequence[Sequence[str]] = ()) -> list[Event]:
    data: dict[str, Any] = {"type": "play", "cards": list(cards)}
    if stand:
        data["as"] = [list(place) for place in stand]
    return GAME.play(state, seat, GAME.parse_move(data))


def pass_(state: DaifugoState, seat: int) -> list[Event]:
    return GAME.play(state, seat, GAME.parse_move({"type": "pass"}))


def give(state: DaifugoState, seat: int, *cards: str) -> list[Event]:
    return GAME.play(state, seat, GAME.parse_move({"type": "give", "cards": list(cards)}))


def legal(state: DaifugoState, seat: int) -> list[dict[str, Any]]:
    return [move.to_json() for move in GAME.legal_moves(state, seat)]


def can_play(state: DaifugoState, seat: int, *cards: str) -> bool:
    """Whether some legal play of ``seat`` is exactly these cards."""
    return any(move.get("cards") == list(cards) for move in legal(state, seat) if move["type"] == "play")


def kinds(events: list[Event]) -> list[str]:
    return [event.kind for event in events]


def find(events: list[Event], kind: str) -> list[dict[str, Any]]:
    return [event.data for event in events if event.kind == kind]
