"""The state of a Targi game: flat lists of card ids and counters, so ``clone`` is a few list copies.

Cards are their ids (``G01``–``G19``, ``SIM-01``–``SIM-45``, cards.py). Decks are lists,
top first. ``targi[n]`` is the seat whose Targi stands on border card ``n`` (index 0
unused), ``markers[i]`` the seat whose tribe marker stands on central space ``i``
(c11 … c33 in reading order); a figure or marker is removed when its action is done,
so a seat's pending actions are exactly the cards still holding its pieces (TARGI-R7).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from asobiba.games.targi.cards import Effect

NOBODY = -1
Ref = int | str  # a border card number 1–16 or a central space c11 … c33


class Phase(IntEnum):
    RAID = 1  # a raid corner was reached: each player pays (TARGI-R3, R4)
    PLACE = 2  # Targi placement (TARGI-R5)
    ACTIONS = 3  # resolving actions (TARGI-R7); ``step`` names the choice inside one
    LIMIT = 4  # end of round: surplus goods returned (TARGI-R14)
    OVER = 5


@dataclass(slots=True)
class TargiState:
    options: dict[str, Any]
    seed: int
    effects: dict[str, tuple[Effect, ...]]  # per Tribe card id, in force under tribe_effects=data; never mutated
    first: int  # holder of the amulet this round (TARGI-R2, R13)
    round: int  # rounds begun
    robber: int  # border card under the Robber
    goods_deck: list[str]
    goods_discard: list[str]
    tribe_deck: list[str]
    tribe_discard: list[str]
    centre: list[str | None]  # per central space: its card, or None when both decks ran out (TARGI-R8)
    face_up: list[bool]
    goods: list[list[int]]  # per seat: dates, salt, pepper
    gold: list[int]
    vp: list[int]  # VP tokens
    hand: list[str | None]  # the one Tribe card in hand (TARGI-R11)
    hand_round: list[int]  # the round it was taken in
    hand_public: list[bool]  # taken face up from the centre (else drawn: only its owner saw it)
    display: list[list[list[str]]]  # per seat, 3 rows of up to 4 cards, left to right (TARGI-R12)
    score: list[int]  # running total, kept as things happen; scoring.total recounts it
    targi: list[int] = field(default_factory=lambda: [NOBODY] * 17)
    markers: list[int] = field(default_factory=lambda: [NOBODY] * 9)
    box: tuple[str, ...] = ()  # cards a setup left out of play
    rebuilds: int = 0  # times the Goods deck was rebuilt from its discard pile (keys its shuffles)
    # -- whose decision, and which ------------------------------------------------------------
    phase: Phase = Phase.PLACE
    active: int = 0  # the seat to act
    step: str = ""  # ACTIONS: noble, tribe, good, merchant, silversmith, fata_morgana; RAID: method, goods
    resolving: Ref = 0  # ACTIONS: the card whose action is being carried out
    drawn: str | None = None  # a card drawn by Tribal Expansion or the Caravan and not yet settled
    owed: int = 0  # RAID/LIMIT: goods still to return
    queue: list[int] = field(default_factory=list)  # RAID/LIMIT: seats still to pay after ``active``
    final: list[dict[str, Any]] | None = None

    def copy(self) -> TargiState:
        return TargiState(
            options=self.options,  # never mutated after start
            seed=self.seed,
            effects=self.effects,
            first=self.first,
            round=self.round,
            robber=self.robber,
            goods_deck=self.goods_deck[:],
            goods_discard=self.goods_discard[:],
            tribe_deck=self.tribe_deck[:],
            tribe_discard=self.tribe_discard[:],
            centre=self.centre[:],
            face_up=self.face_up[:],
            goods=[kinds[:] for kinds in self.goods],
            gold=self.gold[:],
            vp=self.vp[:],
            hand=self.hand[:],
            hand_round=self.hand_round[:],
            hand_public=self.hand_public[:],
            display=[[row[:] for row in rows] for rows in self.display],
            score=self.score[:],
            targi=self.targi[:],
            markers=self.markers[:],
            box=self.box,
            rebuilds=self.rebuilds,
            phase=self.phase,
            active=self.active,
            step=self.step,
            resolving=self.resolving,
            drawn=self.drawn,
            owed=self.owed,
            queue=self.queue[:],
            final=self.final,  # built once at the end, never mutated
        )
