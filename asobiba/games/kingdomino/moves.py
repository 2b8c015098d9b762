"""Kingdomino moves: small frozen values with an exact JSON round trip (docs/kingdomino.md).

===========  =====================================================================
JSON         meaning
===========  =====================================================================
``pick``     ``{"type": "pick", "domino": 23}`` — put a king on a free domino of the next line
``place``    ``{"type": "place", "x": 1, "y": 0, "dir": "E"}`` — the pending domino's first square
             at (x, y) from the castle (x east, y south), its second square one step towards ``dir``
``discard``  ``{"type": "discard"}`` — only when the pending domino fits nowhere (KD-R8)
===========  =====================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import unreadable
from asobiba.games.kingdomino.data import NUMBERS

DIRS = ("E", "S", "W", "N")
DX = (1, 0, -1, 0)
DY = (0, 1, 0, -1)
MAX_REACH = 6  # 7×7 Mighty Duel: no square is more than 6 steps from the castle on an axis


@dataclass(frozen=True, slots=True)
class Pick:
    domino: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "pick", "domino": self.domino}


@dataclass(frozen=True, slots=True)
class Place:
    x: int
    y: int
    dir: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "place", "x": self.x, "y": self.y, "dir": self.dir}

    @property
    def dir_index(self) -> int:
        return DIRS.index(self.dir)


@dataclass(frozen=True, slots=True)
class Discard:
    def to_json(self) -> dict[str, Any]:
        return {"type": "discard"}


Move = Pick | Place | Discard

# Interned moves: legal-move lists and parse_move reuse these instead of allocating.
PICKS = {number: Pick(number) for number in NUMBERS}
PLACES = {(x, y, d): Place(x, y, d) for y in range(-MAX_REACH, MAX_REACH + 1) for x in range(-MAX_REACH, MAX_REACH + 1) for d in DIRS}
DISCARD = Discard()
_KEYS = {"pick": {"type", "domino"}, "place": {"type", "x", "y", "dir"}, "discard": {"type"}}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_move(data: Any) -> Move:
    """The move described by ``data`` (a JSON object); :class:`InvalidMove` if malformed."""
    if not isinstance(data, dict):
        raise unreadable(data, "a move is a JSON object", "手は JSON オブジェクトです")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _KEYS:
        raise unreadable(data, "type is pick, place or discard", "type は pick, place, discard のいずれか")
    if set(data) != _KEYS[kind]:
        keys = ", ".join(sorted(_KEYS[kind]))
        raise unreadable(data, f"a {kind} move has exactly the keys {keys}", f"{kind} の手のキーは {keys} だけです")
    if kind == "discard":
        return DISCARD
    if kind == "pick":
        number = data["domino"]
        if not _is_int(number) or number not in PICKS:
            raise unreadable(data, "domino is a number from 1 to 48", "domino は 1〜48 の番号です")
        return PICKS[number]
    x, y, d = data["x"], data["y"], data["dir"]
    if not (_is_int(x) and _is_int(y) and -MAX_REACH <= x <= MAX_REACH and -MAX_REACH <= y <= MAX_REACH):
        raise unreadable(data, f"x and y are integers from {-MAX_REACH} to {MAX_REACH}", f"x と y は {-MAX_REACH}〜{MAX_REACH} の整数です")
    if d not in DIRS:
        raise unreadable(data, "dir is E, S, W or N", "dir は E, S, W, N のいずれか")
    return PLACES[x, y, d]
