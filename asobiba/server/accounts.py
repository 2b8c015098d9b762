"""Accounts over HTTP JSON: who am I, guests, registration, login, logout, password change.

Names are unique among registered accounts up to NFKC and case (a unique key in the
database settles a race between two registrations); a guest may not take a registered
name, and a guest who registers becomes the account, its tables and history with it.
Passwords are hashed with argon2 in worker threads, never on the event loop.
Sign-ups are limited per address; failed logins per address, per account from one address,
and (more loosely) per account from everywhere, so a stranger's guesses lock out neither the
other people behind his address nor the account's owner elsewhere.
"""

from __future__ import annotations

import asyncio
from typing import Any

from redis.asyncio import Redis
from sqlalchemy.exc import IntegrityError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.text import Text
from asobiba.server.auth import (
    RateLimit,
    SharedRateLimit,
    clean_name,
    clean_password,
    csrf_token,
    hash_password,
    log_in,
    name_key,
    plain_text,
    verify,
)
from asobiba.server.errors import ApiError
from asobiba.server.hall import Hall
from asobiba.server.requests import body, hall
from asobiba.store import UserInfo

BAD_CREDENTIALS = Text("wrong name or password", "名前かパスワードが違います")


def limits(request: Request) -> dict[str, RateLimit]:
    return request.app.state.limits


def address(request: Request) -> str:
    """The client's address; behind a proxy, only as the proxies named by --forwarded-allow-ips say."""
    return request.client.host if request.client else "?"


def name_taken(name: str) -> ApiError:
    return ApiError("auth/name_taken", Text(f"the name {name!r} is taken", f"{name!r} という名前は使われています"), 409)


async def me(request: Request) -> UserInfo:
    user = await hall(request).signed_in(request.session)
    if user is None:
        raise ApiError("auth/required", Text("play as a guest or log in first", "ゲストとして参加するか、ログインしてください"), 401)
    return user


def user_json(user: UserInfo | None) -> dict[str, Any] | None:
    return None if user is None else {"id": user.id, "name": user.name, "guest": user.guest}


def session_json(request: Request, user: UserInfo | None) -> JSONResponse:
    return JSONResponse({"user": user_json(user), "csrf": csrf_token(request)})


async def get_me(request: Request) -> Response:
    return session_json(request, await hall(request).signed_in(request.session))


async def post_guest(request: Request) -> Response:
    name = clean_name((await body(request)).get("name"))
    await limits(request)["signups"].hit(address(request))
    if await hall(request).db(hall(request).store.registered_user, name_key(name)) is not None:
        raise name_taken(name)
    user = await hall(request).db(hall(request).store.create_user, name, None)
    log_in(request, user)
    return session_json(request, user)


async def post_register(request: Request) -> Response:
    """A new account; a guest who registers keeps its games: the guest becomes the account."""
    data = await body(request)
    name, password = clean_name(data.get("name")), clean_password(data.get("password"))
    await limits(request)["signups"].hit(address(request))
    password_hash = await asyncio.to_thread(hash_password, password)
    the_hall = hall(request)
    current = await the_hall.signed_in(request.session)
    try:
        user = None
        if current is not None and current.guest:
            user = await the_hall.db(the_hall.store.register_guest, current.id, name, password_hash, name_key(name))
        if user is None:
            user = await the_hall.db(the_hall.store.create_user, name, password_hash, name_key(name))
    except IntegrityError as error:  # taken before, or by a registration racing this one
        raise name_taken(name) from error
    await the_hall.user(user.id, fresh=True)  # the hall's cached guest is now this account
    log_in(request, user)
    return session_json(request, user)


async def post_login(request: Request) -> Response:
    data = await body(request)
    name = data.get("name")
    key = name_key(name.strip()) if plain_text(name) else ""
    counted = login_keys(request, key)
    for name, limit_key in counted.items():
        await limits(request)[name].check(limit_key)
    user = await hall(request).db(hall(request).store.registered_user, key)
    if not await asyncio.to_thread(verify, user, data.get("password")):
        for name, limit_key in counted.items():
            await limits(request)[name].note(limit_key)
        raise ApiError("auth/bad_credentials", BAD_CREDENTIALS, 401)
    assert user is not None
    log_in(request, user)
    return session_json(request, user)


async def post_logout(request: Request) -> Response:
    """End this session and every other one of the same user (a copied cookie too)."""
    await body(request)
    user = await hall(request).signed_in(request.session)
    if user is not None:
        await end_sessions(hall(request), user)
    request.session.clear()
    return session_json(request, None)


async def post_password(request: Request) -> Response:
    """A new password for a registered account; every other session of the account ends."""
    data = await body(request)
    user = await me(request)
    new = clean_password(data.get("new_password"))
    if not await asyncio.to_thread(verify, user, data.get("password")):
        for name, limit_key in login_keys(request, name_key(user.name)).items():
            await limits(request)[name].note(limit_key)
        raise ApiError("auth/bad_credentials", BAD_CREDENTIALS, 401)
    password_hash = await asyncio.to_thread(hash_password, new)
    await hall(request).db(hall(request).store.set_password, user.id, password_hash)
    user = await end_sessions(hall(request), user)
    log_in(request, user)
    return session_json(request, user)


async def end_sessions(the_hall: Hall, user: UserInfo) -> UserInfo:
    """Raise the user's session generation; the user as now stored."""
    await the_hall.db(the_hall.store.end_sessions, user.id)
    stored = await the_hall.user(user.id, fresh=True)
    assert stored is not None
    return stored


def login_keys(request: Request, account: str) -> dict[str, str]:
    """What a failed login counts against: its address, the account from that address, the account."""
    here = address(request)
    return {"logins_by_address": here, "logins_by_account_here": f"{account}\n{here}", "logins_by_account": account}


LIMITS = {  # name → attempts a minute, and what the refusal says
    "signups": (10, Text("too many new accounts from here: wait a minute", "この場所からの新規登録が多すぎます。1分待ってください")),
    "logins_by_address": (20, Text("too many failed logins from here: wait a minute", "ログインの失敗が多すぎます。1分待ってください")),
    "logins_by_account_here": (
        5,
        Text("too many failed logins for this name: wait a minute", "この名前のログイン失敗が多すぎます。1分待ってください"),
    ),
    # From many addresses at once: loose enough that one stranger cannot lock the owner out.
    "logins_by_account": (
        50,
        Text("too many failed logins for this name: wait a minute", "この名前のログイン失敗が多すぎます。1分待ってください"),
    ),
}


def rate_limits(redis: Redis | None = None) -> dict[str, RateLimit]:
    """The limits of one app: sign-ups per address, failed logins (:func:`login_keys`);
    counted in ``redis`` when several processes serve the arena."""
    if redis is None:
        return {name: RateLimit(limit, reason=reason) for name, (limit, reason) in LIMITS.items()}
    return {name: SharedRateLimit(redis, name, limit, reason=reason) for name, (limit, reason) in LIMITS.items()}


ROUTES = [
    Route("/api/me", get_me),
    Route("/api/guest", post_guest, methods=["POST"]),
    Route("/api/register", post_register, methods=["POST"]),
    Route("/api/login", post_login, methods=["POST"]),
    Route("/api/logout", post_logout, methods=["POST"]),
    Route("/api/password", post_password, methods=["POST"]),
]
