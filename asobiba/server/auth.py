"""Names, passwords (argon2), sessions, CSRF tokens and rate limits.

A session is a signed cookie holding the user's id and session generation; logging out
or changing the password raises the generation in the database, which ends every
session issued before (a copied cookie included).
"""

from __future__ import annotations

import logging
import re
import secrets
import time
import unicodedata
from collections import defaultdict, deque
from typing import TypeGuard

from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from redis.asyncio import Redis
from redis.exceptions import RedisError
from starlette.requests import HTTPConnection

from asobiba.core.text import Text
from asobiba.server.errors import ApiError
from asobiba.store import UserInfo

HASHER = PasswordHasher()
logger = logging.getLogger("asobiba.server")
MIN_PASSWORD = 8
MAX_PASSWORD = 512
NAME_LIMIT = 24
BOT_LIKE = re.compile(r"^\W*(bot|ボット)", re.IGNORECASE)  # bots are named "Bot (hard)", "ボット1"


def csrf_token(connection: HTTPConnection) -> str:
    session = connection.session
    if "csrf" not in session:
        session["csrf"] = secrets.token_urlsafe(24)
    return session["csrf"]


def check_csrf(connection: HTTPConnection) -> None:
    """State-changing requests carry the session's token in ``X-CSRF-Token``."""
    sent = connection.headers.get("x-csrf-token", "")
    if not sent or not secrets.compare_digest(sent, connection.session.get("csrf", "")):
        raise ApiError(
            "auth/csrf",
            Text("missing or wrong CSRF token: reload the page", "CSRF トークンがありません: ページを再読み込みしてください"),
            403,
        )


def plain_text(value: object) -> TypeGuard[str]:
    """A string that can be stored and shown: valid UTF-8 (no lone surrogate), no control character."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return all(unicodedata.category(char) != "Cc" for char in value)


def clean_name(name: object) -> str:
    """A player's name, NFC-normalised and stripped; 1 to 24 characters that do not pose as a bot."""
    cleaned = unicodedata.normalize("NFC", name).strip() if plain_text(name) else ""
    if not 0 < len(cleaned) <= NAME_LIMIT:
        raise ApiError("request/malformed", Text(f"a name is 1 to {NAME_LIMIT} characters", f"名前は1〜{NAME_LIMIT}文字です"))
    if BOT_LIKE.match(name_key(cleaned)):
        raise ApiError("auth/name_refused", Text("a person's name may not look like a bot's", "ボットと紛らわしい名前は使えません"))
    return cleaned


def name_key(name: str) -> str:
    """What makes two names the same name: NFKC (full-width ＡＢＣ is ABC) and case folded."""
    return unicodedata.normalize("NFKC", name).casefold()


def clean_password(password: object) -> str:
    if not plain_text(password) or not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        raise ApiError(
            "request/malformed",
            Text(
                f"a password has {MIN_PASSWORD} to {MAX_PASSWORD} characters",
                f"パスワードは{MIN_PASSWORD}〜{MAX_PASSWORD}文字です",
            ),
        )
    return password


def hash_password(password: str) -> str:
    """Slow on purpose (argon2): call it off the event loop."""
    return HASHER.hash(password)


def verify(user: UserInfo | None, password: object) -> bool:
    """Whether ``password`` is the user's; slow on purpose: call it off the event loop."""
    if user is None or user.password_hash is None or not plain_text(password):
        HASHER.hash("x" * MIN_PASSWORD)  # same work either way: no timing hint that the name exists
        return False
    try:
        return HASHER.verify(user.password_hash, password)
    except VerifyMismatchError:
        return False


def log_in(connection: HTTPConnection, user: UserInfo) -> None:
    connection.session["uid"] = user.id
    connection.session["gen"] = user.generation
    connection.session["csrf"] = secrets.token_urlsafe(24)  # a new token with each identity


class RateLimit:
    """At most ``limit`` noted attempts per ``window`` seconds per key (an address, an account), in this process."""

    def __init__(self, limit: int, window: float = 60.0, reason: Text | None = None) -> None:
        self.limit = limit
        self.window = window
        self.reason = reason or Text("too many attempts: wait a minute", "試行が多すぎます。1分待ってください")
        self.attempts: defaultdict[str, deque[float]] = defaultdict(deque)

    def refuse(self) -> ApiError:
        return ApiError("auth/rate_limited", self.reason, 429)

    async def check(self, key: str) -> None:
        """ApiError (429) if ``key`` has used up its attempts."""
        attempts = self.attempts[key]
        now = time.monotonic()
        while attempts and attempts[0] < now - self.window:
            attempts.popleft()
        if not attempts:
            del self.attempts[key]  # keys come and go: keep only the ones with recent attempts
        elif len(attempts) >= self.limit:
            raise self.refuse()

    async def note(self, key: str) -> None:
        self.attempts[key].append(time.monotonic())

    async def hit(self, key: str) -> None:
        """Check, then count this attempt."""
        await self.check(key)
        await self.note(key)


class SharedRateLimit(RateLimit):
    """The same limit counted in Redis, so that every process of the arena counts each attempt.

    Counts go by fixed windows (a burst across a window's edge may reach twice the limit).
    While Redis is away nothing is refused: the arena stays usable, and says so in its log.
    """

    def __init__(self, redis: Redis, name: str, limit: int, window: float = 60.0, reason: Text | None = None) -> None:
        super().__init__(limit, window, reason)
        self.redis = redis
        self.name = name

    def _key(self, key: str) -> str:
        return f"asobiba:limit:{self.name}:{int(time.time() // self.window)}:{key}"

    async def check(self, key: str) -> None:
        try:
            count = await self.redis.get(self._key(key))
        except RedisError as error:
            logger.warning("rate limit %s not checked: %s", self.name, error)
            return
        if count is not None and int(count) >= self.limit:
            raise self.refuse()

    async def note(self, key: str) -> None:
        try:
            async with self.redis.pipeline(transaction=True) as pipe:
                await pipe.incr(self._key(key)).expire(self._key(key), int(self.window) + 1).execute()
        except RedisError as error:
            logger.warning("rate limit %s not counted: %s", self.name, error)
