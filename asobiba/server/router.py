"""Where a table's commands are run: by the process that owns the table.

The hall (server/hall.py) holds a :class:`Router` and sends every command through it, not
knowing whether other processes share its database. :class:`LocalRouter` is the one process
of an arena, which owns every table. ``Cluster`` (server/cluster.py) is one of several: it runs
a command here while this process holds the table's lease, else sends it to the owner and
waits for its answer. A router reaches the hall only through :class:`Host`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar, TypeVarTuple

from asobiba.core.contract import Event
from asobiba.server.commands import Command, Result
from asobiba.server.live import LiveTable
from asobiba.store import Store
from asobiba.store.db import Fence

T = TypeVar("T")
Ts = TypeVarTuple("Ts")


class Host(Protocol):
    """What a router may ask of the hall: its tables, the database, and a few things done to a table."""

    tables: dict[str, LiveTable]  # the tables this process holds: those it owns and its replicas of others
    store: Store

    async def db(self, function: Callable[[*Ts], T], *args: *Ts) -> T:
        """``function(*args)`` on the hall's database thread."""

    async def run(self, table: LiveTable, command: Command) -> Result:
        """Carry ``command`` out on a table this process owns."""

    async def mend(self, table: LiveTable) -> None:
        """Finish what a crash left in a table just read back from its log (a full table still waiting)."""

    def fan_out(self, table: LiveTable, events: list[Event]) -> None:
        """Send each client here the table as it is now."""

    def schedule(self, table: LiveTable) -> None:
        """Start the bots and clocks of a table this process owns (their turn, the table's status permitting)."""

    def watch(self, table: LiveTable) -> None:
        """Who has the table open changed: its adjournment clock heeds it."""

    def stop_clocks(self, table: LiveTable) -> None:
        """Stop the table's bots and timers: this process no longer runs it."""


class Router(Protocol):
    """Where each table's commands are run, and what the other processes hear of this one's tables."""

    @property
    def shared(self) -> bool:
        """Other processes run tables of the same database: a table may be another's."""

    @property
    def healthy(self) -> bool:
        """The link to the other processes is up: while it is not, no move is committed here."""

    async def start(self, host: Host) -> None: ...

    async def stop(self) -> None: ...

    def owns(self, table: LiveTable) -> bool:
        """Whether this process runs the table."""

    async def send(self, table: LiveTable, command: Command) -> Result:
        """Run ``command`` where the table is owned, and return its result; ApiError as refused there."""

    async def own(self, table: LiveTable) -> None:
        """Own the table this process just created."""

    def fence(self, table: LiveTable) -> Fence | None:
        """What a move of the table's committed here is fenced by (the lease this process must still
        hold, store/leases.py); ApiError if none can be committed here now."""

    def lose(self, table: LiveTable) -> None:
        """The table's lease was lost (a commit found it taken): this process no longer runs it."""

    def announce(self, table: LiveTable, move: tuple[int, Any] | None) -> None:
        """The owner's table changed (``move``: the one just committed): the other processes hear of it."""

    def seen(self, table: LiveTable) -> None:
        """Who has a table owned elsewhere open here changed: its owner hears of it."""

    async def replica(self, table_id: str) -> LiveTable:
        """A table another process may own, followed here (only if ``shared``)."""


class LocalRouter:
    """The only process of an arena: it owns every table, runs every command, and tells no one."""

    shared = False
    healthy = True

    async def start(self, host: Host) -> None:
        self.host = host

    async def stop(self) -> None:
        pass

    def owns(self, table: LiveTable) -> bool:
        return True

    async def send(self, table: LiveTable, command: Command) -> Result:
        return await self.host.run(table, command)

    async def own(self, table: LiveTable) -> None:
        pass

    def fence(self, table: LiveTable) -> Fence | None:
        return None

    def lose(self, table: LiveTable) -> None:
        pass

    def announce(self, table: LiveTable, move: tuple[int, Any] | None) -> None:
        pass

    def seen(self, table: LiveTable) -> None:
        pass

    async def replica(self, table_id: str) -> LiveTable:
        raise LookupError(f"table {table_id}: one process holds the tables it runs and follows no other's (Hall.load)")
