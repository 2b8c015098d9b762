"""Shared helpers for Dragon Castle tests: positions built with ``setup``, and moves by JSON.

Tiles are named by symbol (``"M1"``, ``"season-2"``, ``"dragon-3"``); :func:`start`
gives each name the next free copy of that symbol, so one setup never uses a tile
twice. Castles use the ``four-players`` layout (8 rows × 6 columns, every square a
space) unless told otherwise; the spaces a test leaves out are empty.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from asobiba.games.dragoncastle import GAME
from asobiba.games.dragoncastle.data import COPIES, SYMBOLS, SYMBOLS_OF_TYPE
from asobiba.games.dragoncastle.layouts import LAYOUTS
from asobiba.games.dragoncastle.state import DragonCastleState

Square = tuple[int, int]


def up(*symbols: str) -> dict[str, Any]:
    """A realm stack (bottom to top) whose top tile is face up."""
    return {"tiles": list(symbols), "face_up": True}


def down(*symbols: str) -> dict[str, Any]:
    """A realm stack whose tiles are all face down."""
    return {"tiles": list(symbols)}


def shrine(*symbols: str) -> dict[str, Any]:
    """A realm stack with a Shrine on its face-down top tile."""
    return {"tiles": list(symbols), "shrine": True}


class Tiles:
    """Hands out tile ids by symbol, the next copy each time."""

    def __init__(self) -> None:
        self.used: Counter[str] = Counter()

    def __call__(self, symbol: str) -> int:
        copy = self.used[symbol]
        assert copy < COPIES, f"only {COPIES} tiles of {symbol}"
        self.used[symbol] += 1
        return SYMBOLS.index(symbol) * COPIES + copy


def start(
    players: int = 2,
    castle: dict[Square, list[str]] | None = None,
    realms: list[dict[Square, dict[str, Any]]] | None = None,
    spirits: tuple[str, ...] = (),
    dragons: tuple[str, ...] = (),
    first: int = 0,
    options: dict[str, Any] | None = None,
    pools: list[int] | None = None,
    vp: list[int] | None = None,
    layout: str = "four-players",
) -> DragonCastleState:
    """A game at the start of ``first``'s turn with exactly the given castle, realms and cards."""
    tiles = Tiles()
    setup: dict[str, Any] = {"spirits": list(spirits), "dragons": list(dragons), "first": first}
    if realms is not None:
        setup["realms"] = [
            [
                {"cell": list(cell), "tiles": [tiles(name) for name in spec["tiles"]], **{k: v for k, v in spec.items() if k != "tiles"}}
                for cell, spec in realm.items()
            ]
            for realm in realms
        ]
    if castle is not None:
        spaces = LAYOUTS[(options or {}).get("castle_layout", layout)].spaces
        cols = LAYOUTS[(options or {}).get("castle_layout", layout)].cols
        setup["castle"] = [[tiles(name) for name in castle.get(divmod(p, cols), [])] for p in spaces]
    if pools is not None:
        setup["pools"] = pools
    if vp is not None:
        setup["vp"] = vp
    return GAME.start(players, {"castle_layout": layout, **(options or {})}, 0, setup)


def tile(symbol: str, copy: int = 0) -> int:
    return SYMBOLS.index(symbol) * COPIES + copy


def play(state: DragonCastleState, *moves: dict[str, Any]) -> list:
    """Play each JSON move for whoever is to act; all events."""
    events = []
    for data in moves:
        (seat,) = GAME.to_act(state)
        events += GAME.play(state, seat, GAME.parse_move(data))
    return events


def legal(state: DragonCastleState) -> list[dict[str, Any]]:
    (seat,) = GAME.to_act(state)
    return [move.to_json() for move in GAME.legal_moves(state, seat)]


def kinds(events: list) -> list[str]:
    return [event.kind for event in events]


def take(row: int, col: int) -> dict[str, Any]:
    return {"type": "take", "at": [row, col]}


def pair(row: int, col: int) -> dict[str, Any]:
    return {"type": "pair", "at": [row, col]}


def place(row: int, col: int) -> dict[str, Any]:
    return {"type": "place", "cell": [row, col]}


def build(row: int, col: int) -> dict[str, Any]:
    return {"type": "build", "cell": [row, col]}


def spirit(card: str, pay: Square | str = "shrine") -> dict[str, Any]:
    return {"type": "spirit", "card": card, "pay": pay if isinstance(pay, str) else list(pay)}


def cell(state: DragonCastleState, seat: int, row: int, col: int) -> dict[str, Any]:
    """The view's realm cell ``{tiles, face_up, shrine}``."""
    return GAME.view(state, None)["realms"][seat][row][col]


SUMMON = {"type": "summon"}
SHRINE = {"type": "shrine"}
DISCARD = {"type": "discard"}
END = {"type": "end"}

# A castle whose top floor is 2 (no Summon yet): a lone 2-high stack in the south-east corner.
TALL = {(7, 5): ["wind-4", "wind-4"]}


def filler(size: int = 4, skip: tuple[Square, ...] = ()) -> dict[Square, dict[str, Any]]:
    """A realm of face-up tiles with no two orthogonal neighbours of one type (type (row + 2 col) mod 6), but ``skip``."""
    used: Counter[int] = Counter()
    cells = {}
    for row in range(size):
        for col in range(size):
            if (row, col) in skip:
                continue
            kind = (row + 2 * col) % len(SYMBOLS_OF_TYPE)
            symbols = SYMBOLS_OF_TYPE[kind]
            cells[row, col] = up(symbols[used[kind] % len(symbols)])
            used[kind] += 1
    return cells
