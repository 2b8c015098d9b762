"""The state of an Oh-Seven game: flat lists and ints, so ``clone`` is a handful of copies.

Seats are numbered in the order of play (clockwise, OH7-R11): seat 1 plays after seat 0.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

NOBODY = -1


class Phase(IntEnum):
    BID = 1  # everyone chooses a card at once, hidden until all have (OH7-R2)
    PLAY = 2
    OVER = 3


@dataclass(slots=True)
class OhSevenState:
    n: int
    options: dict[str, Any]
    seed: int
    setup: dict[str, Any] | None = None
    deals: int = 0  # deals so far, redeals included: keys the shuffle
    round: int = 0  # rounds scored
    phase: Phase = Phase.BID
    hands: list[list[int]] = field(default_factory=list)  # sorted; a card may appear twice (two decks)
    bids: list[int] = field(default_factory=list)  # this bidding's cards, NOBODY until chosen
    used: list[list[int]] = field(default_factory=list)  # cards bid in this round (reuse_forbidden)
    set_aside: list[int] = field(default_factory=list)  # cards of forced rebids, face up (set_aside)
    revealed: list[list[int]] = field(default_factory=list)  # every bidding of this round, as revealed
    rebid_points: list[int] = field(default_factory=list)  # this round's OH7-R6 points, per seat
    trump: int = NOBODY  # the suit
    final: list[int] = field(default_factory=list)  # the final bid cards of the round
    taken: list[int] = field(default_factory=list)  # tricks taken this round
    leader: int = 0
    turn: int = NOBODY
    trick: list[int] = field(default_factory=list)  # cards from the leader on
    tricks: list[tuple[int, tuple[int, ...], int]] = field(default_factory=list)  # (leader, cards, winner) this round
    results: list[dict[str, Any]] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    # The cards the seat on turn may play; cleared by every card played, not copied.
    playable: list[int] | None = field(default=None, compare=False, repr=False)

    def copy(self) -> OhSevenState:
        return OhSevenState(
            n=self.n,
            options=self.options,  # never mutated after start
            seed=self.seed,
            setup=self.setup,
            deals=self.deals,
            round=self.round,
            phase=self.phase,
            hands=[hand[:] for hand in self.hands],
            bids=self.bids[:],
            used=[cards[:] for cards in self.used],
            set_aside=self.set_aside[:],
            revealed=self.revealed[:],  # inner lists are never mutated
            rebid_points=self.rebid_points[:],
            trump=self.trump,
            final=self.final[:],
            taken=self.taken[:],
            leader=self.leader,
            turn=self.turn,
            trick=self.trick[:],
            tricks=self.tricks[:],
            results=self.results[:],  # result dicts are never mutated
            totals=self.totals[:],
        )
