"""The turn clock (docs/protocol.md, "Turn clock"): the deadline each person on turn sees, the
safest move made for a person whose time ran out, the away state after three timeouts in a row,
and a game a stand-in finished recorded as abandoned by that person.

The clock is made to run out by moving a person's deadline into the past (a fake clock), so
the tests wait on conditions, never on the clock's real seconds.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from asobiba.core.registry import get_game
from asobiba.server import seating
from asobiba.server.clock import AWAY_AFTER
from asobiba.server.live import LiveTable, record_of

from .conftest import Player, another_browser, receive, receive_until


def wait_for(condition: Callable[[], bool], seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.02)


def live(client: TestClient, table_id: str) -> LiveTable:
    return client.app.state.hall.tables[table_id]


def stored(client: TestClient, table_id: str) -> Any:
    hall = client.app.state.hall
    return client.portal.call(hall.db, hall.store.table, table_id)


def expire(client: TestClient, table_id: str, seat: int) -> None:
    """The person at ``seat`` lets their turn clock run out: their deadline is moved into the past."""
    hall, table = client.app.state.hall, live(client, table_id)
    before = table.timeouts.get(seat, 0)

    async def run_out() -> bool:
        if seat not in table.deadlines:
            return False
        table.deadlines[seat] = 0
        hall.schedule(table)
        return True

    wait_for(lambda: client.portal.call(run_out))
    wait_for(lambda: table.timeouts.get(seat, 0) > before)


def play_until(ws: Any, message: dict[str, Any], seat: int, done: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The person at ``seat`` (their connection ``ws``, its last ``message``) makes their first legal
    move whenever on turn, until ``done`` holds; the message then."""
    while not done(message):
        if seat in message["view"]["to_act"]:
            ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
        message = receive(ws)
    return message


def seat_moves(client: TestClient, table_id: str, seat: int) -> list[dict[str, Any]]:
    return [move for mover, move in stored(client, table_id).moves if mover == seat]


def quick_table(client: TestClient, game: str, **extra: Any) -> tuple[Player, dict[str, Any]]:
    ann = Player(client).guest("Ann")
    client.app.state.hall.answer_window = 0.05  # a claim lapses at once
    return ann, ann.post("/api/quickplay", {"game": game, "level": "random", **extra}, expect=201)


def test_a_state_message_says_when_the_time_of_each_person_on_turn_runs_out(client: TestClient):
    ann, table = quick_table(client, "tarot")
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        mine = receive_until(ws, lambda m: 0 in m["view"]["to_act"])
        players = mine["table"]["players"]
        assert isinstance(mine["table"]["now"], int) and isinstance(players[0]["deadline"], int)
        left = players[0]["deadline"] - mine["table"]["now"]
        assert 85_000 <= left <= 90_000  # quick play: 90 s a move
        assert [player["deadline"] for player in players[1:]] == [None, None, None]  # bots have no clock
        assert players[0]["timeouts"] == 0 and mine["table"]["away_after"] == AWAY_AFTER
    untimed = ann.post("/api/tables", {"game": "tarot", "seats": 3, "players": ["me", "random", "random"], "turn_timeout": 0}, expect=201)
    with client.websocket_connect(f"/ws/tables/{untimed['id']}") as ws:
        mine = receive_until(ws, lambda m: 0 in m["view"]["to_act"])
        assert mine["table"]["players"][0]["deadline"] is None


def test_a_riichi_timeout_discards_the_drawn_tile_and_no_bot_takes_the_seat(client: TestClient):
    """The issue's case: never a ron, a kan or riichi in the person's name, and the seat stays theirs."""
    _, table = quick_table(client, "riichi", options={"length": "east_only"})
    expire(client, table["id"], 0)
    (first,) = seat_moves(client, table["id"], 0)
    assert first["type"] == "discard" and first["tsumogiri"] is True
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        message = receive(ws)
        assert message["table"]["players"][0]["standin"] is False and message["table"]["players"][0]["timeouts"] == 1
        assert message["table"]["status"] == "playing"


