"""Tichu bots: the heuristic plays legal, honest moves in every phase; search and the arena run on Tichu."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from asobiba import arena
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.tichu import GAME
from asobiba.games.tichu.bots import deal_scores, deals_scored, heuristic_bot, policy
from asobiba.games.tichu.cards import parse_cards
from asobiba.games.tichu.moves import NO_BOMB, PASS, TICHU, Gift, Give, Move, Play
from asobiba.games.tichu.planning import plan
from asobiba.games.tichu.state import NOBODY
from tests.games.tichu.helpers import BOMB4, hand_out, start


def card(name: str) -> int:
    return parse_cards([name])[0]


def play_round(seed: int, levels: tuple[str, ...]) -> Iterator[tuple[Any, int, Move]]:
    """(state before the move, seat, move) along one round between heuristic bots, the arena's way."""
    bots = [heuristic_bot(level) for level in levels]
    rng = random.Random(seed)
    state = GAME.start(4, None, seed)
    while not deals_scored(state):
        seat = min(GAME.to_act(state))
        move = bots[seat].choose(GAME, state, seat, rng)
        yield state, seat, move
        GAME.play(state, seat, move)


def test_heuristic_plays_legal_moves_in_every_phase_at_every_seat():
    kinds: Counter[str] = Counter()
    seats: set[int] = set()
    for seed in range(12):
        stood: set[int] = set()  # who let the current play stand
        for state, seat, move in play_round(seed, ("normal", "easy", "normal", "easy")):
            legal = GAME.legal_moves(state, seat)
            assert move in legal, (seed, seat, move)
            seats.add(seat)
            kinds[move.to_json()["type"]] += len(legal) > 1
            if seat != state.turn and state.phase.name == "PLAY":
                kinds["out_of_turn"] += 1
                kinds["asked_again"] += state.turn == NOBODY and seat in stood  # after the last pass (TICHU-R19)
            if isinstance(move, Play) or state.phase.name != "PLAY":
                stood = set()
            elif move == NO_BOMB:
                stood.add(seat)
    assert seats == {0, 1, 2, 3}
    for kind in ("grand", "give", "play", "pass", "wish", "gift", "out_of_turn", "asked_again"):
        assert kinds[kind] > 0, kinds


def test_heuristic_and_policy_ignore_hidden_cards():
    normal = heuristic_bot("normal")
    changed = 0
    for seed in range(6):
        for step, (state, seat, _) in enumerate(play_round(seed, ("normal",) * 4)):
            if step % 3 or len(GAME.legal_moves(state, seat)) < 2:
                continue
            shuffled = GAME.sample(state, seat, random.Random(step))
            assert GAME.view(shuffled, seat) == GAME.view(state, seat)
            changed += shuffled.hands != state.hands
            assert normal.choose(GAME, shuffled, seat, random.Random(0)) == normal.choose(GAME, state, seat, random.Random(0))
            assert policy(GAME, shuffled, seat, random.Random(0)) == policy(GAME, state, seat, random.Random(0))
    assert changed > 50  # the shuffles really moved cards


def test_search_with_few_iterations_returns_a_legal_move():
    bot = IsmctsBot(Hooks.for_game("tichu"), iterations=12)
    for step, (state, seat, _) in enumerate(play_round(3, ("normal",) * 4)):
        if step % 9 == 0 and state.phase.name != "PASS":  # the pass's 40-odd moves need more than 12 rollouts
            assert bot.choose(GAME, state, seat, random.Random(step)) in GAME.legal_moves(state, seat)


def test_planning_keeps_straights_and_full_houses_whole():
    hand = parse_cards(["J2", "S3", "P4", "T5", "J6", "S9", "P9", "T9", "JK", "SK", "JA", "Dog", "Dragon", "Mahjong"])
    parts = {(part.kind, part.top, part.length) for part in plan(hand).parts}
    assert (5, 6, 6) in parts  # Mah Jong to 6, a straight
    assert (4, 9, 5) in parts  # 999 KK, a full house


# Hands for the scenarios below: no bomb but seat 2's four 7s, and seat 2 holds nothing above a King.
SETUP = {
    "hands": [
        ["Mahjong", "T10", "J2", "S2", "J3", "S3", "P4", "S4", "J5", "T5", "J6", "S6", "J8", "S8"],
        ["PK", "JA", "SA", "Dragon", "Phoenix", "P2", "T2", "P3", "T3", "J4", "T4", "P5", "S5", "P6"],
        ["J7", "S7", "P7", "T7", "J9", "S9", "P9", "J10", "S10", "P10", "JJ", "SJ", "PJ", "JQ"],
        ["Dog", "T6", "P8", "T8", "T9", "TJ", "SQ", "PQ", "TQ", "JK", "SK", "TK", "PA", "TA"],
    ]
}
GIVES = {0: [("J8", 1), ("S8", 2), ("J6", 3)], 1: [("P6", 0), ("P5", 2), ("T4", 3)], 2: [("J9", 0), ("S9", 1), ("P9", 3)]}
GIVES[3] = [("T6", 0), ("P8", 1), ("T8", 2)]


def after_the_pass() -> Any:
    state = GAME.start(4, None, 1, setup=SETUP)
    for seat in range(4):
        GAME.play(state, seat, GAME.legal_moves(state, seat)[0])  # no Grand Tichu
    for seat, gives in GIVES.items():
        for name, to in gives:
            GAME.play(state, seat, Give(card(name), to))
    assert state.turn == 0  # the Mah Jong leads (TICHU-R9)
    return state


