"""Dragon Castle in a real headless Chromium: a two-player game against the server's random
bot and a solo game against the Dragon of Ingenuity, from the lobby's form to the final sheet,
by clicks only; and positions built with the engine's ``setup`` drawn over a local transport
(test_browser.py's show_view): availability and its reasons, a pair by two clicks, a placement,
a consolidation and a Shrine, Spirits called and paid for, the end's breakdown with its
tie-breaks, the Japanese labels.

The live games are driven from what the page shows: the root's data-ask (what I am asked), the
highlighted tiles and squares (data-legal) and the buttons.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from asobiba.games.dragoncastle import GAME
from asobiba.games.dragoncastle.layouts import LAYOUTS
from tests.web.test_browser import PHONE, Player, browser, server, show_view  # noqa: F401 (fixtures; skips the module without Chromium)

from playwright.sync_api import Browser, expect  # isort: skip (after the skips of test_browser)
from tests.web.driving import IDLE, READY, play_to_the_end, sent_moves  # isort: skip (imports Playwright too)

MOVE_LIMIT = 150  # my moves in one game (about 60 with this driver); a hang fails long before
TITLES = {"student": "Student", "devotee": "Devotee", "master": "Master", "grand_master": "Grand Master", "dragon": "Dragon"}


# -- against the server ---------------------------------------------------------------------------


def create_table(player: Player, seats: list[str]) -> None:
    """A Dragon Castle table from the lobby's form, me on seat 0."""
    page = player.page
    page.goto("/")
    form = player.testid("create-form")
    form.get_by_test_id("create-game").select_option("dragoncastle")
    form.get_by_test_id("create-seats").select_option(str(len(seats)))
    for seat, kind in enumerate(seats):
        form.get_by_test_id(f"seat-{seat}").select_option(kind)
    form.get_by_test_id("create-submit").click()
    player.testid("guest-name").fill("Alice")
    player.testid("guest-submit").click()
    expect(page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))


def my_move(player: Player) -> str:
    """One move by clicking what the page offers: summon when I may, else the first lit tile; a
    pair when one lights up, else Tile + Shrine, else the discard; the first lit square; a
    Shrine where one may go, else End turn."""
    page = player.page
    ask = player.table.get_attribute("data-ask") or ""
    castle = page.locator(f"{IDLE} [data-testid=castle] [data-legal=true]")
    squares = page.locator(f"{IDLE} [data-testid=my-realm] [data-legal=true]")
    if ask == "act":
        (player.testid("summon") if player.testid("summon").count() else castle.first).click()
    elif ask == "choose":
        if castle.count():
            castle.first.click()
        else:
            (player.testid("shrine") if player.testid("shrine").count() else player.testid("discard")).click()
    elif ask == "place":
        squares.first.click()
    elif ask == "after":
        (squares.first if squares.count() else player.testid("end")).click()
    else:
        pytest.fail(f"asked {ask!r}, which this driver never gets into")
    return ask


