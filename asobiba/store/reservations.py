"""Reservations in the database (server/room_reservations.py): a queue per room, game, rule set and player count.

Each method is one transaction. ``match`` takes the oldest of a queue and deletes them in the same
transaction, so a person is matched once: PostgreSQL locks the rows it takes (FOR UPDATE SKIP
LOCKED, so two processes matching at once take different people), SQLite has one writer at a time.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import CursorResult, ForeignKey, Integer, Result, Select, String, delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, Session, mapped_column, sessionmaker

from asobiba.store.models import Base, GameTable, Seat

LIVE = ("waiting", "playing", "adjourned")  # a table that is not finished


class Reservation(Base):
    """A person waiting in one queue (``user_id`` is unique: one queue at a time)."""

    __tablename__ = "reservations"

    id: Mapped[int] = mapped_column(primary_key=True)
    room_id: Mapped[int] = mapped_column(ForeignKey("rooms.id"))
    game: Mapped[str] = mapped_column(String(32))
    rule_set: Mapped[str] = mapped_column(String(32))
    players: Mapped[int] = mapped_column(Integer)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), unique=True)
    created: Mapped[datetime] = mapped_column(server_default=func.now())


class ReservationMatch(Base):
    """The table a matched person was seated at, until they read it or reserve again."""

    __tablename__ = "reservation_matches"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), primary_key=True)
    room_id: Mapped[int] = mapped_column(ForeignKey("rooms.id"))
    table_id: Mapped[str] = mapped_column(String(16))
    created: Mapped[datetime] = mapped_column(server_default=func.now())


@dataclass(frozen=True, slots=True)
class Queue:
    """People waiting for one kind of table in a room."""

    room_id: int
    game: str
    rule_set: str
    players: int


class Reservations:
    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self.sessions = sessions

    def reserve(self, queue: Queue, user_id: int) -> str | None:
        """Put the person in ``queue``; else why not: ``already_reserved`` (they wait in a queue) or
        ``already_seated`` (they sit at a table not finished)."""
        with self.sessions.begin() as session:
            if session.scalars(_seated([user_id])).first() is not None:
                return "already_seated"
            if session.scalar(select(Reservation.id).where(Reservation.user_id == user_id)) is not None:
                return "already_reserved"
            session.execute(delete(ReservationMatch).where(ReservationMatch.user_id == user_id))
            session.add(
                Reservation(room_id=queue.room_id, game=queue.game, rule_set=queue.rule_set, players=queue.players, user_id=user_id)
            )
            try:
                session.flush()
            except IntegrityError:  # another request of theirs reserved in between
                session.rollback()
                return "already_reserved"
        return None

    def cancel(self, user_id: int) -> bool:
        """Leave the queue; False if the person was waiting in none."""
        with self.sessions.begin() as session:
            return _count(session.execute(delete(Reservation).where(Reservation.user_id == user_id))) > 0

    def of(self, user_id: int) -> Queue | None:
        """The queue the person waits in, if any."""
        with self.sessions() as session:
            row = session.scalar(select(Reservation).where(Reservation.user_id == user_id))
            return None if row is None else Queue(row.room_id, row.game, row.rule_set, row.players)

    def waiting(self, room_id: int) -> dict[Queue, int]:
        """How many wait in each of the room's queues that has anyone."""
        columns = (Reservation.game, Reservation.rule_set, Reservation.players)
        query = select(*columns, func.count()).where(Reservation.room_id == room_id).group_by(*columns)
        with self.sessions() as session:
            return {Queue(room_id, game, rule_set, players): count for game, rule_set, players, count in session.execute(query)}

    def match(self, queue: Queue) -> list[int]:
        """The user ids of the queue's oldest ``queue.players`` people, taken out of it; [] if fewer wait
        (or are free: rows another process is matching are skipped, and that process seats them)."""
        query = (
            select(Reservation.id, Reservation.user_id)
            .where(
                Reservation.room_id == queue.room_id,
                Reservation.game == queue.game,
                Reservation.rule_set == queue.rule_set,
                Reservation.players == queue.players,
            )
            .order_by(Reservation.id)
            .limit(queue.players)
            .with_for_update(skip_locked=True)  # SQLite has no row locks: SQLAlchemy leaves the clause out there
        )
        with self.sessions.begin() as session:
            rows = session.execute(query).all()
            if len(rows) < queue.players:
                return []
            # Someone who sat down at a table since reserving (a reservation does not stop that) leaves the queue.
            seated = session.scalars(_seated(row.user_id for row in rows)).all()
            if seated:
                session.execute(delete(Reservation).where(Reservation.user_id.in_(seated)))
                return []
            taken = session.execute(delete(Reservation).where(Reservation.id.in_([row.id for row in rows])))
            if _count(taken) != len(rows):  # cancelled meanwhile: match nobody now, the next reservation or poll will
                session.rollback()
                return []
            return [row.user_id for row in rows]

    def set_matched(self, room_id: int, user_ids: list[int], table_id: str) -> None:
        with self.sessions.begin() as session:
            session.execute(delete(ReservationMatch).where(ReservationMatch.user_id.in_(user_ids)))
            session.add_all(ReservationMatch(user_id=user_id, room_id=room_id, table_id=table_id) for user_id in user_ids)

    def take_matched(self, room_id: int, user_id: int) -> str | None:
        """The table the person was matched into in this room, forgotten once read (the client then goes there)."""
        with self.sessions.begin() as session:
            row = session.get(ReservationMatch, user_id)
            if row is None or row.room_id != room_id:
                return None
            session.delete(row)
            return row.table_id


def _seated(user_ids: Iterable[int]) -> Select[int | None]:
    """Those of ``user_ids`` who sit at a table that is not finished."""
    live = select(Seat.user_id).join(GameTable, GameTable.id == Seat.table_id).where(GameTable.status.in_(LIVE))
    return live.where(Seat.user_id.in_(list(user_ids))).distinct()


def _count(result: Result[Any]) -> int:
    """Rows a DELETE removed (its result is a CursorResult, which the Session's types do not say)."""
    assert isinstance(result, CursorResult)
    return result.rowcount
