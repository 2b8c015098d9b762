"""Scenario tests of the sanma format (rules/daifugo.md §4, DAIFUGO-R27)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import name
from asobiba.games.daifugo.sanma import sizes

from .helpers import find, pass_, play, start

SANMA = {"format": "sanma"}


def split(state, seat: int, *cards: str) -> list:
    events = []
    for card in cards:
        events += GAME.play(state, seat, GAME.parse_move({"type": "split", "card": card}))
    return events


def test_each_player_splits_its_hand_into_a_hand_per_round_DAIFUGO_R27():
    # 54 cards, 3 players: 18 each, split 9 + 9 (the spec's example).
    state = GAME.start(3, {**SANMA, "jokers": "two"}, 5)
    assert [len(hand) for hand in state.hands] == [18, 18, 18]
    assert state.phase.name == "SPLIT" and GAME.to_act(state) == {0, 1, 2}
    assert sizes(18, 2) == [9, 9] and sizes(11, 4) == [3, 3, 3, 2]
    chosen = [name(c) for c in state.hands[0][:9]]
    split(state, 0, *chosen)
    assert GAME.to_act(state) == {1, 2} and state.hands[0] == []
    assert GAME.view(state, 0)["split"][0] == chosen and len(GAME.view(state, 0)["split"][1]) == 9
    assert GAME.view(state, 1)["split_counts"][0] == [9, 9]
    with pytest.raises(IllegalMove):
        split(state, 0, chosen[0])


def test_the_last_of_each_round_drops_out_and_the_last_round_decides_DAIFUGO_R27():
    hands = [["D3", "S9", "H4", "C5"], ["S4", "HK", "D6", "C7"], ["S5", "H5", "D9", "C10"]]
    state = start(hands, {**SANMA, "games": 1})
    split(state, 0, "D3", "S9")  # round 1: D3 S9; round 2: H4 C5
    split(state, 1, "S4", "HK")
    events = split(state, 2, "S5", "H5")
    assert find(events, "round_start") == [{"round": 1, "counts": [2, 2, 2]}] and state.turn == 0  # the ♦3 leads
    play(state, 0, "D3")
    play(state, 1, "HK")
    pass_(state, 2)
    pass_(state, 0)
    play(state, 1, "S4")  # seat 1 out first
    play(state, 2, "S5")
    events = play(state, 0, "S9")  # seat 0 out second: seat 2 is last of round 1
    assert find(events, "dropped") == [{"seat": 2, "round": 1}]
    assert state.dropped == [2] and state.hands[2] == [] and {name(c) for c in state.hands[0]} == {"H4", "C5"}
    assert GAME.to_act(state) == {0}  # nobody holds the ♦3 now: the first seat still in leads
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        GAME.play(state, seat, GAME.legal_moves(state, seat)[0])
    places = state.results[-1]["places"]
    assert places[2] == 3 and sorted(places[:2]) == [1, 2]  # the last round decided 1st and 2nd
