"""Replay a Riichi record with full knowledge: every event of every seat, private ones
included, for the exporters (mjai.py, tenhou.py).

``asobiba.core.record.replay`` gives the final state; this also keeps the events, the first
hand's deal among them, with the same errors.
"""

from __future__ import annotations

from asobiba.core.contract import Event
from asobiba.core.errors import GameError
from asobiba.core.record import Record, RecordError
from asobiba.games.riichi.game import GAME
from asobiba.games.riichi.state import RiichiState


def start(record: Record) -> RiichiState:
    """The state before the first move; :class:`RecordError` for a record of another game or a bad setup."""
    if record.game != GAME.id:
        raise RecordError(f"this is a record of {record.game!r}, not of riichi")
    try:
        return GAME.start(record.seats, record.options, record.seed, record.setup)
    except GameError as error:
        raise RecordError(f"cannot start: {error.reason.en}") from error


def replay_riichi(record: Record) -> tuple[RiichiState, list[Event]]:
    """The final state and every event (``to`` tells whose private ones are), in order; the
    first hand's deal and draw, which happen in ``GAME.start``, come first."""
    state = start(record)
    events = opening(state)
    for index, (seat, data) in enumerate(record.moves):
        try:
            events += GAME.play(state, seat, GAME.parse_move(data))
        except GameError as error:
            raise RecordError(f"{data!r} by seat {seat}: {error.reason.en}", index) from error
    return state, events


def opening(state: RiichiState) -> list[Event]:
    """The first hand's deal and draw, which ``GAME.start`` makes but does not return: dealt
    again on a copy of the new state (the wall comes from the seed or the setup, so the deal is
    the same). It uses the engine's private ``_new_hand`` until the contract gives these events."""
    from asobiba.games.riichi import game as engine

    events: list[Event] = []
    engine._new_hand(state.copy(), events)
    return events
