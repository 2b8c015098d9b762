"""A room's monthly rankings (server/room_rankings.py): what people scored at its finished tables of a game.

One query reads the month's seats; :func:`standings` adds them up (pure, so tested without a database).
Only registered people count: bots have no ranking, and a guest's name is anyone's to take.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session, sessionmaker

from asobiba.store.models import GameTable, Seat, User

DECIMALS = 2  # totals and averages; Riichi results have one decimal, so sums of them stay exact


@dataclass(frozen=True, slots=True)
class Result:
    """One person's seat at one finished table: the game's final score for the seat and its place (1 is best)."""

    user_id: int
    name: str
    score: int | float
    place: int


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's (``key`` their user id) or a team's (``key`` its tag) month."""

    key: int | str
    name: str
    games: int
    total: int | float
    average: int | float
    average_place: int | float


def team_of(name: str) -> str | None:
    """The team tag of a name "name@team" (Tenhou's convention), after its last "@"; None without one."""
    player, at, team = name.rpartition("@")
    return team.strip() if at and player.strip() and team.strip() else None


def number(value: float) -> int | float:
    """Rounded to DECIMALS, and an int when whole (a sum of floats may carry 1e-15 of noise)."""
    rounded = round(value, DECIMALS)
    return int(rounded) if float(rounded).is_integer() else rounded


def standing(key: int | str, name: str, results: list[Result]) -> Standing:
    total = sum(result.score for result in results)
    places = sum(result.place for result in results)
    return Standing(key, name, len(results), number(total), number(total / len(results)), number(places / len(results)))


def ordered(rows: Iterable[Standing]) -> list[Standing]:
    """Total (highest first), then average place (lowest first), then name."""
    return sorted(rows, key=lambda row: (-row.total, row.average_place, row.name, str(row.key)))


def standings(results: Iterable[Result]) -> tuple[list[Standing], list[Standing]]:
    """The players' and the teams' standings; a team's games are its members' games (two members at a table count twice)."""
    players: dict[int, list[Result]] = {}
    names: dict[int, str] = {}
    teams: dict[str, list[Result]] = {}
    for result in results:
        players.setdefault(result.user_id, []).append(result)
        names[result.user_id] = result.name
        team = team_of(result.name)
        if team is not None:
            teams.setdefault(team, []).append(result)
    return (
        ordered(standing(user_id, names[user_id], rows) for user_id, rows in players.items()),
        ordered(standing(team, team, rows) for team, rows in teams.items()),
    )


def month_of(column: Any, dialect: str) -> ColumnElement[str]:
    """``column``'s month as "YYYY-MM" in SQL: both databases keep ``ended`` in UTC, without a zone."""
    if dialect == "postgresql":
        return func.to_char(column, "YYYY-MM")
    return func.strftime("%Y-%m", column)


class Rankings:
    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self.sessions = sessions

    def months(self, room_id: int, game: str) -> list[str]:
        """The months ("YYYY-MM") in which a table of ``game`` in the room finished, newest first."""
        with self.sessions() as session:
            month = month_of(GameTable.ended, session.get_bind().dialect.name)
            query = select(month).where(*_finished(room_id, game)).distinct().order_by(month.desc())
            return [value for value in session.scalars(query) if value is not None]

    def results(self, room_id: int, game: str, month: str) -> list[Result]:
        """The seats registered people held at the room's tables of ``game`` that finished in ``month``, one query."""
        with self.sessions() as session:
            finished_in = month_of(GameTable.ended, session.get_bind().dialect.name) == month
            query = (
                select(Seat.seat, Seat.user_id, User.name, GameTable.outcome)
                .join(GameTable, GameTable.id == Seat.table_id)
                .join(User, User.id == Seat.user_id)
                .where(*_finished(room_id, game), finished_in, Seat.kind == "human", User.password_hash.is_not(None))
                .order_by(GameTable.ended, GameTable.id, Seat.seat)
            )
            results = []
            for seat, user_id, name, outcome in session.execute(query):
                # A table finished before results were kept has none until its log is read again (Store.set_outcome).
                if isinstance(outcome, dict) and seat < len(outcome.get("scores", ())):
                    results.append(Result(user_id, name, outcome["scores"][seat], outcome["ranks"][seat]))
            return results


def _finished(room_id: int, game: str) -> tuple[ColumnElement[bool], ...]:
    return (GameTable.room_id == room_id, GameTable.game == game, GameTable.status == "finished", GameTable.ended.is_not(None))
