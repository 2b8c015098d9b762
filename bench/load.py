"""Load test of `asobiba serve` over WebSocket on loopback (see bench/README.md).

The server runs in its own process pinned to core 0 with the durable SQLite log; this
driver is pinned to core 1. M tables each get 4 scripted clients (4 guest sessions)
that move as soon as it is their turn; latency is from a client sending its move to
that client receiving the announcement. With --bots, each table is 1 scripted person
and 3 bots. Reports moves/s, p50/p95/p99 latency and server RSS per live table.

With --postgresql, N server processes (--processes, unpinned) share a fresh PostgreSQL
database and Redis (asobiba serve --redis): table i is created at process i mod N, which
owns it, and the client of seat s connects to process (i + s) mod N, so most moves are
forwarded to the owner and every announcement crosses Redis.

    python bench/load.py --tables 1 50 200
    python bench/load.py --tables 200 --bots
    python bench/load.py --postgresql --processes 1 2 4 --tables 200 1000
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx2
import orjson
from websockets.asyncio.client import connect


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def machine_busy() -> tuple[float, float]:
    """(busy, all) CPU seconds of the whole machine since boot, every core: the servers, the
    driver, and PostgreSQL and Redis too."""
    fields = [int(value) for value in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle, iowait
    ticks = os.sysconf("SC_CLK_TCK")
    return (sum(fields) - idle) / ticks, sum(fields) / ticks


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Session:
    """A guest; each from its own loopback address (127.1.x.y), as the server limits sign-ups per address."""

    count = 0

    def __init__(self, base: str, name: str) -> None:
        Session.count += 1
        address = f"127.1.{Session.count // 250}.{Session.count % 250 + 1}"
        self.http = httpx2.Client(base_url=base, timeout=30, transport=httpx2.HTTPTransport(local_address=address))
        self.csrf = self.http.get("/api/me").json()["csrf"]
        self.csrf = self.post("/api/guest", {"name": name})["csrf"]

    def post(self, path: str, data: dict) -> dict:
        response = self.http.post(path, json=data, headers={"X-CSRF-Token": self.csrf})
        response.raise_for_status()
        return response.json()

    @property
    def cookie(self) -> str:
        return "; ".join(f"{name}={value}" for name, value in self.http.cookies.items())


async def client(url: str, cookie: str, seat: int, latencies: list[float], rng: random.Random) -> int:
    """Play ``seat`` until the table finishes; returns the table's final number of moves."""
    version = 0
    sent_at: dict[int, float] = {}
    async with connect(url, additional_headers={"Cookie": cookie}, max_size=None, compression=None) as ws:
        async for text in ws:
            message = orjson.loads(text)
            if message["type"] != "state":
                print(f"  seat {seat}: refused {message['error']['code']}", flush=True)
                continue
            version = message["version"]
            if version - 1 in sent_at:
                latencies.append(time.perf_counter() - sent_at.pop(version - 1))
            if message["table"]["status"] == "finished":
                break
            view = message["view"]
            if view is not None and seat in view["to_act"] and version not in sent_at:
                sent_at[version] = time.perf_counter()
                await ws.send(orjson.dumps({"type": "move", "move": rng.choice(view["legal"]), "version": version}).decode())
    if message["table"]["status"] != "finished":
        print(f"  seat {seat}: the server closed the connection ({ws.close_code}) at move {version}", flush=True)
    return version


async def run_load(bases: list[str], tables: int, bots: bool, seed: int, server_pids: list[int]) -> tuple[int, float, list[float]]:
    plans = []
    for index in range(tables):
        host = Session(bases[index % len(bases)], f"p{index}a")
        players = ["me", "random", "random", "random"] if bots else ["me", "open", "open", "open"]
        table = host.post("/api/tables", {"game": "tarot", "seats": 4, "players": players, "options": {"deals": 1}})
        sessions = [host]
        if not bots:
            for seat in (1, 2, 3):
                guest = Session(bases[(index + seat) % len(bases)], f"p{index}{seat}")
                sessions.append(guest)
                if seat < 3:
                    guest.post(f"/api/tables/{table['id']}/join", {"seat": seat})
        plans.append((table, sessions))
    latencies: list[float] = []
    rng = random.Random(seed)
    tasks = []
    begin = time.perf_counter()
    driver_before, server_before, machine_before = time.process_time(), sum(map(cpu_seconds, server_pids)), machine_busy()
    for index, (table, sessions) in enumerate(plans):
        for seat, session in enumerate(sessions):
            url = f"{bases[(index + seat) % len(bases)].replace('http', 'ws')}/ws/tables/{table['id']}"
            tasks.append(asyncio.create_task(client(url, session.cookie, seat, latencies, rng)))
    # The last seat joins only once everyone is connected, so all tables start together.
    await asyncio.sleep(0)
    if not bots:
        await asyncio.gather(*(asyncio.to_thread(s[3].post, f"/api/tables/{t['id']}/join", {"seat": 3}) for t, s in plans))
    finals = await asyncio.gather(*tasks)
    moves = sum(finals[:: 1 if bots else 4])  # one count per table
    elapsed = time.perf_counter() - begin
    driver, server = time.process_time() - driver_before, sum(map(cpu_seconds, server_pids)) - server_before
    busy, total = (after - before for after, before in zip(machine_busy(), machine_before, strict=True))
    cores = os.cpu_count() or 1
    print(
        f"  CPU busy while playing: servers {server / elapsed:.0%}, driver {driver / elapsed:.0%}, "
        f"whole machine {busy / total:.0%} of {cores} cores",
        flush=True,
    )
    return moves, elapsed, latencies


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


