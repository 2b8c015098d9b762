"""Tenhou's own log, the mjlog XML, read into the tenhou.net/6 form, then imported as every
tenhou.net/6 log is (tenhou_import.py).

An mjlog is a flat list of tags: ``<GO type>`` (the table: bit 0x02 no red fives, 0x04 no open
tanyao, 0x08 East-South, 0x10 three players), ``<UN n0…n3>`` (names, URL-encoded),
``<INIT seed="round,honba,deposits,dice,dice,dora" ten oya hai0…hai3>`` (points in hundreds,
tiles as 136 ids), draws ``<T12/>`` ``<U…>`` ``<V…>`` ``<W…>`` and discards ``<D12/>``
``<E…>`` ``<F…>`` ``<G…>`` by seat, ``<N who m>`` a call (``m`` packs it, see
:func:`decode_meld`), ``<REACH who step>`` (1 before the discard, 2 once accepted),
``<DORA hai>``, ``<AGARI … sc owari>`` and ``<RYUUKYOKU type sc owari>`` (``sc``: points and
changes in hundreds, ``owari``: final points and results).
"""

from __future__ import annotations

import gzip
import re
from typing import Any
from urllib.parse import unquote

from asobiba.core.record import Record
from asobiba.games.riichi.interop.tenhou_codes import (
    ABORTS,
    DRAW,
    NAGASHI,
    TSUMOGIRI,
    WIN,
    ankan_string,
    call_string,
    code_of,
    kakan_string,
)
from asobiba.games.riichi.interop.tenhou_import import TenhouLogError, from_tenhou6
from asobiba.games.riichi.tiles import tile_name

TAG = re.compile(r"<([A-Z]+[0-9]*)((?:\s+[A-Za-z0-9]+=\"[^\"]*\")*)\s*/?>")
ATTRIBUTE = re.compile(r"([A-Za-z0-9]+)=\"([^\"]*)\"")
DRAWS, DISCARDS = "TUVW", "DEFG"
RYUUKYOKU = {"yao9": ABORTS["nine_terminals"], "reach4": ABORTS["four_riichi"], "ron3": ABORTS["triple_ron"]}
RYUUKYOKU |= {"kan4": ABORTS["four_kans"], "kaze4": ABORTS["four_winds"], "nm": NAGASHI}
LIMITS = ("", "満貫", "跳満", "倍満", "三倍満", "役満")
YAKU = (  # Tenhou's yaku ids
    *("門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和", "断幺九", "一盃口"),
    *("自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南", "場風 西", "場風 北", "役牌 白", "役牌 發"),
    *("役牌 中", "両立直", "七対子", "混全帯幺九", "一気通貫", "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻"),
    *("小三元", "混老頭", "二盃口", "純全帯幺九", "混一色", "清一色", "人和", "天和", "地和", "大三元"),
    *("四暗刻", "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈", "純正九蓮宝燈", "国士無双", "国士無双１３面", "大四喜"),
    *("小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ"),
)


def from_mjlog(text: str | bytes, log_id: str | None = None) -> Record:
    """The record of an mjlog (text, or its bytes, gzip allowed), replayed and checked;
    ``log_id`` (its file name, as Tenhou names logs) dates it (tenhou_import.settlement_of)."""
    return from_tenhou6(mjlog_to_tenhou6(text, log_id))


def mjlog_to_tenhou6(text: str | bytes, log_id: str | None = None) -> dict[str, Any]:
    """The tenhou.net/6 form of an mjlog (``ref``: ``log_id``, as Tenhou's own JSON has it);
    :class:`TenhouLogError` if it cannot be read."""
    if isinstance(text, bytes):
        text = (gzip.decompress(text) if text[:2] == b"\x1f\x8b" else text).decode("utf-8")
    reader = _Reader()
    for name, attributes in TAG.findall(text):
        try:
            reader.read(name, dict(ATTRIBUTE.findall(attributes)))
        except (KeyError, IndexError, ValueError) as error:  # a tag of the wrong shape
            raise TenhouLogError(f"cannot read the mjlog tag <{name}{attributes}>: {type(error).__name__} {error}") from error
    log = reader.finish()
    return {**log, "ref": log_id} if log_id else log


