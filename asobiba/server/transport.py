"""How the processes of one arena reach each other (server/cluster.py), behind one small interface.

A process is a *node* with an inbox. It sends requests, replies and presence to another
node's inbox, publishes each table's announcements to the nodes watching that table, and
broadcasts to every node. Two implementations: :class:`LocalTransport`, nodes in one
process on a shared :class:`LocalBus` (tests, and the shape of the interface), and
``RedisTransport`` (server/redis_transport.py), nodes anywhere on Redis pub/sub.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Callable
from typing import Any, Protocol

Message = dict[str, Any]
Receive = Callable[[Message], None]


class Unreachable(Exception):
    """The transport itself is down: nothing was sent."""


class Transport(Protocol):
    node: str
    healthy: bool  # connected and answering: while False, nothing sent is sure to arrive, and the node commits nothing

    async def start(self, receive: Receive, reconnected: Callable[[], None]) -> None:
        """Deliver every message for this node to ``receive``, in the order sent; call
        ``reconnected`` after the transport comes back from an outage (a hung connection or a
        failed publish counts as one): messages to this node, or published by it, may be lost."""

    async def send(self, node: str, message: Message) -> bool:
        """Put ``message`` in ``node``'s inbox; False if no such node is listening. Unreachable if down."""

    def publish(self, table_id: str, message: Message) -> None:
        """Announce ``message`` to every node watching the table, after every message published before."""

    def broadcast(self, message: Message) -> None:
        """``message`` to every node, this one included."""

    async def watch(self, table_id: str) -> None: ...

    async def unwatch(self, table_id: str) -> None: ...

    async def close(self) -> None:
        """Stop, once what was published is sent."""


class LocalBus:
    """The nodes of one process: inboxes and watchers by name."""

    def __init__(self) -> None:
        self.inboxes: dict[str, Receive] = {}
        self.watchers: defaultdict[str, set[str]] = defaultdict(set)

    def deliver(self, node: str, message: Message) -> bool:
        receive = self.inboxes.get(node)
        if receive is None:
            return False
        asyncio.get_running_loop().call_soon(receive, message)  # FIFO: the order sent is the order received
        return True


class LocalTransport:
    def __init__(self, bus: LocalBus, node: str) -> None:
        self.bus = bus
        self.node = node
        self.healthy = False

    async def start(self, receive: Receive, reconnected: Callable[[], None]) -> None:
        self.bus.inboxes[self.node] = receive
        self.healthy = True

    async def send(self, node: str, message: Message) -> bool:
        return self.bus.deliver(node, message)

    def publish(self, table_id: str, message: Message) -> None:
        for node in sorted(self.bus.watchers[table_id]):
            self.bus.deliver(node, message)

    def broadcast(self, message: Message) -> None:
        for node in sorted(self.bus.inboxes):
            self.bus.deliver(node, message)

    async def watch(self, table_id: str) -> None:
        self.bus.watchers[table_id].add(self.node)

    async def unwatch(self, table_id: str) -> None:
        self.bus.watchers[table_id].discard(self.node)

    async def close(self) -> None:
        self.healthy = False
        self.bus.inboxes.pop(self.node, None)
        for watchers in self.bus.watchers.values():
            watchers.discard(self.node)
