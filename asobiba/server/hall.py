"""The hall: every live table, its game state, its connections and its bots.

A move goes: checked by the contract on a clone → committed to the move log (group
commit with other tables' moves) → the clone becomes the table's state → announced
to each connection with that seat's own view. Moves on one table are serialized by
the table's lock, and the log's (table, number) key refuses a duplicate anyway.
After a restart, tables are rebuilt by replaying their logs. With several processes on
one database (server/cluster.py), the hall runs the tables this process owns and keeps
replicas of the others its clients watch; what a client asks of one of those goes to its owner.
Seats are taken and the game started in server/seating.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, TypeVar

from asobiba.bots import LEVELS, can_play, close_bots, make_bot, tell
from asobiba.core.contract import Event, Game
from asobiba.core.errors import GameError, InvalidMove
from asobiba.core.registry import get_game
from asobiba.core.text import Text
from asobiba.server import seating
from asobiba.server.clock import AWAY_AFTER, away_people, clocked, now_ms, rearm, result_json, timeout_move
from asobiba.server.cluster import MOVED, UNAVAILABLE
from asobiba.server.errors import ApiError, not_found
from asobiba.server.fanout import encode, fan_out
from asobiba.server.live import Connection, LiveTable, rebuild
from asobiba.server.programs import caught_up, named
from asobiba.server.writer import MoveWriter
from asobiba.store import Store, TableInfo, UserInfo
from asobiba.store.db import MoveEntry
from asobiba.store.leases import LeaseLost

if TYPE_CHECKING:
    from asobiba.server.cluster import Cluster

T = TypeVar("T")
FINISHED_KEPT = 50  # finished tables reloaded after a restart, newest first, for the lobby
QUICKPLAY_TIMEOUT = 90  # seconds a move of a quick game: then the safest move is made for the person (server/clock.py)
ADJOURN_AFTER = 600  # seconds a table being played may go with none of its people connected, then it is adjourned
PACES = {"slow": 2.0, "normal": 1.0, "fast": 1 / 3}  # the bots' pace a person may ask for, times the hall's bot_delay
# Who makes a move (Hall.submit): the person, a bot, the turn clock for a person whose time ran
# out, the answer window for a person who let a short question pass.
PERSON, BOT, CLOCK, WINDOW = "person", "bot", "clock", "window"
logger = logging.getLogger("asobiba.server")


def shown(value: Any) -> str:
    """A client's value quoted in an error, cut short: an error never echoes a huge payload."""
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:37]}..."


def standin_level(table: LiveTable) -> str:
    """The level a stand-in bot plays at: the table's bots' (the first built-in level seated), else normal."""
    return next((player.level for player in table.info.players if player.kind == "bot" and player.level in LEVELS), "normal")


def played(table: LiveTable, key: str, seat: int, data: Any) -> int:
    """The number of the move the table's log has under ``key``, if ``data`` is that move sent
    again by its seat; else ApiError: a key names one move."""
    number, by, logged = table.keys[key]
    game = table.game
    try:
        first, again = game.parse_move(logged), game.parse_move(data)
        stamp = getattr(game, "stamp", None)
        if stamp is not None:  # the log has the server's time on the move, the client's copy none
            again = stamp(again, first.at)
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


def read_move(game: Game, data: Any) -> Any:
    """The game's move for ``data``; InvalidMove for anything it cannot read, whatever its parser raised."""
    try:
        return game.parse_move(data)
    except GameError:
        raise
    except Exception as error:  # a parser's bug must not crash a table: the client sent junk
        raise InvalidMove(Text(f"not a move of {game.id}: {shown(data)}", f"{game.id} の手ではありません: {shown(data)}")) from error


