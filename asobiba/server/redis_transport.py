"""The transport of several processes on Redis pub/sub (server/transport.py).

Channels: ``asobiba:node:NODE`` (a node's inbox), ``asobiba:table:ID`` (a table's
announcements, subscribed while this node watches the table) and ``asobiba:all``.
Published messages go out in order through one task, several to a round trip. When the
connection drops, ``healthy`` is False until it is back and every channel subscribed
again; then ``reconnected`` is called, since messages sent meanwhile are lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

import orjson
from redis.asyncio import Redis
from redis.asyncio.client import PubSub
from redis.exceptions import RedisError

from asobiba.server.transport import Message, Receive, Unreachable

ALL = "asobiba:all"
RETRY_AFTER = 0.2  # seconds between attempts to reconnect
SUBSCRIBE_TIMEOUT = 2.0  # seconds to wait for Redis to confirm a subscription
logger = logging.getLogger("asobiba.cluster")


def inbox(node: str) -> str:
    return f"asobiba:node:{node}"


def table_channel(table_id: str) -> str:
    return f"asobiba:table:{table_id}"


class RedisTransport:
    def __init__(self, url: str, node: str) -> None:
        self.redis = Redis.from_url(url, socket_connect_timeout=2, socket_keepalive=True)
        self.node = node
        self.healthy = False
        self.watched: set[str] = set()
        self.subscribing: dict[bytes, asyncio.Event] = {}  # channel → set once Redis confirms the subscription
        self.outbox: asyncio.Queue[tuple[str, bytes]] = asyncio.Queue()
        self.pubsub: PubSub | None = None
        self.tasks: list[asyncio.Task[None]] = []

    async def start(self, receive: Receive, reconnected: Callable[[], None]) -> None:
        """Subscribed, or Unreachable if Redis does not answer now."""
        try:
            await self.redis.ping()
        except (RedisError, OSError) as error:
            raise Unreachable(f"no Redis at {self.redis}: {error}") from error
        connected = asyncio.Event()
        self.tasks = [asyncio.create_task(self._listen(receive, reconnected, connected)), asyncio.create_task(self._publish_all())]
        await connected.wait()

    async def _listen(self, receive: Receive, reconnected: Callable[[], None], connected: asyncio.Event) -> None:
        while True:
            pubsub = self.redis.pubsub()
            try:
                await pubsub.subscribe(inbox(self.node), ALL, *map(table_channel, self.watched))
                self.pubsub = pubsub
                if connected.is_set():
                    logger.warning("node %s: Redis is back", self.node)
                    self.healthy = True
                    reconnected()
                self.healthy = True
                connected.set()
                async for message in pubsub.listen():
                    if message["type"] == "message":
                        receive(orjson.loads(message["data"]))
                    elif message["type"] == "subscribe" and message["channel"] in self.subscribing:
                        self.subscribing.pop(message["channel"]).set()
            except (RedisError, OSError) as error:
                if self.healthy:
                    logger.warning("node %s: Redis lost (%s)", self.node, error)
                self.healthy = False
                self.pubsub = None
                await asyncio.sleep(RETRY_AFTER)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()

    async def _publish_all(self) -> None:
        while True:
            batch = [await self.outbox.get()]
            while not self.outbox.empty():
                batch.append(self.outbox.get_nowait())
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for channel, data in batch:
                        pipe.publish(channel, data)
                    await pipe.execute()
            except (RedisError, OSError) as error:  # lost: the watchers reload when Redis is back
                logger.warning("node %s: %d announcements lost (%s)", self.node, len(batch), error)
            finally:
                for _ in batch:
                    self.outbox.task_done()

    async def send(self, node: str, message: Message) -> bool:
        try:
            return await self.redis.publish(inbox(node), orjson.dumps(message)) > 0
        except (RedisError, OSError) as error:
            raise Unreachable(str(error)) from error

    def publish(self, table_id: str, message: Message) -> None:
        self.outbox.put_nowait((table_channel(table_id), orjson.dumps(message)))

    def broadcast(self, message: Message) -> None:
        self.outbox.put_nowait((ALL, orjson.dumps(message)))

    async def watch(self, table_id: str) -> None:
        """Subscribed to the table's channel once this returns (while Redis is up): whatever is
        published after that arrives, so a read of the log after it misses nothing."""
        self.watched.add(table_id)
        if self.pubsub is not None:
            channel = table_channel(table_id)
            confirmed = self.subscribing.setdefault(channel.encode(), asyncio.Event())
            with contextlib.suppress(RedisError, OSError, TimeoutError):  # the listener subscribes it again when back
                await self.pubsub.subscribe(channel)
                await asyncio.wait_for(confirmed.wait(), SUBSCRIBE_TIMEOUT)

    async def unwatch(self, table_id: str) -> None:
        self.watched.discard(table_id)
        if self.pubsub is not None:
            with contextlib.suppress(RedisError, OSError):
                await self.pubsub.unsubscribe(table_channel(table_id))

    async def close(self) -> None:
        if self.healthy:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.outbox.join(), 2)
        for task in self.tasks:
            task.cancel()
        self.healthy = False
        await self.redis.aclose()
