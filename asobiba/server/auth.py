"""Guests, accounts (argon2-hashed passwords), sessions, CSRF tokens and login rate limits."""

from __future__ import annotations

import secrets
import time
from collections import defaultdict, deque

from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from starlette.requests import HTTPConnection

from asobiba.core.text import Text
from asobiba.server.errors import ApiError
from asobiba.store import Store, UserInfo

HASHER = PasswordHasher()
MIN_PASSWORD = 8
NAME_LIMIT = 24


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


def clean_name(name: object) -> str:
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > NAME_LIMIT:
        raise ApiError("request/malformed", Text(f"a name is 1 to {NAME_LIMIT} characters", f"名前は1〜{NAME_LIMIT}文字です"))
    return name.strip()


def hash_password(password: object) -> str:
    if not isinstance(password, str) or len(password) < MIN_PASSWORD:
        raise ApiError(
            "request/malformed", Text(f"a password has at least {MIN_PASSWORD} characters", f"パスワードは{MIN_PASSWORD}文字以上です")
        )
    return HASHER.hash(password)


def verify(user: UserInfo | None, password: object) -> bool:
    if user is None or user.password_hash is None or not isinstance(password, str):
        HASHER.hash("x" * MIN_PASSWORD)  # same work either way: no timing hint that the name exists
        return False
    try:
        return HASHER.verify(user.password_hash, password)
    except VerifyMismatchError:
        return False


def current_user(connection: HTTPConnection, store: Store) -> UserInfo | None:
    user_id = connection.session.get("uid")
    return None if user_id is None else store.user(user_id)


def log_in(connection: HTTPConnection, user: UserInfo) -> None:
    connection.session["uid"] = user.id
    connection.session["csrf"] = secrets.token_urlsafe(24)  # a new token with each identity


class RateLimit:
    """At most ``limit`` attempts per ``window`` seconds per client address."""

    def __init__(self, limit: int = 5, window: float = 60.0) -> None:
        self.limit = limit
        self.window = window
        self.attempts: defaultdict[str, deque[float]] = defaultdict(deque)

    def check(self, client: str) -> None:
        now = time.monotonic()
        attempts = self.attempts[client]
        while attempts and attempts[0] < now - self.window:
            attempts.popleft()
        if len(attempts) >= self.limit:
            raise ApiError(
                "auth/rate_limited", Text("too many login attempts: wait a minute", "ログインの試行が多すぎます。1分待ってください"), 429
            )
        attempts.append(now)
