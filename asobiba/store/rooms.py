"""Rooms in the database: the room, its members, its rule sets and their calendar (server/rooms.py).

Plain values in and out, like the Store; each method is one transaction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session, sessionmaker

from asobiba.store.models import Room, RoomCalendarEntry, RoomMember, RoomRuleSet, User
from asobiba.store.rankings import Rankings

ROOM_TEXTS = ("name_en", "name_ja", "description_en", "description_ja")
ROOM_SETTINGS = (*ROOM_TEXTS, "visibility", "membership")


@dataclass(slots=True)
class RoomInfo:
    id: int
    slug: str
    name_en: str
    name_ja: str
    description_en: str
    description_ja: str
    visibility: str  # listed | unlisted | members
    membership: str  # open | approval | invite
    created_by: int
    created: datetime | None = None
    members: int = 0  # operators and members, not those pending
    invite_hash: str | None = None


@dataclass(slots=True)
class MemberInfo:
    user_id: int
    name: str
    role: str  # operator | member | pending
    joined: datetime | None = None


@dataclass(frozen=True, slots=True)
class CalendarEntry:
    """``rule_set`` is in force on the days of ``months`` (odd | even), or from ``start`` to ``end`` (inclusive, either may be open)."""

    rule_set: str
    months: str | None = None
    start: date | None = None
    end: date | None = None


@dataclass(slots=True)
class GameRules:
    """A game's rule sets in a room (name → options), the one in force by default, and the calendar in order."""

    rule_sets: dict[str, dict[str, Any]]
    default: str
    calendar: list[CalendarEntry] = field(default_factory=list)


