"""Dragon Castle moves: small frozen values with an exact JSON round trip (docs/dragoncastle.md).

A turn is a sequence of small moves by the same seat. Castle squares are ``[row, col]``
of the layout grid (``at``); realm squares are ``[row, col]`` of the realm (``cell``).

================  ==========================================================================
JSON              meaning
================  ==========================================================================
``take``          ``{"type": "take", "at": [r, c]}`` — the first tile, Available on the top floor
``summon``        ``{"type": "summon"}`` — Summon the Dragon (DC-R12, R13)
``spirit``        ``{"type": "spirit", "card": ID, "pay": [r, c] | "shrine"}`` — activate a Spirit
``pair``          ``{"type": "pair", "at": [r, c]}`` — the second tile of a Pair of Tiles
``shrine``        ``{"type": "shrine"}`` — Tile and Shrine
``discard``       ``{"type": "discard"}`` — Discard Tile for 1 VP
``place``         ``{"type": "place", "cell": [r, c]}`` — the next tile in hand goes there
``build``         ``{"type": "build", "cell": [r, c]}`` — a Shrine from the pool on a tile of this turn's sets
``end``           ``{"type": "end"}`` — end the turn (or stop the Spirit of Strength early)
``destroy``       ``{"type": "destroy", "at": [r, c]}`` — Spirit of Destruction
``flip``          ``{"type": "flip", "cell": [r, c]}`` — Spirit of Wind, first step
``move_shrine``   ``{"type": "move_shrine", "from": [r, c], "to": [r, c]}`` — Spirit of Wind, second step
``shift``         ``{"type": "shift", "from": [r, c], "to": [r, c]}`` — Spirit of Strength
``change``        ``{"type": "change", "cell": [r, c], "as": TYPE}`` — Spirit of Change
``cunning``       ``{"type": "cunning", "cell": [r, c]}`` — Spirit of Cunning
================  ==========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import move_type, unreadable
from asobiba.games.dragoncastle.data import SPIRITS, TYPES

Square = tuple[int, int]
MAX_COORD = 99  # no castle or realm is larger
PAY_SHRINE = "shrine"


def _square(square: Square) -> list[int]:
    return [square[0], square[1]]


@dataclass(frozen=True, slots=True)
class Take:
    at: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "take", "at": _square(self.at)}


@dataclass(frozen=True, slots=True)
class Pair:
    at: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "pair", "at": _square(self.at)}


@dataclass(frozen=True, slots=True)
class Destroy:
    at: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "destroy", "at": _square(self.at)}


@dataclass(frozen=True, slots=True)
class Place:
    cell: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "place", "cell": _square(self.cell)}


@dataclass(frozen=True, slots=True)
class Build:
    cell: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "build", "cell": _square(self.cell)}


@dataclass(frozen=True, slots=True)
class Flip:
    cell: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "flip", "cell": _square(self.cell)}


@dataclass(frozen=True, slots=True)
class Cunning:
    cell: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "cunning", "cell": _square(self.cell)}


@dataclass(frozen=True, slots=True)
class MoveShrine:
    source: Square
    to: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "move_shrine", "from": _square(self.source), "to": _square(self.to)}


@dataclass(frozen=True, slots=True)
class Shift:
    source: Square
    to: Square

    def to_json(self) -> dict[str, Any]:
        return {"type": "shift", "from": _square(self.source), "to": _square(self.to)}


@dataclass(frozen=True, slots=True)
class Change:
    cell: Square
    kind: str  # the type id the Special tile counts as

    def to_json(self) -> dict[str, Any]:
        return {"type": "change", "cell": _square(self.cell), "as": self.kind}


@dataclass(frozen=True, slots=True)
class Spirit:
    card: str
    pay: Square | str  # a realm cell whose face-up top tile pays, or PAY_SHRINE

    def to_json(self) -> dict[str, Any]:
        return {"type": "spirit", "card": self.card, "pay": self.pay if isinstance(self.pay, str) else _square(self.pay)}


@dataclass(frozen=True, slots=True)
class Summon:
    def to_json(self) -> dict[str, Any]:
        return {"type": "summon"}


@dataclass(frozen=True, slots=True)
class Shrine:
    def to_json(self) -> dict[str, Any]:
        return {"type": "shrine"}


@dataclass(frozen=True, slots=True)
class Discard:
    def to_json(self) -> dict[str, Any]:
        return {"type": "discard"}


@dataclass(frozen=True, slots=True)
class End:
    def to_json(self) -> dict[str, Any]:
        return {"type": "end"}


Move = Take | Pair | Destroy | Place | Build | Flip | Cunning | MoveShrine | Shift | Change | Spirit | Summon | Shrine | Discard | End

SUMMON, SHRINE_ACTION, DISCARD, END = Summon(), Shrine(), Discard(), End()
_BARE = {"summon": SUMMON, "shrine": SHRINE_ACTION, "discard": DISCARD, "end": END}
_ONE_SQUARE = {"take": (Take, "at"), "pair": (Pair, "at"), "destroy": (Destroy, "at"), "place": (Place, "cell"), "build": (Build, "cell")}
_ONE_SQUARE |= {"flip": (Flip, "cell"), "cunning": (Cunning, "cell")}
_TWO_SQUARES = {"move_shrine": MoveShrine, "shift": Shift}
KEYS = {kind: {"type"} for kind in _BARE}
KEYS |= {kind: {"type", key} for kind, (_, key) in _ONE_SQUARE.items()}
KEYS |= {kind: {"type", "from", "to"} for kind in _TWO_SQUARES}
KEYS |= {"change": {"type", "cell", "as"}, "spirit": {"type", "card", "pay"}}


def _read_square(data: Any, key: str) -> Square:
    value = data[key]
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(part, int) and not isinstance(part, bool) and 0 <= part <= MAX_COORD for part in value)
    ):
        raise unreadable(
            data, f"{key} is [row, col], two integers from 0 to {MAX_COORD}", f"{key} は [行, 列]（0〜{MAX_COORD} の整数2つ）です"
        )
    return (value[0], value[1])


def parse_move(data: Any) -> Move:
    """The move described by ``data`` (a JSON object); :class:`InvalidMove` if malformed."""
    kind = move_type(data, KEYS)
    if kind in _BARE:
        return _BARE[kind]
    if kind in _ONE_SQUARE:
        cls, key = _ONE_SQUARE[kind]
        return cls(_read_square(data, key))
    if kind in _TWO_SQUARES:
        return _TWO_SQUARES[kind](_read_square(data, "from"), _read_square(data, "to"))
    if kind == "change":
        if data["as"] not in TYPES:
            raise unreadable(data, f"as is one of {', '.join(TYPES)}", f"as は {', '.join(TYPES)} のいずれかです")
        return Change(_read_square(data, "cell"), data["as"])
    card, pay = data["card"], data["pay"]
    if card not in SPIRITS:
        raise unreadable(data, f"card is one of {', '.join(SPIRITS)}", f"card は {', '.join(SPIRITS)} のいずれかです")
    if pay == PAY_SHRINE:
        return Spirit(card, PAY_SHRINE)
    if not isinstance(pay, list):
        raise unreadable(data, 'pay is a realm cell [row, col] or "shrine"', 'pay は領地のマス [行, 列] か "shrine" です')
    return Spirit(card, _read_square(data, "pay"))
