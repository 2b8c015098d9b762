"""Settlement of a deal: the public examples of rules/tarot.md §6 and the seed-wiki errors of §3."""

from __future__ import annotations

import pytest

from asobiba.games.tarot.cards import BOUTS, DECK, EXCUSE, PETIT, POINTS2, TRUMP_21, suit_card
from asobiba.games.tarot.data import Contract
from asobiba.games.tarot.moves import Declare
from asobiba.games.tarot.scoring import settle, settle_grassing
from asobiba.games.tarot.state import NOBODY, Phase, TarotState

OPTIONS = {"deals": 1, "direction": "counter_clockwise", "declarations": "poignee_only", "grassing": "off", "grassing_chien": "nobody"}


def cards_worth(points: float, bouts: int) -> list[int]:
    """Cards worth exactly ``points`` holding ``bouts`` bouts (never the Excuse, to keep it simple)."""
    chosen = [TRUMP_21, PETIT][:bouts] if bouts < 3 else [TRUMP_21, PETIT, EXCUSE]
    target = round(points * 2) - sum(POINTS2[card] for card in chosen)
    for card in sorted((c for c in DECK if c not in BOUTS), key=lambda c: -POINTS2[c]):
        if POINTS2[card] <= target - (1 if POINTS2[card] < target else 0) or POINTS2[card] == target:
            chosen.append(card)
            target -= POINTS2[card]
        if target == 0:
            return chosen
    raise AssertionError("cannot reach the target")


def finished_deal(
    n: int,
    contract: Contract,
    taker_points: float,
    bouts: int,
    *,
    partner: int = NOBODY,
    petit_last_trick_winner: int | None = None,
    poignee: str | None = None,
) -> TarotState:
    """A state at the end of a deal whose taker (seat 0) won ``taker_points`` with ``bouts`` bouts."""
    state = TarotState(n=n, options=OPTIONS, seed=0, step=1, dealer=n - 1, phase=Phase.PLAY)
    state.contract, state.taker, state.partner = contract, 0, partner
    mine = cards_worth(taker_points, bouts)
    others = [card for card in DECK if card not in mine]
    state.won = [mine] + [[] for _ in range(n - 1)]
    state.won[n - 1 if partner != n - 1 else 1] = others
    state.declarations = [Declare(poignee) if poignee else None] + [None] * (n - 1)
    last = (0, (PETIT, suit_card(0, 2)), petit_last_trick_winner) if petit_last_trick_winner is not None else (0, (suit_card(0, 3),), 1)
    state.tricks = [(0, (suit_card(1, 2),), 0), (0, (suit_card(1, 3),), 1), last]
    return state


@pytest.mark.rule("TAROT-T1", "TAROT-R37", "TAROT-R39", "TAROT-R40")
def test_t1_prise_two_bouts_49_points_taker_gets_99():
    result = settle(finished_deal(4, Contract.PRISE, 49, 2))
    assert (result["made"], result["margin"], result["per_defender"]) == (True, 8, 33)
    assert result["scores"] == [99, -33, -33, -33]


@pytest.mark.rule("TAROT-T2", "TAROT-R39", "TAROT-R40")
def test_t2_garde_one_bout_47_points_taker_loses_174():
    result = settle(finished_deal(4, Contract.GARDE, 47, 1))
    assert (result["made"], result["margin"]) == (False, 4)
    assert result["scores"] == [-174, 58, 58, 58]


@pytest.mark.rule("TAROT-T3", "TAROT-R37", "TAROT-R39")
def test_t3_garde_sans_three_bouts_juste_fait_is_made_with_margin_zero():
    result = settle(finished_deal(4, Contract.GARDE_SANS, 36, 3))
    assert (result["made"], result["margin"], result["scores"][0]) == (True, 0, 300)


@pytest.mark.rule("TAROT-T5", "TAROT-R22", "TAROT-R32", "TAROT-R39")
def test_t5_corrects_the_wiki_example_two():
    """BGA-wiki says ((−3) + 25 + 10) × 2 + 10 = 74, declarer −222: the FFT gives −96 per defender (§3)."""
    state = finished_deal(4, Contract.GARDE, 48, 1, petit_last_trick_winner=2, poignee="simple")
    result = settle(state)
    assert result["petit_au_bout"] == "defence"
    assert result["per_defender"] == -96
    assert result["scores"] == [-288, 96, 96, 96]


@pytest.mark.rule("TAROT-R22", "TAROT-R39")
def test_wiki_example_one_poignee_is_worth_20_not_10():
    """BGA-wiki: garde sans, 3 bouts, 48 points, simple poignée = 158 and +474; the FFT value of the poignée gives 168 and +504."""
    result = settle(finished_deal(4, Contract.GARDE_SANS, 48, 3, poignee="simple"))
    assert result["per_defender"] == 168 and result["scores"][0] == 504


@pytest.mark.rule("TAROT-T12", "TAROT-R38", "TAROT-R41")
def test_t12_three_players_half_point_short_loses_by_one():
    result = settle(finished_deal(3, Contract.GARDE, 40.5, 2))
    assert (result["made"], result["margin"]) == (False, 1)
    assert result["scores"] == [-104, 52, 52]


@pytest.mark.rule("TAROT-R38")
def test_half_point_over_the_threshold_rounds_the_margin_up():
    result = settle(finished_deal(3, Contract.PRISE, 41.5, 2))
    assert (result["made"], result["margin"], result["scores"][0]) == (True, 1, 52)


@pytest.mark.rule("TAROT-R42")
def test_five_players_taker_twice_partner_once():
    result = settle(finished_deal(5, Contract.GARDE, 51, 1, partner=2))
    assert result["per_defender"] == 50
    assert result["scores"] == [100, -50, 50, -50, -50]


