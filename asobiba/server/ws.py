"""The table WebSocket: the state on connect and after each move; moves, reclaims and the bots' pace in."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from typing import Any
from urllib.parse import urlsplit

from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from asobiba.core.text import Text
from asobiba.server.errors import MALFORMED, TOO_LARGE, ApiError, shown
from asobiba.server.hall import PACES, Hall
from asobiba.server.live import LiveTable

MESSAGE_LIMIT = 16 * 1024
KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")
SERVER_ERROR = ApiError(
    "server/error", Text("the server failed to handle this message", "サーバーがこのメッセージを処理できませんでした"), 500
)
logger = logging.getLogger("asobiba.server")


class Socket:
    """One connected client, as the hall sees it: a bounded queue of outgoing messages and
    its own task sending them, so announcing a move never waits on a client.

    A client that falls behind (its queue full, or one send not done within
    ``send_timeout`` seconds) is dropped: it gets the whole state again when it reconnects.
    ``pace`` is the bots' pace the client asked for ("pace" messages), normal until it asks.
    """

    QUEUE = 64
    SEND_TIMEOUT = 5.0

    def __init__(self, websocket: WebSocket, user_id: int | None, send_timeout: float = SEND_TIMEOUT) -> None:
        self.websocket = websocket
        self.user_id = user_id
        self.send_timeout = send_timeout
        self.pace = "normal"
        self.queue: asyncio.Queue[str] = asyncio.Queue(self.QUEUE)
        self.dropped = asyncio.Event()
        self.sender = asyncio.create_task(self._send_all())

    def offer(self, text: str) -> bool:
        """Queue ``text`` for the client; False once the client is dropped (the hall forgets it)."""
        if self.dropped.is_set():
            return False
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.drop()
            return False
        return True

    def drop(self) -> None:
        self.dropped.set()
        self.sender.cancel()

    async def _send_all(self) -> None:
        try:
            while True:
                text = await self.queue.get()
                await asyncio.wait_for(self.websocket.send_text(text), self.send_timeout)
        except (TimeoutError, WebSocketDisconnect, RuntimeError, OSError):
            self.dropped.set()  # too slow or gone; the receiving side sees the close


def same_origin(websocket: WebSocket) -> bool:
    """Browsers send Origin on WebSockets; it must name this host (no cross-site play)."""
    origin = websocket.headers.get("origin")
    if origin is None:
        return True  # not a browser: scripts and tests hold their own cookie
    return urlsplit(origin).netloc == websocket.headers.get("host")


async def table_socket(websocket: WebSocket) -> None:
    hall: Hall = websocket.app.state.hall
    await websocket.accept()
    if not same_origin(websocket):
        # Browsers show a refused handshake as code 1006 only: say why first, then close.
        await refuse(
            websocket, ApiError("auth/origin", Text("this page may not open the table", "このページからは接続できません"), 403), 4403
        )
        return
    try:
        table = await hall.load(websocket.path_params["table_id"])
    except ApiError as error:
        await refuse(websocket, error, 4404)
        return
    user = await hall.signed_in(websocket.session)
    socket = Socket(websocket, None if user is None else user.id)
    await hall.attach(table, socket)  # one of the table's people resumes it if it was adjourned
    socket.offer(hall.message(table, socket.user_id, []))
    receiver = asyncio.create_task(receive(hall, table, socket))
    dropped = asyncio.create_task(socket.dropped.wait())
    try:
        await asyncio.wait({receiver, dropped}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        hall.detach(table, socket)
        receiver.cancel()
        dropped.cancel()
        socket.drop()
        if socket.dropped.is_set() and not receiver.done():
            with contextlib.suppress(Exception):  # a client that does not read may not read the close either
                await asyncio.wait_for(websocket.close(code=4008), 1)


async def refuse(websocket: WebSocket, error: ApiError, code: int) -> None:
    await websocket.send_text(json.dumps({"type": "error", "ref": None, **error.to_json()}, ensure_ascii=False))
    await websocket.close(code=code)


async def receive(hall: Hall, table: LiveTable, socket: Socket) -> None:
    """Read the client's messages until it leaves; each refusal is answered with a coded error."""
    while True:
        message = await socket.websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        ref = None
        try:
            if message.get("text") is None:
                raise ApiError("request/malformed", Text("messages are JSON in text frames", "メッセージはテキストフレームの JSON です"))
            data = parse(message["text"])
            ref = echoed(data.get("ref"))
            await handle(hall, table, socket, data)
        except ApiError as error:
            socket.offer(json.dumps({"type": "error", "ref": ref, **error.to_json()}, ensure_ascii=False))
        except Exception:  # a bug: the client hears of it, the connection and the table live on
            logger.exception("table %s: a message from a client failed", table.info.id)
            socket.offer(json.dumps({"type": "error", "ref": ref, **SERVER_ERROR.to_json()}, ensure_ascii=False))


