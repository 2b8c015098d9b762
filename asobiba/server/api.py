"""HTTP JSON endpoints: accounts and the lobby (docs/protocol.md)."""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.options import describe
from asobiba.core.record import Record
from asobiba.core.registry import game_folder, game_ids, get_game
from asobiba.core.text import LANGUAGES, Text
from asobiba.server.auth import RateLimit, check_csrf, clean_name, csrf_token, hash_password, log_in, verify
from asobiba.server.errors import MALFORMED, TOO_LARGE, ApiError
from asobiba.server.hall import Hall, LiveTable
from asobiba.store import UserInfo

BODY_LIMIT = 16 * 1024


def hall(request: Request) -> Hall:
    return request.app.state.hall


async def body(request: Request) -> dict[str, Any]:
    """The JSON object posted, after the CSRF check; ApiError for anything else."""
    check_csrf(request)
    raw = await request.body()
    if len(raw) > BODY_LIMIT:
        raise ApiError("request/too_large", TOO_LARGE, 413)
    try:
        data = json.loads(raw or b"{}")
    except ValueError as error:
        raise ApiError("request/malformed", MALFORMED) from error
    if not isinstance(data, dict):
        raise ApiError("request/malformed", MALFORMED)
    return data


async def me(request: Request) -> UserInfo:
    user = await hall(request).user(request.session.get("uid"))
    if user is None:
        raise ApiError("auth/required", Text("play as a guest or log in first", "ゲストとして参加するか、ログインしてください"), 401)
    return user


def user_json(user: UserInfo | None) -> dict[str, Any] | None:
    return None if user is None else {"id": user.id, "name": user.name, "guest": user.guest}


async def get_me(request: Request) -> Response:
    user = await hall(request).user(request.session.get("uid"))
    return JSONResponse({"user": user_json(user), "csrf": csrf_token(request)})


async def post_guest(request: Request) -> Response:
    name = clean_name((await body(request)).get("name"))
    user = await hall(request).db(hall(request).store.create_user, name, None)
    log_in(request, user)
    return JSONResponse({"user": user_json(user), "csrf": csrf_token(request)})


async def post_register(request: Request) -> Response:
    data = await body(request)
    name = clean_name(data.get("name"))
    password_hash = hash_password(data.get("password"))
    store = hall(request).store
    if await hall(request).db(store.registered_user, name) is not None:
        raise ApiError("auth/name_taken", Text(f"the name {name!r} is taken", f"{name!r} という名前は使われています"), 409)
    user = await hall(request).db(store.create_user, name, password_hash)
    log_in(request, user)
    return JSONResponse({"user": user_json(user), "csrf": csrf_token(request)})


async def post_login(request: Request) -> Response:
    limit: RateLimit = request.app.state.login_limit
    limit.check(request.client.host if request.client else "?")
    data = await body(request)
    user = await hall(request).db(hall(request).store.registered_user, str(data.get("name", "")).strip())
    if not verify(user, data.get("password")):
        raise ApiError("auth/bad_credentials", Text("wrong name or password", "名前かパスワードが違います"), 401)
    assert user is not None
    log_in(request, user)
    return JSONResponse({"user": user_json(user), "csrf": csrf_token(request)})


async def post_logout(request: Request) -> Response:
    await body(request)
    request.session.clear()
    return JSONResponse({"user": None, "csrf": csrf_token(request)})


def describe_game(game_id: str) -> dict[str, Any]:
    """A game as the gallery, the create form and the rules index show it, from its metadata and its folder."""
    game = get_game(game_id)
    web = game_folder(game_id) / "web"
    return {
        "id": game.id,
        "title": game.title.to_json(),
        "summary": game.about.summary.to_json(),
        "seats": list(game.seats),
        "default_seats": game.about.seats_offered(game.seats),
        "options": {str(seats): describe(game.options, seats) for seats in game.seats},
        "playable": (web / "renderer.js").is_file(),  # the browser can draw it
        "icon": f"/games/{game_id}/icon.svg" if (web / "icon.svg").is_file() else None,
        "help": [lang for lang in LANGUAGES if (web / f"help.{lang}.html").is_file()],
    }


