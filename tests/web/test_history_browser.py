"""Past and paused games in the browser (issue 13): the replay viewer, a record file, the player
page, the log a spectator finds when arriving mid-game, and adjourned tables to resume.

High Card (tests/kit) is played: it is short, so a whole match takes a few clicks.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.kit import ROOT, register
from tests.web.test_browser import Player, Server, browser, expect  # noqa: F401 (browser is a fixture)
from tests.web.test_game_kit_browser import kit_server  # noqa: F401 (a fixture)

LEGAL = "[data-testid=table][data-pending=false] [data-testid=hand][data-active=true] [data-legal=true]"
RECORD = Path(__file__).parents[1] / "kit" / "highcard" / "records" / "highcard-2p.json"


@pytest.fixture(scope="module")
def adjourning_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server that adjourns a table one second after its people leave."""
    folder = register(tmp_path_factory.mktemp("kit-entry-points"))
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(folder), str(ROOT), os.environ.get("PYTHONPATH", "")]),
        "ASOBIBA_ADJOURN_AFTER": "1",
    }
    running = Server(tmp_path_factory.mktemp("adjourn-web") / "web.db", env=env)
    try:
        yield running.base
    finally:
        running.stop()


def quickplay(player: Player, name: str, seats: int = 2, deals: int = 1) -> str:
    """As a new guest, start High Card against random bots and open its table; the table's id."""
    player.become_guest(name)
    table_id = player.page.evaluate(
        """async ([seats, deals]) => {
          const api = await import('/static/api.js');
          await api.loadSession();
          return (await api.post('/api/quickplay', { game: 'highcard', seats, level: 'random', options: { deals } })).id;
        }""",
        [seats, deals],
    )
    player.page.goto(f"/#/table/{table_id}")
    expect(player.table).to_have_attribute("data-seat", "0")
    return table_id


def play_out(player: Player) -> None:
    """Play my first legal card whenever asked, closing each deal's score sheet, until the match is over."""
    for _ in range(40):
        player.page.locator(f"{LEGAL}, [data-testid=score-sheet-close], [data-testid=match-over]").first.wait_for()
        if player.testid("match-over").count():
            return
        close = player.testid("score-sheet-close")
        if close.count():
            close.click()
        else:
            player.page.locator(LEGAL).first.click()
    pytest.fail("the match did not end")


def close_sheet(player: Player) -> None:
    """A replay shows a deal's score sheet when it steps past the deal's end, as the table did."""
    close = player.page.locator("[data-testid=score-sheet-close]:visible")
    if close.count():
        close.first.click()


def test_replay_steps_switches_seats_opens_every_hand_and_its_link_reloads_to_the_same_step(browser, kit_server: str) -> None:  # noqa: F811
    ann = Player(browser, kit_server)
    table_id = quickplay(ann, "Ann", deals=2)
    play_out(ann)
    close_sheet(ann)
    ann.testid("watch-replay").click()
    expect(ann.page).to_have_url(re.compile(rf"#/replay/{table_id}\?step=0$"))
    stage = ann.testid("replay-stage")
    expect(stage).to_have_attribute("data-step", "0")
    expect(ann.testid("replay-position")).to_have_text("Step 0 of 16")
    expect(ann.table).to_have_attribute("data-seat", "")  # a spectator: no hand
    expect(ann.testid("hand")).to_have_count(0)
    expect(ann.testid("log").locator("li")).to_have_count(0)

    ann.testid("replay-forward").click()  # step forward: the first card is on the table and in the log
    expect(stage).to_have_attribute("data-step", "1")
    expect(ann.table).to_have_attribute("data-version", "1")
    expect(ann.testid("log").locator("li")).to_have_count(1)
    ann.page.keyboard.press("ArrowRight")
    expect(stage).to_have_attribute("data-step", "2")
    ann.testid("replay-back").click()
    expect(stage).to_have_attribute("data-step", "1")

    ann.testid("replay-seat").select_option("1")  # as the bot saw it: its hand, read-only
    expect(ann.table).to_have_attribute("data-seat", "1")
    expect(ann.testid("hand").locator("button")).to_have_count(4)

    ann.testid("replay-deal").select_option(label="Deal 2")  # jump to the second deal's start
    expect(stage).to_have_attribute("data-step", "8")
    close_sheet(ann)
    ann.testid("replay-seat").select_option("all")  # every hand open: each seat's own table
    expect(stage.get_by_test_id("table")).to_have_count(2)
    for seat in (0, 1):
        panel = ann.testid(f"replay-panel-{seat}")
        expect(panel.get_by_test_id("table")).to_have_attribute("data-seat", str(seat))
        expect(panel.get_by_test_id("hand").locator("button")).to_have_count(4)
    hands = [ann.testid(f"replay-panel-{seat}").get_by_test_id("hand").inner_text() for seat in (0, 1)]
    assert hands[0] != hands[1]

    link = ann.testid("replay-link").input_value()
    assert link.endswith(f"#/replay/{table_id}?step=8&seat=all")
    friend = Player(browser, kit_server)  # no session: a finished table's replay is public
    friend.page.goto(link)
    expect(friend.testid("replay-stage")).to_have_attribute("data-step", "8")
    expect(friend.testid("replay-stage").get_by_test_id("table")).to_have_count(2)
    expect(friend.testid("replay-seat")).to_have_value("all")
    assert [friend.testid(f"replay-panel-{seat}").get_by_test_id("hand").inner_text() for seat in (0, 1)] == hands
    friend.testid("replay-last").click()
    expect(friend.testid("replay-stage")).to_have_attribute("data-step", "16")
    expect(friend.testid("match-over").first).to_be_visible()
    ann.close()
    friend.close()


