"""Play on a table this process owns: a move checked, committed and announced; a seat taken back
from its stand-in bot; an adjourned table played again.

These carry out the play commands (server/commands.py: Submit, Reclaim, Resume) for Hall.run,
which the hall's router calls where the table is owned. A move goes: read and stamped with the
server's time → played on a clone → committed to the log (fenced by the table's lease when
several processes share the database) → the clone becomes the table's state → announced, under
the table's lock so that announcements keep the log's order.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from asobiba.bots import can_play, close_bots, tell
from asobiba.core.contract import Game
from asobiba.core.errors import GameError, InvalidMove
from asobiba.core.text import Text
from asobiba.server.clock import AWAY_AFTER, away_people, now_ms, result_json
from asobiba.server.commands import CLOCK, PERSON, Submit
from asobiba.server.errors import MOVED, ApiError, shown
from asobiba.server.live import LiveTable
from asobiba.store.db import MoveEntry
from asobiba.store.leases import LeaseLost

if TYPE_CHECKING:
    from asobiba.server.hall import Hall


async def submit(hall: Hall, table: LiveTable, command: Submit) -> int:
    """Check, commit, then announce the move; its number in the log. ApiError, and nothing changed, if refused."""
    seat, data, version, by, key = command.seat, command.data, command.version, command.by, command.key
    async with table.lock:
        if key is not None and key in table.keys:
            return played(table, key, seat, data)
        require_playing(table)
        if type(version) is not int or version != table.version:  # True and 3.0 are no versions
            raise ApiError(
                "move/stale",
                Text(f"stale move: the table is at move {table.version}, not {shown(version)}", f"古い手です（現在 {table.version} 手目）"),
                409,
            )
        game = table.game
        try:
            move = game.stamp(read_move(game, data), now_ms())  # logged as played: replays are exact
            trial = game.clone(table.state)
            events = game.play(trial, seat, move)
        except GameError as error:
            raise ApiError.from_game(error) from error
        outcome = game.outcome(trial)
        # The last of AWAY_AFTER timeouts in a row marks the person away, where a bot may play the seat.
        away = by == CLOCK and table.timeouts.get(seat, 0) + 1 >= AWAY_AFTER and can_play(table.info.game, seat, table.info.options)
        result = None if outcome is None else result_json(outcome, table.info.players, [seat] if away else [])
        number = table.version
        await _commit(hall, table, (table.info.id, number, seat, move.to_json(), result, key))
        table.state = trial
        table.version += 1
        if key is not None:
            table.keys[key] = (number, seat, move.to_json())
        table.last_events = events
        if result is not None:
            table.info.status, table.info.outcome = "finished", result
        await _count(hall, table, seat, by, away)
        hall.fan_out(table, events, (seat, move.to_json()))  # under the lock, so announcements keep the log's order
        tell(table.programs, game, table.state, events)
        if result is not None and table.programs:
            asyncio.get_running_loop().run_in_executor(hall.bot_threads, close_bots, list(table.programs.values()))
    if table.info.status == "adjourned":
        hall.stop_bots(table)
    else:
        hall.schedule(table)
    return number


async def reclaim(hall: Hall, table: LiveTable, seat: int) -> None:
    """The person takes back the seat a bot played since they were marked away; a table adjourned
    because every person was away is played again."""
    if table.info.status == "adjourned" and table.info.players[seat].standin:
        return await resume(hall, table, seat)
    async with table.lock:
        player = table.info.players[seat]
        if not player.standin:
            raise ApiError("table/no_standin", Text("no bot is playing your seat", "あなたの席を代打ちしているボットはいません"), 409)
        await _set_standin(hall, table, [seat], False)
    hall.schedule(table)


async def resume(hall: Hall, table: LiveTable, seat: int) -> None:
    """Back to play; the person coming back takes their seat back from a stand-in bot."""
    async with table.lock:
        if table.info.status != "adjourned":
            return
        table.info.status = "playing"
        await hall.db(hall.store.set_status, table.info.id, "playing")
        if table.info.players[seat].standin:
            await _set_standin(hall, table, [seat], False)
        else:
            hall.fan_out(table, [])
    hall.schedule(table)


def require_playing(table: LiveTable) -> None:
    if table.state is None or table.info.status != "playing":
        raise ApiError("table/not_playing", Text("this table is not being played", "このテーブルは対局中ではありません"), 409)


def played(table: LiveTable, key: str, seat: int, data: object) -> int:
    """The number of the move the table's log has under ``key``, if ``data`` is that move sent
    again by its seat; else ApiError: a key names one move."""
    number, by, logged = table.keys[key]
    game = table.game
    try:
        # the log has the server's time on the move, the client's copy none: one time on both
        first, again = (game.stamp(game.parse_move(move), 0) for move in (logged, data))
        same = by == seat and again.to_json() == first.to_json()
    except Exception:  # not a move at all: not the logged one either
        same = False
    if not same:
        raise ApiError(
            "move/key_reused",
            Text(f"the key {key} names move {number}, another move", f"キー {key} はすでに別の手（{number} 手目）に使われています"),
            409,
        )
    return number


def read_move(game: Game[Any, Any], data: object) -> Any:
    """The game's move for ``data``; InvalidMove for anything it cannot read, whatever its parser raised."""
    try:
        return game.parse_move(data)
    except GameError:
        raise
    except Exception as error:  # a parser's bug must not crash a table: the client sent junk
        raise InvalidMove(Text(f"not a move of {game.id}: {shown(data)}", f"{game.id} の手ではありません: {shown(data)}")) from error


async def _commit(hall: Hall, table: LiveTable, entry: MoveEntry) -> None:
    """Into the log; with several processes, only while this one still holds the table's lease
    and can announce the move (else ApiError, and the move is not played)."""
    try:
        await hall.writer.commit(entry, hall.router.fence(table))
    except LeaseLost as error:
        hall.router.lose(table)
        raise MOVED from error


async def _count(hall: Hall, table: LiveTable, seat: int, by: str, away: bool) -> None:
    """Timeouts in a row: a person's own move starts them again; the last of ``AWAY_AFTER`` marks
    the person away, and a table where every person is away is adjourned at once (no bots play it to its end)."""
    if by == PERSON:
        table.timeouts.pop(seat, None)
    elif by == CLOCK:
        table.timeouts[seat] = table.timeouts.get(seat, 0) + 1
    if not away:
        return
    player = table.info.players[seat]
    player.standin = True
    await hall.db(hall.store.save_seat, table.info.id, player)
    people = [player for player in table.info.players if player.kind == "human"]
    if table.info.status == "playing" and len(away_people(people)) == len(people):
        await hall.set_adjourned(table)


async def _set_standin(hall: Hall, table: LiveTable, seats: list[int], standin: bool) -> None:
    for seat in seats:
        table.info.players[seat].standin = standin
        table.timeouts.pop(seat, None)  # back at the seat: the count starts again
        await hall.db(hall.store.save_seat, table.info.id, table.info.players[seat])
    hall.fan_out(table, [])
