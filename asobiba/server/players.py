"""A person's tables over HTTP: their finished games (the player page) and the games to resume.

A registered account's page is public; a guest's is shown to that guest only (a guest has
no name of their own to stand behind).
"""

from __future__ import annotations

import asyncio
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.record import RecordError, replay
from asobiba.core.text import Text
from asobiba.server.accounts import me, user_json
from asobiba.server.api import user_id
from asobiba.server.clock import result_json
from asobiba.server.errors import ApiError
from asobiba.server.hall import Hall
from asobiba.server.live import record_of
from asobiba.server.requests import hall
from asobiba.server.stored import seat_of, table_json
from asobiba.store import TableInfo

GAMES_SHOWN = 100  # the newest finished games on a player page
RESUME_SHOWN = 20  # the newest unfinished games offered to resume


async def outcome_of(the_hall: Hall, info: TableInfo) -> dict[str, Any] | None:
    """The table's result: kept since it finished, or read again from its log (tables finished
    before results were kept) and kept from now on; None if its game no longer replays it."""
    if info.outcome is not None:
        return info.outcome
    stored = await the_hall.db(the_hall.store.table, info.id)
    if stored is None:
        return None
    try:
        game, state = await asyncio.to_thread(replay, record_of(stored))
    except (RecordError, KeyError):  # KeyError: its game is no longer installed
        return None
    outcome = game.outcome(state)
    if outcome is None:
        return None
    result = result_json(outcome, stored.players)
    await the_hall.db(the_hall.store.set_outcome, info.id, result)
    return result


async def get_player(request: Request) -> Response:
    """An account's finished games, newest first, with each one's result (``abandoned`` in it: the
    people a stand-in played for at the end, whose result it is not)."""
    the_hall = hall(request)
    player = await the_hall.user(request.path_params["user_id"])
    if player is None or (player.guest and await user_id(request) != player.id):
        raise ApiError("player/not_found", Text("there is no such player", "そのプレイヤーはいません"), 404)
    tables = await the_hall.db(the_hall.store.tables_of, player.id, ("finished",), GAMES_SHOWN)
    games = []
    for info in tables:
        info.outcome = await outcome_of(the_hall, info)
        games.append(table_json(info, seat_of(info, player.id)))
    return JSONResponse({"user": user_json(player), "games": games})


async def get_my_tables(request: Request) -> Response:
    """The games the session's person sits at that are still being played or adjourned: theirs to resume."""
    you = await me(request)
    tables = await hall(request).db(hall(request).store.tables_of, you.id, ("playing", "adjourned"), RESUME_SHOWN)
    return JSONResponse([table_json(info, seat_of(info, you.id)) for info in tables])


ROUTES = [
    Route("/api/players/{user_id:int}", get_player),
    Route("/api/me/tables", get_my_tables),
]
