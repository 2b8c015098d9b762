"""Riichi moves (docs/riichi.md, "Moves"). Tiles are named as mjai names them: ``"5m"``,
``"5mr"`` (a red five), ``"E"``, ``"P"`` (white), ``"F"`` (green), ``"C"`` (red dragon).

On one's turn, after the draw: ``discard`` (``tsumogiri`` when it is the tile just drawn),
``riichi`` (declare and discard), ``tsumo``, ``ankan``, ``kakan``, ``nuki`` (three players'
North) and ``kyuushu`` (the nine-terminals draw). After another player's discard, or his
added kan or North: ``ron``, ``pon``, ``chi``, ``kan`` (an open kan) or ``pass``. After an
exhaustive draw that may end the match, a tenpai dealer in first place: ``yame`` (end it there)
or ``continue`` (keep the deal and play on), rules §7.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text
from asobiba.games.riichi.tiles import parse_tile


@dataclass(frozen=True, slots=True)
class Discard:
    tile: str
    tsumogiri: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"type": "discard", "tile": self.tile, "tsumogiri": self.tsumogiri}


@dataclass(frozen=True, slots=True)
class Riichi:
    """Declare riichi with this discard (RIICHI-R15)."""

    tile: str
    tsumogiri: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"type": "riichi", "tile": self.tile, "tsumogiri": self.tsumogiri}


@dataclass(frozen=True, slots=True)
class Chi:
    """The two tiles from one's hand that make a run with the discard."""

    tiles: tuple[str, str]

    def to_json(self) -> dict[str, Any]:
        return {"type": "chi", "tiles": list(self.tiles)}


@dataclass(frozen=True, slots=True)
class Pon:
    """The two tiles from one's hand (which matters only with a red five among them)."""

    tiles: tuple[str, str]

    def to_json(self) -> dict[str, Any]:
        return {"type": "pon", "tiles": list(self.tiles)}


@dataclass(frozen=True, slots=True)
class Ankan:
    """A closed kan of the four tiles of this kind (named without the red mark)."""

    tile: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "ankan", "tile": self.tile}


@dataclass(frozen=True, slots=True)
class Kakan:
    """The fourth tile added to one's pon (named as it is: ``5mr`` for a red five)."""

    tile: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "kakan", "tile": self.tile}


@dataclass(frozen=True, slots=True)
class Simple:
    """A move with no parameter: tsumo, ron, kan (open, on a discard), pass, nuki, kyuushu, yame, continue."""

    type: str

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type}


TSUMO, RON, KAN, PASS, NUKI, KYUUSHU = (Simple(name) for name in ("tsumo", "ron", "kan", "pass", "nuki", "kyuushu"))
YAME, CONTINUE = Simple("yame"), Simple("continue")  # tenpai-yame or renchan (rules §7)
SIMPLE = {move.type: move for move in (TSUMO, RON, KAN, PASS, NUKI, KYUUSHU, YAME, CONTINUE)}

Move = Discard | Riichi | Chi | Pon | Ankan | Kakan | Simple


def _tile(data: dict[str, Any], key: str = "tile") -> str:
    name = data.get(key)
    if not isinstance(name, str):
        raise _unreadable(data)
    try:
        parse_tile(name)
    except ValueError:
        raise InvalidMove(
            Text(f"{name!r} is not a tile (1m–9m, 1p–9p, 1s–9s, 5mr, E S W N, P F C)", f"{name!r} は牌ではありません")
        ) from None
    return name


def _pair(data: dict[str, Any]) -> tuple[str, str]:
    tiles = data.get("tiles")
    if not isinstance(tiles, list) or len(tiles) != 2:
        raise _unreadable(data)
    first, second = (_tile({"tile": tile}) for tile in tiles)
    return (first, second) if first <= second else (second, first)


def parse_move(data: Any) -> Move:
    """The move described by ``data``; :class:`InvalidMove` if malformed."""
    kind = data.get("type") if isinstance(data, dict) else None
    if not isinstance(kind, str):
        raise _unreadable(data)
    if kind in SIMPLE:
        return SIMPLE[kind]
    if kind in ("discard", "riichi"):
        tsumogiri = data.get("tsumogiri", False)
        if not isinstance(tsumogiri, bool):
            raise _unreadable(data)
        return (Discard if kind == "discard" else Riichi)(_tile(data), tsumogiri)
    if kind == "chi":
        return Chi(_pair(data))
    if kind == "pon":
        return Pon(_pair(data))
    if kind == "ankan":
        return Ankan(_tile(data))
    if kind == "kakan":
        return Kakan(_tile(data))
    raise _unreadable(data)


def _unreadable(data: Any) -> InvalidMove:
    shown = repr(data)[:80]
    return InvalidMove(
        Text(
            f"cannot read move {shown}: see docs/riichi.md for the moves (discard, riichi, chi, pon, kan, ankan, kakan, "
            "tsumo, ron, pass, nuki, kyuushu, yame, continue)",
            f"手 {shown} を読めません（docs/riichi.md を参照）",
        )
    )
