"""A Redis that hangs instead of refusing (server/redis_transport.py, server/cluster.py).

Two halls of one arena in one event loop, on PostgreSQL and a Redis of the test's own, play busy
Tarot tables: bots, and at each table a person whose client is at one hall or the other. Then
either the Redis process is frozen (SIGSTOP) or hall a's link to it stops forwarding, for a while.
Promised (docs/protocol.md, "Several processes"): the hang is noticed within ``NOTICE`` seconds;
from then until Redis answers again the process commits no move and renews no lease; afterwards
every table moves again, no move is lost or played twice, and every copy of a table, and every
client that opens it again, shows the log's current version.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from sqlalchemy import text

from asobiba.core.record import Record, replay
from asobiba.server import seating
from asobiba.server.cluster import Cluster
from asobiba.server.errors import ApiError
from asobiba.server.hall import Hall
from asobiba.server.live import LiveTable, record_of
from asobiba.server.redis_transport import RedisTransport
from asobiba.store import Store

from .conftest import postgres_database
from .redis_link import Link, PrivateRedis

NOTICE = 2.0  # seconds within which a process notices that Redis stopped answering (the promise)
LEASE = 2.0  # seconds a table's lease lasts in these tests
CLAIM = LEASE / 2  # seconds between two claim rounds (Cluster.start)
SLACK = 1.0  # seconds allowed beyond a promised bound on a loaded test machine
TAKEN = NOTICE + LEASE + CLAIM + SLACK  # seconds from a hang until its tables' leases ran out and were taken
PROGRESS = NOTICE + LEASE + CLAIM + 3.0  # seconds within which every table moves again once Redis answers
RESEND = 0.3  # seconds a person's client waits for news before sending a refused move again
RETRIED = ("server/unavailable", "table/moved")  # refusals after which a client sends its move again
TABLES = 6


@contextlib.contextmanager
def own_redis() -> Iterator[PrivateRedis]:
    if not PrivateRedis.available():
        pytest.skip("needs the redis-server program")
    redis = PrivateRedis()
    try:
        yield redis
    finally:
        redis.stop()


@contextlib.contextmanager
def services() -> Iterator[tuple[str, PrivateRedis]]:
    """A fresh PostgreSQL database and a Redis of the test's own."""
    databases = postgres_database()
    url = next(databases)
    if url is None:
        pytest.skip("needs PostgreSQL on localhost:5432")
    try:
        with own_redis() as redis:
            yield url.replace("+psycopg2", "+psycopg"), redis
    finally:
        next(databases, None)


class Client:
    """A person's client at one hall: plays seat 0 with random legal moves, keeps every state it was sent."""

    def __init__(self, user_id: int, hall: Hall, table: LiveTable, rng: random.Random) -> None:
        self.user_id = user_id
        self.pace = "normal"
        self.hall, self.table, self.rng = hall, table, rng
        self.states: list[dict[str, Any]] = []
        self.played: list[tuple[int, Any]] = []  # (version, move) of each move the hall accepted
        self.news = asyncio.Event()
        self.paused = False

    def offer(self, text: str) -> bool:
        self.states.append(json.loads(text))
        self.news.set()
        return True

    async def connect(self) -> dict[str, Any]:
        """Open the table at the hall as the WebSocket does; the state message it is sent first."""
        self.table = await self.hall.load(self.table.info.id)
        await self.hall.attach(self.table, self)
        self.offer(self.hall.message(self.table, self.user_id, []))
        return self.states[-1]

    async def reconnect(self) -> dict[str, Any]:
        self.hall.detach(self.table, self)
        return await self.connect()

    async def play(self) -> None:
        while True:
            self.news.clear()
            latest = self.states[-1]
            if latest["table"]["status"] == "finished":
                return
            if self.paused or 0 not in latest["view"]["to_act"]:
                await self.news.wait()
                continue
            move = self.rng.choice(latest["view"]["legal"])
            try:
                await self.hall.submit(self.table, 0, move, latest["version"])
                self.played.append((latest["version"], move))
            except ApiError as error:
                if error.code not in (*RETRIED, "move/stale", "table/not_playing"):
                    raise
            if not self.news.is_set():  # refused, or not announced yet: send again after a while
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.news.wait(), RESEND)


