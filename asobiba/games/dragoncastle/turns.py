"""The flow of turns: the action's end, the countdown and the end of the game (DC-R12–R14, R18).

After the action (tiles placed and consolidated, a discard or a Summon) the turn goes on
in phase ``after`` only when there is something to decide — a Shrine to build on this
turn's sets (DC-R10) or a Spirit to activate — and ends at once otherwise. A Summon
takes a single countdown token while any is left, then from the stack; taking the last
single reveals the "!" (DC-R14): the game ends when the seat before the first player
finishes its turn (§5.11). Solo, the Dragon of Ingenuity plays after each of the
player's turns (DC-R18), and the round ends after its turn.
"""

from __future__ import annotations

from asobiba.core.contract import Event
from asobiba.games.dragoncastle import castle, realm, spirits
from asobiba.games.dragoncastle.data import DRAGONS, FACTIONS, SPECIALS, TILE_SYMBOL, TILE_TYPE
from asobiba.games.dragoncastle.scoring import final_sheets
from asobiba.games.dragoncastle.state import NOBODY, DragonCastleState, Phase

INGENUITY = "ingenuity"  # who summons, in events, for the Dragon of Ingenuity


def begin_turn(state: DragonCastleState, seat: int, events: list[Event]) -> None:
    state.phase = Phase.ACT
    state.seat = seat
    state.hand = []
    state.first_at = NOBODY
    state.turn_type = NOBODY
    state.action = ""
    state.spirit_used = None
    state.step = ""
    state.back = Phase.ACT
    state.elegance_due = False
    state.shifts_left = 0
    state.sets = []
    events.append(Event("turn", {"seat": seat, "turn": state.turn}))


def can_summon(state: DragonCastleState) -> bool:
    """DC-R12: only the ground floor is left; not while a Spirit asks for a tile action."""
    return (
        castle.is_ground_only(state.height) and state.spirit_used not in spirits.PAIR_SPIRITS and state.singles_left + state.stack_left > 0
    )


def summon(state: DragonCastleState, who: int | str, events: list[Event]) -> None:
    """DC-R13: the token of the rightmost occupied space (a single, then the stack)."""
    if state.singles_left:
        state.singles_left -= 1
        token = "single"
    else:
        state.stack_left -= 1
        token = "stack"
    if who == INGENUITY:
        state.ingenuity_tokens += 1
    else:
        assert isinstance(who, int)
        state.countdown[who] += 1
    revealed = token == "single" and state.singles_left == 0
    state.triggered = state.triggered or revealed
    events.append(Event("summoned", {"seat": who, "token": token, "last_round": revealed}))


def has_decision_after(state: DragonCastleState) -> bool:
    """Something to decide once the action is done: a Shrine to build, or a Spirit to activate."""
    seat = state.seat
    return bool(realm.build_cells(state, seat)) or bool(spirits.activations(state, seat, first_only=True))


def action_done(state: DragonCastleState, events: list[Event]) -> None:
    """The action is over: stay for the decisions after it, or end the turn."""
    state.phase = Phase.AFTER
    state.step = ""
    if not has_decision_after(state):
        end_turn(state, events)


def end_turn(state: DragonCastleState, events: list[Event]) -> None:
    seat = state.seat
    events.append(Event("turn_ended", {"seat": seat}))
    if state.is_solo:
        state.last_type = state.turn_type
        ingenuity_turn(state, events)
        over = state.triggered
    else:
        over = state.triggered and seat == (state.first - 1) % state.n
    if over:
        end_game(state, events)
        return
    state.turn += 1
    begin_turn(state, (seat + 1) % state.n, events)


def ingenuity_turn(state: DragonCastleState, events: list[Event]) -> None:
    """DC-R18: Summon once legal; else the northernmost, then westernmost, Available top-floor tile of the
    first class with one — the type the player took first last turn, Dragons, Specials, Factions — and an
    identical Available tile too if there is one (same order)."""
    if castle.is_ground_only(state.height):
        summon(state, INGENUITY, events)
        return
    takes = castle.first_takes(state)
    types = [TILE_TYPE[state.castle[position][-1]] for position in takes]
    classes = [(state.last_type,), (DRAGONS,), SPECIALS, FACTIONS]
    position = next(p for kinds in classes for p, kind in zip(takes, types, strict=True) if kind in kinds)
    layout = castle.layout_of(state)
    tile = castle.remove_top(state, position)
    taken, where = [tile], [layout.at(position)]
    symbol = TILE_SYMBOL[tile]
    second = next((p for p in castle.available(state) if TILE_SYMBOL[state.castle[p][-1]] == symbol), None)
    if second is not None:
        taken.append(castle.remove_top(state, second))
        where.append(layout.at(second))
    state.ingenuity += taken
    events.append(Event("ingenuity_took", {"at": where, "tiles": taken}))


def end_game(state: DragonCastleState, events: list[Event]) -> None:
    state.phase = Phase.OVER
    state.hand = []
    state.sets = []
    state.spirit_used = None
    state.final = final_sheets(state)
    events.append(Event("game_over", {"final": state.final}))
