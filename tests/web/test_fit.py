"""Every page and every game's table fits a phone (360–430 px) and a laptop (1280×800, 1366×768).

No page scrolls sideways; on a laptop the whole table fits without scrolling; the main
action (a legal card, a prompt's button) is inside the viewport; every prompt (its title,
its line, its buttons) is inside it too and nothing covers it (a hand kept at the bottom of
a phone's screen included); on a phone a hand's cards are tap targets of at least 40 px.
Tables are drawn from engine views at every phase where seat 0 acts, over the local
transport (tests/web/test_browser.py's show_view).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from asobiba.core.registry import game_folder, game_ids, get_game
from asobiba.testing.suite import Conformance
from tests.web.test_browser import Browser, Player, browser, expect, show_view  # noqa: F401 (browser is a fixture)
from tests.web.test_game_kit_browser import kit_server  # noqa: F401 (a fixture: every registered game, High Card too)

PHONES = [{"width": 360, "height": 740}, {"width": 390, "height": 844}, {"width": 430, "height": 932}]
LAPTOPS = [{"width": 1280, "height": 800}, {"width": 1366, "height": 768}]
PAGES = ["#/", "#/login", "#/help"]
TAP_MIN = 40
ACTION = "[data-testid=hand][data-active=true] [data-legal=true], [data-testid^=prompt-] button:enabled"
# What a prompt says and offers: a box's title and buttons, or the line of a prompt that only says something.
PROMPT_PARTS = "[data-testid^=prompt-] :is(h3, button), p[data-testid^=prompt-]"
# Each element of the selector shown: whether its box is inside the viewport, and what is on top at its centre.
IN_SIGHT = """(selector) => [...document.querySelectorAll(selector)].filter((el) => el.getClientRects().length).map((el) => {
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const clear = hit !== null && (hit === el || el.contains(hit));
  return {
    name: el.dataset.testid || el.textContent.trim().slice(0, 40),
    box: [box.left, box.top, box.right, box.bottom].map(Math.round),
    inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth + 1 && box.bottom <= innerHeight + 1,
    clear,
    over: clear || !hit ? null : hit.closest('[data-testid]')?.dataset.testid ?? hit.tagName,
  };
})"""


def phase_of(view: dict) -> str:
    """A view's phase; Twenty Questions names it ``step``."""
    return view["phase"] if "phase" in view else view["step"]


def phase_views(game_id: str, seats: int, steps: int = 400) -> Iterator[dict]:
    """Seat 0's view the first time it acts in each phase of a few seeded random games (their first moves).

    A game of free-text moves (Twenty Questions) plays as the conformance suite plays it, its
    open moves too: its listed moves alone may not go on (a commitment is free text).
    """
    game = get_game(game_id)
    suite = Conformance.of(game_id)
    choose = suite.random_move if hasattr(suite.hooks, "open_moves") else lambda state, seat, legal, rng: rng.choice(legal)
    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = game.start(seats, None, seed)
        for _ in range(steps):
            if game.outcome(state) is not None:
                break
            actors = sorted(game.to_act(state))
            if 0 in actors and phase_of(view := game.view(state, 0)) not in seen:
                seen.add(phase_of(view))
                yield view
            seat = rng.choice(actors)
            game.play(state, seat, choose(state, seat, game.legal_moves(state, seat), rng))


PLAYABLE = [game_id for game_id in game_ids() if (game_folder(game_id) / "web" / "renderer.js").is_file()]  # as /api/games says
TABLES = [(game_id, seats) for game_id in PLAYABLE for seats in sorted({min(get_game(game_id).seats), max(get_game(game_id).seats)})]


def overflow(player: Player) -> dict:
    return player.page.evaluate(
        """() => ({
          width: document.documentElement.scrollWidth, inner: window.innerWidth,
          height: document.documentElement.scrollHeight, innerHeight: window.innerHeight,
          wide: [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
                  .slice(0, 3).map((el) => el.tagName + '.' + el.className + '#' + (el.dataset.testid || '')),
        })"""
    )


