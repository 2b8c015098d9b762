"""Targi in a real headless Chromium: a guest plays a whole game against the server's random
bot from the lobby's form, by clicks only; and positions built with the engine's ``setup``
drawn over a local transport (test_browser.py's show_view): placement with its illegal cards
explained, actions carried out in a chosen order, a Tribe card bought into a row, a raid's
payment, the round-end discards, the end's breakdown with its tie-break, the Japanese labels.

The live game is driven from what the page shows: the root's data-ask (what I am asked), the
lit board cards (data-legal) and the prompt's buttons (data-legal).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from asobiba.games.targi import GAME
from tests.web.test_browser import PHONE, Player, browser, server, show_view  # noqa: F401 (fixtures; skips the module without Chromium)

from playwright.sync_api import Browser, expect  # isort: skip (after the skips of test_browser)
from tests.web.driving import IDLE, READY, play_to_the_end, sent_moves  # isort: skip (imports Playwright too)

MOVE_LIMIT = 400  # my moves in one game (about 100 with this driver); a hang fails long before


# -- against the server ---------------------------------------------------------------------------


def create_table(player: Player, bot: str = "random") -> None:
    """A Targi table from the lobby's form: me on seat 0, the ``bot`` on seat 1."""
    page = player.page
    page.goto("/")
    form = player.testid("create-form")
    form.get_by_test_id("create-game").select_option("targi")
    form.get_by_test_id("seat-0").select_option("me")
    form.get_by_test_id("seat-1").select_option(bot)
    form.get_by_test_id("create-submit").click()
    player.testid("guest-name").fill("Alice")
    player.testid("guest-submit").click()
    expect(page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))


def my_move(player: Player) -> str:
    """One move by clicking what the page offers: a lit board card (a placement, an action to
    carry out, Fata Morgana's target), else a Skip; inside an action the first legal button
    (a row to buy into first), the Merchant's Done."""
    page = player.page
    ask = player.table.get_attribute("data-ask") or ""
    lit = page.locator(f"{IDLE} [data-testid=board] [data-legal=true]")
    buttons = page.locator(f"{IDLE} [data-testid^=prompt-] button[data-legal=true]")
    if ask in ("place", "actions", "fata_morgana") and lit.count():
        lit.first.click()
    elif ask == "actions":
        page.locator(f"{IDLE} [data-testid^=skip-]").first.click()
    elif ask == "merchant":
        player.testid("done").click()
    else:
        buttons.first.click()
    return ask