def test_a_guest_plays_a_two_player_game_against_a_bot_to_the_end(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    create_table(alice, ["me", "random"])
    expect(alice.table).to_have_attribute("data-players", "2")
    expect(alice.testid("realm-1")).to_be_visible()
    expect(alice.testid("countdown")).to_have_attribute("data-singles", "2")  # one single per player (§1.6)
    expect(alice.testid("cards").locator("li")).to_have_count(2)  # one Spirit, one Dragon by default (DC-R3)

    alice.page.wait_for_function(READY)  # the bot may have been drawn first
    expect(alice.table).to_have_attribute("data-ask", "act")
    top = alice.testid("castle").get_attribute("data-top-floor")
    on_top = alice.page.locator(f"[data-testid=castle] [data-reason=blocked][data-floor='{top}']")
    if on_top.count():
        blocked, why = on_top.first, "that tile is not available: both long sides are blocked"
    else:  # the bot moved first and left no blocked tile on the top floor (CI met such a deal): one below
        blocked, why = (
            alice.page.locator("[data-testid=castle] [data-reason=blocked]").first,
            f"the first tile comes from the top floor (floor {top})",
        )
    version = alice.table.get_attribute("data-version")
    blocked.click()  # dimmed: the server refuses it and says why
    expect(alice.testid("hint")).to_contain_text(why)
    expect(alice.table).to_have_attribute("data-version", version or "")

    asked = play_to_the_end(alice, my_move, MOVE_LIMIT)
    assert asked["act"] and asked["place"]

    over = alice.testid("game-over")
    expect(over).to_be_visible()
    expect(over.get_by_test_id("breakdown").locator("thead th")).to_have_count(3)
    for seat in (0, 1):
        total = alice.testid(f"final-total-{seat}")
        expect(total).to_have_text(alice.testid(f"score-{seat}").inner_text())
    expect(over.get_by_test_id("tie-notes").locator("li")).not_to_have_count(0)
    expect(alice.testid("log")).to_contain_text("You summon the Dragon")
    expect(alice.testid("download-record")).to_be_visible()
    alice.close()


@pytest.mark.slow
@pytest.mark.parametrize("seats", [["me", "normal", "easy"], ["me", "normal", "hard", "normal"]], ids=["3p", "4p"])
def test_a_guest_plays_a_whole_game_against_the_heuristic_and_search_bots(browser: Browser, server: str, seats: list[str]) -> None:  # noqa: F811
    """A whole game at 3 and 4 players against the real bots (slow: the bots pause between moves)."""
    alice = Player(browser, server)
    create_table(alice, seats)
    expect(alice.table).to_have_attribute("data-players", str(len(seats)))
    asked = play_to_the_end(alice, my_move, MOVE_LIMIT)
    assert asked["act"] and asked["place"]
    for seat in range(len(seats)):
        expect(alice.testid(f"final-total-{seat}")).to_have_text(alice.testid(f"score-{seat}").inner_text())
    alice.close()


def test_a_solo_game_against_the_dragon_of_ingenuity_ends_with_a_title(browser: Browser, server: str) -> None:  # noqa: F811
    bea = Player(browser, server, viewport=PHONE)  # a whole game at phone width
    create_table(bea, ["me"])
    expect(bea.table).to_have_attribute("data-players", "1")
    expect(bea.testid("countdown")).to_have_attribute("data-singles", "3")  # the 3-player track (DC-R17)
    expect(bea.testid("ingenuity")).to_be_visible()

    asked = play_to_the_end(bea, my_move, MOVE_LIMIT)
    assert asked["act"] and asked["place"]
    title = bea.testid("rank-title")
    expect(title).to_have_text(re.compile(r"^Your title: "))
    total = int(bea.testid("final-total-0").inner_text())
    rank = title.get_attribute("data-rank") or ""
    assert TITLES.get(rank) and title.inner_text() == f"Your title: {TITLES[rank]}"
    assert (total < 40) == (rank == "student")  # DC-R19
    expect(bea.testid("ingenuity")).to_contain_text("It takes tiles after each of your turns")
    expect(bea.testid("log")).to_contain_text("The Dragon of Ingenuity takes")
    bea.close()


# -- positions from the engine, drawn over a local transport ------------------------------------


def castle(layout: str, stacks: dict[tuple[int, int], list[int]]) -> list[list[int]]:
    """setup's castle: a list of tiles per space of ``layout`` in reading order, ``stacks`` where given."""
    spaces = LAYOUTS[layout]
    return [stacks.get((r, c), []) for r in range(spaces.rows) for c in range(spaces.cols) if spaces.position(r, c) is not None]


def engine(seats: int, setup: dict[str, Any], script: list[dict] = (), options: dict | None = None) -> tuple[Any, list[dict]]:
    """A game from ``setup`` after ``script`` (moves of the seat to act); the last move's events."""
    state = GAME.start(seats, options or {}, 0, setup={"spirits": [], "dragons": [], "first": 0, **setup})
    events: list[dict] = []
    for move in script:
        events = [event.to_json() for event in GAME.play(state, sorted(GAME.to_act(state))[0], GAME.parse_move(move))]
    return state, events


def show(player: Player, state: Any, events: list[dict] | None = None) -> dict:
    view = GAME.view(state, 0)
    show_view(player, view, events=events)
    return view


# Row 0 of the two-player castle: an Available soldier 2 on the top floor (3), a tile blocked
# between two as high, another Available one, a soldier 2 Available on floor 2 (tiles 28, 29: S2).
PAIR_CASTLE = castle("two-players", {(0, 0): [0, 1, 28], (0, 1): [2, 3, 4], (0, 2): [5, 6, 7], (0, 3): [8, 29]})


def test_availability_is_explained_and_a_pair_takes_two_clicks_then_a_placement(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server)
    state, _ = engine(2, {"castle": PAIR_CASTLE})
    show(player, state)
    expect(player.table).to_have_attribute("data-ask", "act")
    reasons = {"0_0": "ok", "0_1": "blocked", "0_2": "ok", "0_3": "low"}
    for square, reason in reasons.items():
        expect(player.testid(f"tile-{square}")).to_have_attribute("data-reason", reason)
        expect(player.testid(f"tile-{square}")).to_have_attribute("data-legal", str(reason == "ok").lower())
    expect(player.testid("tile-0_1")).to_have_attribute("aria-label", re.compile(r"Not available: both long sides blocked$"))
    expect(player.testid("tile-0_3")).to_have_attribute(
        "aria-label", re.compile(r"^Soldiers 2 · floor 2 — Not on the top floor \(floor 3\)")
    )
    expect(player.testid("tile-0_1")).to_have_class(re.compile(r"\bdim\b"))
    covered = player.page.locator("[data-testid=castle] [data-reason=covered]")
    expect(covered).to_have_count(7)
    expect(covered.first).to_have_attribute("aria-label", re.compile(r"Covered: only the top tile of a stack can be taken$"))
    covered.first.dispatch_event("click")  # under its top tile: nothing is sent, the hint says why
    expect(player.testid("hint")).to_have_text("That tile is covered: only the top tile of a stack can be taken")

    player.testid("tile-0_0").click()
    assert sent_moves(player) == [{"type": "take", "at": [0, 0]}]

    state, events = engine(2, {"castle": PAIR_CASTLE}, [{"type": "take", "at": [0, 0]}])
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "choose")
    expect(player.testid("hand").locator("svg")).to_have_attribute("aria-label", "Soldiers 2")
    lit = player.page.locator("[data-testid=castle] [data-legal=true]")
    expect(lit).to_have_count(1)  # the second tile of the same symbol, from floor 2 (§5.7)
    expect(lit).to_have_attribute("data-testid", "tile-0_3")
    expect(player.testid("shrine")).to_have_text("Tile + Shrine")
    expect(player.testid("discard")).to_have_text("Discard it (+1 VP)")
    player.testid("tile-0_3").click()
    assert sent_moves(player) == [{"type": "pair", "at": [0, 3]}]

    state, events = engine(2, {"castle": PAIR_CASTLE}, [{"type": "take", "at": [0, 0]}, {"type": "pair", "at": [0, 3]}])
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "place")
    expect(player.testid("ask-text")).to_have_text("▶ Place Soldiers 2 in your realm: click a highlighted square")
    expect(player.testid("hand").locator("svg")).to_have_count(2)
    expect(player.page.locator("[data-testid=my-realm] [data-legal=true]")).to_have_count(16)
    expect(player.testid("log")).to_contain_text("You pair it with Soldiers 2 (floor 2)")
    player.testid("cell-1_2").click()
    assert sent_moves(player) == [{"type": "place", "cell": [1, 2]}]
    player.close()