class Hall:
    def __init__(
        self,
        store: Store,
        bot_delay: float = 0.6,
        bot_budget_ms: float = 800,
        answer_window: float = 4.0,
        adjourn_after: float = ADJOURN_AFTER,
        programs: Sequence[str] = (),
        cluster: Cluster | None = None,
    ) -> None:
        """``adjourn_after``: seconds before a table none of whose people is connected is adjourned (0: never).
        ``programs``: external programs offered as bot levels (``mjai:COMMAND``, server/programs.py).
        ``cluster``: this process's part of several on one database (server/cluster.py); None: the only one."""
        self.store = store
        self.programs = named(programs)  # level name → PROTOCOL:COMMAND
        self.bot_delay = bot_delay
        self.adjourn_after = adjourn_after
        self.answer_window = answer_window
        self.bot_budget_ms = bot_budget_ms
        self.tables: dict[str, LiveTable] = {}
        self.users: dict[int, UserInfo] = {}
        # After a start, the tables are rebuilt in the background (Hall.open): ``listed`` holds those to load,
        # as stored (no moves), until they are loaded and ``ready`` set; ``loading`` the reads under way, one per table.
        self.ready = asyncio.Event()
        self.listed: dict[str, TableInfo] = {}
        self.loader: asyncio.Task[None] | None = None
        self.loading: dict[str, asyncio.Future[LiveTable]] = {}
        self.db_thread = ThreadPoolExecutor(1, thread_name_prefix="asobiba-db")  # one SQLite writer
        self.bot_threads = ThreadPoolExecutor(2, thread_name_prefix="asobiba-bot")
        self.writer = MoveWriter(store, self.db)
        self.cluster = cluster
        if cluster is not None:
            cluster.hall = self

    async def db(self, function: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.db_thread, function, *args)

    async def open(self) -> None:
        """Migrate the schema and list the tables to load, then return: every unfinished table and the
        newest finished ones are rebuilt from their logs in the background, and ``ready`` is set once
        they all are (a request for one meanwhile rebuilds it first: Hall.load). With several processes,
        each table is loaded when a process takes it over or a client opens it: ready at once."""
        await self.db(self.store.migrate)
        self.writer.start()
        if self.cluster is not None:
            await self.cluster.start()
            self.ready.set()
            return
        live = await self.db(self.store.tables, ("waiting", "playing"))
        finished = await self.db(self.store.tables, ("finished",), False, FINISHED_KEPT)
        self.listed = {info.id: info for info in [*finished, *live]}
        self.loader = asyncio.create_task(self._load_listed())

    async def _load_listed(self) -> None:
        """Rebuild the listed tables one at a time, as a request for one would (one a request loaded
        first is skipped), so that requests are answered between them; then the hall is ready."""
        for table_id in list(self.listed):
            try:
                await self.load(table_id)
            except Exception:  # a log that cannot be replayed must not keep the other tables from play
                logger.exception("table %s could not be rebuilt from its log", table_id)
        # The lobby's order, as if open had rebuilt them all: the listed tables, then those created since.
        order = [table_id for table_id in self.listed if table_id in self.tables]
        for table_id in [*order, *(table_id for table_id in self.tables if table_id not in self.listed)]:
            self.tables[table_id] = self.tables.pop(table_id)
        # One that failed stays listed, as stored: a request for it tries again.
        self.listed = {table_id: info for table_id, info in self.listed.items() if table_id not in self.tables}
        self.ready.set()

    def unloaded(self) -> list[TableInfo]:
        """The listed tables not rebuilt yet, as stored (once the hall is ready, those that could not be)."""
        return [info for table_id, info in self.listed.items() if table_id not in self.tables]

    async def _read_back(self, table_id: str) -> LiveTable:
        """The table rebuilt from its log and held from now on, its bots and clocks started: an adjourned
        one, or one the hall is still to load; ApiError (not found) for any other."""
        info = await self.db(self.store.table, table_id)
        if info is None or (info.status != "adjourned" and table_id not in self.listed):
            raise not_found(table_id)
        fresh = await asyncio.to_thread(rebuild, info)
        table = self.tables.setdefault(table_id, fresh)
        if table is fresh:
            async with table.lock:  # taken at once: no request acts on the table before it is mended
                await self._mend(table)
            self.schedule(table)
        return table

    async def _mend(self, table: LiveTable) -> None:
        """Finish what a crash between two writes (or an older server, which wrote them apart) left in a table read back."""
        info = table.info
        outcome = None if table.state is None else table.game.outcome(table.state)
        if info.status == "playing" and outcome is not None:
            # The log says the game is over (a store of an older version wrote the status apart).
            info.status, info.outcome = "finished", result_json(outcome, info.players)
            await self.db(self.store.set_status, info.id, "finished")
            await self.db(self.store.set_outcome, info.id, info.outcome)
        await seating.start_if_full(self, table)

    async def close(self) -> None:
        jobs = [job for job in (self.loader, *self.loading.values()) if job is not None]
        for job in jobs:
            job.cancel()
        await asyncio.gather(*jobs, return_exceptions=True)  # no table is rebuilt and scheduled after its clocks stop
        if self.cluster is not None:
            await self.cluster.stop()
        for table in self.tables.values():
            self.stop_clocks(table)
        await self.writer.stop()
        self.bot_threads.shutdown(wait=False, cancel_futures=True)
        self.db_thread.shutdown(wait=True)

    @staticmethod
    def stop_clocks(table: LiveTable) -> None:
        """Stop the table's bot and timers, and its external programs."""
        if table.bot_task is not None:
            table.bot_task.cancel()
        for timer in (table.timer, table.window, table.adjourn):
            if timer is not None:
                timer.cancel()
        table.timer = table.window = table.adjourn = None
        close_bots(table.programs.values())
        table.programs.clear()

    def owned(self, table: LiveTable) -> bool:
        """Whether this process runs the table (always, unless several share the database)."""
        return self.cluster is None or table.lease is not None

    # -- people ------------------------------------------------------------------------------

    async def user(self, user_id: Any, fresh: bool = False) -> UserInfo | None:
        """The user ``user_id`` (cached; read again when ``fresh``), or None."""
        if not isinstance(user_id, int):
            return None
        if fresh or user_id not in self.users or self.cluster is not None:  # another process may log the user out
            user = await self.db(self.store.user, user_id)
            if user is None:
                return None
            self.users[user_id] = user
        return self.users[user_id]

    async def signed_in(self, session: Mapping[str, Any]) -> UserInfo | None:
        """The user a session names, unless that user logged out since (the session's generation is older)."""
        user = await self.user(session.get("uid"))
        return user if user is not None and session.get("gen") == user.generation else None

    async def load(self, table_id: str) -> LiveTable:
        """The table ``table_id``; one the hall does not hold yet is read back from its log on first use:
        an adjourned one (the hall holds none since a restart), or while the hall is still loading, any
        it is to load. With several processes, any table: a replica of one another process owns."""
        if self.cluster is not None:
            return await self.cluster.replica(table_id)
        if table_id in self.tables:
            return self.tables[table_id]
        if table_id not in self.loading:  # one read for the loader and the requests that ask for it together
            self.loading[table_id] = asyncio.ensure_future(self._read_back(table_id))
            self.loading[table_id].add_done_callback(lambda _: self.loading.pop(table_id, None))
        return await asyncio.shield(self.loading[table_id])

    # -- connections and adjournment ---------------------------------------------------------------

    async def attach(self, table: LiveTable, connection: Connection) -> None:
        """A client opens the table; one of its people coming back to it resumes an adjourned table."""
        seat = table.seat_of(connection.user_id)
        table.connections.add(connection)  # first: a replica with a connection is kept (Cluster.claim)
        self.seen(table)
        if table.info.status == "adjourned" and seat is not None:
            try:
                await self.resume(table, seat)
            except ApiError:
                self.detach(table, connection)
                raise

    def detach(self, table: LiveTable, connection: Connection) -> None:
        table.connections.discard(connection)
        self.seen(table)

    def seen(self, table: LiveTable) -> None:
        """Who has the table open changed (or their pace): the owner's clocks and bots heed it."""
        if self.owned(table):
            self.watch(table)
        else:
            self.cluster.spawn(self.cluster.presence(table))

    def watch(self, table: LiveTable) -> None:
        """Run the adjournment clock while the table is played and none of its people has it open."""
        playing = self.owned(table) and table.info.status == "playing"
        away = playing and self.adjourn_after > 0 and table.has_people() and not table.people_here()
        if not away and table.adjourn is not None:
            table.adjourn.cancel()
            table.adjourn = None
        elif away and table.adjourn is None:
            table.adjourn = asyncio.get_running_loop().call_later(self.adjourn_after, lambda: asyncio.create_task(self._adjourn(table)))

    async def _adjourn(self, table: LiveTable) -> None:
        """Nobody plays here any more: stop the bots and take the table out of the lobby until one of its people comes back."""
        table.adjourn = None
        async with table.lock:
            if table.info.status != "playing" or table.people_here():
                return
            await self._set_adjourned(table)
            self.fan_out(table, [])  # spectators see it adjourned
        self._stop_bots(table)

    async def _set_adjourned(self, table: LiveTable) -> None:
        table.info.status = "adjourned"
        await self.db(self.store.set_status, table.info.id, "adjourned")

    def _stop_bots(self, table: LiveTable) -> None:
        """The table is not played any more: its bot stops, and no timer runs."""
        if table.bot_task is not None and table.bot_task is not asyncio.current_task():
            table.bot_task.cancel()
        self.schedule(table)

    async def resume(self, table: LiveTable, seat: int) -> None:
        """Back to play; the person coming back takes their seat back from a stand-in bot."""
        if not self.owned(table):
            return await self.cluster.forward(table, "resume", seat)
        async with table.lock:
            if table.info.status != "adjourned":
                return
            table.info.status = "playing"
            await self.db(self.store.set_status, table.info.id, "playing")
            if table.info.players[seat].standin:
                await self._set_standin(table, [seat], False)
            else:
                self.fan_out(table, [])
        self.schedule(table)

    # -- lobby -------------------------------------------------------------------------------

    def game(self, game_id: Any) -> Game:
        """The game ``game_id`` names; ApiError if none."""
        try:
            return get_game(game_id)
        except (KeyError, TypeError) as error:
            raise ApiError("request/malformed", Text(f"unknown game {shown(game_id)}", f"不明なゲーム {shown(game_id)}")) from error

    # -- play --------------------------------------------------------------------------------

    async def submit(self, table: LiveTable, seat: int, data: Any, version: Any, by: str = PERSON, key: str | None = None) -> int:
        """Check, commit, then announce one move; its number in the log. Raises ApiError and changes nothing if refused.
        ``by``: who moves, the person (the default) or the server for them (BOT, CLOCK, WINDOW).
        ``key``: the client's name for the move (ws.read_key): sent again, the move is answered as
        played (its number) however the table moved on, and by whichever process owns it now.

        A move once sent is seen through even if its sender is cancelled (a client that hung up, a
        bot stopped): cancelled between the commit and the table's update, the table would lag its log."""
        return await asyncio.shield(self._submit(table, seat, data, version, by, key))

    async def _submit(self, table: LiveTable, seat: int, data: Any, version: Any, by: str, key: str | None) -> int:
        if not self.owned(table):
            self._require_playing(table)
            if by != PERSON:
                return table.version  # the owner runs the bots and the clocks
            return await self.cluster.forward(table, "submit", seat, data, version, by, key)
        async with table.lock:
            if key is not None and key in table.keys:
                return played(table, key, seat, data)
            self._require_playing(table)
            if type(version) is not int or version != table.version:  # True and 3.0 are no versions
                raise ApiError(
                    "move/stale",
                    Text(
                        f"stale move: the table is at move {table.version}, not {shown(version)}",
                        f"古い手です（現在 {table.version} 手目）",
                    ),
                    409,
                )
            game = table.game
            try:
                move = read_move(game, data)
                stamp = getattr(game, "stamp", None)
                if stamp is not None:  # a game with time rules gets the server's time on the move, logged as played
                    move = stamp(move, now_ms())
                trial = game.clone(table.state)
                events = game.play(trial, seat, move)
            except GameError as error:
                raise ApiError.from_game(error) from error
            outcome = game.outcome(trial)
            # The last of AWAY_AFTER timeouts in a row marks the person away, where a bot may play the seat.
            away = by == CLOCK and table.timeouts.get(seat, 0) + 1 >= AWAY_AFTER and can_play(table.info.game, seat, table.info.options)
            result = None if outcome is None else result_json(outcome, table.info.players, [seat] if away else [])
            number = table.version
            await self._commit(table, (table.info.id, number, seat, move.to_json(), result, key))
            table.state = trial
            table.version += 1
            if key is not None:
                table.keys[key] = (number, seat, move.to_json())
            table.last_events = events
            if result is not None:
                table.info.status, table.info.outcome = "finished", result
            await self._count(table, seat, by, away)
            self.fan_out(table, events, (seat, move.to_json()))  # under the lock, so announcements keep the log's order
            tell(table.programs, game, table.state, events)
            if result is not None and table.programs:
                asyncio.get_running_loop().run_in_executor(self.bot_threads, close_bots, list(table.programs.values()))
        if table.info.status == "adjourned":
            self._stop_bots(table)
        else:
            self.schedule(table)
        return number

    async def _count(self, table: LiveTable, seat: int, by: str, away: bool) -> None:
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
        await self.db(self.store.save_seat, table.info.id, player)
        people = [player for player in table.info.players if player.kind == "human"]
        if table.info.status == "playing" and len(away_people(people)) == len(people):
            await self._set_adjourned(table)

    @staticmethod
    def _require_playing(table: LiveTable) -> None:
        if table.state is None or table.info.status != "playing":
            raise ApiError("table/not_playing", Text("this table is not being played", "このテーブルは対局中ではありません"), 409)

    async def _commit(self, table: LiveTable, entry: MoveEntry) -> None:
        """Into the log; with several processes, only while this one still holds the table's lease
        and can announce the move (else ApiError, and the move is not played)."""
        cluster = self.cluster
        if cluster is None or table.lease is None:
            return await self.writer.commit(entry)
        if not cluster.healthy:
            raise UNAVAILABLE
        try:
            await self.writer.commit(entry, (cluster.node, table.lease))
        except LeaseLost as error:
            cluster.lose(table)
            raise MOVED from error

    async def reclaim(self, table: LiveTable, seat: int) -> None:
        """The person takes back the seat a bot played since they were marked away; a table adjourned
        because every person was away is played again."""
        if not self.owned(table):
            return await self.cluster.forward(table, "reclaim", seat)
        if table.info.status == "adjourned" and table.info.players[seat].standin:
            return await self.resume(table, seat)
        async with table.lock:
            player = table.info.players[seat]
            if not player.standin:
                raise ApiError("table/no_standin", Text("no bot is playing your seat", "あなたの席を代打ちしているボットはいません"), 409)
            await self._set_standin(table, [seat], False)
        self.schedule(table)

    async def _set_standin(self, table: LiveTable, seats: list[int], standin: bool) -> None:
        for seat in seats:
            table.info.players[seat].standin = standin
            table.timeouts.pop(seat, None)  # back at the seat: the count starts again
            await self.db(self.store.save_seat, table.info.id, table.info.players[seat])
        self.fan_out(table, [])

    def schedule(self, table: LiveTable) -> None:
        """Start the bot whose turn it is, or the timers of the people whose turn it is."""
        self.watch(table)
        for timer in (table.timer, table.window):
            if timer is not None:
                timer.cancel()
        table.timer = table.window = None
        if table.state is None or table.info.status != "playing" or not self.owned(table):
            return
        if self.cluster is not None and not self.cluster.healthy:
            return  # no move could be committed: the clocks start again when the transport is back
        to_act = sorted(table.game.to_act(table.state))
        bots = [seat for seat in to_act if table.is_bot(seat)]
        if bots and (table.bot_task is None or table.bot_task.done()):
            table.bot_task = asyncio.create_task(self._bot_turn(table, bots[0], table.version))
        people = [seat for seat in to_act if not table.is_bot(seat)]
        loop, version = asyncio.get_running_loop(), table.version
        self._rearm(table)
        if table.deadlines:
            wait = max(0.0, (min(table.deadlines.values()) - now_ms()) / 1000)
            table.timer = loop.call_later(wait, lambda: asyncio.create_task(self._time_out(table, version)))
        # A game may name a move it makes for a person who lets a short question pass
        # (Tichu's bomb window before a trick is taken): the table does not wait on them.
        timed_default = getattr(table.game, "timed_default", None)
        if people and timed_default is not None:
            waiting = [seat for seat in people if timed_default(table.state, seat) is not None]
            if waiting:
                table.window = loop.call_later(self.answer_window, lambda: asyncio.create_task(self._answer_for(table, waiting, version)))

    def _rearm(self, table: LiveTable, moved: int | None = None) -> None:
        """The owner keeps the deadline of each person on turn, for its timer and its state messages
        (``moved``: the seat whose move was just committed starts a new one)."""
        if not self.owned(table):
            return
        playing = table.state is not None and table.info.status == "playing" and table.info.turn_timeout > 0
        people = [seat for seat in table.game.to_act(table.state) if not table.is_bot(seat)] if playing else []
        due = clocked(table.game, table.state, people) if people else []
        rearm(table.deadlines, due, table.info.turn_timeout * 1000, moved)

    async def _time_out(self, table: LiveTable, version: int) -> None:
        """The first person whose deadline passed gets the game's timeout move (server/clock.py);
        a seat whose timeout move is none (a person host's answer) has no deadline and keeps waiting."""
        if table.version != version or table.info.status != "playing" or not self.owned(table):
            return
        late = sorted((deadline, seat) for seat, deadline in table.deadlines.items() if deadline <= now_ms())
        if not late:
            return self.schedule(table)  # the timer rang a little early
        seat = late[0][1]
        move = timeout_move(table.game, table.state, seat)
        if move is not None:
            with contextlib.suppress(ApiError):  # the person moved meanwhile
                await self.submit(table, seat, move.to_json(), version, CLOCK)

    async def _answer_for(self, table: LiveTable, seats: list[int], version: int) -> None:
        for seat in seats:
            move = table.game.timed_default(table.state, seat) if table.version == version else None
            if move is None:
                return  # the table moved on: schedule has set a new window if one is needed
            with contextlib.suppress(ApiError):
                await self.submit(table, seat, move.to_json(), version, WINDOW)
            version += 1

    def bot_pause(self, table: LiveTable) -> float:
        """Seconds a bot waits before a move people see: ``bot_delay`` at the slowest pace asked
        for by the people connected at their seats (spectators do not count; none: normal)."""
        paces = [PACES[pace] for _, pace in table.present()]
        return self.bot_delay * max(paces, default=PACES["normal"])

    async def _bot_turn(self, table: LiveTable, seat: int, version: int) -> None:
        loop = asyncio.get_running_loop()
        begin = loop.time()
        if table.version != version or not table.is_bot(seat):
            return
        level = table.info.players[seat].level or standin_level(table)
        bot = await self._program(table, seat, level) if level in self.programs else make_bot(table.info.game, level)
        rng = random.Random(f"{table.info.seed}:{version}")
        game, state = table.game, table.game.clone(table.state)
        move = await loop.run_in_executor(self.bot_threads, lambda: bot.choose(game, state, seat, rng, self.bot_budget_ms))
        pause = self.bot_pause(table)
        if pause and any(event.to is None for event in game.play(game.clone(state), seat, move)):
            # A short pause so people can follow: only before a move they will see.
            await asyncio.sleep(max(0.0, pause - (loop.time() - begin)))
            if not table.is_bot(seat):
                return  # the person took the seat back meanwhile
        with contextlib.suppress(ApiError):  # someone moved first (a reclaimed seat): schedule again below
            await self.submit(table, seat, move.to_json(), version, BOT)
        if table.bot_task is asyncio.current_task():
            table.bot_task = None
            self.schedule(table)

    async def _program(self, table: LiveTable, seat: int, level: str) -> Any:
        """The seat's external program, started at its first move and told the log so far
        (under the lock: no move may come between what it is told and what it is told next)."""
        if seat not in table.programs:
            async with table.lock:
                info = await self.db(self.store.table, table.info.id)
                moves = info.moves[: table.version]
                loop = asyncio.get_running_loop()
                program = self.programs[level]
                table.programs[seat] = await loop.run_in_executor(self.bot_threads, caught_up, table.game, info, seat, program, moves)
        return table.programs[seat]

    # -- fan-out -----------------------------------------------------------------------------

    def message(self, table: LiveTable, user_id: int | None, events: list[Event], summary: dict[str, Any] | None = None) -> str:
        """The state message for one connection: only that seat's view and visible events."""
        seat = table.seat_of(user_id)
        view = table.game.view(table.state, table.viewer(seat)) if table.state is not None else None
        return encode(table, seat, view, events, summary or table.summary(), self.answer_window)

    def fan_out(self, table: LiveTable, events: list[Event], move: tuple[int, Any] | None = None) -> None:
        """Each connection here gets its own message; the owner of a table of several processes
        also announces the change (``move``: the one just committed) to the other processes."""
        self._rearm(table, None if move is None else move[0])
        fan_out(table, events, self.answer_window)
        if self.cluster is not None and table.lease is not None:
            self.cluster.announce(table, move)