async def get_games(request: Request) -> Response:
    return JSONResponse([describe_game(game_id) for game_id in game_ids()])


async def get_tables(request: Request) -> Response:
    user_id = request.session.get("uid")
    return JSONResponse([table.summary(user_id) for table in reversed(list(hall(request).tables.values()))])


async def get_table(request: Request) -> Response:
    return JSONResponse(hall(request).table(request.path_params["table_id"]).summary(request.session.get("uid")))


async def post_table(request: Request) -> Response:
    data = await body(request)
    user = await me(request)
    table = await hall(request).create(
        user, data.get("game"), data.get("seats"), data.get("options"), data.get("players"), data.get("turn_timeout", 0)
    )
    return JSONResponse(table.summary(user.id), status_code=201)


async def post_quickplay(request: Request) -> Response:
    """You in seat 0 against bots, started at once; the game's first player count unless ``seats`` is given."""
    data = await body(request)
    user = await me(request)
    game_id, level = data.get("game"), data.get("level", "normal")
    if not isinstance(game_id, str) or not isinstance(level, str):
        raise ApiError("request/malformed", MALFORMED)
    seats = data.get("seats")
    if seats is None and game_id in game_ids():
        game = get_game(game_id)
        seats = game.about.seats_offered(game.seats)
    if not isinstance(seats, int):
        seats = 0  # refused below with the game's own reason, or as an unknown game
    players = ["me", *[level] * (seats - 1)]
    table = await hall(request).create(user, game_id, seats, data.get("options"), players, 0)
    return JSONResponse(table.summary(user.id), status_code=201)


async def seated_action(request: Request) -> tuple[LiveTable, UserInfo, dict[str, Any]]:
    data = await body(request)
    return hall(request).table(request.path_params["table_id"]), await me(request), data


async def post_join(request: Request) -> Response:
    table, user, data = await seated_action(request)
    await hall(request).join(table, user, data.get("seat"))
    return JSONResponse(table.summary(user.id))


async def post_leave(request: Request) -> Response:
    table, user, _ = await seated_action(request)
    await hall(request).leave(table, user)
    return JSONResponse(table.summary(user.id))


async def post_start(request: Request) -> Response:
    table, user, _ = await seated_action(request)
    await hall(request).start(table, user)
    return JSONResponse(table.summary(user.id))


async def get_record(request: Request) -> Response:
    table = hall(request).table(request.path_params["table_id"])
    if table.info.status != "finished":
        raise ApiError(
            "table/not_finished", Text("the record is available once the table is finished", "棋譜は対局終了後に取得できます"), 409
        )
    info = await hall(request).db(hall(request).store.table, table.info.id)
    assert info is not None
    record = Record(info.game, info.seats, info.seed, info.options, None, info.moves, table.game.version)
    return JSONResponse(record.to_json(), headers={"Content-Disposition": f'attachment; filename="asobiba-{info.game}-{info.id}.json"'})


ROUTES = [
    Route("/api/me", get_me),
    Route("/api/guest", post_guest, methods=["POST"]),
    Route("/api/register", post_register, methods=["POST"]),
    Route("/api/login", post_login, methods=["POST"]),
    Route("/api/logout", post_logout, methods=["POST"]),
    Route("/api/games", get_games),
    Route("/api/tables", get_tables),
    Route("/api/tables", post_table, methods=["POST"]),
    Route("/api/quickplay", post_quickplay, methods=["POST"]),
    Route("/api/tables/{table_id}", get_table),
    Route("/api/tables/{table_id}/join", post_join, methods=["POST"]),
    Route("/api/tables/{table_id}/leave", post_leave, methods=["POST"]),
    Route("/api/tables/{table_id}/start", post_start, methods=["POST"]),
    Route("/api/tables/{table_id}/record", get_record),
]
