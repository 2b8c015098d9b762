"""The create form says what "As the preset" gives (issue 36, item 11): each Daifugō house rule
left to the preset shows the preset's value, and follows the preset chosen, in both languages."""

from __future__ import annotations

from asobiba.games.daifugo.options import PRESETS
from tests.web.test_browser import Player, browser, expect, server  # noqa: F401 (fixtures)

from playwright.sync_api import Browser  # isort: skip (after the skips of test_browser)


def first_choice(player: Player, name: str) -> str:
    return player.testid("create-form").get_by_test_id(f"option-{name}").locator("option").first.inner_text()


def test_each_house_rule_as_the_preset_shows_the_presets_value_and_follows_it(browser: Browser, server: str) -> None:  # noqa: F811
    """DAIFUGO-R25, DAIFUGO-R26: UECda and Tera-fugō set the lock (shibari) on; standard leaves it off."""
    player = Player(browser, server)
    player.page.goto("/")
    form = player.testid("create-form")
    form.get_by_test_id("create-game").select_option("daifugo")
    expect(form.get_by_test_id("option-shibari").locator("option").first).to_have_text("As the preset (Off) (default)")
    expect(form.get_by_test_id("option-revolution").locator("option").first).to_have_text("As the preset (Four of a kind) (default)")
    form.get_by_test_id("option-preset").select_option("uecda")
    expect(form.get_by_test_id("option-shibari").locator("option").first).to_have_text("As the preset (On) (default)")
    expect(form.get_by_test_id("option-revolution").locator("option").first).to_have_text(
        "As the preset (Four of a kind or a sequence of 5) (default)"
    )
    player.testid("lang-ja").click()
    expect(form.get_by_test_id("option-preset")).to_have_value("uecda")
    expect(form.get_by_test_id("option-shibari").locator("option").first).to_have_text("プリセットどおり（あり） （既定）")
    house_rules = [name for name in PRESETS["standard"] if form.get_by_test_id(f"option-{name}").count()]
    assert len(house_rules) == 27
    for name in house_rules:  # every one names the preset's value
        assert first_choice(player, name).startswith("プリセットどおり（"), name
    player.close()
