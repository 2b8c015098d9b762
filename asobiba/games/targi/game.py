"""Targi as a pure state machine behind the Asobiba contract ("reduced Targi", rules/targi.md).

Two players place three Targi each on the border of a 5×5 card grid (TARGI-R5); where
a player's row and column cross, a tribe marker claims a central card (R6). Each player
then carries out the actions under their pieces in any order, or skips them (R7):
goods, the Merchant, the Silversmith, Fata Morgana, the Caravan, Tribal Expansion, the
Noble and the central Goods and Tribe cards (R8–R12). The Robber walks the border and
raids the corners (R3, R4); the game ends with a full display of 12 cards or at the
fourth raid (R15, R16) and is scored with row bonuses and tie-breaks (R17, R18).

Every decision is one small move (moves.py). The engine plays a move itself only where
the player has no choice: a raid part that is the only one payable, goods to return when
only one kind is left or the raid takes them all (rounds.py), a step of an action with a
single option, and the giving up of pending actions none of which can be carried out
(docs/targi.md).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome
from asobiba.core.errors import IllegalMove, OptionError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.targi import actions, board, rounds
from asobiba.games.targi.legal import legal_moves, refusal
from asobiba.games.targi.moves import (
    Buy,
    Convert,
    Discard,
    Done,
    Keep,
    Move,
    MoveMarker,
    Place,
    Raid,
    Resolve,
    Return,
    Skip,
    Take,
    Trade,
    parse_move,
)
from asobiba.games.targi.options import OPTIONS
from asobiba.games.targi.sample import sample
from asobiba.games.targi.scoring import ranks
from asobiba.games.targi.setup import new_state
from asobiba.games.targi.state import Phase, TargiState
from asobiba.games.targi.view import view

_NOBODY: frozenset[int] = frozenset()
_SEATS = (frozenset({0}), frozenset({1}))


class TargiGame(GameBase[TargiState, Move]):
    id = "targi"
    version = 2  # 2: a raid taking every good held asks no order (TARGI-R4); the amulet passes after the last round (R13)
    title = Text("Targi", "タルギ")
    about = About(
        Text(
            "Two tribes of the Sahara: place your Targi on the border, claim the cards where your lines cross, trade goods for tribes.",
            "サハラの二つの部族: 外周にタルギを置き、列と行の交わる中央カードを取り、商品で部族カードを集めよう。",
        ),
        order=60,
        default_seats=2,
    )
    seats = (2,)
    options = OPTIONS

    # -- contract ---------------------------------------------------------------------------

    def start(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None) -> TargiState:
        """A new game at the placement of its first round; ``setup`` may fix decks, centre, supplies, displays and hands (setup.py)."""
        if seats not in self.seats:
            raise OptionError(Text(f"Targi is for 2 players, not {seats!r}", f"タルギは2人用です（{seats!r} 人は不可）"))
        state = new_state(resolve_options(OPTIONS, seats, options), seed, setup)
        rounds.begin_placement(state, [])
        return state

    def to_act(self, state: TargiState) -> frozenset[int]:
        return _NOBODY if state.phase is Phase.OVER else _SEATS[state.active]

    def legal_moves(self, state: TargiState, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now, in a stable order (legal.py); [] when it is not their turn."""
        return legal_moves(state, seat)

    def play(self, state: TargiState, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` by ``seat``; :class:`IllegalMove` (state untouched) if it is not legal."""
        reason = refusal(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        events: list[Event] = []
        _apply(state, seat, move, events)
        _settle(state, events)
        return events

    def view(self, state: TargiState, seat: int | None) -> dict[str, Any]:
        return view(state, seat, legal_moves(state, seat) if seat is not None else [])

    def timeout_move(self, state: TargiState, seat: int) -> Move | None:
        """For the server: the move made for a person whose turn clock ran out (docs/protocol.md,
        "Turn clock"): the first "doing nothing" move in the engine's order (skip an action,
        discard a Tribe card, no more trades), else the first legal move."""
        legal = legal_moves(state, seat)
        idle = [move for move in legal if isinstance(move, Skip | Discard | Done)]
        return (idle or legal or [None])[0]

    def outcome(self, state: TargiState) -> Outcome | None:
        """Totals, ranked by TARGI-R18's tie-breaks (gold, then goods); a full tie is a draw."""
        if state.final is None:
            return None
        totals = [sheet["total"] for sheet in state.final]
        return Outcome(tuple(totals), ranks([(sheet["total"], *sheet["tiebreaks"]) for sheet in state.final]))

    def sample(self, state: TargiState, seat: int, rng: random.Random) -> TargiState:
        return sample(state, seat, rng)

    def clone(self, state: TargiState) -> TargiState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)


# -- applying a legal move ---------------------------------------------------------------------


def _apply(state: TargiState, seat: int, move: Move, events: list[Event]) -> None:
    if isinstance(move, Place):
        state.targi[move.card] = seat
        events.append(Event("placed", {"seat": seat, "card": move.card}))
        rounds.after_placement(state, events)
    elif isinstance(move, Resolve):
        actions.resolve(state, seat, move.card, events)
    elif isinstance(move, Skip):
        actions.skip(state, seat, move.card, events)
    elif isinstance(move, Buy):
        actions.buy(state, seat, move.row, events)
    elif isinstance(move, Keep):
        actions.keep(state, seat, events)
    elif isinstance(move, Discard):
        actions.discard(state, seat, events)
    elif isinstance(move, Take):
        actions.take(state, seat, move.good, events)
    elif isinstance(move, Trade):
        actions.trade(state, seat, move, events)
    elif isinstance(move, Done):
        actions.finish(state, events)
    elif isinstance(move, Convert):
        actions.convert(state, seat, move, events)
    elif isinstance(move, MoveMarker):
        actions.move_marker(state, seat, move, events)
    elif isinstance(move, Raid):
        rounds.pay_raid(state, seat, move.pay, events)
    else:
        assert isinstance(move, Return)
        rounds.return_good(state, seat, move.good, events)


def _settle(state: TargiState, events: list[Event]) -> None:
    """Play on wherever the player has no choice (the module's docstring), until a real decision or the end."""
    while state.phase is not Phase.OVER:
        seat = state.active
        if state.phase is Phase.ACTIONS and not state.step:
            pending = board.pending(state, seat)
            if not pending:
                rounds.actions_over(state, events)
                continue
            if all(actions.problem(state, seat, card) is not None for card in pending):
                for card in pending:  # nothing left can be carried out (R7: any action may be skipped)
                    actions.skip(state, seat, card, events)
                continue
            return
        if state.phase is Phase.PLACE:
            return
        moves = legal_moves(state, seat)
        if len(moves) != 1:
            return
        _apply(state, seat, moves[0], events)


GAME = TargiGame()
