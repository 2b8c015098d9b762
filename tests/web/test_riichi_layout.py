"""The Riichi table's geometry in a real headless Chromium (issue 36), at a phone's 390×844 and a
laptop's 1280×800: the board centred in its column and as large as the space allows, each
opponent's concealed hand as tile backs, every meld and North inside the table beside its
owner, the centre readable, my hand and the prompt inside the viewport, nothing cut by a frame;
the replay viewer with every hand open beside its Scores and Moves panels, not over them.

Positions come from seeded games played by a policy that calls, declares riichi and sets
Norths aside as often as it may (``busy_game``), so a hand has melds, riichi sticks and Norths.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from asobiba.games.riichi import GAME
from asobiba.games.riichi.state import Phase, RiichiState
from tests.games.riichi import helpers
from tests.games.riichi.helpers import NOTEN_B, NOTEN_C, NOTEN_D
from tests.web.test_browser import Player, browser, expect, server, show_view  # noqa: F401 (fixtures)

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}
SIZES = [PHONE, LAPTOP]
SIZE_IDS = ["390x844", "1280x800"]
CALLS = {"pon", "chi", "kan"}


def busy_game(n: int, seed: int) -> Iterator[tuple[RiichiState, list[dict[str, Any]]]]:
    """The first hand of a seeded game where every seat but the last calls six times in ten,
    riichi is declared seven times in ten and every North is set aside; yields the state and the
    moves so far each time seat 0 is to discard."""
    rng = random.Random(seed)
    state = GAME.start(n, None, seed)
    moves: list[dict[str, Any]] = []
    while state.phase in (Phase.TURN, Phase.CLAIM) and not state.results:
        actors = sorted(GAME.to_act(state))
        if state.phase is Phase.TURN and actors == [0]:
            yield state, moves
        seat = actors[0]
        legal = GAME.legal_moves(state, seat)

        def pick(types: set[str], legal: list[Any] = legal) -> Any:
            found = [move for move in legal if move.to_json()["type"] in types]
            return rng.choice(found) if found else None

        if state.phase is Phase.CLAIM:
            move = (pick(CALLS) if seat != n - 1 and rng.random() < 0.6 else None) or pick({"pass"})
        else:
            move = pick({"nuki"}) or (rng.random() < 0.7 and pick({"riichi"})) or pick({"kakan", "ankan"}) or pick({"discard"})
        moves.append({"seat": seat, "move": move.to_json()})
        GAME.play(state, seat, move)


def position_where(n: int, seed: int, wanted: Callable[[RiichiState], bool]) -> tuple[RiichiState, list[dict[str, Any]], int]:
    """The first position of ``busy_game`` (from ``seed`` on) where seat 0 is to discard and ``wanted`` holds."""
    for tried in range(seed, seed + 100):
        for state, moves in busy_game(n, tried):
            if wanted(state):
                return state, list(moves), tried
    raise AssertionError(f"no such {n}-player position from seed {seed}")


def is_busy(state: RiichiState) -> bool:
    """A meld of seat 0's, melds by two opponents, a riichi stick and, with three players, an opponent's North."""
    melds = [len(melds) for melds in state.melds]
    opponents = sum(1 for seat in range(1, state.n) if melds[seat])
    return bool(melds[0]) and opponents >= 2 and any(state.riichi) and (state.n == 4 or any(map(len, state.nuki[1:])))


def is_crowded(state: RiichiState) -> bool:
    """An added kan (two tiles stacked) on the table and a player with three melds: the fullest bands."""
    kinds = [meld["kind"] for melds in GAME.view(state, 0)["melds"] for meld in melds]
    return "kakan" in kinds and max(map(len, state.melds)) >= 3


POSITIONS = {"busy-4": (4, 37, is_busy), "busy-3": (3, 43, is_busy), "crowded-4": (4, 3, is_crowded), "crowded-3": (3, 41, is_crowded)}


def claim_position() -> RiichiState:
    """Seat 0 is asked about Dan's 5m: three chii (34m, 46m, 67m) and a pass, the widest question."""
    state = helpers.start([["3m", "4m", "6m", "7m"], NOTEN_B, NOTEN_C, NOTEN_D], live=["9p", "9p", "9p", "5m"], avoid=["5m", "5mr"])
    for _ in range(3):
        helpers.discard(state)
    helpers.discard(state, claims=False)
    assert [move["type"] for move in helpers.legal(state, 0)] == ["chi", "chi", "chi", "pass"]
    return state


# -- reading the page ------------------------------------------------------------------------------

BOXES = """(selector) => [...document.querySelectorAll(selector)].map((el) => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height, testid: el.dataset.testid || '' };
})"""


