"""The state of a Riichi game: the match (scores, round, honba, deposits) and the hand being
played (wall, hands, melds, rivers, riichi, furiten, the claim window). Plain data; the rules
live in game.py, claims.py and settle.py."""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from asobiba.games.riichi.hand import Meld, Rules
from asobiba.games.riichi.moves import Move

NOBODY = -1


class Phase(Enum):
    TURN = "turn"  # the player on turn has drawn (or called) and acts
    CLAIM = "claim"  # the others answer a discard, an added kan or a North
    YAME = "yame"  # after an exhaustive draw, the dealer ends the match or plays on (rules §7)
    OVER = "over"


@dataclass(slots=True)
class River:
    """One discard: the tile, whether it was the tile just drawn, whether it declared riichi,
    whether another player called it away."""

    tile: int
    tsumogiri: bool = False
    riichi: bool = False
    called: bool = False


@dataclass(slots=True)
class Window:
    """What the others may do with a tile just given up: a discard (``kind="discard"``), the
    tile of an added kan (``"kakan"``: only ron, chankan) or an extracted North (``"nuki"``)."""

    seat: int
    tile: int
    kind: str
    offers: dict[int, list[Move]]  # seat → its moves, pass last
    answers: dict[int, Move] = field(default_factory=dict)


@dataclass(slots=True)
class RiichiState:
    n: int
    options: dict[str, Any]
    seed: int
    setup: dict[str, Any] | None
    rules: Rules
    # the match
    scores: list[int]
    wind: int = 0  # the round wind: 0 East, 1 South, 2 West
    kyoku: int = 0  # the dealer is this seat
    honba: int = 0
    deposits: int = 0  # riichi sticks on the table
    hand_no: int = 0  # hands started so far (the wall's seed, setup's rounds)
    phase: Phase = Phase.TURN
    results: list[dict[str, Any]] = field(default_factory=list)  # one per hand ended
    final: list[int] | None = None  # the final results (RIICHI-R6) once over
    # the hand
    live: list[int] = field(default_factory=list)  # the live wall, drawn from the front
    dead: list[int] = field(default_factory=list)  # indicators 0–4, ura indicators 5–9
    rinshan: list[int] = field(default_factory=list)  # replacement tiles, drawn from the front
    indicators: int = 1  # dora indicators turned
    pending_dora: int = 0  # kan dora still to turn (open and added kans, RIICHI-R22)
    hands: list[list[int]] = field(default_factory=list)
    melds: list[list[Meld]] = field(default_factory=list)
    rivers: list[list[River]] = field(default_factory=list)
    nuki: list[list[int]] = field(default_factory=list)  # Norths set aside (3 players)
    turn: int = 0
    drawn: int | None = None  # the tile drawn this turn; None after a call
    replacement: bool = False  # the drawn tile is a replacement (rinshan) tile
    riichi: list[bool] = field(default_factory=list)  # declared and accepted
    double_riichi: list[bool] = field(default_factory=list)
    ippatsu: list[bool] = field(default_factory=list)
    declaring: int = NOBODY  # the seat whose riichi declaration tile is on the claim window
    called: bool = False  # a call (chi, pon, any kan, a North) was made this hand
    furiten_turn: list[bool] = field(default_factory=list)  # passed a winning tile since own last discard
    furiten_riichi: list[bool] = field(default_factory=list)  # passed a winning tile in riichi
    kuikae: frozenset[int] = frozenset()  # kinds the player on turn may not discard
    kans: list[int] = field(default_factory=list)  # kans made by each seat
    pao: list[int] = field(default_factory=list)  # seat liable for each seat's big hand, or NOBODY
    abort_after_discard: bool = False  # a fourth kan by several players: the hand ends after the next discard
    window: Window | None = None
    # kept until the next move: every contract call asks for them
    moves: tuple[int, list[Move]] | None = field(default=None, compare=False)

    def copy(self) -> RiichiState:
        other = copy(self)
        other.options = self.options  # never changed
        other.scores = self.scores[:]
        other.results = self.results[:]  # entries are never changed once written
        other.live = self.live[:]
        other.dead = self.dead[:]
        other.rinshan = self.rinshan[:]
        other.hands = [hand[:] for hand in self.hands]
        other.melds = [melds[:] for melds in self.melds]  # melds are frozen
        other.rivers = [[copy(entry) for entry in river] for river in self.rivers]
        other.nuki = [norths[:] for norths in self.nuki]
        for name in ("riichi", "double_riichi", "ippatsu", "furiten_turn", "furiten_riichi", "kans", "pao"):
            setattr(other, name, getattr(self, name)[:])
        if self.window is not None:
            other.window = Window(self.window.seat, self.window.tile, self.window.kind, self.window.offers, dict(self.window.answers))
        other.moves = None
        return other

    @property
    def dealer(self) -> int:
        return self.kyoku

    def seat_wind(self, seat: int) -> int:
        """0 East … 3 North, counted from the dealer."""
        return (seat - self.kyoku) % self.n

    def dora_indicators(self) -> list[int]:
        return self.dead[: self.indicators]

    def ura_indicators(self) -> list[int]:
        return self.dead[5 : 5 + self.indicators]
