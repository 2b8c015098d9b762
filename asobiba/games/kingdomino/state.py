"""The state of a Kingdomino match: flat lists of ints, so ``clone`` is a handful of copies.

A kingdom is kept as bitmasks over a grid centred on the castle (see kingdom.py):
per seat one mask per terrain, one per crown count (1, 2, 3), the occupied squares
(castle included) and the bounding box. Property scores are kept per terrain and
updated for the two terrains of each placed domino.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from asobiba.games.kingdomino.data import LAYOUTS, Layout

FREE = -1  # no king on that domino of a line


class Phase(IntEnum):
    FIRST_PICK = 1  # kings claim the first line in the drawn king order (KD-R3)
    PLACE = 2  # the king on the lowest unresolved domino places or discards it (KD-R4 a, KD-R8)
    PICK = 3  # the same king moves to a free domino of the next line (KD-R4 b)
    OVER = 4


@dataclass(slots=True)
class KingdominoState:
    n: int
    options: dict[str, Any]
    seed: int
    setup: dict[str, Any] | None = None
    played: int = 0  # games scored so far (Dynasty plays three, KD-R13)
    phase: Phase = Phase.FIRST_PICK
    # This game's 48 dominoes in draw order: the first ``layout.used`` are drawn, the rest
    # removed unseen (KD-R1). Never mutated once dealt, so copies share it.
    deck: list[int] = field(default_factory=list)
    drawn: int = 0
    first_order: list[int] = field(default_factory=list)  # seats, in the order their kings claim line 1
    line: list[int] = field(default_factory=list)  # the line being resolved, ascending
    line_owner: list[int] = field(default_factory=list)  # seat of the king on each domino of ``line``
    next_line: list[int] = field(default_factory=list)  # empty once the draw pile is out (KD-R9)
    next_owner: list[int] = field(default_factory=list)  # FREE or the seat whose king claimed it
    cursor: int = 0  # index in ``first_order`` (first pick) or in ``line`` (place, pick)
    land: list[int] = field(default_factory=list)  # land[6 * seat + terrain]: squares of that terrain
    crowns: list[int] = field(default_factory=list)  # crowns[3 * seat + k - 1]: squares with k crowns
    occupied: list[int] = field(default_factory=list)  # per seat, castle included
    bbox: list[int] = field(default_factory=list)  # bbox[4 * seat:]: min x, max x, min y, max y
    terrain_scores: list[int] = field(default_factory=list)  # [6 * seat + terrain]
    scores: list[int] = field(default_factory=list)  # property score per seat, bonuses excluded
    placed: list[list[tuple[int, int, int, int]]] = field(default_factory=list)  # per seat: (domino, x, y, dir index)
    discarded: list[list[int]] = field(default_factory=list)  # per seat, this game
    results: list[dict[str, Any]] = field(default_factory=list)  # one per scored game
    totals: list[int] = field(default_factory=list)

    @property
    def layout(self) -> Layout:
        return LAYOUTS[self.n, self.options["mighty_duel"] == "on"]

    @property
    def size(self) -> int:
        return self.layout.size

    @property
    def pending(self) -> int | None:
        """The domino the acting king must place or discard now."""
        return self.line[self.cursor] if self.phase == Phase.PLACE else None

    def copy(self) -> KingdominoState:
        return KingdominoState(
            n=self.n,
            options=self.options,  # never mutated after start
            seed=self.seed,
            setup=self.setup,
            played=self.played,
            phase=self.phase,
            deck=self.deck,
            drawn=self.drawn,
            first_order=self.first_order,  # replaced, never mutated
            line=self.line,  # the three lines are replaced, never mutated
            line_owner=self.line_owner,
            next_line=self.next_line,
            next_owner=self.next_owner[:],
            cursor=self.cursor,
            land=self.land[:],
            crowns=self.crowns[:],
            occupied=self.occupied[:],
            bbox=self.bbox[:],
            terrain_scores=self.terrain_scores[:],
            scores=self.scores[:],
            placed=[moves[:] for moves in self.placed],
            discarded=[numbers[:] for numbers in self.discarded],
            results=self.results[:],  # result dicts are never mutated
            totals=self.totals[:],
        )
