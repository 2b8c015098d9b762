"""What the conformance suite (asobiba/testing/suite.py) needs from Dragon Castle.

The moves to try are every move a player can name on this castle and realm: each
castle square for ``take``, ``pair`` and ``destroy``, each realm cell (and pair of
cells) for the realm moves, each Spirit with each payment, and the bare moves.
Everything is public but the seed of the castle's shuffle. After every move the
116 tiles are all somewhere once, no 4+ face-up group of one type is left once a
turn's consolidation ran, the countdown's 7 tokens are all somewhere, and each VP
total equals a recount from the discards and the sets scored.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from asobiba.core.parts import ConformanceHooks
from asobiba.games.dragoncastle import realm
from asobiba.games.dragoncastle.data import COUNTDOWN_TOKENS, DISCARD_VP, MIN_SET, SPIRITS, TILES, TYPES, set_vp
from asobiba.games.dragoncastle.layouts import LAYOUTS
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
    Flip,
    Move,
    MoveShrine,
    Pair,
    Place,
    Shift,
    Spirit,
    Take,
)
from asobiba.games.dragoncastle.state import DOWN, DragonCastleState, Phase

# The most cards, both realm extremes, every other option; the layouts are all tried.
OPTION_SAMPLES: dict[str, list[Any]] = {"spirit_cards": [3, 0], "dragon_cards": [3], "realm_size": [4, 6]}


@cache
def _every_move(layout_name: str, size: int, two_squares: bool) -> tuple[Move, ...]:
    """Every move naming squares of this castle and realm, one row and column beyond included.

    Moves from one realm cell to another are many (49² at 6×6): every pair only while the
    Spirit of Wind or Strength asks for one, else each cell to and from the corner.
    """
    layout = LAYOUTS[layout_name]
    grid = [(row, col) for row in range(layout.rows + 1) for col in range(layout.cols + 1)]
    cells = [(row, col) for row in range(size + 1) for col in range(size + 1)]
    pairs = [(source, target) for source in cells for target in cells] if two_squares else [(cell, (0, 0)) for cell in cells]
    pairs += [] if two_squares else [((0, 0), cell) for cell in cells]
    moves: list[Move] = [SUMMON, SHRINE_ACTION, DISCARD, END]
    moves += [kind(square) for square in grid for kind in (Take, Pair, Destroy)]
    moves += [kind(cell) for cell in cells for kind in (Place, Build, Flip, Cunning)]
    moves += [kind(source, target) for source, target in pairs for kind in (MoveShrine, Shift)]
    moves += [Change(cell, kind) for cell in cells for kind in TYPES]
    moves += [Spirit(card, pay) for card in SPIRITS for pay in (*cells, PAY_SHRINE)]
    return tuple(dict.fromkeys(moves))


def move_space(state: DragonCastleState, seat: int) -> tuple[Move, ...]:
    return _every_move(state.layout, state.size, state.step in ("shift", "move_shrine"))


def hidden(state: DragonCastleState, seat: int | None) -> set[tuple[str, int]]:
    """Only the seed, which decided the shuffle (and would decide nothing else)."""
    return {("seed", state.seed)}


def check_state(state: DragonCastleState) -> None:
    check_tiles(state)
    check_countdown(state)
    for seat in range(state.n):
        check_realm(state, seat)
        check_vp(state, seat)


def check_tiles(state: DragonCastleState) -> None:
    """The 116 tiles are in the castle, a realm, a hand, a discard pile, paid, destroyed, with the
    Dragon of Ingenuity or out of play by the setup — each once."""
    places = [tile for stack in state.castle for tile in stack]
    places += [tile for cells in state.realm for stack in cells for tile in stack]
    places += state.hand + [tile for tiles in state.discards for tile in tiles]
    places += state.paid + state.destroyed + state.ingenuity + state.box
    assert len(places) == TILES and len(set(places)) == TILES, f"{len(places)} tiles in play, {len(set(places))} distinct"
    assert state.height == [len(stack) for stack in state.castle], "castle heights differ from the stacks"


def check_countdown(state: DragonCastleState) -> None:
    taken = sum(state.countdown) + state.ingenuity_tokens
    assert taken + state.singles_left + state.stack_left == COUNTDOWN_TOKENS, "a countdown token is lost"
    assert state.triggered == (state.singles_left == 0), "the last round starts when the last single is taken"


def check_realm(state: DragonCastleState, seat: int) -> None:
    """Tops lie on tiles; stacks keep to the height limit; no set is left unconsolidated after a turn's check (DC-R9)."""
    for stack, top in zip(state.realm[seat], state.top[seat], strict=True):
        assert stack or top == DOWN, "a face-up tile or a Shrine on an empty cell"
        assert len(stack) <= state.max_height, "a stack above the height limit"
    mid_turn = state.phase is Phase.PLACE or (state.phase is Phase.SPIRIT and state.step == "shift")
    if not mid_turn:
        big = [group for group in realm.groups(state, seat, realm.tile_type) if len(group) >= MIN_SET]
        assert not big, f"seat {seat}: a face-up set of {len(big[0])} was not consolidated"


def check_vp(state: DragonCastleState, seat: int) -> None:
    """VP tokens = the setup's + 1 per discard + what each set scored (table 1.3, +1 for Dragons)."""
    given = (state.setup or {}).get("vp", [0] * state.n)[seat]
    recount = given + len(state.discards[seat]) * DISCARD_VP + sum(set_vp(size) + bonus for size, bonus in state.scored[seat])
    assert state.vp[seat] == recount, f"seat {seat}: {state.vp[seat]} VP kept, {recount} recounted"


CONFORMANCE = ConformanceHooks(
    rules="rules.txt", move_space=move_space, hidden=hidden, option_samples=OPTION_SAMPLES, check_state=check_state
)
