"""Scoring (TARGI-R17, TARGI-R18), the worked examples TARGI-T1 and TARGI-T3, and the Tribe-card effects of
``tribe_effects=data`` read from a data file of the tests' own (effects.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from asobiba.games.targi import GAME
from asobiba.games.targi.scoring import row_bonus

from .helpers import buy, g, kinds, place_all, play, quiet_round, raid, resolve, start

EFFECTS = json.loads((Path(__file__).parent / "effects.json").read_text(encoding="utf-8"))["effects"]

# TARGI-T1's display: 21 printed VP; a row of 4 Oasis, a row of 4 different symbols, a row of Well, Well, Camp, Camp.
T1_ROWS = [
    ["SIM-37", "SIM-38", "SIM-39", "SIM-40"],  # Oasis 3 + 3 + 2 + 2
    ["SIM-28", "SIM-15", "SIM-24", "SIM-06"],  # Well 3, Camel Rider 1, Camp 1, Targia 1
    ["SIM-33", "SIM-34", "SIM-21", "SIM-26"],  # Well 1, Well 1, Camp 2, Camp 1
]
T1_CENTRE = ["salt", "SIM-02", "pepper", "SIM-03", "dates", "SIM-04", "gold", "SIM-05", "choice"]


@pytest.mark.rule("TARGI-R17")
def test_targi_r17_t3_mixed_full_rows_score_nothing():
    """TARGI-T3: Well, Well, Oasis, Camp → +0; Camp, Camp, Camp, Oasis → +0."""
    assert row_bonus(["SIM-28", "SIM-29", "SIM-37", "SIM-19"]) == 0
    assert row_bonus(["SIM-19", "SIM-20", "SIM-21", "SIM-37"]) == 0
    assert row_bonus(["SIM-37", "SIM-38", "SIM-39", "SIM-40"]) == 4
    assert row_bonus(["SIM-28", "SIM-15", "SIM-24", "SIM-06"]) == 2
    assert row_bonus(["SIM-37", "SIM-38", "SIM-39"]) == 0  # 3 cards of one symbol: not a full row


@pytest.mark.rule("TARGI-R17")
def test_targi_r17_t1_the_rulebook_example_scores_33_with_its_card_text_bonuses():
    """TARGI-T1: printed 21 + tokens 3 + card texts 3 (1 for 2 Wells, 2 from a Camel Rider) + 4 (Oasis row) + 2 (mixed row) = 33."""
    setup = {
        "displays": [T1_ROWS, []],
        "vp": [3, 4],
        "gold": [1, 1],
        "effects": EFFECTS,
        "centre": T1_CENTRE,
        "tribe_deck": ["SIM-07"],
    }
    state = start({"tribe_effects": "data"}, **setup)
    assert GAME.view(state, None)["scores"][0] == 33
    quiet_round(state)  # the display of 12 ends the game with this round (TARGI-R15)
    assert GAME.view(state, None)["final"][0] == {
        "tokens": 3,
        "cards": 21,
        "card_texts": 3,
        "rows": [4, 2, 0],
        "total": 33,
        "tiebreaks": [1, 6],
    }


@pytest.mark.rule("TARGI-R17")
def test_targi_r17_reduced_targi_has_no_card_text_bonus_and_hand_cards_score_nothing():
    state = start(displays=[T1_ROWS, []], vp=[3, 4], effects=EFFECTS, hands=["SIM-01", None], centre=T1_CENTRE, tribe_deck=[])
    assert GAME.view(state, None)["scores"] == [30, 4]


@pytest.mark.rule("TARGI-R17")
def test_targi_r17_the_running_score_follows_the_rows_as_cards_are_laid_out():
    rows = [["SIM-38", "SIM-39", "SIM-40"], [], []]  # three Oasis: the fourth completes the row
    state = start(
        displays=[rows, []],
        centre=["salt", "SIM-41", "pepper", "SIM-10", "dates", "SIM-19", "gold", "SIM-28", "choice"],
        goods=[g(0, 0, 1), g(2, 2, 2)],
    )
    place_all(state, (2, 3, 15), (6, 7, 11))
    assert GAME.view(state, None)["scores"][0] == 4 + 7
    play(state, resolve("c12"), buy(0))  # SIM-41: 1 pepper, 1 gold, 2 VP
    assert GAME.view(state, None)["scores"][0] == 4 + 7 + 2 + 4


@pytest.mark.rule("TARGI-R17")
def test_targi_r17_a_gain_effect_applies_as_soon_as_the_card_is_laid_out_under_tribe_effects_data():
    """SIM-42 (2 salt, 1 pepper) gains a date, a gold and a VP token when laid out (effects.json)."""
    centre = ["salt", "SIM-42", "pepper", "SIM-10", "dates", "SIM-19", "gold", "SIM-28", "choice"]
    state = start({"tribe_effects": "data"}, centre=centre, effects=EFFECTS)
    place_all(state, (2, 3, 15), (6, 7, 11))
    events = play(state, resolve("c12"), buy(0))
    assert {"seat": 0, "dates": 1, "gold": 1, "vp": 1, "effect": "SIM-42"} in [event.data for event in events if event.kind == "gained"]
    view = GAME.view(state, None)
    assert view["displays"][0][0][0]["effects"] == EFFECTS["SIM-42"]  # the views show the text in force
    assert view["goods"][0] == g(3, 0, 1) and view["gold"][0] == 2 and view["vp"][0] == 5 and view["scores"][0] == 5 + 1
    plain = start(centre=centre, effects=EFFECTS)
    place_all(plain, (2, 3, 15), (6, 7, 11))
    assert "gained" not in kinds(play(plain, resolve("c12"), buy(0)))
    assert "effects" not in GAME.view(plain, None)["displays"][0][0][0]


@pytest.mark.rule("TARGI-R18")
@pytest.mark.parametrize(
    ("gold", "goods", "ranks"),
    [([2, 1], [g(1, 1, 1), g(1, 1, 1)], (1, 2)), ([1, 1], [g(1, 1, 1), g(2, 1, 1)], (2, 1)), ([1, 1], [g(1, 1, 1), g(1, 1, 1)], (1, 1))],
)
def test_targi_r18_ties_go_to_the_most_gold_then_the_most_goods_then_a_draw(gold, goods, ranks):
    state = start(robber=15, round=12, gold=gold, goods=goods, vp=[5, 5])
    quiet_round(state)
    while GAME.outcome(state) is None:
        play(state, raid("vp"))  # both pay 3 VP and keep their gold
    outcome = GAME.outcome(state)
    assert outcome.scores == (2, 2) and outcome.ranks == ranks
