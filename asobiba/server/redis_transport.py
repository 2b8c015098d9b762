"""The transport of several processes on Redis pub/sub (server/transport.py).

Channels: ``asobiba:node:NODE`` (a node's inbox), ``asobiba:table:ID`` (a table's
announcements, subscribed while this node watches the table) and ``asobiba:all``.
Published messages go out in order through one task, several to a round trip.

A Redis that hangs is a fault like one that refuses. Every call is bounded by redis-py's own
timeouts (``SOCKET_TIMEOUT`` to connect, and for each write and each read; one attempt: this
module reconnects itself). The subscription's connection is sent a PING every ``PING_EVERY``
seconds, and when Redis says nothing on it for ``SILENCE`` seconds, not even PONG, it is given up
as one that was refused or closed; so is Redis when a publish or a send fails. Thus ``healthy``
turns False at most ``SILENCE + POLL`` seconds (1.75) after Redis stops answering, and stays False until Redis
answers on a new connection with every channel subscribed again; then ``reconnected`` is called,
since messages sent meanwhile may be lost (a failed publish is not sent again: the cluster
announces its tables afresh instead, which supersedes it).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

import orjson
from redis.asyncio import Redis
from redis.asyncio.client import PubSub
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import RedisError

from asobiba.server.transport import Message, Receive, Unreachable

ALL = "asobiba:all"
RETRY_AFTER = 0.2  # seconds between attempts to reconnect
SOCKET_TIMEOUT = 1.0  # seconds one connect, write or read may take
SUBSCRIBE_TIMEOUT = 2.0  # seconds to wait for Redis to confirm a subscription
PING_EVERY = 0.5  # seconds between PINGs on the subscription's connection
POLL = 0.25  # seconds the listener waits for a message before it looks at the clock
SILENCE = 1.5  # seconds without a word from Redis on that connection before it is given up
logger = logging.getLogger("asobiba.cluster")


def inbox(node: str) -> str:
    return f"asobiba:node:{node}"


def table_channel(table_id: str) -> str:
    return f"asobiba:table:{table_id}"


class RedisTransport:
    def __init__(self, url: str, node: str) -> None:
        self.redis = Redis.from_url(
            url, socket_timeout=SOCKET_TIMEOUT, socket_connect_timeout=SOCKET_TIMEOUT, socket_keepalive=True, retry=Retry(NoBackoff(), 0)
        )
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
        try:
            await asyncio.wait_for(connected.wait(), SILENCE + SOCKET_TIMEOUT)
        except TimeoutError as error:
            for task in self.tasks:
                task.cancel()
            raise Unreachable(f"Redis at {self.redis} did not confirm the subscriptions") from error

    def _give_up(self, what: str, error: Exception) -> None:
        """Redis failed: the process is unhealthy until the listener has subscribed again."""
        if self.healthy:
            logger.warning("node %s: Redis lost: %s (%s)", self.node, what, error)
        self.healthy = False

    async def _listen(self, receive: Receive, reconnected: Callable[[], None], connected: asyncio.Event) -> None:
        while True:
            pubsub = self.redis.pubsub()
            try:
                await pubsub.subscribe(inbox(self.node), ALL, *map(table_channel, self.watched))
                self.pubsub = pubsub
                await self._read(pubsub, receive, lambda: self._back(reconnected, connected))
            except (RedisError, OSError) as error:
                self._give_up("no answer on the subscription", error)
            except Exception as error:  # a listener that died would leave the process deaf: subscribe again
                logger.exception("node %s: the Redis listener failed", self.node)
                self._give_up("the listener failed", error)
            finally:
                self.pubsub = None
                with contextlib.suppress(Exception):
                    await pubsub.aclose()
            await asyncio.sleep(RETRY_AFTER)

    def _back(self, reconnected: Callable[[], None], connected: asyncio.Event) -> None:
        """Redis answered on a new subscription: every channel is subscribed again."""
        self.healthy = True
        if connected.is_set():
            logger.warning("node %s: Redis is back", self.node)
            reconnected()
        connected.set()

    async def _read(self, pubsub: PubSub, receive: Receive, answered: Callable[[], None]) -> None:
        """Deliver the subscription's messages until Redis falls silent or another call to it failed.
        ``answered`` is called at Redis's first word, which follows the subscriptions just sent.

        redis-py's own health check sends PINGs too, but swallows their answers, so it cannot
        tell a silent connection from an idle one: this loop sends its own and counts every word."""
        loop = asyncio.get_running_loop()
        heard = pinged = loop.time()
        quiet = 0  # polls in a row that heard nothing
        fresh = True  # nothing heard on this connection yet
        while fresh or self.healthy:
            if loop.time() - pinged >= PING_EVERY:
                await pubsub.ping()
                pinged = loop.time()
            message = await pubsub.get_message(timeout=POLL)
            if message is None:
                quiet += 1
                # Counted in polls as well as in seconds: a pause of this process's own loop is no silence of Redis's.
                if loop.time() - heard > SILENCE and quiet > SILENCE / POLL:
                    raise TimeoutError(f"Redis said nothing for {SILENCE} s")
                continue
            heard, quiet = loop.time(), 0
            if fresh:
                fresh = False
                answered()
            self._take(message, receive)
        raise ConnectionError("another call to Redis failed")

    def _take(self, message: dict[str, Any], receive: Receive) -> None:
        if message["type"] == "message":
            receive(orjson.loads(message["data"]))
        elif message["type"] == "subscribe" and message["channel"] in self.subscribing:
            self.subscribing.pop(message["channel"]).set()

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
            except (RedisError, OSError) as error:
                # Not sent again: once Redis is back, each owner announces its tables afresh (Cluster.reconnected).
                self._give_up(f"{len(batch)} messages not published", error)
            finally:
                for _ in batch:
                    self.outbox.task_done()

    async def send(self, node: str, message: Message) -> bool:
        try:
            return await self.redis.publish(inbox(node), orjson.dumps(message)) > 0
        except (RedisError, OSError) as error:
            self._give_up("a message not sent", error)
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
