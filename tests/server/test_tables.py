"""Lobby and realtime play through the ASGI test client and real WebSocket connections."""

from __future__ import annotations

import json
import re

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from asobiba.core.record import Record, replay
from asobiba.games.tarot.cards import BY_NAME

from .conftest import Player, another_browser, receive, receive_until

CARD = re.compile(r'"([A-Z0-9]{2,3})"')


def quickplay(player: Player, seats: int = 4, options: dict | None = None) -> dict:
    data = {"game": "tarot", "seats": seats, "level": "random", "options": options or {"deals": 1}}
    return player.post("/api/quickplay", data, expect=201)


def play_to_the_end(ws, seat: int, message: dict) -> dict:
    """Move for ``seat`` (first legal move) whenever it is its turn, until the table finishes."""
    while message["table"]["status"] != "finished":
        if message["type"] == "state" and seat in message["view"]["to_act"]:
            ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
        message = receive(ws)
        assert message["type"] == "state", message
    return message


def test_lobby_lists_games_with_their_options(client: TestClient):
    (tarot,) = [game for game in client.get("/api/games").json() if game["id"] == "tarot"]
    assert tarot["seats"] == [3, 4, 5] and tarot["title"]["ja"]
    deals = next(option for option in tarot["options"]["5"] if option["name"] == "deals")
    assert deals["default"] == 5 and deals["range"] == [1, 24]


def test_create_table_errors_name_the_problem(client: TestClient):
    player = Player(client).guest("Ann")
    bad_option = player.post("/api/tables", {"game": "tarot", "seats": 4, "options": {"deals": 99}, "players": ["me"] * 4}, expect=400)
    assert bad_option["error"]["code"] == "options/invalid" and "'deals'" in bad_option["error"]["reason"]["en"]
    unknown = player.post("/api/tables", {"game": "go", "seats": 2, "players": ["me", "open"]}, expect=400)
    assert "go" in unknown["error"]["reason"]["en"]
    seats = player.post("/api/tables", {"game": "tarot", "seats": 4, "players": ["me", "open"]}, expect=400)
    assert seats["error"]["code"] == "request/malformed"
    assert client.get("/api/tables").json() == []


def test_creating_a_table_needs_a_player(client: TestClient):
    anonymous = Player(client)
    body = anonymous.post("/api/tables", {"game": "tarot", "seats": 4, "players": ["me", "open", "open", "open"]}, expect=401)
    assert body["error"]["code"] == "auth/required"


def test_join_leave_and_start_fill_open_seats_with_bots(app_factory):
    with TestClient(app_factory()) as client:
        ann = Player(client).guest("Ann")
        table = ann.post("/api/tables", {"game": "tarot", "seats": 4, "players": ["me", "open", "open", "hard"]}, expect=201)
        assert table["status"] == "waiting"
        bob = Player(another_browser(client)).guest("Bob")
        joined = bob.post(f"/api/tables/{table['id']}/join", {"seat": 1})
        assert joined["players"][1]["name"] == "Bob"
        taken = bob.post(f"/api/tables/{table['id']}/join", {"seat": 2}, expect=400)
        assert taken["error"]["code"] == "table/seat_taken"
        bob.post(f"/api/tables/{table['id']}/leave")
        started = ann.post(f"/api/tables/{table['id']}/start")
        assert started["status"] == "playing"
        assert [p["kind"] for p in started["players"]] == ["human", "bot", "bot", "bot"]
        late = bob.post(f"/api/tables/{table['id']}/join", {"seat": 1}, expect=409)
        assert late["error"]["code"] == "table/not_waiting"


def test_a_deal_against_bots_over_the_websocket_then_its_record_replays(client: TestClient):
    player = Player(client).guest("Ann")
    table = quickplay(player)
    unfinished = client.get(f"/api/tables/{table['id']}/record")
    assert unfinished.status_code == 409
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        first = receive(ws)
        assert first["seat"] == 0 and len(first["view"]["hand"]) == 18
        last = play_to_the_end(ws, 0, first)
    assert len(last["view"]["results"]) == 1 and sum(last["view"]["totals"]) == 0
    record = client.get(f"/api/tables/{table['id']}/record").json()
    game, state = replay(Record.from_json(record))
    assert list(game.outcome(state).scores) == last["view"]["totals"]
    assert len(record["moves"]) == last["version"]