POSTGRES_ADMIN = "postgresql+psycopg://postgres@localhost:5432/postgres"


def fresh_database(name: str) -> str:
    """A new PostgreSQL database for one run (the old one of that name dropped)."""
    from sqlalchemy import create_engine, text

    admin = create_engine(POSTGRES_ADMIN, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        connection.execute(text(f"CREATE DATABASE {name}"))
    admin.dispose()
    return POSTGRES_ADMIN.rsplit("/", 1)[0] + f"/{name}"


def start_servers(count: int, db: str, redis: str | None, bot_delay: float, folder: Path) -> list[tuple[subprocess.Popen, str]]:
    """``count`` servers on ``db``, answering; one alone is pinned to core 0, several are not pinned."""
    servers = []
    for index in range(count):
        port = free_port()
        command = ["taskset", "-c", "0"] if count == 1 and redis is None else []
        command += [sys.executable, "-m", "asobiba.cli", "serve", "--port", str(port), "--db", db, "--bot-delay", str(bot_delay)]
        if redis is not None:
            command += ["--redis", redis, "--secret", "load-test"]
        env = {**os.environ, "XDG_DATA_HOME": str(folder)}
        with open(folder / f"server{index}.log", "wb") as log:
            servers.append((subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT), f"http://127.0.0.1:{port}"))
    for _, base in servers:
        for _ in range(300):
            try:
                httpx2.get(f"{base}/api/me", timeout=1)
                break
            except httpx2.TransportError:
                time.sleep(0.05)
    return servers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, nargs="+", default=[1, 50, 200])
    parser.add_argument("--bots", action="store_true", help="1 scripted person + 3 bots per table")
    parser.add_argument("--bot-delay", type=float, default=0.0)
    parser.add_argument("--postgresql", action="store_true", help="PostgreSQL and Redis on localhost, several processes")
    parser.add_argument("--processes", type=int, nargs="+", default=[1], help="with --postgresql: server processes")
    parser.add_argument("--redis", default="redis://localhost:6379/0")
    args = parser.parse_args()
    os.sched_setaffinity(0, {1})
    for processes in args.processes if args.postgresql else [1]:
        for tables in args.tables:
            folder = Path(tempfile.mkdtemp(prefix="asobiba-load-", dir=os.environ.get("ASOBIBA_LOAD_DIR")))
            db = fresh_database("asobiba_load") if args.postgresql else f"sqlite:///{folder / 'load.db'}"
            servers = start_servers(processes, db, args.redis if args.postgresql else None, args.bot_delay, folder)
            pids = [server.pid for server, _ in servers]
            try:
                idle = sum(map(rss_kib, pids))
                if os.environ.get("ASOBIBA_PYSPY"):  # a profile of the first server
                    subprocess.Popen(["py-spy", "record", "-o", os.environ["ASOBIBA_PYSPY"], "-p", str(pids[0]), "-f", "raw", "-d", "60"])
                moves, elapsed, latencies = asyncio.run(run_load([base for _, base in servers], tables, args.bots, tables, pids))
                # RSS per live table: the tables are finished but still held in memory
                per_table = (sum(map(rss_kib, pids)) - idle) / tables
                kind = "1 person + 3 bots" if args.bots else "4 scripted clients"
                where = (
                    f"PostgreSQL + Redis, {processes} process{'es' if processes > 1 else ''}" if args.postgresql else "SQLite, 1 process"
                )
                print(
                    f"{where}, M={tables:4d} ({kind}): {moves / elapsed:8.0f} moves/s over {moves} moves in {elapsed:.1f} s; "
                    f"latency p50 {percentile(latencies, 0.5) * 1000:.1f} ms, p95 {percentile(latencies, 0.95) * 1000:.1f} ms, "
                    f"p99 {percentile(latencies, 0.99) * 1000:.1f} ms; server RSS {idle / 1024:.0f} MiB idle, "
                    f"+{per_table:.0f} KiB per table; mean latency {statistics.mean(latencies) * 1000:.1f} ms",
                    flush=True,
                )
            finally:
                for server, _ in servers:
                    server.terminate()
                    server.wait()


if __name__ == "__main__":
    main()