# Seat 0 holds three face-up Soldiers in a row; the castle offers a fourth (tile 30, S2).
SET_SETUP = {
    "castle": castle("two-players", {(0, 0): [30], (7, 8): [100]}),
    "realms": [[{"cell": [0, c], "tiles": [24 + c], "face_up": True} for c in range(3)], []],
}


def test_a_consolidation_then_a_shrine_is_built_on_its_set(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server, viewport=PHONE)
    script = [{"type": "take", "at": [0, 0]}, {"type": "shrine"}]
    state, events = engine(2, SET_SETUP, script)
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "place")
    mine, castle_box = player.testid("realm-0").bounding_box(), player.testid("castle").bounding_box()
    assert mine and castle_box and castle_box["y"] < mine["y"]  # on a phone the castle stays over my realm: nothing moves to place
    expect(player.testid("pool-0")).to_contain_text("2")  # one to start, one taken with the tile
    player.testid("cell-0_3").click()
    assert sent_moves(player) == [{"type": "place", "cell": [0, 3]}]

    state, events = engine(2, SET_SETUP, [*script, {"type": "place", "cell": [0, 3]}])
    view = show(player, state, events)
    assert view["phase"] == "after" and view["consolidated"][0]["vp"] == 2
    expect(player.table).to_have_attribute("data-ask", "after")
    expect(player.testid("log")).to_contain_text("You consolidate 4 Soldiers: +2 VP")
    expect(player.testid("sets")).to_have_text("Soldiers × 4: +2 VP · Shrines 0/1")
    expect(player.testid("vp-0")).to_contain_text("2")
    built = player.page.locator("[data-testid=my-realm] [data-legal=true]")
    expect(built).to_have_count(4)
    for c in range(4):
        expect(player.testid(f"cell-0_{c}")).to_have_attribute("data-face", "down")
    expect(player.testid("end")).to_have_text("End turn")
    player.testid("cell-0_1").click()
    assert sent_moves(player) == [{"type": "build", "cell": [0, 1]}]

    state, events = engine(2, SET_SETUP, [*script, {"type": "place", "cell": [0, 3]}, {"type": "build", "cell": [0, 1]}])
    show(player, state, events)
    expect(player.testid("cell-0_1")).to_have_attribute("data-shrine", "true")
    expect(player.testid("pool-0")).to_contain_text("1")
    expect(player.testid("score-0")).to_have_text("3")  # 2 VP of the set + a Shrine on floor 1
    expect(player.testid("log")).to_contain_text("You build a Shrine on floor 1")
    expect(player.table).to_have_attribute("data-ask", "")  # the limit reached, the turn went on
    player.close()


