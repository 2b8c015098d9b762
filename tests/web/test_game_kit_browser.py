"""High Card (tests/kit) in the browser: a game found only through its entry point is in the
gallery, the create form and the rules, and plays to the end with its own renderer.

The server runs with the kit's registration folder on its PYTHONPATH, as if High Card
were installed; nothing outside tests/ names the game.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

import pytest

from tests.kit import ROOT, register
from tests.web.test_browser import PHONE, Player, Server, browser, expect  # noqa: F401 (browser is a fixture)

LEGAL = "[data-testid=table][data-pending=false] [data-testid=hand][data-active=true] [data-legal=true]"


@pytest.fixture(scope="module")
def kit_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = register(tmp_path_factory.mktemp("kit-entry-points"))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(folder), str(ROOT), os.environ.get("PYTHONPATH", "")])}
    running = Server(tmp_path_factory.mktemp("kit-web") / "web.db", env=env)
    try:
        yield running.base
    finally:
        running.stop()


def test_high_card_is_in_the_gallery_and_plays_to_the_end(browser, kit_server: str) -> None:  # noqa: F811
    ann = Player(browser, kit_server)
    ann.page.goto("/")
    card = ann.testid("game-highcard")
    expect(card).to_contain_text("High Card")
    expect(card).to_contain_text("2–3 players")
    expect(card.locator("img.game-icon")).to_have_attribute("src", "/games/highcard/icon.svg")
    form = ann.testid("create-form")
    form.get_by_test_id("create-game").select_option("highcard")
    expect(form.get_by_test_id("option-lowest_wins")).to_have_value("off")
    ann.testid("quickplay-highcard-seats").select_option("3")
    ann.testid("quickplay-highcard").click()
    ann.testid("guest-name").fill("Ann")
    ann.testid("guest-submit").click()
    expect(ann.page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))
    expect(ann.testid("felt").locator("[data-testid^=seat-]")).to_have_count(3)
    for _ in range(4):  # four tricks, one card of Ann's in each
        ann.page.locator(LEGAL).first.click()
        expect(ann.testid("hand").locator("button")).not_to_have_count(4)
    expect(ann.testid("match-over")).to_be_visible()
    expect(ann.testid("score-sheet")).to_be_visible()
    expect(ann.testid("log")).to_contain_text("takes the trick")
    ann.close()


def test_high_card_rules_are_in_the_index_in_both_languages(browser, kit_server: str) -> None:  # noqa: F811
    bo = Player(browser, kit_server, viewport=PHONE)
    bo.page.goto("/#/help")
    bo.testid("rules-highcard").click()
    expect(bo.testid("help")).to_contain_text("The smallest trick game")
    bo.testid("lang-ja").click()
    expect(bo.testid("help")).to_contain_text("一番小さなトリックゲーム")
    missing = bo.page.evaluate("import('/games/highcard/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}
    bo.close()


def test_hand_cards_keep_their_nodes_while_the_bots_move(browser, kit_server: str) -> None:  # noqa: F811
    """The table is morphed, not rebuilt: the buttons of my hand are the same DOM nodes after my
    move and the bots' moves (so one under the pointer stays clickable)."""
    cy = Player(browser, kit_server)
    cy.page.goto("/")
    cy.testid("quickplay-highcard-seats").select_option("3")
    cy.testid("quickplay-highcard").click()
    cy.testid("guest-name").fill("Cy")
    cy.testid("guest-submit").click()
    legal = cy.page.locator(LEGAL).first
    legal.wait_for()
    start = int(cy.table.get_attribute("data-version") or 0)
    cy.page.evaluate("() => document.querySelectorAll('[data-testid=hand] button').forEach((b) => (b._drawn = b.dataset.testid))")
    for played in range(1, 4):  # a trick I win as the last to play is mine to lead: play on until the bots have moved
        legal.click()
        legal.wait_for()  # my turn again
        if int(cy.table.get_attribute("data-version") or 0) >= start + played + 2:
            break
    kept = cy.page.evaluate("() => [...document.querySelectorAll('[data-testid=hand] button')].map((b) => b._drawn === b.dataset.testid)")
    assert kept == [True] * (4 - played)
    cy.close()
