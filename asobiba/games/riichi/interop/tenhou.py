"""A Riichi game as a tenhou.net/6 log, the JSON that Tenhou's viewer, mjai-reviewer and most
mahjong tools read; and back (``from_tenhou6``, in tenhou_import.py).

``{"title": [2], "name": [4], "rule": {"disp", "aka"}, "log": [hand, …], "sc": [score,
result] × 4}``. A hand is ``[[round index (wind × 4 + dealer), honba, deposits], scores,
dora indicators, ura indicators, then per seat (always four: a three-player log leaves the
fourth empty) its deal, its takes and its discards, then the result]``. The codes and call
strings are in tenhou_codes.py. Results: ``["和了", deltas, [who, from, pao, "30符1飜1000点" /
"満貫8000点" / "…300-500点" / "…1000点∀", "立直(1飜)", …], …]`` (one pair per winner; ``from``
and ``pao`` are the winner himself when nobody), ``["流局", deltas]``, ``["流し満貫", deltas]``,
or an abortive draw's name alone (``["九種九牌"]``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from asobiba.core.contract import Event
from asobiba.core.record import Record
from asobiba.games.riichi.interop.replay import replay_riichi
from asobiba.games.riichi.interop.tenhou_codes import (
    ABORTS,
    DRAW,
    LIMITS,
    NAGASHI,
    TSUMOGIRI,
    WIN,
    YAKU,
    ankan_string,
    call_string,
    code_of,
    distance,
    kakan_string,
    plain,
)
from asobiba.games.riichi.interop.tenhou_import import TenhouLogError, from_tenhou6

__all__ = ["TenhouLogError", "from_tenhou6", "rule_of", "to_tenhou6"]

BONUSES = (("dora", "ドラ"), ("aka", "赤ドラ"), ("ura", "裏ドラ"), ("nuki", "抜きドラ"))


def to_tenhou6(record: Record, names: list[str] | None = None, title: list[str] | None = None) -> dict[str, Any]:
    """The tenhou.net/6 log of the game of ``record``, replayed with every seat's view."""
    state, events = replay_riichi(record)
    n = record.seats
    log: dict[str, Any] = {
        "title": title or ["Asobiba", f"seed {record.seed}"],
        "name": _four(names or ["A", "B", "C", "D"][:n], ""),
        "rule": rule_of(state.options, n),
        "log": _hands(events, n),
    }
    if state.final is not None:
        log["sc"] = [value for seat in range(4) for value in _final(state.scores, state.final, seat)]
    return log


def rule_of(options: dict[str, Any], seats: int) -> dict[str, Any]:
    """Tenhou's rule: ``disp`` as its lobby names a table (般南喰赤: East-South, open tanyao,
    red fives; 三 for three players, 東 for East only) and ``aka``, 1 with red fives."""
    red = options["red_fives"] == "on"
    disp = ("三" if seats == 3 else "") + "般" + ("東" if options["length"] == "east_only" else "南")
    disp += ("喰" if options["kuitan"] == "on" else "") + ("赤" if red else "")
    return {"disp": disp, "aka": int(red)}


def _four(values: list[Any], empty: Any) -> list[Any]:
    return [*values, *[empty] * (4 - len(values))]


def _final(scores: list[int], results: list[int], seat: int) -> tuple[int, float]:
    return (scores[seat], float(results[seat])) if seat < len(scores) else (0, 0.0)


def _hands(events: Iterable[Event], n: int) -> list[list[Any]]:
    hands: list[list[Any]] = []
    hand: _Hand | None = None
    deals: list[list[int]] = [[] for _ in range(n)]
    for event in events:
        if event.kind == "haipai":
            deals[event.to] = [code_of(tile) for tile in event.data["hand"]]
        elif event.kind == "hand_start":
            hand = _Hand(n, event.data, deals)
        elif event.kind == "hand_end":
            hands.append(hand.finish(event.data["result"]))
        elif hand is not None:
            hand.read(event)
    return hands


