"""Building Oh-Seven positions for scenario tests: fixed first hands, then moves."""

from __future__ import annotations

from typing import Any

from asobiba.core.contract import Event
from asobiba.games.ohseven import GAME
from asobiba.games.ohseven.state import OhSevenState


def start(hands: list[str], options: dict[str, Any] | None = None) -> OhSevenState:
    """A game whose first deal gives each seat the space-separated cards of ``hands``."""
    return GAME.start(len(hands), options, 0, setup={"hands": [hand.split() for hand in hands]})


def play(state: OhSevenState, seat: int, move: dict[str, Any]) -> list[Event]:
    return GAME.play(state, seat, GAME.parse_move(move))


def bid(state: OhSevenState, *cards: str) -> list[Event]:
    """Every seat bids, in seat order; the events of the last bid (the reveal)."""
    events: list[Event] = []
    for seat, card in enumerate(cards):
        events = play(state, seat, {"type": "bid", "card": card})
    return events


def card(state: OhSevenState, seat: int, name: str) -> list[Event]:
    return play(state, seat, {"type": "card", "card": name})
