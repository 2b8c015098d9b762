"""The game contract every Asobiba game implements (see DESIGN.md, "The game contract").

A game is a plain object with the methods of :class:`Game`; its state is a plain
value owned by the game. Everything else in Asobiba (server, terminal, bots,
replayer, benchmarks) speaks only this contract.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from asobiba.core.options import Option
from asobiba.core.text import Text

Seat = int
JSON = dict[str, Any]


class Move(Protocol):
    """A small immutable value that round-trips exactly through JSON."""

    def to_json(self) -> JSON: ...


class Event(NamedTuple):
    """Something that happened. ``to`` is the one seat that may see it, or None for everyone.

    A named tuple rather than a frozen dataclass: games make one per move, and this
    is the cheapest immutable value to build.
    """

    kind: str
    data: JSON
    to: Seat | None = None

    def visible_to(self, seat: Seat | None) -> bool:
        return self.to is None or self.to == seat

    def to_json(self) -> JSON:
        return {"kind": self.kind, **self.data}


@dataclass(frozen=True, slots=True)
class Outcome:
    """Final result: ``scores[seat]`` and ``ranks[seat]`` (1 is best; equal scores share a rank)."""

    scores: tuple[int | float, ...]
    ranks: tuple[int, ...]

    @classmethod
    def from_scores(cls, scores: list[int] | list[float]) -> Outcome:
        ranks = tuple(1 + sum(other > mine for other in scores) for mine in scores)
        return cls(tuple(scores), ranks)

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(seat for seat, rank in enumerate(self.ranks) if rank == 1)

    def to_json(self) -> JSON:
        return {"scores": list(self.scores), "ranks": list(self.ranks), "winners": list(self.winners)}


@dataclass(frozen=True, slots=True)
class About:
    """How the home page and the lobby present a game: metadata is data, as OpenSpiel's game types are."""

    summary: Text  # one line under the title in the gallery
    order: int = 100  # place in the gallery, lowest first
    default_seats: int | None = None  # the player count offered first; the game's smallest if None
    # Quick play against bots: the person's seat and the options, when the defaults will not do
    # (Twenty Questions seats the person as an asker and lets a bot draw the answer).
    solo_seat: int = 0
    solo_options: Mapping[str, Any] | None = None

    def seats_offered(self, seats: tuple[int, ...]) -> int:
        return self.default_seats if self.default_seats in seats else seats[0]


S = TypeVar("S")  # a game's state: opaque to everyone but the game
M = TypeVar("M")  # a game's move


class Game(Protocol[S, M]):
    """What a game object exposes (DESIGN.md, "The game contract"). States are opaque to
    everyone but the game; :class:`GameBase` gives the last four methods their defaults.

    - ``views(state, seats) -> {seat: view}``: several views at once, each equal to ``view``.
    - ``timed_default(state, seat) -> Move | None``: the answer the server gives for a person who
      lets a short question pass (Tichu's bomb window, a mahjong claim) after the server's answer
      window; None when the seat's question is not a short one. Never a win or a call.
    - ``timeout_move(state, seat) -> Move | None``: the move the server makes for a person whose
      turn clock ran out (docs/protocol.md, "Turn clock"): the safest legal move, what a player
      would call doing nothing (a pass, the tile just drawn, the lowest bid or card). Never a
      win, a call, a bid above the minimum, nor any move that scores for the person by choice.
      None: the server falls back to ``timed_default``, then keeps waiting for the person.
    - ``stamp(move, now_ms) -> Move``: a game with time rules gets the server's time on the move.
    """

    # Read-only, so properties to a type checker: a game's class attributes (``seats = (3, 4)``)
    # have narrower types than these, which a member that may be set would refuse.
    @property
    def id(self) -> str: ...
    @property
    def version(self) -> int: ...
    @property
    def title(self) -> Text: ...
    @property
    def about(self) -> About: ...
    @property
    def seats(self) -> tuple[int, ...]: ...
    @property
    def options(self) -> tuple[Option, ...]: ...

    def start(self, seats: int, options: Mapping[str, Any] | None, seed: int, setup: JSON | None = None) -> S: ...

    def to_act(self, state: S) -> frozenset[Seat]: ...

    def legal_moves(self, state: S, seat: Seat) -> list[M]: ...

    def play(self, state: S, seat: Seat, move: M) -> list[Event]: ...

    def view(self, state: S, seat: Seat | None) -> JSON: ...

    def outcome(self, state: S) -> Outcome | None: ...

    def sample(self, state: S, seat: Seat, rng: random.Random) -> S: ...

    def clone(self, state: S) -> S: ...

    def parse_move(self, data: Any) -> M: ...

    def views(self, state: S, seats: list[Seat | None]) -> dict[Seat | None, JSON]: ...

    def timed_default(self, state: S, seat: Seat) -> M | None: ...

    def timeout_move(self, state: S, seat: Seat) -> M | None: ...

    def stamp(self, move: M, now_ms: int) -> M: ...


class GameBase(Generic[S, M]):
    """The defaults of the contract's optional methods; a game class derives from it and
    overrides what its rules need."""

    def view(self, state: S, seat: Seat | None) -> JSON:
        raise NotImplementedError

    def views(self, state: S, seats: list[Seat | None]) -> dict[Seat | None, JSON]:
        return {seat: self.view(state, seat) for seat in seats}

    def timed_default(self, state: S, seat: Seat) -> M | None:
        return None

    def timeout_move(self, state: S, seat: Seat) -> M | None:
        return None

    def stamp(self, move: M, now_ms: int) -> M:
        return move


def seeded_rng(seed: int, *keys: object) -> random.Random:
    """A generator derived from the record seed and a path of keys (deal number, …).

    Games keep only the seed and the keys in their state, so a state is cheap to
    clone and every draw is reproducible from the record.
    """
    return random.Random(":".join(str(part) for part in (seed, *keys)))
