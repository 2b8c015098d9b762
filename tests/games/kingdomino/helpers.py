"""Shared helpers for Kingdomino tests: setups, moves by JSON, and a slow reference model.

The reference model works on plain ``{(x, y): (terrain, crowns)}`` dicts rebuilt from
the dominoes each seat placed, never on the engine's bitmasks, so the engine's
placement enumeration and scores are checked against an independent implementation.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.kingdomino import GAME, kingdom
from asobiba.games.kingdomino.data import DOMINOES, SYMMETRIC, TERRAINS
from asobiba.games.kingdomino.moves import DIRS, DX, DY, PLACES
from asobiba.games.kingdomino.state import KingdominoState

CASTLE = -1
Cells = dict[tuple[int, int], tuple[int, int]]


def start(
    players: int, options: dict[str, Any] | None = None, order: list[int] | None = None, kings: list[int] | None = None, seed: int = 0
):
    setup: dict[str, Any] = {}
    if order is not None:
        setup["order"] = order
    if kings is not None:
        setup["kings"] = kings
    return GAME.start(players, options, seed, setup or None)


def play(state: KingdominoState, *moves: dict[str, Any]) -> list:
    """Play each JSON move for whoever is to act; returns all events."""
    events = []
    for data in moves:
        (seat,) = GAME.to_act(state)
        events += GAME.play(state, seat, GAME.parse_move(data))
    return events


def pick(number: int) -> dict[str, Any]:
    return {"type": "pick", "domino": number}


def place(x: int, y: int, d: str) -> dict[str, Any]:
    return {"type": "place", "x": x, "y": y, "dir": d}


DISCARD = {"type": "discard"}


def legal_json(state: KingdominoState) -> list[dict[str, Any]]:
    (seat,) = GAME.to_act(state)
    return [move.to_json() for move in GAME.legal_moves(state, seat)]


def placing(
    number: int, players: int = 4, options: dict[str, Any] | None = None, others: tuple[int, ...] = (45, 46, 47)
) -> KingdominoState:
    """A game where seat 0 claimed ``number`` first and must now place it.

    ``number`` must be below every domino of ``others``, which the other kings take.
    """
    line_size = 3 if players == 3 else 4
    kings = [0, 1, 1, 0] if players == 2 else list(range(players))
    rest = list(others[: line_size - 1])
    assert number < min(rest)
    state = start(players, options, order=[number, *rest], kings=kings)
    play(state, pick(number), *map(pick, rest))
    assert GAME.to_act(state) == {0} and state.pending == number
    return state


def put(state: KingdominoState, seat: int, *placements: tuple[int, int, int, str]) -> None:
    """Build a kingdom from real dominoes ``(number, x, y, dir)``, each legal when put, out of turn."""
    for number, x, y, d in placements:
        move = PLACES[x, y, d]
        assert kingdom.can_place(state, seat, number, move), (number, x, y, d)
        kingdom.place(state, seat, number, move)


LETTERS = {name[0].upper(): code for code, name in enumerate(TERRAINS)}


def paint(state: KingdominoState, seat: int, rows: list[str], left: int, top: int) -> None:
    """Squares in the notation of rules/kingdomino.md §5 (``L1 M3 .``), the first at (left, top).

    ``C`` marks the castle, which must fall on (0, 0); ``.`` is an empty square. Worked
    examples need not be buildable from real dominoes, so this writes squares directly.
    """
    for dy, row in enumerate(rows):
        for dx, token in enumerate(row.split()):
            x, y = left + dx, top + dy
            if token == "C":
                assert (x, y) == (0, 0)
            elif token != ".":
                kingdom.add_square(state, seat, x, y, LETTERS[token[0]], int(token[1:]))
    kingdom.rescore(state, seat, set(range(6)))


# -- reference model ---------------------------------------------------------------------


def cells_of(state: KingdominoState, seat: int) -> Cells:
    """The seat's kingdom from its placed dominoes: castle at (0, 0)."""
    cells: Cells = {(0, 0): (CASTLE, 0)}
    for number, x, y, d in state.placed[seat]:
        first, first_crowns, second, second_crowns = DOMINOES[number]
        assert (x, y) not in cells and (x + DX[d], y + DY[d]) not in cells
        cells[x, y] = (first, first_crowns)
        cells[x + DX[d], y + DY[d]] = (second, second_crowns)
    return cells


def reference_placements(cells: Cells, number: int, size: int) -> set[tuple[int, int, str]]:
    """Every legal placement by brute force over the whole grid (KD-R5, KD-R6, KD-R7)."""
    first, _, second, _ = DOMINOES[number]
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    reach = size - 1
    out = set()
    for x in range(-reach - 1, reach + 2):
        for y in range(-reach - 1, reach + 2):
            for d, name in enumerate(DIRS):
                if SYMMETRIC[number] and name in ("W", "N"):
                    continue
                x2, y2 = x + DX[d], y + DY[d]
                if (x, y) in cells or (x2, y2) in cells:
                    continue
                all_x, all_y = [*xs, x, x2], [*ys, y, y2]
                if max(all_x) - min(all_x) >= size or max(all_y) - min(all_y) >= size:
                    continue
                if touches(cells, x, y, first) or touches(cells, x2, y2, second):
                    out.add((x, y, name))
    return out


def touches(cells: Cells, x: int, y: int, terrain: int) -> bool:
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        other = cells.get((x + dx, y + dy))
        if other is not None and other[0] in (CASTLE, terrain):
            return True
    return False


def reference_properties(cells: Cells) -> list[tuple[int, int, int]]:
    """(terrain, squares, crowns) of every property, by breadth-first search (KD-R10)."""
    seen: set[tuple[int, int]] = set()
    out = []
    for start_cell, (terrain, _) in cells.items():
        if terrain == CASTLE or start_cell in seen:
            continue
        seen.add(start_cell)
        queue = [start_cell]
        squares = crowns = 0
        while queue:
            x, y = queue.pop()
            squares += 1
            crowns += cells[x, y][1]
            for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nxt not in seen and nxt in cells and cells[nxt][0] == terrain:
                    seen.add(nxt)
                    queue.append(nxt)
        out.append((terrain, squares, crowns))
    return out


def reference_score(cells: Cells) -> int:
    return sum(squares * crowns for _, squares, crowns in reference_properties(cells))
