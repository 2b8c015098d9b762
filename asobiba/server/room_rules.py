"""A room's rules and its own lobby (docs/protocol.md, "Rooms").

For each game it plays, a room keeps named rule sets (the game's table options), a default,
and a calendar that puts another in force by date range or month parity (the Tenhou rooms'
odd and even months). A table created in the room takes the rule set in force that day (UTC)
and keeps its name.
"""

from __future__ import annotations

import contextlib
import re
from datetime import UTC, date, datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.errors import GameError
from asobiba.core.options import resolve_options
from asobiba.core.registry import game_ids, get_game
from asobiba.core.text import Text
from asobiba.server import seating
from asobiba.server.accounts import me
from asobiba.server.api import lobby, summary
from asobiba.server.errors import ApiError, shown
from asobiba.server.requests import body, hall
from asobiba.server.rooms import malformed, not_member, operated_room, signed_in_id, visible_room
from asobiba.store import RoomTag
from asobiba.store.rooms import CalendarEntry, GameRules

RULE_SET_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")
MAX_RULE_SETS, MAX_CALENDAR = 16, 48


def in_force(rules: GameRules, day: date) -> str:
    """The name of the rule set in force on ``day``: the first calendar entry that matches it, else the default."""
    for entry in rules.calendar:
        if entry.months is not None:
            if (day.month % 2 == 1) == (entry.months == "odd"):
                return entry.rule_set
        elif (entry.start is None or entry.start <= day) and (entry.end is None or day <= entry.end):
            return entry.rule_set
    return rules.default


def today() -> date:
    return datetime.now(UTC).date()


def unknown_game(game_id: str) -> ApiError:
    return ApiError("table/unknown_game", Text(f"no game {shown(game_id)}", f"ゲーム {shown(game_id)} はありません"), 404)


def check_options(game_id: str, name: str, options: object) -> dict[str, Any]:
    """``options`` if they are valid for the game at one of its player counts at least; else the game's reason."""
    if not isinstance(options, dict):
        raise malformed(f"rule set {name!r}: options are a JSON object", f"ルール {name!r}: options は JSON オブジェクトです")
    game = get_game(game_id)
    reason: GameError | None = None
    for seats in game.seats:
        try:
            resolve_options(game.options, seats, options)
        except GameError as error:
            reason = reason or error
        else:
            return options
    assert reason is not None
    raise ApiError.from_game(reason)


def parse_date(value: object, field: str) -> date | None:
    if value is None:
        return None
    if isinstance(value, str) and len(value) == 10:  # fromisoformat also reads 20261231 and week dates
        with contextlib.suppress(ValueError):
            return date.fromisoformat(value)
    raise malformed(f"{field} is a date like 2026-12-31", f"{field} は 2026-12-31 の形の日付です")


def calendar_entry(entry: object, rule_sets: dict[str, Any]) -> CalendarEntry:
    if not isinstance(entry, dict) or entry.get("rule_set") not in rule_sets:
        raise malformed("each calendar entry names one of the rule sets", "カレンダーの各項目はルールのひとつを指定します")
    rule_set = str(entry["rule_set"])
    if set(entry) == {"rule_set", "months"}:
        if entry["months"] not in ("odd", "even"):
            raise malformed("months is odd or even", "months は odd か even です")
        return CalendarEntry(rule_set, months=entry["months"])
    if not set(entry) - {"rule_set"} or set(entry) - {"rule_set", "from", "to"}:
        raise malformed("a calendar entry has months, or from and/or to", "カレンダーの項目には months か from・to を指定します")
    start, end = parse_date(entry.get("from"), "from"), parse_date(entry.get("to"), "to")
    if start is None and end is None:
        raise malformed("a calendar entry has months, or from and/or to", "カレンダーの項目には months か from・to を指定します")
    if start is not None and end is not None and end < start:
        raise malformed("to comes on or after from", "to は from 以降の日付です")
    return CalendarEntry(rule_set, start=start, end=end)


