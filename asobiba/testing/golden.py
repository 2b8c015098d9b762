"""Golden records: each game's ``records/*.json``, replayed to their stored outcome and views.

A golden record is a record (docs/records.md) with a ``golden`` section: the outcome,
and after the start and after every move a short hash of every seat's and the
spectator's view. Replaying it must give the same hashes, so any change to what a
player sees is caught, and the first move whose views differ is named (as OpenSpiel's
playthroughs name the first line that differs). When a change is intended,
``pytest --update-golden`` (or :func:`update`) writes the sections again; it also makes
a record, by seeded random play, for any player count that has none.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from asobiba.core.contract import Game
from asobiba.core.record import Record
from asobiba.core.registry import game_folder, get_game
from asobiba.testing.suite import Conformance

HASH_CHARS = 12


def records_folder(game_id: str) -> Path:
    return Path(str(game_folder(game_id) / "records"))


def record_paths(game_id: str) -> list[Path]:
    return sorted(records_folder(game_id).glob("*.json"))


def views_hash(game: Game[Any, Any], state: Any, seats: int) -> str:
    """A short hash of the spectator's and every seat's view, in canonical JSON."""
    views = [game.view(state, seat) for seat in (None, *range(seats))]
    canonical = json.dumps(views, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()[:HASH_CHARS]


def replay_hashes(record: Record) -> tuple[Any, list[str]]:
    """The final state of ``record`` and the views' hash after the start and after each move."""
    game = get_game(record.game)
    state = game.start(record.seats, record.options, record.seed, record.setup)
    hashes = [views_hash(game, state, record.seats)]
    for seat, data in record.moves:
        game.play(state, seat, game.parse_move(data))
        hashes.append(views_hash(game, state, record.seats))
    return state, hashes


def check(path: Path) -> None:
    """Replay the golden record at ``path``; AssertionError naming the first move whose views differ."""
    data = json.loads(path.read_text(encoding="utf-8"))
    record = Record.from_json(data)
    golden = data.get("golden")
    assert golden, f"{path.name} has no golden section: run pytest --update-golden"
    version = get_game(record.game).version
    assert record.version == version, f"{path.name} is of version {record.version}, the game of {version}: run pytest --update-golden"
    state, hashes = replay_hashes(record)
    for index, (got, stored) in enumerate(zip(hashes, golden["views"], strict=False)):
        if got != stored:
            where = "at the start" if index == 0 else f"after move {index - 1} {json.dumps(record.moves[index - 1][1])}"
            raise AssertionError(f"{path.name}: the views differ {where}; if intended, run pytest --update-golden")
    assert len(hashes) == len(golden["views"]), f"{path.name}: {len(hashes)} steps replayed, {len(golden['views'])} stored"
    outcome = get_game(record.game).outcome(state)
    assert outcome is not None and outcome.to_json() == golden["outcome"], f"{path.name}: outcome {outcome} differs from the stored one"


def update(game_id: str) -> list[Path]:
    """Write the golden sections of every record of the game again, and make the missing player counts'; the paths written."""
    game = get_game(game_id)
    folder = records_folder(game_id)
    folder.mkdir(exist_ok=True)
    written = []
    for path in record_paths(game_id):
        record = Record.from_json(json.loads(path.read_text(encoding="utf-8")))
        record.version = game.version  # its moves still play, or write says where they stop
        write(path, record)
        written.append(path)
    have = {Record.from_json(json.loads(path.read_text(encoding="utf-8"))).seats for path in written}
    for seats in game.seats:
        if seats not in have:
            path = folder / f"{game_id}-{seats}p.json"
            write(path, random_record(game_id, seats))
            written.append(path)
    return written


def random_record(game_id: str, seats: int, seed: int = 1) -> Record:
    """A whole game of seeded random play with the first option combination the suite plays."""
    suite = Conformance.of(game_id)
    options = suite.option_sets(seats)[0]
    game = suite.game
    rng = random.Random(seed)
    state = game.start(seats, options, seed)
    record = Record(game_id, seats, seed, options, version=game.version)
    while game.outcome(state) is None:
        seat = rng.choice(sorted(game.to_act(state)))
        move = suite.random_move(state, seat, game.legal_moves(state, seat), rng)
        game.play(state, seat, move)
        record.moves.append((seat, move.to_json()))
    return record


def write(path: Path, record: Record) -> None:
    """The record with its golden section, one move and one hash per line so that diffs stay readable."""
    state, hashes = replay_hashes(record)
    outcome = get_game(record.game).outcome(state)
    assert outcome is not None, f"{path.name} does not play to the end"
    data = record.to_json()
    lines = ["{"]
    for key, value in data.items():
        if key != "moves":
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    lines.append('  "moves": [')
    lines += [f"    {json.dumps(move, ensure_ascii=False)}," for move in data["moves"]]
    lines[-1] = lines[-1].rstrip(",")
    lines.append("  ],")
    lines.append('  "golden": {')
    lines.append(f'    "outcome": {json.dumps(outcome.to_json())},')
    lines.append('    "views": [')
    lines += [f'      "{digest}",' for digest in hashes]
    lines[-1] = lines[-1].rstrip(",")
    lines += ["    ]", "  }", "}", ""]
    path.write_text("\n".join(lines), encoding="utf-8")