class Log:
    """The database as the test reads it, apart from the halls (in a thread: the halls' loop goes on)."""

    def __init__(self, url: str) -> None:
        self.store = Store(url)

    async def moves(self, ids: list[str]) -> dict[str, tuple[int, bool]]:
        """Each table's moves in the log, and whether it is finished."""
        return await asyncio.to_thread(self._moves, ids)

    def _moves(self, ids: list[str]) -> dict[str, tuple[int, bool]]:
        query = text(
            "SELECT t.id, t.status, count(m.number) FROM game_tables t LEFT JOIN moves m ON m.table_id = t.id"
            " WHERE t.id = ANY(:ids) GROUP BY t.id, t.status"
        )
        with self.store.engine.connect() as connection:
            return {table_id: (moves, status == "finished") for table_id, status, moves in connection.execute(query, {"ids": ids})}

    async def holders(self, ids: list[str]) -> set[str | None]:
        """The node holding a live lease on each table (None: nobody)."""
        now = time.time()
        return {await asyncio.to_thread(self.store.leases.owner, table_id, now) for table_id in ids}

    async def record(self, table_id: str) -> Record:
        return record_of(await asyncio.to_thread(self.store.table, table_id))


@dataclass
class Watch:
    """What the halls did over a trial: when each was unhealthy, and each move it committed."""

    halls: list[Hall]
    unhealthy: dict[str, list[list[float]]] = field(default_factory=dict)  # node → [[from, to or inf], ...]
    commits: list[tuple[str, float, bool]] = field(default_factory=list)  # (node, when committed, healthy when begun)

    def start(self) -> asyncio.Task[None]:
        for hall in self.halls:
            self.unhealthy[hall.router.node] = []
            self._record_commits(hall)
        return asyncio.create_task(self._sample())

    def _record_commits(self, hall: Hall) -> None:
        commit, node = hall.writer.commit, hall.router.node

        async def recorded(*args: Any) -> None:
            healthy = hall.router.healthy
            await commit(*args)
            self.commits.append((node, time.monotonic(), healthy))

        hall.writer.commit = recorded  # type: ignore[method-assign]

    async def _sample(self) -> None:
        while True:
            now = time.monotonic()
            for hall in self.halls:
                spans = self.unhealthy[hall.router.node]
                down = bool(spans) and spans[-1][1] == float("inf")
                if not hall.router.healthy and not down:
                    spans.append([now, float("inf")])
                elif hall.router.healthy and down:
                    spans[-1][1] = now
            await asyncio.sleep(0.01)

    def noticed(self, node: str, since: float) -> float | None:
        """Seconds from ``since`` to the node's first unhealthy moment after it, if any."""
        return next((begin - since for begin, _ in self.unhealthy[node] if begin >= since), None)


async def until(condition: Callable[[], Awaitable[bool]], seconds: float, what: str) -> float:
    """Wait for ``condition()``; the seconds it took. AssertionError naming ``what`` after ``seconds``."""
    begin = time.monotonic()
    while not await condition():
        assert time.monotonic() - begin < seconds, f"not within {seconds:.1f} s: {what}"
        await asyncio.sleep(0.02)
    return time.monotonic() - begin


