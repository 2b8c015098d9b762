"""HTTP JSON endpoints of the lobby: games, tables, quick play (docs/protocol.md)."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.labels import all_catalogues
from asobiba.core.options import describe
from asobiba.core.registry import game_folder, game_ids, get_game, record_formats
from asobiba.core.text import LANGUAGES, Text
from asobiba.server import seating
from asobiba.server.accounts import me
from asobiba.server.errors import ApiError
from asobiba.server.hall import QUICKPLAY_TIMEOUT, Hall
from asobiba.server.live import LiveTable
from asobiba.server.programs import offered
from asobiba.server.requests import body, hall
from asobiba.store import TableInfo, UserInfo

LOBBY_SIZE = 100  # tables listed with several processes, newest first


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
        "formats": list(record_formats(game_id)),  # besides Asobiba's own record (the record's ?format=)
    }


async def get_labels(request: Request) -> Response:
    """The game's words in every language it has (asobiba.core.labels): its renderer's catalogue."""
    game_id = request.path_params["game_id"]
    if game_id not in game_ids():
        raise ApiError("table/unknown_game", Text("no such game", "そのゲームはありません"), 404)
    return JSONResponse(all_catalogues(game_id), headers={"Cache-Control": "no-cache"})


async def get_games(request: Request) -> Response:
    programs = hall(request).programs  # the server's external programs each game can seat
    return JSONResponse([{**describe_game(game_id), "programs": offered(programs, game_id)} for game_id in game_ids()])


async def user_id(request: Request) -> int | None:
    user = await hall(request).signed_in(request.session)
    return None if user is None else user.id


async def get_tables(request: Request) -> Response:
    """The lobby: live tables outside rooms only (an adjourned one is listed to its own people, under
    /api/me/tables; a room's, in its own lobby: server/room_rules.py)."""
    you = await user_id(request)
    return JSONResponse([table.summary(you) for table in await lobby(hall(request))])


async def lobby(hall: Hall, room_id: int | None = None) -> list[LiveTable]:
    """The tables of the lobby of the room ``room_id`` (None: the global one), newest first: the hall's own;
    with several processes, the database's (a table another process runs, or one this process is still to
    load after a start, is shown as stored: its seats and status, not its move count)."""
    if not hall.router.shared:
        tables = reversed(in_order(hall))
        return [table for table in tables if table.info.status != "adjourned" and room_of(table.info) == room_id]
    stored = await hall.db(hall.store.tables, ("waiting", "playing", "finished"), False, LOBBY_SIZE, room_id)
    return [hall.tables.get(info.id) or LiveTable(info, get_game(info.game)) for info in reversed(stored)]


def room_of(info: TableInfo) -> int | None:
    return None if info.room is None else info.room.id


def summary(table: LiveTable, you: int | None) -> dict[str, Any]:
    """The table's summary; a room's table also names its room and the rule set it is played under."""
    if table.info.room is None:
        return table.summary(you)
    return {**table.summary(you), "room": table.info.room.slug, "rule_set": table.info.room.rule_set}


def in_order(hall: Hall) -> list[LiveTable]:
    """The hall's tables in the order it loads them after a start, then those created since; while it is
    still loading, one not rebuilt yet as stored."""
    listed = [hall.tables.get(table_id) or LiveTable(info, get_game(info.game)) for table_id, info in hall.listed.items()]
    return [*listed, *(table for table_id, table in hall.tables.items() if table_id not in hall.listed)]


async def get_health(request: Request) -> Response:
    """Whether the server is ready: 200 once every table is loaded after a start (several processes:
    once this one has joined the others), 503 until then, so a load balancer waits. No session needed."""
    the_hall = hall(request)
    ready = the_hall.ready.is_set()
    health = {"ready": ready, "tables_loaded": len(the_hall.tables), "tables_to_load": len(the_hall.unloaded())}
    return JSONResponse(health, status_code=200 if ready else 503)


async def get_table(request: Request) -> Response:
    table = await hall(request).load(request.path_params["table_id"])
    return JSONResponse(summary(table, await user_id(request)))


async def post_table(request: Request) -> Response:
    data = await body(request)
    user = await me(request)
    table = await seating.create(
        hall(request), user, data.get("game"), data.get("seats"), data.get("options"), data.get("players"), data.get("turn_timeout", 0)
    )
    return JSONResponse(table.summary(user.id), status_code=201)


async def post_quickplay(request: Request) -> Response:
    """You against bots, started at once: in the game's solo seat, under its solo options, at its
    first player count unless ``seats`` is given.

    Its turn clock gives the person ``QUICKPLAY_TIMEOUT`` seconds a move: then the safest move is made
    for them, and after three timeouts in a row they are marked away (server/clock.py).
    """
    data = await body(request)
    user = await me(request)
    game = hall(request).game(data.get("game"))
    seats = data.get("seats", game.about.seats_offered(game.seats))
    level = data.get("level", "normal")
    seating.check_seats(game, seats)
    players = [level] * seats
    players[game.about.solo_seat] = "me"
    options = data.get("options", game.about.solo_options)
    table = await seating.create(hall(request), user, game.id, seats, options, players, QUICKPLAY_TIMEOUT)
    return JSONResponse(table.summary(user.id), status_code=201)


async def seated_action(request: Request) -> tuple[LiveTable, UserInfo, dict[str, Any]]:
    data = await body(request)
    return await hall(request).load(request.path_params["table_id"]), await me(request), data


async def post_join(request: Request) -> Response:
    table, user, data = await seated_action(request)
    await seating.join(hall(request), table, user, data.get("seat"))
    return JSONResponse(table.summary(user.id))


async def post_leave(request: Request) -> Response:
    table, user, _ = await seated_action(request)
    await seating.leave(hall(request), table, user)
    return JSONResponse(table.summary(user.id))


async def post_start(request: Request) -> Response:
    table, user, _ = await seated_action(request)
    await seating.start(hall(request), table, user)
    return JSONResponse(table.summary(user.id))


ROUTES = [
    Route("/api/health", get_health),
    Route("/api/games", get_games),
    Route("/api/games/{game_id}/labels", get_labels),
    Route("/api/tables", get_tables),
    Route("/api/tables", post_table, methods=["POST"]),
    Route("/api/quickplay", post_quickplay, methods=["POST"]),
    Route("/api/tables/{table_id}", get_table),
    Route("/api/tables/{table_id}/join", post_join, methods=["POST"]),
    Route("/api/tables/{table_id}/leave", post_leave, methods=["POST"]),
    Route("/api/tables/{table_id}/start", post_start, methods=["POST"]),
]
