"""Replays of finished tables and of posted records, and the move log a spectator gets mid-game."""

from __future__ import annotations

import json
from pathlib import Path

from starlette.testclient import TestClient

from asobiba.core.record import Record, replay

from .conftest import Player, another_browser, receive

HIGHCARD_RECORD = Path(__file__).parents[1] / "kit" / "highcard" / "records" / "highcard-2p.json"


def play_to_the_end(client: TestClient, table_id: str) -> dict:
    """Seat 0 plays its first legal move whenever asked, until the table is finished; the last state."""
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        message = receive(ws)
        while message["table"]["status"] != "finished":
            if 0 in message["view"]["to_act"]:
                ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
            message = receive(ws)
            while message["type"] == "error":  # a bot answered the same discard first: the state after it follows
                assert message["error"]["code"] == "move/stale", message
                message = receive(ws)
    return message


def finished_highcard(player: Player, deals: int = 2) -> dict:
    table = player.post("/api/quickplay", {"game": "highcard", "level": "random", "options": {"deals": deals}}, expect=201)
    play_to_the_end(player.client, table["id"])
    return table


def test_a_finished_table_replays_step_by_step_as_any_seat(client: TestClient):
    ann = Player(client).guest("Ann")
    table = finished_highcard(ann)
    record = client.get(f"/api/tables/{table['id']}/record").json()
    game, state = replay(Record.from_json(record))

    index = client.get(f"/api/tables/{table['id']}/replay").json()
    assert index["steps"] == len(record["moves"]) == 16  # two deals of four cards each for two players
    assert index["deals"] == [0, 8]  # the second deal starts after the first one's last card
    assert index["outcome"]["scores"] == list(game.outcome(state).scores)
    assert [p["name"] for p in index["table"]["players"]] == ["Ann", "Bot (random)"]

    first = client.get(f"/api/tables/{table['id']}/replay/0?seat=1").json()
    assert first["step"] == 0 and first["seat"] == 1 and first["events"] == [] and first["log"] == []
    assert len(first["view"]["hand"]) == 4
    middle = client.get(f"/api/tables/{table['id']}/replay/8?seat=0").json()
    assert [event["kind"] for event in middle["events"]][-2:] == ["deal", "hand"]  # the second deal, and my new hand
    assert all(event["v"] <= 8 for event in middle["log"]) and middle["log"][-1]["v"] == 8
    watcher = client.get(f"/api/tables/{table['id']}/replay/8").json()
    assert watcher["seat"] is None and "hand" not in [event["kind"] for event in watcher["log"]]
    last = client.get(f"/api/tables/{table['id']}/replay/16").json()
    assert last["view"] == game.view(state, None)


def test_a_step_or_seat_that_does_not_exist_is_refused(client: TestClient):
    table = finished_highcard(Player(client).guest("Ann"), deals=1)
    for query in ("/replay/9", "/replay/3?seat=2", "/replay/3?seat=x"):
        response = client.get(f"/api/tables/{table['id']}{query}")
        assert response.status_code == 400 and response.json()["error"]["code"] == "request/malformed", query
    assert client.get("/api/tables/nothere/replay").json()["error"]["code"] == "table/not_found"


def test_a_live_table_has_no_replay_and_its_log_shows_each_seat_only_its_own(client: TestClient):
    """Before the end, the replay (seed, hidden hands) is refused; the log a person gets holds only what their seat saw."""
    ann = Player(client).guest("Ann")
    table = ann.post("/api/quickplay", {"game": "highcard", "level": "random", "options": {"deals": 3}}, expect=201)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        message = receive(ws)
        while message["version"] < 5:  # a few cards into the game
            if 0 in message["view"]["to_act"]:
                ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
            message = receive(ws)
        for path in ("replay", "replay/0", "replay/0?seat=0", "record"):
            refused = client.get(f"/api/tables/{table['id']}/{path}")
            assert refused.status_code == 409 and refused.json()["error"]["code"] == "table/not_finished", path

        hall = client.app.state.hall
        info = client.portal.call(hall.db, hall.store.table, table["id"])
        state = hall.tables[table["id"]].state
        hands = [{f"c{card}" for card in hand} for hand in state.hands]  # what is still hidden
        ann_log = client.get(f"/api/tables/{table['id']}/log").json()
        spectator = TestClient(client.app)
        spectator.portal = client.portal
        watcher_log = spectator.get(f"/api/tables/{table['id']}/log").json()
    assert ann_log["seat"] == 0 and watcher_log["seat"] is None
    assert watcher_log["version"] == ann_log["version"] >= 5
    assert [e["v"] for e in watcher_log["events"]][:1] == [1] and len(watcher_log["events"]) >= 5  # from the first move on
    assert {e["kind"] for e in watcher_log["events"]} <= {"card", "trick", "deal_scored", "deal"}  # nobody's hand
    assert [e for e in ann_log["events"] if e["kind"] != "hand"] == watcher_log["events"]
    for log in (ann_log, watcher_log):
        text = json.dumps(log)
        assert str(info.seed) not in text
        assert not any(f'"{card}"' in text for card in hands[1])  # the bot's cards still in its hand