def test_bad_websocket_input_gets_an_error_and_changes_nothing(client: TestClient):
    player = Player(client).guest("Ann")
    table = player.post("/api/tables", {"game": "tarot", "seats": 4, "players": ["me", "random", "random", "random"]}, expect=201)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        state = receive_until(ws, lambda m: m["type"] == "state" and 0 in m["view"]["to_act"])
        version = state["version"]
        not_mine = next(card for card in BY_NAME if card not in state["view"]["hand"])
        attempts = [
            ("{oops", "request/malformed"),
            (json.dumps([1, 2]), "request/malformed"),
            (json.dumps({"type": "dance"}), "request/malformed"),
            (json.dumps({"type": "move", "move": {"type": "card", "card": "ZZ"}, "version": version}), "move/invalid"),
            (json.dumps({"type": "move", "move": {"type": "card", "card": not_mine}, "version": version}), "move/illegal"),
            (json.dumps({"type": "move", "move": state["view"]["legal"][0], "version": version - 1}), "move/stale"),
            (json.dumps({"type": "move", "move": state["view"]["legal"][0], "version": version, "pad": "x" * 20000}), "request/too_large"),
        ]
        for text, code in attempts:
            ws.send_text(text)
            error = receive(ws)
            assert error["type"] == "error" and error["error"]["code"] == code, (text[:60], error)
            assert error["error"]["reason"]["en"] and error["error"]["reason"]["ja"]
        assert client.app.state.hall.tables[table["id"]].version == version
        ws.send_text(json.dumps({"type": "move", "move": state["view"]["legal"][0], "version": version, "ref": "r1"}))
        assert receive(ws)["version"] == version + 1


def test_table_starts_when_its_last_open_seat_is_taken(client: TestClient):
    ann = Player(client).guest("Ann")
    table = ann.post("/api/tables", {"game": "tarot", "seats": 3, "players": ["me", "open", "random"]}, expect=201)
    bob = Player(another_browser(client)).guest("Bob")
    assert bob.post(f"/api/tables/{table['id']}/join", {"seat": 1})["status"] == "playing"


def test_spectators_and_other_seats_never_see_hidden_cards(client: TestClient):
    ann = Player(client).guest("Ann")
    data = {"game": "tarot", "seats": 4, "players": ["me", "open", "random", "random"], "options": {"deals": 1}}
    table = ann.post("/api/tables", data, expect=201)
    bob = Player(another_browser(client)).guest("Bob")
    bob.post(f"/api/tables/{table['id']}/join", {"seat": 1})
    watcher = another_browser(client)
    hall = client.app.state.hall
    path = f"/ws/tables/{table['id']}"
    with client.websocket_connect(path) as ann_ws, watcher.websocket_connect(path) as spectator:
        watched = receive(spectator)
        assert watched["seat"] is None and watched["view"]["hand"] is None and watched["view"]["legal"] == []
        message = receive(ann_ws)
        steps = 0
        while message["table"]["status"] != "finished" and steps < 40:
            live = hall.tables[table["id"]]
            hidden = {card for seat in (1, 2, 3) for card in live.game.view(live.state, seat)["hand"]}
            assert not (set(CARD.findall(json.dumps({k: v for k, v in message["view"].items() if k != "legal"}))) & hidden)
            assert not (set(CARD.findall(json.dumps(message["events"]))) & hidden)
            if 0 in message["view"]["to_act"]:
                ann_ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
            elif 1 in message["view"]["to_act"]:
                break
            message = receive(ann_ws)
            steps += 1


def test_a_move_for_a_seat_you_do_not_hold_is_refused(client: TestClient):
    ann = Player(client).guest("Ann")
    table = quickplay(ann)
    stranger = another_browser(client)
    Player(stranger).guest("Zed")
    with stranger.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        message = receive(ws)
        ws.send_text(json.dumps({"type": "move", "move": {"type": "bid", "contract": "pass"}, "version": message["version"]}))
        assert receive_until(ws, lambda m: m["type"] == "error")["error"]["code"] == "move/not_your_seat"


def test_unknown_table(client: TestClient):
    assert client.get("/api/tables/nope").status_code == 404
    with client.websocket_connect("/ws/tables/nope") as ws:
        assert receive(ws)["error"]["code"] == "table/not_found"


def test_websocket_from_another_origin_is_refused_with_a_reason(client: TestClient):
    with client.websocket_connect("/ws/tables/x", headers={"origin": "http://evil.example"}) as ws:
        assert receive(ws)["error"]["code"] == "auth/origin"  # the browser sees only 1006 on a refused handshake
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_text()
    assert closed.value.code == 4403


