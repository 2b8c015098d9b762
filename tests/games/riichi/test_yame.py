"""The tenpai-yame decision (rules/riichi.md §7, RIICHI-R5) as each side of the contract shows it:
the view, the move's JSON, the refusals and the terminal's question. The rule itself is tested
in test_match.py."""

from __future__ import annotations

import pytest
from rich.console import Console

from asobiba.core.errors import IllegalMove
from asobiba.games.riichi import GAME
from asobiba.games.riichi.moves import CONTINUE, YAME, Discard
from asobiba.games.riichi.state import Phase
from asobiba.games.riichi.terminal import RiichiScreen

from .helpers import NOTEN_A, NOTEN_C, NOTEN_D, TENPAI_A, act, run_out, start

SOUTH_4 = {"wind": 1, "kyoku": 3, "scores": [26000, 25000, 20000, 29000]}  # the dealer, seat 3, ends at 32,000


def deciding():
    state = start([NOTEN_A, NOTEN_C, NOTEN_D, TENPAI_A], at=SOUTH_4)
    run_out(state)
    assert state.phase is Phase.YAME and state.scores[3] == 32000
    return state


def test_every_seat_sees_the_dealer_decide_and_only_the_dealer_is_asked_RIICHI_R5():
    state = deciding()
    for seat in (None, 0, 1, 2, 3):
        view = GAME.view(state, seat)
        assert (view["phase"], view["to_act"], view["turn"], view["final"]) == ("yame", [3], 3, None)
        assert view["legal"] == ([{"type": "continue"}, {"type": "yame"}] if seat == 3 else [])
    assert GAME.view(state, 3)["results"][-1]["kind"] == "exhaustive"


def test_yame_and_continue_read_and_write_as_json_RIICHI_R5():
    assert GAME.parse_move({"type": "yame"}) is YAME and GAME.parse_move({"type": "continue"}) is CONTINUE
    assert YAME.to_json() == {"type": "yame"} and CONTINUE.to_json() == {"type": "continue"}


def test_yame_is_refused_with_its_rule_outside_the_decision_and_a_discard_inside_it_RIICHI_R5():
    state = start([NOTEN_A, NOTEN_C, NOTEN_D, TENPAI_A])
    with pytest.raises(IllegalMove, match="only after an exhaustive draw that may end the match"):
        GAME.play(state, 0, YAME)
    state = deciding()
    with pytest.raises(IllegalMove, match=r"the hand is over: end the match \(yame\) or play on \(continue\)"):
        GAME.play(state, 3, Discard("2m"))
    with pytest.raises(IllegalMove, match="it is not your turn"):
        GAME.play(state, 0, YAME)
    assert state.phase is Phase.YAME


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_terminal_asks_the_dealer_and_enter_plays_on_RIICHI_R5(lang):
    state = deciding()
    view = GAME.view(state, 3)
    screen = RiichiScreen(lang, 3, ["A", "B", "C", "D"])
    assert ("32,000" in screen.prompt(view)) and screen.enter(view) == CONTINUE
    assert screen.parse("yame", view) == YAME and screen.parse("止め", view) == YAME and screen.parse("続行", view) == CONTINUE
    console = Console(width=140, record=True)
    console.print(screen.table(view))
    menu = console.export_text()
    assert ("1: continue" in menu and "2: yame" in menu) if lang == "en" else ("1: 続行" in menu and "2: 聴牌止め" in menu)
    act(state, 3, screen.parse("yame", view))
    assert state.phase is Phase.OVER
