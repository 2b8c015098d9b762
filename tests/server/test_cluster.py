"""Several server processes on one PostgreSQL and one Redis (server/cluster.py): real processes, real services.

Each test starts its own ``asobiba serve`` processes on a fresh database. People connect to
whichever process the test says; a table is owned by the process it was created on until
that process dies or stops.
"""

from __future__ import annotations

import asyncio
import json
import random
import signal
import subprocess
import sys
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2
import pytest
from redis import Redis
from redis.exceptions import RedisError
from sqlalchemy import create_engine, text
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from asobiba.core.record import Record, replay
from asobiba.core.registry import get_game

from .conftest import postgres_database
from .test_restart import free_port, start_server

LEASE = 3.0  # seconds: a dead process's tables move within this
REDIS = "redis://localhost:6379/0"
RETRIED = ("server/unavailable", "table/moved")  # refusals a client sends its move again after
RESEND = 0.3  # seconds a client waits for news before sending an unanswered move again
SHORT = {  # options for short games of each game
    "tarot": {"deals": 1},
    "tichu": {"target_score": 500},
    "kingdomino": {},
    "ohseven": {"rounds": 1},
    "dragoncastle": {},
    "riichi": {"length": "east_only"},
    "daifugo": {"games": 1},
    "targi": {},
}


def redis_answers(url: str) -> bool:
    try:
        return bool(Redis.from_url(url, socket_connect_timeout=1).ping())
    except (RedisError, OSError):
        return False


@pytest.fixture
def database() -> Iterator[str]:
    """A fresh PostgreSQL database (psycopg 3), with Redis answering on localhost."""
    databases = postgres_database()
    url = next(databases)
    if url is None or not redis_answers(REDIS):
        pytest.skip("several processes need PostgreSQL on localhost:5432 and Redis on localhost:6379 (.ci/run starts both)")
    redis = Redis.from_url(REDIS)
    for key in redis.scan_iter("asobiba:limit:*"):  # sign-ups counted by earlier tests from this same address
        redis.delete(key)
    redis.close()
    yield url.replace("+psycopg2", "+psycopg")
    next(databases, None)


@dataclass
class Arena:
    """Server processes on one database and one Redis."""

    db: str
    home: Path
    redis: str = REDIS
    ports: list[int] = field(default_factory=list)
    servers: list[subprocess.Popen] = field(default_factory=list)
    people: list[Person] = field(default_factory=list)

    def person(self, name: str, port: int) -> Person:
        self.people.append(Person(name, port))
        return self.people[-1]

    def start(self, count: int = 1, lease: float = LEASE) -> None:
        for _ in range(count):
            port = free_port()
            extra = ["--redis", self.redis, "--lease-seconds", str(lease), "--secret", "cluster-test-secret", "--bot-budget-ms", "20"]
            self.servers.append(start_server(port, self.db, self.home, extra))
            self.ports.append(port)

    def kill(self, index: int) -> None:
        """SIGKILL, and forget the process."""
        server = self.servers.pop(index)
        del self.ports[index]
        server.send_signal(signal.SIGKILL)
        server.wait()

    def stop(self) -> None:
        for person in self.people:
            person.http.close()
        for server in self.servers:
            if server.poll() is None:
                server.terminate()
                server.wait(15)

    def query(self, sql: str, table_id: str) -> Any:
        engine = create_engine(self.db)
        try:
            with engine.connect() as connection:
                return connection.execute(text(sql), {"t": table_id}).first()
        finally:
            engine.dispose()

    def owner(self, table_id: str) -> tuple[str, float] | None:
        row = self.query("SELECT owner, expires FROM leases WHERE table_id = :t", table_id)
        return None if row is None else (row.owner, row.expires)

    def moves(self, table_id: str) -> int:
        return self.query("SELECT count(*) FROM moves WHERE table_id = :t", table_id)[0]


@pytest.fixture
def arena(database: str, tmp_path: Path) -> Iterator[Arena]:
    servers = Arena(database, tmp_path)
    yield servers
    servers.stop()


