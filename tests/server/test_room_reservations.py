"""Reservations (server/room_reservations.py, store/reservations.py): queues, matching, refusals, a race.

The client fixture runs each test on SQLite and PostgreSQL; the race needs PostgreSQL's row locks.
"""

from __future__ import annotations

import threading
from datetime import date

import pytest
from starlette.testclient import TestClient

from asobiba.server import room_rules
from asobiba.store import Store
from asobiba.store.reservations import Queue
from asobiba.store.rooms import RoomInfo
from tests.server.conftest import postgres_database
from tests.server.test_rooms import RULES, Person, error, room, stranger

BASE = "/api/rooms/tenhou-club"
RIICHI = {"game": "riichi", "players": 4}


@pytest.fixture
def ann(client: TestClient) -> Person:
    person = Person(client).register("ann")
    room(person)
    person.send("PUT", f"{BASE}/rules/riichi", RULES)
    return person


def members(client: TestClient, *names: str) -> list[Person]:
    people = [stranger(client, name) for name in names]
    for person in people:
        person.post(f"{BASE}/join")
    return people


def test_reserve_count_and_cancel(client: TestClient, ann: Person):
    bob, cid = members(client, "bob", "cid")
    assert ann.post(f"{BASE}/reservations", RIICHI, expect=201) == {"waiting": 1, "needed": 4}
    assert bob.post(f"{BASE}/reservations", RIICHI, expect=201) == {"waiting": 2, "needed": 4}
    state = cid.get(f"{BASE}/reservations")
    rule_set = room_rules.in_force(client.app.state.hall.store.rooms.rules(1)["riichi"], room_rules.today())
    assert state == {"queues": [{"game": "riichi", "rule_set": rule_set, "players": 4, "waiting": 2}], "yours": None, "table": None}
    assert ann.get(f"{BASE}/reservations")["yours"] == {"game": "riichi", "rule_set": rule_set, "players": 4, "waiting": 2}
    assert ann.send("DELETE", f"{BASE}/reservations") == {"cancelled": True}
    assert error(ann.send("DELETE", f"{BASE}/reservations", expect=404)) == "room/not_reserved"
    assert cid.get(f"{BASE}/reservations")["queues"][0]["waiting"] == 1
    assert ann.get(f"{BASE}/reservations")["yours"] is None


def test_four_reservations_start_one_table_with_them_under_the_rooms_rules(
    client: TestClient, ann: Person, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr(room_rules, "today", lambda: date(2026, 12, 8))  # the even-months rule set, red fives on
    people = [ann, *members(client, "bob", "cid", "dee")]
    for person in people[:3]:
        person.post(f"{BASE}/reservations", RIICHI, expect=201)
    assert all(person.get(f"{BASE}/reservations")["table"] is None for person in people)
    assert people[3].post(f"{BASE}/reservations", RIICHI, expect=201) == {"waiting": 0, "needed": 4}
    tables = [person.get(f"{BASE}/reservations")["table"] for person in people]
    assert tables[0] is not None and tables == [tables[0]] * 4
    assert all(person.get(f"{BASE}/reservations") == {"queues": [], "yours": None, "table": None} for person in people)  # told once
    table = ann.get(f"/api/tables/{tables[0]}")
    assert (table["room"], table["rule_set"], table["options"]["red_fives"], table["status"]) == (
        "tenhou-club",
        "even-months",
        "on",
        "playing",
    )
    stored = client.app.state.hall.store.table(tables[0])
    assert sorted(seat.user_id for seat in stored.players) == sorted(person.id for person in people)
    assert all(seat.kind == "human" for seat in stored.players)
    assert [t["id"] for t in ann.get(f"{BASE}/tables")] == [tables[0]]


def test_reserving_twice_or_while_seated_is_refused_and_changes_nothing(client: TestClient, ann: Person):
    (bob,) = members(client, "bob")
    ann.post(f"{BASE}/reservations", RIICHI, expect=201)
    assert error(ann.post(f"{BASE}/reservations", {"game": "riichi", "players": 3}, expect=409)) == "room/already_reserved"
    bob.post(f"{BASE}/tables", {"game": "riichi", "seats": 4, "players": ["me", "open", "open", "open"]}, expect=201)
    assert error(bob.post(f"{BASE}/reservations", RIICHI, expect=409)) == "room/already_seated"
    queues = ann.get(f"{BASE}/reservations")["queues"]
    assert [(q["players"], q["waiting"]) for q in queues] == [(4, 1)]


def test_someone_who_sat_down_since_reserving_leaves_the_queue_instead_of_sitting_twice(client: TestClient, ann: Person):
    bob, cid, dee = members(client, "bob", "cid", "dee")
    for person in (ann, bob, cid):
        person.post(f"{BASE}/reservations", RIICHI, expect=201)
    bob.post(f"{BASE}/tables", {"game": "riichi", "seats": 4, "players": ["me", "open", "open", "open"]}, expect=201)
    assert dee.post(f"{BASE}/reservations", RIICHI, expect=201) == {"waiting": 3, "needed": 4}
    assert bob.get(f"{BASE}/reservations")["yours"] is None
    assert [t["status"] for t in ann.get(f"{BASE}/tables")] == ["waiting"]  # bob's own table only


def test_only_members_reserve_and_only_for_the_rooms_games_and_counts(client: TestClient, ann: Person):
    bob = stranger(client, "bob")
    assert error(bob.post(f"{BASE}/reservations", RIICHI, expect=403)) == "room/not_member"
    assert error(ann.post(f"{BASE}/reservations", {"game": "tarot", "players": 4}, expect=404)) == "room/no_rules"
    assert error(ann.post(f"{BASE}/reservations", {"game": "riichi", "players": 5}, expect=400)) == "options/invalid"
    assert error(ann.post(f"{BASE}/reservations", {"game": "riichi", "players": "4"}, expect=400)) == "options/invalid"
    assert ann.get(f"{BASE}/reservations")["queues"] == []


def test_eight_people_matching_at_once_make_two_groups_with_nobody_in_both():
    """Eight threads, each its own engine (as separate processes), reserve and match the same queue."""
    databases = postgres_database()
    url = next(databases)
    if url is None:
        pytest.skip("no PostgreSQL server on localhost:5432")
    try:
        store = Store(url)
        store.migrate()
        user_ids = [store.create_user(f"p{n}", "x").id for n in range(8)]
        room_id = store.rooms.create(RoomInfo(0, "race", "Race", "Race", "", "", "listed", "open", user_ids[0])).id
        queue = Queue(room_id, "riichi", "house", 4)
        groups: list[list[int]] = []
        barrier = threading.Barrier(8)

        def reserve_and_match(user_id: int) -> None:
            own = Store(url)
            try:
                assert own.reservations.reserve(queue, user_id) is None
                barrier.wait(timeout=30)
                if taken := own.reservations.match(queue):
                    groups.append(taken)
            finally:
                own.close()

        threads = [threading.Thread(target=reserve_and_match, args=(user_id,)) for user_id in user_ids]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        # A match that found rows locked by another gives up; the next poll (GET) matches what is left.
        while taken := store.reservations.match(queue):
            groups.append(taken)
        assert len(groups) == 2 and all(len(group) == 4 for group in groups)
        assert sorted(user_id for group in groups for user_id in group) == sorted(user_ids)
        assert store.reservations.waiting(room_id) == {}
        store.close()
    finally:
        next(databases, None)
