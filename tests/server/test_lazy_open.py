"""A restart: the server answers at once and loads its tables in the background, each on first use
if asked for before (Hall.open, Hall.load); GET /api/health says when every table is loaded.

The replay of each log is held on a gate (the hall's rebuild), so the tests see the hall still
loading for as long as they need, never a race against its speed.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from typing import Any

import pytest
from starlette.testclient import TestClient

from asobiba.core.options import resolve_options
from asobiba.core.registry import get_game
from asobiba.server import loading
from asobiba.server.live import LiveTable, rebuild
from asobiba.server.seating import WAITING_PER_GUEST
from asobiba.store import SeatInfo, Store, TableInfo

from .conftest import Player, receive
from .test_clock import wait_for

TABLES = 30
MOVES = 300  # at least, in each table's log
BOTS_ON_TURN = "t00"  # the one table whose log stops where a bot is to move: its bots play on after the restart


def written_tables(db_url: str, tables: int = TABLES) -> dict[str, int]:
    """Tables of Ann (seat 0) and three random bots, played through the store by random moves until their
    logs are long and Ann is to move (on BOTS_ON_TURN, a bot); each table's id → its log's length."""
    store = Store(db_url)
    store.migrate()
    game = get_game("tarot")
    options = resolve_options(game.options, 4, {"deals": 10})
    lengths = {}
    try:
        ann = store.create_user("Ann", None)
        players = [SeatInfo(0, "human", ann.id, "Ann"), *(SeatInfo(seat, "bot", None, "Bot (random)", "random") for seat in (1, 2, 3))]
        for number in range(tables):
            table_id = f"t{number:02}"
            store.create_table(TableInfo(table_id, "tarot", 4, options, number, "playing", 0, ann.id, players))
            state, rng = game.start(4, options, number), random.Random(number)
            rows: list[Any] = []
            while len(rows) < MOVES or (0 in game.to_act(state)) == (table_id == BOTS_ON_TURN):
                seat = min(game.to_act(state))
                move = rng.choice(game.legal_moves(state, seat))
                game.play(state, seat, move)
                rows.append((table_id, len(rows), seat, move.to_json(), None, None))
            assert game.outcome(state) is None
            store.append_moves(rows)
            lengths[table_id] = len(rows)
    finally:
        store.close()
    return lengths


class Gate:
    """The hall's rebuild, held until opened for every table but those let through; it counts the
    rebuilds of each table and names those held."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.through: set[str] = set()
        self.held: list[str] = []
        self.rebuilt: Counter[str] = Counter()
        self.broken: set[str] = set()  # their logs cannot be replayed

    def __call__(self, info: TableInfo) -> LiveTable:
        self.rebuilt[info.id] += 1
        if info.id in self.broken:
            raise ValueError(f"the log of {info.id} cannot be replayed")
        if info.id not in self.through:
            self.held.append(info.id)
            if not self.open.wait(30):
                raise TimeoutError("the gate was never opened")
        return rebuild(info)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Any:
    gate = Gate()
    monkeypatch.setattr(loading, "rebuild", gate)
    yield gate
    gate.open.set()  # a failed test must not leave a thread waiting


def lobby(client: TestClient) -> dict[str, dict[str, Any]]:
    tables = client.get("/api/tables").json()
    listed = {table["id"]: table for table in tables}
    assert len(listed) == len(tables), "a table is listed once"
    return listed


