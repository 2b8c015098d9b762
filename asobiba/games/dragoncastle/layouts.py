"""Castle layouts (rules/dragoncastle.md §1.7): one text file each in ``layouts/``.

A layout file has one line per row, north to south; each character is a space of the
central board, west to east: a digit is the height of the stack dealt there (DC-R1), a
``.`` no space. Blank lines and lines starting with ``#`` are ignored. Its digits must
sum to 116, the number of tiles. Every file of the folder is a value of the table
option ``castle_layout`` (its name without ``.txt``); the three of §1.7 are the
defaults for 2, 3 (and solo) and 4 players.

Castle positions are indices ``row * cols + col`` into flat lists; the extra index
``cols * rows`` (``OUTSIDE``) stands for "no space" and always has height 0, so a
neighbour off the board or on a ``.`` needs no special case.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files

from asobiba.games.dragoncastle.data import TILES

DEFAULT_LAYOUT = {1: "three-players", 2: "two-players", 3: "three-players", 4: "four-players"}


class LayoutError(ValueError):
    """A layout file that cannot be a castle."""


@dataclass(frozen=True, slots=True)
class Layout:
    name: str
    rows: int
    cols: int
    heights: tuple[int, ...]  # per position, the printed stack height (0: no space), OUTSIDE included
    spaces: tuple[int, ...]  # the positions that are spaces, in reading order
    west: tuple[int, ...]  # per position, the neighbouring position (OUTSIDE if none)
    east: tuple[int, ...]
    north: tuple[int, ...]
    south: tuple[int, ...]
    squares: tuple[tuple[int, int], ...]  # per position, (row, col)

    @property
    def outside(self) -> int:
        return self.rows * self.cols

    def position(self, row: int, col: int) -> int | None:
        """The position of ``[row, col]``, or None if it is not a space of this castle."""
        if 0 <= row < self.rows and 0 <= col < self.cols and self.heights[row * self.cols + col]:
            return row * self.cols + col
        return None

    def at(self, position: int) -> list[int]:
        """``[row, col]`` of a position, as moves and views write it."""
        return [position // self.cols, position % self.cols]


def parse_layout(name: str, text: str) -> Layout:
    """The layout written in ``text``; :class:`LayoutError` saying what is wrong."""
    lines = [line.rstrip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    if not lines:
        raise LayoutError(f"layout {name!r} has no rows")
    cols = max(len(line) for line in lines)
    rows = len(lines)
    heights: list[int] = []
    for line in lines:
        for char in line.ljust(cols, "."):
            if char == ".":
                heights.append(0)
            elif char in "123456789":
                heights.append(int(char))
            else:
                raise LayoutError(f"layout {name!r}: {char!r} is neither a digit from 1 to 9 nor '.'")
    if sum(heights) != TILES:
        raise LayoutError(f"layout {name!r}: its digits sum to {sum(heights)}, not {TILES}")
    outside = rows * cols
    heights.append(0)

    def step(position: int, d_row: int, d_col: int) -> int:
        row, col = divmod(position, cols)
        row, col = row + d_row, col + d_col
        return row * cols + col if 0 <= row < rows and 0 <= col < cols else outside

    positions = range(outside + 1)
    return Layout(
        name=name,
        rows=rows,
        cols=cols,
        heights=tuple(heights),
        spaces=tuple(position for position in range(outside) if heights[position]),
        west=tuple(step(position, 0, -1) if position < outside else outside for position in positions),
        east=tuple(step(position, 0, 1) if position < outside else outside for position in positions),
        north=tuple(step(position, -1, 0) if position < outside else outside for position in positions),
        south=tuple(step(position, 1, 0) if position < outside else outside for position in positions),
        squares=tuple(divmod(position, cols) for position in positions),
    )


def _load() -> dict[str, Layout]:
    folder = files("asobiba.games.dragoncastle") / "layouts"
    found = {}
    for entry in sorted(folder.iterdir(), key=lambda entry: entry.name):
        if entry.name.endswith(".txt"):
            name = entry.name.removesuffix(".txt")
            found[name] = parse_layout(name, entry.read_text(encoding="utf-8"))
    return found


LAYOUTS = _load()
LAYOUT_NAMES = tuple(LAYOUTS)
