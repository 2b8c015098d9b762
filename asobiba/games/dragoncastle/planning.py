"""Dragon Castle planning for the bots: a realm as bitmasks, the castle as stack heights, and a realm's worth.

Everything here is read from a view (docs/dragoncastle.md); nothing touches an engine
state. A realm's cells are the bits of an int, row by row, with one guard column
(``stride = size + 1``) so that a shift by one never wraps from the end of a row to
the start of the next: ``spread`` (a mask and its orthogonal neighbours) is then five
shifts, and a connected group is grown by spreading until it stops changing.

:class:`Judge` values a realm the way a player weighs a position between turns:

- the VP already banked are counted by the caller; a built Shrine counts its floor now
  (DC-R15), minus a little for the cell it closes for good;
- each face-up group of one type not yet consolidated (DC-R9) is worth what it promises:
  more the closer to 4, less with one free cell to grow into, a cost per tile when it
  has none (those tiles clog the realm), more for Specials (2 Shrines) and Dragons
  (+1 VP), scaled by how many tiles of its type the castle still holds;
- two groups of one type that one tile would join promise the big set (table 1.3 pays
  8 for 8 tiles, 2 for 4);
- a realm with few cells left to take tiles is cramped;
- Shrines in the pool are worth a share of the VP they will make on later sets;
- the Dragon cards in play (§1.5) count their bonus on the realm as it stands.

What a group or a pooled Shrine promises is only worth something while turns are left:
``Judge.horizon`` (the seat's own turns after this one) scales it down to nothing on the
last turn, when only banked VP, built Shrines and the Dragon cards count.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from asobiba.games.dragoncastle.data import (
    DRAGON_SET_BONUS,
    DRAGONS,
    FACTIONS,
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
SHRINE_CARDS = frozenset({"righteousness", "fortitude"})  # Dragon cards that count Shrines by their cell alone
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
        after = self.copy()
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


# -- what a realm is worth -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Weights:
    """The heuristic's constants (tuned in the duplicate arena: bench/dragoncastle-arena.txt)."""

    group: tuple[float, ...] = (0.0, 0.35, 0.9, 1.5)  # a face-up group of 1, 2, 3 tiles of one type
    special: float = 1.1  # a Special group: room for 2 Shrines
    dragon: float = 1.25  # a Dragons group: +1 VP as well
    promise: float = 0.1  # per tile of a group, per VP a Shrine would score on its highest floor
    narrow: float = 0.7  # a group with a single free cell to grow into
    stuck: float = 0.45  # per tile of a group with no free cell next to it
    merge: float = 0.3  # per VP of the big set one tile would make of two groups
    cramp_at: int = 5  # fewer free cells than this is a cramped realm
    cramp: float = 0.15  # per missing free cell, squared
    block: float = 0.3  # per Shrine: the cell it closes for good
    pool: tuple[float, ...] = (1.4, 1.0, 0.6, 0.3)  # the 1st, 2nd … Shrine in the pool, with turns to use it
    full_horizon: float = 3.0  # own turns left from which a group's promise counts in full
    pool_horizon: float = 6.0  # own turns left from which a pooled Shrine counts in full
    supply: float = 6.0  # tiles of a type left in the castle from which its groups count in full
    denial: float = 0.5  # share of what the next player could gain from the tiles left to them
    dragon_horizon: float = 2.0  # own turns left at which a Dragon card's bonus on the realm now counts half


DEFAULT = Weights()


class Judge:
    """Values realms for one decision: the horizon, the castle's supply and the Dragon cards are fixed."""

    def __init__(
        self,
        horizon: float,
        supply: list[int],
        dragons: list[str],
        rivals: list[Board],
        weights: Weights = DEFAULT,
    ) -> None:
        w = self.w = weights
        self.horizon = horizon
        self.hw = min(1.0, horizon / w.full_horizon)
        pool_share = min(1.0, horizon / w.pool_horizon)
        self.pool_values = [0.0]
        for index in range(12):
            self.pool_values.append(self.pool_values[-1] + pool_share * (w.pool[index] if index < len(w.pool) else 0.0))
        self.factor = [self.hw * min(1.0, count / w.supply) for count in supply]
        for kind in SPECIALS:
            self.factor[kind] *= w.dragon if kind == DRAGONS else w.special
        # A Shrine never moves (but by the Spirit of Wind): the cards that count only Shrines by where
        # they stand count in full at once; the others read a realm that will change until the end.
        passing = 1.0 / (1.0 + horizon / w.dragon_horizon)
        self.dragons = [(card, 1.0 if card in SHRINE_CARDS else passing) for card in dragons]
        self.rival_power = [power_totals(board) for board in rivals] if "power" in dragons else []
        self.memo: dict[tuple[int, int, int], float] = {}

    def pool_value(self, pool: int) -> float:
        return self.pool_values[min(pool, len(self.pool_values) - 1)]

    def value(self, board: Board, pool: int) -> float:
        """What ``board`` with ``pool`` Shrines in hand is worth beyond the VP tokens banked."""
        w = self.w
        worth = board.shrine_vp() - self.hw * w.block * board.shrines.bit_count() + self.pool_value(pool)
        worth += self.potential(board)
        for card, weight in self.dragons:
            worth += weight * _BONUS[card](board, self.rival_power)
        return worth

    def potential(self, board: Board) -> float:
        if not self.hw:
            return 0.0
        w = self.w
        free = board.free
        missing = w.cramp_at - free.bit_count()
        worth = -self.hw * w.cramp * missing * missing if missing > 0 else 0.0
        memo = self.memo
        for kind, mask in enumerate(board.up):
            if mask:
                key = (kind, mask, spread(mask, board.g) & free)
                found = memo.get(key)
                if found is None:
                    found = memo[key] = self._groups(board, kind, mask)
                worth += found
        return worth

    def _groups(self, board: Board, kind: int, mask: int) -> float:
        w, g, free, heights = self.w, board.g, board.free, board.heights
        worth = 0.0
        factor = self.factor[kind]
        rooms = []
        for group in components(mask, g):
            size = group.bit_count()
            room = spread(group, g) & free
            rooms.append((size, room))
            count = room.bit_count()
            if not count:
                worth -= self.hw * w.stuck * size
                continue
            top = max(heights[bit] for bit in bits(group))
            value = w.group[min(size, 3)] + w.promise * size * FLOOR_VP[min(top, 3)]
            worth += factor * value * (w.narrow if count == 1 else 1.0)
        for index, (size, room) in enumerate(rooms):
            for other, other_room in rooms[index + 1 :]:
                if room & other_room and size + other + 1 > MIN_SET:
                    worth += factor * w.merge * (set_vp(size + other + 1) - set_vp(MIN_SET))
        return worth

    def build_gain(self, board: Board, bit: int, pool: int) -> float:
        """What building one Shrine from a pool of ``pool`` on ``bit`` adds, before the Dragon cards."""
        return FLOOR_VP[min(board.heights[bit], 3)] - self.hw * self.w.block - (self.pool_value(pool) - self.pool_value(pool - 1))

    def build_greedily(self, board: Board, sets: list[NewSet], pool: int) -> int:
        """DC-R10: Shrines on this turn's sets where they gain, highest floors first; the pool left."""
        options = []
        for new in sets:
            cells = sorted(bits(new.mask), key=lambda bit: -board.heights[bit])[: new.limit]
            options += [(board.heights[bit], bit) for bit in cells]
        options.sort(reverse=True)
        for _, bit in options:
            if not pool or self.build_gain(board, bit, pool) <= 0:
                break
            board.build(bit)
            pool -= 1
        return pool


