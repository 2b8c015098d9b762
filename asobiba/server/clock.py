"""The turn clock of a table with a ``turn_timeout`` (docs/protocol.md, "Turn clock").

Each person on turn has a deadline, in the server's Unix milliseconds, from the moment their
seat came to act; it holds while the seat stays on turn and starts again after each move the
seat makes. When it passes, the server makes the game's ``timeout_move`` for the person, the
safest move there is (never a win or a call). ``AWAY_AFTER`` timeouts in a row mark the person
away: a stand-in bot plays their seat until they take it back, and a game it finishes is
recorded as abandoned by them. A short question (a claim, Tichu's bomb window) is not on this
clock: the game's ``timed_default`` answers it after the hall's answer window.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Any

from asobiba.core.contract import Game, Outcome
from asobiba.store import SeatInfo

AWAY_AFTER = 3  # timeouts in a row before a person is marked away (as Board Game Arena's "zombie" rule)


def now_ms() -> int:
    """The server's time in Unix milliseconds, as a game's ``stamp`` hook and the clients' clocks read it."""
    return time.time_ns() // 1_000_000


def timeout_move(game: Game[Any, Any], state: Any, seat: int) -> Any:
    """The move made for a person whose turn clock ran out: the game's ``timeout_move``, else its
    ``timed_default``; None if neither names one (the table keeps waiting for the person)."""
    move = game.timeout_move(state, seat)
    return game.timed_default(state, seat) if move is None else move


def clocked(game: Game[Any, Any], state: Any, people: Iterable[int]) -> list[int]:
    """The seats of ``people`` (persons on turn) whose turn clock runs: not a short question, and
    a move to make if time runs out."""
    return [seat for seat in people if game.timed_default(state, seat) is None and timeout_move(game, state, seat) is not None]


def rearm(deadlines: dict[int, int], due: Sequence[int], turn_ms: int, moved: int | None = None) -> None:
    """Keep ``deadlines`` (seat → Unix ms) for the seats ``due`` now: a seat keeps its deadline
    while it stays on turn, a seat that just moved (``moved``) or came to act gets ``turn_ms`` more."""
    if moved is not None:
        deadlines.pop(moved, None)
    for seat in [seat for seat in deadlines if seat not in due]:
        del deadlines[seat]
    start = now_ms()
    for seat in due:
        deadlines.setdefault(seat, start + turn_ms)


def away_people(players: Sequence[SeatInfo]) -> list[int]:
    """The seats of people a stand-in bot plays for."""
    return [player.seat for player in players if player.kind == "human" and player.standin]


def result_json(outcome: Outcome, players: Sequence[SeatInfo], leaving: Iterable[int] = ()) -> dict[str, Any]:
    """The stored result of a game: its outcome, and ``abandoned``, the people a stand-in played
    for at the end (``leaving``: marked away by the last move), when there are any."""
    result = outcome.to_json()
    abandoned = sorted({*away_people(players), *leaving})
    if abandoned:
        result["abandoned"] = abandoned
    return result