def test_every_timeout_move_is_the_game_s_own_and_never_a_bid(client: TestClient):
    _, table = quick_table(client, "tarot")
    for _ in range(AWAY_AFTER - 1):
        expire(client, table["id"], 0)
    info = stored(client, table["id"])
    game = get_game("tarot")
    state = game.start(info.seats, info.options, info.seed)
    for seat, move in info.moves:
        if seat == 0:
            assert move == game.timeout_move(state, 0).to_json()
            assert move["type"] != "bid" or move["contract"] == "pass"
        game.play(state, seat, game.parse_move(move))
    assert not live(client, table["id"]).info.players[0].standin


def test_three_timeouts_in_a_row_mark_the_person_away_and_a_table_left_without_people_is_adjourned(client: TestClient):
    _, table = quick_table(client, "tarot")
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        for _ in range(AWAY_AFTER):
            expire(client, table["id"], 0)
        away = receive_until(ws, lambda m: m["table"]["players"][0]["standin"])
        assert away["table"]["status"] == "adjourned", "no bot plays a quick game to its end"
        assert away["table"]["players"][0]["timeouts"] == AWAY_AFTER and away["table"]["players"][0]["deadline"] is None
        assert stored(client, table["id"]).status == "adjourned"
        assert table["id"] not in [listed["id"] for listed in client.get("/api/tables").json()]
        version = live(client, table["id"]).version
        assert len(seat_moves(client, table["id"], 0)) == AWAY_AFTER  # the stand-in made none

        ws.send_text(json.dumps({"type": "reclaim"}))  # "take my seat back": the table is played again
        back = receive_until(ws, lambda m: not m["table"]["players"][0]["standin"])
        assert back["table"]["status"] == "playing" and back["version"] == version
        assert back["table"]["players"][0]["timeouts"] == 0
        mine = receive_until(ws, lambda m: m["table"]["players"][0]["deadline"] is not None)
        assert 0 in mine["view"]["to_act"]


def test_a_move_of_the_person_starts_the_count_again(client: TestClient):
    _, table = quick_table(client, "tarot")
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        for _ in range(AWAY_AFTER - 1):
            expire(client, table["id"], 0)
        mine = receive_until(ws, lambda m: m["table"]["players"][0]["timeouts"] == AWAY_AFTER - 1 and 0 in m["view"]["to_act"])
        assert mine["table"]["players"][0]["deadline"] is not None
        ws.send_text(json.dumps({"type": "move", "move": mine["view"]["legal"][-1], "version": mine["version"]}))
        moved = receive_until(ws, lambda m: m["version"] > mine["version"])
        assert moved["table"]["players"][0]["timeouts"] == 0
        for _ in range(AWAY_AFTER - 1):
            expire(client, table["id"], 0)
        assert not live(client, table["id"]).info.players[0].standin


