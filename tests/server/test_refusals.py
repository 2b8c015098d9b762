"""A refused move over the WebSocket: the reason is words for the player, in both languages, and the
rules it breaks come apart in ``rules`` (docs/protocol.md, "Error codes"; issue 36)."""

from __future__ import annotations

import json
import re

import pytest
from starlette.testclient import TestClient

from .conftest import Player, receive, receive_until

RULE_ID = re.compile(r"-R\d")


def refused(client: TestClient, table: dict, seat: int, move: dict) -> dict:
    """The error the server answers ``move`` with, once ``seat`` is to act; the table's version is unchanged."""
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        state = receive_until(ws, lambda m: m["type"] == "state" and seat in m["view"].get("to_act", [seat]))  # Twenty Questions: no to_act
        ws.send_text(json.dumps({"type": "move", "move": move, "version": state["version"], "ref": "r1"}))
        answer = receive(ws)
    assert answer["type"] == "error" and answer["ref"] == "r1", answer
    assert client.app.state.hall.tables[table["id"]].version == state["version"]
    return answer["error"]


@pytest.mark.rule("TWENTYQ-R1")
def test_a_refusal_names_its_rule_in_rules_and_never_in_the_reason_twentyq(client: TestClient):
    player = Player(client).guest("Ann")
    table = player.post("/api/tables", {"game": "twentyq", "seats": 2, "options": {"host": "bot"}, "players": ["normal", "me"]}, expect=201)
    error = refused(client, table, 1, {"type": "retire"})
    assert error["code"] == "move/illegal"
    assert error["reason"] == {"en": "only the host may do this", "ja": "これは出題者だけができます"}
    assert error["rules"] == ["TWENTYQ-R1"]


@pytest.mark.rule("TARGI-R5")
def test_a_refusal_names_its_rule_in_rules_and_never_in_the_reason_targi(client: TestClient):
    player = Player(client).guest("Ann")
    table = player.post("/api/tables", {"game": "targi", "seats": 2, "players": ["me", "normal"]}, expect=201)
    error = refused(client, table, 0, {"type": "place", "card": 4})
    assert error["code"] == "move/illegal"
    assert not RULE_ID.search(error["reason"]["en"]) and not RULE_ID.search(error["reason"]["ja"])
    assert error["reason"]["en"] == "corners are raid cards: no Targi goes there"
    assert error["rules"] == ["TARGI-R5"]


def test_a_refusal_citing_no_rule_has_no_rules_field(client: TestClient):
    player = Player(client).guest("Ann")
    table = player.post("/api/tables", {"game": "twentyq", "seats": 2, "options": {"host": "bot"}, "players": ["normal", "me"]}, expect=201)
    error = refused(client, table, 1, {"type": "question", "menu": "no-such-question"})
    assert error["code"] == "move/illegal" and "rules" not in error
