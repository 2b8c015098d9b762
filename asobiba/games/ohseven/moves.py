"""Oh-Seven moves (docs/ohseven.md): ``{"type": "bid", "card": "S3"}`` and ``{"type": "card", "card": "H5"}``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text
from asobiba.games.ohseven.cards import FACES, NAMES, parse_card


@dataclass(frozen=True, slots=True)
class Bid:
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "bid", "card": NAMES[self.card]}


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "card", "card": NAMES[self.card]}


Move = Bid | PlayCard
BIDS = tuple(Bid(card) for card in FACES)
PLAYS = tuple(PlayCard(card) for card in FACES)


def parse_move(data: Any) -> Move:
    """The move described by ``data``; :class:`InvalidMove` if malformed."""
    kind = data.get("type") if isinstance(data, dict) else None
    if kind == "bid":
        return BIDS[parse_card(data.get("card"))]
    if kind == "card":
        return PLAYS[parse_card(data.get("card"))]
    raise InvalidMove(
        Text(
            f"cannot read move {data!r}: a move is {{'type': 'bid' or 'card', 'card': ...}}",
            f"手 {data!r} を読めません: {{'type': 'bid' か 'card', 'card': ...}} の形です",
        )
    )
