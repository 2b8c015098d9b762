"""The legal moves of each phase, and why any other move is refused (docs/dragoncastle.md).

``legal_moves`` lists them in a stable order: castle squares and realm cells in reading
order (north to south, west to east); in ``act`` the takes, the Summon, then the Spirit
activations; in ``choose`` the pairs, ``shrine``, ``discard``; in ``after`` the builds,
the Spirits, ``end``. ``refusal`` checks one move without listing the others and
returns None when it is legal, else the reason (reasons.py).
"""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.dragoncastle import castle, realm, reasons, spirits
from asobiba.games.dragoncastle.data import TYPES
from asobiba.games.dragoncastle.moves import (
    DISCARD,
    END,
    PAY_SHRINE,
    SHRINE_ACTION,
    SUMMON,
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
    Square,
    Summon,
    Take,
)
from asobiba.games.dragoncastle.state import UP, DragonCastleState, Phase
from asobiba.games.dragoncastle.turns import can_summon

ACT, SPIRIT, CHOOSE, PLACE, AFTER, OVER = Phase.ACT, Phase.SPIRIT, Phase.CHOOSE, Phase.PLACE, Phase.AFTER, Phase.OVER


def legal_moves(state: DragonCastleState, seat: int) -> list[Move]:
    """Every legal move of ``seat`` now, in a stable order; [] when it is not their turn."""
    phase = state.phase
    if phase is OVER or seat != state.seat:
        return []
    at = castle.layout_of(state).squares
    cells = realm.squares(state.size)
    if phase is ACT:
        moves: list[Move] = [Take(at[p]) for p in spirits.takes(state, seat)]
        if can_summon(state):
            moves.append(SUMMON)
        return moves + _activations(state, seat)
    if phase is CHOOSE:
        moves = [Pair(at[p]) for p in _pairs(state, seat)]
        if not spirits.forces_pair(state):
            if realm.placeable_count(state, seat):
                moves.append(SHRINE_ACTION)
            moves.append(DISCARD)
        return moves
    if phase is PLACE:
        return [Place(cells[cell]) for cell in range(state.size**2) if realm.can_place(state, seat, cell)]
    if phase is AFTER:
        return [Build(cells[cell]) for cell in realm.build_cells(state, seat)] + _activations(state, seat) + [END]
    return _steps(state, seat)


def _activations(state: DragonCastleState, seat: int) -> list[Move]:
    cells = realm.squares(state.size)
    return [Spirit(card, pay if isinstance(pay, str) else cells[pay]) for card, pay in spirits.activations(state, seat)]


def _pairs(state: DragonCastleState, seat: int) -> list[int]:
    """DC-R7, R8: second tiles, when two realm cells are free for the pair."""
    if realm.placeable_count(state, seat) < 2:
        return []
    return castle.pair_targets(state, state.hand[0], state.first_at)


def _steps(state: DragonCastleState, seat: int) -> list[Move]:
    at = castle.layout_of(state).squares
    cells = realm.squares(state.size)
    step = state.step
    if step == "destroy":
        return [Destroy(at[p]) for p in spirits.destroy_targets(state)]
    if step == "flip":
        return [Flip(cells[cell]) for cell in realm.face_up_cells(state, seat)]
    if step == "move_shrine":
        return [MoveShrine(cells[source], cells[target]) for source, target in spirits.shrine_moves(state, seat)]
    if step == "shift":
        moves: list[Move] = [Shift(cells[source], cells[target]) for source, target in spirits.shifts(state, seat)]
        return [*moves, END] if state.shifts_left < spirits.STRENGTH_MOVES else moves
    if step == "change":
        return [Change(cells[cell], TYPES[kind]) for cell, kind in spirits.changes(state, seat)]
    if step == "cunning":
        return [Cunning(cells[cell]) for cell in spirits.cunning_cells(state, seat)]
    return [Build(cells[cell]) for cell in realm.build_cells(state, seat, faith=True)]


# -- one move ------------------------------------------------------------------------------


_STEP_OF = {
    Destroy: "destroy",
    Flip: "flip",
    MoveShrine: "move_shrine",
    Shift: "shift",
    Change: "change",
    Cunning: "cunning",
}  # the Spirit step each move answers
_PHASE_OF = {Take: ACT, Summon: ACT, Pair: CHOOSE, Shrine: CHOOSE, Discard: CHOOSE, Place: PLACE}


