"""A refused move says which rule it breaks, in the player's words (issue: "furiten: you
discarded 3p", "no yaku"), and the view shows one's own furiten."""

from __future__ import annotations

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.games.riichi import GAME

from .helpers import PASS, RON, TANYAO, TENPAI_B, act, discard, start, tsumogiri

PINS = [f"{rank}p" for rank in range(1, 10)] + ["5pr"]


def refused_citing(state, seat, move) -> tuple[str, tuple[str, ...]]:
    """The English reason ``move`` is refused with, and the rules it cites (kept out of the reason)."""
    before = GAME.view(state, seat)
    with pytest.raises(IllegalMove) as caught:
        act(state, seat, move)
    assert GAME.view(state, seat) == before  # a refused move changes nothing
    return caught.value.reason.en, caught.value.rules


def refused(state, seat, move) -> str:
    return refused_citing(state, seat, move)[0]


def test_a_ron_refused_for_ones_own_discard_names_the_tile_RIICHI_R17():
    # Seat 1 waits on 3p/6p and lets its drawn 6p go; seat 0's 3p later opens a window for seat
    # 2's pon: seat 1's ron is refused as furiten, naming the 6p.
    state = start([[], TANYAO, ["3p", "3p"], []], ["9m", "6p", "E", "E", "3p"], avoid=PINS)
    discard(state, "9m")
    discard(state)  # seat 1's 6p
    assert GAME.view(state, 1)["furiten"] is True
    tsumogiri(state, 2)
    act(state, 0, {"type": "discard", "tile": "3p", "tsumogiri": True})
    assert 2 in GAME.to_act(state)  # seat 1 itself is asked only for a chi
    assert refused(state, 1, RON) == "furiten: you discarded 6p, one of your winning tiles"


def test_a_ron_without_a_yaku_is_refused_as_no_yaku_RIICHI_R9():
    # 111m 789m 45p 789s 22s waits on 3p/6p with no yaku for a ron.
    state = start([[], TENPAI_B, ["3p", "3p"], []], ["9m", "E", "E", "E", "3p"], avoid=PINS)
    assert GAME.view(state, 1)["furiten"] is False
    discard(state, "9m")
    tsumogiri(state, 3)
    act(state, 0, {"type": "discard", "tile": "3p", "tsumogiri": True})
    assert refused(state, 1, RON).startswith("no yaku")


def test_ones_furiten_shows_in_ones_view_until_ones_next_discard_RIICHI_R24():
    # Seat 3 (waiting on 3p/6p) lets seat 0's 3p pass: furiten in its view until it discards.
    state = start([["3p"], [], [], TANYAO], ["1m", "1s", "9s", "W"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "3p"})
    act(state, 3, PASS)
    assert GAME.view(state, 3)["furiten"] is True
    assert GAME.view(state, None)["furiten"] is None  # nobody else learns it
    tsumogiri(state, 2)
    assert GAME.view(state, 3)["furiten"] is False  # on one's turn, nothing to wait on
    discard(state)
    assert GAME.view(state, 3)["furiten"] is False


def test_kuikae_and_riichi_refusals_name_their_rule_RIICHI_R13_RIICHI_R15():
    state = start([["3p"], ["3p", "3p", "3p", "1s"], [], []], ["9m"], avoid=PINS)
    act(state, 0, {"type": "discard", "tile": "3p"})
    act(state, 1, {"type": "pon", "tiles": ["3p", "3p"]})
    assert refused(state, 1, {"type": "discard", "tile": "3p"}).startswith("kuikae")
    assert refused(state, 1, {"type": "discard", "tile": "9p"}) == "you have no 9p"
    assert refused_citing(state, 1, {"type": "riichi", "tile": "1s"}) == ("riichi needs a closed hand", ("RIICHI-R15",))


def test_a_riichi_discard_that_leaves_no_tenpai_is_explained_RIICHI_R15():
    state = start([TANYAO, [], [], []], ["1s"], avoid=PINS)
    assert refused_citing(state, 0, {"type": "riichi", "tile": "2m"}) == (
        "after discarding 2m your hand would not be tenpai",
        ("RIICHI-R15",),
    )
    assert refused(state, 1, {"type": "discard", "tile": "1s"}) == "it is not your turn"
