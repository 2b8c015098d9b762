"""Kingdoms: the grid, placement legality and enumeration, and scoring by properties.

A kingdom lives on a square grid centred on its castle at (0, 0), x to the east and
y to the south. Every square of a size × size kingdom is at most ``size - 1`` steps
from the castle on each axis (KD-R6), so the grid spans ``[-(size-1), size-1]`` on
both axes: 9 × 9 for 5 × 5, 13 × 13 for 7 × 7 (Mighty Duel). Squares are bits of a
Python int, row by row with one always-empty guard column per row, so that shifting
a mask by ±1 (east/west) or ±stride (south/north) never wraps into a neighbouring
row. Legal placements for one direction are then a few big-int operations:

- ``free``: empty squares inside the *window*, the squares that keep the bounding
  box within size × size whatever else is placed (KD-R6, R7). Both squares of a
  domino in the window is enough: two adjacent squares cannot lie on both sides of
  the current box.
- ``connected[t]``: squares next to the castle or to terrain ``t`` (KD-R5).
- first squares ``p`` with ``p`` and ``p + shift`` free, and ``p`` next to its
  terrain or ``p + shift`` next to the second terrain.
"""

from __future__ import annotations

from dataclasses import dataclass

from asobiba.games.kingdomino.data import DOMINOES, HARMONY_BONUS, MIDDLE_KINGDOM_BONUS, SYMMETRIC
from asobiba.games.kingdomino.moves import DIRS, DX, DY, PLACES, Move, Place
from asobiba.games.kingdomino.state import KingdominoState


@dataclass(frozen=True, slots=True)
class Grid:
    size: int
    reach: int  # size - 1
    stride: int  # squares per row, guard column included
    castle: int  # the castle's bit
    all: int  # every square of the grid (no guard bits)
    cols: dict[tuple[int, int], int]  # (min x, max x) of the kingdom -> squares whose x keeps the box in bounds
    rows: dict[tuple[int, int], int]  # the same for y
    places: dict[int, Place]  # by code 4 * index + direction

    def index(self, x: int, y: int) -> int:
        return (y + self.reach) * self.stride + x + self.reach

    def xy(self, index: int) -> tuple[int, int]:
        row, col = divmod(index, self.stride)
        return col - self.reach, row - self.reach

    def contains(self, x: int, y: int) -> bool:
        return -self.reach <= x <= self.reach and -self.reach <= y <= self.reach


def _grid(size: int) -> Grid:
    reach = size - 1
    width = 2 * reach + 1
    stride = width + 1
    coords = range(-reach, reach + 1)

    def bits(xs: range, ys: range) -> int:
        return sum(1 << ((y + reach) * stride + x + reach) for y in ys for x in xs)

    spans = [(low, high) for low in range(-reach, 1) for high in range(0, reach + 1)]
    cols = {(low, high): bits(range(max(high - reach, -reach), min(low + reach, reach) + 1), coords) for low, high in spans}
    rows = {(low, high): bits(coords, range(max(high - reach, -reach), min(low + reach, reach) + 1)) for low, high in spans}
    places = {4 * ((y + reach) * stride + x + reach) + d: PLACES[x, y, name] for y in coords for x in coords for d, name in enumerate(DIRS)}
    return Grid(
        size=size,
        reach=reach,
        stride=stride,
        castle=1 << (reach * stride + reach),
        all=bits(coords, coords),
        cols=cols,
        rows=rows,
        places=places,
    )


GRIDS = {5: _grid(5), 7: _grid(7)}


def new_kingdoms(state: KingdominoState) -> None:
    """Every seat back to a lone castle (KD-R1)."""
    n = state.n
    grid = GRIDS[state.size]
    state.land = [0] * (6 * n)
    state.crowns = [0] * (3 * n)
    state.occupied = [grid.castle] * n
    state.bbox = [0] * (4 * n)
    state.terrain_scores = [0] * (6 * n)
    state.scores = [0] * n
    state.placed = [[] for _ in range(n)]
    state.discarded = [[] for _ in range(n)]


# -- placement --------------------------------------------------------------------------


def free_squares(state: KingdominoState, seat: int) -> int:
    """Empty squares where a new square keeps the kingdom within size × size (KD-R6, R7)."""
    grid = GRIDS[state.size]
    box = state.bbox
    b = 4 * seat
    return grid.all & ~state.occupied[seat] & grid.cols[box[b], box[b + 1]] & grid.rows[box[b + 2], box[b + 3]]


def placement_masks(state: KingdominoState, seat: int, number: int) -> tuple[int, int, int, int]:
    """Per direction E, S, W, N: the bits of the first squares where ``number`` may go.

    A symmetric domino gets only E and S: its W and N placements are the same squares.
    """
    grid = GRIDS[state.size]
    stride = grid.stride
    free = free_squares(state, seat)
    first, _, second, _ = DOMINOES[number]
    land = state.land
    mask = land[6 * seat + first] | grid.castle
    near_first = mask | mask << 1 | mask >> 1 | mask << stride | mask >> stride
    if second == first:
        near_second = near_first
    else:
        mask = land[6 * seat + second] | grid.castle
        near_second = mask | mask << 1 | mask >> 1 | mask << stride | mask >> stride
    east = free & free >> 1 & (near_first | near_second >> 1)
    south = free & free >> stride & (near_first | near_second >> stride)
    if SYMMETRIC[number]:
        return east, south, 0, 0
    west = free & free << 1 & (near_first | near_second << 1)
    north = free & free << stride & (near_first | near_second << stride)
    return east, south, west, north


