"""The mjai export: random seeded matches replayed into mjai events, then read back by a small
mjai reader that follows every tile and every point."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from asobiba.games.riichi.interop.mjai import to_jsonl, to_mjai
from asobiba.games.riichi.interop.replay import replay_riichi
from asobiba.games.riichi.tiles import parse_tile
from tests.games.riichi.random_games import SCENARIOS, random_record, scripted_record

FIELDS = {  # the fields of each event as mjai (Mortal's libriichi mjai/event.rs) defines them
    "start_game": {"names"},
    "start_kyoku": {"bakaze", "dora_marker", "kyoku", "honba", "kyotaku", "oya", "scores", "tehais"},
    "tsumo": {"actor", "pai"},
    "dahai": {"actor", "pai", "tsumogiri"},
    "chi": {"actor", "target", "pai", "consumed"},
    "pon": {"actor", "target", "pai", "consumed"},
    "daiminkan": {"actor", "target", "pai", "consumed"},
    "kakan": {"actor", "pai", "consumed"},
    "ankan": {"actor", "consumed"},
    "nukidora": {"actor", "pai"},
    "dora": {"dora_marker"},
    "reach": {"actor"},
    "reach_accepted": {"actor"},
    "hora": {"actor", "target", "deltas", "ura_markers"},
    "ryukyoku": {"deltas"},
    "end_kyoku": set(),
    "end_game": set(),
}
CONSUMED = {"chi": 2, "pon": 2, "daiminkan": 3, "kakan": 3, "ankan": 4}
CASES = [(4, seed) for seed in range(4)] + [(3, seed) for seed in range(3)]


class Reader:
    """Plays mjai events on a table of tiles and points; asserts at every step."""

    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.scores = [0] * seats
        self.hands: list[Counter[str]] = []
        self.seen: Counter[str] = Counter()
        self.last: tuple[int, str] | None = None
        self.melds = [0] * seats
        self.ending = False  # a hora was read in this hand: a second one is a double ron
        self.hands_ended: list[list[int]] = []  # deltas of each hand (the sum over its wins)

    def read(self, event: dict[str, Any]) -> None:
        kind = event["type"]
        assert FIELDS[kind] <= event.keys(), event
        getattr(self, kind)(event)
        for name in ("pai", "dora_marker"):
            if name in event:
                parse_tile(event[name])
        for count in self.seen.values():
            assert count <= 4

    def take(self, seat: int, tiles: list[str]) -> None:
        for tile in tiles:
            assert self.hands[seat][tile] > 0, (seat, tile, self.hands[seat])
            self.hands[seat][tile] -= 1

    def show(self, *tiles: str) -> None:
        for tile in tiles:
            self.seen[tile.rstrip("r")] += 1

    def start_game(self, event: dict[str, Any]) -> None:
        assert len(event["names"]) == self.seats

    def start_kyoku(self, event: dict[str, Any]) -> None:
        if self.hands_ended:
            assert event["scores"] == self.scores
        self.scores = list(event["scores"])
        assert event["bakaze"] in "ESW" and 1 <= event["kyoku"] <= self.seats and event["oya"] == event["kyoku"] - 1
        assert len(event["tehais"]) == self.seats and all(len(hand) == 13 for hand in event["tehais"])
        self.hands = [Counter(hand) for hand in event["tehais"]]
        self.seen = Counter()
        self.show(event["dora_marker"], *(tile for hand in event["tehais"] for tile in hand))
        self.melds = [0] * self.seats

    def tsumo(self, event: dict[str, Any]) -> None:
        self.hands[event["actor"]][event["pai"]] += 1
        self.show(event["pai"])

    def dahai(self, event: dict[str, Any]) -> None:
        self.take(event["actor"], [event["pai"]])
        self.last = (event["actor"], event["pai"])

    def called(self, event: dict[str, Any]) -> None:
        assert len(event["consumed"]) == CONSUMED[event["type"]]
        assert self.last == (event["target"], event["pai"]) and event["target"] != event["actor"]
        self.take(event["actor"], event["consumed"])
        self.melds[event["actor"]] += 1

    chi = pon = daiminkan = called

    def kakan(self, event: dict[str, Any]) -> None:
        assert len({tile.rstrip("r") for tile in [event["pai"], *event["consumed"]]}) == 1
        self.take(event["actor"], [event["pai"]])
        self.last = (event["actor"], event["pai"])

    def ankan(self, event: dict[str, Any]) -> None:
        assert len(event["consumed"]) == 4 and len({tile.rstrip("r") for tile in event["consumed"]}) == 1
        self.take(event["actor"], event["consumed"])
        self.melds[event["actor"]] += 1

    def nukidora(self, event: dict[str, Any]) -> None:
        assert self.seats == 3 and event["pai"] == "N"
        self.take(event["actor"], ["N"])
        self.last = (event["actor"], "N")

    def dora(self, event: dict[str, Any]) -> None:
        self.show(event["dora_marker"])

    def reach(self, event: dict[str, Any]) -> None:
        self.reaching = event["actor"]

    def reach_accepted(self, event: dict[str, Any]) -> None:
        assert event["actor"] == self.reaching
        self.pay(event["deltas"])
        assert event["scores"] == self.scores

    def hora(self, event: dict[str, Any]) -> None:
        actor, target = event["actor"], event["target"]
        hand = +self.hands[actor]
        if target != actor:
            assert self.last == (target, event["pai"])
            hand[event["pai"]] += 1
        assert sum(hand.values()) + 3 * self.melds[actor] == 14
        self.end(event["deltas"], add=target != actor and self.ending)
        assert event["scores"] == self.scores

    def ryukyoku(self, event: dict[str, Any]) -> None:
        self.end(event["deltas"])

    def end(self, deltas: list[int], add: bool = False) -> None:
        assert len(deltas) == self.seats
        self.pay(deltas)
        if add:
            self.hands_ended[-1] = [a + b for a, b in zip(self.hands_ended[-1], deltas, strict=True)]
        else:
            self.hands_ended.append(list(deltas))
        self.ending = True

    def pay(self, deltas: list[int]) -> None:
        self.scores = [score + delta for score, delta in zip(self.scores, deltas, strict=True)]

    def end_kyoku(self, event: dict[str, Any]) -> None:
        self.ending = False

    def end_game(self, event: dict[str, Any]) -> None:
        self.final = event["scores"]


@pytest.mark.parametrize(("seats", "seed"), CASES)
def test_mjai_export_of_a_random_match_reads_back_tile_by_tile_and_point_by_point(seats: int, seed: int) -> None:
    record = random_record(seats, seed)
    state, _ = replay_riichi(record)
    events = to_mjai(record)
    assert events[0]["type"] == "start_game" and events[-1]["type"] == "end_game"
    reader = Reader(seats)
    for event in events:
        reader.read(event)
    assert reader.hands_ended == [result["deltas"] for result in state.results]
    assert reader.final == state.scores


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_mjai_export_of_draws_double_ron_and_chankan_reads_back(name: str) -> None:
    wall, script, _ = SCENARIOS[name]
    record = scripted_record(4, [wall], script)
    state, _ = replay_riichi(record)
    reader = Reader(4)
    for event in to_mjai(record):
        reader.read(event)
    assert reader.hands_ended == [result["deltas"] for result in state.results]


def test_mjai_export_covers_every_event_kind() -> None:
    kinds = {event["type"] for seats, seed in CASES for event in to_mjai(random_record(seats, seed))}
    assert kinds == set(FIELDS)


def test_mjai_jsonl_is_one_event_per_line() -> None:
    events = to_mjai(random_record(4, 0))
    lines = to_jsonl(events).splitlines()
    assert [json.loads(line) for line in lines] == events
