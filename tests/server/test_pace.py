"""The bots' pace (docs/protocol.md, "pace"): each person asks for slow, normal or fast, and a
table's bots wait for the slowest of the people connected at their seats."""

from __future__ import annotations

import asyncio
import json

import pytest
from starlette.testclient import TestClient

from asobiba.server import seating
from asobiba.server.app import create_app
from asobiba.server.hall import Hall
from asobiba.store import Store

from .conftest import Player, another_browser, receive, receive_until


class Connection:
    """A client at the table that reads everything at once."""

    def __init__(self, user_id: int | None, pace: str = "normal") -> None:
        self.user_id = user_id
        self.pace = pace

    def offer(self, text: str) -> bool:
        return True


def test_the_bots_wait_for_the_slowest_pace_of_the_people_at_their_seats(db_url: str):
    async def scenario() -> dict[str, float]:
        hall = Hall(Store(db_url), bot_delay=0.6)
        await hall.open()
        try:
            ann, bob, cy = [await hall.db(hall.store.create_user, name, None) for name in ("Ann", "Bob", "Cy")]
            table = await seating.create(hall, ann, "tarot", 4, {}, ["me", "open", "normal", "normal"], 0)
            await seating.join(hall, table, bob, 1)
            pauses = {"nobody": hall.bot_pause(table)}
            table.connections = {Connection(ann.id, "slow")}
            pauses["slow"] = hall.bot_pause(table)
            table.connections = {Connection(ann.id, "fast")}
            pauses["fast"] = hall.bot_pause(table)
            table.connections = {Connection(ann.id, "fast"), Connection(bob.id)}
            pauses["fast and normal"] = hall.bot_pause(table)
            table.connections = {Connection(ann.id, "fast"), Connection(cy.id, "slow"), Connection(None, "slow")}
            pauses["fast, spectators slow"] = hall.bot_pause(table)
            hall.bot_delay = 0
            table.connections = {Connection(ann.id, "slow")}
            pauses["no delay"] = hall.bot_pause(table)
            return pauses
        finally:
            await hall.close()
            hall.store.close()

    pauses = asyncio.run(scenario())
    assert pauses == pytest.approx(
        {"nobody": 0.6, "slow": 1.2, "fast": 0.2, "fast and normal": 0.6, "fast, spectators slow": 0.2, "no delay": 0}
    )


def test_a_pace_message_sets_the_pace_of_the_connection_and_a_bad_one_is_refused(db_url: str):
    with TestClient(create_app(db_url, secret="test-secret", bot_delay=0.6, bot_budget_ms=20)) as client:
        ann = Player(client).guest("Ann")
        waiting = {"game": "tarot", "seats": 4, "players": ["me", "open", "open", "open"], "turn_timeout": 0}
        table = ann.post("/api/tables", waiting, expect=201)
        hall = client.app.state.hall
        live = hall.tables[table["id"]]
        path = f"/ws/tables/{table['id']}"
        watcher = Player(another_browser(client)).guest("Wes")
        with client.websocket_connect(path) as ws, watcher.client.websocket_connect(path) as spectator:
            receive(ws)
            receive(spectator)
            ws.send_text(json.dumps({"type": "pace", "pace": "slow"}))
            spectator.send_text(json.dumps({"type": "pace", "pace": "fast"}))
            for socket in (ws, spectator):  # an answered refusal: the pace before it was read
                socket.send_text(json.dumps({"type": "pace", "pace": "warp", "ref": "p1"}))
                refused = receive_until(socket, lambda message: message["type"] == "error")
                assert refused["ref"] == "p1" and refused["error"]["code"] == "request/malformed"
                assert "slow, normal, fast" in refused["error"]["reason"]["en"]
            assert hall.bot_pause(live) == 1.2  # the spectator's fast does not count
            ws.send_text(json.dumps({"type": "pace", "pace": "fast"}))
            ws.send_text(json.dumps({"type": "pace"}))
            assert receive_until(ws, lambda message: message["type"] == "error")["error"]["code"] == "request/malformed"
            assert hall.bot_pause(live) == pytest.approx(0.2)
