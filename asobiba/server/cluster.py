"""Several server processes on one database: who runs each table, forwarding and fan-out.

Each live table is owned by one process (a *node*) at a time, through its lease
(store/leases.py). The owner alone runs the table: it checks and commits its moves (each
commit fenced by the lease), runs its bots and clocks, and publishes every change on the
table's channel. Another node with clients at the table keeps a *replica*: it plays the
announced moves on its own copy and sends its clients their own views, as the owner does
for its clients. A request for a table owned elsewhere (a move, a seat taken) goes to the
owner's inbox and is answered from there.

A heartbeat renews the node's leases while its transport is up. A node that dies, or
loses Redis, loses its leases when they expire, and another node takes each table over:
it replays the log and carries on. A node shutting down cleanly releases its leases and
says so, and the others take its tables at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

from asobiba.core.text import Text
from asobiba.server import commands
from asobiba.server.commands import Command, Result
from asobiba.server.errors import MOVED, UNAVAILABLE, ApiError, not_found
from asobiba.server.live import LiveTable, rebuild
from asobiba.server.router import Host
from asobiba.server.transport import Message, Transport, Unreachable
from asobiba.store import SeatInfo
from asobiba.store.db import Fence

LEASE_SECONDS = 10.0
REQUEST_TIMEOUT = 5.0  # seconds an owner has to answer a forwarded request
ANSWERS_KEPT = 60.0  # seconds a served request's reply is kept for the same request sent again
RETRY_EVERY = 0.2  # seconds between attempts to reach a table's owner that did not answer
NOT_OWNER = "cluster/not_owner"
logger = logging.getLogger("asobiba.cluster")


class Cluster:
    """This node's part of the arena: the hall's router (server/router.py) when several processes share
    the database. It reaches the hall only as a :class:`~asobiba.server.router.Host`."""

    shared = True

    def __init__(self, transport: Transport, lease_seconds: float = LEASE_SECONDS) -> None:
        self.transport = transport
        self.node = transport.node
        self.ttl = lease_seconds
        self.host: Host  # the hall, once started
        self.pending: dict[str, asyncio.Future[Message]] = {}  # request id → its reply
        self.answers: dict[str, asyncio.Future[Message]] = {}  # request served here lately → its reply
        self.behind: dict[str, int] = {}  # table being read from the log → newest version announced meanwhile
        self.reads: dict[str, asyncio.Future[None]] = {}  # replica → its read of the log under way
        self.generations: dict[str, int] = {}  # replica → the newest lease generation of its owners heard
        self.outages = 0  # times the transport came back: a read of the log begun before one may have missed announcements
        self.loading: dict[str, asyncio.Future[LiveTable]] = {}  # replicas being read
        self.unused: set[str] = set()  # replicas no client had open at the last claim round
        self.renewed_until = 0.0
        self.tasks: list[asyncio.Task[None]] = []
        self.background: set[asyncio.Task[Any]] = set()
        self.stopping = False

    def spawn(self, job: Awaitable[Any]) -> None:
        """Run ``job`` on its own, kept until it ends."""
        task = asyncio.ensure_future(job)
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    @property
    def healthy(self) -> bool:
        return self.transport.healthy

    async def start(self, host: Host) -> None:
        self.host = host
        await self.transport.start(self.receive, self.reconnected)
        self.tasks = [asyncio.create_task(every(self.ttl / 3, self.heartbeat)), asyncio.create_task(every(self.ttl / 2, self.claim))]
        await self.claim()

    async def stop(self) -> None:
        """Hand every owned table over at once: release the leases and tell the other nodes."""
        self.stopping = True  # what the others say meanwhile (tables released to take) is not for this node any more
        for task in [*self.tasks, *self.background]:
            task.cancel()
        owned = [table for table in self.host.tables.values() if table.lease is not None]
        for table in owned:
            async with table.lock:  # a move being committed finishes first
                self.lose(table, follow=False)
        ids = [table.info.id for table in owned if table.info.status != "finished"]
        if ids:
            with contextlib.suppress(Exception):
                await self.host.db(self.host.store.leases.release, self.node, ids)
            self.transport.broadcast({"kind": "released", "node": self.node, "tables": ids})
        await self.transport.close()

    # -- leases ------------------------------------------------------------------------------

    async def own(self, table: LiveTable) -> None:
        """Take the lease of a table this node just created."""
        generation = await self.host.db(self.host.store.leases.acquire, table.info.id, self.node, self.ttl, time.time())
        assert generation is not None, "a new table has no owner yet"
        table.lease, table.owner = generation, self.node

    async def take(self, table_id: str) -> LiveTable | None:
        """Take the table over if no node holds it: its log replayed, its bots and clocks started."""
        generation = await self.host.db(self.host.store.leases.acquire, table_id, self.node, self.ttl, time.time())
        if generation is None:
            return None
        info = await self.host.db(self.host.store.table, table_id)
        if info is None or info.status == "finished":  # nothing left to run
            return None
        fresh = await asyncio.to_thread(rebuild, info)
        table = self.host.tables.get(table_id)
        if table is None:
            table = self.host.tables[table_id] = fresh
        else:  # a replica until now: the owner hears nothing from its own channel
            await self.transport.unwatch(table_id)
            async with table.lock:
                table.info, table.state, table.version, table.keys = fresh.info, fresh.state, fresh.version, fresh.keys
        table.lease, table.owner = generation, self.node
        table.elsewhere.clear()  # the replicas say again who is there when they hear of the new owner
        await self.host.mend(table)  # left full but waiting by a crash before its start: the owner starts it
        logger.info("node %s took table %s at move %d", self.node, table_id, table.version)
        self.host.fan_out(table, [])
        self.host.schedule(table)
        return table

    def fence(self, table: LiveTable) -> Fence:
        """The lease a commit of the table's must still hold; ApiError while no move can be committed here
        (the lease was lost while the move waited for the table, or the transport is down: it could not be announced)."""
        if table.lease is None:
            raise MOVED
        if not self.healthy:
            raise UNAVAILABLE
        return (self.node, table.lease)

    def lose(self, table: LiveTable, follow: bool = True) -> None:
        """This node no longer owns the table: it stops running it (and keeps it as a replica if ``follow``)."""
        table.lease = table.owner = None
        self.host.stop_clocks(table)
        if follow:
            self.spawn(self.follow_again(table))

    async def follow_again(self, table: LiveTable) -> None:
        await self.transport.watch(table.info.id)
        await self.resync(table)

    async def heartbeat(self) -> None:
        """Renew the leases while the transport is up; give up every table whose lease was taken or ran out."""
        owned = {table.info.id: table for table in self.host.tables.values() if table.lease is not None}
        now = time.time()
        held: dict[str, int] | None = None
        if self.healthy:
            with contextlib.suppress(Exception):  # the database is down: as good as not renewed
                held = await self.host.db(self.host.store.leases.renew, self.node, self.ttl, now)
                self.renewed_until = now + self.ttl
        if held is None:
            if time.time() >= self.renewed_until - self.ttl / 3:  # stop before another node may take them
                for table in owned.values():
                    self.lose(table)
            return
        for table_id, table in owned.items():
            if held.get(table_id) != table.lease:
                logger.warning("node %s lost table %s", self.node, table_id)
                self.lose(table)
        strays = [table_id for table_id in held if table_id not in owned]  # given up while Redis was away
        if strays:
            await self.host.db(self.host.store.leases.release, self.node, strays)

    async def claim(self) -> None:
        """Take the tables whose owner died; forget replicas no client of this node has had open
        for two rounds (a request that just read one gets to attach its client first)."""
        if not self.healthy:
            return
        for table_id in await self.host.db(self.host.store.leases.orphans, time.time()):
            await self.take(table_id)
        for table_id, table in list(self.host.tables.items()):
            if table.lease is not None or table.connections or table_id in self.behind:
                self.unused.discard(table_id)
            elif table_id not in self.unused:
                self.unused.add(table_id)
            else:
                self.unused.discard(table_id)
                del self.host.tables[table_id]
                self.generations.pop(table_id, None)
                await self.transport.unwatch(table_id)

    def reconnected(self) -> None:
        """Back from an outage, announcements were missed, here or elsewhere (a publish that failed is
        not sent again): every replica reads its table again and tells its owner who is here (the owner
        then announces its clock again); every table this node owns is announced afresh and played on."""
        self.outages += 1  # a read of the log under way reads again
        for table in list(self.host.tables.values()):
            if table.lease is None:
                self.spawn(self.resync(table))
                self.spawn(self.presence(table))
            else:
                self.announce(table, None)
                self.host.schedule(table)

    # -- replicas ----------------------------------------------------------------------------

    async def replica(self, table_id: str) -> LiveTable:
        """The table: this node's own, or a copy of one another node may own, kept up to date by
        its announcements (read once for requests that ask for it together), and brought to the
        log's version first, as an announcement may have been lost."""
        self.unused.discard(table_id)  # wanted again: kept at least until the next claim round
        table = self.host.tables.get(table_id)
        if table is not None:
            if table.lease is None:
                await self.current(table)
            else:
                async with table.lock:  # a move being committed is in the log already: in the table too, once it is free
                    pass
            return table
        if table_id not in self.loading:
            self.loading[table_id] = asyncio.ensure_future(self._load(table_id))
            self.loading[table_id].add_done_callback(lambda _: self.loading.pop(table_id, None))
        return await asyncio.shield(self.loading[table_id])

    async def _load(self, table_id: str) -> LiveTable:
        self.behind[table_id] = -1
        outages = self.outages
        await self.transport.watch(table_id)  # first, so no announcement falls between the read and the watch
        try:
            info = await self.host.db(self.host.store.table, table_id)
            if info is None:
                await self.transport.unwatch(table_id)
                raise not_found(table_id)
            table = self.host.tables.setdefault(table_id, await asyncio.to_thread(rebuild, info))
        finally:
            newest = self.behind.pop(table_id)  # once the table is registered: the next announcement finds it
        if newest > table.version or self.outages != outages:
            self.spawn(self.resync(table))
        return table

    async def current(self, table: LiveTable) -> None:
        """The replica at least at the log's version of now: a read of the log begun before does not do."""
        running = self.reads.get(table.info.id)
        if running is not None:
            await asyncio.shield(running)
        await self.resync(table)

    def resync(self, table: LiveTable) -> asyncio.Future[None]:
        """Read a replica's table again from the log (it missed an announcement); one read at a time."""
        table_id = table.info.id
        if table_id not in self.reads:
            self.reads[table_id] = asyncio.ensure_future(self._resync(table))
            self.reads[table_id].add_done_callback(lambda _: self.reads.pop(table_id, None))
        return self.reads[table_id]

    async def _resync(self, table: LiveTable) -> None:
        """Read the log until no announcement newer than the read came meanwhile, nor an outage
        (which may have lost some); replayed only if it moved on, sent to the clients if it changed."""
        table_id = table.info.id
        again = True
        while again:
            outages = self.outages
            self.behind[table_id] = table.version
            try:
                info = await self.host.db(self.host.store.table, table_id)
                moved = info is not None and (len(info.moves) != table.version or info.status != table.info.status)
                fresh = await asyncio.to_thread(rebuild, info) if info is not None and moved else None
            finally:
                newest = self.behind.pop(table_id)
            if info is None or table.lease is not None:
                return
            changed = fresh is not None or (info.players, info.outcome) != (table.info.players, table.info.outcome)
            table.info = info
            if fresh is not None:
                table.state, table.version, table.keys = fresh.state, fresh.version, fresh.keys
            if changed:
                self.host.fan_out(table, [])
            again = newest > table.version or self.outages != outages

    def announce(self, table: LiveTable, move: tuple[int, Any] | None) -> None:
        """Publish the owner's change of the table: the move just committed, or new seats or status."""
        if table.lease is None:
            return  # a replica's change is its owner's, announced already
        info = table.info
        self.transport.publish(
            info.id,
            {
                "kind": "announce",
                "table": info.id,
                "owner": self.node,
                "lease": table.lease,  # its generation: an announcement of a former owner's, delivered late, is ignored
                "version": table.version,
                "move": move,
                "status": info.status,
                "outcome": info.outcome,
                "players": [dataclasses.asdict(player) for player in info.players],
                "present": sorted({seat for seat, _ in table.present()}),
                "deadlines": sorted(table.deadlines.items()),  # the turn clock runs at the owner: [[seat, Unix ms], ...]
                "timeouts": sorted(table.timeouts.items()),
            },
        )

    def follow(self, message: Message) -> None:
        """A replica hears of a change: play the move on its copy, or read the log again if one was missed."""
        table_id, version = message["table"], message["version"]
        if message["lease"] < self.generations.get(table_id, 0):
            return  # sent by an owner the table has had since
        self.generations[table_id] = message["lease"]
        if table_id in self.behind:
            self.behind[table_id] = max(self.behind[table_id], version)
            return
        table = self.host.tables.get(table_id)
        if table is None or table.lease is not None:
            return
        owner: str = message["owner"]
        if table.owner != owner:
            table.owner = owner
            self.spawn(self.presence(table))  # the new owner learns who is here
        events = []
        try:
            if message["move"] is not None and version == table.version + 1 and table.state is not None:
                seat, data = message["move"]
                events = table.game.play(table.state, seat, table.game.parse_move(data))
                table.version = version
            elif message["move"] is not None or version != table.version:
                if version > table.version:
                    self.spawn(self.resync(table))
                return
        except Exception:  # a replica that cannot follow reads the log again
            logger.exception("node %s: table %s could not follow move %d", self.node, table_id, version)
            self.spawn(self.resync(table))
            return
        info = table.info
        info.status, info.outcome = message["status"], message["outcome"]
        seated = table.seated_here()
        info.players = [SeatInfo(**player) for player in message["players"]]
        table.deadlines = {seat: deadline for seat, deadline in message["deadlines"]}
        table.timeouts = {seat: count for seat, count in message["timeouts"]}
        if table.seated_here() != seated:  # a client here took a seat (or left one): the owner hears of it
            self.spawn(self.presence(table))
        if info.status == "playing" and table.state is None:
            table.state = table.game.start(info.seats, info.options, info.seed)
        table.elsewhere = {owner: [(seat, "normal") for seat in message["present"]]}
        self.host.fan_out(table, events)

    def seen(self, table: LiveTable) -> None:
        if table.lease is None:
            self.spawn(self.presence(table))

    async def presence(self, table: LiveTable) -> None:
        """Tell the owner which seats this node's clients hold (for its adjournment clock and bots' pace)."""
        if table.lease is not None:
            return
        owner = table.owner or await self.host.db(self.host.store.leases.owner, table.info.id, time.time())
        if owner is None:
            return
        with contextlib.suppress(Unreachable):
            await self.transport.send(owner, {"kind": "presence", "table": table.info.id, "node": self.node, "seats": table.seated_here()})

    # -- requests ----------------------------------------------------------------------------

    def owns(self, table: LiveTable) -> bool:
        return table.lease is not None

    async def send(self, table: LiveTable, command: Command) -> Result:
        """Run ``command`` here if this node owns the table, else where it is owned (:meth:`forward`)."""
        if table.lease is not None:
            return await self.host.run(table, command)
        return await self.forward(table, command)

    async def forward(self, table: LiveTable, command: Command) -> Result:
        """Run ``command`` where the table is owned: here if no node holds it, else at its owner,
        waiting out an owner that died until its lease expires; its result (a move's number).
        ApiError as the owner refused."""
        deadline = time.monotonic() + self.ttl + REQUEST_TIMEOUT
        request_id = secrets.token_hex(8)  # the same for every attempt: the owner runs it once
        while True:
            if not self.healthy:
                raise UNAVAILABLE
            if table.lease is not None:
                return await self.host.run(table, command)
            owner = table.owner or await self.host.db(self.host.store.leases.owner, table.info.id, time.time())
            if owner is None or owner == self.node:
                await self.take(table.info.id)
                if table.lease is not None:
                    continue
                reply = None  # another node took it meanwhile: ask again
            else:
                table.owner = owner
                reply = await self.request(owner, {"table": table.info.id, "command": commands.to_json(command), "id": request_id})
            if reply is not None and reply["error"] is None:
                return commands.read_result(reply["result"])
            if reply is not None and reply["error"]["code"] != NOT_OWNER:
                raise ApiError.from_json(reply["error"], reply["status"])
            table.owner = None
            if time.monotonic() > deadline:
                raise UNAVAILABLE
            await asyncio.sleep(RETRY_EVERY)

    async def request(self, node: str, body: Message) -> Message | None:
        """The node's reply to ``body`` (its ``id`` names the request); None if it is not listening or did not answer in time."""
        request_id = body["id"]
        future = self.pending[request_id] = asyncio.get_running_loop().create_future()
        try:
            if not await self.transport.send(node, {**body, "kind": "request", "from": self.node}):
                return None
            return await asyncio.wait_for(future, REQUEST_TIMEOUT)
        except (TimeoutError, Unreachable):
            return None
        finally:
            self.pending.pop(request_id, None)

    async def serve(self, message: Message) -> None:
        """Answer a forwarded request: run it if this node owns the table, else say so. A request
        sent again (its reply was late) gets the first one's reply: it is run once."""
        request_id = message["id"]
        table = self.host.tables.get(message["table"])
        if request_id in self.answers:
            reply = await asyncio.shield(self.answers[request_id])
        elif table is None or table.lease is None:
            reply = {
                "kind": "reply",
                "id": request_id,
                "status": 409,
                **ApiError(NOT_OWNER, Text("not the owner", "所有者ではありません")).to_json(),
            }
        else:
            self.answers[request_id] = asyncio.ensure_future(self.answer(table, message))
            asyncio.get_running_loop().call_later(ANSWERS_KEPT, self.answers.pop, request_id, None)
            reply = await asyncio.shield(self.answers[request_id])
        with contextlib.suppress(Unreachable):
            await self.transport.send(message["from"], reply)

    async def answer(self, table: LiveTable, message: Message) -> Message:
        reply: Message = {"kind": "reply", "id": message["id"], "error": None, "status": 200, "result": None}
        try:
            reply["result"] = await self.host.run(table, commands.from_json(message["command"]))
        except ApiError as error:
            reply.update(error.to_json(), status=error.status)
        return reply

    def receive(self, message: Message) -> None:
        """Every message to this node, in the order sent."""
        if self.stopping:
            return
        kind = message["kind"]
        if kind == "reply":
            future = self.pending.get(message["id"])
            if future is not None and not future.done():
                future.set_result(message)
        elif kind == "request":
            self.spawn(self.serve(message))
        elif kind == "announce":
            self.follow(message)
        elif kind == "presence":
            table = self.host.tables.get(message["table"])
            if table is not None and table.lease is not None:
                table.elsewhere[message["node"]] = [(seat, pace) for seat, pace in message["seats"]]
                self.host.watch(table)
                if table.deadlines or table.timeouts:  # a replica just opened learns the turn clock
                    self.announce(table, None)
        elif kind == "released" and message["node"] != self.node:
            for table_id in message["tables"]:
                self.spawn(self.take(table_id))


async def every(seconds: float, job: Callable[[], Awaitable[None]]) -> None:
    """Run ``job`` every ``seconds`` until cancelled; a failure is logged and the next round runs."""
    while True:
        await asyncio.sleep(seconds)
        try:
            await job()
        except Exception:
            logger.exception("cluster: %s failed", job.__name__)
