"""Dragon Castle planning for the bots: a realm as bitmasks and the castle as stack heights, read from a view.

Everything here is read from a view (docs/dragoncastle.md); nothing touches an engine
state. A realm's cells are the bits of an int, row by row, with one guard column
(``stride = size + 1``) so that a shift by one never wraps from the end of a row to
the start of the next: ``spread`` (a mask and its orthogonal neighbours) is then five
shifts, and a connected group is grown by spreading until it stops changing.

:class:`Board` is one realm a plan changes on paper: tiles placed and lifted, the sets
they consolidate (DC-R9), Shrines built, and what each Spirit may do to it (§1.4).
:class:`Castle` is the castle's stacks: which tiles may be taken first, and which second
(DC-R6, R7). What a realm is worth (:class:`~asobiba.games.dragoncastle.valuation.Judge`)
is in valuation.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from asobiba.games.dragoncastle.data import (
    DRAGON_SET_BONUS,
    DRAGONS,
    MIN_SET,
    SHRINE_FLOOR_VP,
    SHRINE_LIMIT,
    SPECIALS,
    TILE_NUMBER,
    TILE_SYMBOL,
    TILE_TYPE,
    set_vp,
)

EMPTY = -1
CUNNING_SIZE = 3  # the Spirit of Cunning's set
FLOOR_VP = (0, *SHRINE_FLOOR_VP)  # by floor 0 (no tile) … 3; floor 3+ reads index 3


@dataclass(frozen=True, slots=True)
class Grid:
    """The bit layout of a ``size × size`` realm."""

    size: int
    stride: int
    all: int
    edge: int
    bit_of: tuple[int, ...]  # engine cell (row * size + col) → bit index
    cell_of: dict[int, int]  # bit index → engine cell
    lines: tuple[int, ...]  # the masks of every row, then every column
    mirrors: tuple[tuple[int, ...], tuple[int, ...]]  # per bit index, its west–east and north–south mirror


@cache
def grid(size: int) -> Grid:
    stride = size + 1
    bit_of = tuple(row * stride + col for row in range(size) for col in range(size))
    every = sum(1 << bit for bit in bit_of)
    edge = sum(1 << (row * stride + col) for row in range(size) for col in range(size) if {row, col} & {0, size - 1})
    rows = tuple(sum(1 << (row * stride + col) for col in range(size)) for row in range(size))
    cols = tuple(sum(1 << (row * stride + col) for row in range(size)) for col in range(size))
    west_east = [0] * (size * stride)
    north_south = [0] * (size * stride)
    for row in range(size):
        for col in range(size):
            west_east[row * stride + col] = row * stride + size - 1 - col
            north_south[row * stride + col] = (size - 1 - row) * stride + col
    return Grid(
        size,
        stride,
        every,
        edge,
        bit_of,
        {bit: cell for cell, bit in enumerate(bit_of)},
        rows + cols,
        (tuple(west_east), tuple(north_south)),
    )


def spread(mask: int, g: Grid) -> int:
    """``mask`` and its orthogonal neighbours."""
    stride = g.stride
    return (mask | mask << 1 | mask >> 1 | mask << stride | mask >> stride) & g.all


def grow(seed: int, within: int, g: Grid) -> int:
    """The cells of ``within`` connected to ``seed``."""
    while True:
        grown = spread(seed, g) & within
        if grown == seed:
            return seed
        seed = grown


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def components(mask: int, g: Grid) -> list[int]:
    """The connected groups of ``mask``."""
    found = []
    while mask:
        group = grow(mask & -mask, mask, g)
        found.append(group)
        mask ^= group
    return found


@dataclass(frozen=True, slots=True)
class NewSet:
    """A set consolidated by a plan: its cells, VP and Shrine limit (DC-R9, R10)."""

    mask: int
    vp: int
    limit: int


class Board:
    """One realm: per type the face-up top cells, the cells a tile may go on, the Shrines, heights and top tiles."""

    __slots__ = ("filled", "free", "g", "heights", "limit", "shrines", "tall", "tops", "up")

    def __init__(
        self, g: Grid, up: list[int], free: int, shrines: int, filled: int, tall: int, heights: list[int], tops: list[int], limit: int
    ):
        self.g, self.up, self.free, self.shrines, self.filled, self.tall = g, up, free, shrines, filled, tall
        self.heights, self.tops, self.limit = heights, tops, limit

    @classmethod
    def from_view(cls, rows: list[list[dict[str, Any]]], limit: int) -> Board:
        g = grid(len(rows))
        up = [0] * 6
        free = shrines = filled = tall = 0
        heights = [0] * (g.size * g.stride)
        tops = [EMPTY] * (g.size * g.stride)
        for row, cells in enumerate(rows):
            for col, cell in enumerate(cells):
                bit = row * g.stride + col
                tiles = cell["tiles"]
                heights[bit] = len(tiles)
                if tiles:
                    filled |= 1 << bit
                    tops[bit] = tiles[-1]
                if len(tiles) >= limit:
                    tall |= 1 << bit
                if cell["face_up"]:
                    up[TILE_TYPE[tiles[-1]]] |= 1 << bit
                elif cell["shrine"]:
                    shrines |= 1 << bit
                elif len(tiles) < limit:
                    free |= 1 << bit
        return cls(g, up, free, shrines, filled, tall, heights, tops, limit)

    def copy(self) -> Board:
        return Board(self.g, self.up[:], self.free, self.shrines, self.filled, self.tall, self.heights[:], self.tops[:], self.limit)

    def faceup(self) -> int:
        up = self.up
        return up[0] | up[1] | up[2] | up[3] | up[4] | up[5]

    def place(self, bit: int, tile: int, face_up: bool = True) -> None:
        """DC-R8: a tile on a free cell, face up (face down only when the Spirit of Strength moves one)."""
        one = 1 << bit
        if face_up:
            self.up[TILE_TYPE[tile]] |= one
            self.free &= ~one
        self.filled |= one
        self.heights[bit] += 1
        self.tops[bit] = tile
        if self.heights[bit] >= self.limit:
            self.tall |= one
            self.free &= ~one

    def lift(self, bit: int) -> None:
        """Take the top tile away (paid to a Spirit, or moved): what it uncovers is face down."""
        one = 1 << bit
        for kind in range(6):
            self.up[kind] &= ~one
        self.heights[bit] -= 1
        self.tops[bit] = EMPTY  # a face-down tile's identity never matters to a plan
        self.tall &= ~one
        self.free |= one
        if not self.heights[bit]:
            self.filled &= ~one

    def turn_down(self, mask: int) -> None:
        """Face-up cells turned face down (a set, or the Spirit of Wind): tiles may go on them again."""
        for kind in range(6):
            self.up[kind] &= ~mask
        self.free |= mask & ~self.tall

    def build(self, bit: int) -> None:
        self.shrines |= 1 << bit
        self.free &= ~(1 << bit)

    def lifted(self, bit: int) -> Board:
        after = self.copy()
        after.lift(bit)
        return after

    def built(self, bit: int) -> Board:
        return self.built_on([bit])

    def built_on(self, cells: list[int]) -> Board:
        after = self.copy()
        for bit in cells:
            after.build(bit)
        return after

    def shifted(self, source: int, target: int) -> Board:
        """Spirit of Strength: the top tile of ``source`` to ``target``, keeping its face."""
        after = self.copy()
        tile, face_up = after.tops[source], bool(after.faceup() >> source & 1)
        after.lift(source)
        after.place(target, tile, face_up)
        return after

    def moved_shrine(self, source: int, target: int) -> Board:
        """Spirit of Wind: a built Shrine to another face-down top."""
        after = self.copy()
        after.shrines &= ~(1 << source)
        after.free |= 1 << source & ~after.tall
        after.build(target)
        return after

    def consolidate(self, new: int) -> list[NewSet]:
        """DC-R9: the groups of 4+ face-up tiles of one type that hold a cell of ``new``, flipped and scored."""
        found = []
        g = self.g
        for kind in range(6):
            mine = self.up[kind] & new
            while mine:
                group = grow(mine & -mine, self.up[kind], g)
                mine &= ~group
                size = group.bit_count()
                if size >= MIN_SET:
                    self.turn_down(group)
                    found.append(NewSet(group, set_vp(size) + (DRAGON_SET_BONUS if kind == DRAGONS else 0), SHRINE_LIMIT[kind]))
        return found

    def shrine_vp(self) -> int:
        heights = self.heights
        return sum(FLOOR_VP[min(heights[bit], 3)] for bit in bits(self.shrines))


# -- what the Spirits may do to a board (§1.4) ------------------------------------------------


def trios(board: Board) -> list[tuple[int, int]]:
    """Spirit of Cunning: (type, group) of every face-up group of exactly 3."""
    return [(kind, group) for kind in range(6) for group in components(board.up[kind], board.g) if group.bit_count() == CUNNING_SIZE]


def changes(board: Board) -> list[tuple[int, int, int]]:
    """Spirit of Change: (cell, type, group) where a face-up Special tile counted as ``type`` completes a set of 4+."""
    found = []
    for own in SPECIALS:
        for bit in bits(board.up[own]):
            for kind in range(6):
                if kind != own:
                    group = grow(1 << bit, board.up[kind] | 1 << bit, board.g)
                    if group.bit_count() >= MIN_SET:
                        found.append((bit, kind, group))
    return found


def beauty_sets(board: Board) -> list[NewSet]:
    """Spirit of Beauty: every group of 4+ face-up Faction tiles with one number, scored as Dragons."""
    factions = board.up[0] | board.up[1] | board.up[2]
    found = []
    for number in range(1, 7):
        same = sum(1 << bit for bit in bits(factions) if TILE_NUMBER[board.tops[bit]] == number)
        for group in components(same, board.g):
            if group.bit_count() >= MIN_SET:
                found.append(NewSet(group, set_vp(group.bit_count()) + DRAGON_SET_BONUS, SHRINE_LIMIT[DRAGONS]))
    return found


def shifts(board: Board) -> list[tuple[int, int]]:
    """Spirit of Strength: a top tile without a Shrine to another cell where a tile may go."""
    targets = bits(board.free)
    return [(source, target) for source in bits(board.filled & ~board.shrines) for target in targets if source != target]


def best_shrine_move(board: Board) -> tuple[int, int] | None:
    """Spirit of Wind: the built Shrine on the lowest floor to the highest face-down top without one."""
    targets = bits(board.filled & ~board.faceup() & ~board.shrines)
    sources = bits(board.shrines)
    if not targets or not sources:
        return None
    heights = board.heights
    return min(sources, key=lambda bit: heights[bit]), max(targets, key=lambda bit: heights[bit])


def needs(board: Board) -> list[float]:
    """Per type, the VP of the best set one tile of it would complete on ``board``: what a rival wants."""
    g = board.g
    found = [0.0] * 6
    for kind in range(6):
        groups = components(board.up[kind], g)
        for bit in bits(board.free & spread(board.up[kind], g)):
            around = spread(1 << bit, g)
            size = 1 + sum(group.bit_count() for group in groups if group & around)
            if size >= MIN_SET:
                found[kind] = max(found[kind], set_vp(size) + (DRAGON_SET_BONUS if kind == DRAGONS else 0))
    return found


# -- the castle ------------------------------------------------------------------------------


@cache
def _around(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """West, east, north and south neighbour of each position; ``rows * cols`` (height 0) off the board."""
    outside = rows * cols

    def step(position: int, d_row: int, d_col: int) -> int:
        row, col = divmod(position, cols)
        row, col = row + d_row, col + d_col
        return row * cols + col if 0 <= row < rows and 0 <= col < cols else outside

    return tuple(tuple(step(p, dr, dc) for p in range(outside)) for dr, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)))


class Castle:
    """The castle of a view: stack heights per position (``row * cols + col``) and the tiles of each stack.

    Only top tiles ever leave, so lowering ``height`` is enough to take one (``stacks`` stays the view's).
    """

    __slots__ = ("cols", "east", "height", "north", "rows", "south", "spaces", "stacks", "west")

    def __init__(self, data: dict[str, Any]) -> None:
        self.rows, self.cols = data["rows"], data["cols"]
        cells = [stack for row in data["grid"] for stack in row]
        self.spaces = [p for p, stack in enumerate(cells) if stack is not None]
        self.stacks = [stack or [] for stack in cells]
        self.height = [len(stack) for stack in self.stacks] + [0]
        self.west, self.east, self.north, self.south = _around(self.rows, self.cols)

    def top(self, position: int) -> int:
        return self.stacks[position][self.height[position] - 1]

    def position(self, square: tuple[int, int]) -> int:
        return square[0] * self.cols + square[1]

    def available(self, p: int) -> bool:
        """DC-R6: a free long side."""
        h = self.height
        return h[p] > 0 and (h[self.west[p]] < h[p] or h[self.east[p]] < h[p])

    def short_free(self, p: int) -> bool:
        """Spirit of Elegance: a free short side."""
        h = self.height
        return h[p] > 0 and (h[self.north[p]] < h[p] or h[self.south[p]] < h[p])

    def ground_only(self) -> bool:
        return max(self.height) <= 1

    def first_takes(self) -> list[int]:
        """DC-R7: the Available tiles of the top floor."""
        top = max(self.height)
        return [p for p in self.spaces if self.height[p] == top and self.available(p)] if top else []

    def pair_targets(self, tile: int, first_at: int, spirit: str | None, due: bool) -> list[int]:
        """The possible second tiles once ``tile`` left ``first_at`` (castle.py ``pair_targets``, read from a view)."""
        self.height[first_at] -= 1
        try:
            h = self.height
            if spirit == "deception":
                around = (self.north[first_at], self.west[first_at], self.east[first_at], self.south[first_at])
                return sorted(p for p in around if h[p] > 0)
            if spirit == "deep":
                kind = TILE_TYPE[tile]
                return [p for p in self.spaces if h[p] and TILE_TYPE[self.top(p)] == kind and self.available(p)]
            symbol = TILE_SYMBOL[tile]
            same = [p for p in self.spaces if h[p] and TILE_SYMBOL[self.top(p)] == symbol]
            if spirit == "elegance":
                if due:
                    return [p for p in same if self.short_free(p) and not self.available(p)]
                return [p for p in same if self.available(p) or self.short_free(p)]
            return [p for p in same if self.available(p)]
        finally:
            self.height[first_at] += 1

    def is_plain_second(self, tile: int, p: int) -> bool:
        """Whether the top tile at ``p`` pairs with ``tile`` under the normal rule (castle.py ``is_plain_second``)."""
        return TILE_SYMBOL[self.top(p)] == TILE_SYMBOL[tile] and self.available(p)

    def supply(self) -> list[int]:
        """Tiles of each type still in the castle."""
        counts = [0] * 6
        for p in self.spaces:
            for tile in self.stacks[p][: self.height[p]]:
                counts[TILE_TYPE[tile]] += 1
        return counts

    def upper_tiles(self) -> int:
        """Tiles above the ground floor: what is left to take before the Dragon may be summoned (DC-R12)."""
        return sum(h - 1 for h in self.height if h > 1)
