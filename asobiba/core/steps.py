"""A record step by step, as one seat saw it: the replay viewer's and the move log's source.

Step ``k`` is the position after the first ``k`` moves (step 0: before any move). A seat
sees that step's ``view`` and, of each move, the events visible to it; ``None`` is a
spectator. Nothing here looks past the seat's own view and events, so a step of a live
table may be shown to that seat: only the record's seed and hidden setup stay on the server.

A deal starts at step 0 and at every step whose move scored a deal (the view's
``results`` grew), unless that move ended the game.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

from asobiba.core.contract import JSON, Event, Outcome, Seat
from asobiba.core.record import Record, begin, play_move

LOG_KEPT = 400  # events of the log sent at once: the newest ones (the browser keeps as many)


@dataclass(frozen=True, slots=True)
class Index:
    """What a replay offers: ``steps`` moves, the steps where deals start, the final result."""

    steps: int
    deals: list[int]
    outcome: Outcome | None

    def to_json(self) -> JSON:
        return {"steps": self.steps, "deals": self.deals, "outcome": None if self.outcome is None else self.outcome.to_json()}


@dataclass(frozen=True, slots=True)
class Step:
    """One step as ``seat`` saw it: its view, the events of the move that led to it, and the
    log so far: the newest ``LOG_KEPT`` events, each with the step its move led to."""

    step: int
    seat: Seat | None
    view: JSON
    events: list[Event]
    log: list[tuple[int, Event]]

    def to_json(self) -> JSON:
        """Events as the table's socket sends them; a log event's ``v`` is its step."""
        return {
            "step": self.step,
            "seat": self.seat,
            "view": self.view,
            "events": [event.to_json() for event in self.events],
            "log": stamped(self.log),
        }


def stamped(log: list[tuple[int, Event]]) -> list[JSON]:
    return [{**event.to_json(), "v": at} for at, event in log]


def index(record: Record) -> Index:
    """Replay all of ``record`` (:class:`RecordError` at its first bad move) and note where each deal starts."""
    game, state = begin(record)
    deals = [0]
    scored = len(game.view(state, None).get("results", ()))
    for number in range(len(record.moves)):
        play_move(game, state, record, number)
        now = len(game.view(state, None).get("results", ()))
        if now > scored and number + 1 < len(record.moves):
            deals.append(number + 1)
        scored = now
    return Index(len(record.moves), deals, game.outcome(state))


def check_step(record: Record, step: Any, seat: Any) -> None:
    """ValueError unless ``step`` is a step of ``record`` and ``seat`` one of its seats or None."""
    if type(step) is not int or not 0 <= step <= len(record.moves):
        raise ValueError(f"there is no step {step!r}: the steps are 0 to {len(record.moves)}")
    if seat is not None and (type(seat) is not int or not 0 <= seat < record.seats):
        raise ValueError(f"there is no seat {seat!r}: the seats are 0 to {record.seats - 1}")


def step(record: Record, number: int, seat: Seat | None, kept: int = LOG_KEPT) -> Step:
    """Step ``number`` of ``record`` as ``seat`` saw it (see :func:`check_step`; RecordError at a bad move)."""
    check_step(record, number, seat)
    game, state = begin(record)
    log: deque[tuple[int, Event]] = deque(maxlen=kept)
    events: list[Event] = []
    for move in range(number):
        events = [event for event in play_move(game, state, record, move) if event.visible_to(seat)]
        log.extend((move + 1, event) for event in events)
    return Step(number, seat, game.view(state, seat), events, list(log))


def log(record: Record, seat: Seat | None, kept: int = LOG_KEPT) -> list[JSON]:
    """Every event ``seat`` saw in ``record`` (the newest ``kept``), as JSON stamped ``v``: the step it led to."""
    return stamped(step(record, len(record.moves), seat, kept).log)
