"""What may be asked of a table's owner: six commands, as values.

A command is run by the process that owns the table (Hall.run), whether it was asked there or
by another process (server/router.py sends it to the owner). Values the client sent are carried
as sent (``object``): the owner checks them, under the table's lock, against the table as it is.

>>> from_json(to_json(Submit(0, {"type": "pass"}, 12, key="k" * 16)))
Submit(seat=0, data={'type': 'pass'}, version=12, by='person', key='kkkkkkkkkkkkkkkk')
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

# Who makes a move: the person, a bot, the turn clock for a person whose time ran out, the
# answer window for a person who let a short question pass (server/clock.py).
PERSON, BOT, CLOCK, WINDOW = "person", "bot", "clock", "window"


@dataclass(frozen=True, slots=True)
class Submit:
    """A move at ``seat``, made at the table's ``version``. ``key``: the client's name for the move
    (ws.read_key): sent again, it is answered as played, however the table moved on. Result: the
    move's number in the log."""

    seat: int
    data: object  # the move's JSON
    version: object
    by: str = PERSON
    key: str | None = None


@dataclass(frozen=True, slots=True)
class Reclaim:
    """The person at ``seat`` takes it back from the stand-in bot playing it since they were marked away."""

    seat: int


@dataclass(frozen=True, slots=True)
class Resume:
    """The person at ``seat`` is back at an adjourned table: it is played again."""

    seat: int


@dataclass(frozen=True, slots=True)
class Join:
    """The person takes the open seat ``seat`` of a waiting table."""

    user_id: int
    name: str
    seat: object


@dataclass(frozen=True, slots=True)
class Leave:
    """The person gives their seat up before the game starts."""

    user_id: int


@dataclass(frozen=True, slots=True)
class Start:
    """A seated person starts the game now: the seats still open get bots."""

    user_id: int


Command = Submit | Reclaim | Resume | Join | Leave | Start
Result = int | None  # a Submit's move number; None for the others
KINDS: dict[str, type[Command]] = {kind.__name__.lower(): kind for kind in (Submit, Reclaim, Resume, Join, Leave, Start)}


def to_json(command: Command) -> dict[str, Any]:
    """The command as another process reads it (:func:`from_json`)."""
    return {"type": type(command).__name__.lower(), **dataclasses.asdict(command)}


def from_json(data: dict[str, Any]) -> Command:
    """The command :func:`to_json` wrote; ValueError for anything else."""
    fields = dict(data)
    kind = KINDS.get(fields.pop("type", None))
    if kind is None:
        raise ValueError(f"not a command: {data!r:.80}")
    try:
        return kind(**fields)
    except TypeError as error:
        raise ValueError(f"not a {kind.__name__} command: {data!r:.80}") from error


def read_result(value: object) -> Result:
    """A command's result as the owner sent it back."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise ValueError(f"not a command's result: {value!r:.80}")
