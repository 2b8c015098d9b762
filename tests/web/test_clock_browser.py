"""The turn clock in the browser (docs/protocol.md, "Turn clock"): the person's own countdown above
every game's table, at a phone's and a laptop's size, counted by the page and red in the last
seconds; the banner of a person marked away after three timeouts, who takes the seat back; and a
game a stand-in finished, shown to that person as abandoned, on the table and in their history.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from asobiba.core.registry import game_folder, game_ids
from tests.web.test_browser import Browser, Player, Server, browser, expect, server  # noqa: F401 (fixtures)

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}
SIZES = [PHONE, LAPTOP]
PLAYABLE = [game_id for game_id in game_ids() if (game_folder(game_id) / "web" / "renderer.js").is_file() and game_id != "highcard"]
ACTION = "[data-testid=hand][data-active=true] [data-legal=true], [data-testid^=prompt-] button:enabled"


def size_id(viewport: dict[str, int]) -> str:
    return f"{viewport['width']}x{viewport['height']}"


def guest(player: Player, name: str) -> None:
    player.become_guest(name)


def post(player: Player, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """A POST from the page itself (its session and CSRF token)."""
    return player.page.evaluate("async ([path, body]) => (await import('/static/api.js')).post(path, body)", [path, body])


def open_table(player: Player, table: dict[str, Any]) -> None:
    player.page.goto(f"/#/table/{table['id']}")
    expect(player.table).to_be_visible()


def box(player: Player, selector: str) -> dict[str, float]:
    found = player.page.locator(selector).first.bounding_box()
    assert found is not None, f"{selector} is not drawn"
    return found


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


def inside(player: Player, found: dict[str, float]) -> bool:
    viewport = player.page.viewport_size
    assert viewport is not None
    return (
        found["x"] >= 0
        and found["y"] >= 0
        and found["x"] + found["width"] <= viewport["width"] + 1
        and found["y"] + found["height"] <= viewport["height"] + 1
    )


def check_clock_in_sight(player: Player, where: str) -> None:
    """My clock inside the viewport, clear of the header and the table; still in sight, clear of the action, once scrolled to it."""
    clock = box(player, "[data-testid=my-clock]")
    assert inside(player, clock), f"{where}: my clock is off screen {clock}"
    for other in ("#topbar", "[data-testid=table]"):
        assert not overlap(clock, box(player, other)), f"{where}: my clock covers {other}"
    width = player.page.evaluate("document.documentElement.scrollWidth")
    assert width <= player.page.viewport_size["width"], f"{where}: the page scrolls sideways ({width} px)"
    action = player.page.locator(ACTION)
    if action.count():
        action.first.scroll_into_view_if_needed()
        clock, reached = box(player, "[data-testid=my-clock]"), box(player, ACTION)
        assert inside(player, clock), f"{where}: scrolled to the action, my clock is out of sight {clock}"
        assert not overlap(clock, reached), f"{where}: my clock covers the action"


@pytest.fixture(scope="module")
def people(browser: Browser, server: str) -> Iterator[dict[str, Player]]:  # noqa: F811
    """One guest per size, each with its own session."""
    made = {}
    for viewport in SIZES:
        player = Player(browser, server, viewport=viewport)
        guest(player, f"Ann{viewport['width']}")
        made[size_id(viewport)] = player
    yield made
    for player in made.values():
        assert not player.errors, player.errors
        player.close()


@pytest.mark.parametrize("viewport", SIZES, ids=size_id)
@pytest.mark.parametrize("game_id", PLAYABLE)
def test_my_clock_is_in_sight_on_my_turn_in_every_game(people: dict[str, Player], game_id: str, viewport: dict[str, int]) -> None:
    player = people[size_id(viewport)]
    open_table(player, post(player, "/api/quickplay", {"game": game_id, "level": "random"}))
    if game_id == "twentyq":  # no move of an asker is made for them: no clock is shown, none runs
        expect(player.page.locator("[data-testid=table][data-to-act*='1']")).to_be_visible()
        expect(player.testid("my-clock")).to_have_count(0)
        expect(player.testid("turn-clock")).to_be_hidden()
        return
    clock = player.testid("my-clock")
    expect(clock).to_be_visible()
    expect(clock).to_have_text(re.compile(r"Your time [01]:\d\d"))
    check_clock_in_sight(player, f"{game_id} {size_id(viewport)}")


def test_the_clock_counts_down_in_the_page_and_turns_red_in_the_last_seconds(browser: Browser, server: str) -> None:  # noqa: F811
    """The page's own timer counts: no message comes from the server meanwhile. The device's clock
    is years off: the server's `now` corrects it."""
    player = Player(browser, server, viewport=PHONE)
    player.page.clock.install(time=946_684_800_000)  # 2000-01-01 on this device
    guest(player, "Cleo")
    open_table(player, post(player, "/api/quickplay", {"game": "riichi", "level": "random"}))  # the dealer: my turn at once
    clock = player.testid("my-clock")
    expect(clock).to_have_text(re.compile(r"Your time 1:[23]\d"))
    expect(clock).to_have_attribute("data-short", "false")
    version = player.table.get_attribute("data-version")
    player.page.clock.run_for("01:20")
    expect(clock).to_have_text(re.compile(r"Your time 0:(0\d|1[0-5])"))
    expect(clock).to_have_attribute("data-short", "true")
    assert player.table.get_attribute("data-version") == version
    color = clock.evaluate("el => getComputedStyle(el).backgroundColor")
    assert color == "rgb(179, 38, 30)", color  # --danger
    player.page.evaluate("localStorage.setItem('asobiba.lang', 'ja')")
    player.page.reload()
    expect(player.testid("my-clock")).to_have_text(re.compile(r"残り時間 \d:\d\d"))
    player.close()


