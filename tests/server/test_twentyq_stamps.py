"""The hall stamps a Twenty Questions move with its own time before playing and logging it (docs/twentyq.md, "Time")."""

from __future__ import annotations

import asyncio
import time

from asobiba.games.twentyq.commitment import commitment
from asobiba.server import seating
from asobiba.server.hall import Hall
from asobiba.store import Store


def test_a_twentyq_move_is_logged_with_the_servers_time_and_a_client_at_is_overwritten(db_url: str):
    async def scenario() -> tuple[list, dict, int, int]:
        hall = Hall(Store(db_url), bot_delay=0)
        await hall.open()
        try:
            host, asker = [await hall.db(hall.store.create_user, name, None) for name in ("Ann", "Bob")]
            table = await seating.create(hall, host, "twentyq", 2, {}, ["me", "open"], 0)
            await seating.join(hall, table, asker, 1)
            before = time.time_ns() // 1_000_000
            await hall.submit(table, 0, {"type": "commit", "commitment": commitment("猫", "ab" * 16), "at": 5}, 0)
            await hall.submit(table, 1, {"type": "chat", "text": "hello", "at": 99_999_999_999_999}, 1)
            after = time.time_ns() // 1_000_000
            logged = (await hall.db(hall.store.table, table.info.id)).moves
            return logged, table.game.view(table.state, 1), before, after
        finally:
            await hall.close()
            hall.store.close()

    logged, view, before, after = asyncio.run(scenario())
    stamps = [move["at"] for _, move in logged]
    assert all(before <= at <= after for at in stamps), stamps
    assert view["messages"][0]["at"] == stamps[1]
    assert view["clock"]["now"] == stamps[1]
