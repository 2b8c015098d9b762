"""Reservations on a room's page (pages/rooms/reserve.js) in a real Chromium: four people in four
browser contexts reserve the same game, and each page goes by itself to the one table that starts."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, expect

from tests.web.test_browser import Player, browser, server  # noqa: F401 (fixtures)
from tests.web.test_rooms_browser import call, registered

SLUG = "reserve-club"


def put(player: Player, path: str, body: dict[str, object]) -> object:
    return player.page.evaluate("async ([path, body]) => (await import('/static/pages/rooms/common.js')).put(path, body)", [path, body])


def test_four_people_reserve_and_each_is_taken_to_the_same_table(browser: Browser, server: str) -> None:  # noqa: F811
    ann = registered(browser, server, "Ann")
    call(ann, "post", "/api/rooms", {"slug": SLUG, "name_en": "Reserve club"})
    put(ann, f"/api/rooms/{SLUG}/rules/riichi", {"rule_sets": {"house": {"red_fives": "off"}}})
    people = [ann, *(registered(browser, server, name) for name in ("Bob", "Cid", "Dee"))]
    for person in people[1:]:
        call(person, "post", f"/api/rooms/{SLUG}/join")
    for count, person in enumerate(people, start=1):
        person.page.goto(f"/#/rooms/{SLUG}")
        panel = person.testid("room-reserve")
        expect(panel).to_be_visible()
        expect(panel.get_by_test_id("room-reserve-players")).to_have_value("4")
        panel.get_by_test_id("room-reserve-submit").click()
        if count < 4:
            expect(panel.get_by_test_id("room-reserve-waiting")).to_have_attribute("data-waiting", str(count))
    for person in people:
        person.page.wait_for_url(re.compile(r"#/table/[0-9a-f]+$"), timeout=15000)
    urls = {person.page.url.split("#")[1] for person in people}
    assert len(urls) == 1
    table = call(ann, "get", f"/api/tables/{urls.pop().removeprefix('/table/')}")
    assert (table["room"], table["rule_set"], table["status"]) == (SLUG, "house", "playing")
    assert sorted(seat["name"] for seat in table["players"]) == ["Ann", "Bob", "Cid", "Dee"]
