"""Faults between a server process and Redis, for tests: a Redis of the test's own that can be
frozen (SIGSTOP, a Redis that hangs instead of refusing) and a TCP link to it that can stop
forwarding (a network that hangs), both healed on demand."""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import signal
import subprocess
import time

from redis import Redis
from redis.exceptions import RedisError

from .test_restart import free_port


class PrivateRedis:
    """``redis-server`` on a free port, no persistence; ``freeze`` stops the process, ``thaw`` lets it run on."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        command = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while not self.answers():
            assert time.monotonic() < deadline and self.process.poll() is None, "redis-server did not start"
            time.sleep(0.02)

    @staticmethod
    def available() -> bool:
        return shutil.which("redis-server") is not None

    def answers(self) -> bool:
        client = Redis(port=self.port, socket_timeout=1, socket_connect_timeout=1)
        try:
            return bool(client.ping())
        except (RedisError, OSError):
            return False
        finally:
            client.close()

    def freeze(self) -> None:
        self.process.send_signal(signal.SIGSTOP)

    def thaw(self) -> None:
        self.process.send_signal(signal.SIGCONT)

    def stop(self) -> None:
        self.thaw()
        self.process.terminate()
        self.process.wait(10)


class Link:
    """A TCP proxy to ``port`` on this host, in the running event loop. While hung it forwards
    nothing either way (bytes wait in the sockets, new connections are accepted and wait too), as a
    network that stops delivering; healed, it forwards what waited and goes on."""

    def __init__(self, port: int) -> None:
        self.target = port
        self.port = 0
        self.flowing = asyncio.Event()
        self.flowing.set()
        self.server: asyncio.Server | None = None
        self.pumps: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    async def start(self) -> None:
        self.server = await asyncio.start_server(self._connect, "127.0.0.1", 0)
        self.port = self.server.sockets[0].getsockname()[1]

    def hang(self) -> None:
        self.flowing.clear()

    def heal(self) -> None:
        self.flowing.set()

    async def close(self) -> None:
        self.heal()
        if self.server is not None:
            self.server.close()
        for pump in list(self.pumps):
            pump.cancel()
        await asyncio.gather(*self.pumps, return_exceptions=True)

    async def _connect(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        await self.flowing.wait()
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            client_writer.close()
            return
        for reader, writer in ((client_reader, server_writer), (server_reader, client_writer)):
            pump = asyncio.create_task(self._pump(reader, writer))
            self.pumps.add(pump)
            pump.add_done_callback(self.pumps.discard)

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(65536):
                await self.flowing.wait()  # hung: the chunk read waits here, the rest in the kernel's buffers
                writer.write(data)
                await writer.drain()
        except OSError:
            pass
        finally:
            await self.flowing.wait()  # a close is delivered only once the link carries bytes again
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()
