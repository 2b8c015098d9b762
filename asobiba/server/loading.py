"""The tables of the only process of an arena, back after a start: rebuilt from their logs.

The server answers at once. Every unfinished table and the newest finished ones are listed as
stored, then rebuilt one at a time in the background; a request for one meanwhile rebuilds it
first, and GET /api/health says when all are (Hall.ready). An adjourned table is left out of the
list and rebuilt when one of its people comes back. With several processes, none of this: a
table is rebuilt when a process takes it over or a client opens it (server/cluster.py).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from asobiba.server import seating
from asobiba.server.clock import result_json
from asobiba.server.errors import not_found
from asobiba.server.live import LiveTable, rebuild

if TYPE_CHECKING:
    from asobiba.server.hall import Hall

FINISHED_KEPT = 50  # finished tables reloaded after a restart, newest first, for the lobby
logger = logging.getLogger("asobiba.server")


async def start(hall: Hall) -> None:
    """List the tables to load (Hall.listed), and load them in the background (Hall.loader)."""
    live = await hall.db(hall.store.tables, ("waiting", "playing"))
    finished = await hall.db(hall.store.tables, ("finished",), False, FINISHED_KEPT)
    hall.listed = {info.id: info for info in [*finished, *live]}
    hall.loader = asyncio.create_task(_load_listed(hall))


async def load(hall: Hall, table_id: str) -> LiveTable:
    """The table ``table_id``; one the hall does not hold yet is read back from its log on first use:
    an adjourned one (the hall holds none since a restart), or while the hall is still loading, any
    it is to load."""
    if table_id in hall.tables:
        return hall.tables[table_id]
    if table_id not in hall.loading:  # one read for the loader and the requests that ask for it together
        hall.loading[table_id] = asyncio.ensure_future(_read_back(hall, table_id))
        hall.loading[table_id].add_done_callback(lambda _: hall.loading.pop(table_id, None))
    return await asyncio.shield(hall.loading[table_id])


async def mend(hall: Hall, table: LiveTable) -> None:
    """Finish what a crash between two writes (or an older server, which wrote them apart) left in a table read back."""
    info = table.info
    outcome = None if table.state is None else table.game.outcome(table.state)
    if info.status == "playing" and outcome is not None:
        # The log says the game is over (a store of an older version wrote the status apart).
        info.status, info.outcome = "finished", result_json(outcome, info.players)
        await hall.db(hall.store.set_status, info.id, "finished")
        await hall.db(hall.store.set_outcome, info.id, info.outcome)
    await seating.start_if_full(hall, table)


async def _load_listed(hall: Hall) -> None:
    """Rebuild the listed tables one at a time, as a request for one would (one a request loaded
    first is skipped), so that requests are answered between them; then the hall is ready."""
    for table_id in list(hall.listed):
        try:
            await load(hall, table_id)
        except Exception:  # a log that cannot be replayed must not keep the other tables from play
            logger.exception("table %s could not be rebuilt from its log", table_id)
    # The lobby's order, as if open had rebuilt them all: the listed tables, then those created since.
    order = [table_id for table_id in hall.listed if table_id in hall.tables]
    for table_id in [*order, *(table_id for table_id in hall.tables if table_id not in hall.listed)]:
        hall.tables[table_id] = hall.tables.pop(table_id)
    # One that failed stays listed, as stored: a request for it tries again.
    hall.listed = {table_id: info for table_id, info in hall.listed.items() if table_id not in hall.tables}
    hall.ready.set()


async def _read_back(hall: Hall, table_id: str) -> LiveTable:
    """The table rebuilt from its log and held from now on, its bots and clocks started: an adjourned
    one, or one the hall is still to load; ApiError (not found) for any other."""
    info = await hall.db(hall.store.table, table_id)
    if info is None or (info.status != "adjourned" and table_id not in hall.listed):
        raise not_found(table_id)
    fresh = await asyncio.to_thread(rebuild, info)
    table = hall.tables.setdefault(table_id, fresh)
    if table is fresh:
        async with table.lock:  # taken at once: no request acts on the table before it is mended
            await mend(hall, table)
        hall.schedule(table)
    return table