SPIRIT_CASTLE = castle("two-players", {(0, 0): [0, 1, 28], (0, 1): [2, 3, 4], (0, 3): [8, 29], (2, 2): [40]})
SPIRIT_REALM = [[{"cell": [2, 2], "tiles": [60], "face_up": True}, {"cell": [3, 3], "tiles": [61], "face_up": True}], []]


def test_spirits_are_called_paid_for_and_applied(browser: Browser, server: str) -> None:  # noqa: F811
    """The Spirit of Destruction paid with a realm tile, then its step; the Spirit of Strength
    paid with a Shrine, then a tile moved by two clicks (DC-R11, §1.4)."""
    player = Player(browser, server)
    setup = {"castle": SPIRIT_CASTLE, "realms": SPIRIT_REALM, "spirits": ["destruction", "strength"]}
    state, _ = engine(2, setup)
    show(player, state)
    expect(player.testid("card-destruction")).to_contain_text("Discard one Available castle tile from any floor")
    player.testid("call-destruction").click()
    expect(player.table).to_have_attribute("data-ask", "pay")
    expect(player.testid("ask-text")).to_contain_text("Pay for the Spirit of Destruction")
    expect(player.page.locator("[data-testid=my-realm] [data-legal=true]")).to_have_count(2)  # the face-up tiles
    expect(player.testid("pay-shrine")).to_be_visible()
    expect(player.page.locator("[data-testid=castle] [data-legal=true]")).to_have_count(0)
    player.testid("cancel").click()
    expect(player.table).to_have_attribute("data-ask", "act")
    player.testid("call-destruction").click()
    player.testid("cell-2_2").click()
    assert sent_moves(player) == [{"type": "spirit", "card": "destruction", "pay": [2, 2]}]

    paid = {"type": "spirit", "card": "destruction", "pay": [2, 2]}
    state, events = engine(2, setup, [paid])
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "destroy")
    expect(player.testid("card-destruction")).to_contain_text("called this turn")
    expect(player.testid("log")).to_contain_text("You call the Spirit of Destruction, paying with a tile")
    expect(player.testid("cell-2_2")).to_have_attribute("data-height", "0")  # the tile paid left the game
    lit = player.page.locator("[data-testid=castle] [data-legal=true]")
    expect(lit).to_have_count(4)  # Available on any floor, floor 1 and 2 too
    player.testid("tile-0_3").click()
    assert sent_moves(player) == [{"type": "destroy", "at": [0, 3]}]

    strength = {"type": "spirit", "card": "strength", "pay": "shrine"}
    state, events = engine(2, setup, [strength])
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "shift")
    expect(player.testid("ask-text")).to_have_text("▶ Spirit of Strength: click a tile of your realm, then where it goes (2 move(s) left)")
    expect(player.testid("pool-0")).to_contain_text("0")
    player.testid("cell-3_3").click()  # the first click chooses the tile
    expect(player.testid("ask-text")).to_have_text("▶ Spirit of Strength: click the square the tile goes to")
    expect(player.page.locator("[data-testid=my-realm] [data-legal=true]")).to_have_count(15)  # every other square
    assert sent_moves(player) == []
    player.testid("cell-0_0").click()
    assert sent_moves(player) == [{"type": "shift", "from": [3, 3], "to": [0, 0]}]
    player.close()


# The castle is empty: each player must summon (DC-R12); the second Summon reveals the "!" and
# ends the game at once, seat 1 being the last of the round (DC-R14). Equal totals, seat 0 ahead
# on stacks topped face down (DC-R16).
END_SETUP = {
    "castle": castle("two-players", {}),
    "dragons": ["fortitude"],
    "realms": [
        [{"cell": [0, 0], "tiles": [0, 1], "shrine": True}, {"cell": [1, 1], "tiles": [2]}],
        [{"cell": [0, 0], "tiles": [4], "shrine": True}],
    ],
    "vp": [3, 4],
}


