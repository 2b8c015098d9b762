"""A room's monthly rankings (docs/protocol.md, "Rooms", "Rankings"), as the Tenhou rooms keep them (月間ランキング).

Per game and UTC month, from the room's tables that finished in it: each registered person's games,
total and average of the game's own final scores, and average place; the same for teams, whose
members carry the tag in their names ("name@team"). The figures come from store/rankings.py.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.registry import game_ids
from asobiba.server.errors import shown
from asobiba.server.requests import hall
from asobiba.server.room_rules import unknown_game
from asobiba.server.rooms import malformed, signed_in_id, visible_room
from asobiba.store.rankings import Standing, standings

MONTH = re.compile(r"[0-9]{4}-(?:0[1-9]|1[0-2])")


def this_month() -> str:
    return datetime.now(UTC).strftime("%Y-%m")


def month_asked(value: str | None) -> str:
    if value is None:
        return this_month()
    if not MONTH.fullmatch(value):
        raise malformed(
            f"month is YYYY-MM, as 2026-12, not {shown(value)}", f"month は 2026-12 のような YYYY-MM です（{shown(value)} ではなく）"
        )
    return value


def game_asked(value: str | None) -> str:
    if value is None:
        raise malformed("say which game's rankings: ?game=<id>", "どのゲームのランキングかを ?game=<id> で指定してください")
    if value not in game_ids():
        raise unknown_game(value)
    return value


def player_json(row: Standing) -> dict[str, Any]:
    figures = {"games": row.games, "total": row.total, "average": row.average, "average_place": row.average_place}
    return {"user_id": row.key, "name": row.name, **figures}


def team_json(row: Standing) -> dict[str, Any]:
    return {"team": row.name, "games": row.games, "total": row.total, "average": row.average, "average_place": row.average_place}


async def get_rankings(request: Request) -> Response:
    """``?game=<id>&month=YYYY-MM`` (this UTC month by default); the months there are rankings for, newest first."""
    room, _ = await visible_room(request, await signed_in_id(request))
    game, month = game_asked(request.query_params.get("game")), month_asked(request.query_params.get("month"))
    the_hall = hall(request)
    months = await the_hall.db(the_hall.store.rooms.rankings.months, room.id, game)
    players, teams = standings(await the_hall.db(the_hall.store.rooms.rankings.results, room.id, game, month))
    rows = {"players": [player_json(row) for row in players], "teams": [team_json(row) for row in teams]}
    return JSONResponse({"game": game, "month": month, "months": months, **rows})


ROUTES = [Route("/api/rooms/{slug}/rankings", get_rankings)]
