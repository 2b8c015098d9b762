"""The Store: every read and write the server makes, as plain values in and out.

It is synchronous; the server calls it from one writer thread, so SQLite sees a
single writer, and moves from many tables are committed together (group commit).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from alembic import command
from alembic.config import Config
from platformdirs import user_data_dir
from sqlalchemy import Engine, create_engine, event, func, insert, select, text, update
from sqlalchemy.orm import Session, sessionmaker

from asobiba.store.leases import Leases, fence
from asobiba.store.models import GameTable, MoveRow, Room, Seat, User
from asobiba.store.reservations import Reservations
from asobiba.store.rooms import Rooms

MIGRATIONS = Path(__file__).parent / "migrations"
MIGRATION_LOCK = 0x61736F6269  # a PostgreSQL advisory lock key ("asobi")
Fence = tuple[str, int]  # (node, generation): the lease a move's writer must still hold


def default_url() -> str:
    """An SQLite file in the user's data directory."""
    folder = Path(user_data_dir("asobiba"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'asobiba.db'}"


@dataclass(slots=True)
class UserInfo:
    id: int
    name: str
    guest: bool
    password_hash: str | None = None
    generation: int = 0  # sessions of an older generation are logged out


@dataclass(slots=True)
class SeatInfo:
    seat: int
    kind: str  # open | human | bot
    user_id: int | None = None
    name: str | None = None
    level: str | None = None
    standin: bool = False  # a bot plays this person's seat since a turn timeout


@dataclass(frozen=True, slots=True)
class RoomTag:
    """The room a table was created in, and the name of the room's rule set it is played under."""

    id: int
    slug: str
    rule_set: str


@dataclass(slots=True)
class TableInfo:
    id: str
    game: str
    seats: int
    options: dict[str, Any]
    seed: int
    status: str
    turn_timeout: int
    created_by: int | None
    players: list[SeatInfo] = field(default_factory=list)
    moves: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    keys: dict[str, tuple[int, int, dict[str, Any]]] = field(default_factory=dict)  # client's key → (number, seat, move)
    created: datetime | None = None
    ended: datetime | None = None
    outcome: dict[str, Any] | None = None  # Outcome.to_json(), once finished
    room: RoomTag | None = None  # None: a table of the global lobby


# One move for the log: table, number, seat, move, the outcome if it ends the game, the client's key if it sent one.
MoveEntry = tuple[str, int, int, dict[str, Any], dict[str, Any] | None, str | None]
DURABILITY = ("normal", "full")


def sqlite_pragmas(durability: str) -> Callable[[Any, Any], None]:
    """WAL with synchronous=NORMAL: a commit survives the process being killed (the log is
    in the OS), which is what crash recovery needs, without an fsync per move. ``full``:
    synchronous=FULL, an fsync per commit, so a commit survives a power loss too."""

    def pragmas(connection: Any, _: Any) -> None:
        cursor = connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={durability.upper()}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    return pragmas


class Store:
    def __init__(self, url: str, durability: str = "normal") -> None:
        """``durability`` (SQLite): ``normal`` survives a killed process, ``full`` a power loss too.
        PostgreSQL's commit is durable by default (synchronous_commit=on)."""
        if durability not in DURABILITY:
            raise ValueError(f"durability is one of {DURABILITY}, not {durability!r}")
        self.url = url
        self.engine: Engine = create_engine(url, pool_pre_ping=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", sqlite_pragmas(durability))
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.leases = Leases(self.engine)
        self.rooms = Rooms(self.sessions)
        self.reservations = Reservations(self.sessions)

    def migrate(self) -> None:
        """Bring the schema to the newest Alembic revision."""
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.set_main_option("sqlalchemy.url", self.url.replace("%", "%%"))
        with self.engine.begin() as connection:
            if connection.dialect.name == "postgresql":  # processes starting together migrate one after the other
                connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def close(self) -> None:
        self.engine.dispose()

    # -- users -----------------------------------------------------------------------------

    def create_user(self, name: str, password_hash: str | None, name_key: str | None = None) -> UserInfo:
        """A guest, or with ``name_key`` a registered account: ``IntegrityError`` if that key is taken."""
        with self.sessions.begin() as session:
            user = User(name=name, name_key=name_key, password_hash=password_hash, session_generation=0)
            session.add(user)
            session.flush()
            return _user_info(user)

    def register_guest(self, user_id: int, name: str, password_hash: str, name_key: str) -> UserInfo | None:
        """The guest ``user_id`` becomes a registered account under ``name``, keeping its id and so its tables
        and history; None if it is no guest (any more). ``IntegrityError`` if the name's key is taken."""
        with self.sessions.begin() as session:
            user = session.get(User, user_id)
            if user is None or not user.guest:
                return None
            user.name, user.name_key, user.password_hash = name, name_key, password_hash
            session.flush()
            return _user_info(user)

    def registered_user(self, name_key: str) -> UserInfo | None:
        with self.sessions() as session:
            user = session.scalars(select(User).where(User.name_key == name_key)).first()
            return None if user is None else _user_info(user)

    def user(self, user_id: int) -> UserInfo | None:
        with self.sessions() as session:
            user = session.get(User, user_id)
            return None if user is None else _user_info(user)

    def set_password(self, user_id: int, password_hash: str) -> None:
        with self.sessions.begin() as session:
            session.execute(update(User).where(User.id == user_id).values(password_hash=password_hash))

    def end_sessions(self, user_id: int) -> int:
        """Raise the user's session generation, so that every session issued before is logged out; the new one."""
        with self.sessions.begin() as session:
            user = session.get(User, user_id)
            assert user is not None
            user.session_generation += 1
            return user.session_generation

    # -- tables ----------------------------------------------------------------------------

    def create_table(self, table: TableInfo) -> None:
        with self.sessions.begin() as session:
            session.add(
                GameTable(
                    id=table.id,
                    game=table.game,
                    seats=table.seats,
                    options=table.options,
                    seed=table.seed,
                    status=table.status,
                    turn_timeout=table.turn_timeout,
                    created_by=table.created_by,
                    room_id=None if table.room is None else table.room.id,
                    rule_set=None if table.room is None else table.room.rule_set,
                )
            )
            session.flush()
            session.add_all(Seat(table_id=table.id, **_seat_fields(player)) for player in table.players)

    def save_seat(self, table_id: str, player: SeatInfo, status: str | None = None) -> None:
        """``status``: the table's new status, in the same transaction (the last seat taken starts
        the game: a crash never leaves a table with every seat taken still waiting)."""
        with self.sessions.begin() as session:
            session.merge(Seat(table_id=table_id, **_seat_fields(player)))
            if status is not None:
                session.execute(update(GameTable).where(GameTable.id == table_id).values(status=status))

    def set_status(self, table_id: str, status: str) -> None:
        with self.sessions.begin() as session:
            session.execute(update(GameTable).where(GameTable.id == table_id).values(status=status))

    def append_moves(self, rows: list[MoveEntry], fences: dict[str, Fence] | None = None) -> None:
        """Commit moves ``(table_id, number, seat, move, outcome, key)`` of any tables in one transaction.

        ``outcome`` (``Outcome.to_json()``) marks a move that ends its game: the table is
        finished with its result in the same transaction, so a crash never leaves a finished
        game "playing". A duplicate (table, number), or a key the table's log already has,
        violates a unique key: nothing is committed. ``key``: the client's name for the move, or None.
        ``fences``: table → the lease its writer must hold (several processes, store/leases.py);
        LeaseLost and nothing committed if it holds it no more.
        """
        with self.engine.begin() as connection:  # Core executemany: the log's hot path
            if fences:
                fence(connection, fences, time.time())
            connection.execute(insert(MoveRow), [{"table_id": t, "number": n, "seat": s, "move": m, "key": k} for t, n, s, m, _, k in rows])
            for table_id, _, _, _, outcome, _ in rows:
                if outcome is not None:
                    ended = update(GameTable).where(GameTable.id == table_id)
                    connection.execute(ended.values(status="finished", outcome=outcome, ended=func.now()))

    def set_outcome(self, table_id: str, outcome: dict[str, Any]) -> None:
        """The result of a table finished before results were kept (read again from its log)."""
        with self.sessions.begin() as session:
            session.execute(update(GameTable).where(GameTable.id == table_id).values(outcome=outcome))

    def tables(
        self, statuses: tuple[str, ...], with_moves: bool = False, newest: int | None = None, room_id: int | Literal["any"] | None = "any"
    ) -> list[TableInfo]:
        """Tables with one of ``statuses``, oldest first; only the ``newest`` ones if given; only those of
        the room ``room_id`` if given (None: those of no room, the global lobby's)."""
        with self.sessions() as session:
            query = select(GameTable).where(GameTable.status.in_(statuses)).order_by(GameTable.created.desc(), GameTable.id)
            if room_id != "any":
                query = query.where(GameTable.room_id.is_(None) if room_id is None else GameTable.room_id == room_id)
            rows = session.scalars(query.limit(newest)).all()
            return [self._info(session, row, with_moves) for row in reversed(rows)]

    def table(self, table_id: str, with_moves: bool = True) -> TableInfo | None:
        with self.sessions() as session:
            row = session.get(GameTable, table_id)
            return None if row is None else self._info(session, row, with_moves)

    def tables_of(self, user_id: int, statuses: tuple[str, ...], newest: int) -> list[TableInfo]:
        """The ``newest`` tables with one of ``statuses`` where ``user_id`` holds a seat, newest first (no moves)."""
        with self.sessions() as session:
            seated = select(Seat.table_id).where(Seat.user_id == user_id)
            query = select(GameTable).where(GameTable.id.in_(seated), GameTable.status.in_(statuses))
            rows = session.scalars(query.order_by(GameTable.created.desc(), GameTable.id).limit(newest)).all()
            return [self._info(session, row, False) for row in rows]

    @staticmethod
    def _info(session: Session, row: GameTable, with_moves: bool) -> TableInfo:
        seats = session.scalars(select(Seat).where(Seat.table_id == row.id).order_by(Seat.seat)).all()
        info = TableInfo(
            id=row.id,
            game=row.game,
            seats=row.seats,
            options=row.options,
            seed=row.seed,
            status=row.status,
            turn_timeout=row.turn_timeout,
            created_by=row.created_by,
            players=[SeatInfo(s.seat, s.kind, s.user_id, s.name, s.level, s.standin) for s in seats],
            created=row.created,
            ended=row.ended,
            outcome=row.outcome,
        )
        if row.room_id is not None:
            slug = session.scalar(select(Room.slug).where(Room.id == row.room_id))
            info.room = RoomTag(row.room_id, slug or "", row.rule_set or "")
        if with_moves:
            query = select(MoveRow.number, MoveRow.seat, MoveRow.move, MoveRow.key).where(MoveRow.table_id == row.id)
            moves = session.execute(query.order_by(MoveRow.number)).all()
            info.moves = [(seat, move) for _, seat, move, _ in moves]
            info.keys = {key: (number, seat, move) for number, seat, move, key in moves if key is not None}
        return info


def _seat_fields(player: SeatInfo) -> dict[str, Any]:
    return {
        "seat": player.seat,
        "kind": player.kind,
        "user_id": player.user_id,
        "name": player.name,
        "level": player.level,
        "standin": player.standin,
    }


def _user_info(user: User) -> UserInfo:
    return UserInfo(user.id, user.name, user.guest, user.password_hash, user.session_generation)