def game_rules(game_id: str, data: dict[str, Any]) -> GameRules:
    """The body of PUT /api/rooms/{slug}/rules/{game}, checked."""
    rule_sets = data.get("rule_sets")
    if not isinstance(rule_sets, dict) or not 0 < len(rule_sets) <= MAX_RULE_SETS:
        raise malformed(f"rule_sets names 1 to {MAX_RULE_SETS} sets of options", f"rule_sets には1〜{MAX_RULE_SETS}個のルールを指定します")
    for name in rule_sets:
        if not RULE_SET_NAME.fullmatch(name):
            raise malformed(
                f"a rule set's name is 1 to 32 of a-z, 0-9, _ and -; not {shown(name)}",
                f"ルール名は a-z・0-9・_・- の1〜32文字です（{shown(name)} は不可）",
            )
    checked = {name: check_options(game_id, name, options) for name, options in rule_sets.items()}
    default = data.get("default", next(iter(rule_sets)) if len(rule_sets) == 1 else None)
    if default not in rule_sets:
        raise malformed("default names one of the rule sets", "default にはルールのひとつを指定します")
    calendar = data.get("calendar", [])
    if not isinstance(calendar, list) or len(calendar) > MAX_CALENDAR:
        raise malformed(f"calendar is a list of at most {MAX_CALENDAR} entries", f"calendar は{MAX_CALENDAR}項目までのリストです")
    return GameRules(checked, str(default), [calendar_entry(entry, rule_sets) for entry in calendar])


def entry_json(entry: CalendarEntry) -> dict[str, Any]:
    if entry.months is not None:
        return {"rule_set": entry.rule_set, "months": entry.months}
    dates = {"from": entry.start, "to": entry.end}
    return {"rule_set": entry.rule_set, **{key: day.isoformat() for key, day in dates.items() if day is not None}}


def rules_json(rules: GameRules, day: date) -> dict[str, Any]:
    current = in_force(rules, day)
    return {
        "rule_sets": rules.rule_sets,
        "default": rules.default,
        "calendar": [entry_json(entry) for entry in rules.calendar],
        "current": {"rule_set": current, "options": rules.rule_sets[current]},
    }


async def put_rules(request: Request) -> Response:
    data = await body(request)
    room, _ = await operated_room(request)
    game_id = request.path_params["game"]
    if game_id not in game_ids():
        raise unknown_game(game_id)
    rules = game_rules(game_id, data)
    the_hall = hall(request)
    await the_hall.db(the_hall.store.rooms.set_rules, room.id, game_id, rules)
    return JSONResponse(rules_json(rules, today()))


async def get_rules(request: Request) -> Response:
    """Per game the room plays: its rule sets, calendar and the rule set in force today ("this month's rules")."""
    room, _ = await visible_room(request, await signed_in_id(request))
    the_hall, day = hall(request), today()
    games = await the_hall.db(the_hall.store.rooms.rules, room.id)
    return JSONResponse({game_id: rules_json(rules, day) for game_id, rules in games.items()})


async def post_table(request: Request) -> Response:
    """A table in the room (members only), as POST /api/tables makes one, under the rule set in force today."""
    data = await body(request)
    user = await me(request)
    room, role = await visible_room(request, user.id)
    if role not in ("operator", "member"):
        raise not_member()
    the_hall, game_id = hall(request), data.get("game")
    games = await the_hall.db(the_hall.store.rooms.rules, room.id)
    if not isinstance(game_id, str) or game_id not in games:
        playing = Text(f"this room does not play {shown(game_id)}", f"この部屋では {shown(game_id)} を遊べません")
        raise ApiError("room/no_rules", playing, 404)
    rules = games[game_id]
    name = in_force(rules, today())
    tag = RoomTag(room.id, room.slug, name)
    table = await seating.create(
        the_hall, user, game_id, data.get("seats"), rules.rule_sets[name], data.get("players"), data.get("turn_timeout", 0), tag
    )
    return JSONResponse(summary(table, user.id), status_code=201)


async def get_tables(request: Request) -> Response:
    """The room's own lobby: its tables only, in the shape of GET /api/tables."""
    you = await signed_in_id(request)
    room, _ = await visible_room(request, you)
    return JSONResponse([summary(table, you) for table in await lobby(hall(request), room.id)])


ROUTES = [
    Route("/api/rooms/{slug}/rules", get_rules),
    Route("/api/rooms/{slug}/rules/{game}", put_rules, methods=["PUT"]),
    Route("/api/rooms/{slug}/tables", get_tables),
    Route("/api/rooms/{slug}/tables", post_table, methods=["POST"]),
]
