"""The tables of rules/targi.md §1, read from the data files of ``data/`` (a corrected source is a data change).

- ``board.json``: the 5×5 layout, its six lines (the two border cards of a line face
  each other, TARGI-R5), the starting centre (TARGI-R1) and the 16 border cards with
  their actions and amounts (§1.3).
- ``goods.json``: the 19 Goods cards by face (§1.4); ids ``G01``–``G19`` in file order.
- ``tribe.json``: the 45 Tribe cards (§1.5): id, symbol, VP, exact cost and ``effects``,
  the extension point read only under ``tribe_effects=data`` (:func:`read_effects`).

Goods are kept in the order ``GOODS`` (dates, salt, pepper) wherever a list holds them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

GOODS = ("dates", "salt", "pepper")
DATES, SALT, PEPPER = range(3)
GOLD = "gold"
SYMBOLS = ("targia", "camel_rider", "camp", "well", "oasis")
ROWS, ROW_LENGTH = 3, 4  # the display (TARGI-R12)


def _load(name: str) -> Any:
    return json.loads(files(__package__).joinpath("data", name).read_text(encoding="utf-8"))


# -- effects: the extension point of §1.5 ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """One entry of a Tribe card's ``effects`` list.

    ``gain``: when the card is laid out, its owner gains the goods, gold and VP tokens shown.
    ``end_vp``: ``vp`` at the end (a card-text bonus, TARGI-R17).
    ``vp_per_symbol``: at the end, ``vp`` for every ``per`` cards of ``symbol`` in the owner's display.
    """

    kind: str
    gains: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)  # dates, salt, pepper, gold, VP tokens
    vp: int = 0
    symbol: str = ""
    per: int = 1

    def to_json(self) -> dict[str, Any]:
        if self.kind == "gain":
            return {"kind": "gain", **{key: n for key, n in zip((*GOODS, GOLD, "vp"), self.gains, strict=True) if n}}
        if self.kind == "end_vp":
            return {"kind": "end_vp", "vp": self.vp}
        return {"kind": "vp_per_symbol", "symbol": self.symbol, "per": self.per, "vp": self.vp}


EFFECT_KEYS = {
    "gain": {"kind", *GOODS, GOLD, "vp"},
    "end_vp": {"kind", "vp"},
    "vp_per_symbol": {"kind", "symbol", "per", "vp"},
}


class EffectError(ValueError):
    """An ``effects`` list outside the vocabulary."""


def _count(entry: dict[str, Any], key: str, low: int = 0) -> int:
    value = entry.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= 99:
        raise EffectError(f"{key} of effect {entry!r} is an integer from {low} to 99")
    return value


def read_effects(value: Any, where: str) -> tuple[Effect, ...]:
    """The effects of a JSON ``effects`` list; :class:`EffectError` naming ``where`` if it is not in the vocabulary."""
    if not isinstance(value, list):
        raise EffectError(f"the effects of {where} are a list")
    effects = []
    for entry in value:
        kind = entry.get("kind") if isinstance(entry, dict) else None
        if kind not in EFFECT_KEYS or not set(entry) <= EFFECT_KEYS[kind]:
            raise EffectError(f"{where}: {entry!r} is not an effect ({', '.join(sorted(EFFECT_KEYS))} with their keys)")
        if kind == "gain":
            dates, salt, pepper, gold, vp = (_count(entry, key) for key in (*GOODS, GOLD, "vp"))
            effects.append(Effect("gain", (dates, salt, pepper, gold, vp)))
        elif kind == "end_vp":
            effects.append(Effect("end_vp", vp=_count(entry, "vp")))
        else:
            if entry.get("symbol") not in SYMBOLS:
                raise EffectError(f"{where}: the symbol of {entry!r} is one of {', '.join(SYMBOLS)}")
            effects.append(Effect("vp_per_symbol", vp=_count(entry, "vp"), symbol=entry["symbol"], per=_count(entry, "per", 1)))
    return tuple(effects)


# -- Tribe cards --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TribeCard:
    id: str
    symbol: str
    vp: int
    cost: tuple[int, int, int, int]  # dates, salt, pepper, gold (the GOODS order, then gold)
    effects: tuple[Effect, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": "tribe",
            "symbol": self.symbol,
            "vp": self.vp,
            "cost": {**dict(zip(GOODS, self.cost[:3], strict=True)), GOLD: self.cost[3]},
        }


def _tribe() -> dict[str, TribeCard]:
    cards = {}
    for entry in _load("tribe.json")["cards"]:
        cost = entry["cost"]
        assert entry["symbol"] in SYMBOLS, entry
        cards[entry["id"]] = TribeCard(
            entry["id"],
            entry["symbol"],
            entry["vp"],
            (cost["dates"], cost["salt"], cost["pepper"], cost["gold"]),
            read_effects(entry["effects"], entry["id"]),
        )
    return cards


TRIBE: dict[str, TribeCard] = _tribe()
TRIBE_IDS: tuple[str, ...] = tuple(TRIBE)
assert len(TRIBE) == 45 and all(sum(card.symbol == symbol for card in TRIBE.values()) == 9 for symbol in SYMBOLS)

# -- Goods cards --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GoodsCard:
    id: str
    face: str
    gives: tuple[int, int, int]  # dates, salt, pepper
    gold: int
    vp: int
    choice: bool  # one good of the player's choice (TARGI-R9)

    def face_json(self) -> dict[str, Any]:
        """What the card shows: the form events use, since copies of one face are alike."""
        data: dict[str, Any] = {"kind": "goods", "face": self.face}
        data |= {good: n for good, n in zip(GOODS, self.gives, strict=True) if n}
        data |= {key: n for key, n in ((GOLD, self.gold), ("vp", self.vp), ("choice", int(self.choice))) if n}
        return data

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, **self.face_json()}


def _goods() -> dict[str, GoodsCard]:
    cards = {}
    for face in _load("goods.json")["faces"]:
        gives = face["gives"]
        for _ in range(face["copies"]):
            card_id = f"G{len(cards) + 1:02d}"
            cards[card_id] = GoodsCard(
                card_id,
                face["face"],
                (gives.get("dates", 0), gives.get("salt", 0), gives.get("pepper", 0)),
                gives.get(GOLD, 0),
                gives.get("vp", 0),
                bool(gives.get("choice", 0)),
            )
    return cards


GOODS_CARDS: dict[str, GoodsCard] = _goods()
GOODS_IDS: tuple[str, ...] = tuple(GOODS_CARDS)
FACES: tuple[str, ...] = tuple(dict.fromkeys(card.face for card in GOODS_CARDS.values()))
assert len(GOODS_CARDS) == 19


def card_json(card: str) -> dict[str, Any]:
    """A face-up card of either deck as views show it."""
    return GOODS_CARDS[card].to_json() if card in GOODS_CARDS else TRIBE[card].to_json()


def event_card(card: str) -> dict[str, Any]:
    """A card as events show it: a Goods card by its face only, since a used one may be shuffled back
    into the deck by the same move (§4.9) and its id must then say nothing; a Tribe card in full."""
    return GOODS_CARDS[card].face_json() if card in GOODS_CARDS else TRIBE[card].to_json()


# -- the board ----------------------------------------------------------------------------------

_BOARD = _load("board.json")


@dataclass(frozen=True, slots=True)
class BorderCard:
    number: int
    id: str
    action: str  # noble, goods, raid, merchant, fata_morgana, silversmith, caravan, expansion
    params: dict[str, Any]  # the amounts of §1.3 (gives, goods/gold/vp of a raid, rates)


BORDER: dict[int, BorderCard] = {
    entry["number"]: BorderCard(
        entry["number"], entry["id"], entry["action"], {k: v for k, v in entry.items() if k not in ("number", "id", "action")}
    )
    for entry in _BOARD["border"]
}
assert sorted(BORDER) == list(range(1, 17))
CORNERS: tuple[int, ...] = tuple(number for number, card in BORDER.items() if card.action == "raid")
LAST_RAID = next(number for number in CORNERS if BORDER[number].params.get("last"))
ROBBER_START: int = _BOARD["robber_start"]

# Central spaces 0–8 in reading order, named c11 … c33 (row, column from 1).
CENTRAL: tuple[str, ...] = tuple(f"c{row}{col}" for row in (1, 2, 3) for col in (1, 2, 3))
CENTRE_KINDS: tuple[str, ...] = tuple(kind for row in _BOARD["centre"] for kind in row)

# TARGI-R5, R6: each line is two facing border cards; a column line names a central column, a row line a row.
COLUMN_OF: dict[int, int] = {}  # border card → central column 1–3 (cards 1–3, 9–11)
ROW_OF: dict[int, int] = {}  # border card → central row 1–3 (cards 5–7, 13–15)
FACING: dict[int, int] = {}
for _line in _BOARD["lines"]:
    _a, _b = _line["cards"]
    FACING[_a], FACING[_b] = _b, _a
    for _card in (_a, _b):
        (COLUMN_OF if _line["line"] == "column" else ROW_OF)[_card] = _line["index"]
assert set(FACING) == set(BORDER) - set(CORNERS)
GRID: tuple[tuple[int | str, ...], ...] = tuple(tuple(row) for row in _BOARD["grid"])


def central_index(row: int, col: int) -> int:
    return (row - 1) * 3 + (col - 1)