def echoed(ref: Any) -> str | int | None:
    """The client's ``ref``, sent back with an answer only if it is a short plain value."""
    if isinstance(ref, int) and not isinstance(ref, bool):
        return ref
    if isinstance(ref, str) and len(ref) <= 64 and ref.isprintable() and ref.encode("utf-8", "ignore").decode() == ref:
        return ref
    return None


def parse(text: str) -> dict[str, Any]:
    if len(text) > MESSAGE_LIMIT:
        raise ApiError("request/too_large", TOO_LARGE, 413)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # RecursionError: nested too deep to read
        raise ApiError("request/malformed", MALFORMED) from error
    if not isinstance(data, dict):
        raise ApiError("request/malformed", MALFORMED)
    return data


async def handle(hall: Hall, table: LiveTable, socket: Socket, data: dict[str, Any]) -> None:
    seat = table.seat_of(socket.user_id)
    kind = data.get("type")
    if kind not in ("move", "reclaim", "pace"):
        raise ApiError("request/malformed", Text(f"unknown message type {kind!r}", f"不明なメッセージ種別 {kind!r}"))
    if kind == "pace":  # anyone may say it; only a seated person's pace counts (Hall.bot_pause)
        socket.pace = read_pace(data.get("pace"))
        hall.seen(table)
        return
    if seat is None:
        raise ApiError("move/not_your_seat", Text("you do not hold a seat at this table", "このテーブルに席がありません"), 403)
    if kind == "reclaim":
        await hall.reclaim(table, seat)
    elif table.info.players[seat].standin:
        raise ApiError(
            "move/not_your_seat", Text("a bot plays your seat: reclaim it first", "ボットが代打ち中です。先に席を取り戻してください"), 409
        )
    else:
        key = read_key(data.get("key"))
        number = await hall.submit(table, seat, data.get("move"), data.get("version"), key=key)
        if key is not None:  # after the move's state: the client knows its move stands, whoever answers
            socket.offer(json.dumps({"type": "played", "ref": echoed(data.get("ref")), "key": key, "number": number}))


def read_key(key: Any) -> str | None:
    """A move's idempotency key: 16 to 64 letters, digits, '-' and '_', or none."""
    if key is None or (isinstance(key, str) and KEY.fullmatch(key)):
        return key
    raise ApiError(
        "request/malformed",
        Text(f"a move's key is 16 to 64 of A-Z, a-z, 0-9, - and _, not {shown(key)}", "手のキーは英数字と - _ の16〜64文字です"),
    )


def read_pace(pace: Any) -> str:
    if not isinstance(pace, str) or pace not in PACES:
        names = ", ".join(PACES)
        raise ApiError("request/malformed", Text(f"the pace is one of {names}, not {shown(pace)}", f"速さは {names} のいずれかです"))
    return pace


ROUTES = [WebSocketRoute("/ws/tables/{table_id}", table_socket)]
