"""Tichu moves: small frozen values with an exact JSON round trip (docs/tichu.md).

==============  ===================================================================
JSON            meaning
==============  ===================================================================
``grand``       ``{"type": "grand", "call": true}`` — Grand Tichu or not, after 8 cards
``tichu``       ``{"type": "tichu"}`` — call Tichu (before one's first card)
``give``        ``{"type": "give", "card": "SK", "to": 2}`` — one card of the pass
``play``        ``{"type": "play", "cards": ["J5", "Phoenix"], "phoenix": 5}`` —
                ``phoenix`` names the rank the Phoenix stands for in a combination
                (omitted otherwise); ``"straight": true`` plays a straight flush as a
                straight where the table allows it
``pass``        ``{"type": "pass"}``
``no_bomb``     ``{"type": "no_bomb"}`` — let the current play stand (bomb window)
``wish``        ``{"type": "wish", "rank": 8}`` — the Mah Jong's wish, 2–14 or null
``gift``        ``{"type": "gift", "to": 1}`` — who receives a Dragon trick
==============  ===================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import unreadable
from asobiba.games.tichu.cards import DECK, DOG, NAMES, parse_card, parse_cards


@dataclass(frozen=True, slots=True)
class Grand:
    call: bool

    def to_json(self) -> dict[str, Any]:
        return {"type": "grand", "call": self.call}


@dataclass(frozen=True, slots=True)
class CallTichu:
    def to_json(self) -> dict[str, Any]:
        return {"type": "tichu"}


@dataclass(frozen=True, slots=True)
class Give:
    card: int
    to: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "give", "card": NAMES[self.card], "to": self.to}


@dataclass(frozen=True, slots=True)
class Play:
    cards: tuple[int, ...]  # sorted
    phoenix: int = 0  # the rank the Phoenix stands for in a combination of several cards
    straight: bool = False  # a straight flush played as a straight (option)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": "play", "cards": [NAMES[c] for c in self.cards]}
        if self.phoenix:
            data["phoenix"] = self.phoenix
        if self.straight:
            data["straight"] = True
        return data


@dataclass(frozen=True, slots=True)
class Pass:
    def to_json(self) -> dict[str, Any]:
        return {"type": "pass"}


@dataclass(frozen=True, slots=True)
class NoBomb:
    def to_json(self) -> dict[str, Any]:
        return {"type": "no_bomb"}


@dataclass(frozen=True, slots=True)
class Wish:
    rank: int  # 0: no wish

    def to_json(self) -> dict[str, Any]:
        return {"type": "wish", "rank": self.rank or None}


@dataclass(frozen=True, slots=True)
class Gift:
    to: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "gift", "to": self.to}


Move = Grand | CallTichu | Give | Play | Pass | NoBomb | Wish | Gift
PASS, NO_BOMB, TICHU = Pass(), NoBomb(), CallTichu()
GRAND_CHOICES = [Grand(False), Grand(True)]
WISHES = [Wish(0), *(Wish(rank) for rank in range(2, 15))]
GIVES = tuple(tuple(Give(card, to) for card in DECK) for to in range(4))  # GIVES[to][card], built once: the pass lists 42
DOG_PLAY = Play((DOG,))


def _seat(data: dict[str, Any]) -> int:
    to = data.get("to")
    if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to < 4:
        raise unreadable(data, "'to' is a seat from 0 to 3", "'to' は 0〜3 の席番号です")
    return to


def parse_move(data: Any) -> Move:
    """The move described by ``data`` (a JSON object); :class:`InvalidMove` if malformed."""
    if not isinstance(data, dict):
        raise unreadable(data, "a move is a JSON object", "手は JSON オブジェクトです")
    kind = data.get("type")
    if kind == "play":
        cards = parse_cards(data.get("cards"))
        phoenix = data.get("phoenix", 0)
        straight = data.get("straight", False)
        if not cards or len(set(cards)) != len(cards):
            raise unreadable(data, "'cards' lists one or more different cards", "'cards' には異なるカードを1枚以上")
        if not isinstance(phoenix, int) or isinstance(phoenix, bool) or not (phoenix == 0 or 2 <= phoenix <= 14):
            raise unreadable(data, "'phoenix' is a rank from 2 to 14", "'phoenix' は 2〜14 のランクです")
        if not isinstance(straight, bool):
            raise unreadable(data, "'straight' is true or false", "'straight' は true か false")
        return Play(tuple(sorted(cards)), phoenix, straight)
    if kind == "pass":
        return PASS
    if kind == "no_bomb":
        return NO_BOMB
    if kind == "tichu":
        return TICHU
    if kind == "grand":
        if not isinstance(data.get("call"), bool):
            raise unreadable(data, "'call' must be true or false", "'call' は true か false")
        return GRAND_CHOICES[data["call"]]
    if kind == "give":
        card = parse_card(data.get("card"))
        return GIVES[_seat(data)][card]
    if kind == "wish":
        rank = data.get("rank")
        if rank is None:
            return WISHES[0]
        if not isinstance(rank, int) or isinstance(rank, bool) or not 2 <= rank <= 14:
            raise unreadable(data, "'rank' is 2 to 14 (A = 14) or null", "'rank' は 2〜14（A = 14）か null")
        return WISHES[rank - 1]
    if kind == "gift":
        return Gift(_seat(data))
    raise unreadable(
        data,
        "type is grand, tichu, give, play, pass, no_bomb, wish or gift",
        "type は grand, tichu, give, play, pass, no_bomb, wish, gift のいずれか",
    )