def test_the_end_breaks_every_score_down_and_explains_the_tie(browser: Browser, server: str) -> None:  # noqa: F811
    state, events = engine(2, END_SETUP, [{"type": "summon"}, {"type": "summon"}])
    assert GAME.outcome(state) is not None and [sheet["total"] for sheet in state.final] == [8, 8]
    player = Player(browser, server)
    show(player, state, events)
    over = player.testid("game-over")
    expect(over).to_be_visible()
    expect(player.testid("headline")).to_have_text("You win!")
    rows = {
        "row-tokens": ["3", "4"],
        "row-shrines-1": ["0 → 0", "1 → 1"],
        "row-shrines-2": ["1 → 2", "0 → 0"],
        "row-countdown": ["1 → 2", "1 → 2"],
        "row-dragon-fortitude": ["1", "1"],
        "row-total": ["8", "8"],
        "row-tiebreak-stacks": ["2", "1"],
        "row-tiebreak-shrines": ["1", "1"],
        "row-rank": ["1", "2"],
    }
    for testid, cells in rows.items():
        expect(over.get_by_test_id(testid).locator("td")).to_have_text(cells)
    expect(over.get_by_test_id("tie-notes")).to_have_text("You and Bob both have 8: stacks topped face down (2 against 1) rank You higher.")
    expect(player.testid("last-round")).to_have_text("Last round!")
    expect(player.testid("log")).to_contain_text("Bob summons the Dragon: a countdown token — The “!” is revealed: last round!")
    player.close()


def test_a_solo_end_shows_the_title_earned(browser: Browser, server: str) -> None:  # noqa: F811
    """Solo on an empty castle: the player and the Dragon of Ingenuity summon until the end (DC-R17, DC-R18, DC-R19)."""
    state, events = engine(1, {"castle": castle("three-players", {}), "vp": [45]}, [{"type": "summon"}] * 2)
    assert GAME.outcome(state) is not None
    total = state.final[0]["total"]
    player = Player(browser, server, viewport=PHONE)
    show(player, state, events)
    expect(player.testid("rank-title")).to_have_text("Your title: Master" if total >= 46 else "Your title: Devotee")
    expect(player.testid("final-total-0")).to_have_text(str(total))
    expect(player.page.locator("[data-testid=row-rank]")).to_have_count(0)
    expect(player.testid("log")).to_contain_text("Dragon of Ingenuity summons the Dragon")
    player.close()


def test_japanese_labels_on_the_table_and_in_the_rules(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server, viewport=PHONE)
    player.page.goto("/")
    missing = player.page.evaluate("import('/games/dragoncastle/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}
    player.testid("lang-ja").click()
    expect(player.testid("game-dragoncastle")).to_contain_text("ドラゴンキャッスル")
    player.testid("rules-dragoncastle").click()
    help_ = player.testid("help")
    expect(help_).to_contain_text("ドラゴンキャッスルの遊び方")
    for term in ("取れるタイル", "統合", "深淵の精霊", "不屈の龍", "創意の龍", "ダイヤモンドの龍", "第1タイブレーク"):
        expect(help_).to_contain_text(term)
    expect(player.testid("help-toc").locator("li")).to_have_count(13)

    setup = {"castle": PAIR_CASTLE, "spirits": ["deep"], "dragons": ["knowledge"]}
    state, events = engine(2, setup, [{"type": "take", "at": [0, 0]}])
    show(player, state, events)
    expect(player.testid("shrine")).to_have_text("タイル＋社")
    expect(player.testid("discard")).to_have_text("捨てる（+1勝利点）")
    expect(player.testid("ask-text")).to_have_text("▶ ペアにする: 同じ絵柄の強調されたタイルをクリック — または社を取るか、捨ててください")
    expect(player.testid("hand").locator("svg")).to_have_attribute("aria-label", "兵士2")
    expect(player.testid("card-deep")).to_contain_text("深淵の精霊")
    expect(player.testid("card-knowledge")).to_contain_text("表向きの異なる特殊タイルの絵柄1種類につき2勝利点。")
    expect(player.testid("tile-0_3")).to_have_attribute("aria-label", "兵士2 · 2段目 — クリックで選ぶ")
    covered = player.page.locator("[data-testid=castle] [data-reason=covered]").first
    expect(covered).to_have_attribute("aria-label", re.compile("下にあります: 取れるのは山の一番上のタイルだけです$"))
    expect(player.testid("log")).to_contain_text("あなたが兵士2を取った（3段目）")
    expect(player.testid("turn-no")).to_have_text("1手番目")
    player.testid("lang-en").click()
    expect(player.testid("shrine")).to_have_text("Tile + Shrine")

    player.close()
