"""Layouts the walk through the games found wanting (issue 36), measured in a real Chromium.

On a phone (390×844) a prompt is never under the hand kept at the bottom of the screen: Tarot's
bids, écart and chelem question, Oh-Seven's "play a card" and its bid confirmation; Dragon
Castle's castle and realm both show, so a turn takes a tile and places it without scrolling.
On a laptop (1280×800) the hand is above the fold while Tichu's cards are passed and while
Oh-Seven's bids are made again. Dimmed cards are opaque (a card under one shows nothing through
it), and the move logs number their lines in full from 10 on.

Geometry is read from the page: boxes against the viewport, and what is on top at a control's
centre (elementFromPoint).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from asobiba.core.registry import get_game
from tests.web.test_browser import Browser, Player, browser, engine_view, expect, show_view  # noqa: F401 (browser is a fixture)
from tests.web.test_fit import PROMPT_PARTS, close_sheet, out_of_sight
from tests.web.test_game_kit_browser import kit_server  # noqa: F401 (a fixture: a server with every game)

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}


def seat0_view(game_id: str, seats: int, wanted: Callable[[dict], bool], options: dict | None = None, seeds: int = 300) -> dict:
    """Seat 0's first view satisfying ``wanted`` in seeded random games."""
    game = get_game(game_id)
    for seed in range(seeds):
        state = game.start(seats, options, seed)
        rng = random.Random(seed)
        while game.outcome(state) is None:
            view = game.view(state, 0)
            if wanted(view):
                return view
            seat = rng.choice(sorted(game.to_act(state)))
            game.play(state, seat, rng.choice(game.legal_moves(state, seat)))
    raise AssertionError(f"no such {game_id} position in {seeds} seeded games")


def seat0_log(game_id: str, seats: int, lines: int) -> tuple[dict, list[dict]]:
    """Seat 0's view and the events it saw once a seeded random game has produced ``lines`` events."""
    game = get_game(game_id)
    state = game.start(seats, None, 0)
    rng = random.Random(0)
    events: list[dict] = []
    while len(events) < lines:
        seat = rng.choice(sorted(game.to_act(state)))
        events += [event.to_json() for event in game.play(state, seat, rng.choice(game.legal_moves(state, seat))) if event.visible_to(0)]
    return game.view(state, 0), events


def box(player: Player, selector: str) -> dict:
    found = player.page.locator(selector).first.bounding_box()
    assert found, f"{selector} is not shown"
    return found


def inside(found: dict, viewport: dict) -> bool:
    right, bottom = found["x"] + found["width"], found["y"] + found["height"]
    return found["x"] >= 0 and found["y"] >= 0 and right <= viewport["width"] + 1 and bottom <= viewport["height"] + 1


def check_prompts(player: Player, where: str) -> None:
    close_sheet(player)
    assert player.page.locator(PROMPT_PARTS).count(), f"{where}: no prompt shown"
    hidden = out_of_sight(player, PROMPT_PARTS)
    assert not hidden, f"{where}: a prompt is off screen or under something: {hidden}"


# -- item 4: a phone's prompts are never under the hand ---------------------------------------------


def test_tarot_prompts_on_a_phone_are_never_under_the_hand(browser: Browser, kit_server: str) -> None:  # noqa: F811
    player = Player(browser, kit_server, viewport=PHONE)
    bids = seat0_view("tarot", 4, lambda v: v["phase"] == "bid" and v["to_act"] == [0] and len(v["legal"]) == 5, {"deals": 1})
    show_view(player, bids)
    expect(player.testid("bid-garde_contre")).to_be_visible()
    check_prompts(player, "the bids")
    chelem = engine_view(3, lambda v: v["phase"] == "chelem" and v["to_act"] == [0])
    show_view(player, chelem)
    check_prompts(player, "the chelem question")

    ecart = engine_view(4, lambda v: v["phase"] == "ecart" and v["to_act"] == [0])
    show_view(player, ecart)
    check_prompts(player, "the écart")
    for move in [move for move in ecart["legal"] if move["type"] == "discard"][:6]:  # the cards are chosen where the hand is
        player.testid(f"card-{move['card']}").click(position={"x": 6, "y": 30})
    expect(player.testid("ecart-confirm")).to_be_enabled()
    check_prompts(player, "the écart chosen")  # Confirm is in sight without scrolling back
    player.close()


def test_ohseven_prompts_on_a_phone_are_never_under_the_hand(browser: Browser, kit_server: str) -> None:  # noqa: F811
    player = Player(browser, kit_server, viewport=PHONE)
    play = seat0_view("ohseven", 4, lambda v: v["phase"] == "play" and v["to_act"] == [0] and len(v["hand"]) >= 6)
    show_view(player, play)
    expect(player.testid("prompt-play")).to_be_visible()
    check_prompts(player, "a card to play")
    bid = seat0_view("ohseven", 4, lambda v: v["phase"] == "bid" and 0 in v["to_act"] and len(v["hand"]) == 7)
    show_view(player, bid)
    player.page.locator("[data-testid=hand] [data-legal=true]").last.click()
    expect(player.testid("bid-confirm")).to_be_enabled()
    check_prompts(player, "a bid to confirm")
    player.close()