def legal_places(state: KingdominoState, seat: int, number: int) -> list[Move]:
    """Every legal placement of ``number``, once each, ordered by y, then x, then E, S, W, N."""
    codes = []
    for d, mask in enumerate(placement_masks(state, seat, number)):
        while mask:
            low = mask & -mask
            codes.append(4 * low.bit_length() - 4 + d)
            mask ^= low
    codes.sort()
    places = GRIDS[state.size].places
    return [places[code] for code in codes]


def can_place(state: KingdominoState, seat: int, number: int, move: Place) -> bool:
    grid = GRIDS[state.size]
    d = move.dir_index
    if not (grid.contains(move.x, move.y) and grid.contains(move.x + DX[d], move.y + DY[d])):
        return False
    return bool(placement_masks(state, seat, number)[d] >> grid.index(move.x, move.y) & 1)


def can_place_anywhere(state: KingdominoState, seat: int, number: int) -> bool:
    return any(placement_masks(state, seat, number))


def place(state: KingdominoState, seat: int, number: int, move: Place) -> None:
    """Add ``number`` to ``seat``'s kingdom as ``move`` says (legality checked by the caller)."""
    d = move.dir_index
    first, first_crowns, second, second_crowns = DOMINOES[number]
    add_square(state, seat, move.x, move.y, first, first_crowns)
    add_square(state, seat, move.x + DX[d], move.y + DY[d], second, second_crowns)
    state.placed[seat].append((number, move.x, move.y, d))
    rescore(state, seat, {first, second})


def add_square(state: KingdominoState, seat: int, x: int, y: int, terrain: int, crowns: int) -> None:
    """One square into the masks and the bounding box; scores are left to :func:`rescore`."""
    bit = 1 << GRIDS[state.size].index(x, y)
    state.occupied[seat] |= bit
    state.land[6 * seat + terrain] |= bit
    if crowns:
        state.crowns[3 * seat + crowns - 1] |= bit
    box = state.bbox
    b = 4 * seat
    box[b], box[b + 1] = min(box[b], x), max(box[b + 1], x)
    box[b + 2], box[b + 3] = min(box[b + 2], y), max(box[b + 3], y)


def rescore(state: KingdominoState, seat: int, terrains: set[int]) -> None:
    """Bring the kept scores up to date for ``terrains``: only their properties can have changed."""
    for terrain in terrains:
        new = terrain_score(state, seat, terrain)
        state.scores[seat] += new - state.terrain_scores[6 * seat + terrain]
        state.terrain_scores[6 * seat + terrain] = new


# -- scoring ----------------------------------------------------------------------------


def properties(mask: int, stride: int) -> list[int]:
    """The maximal orthogonally connected groups of ``mask``'s squares, as masks (KD-R10)."""
    groups = []
    while mask:
        group = mask & -mask
        while True:
            grown = (group | group << 1 | group >> 1 | group << stride | group >> stride) & mask
            if grown == group:
                break
            group = grown
        groups.append(group)
        mask ^= group
    return groups


def crowns_in(state: KingdominoState, seat: int, mask: int) -> int:
    one, two, three = state.crowns[3 * seat : 3 * seat + 3]
    return (mask & one).bit_count() + 2 * (mask & two).bit_count() + 3 * (mask & three).bit_count()


def terrain_score(state: KingdominoState, seat: int, terrain: int) -> int:
    """Squares × crowns summed over the properties of one terrain (KD-R10)."""
    stride = GRIDS[state.size].stride
    return sum(group.bit_count() * crowns_in(state, seat, group) for group in properties(state.land[6 * seat + terrain], stride))


def largest_property(state: KingdominoState, seat: int) -> int:
    """Squares of the largest property, crowns ignored: the first tie-break (KD-R11)."""
    stride = GRIDS[state.size].stride
    return max((group.bit_count() for t in range(6) for group in properties(state.land[6 * seat + t], stride)), default=0)


def total_crowns(state: KingdominoState, seat: int) -> int:
    """Every crown of the kingdom: the second tie-break (KD-R11)."""
    return crowns_in(state, seat, state.occupied[seat])


def is_middle_kingdom(state: KingdominoState, seat: int) -> bool:
    """KD-R14 under ``middle_kingdom_rule`` (rules/kingdomino.md §4.1)."""
    min_x, max_x, min_y, max_y = state.bbox[4 * seat : 4 * seat + 4]
    if state.options["middle_kingdom_rule"] == "centre_of_bounding_box":
        return min_x == -max_x and min_y == -max_y
    half = state.size // 2
    return max(-min_x, max_x, -min_y, max_y) <= half


def is_harmony(state: KingdominoState, seat: int) -> bool:
    """KD-R15: every square of the size × size kingdom filled, and this seat discarded nothing."""
    return state.occupied[seat].bit_count() == state.size**2 and not state.discarded[seat]


def score_parts(state: KingdominoState, seat: int) -> dict[str, int]:
    """The kingdom's score as it would stand if the game ended now, with its parts and tie-breaks."""
    middle = MIDDLE_KINGDOM_BONUS if state.options["middle_kingdom"] == "on" and is_middle_kingdom(state, seat) else 0
    harmony = HARMONY_BONUS if state.options["harmony"] == "on" and is_harmony(state, seat) else 0
    properties_score = state.scores[seat]
    return {
        "properties": properties_score,
        "middle_kingdom": middle,
        "harmony": harmony,
        "total": properties_score + middle + harmony,
        "largest_property": largest_property(state, seat),
        "crowns": total_crowns(state, seat),
    }


def ranks(keys: list[tuple[int, int, int]]) -> tuple[int, ...]:
    """Ranks by (score, largest property, crowns) (KD-R11): 1 + the seats strictly ahead, so full ties share."""
    return tuple(1 + sum(other > mine for other in keys) for mine in keys)
