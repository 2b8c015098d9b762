"""A room's monthly rankings on its page (pages/rooms/rankings.js) in a real Chromium.

Finished room tables are written straight into the server's SQLite file through a second Store,
as tests/server/test_room_rankings.py writes them (its helpers play Tarot to the end with a seeded
random policy); the page's rows are checked against the API's own answer, on a laptop and a phone,
in English and in Japanese.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, expect

from asobiba.store import RoomTag, Store
from tests.server.test_room_rankings import finished, move_ended
from tests.web.test_browser import Player, Server, browser  # noqa: F401 (fixtures)
from tests.web.test_rooms_browser import PHONE, call, fits, registered

RANKINGS = "/api/rooms/tarot-club/rankings?game=tarot"


@pytest.fixture(scope="module")
def arena(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The server, with its database file at hand for the Store below."""
    running = Server(tmp_path_factory.mktemp("rankings") / "web.db")
    try:
        yield running
    finally:
        running.stop()


def put(player: Player, path: str, body: dict[str, Any]) -> Any:
    return player.page.evaluate("async ([path, body]) => (await import('/static/pages/rooms/common.js')).put(path, body)", [path, body])


def user_id(player: Player) -> int:
    user: int = call(player, "get", "/api/me")["user"]["id"]
    return user


def shown(value: float) -> str:
    """A score as the page writes it in English: grouped, up to 2 decimals, signed unless 0."""
    text = f"{abs(value):,.2f}".rstrip("0").rstrip(".")
    return text if value == 0 else ("+" if value > 0 else "-") + text


def check_rows(rows: Locator, answer: list[dict[str, Any]], key: str) -> None:
    """The table's rows, in order, are the answer's: names, games and totals."""
    expect(rows).to_have_count(len(answer))
    for row, expected in zip(rows.all(), answer, strict=True):
        expect(row.locator("td.rooms-rank-name")).to_have_text(expected[key])
        expect(row.locator("[data-col=games]")).to_have_text(str(expected["games"]))
        expect(row.locator("[data-col=total]")).to_have_text(shown(expected["total"]))


def this_month() -> str:
    return datetime.now(UTC).strftime("%Y-%m")


def test_a_rooms_rankings_show_its_finished_tables_by_month(browser: Browser, arena: Server) -> None:  # noqa: F811
    ann = registered(browser, arena.base, "ann@owls")
    call(ann, "post", "/api/rooms", {"slug": "tarot-club", "name_en": "Tarot club", "name_ja": "タロットの会"})
    put(ann, "/api/rooms/tarot-club/rules/tarot", {"rule_sets": {"short": {"deals": 1}}})
    call(ann, "post", "/api/rooms", {"slug": "quiet-club", "name_en": "Quiet club"})
    put(ann, "/api/rooms/quiet-club/rules/tarot", {"rule_sets": {"short": {"deals": 1}}})
    bob = registered(browser, arena.base, "bob")
    cat = registered(browser, arena.base, "cat@owls", PHONE)
    a, b, c = ((user_id(p), name) for p, name in ((ann, "ann@owls"), (bob, "bob"), (cat, "cat@owls")))

    store = Store(f"sqlite:///{arena.db}")
    try:
        room = store.rooms.get("tarot-club")
        assert room is not None
        tag = RoomTag(room.id, "tarot-club", "short")
        for seed, (table_id, people) in enumerate([("rk1", [a, b, c, None]), ("rk2", [b, a, None]), ("rk3", [None, c, a, b])], start=1):
            finished(store, table_id, tag, people, seed)
        finished(store, "rk4", tag, [a, b, c], 4)
        move_ended(store, "rk4", datetime(2026, 1, 15, 12))
    finally:
        store.close()
    answer = call(ann, "get", RANKINGS)
    assert answer["month"] == this_month() and answer["months"] == [this_month(), "2026-01"]
    assert [row["games"] for row in answer["players"]] and answer["teams"][0]["team"] == "owls"

    ann.page.goto("/#/rooms/tarot-club")
    panel = ann.testid("room-rankings")
    ann.testid("room-rank-game").select_option("tarot")
    expect(ann.testid("room-rank-month")).to_have_value(this_month())
    check_rows(panel.get_by_test_id("room-rank-players").locator("tbody tr"), answer["players"], "name")
    check_rows(panel.get_by_test_id("room-rank-teams").locator("tbody tr"), answer["teams"], "team")
    expect(panel.get_by_test_id("room-rank-players").locator("th")).to_have_text(
        ["Place", "Name", "Games", "Total", "Average", "Avg. place"]
    )

    # An earlier month from the picker: January's one table.
    ann.testid("room-rank-month").select_option("2026-01")
    january = call(ann, "get", f"{RANKINGS}&month=2026-01")
    expect(ann.testid("room-rank-players").locator("tbody tr")).to_have_count(3)
    check_rows(ann.testid("room-rank-players").locator("tbody tr"), january["players"], "name")
    assert all(row["games"] == 1 for row in january["players"])

    # A phone: the table fits (the average column goes), in Japanese.
    cat.page.goto("/#/rooms/tarot-club")
    rows = cat.testid("room-rank-players").locator("tbody tr")
    expect(rows).to_have_count(len(answer["players"]))
    expect(rows.first.locator("[data-col=average]")).to_be_hidden()
    assert fits(cat), "a room's rankings scroll sideways on a phone"
    cat.testid("lang-ja").click()
    expect(cat.testid("room-rankings").locator("h2")).to_have_text("ランキング")
    expect(cat.testid("room-rank-players").locator("caption")).to_have_text("個人")
    expect(cat.testid("room-rank-players").locator("th:visible")).to_have_text(["順位", "名前", "対局数", "合計", "平均順位"])
    expect(cat.testid("room-rank-month").locator("option:checked")).to_have_text(f"{int(this_month()[:4])}年{int(this_month()[5:])}月")
    assert fits(cat), "a room's rankings scroll sideways on a phone, in Japanese"

    # A room where nothing finished this month.
    bob.page.goto("/#/rooms/quiet-club")
    expect(bob.testid("room-rank-empty")).to_be_visible()
    expect(bob.testid("room-rank-players")).to_have_count(0)
    for person in (ann, bob, cat):
        person.close()
