"""The state of a Dragon Castle game: flat lists, so ``clone`` is a handful of list copies.

The castle is kept per position (layouts.py): ``height[p]`` tiles, ``castle[p]`` their
ids bottom to top. A realm is kept per seat as flat lists over its ``size × size``
cells (``row * size + col``): ``realm[seat][cell]`` the tile ids bottom to top, and
``top[seat][cell]`` what lies on top: ``DOWN`` (a face-down tile, or nothing),
``UP`` (a face-up tile) or ``SHRINE`` (a Shrine on a face-down tile). Only a top tile
is ever face up: tiles go only on empty cells or face-down tiles (DC-R8), and a
Shrine only on a face-down top (DC-R10). Stacks are tuples, replaced and never
mutated, so copies share them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

DOWN, UP, SHRINE = 0, 1, 2
NOBODY = -1  # no castle position, no tile type


class Phase(IntEnum):
    ACT = 1  # start of a turn: take, summon, or a Spirit before the action
    SPIRIT = 2  # the steps of a Spirit power (``step`` names which)
    CHOOSE = 3  # the first tile is in hand: pair, shrine or discard (DC-R7)
    PLACE = 4  # tiles in hand go to the realm (DC-R8)
    AFTER = 5  # Shrines on this turn's sets, Spirits after placing, end of turn
    OVER = 6


@dataclass(frozen=True, slots=True)
class TurnSet:
    """A set consolidated this turn (DC-R9): where Shrines may still be built (DC-R10)."""

    kind: str  # its type id, or "beauty" for a Spirit of Beauty set
    tiles: tuple[int, ...]
    vp: int
    limit: int  # Shrines it allows
    built: int = 0  # Shrines built on it under its limit
    extra: int = 0  # the Spirit of Faith's Shrine, built on it beyond the limit


@dataclass(slots=True)
class DragonCastleState:
    n: int
    options: dict[str, Any]
    seed: int
    setup: dict[str, Any] | None
    layout: str  # name of the castle layout (layouts.LAYOUTS)
    size: int  # realm side
    max_height: int  # highest realm stack allowed
    spirits: tuple[str, ...]
    dragons: tuple[str, ...]
    first: int  # first player (DC-R4)
    height: list[int]  # castle stack heights per position, OUTSIDE included
    castle: list[tuple[int, ...]]  # castle tiles per position, bottom to top
    realm: list[list[tuple[int, ...]]]  # per seat, per cell: tiles bottom to top
    top: list[list[int]]  # per seat, per cell: DOWN, UP or SHRINE
    pool: list[int]  # Shrines in each personal Shrine Pool
    vp: list[int]  # VP tokens
    countdown: list[int]  # countdown tokens taken by each seat
    discards: list[list[int]]  # tiles discarded for 1 VP, face down beside the realm
    scored: list[list[tuple[int, int]]]  # per seat: (size, Dragons bonus) of every set consolidated
    singles_left: int  # single countdown tokens still on the track (§1.6)
    stack_left: int  # tokens in the leftmost stack
    paid: list[int] = field(default_factory=list)  # realm tiles paid for Spirits (DC-R11)
    destroyed: list[int] = field(default_factory=list)  # castle tiles discarded by the Spirit of Destruction
    box: list[int] = field(default_factory=list)  # tiles a ``setup`` left out of play
    ingenuity: list[int] = field(default_factory=list)  # solo: tiles the Dragon of Ingenuity took (DC-R18)
    ingenuity_tokens: int = 0
    # -- the turn -----------------------------------------------------------------------
    phase: Phase = Phase.ACT
    seat: int = 0
    turn: int = 1  # turns begun, the Dragon of Ingenuity's not counted
    hand: list[int] = field(default_factory=list)  # tiles taken this turn and not yet placed, first first
    first_at: int = NOBODY  # castle position of this turn's first tile
    turn_type: int = NOBODY  # type of this turn's first tile
    last_type: int = NOBODY  # solo: type of the first tile of the player's last turn (§5.14)
    action: str = ""  # this turn's action once chosen: pair, shrine, discard or summon
    spirit_used: str | None = None  # the Spirit activated this turn (one per turn)
    step: str = ""  # in SPIRIT: the power's next step
    back: Phase = Phase.ACT  # where the turn goes on after the power
    elegance_due: bool = False  # Spirit of Elegance: no tile taken by its grace yet
    shifts_left: int = 0  # Spirit of Strength: moves left
    triggered: bool = False  # the "!" of the countdown track is revealed (DC-R14)
    sets: list[TurnSet] = field(default_factory=list)  # consolidated this turn
    final: list[dict[str, Any]] | None = None  # the score sheet, once over

    @property
    def is_solo(self) -> bool:
        return self.n == 1

    def copy(self) -> DragonCastleState:
        return DragonCastleState(
            n=self.n,
            options=self.options,  # never mutated after start
            seed=self.seed,
            setup=self.setup,
            layout=self.layout,
            size=self.size,
            max_height=self.max_height,
            spirits=self.spirits,
            dragons=self.dragons,
            first=self.first,
            height=self.height[:],
            castle=self.castle[:],
            realm=[cells[:] for cells in self.realm],
            top=[tops[:] for tops in self.top],
            pool=self.pool[:],
            vp=self.vp[:],
            countdown=self.countdown[:],
            discards=[tiles[:] for tiles in self.discards],
            scored=[sets[:] for sets in self.scored],
            singles_left=self.singles_left,
            stack_left=self.stack_left,
            paid=self.paid[:],
            destroyed=self.destroyed[:],
            box=self.box,  # fixed by the setup
            ingenuity=self.ingenuity[:],
            ingenuity_tokens=self.ingenuity_tokens,
            phase=self.phase,
            seat=self.seat,
            turn=self.turn,
            hand=self.hand[:],
            first_at=self.first_at,
            turn_type=self.turn_type,
            last_type=self.last_type,
            action=self.action,
            spirit_used=self.spirit_used,
            step=self.step,
            back=self.back,
            elegance_due=self.elegance_due,
            shifts_left=self.shifts_left,
            triggered=self.triggered,
            sets=self.sets[:],
            final=self.final,  # built once at the end, never mutated
        )