@pytest.mark.parametrize("viewport", SIZES, ids=size_id)
def test_three_timeouts_mark_me_away_and_i_take_my_seat_back(browser: Browser, server: str, viewport: dict[str, int]) -> None:  # noqa: F811
    """A one-second turn clock: the safest move is made for me three times, then I am marked away;
    alone at the table, it waits for me (adjourned); "take my seat back" plays it again."""
    player = Player(browser, server, viewport=viewport)
    guest(player, f"Dan{viewport['width']}")
    body = {"game": "tarot", "seats": 3, "players": ["me", "random", "random"], "turn_timeout": 1}
    open_table(player, post(player, "/api/tables", body))
    expect(player.testid("clock-timeouts")).to_have_text(re.compile(r"Time ran out [12] in a row: at 3 you are marked away"))
    banner = player.testid("standin")
    expect(banner).to_contain_text("You were marked away after 3 timeouts in a row")
    expect(player.testid("adjourned")).to_be_visible()
    expect(player.table).to_have_attribute("data-status", "adjourned")
    expect(player.testid("away-0")).to_have_text("away · bot")  # my seat, as everyone sees it
    reclaim = player.testid("reclaim")
    assert inside(player, box(player, "[data-testid=reclaim]")), "the way back is in sight"
    assert not overlap(box(player, "[data-testid=standin]"), box(player, "#topbar"))
    reclaim.click()
    expect(player.table).to_have_attribute("data-status", "playing")
    player.close()


def abandoned_game(db: Path) -> tuple[str, str]:
    """A Tarot deal Ann walked away from and Bob played to its end against her stand-in, on the
    SQLite file ``db``; Ann is an account (name, password). The table's id and Ann's id."""
    from starlette.testclient import TestClient

    from asobiba.server.app import create_app
    from tests.server.conftest import Player as ApiPlayer
    from tests.server.conftest import another_browser, receive
    from tests.server.test_clock import AWAY_AFTER, expire, live

    with TestClient(create_app(f"sqlite:///{db}", secret="browser-tests", bot_delay=0, bot_budget_ms=20)) as client:
        ann = ApiPlayer(client)
        ann.post("/api/register", {"name": "Annabel", "password": "correct horse"})
        data = {"game": "tarot", "seats": 3, "options": {"deals": 1}, "players": ["me", "open", "random"], "turn_timeout": 600}
        table = ann.post("/api/tables", data, expect=201)
        bob_client = another_browser(client)
        ApiPlayer(bob_client).guest("Bob").post(f"/api/tables/{table['id']}/join", {"seat": 1})
        with bob_client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            message = receive(ws)
            timeouts = 0
            while message["table"]["status"] != "finished":
                if 1 in message["view"]["to_act"]:
                    ws.send_text(json.dumps({"type": "move", "move": message["view"]["legal"][0], "version": message["version"]}))
                elif timeouts < AWAY_AFTER and 0 in live(client, table["id"]).deadlines:
                    expire(client, table["id"], 0)
                    timeouts += 1
                message = receive(ws)
        return table["id"], str(client.get("/api/me").json()["user"]["id"])


@pytest.mark.parametrize("viewport", SIZES, ids=size_id)
def test_a_game_a_stand_in_finished_reads_abandoned_on_its_table_and_in_my_history(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    viewport: dict[str, int],
) -> None:
    table_id, ann_id = abandoned_game(tmp_path / "abandoned.db")
    running = Server(tmp_path / "abandoned.db")
    try:
        player = Player(browser, running.base, viewport=viewport)
        player.page.goto("/")
        expect(player.testid("brand")).to_be_visible()
        post(player, "/api/login", {"name": "Annabel", "password": "correct horse"})
        player.page.goto(f"/#/table/{table_id}")
        player.page.reload()  # the page starts again as Annabel
        note = player.testid("abandoned-note")
        expect(note).to_contain_text("You abandoned this game")
        expect(player.table).to_have_attribute("data-seat", "")  # shown as to a spectator: no result of mine
        expect(player.page.get_by_text("You win!")).to_have_count(0)
        assert inside(player, box(player, "[data-testid=abandoned-note]"))
        player.page.goto(f"/#/player/{ann_id}")
        expect(player.testid(f"result-{table_id}")).to_have_text("Abandoned (a bot finished it)")
        player.page.evaluate("localStorage.setItem('asobiba.lang', 'ja')")
        player.page.reload()
        expect(player.testid(f"result-{table_id}")).to_have_text("放棄（ボットの代打ちで終局）")
        assert not player.errors, player.errors
        player.close()
    finally:
        running.stop()
