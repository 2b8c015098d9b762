"""The last seat taken and the start are one write; a table left with every seat taken but still
waiting (an older server wrote them apart, or a crash came between a seat and the start) is
started when it is read back: after a restart, or when a process of several takes it over."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event
from starlette.testclient import TestClient

from asobiba.core.options import resolve_options
from asobiba.core.registry import get_game
from asobiba.server.cluster import Cluster
from asobiba.server.hall import Hall
from asobiba.server.transport import LocalBus, LocalTransport
from asobiba.store import SeatInfo, Store, TableInfo

from .conftest import Player, another_browser
from .test_clock import wait_for


def full_but_waiting(store: Store, table_id: str) -> None:
    """A Tarot table of Ann and two random bots, every seat saved and its status left "waiting";
    Ann sits where the first to bid is a bot, so the bots have a move to make at once."""
    game = get_game("tarot")
    options = resolve_options(game.options, 3, {"deals": 1})
    first = min(game.to_act(game.start(3, options, 11)))
    ann = store.create_user("Ann", None)
    players = [SeatInfo(seat, "bot", None, "Bot (random)", "random") for seat in range(3)]
    players[(first + 1) % 3] = SeatInfo((first + 1) % 3, "human", ann.id, "Ann")
    store.create_table(TableInfo(table_id, "tarot", 3, options, 11, "waiting", 0, ann.id, [SeatInfo(seat, "open") for seat in range(3)]))
    for player in players:
        store.save_seat(table_id, player)


def test_a_full_table_left_waiting_is_playing_after_a_restart_and_its_bots_move(app_factory, db_url: str):
    store = Store(db_url)
    store.migrate()
    full_but_waiting(store, "full1")
    store.close()
    with TestClient(app_factory()) as client:
        wait_for(lambda: client.get("/api/health").status_code == 200)
        assert client.get("/api/tables/full1").json()["status"] == "playing"
        wait_for(lambda: client.get("/api/tables/full1").json()["version"] > 0)  # a bot bid
        hall = client.app.state.hall
        assert client.portal.call(hall.db, hall.store.table, "full1").status == "playing"


def test_the_owner_of_several_processes_starts_a_full_table_left_waiting_when_it_takes_it(tmp_path: Path):
    async def scenario() -> tuple[str, str, int]:
        hall = Hall(Store(f"sqlite:///{tmp_path / 'a.db'}"), 0, 5, router=Cluster(LocalTransport(LocalBus(), "a"), 0.5))
        await hall.open()
        assert hall.ready.is_set()  # with several processes, each table is loaded when taken or opened
        try:
            await hall.db(full_but_waiting, hall.store, "full1")
            replica = await hall.load("full1")
            before = replica.info.status
            table = await hall.router.take("full1")
            assert table is replica and table.info.status == "playing"
            while table.version == 0:  # a bot bids
                await asyncio.sleep(0.01)
            return before, (await hall.db(hall.store.table, "full1")).status, table.version
        finally:
            await hall.close()
            hall.store.close()

    before, stored, version = asyncio.run(asyncio.wait_for(scenario(), 60))
    assert (before, stored) == ("waiting", "playing") and version > 0


def test_the_last_join_writes_the_seat_and_the_start_in_one_call(app_factory, monkeypatch: pytest.MonkeyPatch):
    with TestClient(app_factory()) as client:
        ann = Player(client).guest("Ann")
        table = ann.post("/api/tables", {"game": "tarot", "seats": 3, "players": ["me", "open", "random"]}, expect=201)
        hall = client.app.state.hall
        writes: list[tuple[Any, ...]] = []

        def recorded(name: str, write: Callable[..., None]) -> Callable[..., None]:
            def record(*args: Any) -> None:
                writes.append((name, *args))
                write(*args)

            return record

        for name in ("save_seat", "set_status"):
            monkeypatch.setattr(hall.store, name, recorded(name, getattr(hall.store, name)))
        bob = Player(another_browser(client)).guest("Bob")
        joined = bob.post(f"/api/tables/{table['id']}/join", {"seat": 1})
        assert joined["status"] == "playing" and joined["you"] == 1
        assert [(write[0], write[1], write[3]) for write in writes] == [("save_seat", table["id"], "playing")]
        stored = client.portal.call(hall.db, hall.store.table, table["id"])
        assert stored.status == "playing" and stored.players[1].name == "Bob"


def test_a_failure_writing_the_status_rolls_the_seat_back(db_url: str):
    """save_seat with a status is one transaction: the process dying at the status write leaves the seat open too."""
    store = Store(db_url)
    store.migrate()
    try:
        store.create_table(TableInfo("t1", "tarot", 3, {}, 5, "waiting", 0, None, [SeatInfo(seat, "open") for seat in range(3)]))

        def die_at_the_status(connection: Any, cursor: Any, statement: str, *_: Any) -> None:
            if statement.lstrip().upper().startswith("UPDATE GAME_TABLES"):
                raise RuntimeError("the process dies before the status is written")

        event.listen(store.engine, "before_cursor_execute", die_at_the_status)
        with pytest.raises(RuntimeError):
            store.save_seat("t1", SeatInfo(2, "bot", None, "Bot (random)", "random"), "playing")
        event.remove(store.engine, "before_cursor_execute", die_at_the_status)
        stored = store.table("t1")
        assert (stored.status, stored.players[2].kind) == ("waiting", "open")

        store.save_seat("t1", SeatInfo(2, "bot", None, "Bot (random)", "random"), "playing")
        stored = store.table("t1")
        assert (stored.status, stored.players[2].kind) == ("playing", "bot")
    finally:
        store.close()