def test_a_guest_plays_a_game_against_a_bot_to_the_end(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    create_table(alice)
    expect(alice.table).to_have_attribute("data-round", "1")
    expect(alice.testid("board-grid").locator("button")).to_have_count(25)
    expect(alice.testid("card-1").locator("[data-testid=robber]")).to_have_count(1)  # round 1: the Robber on the Noble (TARGI-R3)
    expect(alice.testid("robber-track")).to_have_text("Robber on Noble (1) · next raid: Raid 1 in 3 round(s)")

    alice.page.wait_for_function(READY)  # the bot may have been drawn first
    expect(alice.table).to_have_attribute("data-ask", "place")
    expect(alice.testid("card-4")).to_have_attribute("data-reason", "corner")
    version = alice.table.get_attribute("data-version") or ""
    alice.testid("card-4").click()  # a corner: the server refuses it and says why
    expect(alice.testid("hint")).to_have_text("corners are raid cards: no Targi goes there")  # TARGI-R5 goes to the error's rules
    expect(alice.table).to_have_attribute("data-version", version)

    asked = play_to_the_end(alice, my_move, MOVE_LIMIT)
    assert asked["place"] >= 3 and asked["actions"]

    over = alice.testid("game-over")
    expect(over).to_be_visible()
    expect(over.get_by_test_id("breakdown").locator("thead th")).to_have_count(3)
    for seat in (0, 1):
        expect(alice.testid(f"final-total-{seat}")).to_have_text(alice.testid(f"score-{seat}").inner_text())
    expect(alice.testid("tie-note")).to_be_visible()
    expect(alice.testid("log")).to_contain_text("You place a Targi on")
    expect(alice.testid("download-record")).to_be_visible()
    alice.close()


@pytest.mark.slow
def test_a_guest_plays_a_whole_game_against_the_heuristic_bot(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    create_table(alice, "normal")
    asked = play_to_the_end(alice, my_move, MOVE_LIMIT)
    assert asked["place"] >= 3
    for seat in (0, 1):
        expect(alice.testid(f"final-total-{seat}")).to_have_text(alice.testid(f"score-{seat}").inner_text())
    alice.close()


# -- positions from the engine, drawn over a local transport ------------------------------------

# c22 a choice Goods card, c32 a Well (3 VP: 1 salt, 2 pepper, 2 dates) seat 0 can pay.
CENTRE = ["salt", "SIM-01", "pepper", "SIM-10", "choice", "SIM-19", "dates", "SIM-28", "gold"]
# Seat 0 on 2, 6, 13 (markers on c22 and c32); seat 1 on 3, 5, 11 (markers on c11 and c13).
PLACEMENTS = [{"type": "place", "card": card} for card in (2, 3, 6, 5, 13, 11)]


def engine(setup: dict[str, Any], script: list[dict] = (), options: dict | None = None) -> tuple[Any, list[dict]]:
    """A game from ``setup`` after ``script`` (moves of the seat to act); the last move's events."""
    state = GAME.start(2, options or {}, 0, setup={"first": 0, "centre": CENTRE, **setup})
    events: list[dict] = []
    for move in script:
        events = [event.to_json() for event in GAME.play(state, min(GAME.to_act(state)), GAME.parse_move(move))]
    return state, events


def advance(state: Any, done: Any) -> list[dict]:
    """Play the first legal move of whoever acts (a skip, the Merchant's Done, a discard when
    offered) until ``done(state)``; the events of the last move."""
    preferred = ("skip", "done", "discard")
    events: list[dict] = []
    while not done(state):
        seat = min(GAME.to_act(state))
        legal = GAME.legal_moves(state, seat)
        move = next((m for kind in preferred for m in legal if m.to_json()["type"] == kind), legal[0])
        events = [event.to_json() for event in GAME.play(state, seat, move)]
    return events


def show(player: Player, state: Any, events: list[dict] | None = None) -> dict:
    view = GAME.view(state, 0)
    show_view(player, view, events=events)
    return view


def test_placement_lights_the_legal_cards_and_explains_the_others(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server)
    state, events = engine({}, PLACEMENTS[:2])  # seat 0 on 2, seat 1 on 3
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "place")
    expect(player.testid("ask-text")).to_have_text("▶ Place a Targi on a highlighted border card (2 left)")
    reasons = {1: "robber", 2: "taken", 3: "taken", 4: "corner", 9: "opposite", 10: "ok", 16: "corner"}
    for card, reason in reasons.items():
        expect(player.testid(f"card-{card}")).to_have_attribute("data-reason", reason)
        expect(player.testid(f"card-{card}")).to_have_attribute("data-legal", str(reason == "ok").lower())
    expect(player.page.locator("[data-testid=board] [data-legal=true]")).to_have_count(8)  # 12 sides − robber, 2 taken, 9
    expect(player.testid("card-9")).to_have_attribute("aria-label", re.compile(r"Opposite your opponent's Targi$"))
    expect(player.testid("card-1")).to_have_attribute("aria-label", re.compile(r"The Robber stands here$"))
    expect(player.testid("card-3")).to_have_attribute("aria-label", re.compile(r"Targi \(Bob\) — Already taken by a Targi$"))
    expect(player.testid("card-16")).to_have_attribute("aria-label", re.compile(r"^16 Raid 4: Last raid: each player loses 1 gold or 3 VP"))
    expect(player.testid("card-2")).to_have_attribute("data-targi", "0")
    expect(player.testid("card-c22")).to_have_attribute("aria-label", re.compile(r"^c22: Goods card: 1 good of your choice"))
    expect(player.testid("card-c12")).to_have_attribute("aria-label", re.compile(r"^c12: Targia, 3 VP — cost 1 date, 2 salt, 2 pepper"))
    expect(player.testid("log")).to_contain_text("Bob places a Targi on Salt (3)")
    player.testid("card-c22").click()  # a central card: nothing is sent, the hint says why
    expect(player.testid("hint")).to_have_text("Targi go on border cards; central cards are claimed by tribe markers")
    player.testid("card-9").click()  # sent all the same: the server's refusal is the hint (the live game shows one)
    assert sent_moves(player) == [{"type": "place", "card": 9}]
    player.close()


def test_actions_are_carried_out_in_a_chosen_order_and_a_tribe_card_is_bought(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server, viewport=PHONE)
    state, events = engine({}, PLACEMENTS)
    view = show(player, state, events)
    assert view["pending"][0] == [2, 6, 13, "c22", "c32"]
    expect(player.table).to_have_attribute("data-ask", "actions")
    expect(player.testid("log")).to_contain_text("You put tribe markers on c22, c32")
    expect(player.testid("card-c32")).to_have_attribute("data-marker", "0")
    expect(player.testid("card-c11")).to_have_attribute("data-marker", "1")
    expect(player.testid("pending").locator("li")).to_have_count(5)
    expect(player.testid("resolve-13")).to_have_attribute("data-legal", "true")
    expect(player.page.locator("[data-testid=board] [data-legal=true]")).to_have_count(5)
    player.testid("card-c32").click()  # the last of the list first
    assert sent_moves(player) == [{"type": "resolve", "card": "c32"}]

    script = [*PLACEMENTS, {"type": "resolve", "card": "c32"}]
    state, events = engine({}, script)
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "tribe")
    expect(player.testid("ask-text")).to_have_text("▶ Tribe card Well, 3 VP: buy it into a row, or keep it in your hand")
    expect(player.testid("deciding").locator("[data-card]")).to_have_attribute("data-card", "SIM-28")
    for row in range(3):
        expect(player.testid(f"buy-{row}")).to_have_text(f"Row {row + 1} (0/4)")
    expect(player.testid("keep")).to_have_text("Keep in hand")
    expect(player.testid("discard")).to_have_count(0)  # a central card is bought or kept, never discarded
    player.testid("buy-1").click()
    assert sent_moves(player)[-1] == {"type": "buy", "row": 1}

    script.append({"type": "buy", "row": 1})
    state, events = engine({}, script)
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "actions")
    expect(player.testid("row-0-1")).to_have_attribute("data-cards", "1")
    expect(player.testid("row-0-1").locator("[data-card]")).to_have_attribute("data-card", "SIM-28")
    expect(player.testid("score-0")).to_have_text("7")  # 4 VP tokens + 3 printed
    for kind, left in (("dates", 0), ("salt", 1), ("pepper", 0)):
        expect(player.testid(f"{kind}-0")).to_have_text(str(left))
    expect(player.testid("log")).to_contain_text("You lay out Well, 3 VP in row 2")
    expect(player.testid("card-c32")).to_have_attribute("aria-label", re.compile(r"^c32: Goods card, face down until the round ends"))
    expect(player.testid("pending").locator("li")).to_have_count(4)
    expect(player.testid("resolve-6")).to_have_attribute("data-legal", "true")
    player.testid("resolve-c22").click()  # then the choice card in the list
    assert sent_moves(player)[-1] == {"type": "resolve", "card": "c22"}

    script.append({"type": "resolve", "card": "c22"})
    state, events = engine({}, script)
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "good")
    expect(player.page.locator("[data-testid=prompt-good] button")).to_have_text(["Take 1 date", "Take 1 salt", "Take 1 pepper"])
    player.testid("take-pepper").click()
    assert sent_moves(player)[-1] == {"type": "take", "good": "pepper"}
    player.close()


