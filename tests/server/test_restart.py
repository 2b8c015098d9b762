"""Durability: a table survives its server being stopped, even by SIGKILL mid-deal."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx2
import pytest
from sqlalchemy.exc import IntegrityError
from starlette.testclient import TestClient
from websockets.sync.client import connect

from asobiba.server.clock import AWAY_AFTER

from .conftest import Player, another_browser, receive, receive_until
from .test_clock import expire, live, play_until, seat_moves


def test_table_continues_after_a_clean_restart(app_factory):
    with TestClient(app_factory()) as client:
        ann = Player(client).guest("Ann")
        table = ann.post("/api/tables", {"game": "tarot", "seats": 4, "players": ["me", "random", "random", "random"]}, expect=201)
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            message = receive_until(ws, lambda m: 0 in m["view"]["to_act"])
            ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
            message = receive_until(ws, lambda m: 0 in m["view"]["to_act"])
        before = message
    with TestClient(app_factory()) as client:
        client.cookies = ann.client.cookies
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            after = receive(ws)
    assert after["version"] == before["version"] and after["view"] == before["view"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(port: int, db: str, home: Path, extra: list[str] | None = None) -> subprocess.Popen:
    env = {**os.environ, "XDG_DATA_HOME": str(home)}
    command = [sys.executable, "-m", "asobiba.cli", "serve", "--port", str(port), "--db", db, "--bot-delay", "0", *(extra or [])]
    with open(home / "server.log", "ab") as log:
        server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:  # poll until it answers; no fixed sleep
        try:
            httpx2.get(f"http://127.0.0.1:{port}/api/me", timeout=1)
            return server
        except httpx2.TransportError:
            assert server.poll() is None, (home / "server.log").read_text()
            time.sleep(0.05)
    raise AssertionError("the server did not start")


@pytest.mark.parametrize("durability", ["normal", "full"])
def test_sigkill_mid_deal_loses_no_move(tmp_path: Path, durability: str):
    port = free_port()
    db = f"sqlite:///{tmp_path / 'asobiba.db'}"
    server = start_server(port, db, tmp_path, ["--durability", durability])
    base = f"http://127.0.0.1:{port}"
    http = httpx2.Client(base_url=base)
    try:
        csrf = http.get("/api/me").json()["csrf"]
        csrf = http.post("/api/guest", json={"name": "Ann"}, headers={"X-CSRF-Token": csrf}).json()["csrf"]
        data = {"game": "tarot", "seats": 4, "players": ["me", "random", "random", "random"], "options": {"deals": 1}}
        table = http.post("/api/tables", json=data, headers={"X-CSRF-Token": csrf}).json()
        cookie = "; ".join(f"{name}={value}" for name, value in http.cookies.items())
        mine: list[dict] = []
        seen = 0
        with connect(f"ws://127.0.0.1:{port}/ws/tables/{table['id']}", additional_headers={"Cookie": cookie}) as ws:
            while len(mine) < 8:
                message = json.loads(ws.recv())
                seen = message["version"]
                if 0 in message["view"]["to_act"]:
                    move = message["view"]["legal"][-1]
                    ws.send(json.dumps({"type": "move", "move": move, "version": seen}))
                    mine.append(move)
            acknowledged = json.loads(ws.recv())["version"]  # the announcement of our last move
        server.send_signal(signal.SIGKILL)
        server.wait()
        server = start_server(port, db, tmp_path, ["--durability", durability])
        with connect(f"ws://127.0.0.1:{port}/ws/tables/{table['id']}", additional_headers={"Cookie": cookie}) as ws:
            message = json.loads(ws.recv())
            assert message["version"] >= acknowledged > seen
            while message["table"]["status"] != "finished":
                if 0 in message["view"]["to_act"] and message["type"] == "state":
                    ws.send(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
                message = json.loads(ws.recv())
        record = http.get(f"/api/tables/{table['id']}/record").json()
        assert [entry["move"] for entry in record["moves"] if entry["seat"] == 0][: len(mine)] == mine
        assert len(record["moves"]) == message["version"]
    finally:
        http.close()
        server.kill()
        server.wait()


def test_the_last_move_and_the_finished_status_are_one_transaction(db_url: str):
    """A crash can come between any two writes: a game's last move and its "finished" status are one write."""
    from asobiba.store import Store, TableInfo

    store = Store(db_url)
    store.migrate()
    try:
        store.create_table(TableInfo("t1", "highcard", 2, {"deals": 1, "lowest_wins": "off"}, 5, "playing", 0, None))
        outcome = {"scores": [0, 1], "ranks": [2, 1], "winners": [1]}
        store.append_moves([("t1", 0, 0, {"type": "card", "card": "c1"}, None, None)])
        with pytest.raises(IntegrityError):  # a duplicate move number: the whole write is refused ...
            store.append_moves([("t1", 0, 1, {"type": "card", "card": "c2"}, outcome, None)])
        assert store.table("t1").status == "playing"  # ... the status with it
        store.append_moves([("t1", 1, 1, {"type": "card", "card": "c2"}, outcome, None)])
        finished = store.table("t1")
        assert (finished.status, finished.outcome) == ("finished", outcome) and finished.ended is not None
    finally:
        store.close()


