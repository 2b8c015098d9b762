"""Fan-out: each connection at a table gets its own message, with only its seat's view."""

from __future__ import annotations

from typing import Any

import orjson

from asobiba.core.contract import Event
from asobiba.server.live import LiveTable


def encode(table: LiveTable, you: int | None, view: Any, events: list[Event], summary: dict[str, Any], answer_window: float) -> str:
    """The state message for a connection at seat ``you`` (None: a spectator), with the view of ``table.viewer(you)``."""
    # answer_window: how long a short question waits for a person (a claim's countdown)
    seat = table.viewer(you)
    message = {
        "type": "state",
        "table": {**summary, "you": you, "answer_window": answer_window},
        "seat": seat,
        "version": table.version,
        "view": view,
        "events": [event.to_json() for event in events if event.visible_to(seat)],
    }
    return orjson.dumps(message).decode()


def fan_out(table: LiveTable, events: list[Event], answer_window: float) -> None:
    """Queue each connection's own message; never waits on a client."""
    summary = table.summary()
    seats = {connection: table.seat_of(connection.user_id) for connection in list(table.connections)}
    wanted = sorted(set(seats.values()), key=lambda seat: -1 if seat is None else seat)
    shown = sorted({table.viewer(seat) for seat in wanted}, key=lambda seat: -1 if seat is None else seat)
    if table.state is None:
        views: dict[int | None, Any] = dict.fromkeys(shown)
    else:  # Tarot builds the public part once for every seat
        views = table.game.views(table.state, shown)
    messages = {seat: encode(table, seat, views[table.viewer(seat)], events, summary, answer_window) for seat in wanted}
    for connection, seat in seats.items():
        if not connection.offer(messages[seat]):
            table.connections.discard(connection)