def test_a_posted_record_replays_and_a_bad_one_says_which_move(client: TestClient):
    visitor = Player(client)
    record = json.loads(HIGHCARD_RECORD.read_text())
    index = visitor.post("/api/replay", {"record": record})
    assert index["steps"] == len(record["moves"]) and index["deals"][0] == 0
    assert (index["table"]["id"], index["table"]["game"], index["table"]["players"]) == (None, "highcard", None)
    step = visitor.post("/api/replay/3", {"record": record, "seat": 1})
    assert step["step"] == 3 and step["seat"] == 1 and len(step["log"]) >= 3

    record["moves"][2]["seat"] = 1 - record["moves"][2]["seat"]  # out of turn
    bad = visitor.post("/api/replay", {"record": record}, expect=400)
    assert bad["error"]["code"] == "record/invalid" and "move 2:" in bad["error"]["reason"]["en"]
    junk_record = {"game": "highcard", "seats": 2, "seed": 1, "moves": [{"seat": 0, "move": [1]}]}
    junk = visitor.post("/api/replay", {"record": junk_record}, expect=400)
    assert junk["error"]["code"] == "record/invalid" and "move 0:" in junk["error"]["reason"]["en"]
    assert visitor.post("/api/replay", {"record": [1]}, expect=400)["error"]["code"] == "record/invalid"
    huge = {"record": {**record, "padding": "x" * (600 * 1024)}}
    assert visitor.post("/api/replay", huge, expect=413)["error"]["code"] == "request/too_large"


def test_a_player_page_lists_finished_games_with_results_and_a_guests_only_to_them(client: TestClient):
    ann = Player(client)
    account = ann.post("/api/register", {"name": "Ann", "password": "correct horse"})
    table = finished_highcard(ann)
    guest = Player(another_browser(client)).guest("Gus")
    guest_table = finished_highcard(guest, deals=1)

    page = guest.client.get(f"/api/players/{account['user']['id']}").json()  # an account's page: anyone may read it
    assert page["user"]["name"] == "Ann"
    (game,) = page["games"]
    assert game["id"] == table["id"] and game["you"] == 0 and game["status"] == "finished"
    assert game["outcome"]["ranks"][0] in (1, 2) and game["ended"].endswith("Z")

    gus = guest.client.get("/api/me").json()["user"]
    assert [g["id"] for g in guest.client.get(f"/api/players/{gus['id']}").json()["games"]] == [guest_table["id"]]
    hidden = client.get(f"/api/players/{gus['id']}")
    assert hidden.status_code == 404 and hidden.json()["error"]["code"] == "player/not_found"
    assert client.get("/api/players/99999").json()["error"]["code"] == "player/not_found"


def test_a_result_missing_from_an_older_store_is_read_from_the_log(client: TestClient):
    player = Player(client).guest("Ann")
    table = finished_highcard(player, deals=1)
    hall = client.app.state.hall

    def forget() -> None:
        with hall.store.engine.begin() as connection:
            connection.exec_driver_sql("UPDATE game_tables SET outcome = NULL")

    client.portal.call(hall.db, forget)
    me = client.get("/api/me").json()["user"]
    (game,) = client.get(f"/api/players/{me['id']}").json()["games"]
    assert game["id"] == table["id"] and len(game["outcome"]["scores"]) == 2
    assert client.portal.call(hall.db, hall.store.table, table["id"]).outcome == game["outcome"]


def test_a_riichi_record_downloads_as_mjai_and_tenhou6_too(client: TestClient):
    ann = Player(client).guest("Ann")
    options = {"length": "east_only"}
    table = ann.post("/api/quickplay", {"game": "riichi", "level": "random", "options": options}, expect=201)
    last = play_to_the_end(client, table["id"])
    assert last["table"]["answer_window"] > 0  # how long a person's claim waits: the browser counts it down
    games = {game["id"]: game for game in client.get("/api/games").json()}
    assert games["riichi"]["formats"] == ["mjai", "tenhou6"] and games["tarot"]["formats"] == []

    mjai = client.get(f"/api/tables/{table['id']}/record?format=mjai")
    assert mjai.status_code == 200 and ".mjai.jsonl" in mjai.headers["content-disposition"]
    events = [json.loads(line) for line in mjai.text.splitlines()]
    assert events[0]["type"] == "start_game" and events[-1]["type"] == "end_game"
    tenhou = client.get(f"/api/tables/{table['id']}/record?format=tenhou6").json()
    assert len(tenhou["log"]) == len(last["view"]["results"])  # one entry per hand played

    refused = client.get(f"/api/tables/{table['id']}/record?format=mjlog")
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "request/malformed"
    assert "mjai, tenhou6" in refused.json()["error"]["reason"]["en"]
