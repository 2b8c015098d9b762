"""Records: the whole of a game as JSON, replayable bit for bit.

``{game, version, seats, options, seed, setup?, moves: [{seat, move}]}`` — see
docs/records.md for the format and every game's move shapes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from asobiba.core.contract import JSON, Event, Game, Seat
from asobiba.core.errors import GameError
from asobiba.core.registry import get_game


class RecordError(ValueError):
    """A record is malformed, or its move number ``index`` cannot be played."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message if index is None else f"move {index}: {message}")
        self.index = index


@dataclass(slots=True)
class Record:
    game: str
    seats: int
    seed: int
    options: JSON = field(default_factory=dict)
    setup: JSON | None = None
    moves: list[tuple[Seat, JSON]] = field(default_factory=list)
    version: int = 1

    def to_json(self) -> JSON:
        data: JSON = {
            "game": self.game,
            "version": self.version,
            "seats": self.seats,
            "options": self.options,
            "seed": self.seed,
        }
        if self.setup is not None:
            data["setup"] = self.setup
        data["moves"] = [{"seat": seat, "move": move} for seat, move in self.moves]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        for key in ("game", "seats", "seed", "moves"):
            if key not in data:
                raise RecordError(f"missing field {key!r}")
        moves = data["moves"]
        if not isinstance(moves, list):
            raise RecordError("'moves' must be a list")
        parsed = []
        for index, entry in enumerate(moves):
            if not isinstance(entry, dict) or not isinstance(entry.get("seat"), int) or "move" not in entry:
                raise RecordError('each move is {"seat": int, "move": {...}}', index)
            parsed.append((entry["seat"], entry["move"]))
        if not isinstance(data["seats"], int) or not isinstance(data["seed"], int):
            raise RecordError("'seats' and 'seed' must be integers")
        if not isinstance(data.get("options") or {}, dict):
            raise RecordError("'options' must be an object")
        return cls(
            game=data["game"],
            seats=data["seats"],
            seed=data["seed"],
            options=data.get("options") or {},
            setup=data.get("setup"),
            moves=parsed,
            version=data.get("version", 1),
        )

    @classmethod
    def load(cls, path: str | Path) -> Record:
        try:
            return cls.from_json(json.loads(Path(path).read_text(encoding="utf-8")))
        except json.JSONDecodeError as error:
            raise RecordError(f"not valid JSON: {error}") from error


def _quoted(data: Any) -> str:
    """A move as an error quotes it, cut short: a record from anywhere may hold a huge one."""
    text = json.dumps(data)
    return text if len(text) <= 80 else f"{text[:77]}..."


def begin(record: Record) -> tuple[Game[Any, Any], Any]:
    """The game of ``record`` and its state before the first move.

    Raises :class:`RecordError` for an unknown game, another version, or options or a
    setup the game refuses.
    """
    try:
        game = get_game(record.game)
    except (KeyError, TypeError) as error:
        raise RecordError(str(error.args[0])) from error
    if record.version != game.version:
        raise RecordError(f"record version {record.version} but {game.id} is version {game.version}")
    try:
        state = game.start(record.seats, record.options, record.seed, record.setup)
    except GameError as error:
        raise RecordError(f"cannot start: {error.reason.en}") from error
    return game, state


def play_move(game: Game[Any, Any], state: Any, record: Record, index: int) -> list[Event]:
    """Play move ``index`` of ``record`` on ``state``; its events, or :class:`RecordError` naming the move."""
    seat, data = record.moves[index]
    try:
        move = game.parse_move(data)
    except GameError as error:
        raise RecordError(f"{_quoted(data)} by seat {seat}: {error.reason.en}", index) from error
    except Exception as error:  # a record from anywhere: junk a parser did not expect is still a bad move
        raise RecordError(f"{_quoted(data)} by seat {seat}: not a move of {game.id}", index) from error
    try:
        return game.play(state, seat, move)
    except GameError as error:
        raise RecordError(f"{_quoted(data)} by seat {seat}: {error.reason.en}", index) from error


def replay(record: Record) -> tuple[Game[Any, Any], Any]:
    """Play every move of ``record`` and return the game and its final state.

    Raises :class:`RecordError` with the index and reason of the first bad move.
    """
    game, state = begin(record)
    for index in range(len(record.moves)):
        play_move(game, state, record, index)
    return game, state
