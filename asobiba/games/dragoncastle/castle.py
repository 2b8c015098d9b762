"""The Dragon Castle: which tiles may be taken (DC-R5, R6, R7, §5.7) and the Summon's condition (DC-R12).

A tile's floor is its height in its stack and only a stack's top tile can be taken
(DC-R5). A top tile is *Available* when a long side (west or east) is free: the
neighbouring space there has no tile on the same floor, being lower, empty or no
space at all (DC-R6). The first tile of every tile action comes from the *top floor*,
the highest floor that still has a tile; the second tile of a pair may be on any
floor and is judged after the first has left (§5.7). The Spirits of the Deep,
Deception and Elegance change the second tile (and Elegance the first), §1.4.
"""

from __future__ import annotations

from asobiba.games.dragoncastle.data import TILE_SYMBOL, TILE_TYPE
from asobiba.games.dragoncastle.layouts import LAYOUTS, Layout
from asobiba.games.dragoncastle.state import DragonCastleState


def layout_of(state: DragonCastleState) -> Layout:
    return LAYOUTS[state.layout]


def is_available(layout: Layout, height: list[int], position: int) -> bool:
    """DC-R6: the top tile at ``position`` has a free long side."""
    floor = height[position]
    return floor > 0 and (height[layout.west[position]] < floor or height[layout.east[position]] < floor)


def has_free_short_side(layout: Layout, height: list[int], position: int) -> bool:
    """Spirit of Elegance: the top tile at ``position`` has a free short side (north or south)."""
    floor = height[position]
    return floor > 0 and (height[layout.north[position]] < floor or height[layout.south[position]] < floor)


def is_elegant(layout: Layout, height: list[int], position: int) -> bool:
    """A tile only the Spirit of Elegance lets a player take: a free short side, no free long side."""
    return has_free_short_side(layout, height, position) and not is_available(layout, height, position)


def is_ground_only(height: list[int]) -> bool:
    """DC-R12, §5.10: no stack is higher than one tile (an empty castle included)."""
    return max(height) <= 1


def first_takes(state: DragonCastleState) -> list[int]:
    """DC-R7: the Available tiles of the top floor, in reading order (no Spirit applied)."""
    layout = layout_of(state)
    height = state.height
    top = max(height)
    if top == 0:
        return []
    west, east = layout.west, layout.east
    return [p for p in layout.spaces if height[p] == top and (height[west[p]] < top or height[east[p]] < top)]


def elegance_takes(state: DragonCastleState) -> list[int]:
    """Spirit of Elegance: top-floor tiles with a free long or short side, in reading order."""
    layout = layout_of(state)
    height = state.height
    top = max(height)
    if top == 0:
        return []
    return [p for p in layout.spaces if height[p] == top and (is_available(layout, height, p) or has_free_short_side(layout, height, p))]


def available(state: DragonCastleState) -> list[int]:
    """Every Available top tile, on any floor, in reading order (pairs, Destruction, DC-R18)."""
    layout = layout_of(state)
    height = state.height
    return [p for p in layout.spaces if is_available(layout, height, p)]


def pair_targets(state: DragonCastleState, first: int, first_at: int) -> list[int]:
    """Positions whose top tile may be the second tile of a pair with ``first`` (taken from ``first_at``).

    The castle is read as it is, after the first tile left. Normally the second tile is
    Available on any floor with the same symbol (DC-R7). The Spirit of the Deep asks only
    the same type; Deception takes the top of any stack orthogonally next to the first's
    (§5.15); Elegance also allows tiles with a free short side, and only those while its
    grace is still due.
    """
    layout = layout_of(state)
    height, castle = state.height, state.castle
    spirit = state.spirit_used
    if spirit == "deception":
        around = (layout.north[first_at], layout.west[first_at], layout.east[first_at], layout.south[first_at])
        return sorted(p for p in around if height[p] > 0)
    if spirit == "deep":
        kind = TILE_TYPE[first]
        return [p for p in layout.spaces if height[p] and TILE_TYPE[castle[p][-1]] == kind and is_available(layout, height, p)]
    symbol = TILE_SYMBOL[first]
    candidates = [p for p in layout.spaces if height[p] and TILE_SYMBOL[castle[p][-1]] == symbol]
    if spirit == "elegance":
        if state.elegance_due:
            return [p for p in candidates if is_elegant(layout, height, p)]
        return [p for p in candidates if is_available(layout, height, p) or has_free_short_side(layout, height, p)]
    return [p for p in candidates if is_available(layout, height, p)]


def is_plain_second(state: DragonCastleState, first: int, position: int) -> bool:
    """Whether the top tile at ``position`` may pair with ``first`` under the normal rule: same symbol, Available (DC-R7)."""
    return TILE_SYMBOL[state.castle[position][-1]] == TILE_SYMBOL[first] and is_available(layout_of(state), state.height, position)


def remove_top(state: DragonCastleState, position: int) -> int:
    """Take the top tile off the stack at ``position``; its id."""
    stack = state.castle[position]
    state.castle[position] = stack[:-1]
    state.height[position] -= 1
    return stack[-1]


def put_back(state: DragonCastleState, position: int, tile: int) -> None:
    """Undo :func:`remove_top` (legality checks try a first tile and put it back)."""
    state.castle[position] = (*state.castle[position], tile)
    state.height[position] += 1
