"""The rooms pages (#/rooms, #/rooms/<slug>) in a real Chromium, several people at once.

A room is created and given rules through its page, a second person joins it by its
link and opens a table that shows in the room's lobby and not in the global one; an
invite-only room is joined through an invitation link on a phone; a taken address is
refused next to the form, in the page's language.
"""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import Browser, expect

from tests.web.test_browser import DESKTOP, Player, browser, server  # noqa: F401 (fixtures)

PHONE = {"width": 390, "height": 844}


def call(player: Player, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
    """A request from the page itself (its session and CSRF token)."""
    return player.page.evaluate(
        "async ([method, path, body]) => (await import('/static/api.js'))[method](path, body)",
        [method, path, body or {}],
    )


def registered(chromium: Browser, base: str, name: str, viewport: dict[str, int] = DESKTOP) -> Player:
    """A new person in their own browser context, with a registered account."""
    person = Player(chromium, base, viewport)
    person.page.goto("/")
    expect(person.testid("nav-rooms")).to_be_visible()
    person.page.evaluate("async ([name]) => (await import('/static/api.js')).register(name, 'correct horse')", [name])
    expect(person.testid("user")).to_contain_text(name)
    return person


def fits(person: Player) -> bool:
    return person.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_room_gets_rules_and_its_own_lobby_and_a_taken_address_is_refused(browser: Browser, server: str) -> None:  # noqa: F811
    ann = registered(browser, server, "Ann")
    ann.testid("nav-rooms").click()
    form = ann.testid("rooms-create")
    form.get_by_test_id("rooms-slug").fill("mahjong-club")
    form.get_by_test_id("rooms-name-en").fill("Mahjong club")
    form.get_by_test_id("rooms-name-ja").fill("麻雀クラブ")
    form.get_by_test_id("rooms-description-en").fill("Riichi on Fridays")
    form.get_by_test_id("rooms-create-submit").click()
    expect(ann.page).to_have_url(re.compile(r"#/rooms/mahjong-club$"))
    expect(ann.testid("room-name")).to_have_text("Mahjong club")
    expect(ann.testid("room-you")).to_have_attribute("data-you", "operator")
    expect(ann.testid("room-no-rules")).to_be_visible()

    # Rules through the page: a bad option first (the server's reason), then a good rule set.
    ann.testid("room-rules-open-riichi").click()
    rules = ann.testid("room-rules-json-riichi")
    rules.fill(json.dumps({"rule_sets": {"house": {"no_such_option": 1}}}))
    ann.testid("room-rules-save-riichi").click()
    expect(ann.testid("room-rules-error-riichi").locator("[data-code]")).to_have_attribute("data-code", "options/invalid")
    rules.fill(json.dumps({"rule_sets": {"house": {"red_fives": "off", "length": "east_only"}}}))
    ann.testid("room-rules-save-riichi").click()
    expect(ann.testid("room-rules-saved-riichi")).to_contain_text("house")
    expect(ann.testid("room-rules-error-riichi")).to_be_empty()
    expect(ann.testid("room-rules-riichi")).to_contain_text("house")

    bob = registered(browser, server, "Bob")
    bob.testid("nav-rooms").click()
    card = bob.testid("room-mahjong-club")
    expect(card).to_contain_text("Mahjong club")
    expect(card).to_contain_text("Riichi on Fridays")
    expect(card).to_contain_text("1 member")
    card.click()
    bob.testid("room-join").click()
    expect(bob.testid("room-you")).to_have_attribute("data-you", "member")
    expect(bob.testid("member-Ann")).to_have_attribute("data-role", "operator")
    expect(bob.testid("member-Bob")).to_have_attribute("data-role", "member")
    expect(bob.testid("room-admin")).to_be_hidden()  # operators' tools are for operators
    expect(bob.testid("room-rules-riichi")).to_contain_text("This month's rules: house")
    bob.testid("room-table-submit").click()
    expect(bob.page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))
    table_id = bob.page.url.rsplit("/", 1)[1]
    created = call(bob, "get", f"/api/tables/{table_id}")
    assert (created["room"], created["rule_set"], created["options"]["red_fives"]) == ("mahjong-club", "house", "off")

    bob.page.goto("/#/rooms/mahjong-club")
    expect(bob.testid(f"table-row-{table_id}")).to_be_visible()  # the room's lobby has it
    bob.page.set_viewport_size(PHONE)
    expect(bob.testid("room-rules-riichi")).to_be_visible()
    assert fits(bob), "a room's lobby and its new-table form scroll sideways on a phone"
    bob.page.set_viewport_size(DESKTOP)
    bob.page.goto("/#/")
    expect(bob.testid("group-waiting")).to_be_visible()
    expect(bob.testid(f"table-row-{table_id}")).to_have_count(0)  # the global lobby does not

    # Ann approves nobody here but names Bob an operator.
    ann.page.reload()
    ann.testid("promote-Bob").click()
    expect(ann.testid("member-Bob")).to_have_attribute("data-role", "operator")

    # A taken address: refused under the form, in English and then in Japanese.
    bob.page.goto("/#/rooms")
    bob.testid("rooms-slug").fill("mahjong-club")
    bob.testid("rooms-name-en").fill("Another")
    bob.testid("rooms-create-submit").click()
    refusal = bob.testid("rooms-create-error").locator("[data-code]")
    expect(refusal).to_have_attribute("data-code", "room/slug_taken")
    expect(refusal).to_contain_text("is taken")
    bob.testid("lang-ja").click()
    bob.testid("rooms-slug").fill("mahjong-club")
    bob.testid("rooms-name-en").fill("Another")
    bob.testid("rooms-create-submit").click()
    expect(bob.testid("rooms-create-error")).to_contain_text("使われています")
    bob.forgive("409")
    ann.forgive("400")
    for person in (ann, bob):
        person.close()


