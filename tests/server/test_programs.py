"""External programs at the server's tables (``asobiba serve --seat-bot 'mjai:COMMAND'``)."""

from __future__ import annotations

import sys

from starlette.testclient import TestClient

from asobiba.core.record import Record, replay

from .conftest import Player
from .test_replays import play_to_the_end

PROGRAM = f"mjai:{sys.executable} -m asobiba.cli mjai-bot --level normal"


def test_an_mjai_program_takes_seats_at_a_riichi_table(app_factory):
    with TestClient(app_factory(programs=[PROGRAM])) as client:
        games = {game["id"]: game for game in client.get("/api/games").json()}
        assert games["riichi"]["programs"] == ["mjai"] and games["tarot"]["programs"] == []
        ann = Player(client).guest("Ann")
        players = ["me", "mjai", "normal", "mjai"]
        data = {"game": "riichi", "seats": 4, "options": {"length": "east_only"}, "players": players, "turn_timeout": 0}
        table = ann.post("/api/tables", data, expect=201)
        assert [player["name"] for player in table["players"]][1:] == ["Bot (mjai)", "Bot (normal)", "Bot (mjai)"]
        last = play_to_the_end(client, table["id"])
        record = client.get(f"/api/tables/{table['id']}/record").json()
        game, state = replay(Record.from_json(record))
        assert list(game.outcome(state).scores) == last["view"]["final"]
        assert any(entry["move"]["type"] == "discard" for entry in record["moves"] if entry["seat"] in (1, 3))  # the programs played


def test_a_program_is_offered_only_for_the_games_that_speak_its_protocol(app_factory):
    with TestClient(app_factory(programs=[PROGRAM])) as client:
        ann = Player(client).guest("Ann")
        data = {"game": "tarot", "seats": 4, "options": {"deals": 1}, "players": ["me", "mjai", "normal", "normal"], "turn_timeout": 0}
        refused = ann.post("/api/tables", data, expect=400)
        assert refused["error"]["code"] == "request/malformed"
        unknown = {"game": "riichi", "seats": 4, "players": ["me", "mjai-2", "normal", "normal"], "turn_timeout": 0}
        assert ann.post("/api/tables", unknown, expect=400)["error"]["code"] == "request/malformed"