def visible_strips(player: Player) -> list[dict]:
    """The part of each hand card not covered by the next one (cards overlap in a row, rows overlap too)."""
    return player.page.evaluate(
        """() => {
          const boxes = [...document.querySelectorAll('[data-testid=hand] button')].map((el) => el.getBoundingClientRect());
          return boxes.map((box, i) => {
            const next = boxes[i + 1];
            const sameRow = next && Math.abs(next.top - box.top) < 4;
            const below = boxes.find((other) => other.top > box.top + 4);
            const height = below ? Math.min(box.height, below.top - box.top) : box.height;
            return { width: sameRow ? next.left - box.left : box.width, height };
          });
        }"""
    )


def check_inside(player: Player, where: str) -> None:
    sizes = overflow(player)
    assert sizes["width"] <= sizes["inner"], f"{where}: {sizes['width']} px wide in {sizes['inner']}: {sizes['wide']}"


def check_action_visible(player: Player, where: str) -> None:
    actions = player.page.locator(ACTION)
    if actions.count():
        box = actions.first.bounding_box()
        viewport = player.page.viewport_size
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"] + 1, f"{where}: the action is off screen {box}"


def out_of_sight(player: Player, selector: str) -> list[dict]:
    """The elements of ``selector`` shown but not wholly inside the viewport, or with something else over their centre."""
    return [part for part in player.page.evaluate(IN_SIGHT, selector) if not (part["inside"] and part["clear"])]


def close_sheet(player: Player) -> None:
    """Close the score sheet the table pops up (a modal covers the table on purpose)."""
    if player.testid("sheet-modal").count():
        player.testid("score-sheet-close").click()
        expect(player.testid("sheet-modal")).to_have_count(0)


def check_prompts_in_sight(player: Player, where: str) -> None:
    close_sheet(player)
    hidden = out_of_sight(player, PROMPT_PARTS)
    assert not hidden, f"{where}: a prompt is off screen or covered: {hidden}"


@pytest.mark.parametrize("viewport", PHONES + LAPTOPS, ids=lambda v: f"{v['width']}x{v['height']}")
def test_pages_do_not_scroll_sideways(browser: Browser, kit_server: str, viewport: dict) -> None:  # noqa: F811
    visitor = Player(browser, kit_server, viewport=viewport)
    for page in [*PAGES, *(f"#/help/{game_id}" for game_id in game_ids())]:
        for lang in ("en", "ja"):
            visitor.page.goto(f"/{page}")
            visitor.page.evaluate(f"localStorage.setItem('asobiba.lang', '{lang}')")
            visitor.page.reload()
            expect(visitor.page.locator("main .page")).to_be_visible()
            visitor.page.wait_for_load_state("networkidle")
            check_inside(visitor, f"{page} ({lang})")
    visitor.close()


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
@pytest.mark.parametrize("viewport", [PHONES[0], PHONES[2], *LAPTOPS], ids=lambda v: f"{v['width']}x{v['height']}")
def test_every_table_fits(browser: Browser, kit_server: str, game_id: str, seats: int, viewport: dict) -> None:  # noqa: F811
    player = Player(browser, kit_server, viewport=viewport)
    phone = viewport["width"] < 600
    for view in phase_views(game_id, seats):
        show_view(player, view)
        where = f"{game_id} {seats}p {phase_of(view)}"
        check_inside(player, where)
        if not phone:
            sizes = overflow(player)
            assert sizes["height"] <= sizes["innerHeight"], f"{where}: the table scrolls ({sizes['height']} px in {sizes['innerHeight']})"
        check_action_visible(player, where)
        check_prompts_in_sight(player, where)
        if phone:
            for strip in visible_strips(player):
                assert strip["width"] >= TAP_MIN and strip["height"] >= TAP_MIN, f"{where}: a card shows a {strip} target"
    player.close()