# Seat 0 on the Merchant (5), Fata Morgana (9) and the Silversmith (10): markers on c12 and
# c13; seat 1 on 6, 7, 13 (no crossing). Each holds a Tribe card from an earlier round.
TRADES_SETUP = {
    "goods": [{"dates": 4, "salt": 3, "pepper": 0}, {"dates": 2, "salt": 2, "pepper": 2}],
    "gold": [2, 1],
    "hands": ["SIM-41", "SIM-42"],
}
TRADES_PLACEMENTS = [{"type": "place", "card": card} for card in (5, 6, 10, 7, 9, 13)]


def test_the_merchant_silversmith_and_fata_morgana_offer_their_choices_as_buttons(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server)
    state, events = engine(TRADES_SETUP, TRADES_PLACEMENTS)
    view = show(player, state, events)
    assert view["pending"][0] == [5, 9, 10, "c12", "c13"]
    expect(player.testid("hand-0")).to_have_attribute("data-shown", "true")  # mine face up
    expect(player.testid("hand-0").locator("[data-card]")).to_have_attribute("data-card", "SIM-41")
    expect(player.testid("hand-1")).to_have_attribute("data-shown", "false")  # the other's drawn card: its back
    expect(player.testid("hand-1")).to_contain_text("?")
    expect(player.testid("log")).to_contain_text("Bob's Targi cross nowhere: no marker")

    for script, ask in (([{"type": "resolve", "card": 5}], "merchant"), ([{"type": "resolve", "card": 10}], "silversmith")):
        state, events = engine(TRADES_SETUP, [*TRADES_PLACEMENTS, *script])
        show(player, state, events)
        expect(player.table).to_have_attribute("data-ask", ask)
        if ask == "merchant":
            trades = ["2 dates → 1 salt", "2 dates → 1 pepper", "3 dates → 1 gold"]
            trades += ["2 salt → 1 date", "2 salt → 1 pepper", "3 salt → 1 gold"]
            expect(player.page.locator("[data-testid=prompt-merchant] button")).to_have_text([*trades, "Done"])
            player.testid("trade-dates-gold").click()
            assert sent_moves(player) == [{"type": "trade", "give": "dates", "get": "gold"}]
        else:
            expect(player.page.locator("[data-testid=prompt-silversmith] button")).to_have_text(
                ["2 dates → 1 VP", "4 dates → 3 VP", "2 salt → 1 VP", "1 gold → 2 VP", "2 gold → 4 VP"]
            )
            player.testid("convert-gold-2").click()
            assert sent_moves(player) == [{"type": "convert", "give": "gold", "count": 2}]

    state, events = engine(TRADES_SETUP, [*TRADES_PLACEMENTS, {"type": "resolve", "card": 9}])
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "fata_morgana")
    lit = player.page.locator("[data-testid=board] [data-legal=true]")
    expect(lit).to_have_count(2)  # two markers could move: the first click chooses one
    expect(player.testid("move-c12-c22")).to_have_text("Marker c12 → c22")
    player.testid("card-c22").click()
    expect(player.testid("hint")).to_have_text("Fata Morgana: click the marker to move first")
    player.testid("card-c12").click()
    expect(player.testid("card-c12")).to_have_attribute("data-reason", "picked")
    expect(lit).to_have_count(9)  # the seven central cards without a marker, the other marker, this one (to let go)
    assert sent_moves(player) == []
    player.testid("card-c22").click()
    assert sent_moves(player) == [{"type": "move_marker", "from": "c12", "to": "c22"}]
    player.close()


