"""Seats before play: a table is created, people take and leave its open seats, and it starts
once every seat is taken or a seated person starts it (open seats then get bots).

A seat's commands (server/commands.py: Join, Leave, Start) are sent, like moves, through the
hall to the process that owns the table, which runs them here (``run_join``, ``run_leave``, ``run_start``).
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from asobiba.bots import LEVELS, can_play
from asobiba.core.contract import Game
from asobiba.core.errors import GameError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.server.commands import Join, Leave, Start
from asobiba.server.errors import ApiError
from asobiba.server.live import LiveTable
from asobiba.server.programs import offered
from asobiba.store import RoomTag, SeatInfo, TableInfo, UserInfo

if TYPE_CHECKING:
    from asobiba.server.hall import Hall

WAITING_PER_GUEST, WAITING_PER_ACCOUNT = 5, 20  # tables one person may have waiting for players at once


def check_seats(game: Game[Any, Any], seats: Any) -> None:
    """ApiError unless ``seats`` is one of the game's player counts (an int: True and 4.0 are not counts)."""
    if type(seats) is not int or seats not in game.seats:
        counts = ", ".join(map(str, game.seats))
        raise ApiError("options/invalid", Text(f"{game.id} is for {counts} players", f"{game.id} は {counts} 人用です"))


async def create(
    hall: Hall, user: UserInfo, game_id: Any, seats: Any, options: Any, players: Any, turn_timeout: Any, room: RoomTag | None = None
) -> LiveTable:
    """A new table, owned by this process: ``players`` names each seat me, open or a bot level;
    with no seat open it starts at once. ``room``: the room it is created in, under that rule set."""
    game = hall.game(game_id)
    check_seats(game, seats)
    try:
        options = resolve_options(game.options, seats, options if isinstance(options, dict) else None)
    except GameError as error:
        raise ApiError.from_game(error) from error
    kinds = ("me", "open", *LEVELS, *offered(hall.programs, game.id))
    if not isinstance(players, list) or len(players) != seats or any(p not in kinds for p in players):
        raise ApiError(
            "request/malformed",
            Text("players lists each seat: me, open or a bot level", "players には各席を me / open / ボットのレベルで指定します"),
        )
    if players.count("me") > 1:
        raise ApiError("request/malformed", Text("you can sit at one seat only", "座れる席は1つだけです"))
    if type(turn_timeout) is not int or not 0 <= turn_timeout <= 3600:
        raise ApiError("request/malformed", Text("turn_timeout is 0 to 3600 seconds", "turn_timeout は0〜3600秒です"))
    if "open" in players and await _waiting(hall, user) >= (WAITING_PER_GUEST if user.guest else WAITING_PER_ACCOUNT):
        raise ApiError(
            "table/too_many",
            Text("you already have tables waiting for players: start or leave one", "参加者待ちのテーブルがすでにあります"),
            409,
        )
    for seat, kind in enumerate(players):
        if kind not in ("me", "open"):
            _require_bot_may_play(game.id, seat, options)
    seated: list[SeatInfo] = []
    for seat, kind in enumerate(players):
        if kind == "me":
            seated.append(SeatInfo(seat, "human", user.id, user.name))
        elif kind == "open":
            seated.append(SeatInfo(seat, "open"))
        else:
            seated.append(SeatInfo(seat, "bot", None, f"Bot ({kind})", kind))
    info = TableInfo(
        secrets.token_hex(6), game.id, seats, options, secrets.randbits(62), "waiting", turn_timeout, user.id, seated, room=room
    )
    await hall.db(hall.store.create_table, info)
    table = hall.tables[info.id] = LiveTable(info, game)
    await hall.router.own(table)
    if all(player.kind != "open" for player in seated):
        await _begin(hall, table)
    return table


async def seat_people(hall: Hall, game_id: str, options: dict[str, Any], people: list[UserInfo], room: RoomTag) -> LiveTable:
    """A table of the room for ``people`` (matched reservations, server/room_reservations.py), one a seat in
    random order, started at once: no seat is open. ``options`` are the room's rule set, already checked."""
    game = hall.game(game_id)
    check_seats(game, len(people))
    try:
        options = resolve_options(game.options, len(people), options)
    except GameError as error:
        raise ApiError.from_game(error) from error
    order = list(people)
    secrets.SystemRandom().shuffle(order)
    seated = [SeatInfo(seat, "human", user.id, user.name) for seat, user in enumerate(order)]
    info = TableInfo(
        secrets.token_hex(6), game.id, len(people), options, secrets.randbits(62), "waiting", 0, order[0].id, seated, room=room
    )
    await hall.db(hall.store.create_table, info)
    table = hall.tables[info.id] = LiveTable(info, game)
    await hall.router.own(table)
    await _begin(hall, table)
    return table