def boxes(player: Player, selector: str) -> list[dict[str, Any]]:
    return player.page.evaluate(BOXES, selector)


def box(player: Player, selector: str) -> dict[str, Any]:
    found = boxes(player, selector)
    assert len(found) == 1, f"{selector}: {len(found)} elements"
    return found[0]


def overlap(a: dict[str, Any], b: dict[str, Any]) -> float:
    """The area two boxes share (a pixel of slack: borders touch)."""
    width = min(a["right"], b["right"]) - max(a["left"], b["left"]) - 1
    height = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) - 1
    return max(0.0, width) * max(0.0, height)


def inside(inner: dict[str, Any], outer: dict[str, Any], margin: float = 0) -> bool:
    return (
        inner["left"] >= outer["left"] + margin - 0.5
        and inner["top"] >= outer["top"] + margin - 0.5
        and inner["right"] <= outer["right"] - margin + 0.5
        and inner["bottom"] <= outer["bottom"] - margin + 0.5
    )


def viewport(player: Player) -> dict[str, Any]:
    size = player.page.viewport_size
    assert size
    return {"left": 0, "top": 0, "right": size["width"], "bottom": size["height"]}


def no_sideways_scroll(player: Player) -> None:
    width, inner = player.page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width <= inner, f"the page is {width} px wide in {inner}"


FRAME = 4  # the board's wooden rim (style.css): nothing lies under it


# -- the table -------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [4, 3])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_board_is_centred_in_its_column_and_as_large_as_the_space_allows(browser, server: str, n: int, size: dict) -> None:  # noqa: F811
    state, _, _ = position_where(*POSITIONS[f"busy-{n}"])
    player = Player(browser, server, viewport=size)
    show_view(player, GAME.view(state, 0))
    board = box(player, "[data-testid=board]")
    column = box(player, ".rc-main")
    hand = box(player, "[data-testid=hand]")
    screen = viewport(player)
    assert abs(board["width"] - board["height"]) < 1, f"the board is square: {board}"
    left, right = board["left"] - column["left"], column["right"] - board["right"]
    assert abs(left - right) <= 2, f"the board is centred in its column: {left:.0f} px left of it, {right:.0f} px right"
    if size is PHONE:
        assert board["width"] >= column["width"] - 1, f"on a phone the board fills its column: {board['width']} of {column['width']}"
    else:
        # As high as the page allows with the turn clock over it and my hand under it, the whole table in view.
        assert board["height"] >= 0.6 * screen["bottom"], f"the board is {board['height']} px high in {screen['bottom']}"
        height = player.page.evaluate("document.documentElement.scrollHeight")
        assert height <= screen["bottom"], f"the table scrolls: {height} px in {screen['bottom']}"
    assert inside(hand, screen), f"my hand is in view: {hand}"
    no_sideways_scroll(player)
    player.close()


@pytest.mark.parametrize("where", POSITIONS)
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_hands_are_tile_backs_and_melds_and_norths_lie_in_the_table_by_their_owner(browser, server: str, where: str, size: dict) -> None:  # noqa: F811
    n, seed, wanted = POSITIONS[where]
    state, _, _ = position_where(n, seed, wanted)
    view = GAME.view(state, 0)
    player = Player(browser, server, viewport=size)
    show_view(player, view)
    board = box(player, "[data-testid=board]")
    for seat in range(1, n):
        backs = player.testid(f"hand-backs-{seat}").locator(".rc-tile.back")
        expect(backs).to_have_count(view["hand_counts"][seat])
    # Nothing under the rim or past it: every tile drawn on the board lies wholly inside.
    for tile in boxes(player, "[data-testid=board] .rc-tile"):
        assert inside(tile, board, FRAME), f"a tile is cut by the board's frame: {tile} in {board}"
    things: list[dict[str, Any]] = []
    for seat in range(n):
        area = box(player, f"[data-testid=band-{seat}]")
        melds = boxes(player, f"[data-testid=melds-{seat}] [data-testid=meld]")
        assert len(melds) == len(view["melds"][seat])
        norths = boxes(player, f"[data-testid=melds-{seat}] [data-testid=nuki]")
        assert len(norths) == (1 if view["nuki"][seat] else 0)
        owned = [*melds, *norths, box(player, f"[data-testid=plate-{seat}]")]
        if seat:
            owned.append(box(player, f"[data-testid=hand-backs-{seat}]"))
        for item in owned:  # beside its owner: in the owner's band, along the owner's edge of the table
            assert inside(item, area), f"seat {seat}: {item} lies outside its band {area}"
        things += [{**item, "seat": seat} for item in owned]
        things.append({**box(player, f"[data-testid=river-{seat}]"), "seat": seat})
    things.append({**box(player, "[data-testid=centre]"), "seat": None})
    for i, a in enumerate(things):
        for b in things[i + 1 :]:
            assert overlap(a, b) == 0, f"{a} overlaps {b}"
    for seat in range(n):
        if view["nuki"][seat]:
            north = player.testid(f"melds-{seat}").get_by_test_id("nuki")
            expect(north).to_have_attribute("title", f"{view['nuki'][seat]} North(s) set aside")
    player.close()


