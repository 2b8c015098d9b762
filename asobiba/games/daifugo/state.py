"""The state of a Daifugō match: flat lists and ints, so ``clone`` is a handful of copies.

Seats are the players; ``order`` is how they sit, in the order of play (clockwise), and
changes only when the seats are reshuffled (UECda, DAIFUGO-R25).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from asobiba.games.daifugo.cards import DIAMOND_3
from asobiba.games.daifugo.moves import Play
from asobiba.games.daifugo.options import Rules

NOBODY = -1


class Phase(IntEnum):
    EXCHANGE = 1  # the higher classes choose the cards they return (DAIFUGO-R10, R32)
    PLAY = 2
    GIVE = 3  # the player of 7s chooses the cards to give (DAIFUGO-R19)
    OVER = 4
    SPLIT = 5  # sanma: each player splits its hand into the rounds' hands (DAIFUGO-R27)
    DISCARD = 6  # the player of 10s chooses the cards to discard (docs/daifugo.md, DAIFUGO-H1)


@dataclass(slots=True)
class DaifugoState:
    n: int
    options: dict[str, Any]
    rules: Rules
    seed: int
    setup: dict[str, Any] | None = None
    game: int = 0  # games finished
    phase: Phase = Phase.PLAY
    order: list[int] = field(default_factory=list)  # the seats as they sit, in the order of play
    hands: list[list[int]] = field(default_factory=list)  # sorted
    places: list[int] = field(default_factory=list)  # each seat's place in the last game (1 = Daifugō); [] without classes
    returns: dict[int, tuple[int, int]] = field(default_factory=dict)  # a higher class still to return: seat -> (to, how many)
    gave: list[list[int]] = field(default_factory=list)  # the cards each seat gave away this game (exchange, seven-pass)
    turn: int = NOBODY
    direction: int = 1  # +1 along ``order``, -1 reversed (DAIFUGO-R18)
    table: Play | None = None  # the play to beat; None: the table is empty
    trick: list[tuple[int, Play]] = field(default_factory=list)  # (seat, play) since the last flush
    played: list[int] = field(default_factory=list)  # every card played this game, in order
    last: int = NOBODY  # who made the play on the table
    leader: int = NOBODY  # who led (or leads) this trick
    passed: list[bool] = field(default_factory=list)  # passed since the last play (with pass lock: since the flush)
    lock: frozenset[int] = frozenset()  # the suits locked (DAIFUGO-R14); empty: no lock
    number_lock: bool = False  # each play must be one rank stronger than the one before (DAIFUGO-H2)
    revolution: bool = False
    eleven_back: bool = False
    first_play: bool = True  # nothing played yet this game (DAIFUGO-R8's ♦3 lead)
    out: list[int] = field(default_factory=list)  # gone out normally, in order (then the last card holder)
    fouls: list[int] = field(default_factory=list)  # gone out on a foul, in order (DAIFUGO-R21)
    fallen: int = NOBODY  # the Daifugō fallen by miyako-ochi (DAIFUGO-R20)
    removed: list[int] = field(default_factory=list)  # its cards, out of the game
    passes: int = 0  # passes in a row (DAIFUGO-R33)
    seven: int = 0  # cards to give on a seven-pass, in the GIVE phase
    ten: int = 0  # cards the player may discard on a ten-discard, in the DISCARD phase (or after the GIVE phase)
    then: int = 0  # after a seven-pass or a ten-discard: players to skip (five-skip), or -1 to lead again (a cut)
    split: list[list[list[int]]] = field(default_factory=list)  # sanma: each seat's hands for the rounds to come
    round: int = 0  # sanma: rounds finished in this game
    dropped: list[int] = field(default_factory=list)  # sanma: the last of each round, out of the game, in order
    points: list[int] = field(default_factory=list)
    results: list[dict[str, Any]] = field(default_factory=list)  # one per game: places and points

    def copy(self) -> DaifugoState:
        return DaifugoState(
            n=self.n,
            options=self.options,  # never mutated after start
            rules=self.rules,
            seed=self.seed,
            setup=self.setup,
            game=self.game,
            phase=self.phase,
            order=self.order[:],
            hands=[hand[:] for hand in self.hands],
            places=self.places[:],
            returns=dict(self.returns),
            gave=[cards[:] for cards in self.gave],
            turn=self.turn,
            direction=self.direction,
            table=self.table,
            trick=self.trick[:],
            played=self.played[:],
            last=self.last,
            leader=self.leader,
            passed=self.passed[:],
            lock=self.lock,
            number_lock=self.number_lock,
            revolution=self.revolution,
            eleven_back=self.eleven_back,
            first_play=self.first_play,
            out=self.out[:],
            fouls=self.fouls[:],
            fallen=self.fallen,
            removed=self.removed[:],
            passes=self.passes,
            seven=self.seven,
            ten=self.ten,
            then=self.then,
            split=[[cards[:] for cards in hands] for hands in self.split],
            round=self.round,
            dropped=self.dropped[:],
            points=self.points[:],
            results=self.results[:],  # result dicts are never mutated
        )

    def active(self, seat: int) -> bool:
        """Still holding cards, in the game."""
        return bool(self.hands[seat])

    def owes_diamond_3(self, seat: int) -> bool:
        """Whether ``seat`` leads the game's first trick and must play its ♦3 in it, so may not pass
        (DAIFUGO-R8 with ``first_lead_must_include``; rules/daifugo.md §5.1)."""
        return self.table is None and self.first_play and self.rules.must_include_diamond_3 and DIAMOND_3 in self.hands[seat]

    def reversed_(self) -> bool:
        """Whether strength runs upside down: a revolution or an eleven-back, not both (DAIFUGO-R12, R16)."""
        return self.revolution != self.eleven_back
