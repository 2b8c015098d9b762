"""Targi moves: small frozen values, one decision each, with an exact JSON round trip (docs/targi.md).

A card is named as the spec names it: a border card by its number ``1``–``16``, a
central space by ``"c11"`` … ``"c33"`` (row, column). Goods are ``dates``, ``salt``,
``pepper``; rows of the display are ``0``–``2``, top first.

================  ===========================================================================
JSON              meaning
================  ===========================================================================
``place``         ``{"type": "place", "card": n}`` — a Targi on border card n (TARGI-R5)
``resolve``       ``{"type": "resolve", "card": n | "cRC"}`` — carry out that pending action next
``skip``          ``{"type": "skip", "card": n | "cRC"}`` — give that action up (TARGI-R7)
``buy``           ``{"type": "buy", "row": r}`` — pay the Tribe card's cost, lay it out in row r
``keep``          ``{"type": "keep"}`` — take the Tribe card into your empty hand
``discard``       ``{"type": "discard"}`` — discard the Tribe card (Noble, Tribal Expansion)
``take``          ``{"type": "take", "good": G}`` — the good of a "choice" Goods card
``trade``         ``{"type": "trade", "give": G, "get": G | "gold"}`` — one Merchant trade
``done``          ``{"type": "done"}`` — no more Merchant trades
``convert``       ``{"type": "convert", "give": G | "gold", "count": k}`` — the Silversmith's conversion
``move_marker``   ``{"type": "move_marker", "from": "cRC", "to": "cRC"}`` — Fata Morgana
``raid``          ``{"type": "raid", "pay": "goods" | "gold" | "vp"}`` — how to pay a raid
``return``        ``{"type": "return", "good": G}`` — one good back to the supply (raid, round end)
================  ===========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import move_type, unreadable
from asobiba.games.targi.cards import CENTRAL, GOLD, GOODS, ROWS
from asobiba.games.targi.state import Ref

RAID_PAYMENTS = ("goods", "gold", "vp")
MAX_COUNT = 99


@dataclass(frozen=True, slots=True)
class Place:
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "place", "card": self.card}


@dataclass(frozen=True, slots=True)
class Resolve:
    card: Ref

    def to_json(self) -> dict[str, Any]:
        return {"type": "resolve", "card": self.card}


@dataclass(frozen=True, slots=True)
class Skip:
    card: Ref

    def to_json(self) -> dict[str, Any]:
        return {"type": "skip", "card": self.card}


@dataclass(frozen=True, slots=True)
class Buy:
    row: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "buy", "row": self.row}


@dataclass(frozen=True, slots=True)
class Keep:
    def to_json(self) -> dict[str, Any]:
        return {"type": "keep"}


@dataclass(frozen=True, slots=True)
class Discard:
    def to_json(self) -> dict[str, Any]:
        return {"type": "discard"}


@dataclass(frozen=True, slots=True)
class Take:
    good: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "take", "good": self.good}


@dataclass(frozen=True, slots=True)
class Trade:
    give: str
    get: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "trade", "give": self.give, "get": self.get}


@dataclass(frozen=True, slots=True)
class Done:
    def to_json(self) -> dict[str, Any]:
        return {"type": "done"}


@dataclass(frozen=True, slots=True)
class Convert:
    give: str
    count: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "convert", "give": self.give, "count": self.count}


@dataclass(frozen=True, slots=True)
class MoveMarker:
    source: str
    to: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "move_marker", "from": self.source, "to": self.to}


@dataclass(frozen=True, slots=True)
class Raid:
    pay: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "raid", "pay": self.pay}


@dataclass(frozen=True, slots=True)
class Return:
    good: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "return", "good": self.good}


Move = Place | Resolve | Skip | Buy | Keep | Discard | Take | Trade | Done | Convert | MoveMarker | Raid | Return

KEEP, DISCARD, DONE = Keep(), Discard(), Done()
_BARE = {"keep": KEEP, "discard": DISCARD, "done": DONE}
KEYS = {
    "place": {"type", "card"},
    "resolve": {"type", "card"},
    "skip": {"type", "card"},
    "buy": {"type", "row"},
    "take": {"type", "good"},
    "trade": {"type", "give", "get"},
    "convert": {"type", "give", "count"},
    "move_marker": {"type", "from", "to"},
    "raid": {"type", "pay"},
    "return": {"type", "good"},
} | {kind: {"type"} for kind in _BARE}


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise unreadable(data, f"{key} is an integer from {low} to {high}", f"{key} は {low}〜{high} の整数です")
    return value


def _name(data: dict[str, Any], key: str, names: tuple[str, ...]) -> str:
    value = data[key]
    if not isinstance(value, str) or value not in names:
        raise unreadable(data, f"{key} is one of {', '.join(names)}", f"{key} は {', '.join(names)} のいずれかです")
    return value


def _card(data: dict[str, Any]) -> Ref:
    value = data["card"]
    if isinstance(value, str) and value in CENTRAL:
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 16:
        return value
    raise unreadable(
        data, 'card is a border card 1–16 or a central space "c11" … "c33"', "card は外周カード 1〜16 か中央の場所 c11〜c33 です"
    )


def parse_move(data: Any) -> Move:
    """The move described by ``data`` (a JSON object); :class:`InvalidMove` if malformed."""
    kind = move_type(data, KEYS)
    if kind in _BARE:
        return _BARE[kind]
    if kind == "place":
        return Place(_int(data, "card", 1, 16))
    if kind in ("resolve", "skip"):
        return (Resolve if kind == "resolve" else Skip)(_card(data))
    if kind == "buy":
        return Buy(_int(data, "row", 0, ROWS - 1))
    if kind in ("take", "return"):
        return (Take if kind == "take" else Return)(_name(data, "good", GOODS))
    if kind == "trade":
        return Trade(_name(data, "give", GOODS), _name(data, "get", (*GOODS, GOLD)))
    if kind == "convert":
        return Convert(_name(data, "give", (*GOODS, GOLD)), _int(data, "count", 1, MAX_COUNT))
    if kind == "move_marker":
        return MoveMarker(_name(data, "from", CENTRAL), _name(data, "to", CENTRAL))
    return Raid(_name(data, "pay", RAID_PAYMENTS))
