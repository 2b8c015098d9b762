"""A Riichi game as an mjai event stream, for the review tools players already use (Mortal,
mjai-reviewer, the mjai.app bots).

mjai (Gimite's protocol, as Mortal's libriichi ``mjai/event.rs`` reads it) is JSON lines:
``start_game``, then per hand ``start_kyoku`` (``bakaze``, ``kyoku`` from 1, ``honba``,
``kyotaku``, ``oya``, ``scores``, ``dora_marker``, ``tehais``), ``tsumo`` / ``dahai``
(``actor``, ``pai``, ``tsumogiri``), the calls ``chi`` / ``pon`` / ``daiminkan`` (``actor``,
``target``, ``pai``, ``consumed``), ``kakan`` (``actor``, ``pai``, ``consumed``: the pon's
three), ``ankan`` (``actor``, ``consumed``), ``dora`` (``dora_marker``), ``reach`` then
``reach_accepted``, and the end: ``hora`` (``actor``, ``target``, ``deltas``, ``ura_markers``)
or ``ryukyoku`` (``deltas``), ``end_kyoku``; ``end_game`` last. Tile names are ours already.

Choices where the protocol says nothing:

- The kan dora of an open or added kan is turned when its player discards; mjai logs converted
  from Tenhou put that ``dora`` just after the ``dahai``, and so does this stream.
- Three players: the arrays have three entries, and an extracted North is
  ``{"type": "nukidora", "actor", "pai": "N"}`` as the three-player mjai variants write it.
- Extra fields the original protocol has and readers ignore: ``scores`` after each payment,
  ``pai``, ``fu``, ``fan`` and ``yakus`` on ``hora``, ``reason`` on ``ryukyoku``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from asobiba.core.contract import Event
from asobiba.core.record import Record
from asobiba.games.riichi.interop.replay import replay_riichi

WINDS = ("E", "S", "W", "N")
ABORT_REASONS = {  # the spellings of the mjai reference implementations
    "nine_terminals": "kyushukyuhai",
    "four_winds": "sufonrenta",
    "four_riichi": "suchareach",
    "four_kans": "sukaikan",
    "triple_ron": "sanchaho",
}


def to_mjai(record: Record, names: list[str] | None = None) -> list[dict[str, Any]]:
    """The mjai events of the game of ``record``, replayed with every seat's view."""
    _, events = replay_riichi(record)
    seats = record.seats
    start = {"type": "start_game", "names": names or [f"Seat {seat + 1}" for seat in range(seats)]}
    return [start, *Stream(seats).convert(events)]


def to_jsonl(events: Iterable[dict[str, Any]]) -> str:
    """One JSON object per line, as mjai logs are stored."""
    import json

    return "".join(json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n" for event in events)


class Stream:
    """Turns the engine's events into mjai's, keeping what mjai wants and the events spread
    apart: the four deals (before ``hand_start``), the drawing seat (``draw``, before the
    private ``drawn``), the scores, and the kan dora waiting for the discard."""

    def __init__(self, seats: int, seat: int | None = None) -> None:
        self.seats = seats
        self.seat = seat  # one seat's stream: the others' tiles are "?" (an mjai bot's view)
        self.tehais: list[list[str]] = [[] for _ in range(seats)]
        self.drawer = 0
        self.scores = [0] * seats
        self.dora: list[dict[str, Any]] = []

    def convert(self, events: Iterable[Event]) -> Iterator[dict[str, Any]]:
        for event in events:
            handler = getattr(self, f"_{event.kind}", None)
            out = list(handler(event.data, event.to)) if handler else []
            if event.kind == "dora":
                continue
            if event.kind != "discard":
                yield from self._flush()
            yield from out
            if event.kind == "discard":
                yield from self._flush()

    def _flush(self) -> Iterator[dict[str, Any]]:
        yield from self.dora
        self.dora = []

    def _haipai(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        self.tehais[to] = list(data["hand"])
        return iter(())

    def _hand_start(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        self.scores = list(data["scores"])
        if self.seat is not None:
            self.tehais = [hand if seat == self.seat else ["?"] * 13 for seat, hand in enumerate(self.tehais)]
        yield {
            "type": "start_kyoku",
            "bakaze": WINDS[data["wind"]],
            "dora_marker": data["dora"][0],
            "kyoku": data["kyoku"] + 1,
            "honba": data["honba"],
            "kyotaku": data["deposits"],
            "oya": data["dealer"],
            "scores": self.scores[:],
            "tehais": [hand[:] for hand in self.tehais],
        }

    def _draw(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        self.drawer = data["seat"]
        if self.seat is not None and self.drawer != self.seat:
            yield {"type": "tsumo", "actor": self.drawer, "pai": "?"}

    def _drawn(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        yield {"type": "tsumo", "actor": self.drawer, "pai": data["tile"]}

    def _dora(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        self.dora.append({"type": "dora", "dora_marker": data["indicator"]})
        return iter(())

    def _discard(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        seat = data["seat"]
        if data["riichi"]:
            yield {"type": "reach", "actor": seat}
        yield {"type": "dahai", "actor": seat, "pai": data["tile"], "tsumogiri": data["tsumogiri"]}

    def _riichi_accepted(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        seat = data["seat"]
        deltas = [-1000 if other == seat else 0 for other in range(self.seats)]
        self.scores = list(data["scores"])
        if self.seat is not None:
            self.tehais = [hand if seat == self.seat else ["?"] * 13 for seat, hand in enumerate(self.tehais)]
        yield {"type": "reach_accepted", "actor": seat, "deltas": deltas, "scores": self.scores[:]}

    def _call(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        kind, seat, tiles = data["meld"], data["seat"], list(data["tiles"])
        if kind == "ankan":
            yield {"type": "ankan", "actor": seat, "consumed": tiles}
            return
        consumed = tiles[:]
        consumed.remove(data["tile"])
        event = {"type": kind, "actor": seat}
        if kind != "kakan":
            event["target"] = data["from"]
        yield {**event, "pai": data["tile"], "consumed": consumed}

    def _nuki(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        yield {"type": "nukidora", "actor": data["seat"], "pai": data["tile"]}

    def _hand_end(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        data = data["result"]
        if data["kind"] == "win":
            for win in data["wins"]:
                yield self._hora(win)
        else:
            reason = "fanpai" if data["kind"] == "exhaustive" else ABORT_REASONS.get(data["reason"], data["reason"])
            yield {"type": "ryukyoku", "reason": reason, "deltas": data["deltas"], "scores": self._pay(data["deltas"])}
        yield {"type": "end_kyoku"}

    def _hora(self, win: dict[str, Any]) -> dict[str, Any]:
        seat, value = win["seat"], win["value"]
        return {
            "type": "hora",
            "actor": seat,
            "target": seat if win["from"] is None else win["from"],
            "pai": win["tile"],
            "deltas": win["deltas"],
            "ura_markers": win["ura"],
            "fu": value["fu"],
            "fan": value["han"],
            "yakus": [[yaku["name"], yaku["han"]] for yaku in value["yaku"]],
            "scores": self._pay(win["deltas"]),
        }

    def _pay(self, deltas: list[int]) -> list[int]:
        self.scores = [score + delta for score, delta in zip(self.scores, deltas, strict=True)]
        return self.scores[:]

    def _match_end(self, data: dict[str, Any], to: int | None) -> Iterator[dict[str, Any]]:
        yield {"type": "end_game", "scores": data["scores"]}
