"""The ten Dragon cards: end-game bonuses (rules/dragoncastle.md §1.5, decisions §5.12).

Heights count tiles only, never Shrines; adjacency is orthogonal and crosses floors; a
*neighbouring stack* is an orthogonal cell holding a tile. Every function reads one
seat's realm at the end and returns its bonus (Power compares seats).
"""

from __future__ import annotations

from collections.abc import Callable

from asobiba.games.dragoncastle import realm
from asobiba.games.dragoncastle.data import DRAGONS, FACTIONS, SPECIALS, TILE_NUMBER, TILE_SYMBOL, TILE_TYPE
from asobiba.games.dragoncastle.state import SHRINE, UP, DragonCastleState

HARMONY_TILES, HARMONY_SHRINES = 4, 2  # per axis
RIGHTEOUS_FULL_LINE = 2
POWER_WIN, POWER_TIE = 2, 1
KNOWLEDGE_VP = 2
MAJESTY_FLOOR = 3


def _heights(state: DragonCastleState, seat: int) -> list[int]:
    return [len(stack) for stack in state.realm[seat]]


def humility(state: DragonCastleState, seat: int) -> int:
    """1 VP per Shrine whose stack touches a taller stack."""
    heights = _heights(state, seat)
    around = realm.neighbours(state.size)
    return sum(1 for cell in realm.shrine_cells(state, seat) if any(heights[other] > heights[cell] for other in around[cell]))


def tranquility(state: DragonCastleState, seat: int) -> int:
    """1 VP per connected group of cells whose top tile is face down (a Shrine on it or not)."""
    down = {cell for cell, stack in enumerate(state.realm[seat]) if stack and state.top[seat][cell] != UP}
    around = realm.neighbours(state.size)
    count = 0
    while down:
        count += 1
        frontier = [down.pop()]
        while frontier:
            for other in around[frontier.pop()]:
                if other in down:
                    down.remove(other)
                    frontier.append(other)
    return count


def righteousness(state: DragonCastleState, seat: int) -> int:
    """The best row plus the best column: 1 VP per Shrine in it, +2 if every cell of it has one."""
    size = state.size
    shrines = [top == SHRINE for top in state.top[seat]]

    def line(cells: range) -> int:
        count = sum(shrines[cell] for cell in cells)
        return count + (RIGHTEOUS_FULL_LINE if count == size else 0)

    best_row = max(line(range(row * size, row * size + size)) for row in range(size))
    best_col = max(line(range(col, size * size, size)) for col in range(size))
    return best_row + best_col


def bravery(state: DragonCastleState, seat: int) -> int:
    """1 VP per stack with no neighbouring stack as tall or taller (a lone stack counts)."""
    heights = _heights(state, seat)
    around = realm.neighbours(state.size)
    return sum(1 for cell, height in enumerate(heights) if height and all(heights[other] < height for other in around[cell]))


def majesty(state: DragonCastleState, seat: int) -> int:
    """Per Faction, the highest number among its face-up tiles on floor 3 or above; their sum."""
    best = dict.fromkeys(FACTIONS, 0)
    for cell, stack in enumerate(state.realm[seat]):
        if state.top[seat][cell] == UP and len(stack) >= MAJESTY_FLOOR:
            tile = stack[-1]
            if TILE_TYPE[tile] in best:
                best[TILE_TYPE[tile]] = max(best[TILE_TYPE[tile]], TILE_NUMBER[tile])
    return sum(best.values())


def power_totals(state: DragonCastleState, seat: int) -> list[int | None]:
    """Per Faction, the best sum of numbers of one connected group of its face-up tiles; None without such a tile."""
    totals: list[int | None] = [None] * len(FACTIONS)
    stacks = state.realm[seat]
    for group in realm.groups(state, seat, realm.tile_type):
        kind = TILE_TYPE[stacks[group[0]][-1]]
        if kind in FACTIONS:
            total = sum(TILE_NUMBER[stacks[cell][-1]] for cell in group)
            index = FACTIONS.index(kind)
            totals[index] = max(totals[index] or 0, total)
    return totals


def power(state: DragonCastleState, seat: int) -> int:
    """Against each neighbour (one opponent at 2 players, none solo): +2 per Faction where higher, +1 per tie;
    a Faction without face-up tiles does not compete (an opponent's such Faction is beaten)."""
    neighbours = sorted({(seat - 1) % state.n, (seat + 1) % state.n} - {seat})
    mine = power_totals(state, seat)
    bonus = 0
    for other in neighbours:
        theirs = power_totals(state, other)
        for my_total, their_total in zip(mine, theirs, strict=True):
            if my_total is None:
                continue
            if their_total is None or my_total > their_total:
                bonus += POWER_WIN
            elif my_total == their_total:
                bonus += POWER_TIE
    return bonus


def harmony(state: DragonCastleState, seat: int) -> int:
    """+4 per mirror axis (north–south, west–east) of the tile heights, +2 per one of the Shrines on their floors."""
    size = state.size
    heights = _heights(state, seat)
    shrine_floors = [height if top == SHRINE else 0 for height, top in zip(heights, state.top[seat], strict=True)]

    def mirrored(values: list[int], mirror: Callable[[int, int], int]) -> bool:
        return any(values) and all(values[row * size + col] == values[mirror(row, col)] for row in range(size) for col in range(size))

    axes = (lambda row, col: row * size + size - 1 - col, lambda row, col: (size - 1 - row) * size + col)
    return sum(HARMONY_TILES * mirrored(heights, axis) + HARMONY_SHRINES * mirrored(shrine_floors, axis) for axis in axes)


def knowledge(state: DragonCastleState, seat: int) -> int:
    """2 VP per distinct Special symbol face up."""
    symbols = {
        TILE_SYMBOL[stack[-1]]
        for stack, top in zip(state.realm[seat], state.top[seat], strict=True)
        if top == UP and TILE_TYPE[stack[-1]] in SPECIALS
    }
    return KNOWLEDGE_VP * len(symbols)


def devotion(state: DragonCastleState, seat: int) -> int:
    """1 VP per Shrine next to a face-up Dragon tile."""
    stacks, tops = state.realm[seat], state.top[seat]
    around = realm.neighbours(state.size)
    return sum(
        1
        for cell in realm.shrine_cells(state, seat)
        if any(tops[other] == UP and TILE_TYPE[stacks[other][-1]] == DRAGONS for other in around[cell])
    )


def fortitude(state: DragonCastleState, seat: int) -> int:
    """1 VP per Shrine on the edge of the realm."""
    last = state.size - 1
    return sum(1 for cell in realm.shrine_cells(state, seat) if {cell // state.size, cell % state.size} & {0, last})


BONUS: dict[str, Callable[[DragonCastleState, int], int]] = {
    "humility": humility,
    "tranquility": tranquility,
    "righteousness": righteousness,
    "bravery": bravery,
    "majesty": majesty,
    "power": power,
    "harmony": harmony,
    "knowledge": knowledge,
    "devotion": devotion,
    "fortitude": fortitude,
}
