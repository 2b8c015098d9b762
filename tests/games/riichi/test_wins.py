"""Scenario tests of rules/riichi.md for paying a win: honba and deposits, double ron and pao
(RIICHI-R2, RIICHI-R29, RIICHI-R30). Hand values are counted by hand in the comments (helpers.py: TANYAO is
worth 2,000 by ron from a non-dealer, 2,900 for the dealer). Honba, deposits and scores are set
on the started state before its hand is dealt again (``start(..., at=...)``), as the task allows."""

from __future__ import annotations

from asobiba.games.riichi import GAME

from .helpers import RON, TANYAO, TANYAO_2, TSUMO, act, discard, last_result, pass_claims, start, tsumogiri

PINS = [*(f"{rank}p" for rank in range(1, 10)), "5pr"]


def test_double_ron_pays_both_and_honba_and_deposits_go_to_the_first_winner_RIICHI_R29_RIICHI_R2():
    # Two honba and one deposit on the table. Seat 0 (the dealer) discards 3p; seats 1 and 3 both
    # win. Seat 1 comes first after the discarder.
    state = start(
        [["3p"], TANYAO, [], TANYAO_2], ["9m"], avoid=PINS, at={"honba": 2, "deposits": 1, "scores": [25000, 25000, 25000, 24000]}
    )
    act(state, 0, {"type": "discard", "tile": "3p"})
    assert GAME.to_act(state) == {1, 3}
    act(state, 3, RON)
    act(state, 1, RON)
    result = last_result(state)
    assert [win["seat"] for win in result["wins"]] == [1, 3]
    assert result["wins"][0]["deltas"] == [-2600, 3600, 0, 0]  # 2,000 + 2 x 300 honba, + the 1,000 deposit
    assert result["wins"][1]["deltas"] == [-2000, 0, 0, 2000]
    assert result["deltas"] == [-4600, 3600, 0, 2000]
    assert state.scores == [20400, 28600, 25000, 26000] and state.deposits == 0
    assert (state.kyoku, state.honba) == (1, 0)  # the dealer did not win: the deal passes, honba back to 0


def test_a_dealer_among_double_ron_winners_keeps_the_deal_RIICHI_R29_RIICHI_R2():
    # Seat 1 discards 3p; seat 2 and the dealer win. In turn order from seat 1, seat 2 comes first
    # and takes the honba; the dealer's 2,900 carries none.
    state = start([TANYAO_2, ["3p"], TANYAO, []], ["9m", "E"], avoid=PINS, at={"honba": 1})
    discard(state)  # the dealer's 9m
    act(state, 1, {"type": "discard", "tile": "3p"})
    act(state, 0, RON)
    act(state, 2, RON)
    result = last_result(state)
    assert [win["seat"] for win in result["wins"]] == [2, 0]
    assert result["deltas"] == [2900, -5200, 2300, 0]  # seat 1 pays 2,000 + 300 and 2,900
    assert (state.kyoku, state.honba) == (0, 2)


def test_tsumo_honba_is_100_from_each_payer_RIICHI_R2():
    # The dealer wins by tsumo on its second draw with one honba: 3 han 20 fu, 1,300 from each
    # (640 x 2 = 1,280 → 1,300), + 100 each.
    state = start([TANYAO, [], [], []], ["9m", "E", "E", "E", "6p"], avoid=PINS, at={"honba": 1})
    tsumogiri(state, 4)
    act(state, 0, TSUMO)
    assert last_result(state)["deltas"] == [4200, -1400, -1400, -1400]
    assert (state.kyoku, state.honba) == (0, 2)  # a dealer win is a renchan


# Seat 1 holds two of each dragon; the dealer discards one of each and seat 1 pons all three,
# discarding 9s, 9s and 1s: it then waits on 4p alone with 123m and a daisangen.
DRAGONS = ["P", "P", "F", "F", "C", "C", "1m", "2m", "3m", "4p", "9s", "9s", "1s"]


def three_dragon_pons(live):
    state = start(
        [["P", "F", "C"], DRAGONS, [], []],
        live,
        avoid=["P", "F", "C", "4p"],
        at={"honba": 1, "scores": [40000, 20000, 20000, 20000]},
    )
    for dragon, away in (("P", "9s"), ("F", "9s"), ("C", "1s")):
        if dragon != "P":
            tsumogiri(state, 2)  # seats 2 and 3
        discard(state, dragon, claims=False)
        act(state, 1, {"type": "pon", "tiles": [dragon, dragon]})
        discard(state, away)
    return state


def test_pao_on_tsumo_the_liable_player_pays_all_and_the_honba_RIICHI_R30():
    state = three_dragon_pons(["E", "E", "E", "S", "S", "S", "W", "W", "W", "N", "4p"])
    assert state.pao == [-1, 0, -1, -1]
    tsumogiri(state, 3)  # seats 2, 3, 0
    act(state, 1, TSUMO)
    win = last_result(state)["wins"][0]
    assert win["value"]["yakuman"] == 1 and win["pao"] == 0
    assert win["deltas"] == [-32300, 32300, 0, 0]  # a non-dealer yakuman, 32,000, and 3 x 100 honba


def test_pao_on_ron_by_another_player_halves_the_payment_RIICHI_R30():
    state = three_dragon_pons(["E", "E", "E", "S", "S", "S", "W", "4p"])
    discard(state, claims=False)  # seat 2 draws 4p and lets it go
    act(state, 1, RON)
    pass_claims(state)  # seat 3 could chi it
    win = last_result(state)["wins"][0]
    assert win["deltas"] == [-16300, 32300, -16000, 0]  # half each; the liable seat 0 pays the 300 honba