def test_a_game_over_in_its_log_is_finished_after_a_restart_and_its_record_served(app_factory):
    """A log written before the status (an older server killed between its two writes) is read as finished."""
    with TestClient(app_factory()) as client:
        ann = Player(client).guest("Ann")
        table = ann.post("/api/quickplay", {"game": "highcard", "level": "random"}, expect=201)
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            message = receive(ws)
            while message["table"]["status"] != "finished":
                if 0 in message["view"]["to_act"]:
                    ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
                message = receive(ws)
        hall = client.app.state.hall
        client.portal.call(hall.db, hall.store.set_status, table["id"], "playing")  # the crash window of old
    with TestClient(app_factory()) as client:
        assert client.get(f"/api/tables/{table['id']}").json()["status"] == "finished"
        record = client.get(f"/api/tables/{table['id']}/record")
        assert record.status_code == 200 and len(record.json()["moves"]) == message["version"]


def test_every_finished_record_is_served_after_a_restart(app_factory, monkeypatch):
    """Only the newest finished tables come back to the lobby; every record comes from the database."""
    with TestClient(app_factory()) as client:
        ann = Player(client).guest("Ann")
        table = ann.post("/api/quickplay", {"game": "highcard", "level": "random"}, expect=201)
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            message = receive(ws)
            while message["table"]["status"] != "finished":
                if 0 in message["view"]["to_act"]:
                    ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
                message = receive(ws)
    monkeypatch.setattr("asobiba.server.loading.FINISHED_KEPT", 0)
    with TestClient(app_factory()) as client:
        assert client.get(f"/api/tables/{table['id']}").status_code == 404  # not in the lobby any more
        record = client.get(f"/api/tables/{table['id']}/record")
        assert record.status_code == 200 and record.json()["game"] == "highcard"


def test_a_person_marked_away_stays_away_across_a_restart(app_factory):
    """Ann lets her clock run out until she is marked away; after a restart the stand-in still plays her seat for Bob."""
    with TestClient(app_factory()) as client:
        ann = Player(client).guest("Ann")
        data = {"game": "tarot", "seats": 3, "players": ["me", "open", "random"], "turn_timeout": 600}
        table = ann.post("/api/tables", data, expect=201)
        bob = Player(another_browser(client)).guest("Bob")
        bob.post(f"/api/tables/{table['id']}/join", {"seat": 1})
        with bob.client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            message = receive(ws)
            for _ in range(AWAY_AFTER):
                message = play_until(ws, message, 1, lambda _: 0 in live(client, table["id"]).deadlines)
                expire(client, table["id"], 0)
            receive_until(ws, lambda m: m["table"]["players"][0]["standin"])
        timed_out = len(seat_moves(client, table["id"], 0))
    with TestClient(app_factory()) as client:
        client.cookies = bob.client.cookies
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            message = receive(ws)
            assert message["table"]["players"][0]["standin"] and message["table"]["status"] == "playing"
            play_until(ws, message, 1, lambda _: len(seat_moves(client, table["id"], 0)) > timed_out)  # the bot plays on for Ann


@pytest.mark.parametrize(("durability", "synchronous"), [("normal", 1), ("full", 2)])
def test_sqlite_runs_in_wal_mode_at_the_durability_asked_for(tmp_path: Path, durability: str, synchronous: int):
    """normal: a commit survives a killed process (WAL, synchronous=NORMAL); full: an fsync per commit, a power loss too."""
    from asobiba.store import Store

    store = Store(f"sqlite:///{tmp_path / 'asobiba.db'}", durability)
    try:
        with store.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == synchronous
    finally:
        store.close()


def test_postgresql_commits_are_durable(db_url: str):
    """The server relies on PostgreSQL's default: a commit is flushed before it returns."""
    from asobiba.store import Store

    if not db_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    store = Store(db_url)
    try:
        with store.engine.connect() as connection:
            assert connection.exec_driver_sql("SHOW synchronous_commit").scalar() == "on"
            assert connection.exec_driver_sql("SHOW fsync").scalar() == "on"
    finally:
        store.close()


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        (["--durability", "fast"], "--durability is normal or full"),
        (["--redis", "redis://localhost:6379/0", "--db", "sqlite:///x.db"], "--redis runs several processes on one PostgreSQL"),
    ],
)
def test_serve_refuses_settings_it_cannot_keep(arguments: list[str], says: str):
    from typer.testing import CliRunner

    from asobiba.cli import app

    result = CliRunner().invoke(app, ["serve", *arguments])
    assert result.exit_code == 2 and says in result.output
