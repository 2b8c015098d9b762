"""Replays and move logs over HTTP (docs/protocol.md, "Replays").

A finished table's replay, and that of a record a person posts, go step by step: the
index (how many steps, where each deal starts, the result), then one step at a time as
one seat saw it. A table still being played has no replay (its seed and hidden cards
must not leak), but each person gets its move log so far as their seat saw it, so a
spectator who arrives mid-game reads what happened before. Every step is computed by
replaying the record in a worker thread; nothing is kept between requests, so any
server process can answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core import steps
from asobiba.core.record import Record, RecordError
from asobiba.core.registry import parts, record_formats
from asobiba.core.text import Text
from asobiba.server.api import user_id
from asobiba.server.errors import ApiError, not_found
from asobiba.server.live import record_of
from asobiba.server.requests import body, hall
from asobiba.server.stored import seat_of, table_json
from asobiba.store import TableInfo

T = TypeVar("T")
FILE_ENDINGS = {"mjai": "mjai.jsonl", "tenhou6": "tenhou6.json"}
RECORD_LIMIT = 512 * 1024  # bytes of a posted record: a long Tichu match is about 50 KiB


def not_finished() -> ApiError:
    return ApiError("table/not_finished", Text("the record is available once the table is finished", "棋譜は対局終了後に取得できます"), 409)


async def replayed(function: Callable[..., T], *args: Any) -> T:
    """``function`` of the steps module in a worker thread; a record that does not replay, or a
    step or seat it does not have, is refused with a reason."""
    try:
        return await asyncio.to_thread(function, *args)
    except RecordError as error:
        raise ApiError("record/invalid", Text(f"the record does not replay: {error}", f"棋譜を再生できません: {error}")) from error
    except ValueError as error:  # check_step: no such step or seat
        raise ApiError("request/malformed", Text(str(error), f"そのステップ・席はありません: {error}")) from error


async def stored_table(request: Request) -> TableInfo:
    table_id = request.path_params["table_id"]
    info = await hall(request).db(hall(request).store.table, table_id)
    if info is None:
        raise not_found(table_id)
    return info


async def finished_table(request: Request) -> TableInfo:
    info = await stored_table(request)
    if info.status != "finished":
        raise not_finished()
    return info


def seat_param(request: Request) -> int | None:
    """``?seat=N``; a spectator without it."""
    seat = request.query_params.get("seat", "")
    if not seat:
        return None
    if not seat.isdecimal():
        raise ApiError("request/malformed", Text(f"seat is a seat number, not {seat[:20]!r}", "seat には席番号を指定します"))
    return int(seat)


def posted_record(data: dict[str, Any]) -> Record:
    try:
        return Record.from_json(data.get("record"))
    except RecordError as error:
        raise ApiError("record/invalid", Text(f"not a record: {error}", f"棋譜ではありません: {error}")) from error


def record_table(record: Record) -> dict[str, Any]:
    """A posted record as a table: no id and no names (records carry none)."""
    return {"id": None, "game": record.game, "seats": record.seats, "options": record.options, "status": "finished", "players": None}


async def get_record(request: Request) -> Response:
    """A finished table's record, from the database: tables no longer in memory have one too.
    ``?format=`` one of the game's other formats (Riichi: ``mjai``, ``tenhou6``)."""
    info = await finished_table(request)
    form = request.query_params.get("format", "")
    if not form:
        attachment = f'attachment; filename="asobiba-{info.game}-{info.id}.json"'
        return JSONResponse(record_of(info).to_json(), headers={"Content-Disposition": attachment})
    formats = record_formats(info.game)
    interop = parts(info.game).interop  # a game with formats has its interop, which writes them
    if form not in formats or interop is None or interop.export is None:
        offered = ", ".join(formats) or "none"
        raise ApiError(
            "request/malformed",
            Text(f"format is one of this game's formats ({offered}), not {form[:20]!r}", f"format は {offered} のいずれかです"),
        )
    text = await asyncio.to_thread(interop.export, record_of(info), form)
    attachment = f'attachment; filename="asobiba-{info.game}-{info.id}.{FILE_ENDINGS.get(form, form + ".txt")}"'
    return Response(text, media_type="text/plain; charset=utf-8", headers={"Content-Disposition": attachment})


async def get_replay(request: Request) -> Response:
    info = await finished_table(request)
    index = await replayed(steps.index, record_of(info))
    return JSONResponse({"table": table_json(info), **index.to_json()})


async def get_replay_step(request: Request) -> Response:
    info = await finished_table(request)
    step = await replayed(steps.step, record_of(info), request.path_params["step"], seat_param(request))
    return JSONResponse(step.to_json())


async def post_replay(request: Request) -> Response:
    record = posted_record(await body(request, RECORD_LIMIT))
    index = await replayed(steps.index, record)
    return JSONResponse({"table": record_table(record), **index.to_json()})


async def post_replay_step(request: Request) -> Response:
    data = await body(request, RECORD_LIMIT)
    step = await replayed(steps.step, posted_record(data), request.path_params["step"], data.get("seat"))
    return JSONResponse(step.to_json())


async def get_log(request: Request) -> Response:
    """The events the session's seat (a spectator's: the public ones) saw at a table so far."""
    info = await stored_table(request)
    seat = seat_of(info, await user_id(request))
    events = [] if info.status == "waiting" else await replayed(steps.log, record_of(info), seat)
    return JSONResponse({"version": len(info.moves), "seat": seat, "events": events})


ROUTES = [
    Route("/api/tables/{table_id}/record", get_record),
    Route("/api/tables/{table_id}/replay", get_replay),
    Route("/api/tables/{table_id}/replay/{step:int}", get_replay_step),
    Route("/api/tables/{table_id}/log", get_log),
    Route("/api/replay", post_replay, methods=["POST"]),
    Route("/api/replay/{step:int}", post_replay_step, methods=["POST"]),
]
