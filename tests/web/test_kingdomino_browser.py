"""Kingdomino in a real headless Chromium: against the real server, and on engine views
over a local transport. Players choose only what the page offers (highlighted spots,
outlined dominoes), so the tests also prove the highlights match the legal moves.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("playwright.sync_api", reason="the browser tests need the playwright package")

from playwright.sync_api import Browser, expect

from tests.web.test_browser import PHONE, Player, browser, server, show_view  # noqa: F401 (fixtures; skips the module without Chromium)

MOVE_LIMIT = 400  # versions in a 2-player game: 24 picks, 24 placements, events; a hang fails long before
IDLE = "[data-testid=table][data-pending=false]"


def pick(player: Player) -> int:
    """Click the first domino of the next line that is outlined as legal."""
    choice = player.page.locator(f"{IDLE} [data-testid=next-line] [data-legal=true]").first
    number = int((choice.get_attribute("data-testid") or "").removeprefix("pick-"))
    choice.click()
    return number


def place(player: Player) -> None:
    """Click a highlighted spot, rotating until the current orientation has one."""
    spots = player.page.locator(f"{IDLE} [data-testid=my-kingdom] [data-spot=legal]")
    for _ in range(4):
        if spots.count():
            spots.first.click()
            return
        player.testid("rotate").click()
    pytest.fail("no highlighted spot in any orientation, yet no discard was offered")


def act(player: Player) -> str:
    """Make the one move the page asks for: pick, place or discard."""
    table = player.table
    expect(table).to_have_attribute("data-pending", "false")
    action = table.get_attribute("data-action") or ""
    if action == "pick":
        pick(player)
    elif action == "place":
        place(player)
    elif action == "discard":
        player.testid("discard").click()
    else:
        pytest.fail(f"my turn, but nothing to do (action {action!r})")
    return action


def play_to_the_end(player: Player, seat: int) -> dict[str, int]:
    table = player.table
    done: dict[str, int] = {}
    for _ in range(MOVE_LIMIT):
        version = table.get_attribute("data-version") or ""
        if table.get_attribute("data-phase") == "over":
            return done
        if table.get_attribute("data-to-act") == str(seat) and table.get_attribute("data-action"):
            action = act(player)
            done[action] = done.get(action, 0) + 1
        expect(table).not_to_have_attribute("data-version", version)
    pytest.fail(f"the game did not end within {MOVE_LIMIT} moves")


def create_kingdomino_table(player: Player, seats: list[str]) -> None:
    player.page.goto("/")
    form = player.testid("create-form")
    form.get_by_test_id("create-game").select_option("kingdomino")
    form.get_by_test_id("create-seats").select_option(str(len(seats)))
    for seat, kind in enumerate(seats):
        form.get_by_test_id(f"seat-{seat}").select_option(kind)
    form.get_by_test_id("create-submit").click()
    player.testid("guest-name").fill("Alice")  # asked for a name inline, then the table is created
    player.testid("guest-submit").click()
    expect(player.page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))


def test_a_guest_plays_a_two_player_game_against_a_bot_to_the_end(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    create_kingdomino_table(alice, ["me", "random"])
    expect(alice.table).to_have_attribute("data-seat", "0")
    expect(alice.testid("draw-pile")).to_have_text("Draw pile: 20")  # 24 in play at 2 players, 4 face up
    expect(alice.testid("kingdom-1")).to_be_visible()
    expect(alice.testid("my-kingdom")).to_be_visible()

    done = play_to_the_end(alice, 0)
    assert done.get("pick", 0) == 12  # two kings: 2 first picks + 2 in each of the 5 later lines
    assert done.get("place", 0) + done.get("discard", 0) == 12

    over = alice.testid("match-over")
    expect(over).to_be_visible()
    expect(over.get_by_test_id("ranking").locator("tbody tr")).to_have_count(2)
    expect(over.get_by_test_id("sheet-scores").locator("tbody tr")).to_have_count(2)
    expect(over.get_by_test_id("tie-notes").locator("li")).not_to_have_count(0)
    expect(over).to_contain_text("Ties go to the largest property")
    total = alice.testid("total-0").inner_text()
    expect(over.get_by_test_id("sheet-row-0")).to_contain_text(total)
    expect(alice.testid("log").locator("li")).not_to_have_count(0)
    expect(alice.testid("download-record")).to_be_visible()
    alice.close()


def test_four_players_quick_start_then_a_pick_and_a_placement(browser: Browser, server: str) -> None:  # noqa: F811
    bob = Player(browser, server, viewport=PHONE)  # a phone-width screen: kingdoms scale down
    bob.page.goto("/")
    bob.testid("quickplay-kingdomino-seats").select_option("4")
    bob.testid("quickplay-kingdomino").click()
    bob.testid("guest-name").fill("Bob")
    bob.testid("guest-submit").click()
    table = bob.table
    expect(table).to_have_attribute("data-seat", "0")
    for seat in range(4):
        expect(bob.testid(f"kingdom-{seat}")).to_be_visible()
    expect(bob.testid("next-line").locator("[data-testid^=pick-]")).to_have_count(4)

    expect(table).to_have_attribute("data-action", "pick")  # bots claim before me if they were drawn first
    picked = pick(bob)
    mine = bob.page.locator(f"[data-testid=pick-{picked}], [data-testid=line-{picked}]")  # the line may have moved on
    expect(mine).to_have_attribute("data-king", "0")

    expect(table).to_have_attribute("data-action", re.compile("place|discard"))
    cells = bob.testid("kingdom-0").locator(".kd-squares .kd-square")
    expect(cells).to_have_count(1)  # the castle alone
    version = table.get_attribute("data-version")

    bob.testid("cell-4_4").click()  # the far corner: the domino would stick out of 5×5
    expect(bob.testid("place-hint")).to_have_text("Not a legal spot: outside your 5×5 kingdom")
    bob.testid("cell-0_0").click()
    expect(bob.testid("place-hint")).to_have_text("Not a legal spot: that square is already taken")
    expect(table).to_have_attribute("data-version", version or "")
    expect(table).to_have_attribute("data-pending", "false")
    expect(cells).to_have_count(1)

    spot = bob.page.locator("[data-testid=my-kingdom] [data-spot=legal]").first
    spot.hover()
    expect(bob.testid("preview")).to_have_attribute("data-legal", "true")
    place(bob)
    expect(cells).to_have_count(3)
    expect(bob.testid("current-line").locator("[data-done=true]")).not_to_have_count(0)
    bob.close()


# -- engine views over a local transport (no table on the server) ------------------------------


def placing_view() -> dict:
    """Seat 0 of 2 must place domino 1 (wheat | wheat, symmetric) beside the bare castle."""
    from asobiba.core.registry import get_game

    game = get_game("kingdomino")
    state = game.start(2, {}, 1, setup={"order": [1, 13, 14, 15, 20, 21, 22, 23], "kings": [0, 1, 0, 1]})
    for number in (1, 13, 14, 15):
        seat = sorted(game.to_act(state))[0]
        game.play(state, seat, game.parse_move({"type": "pick", "domino": number}))
    view = game.view(state, 0)
    assert (view["phase"], view["pending"], view["to_act"]) == ("place", 1, [0])
    return view


def test_a_symmetric_domino_turned_west_is_sent_as_its_east_twin(browser: Browser, server: str) -> None:  # noqa: F811
    view = placing_view()
    player = Player(browser, server)
    show_view(player, view, 9)
    spots = player.page.locator("[data-testid=my-kingdom] [data-spot=legal]")
    east = sum(move["type"] == "place" and move["dir"] == "E" for move in view["legal"])
    expect(spots).to_have_count(east)
    player.page.keyboard.press("r")  # E → S
    expect(player.testid("place-bar")).to_have_attribute("data-dir", "S")
    player.testid("rotate").click()  # S → W: listed by the engine only as E
    expect(player.testid("place-bar")).to_have_attribute("data-dir", "W")
    expect(spots).to_have_count(east)
    player.testid("cell-2_0").click()  # first square on (2, 0), second on (1, 0): the move (1, 0, E)
    expect(player.table).to_have_attribute("data-pending", "true")
    (sent,) = player.page.evaluate("window.sent")
    assert re.fullmatch(r"[0-9a-f]{24}", sent.pop("key"))  # each move named by a key of its own (docs/protocol.md)
    assert sent == {"type": "move", "move": {"type": "place", "x": 1, "y": 0, "dir": "E"}, "version": 9, "ref": "m1"}
    player.close()


def test_refusals_and_labels_in_japanese(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server, viewport=PHONE)
    player.page.goto("/")
    missing = player.page.evaluate("import('/games/kingdomino/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}
    player.testid("lang-ja").click()
    expect(player.testid("game-kingdomino")).to_contain_text("キングドミノ")
    player.testid("rules-kingdomino").click()
    expect(player.testid("help")).to_contain_text("ドミノのつなぎ方")
    expect(player.testid("help").locator("h2")).to_have_count(11)

    show_view(player, placing_view(), 9)
    expect(player.testid("rotate")).to_contain_text("回転")
    expect(player.testid("next-line")).to_contain_text("次の列")
    expect(player.testid("turn")).to_have_text("▶ ドミノ 1 を王国に配置してください")
    expect(player.testid("draw-pile")).to_have_text("山札: 16枚")
    expect(player.testid("my-kingdom").locator(".kd-square title").first).to_have_text("城")
    player.testid("cell-3_0").click()  # touches nothing, in no orientation
    expect(player.testid("place-hint")).to_have_text("置けません: どの辺も城か同じ地形のマスに接していません")
    player.testid("cell-4_0").click()  # the second square would make the kingdom 6 wide
    expect(player.testid("place-hint")).to_have_text("置けません: 5×5 の王国からはみ出します")
    assert player.page.evaluate("window.sent") == []
    player.close()
