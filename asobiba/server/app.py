"""The ASGI application: routes, sessions, static client, and the hall's lifespan."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

from platformdirs import user_data_dir
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from asobiba.core.registry import game_folder, game_ids
from asobiba.core.text import Text
from asobiba.server import accounts, api, players, replays, room_rankings, room_reservations, room_rules, rooms, ws
from asobiba.server.cluster import LEASE_SECONDS, Cluster
from asobiba.server.errors import ApiError
from asobiba.server.hall import ADJOURN_AFTER, Hall
from asobiba.server.headers import SecurityHeaders
from asobiba.store import Store

WEB = Path(__file__).resolve().parent.parent / "web"
logger = logging.getLogger("asobiba.server")


def secret_key() -> str:
    """A signing key kept in the data directory, so sessions survive a restart."""
    path = Path(user_data_dir("asobiba")) / "secret_key"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(secrets.token_urlsafe(48))
        path.chmod(0o600)
    return path.read_text().strip()


def node_name() -> str:
    """A name for this process among the arena's: its host, its process id and a few random letters."""
    return f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(2)}"


async def say_ready(hall: Hall, began: float) -> None:
    """One line in the server's log once every table is loaded (GET /api/health answers 200 from then on).
    Logged as a warning: ``asobiba serve`` shows no lower level, and this is the line an operator waits for."""
    await hall.ready.wait()
    logger.warning("Asobiba is ready: %d tables loaded in %.1f s", len(hall.tables), time.monotonic() - began)


async def api_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, ApiError)
    return error.response()


async def http_error(request: Request, error: Exception) -> Response:
    """Starlette's own refusals (no such path, wrong method) in the same shape as every other error."""
    assert isinstance(error, HTTPException)
    reason = HTTP_REASONS.get(error.status_code, Text(str(error.detail), str(error.detail)))
    return ApiError(f"http/{error.status_code}", reason, error.status_code).response()


HTTP_REASONS = {
    404: Text("there is nothing at this address", "このアドレスには何もありません"),
    405: Text("this address does not take that method", "このアドレスはそのメソッドを受け付けません"),
}


async def index(request: Request) -> Response:
    return FileResponse(WEB / "index.html")


def game_mounts() -> list[Mount]:
    """``/games/<id>/…``: each game's ``web/`` folder (renderer, stylesheet, labels, help, icon), from its package."""
    mounts = []
    for game_id in game_ids():
        web = game_folder(game_id) / "web"
        if web.is_dir():
            mounts.append(Mount(f"/games/{game_id}", StaticFiles(directory=Path(str(web)))))
    return mounts


def create_app(
    db_url: str,
    *,
    secret: str | None = None,
    bot_delay: float = 0.6,
    bot_budget_ms: float = 800,
    answer_window: float = 4.0,
    secure_cookies: bool = False,
    adjourn_after: float = ADJOURN_AFTER,
    programs: Sequence[str] = (),
    durability: str = "normal",
    redis_url: str | None = None,
    node: str | None = None,
    lease_seconds: float = LEASE_SECONDS,
    registrations_per_minute: int = accounts.REGISTRATIONS_PER_MINUTE,
) -> Starlette:
    """The app over the database at ``db_url``; bots wait ``bot_delay`` seconds before moving.

    ``secure_cookies``: the session cookie goes over HTTPS only (behind a TLS proxy).
    ``adjourn_after``: seconds a table being played may go with none of its people connected
    before it is adjourned (0: never).
    ``programs``: external programs offered as bot levels, ``mjai:COMMAND`` (server/programs.py).
    ``durability``: SQLite's, ``normal`` (survives a killed process) or ``full`` (a power loss too).
    ``redis_url``: this process is one of several on the same database and Redis (server/cluster.py),
    the node ``node`` (default: host and process id), holding each table it runs for ``lease_seconds``.
    ``registrations_per_minute``: new accounts a minute for the whole arena (each costs an argon2 hash).
    """
    if redis_url is not None:  # several processes: redis is the cluster extra, imported only then
        from asobiba.server.limits import limits_redis
        from asobiba.server.redis_transport import RedisTransport
    redis = None if redis_url is None else limits_redis(redis_url)  # the rate limits' own client (server/limits.py)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        router = None if redis_url is None else Cluster(RedisTransport(redis_url, node or node_name()), lease_seconds)
        store = Store(db_url, durability)
        hall = app.state.hall = Hall(store, bot_delay, bot_budget_ms, answer_window, adjourn_after, programs, router)
        began = time.monotonic()
        await hall.open()
        ready = asyncio.create_task(say_ready(hall, began))
        try:
            yield
        finally:
            ready.cancel()
            await hall.close()
            hall.store.close()
            if redis is not None:
                await redis.aclose()

    app = Starlette(
        routes=[
            Route("/", index),
            *accounts.ROUTES,
            *api.ROUTES,
            *rooms.ROUTES,
            *room_rules.ROUTES,
            *room_rankings.ROUTES,
            *room_reservations.ROUTES,
            *replays.ROUTES,
            *players.ROUTES,
            *ws.ROUTES,
            Mount("/static", StaticFiles(directory=WEB / "static"), name="static"),
            *game_mounts(),
        ],
        middleware=[
            Middleware(SecurityHeaders),
            Middleware(
                SessionMiddleware,
                secret_key=secret or secret_key(),
                session_cookie="asobiba_session",
                same_site="lax",
                https_only=secure_cookies,
            ),
        ],
        exception_handlers={ApiError: api_error, HTTPException: http_error},
        lifespan=lifespan,
    )
    app.state.limits = accounts.rate_limits(redis, registrations_per_minute)
    return app
