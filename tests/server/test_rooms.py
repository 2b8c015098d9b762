"""Rooms (server/rooms.py, server/room_rules.py): creation, membership, rules and their calendar, a room's tables.

Every refusal is checked to change nothing. The client fixture runs each test on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

import pytest
from starlette.testclient import TestClient

from asobiba.server import room_rules
from asobiba.server.room_rules import in_force
from asobiba.store.rooms import CalendarEntry, GameRules
from tests.server.conftest import Player, another_browser

ODD = {"length": "east_south", "kuitan": "on", "red_fives": "off"}
EVEN = {"length": "east_south", "kuitan": "on", "red_fives": "on"}
RULES = {
    "rule_sets": {"odd-months": ODD, "even-months": EVEN, "finals": {"length": "east_only"}},
    "default": "odd-months",
    "calendar": [{"rule_set": "finals", "from": "2026-12-20", "to": "2026-12-31"}, {"rule_set": "even-months", "months": "even"}],
}
TABLE = {"game": "riichi", "seats": 4, "players": ["me", "open", "open", "open"]}


class Person(Player):
    def send(self, method: str, path: str, data: Any = None, expect: int | None = 200) -> Any:
        response = self.client.request(method, path, content=json.dumps(data or {}), headers={"X-CSRF-Token": self.csrf})
        if expect is not None:
            assert response.status_code == expect, response.text
        return response.json()

    def get(self, path: str, expect: int = 200) -> Any:
        response = self.client.get(path)
        assert response.status_code == expect, response.text
        return response.json()

    def register(self, name: str) -> Person:
        self.post("/api/register", {"name": name, "password": "correct horse"})
        return self

    @property
    def id(self) -> int:
        user_id: int = self.get("/api/me")["user"]["id"]
        return user_id


def error(body: Any) -> str:
    code: str = body["error"]["code"]
    return code


@pytest.fixture
def ann(client: TestClient) -> Person:
    return Person(client).register("ann")


def stranger(client: TestClient, name: str) -> Person:
    return Person(another_browser(client)).register(name)


def room(ann: Person, slug: str = "tenhou-club", **fields: Any) -> Any:
    return ann.post("/api/rooms", {"slug": slug, "name_en": "Tenhou club", "name_ja": "天鳳クラブ", **fields}, expect=201)


# -- the calendar -------------------------------------------------------------------------------


def test_in_force_is_the_default_when_no_entry_matches():
    rules = GameRules({"a": {}, "b": {}}, "a", [CalendarEntry("b", start=date(2026, 12, 1), end=date(2026, 12, 31))])
    assert in_force(rules, date(2026, 11, 30)) == "a"
    assert in_force(rules, date(2027, 1, 1)) == "a"


def test_in_force_date_ranges_are_inclusive_and_may_be_open_ended():
    rules = GameRules({"a": {}, "b": {}, "c": {}}, "a", [CalendarEntry("b", start=date(2026, 12, 1), end=date(2026, 12, 31))])
    assert in_force(rules, date(2026, 12, 1)) == "b"
    assert in_force(rules, date(2026, 12, 31)) == "b"
    rules.calendar = [CalendarEntry("c", end=date(2026, 1, 31)), CalendarEntry("b", start=date(2027, 1, 1))]
    assert [in_force(rules, day) for day in (date(2025, 6, 1), date(2026, 1, 31), date(2026, 2, 1), date(2030, 1, 1))] == [
        "c",
        "c",
        "a",
        "b",
    ]


def test_in_force_month_parity():
    rules = GameRules({"odd": {}, "even": {}}, "odd", [CalendarEntry("even", months="even")])
    assert [in_force(rules, date(2026, month, 15)) for month in (1, 2, 11, 12)] == ["odd", "even", "odd", "even"]
    rules.calendar = [CalendarEntry("odd", months="odd")]
    assert in_force(rules, date(2026, 3, 1)) == "odd" and in_force(rules, date(2026, 4, 1)) == "odd"  # the default


def test_in_force_first_matching_entry_wins():
    finals = CalendarEntry("finals", start=date(2026, 12, 20), end=date(2026, 12, 31))
    even = CalendarEntry("even", months="even")
    rules = GameRules({"odd": {}, "even": {}, "finals": {}}, "odd", [finals, even])
    assert in_force(rules, date(2026, 12, 19)) == "even"
    assert in_force(rules, date(2026, 12, 20)) == "finals"
    rules.calendar = [even, finals]
    assert in_force(rules, date(2026, 12, 20)) == "even"


# -- rooms --------------------------------------------------------------------------------------


def test_a_registered_person_creates_a_room_and_is_its_operator(client: TestClient, ann: Person):
    created = room(ann, description_en="Odd months East-South", visibility="listed", membership="approval")
    assert created["slug"] == "tenhou-club" and created["you"] == "operator" and created["members"] == 1
    assert created["name"] == {"en": "Tenhou club", "ja": "天鳳クラブ"}
    assert created["description"] == {"en": "Odd months East-South", "ja": ""}
    assert ann.get("/api/rooms/tenhou-club")["membership"] == "approval"
    assert [m["name"] for m in ann.get("/api/rooms/tenhou-club/members")] == ["ann"]
    assert ann.get("/api/rooms/tenhou-club/members")[0]["role"] == "operator"


def test_room_creation_refusals_change_nothing(client: TestClient, ann: Person):
    guest = Person(another_browser(client)).guest("Gus")
    base = {"slug": "good-slug", "name_en": "Good"}
    assert error(guest.post("/api/rooms", base, expect=403)) == "room/account_required"
    anonymous = Person(TestClient(client.app))
    anonymous.client.portal = client.portal
    assert error(anonymous.post("/api/rooms", base, expect=401)) == "auth/required"
    for slug in ("ab", "-abc", "abc-", "ABC", "a" * 33, "a_b_c", "ｒｏｏｍ", 123, None):
        assert error(ann.post("/api/rooms", {**base, "slug": slug}, expect=400)) == "request/malformed", slug
    for name in ("", "   ", "x" * 61, "evil\u202eeman", "bell\x07", "new\nline", 5):
        assert error(ann.post("/api/rooms", {**base, "name_en": name}, expect=400)) == "request/malformed", name
    assert error(ann.post("/api/rooms", {**base, "name_ja": "\u2066x"}, expect=400)) == "request/malformed"
    assert error(ann.post("/api/rooms", {**base, "description_en": "d" * 2001}, expect=400)) == "request/malformed"
    assert error(ann.post("/api/rooms", {**base, "visibility": "secret"}, expect=400)) == "request/malformed"
    assert error(ann.post("/api/rooms", {**base, "membership": "closed"}, expect=400)) == "request/malformed"
    assert error(ann.post("/api/rooms", {"slug": "good-slug"}, expect=400)) == "request/malformed"
    assert error(ann.post("/api/rooms", {**base, "owner": 1}, expect=400)) == "request/malformed"
    assert ann.get("/api/rooms") == []
    ann.get("/api/rooms/good-slug", expect=404)
    room(ann, "good-slug", description_en="d" * 2000)
    bob = stranger(client, "bob")
    assert error(bob.post("/api/rooms", {**base, "name_en": "Mine now"}, expect=409)) == "room/slug_taken"
    assert ann.get("/api/rooms/good-slug")["name"]["en"] == "Tenhou club"


def test_the_room_list_shows_listed_rooms_newest_first_with_member_counts(client: TestClient, ann: Person):
    room(ann, "first-room")
    room(ann, "hidden-room", visibility="unlisted")
    room(ann, "private-room", visibility="members")
    room(ann, "second-room")
    stranger(client, "bob").post("/api/rooms/second-room/join")
    listed = Person(another_browser(client)).get("/api/rooms")
    assert [(r["slug"], r["members"]) for r in listed] == [("second-room", 2), ("first-room", 1)]


def test_visibility_says_who_may_see_a_room(client: TestClient, ann: Person):
    room(ann, "hidden-room", visibility="unlisted")
    room(ann, "private-room", visibility="members")
    bob = stranger(client, "bob")
    assert bob.get("/api/rooms/hidden-room")["you"] is None
    assert bob.get("/api/rooms/hidden-room/members")[0]["name"] == "ann"
    for path in ("", "/members", "/rules", "/tables"):  # answered as for a room that does not exist
        hidden, missing = bob.get(f"/api/rooms/private-room{path}", expect=404), bob.get(f"/api/rooms/no-such-room{path}", expect=404)
        assert error(hidden) == error(missing) == "room/not_found"
        assert hidden["error"]["reason"]["en"].replace("private-room", "no-such-room") == missing["error"]["reason"]["en"]
    assert ann.get("/api/rooms/private-room")["you"] == "operator"


def test_operators_edit_the_room_and_others_may_not(client: TestClient, ann: Person):
    room(ann)
    bob = stranger(client, "bob")
    bob.post("/api/rooms/tenhou-club/join")
    refused = bob.send("PATCH", "/api/rooms/tenhou-club", {"name_en": "Bob's"}, expect=403)
    assert error(refused) == "room/not_operator"
    assert error(ann.send("PATCH", "/api/rooms/tenhou-club", {"name_en": "x\u202e"}, expect=400)) == "request/malformed"
    assert error(ann.send("PATCH", "/api/rooms/tenhou-club", {"slug": "new-slug"}, expect=400)) == "request/malformed"
    assert error(ann.send("PATCH", "/api/rooms/tenhou-club", {"name_ja": "新", "visibility": "no"}, expect=400)) == "request/malformed"
    assert ann.get("/api/rooms/tenhou-club")["name"] == {"en": "Tenhou club", "ja": "天鳳クラブ"}
    changed = ann.send("PATCH", "/api/rooms/tenhou-club", {"name_ja": "新しい部屋", "visibility": "unlisted", "membership": "invite"})
    assert changed["name"] == {"en": "Tenhou club", "ja": "新しい部屋"}
    assert (changed["visibility"], changed["membership"]) == ("unlisted", "invite")
    assert ann.get("/api/rooms") == []


# -- membership ---------------------------------------------------------------------------------


def test_an_open_room_takes_members_at_once_and_they_leave(client: TestClient, ann: Person):
    room(ann)
    bob = stranger(client, "bob")
    assert bob.post("/api/rooms/tenhou-club/join")["you"] == "member"
    assert error(bob.post("/api/rooms/tenhou-club/join", expect=409)) == "room/already_member"
    assert [(m["name"], m["role"]) for m in bob.get("/api/rooms/tenhou-club/members")] == [("ann", "operator"), ("bob", "member")]
    left = bob.post("/api/rooms/tenhou-club/leave")
    assert left["you"] is None and left["members"] == 1
    assert error(bob.post("/api/rooms/tenhou-club/leave", expect=403)) == "room/not_member"


def test_a_room_on_approval_has_pending_people_an_operator_approves(client: TestClient, ann: Person):
    room(ann, membership="approval")
    bob = stranger(client, "bob")
    assert bob.post("/api/rooms/tenhou-club/join")["you"] == "pending"
    assert [m["name"] for m in bob.get("/api/rooms/tenhou-club/members")] == ["ann"]  # the pending are for operators to see
    assert [(m["name"], m["role"]) for m in ann.get("/api/rooms/tenhou-club/members")][1] == ("bob", "pending")
    assert error(bob.post(f"/api/rooms/tenhou-club/members/{bob.id}", {"role": "member"}, expect=403)) == "room/not_operator"
    assert error(ann.post(f"/api/rooms/tenhou-club/members/{bob.id}", {"role": "pending"}, expect=400)) == "request/malformed"
    assert error(ann.post("/api/rooms/tenhou-club/members/999999", {"role": "member"}, expect=404)) == "room/no_member"
    assert bob.get("/api/rooms/tenhou-club")["you"] == "pending"
    ann.post(f"/api/rooms/tenhou-club/members/{bob.id}", {"role": "member"})
    assert bob.get("/api/rooms/tenhou-club")["you"] == "member"


def test_an_invitation_lets_people_into_an_invite_only_or_members_only_room(client: TestClient, ann: Person):
    room(ann, visibility="members", membership="invite")
    bob, carol = stranger(client, "bob"), stranger(client, "carol")
    assert error(bob.post("/api/rooms/tenhou-club/invite", expect=404)) == "room/not_found"
    assert error(bob.post("/api/rooms/tenhou-club/join", expect=404)) == "room/not_found"  # no invitation yet: it does not exist
    first = ann.post("/api/rooms/tenhou-club/invite", expect=201)["invite"]
    token = ann.post("/api/rooms/tenhou-club/invite", expect=201)["invite"]
    assert error(bob.post("/api/rooms/tenhou-club/join", {"invite": first}, expect=404)) == "room/not_found"  # replaced
    assert error(bob.post("/api/rooms/tenhou-club/join", {"invite": "guess"}, expect=404)) == "room/not_found"
    assert ann.get("/api/rooms/tenhou-club")["members"] == 1
    assert bob.post("/api/rooms/tenhou-club/join", {"invite": token})["you"] == "member"
    assert error(bob.post("/api/rooms/tenhou-club/join", expect=409)) == "room/already_member"
    ann.send("PATCH", "/api/rooms/tenhou-club", {"visibility": "unlisted"})
    assert error(carol.post("/api/rooms/tenhou-club/join", expect=403)) == "room/invite_invalid"
    assert error(carol.post("/api/rooms/tenhou-club/join", {"invite": first}, expect=403)) == "room/invite_invalid"
    assert carol.get("/api/rooms/tenhou-club")["you"] is None


def test_the_last_operator_cannot_leave_until_naming_another(client: TestClient, ann: Person):
    room(ann)
    bob = stranger(client, "bob")
    bob.post("/api/rooms/tenhou-club/join")
    assert error(ann.post("/api/rooms/tenhou-club/leave", expect=409)) == "room/last_operator"
    assert error(ann.post(f"/api/rooms/tenhou-club/members/{ann.id}", {"role": "member"}, expect=409)) == "room/last_operator"
    assert ann.get("/api/rooms/tenhou-club")["you"] == "operator"
    ann.post(f"/api/rooms/tenhou-club/members/{bob.id}", {"role": "operator"})
    ann.post("/api/rooms/tenhou-club/leave")
    assert [(m["name"], m["role"]) for m in bob.get("/api/rooms/tenhou-club/members")] == [("bob", "operator")]


# -- rules and tables ---------------------------------------------------------------------------


def test_operators_set_rules_and_the_room_shows_this_months(client: TestClient, ann: Person, monkeypatch: pytest.MonkeyPatch):
    room(ann)
    monkeypatch.setattr(room_rules, "today", lambda: date(2026, 11, 5))
    answer = ann.send("PUT", "/api/rooms/tenhou-club/rules/riichi", RULES)
    assert answer["current"] == {"rule_set": "odd-months", "options": ODD}
    rules = Person(another_browser(client)).get("/api/rooms/tenhou-club/rules")
    assert rules["riichi"]["calendar"] == RULES["calendar"] and rules["riichi"]["default"] == "odd-months"
    assert rules["riichi"]["rule_sets"] == RULES["rule_sets"]
    monkeypatch.setattr(room_rules, "today", lambda: date(2026, 12, 8))
    assert ann.get("/api/rooms/tenhou-club/rules")["riichi"]["current"] == {"rule_set": "even-months", "options": EVEN}
    monkeypatch.setattr(room_rules, "today", lambda: date(2026, 12, 24))
    assert ann.get("/api/rooms/tenhou-club/rules")["riichi"]["current"]["rule_set"] == "finals"
    ann.send("PUT", "/api/rooms/tenhou-club/rules/riichi", {"rule_sets": {"plain": {}}})  # replaces them all
    assert ann.get("/api/rooms/tenhou-club/rules")["riichi"] == {
        "rule_sets": {"plain": {}},
        "default": "plain",
        "calendar": [],
        "current": {"rule_set": "plain", "options": {}},
    }


def test_rule_refusals_change_nothing(client: TestClient, ann: Person):
    room(ann)
    ann.send("PUT", "/api/rooms/tenhou-club/rules/riichi", RULES)
    before = ann.get("/api/rooms/tenhou-club/rules")
    bob = stranger(client, "bob")
    bob.post("/api/rooms/tenhou-club/join")
    assert error(bob.send("PUT", "/api/rooms/tenhou-club/rules/riichi", RULES, expect=403)) == "room/not_operator"
    assert error(ann.send("PUT", "/api/rooms/tenhou-club/rules/go", RULES, expect=404)) == "table/unknown_game"
    many_reds = {**RULES, "rule_sets": {**RULES["rule_sets"], "odd-months": {"red_fives": "many"}}}
    invalid = ann.send("PUT", "/api/rooms/tenhou-club/rules/riichi", many_reds, expect=400)
    assert error(invalid) == "options/invalid" and "red_fives" in invalid["error"]["reason"]["en"]
    unknown = ann.send("PUT", "/api/rooms/tenhou-club/rules/riichi", {"rule_sets": {"x": {"no_such_option": 1}}}, expect=400)
    assert error(unknown) == "options/invalid"
    sets = RULES["rule_sets"]
    for bad in (
        {"rule_sets": {}},
        {"rule_sets": []},
        {"rule_sets": {"Bad Name": {}}},
        {"rule_sets": {"x": "east_only"}},
        {"rule_sets": sets},  # several and no default
        {"rule_sets": sets, "default": "nope"},
        {"rule_sets": sets, "default": "finals", "calendar": {}},
        {"rule_sets": sets, "default": "finals", "calendar": [{"rule_set": "nope", "months": "odd"}]},
        {"rule_sets": sets, "default": "finals", "calendar": [{"rule_set": "finals", "months": "third"}]},
        {"rule_sets": sets, "default": "finals", "calendar": [{"rule_set": "finals"}]},
        {"rule_sets": sets, "default": "finals", "calendar": [{"rule_set": "finals", "from": None}]},
        {"rule_sets": sets, "default": "finals", "calendar": [{"rule_set": "finals", "from": "2026-13-01"}]},
        {"rule_sets": sets, "default": "finals", "calendar": [{"rule_set": "finals", "from": "20261201"}]},
        {"rule_sets": sets, "default": "finals", "calendar": [{"rule_set": "finals", "from": "2026-12-31", "to": "2026-12-01"}]},
        {"rule_sets": sets, "default": "finals", "calendar": [{"rule_set": "finals", "months": "odd", "from": "2026-12-01"}]},
    ):
        assert error(ann.send("PUT", "/api/rooms/tenhou-club/rules/riichi", bad, expect=400)) == "request/malformed", bad
    assert ann.get("/api/rooms/tenhou-club/rules") == before


def test_a_table_in_the_room_takes_this_months_rules_and_stays_out_of_the_global_lobby(
    client: TestClient, ann: Person, monkeypatch: pytest.MonkeyPatch
):
    room(ann)
    ann.send("PUT", "/api/rooms/tenhou-club/rules/riichi", RULES)
    monkeypatch.setattr(room_rules, "today", lambda: date(2026, 12, 8))
    table = ann.post("/api/rooms/tenhou-club/tables", TABLE, expect=201)
    assert (table["room"], table["rule_set"]) == ("tenhou-club", "even-months")
    assert {name: table["options"][name] for name in EVEN} == EVEN
    outside = ann.post("/api/tables", {**TABLE, "options": ODD}, expect=201)
    assert "room" not in outside and "rule_set" not in outside
    assert [t["id"] for t in ann.get("/api/tables")] == [outside["id"]]
    assert [t["id"] for t in ann.get("/api/rooms/tenhou-club/tables")] == [table["id"]]
    shown = ann.get(f"/api/tables/{table['id']}")
    assert (shown["room"], shown["rule_set"], shown["options"]["red_fives"]) == ("tenhou-club", "even-months", "on")
    stored = client.app.state.hall.store.table(table["id"])
    assert stored.room.slug == "tenhou-club" and stored.room.rule_set == "even-months"
    store = client.app.state.hall.store  # the lobbies with several processes read them so
    assert [info.id for info in store.tables(("waiting",), room_id=None)] == [outside["id"]]
    assert [info.id for info in store.tables(("waiting",), room_id=stored.room.id)] == [table["id"]]


def test_only_members_create_tables_in_a_room_and_only_for_its_games(client: TestClient, ann: Person):
    room(ann, membership="approval")
    ann.send("PUT", "/api/rooms/tenhou-club/rules/riichi", {"rule_sets": {"house": {"red_fives": "off"}}})
    bob = stranger(client, "bob")
    assert error(bob.post("/api/rooms/tenhou-club/tables", TABLE, expect=403)) == "room/not_member"
    bob.post("/api/rooms/tenhou-club/join")  # pending
    assert error(bob.post("/api/rooms/tenhou-club/tables", TABLE, expect=403)) == "room/not_member"
    tarot = {"game": "tarot", "seats": 4, "players": ["me", "open", "open", "open"]}
    assert error(ann.post("/api/rooms/tenhou-club/tables", tarot, expect=404)) == "room/no_rules"
    assert error(ann.post("/api/rooms/tenhou-club/tables", {**TABLE, "seats": 5}, expect=400)) == "options/invalid"
    assert ann.get("/api/rooms/tenhou-club/tables") == [] and ann.get("/api/tables") == []
    assert client.app.state.hall.store.tables(("waiting", "playing")) == []
