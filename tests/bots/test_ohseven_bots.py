"""Oh-Seven bots: the heuristic plays legal, honest moves at every table size; search and the arena run on Oh-Seven."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from asobiba import arena
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.ohseven import GAME
from asobiba.games.ohseven.bots import deal_scores, deals_scored, heuristic_bot, policy
from asobiba.games.ohseven.cards import BY_NAME
from asobiba.games.ohseven.moves import Bid, Move, PlayCard
from asobiba.games.ohseven.state import Phase


def play_game(players: int, seed: int, levels: tuple[str, ...], rounds: int = 1) -> Iterator[tuple[Any, int, Move]]:
    """(state before the move, seat, move) along a game between heuristic bots, the arena's way."""
    bots = [heuristic_bot(levels[seat % len(levels)]) for seat in range(players)]
    rng = random.Random(seed)
    state = GAME.start(players, {"rounds": rounds}, seed)
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        move = bots[seat].choose(GAME, state, seat, rng)
        yield state, seat, move
        GAME.play(state, seat, move)


@pytest.mark.parametrize("players", [2, 4, 5, 9])
def test_heuristic_plays_legal_moves_through_whole_games(players):
    kinds = {"bid": 0, "card": 0}
    for seed in range(4):
        for state, seat, move in play_game(players, seed, ("normal", "easy"), rounds=3 if seed == 0 else 1):
            legal = GAME.legal_moves(state, seat)
            assert move in legal, (players, seed, seat, move)
            kinds[move.to_json()["type"]] += len(legal) > 1
    assert kinds["bid"] > 0 and kinds["card"] > 0, kinds


@pytest.mark.parametrize("players", [3, 4, 6])
def test_heuristic_and_policy_ignore_hidden_cards(players):
    normal = heuristic_bot("normal")
    changed = 0
    for seed in range(8):
        for step, (state, seat, _) in enumerate(play_game(players, seed, ("normal",))):
            if step % 2 or len(GAME.legal_moves(state, seat)) < 2:
                continue
            shuffled = GAME.sample(state, seat, random.Random(step))
            assert GAME.view(shuffled, seat) == GAME.view(state, seat)
            changed += shuffled.hands != state.hands
            assert normal.choose(GAME, shuffled, seat, random.Random(0)) == normal.choose(GAME, state, seat, random.Random(0))
            assert policy(GAME, shuffled, seat, random.Random(0)) == policy(GAME, state, seat, random.Random(0))
    assert changed > 20  # the shuffles really moved cards


def test_search_with_few_iterations_returns_a_legal_move():
    bot = IsmctsBot(Hooks.for_game("ohseven"), iterations=12)
    for step, (state, seat, _) in enumerate(play_game(4, 3, ("normal",))):
        if step % 3 == 0:
            assert bot.choose(GAME, state, seat, random.Random(step)) in GAME.legal_moves(state, seat)


# Seat 0 bids ♠5 (top: spades are trump, seat 0 leads); seat 1 bids ♣0 and wants no trick.
SETUP = {
    "hands": [
        ["S7", "S6", "S5", "S4", "S3", "H7", "H4"],
        ["C0", "H5", "H3", "H1", "D7", "D6", "C7"],
        ["D1", "D0", "D2", "D3", "C1", "C2", "C3"],
        ["H0", "H2", "H6", "C4", "C5", "C6", "D4"],
    ]
}
BIDS = ("S5", "C0", "D1", "H0")  # total 6: no rebid (OH7-R5)


def card(name: str) -> int:
    return BY_NAME[name]


def bid_round() -> Any:
    state = GAME.start(4, {"rounds": 1}, 0, setup=SETUP)
    for seat, name in enumerate(BIDS):
        GAME.play(state, seat, Bid(card(name)))
    assert state.phase is Phase.PLAY and state.trump == 3 and state.turn == 0  # OH7-R4
    return state


def test_a_player_who_needs_no_trick_plays_the_highest_card_that_loses():
    state = bid_round()
    GAME.play(state, 0, PlayCard(card("H4")))
    assert heuristic_bot("normal").choose(GAME, state, 1, random.Random(0)) == PlayCard(card("H3"))  # not ♥5, which wins
    assert policy(GAME, state, 1, random.Random(0)) == PlayCard(card("H3"))


def test_a_player_who_needs_no_trick_dumps_a_high_card_when_out_of_the_suit_led():
    state = bid_round()
    GAME.play(state, 0, PlayCard(card("S3")))  # a trump: seat 1 has none, every card of it loses
    assert heuristic_bot("normal").choose(GAME, state, 1, random.Random(0)) in (PlayCard(card("C7")), PlayCard(card("D7")))


def test_a_player_who_needs_tricks_takes_one_with_a_sure_card():
    state = bid_round()
    GAME.play(state, 0, PlayCard(card("H4")))
    GAME.play(state, 1, PlayCard(card("H3")))
    GAME.play(state, 2, PlayCard(card("D0")))
    # Seat 3 bid 0 too and ducks with ♥2 under ♥4; seat 0 leads again and draws trumps from the top.
    assert heuristic_bot("normal").choose(GAME, state, 3, random.Random(0)) == PlayCard(card("H2"))
    GAME.play(state, 3, PlayCard(card("H2")))
    assert state.turn == 0
    assert heuristic_bot("normal").choose(GAME, state, 0, random.Random(0)) == PlayCard(card("S7"))


def test_deal_hooks_score_the_round_with_its_rebid_points():
    rebids = 0
    for seed in range(30):
        *_, (state, _, _) = play_game(4, seed, ("normal",))  # each move is played after it is yielded: the round ends scored
        result = state.results[-1]
        rebids += any(result["rebid_points"])
        assert deals_scored(state) == 1
        assert deal_scores(state) == [score + points for score, points in zip(result["scores"], result["rebid_points"], strict=True)]
        assert sum(deal_scores(state)) == sum(state.totals)
    assert rebids > 0


def test_arena_plays_ohseven_one_round_a_deal():
    result = arena.run("ohseven", ["normal", "random"], deals=3, seed=1)
    assert len(result.groups) == 3 and all(group.games == 2 for group in result.groups)