class _Hand:
    """One hand's entry, filled event by event."""

    def __init__(self, n: int, start: dict[str, Any], deals: list[list[int]]) -> None:
        self.n = n
        self.dealer = start["dealer"]
        self.head = [[4 * start["wind"] + start["kyoku"], start["honba"], start["deposits"]], _four(start["scores"], 0)]
        self.dora = [code_of(start["dora"][0])]
        self.deals = [deal[:] for deal in deals]
        self.takes: list[list[Any]] = [[] for _ in range(n)]
        self.discards: list[list[Any]] = [[] for _ in range(n)]
        self.pons: dict[tuple[int, int], str] = {}
        self.drawer = 0

    def read(self, event: Event) -> None:
        data = event.data
        if event.kind == "draw":
            self.drawer = data["seat"]
        elif event.kind == "drawn":
            self.takes[self.drawer].append(code_of(data["tile"]))
        elif event.kind == "discard":
            code = TSUMOGIRI if data["tsumogiri"] else code_of(data["tile"])
            self.discards[data["seat"]].append(f"r{code}" if data["riichi"] else code)
        elif event.kind == "call":
            self._call(data)
        elif event.kind == "nuki":
            self.discards[data["seat"]].append("f44")
        elif event.kind == "dora":
            self.dora.append(code_of(data["indicator"]))

    def _call(self, data: dict[str, Any]) -> None:
        seat, kind = data["seat"], data["meld"]
        codes = [code_of(tile) for tile in data["tiles"]]
        if kind == "ankan":
            self.discards[seat].append(ankan_string(codes))
            return
        taken = code_of(data["tile"])
        if kind == "kakan":
            self.discards[seat].append(kakan_string(self.pons[seat, plain(taken)], taken))
            return
        codes.remove(taken)
        text = call_string(kind, taken, codes, distance(seat, data["from"]))
        self.takes[seat].append(text)
        if kind == "pon":
            self.pons[seat, plain(taken)] = text
        if kind == "daiminkan":
            self.discards[seat].append(0)  # no discard before the replacement draw

    def finish(self, result: dict[str, Any]) -> list[Any]:
        ura: list[int] = []
        if result["kind"] == "win":
            self.dora = [code_of(tile) for tile in result["dora"]]
            ura = next(([code_of(tile) for tile in win["ura"]] for win in result["wins"] if win["ura"]), [])
        seats = [part for seat in range(4) for part in self._seat(seat)]
        return [*self.head, self.dora, ura, *seats, self._result(result)]

    def _seat(self, seat: int) -> list[list[Any]]:
        if seat >= self.n:
            return [[], [], []]
        return [self.deals[seat], self.takes[seat], self.discards[seat]]

    def _result(self, result: dict[str, Any]) -> list[Any]:
        kind = result["kind"]
        if kind == "abortive":
            return [ABORTS[result["reason"]]]
        if kind == "exhaustive":
            return [NAGASHI if result["nagashi"] else DRAW, _four(result["deltas"], 0)]
        entry: list[Any] = [WIN]
        for win in result["wins"]:
            entry += [_four(win["deltas"], 0), self._win(win)]
        return entry

    def _win(self, win: dict[str, Any]) -> list[Any]:
        seat, value = win["seat"], win["value"]
        giver = seat if win["from"] is None else win["from"]
        pao = seat if win["pao"] is None else win["pao"]
        return [seat, giver, pao, _points(value, seat == self.dealer, win["from"] is None), *_yaku(value)]


def _points(value: dict[str, Any], dealer: bool, tsumo: bool) -> str:
    """Tenhou's value text: "30符2飜2000点", "満貫8000点", "…700-1300点", "…2600点∀" (each pays)."""
    limit = value["limit"] or ""
    head = next((text for key, text in LIMITS if key in limit), f"{value['fu']}符{value['han']}飜")
    if not tsumo:
        return f"{head}{value['ron']}点"
    if dealer:
        return f"{head}{value['tsumo_other']}点∀"
    return f"{head}{value['tsumo_other']}-{value['tsumo_dealer']}点"


def _yaku(value: dict[str, Any]) -> list[str]:
    found = []
    for yaku in value["yaku"]:
        name = YAKU.get(yaku["name"], yaku["name"])
        found.append(f"{name}(役満)" if value["yakuman"] else f"{name}({yaku['han']}飜)")
    if not value["yakuman"]:
        found += [f"{text}({value[key]}飜)" for key, text in BONUSES if value[key]]
    return found