# -- the Dragon cards (§1.5, decisions §5.12), on a board ----------------------------------


def power_totals(board: Board) -> list[int | None]:
    """Per Faction, the best sum of numbers of one connected face-up group; None without a face-up tile of it."""
    totals: list[int | None] = []
    for kind in FACTIONS:
        best = None
        for group in components(board.up[kind], board.g):
            total = sum(TILE_NUMBER[board.tops[bit]] for bit in bits(group))
            best = total if best is None else max(best, total)
        totals.append(best)
    return totals


def _neighbour_heights(board: Board, bit: int) -> list[int]:
    g, heights = board.g, board.heights
    return [heights[other] for other in bits(spread(1 << bit, g) & ~(1 << bit))]


def _humility(board: Board, _: Any) -> int:
    return sum(1 for bit in bits(board.shrines) if any(h > board.heights[bit] for h in _neighbour_heights(board, bit)))


def _tranquility(board: Board, _: Any) -> int:
    return len(components(board.filled & ~board.faceup(), board.g))


def _righteousness(board: Board, _: Any) -> int:
    size, shrines = board.g.size, board.shrines
    counts = [(shrines & line).bit_count() for line in board.g.lines]
    scores = [count + (2 if count == size else 0) for count in counts]
    return max(scores[:size]) + max(scores[size:])


def _bravery(board: Board, _: Any) -> int:
    return sum(1 for bit in bits(board.filled) if all(h < board.heights[bit] for h in _neighbour_heights(board, bit)))


def _majesty(board: Board, _: Any) -> int:
    total = 0
    for kind in FACTIONS:
        numbers = [TILE_NUMBER[board.tops[bit]] for bit in bits(board.up[kind]) if board.heights[bit] >= 3]
        total += max(numbers, default=0)
    return total


def _power(board: Board, rival_power: list[list[int | None]]) -> int:
    mine = power_totals(board)
    bonus = 0
    for theirs in rival_power:
        for my_total, their_total in zip(mine, theirs, strict=True):
            if my_total is not None:
                bonus += 2 if their_total is None or my_total > their_total else 1 if my_total == their_total else 0
    return bonus


def _harmony(board: Board, _: Any) -> int:
    g, heights = board.g, board.heights
    if not board.filled:
        return 0
    shrine_floors = [heights[bit] if board.shrines >> bit & 1 else 0 for bit in range(len(heights))]
    bonus = 0
    for mirror in g.mirrors:
        if all(heights[bit] == heights[mirror[bit]] for bit in g.bit_of):
            bonus += 4
        if board.shrines and all(shrine_floors[bit] == shrine_floors[mirror[bit]] for bit in g.bit_of):
            bonus += 2
    return bonus


def _knowledge(board: Board, _: Any) -> int:
    return 2 * len({TILE_SYMBOL[board.tops[bit]] for kind in SPECIALS for bit in bits(board.up[kind])})


def _devotion(board: Board, _: Any) -> int:
    return sum(1 for bit in bits(board.shrines) if spread(1 << bit, board.g) & board.up[DRAGONS])


def _fortitude(board: Board, _: Any) -> int:
    return (board.shrines & board.g.edge).bit_count()


_BONUS = {
    "humility": _humility,
    "tranquility": _tranquility,
    "righteousness": _righteousness,
    "bravery": _bravery,
    "majesty": _majesty,
    "power": _power,
    "harmony": _harmony,
    "knowledge": _knowledge,
    "devotion": _devotion,
    "fortitude": _fortitude,
}
