"""A guest's games are kept by its session alone: logging out warns first, and registering turns the
guest into the account with its games (issue 36, item 5)."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from tests.web.test_browser import Player, browser, server  # noqa: F401 (fixtures)


def test_a_guest_is_warned_before_logging_out_loses_its_games(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    alice.become_guest("Alice")
    alice.testid("logout").click()
    expect(alice.testid("guest-logout")).to_be_visible()
    expect(alice.testid("guest-logout")).to_contain_text("Register to keep them")
    alice.testid("guest-logout-cancel").click()
    expect(alice.testid("guest-logout")).to_have_count(0)
    expect(alice.testid("user")).to_contain_text("Alice")  # still the guest
    alice.testid("logout").click()
    alice.testid("guest-logout-anyway").click()
    expect(alice.testid("nav-login")).to_be_visible()
    alice.close()


def test_a_guest_who_registers_keeps_its_id_and_games(browser: Browser, server: str) -> None:  # noqa: F811
    bob = Player(browser, server)
    bob.become_guest("Bob")
    guest_id = bob.page.request.get("/api/me").json()["user"]["id"]
    bob.testid("logout").click()
    bob.testid("guest-register").click()  # from the warning, straight to registering
    expect(bob.testid("register-keeps-guest")).to_contain_text("Bob")
    bob.testid("register-name").fill("Bobby")
    bob.testid("register-password").fill("correct horse")
    bob.testid("register-submit").click()
    expect(bob.testid("user")).to_contain_text("Bobby")
    expect(bob.testid("user")).not_to_contain_text("guest")
    expect(bob.testid("nav-player")).to_have_attribute("href", f"#/player/{guest_id}")
    bob.testid("logout").click()  # a registered account logs out without a question
    expect(bob.testid("nav-login")).to_be_visible()
    bob.close()
