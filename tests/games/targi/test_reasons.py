"""A refusal reads as a sentence; the rule it applies is kept apart for the rules link (issue 36)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.games.targi import GAME

from .helpers import buy, g, place_all, play, resolve, start


@pytest.mark.rule("TARGI-R10")
def test_targi_r10_a_drawn_card_one_cannot_pay_is_refused_with_its_cost_and_the_rule_apart():
    state = start(goods=[g(0, 0, 0), g(2, 2, 2)])
    place_all(state, (14, 5, 6), (2, 3, 9))
    play(state, resolve(14))  # Tribal Expansion draws SIM-37: 1 salt, 2 pepper, 2 dates
    with pytest.raises(IllegalMove) as refused:
        GAME.play(state, 0, GAME.parse_move(buy(0)))
    assert refused.value.reason.en == "you cannot pay that card's cost: SIM-37 costs 1 salt, 2 pepper, 2 dates, 0 gold"
    assert refused.value.reason.ja == "そのカードのコストを払えません: SIM-37 のコストは塩 1、コショウ 2、ナツメヤシ 2、金 0"
    assert refused.value.rules == ("TARGI-R10",)
