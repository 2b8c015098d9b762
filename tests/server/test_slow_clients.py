"""No client can freeze a table: each connection has a bounded queue and its own sender.

Clients that never read (a send that never finishes) sit at a busy bot table; the table
plays on at the same pace and drops them. Both runs below happen in one test, so the
pace is compared on the same machine at the same time.
"""

from __future__ import annotations

import asyncio
import time

from asobiba.server import seating
from asobiba.server.hall import Hall
from asobiba.server.ws import Socket
from asobiba.store import Store

GUARD = 120  # seconds: only a hang (a frozen table) takes this long


class StuckClient:
    """A WebSocket whose peer never reads: once its buffers are full, a send never finishes."""

    async def send_text(self, text: str) -> None:
        await asyncio.Event().wait()


class Watcher:
    """A client that reads everything at once and notes when the table finishes."""

    user_id = None
    pace = "normal"

    def __init__(self) -> None:
        self.finished = asyncio.Event()

    def offer(self, text: str) -> bool:
        if '"status":"finished"' in text:
            self.finished.set()
        return True


async def bot_game(hall: Hall, stuck: int) -> tuple[float, list[Socket]]:
    """Moves per second of a four-bot Tarot deal watched by ``stuck`` clients that never read."""
    user = await hall.db(hall.store.create_user, "Ann", None)
    table = await seating.create(hall, user, "tarot", 4, {"deals": 1}, ["me", "random", "random", "random"], 0)
    watcher = Watcher()
    sockets = [Socket(StuckClient(), None, send_timeout=0.2) for _ in range(stuck)]
    table.connections.update([watcher, *sockets])  # before any bot moves: they run on this loop
    table.info.players[0].standin = True  # Ann's seat too is played by a bot
    begin = time.perf_counter()
    hall.schedule(table)
    await asyncio.wait_for(watcher.finished.wait(), GUARD)
    return table.version / (time.perf_counter() - begin), [socket for socket in sockets if socket in table.connections]


def test_clients_that_never_read_neither_freeze_nor_slow_a_busy_table(tmp_path):
    async def scenario() -> tuple[float, float, list[Socket], list[Socket]]:
        hall = Hall(Store(f"sqlite:///{tmp_path / 'slow.db'}"), bot_delay=0)
        await hall.open()
        try:
            alone, _ = await bot_game(hall, 0)
            crowded, kept = await bot_game(hall, 3)
            sockets = [socket for table in hall.tables.values() for socket in table.connections if isinstance(socket, Socket)]
            return alone, crowded, kept, sockets
        finally:
            await hall.close()
            hall.store.close()

    alone, crowded, kept, _ = asyncio.run(scenario())
    assert kept == []  # each stuck client was dropped (queue full, or a send too slow)
    assert crowded / alone > 0.5  # the same pace, within this machine's noise


def test_a_send_that_does_not_finish_in_time_drops_the_client():
    async def scenario() -> tuple[bool, bool]:
        socket = Socket(StuckClient(), None, send_timeout=0.05)
        accepted = socket.offer("first")
        await asyncio.wait_for(socket.dropped.wait(), GUARD)
        return accepted, socket.offer("second")

    assert asyncio.run(scenario()) == (True, False)


def test_a_full_queue_drops_the_client_at_once():
    async def scenario() -> list[bool]:
        socket = Socket(StuckClient(), None, send_timeout=GUARD)
        return [socket.offer(str(number)) for number in range(Socket.QUEUE + 3)]

    offered = asyncio.run(scenario())
    assert offered[: Socket.QUEUE] == [True] * Socket.QUEUE  # the first is being sent, the queue holds the rest
    assert offered[-1] is False
