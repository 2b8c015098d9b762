"""The legal moves of each phase and step, and why any other move is refused (docs/targi.md).

``legal_moves`` lists them in a stable order: placements by card number; in ``actions``
each pending card (border cards by number, then central cards in reading order) with
``resolve`` (when it can be carried out) before ``skip``; inside a step as listed in
docs/targi.md. ``refusal`` checks one move and returns None when it is legal, else the
reason (reasons.py).
"""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.targi import actions, board, reasons, rounds
from asobiba.games.targi.cards import GOODS
from asobiba.games.targi.moves import (
    DISCARD,
    DONE,
    KEEP,
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
)
from asobiba.games.targi.state import Phase, TargiState

TAKES = tuple(Take(good) for good in GOODS)
_TRIBE_STEPS = (actions.NOBLE, actions.TRIBE_STEP)


def legal_moves(state: TargiState, seat: int) -> list[Move]:
    """Every legal move of ``seat`` now, in a stable order; [] when it is not their turn."""
    if state.phase is Phase.OVER or seat != state.active:
        return []
    phase, step = state.phase, state.step
    if phase is Phase.PLACE:
        return [Place(card) for card in board.placeable(state, seat)]
    if phase is Phase.RAID and step == "method":
        return [Raid(pay) for pay in rounds.raid_payments(state, seat)]
    if phase is not Phase.ACTIONS:  # the goods of a raid, or the round-end limit
        return [Return(good) for good, have in zip(GOODS, state.goods[seat], strict=True) if have]
    if not step:
        moves: list[Move] = []
        for card in board.pending(state, seat):
            if actions.problem(state, seat, card) is None:
                moves.append(Resolve(card))
            moves.append(Skip(card))
        return moves
    if step in _TRIBE_STEPS:
        return _tribe_moves(state, seat)
    if step == actions.GOOD:
        return list(TAKES)
    if step == actions.MERCHANT_STEP:
        return [*actions.trades(state, seat), DONE]
    if step == actions.SILVERSMITH_STEP:
        return list(actions.conversions(state, seat))
    return list(actions.marker_moves(state, seat))


def _tribe_moves(state: TargiState, seat: int) -> list[Move]:
    card = actions.tribe_card(state)
    choices = actions.tribe_choices(state, seat, card, actions.tribe_source(state))
    moves: list[Move] = [Buy(row) for row in actions.open_rows(state, seat)] if "buy" in choices else []
    if "keep" in choices:
        moves.append(KEEP)
    if "discard" in choices:
        moves.append(DISCARD)
    return moves


# -- one move ------------------------------------------------------------------------------------


def refusal(state: TargiState, seat: int, move: Move) -> Text | None:
    """None if ``move`` is legal for ``seat`` now, else why not."""
    if state.phase is Phase.OVER or seat != state.active:
        return reasons.not_your_turn(state, seat)
    phase, step = state.phase, state.step
    if isinstance(move, Place) and phase is Phase.PLACE:
        problem = board.placement_problem(state, seat, move.card)
        return None if problem is None else reasons.placement(problem)
    if isinstance(move, Raid) and phase is Phase.RAID and step == "method":
        return None if move.pay in rounds.raid_payments(state, seat) else reasons.raid(state, move.pay)
    if isinstance(move, Return) and (phase is Phase.LIMIT or (phase is Phase.RAID and step == "goods")):
        return None if state.goods[seat][GOODS.index(move.good)] else reasons.no_good(move.good)
    if phase is Phase.ACTIONS:
        return _check_action(state, seat, move)
    return reasons.wrong_phase(state)


def _check_action(state: TargiState, seat: int, move: Move) -> Text | None:
    step = state.step
    if isinstance(move, Resolve | Skip) and not step:
        if not board.is_pending(state, seat, move.card):
            return reasons.not_pending(move.card)
        problem = actions.problem(state, seat, move.card) if isinstance(move, Resolve) else None
        return None if problem is None else reasons.action(problem)
    if isinstance(move, Buy | Keep | Discard) and step in _TRIBE_STEPS:
        return _check_tribe(state, seat, move)
    if isinstance(move, Take) and step == actions.GOOD:
        return None
    if isinstance(move, Trade | Done) and step == actions.MERCHANT_STEP:
        return None if isinstance(move, Done) or move in actions.trades(state, seat) else reasons.trade()
    if isinstance(move, Convert) and step == actions.SILVERSMITH_STEP:
        return None if move in actions.conversions(state, seat) else reasons.convert()
    if isinstance(move, MoveMarker) and step == actions.FATA_MORGANA:
        return None if move in actions.marker_moves(state, seat) else reasons.move_marker()
    return reasons.wrong_phase(state)


def _check_tribe(state: TargiState, seat: int, move: Buy | Keep | Discard) -> Text | None:
    card = actions.tribe_card(state)
    source = actions.tribe_source(state)
    if isinstance(move, Buy):
        problem = actions.buy_problem(state, seat, card, source)
        if problem is not None:
            return reasons.buy(problem, card)
        return None if move.row in actions.open_rows(state, seat) else reasons.row_full(move.row)
    choices = actions.tribe_choices(state, seat, card, source)
    if isinstance(move, Keep):
        return None if "keep" in choices else reasons.keep(source == actions.NOBLE)
    return None if "discard" in choices else reasons.discard_central()