@dataclass
class Arena:
    """Halls a and b of one arena; a reaches Redis through ``link``, b directly."""

    db: str
    redis: PrivateRedis
    link: Link
    halls: list[Hall] = field(default_factory=list)
    clients: list[Client] = field(default_factory=list)

    async def open(self) -> None:
        for node, url in (("a", self.link.url), ("b", self.redis.url)):
            hall = Hall(Store(self.db), 0.02, 5, router=Cluster(RedisTransport(url, node), LEASE))
            await hall.open()
            self.halls.append(hall)

    async def close(self) -> None:
        for hall in self.halls:
            await hall.close()
            hall.store.close()

    async def seat(self, index: int, rng: random.Random) -> Client:
        """Table ``index``: created at hall index % 2, its person's client at either hall."""
        owner = self.halls[index % 2]
        person = await owner.db(owner.store.create_user, f"P{index}", None)
        created = await seating.create(owner, person, "tarot", 4, {"deals": 12}, ["me", "random", "random", "random"], 0)
        client = Client(person.id, self.halls[(index // 2) % 2], created, rng)
        await client.connect()
        self.clients.append(client)
        return client

    @property
    def ids(self) -> list[str]:
        return [client.table.info.id for client in self.clients]


async def fault_trial(db: str, redis: PrivateRedis, fault: str, hold: float, onset: int, seed: int) -> dict[str, float]:
    """One fault of ``hold`` seconds once every table made ``onset`` moves: ``redis`` freezes the Redis
    process, ``link`` hangs hall a's link to it. Checks every promise; returns the seconds it measured."""
    rng = random.Random(seed)
    link = Link(redis.port)
    await link.start()
    arena, log = Arena(db, redis, link), Log(db)
    await arena.open()
    watch = Watch(arena.halls)
    sampler = watch.start()
    players: list[asyncio.Task[None]] = []
    try:
        clients = [await arena.seat(index, rng) for index in range(TABLES)]
        players = [asyncio.create_task(client.play()) for client in clients]

        async def under_way() -> bool:
            return all(moves >= onset for moves, _ in (await log.moves(arena.ids)).values())

        await until(under_way, 60, "every table under way")
        measured = await hold_fault(arena, log, watch, fault, hold)
        measured["progress"] = await every_table_moves(arena, log)
        for client in clients:  # a client opening the table again is shown the log's current version
            before = (await log.moves([client.table.info.id]))[client.table.info.id][0]
            state = await client.reconnect()
            assert state["version"] >= before, f"reconnected at move {state['version']}, the log has {before}"
        measured["replicas"] = await quiet_and_current(arena, log)
        await check_log(arena, log)
        return measured
    finally:
        for task in [*players, sampler]:
            task.cancel()
        await arena.close()
        await link.close()
        log.store.close()


async def hold_fault(arena: Arena, log: Log, watch: Watch, fault: str, hold: float) -> dict[str, float]:
    """Hang Redis or hall a's link for ``hold`` seconds and check the halls meanwhile."""
    affected = ["a", "b"] if fault == "redis" else ["a"]
    frozen = fault == "redis"
    begin = time.monotonic()
    arena.redis.freeze() if frozen else arena.link.hang()
    try:
        for node in affected:

            async def noticed(node: str = node) -> bool:
                return watch.noticed(node, begin) is not None

            await until(noticed, NOTICE + SLACK, f"hall {node} noticed the hang")
        notice = max(watch.noticed(node, begin) or 0.0 for node in affected)
        if hold > TAKEN + SLACK:  # long enough for the leases to go
            holders = {None} if frozen else {"b"}  # nobody can renew a lease / b takes a's tables

            async def moved_on() -> bool:
                return await log.holders(arena.ids) == holders

            await until(moved_on, TAKEN, f"the leases held by {holders}")
        await asyncio.sleep(max(0.0, begin + hold - time.monotonic()))  # the fault lasts its whole length
    finally:
        arena.redis.thaw() if frozen else arena.link.heal()
    healed = time.monotonic()
    for node in affected:
        late = [when for who, when, _ in watch.commits if who == node and begin + NOTICE + SLACK < when < healed]
        assert not late, f"hall {node} committed {len(late)} moves while Redis hung"
    assert all(healthy for _, _, healthy in watch.commits), "no commit begins while its hall is unhealthy"
    if not frozen:
        assert not watch.unhealthy["b"], "hall b, whose link held, stayed healthy"
    return {"notice": notice}


async def every_table_moves(arena: Arena, log: Log) -> float:
    """Once Redis answers again, every table unfinished makes a move within PROGRESS seconds; the seconds it took."""
    before = await log.moves(arena.ids)
    stuck = list(before)

    async def moved() -> bool:
        now = await log.moves(arena.ids)
        stuck[:] = [table_id for table_id, (moves, finished) in now.items() if moves == before[table_id][0] and not finished]
        return not stuck

    try:
        return await until(moved, PROGRESS, "every table moved again")
    except AssertionError as error:
        raise AssertionError(f"{error}; {len(stuck)} of {len(before)} tables stuck: {stuck}") from None


async def quiet_and_current(arena: Arena, log: Log) -> float:
    """The people stop playing, so every table comes to wait on its person (or ends); then every
    copy of every table at every hall, and a client opening it anew at each hall, shows the log's
    version. The seconds the copies took to be current."""
    for client in arena.clients:
        client.paused = True

    async def waiting() -> bool:
        owned = {table.info.id: table for hall in arena.halls for table in hall.tables.values() if table.lease is not None}
        return len(owned) == len(arena.ids) and all(
            table.info.status == "finished" or 0 in table.game.to_act(table.state) for table in owned.values()
        )

    await until(waiting, 60, "every table waits on its person")
    versions = {table_id: moves for table_id, (moves, _) in (await log.moves(arena.ids)).items()}

    async def current() -> bool:
        return all(hall.tables[t].version == version for hall in arena.halls for t, version in versions.items() if t in hall.tables)

    took = await until(current, LEASE + SLACK, "every hall's copy at the log's version")
    for hall in arena.halls:
        for client in arena.clients:
            fresh = Client(client.user_id, hall, client.table, random.Random(0))
            state = await fresh.connect()
            hall.detach(fresh.table, fresh)
            assert state["version"] == versions[client.table.info.id], f"hall {hall.router.node} showed a stale table"
    return took


async def check_log(arena: Arena, log: Log) -> None:
    """Each log replays; every state a client was sent is the log's at that move; every move a hall
    accepted from a person is in the log once, at its place."""
    for client in arena.clients:
        record = await log.record(client.table.info.id)
        for version, move in client.played:
            assert record.moves[version] == (0, move), f"move {version} was accepted but is not in the log"
        game, state = replay(Record(record.game, record.seats, record.seed, record.options, None, [], record.version))
        views = {}
        for version in range(len(record.moves) + 1):
            views[version] = json.loads(json.dumps(game.view(state, 0)))
            if version < len(record.moves):
                seat, data = record.moves[version]
                game.play(state, seat, game.parse_move(data))
        for sent in client.states:
            assert sent["view"] == views[sent["version"]], f"move {sent['version']} was shown otherwise than the log has it"


@pytest.mark.parametrize("fault", ["redis", "link"])
def test_an_idle_process_notices_a_hang_and_comes_back_after_it(fault: str):
    """Nothing to publish: the PINGs on the subscription notice the hang alone; once Redis answers
    again, the process is subscribed anew and told it may have missed messages."""

    async def scenario(redis: PrivateRedis) -> tuple[float, float, list[Any]]:
        link = Link(redis.port)
        await link.start()
        transport = RedisTransport(link.url, "a")
        got: list[Any] = []
        backs: list[float] = []
        await transport.start(got.append, lambda: backs.append(time.monotonic()))
        try:
            begin = time.monotonic()
            redis.freeze() if fault == "redis" else link.hang()

            async def unhealthy() -> bool:
                return not transport.healthy

            noticed = await until(unhealthy, NOTICE + SLACK, "the hang noticed")
            await asyncio.sleep(max(0.0, begin + NOTICE + SLACK - time.monotonic()))  # the hang goes on a while
            redis.thaw() if fault == "redis" else link.heal()
            healed = time.monotonic()

            async def back() -> bool:
                return transport.healthy and bool(backs)

            await until(back, NOTICE + SLACK, "subscribed again")
            await transport.send("a", {"kind": "hello"})  # its inbox is subscribed again

            async def heard() -> bool:
                return bool(got)

            await until(heard, SLACK, "the inbox heard")
            return noticed, backs[0] - healed, got
        finally:
            await transport.close()
            await link.close()

    with own_redis() as redis:
        noticed, back, got = asyncio.run(asyncio.wait_for(scenario(redis), 60))
    assert noticed <= NOTICE and back >= 0 and got == [{"kind": "hello"}]


@pytest.mark.parametrize("fault", ["redis", "link"])
def test_a_hung_redis_is_noticed_and_leaves_no_table_stuck(fault: str):
    """Long enough for the leases to run out (and, for a link, for hall b to take hall a's tables)."""
    with services() as (db, redis):
        asyncio.run(asyncio.wait_for(fault_trial(db, redis, fault, TAKEN + 2 * SLACK, 5, 1), 300))


@pytest.mark.slow
@pytest.mark.parametrize("fault", ["redis", "link"])
def test_hangs_of_every_length_at_random_moments(fault: str):
    rng = random.Random(37)
    for trial in range(10):
        hold, onset = rng.uniform(0.5, 20), rng.randrange(5, 60)
        with services() as (db, redis):
            measured = asyncio.run(asyncio.wait_for(fault_trial(db, redis, fault, hold, onset, trial), 300))
        print(f"{fault} hung {hold:.1f} s after move {onset}: " + ", ".join(f"{key} {value:.2f} s" for key, value in measured.items()))