@pytest.mark.rule("TAROT-R42")
def test_five_players_taker_alone_takes_four_times():
    result = settle(finished_deal(5, Contract.PRISE, 60, 0))
    assert result["scores"] == [4 * 29, -29, -29, -29, -29]


@pytest.mark.rule("TAROT-R32", "TAROT-R39")
def test_petit_au_bout_for_the_attack_is_multiplied():
    result = settle(finished_deal(4, Contract.GARDE_SANS, 41, 2, petit_last_trick_winner=0))
    assert result["petit_au_bout"] == "attack"
    assert result["per_defender"] == 25 * 4 + 10 * 4


@pytest.mark.rule("TAROT-R22")
def test_poignee_goes_to_the_winning_camp_whoever_showed_it():
    state = finished_deal(4, Contract.PRISE, 40, 2)
    state.declarations = [None, Declare("double"), None, None]  # shown by a defender
    result = settle(state)
    assert result["made"] is False and result["per_defender"] == -(25 + 1) - 30


@pytest.mark.rule("TAROT-R33")
@pytest.mark.parametrize(
    "announced, winners, expected",
    [(True, [0, 0, 0], 400), (False, [0, 0, 0], 200), (True, [0, 1, 0], -200), (False, [0, 1, 0], 0)],
)
def test_chelem_bonus(announced, winners, expected):
    state = finished_deal(4, Contract.GARDE, 60, 2)
    state.chelem = announced
    state.tricks = [(0, (suit_card(1, 2 + i),), winner) for i, winner in enumerate(winners)]
    assert settle(state)["chelem"] == expected


@pytest.mark.rule("TAROT-R34")
def test_defence_chelem_adds_200_per_defender_even_after_an_announcement():
    state = finished_deal(4, Contract.GARDE, 10, 0)
    state.chelem = True
    state.tricks = [(0, (suit_card(1, 2 + i),), 1 + i % 3) for i in range(3)]
    result = settle(state)
    assert result["chelem"] == -400
    assert result["per_defender"] == -(25 + 46) * 2 - 400


@pytest.mark.rule("TAROT-R28", "TAROT-R36")
def test_excuse_debt_moves_half_a_point():
    state = finished_deal(4, Contract.PRISE, 41, 2)
    before = settle(state)["points"]
    state.excuse_debt = (0, 1)
    assert settle(state)["points"] == before - 0.5


@pytest.mark.rule("TAROT-R16")
def test_chien_counts_for_the_taker_in_garde_sans_and_for_the_defence_in_garde_contre():
    state = finished_deal(4, Contract.GARDE_SANS, 41, 2)
    chien = [card for card in state.won[3] if card not in BOUTS][:6]
    state.won[3] = [card for card in state.won[3] if card not in chien]
    state.chien = chien
    sans = settle(state)
    state.contract = Contract.GARDE_CONTRE
    contre = settle(state)
    gained = sum(POINTS2[card] for card in chien) / 2
    assert sans["points"] == 41 + gained and contre["points"] == 41
    assert contre["defence_points"] == sans["defence_points"] + gained


@pytest.mark.rule("TAROT-R50", "TAROT-R43")
def test_grassing_scores_total_minus_players_times_points_with_half_points_rounded_in_pairs():
    """Points 30.5 / 20.5 / 40 give 91 − 3G = −0.5 / 29.5 / −29: the higher .5 rounds up, the lower down."""
    state = TarotState(n=3, options={**OPTIONS, "grassing": "on"}, seed=0, step=1, dealer=2, phase=Phase.PLAY)
    first = cards_worth(30.5, 0)
    small = [card for card in DECK if card not in first and POINTS2[card] == 1 and card not in BOUTS][:41]
    state.won = [first, small, [card for card in DECK if card not in first and card not in small]]
    state.tricks = [(0, (suit_card(0, 2),), 0)]
    result = settle_grassing(state)
    assert result["points_by_seat"] == [30.5, 20.5, 40]
    assert result["scores"] == [-1, 30, -29]


@pytest.mark.rule("TAROT-R49")
def test_grassing_chien_goes_to_the_last_trick_winner_with_that_option():
    options = {**OPTIONS, "grassing": "on", "grassing_chien": "last_trick"}
    state = TarotState(n=4, options=options, seed=0, step=1, dealer=3, phase=Phase.PLAY)
    state.chien = [suit_card(0, 14)]
    state.won = [[card for card in DECK if card != suit_card(0, 14)], [], [], []]
    state.tricks = [(0, (suit_card(0, 2),), 2)]
    result = settle_grassing(state)
    assert result["points_by_seat"][2] == 4.5 and result["chien_points"] == 0


@pytest.mark.rule("TAROT-R31", "TAROT-R33")
def test_chelem_with_the_defence_keeping_its_excuse_counts_87():
    state = finished_deal(4, Contract.GARDE, 60, 2)
    state.won = [[card for card in DECK if card != EXCUSE], [EXCUSE], [], []]
    state.excuse_debt = (1, 0)
    state.tricks = [(0, (suit_card(1, 2 + i),), 0) for i in range(3)]
    result = settle(state)
    assert result["points"] == 87 and result["chelem"] == 200


@pytest.mark.rule("TAROT-R35")
def test_no_petit_chelem_for_all_tricks_but_one():
    state = finished_deal(4, Contract.GARDE, 80, 3)
    state.tricks = [(0, (suit_card(1, 2 + i),), 0) for i in range(17)] + [(0, (suit_card(2, 2),), 1)]
    assert settle(state)["chelem"] == 0
