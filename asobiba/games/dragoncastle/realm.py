"""A player's realm: placing tiles (DC-R8), consolidating sets (DC-R9) and building Shrines (DC-R10).

Tiles go face up on an empty cell or on a face-down tile without a Shrine, never on a
face-up tile, and no stack grows past ``realm_max_height`` (§1.8). After placing, every
orthogonally connected group of 4 or more face-up tiles of one type — seen from
above, whatever their floors — is flipped face down and scores from table 1.3; each
group on its own, a Dragons set +1 VP (§5.8). Right after, Shrines from the pool may go
on the tiles of this turn's sets, one per tile, up to each set's limit (DC-R10, §5.9); the
Spirit of Faith's Shrine is the one a set takes past its limit, one set per turn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import cache

from asobiba.core.contract import Event
from asobiba.games.dragoncastle.data import DRAGON_SET_BONUS, DRAGONS, MIN_SET, SHRINE_LIMIT, TILE_TYPE, TYPES, set_vp
from asobiba.games.dragoncastle.state import DOWN, SHRINE, UP, DragonCastleState, TurnSet


@cache
def neighbours(size: int) -> tuple[tuple[int, ...], ...]:
    """Per cell of a ``size × size`` realm, its orthogonal neighbours (north, west, east, south)."""
    found = []
    for cell in range(size * size):
        row, col = divmod(cell, size)
        around = []
        if row > 0:
            around.append(cell - size)
        if col > 0:
            around.append(cell - 1)
        if col < size - 1:
            around.append(cell + 1)
        if row < size - 1:
            around.append(cell + size)
        found.append(tuple(around))
    return tuple(found)


@cache
def squares(size: int) -> tuple[tuple[int, int], ...]:
    """Per cell of a ``size × size`` realm, its ``(row, col)``."""
    return tuple(divmod(cell, size) for cell in range(size * size))


def square(state: DragonCastleState, cell: int) -> list[int]:
    """``[row, col]`` of a realm cell, as moves and views write it."""
    return [cell // state.size, cell % state.size]


def cell_of(state: DragonCastleState, row: int, col: int) -> int | None:
    """The realm cell at ``[row, col]``, or None outside the realm."""
    size = state.size
    return row * size + col if 0 <= row < size and 0 <= col < size else None


def can_place(state: DragonCastleState, seat: int, cell: int) -> bool:
    """DC-R8: an empty cell or a face-down tile without a Shrine, below the height limit."""
    return state.top[seat][cell] == DOWN and len(state.realm[seat][cell]) < state.max_height


def placeable_count(state: DragonCastleState, seat: int) -> int:
    limit = state.max_height
    return sum(1 for top, stack in zip(state.top[seat], state.realm[seat], strict=True) if top == DOWN and len(stack) < limit)


def place(state: DragonCastleState, seat: int, cell: int, tile: int, face_up: bool = True) -> None:
    state.realm[seat][cell] = (*state.realm[seat][cell], tile)
    state.top[seat][cell] = UP if face_up else DOWN


def lift(state: DragonCastleState, seat: int, cell: int) -> int:
    """Take the top tile off a cell (paid to a Spirit, or moved by Strength); what it uncovers is face down."""
    stack = state.realm[seat][cell]
    state.realm[seat][cell] = stack[:-1]
    state.top[seat][cell] = DOWN
    return stack[-1]


def face_up_cells(state: DragonCastleState, seat: int) -> list[int]:
    return [cell for cell, top in enumerate(state.top[seat]) if top == UP]


def groups(state: DragonCastleState, seat: int, key: Callable[[int], int], starts: list[int] | None = None) -> list[list[int]]:
    """The orthogonally connected groups of face-up cells whose top tiles share ``key(tile)``
    (a key of -1 joins nothing), from ``starts`` (every face-up cell if None), each in cell order."""
    tops, stacks = state.top[seat], state.realm[seat]
    around = neighbours(state.size)
    seen: set[int] = set()
    found = []
    for start in face_up_cells(state, seat) if starts is None else starts:
        if start in seen or tops[start] != UP:
            continue
        value = key(stacks[start][-1])
        seen.add(start)
        if value < 0:
            continue
        group, frontier = [start], [start]
        while frontier:
            cell = frontier.pop()
            for other in around[cell]:
                if other not in seen and tops[other] == UP and key(stacks[other][-1]) == value:
                    seen.add(other)
                    group.append(other)
                    frontier.append(other)
        found.append(sorted(group))
    return found


def tile_type(tile: int) -> int:
    return TILE_TYPE[tile]


def consolidate(state: DragonCastleState, seat: int, events: list[Event], starts: list[int] | None = None) -> None:
    """DC-R9: flip and score every group of 4+ face-up tiles of one type (from ``starts`` only, if given)."""
    for group in groups(state, seat, tile_type, starts):
        if len(group) >= MIN_SET:
            kind = TILE_TYPE[state.realm[seat][group[0]][-1]]
            score_set(state, seat, group, TYPES[kind], kind == DRAGONS, SHRINE_LIMIT[kind], events)


def score_set(state: DragonCastleState, seat: int, cells: list[int], kind: str, bonus: bool, limit: int, events: list[Event]) -> None:
    """Flip ``cells`` face down as one set of this turn and score it (table 1.3, +1 with ``bonus``)."""
    tops, stacks = state.top[seat], state.realm[seat]
    for cell in cells:
        tops[cell] = DOWN
    extra = DRAGON_SET_BONUS if bonus else 0
    gained = set_vp(len(cells)) + extra
    state.vp[seat] += gained
    state.scored[seat].append((len(cells), extra))
    tiles = tuple(stacks[cell][-1] for cell in cells)
    state.sets.append(TurnSet(kind, tiles, gained, limit))
    events.append(
        Event(
            "consolidated",
            {
                "seat": seat,
                "type": kind,
                "cells": [square(state, cell) for cell in cells],
                "tiles": list(tiles),
                "vp": gained,
                "shrines": limit,
            },
        )
    )


def set_of(state: DragonCastleState, seat: int, cell: int) -> int | None:
    """Index in ``state.sets`` of the set whose tile is the face-down top of ``cell`` (no Shrine yet), else None."""
    stack = state.realm[seat][cell]
    if not stack or state.top[seat][cell] != DOWN:
        return None
    tile = stack[-1]
    for index, turn_set in enumerate(state.sets):
        if tile in turn_set.tiles:
            return index
    return None


def build_cells(state: DragonCastleState, seat: int, faith: bool = False) -> list[int]:
    """DC-R10: the cells a Shrine from the pool may go on now; with ``faith``, the Spirit of Faith's step:
    only the sets that can still end one Shrine past their limit (§5.9, §5.15)."""
    if state.pool[seat] == 0 or not state.sets:
        return []
    owners = [set_of(state, seat, cell) for cell in range(state.size * state.size)]
    if faith:
        free = Counter(index for index in owners if index is not None)
        open_sets = {index for index, count in free.items() if can_pass_limit(state.sets[index], count, state.pool[seat])}
    else:
        open_sets = {index for index, turn_set in enumerate(state.sets) if turn_set.built < turn_set.limit}
    return [cell for cell, index in enumerate(owners) if index in open_sets]


def can_pass_limit(turn_set: TurnSet, free: int, pool: int) -> bool:
    """§5.9: whether a set with ``free`` tiles still open to a Shrine can be filled to its limit and take the Spirit
    of Faith's Shrine past it, from a pool of ``pool``."""
    wanted = turn_set.limit - turn_set.built + 1
    return turn_set.extra == 0 and wanted <= free and wanted <= pool


def build(state: DragonCastleState, seat: int, cell: int) -> bool:
    """A Shrine from the pool on ``cell``; True when it is the one past its set's limit (the Spirit of Faith's)."""
    index = set_of(state, seat, cell)
    assert index is not None
    turn_set = state.sets[index]
    past = turn_set.built == turn_set.limit
    state.sets[index] = replace(turn_set, extra=turn_set.extra + 1) if past else replace(turn_set, built=turn_set.built + 1)
    state.pool[seat] -= 1
    state.top[seat][cell] = SHRINE
    return past


def shrine_cells(state: DragonCastleState, seat: int) -> list[int]:
    return [cell for cell, top in enumerate(state.top[seat]) if top == SHRINE]
