"""Feedback at the table in a real headless Chromium against the real server: cards fly in
from their seats and a won trick to its winner, a domino drops into its kingdom, bids turn
face up at the reveal (static/kit/motion.js); none of it for a person who asked for reduced
motion. The bots' pace and the turn chime are the person's, remembered across a reload.

A spy wraps Element.prototype.animate and records every animation with where its element
and the seats stood, so the tests check where a flight starts and lands without timing anything.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

pytest.importorskip("playwright.sync_api", reason="the browser tests need the playwright package")

from playwright.sync_api import Browser, expect

from tests.web.test_browser import ACTIONABLE, Player, browser, create_table, server  # noqa: F401 (fixtures; skips the module without Chromium)
from tests.web.test_kingdomino_browser import act as kingdomino_act
from tests.web.test_kingdomino_browser import create_kingdomino_table
from tests.web.test_ohseven_browser import bid
from tests.web.test_tichu_browser import MOVED as TICHU_MOVED
from tests.web.test_tichu_browser import READY as TICHU_READY
from tests.web.test_tichu_browser import act as tichu_act

MOVE_LIMIT = 300  # versions; a hang fails long before
SPY = """
window.__motion = [];
const centre = (box) => [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
const animate = Element.prototype.animate;
Element.prototype.animate = function (keyframes, options) {
  const pieces = [...this.children].map((child) => child.getBoundingClientRect()).filter((box) => box.width || box.height);
  window.__motion.push({
    from: this.getAttribute('data-from'),
    enter: this.getAttribute('data-enter'),
    inside: this.parentElement?.closest('[data-testid]')?.dataset.testid ?? null,
    centre: centre(this.getBoundingClientRect()),
    pieces: pieces.length ? centre({
      left: Math.min(...pieces.map((b) => b.left)), top: Math.min(...pieces.map((b) => b.top)),
      right: Math.max(...pieces.map((b) => b.right)), bottom: Math.max(...pieces.map((b) => b.bottom)),
    }) : null,
    seats: Object.fromEntries([...document.querySelectorAll('[data-key^="seat-"]')]
      .map((el) => [el.dataset.key, centre(el.getBoundingClientRect())])),
    first: keyframes[0],
    last: keyframes[keyframes.length - 1],
  });
  return animate.call(this, keyframes, options);
};
"""


def spied(player: Player) -> list[dict]:
    return player.page.evaluate("window.__motion")


def offset(frame: dict) -> tuple[float, float]:
    x, y = re.findall(r"-?[\d.]+(?:e-?\d+)?", frame["translate"])
    return float(x), float(y)


def lands_on(start: list[float], frame: dict, seat: list[float]) -> bool:
    """Whether ``start`` moved by the frame's translate is the seat's centre."""
    dx, dy = offset(frame)
    return abs(start[0] + dx - seat[0]) <= 1 and abs(start[1] + dy - seat[1]) <= 1


def until(player: Player, check: Callable[[], bool]) -> None:
    """Let the page run until ``check()`` (it reads what Playwright's event handlers collected)."""
    for _ in range(400):
        if check():
            return
        player.page.wait_for_timeout(25)
    pytest.fail("never came")


def play_until(player: Player, done: Callable[[], bool]) -> None:
    """Act whenever the page asks me (bots play the rest) until ``done()``."""
    table = player.table
    for _ in range(MOVE_LIMIT):
        if done():
            return
        version = table.get_attribute("data-version") or ""
        if player.page.locator(ACTIONABLE).count():
            player.act()
        if done():
            return
        expect(table).not_to_have_attribute("data-version", version)
    pytest.fail(f"not done within {MOVE_LIMIT} moves")


def tarot_table(browser: Browser, server: str, reduced: bool = False) -> Player:  # noqa: F811
    player = Player(browser, server)
    player.page.add_init_script(SPY)
    if reduced:
        player.page.emulate_media(reduced_motion="reduce")
    create_table(player, ["me", "normal", "normal", "normal"], deals=1)
    expect(player.testid("hand").locator("[data-testid^=card-]")).to_have_count(18)
    return player


def trick_winners(player: Player) -> list[int]:
    """The winners of the tricks taken so far, from the move log the page keeps."""
    table_id = player.page.url.rsplit("/", 1)[1]
    log = json.loads(player.page.evaluate(f"sessionStorage.getItem('asobiba.log.{table_id}')") or "[]")
    return [event["winner"] for event in log if event["kind"] == "trick"]


def test_a_card_flies_in_from_its_seat_and_the_won_trick_flies_to_its_winner(browser: Browser, server: str) -> None:  # noqa: F811
    alice = tarot_table(browser, server)
    flights_out = lambda: [m for m in spied(alice) if m["last"].get("opacity") == 0]  # noqa: E731
    play_until(alice, lambda: bool(flights_out()))

    flights_in = [m for m in spied(alice) if m["from"]]
    by_bots = [m for m in flights_in if m["from"] != "seat-0"]
    assert by_bots, "no card of a bot's flew in"
    for flight in flights_in:  # each starts on its player's seat and ends on its own place
        assert lands_on(flight["centre"], flight["first"], flight["seats"][flight["from"]]), flight
        assert offset(flight["last"]) == (0, 0)
        assert flight["inside"] in ("trick", "trick-done")

    winner = trick_winners(alice)[0]
    flight = flights_out()[0]  # the first trick taken, a copy of it as it goes: its cards land on the winner
    assert flight["inside"] == "felt"
    assert lands_on(flight["pieces"], flight["last"], flight["seats"][f"seat-{winner}"]), (flight, winner)
    expect(alice.page.locator("[aria-hidden=true].trick")).to_have_count(0)  # the copy is gone once it landed
    alice.close()


def test_tichu_plays_fly_in_from_their_seats_and_a_taken_trick_to_its_taker(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    alice.page.add_init_script(SPY)
    alice.page.goto("/")
    alice.testid("quickplay-tichu").click()
    alice.testid("guest-name").fill("Alice")
    alice.testid("guest-submit").click()
    flights_out = lambda: [m for m in spied(alice) if m["last"].get("opacity") == 0]  # noqa: E731
    for _ in range(MOVE_LIMIT):
        alice.page.wait_for_function(TICHU_READY)
        if flights_out():
            break
        version = alice.table.get_attribute("data-version") or ""
        ask = tichu_act(alice)
        alice.page.wait_for_function(TICHU_MOVED, arg=[version, ask])
    else:
        pytest.fail("no trick was taken")
    flights_in = [m for m in spied(alice) if m["from"]]
    assert any(m["from"] != "seat-0" for m in flights_in), "no bot's play flew in"
    for flight in flights_in:
        assert flight["inside"] == "trick" and lands_on(flight["centre"], flight["first"], flight["seats"][flight["from"]]), flight
    assert flights_out()[0]["inside"] == "felt"
    alice.close()


def test_nothing_moves_for_a_person_who_asked_for_reduced_motion(browser: Browser, server: str) -> None:  # noqa: F811
    alice = tarot_table(browser, server, reduced=True)
    card = alice.testid("hand").locator("[data-testid^=card-]").first
    assert card.evaluate("(el) => getComputedStyle(el).transitionDuration") == "0s"  # the hand's lift, too
    play_until(alice, lambda: len(trick_winners(alice)) >= 2)
    assert spied(alice) == []
    alice.close()


def test_the_domino_just_placed_drops_into_its_kingdom(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    alice.page.add_init_script(SPY)
    create_kingdomino_table(alice, ["me", "normal"])
    drops = lambda inside: [m for m in spied(alice) if m["enter"] == "pop" and m["inside"] == inside]  # noqa: E731
    table = alice.table
    placed = 0
    for _ in range(MOVE_LIMIT):
        if drops("my-kingdom") and drops("kingdom-svg-1"):
            break
        version = table.get_attribute("data-version") or ""
        if table.get_attribute("data-to-act") == "0" and table.get_attribute("data-action"):
            placed += kingdomino_act(alice) == "place"
        expect(table).not_to_have_attribute("data-version", version)
    else:
        pytest.fail("no domino dropped into both kingdoms")
    mine = drops("my-kingdom")
    assert len(mine) == 3 * placed, mine  # each domino's two squares and its outline, once
    assert mine[0]["first"] == {"scale": 1.8, "opacity": 0} and mine[0]["last"] == {"scale": 1, "opacity": 1}
    expect(alice.page.locator("[data-testid=my-kingdom] .kd-outline.recent")).to_have_attribute("data-enter", "pop")
    expect(table).to_have_attribute("data-to-act", "0")  # the bots moved on, the table was drawn again
    assert len(drops("my-kingdom")) == 3 * placed  # and nothing dropped twice
    alice.close()


def test_the_bids_turn_face_up_at_the_reveal(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    alice.page.add_init_script(SPY)
    alice.page.goto("/")
    form = alice.testid("create-form")
    form.get_by_test_id("create-game").select_option("ohseven")
    form.get_by_test_id("create-seats").select_option("4")
    for seat, kind in enumerate(["me", "random", "random", "random"]):
        form.get_by_test_id(f"seat-{seat}").select_option(kind)
    form.get_by_test_id("create-submit").click()
    alice.testid("guest-name").fill("Alice")
    alice.testid("guest-submit").click()
    expect(alice.table).to_have_attribute("data-phase", "bid")
    assert not [m for m in spied(alice) if m["enter"] == "flip"]  # face down while bidding
    bid(alice)
    expect(alice.testid("bidding-1")).to_be_visible()
    flips = [m for m in spied(alice) if m["enter"] == "flip"]
    in_panel = [m for m in flips if m["inside"] == "bidding-1"]
    assert len(in_panel) == 4, flips  # the four bids of the first bidding, each turned over
    assert in_panel[0]["first"] == {"rotate": "y 90deg"} and in_panel[0]["last"] == {"rotate": "y 0deg"}
    if alice.table.get_attribute("data-phase") == "play":  # no rebid: the seats show them too
        assert sorted(m["inside"] for m in flips if m["inside"].startswith("bidline-")) == [f"bidline-{seat}" for seat in range(4)]
    alice.close()


def test_the_bots_pace_is_the_persons_choice_and_is_remembered(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    sent: list[dict] = []
    alice.page.on("websocket", lambda ws: ws.on("framesent", lambda payload: sent.append(json.loads(payload))))
    create_table(alice, ["me", "normal", "normal", "normal"], deals=1)
    pace = alice.testid("pace")
    expect(pace).to_have_value("normal")
    until(alice, lambda: {"type": "pace", "pace": "normal"} in sent)  # said on connect
    pace.select_option("slow")
    until(alice, lambda: {"type": "pace", "pace": "slow"} in sent)
    sent.clear()
    alice.page.reload()
    expect(alice.testid("pace")).to_have_value("slow")
    until(alice, lambda: bool(sent))
    assert sent[0] == {"type": "pace", "pace": "slow"}  # the new connection says it first
    alice.close()


# Counts the notes played, and the times seat 0's turn came (the table's data-to-act gained it).
EARS = """
window.__notes = 0;
window.__turns = 0;
const make = AudioContext.prototype.createOscillator;
AudioContext.prototype.createOscillator = function () { window.__notes++; return make.call(this); };
const mine = (value) => (value ?? '').split(',').includes('0');
new MutationObserver((changes) => {
  for (const { oldValue, target } of changes) if (oldValue !== null && !mine(oldValue) && mine(target.dataset.toAct)) window.__turns++;
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-to-act'], attributeOldValue: true });
"""


def test_the_turn_chime_is_off_until_turned_on_and_is_remembered(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    alice.page.add_init_script(EARS)
    create_table(alice, ["me", "normal", "normal", "normal"], deals=1)
    sound = alice.testid("sound")
    expect(sound).not_to_be_checked()
    notes = lambda: alice.page.evaluate("window.__notes")  # noqa: E731
    turns = lambda: alice.page.evaluate("window.__turns")  # noqa: E731
    # Stop on my turn: the bots wait for me, so no turn of mine can come while the box is ticked.
    play_until(alice, lambda: turns() >= 2 and alice.page.locator(ACTIONABLE).count() > 0)
    assert notes() == 0
    sound.check()
    assert notes() == 2  # the chime, heard as it is chosen
    before = turns()
    play_until(alice, lambda: turns() > before)
    assert notes() == 2 + 2 * (turns() - before)  # two notes each time my turn came
    alice.page.reload()
    expect(alice.testid("sound")).to_be_checked()
    assert alice.page.evaluate("localStorage.getItem('asobiba.sound')") == "on"
    alice.close()
