"""Tarot moves: small frozen values with an exact JSON round trip (docs/tarot.md).

==============  ==============================================================
JSON            meaning
==============  ==============================================================
``bid``         ``{"type": "bid", "contract": "pass"|"prise"|"garde"|"garde_sans"|"garde_contre"}``
``call``        ``{"type": "call", "card": "SK"}`` — the taker's king call (5 players)
``discard``     ``{"type": "discard", "card": "H3"}`` — one card of the écart
``chelem``      ``{"type": "chelem", "announce": true}``
``declare``     ``{"type": "declare", "poignee": "simple"|null, "misere": ["no_face"]}``
``card``        ``{"type": "card", "card": "T21"}``
==============  ==============================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import unreadable
from asobiba.games.tarot.cards import DECK, NAMES, parse_card
from asobiba.games.tarot.data import MISERE_KINDS, POIGNEE_LEVELS, Contract


@dataclass(frozen=True, slots=True)
class Bid:
    contract: Contract | None  # None is a pass

    def to_json(self) -> dict[str, Any]:
        return {"type": "bid", "contract": self.contract.json_name if self.contract else "pass"}


@dataclass(frozen=True, slots=True)
class CallKing:
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "call", "card": NAMES[self.card]}


@dataclass(frozen=True, slots=True)
class Discard:
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "discard", "card": NAMES[self.card]}


@dataclass(frozen=True, slots=True)
class Chelem:
    announce: bool

    def to_json(self) -> dict[str, Any]:
        return {"type": "chelem", "announce": self.announce}


@dataclass(frozen=True, slots=True)
class Declare:
    """Poignée level (or None) and misère kinds, declared just before one's first card."""

    poignee: str | None = None
    misere: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"type": "declare", "poignee": self.poignee, "misere": list(self.misere)}


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "card", "card": NAMES[self.card]}


Move = Bid | CallKing | Discard | Chelem | Declare | PlayCard

# Interned card moves: legal-move lists reuse these instead of allocating.
PLAY = tuple(PlayCard(card) for card in DECK)
DISCARD = tuple(Discard(card) for card in DECK)
PASS = Bid(None)
BIDS = {contract: Bid(contract) for contract in Contract}


def parse_move(data: Any) -> Move:
    """The move described by ``data`` (a JSON object); :class:`InvalidMove` if malformed."""
    if not isinstance(data, dict):
        raise unreadable(data, "a move is a JSON object", "手は JSON オブジェクトです")
    kind = data.get("type")
    if kind in ("card", "discard", "call"):
        card = parse_card(data.get("card"))
        return {"card": PLAY, "discard": DISCARD}[kind][card] if kind != "call" else CallKing(card)
    if kind == "bid":
        name = data.get("contract")
        if name == "pass":
            return PASS
        for contract in Contract:
            if name == contract.json_name:
                return BIDS[contract]
        raise unreadable(
            data,
            "contract is pass, prise, garde, garde_sans or garde_contre",
            "契約は pass, prise, garde, garde_sans, garde_contre のいずれか",
        )
    if kind == "chelem":
        if not isinstance(data.get("announce"), bool):
            raise unreadable(data, "'announce' must be true or false", "'announce' は true か false")
        return Chelem(data["announce"])
    if kind == "declare":
        poignee = data.get("poignee")
        misere = data.get("misere", [])
        if poignee is not None and poignee not in POIGNEE_LEVELS:
            raise unreadable(data, "poignee is null, simple, double or triple", "poignee は null, simple, double, triple のいずれか")
        if not isinstance(misere, list) or any(kind not in MISERE_KINDS for kind in misere) or len(set(misere)) != len(misere):
            raise unreadable(data, "misere is a list of distinct no_face / no_trump", "misere は no_face / no_trump のリスト")
        return Declare(poignee, tuple(kind for kind in MISERE_KINDS if kind in misere))
    raise unreadable(
        data, "type is bid, call, discard, chelem, declare or card", "type は bid, call, discard, chelem, declare, card のいずれか"
    )