def test_a_raid_is_paid_with_goods_chosen_one_by_one(browser: Browser, server: str) -> None:  # noqa: F811
    """The Robber on 7 steps onto Raid 2 at the next round: lose 2 goods or 1 VP (TARGI-R3, TARGI-R4)."""
    player = Player(browser, server)
    state, _ = engine({"robber": 7})
    events = advance(state, lambda s: s.phase.name == "RAID" and GAME.to_act(s) == {0})
    view = show(player, state, events)
    assert view["raid"] == {"card": 8, "goods": 2, "gold": 0, "vp": 1, "owed": 0}
    expect(player.table).to_have_attribute("data-ask", "raid")
    expect(player.testid("ask-text")).to_have_text("▶ Raid 2: lose 2 good(s) or 1 VP")
    expect(player.testid("raid-goods")).to_have_text("Lose 2 goods")
    expect(player.testid("raid-vp")).to_have_text("Lose 1 VP")
    expect(player.testid("card-8").locator("[data-testid=robber]")).to_have_count(1)
    expect(player.testid("robber-track")).to_have_text("Robber on Raid 2 (8) · Raid 2 now")
    player.testid("raid-goods").click()
    assert sent_moves(player) == [{"type": "raid", "pay": "goods"}]

    events = [event.to_json() for event in GAME.play(state, 0, GAME.parse_move({"type": "raid", "pay": "goods"}))]
    show(player, state, events)
    expect(player.table).to_have_attribute("data-ask", "raid_goods")
    expect(player.testid("ask-text")).to_have_text("▶ Raid 2: choose the goods the Robber takes (2 left)")
    player.testid("return-salt").click()
    assert sent_moves(player)[-1] == {"type": "return", "good": "salt"}
    player.close()


