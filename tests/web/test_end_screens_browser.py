"""The end of a table (issue 36): for every game, a bar over the finished table offers "Play again"
(a new table like this one: the same game, seats, options, bots of the same levels and me in my
seat), the record to download, the replay and the lobby, and no game's own final panel hides it.

High Card is played to its end against the real server and played again. The nine games'
final panels are drawn by the real table page from a finished table's state (the position at
the end of the game's golden record), sent over a WebSocket the test stands in for.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import WebSocketRoute

from asobiba.core.record import Record, replay
from asobiba.core.registry import game_folder
from tests.web.test_browser import Browser, Player, browser, expect  # noqa: F401 (browser is a fixture)
from tests.web.test_fit import close_sheet, out_of_sight
from tests.web.test_game_kit_browser import LEGAL, kit_server  # noqa: F401 (a fixture: a server with every game)

GAMES = ["tarot", "tichu", "kingdomino", "ohseven", "dragoncastle", "riichi", "daifugo", "targi", "twentyq"]
VIEWPORTS = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
BAR = "[data-testid=end-bar] :is(a, button)"


def test_play_again_seats_me_at_a_new_table_like_the_one_finished(browser: Browser, kit_server: str) -> None:  # noqa: F811
    ann = Player(browser, kit_server)
    ann.become_guest("Ann")
    form = ann.testid("create-form")
    form.get_by_test_id("create-game").select_option("highcard")
    form.get_by_test_id("create-seats").select_option("3")
    form.get_by_test_id("seat-1").select_option("random")
    form.get_by_test_id("seat-2").select_option("easy")
    form.get_by_test_id("option-lowest_wins").select_option("on")
    form.get_by_test_id("create-submit").click()
    expect(ann.page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))
    first = ann.page.url.rsplit("/", 1)[1]
    expect(ann.testid("end-bar")).to_have_count(0)  # not before the end
    for _ in range(4):  # one card of mine in each of the four tricks
        ann.page.locator(LEGAL).first.click()
        expect(ann.testid("hand").locator("button")).not_to_have_count(4)
    expect(ann.testid("match-over")).to_be_visible()
    bar = ann.testid("end-bar")
    expect(bar).to_be_visible()
    expect(bar.get_by_test_id("end-record")).to_have_attribute("href", f"/api/tables/{first}/record")
    expect(bar.get_by_test_id("watch-replay")).to_have_attribute("href", f"#/replay/{first}")
    expect(bar.get_by_test_id("end-lobby")).to_have_attribute("href", "#/")
    close_sheet(ann)  # the last deal's score sheet pops up over the table first
    hidden = out_of_sight(ann, BAR)
    assert not hidden, f"the end bar is off screen or covered: {hidden}"
    old = ann.page.request.get(f"/api/tables/{first}").json()

    bar.get_by_test_id("play-again").click()
    expect(ann.page).not_to_have_url(re.compile(f"#/table/{first}$"))
    expect(ann.page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))
    expect(ann.table).to_have_attribute("data-seat", "0")
    expect(ann.testid("hand").locator("button")).to_have_count(4)  # a new deal, mine to play
    expect(ann.testid("end-bar")).to_have_count(0)
    new = ann.page.request.get(f"/api/tables/{ann.page.url.rsplit('/', 1)[1]}").json()
    assert (new["game"], new["seats"], new["turn_timeout"], new["you"]) == ("highcard", 3, old["turn_timeout"], 0)
    assert new["options"] == old["options"]
    assert new["options"]["lowest_wins"] == "on"
    assert [(p["kind"], p["level"]) for p in new["players"]] == [("human", None), ("bot", "random"), ("bot", "easy")]
    assert new["players"][0]["name"] == "Ann"
    ann.close()


def final_state(game_id: str) -> dict:
    """A finished table's state for seat 0: the position at the end of the game's golden record."""
    path = min((game_folder(game_id) / "records").glob("*.json"), key=lambda p: (len(p.name), p.name))  # the fewest players
    record = Record.load(path)
    game, state = replay(record)
    assert game.outcome(state) is not None, f"{path} does not end the game"
    players = [{"seat": 0, "kind": "human", "name": "Ann", "level": None, "connected": True, "standin": False}]
    players += [
        {"seat": seat, "kind": "bot", "name": f"Bot {seat + 1} (normal)", "level": "normal", "connected": False, "standin": False}
        for seat in range(1, record.seats)
    ]
    table = {
        "id": "f1",
        "game": game_id,
        "seats": record.seats,
        "status": "finished",
        "options": record.options,
        "turn_timeout": 0,
        "version": len(record.moves),
        "players": players,
    }
    return {
        "type": "state",
        "table": {**table, "you": 0},
        "seat": 0,
        "version": len(record.moves),
        "view": game.view(state, 0),
        "events": [],
    }


def open_finished(player: Player, state: dict) -> None:
    """The table page at a finished table whose socket says ``state``."""

    def stand_in(route: WebSocketRoute) -> None:
        route.send(json.dumps(state))

    player.page.route_web_socket(re.compile(r"/ws/tables/"), stand_in)
    log = {"version": state["version"], "seat": 0, "events": []}
    player.page.route(re.compile(r"/api/tables/f1/log$"), lambda route: route.fulfill(json=log))
    player.page.goto("/#/table/f1")
    expect(player.table).to_have_attribute("data-status", "finished")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_ends_with_the_bar_in_sight(browser: Browser, kit_server: str, game_id: str) -> None:  # noqa: F811
    state = final_state(game_id)
    for viewport in VIEWPORTS:
        player = Player(browser, kit_server, viewport=viewport)
        open_finished(player, state)
        expect(player.table).to_have_attribute("data-phase", "over")
        bar = player.testid("end-bar")
        expect(bar.locator("a, button")).to_have_count(4)
        expect(bar.get_by_test_id("end-record")).to_have_attribute("href", "/api/tables/f1/record")
        hidden = out_of_sight(player, BAR)
        assert not hidden, f"{game_id} at {viewport}: the end bar is off screen or covered: {hidden}"
        player.close()


def test_the_bar_speaks_japanese_and_twenty_questions_ends_with_a_lobby_button(browser: Browser, kit_server: str) -> None:  # noqa: F811
    player = Player(browser, kit_server)
    open_finished(player, final_state("twentyq"))
    expect(player.testid("result").get_by_test_id("back-lobby")).to_have_attribute("href", "#/")
    player.testid("lang-ja").click()
    expect(player.testid("play-again")).to_contain_text("もう一度遊ぶ")
    expect(player.testid("result").get_by_test_id("back-lobby")).to_contain_text("テーブル一覧に戻る")
    player.testid("result").get_by_test_id("back-lobby").click()
    expect(player.page).to_have_url(re.compile(r"/#/$"))
    player.close()
