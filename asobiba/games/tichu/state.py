"""The state of a Tichu game: flat lists and ints, so ``clone`` is a handful of copies.

Seats 0 and 2 are one team, 1 and 3 the other (TICHU-R1). Seats are numbered in
the direction of play for the default ``counter_clockwise`` option (seat 1 is seat
0's right-hand neighbour); ``step`` is +1 then, and −1 with ``direction=clockwise``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from asobiba.games.tichu.combos import Bomb, Combo, Rules

NOBODY = -1
NO_CALL, TICHU_CALL, GRAND_CALL = 0, 1, 2


class Phase(IntEnum):
    GRAND = 1  # 8 cards each: Grand Tichu or not, all at once (TICHU-R3)
    PASS = 2  # 14 cards: each gives one card to each other player, all at once (TICHU-R8)
    PLAY = 3  # tricks; out-of-turn bombs (TICHU-R16, R19)
    WISH = 4  # the Mah Jong was just played: its player names a rank or none (TICHU-R21)
    GIFT = 5  # a Dragon trick was won: its winner names the opponent who gets it (TICHU-R31)
    OVER = 6


def team(seat: int) -> int:
    return seat % 2


def pass_order(state: TichuState, seat: int) -> list[int]:
    """Left-hand opponent, partner, right-hand opponent: the order the pass is usually made in."""
    return [(seat + state.step * k) % 4 for k in (3, 2, 1)]


@dataclass(slots=True)
class TichuState:
    options: dict[str, Any]
    rules: Rules
    seed: int
    step: int
    setup: dict[str, Any] | None = None
    round_number: int = 0  # rounds dealt so far: keys the shuffle
    phase: Phase = Phase.GRAND
    hands: list[list[int]] = field(default_factory=list)
    rest: list[list[int]] = field(default_factory=list)  # the 6 cards each seat gets after the Grand Tichu decision
    grand: list[int] = field(default_factory=list)  # -1 undecided, 0 no, 1 Grand Tichu: hidden until all decided
    calls: list[int] = field(default_factory=list)  # NO_CALL, TICHU_CALL, GRAND_CALL per seat
    gives: list[list[int]] = field(default_factory=list)  # gives[seat][to]: the card passed, -1 not yet
    received: list[list[int]] = field(default_factory=list)  # received[seat][from]: the card received
    turn: int = NOBODY  # whose turn it is in PLAY; NOBODY while only bombs may be played
    trick: list[tuple[int, tuple[int, ...], int, Combo]] = field(default_factory=list)  # (seat, cards, phoenix, combo)
    passes: int = 0  # passes in a row since the last play
    declined: int = 0  # bit mask of seats that let the current top stand until the next play or last pass (TICHU-R19)
    wish: int = 0  # the open wish, 2–14; 0 none
    wisher: int = NOBODY  # who plays the Mah Jong and names the wish now (WISH phase)
    after_wish: int = NOBODY  # whose turn it is once the wish is named
    gifter: int = NOBODY  # who gives away the Dragon trick (GIFT phase)
    out: list[int] = field(default_factory=list)  # seats in the order they went out
    won: list[list[int]] = field(default_factory=list)  # cards won in tricks, per seat
    tricks_played: int = 0
    results: list[dict[str, Any]] = field(default_factory=list)  # one per round
    totals: list[int] = field(default_factory=lambda: [0, 0])  # per team
    # Each hand's bombs during the tricks (combos.held_bombs), for the bomb window after every
    # move: found when the tricks begin, then only thinned as cards are played. Derived from
    # the hands, so not compared.
    bombs: list[tuple[Bomb, ...]] = field(default_factory=lambda: [(), (), (), ()], compare=False, repr=False)
    # Asked for several times between two moves (by to_act, legal_moves, view, then play()
    # to check the move), so kept until the next move, which clears them; copy() does not
    # carry them over. The last legal moves asked for, as (seat, moves); the bomb window.
    moves: tuple[int, list[Any]] | None = field(default=None, compare=False, repr=False)
    window: list[int] | None = field(default=None, compare=False, repr=False)

    def next_seat(self, seat: int) -> int:
        return (seat + self.step) % 4

    def next_active(self, seat: int) -> int:
        """The next seat after ``seat`` in the direction of play that still holds cards."""
        for _ in range(4):
            seat = (seat + self.step) % 4
            if self.hands[seat]:
                return seat
        return NOBODY

    @property
    def top(self) -> Combo | None:
        return self.trick[-1][3] if self.trick else None

    def copy(self) -> TichuState:
        return TichuState(
            options=self.options,  # never mutated after start
            rules=self.rules,
            seed=self.seed,
            step=self.step,
            setup=self.setup,
            round_number=self.round_number,
            phase=self.phase,
            hands=[hand[:] for hand in self.hands],
            rest=[cards[:] for cards in self.rest],
            grand=self.grand[:],
            calls=self.calls[:],
            gives=[given[:] for given in self.gives],
            received=[cards[:] for cards in self.received],
            turn=self.turn,
            trick=self.trick[:],
            passes=self.passes,
            declined=self.declined,
            wish=self.wish,
            wisher=self.wisher,
            after_wish=self.after_wish,
            gifter=self.gifter,
            out=self.out[:],
            won=[pile[:] for pile in self.won],
            tricks_played=self.tricks_played,
            results=self.results[:],  # result dicts are never mutated
            totals=self.totals[:],
            bombs=self.bombs[:],
        )