class Rooms:
    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self.sessions = sessions
        self.rankings = Rankings(sessions)  # its monthly rankings (store/rankings.py)

    def create(self, room: RoomInfo) -> RoomInfo:
        """The room, with its creator as operator; ``IntegrityError`` if the slug is taken."""
        with self.sessions.begin() as session:
            row = Room(slug=room.slug, created_by=room.created_by, visibility=room.visibility, membership=room.membership)
            for name in ROOM_TEXTS:
                setattr(row, name, getattr(room, name))
            session.add(row)
            session.flush()
            session.add(RoomMember(room_id=row.id, user_id=room.created_by, role="operator"))
            session.flush()
            return _room_info(session, row)

    def get(self, slug: str) -> RoomInfo | None:
        with self.sessions() as session:
            row = session.scalars(select(Room).where(Room.slug == slug)).first()
            return None if row is None else _room_info(session, row)

    def listed(self, newest: int) -> list[RoomInfo]:
        """The ``newest`` listed rooms, newest first."""
        with self.sessions() as session:
            query = select(Room).where(Room.visibility == "listed").order_by(Room.created.desc(), Room.id.desc()).limit(newest)
            return [_room_info(session, row) for row in session.scalars(query).all()]

    def update(self, room_id: int, changes: dict[str, str]) -> RoomInfo:
        """Set the room's ``changes`` (keys of ROOM_SETTINGS)."""
        with self.sessions.begin() as session:
            row = session.get(Room, room_id)
            assert row is not None
            for name, value in changes.items():
                assert name in ROOM_SETTINGS
                setattr(row, name, value)
            session.flush()
            return _room_info(session, row)

    def set_invite(self, room_id: int, invite_hash: str) -> None:
        with self.sessions.begin() as session:
            row = session.get(Room, room_id)
            assert row is not None
            row.invite_hash = invite_hash

    # -- members ---------------------------------------------------------------------------

    def role(self, room_id: int, user_id: int) -> str | None:
        with self.sessions() as session:
            member = session.get(RoomMember, (room_id, user_id))
            return None if member is None else member.role

    def members(self, room_id: int) -> list[MemberInfo]:
        """Operators first, then members and those pending, each by the date they came."""
        with self.sessions() as session:
            query = select(RoomMember, User.name).join(User, User.id == RoomMember.user_id).where(RoomMember.room_id == room_id)
            rows = session.execute(query.order_by(RoomMember.joined, RoomMember.user_id)).all()
            order = {"operator": 0, "member": 1, "pending": 2}
            members = [MemberInfo(member.user_id, name, member.role, member.joined) for member, name in rows]
            return sorted(members, key=lambda member: order[member.role])

    def set_role(self, room_id: int, user_id: int, role: str) -> str | None:
        """Give ``user_id`` the ``role``, joining if new; "last_operator" (and nothing changed) if that would
        leave the room with no operator, else None. The room's row is locked so two such changes take turns."""
        with self.sessions.begin() as session:
            _lock(session, room_id)
            member = session.get(RoomMember, (room_id, user_id))
            if member is not None and member.role == "operator" and role != "operator" and _operators(session, room_id) == 1:
                return "last_operator"
            if member is None:
                session.add(RoomMember(room_id=room_id, user_id=user_id, role=role))
            else:
                member.role = role
            return None

    def leave(self, room_id: int, user_id: int) -> str | None:
        """``user_id`` leaves (or withdraws a request): "not_member" or "last_operator" if refused, else None."""
        with self.sessions.begin() as session:
            _lock(session, room_id)
            member = session.get(RoomMember, (room_id, user_id))
            if member is None:
                return "not_member"
            if member.role == "operator" and _operators(session, room_id) == 1:
                return "last_operator"
            session.delete(member)
            return None

    # -- rules -----------------------------------------------------------------------------

    def set_rules(self, room_id: int, game: str, rules: GameRules) -> None:
        """Replace the room's rule sets and calendar for ``game`` in one transaction."""
        with self.sessions.begin() as session:
            session.execute(delete(RoomCalendarEntry).where(RoomCalendarEntry.room_id == room_id, RoomCalendarEntry.game == game))
            session.execute(delete(RoomRuleSet).where(RoomRuleSet.room_id == room_id, RoomRuleSet.game == game))
            session.add_all(
                RoomRuleSet(room_id=room_id, game=game, name=name, options=options, default=name == rules.default)
                for name, options in rules.rule_sets.items()
            )
            session.add_all(
                RoomCalendarEntry(
                    room_id=room_id,
                    game=game,
                    position=position,
                    rule_set=entry.rule_set,
                    months=entry.months,
                    from_date=entry.start,
                    to_date=entry.end,
                )
                for position, entry in enumerate(rules.calendar)
            )

    def rules(self, room_id: int) -> dict[str, GameRules]:
        """Game → its rules in the room, games in name order."""
        with self.sessions() as session:
            games: dict[str, GameRules] = {}
            rule_sets = select(RoomRuleSet).where(RoomRuleSet.room_id == room_id).order_by(RoomRuleSet.game, RoomRuleSet.id)
            for row in session.scalars(rule_sets):
                rules = games.setdefault(row.game, GameRules({}, row.name))
                rules.rule_sets[row.name] = row.options
                if row.default:
                    rules.default = row.name
            calendar = select(RoomCalendarEntry).where(RoomCalendarEntry.room_id == room_id)
            for entry in session.scalars(calendar.order_by(RoomCalendarEntry.game, RoomCalendarEntry.position)):
                games[entry.game].calendar.append(CalendarEntry(entry.rule_set, entry.months, entry.from_date, entry.to_date))
            return games


def _lock(session: Session, room_id: int) -> None:
    """Lock the room's row until the transaction ends (PostgreSQL; SQLite has one writer anyway)."""
    session.execute(select(Room.id).where(Room.id == room_id).with_for_update())


def _operators(session: Session, room_id: int) -> int:
    query = select(func.count()).select_from(RoomMember).where(RoomMember.room_id == room_id, RoomMember.role == "operator")
    return session.scalar(query) or 0


def _room_info(session: Session, row: Room) -> RoomInfo:
    counted = select(func.count()).select_from(RoomMember).where(RoomMember.room_id == row.id, RoomMember.role != "pending")
    return RoomInfo(
        row.id,
        row.slug,
        row.name_en,
        row.name_ja,
        row.description_en,
        row.description_ja,
        row.visibility,
        row.membership,
        row.created_by,
        row.created,
        session.scalar(counted) or 0,
        row.invite_hash,
    )
