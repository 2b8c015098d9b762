"""A game is one folder: High Card, which lives only under tests/kit, appears everywhere a game does.

tests/conftest.py registers it as an installed package would (an entry point of the
group ``asobiba.games``); nothing outside tests/ names it. The conformance suite runs
on it with the other games (tests/test_conformance.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console
from starlette.testclient import TestClient
from typer.testing import CliRunner

from asobiba.arena import run as arena_run
from asobiba.bench import run as bench_run
from asobiba.cli import app as cli
from asobiba.core.record import Record, replay
from asobiba.core.registry import game_folder, game_ids, get_game
from asobiba.server.app import create_app
from asobiba.terminal import run as terminal_run
from tests.server.conftest import Player, receive


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'kit.db'}", secret="kit", bot_delay=0, bot_budget_ms=20)) as test_client:
        yield test_client


def test_the_test_game_is_found_through_its_entry_point():
    assert "highcard" in game_ids()
    assert get_game("highcard").title.en == "High Card"
    assert Path(str(game_folder("highcard"))) == Path(__file__).parent / "kit" / "highcard"


def test_api_games_describes_it_from_its_metadata_and_folder(client: TestClient):
    (game,) = [game for game in client.get("/api/games").json() if game["id"] == "highcard"]
    assert game["title"] == {"en": "High Card", "ja": "ハイカード"}
    assert game["summary"]["en"].startswith("The smallest trick game")
    assert (game["seats"], game["default_seats"], game["playable"], game["help"]) == ([2, 3], 2, True, ["en", "ja"])
    assert [option["name"] for option in game["options"]["3"]] == ["deals", "lowest_wins"]
    lowest = game["options"]["2"][1]
    assert (lowest["default"], lowest["values"], lowest["value_labels"][1]) == ("off", ["off", "on"], {"en": "On", "ja": "あり"})
    assert client.get(game["icon"]).headers["content-type"].startswith("image/svg")
    assert "High Card" in client.get("/games/highcard/help.en.html").text
    assert client.get("/games/highcard/renderer.js").text.startswith("//")
    assert [other["id"] for other in client.get("/api/games").json()][-1] == "highcard"  # its about.order puts it last


def test_it_is_played_over_the_server_to_the_end(client: TestClient):
    player = Player(client).guest("Ann")
    table = player.post("/api/quickplay", {"game": "highcard", "level": "normal", "options": {"deals": 2}}, expect=201)
    assert table["seats"] == 2 and table["players"][1]["kind"] == "bot"
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        message = receive(ws)
        while message["table"]["status"] != "finished":
            if 0 in message["view"]["to_act"]:
                ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][-1], "version": message["version"]}))
            message = receive(ws)
    assert len(message["view"]["results"]) == 2 and sum(message["view"]["totals"]) == 8
    record = client.get(f"/api/tables/{table['id']}/record").json()
    game, state = replay(Record.from_json(record))
    assert list(game.outcome(state).scores) == message["view"]["totals"]


def test_it_is_played_in_the_terminal_loop():
    typed = iter(["x9", "1", "1", "1", "1", ""])  # a bad card first, then the first card each time
    console = Console(record=True, width=100)
    outcome = terminal_run("highcard", 2, "normal", 4, "en", input_fn=lambda _: next(typed), console=console)
    shown = console.export_text()
    assert outcome is not None and sum(outcome.scores) == 4
    assert "not a card: 'x9'" in shown and "Final totals" in shown


def test_asobiba_play_help_lists_it():
    result = CliRunner().invoke(cli, ["play", "--help"])
    assert result.exit_code == 0 and "highcard" in result.output


def test_it_is_played_in_the_arena():
    result = arena_run("highcard", ["normal", "random"], deals=30, seed=1)
    assert len(result.groups) == 30 and all(group.games == 2 for group in result.groups)
    assert result.difference("normal", "random").mean > 0  # taking tricks cheaply beats chance


def test_it_is_benchmarked():
    figures = bench_run("highcard", None, 0.05, 1, reference=True)
    assert figures["ours_actions"] > 0 and "openspiel_actions" not in figures


def test_nothing_outside_tests_names_the_test_game():
    root = Path(__file__).resolve().parents[1] / "asobiba"
    named = [path for path in root.rglob("*") if path.is_file() and "highcard" in path.read_text(errors="ignore")]
    assert named == []
