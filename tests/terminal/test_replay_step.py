"""``asobiba replay FILE --step``: a record step by step, as any seat or with every hand open."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core import steps
from asobiba.core.record import Record
from asobiba.core.registry import get_game
from asobiba.stepper import Position, moved


def highcard_record(deals: int = 2, seed: int = 4) -> Record:
    """A whole High Card match of random moves (two players: eight cards a deal)."""
    game = get_game("highcard")
    record = Record("highcard", 2, seed, {"deals": deals})
    state = game.start(2, record.options, seed)
    rng = random.Random(seed)
    while game.outcome(state) is None:
        (seat,) = game.to_act(state)
        move = rng.choice(game.legal_moves(state, seat))
        record.moves.append((seat, move.to_json()))
        game.play(state, seat, move)
    return record


def hand_line(record: Record, step: int, seat: int) -> str:
    hand = steps.step(record, step, seat).view["hand"]
    return "Your hand: " + "  ".join(f"{number}:{card}" for number, card in enumerate(hand, start=1))


def test_stepping_forward_back_to_a_deal_as_another_seat_and_with_all_hands_open(tmp_path: Path) -> None:
    record = highcard_record()
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record.to_json()))
    lines = ["", "n", "b", "d 2", "s 1", "o", "l", "zz", "q"]
    result = CliRunner().invoke(app, ["replay", str(path), "--step", "--lang", "en"], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    headings = [" ".join(found) for found in re.findall(r"Step (\d+)/16 · deal (\d)/2 · seat (\w+)", result.output)]
    assert headings == ["0 1 0", "1 1 0", "2 1 0", "1 1 0", "8 2 0", "8 2 1", "8 2 all", "16 2 all"]  # step, deal, seat
    step_one = result.output.split("Step 1/16")[1]
    first = record.moves[0][1]["card"]
    assert step_one.index(f"Seat {record.moves[0][0]} plays {first}") < step_one.index("Your hand:")  # the move, then the table
    all_open = result.output.split("all hands open")[1]
    assert hand_line(record, 8, 0) in all_open and hand_line(record, 8, 1) in all_open  # both hands, at once
    assert "Final totals:" in result.output.split("Step 16/16")[1]
    assert "Not a command: 'zz'" in result.output


def test_moves_are_clamped_to_the_record() -> None:
    index = steps.Index(10, [0, 4, 7], None)
    at = Position(0, 0)
    assert moved("b", at, index, 3) == at
    assert moved("99", at, index, 3) == Position(10, 0)
    assert moved("d 9", at, index, 3) == Position(7, 0)
    assert moved("d 2", Position(9, 1, True), index, 3) == Position(4, 1, True)
    assert moved("s 3", at, index, 3) is None and moved("s 2", at, index, 3) == Position(0, 2)
    assert moved("hello", at, index, 3) is None


def test_a_bad_record_or_seat_is_refused_before_stepping(tmp_path: Path) -> None:
    record = highcard_record(deals=1)
    record.moves[3] = (1 - record.moves[3][0], record.moves[3][1])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record.to_json()))
    bad = CliRunner().invoke(app, ["replay", str(path), "--step"], input="q\n")
    assert bad.exit_code == 1 and "move 3:" in bad.output
    good = tmp_path / "good.json"
    good.write_text(json.dumps(highcard_record(deals=1).to_json()))
    seat = CliRunner().invoke(app, ["replay", str(good), "--step", "--seat", "2"], input="q\n")
    assert seat.exit_code == 2 and "--seat must be 0 to 1" in seat.output
