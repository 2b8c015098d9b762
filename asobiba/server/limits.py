"""Rate limits: attempts per key (an address, an account) in the last minute, in this process or in Redis.

An attempt takes its place in a limit *before* the slow work it guards (an argon2 verify), so
that attempts sent all at once cannot all pass the check before any of them is counted; one
that turns out not to count (a right password) gives its place back.

Several processes count in Redis: each key is a sorted set of its attempts' times, by Redis's
clock, so every process sees the same sliding window. Every Redis call gives up after
REDIS_TIMEOUT. Each process counts its own attempts in memory too, and while Redis is down or
hung it goes by those alone (the limits then bind per process, never not at all: a burst that
outlasts Redis's answers stops at the limit all the same), says so once in its log, and tries
Redis again REDIS_RETRY_AFTER seconds later.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from asobiba.core.text import Text
from asobiba.server.errors import ApiError

if TYPE_CHECKING:  # redis is the cluster extra: one process runs without it
    from redis.asyncio import Redis

REDIS_TIMEOUT = 0.5  # seconds to connect, to get a connection or to answer; Redis answers in well under a millisecond
CONNECTIONS = 8  # to Redis, for the limits of one process
REDIS_RETRY_AFTER = 5.0  # seconds of counting in memory before Redis is tried again
SWEEP_ABOVE = 1024  # keys held in memory before the ones with no recent attempt are dropped
logger = logging.getLogger("asobiba.server")
T = TypeVar("T")

# KEYS[1]: the key; ARGV: the window in ms, the cap, a mark unique to this attempt. 1 if taken.
TAKE = """
local now = redis.call('TIME')
local now_ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now_ms - tonumber(ARGV[1]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now_ms, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
"""


def limits_redis(url: str) -> Redis:
    """A Redis client for the limits: every call gives up after REDIS_TIMEOUT, without retrying
    (the limits count in memory instead). A few connections, kept: a burst of logins waits its turn
    for one (each call takes well under a millisecond) rather than opening as many at once."""
    from redis.asyncio import BlockingConnectionPool, Redis  # the cluster extra, with --redis only
    from redis.asyncio.retry import Retry
    from redis.backoff import NoBackoff

    pool = BlockingConnectionPool.from_url(
        url,
        max_connections=CONNECTIONS,
        timeout=REDIS_TIMEOUT,
        socket_timeout=REDIS_TIMEOUT,
        socket_connect_timeout=REDIS_TIMEOUT,
        retry=Retry(NoBackoff(), 0),
    )
    return Redis.from_pool(pool)  # owned: closing the client closes its connections


@dataclass(frozen=True)
class Slot:
    """One attempt's place under a key, to give back if the attempt does not count."""

    key: str
    at: float  # its time in this process's counts
    member: str | None = None  # its member of the key's set in Redis, when counted there


class LocalCounts:
    """The times of each key's attempts in the last ``window`` seconds, in this process."""

    def __init__(self, window: float) -> None:
        self.window = window
        self.times: dict[str, deque[float]] = {}
        self.sweep_above = SWEEP_ABOVE

    def count(self, key: str) -> int:
        return len(self.recent(key, time.monotonic()))

    def add(self, key: str) -> float:
        """Count one more attempt under ``key``, whatever the cap; its time."""
        now = time.monotonic()
        self.recent(key, now).append(now)
        return now

    def give_back(self, key: str, at: float) -> None:
        times = self.times.get(key)
        if times is not None and at in times:
            times.remove(at)

    def recent(self, key: str, now: float) -> deque[float]:
        if len(self.times) > self.sweep_above:
            self.sweep(now)
        times = self.times.setdefault(key, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        return times

    def sweep(self, now: float) -> None:
        """Drop the keys with no attempt in the window, so that addresses passing by do not pile up."""
        self.times = {key: times for key, times in self.times.items() if times and times[-1] > now - self.window}
        self.sweep_above = max(SWEEP_ABOVE, 2 * len(self.times))  # sweeping again only once they have doubled


class RedisAway(Exception):
    """Redis did not answer in time, or did not a moment ago: count in this process."""


class SharedCounts:
    """Every process's attempts, in Redis."""

    def __init__(self, redis: Redis) -> None:
        from redis.exceptions import RedisError  # the cluster extra, with --redis only

        self.redis = redis
        self.failures = RedisError
        self.take_script = redis.register_script(TAKE)
        self.away_until: float | None = None  # while Redis is away: when to try it again

    async def take(self, key: str, window: float, cap: int) -> str | None:
        """The attempt's member of the key's set, or None when its attempts are used up."""
        member = secrets.token_hex(8)
        taken = await self.call(lambda: self.take_script(keys=[key], args=[int(window * 1000), cap, member]))
        return member if taken else None

    async def give_back(self, key: str, member: str) -> None:
        await self.call(lambda: self.redis.zrem(key, member))

    async def call(self, send: Callable[[], Awaitable[T]]) -> T:
        """``send()``'s answer; RedisAway if Redis does not answer, or did not in the last REDIS_RETRY_AFTER seconds."""
        if self.away_until is not None and time.monotonic() < self.away_until:
            raise RedisAway
        try:
            answer = await send()
        except (self.failures, OSError) as error:
            if self.away_until is None:
                logger.warning("Redis does not answer (%s): rate limits are counted in this process until it does", error)
            self.away_until = time.monotonic() + REDIS_RETRY_AFTER
            raise RedisAway from error
        if self.away_until is not None:
            logger.warning("Redis answers again: rate limits are counted there again")
            self.away_until = None
        return answer


class RateLimit:
    """At most ``limit`` attempts per key in the last ``window`` seconds; counted in Redis (every
    process's attempts) when given ``shared``, else in this process."""

    def __init__(
        self, limit: int, window: float = 60.0, reason: Text | None = None, name: str = "", shared: SharedCounts | None = None
    ) -> None:
        self.limit = limit
        self.window = window
        self.reason = reason or Text("too many attempts: wait a minute", "試行が多すぎます。1分待ってください")
        self.name = name
        self.shared = shared
        self.local = LocalCounts(window)

    def refuse(self) -> ApiError:
        return ApiError("auth/rate_limited", self.reason, 429)

    async def try_take(self, key: str) -> Slot | None:
        """A place for one more attempt under ``key``, or None when its attempts are used up."""
        # Counted here first, whatever Redis says: should Redis go away in the middle of a burst,
        # this process's count goes on from every attempt it let through or has in flight.
        at = self.local.add(key)
        if self.shared is not None:
            try:
                member = await self.shared.take(self.shared_key(key), self.window, self.limit)
            except RedisAway:
                pass
            else:
                if member is None:
                    self.local.give_back(key, at)
                    return None
                return Slot(key, at, member)
        if self.local.count(key) > self.limit:  # this attempt counted
            self.local.give_back(key, at)
            return None
        return Slot(key, at)

    def shared_key(self, key: str) -> str:
        return f"asobiba:limit:{self.name}:{key}"

    async def take(self, key: str) -> Slot:
        """A place for one more attempt under ``key``; ApiError (429) when its attempts are used up."""
        slot = await self.try_take(key)
        if slot is None:
            raise self.refuse()
        return slot

    async def give_back(self, slot: Slot) -> None:
        self.local.give_back(slot.key, slot.at)
        if slot.member is not None and self.shared is not None:
            with contextlib.suppress(RedisAway):  # else the place stays taken for the window: a refusal too many, never one too few
                await self.shared.give_back(self.shared_key(slot.key), slot.member)


class Attempt:
    """One attempt's places in several limits, given back together if the attempt does not count."""

    def __init__(self) -> None:
        self.places: list[tuple[RateLimit, Slot]] = []

    async def try_take(self, limit: RateLimit, key: str) -> bool:
        """A place in ``limit`` under ``key``; False when its attempts are used up."""
        slot = await limit.try_take(key)
        if slot is not None:
            self.places.append((limit, slot))
        return slot is not None

    async def take(self, limit: RateLimit, key: str) -> None:
        """A place in ``limit`` under ``key``; when they are used up, ApiError (429), the places already taken given back."""
        if not await self.try_take(limit, key):
            await self.give_back()
            raise limit.refuse()

    async def give_back(self) -> None:
        for limit, slot in self.places:
            await limit.give_back(slot)
        self.places.clear()