def test_the_server_answers_before_its_tables_are_loaded_and_loads_one_on_first_use(app_factory, db_url: str, gate: Gate):
    lengths = written_tables(db_url)
    with TestClient(app_factory()) as client:
        try:
            wait_for(lambda: bool(gate.held))  # the loader is held on its first table
            health = client.get("/api/health")
            assert health.status_code == 503
            assert health.json() == {"ready": False, "tables_loaded": 0, "tables_to_load": TABLES}
            assert lobby(client).keys() == lengths.keys()  # the lobby lists the tables not loaded yet too

            wanted = next(table_id for table_id in sorted(lengths) if table_id not in (gate.held[0], BOTS_ON_TURN))
            gate.through.add(wanted)
            assert client.get(f"/api/tables/{wanted}").json()["version"] == lengths[wanted]  # read back on first use
            with client.websocket_connect(f"/ws/tables/{wanted}") as ws:
                first = receive(ws)
                assert first["version"] == lengths[wanted] and first["table"]["status"] == "playing"
            health = client.get("/api/health")
            assert health.status_code == 503
            assert health.json() == {"ready": False, "tables_loaded": 1, "tables_to_load": TABLES - 1}
            assert lobby(client)[wanted]["version"] == lengths[wanted]
            loaded = client.app.state.hall.tables[wanted]
        finally:
            gate.open.set()

        wait_for(lambda: client.get("/api/health").status_code == 200)
        assert client.get("/api/health").json() == {"ready": True, "tables_loaded": TABLES, "tables_to_load": 0}
        assert gate.rebuilt == Counter(dict.fromkeys(lengths, 1)), "each table is rebuilt once"
        assert client.app.state.hall.tables[wanted] is loaded
        listed = lobby(client)
        assert listed.keys() == lengths.keys()
        assert all(listed[table_id]["version"] == length for table_id, length in lengths.items() if table_id != BOTS_ON_TURN)
        wait_for(lambda: client.get(f"/api/tables/{BOTS_ON_TURN}").json()["version"] > lengths[BOTS_ON_TURN])  # its bots play on


def test_while_the_tables_load_the_waiting_ones_count_and_new_ones_are_listed(app_factory, gate: Gate):
    """A guest's waiting tables not loaded yet still count against the limit of tables waiting for players."""
    open_table = {"game": "tarot", "seats": 3, "players": ["me", "open", "open"]}
    with TestClient(app_factory()) as client:
        ann = Player(client).guest("Ann")
        waiting = {ann.post("/api/tables", open_table, expect=201)["id"] for _ in range(WAITING_PER_GUEST)}
    with TestClient(app_factory()) as client:
        try:
            client.cookies = ann.client.cookies
            ann = Player(client)
            wait_for(lambda: bool(gate.held))
            assert ann.post("/api/tables", open_table, expect=409)["error"]["code"] == "table/too_many"
            started = ann.post("/api/quickplay", {"game": "tarot", "level": "random"}, expect=201)["id"]
            listed = list(lobby(client))
            assert listed[0] == started and set(listed[1:]) == waiting  # newest first
            assert client.get("/api/health").json()["ready"] is False
        finally:
            gate.open.set()
        wait_for(lambda: client.get("/api/health").status_code == 200)
        listed = list(lobby(client))
        assert listed[0] == started and set(listed[1:]) == waiting
        assert ann.post("/api/tables", open_table, expect=409)["error"]["code"] == "table/too_many"


def test_a_table_that_cannot_be_rebuilt_keeps_no_other_from_loading_and_is_tried_again_when_asked_for(app_factory, db_url: str, gate: Gate):
    lengths = written_tables(db_url, 3)
    gate.broken.add("t01")
    gate.open.set()
    with TestClient(app_factory()) as client:
        wait_for(lambda: client.get("/api/health").status_code == 200)
        assert client.get("/api/health").json() == {"ready": True, "tables_loaded": 2, "tables_to_load": 1}
        assert lobby(client).keys() == lengths.keys()  # listed as stored
        with pytest.raises(ValueError):  # a server error
            client.get("/api/tables/t01")
        gate.broken.clear()
        assert client.get("/api/tables/t01").json()["version"] == lengths["t01"]
        assert client.get("/api/health").json() == {"ready": True, "tables_loaded": 3, "tables_to_load": 0}
        assert lobby(client).keys() == lengths.keys()
