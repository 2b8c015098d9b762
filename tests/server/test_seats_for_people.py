"""Seats no bot may play: a person-hosted Twenty Questions room's host seat (TWENTYQ-R2: the
answer is the person's) is never given to a bot, not at creation, at an early start nor as a
stand-in; quick play seats the person where the game says (an asker facing the bot host)."""

from __future__ import annotations

import asyncio

from asobiba.server import seating
from asobiba.server.hall import Hall
from asobiba.store import Store
from tests.server.conftest import Player


def test_a_bot_cannot_be_seated_as_a_person_hosts_answer_holder(client):
    ann = Player(client).guest("Ann")
    refused = ann.post("/api/tables", {"game": "twentyq", "seats": 2, "players": ["normal", "me"]}, expect=409)
    assert refused["error"]["code"] == "table/seat_needs_person"
    hosted = {"game": "twentyq", "seats": 2, "options": {"host": "bot"}, "players": ["normal", "me"]}
    assert ann.post("/api/tables", hosted, expect=201)["status"] == "playing"


def test_starting_early_refuses_to_fill_the_host_seat_with_a_bot_and_changes_nothing(client):
    ann = Player(client).guest("Ann")
    table = ann.post("/api/tables", {"game": "twentyq", "seats": 3, "players": ["open", "me", "open"]}, expect=201)
    refused = ann.post(f"/api/tables/{table['id']}/start", expect=409)
    assert refused["error"]["code"] == "table/seat_needs_person"
    after = client.get(f"/api/tables/{table['id']}").json()
    assert after["status"] == "waiting" and [p["kind"] for p in after["players"]] == ["open", "human", "open"]


def test_quick_play_seats_the_person_as_an_asker_against_the_bot_host(client):
    table = Player(client).guest("Ann").post("/api/quickplay", {"game": "twentyq"}, expect=201)
    assert table["options"]["host"] == "bot"
    assert [p["kind"] for p in table["players"]] == ["bot", "human"]


def test_a_silent_person_host_gets_no_stand_in(db_url: str):
    async def scenario() -> tuple[bool, int]:
        hall = Hall(Store(db_url), bot_delay=0)
        await hall.open()
        try:
            host, asker = [await hall.db(hall.store.create_user, name, None) for name in ("Ann", "Bob")]
            table = await seating.create(hall, host, "twentyq", 2, {}, ["me", "open"], 60)
            await seating.join(hall, table, asker, 1)
            assert 0 not in table.deadlines  # no move is made for a host: no clock runs for one
            table.deadlines[0] = 0  # were it to run out all the same
            await hall._time_out(table, table.version)
            return table.info.players[0].standin, table.version
        finally:
            await hall.close()
            hall.store.close()

    assert asyncio.run(scenario()) == (False, 0)