def test_round_end_discards_bring_the_goods_down_to_ten(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server, viewport=PHONE)
    state, _ = engine({"goods": [{"dates": 6, "salt": 5, "pepper": 2}, {"dates": 2, "salt": 2, "pepper": 2}], "gold": [5, 1]})
    events = advance(state, lambda s: s.phase.name == "LIMIT")
    view = show(player, state, events)
    assert view["owed"] == 3 and view["gold"][0] == 3  # surplus gold goes by itself (TARGI-R14)
    expect(player.table).to_have_attribute("data-ask", "limit")
    expect(player.testid("ask-text")).to_have_text("▶ End of round: you keep at most 10 goods — return 3 more")
    expect(player.page.locator("[data-testid=prompt-limit] button")).to_have_text(
        ["Return 1 date (you have 6)", "Return 1 salt (you have 5)", "Return 1 pepper (you have 2)"]
    )
    expect(player.testid("log")).to_contain_text("You return 2 gold (round-end limit)")
    player.testid("return-dates").click()
    assert sent_moves(player) == [{"type": "return", "good": "dates"}]
    player.close()


# Equal totals (18 each: a row of 4 Oasis +4, a row of 4 symbols +2) after Raid 4, which
# each pays with their gold: seat 0 keeps one, seat 1 none, so seat 0 wins on gold.
END_SETUP = {
    "round": 12,
    "robber": 15,
    "gold": [2, 1],
    "displays": [[["SIM-37", "SIM-38", "SIM-39", "SIM-40"]], [["SIM-02", "SIM-11", "SIM-20", "SIM-29"]]],
}


def test_the_end_breaks_every_score_down_and_explains_the_tie(browser: Browser, server: str) -> None:  # noqa: F811
    state, _ = engine(END_SETUP)
    events = advance(state, lambda s: GAME.outcome(s) is not None)
    assert [sheet["total"] for sheet in state.final] == [18, 18]
    player = Player(browser, server)
    show(player, state, events)
    over = player.testid("game-over")
    expect(over).to_be_visible()
    expect(player.testid("headline")).to_have_text("You win!")
    rows = {
        "row-tokens": ["4", "4"],
        "row-cards": ["10", "12"],
        "row-row-0": ["4", "2"],
        "row-row-1": ["0", "0"],
        "row-total": ["18", "18"],
        "row-tiebreak-gold": ["1", "0"],
        "row-tiebreak-goods": ["6", "6"],
        "row-rank": ["1", "2"],
    }
    for testid, cells in rows.items():
        expect(over.get_by_test_id(testid).locator("td")).to_have_text(cells)
    expect(over.get_by_test_id("row-card-texts")).to_have_count(0)  # reduced Targi: no card texts
    expect(player.testid("tie-note")).to_have_text("You and Bob both have 18: gold decides (1 against 0) for You.")
    expect(player.testid("log")).to_contain_text("You pay the raid with 1 gold")
    expect(player.testid("row-0-0")).to_contain_text("+4")
    player.close()


def test_japanese_labels_on_the_table_and_in_the_rules(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server, viewport=PHONE)
    player.page.goto("/")
    missing = player.page.evaluate("import('/games/targi/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}
    player.testid("lang-ja").click()
    expect(player.testid("game-targi")).to_contain_text("タルギ")
    player.testid("rules-targi").click()
    help_ = player.testid("help")
    expect(help_).to_contain_text("タルギの遊び方")
    for term in ("盗賊", "部族マーカー", "蜃気楼", "銀細工師", "列ボーナス", "簡略版タルギ", "タイブレーク"):
        expect(help_).to_contain_text(term)

    state, events = engine({}, [*PLACEMENTS, {"type": "resolve", "card": "c32"}])
    show(player, state, events)
    expect(player.testid("ask-text")).to_have_text("▶ 部族カード井戸・3勝利点: 列に購入するか、手札に取ってください")
    expect(player.testid("buy-0")).to_have_text("1列目（0/4）")
    expect(player.testid("keep")).to_have_text("手札に取る")
    expect(player.testid("card-5")).to_contain_text("商人")
    expect(player.testid("card-9")).to_have_attribute("aria-label", re.compile("^9 蜃気楼: 未使用の自分のマーカー"))
    expect(player.testid("round")).to_have_text("第1ラウンド")
    expect(player.testid("log")).to_have_text("1.あなたがc32を実行")  # the line's number, then the line
    player.testid("lang-en").click()
    expect(player.testid("keep")).to_have_text("Keep in hand")
    player.close()
