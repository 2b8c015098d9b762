"""A room's monthly rankings (server/room_rankings.py, store/rankings.py).

The figures are checked against outcomes the test computes itself: games are played to their end by
the engine with a seeded random policy and logged through the Store as the server logs them; one is
played through the API and the websocket. The client fixture runs each server test on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import update
from starlette.testclient import TestClient

from asobiba.core.options import resolve_options
from asobiba.core.registry import get_game
from asobiba.store import RoomTag, SeatInfo, Store, TableInfo
from asobiba.store.models import GameTable
from asobiba.store.rankings import Result, Standing, standings, team_of
from tests.server.conftest import Player, another_browser, receive_until
from tests.server.test_rooms import Person, error, room, stranger

TAROT = {"game": "tarot", "seats": 4, "players": ["me", "random", "random", "random"]}


# -- the sums -----------------------------------------------------------------------------------


def test_team_of_is_the_tag_after_the_last_at_sign():
    assert team_of("ann@owls") == "owls"
    assert team_of("a@b@owls") == "owls"
    assert [team_of(name) for name in ("ann", "@owls", "ann@", "ann@ ", " @owls")] == [None] * 5


def test_standings_sum_games_scores_and_places_and_order_them():
    results = [
        Result(1, "ann@owls", 10, 1),
        Result(2, "bob", -10, 2),
        Result(1, "ann@owls", -4, 3),
        Result(3, "cat@owls", 6, 1),
        Result(2, "bob", 12, 1),
        Result(4, "dan", 2, 2),
    ]
    players, teams = standings(results)
    assert players == [
        Standing(3, "cat@owls", 1, 6, 6, 1),
        Standing(1, "ann@owls", 2, 6, 3, 2),  # ties cat on total, behind on average place
        Standing(2, "bob", 2, 2, 1, 1.5),
        Standing(4, "dan", 1, 2, 2, 2),  # ties bob on total, behind on average place
    ]
    assert teams == [Standing("owls", "owls", 3, 12, 4, 1.67)]  # ann's two games and cat's one; 5/3 places


def test_standings_round_to_two_decimals_and_keep_whole_numbers_whole():
    riichi = [Result(1, "ann", 47.3, 1), Result(1, "ann", -19.1, 3), Result(1, "ann", 0.1, 2), Result(1, "ann", 0.2, 2)]
    (ann,), teams = standings(riichi)
    assert (ann.games, ann.total, ann.average, ann.average_place) == (4, 28.5, 7.12, 2)  # 0.1 + 0.2 is 0.3, 28.5 / 4 is 7.125
    assert isinstance(ann.average_place, int) and teams == []
    assert standings([]) == ([], [])


def test_standings_order_equal_totals_and_places_by_name():
    players, _ = standings([Result(2, "zoe", 5, 1), Result(1, "amy", 5, 1)])
    assert [row.name for row in players] == ["amy", "zoe"]


# -- finished games ------------------------------------------------------------------------------


def play_out(game_id: str, seats: int, options: dict[str, Any], seed: int) -> tuple[dict[str, Any], list[tuple[int, dict[str, Any]]]]:
    """The game played to its end by a seeded random policy: its outcome and its log, as the server keeps them."""
    game = get_game(game_id)
    state = game.start(seats, resolve_options(game.options, seats, options), seed)
    rng, log = random.Random(seed), []
    while (outcome := game.outcome(state)) is None:
        seat = min(game.to_act(state))
        move = game.stamp(rng.choice(game.legal_moves(state, seat)), 0)
        game.play(state, seat, move)
        log.append((seat, move.to_json()))
    return outcome.to_json(), log


def finished(
    store: Store, table_id: str, room: RoomTag | None, people: list[tuple[int, str] | None], seed: int, game_id: str = "tarot"
) -> Any:
    """A table of ``game_id`` logged through the Store to its end; ``people`` per seat, None for a bot. Its outcome."""
    options = {"deals": 1} if game_id == "tarot" else {}
    game = get_game(game_id)
    resolved = resolve_options(game.options, len(people), options)
    seats = [
        SeatInfo(seat, "bot", None, "Bot (random)", "random") if person is None else SeatInfo(seat, "human", person[0], person[1])
        for seat, person in enumerate(people)
    ]
    creator = next(person[0] for person in people if person is not None)
    store.create_table(TableInfo(table_id, game_id, len(people), resolved, seed, "playing", 0, creator, seats, room=room))
    outcome, log = play_out(game_id, len(people), options, seed)
    last = len(log) - 1
    store.append_moves(
        [(table_id, number, seat, move, outcome if number == last else None, None) for number, (seat, move) in enumerate(log)]
    )
    return outcome


def expected(outcomes: list[tuple[Any, list[tuple[int, str] | None]]], user_id: int) -> tuple[int, float, float]:
    """(games, total, average place) for ``user_id`` over these tables, computed apart from the server."""
    scores, places = [], []
    for outcome, people in outcomes:
        for seat, person in enumerate(people):
            if person is not None and person[0] == user_id:
                scores.append(outcome["scores"][seat])
                places.append(outcome["ranks"][seat])
    return len(scores), sum(scores), sum(places) / len(places)


def move_ended(store: Store, table_id: str, when: datetime) -> None:
    """As if the table had finished at ``when`` (UTC, as the column keeps it)."""
    with store.sessions.begin() as session:
        session.execute(update(GameTable).where(GameTable.id == table_id).values(ended=when.replace(tzinfo=None)))


def this_month() -> str:
    return datetime.now(UTC).strftime("%Y-%m")


@pytest.fixture
def ann(client: TestClient) -> Person:
    return Person(client).register("ann@owls")


def test_the_months_ranking_sums_the_rooms_finished_tables_of_the_game(client: TestClient, ann: Person):
    club = room(ann)
    bob, cat = stranger(client, "bob"), stranger(client, "cat@owls")
    gus = Player(another_browser(client)).guest("gus@owls")
    gus_id = another_id(gus)
    store: Store = client.app.state.hall.store
    tag = RoomTag(store.rooms.get(club["slug"]).id, club["slug"], "house")
    a, b, c = (ann.id, "ann@owls"), (bob.id, "bob"), (cat.id, "cat@owls")
    tables = [
        ("t1", [a, b, c, None]),
        ("t2", [b, a, None, (gus_id, "gus@owls")]),  # a guest counts for nobody
        ("t3", [c, None, a]),
        ("t4", [None, b, c, a]),
    ]
    outcomes = [(finished(store, table_id, tag, people, seed), people) for seed, (table_id, people) in enumerate(tables, start=1)]
    # None of these counts: another room's table, a global lobby's, another game's, January's, an unfinished one.
    other = room(ann, "other-club")
    finished(store, "x1", RoomTag(store.rooms.get(other["slug"]).id, "other-club", "house"), [a, b, c, None], 11)
    finished(store, "x2", None, [a, b, c, None], 12)
    finished(store, "x3", tag, [a, b], 13, game_id="kingdomino")
    finished(store, "x4", tag, [a, b, c, None], 14)
    move_ended(store, "x4", datetime(2026, 1, 31, 23, 59, 59))
    store.create_table(TableInfo("x5", "tarot", 4, {}, 15, "playing", 0, ann.id, [SeatInfo(0, "human", ann.id, "ann@owls")], room=tag))

    ranking = Person(another_browser(client)).get("/api/rooms/tenhou-club/rankings?game=tarot")  # anyone who may see the room
    assert (ranking["game"], ranking["month"]) == ("tarot", this_month())
    assert ranking["months"] == [this_month(), "2026-01"]
    rows = {row["name"]: row for row in ranking["players"]}
    assert set(rows) == {"ann@owls", "bob", "cat@owls"}
    for person in (a, b, c):
        games, total, place = expected(outcomes, person[0])
        row = rows[person[1]]
        assert (row["user_id"], row["games"], row["total"]) == (person[0], games, total)
        assert row["average"] == pytest.approx(total / games, abs=0.005) and row["average_place"] == pytest.approx(place, abs=0.005)
    order = sorted(rows.values(), key=lambda row: (-row["total"], row["average_place"], row["name"]))
    assert ranking["players"] == order
    owls = [
        (outcome["scores"][seat], outcome["ranks"][seat]) for outcome, people in outcomes for seat, p in enumerate(people) if p in (a, c)
    ]
    assert ranking["teams"] == [
        {
            "team": "owls",
            "games": len(owls),
            "total": sum(score for score, _ in owls),
            "average": pytest.approx(sum(score for score, _ in owls) / len(owls), abs=0.005),
            "average_place": pytest.approx(sum(place for _, place in owls) / len(owls), abs=0.005),
        }
    ]
    january = ann.get("/api/rooms/tenhou-club/rankings?game=tarot&month=2026-01")
    x4 = store.table("x4", with_moves=False).outcome
    last_month = [(x4["scores"][seat], x4["ranks"][seat], name) for seat, name in enumerate(["ann@owls", "bob", "cat@owls"])]
    assert [(row["total"], row["average_place"], row["name"]) for row in january["players"]] == sorted(
        last_month, key=lambda t: (-t[0], t[1], t[2])
    )
    kingdomino = ann.get("/api/rooms/tenhou-club/rankings?game=kingdomino")
    assert [row["games"] for row in kingdomino["players"]] == [1, 1] and kingdomino["months"] == [this_month()]
    empty = ann.get("/api/rooms/tenhou-club/rankings?game=tarot&month=2025-06")
    assert (empty["players"], empty["teams"], empty["month"]) == ([], [], "2025-06")
    assert ann.get("/api/rooms/tenhou-club/rankings?game=riichi") == {
        "game": "riichi",
        "month": this_month(),
        "months": [],
        "players": [],
        "teams": [],
    }


def another_id(player: Player) -> int:
    user_id: int = player.client.get("/api/me").json()["user"]["id"]
    return user_id


def test_a_month_is_counted_by_the_utc_time_the_table_finished(client: TestClient, ann: Person):
    club = room(ann)
    bob = stranger(client, "bob")
    store: Store = client.app.state.hall.store
    tag = RoomTag(store.rooms.get(club["slug"]).id, club["slug"], "house")
    people: list[tuple[int, str] | None] = [(ann.id, "ann@owls"), (bob.id, "bob"), None]
    for table_id, seed, when in (
        ("n1", 1, datetime(2026, 10, 31, 23, 59, 59)),
        ("n2", 2, datetime(2026, 11, 1)),
        ("n3", 3, datetime(2026, 11, 30, 23, 59, 59)),
    ):
        finished(store, table_id, tag, people, seed)
        move_ended(store, table_id, when)
    ranking = ann.get("/api/rooms/tenhou-club/rankings?game=tarot&month=2026-11")
    assert [row["games"] for row in ranking["players"]] == [2, 2] and ranking["months"] == ["2026-11", "2026-10"]
    assert [row["games"] for row in ann.get("/api/rooms/tenhou-club/rankings?game=tarot&month=2026-10")["players"]] == [1, 1]


def test_a_table_played_in_the_room_appears_in_its_ranking(client: TestClient, ann: Person):
    room(ann)
    ann.send("PUT", "/api/rooms/tenhou-club/rules/tarot", {"rule_sets": {"short": {"deals": 1}}})
    table = ann.post("/api/rooms/tenhou-club/tables", TAROT, expect=201)
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        latest = receive_until(ws, lambda m: m["type"] == "state")
        while latest["table"]["status"] != "finished":
            if latest["table"]["status"] == "playing" and 0 in latest["view"]["to_act"]:
                ws.send_text(json.dumps({"type": "move", "move": latest["view"]["legal"][0], "version": latest["version"]}))
            latest = receive_until(ws, lambda m: m["type"] == "state")
    outcome = client.app.state.hall.store.table(table["id"], with_moves=False).outcome
    (row,) = ann.get("/api/rooms/tenhou-club/rankings?game=tarot")["players"]
    assert (row["name"], row["games"], row["total"], row["average_place"]) == ("ann@owls", 1, outcome["scores"][0], outcome["ranks"][0])
    assert [team["team"] for team in ann.get("/api/rooms/tenhou-club/rankings?game=tarot")["teams"]] == ["owls"]


def test_a_members_only_rooms_ranking_is_hidden_from_others(client: TestClient, ann: Person):
    room(ann, visibility="members")
    bob = stranger(client, "bob")
    hidden = bob.get("/api/rooms/tenhou-club/rankings?game=tarot", expect=404)
    missing = bob.get("/api/rooms/no-such-room/rankings?game=tarot", expect=404)
    assert error(hidden) == error(missing) == "room/not_found"
    assert error(Person(another_browser(client)).get("/api/rooms/tenhou-club/rankings?game=go", expect=404)) == "room/not_found"
    assert ann.get("/api/rooms/tenhou-club/rankings?game=tarot")["players"] == []


def test_a_bad_month_or_game_is_refused(client: TestClient, ann: Person):
    room(ann)
    for month in ("2026-13", "2026-00", "2026-1", "26-01", "2026/01", "2026-01-01", "", "２０２６-０１"):
        refused = ann.get(f"/api/rooms/tenhou-club/rankings?game=tarot&month={month}", expect=400)
        assert error(refused) == "request/malformed" and "YYYY-MM" in refused["error"]["reason"]["en"], month
    assert error(ann.get("/api/rooms/tenhou-club/rankings?game=go", expect=404)) == "table/unknown_game"
    assert error(ann.get("/api/rooms/tenhou-club/rankings", expect=400)) == "request/malformed"
