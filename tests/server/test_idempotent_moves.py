"""A move the client sent again (its answer lost, the line dropped, the table taken over) is
answered as played, never as stale: the client names each move with a key, kept with the
move in the log (docs/protocol.md, "Play")."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from asobiba.server.errors import ApiError

from .conftest import Player, receive, receive_until
from .test_cluster_local import ann_at_b, close_halls, crash, stored

KEY = "k7Qm2xR9vT4wZ1pL"  # 16 characters: the shortest key


def bots_table(client: TestClient) -> dict[str, Any]:
    """Ann's table against three random bots; the client holds her session."""
    data = {"game": "tarot", "seats": 4, "players": ["me", "random", "random", "random"], "options": {"deals": 1}}
    return Player(client).guest("Ann").post("/api/tables", data, expect=201)


def my_turn(ws: Any, latest: dict[str, Any] | None = None) -> dict[str, Any]:
    """The first state where Ann (seat 0) is to act, from ``latest`` on."""
    if latest is not None and 0 in latest["view"]["to_act"]:
        return latest
    return receive_until(ws, lambda m: m["type"] == "state" and 0 in m["view"]["to_act"])


def answer(ws: Any, move: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """Send ``move``, then a message refused with ref "fence": the answers to the move (its
    acknowledgement or its refusal) come before the fence's refusal; and the latest state seen."""
    ws.send_text(json.dumps(move))
    ws.send_text(json.dumps({"type": "pace", "pace": "fence", "ref": "fence"}))
    answers, latest = [], None
    while (message := receive(ws))["ref" if message["type"] == "error" else "type"] != "fence":
        if message["type"] == "state":
            latest = message
        else:
            answers.append(message)
    return answers, latest


def logged(client: TestClient, table_id: str) -> Any:
    hall = client.app.state.hall
    return client.portal.call(hall.db, hall.store.table, table_id)


def test_a_move_sent_again_after_its_answer_was_lost_is_answered_as_played(client: TestClient):
    table = bots_table(client)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        state = my_turn(ws)
        move = {"type": "move", "move": state["view"]["legal"][0], "version": state["version"], "key": KEY, "ref": "r1"}
        ws.send_text(json.dumps(move))  # the line drops before the answer comes
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        receive_until(ws, lambda m: m["version"] > move["version"])  # the move was played
        again, _ = answer(ws, {**move, "ref": "r2"})
    assert again == [{"type": "played", "ref": "r2", "key": KEY, "number": move["version"]}]
    info = logged(client, table["id"])
    assert info.moves[move["version"]] == (0, move["move"]) and [seat for seat, _ in info.moves].count(0) == 1
    assert info.keys[KEY] == (move["version"], 0, move["move"])


def test_the_first_send_of_a_keyed_move_is_acknowledged_after_its_state(client: TestClient):
    table = bots_table(client)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        state = my_turn(ws)
        ws.send_text(json.dumps({"type": "move", "move": state["view"]["legal"][0], "version": state["version"], "key": KEY, "ref": 5}))
        seen = receive(ws)
        assert seen["type"] == "state" and seen["version"] == state["version"] + 1  # the announcement first, as for every move
        assert answer(ws, {"type": "pace", "pace": "normal"})[0] == [{"type": "played", "ref": 5, "key": KEY, "number": state["version"]}]


def test_a_key_used_again_for_another_move_is_refused_and_changes_nothing(client: TestClient):
    table = bots_table(client)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        state = my_turn(ws)
        _, latest = answer(ws, {"type": "move", "move": state["view"]["legal"][0], "version": state["version"], "key": KEY})
        state = my_turn(ws, latest)
        (refused,), _ = answer(ws, {"type": "move", "move": state["view"]["legal"][0], "version": state["version"], "key": KEY, "ref": "r"})
    assert refused["type"] == "error" and refused["ref"] == "r" and refused["error"]["code"] == "move/key_reused"
    assert refused["error"]["reason"]["ja"]
    assert client.app.state.hall.tables[table["id"]].version == state["version"]
    assert len(logged(client, table["id"]).moves) == state["version"]


@pytest.mark.parametrize(
    "key",
    [123, True, "short-key", "x" * 65, "ключ-ключ-ключ-ключ", "not a key at all", f"{KEY}\n", [KEY], {"k": KEY}],
    ids=["int", "bool", "short", "long", "cyrillic", "spaces", "newline", "list", "object"],
)
def test_a_key_not_of_the_keys_form_is_refused_and_changes_nothing(client: TestClient, key: Any):
    table = bots_table(client)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        state = my_turn(ws)
        ws.send_text(json.dumps({"type": "move", "move": state["view"]["legal"][0], "version": state["version"], "key": key, "ref": "r"}))
        refused = receive(ws)
    assert refused["type"] == "error" and refused["error"]["code"] == "request/malformed" and "key" in refused["error"]["reason"]["en"]
    assert client.app.state.hall.tables[table["id"]].version == state["version"]


def test_a_move_without_a_key_is_played_as_before_with_no_acknowledgement(client: TestClient):
    table = bots_table(client)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        state = my_turn(ws)
        ws.send_text(json.dumps({"type": "move", "move": state["view"]["legal"][0], "version": state["version"]}))
        after = receive(ws)
    assert after["type"] == "state" and after["version"] == state["version"] + 1
    assert logged(client, table["id"]).keys == {}


def test_a_move_sent_again_after_a_take_over_is_answered_as_played_by_the_new_owner(tmp_path: Path):
    """Ann plays through hall b; hall a owns the table and dies after committing her move. Her move sent
    again reaches hall b, which takes the table over: it knows the move from the log alone."""

    async def scenario() -> tuple[int, int, int, bool, str, str]:
        halls, created, replica, client = await ann_at_b(tmp_path / "a.db", 0.5)
        state = await client.turn()
        move, version = state["view"]["legal"][0], state["version"]
        try:
            first = await halls[1].submit(replica, 0, move, version, key=KEY)  # forwarded to hall a, which owns the table
            crash(halls[0])
            again = await halls[1].submit(replica, 0, move, version, key=KEY)
            owned = replica.lease is not None
            try:
                await halls[1].submit(replica, 0, {"type": "card", "card": "nope"}, version, key=KEY)
                refused = "accepted"
            except ApiError as error:
                refused = error.code
        finally:
            await halls[1].close()
            await halls[0].writer.stop()
            halls[0].db_thread.shutdown()
            for hall in halls:
                hall.store.close()
        return first, again, version, owned, refused, created.info.id

    first, again, version, owned, refused, table_id = asyncio.run(asyncio.wait_for(scenario(), 60))
    assert owned, "hall b took the table over"
    assert first == again == version and refused == "move/key_reused"
    info = stored(tmp_path / "a.db", table_id)
    assert info.keys == {KEY: (version, 0, info.moves[version][1])} and info.moves[version][0] == 0


def test_two_halls_answer_a_forwarded_keyed_move_with_its_number(tmp_path: Path):
    async def scenario() -> tuple[int | None, int, Any]:
        halls, created, replica, client = await ann_at_b(tmp_path / "a.db", 60)
        state = await client.turn()
        number = await halls[1].submit(replica, 0, state["view"]["legal"][0], state["version"], key=KEY)
        await close_halls(halls)
        return number, state["version"], stored(tmp_path / "a.db", created.info.id)

    number, version, info = asyncio.run(asyncio.wait_for(scenario(), 60))
    assert number == version and info.keys[KEY][0] == version
