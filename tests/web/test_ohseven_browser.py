"""Oh-Seven in a real headless Chromium against the real server. Players click only what
the page offers (cards marked legal, the "Bid this card" button), so the tests also prove
the marks match the legal moves; a card that may not be played is explained, not sent.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("playwright.sync_api", reason="the browser tests need the playwright package")

from playwright.sync_api import Browser, expect

from asobiba.games.ohseven import GAME
from tests.web.test_browser import PHONE, Player, browser, server, show_view  # noqa: F401 (fixtures; skips the module without Chromium)

MOVE_LIMIT = 200  # versions of a one-round game: bids, rebids, 28 cards; a hang fails long before
IDLE = "[data-testid=table][data-pending=false]"
LEGAL = f"{IDLE} [data-testid=hand][data-active=true] [data-legal=true]"


def bid(player: Player) -> str:
    """Pick the first legal card, check the confirmation, and bid it."""
    card = player.page.locator(LEGAL).first
    name = (card.get_attribute("data-testid") or "").removeprefix("card-")
    card.click()
    expect(player.testid("bid-choice")).to_contain_text(name[1:])
    player.testid("bid-confirm").click()
    return name


def try_an_illegal_card(player: Player) -> bool:
    """When a card of my hand may not be played (suit not followed), click it: a reason, nothing sent."""
    illegal = player.page.locator(f"{IDLE} [data-testid=hand][data-active=true] [data-legal=false]")
    if not illegal.count():
        return False
    version = player.table.get_attribute("data-version")
    illegal.first.click()
    expect(player.testid("hand-hint")).to_contain_text("You must follow suit: play a")
    expect(player.table).to_have_attribute("data-version", version or "")
    expect(player.table).to_have_attribute("data-pending", "false")
    return True


def play_to_the_end(player: Player) -> dict[str, int]:
    table = player.table
    done = {"bid": 0, "card": 0, "refused": 0}
    for _ in range(MOVE_LIMIT):
        version = table.get_attribute("data-version") or ""
        phase = table.get_attribute("data-phase")
        if phase == "over":
            return done
        if "0" in (table.get_attribute("data-to-act") or "").split(",") and player.page.locator(LEGAL).count():
            if phase == "bid":
                bid(player)
                done["bid"] += 1
            else:
                if not done["refused"] and try_an_illegal_card(player):
                    done["refused"] += 1
                player.page.locator(LEGAL).first.click()
                done["card"] += 1
        expect(table).not_to_have_attribute("data-version", version)
    pytest.fail(f"the game did not end within {MOVE_LIMIT} moves")


def test_a_guest_plays_a_four_player_round_against_bots_to_the_score_sheet(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    alice.page.goto("/")
    form = alice.testid("create-form")
    form.get_by_test_id("create-game").select_option("ohseven")
    form.get_by_test_id("create-seats").select_option("4")
    for seat, kind in enumerate(["me", "random", "random", "random"]):
        form.get_by_test_id(f"seat-{seat}").select_option(kind)
    expect(form.get_by_test_id("option-rounds")).to_have_value("7")
    form.get_by_test_id("option-rounds").fill("1")
    form.get_by_test_id("create-submit").click()
    alice.testid("guest-name").fill("Alice")
    alice.testid("guest-submit").click()
    expect(alice.page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))

    table = alice.table
    expect(table).to_have_attribute("data-phase", "bid")
    expect(alice.testid("round-no")).to_have_text("Round 1 of 1")
    for seat in range(4):
        expect(alice.testid(f"seat-{seat}")).to_be_visible()
    for seat in range(1, 4):  # the bots have chosen: a face-down marker, nothing more
        expect(alice.testid(f"bid-marker-{seat}")).to_have_attribute("data-bid", "placed")
    expect(alice.testid("hand").locator("button")).to_have_count(7)
    expect(alice.testid("trump")).to_contain_text("Trump: after the bids")

    done = play_to_the_end(alice)
    assert done["bid"] >= 1 and done["card"] >= 1

    over = alice.testid("match-over")
    expect(over).to_be_visible()
    expect(over.get_by_test_id("ranking").locator("tbody tr")).to_have_count(4)
    expect(over.get_by_test_id("sheet-scores").locator("tbody tr")).to_have_count(4)
    expect(over.get_by_test_id("score-sheet")).to_contain_text("Round 1 · score sheet")
    expect(over.get_by_test_id("history")).to_be_visible()
    expect(alice.testid("log")).to_contain_text("Bids revealed:")
    expect(alice.testid("log")).to_contain_text("takes the trick")
    expect(alice.testid("download-record")).to_be_visible()
    alice.close()


def test_a_nine_player_table_fits_a_phone_and_the_human_bids(browser: Browser, server: str) -> None:  # noqa: F811
    bob = Player(browser, server, viewport=PHONE)
    bob.page.goto("/")
    bob.testid("quickplay-ohseven-seats").select_option("9")
    bob.testid("quickplay-ohseven").click()
    bob.testid("guest-name").fill("Bob")
    bob.testid("guest-submit").click()
    table = bob.table
    expect(table).to_have_attribute("data-players", "9")
    expect(table).to_have_attribute("data-to-act", "0")  # bots bid at once
    felt = bob.testid("felt").bounding_box()
    assert felt is not None and felt["x"] >= 0 and felt["x"] + felt["width"] <= PHONE["width"]
    for seat in range(9):
        box = bob.testid(f"seat-{seat}").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (seat, box)
    assert bob.page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    expect(bob.testid("round-no")).to_have_text("Round 1 of 7")
    expect(bob.page.get_by_text("2 decks")).to_be_visible()

    name = bid(bob)
    reveal = bob.testid("reveal")  # everyone else has bid: revealed at once
    expect(reveal.get_by_test_id("bidding-1")).to_be_visible()
    expect(reveal.get_by_test_id("bidding-1").locator("figure")).to_have_count(9)
    expect(reveal.get_by_test_id("bidding-1").locator("figure").first).to_contain_text("You")
    expect(bob.testid("log")).to_contain_text(f"You bid {'♣♦♥♠'['CDHS'.index(name[0])]}{name[1:]}")
    if table.get_attribute("data-phase") == "play":
        expect(bob.testid("trump")).to_have_attribute("data-suit", re.compile("^[SHDC]$"))
        expect(bob.testid("top-bidder")).to_contain_text("top bid")
        expect(bob.testid("bidline-0")).to_contain_text(f"0/{name[1:]}")
    else:  # a forced rebid: the reason and the +1 are shown, and the cards set aside
        expect(reveal.get_by_test_id("rebid-message")).to_contain_text("+1")
        expect(bob.testid("set-aside")).to_be_visible()
    bob.close()


def test_japanese_labels_for_bidding_and_the_rules(browser: Browser, server: str) -> None:  # noqa: F811
    carol = Player(browser, server)
    carol.page.add_init_script("localStorage.setItem('asobiba.lang', 'ja')")
    carol.page.goto("/")
    expect(carol.testid("game-ohseven")).to_contain_text("オーセブン")
    expect(carol.testid("quickplay-ohseven")).to_contain_text("AIと対戦")
    carol.testid("quickplay-ohseven-seats").select_option("2")
    carol.testid("quickplay-ohseven").click()
    carol.testid("guest-name").fill("かおる")
    carol.testid("guest-submit").click()
    expect(carol.table).to_have_attribute("data-to-act", "0")
    expect(carol.testid("round-no")).to_have_text("ラウンド 1/7")
    expect(carol.testid("trump")).to_contain_text("切り札: ビッド後に決定")
    expect(carol.testid("prompt-bid")).to_contain_text("ビッドするカードを選んでください")
    carol.page.locator(LEGAL).first.click()
    expect(carol.testid("bid-choice")).to_contain_text("トリックをビッド")
    expect(carol.testid("bid-confirm")).to_have_text("このカードでビッド")
    carol.testid("bid-confirm").click()
    expect(carol.testid("log")).to_contain_text("でビッドしました")
    expect(carol.testid("reveal")).to_contain_text("このラウンドのビッド")
    missing = carol.page.evaluate("import('/games/ohseven/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}

    carol.page.goto("/#/help/ohseven")
    expect(carol.testid("help")).to_contain_text("オーセブン — 遊び方")
    expect(carol.testid("help-toc").locator("li")).to_have_count(7)
    expect(carol.testid("help-games")).to_contain_text("オーセブン")
    carol.close()


def test_a_card_that_does_not_follow_suit_shows_the_reason_and_is_not_sent(browser: Browser, server: str) -> None:  # noqa: F811
    """OH7-R11 in the browser, on a fixed deal: seat 3 leads a club, I hold clubs and other suits."""
    hands = ["S4 H1 C2 D3 S5 H6 C7", "H4 S1 C3 D4 H5 S6 D7", "D2 C1 S2 H2 D5 C5 S7", "C0 D0 H0 S0 C4 D1 H3"]
    state = GAME.start(4, {"rounds": 1}, 0, setup={"hands": [hand.split() for hand in hands]})
    for seat, card in enumerate(("H1", "S1", "C1", "H3")):  # 1 + 1 + 1 + 3: ♥3 on top, seat 3 leads
        GAME.play(state, seat, GAME.parse_move({"type": "bid", "card": card}))
    GAME.play(state, 3, GAME.parse_move({"type": "card", "card": "C4"}))
    player = Player(browser, server)
    show_view(player, GAME.view(state, 0))
    player.testid("card-S4").click()
    expect(player.testid("hand-hint")).to_contain_text("You must follow suit: play a ♣")
    assert player.page.evaluate("window.sent") == []
    player.testid("card-C7").click()
    assert player.page.evaluate("window.sent")[0]["move"] == {"type": "card", "card": "C7"}
