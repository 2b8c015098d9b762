"""The hall: every live table, its game state, its connections and its bots.

What a client asks of a table is a command (server/commands.py). The hall sends it through its
router (server/router.py) to the process that owns the table, this one unless several share the
database, and there runs it (Hall.run): a move is checked on a clone, committed to the move log
(group commit with other tables' moves), then announced to each connection with that seat's own
view (server/play.py); seats are taken and the game started in server/seating.py. Commands on one
table are serialized by the table's lock, and the log's (table, number) key refuses a duplicate
anyway. The hall runs the bots and the clocks of the tables this process owns, and keeps
replicas of the others its clients watch. After a restart, tables are rebuilt by replaying
their logs (server/loading.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar, TypeVarTuple, assert_never, overload

from asobiba.bots import LEVELS, Bot, close_bots, make_bot
from asobiba.core.contract import Event, Game
from asobiba.core.registry import get_game
from asobiba.core.text import Text
from asobiba.server import loading, play, seating
from asobiba.server.clock import clocked, now_ms, rearm, timeout_move
from asobiba.server.commands import BOT, CLOCK, PERSON, WINDOW, Command, Join, Leave, Reclaim, Result, Resume, Start, Submit
from asobiba.server.errors import ApiError, not_found, shown
from asobiba.server.fanout import encode, fan_out
from asobiba.server.live import Connection, LiveTable
from asobiba.server.programs import caught_up, named
from asobiba.server.router import LocalRouter, Router
from asobiba.server.writer import MoveWriter
from asobiba.store import Store, TableInfo, UserInfo

T = TypeVar("T")
Ts = TypeVarTuple("Ts")
QUICKPLAY_TIMEOUT = 90  # seconds a move of a quick game: then the safest move is made for the person (server/clock.py)
ADJOURN_AFTER = 600  # seconds a table being played may go with none of its people connected, then it is adjourned
PACES = {"slow": 2.0, "normal": 1.0, "fast": 1 / 3}  # the bots' pace a person may ask for, times the hall's bot_delay
logger = logging.getLogger("asobiba.server")


def standin_level(table: LiveTable) -> str:
    """The level a stand-in bot plays at: the table's bots' (the first built-in level seated), else normal."""
    return next((player.level for player in table.info.players if player.kind == "bot" and player.level in LEVELS), "normal")


class Hall:
    def __init__(
        self,
        store: Store,
        bot_delay: float = 0.6,
        bot_budget_ms: float = 800,
        answer_window: float = 4.0,
        adjourn_after: float = ADJOURN_AFTER,
        programs: Sequence[str] = (),
        router: Router | None = None,
    ) -> None:
        """``adjourn_after``: seconds before a table none of whose people is connected is adjourned (0: never).
        ``programs``: external programs offered as bot levels (``mjai:COMMAND``, server/programs.py).
        ``router``: where a table's commands are run; None: here, the only process (router.LocalRouter)."""
        self.store = store
        self.programs = named(programs)  # level name → PROTOCOL:COMMAND
        self.bot_delay = bot_delay
        self.adjourn_after = adjourn_after
        self.answer_window = answer_window
        self.bot_budget_ms = bot_budget_ms
        self.router: Router = router or LocalRouter()
        self.tables: dict[str, LiveTable] = {}
        self.users: dict[int, UserInfo] = {}
        # After a start, the tables are rebuilt in the background (server/loading.py): ``listed`` holds those to load,
        # as stored (no moves), until they are loaded and ``ready`` set; ``loading`` the reads under way, one per table.
        self.ready = asyncio.Event()
        self.listed: dict[str, TableInfo] = {}
        self.loader: asyncio.Task[None] | None = None
        self.loading: dict[str, asyncio.Future[LiveTable]] = {}
        self.db_thread = ThreadPoolExecutor(1, thread_name_prefix="asobiba-db")  # one SQLite writer
        self.bot_threads = ThreadPoolExecutor(2, thread_name_prefix="asobiba-bot")
        self.writer = MoveWriter(store, self.db)

    async def db(self, function: Callable[[*Ts], T], *args: *Ts) -> T:
        """``function(*args)`` on the database's own thread."""
        return await asyncio.get_running_loop().run_in_executor(self.db_thread, function, *args)

    async def open(self) -> None:
        """Migrate the schema and list the tables to load, then return: every unfinished table and the
        newest finished ones are rebuilt from their logs in the background, and ``ready`` is set once
        they all are (a request for one meanwhile rebuilds it first: Hall.load). With several processes,
        each table is loaded when a process takes it over or a client opens it: ready at once."""
        await self.db(self.store.migrate)
        self.writer.start()
        await self.router.start(self)
        if self.router.shared:
            self.ready.set()
        else:
            await loading.start(self)

    async def close(self) -> None:
        jobs = [job for job in (self.loader, *self.loading.values()) if job is not None]
        for job in jobs:
            job.cancel()
        await asyncio.gather(*jobs, return_exceptions=True)  # no table is rebuilt and scheduled after its clocks stop
        await self.router.stop()
        for table in self.tables.values():
            self.stop_clocks(table)
        await self.writer.stop()
        self.bot_threads.shutdown(wait=False, cancel_futures=True)
        self.db_thread.shutdown(wait=True)

    def unloaded(self) -> list[TableInfo]:
        """The listed tables not rebuilt yet, as stored (once the hall is ready, those that could not be)."""
        return [info for table_id, info in self.listed.items() if table_id not in self.tables]

    async def load(self, table_id: str) -> LiveTable:
        """The table ``table_id``; one the hall does not hold yet is read back from its log on first use
        (server/loading.py). With several processes, any table: a replica of one another process owns."""
        if self.router.shared:
            return await self.router.replica(table_id)
        return await loading.load(self, table_id)

    async def mend(self, table: LiveTable) -> None:
        """Finish what a crash left in a table just read back from its log."""
        await loading.mend(self, table)

    # -- people and games --------------------------------------------------------------------

    async def user(self, user_id: object, fresh: bool = False) -> UserInfo | None:
        """The user ``user_id`` (cached; read again when ``fresh``), or None."""
        if not isinstance(user_id, int):
            return None
        if fresh or user_id not in self.users or self.router.shared:  # another process may log the user out
            user = await self.db(self.store.user, user_id)
            if user is None:
                return None
            self.users[user_id] = user
        return self.users[user_id]

    async def signed_in(self, session: Mapping[str, Any]) -> UserInfo | None:
        """The user a session names, unless that user logged out since (the session's generation is older)."""
        user = await self.user(session.get("uid"))
        return user if user is not None and session.get("gen") == user.generation else None

    def game(self, game_id: object) -> Game[Any, Any]:
        """The game ``game_id`` names; ApiError if none."""
        if isinstance(game_id, str):
            with contextlib.suppress(KeyError):
                return get_game(game_id)
        raise ApiError("request/malformed", Text(f"unknown game {shown(game_id)}", f"不明なゲーム {shown(game_id)}"))

    # -- commands ----------------------------------------------------------------------------

    @overload
    async def send(self, table: LiveTable, command: Submit) -> int: ...

    @overload
    async def send(self, table: LiveTable, command: Reclaim | Resume | Join | Leave | Start) -> None: ...

    async def send(self, table: LiveTable, command: Command) -> Result:
        """Run ``command`` where the table is run, here or by the process that owns it; its result
        (a move's number). ApiError, and nothing changed, if it is refused."""
        if not self.router.owns(table):
            # What a copy of the table can refuse is refused here, before a round trip to the owner.
            if isinstance(command, Submit):
                play.require_playing(table)
                if command.by != PERSON:
                    return table.version  # the owner runs the bots and the clocks
            elif isinstance(command, Join | Leave | Start):
                seating.require_waiting(table)
        return await self.router.send(table, command)

    async def run(self, table: LiveTable, command: Command) -> Result:
        """Carry ``command`` out on a table this process owns, asked here or by another process.

        A command once begun is seen through even if its sender is cancelled (a client that hung up, a
        bot stopped): cancelled between a write to the database and the table's update, the table would lag its log."""
        return await asyncio.shield(self._run(table, command))

    async def _run(self, table: LiveTable, command: Command) -> Result:
        match command:
            case Submit():
                return await play.submit(self, table, command)
            case Reclaim(seat):
                await play.reclaim(self, table, seat)
            case Resume(seat):
                await play.resume(self, table, seat)
            case Join():
                await seating.run_join(self, table, command)
            case Leave():
                await seating.run_leave(self, table, command)
            case Start():
                await seating.run_start(self, table, command)
            case _:
                assert_never(command)
        return None

    async def submit(self, table: LiveTable, seat: int, data: object, version: object, by: str = PERSON, key: str | None = None) -> int:
        """Check, commit, then announce one move; its number in the log. Raises ApiError and changes nothing if refused.
        ``by``: who moves, the person (the default) or the server for them (BOT, CLOCK, WINDOW).
        ``key``: the client's name for the move (ws.read_key): sent again, the move is answered as
        played (its number) however the table moved on, and by whichever process owns it now."""
        return await self.send(table, Submit(seat, data, version, by, key))

    async def reclaim(self, table: LiveTable, seat: int) -> None:
        """The person takes back the seat a bot played since they were marked away; a table adjourned
        because every person was away is played again."""
        await self.send(table, Reclaim(seat))

    async def resume(self, table: LiveTable, seat: int) -> None:
        """Back to play; the person coming back takes their seat back from a stand-in bot."""
        await self.send(table, Resume(seat))

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
        if self.router.owns(table):
            self.watch(table)
        else:
            self.router.seen(table)

    def watch(self, table: LiveTable) -> None:
        """Run the adjournment clock while the table is played and none of its people has it open."""
        playing = self.router.owns(table) and table.info.status == "playing"
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
            await self.set_adjourned(table)
            self.fan_out(table, [])  # spectators see it adjourned
        self.stop_bots(table)

    async def set_adjourned(self, table: LiveTable) -> None:
        table.info.status = "adjourned"
        await self.db(self.store.set_status, table.info.id, "adjourned")

    def stop_bots(self, table: LiveTable) -> None:
        """The table is not played any more: its bot stops, and no timer runs."""
        if table.bot_task is not None and table.bot_task is not asyncio.current_task():
            table.bot_task.cancel()
        self.schedule(table)

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

    # -- bots and clocks ---------------------------------------------------------------------

    def schedule(self, table: LiveTable) -> None:
        """Start the bot whose turn it is, or the timers of the people whose turn it is."""
        self.watch(table)
        for timer in (table.timer, table.window):
            if timer is not None:
                timer.cancel()
        table.timer = table.window = None
        if table.state is None or table.info.status != "playing" or not self.router.owns(table):
            return
        if not self.router.healthy:
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
        if people:
            waiting = [seat for seat in people if table.game.timed_default(table.state, seat) is not None]
            if waiting:
                table.window = loop.call_later(self.answer_window, lambda: asyncio.create_task(self._answer_for(table, waiting, version)))

    def _rearm(self, table: LiveTable, moved: int | None = None) -> None:
        """The owner keeps the deadline of each person on turn, for its timer and its state messages
        (``moved``: the seat whose move was just committed starts a new one)."""
        if not self.router.owns(table):
            return
        playing = table.state is not None and table.info.status == "playing" and table.info.turn_timeout > 0
        people = [seat for seat in table.game.to_act(table.state) if not table.is_bot(seat)] if playing else []
        due = clocked(table.game, table.state, people) if people else []
        rearm(table.deadlines, due, table.info.turn_timeout * 1000, moved)

    async def _time_out(self, table: LiveTable, version: int) -> None:
        """The first person whose deadline passed gets the game's timeout move (server/clock.py);
        a seat whose timeout move is none (a person host's answer) has no deadline and keeps waiting."""
        if table.version != version or table.info.status != "playing" or not self.router.owns(table):
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

    async def _program(self, table: LiveTable, seat: int, level: str) -> Bot:
        """The seat's external program, started at its first move and told the log so far
        (under the lock: no move may come between what it is told and what it is told next)."""
        if seat not in table.programs:
            async with table.lock:
                info = await self.db(self.store.table, table.info.id)
                if info is None:
                    raise not_found(table.info.id)
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
        self.router.announce(table, move)