def test_an_invite_only_room_is_joined_through_its_link_on_a_phone(browser: Browser, server: str) -> None:  # noqa: F811
    ann = registered(browser, server, "Ayumi")
    secret = {"slug": "secret-table", "name_en": "Secret", "name_ja": "秘密の部屋", "visibility": "members", "membership": "invite"}
    call(ann, "post", "/api/rooms", secret)
    ann.page.goto("/#/rooms/secret-table")
    ann.testid("room-invite-new").click()
    link = ann.testid("room-invite-link").input_value()
    assert re.search(r"#/rooms/secret-table\?invite=", link), link
    expect(ann.testid("room-invite-copy")).to_be_visible()

    carol = registered(browser, server, "Carol", PHONE)
    carol.page.goto("/#/rooms")
    expect(carol.testid("rooms-list")).not_to_contain_text("Secret")  # members only: not listed
    assert fits(carol), "#/rooms scrolls sideways on a phone"
    carol.page.goto(link)
    carol.testid("lang-ja").click()
    expect(carol.testid("room-you")).to_have_attribute("data-you", "")  # hidden until joined: the slug and a join button
    carol.testid("room-join").click()
    expect(carol.testid("room-name")).to_have_text("秘密の部屋")
    expect(carol.testid("room-you")).to_have_attribute("data-you", "member")
    expect(carol.testid("member-Carol")).to_be_visible()
    assert fits(carol), "a room's page scrolls sideways on a phone"
    carol.forgive("404")  # the room, hidden before joining
    for person in (ann, carol):
        person.close()


def test_a_room_on_approval_shows_pending_until_an_operator_approves(browser: Browser, server: str) -> None:  # noqa: F811
    ann = registered(browser, server, "Aiko")
    call(ann, "post", "/api/rooms", {"slug": "go-slow", "name_en": "Go slow", "membership": "approval"})
    dan = registered(browser, server, "Dan")
    dan.page.goto("/#/rooms/go-slow")
    expect(dan.testid("room-name")).to_have_text("Go slow")  # one name serves both languages
    dan.testid("room-join").click()
    expect(dan.testid("room-pending")).to_be_visible()
    expect(dan.testid("room-new-table")).to_be_hidden()  # not a member yet
    ann.page.goto("/#/rooms/go-slow")
    expect(ann.testid("member-Dan")).to_have_attribute("data-role", "pending")
    ann.testid("approve-Dan").click()
    expect(ann.testid("member-Dan")).to_have_attribute("data-role", "member")
    dan.page.reload()
    expect(dan.testid("room-you")).to_have_attribute("data-you", "member")
    for person in (ann, dan):
        person.close()