async def _waiting(hall: Hall, user: UserInfo) -> int:
    """How many tables ``user`` created are waiting for players."""
    if not hall.router.shared:  # those the hall is still to load too, as stored: nothing changes them before they are loaded
        infos = [*(table.info for table in hall.tables.values()), *hall.unloaded()]
        return sum(1 for info in infos if info.status == "waiting" and info.created_by == user.id)
    tables = await hall.db(hall.store.tables_of, user.id, ("waiting",), WAITING_PER_ACCOUNT)
    return sum(1 for info in tables if info.created_by == user.id)


async def join(hall: Hall, table: LiveTable, user: UserInfo, seat: Any) -> None:
    """The person takes the open seat ``seat``; the game starts once no seat is open."""
    await hall.send(table, Join(user.id, user.name, seat))


async def leave(hall: Hall, table: LiveTable, user: UserInfo) -> None:
    """The person gives their seat up before the game starts: it is open again."""
    await hall.send(table, Leave(user.id))


async def start(hall: Hall, table: LiveTable, user: UserInfo) -> None:
    """Start now: seats still open get a bot of level normal."""
    await hall.send(table, Start(user.id))


async def run_join(hall: Hall, table: LiveTable, command: Join) -> None:
    """Carry a Join out on a table this process owns (Hall.run), as run_leave and run_start do theirs."""
    user_id, seat = command.user_id, command.seat
    async with table.lock:
        require_waiting(table)
        if table.seat_of(user_id) is not None:
            raise ApiError("table/seat_taken", Text("you already sit at this table", "すでにこのテーブルに着席しています"))
        if not isinstance(seat, int) or not 0 <= seat < table.info.seats or table.info.players[seat].kind != "open":
            raise ApiError("table/seat_taken", Text("that seat is not free", "その席は空いていません"))
        player = SeatInfo(seat, "human", user_id, command.name)
        last = [other.kind for other in table.info.players].count("open") == 1
        # The last seat and the start are one write: a crash between two would leave a full table waiting.
        await hall.db(hall.store.save_seat, table.info.id, player, "playing" if last else None)
        table.info.players[seat] = player
        if last:
            _start(table)
    hall.fan_out(table, [])
    if last:
        hall.schedule(table)


async def run_leave(hall: Hall, table: LiveTable, command: Leave) -> None:
    async with table.lock:
        require_waiting(table)
        seat = table.seat_of(command.user_id)
        if seat is None:
            raise ApiError("table/not_seated", Text("you do not sit at this table", "このテーブルに着席していません"))
        player = table.info.players[seat] = SeatInfo(seat, "open")
        await hall.db(hall.store.save_seat, table.info.id, player)
    hall.fan_out(table, [])


async def run_start(hall: Hall, table: LiveTable, command: Start) -> None:
    async with table.lock:
        require_waiting(table)
        if table.seat_of(command.user_id) is None:
            raise ApiError("table/not_seated", Text("only a seated player can start", "着席しているプレイヤーだけが開始できます"))
        for seat, player in enumerate(table.info.players):
            if player.kind == "open":
                _require_bot_may_play(table.info.game, seat, table.info.options)
        for seat, player in enumerate(table.info.players):
            if player.kind == "open":
                table.info.players[seat] = SeatInfo(seat, "bot", None, "Bot (normal)", "normal")
                await hall.db(hall.store.save_seat, table.info.id, table.info.players[seat])
    await _begin(hall, table)


def _require_bot_may_play(game_id: str, seat: int, options: dict[str, Any]) -> None:
    if not can_play(game_id, seat, options):
        raise ApiError(
            "table/seat_needs_person",
            Text(f"seat {seat + 1} needs a person: no bot can play it here", f"{seat + 1}番の席には人が必要です（ボットは座れません）"),
            409,
        )


async def _begin(hall: Hall, table: LiveTable) -> None:
    _start(table)
    await hall.db(hall.store.set_status, table.info.id, "playing")
    hall.fan_out(table, [])
    hall.schedule(table)


def _start(table: LiveTable) -> None:
    """The game begins in memory (its status is written by the caller)."""
    info = table.info
    table.state = table.game.start(info.seats, info.options, info.seed)
    info.status = "playing"


async def start_if_full(hall: Hall, table: LiveTable) -> None:
    """Start a table just read back that is waiting with no seat open (written by an older server, or
    left by a crash between a seat and the start); its owner then schedules it."""
    if table.info.status == "waiting" and all(player.kind != "open" for player in table.info.players):
        _start(table)
        await hall.db(hall.store.set_status, table.info.id, "playing")


def require_waiting(table: LiveTable) -> None:
    if table.info.status != "waiting":
        raise ApiError("table/not_waiting", Text("this table has already started", "このテーブルはすでに始まっています"), 409)