def test_a_game_a_stand_in_finished_is_recorded_as_abandoned_by_that_person(client: TestClient):
    """Ann walks away; Bob plays the deal to its end against Ann's stand-in: Ann abandoned it, Bob's result stands."""
    ann = Player(client).guest("Ann")
    data = {"game": "tarot", "seats": 3, "options": {"deals": 1}, "players": ["me", "open", "random"], "turn_timeout": 600}
    table = ann.post("/api/tables", data, expect=201)
    bob_client = another_browser(client)
    bob = Player(bob_client).guest("Bob")
    bob.post(f"/api/tables/{table['id']}/join", {"seat": 1})
    with bob_client.websocket_connect(f"/ws/tables/{table['id']}") as bob_ws:
        message = receive(bob_ws)
        for _ in range(AWAY_AFTER):
            message = play_until(bob_ws, message, 1, lambda _: 0 in live(client, table["id"]).deadlines)
            expire(client, table["id"], 0)
        assert live(client, table["id"]).info.status == "playing"  # Bob is still here: the stand-in plays Ann's seat
        message = play_until(bob_ws, message, 1, lambda m: m["table"]["status"] == "finished")
        assert message["table"]["abandoned"] == [0] and message["seat"] == 1

    outcome = stored(client, table["id"]).outcome
    assert outcome["abandoned"] == [0] and len(outcome["ranks"]) == 3
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:  # Ann comes back after the end
        end = receive(ws)
        assert end["table"]["you"] == 0 and end["table"]["abandoned"] == [0]
        assert end["seat"] is None, "the end is shown to Ann as to a spectator: no result of hers"
    ann_id = client.get("/api/me").json()["user"]["id"]
    (game,) = client.get(f"/api/players/{ann_id}").json()["games"]
    assert game["you"] == 0 and game["outcome"]["abandoned"] == [0]
    bob_id = bob_client.get("/api/me").json()["user"]["id"]
    (game,) = bob_client.get(f"/api/players/{bob_id}").json()["games"]
    assert game["you"] == 1 and 1 not in game["outcome"]["abandoned"]
    replayed = get_game("tarot").outcome(replay_state(stored(client, table["id"])))
    assert outcome["ranks"] == list(replayed.ranks)  # the other results stand as played


def replay_state(info: Any) -> Any:
    from asobiba.core.record import replay

    return replay(record_of(info))[1]


def test_a_stand_in_plays_at_the_level_of_the_table_s_bots():
    from asobiba.server.hall import standin_level
    from asobiba.store import SeatInfo, TableInfo

    ann = SeatInfo(0, "human", 1, "Ann", None, True)
    easy, program = SeatInfo(1, "bot", None, "Bot (easy)", "easy"), SeatInfo(2, "bot", None, "mjai", "mjai")

    def table(*players: SeatInfo) -> LiveTable:
        return LiveTable(TableInfo("t", "tarot", 3, {}, 1, "playing", 90, None, list(players)), get_game("tarot"))

    assert standin_level(table(ann, program, easy)) == "easy"
    assert standin_level(table(ann, program, program)) == "normal"  # an external program does not stand in


def test_a_replica_shows_the_owner_s_clock_and_the_owner_counts_the_timeouts(tmp_path: Path):
    """Several processes (server/cluster.py): the owner runs the clock; another hall's client sees its deadline and count."""
    from .test_cluster_local import Seated, close_halls, open_halls

    async def until(client: Seated, done: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        while not (client.states and done(client.states[-1])):
            client.news.clear()
            await client.news.wait()
        return client.states[-1]

    async def scenario() -> tuple[int, int, dict[str, Any], dict[int, int]]:
        halls = await open_halls(tmp_path / "c.db", 5)
        try:
            ann = await halls[0].db(halls[0].store.create_user, "Ann", None)
            players = ["me", "random", "random", "random"]
            owned = await seating.create(halls[0], ann, "riichi", 4, {"length": "east_only"}, players, 90)
            replica = await halls[1].load(owned.info.id)
            client = Seated(ann.id)
            await halls[1].attach(replica, client)
            client.offer(halls[1].message(replica, ann.id, []))
            first = await until(client, lambda m: m["table"]["players"][0]["deadline"] is not None)
            owned.deadlines[0] = 0  # Ann's clock runs out, where the table is run
            halls[0].schedule(owned)
            latest = await until(client, lambda m: m["table"]["players"][0]["timeouts"] == 1)
            return first["table"]["players"][0]["deadline"], first["table"]["now"], latest, replica.timeouts
        finally:
            await close_halls(halls)

    deadline, now, latest, counted = asyncio.run(asyncio.wait_for(scenario(), 60))
    assert 85_000 <= deadline - now <= 90_000
    assert counted == {0: 1} and not latest["table"]["players"][0]["standin"]
