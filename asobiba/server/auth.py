"""Names, passwords (argon2, in one hashing thread), sessions and CSRF tokens (the rate limits: limits.py).

A session is a signed cookie holding the user's id and session generation; logging out
or changing the password raises the generation in the database, which ends every
session issued before (a copied cookie included).
"""

from __future__ import annotations

import asyncio
import re
import secrets
import unicodedata
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeGuard, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from starlette.requests import HTTPConnection

from asobiba.core.text import Text
from asobiba.server.errors import ApiError
from asobiba.store import UserInfo

HASHER = PasswordHasher()
# Hashes queue for this one thread rather than run side by side: argon2 is single-threaded here
# (parallelism 4 is computed lane by lane), so a burst of sign-ups or logins takes one core at
# most and leaves the other to the tables being played.
HASHING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="asobiba-argon2")
T = TypeVar("T")
MIN_PASSWORD = 8
MAX_PASSWORD = 512
NAME_LIMIT = 24
BOT_LIKE = re.compile(r"^\W*(bot|ボット)", re.IGNORECASE)  # bots are named "Bot (hard)", "ボット1"


def csrf_token(connection: HTTPConnection) -> str:
    session = connection.session
    if "csrf" not in session:
        session["csrf"] = secrets.token_urlsafe(24)
    token: str = session["csrf"]
    return token


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


async def hashing(function: Callable[..., T], *args: Any) -> T:
    """``function(*args)``, a hash or a verify, in this process's hashing thread (never on the event loop)."""
    return await asyncio.get_running_loop().run_in_executor(HASHING, function, *args)


def hash_password(password: str) -> str:
    """Slow on purpose (argon2): call it through :func:`hashing`."""
    return HASHER.hash(password)


def verify(user: UserInfo | None, password: object) -> bool:
    """Whether ``password`` is the user's; slow on purpose: call it through :func:`hashing`."""
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
