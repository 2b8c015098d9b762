"""Reservations (docs/protocol.md, "Reservations"): "reserve" in a room and a table starts once enough wait.

A queue per room, game, rule set (the one in force when reserving) and player count. Right after a
reservation, and on each poll of GET, the queue is matched: its oldest people are taken out of it in
one transaction (store/reservations.py) and seated in random order at a new table of the room, which
starts at once. Each person's table is kept until their next GET reads it, so a polling client knows
where to go. Bots filling a queue after a wait, and telling other processes other than by polling, are to come.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.errors import GameError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.server import room_rules, seating
from asobiba.server.accounts import me
from asobiba.server.errors import ApiError, shown
from asobiba.server.hall import Hall
from asobiba.server.requests import body, hall
from asobiba.server.rooms import not_member, signed_in_id, visible_room
from asobiba.store import RoomTag, UserInfo
from asobiba.store.reservations import Queue
from asobiba.store.rooms import RoomInfo

REFUSALS = {
    "already_reserved": Text("you already wait in a queue: cancel it first", "すでに予約しています。先に取り消してください"),
    "already_seated": Text("you sit at a table that is not finished", "終わっていないテーブルに着席しています"),
}


async def match(the_hall: Hall, room: RoomInfo, queue: Queue, options: dict[str, Any]) -> str | None:
    """Seat the queue's oldest people at a new table if enough wait; its id, else None."""
    user_ids = await the_hall.db(the_hall.store.reservations.match, queue)
    if not user_ids:
        return None
    try:
        people: list[UserInfo] = []
        for user_id in user_ids:
            user = await the_hall.db(the_hall.store.user, user_id)
            if user is not None:
                people.append(user)
        table = await seating.seat_people(the_hall, queue.game, options, people, RoomTag(room.id, room.slug, queue.rule_set))
    except Exception:
        # They lost their place only for a table that could not be made: give it back (at the end of the queue).
        for user_id in user_ids:
            await the_hall.db(the_hall.store.reservations.reserve, queue, user_id)
        raise
    await the_hall.db(the_hall.store.reservations.set_matched, room.id, user_ids, table.info.id)
    return table.info.id


async def post_reservation(request: Request) -> Response:
    """Reserve (members and operators): ``{"game", "players"}`` under the room's rule set in force today."""
    data = await body(request)
    user = await me(request)
    room, role = await visible_room(request, user.id)
    if role not in ("operator", "member"):
        raise not_member()
    the_hall, game_id = hall(request), data.get("game")
    players: Any = data.get("players")  # an int once check_seats passes
    games = await the_hall.db(the_hall.store.rooms.rules, room.id)
    if not isinstance(game_id, str) or game_id not in games:
        raise ApiError(
            "room/no_rules", Text(f"this room does not play {shown(game_id)}", f"この部屋では {shown(game_id)} を遊べません"), 404
        )
    seating.check_seats(the_hall.game(game_id), players)
    rules = games[game_id]
    name = room_rules.in_force(rules, room_rules.today())
    options = rules.rule_sets[name]
    try:  # a rule set valid for some player counts may not be for this one
        resolve_options(the_hall.game(game_id).options, players, options)
    except GameError as error:
        raise ApiError.from_game(error) from error
    queue = Queue(room.id, game_id, name, players)
    refused = await the_hall.db(the_hall.store.reservations.reserve, queue, user.id)
    if refused is not None:
        raise ApiError(f"room/{refused}", REFUSALS[refused], 409)
    await match(the_hall, room, queue, options)
    waiting = await the_hall.db(the_hall.store.reservations.waiting, room.id)
    return JSONResponse({"waiting": waiting.get(queue, 0), "needed": players}, status_code=201)


async def delete_reservation(request: Request) -> Response:
    await body(request)  # the CSRF check
    user = await me(request)
    room, _ = await visible_room(request, user.id)
    the_hall = hall(request)
    queue = await the_hall.db(the_hall.store.reservations.of, user.id)
    if queue is None or queue.room_id != room.id or not await the_hall.db(the_hall.store.reservations.cancel, user.id):
        raise ApiError("room/not_reserved", Text("you have no reservation in this room", "この部屋で予約していません"), 404)
    return JSONResponse({"cancelled": True})


async def get_reservations(request: Request) -> Response:
    """The room's queues, yours, and the table you were matched into (told once: this answer forgets it)."""
    you = await signed_in_id(request)
    room, _ = await visible_room(request, you)
    the_hall = hall(request)
    waiting = await the_hall.db(the_hall.store.reservations.waiting, room.id)
    # A match another request gave up (rows locked by a concurrent match) is retried by the next poll.
    full = [queue for queue, count in waiting.items() if count >= queue.players]
    if full:
        games = await the_hall.db(the_hall.store.rooms.rules, room.id)
        for queue in full:
            rules = games.get(queue.game)
            if rules is not None and queue.rule_set in rules.rule_sets:
                await match(the_hall, room, queue, rules.rule_sets[queue.rule_set])
        waiting = await the_hall.db(the_hall.store.reservations.waiting, room.id)
    queues = [
        {"game": queue.game, "rule_set": queue.rule_set, "players": queue.players, "waiting": count}
        for queue, count in sorted(waiting.items(), key=lambda item: (item[0].game, item[0].rule_set, item[0].players))
    ]
    yours, table = None, None
    if you is not None:
        mine = await the_hall.db(the_hall.store.reservations.of, you)
        if mine is not None and mine.room_id == room.id:
            yours = {"game": mine.game, "rule_set": mine.rule_set, "players": mine.players, "waiting": waiting.get(mine, 0)}
        table = await the_hall.db(the_hall.store.reservations.take_matched, room.id, you)
    return JSONResponse({"queues": queues, "yours": yours, "table": table})


ROUTES = [
    Route("/api/rooms/{slug}/reservations", get_reservations),
    Route("/api/rooms/{slug}/reservations", post_reservation, methods=["POST"]),
    Route("/api/rooms/{slug}/reservations", delete_reservation, methods=["DELETE"]),
]