def refusal(state: DragonCastleState, seat: int, move: Move) -> Text | None:
    """None if ``move`` is legal for ``seat`` now, else why not."""
    if state.phase is OVER or seat != state.seat:
        return reasons.not_your_turn(state, seat)
    phase, step = state.phase, state.step
    if isinstance(move, Take | Summon | Spirit | Pair | Shrine | Discard | Place):
        wanted = _PHASE_OF.get(type(move))
        if (wanted is not None and phase is not wanted) or (isinstance(move, Spirit) and phase not in (ACT, AFTER)):
            return reasons.wrong_phase(state)
        return _check_action(state, seat, move)
    if isinstance(move, Build):
        if phase is AFTER or (phase is SPIRIT and step == "faith"):
            return _check_build(state, seat, move.cell, phase is SPIRIT)
    elif isinstance(move, End):
        if phase is AFTER or (step == "shift" and state.shifts_left < spirits.STRENGTH_MOVES):
            return None
        if step == "shift":
            return reasons.strength_first_move()
    elif phase is SPIRIT and _STEP_OF.get(type(move)) == step:
        return _check_step(state, seat, move)
    return reasons.wrong_phase(state)


def _position(state: DragonCastleState, square: Square) -> int | None:
    return castle.layout_of(state).position(*square)


def _cell(state: DragonCastleState, square: Square) -> int | None:
    return realm.cell_of(state, *square)


def _check_action(state: DragonCastleState, seat: int, move: Move) -> Text | None:
    if isinstance(move, Take):
        position = _position(state, move.at)
        return None if position in spirits.takes(state, seat) else reasons.take(state, seat, move.at, position)
    if isinstance(move, Summon):
        return None if can_summon(state) else reasons.summon(state)
    if isinstance(move, Spirit):
        return _check_spirit(state, seat, move)
    if isinstance(move, Pair):
        position = _position(state, move.at)
        return None if position in _pairs(state, seat) else reasons.pair(state, seat, move.at, position)
    if isinstance(move, Shrine | Discard):
        if spirits.forces_pair(state):
            return reasons.pair_forced(state)
        if isinstance(move, Shrine) and not realm.placeable_count(state, seat):
            return reasons.no_room(1)
        return None
    assert isinstance(move, Place)
    cell = _cell(state, move.cell)
    return None if cell is not None and realm.can_place(state, seat, cell) else reasons.place(state, seat, move.cell, cell)


def _check_spirit(state: DragonCastleState, seat: int, move: Spirit) -> Text | None:
    if move.card not in state.spirits:
        return reasons.spirit_not_in_play(state, move.card)
    if state.spirit_used is not None:
        return reasons.spirit_used(state)
    if move.card not in spirits.cards_now(state):
        return reasons.spirit_not_now(state, move.card)
    if move.pay == PAY_SHRINE:
        if not state.pool[seat]:
            return reasons.no_shrine_to_pay()
        payment: int | str = PAY_SHRINE
    else:
        cell = _cell(state, move.pay) if isinstance(move.pay, tuple) else None
        if cell is None or state.top[seat][cell] != UP:
            return reasons.bad_payment(state, seat, move.pay, cell)
        payment = cell
    return None if spirits.is_applicable(state, seat, move.card, payment) else reasons.spirit_useless(move.card)


def _check_build(state: DragonCastleState, seat: int, square: Square, faith: bool) -> Text | None:
    cell = _cell(state, square)
    if cell is not None and cell in realm.build_cells(state, seat, faith=faith):
        return None
    return reasons.build(state, seat, square, cell, faith)


def _check_step(state: DragonCastleState, seat: int, move: Move) -> Text | None:
    if isinstance(move, Destroy):
        position = _position(state, move.at)
        return None if position in spirits.destroy_targets(state) else reasons.take(state, seat, move.at, position, destroy=True)
    if isinstance(move, Flip):
        cell = _cell(state, move.cell)
        return None if cell is not None and state.top[seat][cell] == UP else reasons.flip(move.cell)
    if isinstance(move, MoveShrine | Shift):
        source, target = _cell(state, move.source), _cell(state, move.to)
        allowed = spirits.shrine_moves(state, seat) if isinstance(move, MoveShrine) else spirits.shifts(state, seat)
        if source is not None and target is not None and (source, target) in allowed:
            return None
        return (
            reasons.move_shrine(state, seat, source, target)
            if isinstance(move, MoveShrine)
            else reasons.shift(state, seat, move.to, source, target)
        )
    if isinstance(move, Change):
        cell = _cell(state, move.cell)
        return None if (cell, TYPES.index(move.kind)) in spirits.changes(state, seat) else reasons.change(move.cell, move.kind)
    assert isinstance(move, Cunning)
    cell = _cell(state, move.cell)
    return None if cell in spirits.cunning_cells(state, seat) else reasons.cunning(move.cell)
