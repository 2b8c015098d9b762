"""The table WebSocket: the state on connect and after each move; moves and reclaims in."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from asobiba.core.text import Text
from asobiba.server.errors import MALFORMED, TOO_LARGE, ApiError, not_found
from asobiba.server.hall import Hall, LiveTable

MESSAGE_LIMIT = 16 * 1024


class Socket:
    """One connected client, as the hall sees it."""

    def __init__(self, websocket: WebSocket, user_id: int | None) -> None:
        self.websocket = websocket
        self.user_id = user_id

    async def send_text(self, data: str) -> None:
        await self.websocket.send_text(data)


def same_origin(websocket: WebSocket) -> bool:
    """Browsers send Origin on WebSockets; it must name this host (no cross-site play)."""
    origin = websocket.headers.get("origin")
    if origin is None:
        return True  # not a browser: scripts and tests hold their own cookie
    return urlsplit(origin).netloc == websocket.headers.get("host")


async def table_socket(websocket: WebSocket) -> None:
    hall: Hall = websocket.app.state.hall
    if not same_origin(websocket):
        await websocket.close(code=4403)
        return
    table_id = websocket.path_params["table_id"]
    if table_id not in hall.tables:
        await websocket.accept()
        await websocket.send_text(json.dumps({"type": "error", "ref": None, **not_found(table_id).to_json()}))
        await websocket.close(code=4404)
        return
    table = hall.tables[table_id]
    socket = Socket(websocket, websocket.session.get("uid"))
    await websocket.accept()
    table.connections.add(socket)
    try:
        await websocket.send_text(hall.message(table, socket.user_id, []))
        while True:
            text = await websocket.receive_text()
            ref = None
            try:
                data = parse(text)
                ref = data.get("ref")
                await handle(hall, table, socket, data)
            except ApiError as error:
                await websocket.send_text(json.dumps({"type": "error", "ref": ref, **error.to_json()}, ensure_ascii=False))
    except WebSocketDisconnect:
        pass
    finally:
        table.connections.discard(socket)


def parse(text: str) -> dict[str, Any]:
    if len(text) > MESSAGE_LIMIT:
        raise ApiError("request/too_large", TOO_LARGE, 413)
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ApiError("request/malformed", MALFORMED) from error
    if not isinstance(data, dict):
        raise ApiError("request/malformed", MALFORMED)
    return data


async def handle(hall: Hall, table: LiveTable, socket: Socket, data: dict[str, Any]) -> None:
    seat = table.seat_of(socket.user_id)
    kind = data.get("type")
    if kind not in ("move", "reclaim"):
        raise ApiError("request/malformed", Text(f"unknown message type {kind!r}", f"不明なメッセージ種別 {kind!r}"))
    if seat is None:
        raise ApiError("move/not_your_seat", Text("you do not hold a seat at this table", "このテーブルに席がありません"), 403)
    if kind == "reclaim":
        await hall.reclaim(table, seat)
    elif seat in table.standins:
        raise ApiError(
            "move/not_your_seat", Text("a bot plays your seat: reclaim it first", "ボットが代打ち中です。先に席を取り戻してください"), 409
        )
    else:
        await hall.submit(table, seat, data.get("move"), data.get("version"))


ROUTES = [WebSocketRoute("/ws/tables/{table_id}", table_socket)]