def test_the_centre_and_the_seats_stay_readable_on_a_phone(browser, server: str) -> None:  # noqa: F811
    state, _, _ = position_where(*POSITIONS["busy-4"])
    view = GAME.view(state, 0)
    player = Player(browser, server, viewport=PHONE)
    show_view(player, view)
    centre = box(player, "[data-testid=centre]")
    font = "(el) => parseFloat(getComputedStyle(el).fontSize)"
    assert player.testid("round").evaluate(font) >= 13
    for testid in ("counters", "live"):
        assert player.testid(testid).evaluate(font) >= 10, testid
    for tile in boxes(player, "[data-testid=dora] .rc-tile"):
        assert tile["width"] >= 15, f"a dora indicator is {tile['width']} px wide"
    parts = [box(player, f"[data-testid={testid}]") for testid in ("round", "counters", "live", "dora")]
    for seat in range(4):  # each seat's wind and score at its edge of the centre, facing it
        label = player.testid(f"centre-seat-{seat}")
        expect(label.locator(".rc-wind")).to_have_text("ESWN"[(seat - view["dealer"]) % 4])
        expect(label.get_by_test_id(f"score-{seat}")).to_have_text(f"{view['scores'][seat]:,}")
        assert label.get_by_test_id(f"score-{seat}").evaluate(font) >= 10
        parts.append(box(player, f"[data-testid=centre-seat-{seat}]"))
    riichi = [seat for seat in range(4) if view["riichi"][seat]]
    assert riichi
    for seat in riichi:  # the stick lies at its seat's edge with its wind and score
        assert inside(box(player, f"[data-testid=riichi-{seat}]"), box(player, f"[data-testid=centre-seat-{seat}]"))
    for part in parts:
        assert inside(part, centre), f"{part} spills out of the centre {centre}"
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            assert overlap(a, b) == 0, f"{a} overlaps {b}"
    player.close()


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_my_hand_and_the_claim_prompt_stay_in_view_beside_the_board(browser, server: str, size: dict) -> None:  # noqa: F811
    player = Player(browser, server, viewport=size)
    show_view(player, GAME.view(claim_position(), 0))
    screen = viewport(player)
    prompt = box(player, "[data-testid=prompt-claim]")
    assert inside(prompt, screen), f"the question is in view: {prompt}"
    for button in boxes(player, "[data-testid=prompt-claim] button"):
        assert inside(button, prompt), f"an answer spills out of its question: {button}"
    assert overlap(prompt, box(player, "[data-testid=board]")) == 0
    assert inside(box(player, "[data-testid=hand]"), screen)
    no_sideways_scroll(player)
    player.close()


# -- the replay viewer -----------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_every_hand_open_in_a_replay_keeps_each_board_clear_of_its_scores_and_moves(browser, server: str, size: dict) -> None:  # noqa: F811
    _, moves, seed = position_where(*POSITIONS["busy-4"])
    record = {"game": "riichi", "version": GAME.version, "seats": 4, "options": {}, "seed": seed, "moves": moves}
    player = Player(browser, server, viewport=size)
    player.page.goto("/#/replay")
    upload = {"name": "hand.json", "mimeType": "application/json", "buffer": json.dumps(record).encode()}
    player.testid("replay-file").set_input_files(upload)
    stage = player.testid("replay-stage")
    expect(stage).to_have_attribute("data-step", "0")
    player.testid("replay-last").click()
    player.testid("replay-seat").select_option("all")
    expect(stage.get_by_test_id("board")).to_have_count(4)
    expect(stage).to_have_attribute("data-step", str(len(moves)))
    panels = []
    for seat in range(4):
        panel = f"[data-testid=replay-panel-{seat}]"
        expect(player.page.locator(f"{panel} [data-testid=table]")).to_have_attribute("data-seat", str(seat))
        area = box(player, panel)
        board = box(player, f"{panel} [data-testid=board]")
        assert inside(board, area), f"seat {seat}: the board leaves its panel {board} {area}"
        for side in boxes(player, f"{panel} .rc-side > *"):  # the Scores and Moves panels
            assert overlap(board, side) == 0, f"seat {seat}: the board {board} lies over {side}"
        panels.append(area)
    for i, a in enumerate(panels):
        for b in panels[i + 1 :]:
            assert overlap(a, b) == 0
    no_sideways_scroll(player)
    player.close()
