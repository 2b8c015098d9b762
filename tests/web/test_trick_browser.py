"""Every card of a full trick shows whole and says whose it is, however crowded the table.

Tarot (3 to 5 players) and Oh-Seven (2 to 9 players) draw the trick with the kit's trickArea
(static/kit/trick.js). For each table size, on a phone (390×844) and two laptops (1280×800,
1366×768), the engine plays the first legal move (the person at seat 0 takes a garde in Tarot,
so a deal is played) until all players but one have played to the first trick; the last
player's first legal card is then added to the view: the moment just before the trick is
collected, every card on the table. Drawn over the local transport (show_view), the rule is:

- trick cards do not overlap one another at all (1 px allowed for rounding; no fan), stay on
  the felt, and the top-left corner of each (rank and suit) is the topmost thing there;
- no trick card overlaps a seat's box (name, badges, cards left: more than the name line);
- every card carries an owner label: shown, topmost at its centre, inside the felt and the
  viewport, saying exactly the name its seat shows. The label lies on its own card's lower
  edge (a name tag: it may cover that card's bottom, never its corner) and overlaps no other
  card, no other label and no seat;
- the page does not scroll sideways.
"""

from __future__ import annotations

import pytest

from asobiba.core.registry import get_game
from tests.web.test_browser import Browser, Player, browser, expect, server, show_view  # noqa: F401 (fixtures)

VIEWPORTS = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}, {"width": 1366, "height": 768}]
TABLES = [("tarot", 5), ("tarot", 4), ("tarot", 3), *(("ohseven", players) for players in range(9, 1, -1))]
NAMES = ["You", "Bob", "Carol", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]  # show_view's players, seen from seat 0
PREFIX = {"tarot": "", "ohseven": "o7-"}  # each game's class prefix for the kit's pieces
ROUNDING = 1  # px: boxes that merely touch, or differ by subpixel rounding, do not overlap


def full_trick_view(game_id: str, players: int) -> dict:
    """Seat 0's view of the first trick with every card on the table (see the module's docstring)."""
    game = get_game(game_id)
    state = game.start(players, {"deals": 1} if game_id == "tarot" else None, 0)
    while game.outcome(state) is None:
        seat = sorted(game.to_act(state))[0]
        moves = game.legal_moves(state, seat)
        view = game.view(state, 0)
        if view["phase"] == "bid" and game_id == "tarot":
            moves = [move for move in moves if move.to_json()["contract"] == ("garde" if seat == 0 else "pass")]
        if view["phase"] == "play" and len(view["trick"]) == players - 1:
            card = moves[0].to_json()["card"]
            if game_id == "tarot":
                view["trick"].append({"seat": seat, "card": card})
                view["hand_sizes"][seat] -= 1
            else:
                view["trick"].append(card)
                view["hand_counts"][seat] -= 1
                view["turn"] = None
            if seat == 0:
                view["hand"].remove(card)
            return {**view, "to_act": [], "legal": []}
        game.play(state, seat, moves[0])
    raise AssertionError(f"no full trick in {game_id} at {players} players")


def table_boxes(player: Player, prefix: str) -> dict:
    """The boxes of the trick's cards and labels, the seats and the felt, and what is topmost where it matters."""
    return player.page.evaluate(
        """(prefix) => {
          const box = (el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          };
          const shown = (el) => {
            const style = getComputedStyle(el);
            return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0.3;
          };
          const onTop = (x, y, el) => {
            const hit = document.elementFromPoint(x, y);
            return Boolean(hit && el.contains(hit));
          };
          const hits = document.createElement('style'); // the felt's middle lets clicks through: hit-test what it draws
          hits.textContent = '[data-testid=felt] * { pointer-events: auto !important; }';
          document.head.append(hits);
          const slots = [...document.querySelectorAll('[data-testid=trick] [data-testid^=trick-]')].map((slot) => {
            const card = slot.querySelector('.table-card');
            const label = slot.querySelector(`.${prefix}slot-name`);
            const c = box(card);
            const l = label && box(label);
            return {
              seat: Number(slot.dataset.testid.slice('trick-'.length)),
              card: c,
              corner: onTop(c.left + (c.right - c.left) * 0.14, c.top + (c.bottom - c.top) * 0.1, card), // rank and suit
              label: label && {
                ...l,
                text: label.textContent.trim(),
                shown: shown(label),
                onTop: onTop((l.left + l.right) / 2, (l.top + l.bottom) / 2, label),
              },
            };
          });
          const seats = [...document.querySelectorAll('[data-testid=felt] > [data-testid^=seat-]')].map((seat) => ({
            seat: Number(seat.dataset.testid.slice('seat-'.length)),
            box: box(seat),
            name: [...seat.querySelector(`.${prefix}seat-name`).childNodes] // its own text: no turn mark, no badge
              .filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim(),
          }));
          hits.remove();
          return {
            slots, seats, felt: box(document.querySelector('[data-testid=felt]')),
            width: document.documentElement.scrollWidth, inner: window.innerWidth, innerHeight: window.innerHeight,
          };
        }""",
        prefix,
    )


