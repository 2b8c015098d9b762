"""The state of a Tarot match: flat lists and ints, so ``clone`` is a handful of copies.

Seats are numbered around the table in the direction of play for the default
``counter_clockwise`` option (seat 1 is seat 0's right-hand neighbour); ``step`` is
+1 then, and −1 with ``direction=clockwise`` (TAROT-R1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from asobiba.games.tarot.data import LAYOUTS, Contract, Layout
from asobiba.games.tarot.moves import Declare


class Phase(IntEnum):
    BID = 1
    CALL = 2  # 5 players: the taker calls a king (TAROT-R10)
    ECART = 3  # prise/garde: the taker discards one card at a time (TAROT-R13)
    CHELEM = 4  # the taker announces a chelem or not (TAROT-R17)
    PLAY = 5  # declarations before each player's first card, then tricks
    OVER = 6


NOBODY = -1


@dataclass(slots=True)
class TarotState:
    n: int
    options: dict[str, Any]
    seed: int
    step: int
    dealer: int
    setup: dict[str, Any] | None = None
    deal_number: int = 0  # deals dealt so far, void and cancelled ones included: keys the shuffle
    played: int = 0  # deals scored (TAROT-R46)
    phase: Phase = Phase.BID
    turn: int = 0
    hands: list[list[int]] = field(default_factory=list)
    chien: list[int] = field(default_factory=list)  # face down, or as shown before the taker took it
    bids: list[int] = field(default_factory=list)  # -1 not spoken yet, 0 pass, else a Contract value
    contract: Contract | None = None
    taker: int = NOBODY
    called: int = NOBODY  # the called card (5 players)
    partner: int = NOBODY  # holder of the called card; NOBODY when the taker plays alone
    partner_known: bool = False
    ecart: list[int] = field(default_factory=list)
    chelem: bool = False
    declarable: list[list[Declare]] = field(default_factory=list)  # pending choices, per seat
    declarations: list[Declare | None] = field(default_factory=list)
    shown: list[list[int]] = field(default_factory=list)  # poignée cards shown, per seat
    leader: int = 0
    trick: list[int] = field(default_factory=list)
    tricks: list[tuple[int, tuple[int, ...], int]] = field(default_factory=list)  # (leader, cards, winner)
    won: list[list[int]] = field(default_factory=list)  # cards won, per seat
    excuse_debt: tuple[int, int] | None = None  # (from, to): half a point owed for the Excuse (TAROT-R28)
    results: list[dict[str, Any]] = field(default_factory=list)  # one per scored deal
    totals: list[int] = field(default_factory=list)
    # Cards the seat to act may play, as (seat, hand size, cards): legal_moves and play
    # both need it. A seat's hand shrinks with every card it plays, so within a deal
    # (seat, hand size) names one decision; _new_deal and copy() clear it.
    playable_cache: tuple[int, int, list[int]] | None = field(default=None, compare=False, repr=False)

    @property
    def layout(self) -> Layout:
        return LAYOUTS[self.n]

    def next_seat(self, seat: int) -> int:
        return (seat + self.step) % self.n

    def copy(self) -> TarotState:
        return TarotState(
            n=self.n,
            options=self.options,  # never mutated after start
            seed=self.seed,
            step=self.step,
            dealer=self.dealer,
            setup=self.setup,
            deal_number=self.deal_number,
            played=self.played,
            phase=self.phase,
            turn=self.turn,
            hands=[hand[:] for hand in self.hands],
            chien=self.chien[:],
            bids=self.bids[:],
            contract=self.contract,
            taker=self.taker,
            called=self.called,
            partner=self.partner,
            partner_known=self.partner_known,
            ecart=self.ecart[:],
            chelem=self.chelem,
            declarable=self.declarable[:],  # inner lists are replaced, never mutated
            declarations=self.declarations[:],
            shown=self.shown[:],
            leader=self.leader,
            trick=self.trick[:],
            tricks=self.tricks[:],
            won=[pile[:] for pile in self.won],
            excuse_debt=self.excuse_debt,
            results=self.results[:],  # result dicts are never mutated
            totals=self.totals[:],
        )