class Person:
    """A guest signed in at one process; its cookie is good at every process (the secret is shared)."""

    def __init__(self, name: str, port: int) -> None:
        self.http = httpx2.Client(base_url=f"http://127.0.0.1:{port}", timeout=60)
        self.csrf = self.http.get("/api/me").json()["csrf"]
        self.post("/api/guest", {"name": name})
        self.cookie = "; ".join(f"{key}={value}" for key, value in self.http.cookies.items())

    def post(self, path: str, data: dict[str, Any], port: int | None = None) -> dict[str, Any]:
        """POST at this person's process, or at the one on ``port`` (the cookie is good there too)."""
        url = path if port is None else f"http://127.0.0.1:{port}{path}"
        response = self.http.post(url, json=data, headers={"X-CSRF-Token": self.csrf})
        assert response.status_code < 300, response.text
        body = response.json()
        self.csrf = body.get("csrf", self.csrf)
        return body


@dataclass
class Play:
    """What one person's client saw: each state's (version, view), and every refusal's code."""

    seat: int | None  # None: a spectator
    when: tuple[int, Any] | None = None  # (version, call): called once when the client first sees that move
    states: list[tuple[int, Any]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    final: dict[str, Any] | None = None


async def play(ports: list[int], cookie: str, table_id: str, seat: int, seed: int, watch: Play | None = None) -> Play:
    """Play ``seat`` with random legal moves until the table is finished, through the first of
    ``ports`` that answers (the next one when its process dies). An unanswered move is sent again."""
    seen = watch or Play(seat)
    rng = random.Random(seed)
    order = deque(ports)
    while True:
        try:
            async with connect(f"ws://127.0.0.1:{order[0]}/ws/tables/{table_id}", additional_headers={"Cookie": cookie}) as ws:
                sent = None
                while True:
                    try:
                        message = json.loads(await asyncio.wait_for(ws.recv(), RESEND))
                    except TimeoutError:
                        if sent is not None:
                            await ws.send(sent)
                        continue
                    if message["type"] == "error":
                        seen.refused.append(message["error"]["code"])
                        if message["error"]["code"] not in RETRIED:
                            sent = None
                        continue
                    seen.states.append((message["version"], message["view"]))
                    if seen.when is not None and message["version"] >= seen.when[0]:
                        call, seen.when = seen.when[1], None
                        call()
                    if message["table"]["status"] == "finished":
                        seen.final = message
                        return seen
                    sent = None
                    view = message["view"]
                    if seat in view["to_act"] and not message["table"]["players"][seat]["standin"]:
                        sent = json.dumps({"type": "move", "move": rng.choice(modest(view["legal"])), "version": message["version"]})
                        await ws.send(sent)
        except (ConnectionClosed, OSError):
            order.rotate(-1)


def modest(legal: list[Any]) -> list[Any]:
    """The moves of a player who calls no Tichu: random callers lose points forever, and the game never ends."""
    return [move for move in legal if not move.get("call") and move.get("type") != "tichu"] or legal


def record_of(port: int, table_id: str) -> Record:
    response = httpx2.get(f"http://127.0.0.1:{port}/api/tables/{table_id}/record", timeout=30)
    assert response.status_code == 200, response.text
    return Record.from_json(response.json())


def check_seen(record: Record, plays: list[Play]) -> None:
    """Every state a client was sent is the log's state at that move, as that seat sees it:
    no move a client saw announced is missing from the final log, none is there twice."""
    game, state = replay(Record(record.game, record.seats, record.seed, record.options, None, [], record.version))
    views = {}
    for version in range(len(record.moves) + 1):
        for seen in plays:
            views[seen.seat, version] = json.loads(json.dumps(game.view(state, seen.seat)))
        if version < len(record.moves):
            seat, data = record.moves[version]
            game.play(state, seat, game.parse_move(data))
    for seen in plays:
        for version, view in seen.states:
            assert view == views[seen.seat, version], f"seat {seen.seat} was shown move {version} otherwise than the log has it"
    assert game.outcome(state) is not None


def create(person: Person, game: str, seats: int, players: list[str], options: dict[str, Any], port: int | None = None) -> str:
    """A new table, owned by the process it is created at: the person's own, or the one on ``port``."""
    body = {"game": game, "seats": seats, "players": players, "options": options, "turn_timeout": 0}
    return person.post("/api/tables", body, port)["id"]


def test_a_whole_game_of_each_game_across_two_processes(arena: Arena):
    """Ann creates each table at the first process and plays it through the second; Bob joins
    through the second and plays through the first: every move of theirs is forwarded."""
    arena.start(2)
    first, second = arena.ports
    ann, bob = arena.person("Ann", first), arena.person("Bob", second)
    tables = {}
    for game_id, options in SHORT.items():
        seats = min(get_game(game_id).seats)
        if seats < 2:
            tables[game_id] = create(ann, game_id, 1, ["me"], options)
            continue
        table_id = create(ann, game_id, seats, ["me", "open", *["random"] * (seats - 2)], options)
        bob.post(f"/api/tables/{table_id}/join", {"seat": 1})
        tables[game_id] = table_id

    async def everyone() -> list[list[Play]]:
        games = []
        for game_id, table_id in tables.items():
            people = [play([second], ann.cookie, table_id, 0, 1)]
            if min(get_game(game_id).seats) > 1:
                people.append(play([first], bob.cookie, table_id, 1, 2))
            games.append(asyncio.gather(*people))
        return await asyncio.gather(*games)

    results = asyncio.run(asyncio.wait_for(everyone(), 600))
    for (game_id, table_id), plays in zip(tables.items(), results, strict=True):
        assert all(seen.final is not None for seen in plays), game_id
        assert {seen.final["version"] for seen in plays} == {len(record_of(second, table_id).moves)}
        for seen in plays:
            assert all(view["seat"] == seen.seat for _, view in seen.states), "each client gets its own seat's view"
            assert set(seen.refused) <= {"move/stale"}, (game_id, seen.refused)
        check_seen(record_of(first, table_id), plays)


def test_three_processes_one_table_and_a_spectator(arena: Arena):
    """Three people at one table, each through another process; a spectator at a fourth connection."""
    arena.start(3)
    people = [arena.person(name, port) for name, port in zip(["Ann", "Bob", "Cid"], arena.ports, strict=True)]
    table_id = create(people[0], "tarot", 3, ["me", "open", "open"], SHORT["tarot"])
    people[1].post(f"/api/tables/{table_id}/join", {"seat": 1})
    people[2].post(f"/api/tables/{table_id}/join", {"seat": 2})
    spectator = Play(seat=None)

    async def watch() -> None:
        async with connect(f"ws://127.0.0.1:{arena.ports[2]}/ws/tables/{table_id}") as ws:
            while True:
                message = json.loads(await ws.recv())
                spectator.states.append((message["version"], message["view"]))
                if message["table"]["status"] == "finished":
                    return

    async def everyone() -> list[Any]:
        ports = arena.ports
        plays = [play([ports[(seat + 1) % 3]], person.cookie, table_id, seat, seat) for seat, person in enumerate(people)]
        return await asyncio.gather(*plays, watch())

    plays = asyncio.run(asyncio.wait_for(everyone(), 300))[:3]
    record = record_of(arena.ports[1], table_id)
    check_seen(record, [*plays, spectator])  # the spectator's views are a spectator's
    assert spectator.states[-1][0] == len(record.moves)


class Listener:
    """A client's messages as they come: its states and its refusals; ``news`` tells a waiter."""

    def __init__(self, ws: Any, news: asyncio.Event) -> None:
        self.ws = ws
        self.states: list[dict[str, Any]] = []
        self.refused: list[str] = []
        self.reader = asyncio.create_task(self._read(news))

    async def _read(self, news: asyncio.Event) -> None:
        async for raw in self.ws:
            message = json.loads(raw)
            if message["type"] == "error":
                self.refused.append(message["error"]["code"])
            else:
                self.states.append(message)
            news.set()


async def until(news: asyncio.Event, condition: Any) -> None:
    while True:
        news.clear()
        if condition():
            return
        await news.wait()


def test_the_same_move_sent_to_two_processes_at_once_is_accepted_once(arena: Arena):
    arena.start(2)
    ann = arena.person("Ann", arena.ports[0])
    table_id = create(ann, "tarot", 4, ["me", "random", "random", "random"], SHORT["tarot"])

    async def twice() -> int:
        news = asyncio.Event()
        url = f"ws://127.0.0.1:{{}}/ws/tables/{table_id}"
        clients = [Listener(await connect(url.format(port), additional_headers={"Cookie": ann.cookie}), news) for port in arena.ports]
        sent = 0
        try:
            while True:
                await until(news, lambda: all(c.states for c in clients) and len({c.states[-1]["version"] for c in clients}) == 1)
                latest = clients[0].states[-1]
                if latest["table"]["status"] == "finished":
                    return sent
                version, view = latest["version"], latest["view"]
                if 0 in view["to_act"]:
                    move = json.dumps({"type": "move", "move": view["legal"][0], "version": version})
                    await asyncio.gather(*(c.ws.send(move) for c in clients))
                    sent += 1
                    # One refusal, from either process, and both clients past the move.
                    await until(
                        news,
                        lambda sent=sent, version=version: (
                            sum(map(len, (c.refused for c in clients))) == sent and all(c.states[-1]["version"] > version for c in clients)
                        ),
                    )
                else:
                    await until(news, lambda version=version: any(c.states[-1]["version"] > version for c in clients))
        finally:
            for client in clients:
                await client.ws.close()
                client.reader.cancel()
            refused = [code for client in clients for code in client.refused]
            # A copy of the game's last move finds the table finished rather than moved on.
            assert set(refused) <= {"move/stale", "table/not_playing"} and refused.count("table/not_playing") <= 1, refused

    sent = asyncio.run(asyncio.wait_for(twice(), 300))
    record = record_of(arena.ports[1], table_id)
    assert sent >= 10 and sum(seat == 0 for seat, _ in record.moves) == sent, "each move sent twice was played once"
    game, state = replay(record)
    assert game.outcome(state) is not None


def killed_owner_trial(arena: Arena, rng: random.Random, ann: Person, bob: Person) -> None:
    """A table owned by the newest process, played through the others; the owner is killed after a
    random number of moves. Nothing the clients saw announced is lost; the game ends elsewhere."""
    owner, others = arena.ports[-1], arena.ports[:-1]
    table_id = create(ann, "tarot", 4, ["me", "open", "random", "random"], SHORT["tarot"], owner)
    bob.post(f"/api/tables/{table_id}/join", {"seat": 1})
    killed = arena.owner(table_id)
    plays = [Play(0), Play(1, when=(rng.randrange(2, 60), lambda: arena.kill(len(arena.ports) - 1)))]

    async def everyone() -> None:
        await asyncio.gather(
            play([owner, *others], ann.cookie, table_id, 0, rng.randrange(1000), plays[0]),
            play(others[::-1], bob.cookie, table_id, 1, rng.randrange(1000), plays[1]),
        )

    asyncio.run(asyncio.wait_for(everyone(), 300))
    assert plays[1].when is None, "the owner was killed before the game ended"
    record = record_of(arena.ports[0], table_id)
    assert all(seen.final is not None and seen.final["version"] == len(record.moves) for seen in plays)
    check_seen(record, plays)
    assert killed is not None and arena.owner(table_id)[0] != killed[0], "another process took the table"


def test_a_game_goes_on_when_its_owner_is_killed(arena: Arena):
    arena.start(3)
    killed_owner_trial(arena, random.Random(1), arena.person("Ann", arena.ports[0]), arena.person("Bob", arena.ports[1]))


@pytest.mark.slow
def test_killing_the_owner_at_random_moments(arena: Arena):
    arena.start(2)
    rng = random.Random(7)
    ann, bob = arena.person("Ann", arena.ports[0]), arena.person("Bob", arena.ports[1])
    for _ in range(15):
        arena.start(1)  # the newest process owns the next table, and is killed
        killed_owner_trial(arena, rng, ann, bob)


def test_a_process_shutting_down_hands_its_tables_over_at_once(arena: Arena):
    arena.start(2, lease=60)  # a lease no test waits out: only the hand-over moves the table
    ann = arena.person("Ann", arena.ports[0])
    table_id = create(ann, "tarot", 4, ["me", "random", "random", "random"], SHORT["tarot"])
    first_owner = arena.owner(table_id)
    assert first_owner is not None
    arena.servers[0].terminate()
    arena.servers[0].wait(15)
    owner = arena.owner(table_id)
    assert owner is not None and (owner[1] == 0 or owner[0] != first_owner[0]), "released or taken over"
    seen = asyncio.run(asyncio.wait_for(play(arena.ports[1:], ann.cookie, table_id, 0, 3), 120))
    assert seen.final is not None and set(seen.refused) <= {"move/stale"}
    assert arena.owner(table_id)[0] != first_owner[0]


def test_moves_are_refused_while_redis_is_away_and_play_resumes_after(database: str, tmp_path: Path):
    port = free_port()
    command = ["redis-server", "--port", str(port), "--save", "", "--appendonly", "no"]
    redis = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    arena = Arena(database, tmp_path, redis=f"redis://127.0.0.1:{port}/0")
    try:
        wait_for(lambda: redis_answers(arena.redis))
        arena.start(2)
        ann = arena.person("Ann", arena.ports[0])
        table_id = create(ann, "tarot", 4, ["me", "random", "random", "random"], SHORT["tarot"])

        async def outage() -> int:
            async with connect(f"ws://127.0.0.1:{arena.ports[1]}/ws/tables/{table_id}", additional_headers={"Cookie": ann.cookie}) as ws:
                message = json.loads(await ws.recv())
                while 0 not in message["view"]["to_act"]:
                    message = json.loads(await ws.recv())
                redis.terminate()
                redis.wait()
                move = json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]})
                for _ in range(3):  # refused each time, nothing played
                    await ws.send(move)
                    answer = json.loads(await ws.recv())
                    assert answer["type"] == "error" and answer["error"]["code"] == "server/unavailable", answer
            return message["version"]

        before = asyncio.run(asyncio.wait_for(outage(), 120))
        assert arena.moves(table_id) == before, "nothing was played while Redis was away"
        redis = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        wait_for(lambda: redis_answers(arena.redis))
        seen = asyncio.run(asyncio.wait_for(play(arena.ports, ann.cookie, table_id, 0, 5), 180))
        record = record_of(arena.ports[1], table_id)
        assert seen.final is not None and len(record.moves) > before
        check_seen(record, [seen])
    finally:
        arena.stop()
        redis.terminate()
        redis.wait()


def wait_for(condition: Any, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_processes_starting_together_migrate_the_database_one_after_the_other(database: str):
    """Four processes bring one fresh database to the newest schema at the same moment: none fails."""
    code = f"import sys; from asobiba.store import Store; store = Store({database!r}); print('ready', flush=True); "
    code += "sys.stdin.readline(); store.migrate()"
    command = [sys.executable, "-c", code]
    processes = [subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(4)]
    assert [process.stdout.readline() for process in processes] == [b"ready\n"] * 4
    for process in processes:  # all ready: they migrate at once
        process.stdin.write(b"go\n")
        process.stdin.flush()
    errors = [process.communicate(timeout=120)[1].decode() for process in processes]
    assert [process.returncode for process in processes] == [0] * 4, errors
