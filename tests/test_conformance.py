"""The conformance suite (asobiba/testing) over every registered game, High Card (tests/kit) included.

CI plays ``SEEDS`` random games per player count (more if the game has more option
combinations, so that each is played), ``FULL`` of them with every check at every
step; the ``slow`` sweep plays many more. Each game's golden records
replay to their outcome and views, and every player count has one.
"""

from __future__ import annotations

import json

import pytest

from asobiba.core.record import Record
from asobiba.core.registry import game_ids, get_game
from asobiba.testing import golden
from asobiba.testing.suite import Conformance

SEEDS, FULL = 200, 8
SLOW_SEEDS, SLOW_FULL = 2000, 50

GAMES = game_ids()
TABLES = [(game_id, seats) for game_id in GAMES for seats in get_game(game_id).seats]


def play_seeds(game_id: str, seats: int, first: int, seeds: int, full: int) -> None:
    """Seed ``s`` plays option combination ``s`` (modulo their number): every one is played at least once."""
    suite = Conformance.of(game_id)
    seeds = max(seeds, len(suite.option_sets(seats)))
    for index in range(seeds):
        suite.play(seats, first + index, full=index % (seeds // full) == 0)


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_random_play_keeps_the_contract(game_id, seats):
    play_seeds(game_id, seats, 0, SEEDS, FULL)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_random_play_keeps_the_contract_over_many_seeds(game_id, seats):
    play_seeds(game_id, seats, 10_000, SLOW_SEEDS, SLOW_FULL)


@pytest.mark.parametrize("game_id", GAMES)
def test_golden_records_replay_to_their_outcome_and_views(game_id, update_golden):
    if update_golden:
        golden.update(game_id)
    paths = golden.record_paths(game_id)
    seats = {Record.from_json(json.loads(path.read_text(encoding="utf-8"))).seats for path in paths}
    missing = sorted(set(get_game(game_id).seats) - seats)
    assert not missing, f"{game_id} has no golden record for {missing} players: run pytest --update-golden"
    for path in paths:
        golden.check(path)


def test_a_golden_record_of_another_version_than_its_game_fails_and_update_makes_it_current(tmp_path, monkeypatch):
    """A game whose rules changed says so by its version: its golden records must say it too, so
    a record exported from the old rules is never taken for the new ones (docs/records.md)."""
    path = golden.record_paths("highcard")[0]
    stale = json.loads(path.read_text(encoding="utf-8"))
    stale["version"] = get_game("highcard").version + 1
    copy = tmp_path / path.name
    copy.write_text(json.dumps(stale), encoding="utf-8")
    with pytest.raises(AssertionError, match="run pytest --update-golden"):
        golden.check(copy)
    monkeypatch.setattr(golden, "records_folder", lambda game_id: tmp_path)
    golden.update("highcard")
    golden.check(copy)
