"""Accounts over HTTP JSON: who am I, guests, registration, login, logout, password change.

Names are unique among registered accounts up to NFKC and case (a unique key in the
database settles a race between two registrations); a guest may not take a registered
name, and a guest who registers becomes the account, its tables and history with it.
Passwords are hashed with argon2 in one hashing thread, never on the event loop.
Sign-ups are limited per address, and registrations (each an argon2 hash) for the whole arena.
Failed logins are limited per address, per account from one address, and (more loosely) per
account from everywhere; each login takes its place in those limits before its password is
verified, and gives it back if the password is right. The account-wide limit never refuses the
right password: a stranger's guesses lock out neither the other people behind his address nor
the account's owner elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy.exc import IntegrityError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.text import Text
from asobiba.server.auth import clean_name, clean_password, csrf_token, hash_password, hashing, log_in, name_key, plain_text, verify
from asobiba.server.errors import ApiError
from asobiba.server.hall import Hall
from asobiba.server.limits import Attempt, RateLimit, SharedCounts
from asobiba.server.requests import body, hall
from asobiba.store import UserInfo

if TYPE_CHECKING:  # redis is the cluster extra: one process runs without it
    from redis.asyncio import Redis

BAD_CREDENTIALS = Text("wrong name or password", "名前かパスワードが違います")


def limits(request: Request) -> dict[str, RateLimit]:
    kept: dict[str, RateLimit] = request.app.state.limits  # set by create_app
    return kept


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
    await limits(request)["signups"].take(address(request))
    if await hall(request).db(hall(request).store.registered_user, name_key(name)) is not None:
        raise name_taken(name)
    user = await hall(request).db(hall(request).store.create_user, name, None)
    log_in(request, user)
    return session_json(request, user)


async def post_register(request: Request) -> Response:
    """A new account; a guest who registers keeps its games: the guest becomes the account."""
    data = await body(request)
    name, password = clean_name(data.get("name")), clean_password(data.get("password"))
    places = Attempt()
    await places.take(limits(request)["signups"], address(request))
    await places.take(limits(request)["registrations"], "arena")
    password_hash = await hashing(hash_password, password)
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
    attempt = await login_attempt(request, key)
    user = await hall(request).db(hall(request).store.registered_user, key)
    await attempt.check(user, data.get("password"))
    assert user is not None  # verify refuses no user
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
    attempt = await login_attempt(request, name_key(user.name))
    await attempt.check(user, data.get("password"))
    password_hash = await hashing(hash_password, new)
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


@dataclass
class LoginAttempt:
    """A password to verify, its places in the login limits taken (:func:`login_attempt`)."""

    places: Attempt
    past_account_limit: RateLimit | None  # the account-wide limit, when the account is past it

    async def check(self, user: UserInfo | None, password: object) -> None:
        """Nothing if ``password`` is the user's (the places are given back); else ApiError: 429 if
        the account is past its limit from everywhere, 401 otherwise (the places stay taken)."""
        if await hashing(verify, user, password):
            await self.places.give_back()
            return
        if self.past_account_limit is not None:
            raise self.past_account_limit.refuse()
        raise ApiError("auth/bad_credentials", BAD_CREDENTIALS, 401)


async def login_attempt(request: Request, account: str) -> LoginAttempt:
    """Places for one password attempt, taken before it is verified: in the failures of its address
    and of the account from that address (ApiError 429 when either is used up), and of the account
    from everywhere, which does not refuse here: past it the password is verified all the same, so
    that strangers guessing from many addresses cannot lock out the owner."""
    here, the_limits = address(request), limits(request)
    places = Attempt()
    await places.take(the_limits["logins_by_address"], here)
    await places.take(the_limits["logins_by_account_here"], f"{account}\n{here}")
    everywhere = the_limits["logins_by_account"]
    return LoginAttempt(places, None if await places.try_take(everywhere, account) else everywhere)


REGISTRATIONS_PER_MINUTE = 30  # for the whole arena: each costs an argon2 hash (0.15 s of a core here)
LIMITS = {  # name → attempts a minute, and what the refusal says
    "signups": (10, Text("too many new accounts from here: wait a minute", "この場所からの新規登録が多すぎます。1分待ってください")),
    "registrations": (
        REGISTRATIONS_PER_MINUTE,
        Text("too many new accounts on the arena just now: wait a minute", "アリーナ全体で新規登録が集中しています。1分待ってください"),
    ),
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


def rate_limits(redis: Redis | None = None, registrations_per_minute: int = REGISTRATIONS_PER_MINUTE) -> dict[str, RateLimit]:
    """The limits of one app: sign-ups per address, registrations for the whole arena, failed logins
    (:func:`login_attempt`); counted in ``redis`` when several processes serve the arena."""
    shared = None if redis is None else SharedCounts(redis)
    counts = {**{name: limit for name, (limit, _) in LIMITS.items()}, "registrations": registrations_per_minute}
    return {name: RateLimit(counts[name], reason=reason, name=name, shared=shared) for name, (_, reason) in LIMITS.items()}


ROUTES = [
    Route("/api/me", get_me),
    Route("/api/guest", post_guest, methods=["POST"]),
    Route("/api/register", post_register, methods=["POST"]),
    Route("/api/login", post_login, methods=["POST"]),
    Route("/api/logout", post_logout, methods=["POST"]),
    Route("/api/password", post_password, methods=["POST"]),
]
