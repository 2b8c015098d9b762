"""A live table: its stored description, its game state, the clients watching it, its bots and clocks."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol

from asobiba.core.contract import Event, Game
from asobiba.core.parts import Bot
from asobiba.core.record import Record, replay
from asobiba.core.registry import get_game
from asobiba.server.clock import AWAY_AFTER, now_ms
from asobiba.store import TableInfo


class Connection(Protocol):
    """A client at a table. ``offer`` queues a message without waiting; False means the
    client has fallen behind or gone, and the table forgets it (it gets the whole state
    again when it reconnects). ``pace`` is the bots' pace the client asked for (Hall.bot_pause)."""

    user_id: int | None
    pace: str

    def offer(self, text: str) -> bool: ...


@dataclass(eq=False)
class LiveTable:
    info: TableInfo
    game: Game[Any, Any]
    state: Any = None  # None while the table is waiting for players
    version: int = 0  # moves in the log
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    last_events: list[Event] = field(default_factory=list)
    bot_task: asyncio.Task[None] | None = None
    timer: asyncio.TimerHandle | None = None
    window: asyncio.TimerHandle | None = None  # answers a short question for people who let it pass
    adjourn: asyncio.TimerHandle | None = None  # runs while none of the table's people is connected
    programs: dict[int, Bot] = field(default_factory=dict)  # seat → its external program (server/programs.py)
    # The turn clock (server/clock.py): each person's deadline on turn (Unix ms) and timeouts in a row, per seat.
    deadlines: dict[int, int] = field(default_factory=dict)
    timeouts: dict[int, int] = field(default_factory=dict)
    keys: dict[str, tuple[int, int, dict[str, Any]]] = field(default_factory=dict)  # the log's client keys (TableInfo.keys)
    # Several processes (server/cluster.py): the lease's generation while this process owns the
    # table, the owner's node as last heard, and the seats connected through other processes
    # (node → (seat, pace) of each of its seated clients; on a replica, the owner's word).
    lease: int | None = None
    owner: str | None = None
    elsewhere: dict[str, list[tuple[int, str]]] = field(default_factory=dict)

    def seat_of(self, user_id: int | None) -> int | None:
        for player in self.info.players:
            if user_id is not None and player.user_id == user_id:
                return player.seat
        return None

    def has_people(self) -> bool:
        return any(player.kind == "human" for player in self.info.players)

    def seated_here(self) -> list[tuple[int, str]]:
        """(seat, pace) of each seated person with the table open through this process."""
        return [(seat, connection.pace) for connection in self.connections if (seat := self.seat_of(connection.user_id)) is not None]

    def present(self) -> list[tuple[int, str]]:
        """(seat, pace) of each seated person with the table open, here or through another process."""
        return self.seated_here() + [entry for entries in self.elsewhere.values() for entry in entries]

    def people_here(self) -> bool:
        """Whether one of the people seated here has the table open (spectators do not count)."""
        return bool(self.present())

    def is_bot(self, seat: int) -> bool:
        player = self.info.players[seat]
        return player.kind == "bot" or player.standin

    def abandoned(self) -> list[int]:
        """The people who abandoned the game: a stand-in played their seat when it ended."""
        return list((self.info.outcome or {}).get("abandoned", [])) if self.info.status == "finished" else []

    def viewer(self, seat: int | None) -> int | None:
        """The seat whose view ``seat`` is shown: its own, but a spectator's once the game a stand-in finished for it is over."""
        return None if seat in self.abandoned() else seat

    def summary(self, user_id: int | None = None) -> dict[str, Any]:
        """The table for the lobby; ``you`` is the seat ``user_id`` holds here, if any; ``now`` the
        server's time, against which each player's turn ``deadline`` is read (docs/protocol.md, "Turn clock")."""
        connected = {seat for seat, _ in self.present()}
        return {
            "you": self.seat_of(user_id),
            "id": self.info.id,
            "game": self.info.game,
            "seats": self.info.seats,
            "status": self.info.status,
            "options": self.info.options,
            "turn_timeout": self.info.turn_timeout,
            "away_after": AWAY_AFTER,
            "now": now_ms(),
            "abandoned": self.abandoned(),
            "version": self.version,
            "players": [
                {
                    "seat": p.seat,
                    "kind": p.kind,
                    "name": p.name,
                    "level": p.level,
                    "connected": p.seat in connected,
                    "standin": p.standin,
                    "deadline": self.deadlines.get(p.seat),
                    "timeouts": self.timeouts.get(p.seat, 0),
                }
                for p in self.info.players
            ],
        }


def record_of(info: TableInfo) -> Record:
    """The record of a table's log (its seed included: for the server, or once the table is finished)."""
    return Record(info.game, info.seats, info.seed, info.options, None, info.moves, get_game(info.game).version)


def rebuild(info: TableInfo) -> LiveTable:
    """A table as its log leaves it; a waiting table has no state yet."""
    table = LiveTable(info, get_game(info.game), keys=dict(info.keys))
    if info.status != "waiting":
        _, table.state = replay(record_of(info))
        table.version = len(info.moves)
    return table