def test_dragon_castle_on_a_phone_takes_and_places_without_scrolling(browser: Browser, kit_server: str) -> None:  # noqa: F811
    """The castle's tiles to take and the realm's squares to place on are on the screen together,
    at the same place while a tile is taken and while it is placed."""
    player = Player(browser, kit_server, viewport=PHONE)
    for seats in (2, 3, 4):
        for ask in ("act", "place"):
            show_view(player, seat0_view("dragoncastle", seats, lambda v, ask=ask: v["phase"] == ask and v["to_act"] == [0]))
            where = f"{seats} players, {ask}"
            expect(player.table).to_have_attribute("data-ask", ask)
            lit = "[data-testid=castle] [data-legal=true]" if ask == "act" else "[data-testid=my-realm] [data-legal=true]"
            assert player.page.locator(lit).count(), f"{where}: nothing lit"
            hidden = out_of_sight(player, lit)
            assert not hidden, f"{where}: a tile or square to click is off screen: {hidden}"
            for board in ("castle-svg", "my-realm"):
                drawn = box(player, f"[data-testid={board}]")
                assert inside(drawn, PHONE), f"{where}: the {board} is off screen {drawn}"
            castle, realm = box(player, "[data-testid=castle]"), box(player, "[data-testid=realm-0]")
            assert castle["y"] + castle["height"] <= realm["y"], f"{where}: the castle and the realm overlap or swap places"
    player.close()


# -- item 4: a laptop's hand is above the fold -------------------------------------------------------


def test_tichu_passing_on_a_laptop_shows_the_hand(browser: Browser, kit_server: str) -> None:  # noqa: F811
    """A quick game as it opens: bots' long names, the Tichu call offered over the hand while cards are passed."""
    ann = Player(browser, kit_server, viewport=LAPTOP)
    ann.become_guest("Ann")
    ann.testid("quickplay-tichu").click()
    expect(ann.page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))
    ann.testid("grand-no").click()
    expect(ann.testid("prompt-pass")).to_be_visible()
    expect(ann.testid("tichu")).to_be_visible()
    hand = box(ann, "[data-testid=hand]")
    assert inside(hand, LAPTOP), f"the hand is below the fold: {hand}"
    check_prompts(ann, "passing")
    ann.close()


def test_ohseven_rebid_on_a_laptop_shows_the_hand(browser: Browser, kit_server: str) -> None:  # noqa: F811
    player = Player(browser, kit_server, viewport=LAPTOP)
    for seats, biddings in ((5, 1), (9, 2)):  # nine players bidding a third time: two rows of cards, eighteen set aside
        again = lambda v, biddings=biddings: v["phase"] == "bid" and 0 in v["to_act"] and len(v["revealed"]) == biddings and not v["my_bid"]  # noqa: E731
        view = seat0_view("ohseven", seats, again)
        show_view(player, view)
        expect(player.testid("rebid-message")).to_have_count(biddings)
        hand = box(player, "[data-testid=hand]")
        assert inside(hand, LAPTOP), f"{seats} players: the hand is below the fold: {hand}"
        check_prompts(player, f"{seats} players bidding again")
    player.close()


# -- item 8: dimmed cards are opaque -----------------------------------------------------------------

# The card's opacity as drawn: its own times every ancestor's, and its filter.
DRAWN = """(el) => {
  let opacity = 1;
  for (let node = el.querySelector('svg'); node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  return { opacity, filter: getComputedStyle(el).filter };
}"""


def test_cards_that_cannot_be_played_are_dimmed_but_opaque(browser: Browser, kit_server: str) -> None:  # noqa: F811
    """Tarot's hand overlaps: a translucent card let the one beneath show through (the trump 2 read "2 ♣")."""
    player = Player(browser, kit_server)
    for game_id, seats in (("tarot", 4), ("ohseven", 4)):
        view = seat0_view(game_id, seats, lambda v: v["phase"] == "play" and v["to_act"] == [0] and 0 < len(v["legal"]) < len(v["hand"]))
        show_view(player, view)
        dimmed = player.page.locator("[data-testid=hand][data-active=true] [data-legal=false]")
        assert dimmed.count(), f"{game_id}: no card dimmed"
        legal = player.page.locator("[data-testid=hand][data-active=true] [data-legal=true]").first.evaluate(DRAWN)
        for index in range(dimmed.count()):
            drawn = dimmed.nth(index).evaluate(DRAWN)
            assert drawn["opacity"] == 1, f"{game_id}: a dimmed card is translucent: {drawn}"
            assert drawn["filter"] != legal["filter"], f"{game_id}: a dimmed card looks like a playable one: {drawn}"
    player.close()


# -- item 9: move logs number their lines in full ----------------------------------------------------

NUMBERS = """() => {
  const list = document.querySelector('[data-testid=log]');
  const frame = list.getBoundingClientRect();
  return [...list.querySelectorAll('[data-testid=log-no]')].map((cell) => {
    const box = cell.getBoundingClientRect();
    return { text: cell.textContent, whole: cell.scrollWidth <= cell.clientWidth, left: box.left >= frame.left + list.clientLeft - 0.5 };
  });
}"""


def test_move_logs_show_whole_line_numbers_from_ten_on(browser: Browser, kit_server: str) -> None:  # noqa: F811
    player = Player(browser, kit_server, viewport=PHONE)
    for game_id, seats in (("kingdomino", 2), ("dragoncastle", 2), ("targi", 2), ("ohseven", 4)):
        view, events = seat0_log(game_id, seats, 40)
        show_view(player, view, events=events)
        numbers = player.page.evaluate(NUMBERS)
        assert len(numbers) >= 12, f"{game_id}: {len(numbers)} numbered lines"
        assert [number["text"] for number in numbers] == [f"{n}." for n in range(1, len(numbers) + 1)], game_id
        cut = [number for number in numbers if not (number["whole"] and number["left"])]
        assert not cut, f"{game_id}: numbers cut: {cut[:3]}"
    player.close()