def test_a_record_file_is_opened_and_stepped_through(browser, kit_server: str, tmp_path: Path) -> None:  # noqa: F811
    bo = Player(browser, kit_server)
    bo.page.goto("/#/replay")
    bo.testid("replay-file").set_input_files(str(RECORD))
    stage = bo.testid("replay-stage")
    expect(stage).to_have_attribute("data-step", "0")
    steps = len(json.loads(RECORD.read_text())["moves"])
    expect(bo.testid("replay-position")).to_have_text(f"Step 0 of {steps}")
    bo.testid("replay-forward").click()
    expect(stage).to_have_attribute("data-step", "1")
    bo.testid("replay-seat").select_option("0")
    expect(bo.table).to_have_attribute("data-seat", "0")
    expect(bo.testid("replay-link")).to_have_count(0)  # a file has no address to share

    broken = tmp_path / "broken.json"
    record = json.loads(RECORD.read_text())
    record["moves"][1]["seat"] = 1 - record["moves"][1]["seat"]
    broken.write_text(json.dumps(record))
    bo.testid("replay-file").set_input_files(str(broken))
    expect(bo.testid("error")).to_contain_text("move 1:")
    bo.forgive("status of 400")
    bo.close()


def test_the_player_page_lists_finished_games_with_their_result_and_replay(browser, kit_server: str) -> None:  # noqa: F811
    cy = Player(browser, kit_server)
    table_id = quickplay(cy, "Cy")
    play_out(cy)
    close_sheet(cy)
    cy.testid("nav-player").click()
    expect(cy.page).to_have_url(re.compile(r"#/player/\d+$"))
    row = cy.testid(f"played-{table_id}")
    expect(row).to_contain_text("High Card")
    expect(row).to_contain_text("Cy")
    expect(cy.testid(f"result-{table_id}")).to_have_text(re.compile(r"^\d+ points · rank [12] of 2$"))
    row.get_by_test_id(f"replay-{table_id}").click()
    expect(cy.testid("replay-stage")).to_have_attribute("data-step", "0")
    cy.close()


def test_a_spectator_arriving_mid_game_sees_the_moves_so_far(browser, kit_server: str) -> None:  # noqa: F811
    di = Player(browser, kit_server)
    table_id = quickplay(di, "Di", seats=3)
    di.page.locator(LEGAL).first.click()
    expect(di.table).not_to_have_attribute("data-version", "0")
    di.page.locator(LEGAL).first.wait_for()  # my turn again: the table waits for me, nothing moves
    expect(di.testid("log").locator("li")).not_to_have_count(0)
    lines = di.testid("log").locator("li").all_inner_texts()

    ed = Player(browser, kit_server)  # no session: a spectator, with no log of their own
    ed.page.goto(f"/#/table/{table_id}")
    expect(ed.table).to_have_attribute("data-version", di.table.get_attribute("data-version") or "")
    expect(ed.testid("log").locator("li")).to_have_count(len(lines))
    assert ed.testid("log").locator("li").all_inner_texts() == [line.replace("You", "Di") for line in lines]
    di.close()
    ed.close()


def test_an_abandoned_table_is_adjourned_and_its_player_resumes_it_from_home(browser, adjourning_server: str) -> None:  # noqa: F811
    fay = Player(browser, adjourning_server)
    table_id = quickplay(fay, "Fay")
    fay.page.goto("/")  # away from the table: nobody has it open any more
    row = fay.testid(f"resume-{table_id}")
    for _ in range(60):
        fay.page.reload()
        expect(fay.testid("lobby").get_by_test_id("tables")).not_to_contain_text("Loading")
        if row.get_attribute("data-status") == "adjourned":
            break
        time.sleep(0.2)
    expect(row).to_have_attribute("data-status", "adjourned")
    expect(row).to_contain_text("Adjourned")
    expect(fay.testid(f"table-row-{table_id}")).to_have_count(0)  # the lobby lists only live tables

    fay.testid(f"resume-open-{table_id}").click()
    expect(fay.table).to_have_attribute("data-status", "playing")
    fay.page.locator(LEGAL).first.wait_for()
    lobby = fay.page.request.get("/api/tables").json()
    assert table_id in [table["id"] for table in lobby]
    fay.close()