def test_numbers_are_checked_against_the_game_before_anything_is_built(client: TestClient):
    player = Player(client).guest("Ann")
    for seats in (30_000_000, 2**63, -1, True, 4.0, "4", None):
        body = player.post("/api/quickplay", {"game": "tarot", "seats": seats}, expect=400)
        assert body["error"]["code"] == "options/invalid", seats
    for timeout in (True, 2**63, -5, 1.5):
        data = {"game": "tarot", "seats": 4, "players": ["me", "open", "open", "open"], "turn_timeout": timeout}
        assert player.post("/api/tables", data, expect=400)["error"]["code"] == "request/malformed"
    assert client.get("/api/tables").json() == []


def test_one_person_sits_at_one_seat(client: TestClient):
    player = Player(client).guest("Ann")
    body = player.post("/api/tables", {"game": "tarot", "seats": 4, "players": ["me", "me", "open", "open"]}, expect=400)
    assert body["error"]["code"] == "request/malformed"
    assert client.get("/api/tables").json() == []


def test_a_guest_may_keep_only_a_few_tables_waiting(client: TestClient):
    player = Player(client).guest("Ann")
    data = {"game": "tarot", "seats": 4, "players": ["me", "open", "open", "open"]}
    for _ in range(5):
        player.post("/api/tables", data, expect=201)
    assert player.post("/api/tables", data, expect=409)["error"]["code"] == "table/too_many"
    player.post("/api/quickplay", {"game": "tarot"}, expect=201)  # a table with no open seat starts at once: not waiting


def test_quick_play_has_a_turn_clock(client: TestClient):
    table = Player(client).guest("Ann").post("/api/quickplay", {"game": "tarot"}, expect=201)
    assert table["turn_timeout"] > 0


def test_versions_are_integers(client: TestClient):
    player = Player(client).guest("Ann")
    table = player.post("/api/tables", {"game": "tarot", "seats": 4, "players": ["me", "open", "open", "open"]}, expect=201)
    player.post(f"/api/tables/{table['id']}/start")
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        state = receive_until(ws, lambda m: m["type"] == "state" and 0 in m["view"]["to_act"])
        for version in (float(state["version"]), str(state["version"]), True if state["version"] == 1 else [state["version"]]):
            ws.send_text(json.dumps({"type": "move", "move": state["view"]["legal"][0], "version": version}))
            answer = receive_until(ws, lambda m: m["type"] == "error" or m["version"] != state["version"])
            assert answer["type"] == "error" and answer["error"]["code"] == "move/stale", version


def test_reclaim_without_a_stand_in_is_refused_and_changes_nothing(client: TestClient):
    player = Player(client).guest("Ann")
    table = player.post("/api/tables", {"game": "tarot", "seats": 4, "players": ["me", "open", "open", "open"]}, expect=201)
    player.post(f"/api/tables/{table['id']}/start")
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        first = receive(ws)
        ws.send_text(json.dumps({"type": "reclaim", "ref": 7}))
        refused = receive_until(ws, lambda m: m["type"] == "error")
        assert refused["error"]["code"] == "table/no_standin" and refused["ref"] == 7
    live = client.app.state.hall.tables[table["id"]]
    assert live.version >= first["version"] and not live.info.players[0].standin


def test_websocket_frames_that_are_not_json_text_get_an_error_and_the_connection_stays(client: TestClient):
    ann = Player(client).guest("Ann")
    table = ann.post("/api/tables", {"game": "kingdomino", "seats": 2, "players": ["me", "open"]}, expect=201)
    Player(another_browser(client)).guest("Bob").post(f"/api/tables/{table['id']}/join", {"seat": 1})  # no bot: nothing moves
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        version = receive(ws)["version"]
        ws.send_bytes(b"\x00\x01binary")
        assert receive(ws)["error"]["code"] == "request/malformed"
        ws.send_text("[" * 10_000 + "]" * 10_000)
        assert receive(ws)["error"]["code"] in ("request/malformed", "request/too_large")
        ws.send_text('{"type": "move", "move": {"type": "pick"}, "version": 0, "ref": "\\ud800"}')
        lone = receive(ws)
        assert lone["type"] == "error" and lone["ref"] is None  # a lone surrogate is never echoed
        ws.send_text(json.dumps({"type": "move", "move": {"type": ["place"]}, "version": version, "ref": "x"}))
        assert receive(ws)["error"]["code"] == "move/invalid"
        ws.send_text(json.dumps({"type": "reclaim"}))  # still answered: the connection lives
        assert receive(ws)["error"]["code"] == "table/no_standin"
    assert client.app.state.hall.tables[table["id"]].version == version
