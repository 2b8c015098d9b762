"""Dragon Castle as a pure state machine behind the Asobiba contract.

Rules: rules/dragoncastle.md (CMON/Horrible Games rulebook, decisions of §5 as options
and data). The 116 tiles are dealt face up into the castle of the player count
(DC-R1); each player has a realm and one Shrine (DC-R4). A turn is a sequence of
small moves by one seat (docs/dragoncastle.md): ``take`` an Available tile of the top
floor, then finish the action — ``pair`` (a second tile of the same symbol),
``shrine`` or ``discard`` (DC-R7) — and ``place`` the tiles in the realm (DC-R8);
sets of 4+ consolidate by themselves (DC-R9) and Shrines may be built on them
(DC-R10). Spirits add powers (DC-R11, spirits.py); once only the ground floor is
left, Summon the Dragon moves the countdown (DC-R12, R13) to the last round (DC-R14)
and the final score (DC-R15, R16). Solo, the Dragon of Ingenuity answers each turn
inside ``play`` (DC-R17–R19).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome
from asobiba.core.errors import IllegalMove, OptionError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.dragoncastle import castle, realm, spirits, turns
from asobiba.games.dragoncastle.data import DISCARD_VP, TILE_TYPE, TYPES
from asobiba.games.dragoncastle.legal import legal_moves, refusal
from asobiba.games.dragoncastle.moves import (
    PAY_SHRINE,
    Build,
    Change,
    Cunning,
    Destroy,
    Discard,
    End,
    Flip,
    Move,
    MoveShrine,
    Pair,
    Place,
    Shift,
    Shrine,
    Spirit,
    Summon,
    Take,
    parse_move,
)
from asobiba.games.dragoncastle.options import OPTIONS
from asobiba.games.dragoncastle.scoring import ranks
from asobiba.games.dragoncastle.setup import new_state
from asobiba.games.dragoncastle.state import DragonCastleState, Phase
from asobiba.games.dragoncastle.view import view

_NOBODY: frozenset[int] = frozenset()
_SEATS = tuple(frozenset({seat}) for seat in range(4))


class DragonCastleGame(GameBase[DragonCastleState, Move]):
    id = "dragoncastle"
    version = 1
    title = Text("Dragon Castle", "ドラゴンキャッスル")
    about = About(
        Text(
            "Take mahjong-like tiles from a crumbling castle, build your realm, consolidate sets and raise Shrines.",
            "崩れゆく龍城から麻雀牌のようなタイルを取り、領地を築き、セットを統合して社を建てよう。",
        ),
        order=50,
        default_seats=2,
    )
    seats = (1, 2, 3, 4)
    options = OPTIONS

    # -- contract ---------------------------------------------------------------

    def start(
        self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None
    ) -> DragonCastleState:
        """A new game; ``setup`` may fix the castle, the cards, the first player, realms, pools and VP (setup.py)."""
        if seats not in self.seats:
            raise OptionError(
                Text(f"Dragon Castle is for 1 to 4 players, not {seats!r}", f"ドラゴンキャッスルは1〜4人用です（{seats!r} 人は不可）")
            )
        state = new_state(seats, resolve_options(OPTIONS, seats, options), seed, setup)
        turns.begin_turn(state, state.first, [])
        return state

    def to_act(self, state: DragonCastleState) -> frozenset[int]:
        return _NOBODY if state.phase is Phase.OVER else _SEATS[state.seat]

    def legal_moves(self, state: DragonCastleState, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now, in a stable order (legal.py); [] when it is not their turn."""
        return legal_moves(state, seat)

    def play(self, state: DragonCastleState, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` by ``seat``; :class:`IllegalMove` (state untouched) if it is not legal."""
        reason = refusal(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        events: list[Event] = []
        _apply(state, seat, move, events)
        return events

    def view(self, state: DragonCastleState, seat: int | None) -> dict[str, Any]:
        return view(state, seat, legal_moves(state, seat) if seat is not None else [])

    def timeout_move(self, state: DragonCastleState, seat: int) -> Move | None:
        """For the server: the move made for a person whose turn clock ran out (docs/protocol.md,
        "Turn clock"): the first "doing nothing" move in the engine's order (discard the tile,
        end the turn), else the first legal move that is not the Dragon's Summon or a Spirit."""
        legal = legal_moves(state, seat)
        idle = [move for move in legal if isinstance(move, Discard | End)]
        plain = [move for move in legal if not isinstance(move, Summon | Spirit)]
        return (idle or plain or legal or [None])[0]

    def outcome(self, state: DragonCastleState) -> Outcome | None:
        """Totals, ranked by DC-R16's tie-breaks."""
        if state.final is None:
            return None
        totals = [sheet["total"] for sheet in state.final]
        return Outcome(tuple(totals), ranks([(sheet["total"], *sheet["tiebreaks"]) for sheet in state.final]))

    def sample(self, state: DragonCastleState, seat: int, rng: random.Random) -> DragonCastleState:
        """Everything is public once dealt (the castle is face up): a world is the state itself."""
        return state.copy()

    def clone(self, state: DragonCastleState) -> DragonCastleState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)


# -- applying a legal move ------------------------------------------------------------------


def _position(state: DragonCastleState, square: tuple[int, int]) -> int:
    position = castle.layout_of(state).position(*square)
    assert position is not None
    return position


def _cell(state: DragonCastleState, square: tuple[int, int]) -> int:
    return square[0] * state.size + square[1]


def _apply(state: DragonCastleState, seat: int, move: Move, events: list[Event]) -> None:
    if isinstance(move, Take | Pair):
        _take(state, seat, _position(state, move.at), isinstance(move, Pair), events)
    elif isinstance(move, Summon):
        state.action = "summon"
        turns.summon(state, seat, events)
        turns.action_done(state, events)
    elif isinstance(move, Spirit):
        payment = PAY_SHRINE if isinstance(move.pay, str) else _cell(state, move.pay)
        spirits.pay(state, seat, move.card, payment, events)
        if move.card == "beauty":
            turns.action_done(state, events)
    elif isinstance(move, Shrine):
        state.action = "shrine"
        state.pool[seat] += 1
        state.phase = Phase.PLACE
        events.append(Event("shrine_taken", {"seat": seat, "pool": state.pool[seat]}))
    elif isinstance(move, Discard):
        state.action = "discard"
        tile = state.hand.pop()
        state.discards[seat].append(tile)
        state.vp[seat] += DISCARD_VP
        events.append(Event("discarded", {"seat": seat, "tile": tile, "vp": DISCARD_VP}))
        turns.action_done(state, events)
    elif isinstance(move, Place):
        _place(state, seat, _cell(state, move.cell), events)
    elif isinstance(move, Build):
        _build(state, seat, _cell(state, move.cell), events)
    elif isinstance(move, End):
        if state.phase is Phase.AFTER:
            turns.end_turn(state, events)
        else:
            spirits.end_strength(state, seat, events)
            _power_done(state, events)
    else:
        _step(state, seat, move, events)


def _take(state: DragonCastleState, seat: int, position: int, second: bool, events: list[Event]) -> None:
    layout = castle.layout_of(state)
    if state.elegance_due and castle.is_elegant(layout, state.height, position):
        state.elegance_due = False  # the Spirit of Elegance is used (§1.4)
    floor = state.height[position]
    tile = castle.remove_top(state, position)
    state.hand.append(tile)
    events.append(Event("paired" if second else "took", {"seat": seat, "at": layout.at(position), "tile": tile, "floor": floor}))
    if second:
        state.action = "pair"
        state.phase = Phase.PLACE
    else:
        state.first_at = position
        state.turn_type = TILE_TYPE[tile]
        state.phase = Phase.CHOOSE


def _place(state: DragonCastleState, seat: int, cell: int, events: list[Event]) -> None:
    tile = state.hand.pop(0)
    realm.place(state, seat, cell, tile)
    events.append(Event("placed", {"seat": seat, "cell": realm.square(state, cell), "tile": tile, "floor": len(state.realm[seat][cell])}))
    if not state.hand:
        realm.consolidate(state, seat, events)  # DC-R9, once both tiles of a pair are down (§5.8)
        turns.action_done(state, events)


def _build(state: DragonCastleState, seat: int, cell: int, events: list[Event]) -> None:
    faith = realm.build(state, seat, cell)
    events.append(Event("built", {"seat": seat, "cell": realm.square(state, cell), "floor": len(state.realm[seat][cell]), "faith": faith}))
    if faith:
        _power_done(state, events)
    elif state.phase is not Phase.SPIRIT:  # Faith's step goes on until its Shrine is past a limit (§5.15)
        turns.action_done(state, events)


def _step(state: DragonCastleState, seat: int, move: Move, events: list[Event]) -> None:
    """A step of a Spirit power (spirits.py); the power ends unless another step follows."""
    if isinstance(move, Destroy):
        spirits.destroy(state, seat, _position(state, move.at), events)
    elif isinstance(move, Flip):
        if spirits.flip(state, seat, _cell(state, move.cell), events):
            return
    elif isinstance(move, MoveShrine):
        spirits.move_shrine(state, seat, _cell(state, move.source), _cell(state, move.to), events)
    elif isinstance(move, Shift):
        if not spirits.shift(state, seat, _cell(state, move.source), _cell(state, move.to), events):
            return
        spirits.end_strength(state, seat, events)
    elif isinstance(move, Change):
        spirits.change(state, seat, _cell(state, move.cell), TYPES.index(move.kind), events)
    else:
        assert isinstance(move, Cunning)
        spirits.cunning(state, seat, _cell(state, move.cell), events)
    _power_done(state, events)


def _power_done(state: DragonCastleState, events: list[Event]) -> None:
    state.step = ""
    state.shifts_left = 0
    if state.back is Phase.AFTER:
        turns.action_done(state, events)
    else:
        state.phase = Phase.ACT


GAME = DragonCastleGame()