def test_heuristic_bombs_an_opponents_rich_trick_but_not_a_poor_one():
    normal = heuristic_bot("normal")
    for opponent_card, bombs in (("PK", True), ("JA", False)):
        state = after_the_pass()
        GAME.play(state, 0, Play((card("T10"),)))
        GAME.play(state, 1, Play((card(opponent_card),)))
        move = normal.choose(GAME, state, 2, random.Random(0))
        sevens = Play(tuple(sorted(card(name) for name in ("J7", "S7", "P7", "T7"))))
        assert move == (sevens if bombs else PASS), opponent_card  # 20 points on the table, or 10


def test_heuristic_lets_a_dragon_stand_and_gives_its_trick_to_the_opponent_with_more_cards():
    normal = heuristic_bot("normal")
    state = after_the_pass()
    GAME.play(state, 0, Play((card("T10"),)))
    GAME.play(state, 1, Play((card("Dragon"),)))
    assert normal.choose(GAME, state, 2, random.Random(0)) == PASS  # the Dragon's trick comes to us anyway
    GAME.play(state, 2, PASS)
    for seat in (3, 0):
        GAME.play(state, seat, PASS)
    assert GAME.to_act(state) == {2}  # the bomb window before the trick is taken (TICHU-R19)
    assert normal.choose(GAME, state, 2, random.Random(0)) == NO_BOMB
    GAME.play(state, 2, NO_BOMB)
    assert normal.choose(GAME, state, 1, random.Random(0)) == Gift(2)  # 14 cards against seat 0's 13


def test_heuristic_bombs_its_own_play_to_go_out_or_before_an_opponent_can_TICHU_R16():
    normal = heuristic_bot("normal")
    state = start([["Mahjong", *BOMB4], [], [], []])
    hand_out(state, 0, keep=["Mahjong", *BOMB4])
    GAME.play(state, 0, Play((card("Mahjong"),)))
    GAME.play(state, 0, GAME.parse_move({"type": "wish", "rank": None}))
    assert normal.choose(GAME, state, 0, random.Random(0)) == bomb4()  # its last cards: out at once
    for last_card, answer in ((True, bomb4()), (False, NO_BOMB)):
        state = start([["Mahjong", "J3", *BOMB4], ["S5"], [], []])
        if last_card:
            hand_out(state, 1, keep=["S5"])  # seat 1 could go out by beating the 3
        GAME.play(state, 0, Play((card("J3"),)))
        assert normal.choose(GAME, state, 0, random.Random(0)) == answer, last_card


def test_heuristic_lets_its_own_play_be_taken_once_everyone_has_passed_TICHU_R19():
    # Right after its 3 it would bomb (seat 1 could go out on it); once everyone has passed nobody
    # can, and its own trick is taken without spending the bomb.
    normal = heuristic_bot("normal")
    state = start([["Mahjong", "J3", *BOMB4], ["S5"], [], []])
    hand_out(state, 1, keep=["S5"])
    GAME.play(state, 0, Play((card("J3"),)))
    assert normal.choose(GAME, state, 0, random.Random(0)) == bomb4()
    for seat in (1, 2, 3):
        GAME.play(state, seat, PASS)
    assert GAME.to_act(state) == {0} and state.turn == NOBODY
    assert normal.choose(GAME, state, 0, random.Random(0)) == NO_BOMB
    assert policy(GAME, state, 0, random.Random(0)) == NO_BOMB


def test_heuristic_calls_tichu_before_a_bomb_that_is_its_first_card_TICHU_R4():
    normal = heuristic_bot("normal")
    strong = ["JA", "SA", "PA", "TA", "Dragon", "Phoenix", "JK", "SK", "PK", "JQ", "SQ", "PQ", "J2", "S2"]
    state = start([["Mahjong", "P10"], [], strong, ["TK"]])
    GAME.play(state, 0, Play((card("P10"),)))
    for seat in (1, 2):
        GAME.play(state, seat, PASS)
    GAME.play(state, 3, Play((card("TK"),)))  # 20 points on the table, the opponent's
    assert normal.choose(GAME, state, 2, random.Random(0)) == TICHU
    GAME.play(state, 2, TICHU)
    assert normal.choose(GAME, state, 2, random.Random(0)) == Play(tuple(sorted(card(name) for name in strong[:4])))


def bomb4() -> Play:
    return Play(tuple(sorted(card(name) for name in BOMB4)))


def test_deal_hooks_score_each_seat_with_its_team():
    state = GAME.start(4, None, 0)
    rng = random.Random(0)
    while not deals_scored(state):
        seat = min(GAME.to_act(state))
        GAME.play(state, seat, policy(GAME, state, seat, rng))
    team_scores = state.results[-1]["scores"]
    assert deal_scores(state) == [team_scores[0], team_scores[1], team_scores[0], team_scores[1]]


def test_arena_plays_tichu_one_round_a_deal_with_each_team_holding_each_pair_of_hands():
    levels = ["normal", "random", "normal", "random"]
    assert arena.rotations(levels) == [0, 1]
    assert arena.rotations(["hard", "normal", "normal", "normal"]) == [0, 1, 2, 3]
    result = arena.run("tichu", levels, deals=2, seed=4)
    assert [group.games for group in result.groups] == [2, 2]
    assert result.groups[0].times["normal"] and result.labels() == ["normal", "random"]
