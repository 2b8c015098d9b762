"""Dealing a game (TARGI-R1, R2), or building the position a ``setup`` describes (docs/targi.md).

Without a setup both decks are shuffled from the seed, the centre is dealt face up in
the pattern of §1.2 (5 Goods, 4 Tribe cards), each player gets 2 dates, 2 salt,
2 pepper, 1 gold and 4 VP, and the first player is drawn. The game then starts at
the placement of round 1, the Robber on card 1. A ``setup`` (every key optional) may fix:

``first``, ``round``, ``robber``   the amulet's seat, the round number, the Robber's card (not a corner)
``centre``     9 entries in reading order (c11 … c33): a Goods face, a Tribe card id or null (empty), all face up
``goods_deck``, ``goods_discard``   Goods faces, top first; each face takes the next free copy
``tribe_deck``, ``tribe_discard``   Tribe card ids, top first
``goods``      per seat ``{"dates", "salt", "pepper"}``; ``gold``, ``vp`` per seat
``displays``   per seat up to 3 rows of up to 4 Tribe card ids
``hands``      per seat a Tribe card id or null: held since an earlier round, seen only by its owner
``effects``    ``{card id: effects list}`` replacing those of tribe.json (in force under tribe_effects=data)

A deck given is exactly its cards (the cards no part names are out of play); a deck
not given holds the cards no part names, shuffled from the seed. Without ``centre`` it
is dealt from the decks' tops.
"""

from __future__ import annotations

from typing import Any

from asobiba.core.contract import seeded_rng
from asobiba.core.errors import SetupError
from asobiba.core.text import Text
from asobiba.games.targi import scoring
from asobiba.games.targi.cards import (
    CENTRE_KINDS,
    CORNERS,
    FACES,
    GOODS,
    GOODS_CARDS,
    GOODS_IDS,
    ROBBER_START,
    ROW_LENGTH,
    ROWS,
    TRIBE,
    TRIBE_IDS,
    EffectError,
    read_effects,
)
from asobiba.games.targi.state import TargiState

KEYS = {
    "first",
    "round",
    "robber",
    "centre",
    "goods_deck",
    "goods_discard",
    "tribe_deck",
    "tribe_discard",
    "goods",
    "gold",
    "vp",
    "displays",
    "hands",
    "effects",
}
# TARGI-R2: each player's starting supply.
START_GOODS = (2, 2, 2)  # dates, salt, pepper
START_GOLD = 1
START_VP = 4
SEATS = 2


def _error(en: str, ja: str) -> SetupError:
    return SetupError(Text(f"setup: {en}", f"setup: {ja}"))


