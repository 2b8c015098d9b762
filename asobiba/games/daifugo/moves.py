"""Daifugō moves: small frozen values with an exact JSON round trip (docs/daifugo.md).

==========  =========================================================================
JSON        meaning
==========  =========================================================================
``play``    ``{"type": "play", "cards": ["S5", "JK"], "as": [["S", "6"]]}``: cards from the
            hand; ``as`` names what the Jokers stand for where that is not plain from
            the cards (a place in a sequence, a suit under ``joker_suit=declared``), and
            is left out otherwise. The Jokers are alike, so ``as`` is a set: any order
            of the same places is the same play (read lowest first)
``pass``    ``{"type": "pass"}``
``give``    ``{"type": "give", "cards": ["D4", "C9"]}``: the cards returned to the lower
            class in the exchange (DAIFUGO-R10), or given on a seven-pass (DAIFUGO-R19)
``split``   ``{"type": "split", "card": "S5"}``: sanma, one card into the hand of the
            next round still to fill (DAIFUGO-R27)
==========  =========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text
from asobiba.games.daifugo.cards import name, parse_card, parse_place, place_json

MAX_CARDS = 16  # more cards than any play or gift can hold


@dataclass(frozen=True, slots=True)
class Play:
    cards: tuple[int, ...]  # sorted, the Jokers last
    stand: tuple[int, ...] = ()  # what each Joker stands for, when named

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": "play", "cards": [name(c) for c in self.cards]}
        if self.stand:
            data["as"] = [place_json(c) for c in self.stand]
        return data


@dataclass(frozen=True, slots=True)
class Pass:
    def to_json(self) -> dict[str, Any]:
        return {"type": "pass"}


@dataclass(frozen=True, slots=True)
class Give:
    cards: tuple[int, ...]  # sorted

    def to_json(self) -> dict[str, Any]:
        return {"type": "give", "cards": [name(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Discard:
    cards: tuple[int, ...]  # sorted; empty: nothing discarded

    def to_json(self) -> dict[str, Any]:
        return {"type": "discard", "cards": [name(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Split:
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "split", "card": name(self.card)}


Move = Play | Pass | Give | Discard | Split
PASS = Pass()


def parse_move(data: Any) -> Move:
    """The move described by ``data``; :class:`InvalidMove` if malformed."""
    kind = data.get("type") if isinstance(data, dict) else None
    if kind == "pass" and set(data) == {"type"}:
        return PASS
    if kind == "play" and set(data) <= {"type", "cards", "as"}:
        cards = _cards(data.get("cards"))
        stand = _places(data["as"]) if "as" in data else ()
        if not cards or (not stand and "as" in data):
            raise _invalid(data)
        return Play(tuple(sorted(cards)), tuple(sorted(stand)))
    if kind == "split" and set(data) == {"type", "card"}:
        return Split(parse_card(data["card"]))
    if kind == "give" and set(data) == {"type", "cards"}:
        cards = _cards(data.get("cards"))
        if not cards:
            raise _invalid(data)
        return Give(tuple(sorted(cards)))
    if kind == "discard" and set(data) == {"type", "cards"}:
        return Discard(tuple(sorted(_cards(data.get("cards")))))
    raise _invalid(data)


def _places(data: Any) -> list[int]:
    if not isinstance(data, list) or len(data) > MAX_CARDS:
        raise InvalidMove(
            Text(
                f"'as' must be a list of places like ['S', '4'], not {data!r}",
                f"'as' は ['S', '4'] のような場所のリストです（{data!r} は不可）",
            )
        )
    return [parse_place(item) for item in data]


def _cards(data: Any) -> list[int]:
    if not isinstance(data, list) or len(data) > MAX_CARDS:
        raise InvalidMove(Text(f"cards must be a list of card names, not {data!r}", f"カードはカード名のリストです（{data!r} は不可）"))
    cards = [parse_card(item) for item in data]
    if len(set(cards)) != len(cards):
        raise InvalidMove(Text(f"a card is named twice in {data!r}", f"{data!r} に同じカードが2回あります"))
    return cards


def _invalid(data: Any) -> InvalidMove:
    return InvalidMove(
        Text(
            f"cannot read move {data!r}: a move is {{'type': 'play', 'cards': [...]}} (with 'as' for Jokers),"
            " {'type': 'pass'}, {'type': 'give', 'cards': [...]} or {'type': 'discard', 'cards': [...]}",
            f"手 {data!r} を読めません: {{'type': 'play', 'cards': [...]}}（ジョーカーには 'as'）、"
            "{'type': 'pass'}、{'type': 'give', 'cards': [...]}、{'type': 'discard', 'cards': [...]} の形です",
        )
    )