def overlap(a: dict, b: dict) -> bool:
    across = min(a["right"], b["right"]) - max(a["left"], b["left"])
    down = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"])
    return across > ROUNDING and down > ROUNDING


def inside(a: dict, outer: dict) -> bool:
    return all(a[side] >= outer[side] - ROUNDING for side in ("left", "top")) and all(
        a[side] <= outer[side] + ROUNDING for side in ("right", "bottom")
    )


def problems(boxes: dict, players: int) -> list[str]:
    """What the rules of the module's docstring find wrong with a full trick's boxes (table_boxes)."""
    found = []
    if boxes["width"] > boxes["inner"]:
        found.append(f"the page scrolls sideways ({boxes['width']} px in {boxes['inner']})")
    screen = {"left": 0, "top": 0, "right": boxes["inner"], "bottom": boxes["innerHeight"]}
    slots, seats, felt = boxes["slots"], boxes["seats"], boxes["felt"]
    if sorted(slot["seat"] for slot in slots) != list(range(players)):
        found.append(f"the trick holds the cards of seats {sorted(slot['seat'] for slot in slots)}")
    for slot in slots:
        who = f"the card of seat {slot['seat']}"
        card, label = slot["card"], slot["label"]
        others = [other for other in slots if other is not slot]
        if not inside(card, felt):
            found.append(f"{who} leaves the felt")
        if not slot["corner"]:
            found.append(f"{who} has its corner covered")
        found += [f"{who} overlaps the card of seat {other['seat']}" for other in others if overlap(card, other["card"])]
        found += [f"{who} overlaps the box of seat {seat['seat']}" for seat in seats if overlap(card, seat["box"])]
        if label is None:
            found.append(f"{who} has no owner label")
            continue
        seat_name = next(seat["name"] for seat in seats if seat["seat"] == slot["seat"])
        if not (label["shown"] and label["onTop"]):
            found.append(f"{who}: its label is hidden or covered")
        if label["text"] != NAMES[slot["seat"]] or label["text"] != seat_name:
            found.append(f"{who} is labelled {label['text']!r}, its seat {seat_name!r}")
        if not (inside(label, felt) and inside(label, screen)):
            found.append(f"{who}: its label is cut off")
        found += [f"{who}: its label overlaps the card of seat {other['seat']}" for other in others if overlap(label, other["card"])]
        labels = [other for other in others if other["label"]]
        found += [f"{who}: its label overlaps the label of seat {other['seat']}" for other in labels if overlap(label, other["label"])]
        found += [f"{who}: its label overlaps the box of seat {seat['seat']}" for seat in seats if overlap(label, seat["box"])]
    return found


@pytest.mark.parametrize(("game_id", "players"), TABLES, ids=lambda value: str(value))
def test_every_card_of_a_full_trick_shows_whole_and_says_whose_it_is(browser: Browser, server: str, game_id: str, players: int) -> None:  # noqa: F811
    view = full_trick_view(game_id, players)
    found = []
    for viewport in VIEWPORTS:
        player = Player(browser, server, viewport=viewport)
        show_view(player, view)
        expect(player.testid("trick").locator("[data-testid^=trick-]")).to_have_count(players)
        where = f"{viewport['width']}×{viewport['height']}"
        found += [f"{where}: {problem}" for problem in problems(table_boxes(player, PREFIX[game_id]), players)]
        player.close()
    assert not found, "\n".join(found)