class _Cards:
    """Hands out cards named by a setup, each once: a Goods face takes its next free copy."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def goods(self, face: Any) -> str:
        if face not in FACES:
            raise _error(f"{face!r} is not a Goods face ({', '.join(FACES)})", f"{face!r} は商品カードの絵柄ではありません")
        card = next((card for card in GOODS_IDS if GOODS_CARDS[card].face == face and card not in self.used), None)
        if card is None:
            raise _error(f"no copy of the Goods card {face!r} is left", f"商品カード {face!r} はもう残っていません")
        self.used.add(card)
        return card

    def tribe(self, card: Any) -> str:
        if card not in TRIBE:
            raise _error(f"{card!r} is not a Tribe card id (SIM-01 … SIM-45)", f"{card!r} は部族カードの id ではありません")
        if card in self.used:
            raise _error(f"the Tribe card {card} is named twice", f"部族カード {card} が2回あります")
        self.used.add(card)
        return card

    def any(self, card: Any) -> str:
        return self.tribe(card) if card in TRIBE else self.goods(card)


def _list(given: dict[str, Any], key: str) -> list[Any]:
    value = given[key]
    if not isinstance(value, list):
        raise _error(f"{key} is a list", f"{key} はリストです")
    return value


def _int(value: Any, key: str, low: int, high: int = 999) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _error(f"{key} is an integer from {low} to {high}", f"{key} は {low}〜{high} の整数です")
    return value


def _per_seat(given: dict[str, Any], key: str, default: Any) -> list[Any]:
    if key not in given:
        return [default] * SEATS
    values = _list(given, key)
    if len(values) != SEATS:
        raise _error(f"{key} has one entry per seat", f"{key} は席ごとに1つです")
    return values


def new_state(options: dict[str, Any], seed: int, setup: dict[str, Any] | None) -> TargiState:
    given = setup or {}
    if not isinstance(given, dict) or not set(given) <= KEYS:
        raise _error(f"an object with the keys {', '.join(sorted(KEYS))}", f"{', '.join(sorted(KEYS))} をキーに持つオブジェクトです")
    cards = _Cards()
    displays = [_display(rows, cards) for rows in _per_seat(given, "displays", [])]
    hands = [None if card is None else cards.tribe(card) for card in _per_seat(given, "hands", None)]
    centre = [None if entry is None else cards.any(entry) for entry in _list(given, "centre")] if "centre" in given else None
    if centre is not None and len(centre) != len(CENTRE_KINDS):
        raise _error("centre has 9 entries, c11 … c33", "centre は c11〜c33 の9つです")
    goods_deck = [cards.goods(face) for face in _list(given, "goods_deck")] if "goods_deck" in given else None
    tribe_deck = [cards.tribe(card) for card in _list(given, "tribe_deck")] if "tribe_deck" in given else None
    goods_discard = [cards.goods(face) for face in _list(given, "goods_discard")] if "goods_discard" in given else []
    tribe_discard = [cards.tribe(card) for card in _list(given, "tribe_discard")] if "tribe_discard" in given else []
    if goods_deck is None:
        goods_deck = _shuffled(GOODS_IDS, cards.used, seed, "goods")
    if tribe_deck is None:
        tribe_deck = _shuffled(TRIBE_IDS, cards.used, seed, "tribe")
    if centre is None:
        centre = _deal_centre(goods_deck, tribe_deck)
    named = set(goods_deck) | set(tribe_deck) | set(centre) | cards.used
    robber = _int(given.get("robber", ROBBER_START), "robber", 1, 15)
    if robber in CORNERS:
        raise _error("the Robber stands on a corner only while a raid is paid", "盗賊が角に立つのは略奪の間だけです")
    state = TargiState(
        options=options,
        seed=seed,
        effects=_effects(given.get("effects", {})),
        first=_int(given["first"], "first", 0, SEATS - 1) if "first" in given else seeded_rng(seed, "first").randrange(SEATS),
        round=_int(given.get("round", 1), "round", 1),
        robber=robber,
        goods_deck=goods_deck,
        goods_discard=goods_discard,
        tribe_deck=tribe_deck,
        tribe_discard=tribe_discard,
        centre=centre,
        face_up=[card is not None for card in centre],
        goods=[_goods(entry) for entry in _per_seat(given, "goods", dict(zip(GOODS, START_GOODS, strict=True)))],
        gold=[_int(n, "gold", 0) for n in _per_seat(given, "gold", START_GOLD)],
        vp=[_int(n, "vp", 0) for n in _per_seat(given, "vp", START_VP)],
        hand=hands,
        hand_round=[0, 0],  # before any round: the Noble may play it
        hand_public=[False, False],
        display=displays,
        score=[0, 0],
        box=tuple(card for card in (*GOODS_IDS, *TRIBE_IDS) if card not in named),
    )
    state.score = [scoring.total(state, seat) for seat in range(SEATS)]
    return state


def _shuffled(ids: tuple[str, ...], used: set[str], seed: int, key: str) -> list[str]:
    rest = [card for card in ids if card not in used]
    seeded_rng(seed, key).shuffle(rest)
    return rest


def _deal_centre(goods_deck: list[str], tribe_deck: list[str]) -> list[str | None]:
    """TARGI-R1: the §1.2 pattern, each space from the top of its deck (empty if that deck is)."""
    centre: list[str | None] = []
    for kind in CENTRE_KINDS:
        deck = goods_deck if kind == "goods" else tribe_deck
        centre.append(deck.pop(0) if deck else None)
    return centre


def _display(rows: Any, cards: _Cards) -> list[list[str]]:
    if not isinstance(rows, list) or len(rows) > ROWS or not all(isinstance(row, list) and len(row) <= ROW_LENGTH for row in rows):
        raise _error("a display is up to 3 rows of up to 4 Tribe card ids", "展示は最大4枚の列が最大3列です")
    return [[cards.tribe(card) for card in row] for row in rows] + [[] for _ in range(ROWS - len(rows))]


def _goods(entry: Any) -> list[int]:
    if not isinstance(entry, dict) or set(entry) != set(GOODS):
        raise _error('goods are {"dates": n, "salt": n, "pepper": n} per seat', "goods は席ごとの {dates, salt, pepper} です")
    return [_int(entry[good], good, 0) for good in GOODS]


def _effects(value: Any) -> dict[str, tuple[Any, ...]]:
    """tribe.json's effects, with those the setup names replaced."""
    if not isinstance(value, dict) or not set(value) <= set(TRIBE):
        raise _error("effects maps Tribe card ids to effects lists", "effects は部族カード id から効果リストへの対応です")
    effects = {card: TRIBE[card].effects for card in TRIBE if TRIBE[card].effects}
    try:
        effects |= {card: read_effects(entries, card) for card, entries in value.items()}
    except EffectError as error:
        raise _error(str(error), f"効果の形式が違います: {error}") from None
    return {card: found for card, found in effects.items() if found}
