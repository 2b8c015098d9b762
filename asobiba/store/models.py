"""Tables of the database (SQLAlchemy 2.x). The schema is managed by Alembic (migrations/)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Date, Float, ForeignKey, Index, Integer, String, Text, UniqueConstraint, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class User(Base):
    """A person: a guest (no password) or a registered account."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(40), index=True)
    name_key: Mapped[str | None] = mapped_column(String(80), unique=True)  # registered names only: NFKC, case-folded
    password_hash: Mapped[str | None] = mapped_column(String(200))
    session_generation: Mapped[int] = mapped_column(Integer, default=0)  # raised by logout: older sessions end
    created: Mapped[datetime] = mapped_column(server_default=func.now())

    @property
    def guest(self) -> bool:
        return self.password_hash is None


class GameTable(Base):
    """A table in the lobby: a game with its options and seed, and its seats and move log."""

    __tablename__ = "game_tables"

    id: Mapped[str] = mapped_column(String(16), primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    seats: Mapped[int] = mapped_column(Integer)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)  # secret until the table is finished
    status: Mapped[str] = mapped_column(String(16), index=True)  # waiting | playing | adjourned | finished
    turn_timeout: Mapped[int] = mapped_column(Integer, default=0)  # seconds; 0 = never
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    created: Mapped[datetime] = mapped_column(server_default=func.now())
    outcome: Mapped[dict[str, Any] | None] = mapped_column(JSON)  # scores and ranks, once finished
    ended: Mapped[datetime | None] = mapped_column()
    room_id: Mapped[int | None] = mapped_column(ForeignKey("rooms.id"), index=True)  # None: the global lobby's
    rule_set: Mapped[str | None] = mapped_column(String(32))  # the room's rule set it was created under


class Seat(Base):
    """Who sits where: a person (user_id), a bot (level), or nobody yet (kind 'open')."""

    __tablename__ = "seats"

    table_id: Mapped[str] = mapped_column(ForeignKey("game_tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))  # open | human | bot
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), index=True)
    name: Mapped[str | None] = mapped_column(String(40))
    level: Mapped[str | None] = mapped_column(String(16))
    standin: Mapped[bool] = mapped_column(Boolean, default=False)  # a bot plays this person's seat after a timeout


class MoveRow(Base):
    """One committed move. The primary key (table, number) serializes moves on a table."""

    __tablename__ = "moves"
    __table_args__ = (Index("ix_moves_table_key", "table_id", "key", unique=True),)

    table_id: Mapped[str] = mapped_column(ForeignKey("game_tables.id"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    move: Mapped[dict[str, Any]] = mapped_column(JSON)
    key: Mapped[str | None] = mapped_column(String(64))  # the client's idempotency key, if it sent one


class Lease(Base):
    """Which server process owns a live table (several processes on one database: server/cluster.py)."""

    __tablename__ = "leases"

    table_id: Mapped[str] = mapped_column(ForeignKey("game_tables.id"), primary_key=True)
    owner: Mapped[str] = mapped_column(String(64), index=True)  # the owner's node id
    generation: Mapped[int] = mapped_column(Integer)  # raised by each take-over; checked with each move (fencing)
    expires: Mapped[float] = mapped_column(Float)  # Unix seconds; renewed by the owner's heartbeat


class Room(Base):
    """A community's own place: its lobby, members and rules (server/rooms.py). Later features
    (reservations, chat, rankings, tournaments) hang off ``rooms.id``."""

    __tablename__ = "rooms"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(32), unique=True)  # its address: #/rooms/<slug>
    name_en: Mapped[str] = mapped_column(String(60))
    name_ja: Mapped[str] = mapped_column(String(60))
    description_en: Mapped[str] = mapped_column(Text, default="")
    description_ja: Mapped[str] = mapped_column(Text, default="")
    visibility: Mapped[str] = mapped_column(String(8), index=True)  # listed | unlisted | members
    membership: Mapped[str] = mapped_column(String(8))  # open | approval | invite
    invite_hash: Mapped[str | None] = mapped_column(String(64))  # SHA-256 of the invitation token: the token is shown once
    created_by: Mapped[int] = mapped_column(ForeignKey("users.id"))
    created: Mapped[datetime] = mapped_column(server_default=func.now())


class RoomMember(Base):
    __tablename__ = "room_members"

    room_id: Mapped[int] = mapped_column(ForeignKey("rooms.id"), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), primary_key=True, index=True)
    role: Mapped[str] = mapped_column(String(8))  # operator | member | pending
    joined: Mapped[datetime] = mapped_column(server_default=func.now())


class RoomRuleSet(Base):
    """A named set of a game's table options in a room; ``default`` marks the one in force when no calendar entry matches."""

    __tablename__ = "room_rule_sets"
    __table_args__ = (UniqueConstraint("room_id", "game", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    room_id: Mapped[int] = mapped_column(ForeignKey("rooms.id"))
    game: Mapped[str] = mapped_column(String(32))
    name: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    default: Mapped[bool] = mapped_column(Boolean, default=False)


class RoomCalendarEntry(Base):
    """When a rule set is in force: a date range (either end open, both inclusive) or a month parity.
    The first entry by ``position`` that matches the day wins."""

    __tablename__ = "room_calendar"
    __table_args__ = (UniqueConstraint("room_id", "game", "position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    room_id: Mapped[int] = mapped_column(ForeignKey("rooms.id"))
    game: Mapped[str] = mapped_column(String(32))
    position: Mapped[int] = mapped_column(Integer)
    rule_set: Mapped[str] = mapped_column(String(32))
    months: Mapped[str | None] = mapped_column(String(4))  # odd | even
    from_date: Mapped[date | None] = mapped_column(Date)
    to_date: Mapped[date | None] = mapped_column(Date)
