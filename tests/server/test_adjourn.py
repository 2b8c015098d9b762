"""Abandoned tables are adjourned: out of the lobby, bots and clocks stopped, listed to their people to resume."""

from __future__ import annotations

import time
from collections.abc import Callable

from starlette.testclient import TestClient

from .conftest import Player, another_browser, receive, receive_until

ADJOURN = 0.3  # seconds, for the test


def wait_for(condition: Callable[[], bool], seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.05)


def status(client: TestClient, table_id: str) -> str:
    hall = client.app.state.hall
    return client.portal.call(hall.db, hall.store.table, table_id).status


def lobby_ids(client: TestClient) -> list[str]:
    return [table["id"] for table in client.get("/api/tables").json()]


def test_a_table_its_people_left_is_adjourned_its_clocks_stopped_and_resumed_by_them(app_factory):
    with TestClient(app_factory(adjourn_after=ADJOURN)) as client:
        ann = Player(client).guest("Ann")
        # A two-second turn clock: without adjournment, the safest move would be made for Ann until she is marked away.
        data = {"game": "tarot", "seats": 3, "players": ["me", "random", "random"], "turn_timeout": 2}
        table = ann.post("/api/tables", data, expect=201)
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            first = receive_until(ws, lambda m: 0 in m["view"]["to_act"])
        live = client.app.state.hall.tables[table["id"]]
        wait_for(lambda: status(client, table["id"]) == "adjourned")
        assert table["id"] not in lobby_ids(client)
        assert not live.deadlines and live.timer is None  # the turn clock was stopped with the table
        assert live.version == first["version"]
        (mine,) = client.get("/api/me/tables").json()
        assert (mine["id"], mine["status"], mine["you"]) == (table["id"], "adjourned", 0)

        watcher = another_browser(client)
        with watcher.websocket_connect(f"/ws/tables/{table['id']}") as ws:  # a spectator does not wake it
            assert receive(ws)["table"]["status"] == "adjourned"
        assert status(client, table["id"]) == "adjourned"

        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            back = receive(ws)
            assert back["table"]["status"] == "playing" and back["version"] == first["version"]
            assert not back["table"]["players"][0]["standin"]
            assert table["id"] in lobby_ids(client)


def test_a_table_whose_person_never_comes_is_adjourned_too(app_factory):
    with TestClient(app_factory(adjourn_after=ADJOURN)) as client:
        table = Player(client).guest("Ann").post("/api/quickplay", {"game": "highcard", "level": "random"}, expect=201)
        wait_for(lambda: status(client, table["id"]) == "adjourned")


def test_with_a_zero_setting_tables_are_never_adjourned(app_factory):
    with TestClient(app_factory(adjourn_after=0)) as client:
        table = Player(client).guest("Ann").post("/api/quickplay", {"game": "highcard", "level": "random"}, expect=201)
        time.sleep(0.5)
        assert status(client, table["id"]) == "playing" and table["id"] in lobby_ids(client)


def test_an_adjourned_table_stays_adjourned_across_a_restart_and_its_person_resumes_it(app_factory):
    with TestClient(app_factory(adjourn_after=ADJOURN)) as client:
        ann = Player(client).guest("Ann")
        table = ann.post("/api/quickplay", {"game": "highcard", "level": "random"}, expect=201)
        wait_for(lambda: status(client, table["id"]) == "adjourned")
    with TestClient(app_factory(adjourn_after=ADJOURN)) as client:
        client.cookies = ann.client.cookies
        assert table["id"] not in lobby_ids(client)
        assert [mine["id"] for mine in client.get("/api/me/tables").json()] == [table["id"]]
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:  # read back from its log, then resumed
            assert receive(ws)["table"]["status"] == "playing"
        assert status(client, table["id"]) in ("playing", "adjourned")
        assert client.get("/api/tables/nothere").status_code == 404
        with client.websocket_connect("/ws/tables/nothere") as ws:
            assert receive(ws)["error"]["code"] == "table/not_found"