def decode_meld(m: int) -> tuple[str, list[int], int, int]:
    """``(kind, ids, taken, distance)`` of a call's ``m``: ``kind`` chi, pon, kakan, daiminkan,
    ankan or nuki; ``ids`` its tiles (a kakan: the pon's three, then the added one); ``taken``
    the id taken from another player (the North for nuki; any for an ankan); ``distance``
    (giver - caller) % 4, bits 0–1.

    Chi (bit 2): bits 10–15 are ``run * 3 + taken index``, ``run`` counting the runs 1-2-3 … 7-8-9
    of each suit (7 a suit), bits 3–4, 5–6, 7–8 which copy of each tile. Pon (bit 3) and kakan
    (bit 4): bits 9–15 are ``kind * 3 + taken index``, bits 5–6 the copy not in the pon (the
    added one for a kakan). Nuki (bit 5) and kans: bits 8–15 the tile's id.
    """
    distance = m & 3
    if m & 0x4:
        packed = m >> 10
        run, taken = divmod(packed, 3)
        low = run // 7 * 9 + run % 7
        ids = [4 * (low + i) + (m >> (3 + 2 * i) & 3) for i in range(3)]
        return "chi", ids, ids[taken], distance
    if m & 0x18:
        packed = m >> 9
        kind, taken = divmod(packed, 3)
        spare = m >> 5 & 3
        ids = [4 * kind + copy for copy in range(4) if copy != spare]
        if m & 0x8:
            return "pon", ids, ids[taken], distance
        return "kakan", [*ids, 4 * kind + spare], ids[taken], distance
    tile = m >> 8
    if m & 0x20:
        return "nuki", [tile], tile, 0
    ids = [4 * (tile // 4) + copy for copy in range(4)]
    return ("ankan" if distance == 0 else "daiminkan"), ids, tile, distance


class _Reader:
    """The log being built, tag by tag."""

    def __init__(self) -> None:
        self.log: dict[str, Any] = {"title": ["", ""], "name": ["", "", "", ""], "rule": {"disp": "般南喰赤", "aka": 1}, "log": []}
        self.red = True
        self.hand: list[Any] | None = None
        self.drawn: list[int | None] = [None] * 4  # the tile each seat just drew, for tsumogiri
        self.reaching: int | None = None  # the seat whose next discard declares riichi
        self.dealer, self.players = 0, 4

    def code(self, tile: int) -> int:
        return code_of(tile_name(tile, self.red))

    def read(self, name: str, attributes: dict[str, str]) -> None:
        if self.hand is None and name not in ("SHUFFLE", "GO", "UN", "TAIKYOKU", "INIT", "BYE"):
            raise KeyError("a hand's tag before its <INIT>")
        if name[0] in DRAWS + DISCARDS and name[1:].isdigit():
            self._tile(name[0], int(name[1:]))
        elif hasattr(self, f"_{name.lower()}"):
            getattr(self, f"_{name.lower()}")(attributes)

    def finish(self) -> dict[str, Any]:
        self._close()
        if not self.log["log"]:
            raise TenhouLogError("not an mjlog: no <INIT> tag (a hand's start) in it")
        return self.log

    def _go(self, attributes: dict[str, str]) -> None:
        kind = int(attributes.get("type", "9"))
        self.red = not kind & 0x02
        disp = ("三" if kind & 0x10 else "") + "般" + ("南" if kind & 0x08 else "東") + ("" if kind & 0x04 else "喰")
        self.log["rule"] = {"disp": disp + ("赤" if self.red else ""), "aka": int(self.red)}

    def _un(self, attributes: dict[str, str]) -> None:
        if "n0" in attributes:
            self.log["name"] = [unquote(attributes.get(f"n{seat}", "")) for seat in range(4)]

    def _init(self, attributes: dict[str, str]) -> None:
        self._close()
        seed = [int(value) for value in attributes["seed"].split(",")]
        scores = [100 * int(value) for value in attributes["ten"].split(",")]
        hands = [sorted(self._ids(attributes.get(f"hai{seat}", ""))) for seat in range(4)]
        self.hand = [seed[:3], [*scores, 0, 0, 0][:4], [self.code(seed[5])], []]
        for hand in hands:
            self.hand += [[self.code(tile) for tile in hand], [], []]
        self.hand.append(None)
        self.dealer, self.players = int(attributes.get("oya", seed[0] % 4)), 3 if not hands[3] else 4
        self.drawn, self.reaching = [None] * 4, None

    def _ids(self, text: str) -> list[int]:
        return [int(value) for value in text.split(",") if value != ""]

    def _takes(self, seat: int) -> list[Any]:
        return self.hand[5 + 3 * seat]

    def _discards(self, seat: int) -> list[Any]:
        return self.hand[6 + 3 * seat]

    def _tile(self, letter: str, tile: int) -> None:
        if letter in DRAWS:
            seat = DRAWS.index(letter)
            self._takes(seat).append(self.code(tile))
            self.drawn[seat] = tile
            return
        seat = DISCARDS.index(letter)
        code = TSUMOGIRI if tile == self.drawn[seat] else self.code(tile)
        self._discards(seat).append(f"r{code}" if self.reaching == seat else code)
        self.drawn[seat], self.reaching = None, None

    def _n(self, attributes: dict[str, str]) -> None:
        seat = int(attributes["who"])
        kind, ids, taken, distance = decode_meld(int(attributes["m"]))
        codes = [self.code(tile) for tile in ids]
        self.drawn[seat] = None
        if kind == "nuki":
            self._discards(seat).append("f44")
        elif kind == "ankan":
            self._discards(seat).append(ankan_string(codes))
        elif kind == "kakan":
            pon = call_string("pon", self.code(taken), [self.code(tile) for tile in ids[:3] if tile != taken], distance)
            self._discards(seat).append(kakan_string(pon, codes[3]))
        else:
            others = [self.code(tile) for tile in ids if tile != taken]
            self._takes(seat).append(call_string(kind, self.code(taken), others, distance))
            if kind == "daiminkan":
                self._discards(seat).append(0)

    def _reach(self, attributes: dict[str, str]) -> None:
        if attributes.get("step") == "1":
            self.reaching = int(attributes["who"])

    def _dora(self, attributes: dict[str, str]) -> None:
        self.hand[2].append(self.code(int(attributes["hai"])))

    def _agari(self, attributes: dict[str, str]) -> None:
        self.hand[2] = [self.code(tile) for tile in self._ids(attributes.get("doraHai", ""))] or self.hand[2]
        ura = [self.code(tile) for tile in self._ids(attributes.get("doraHaiUra", ""))]
        self.hand[3] = ura or self.hand[3]  # a double ron: a winner not in riichi shows none, the other's stay
        who, giver = int(attributes["who"]), int(attributes["fromWho"])
        pao = int(attributes.get("paoWho", who))
        result = self.hand[16] if self.hand[16] and self.hand[16][0] == WIN else [WIN]
        self.hand[16] = [*result, _deltas(attributes), [who, giver, pao, _value(attributes, self.dealer, self.players), *_yaku(attributes)]]
        self._owari(attributes)

    def _ryuukyoku(self, attributes: dict[str, str]) -> None:
        name = RYUUKYOKU.get(attributes.get("type", ""), DRAW)
        self.hand[16] = [name] if name in ABORTS.values() else [name, _deltas(attributes)]
        self._owari(attributes)

    def _owari(self, attributes: dict[str, str]) -> None:
        if "owari" in attributes:
            values = attributes["owari"].split(",")
            pairs = [(100 * int(values[i]), float(values[i + 1])) for i in range(0, min(len(values), 8) - 1, 2)]
            self.log["sc"] = [value for pair in [*pairs, (0, 0.0), (0, 0.0)][:4] for value in pair]

    def _close(self) -> None:
        if self.hand is not None:
            self.log["log"].append(self.hand)
            self.hand = None


def _deltas(attributes: dict[str, str]) -> list[int]:
    values = [100 * int(value) for value in attributes.get("sc", "").split(",") if value != ""]
    return [*values[1::2], 0, 0, 0, 0][:4]


def _value(attributes: dict[str, str], dealer: int, players: int) -> str:
    """Tenhou's value text from ``ten="fu,points,limit"``; on tsumo the points are split back
    into what each pays: a non-dealer's tsumo brings ``p`` from each other and ``2p`` or
    ``2p - 100`` from the dealer (both rounded up from a half and a whole of the base)."""
    fu, points, limit = (int(value) for value in attributes["ten"].split(","))
    yaku = [int(value) for value in attributes.get("yaku", "").split(",") if value != ""]
    head = LIMITS[limit] if 0 < limit < len(LIMITS) else f"{fu}符{sum(yaku[1::2])}飜"
    who = int(attributes["who"])
    if who != int(attributes["fromWho"]):
        return f"{head}{points}点"
    if who == dealer:
        return f"{head}{points // (players - 1)}点∀"
    shares = players  # one share from each other non-dealer, two from the dealer
    each = points // shares if points % (100 * shares) == 0 else (points + 100) // shares
    return f"{head}{each}-{points - each * (players - 2)}点"


def _yaku(attributes: dict[str, str]) -> list[str]:
    yaku = [int(value) for value in attributes.get("yaku", "").split(",") if value != ""]
    found = [f"{YAKU[i] if i < len(YAKU) else i}({han}飜)" for i, han in zip(yaku[0::2], yaku[1::2], strict=True) if han]
    yakuman = [int(value) for value in attributes.get("yakuman", "").split(",") if value != ""]
    return found + [f"{YAKU[i] if i < len(YAKU) else i}(役満)" for i in yakuman]
