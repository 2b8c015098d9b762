"""Daifugō bots: the heuristic and the rollout policy play legal, honest moves under every preset
and house rule; scenarios from fixed deals check its plan; the search and its hooks run on Daifugō."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from asobiba import arena
from asobiba.bots import make_bot
from asobiba.bots.heuristic import HeuristicBot
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.bots import (
    candidates,
    deal_scores,
    deals_scored,
    heuristic_bot,
    match_stats,
    policy,
    split_choice,
)
from asobiba.games.daifugo.cards import parse_card
from asobiba.games.daifugo.moves import PASS, Discard, Give, Move, Play
from asobiba.games.daifugo.planning import describe, known_of, plan
from asobiba.games.daifugo.state import Phase
from tests.bots.test_honesty import Spy
from tests.games.daifugo.helpers import play, start

# Every house rule that changes what a bot must decide, on at once beside the presets.
HOUSE_RULES = {
    "seven_pass": "on",
    "eleven_back": "on",
    "five_skip": "on",
    "six_reverse": "on",
    "miyako_ochi": "on",
    "foul_finish": "standard",
    "jokers": "two",
    "spade_3": "on",
    "ten_discard": "on",
    "number_lock": "on",
    "sandstorm": "on",
    "ambulance": "on",
    "first_lead_must_include": "on",
}
TABLES = [{"preset": "standard"}, {"preset": "uecda"}, {"preset": "terafugo"}, HOUSE_RULES, {"format": "sanma"}]


def cards(*names: str) -> tuple[int, ...]:
    return tuple(sorted(parse_card(name) for name in names))


def play_match(players: int, options: dict[str, Any], seed: int, levels: tuple[str, ...]) -> Iterator[tuple[Any, int, Move]]:
    """(state before the move, seat, move) along a match of two games (so that classes exchange)."""
    bots = [heuristic_bot(levels[seat % len(levels)]) for seat in range(players)]
    rng = random.Random(seed)
    state = GAME.start(players, {"games": 2, **options}, seed)
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        move = bots[seat].choose(GAME, state, seat, rng)
        yield state, seat, move
        GAME.play(state, seat, move)


@pytest.mark.parametrize("options", TABLES, ids=lambda options: "-".join(map(str, options.values())))
def test_heuristic_plays_legal_moves_over_whole_matches_at_3_to_7_players(options):
    kinds: Counter[str] = Counter()
    for players in (3, 4, 5, 6, 7):
        for state, seat, move in play_match(players, options, players, ("normal", "easy")):
            legal = GAME.legal_moves(state, seat)
            assert move in legal, (players, seat, move)
            kinds[move.to_json()["type"]] += len(legal) > 1
    assert kinds["play"] and kinds["pass"], kinds
    if options.get("preset") != "terafugo" and "format" not in options:
        assert kinds["give"], kinds  # the exchange's return (and seven-passes with the house rules)
    if "format" in options:
        assert kinds["split"], kinds
    if options.get("ten_discard") == "on":
        assert kinds["discard"], kinds


@pytest.mark.parametrize("options", TABLES, ids=lambda options: "-".join(map(str, options.values())))
def test_rollout_policy_plays_legal_moves_and_finishes_games(options):
    for players in (3, 5, 7):
        state = GAME.start(players, {"games": 2, **options}, players)
        rng = random.Random(players)
        while GAME.outcome(state) is None:
            seat = min(GAME.to_act(state))
            move = policy(GAME, state, seat, rng)
            assert move in GAME.legal_moves(state, seat)
            GAME.play(state, seat, move)


def test_heuristic_and_policy_ignore_hidden_cards():
    normal = heuristic_bot("normal")
    changed = 0
    for options in TABLES:
        for step, (state, seat, _) in enumerate(play_match(4, options, 7, ("normal",))):
            if step % 4 or len(GAME.legal_moves(state, seat)) < 2:
                continue
            shuffled = GAME.sample(state, seat, random.Random(step))
            assert GAME.view(shuffled, seat) == GAME.view(state, seat)
            changed += shuffled.hands != state.hands
            assert normal.choose(GAME, shuffled, seat, random.Random(0)) == normal.choose(GAME, state, seat, random.Random(0))
            assert policy(GAME, shuffled, seat, random.Random(0)) == policy(GAME, state, seat, random.Random(0))
    assert changed > 50  # the shuffles really moved cards


# -- scenarios (3 players; the ♦3 leads the first game, DAIFUGO-R8) --------------------------

OTHERS = [["C3", "C8", "DJ", "H5", "S6", "H7"], ["CQ", "DA", "C4", "H9", "S7", "D6"]]


def choose(state: Any, seat: int) -> Move:
    return heuristic_bot("normal").choose(GAME, state, seat, random.Random(0))


def test_heuristic_goes_out_when_it_can_rather_than_lead_its_weakest_card():
    state = start([["D3", "S3", "H3"], *OTHERS])
    assert choose(state, 0) == Play(cards("D3", "S3", "H3"))


def test_heuristic_leads_its_weakest_combination_whole():
    state = start([["D3", "S3", "H6", "C9", "SK", "HK", "S2"], *OTHERS])
    assert choose(state, 0) == Play(cards("D3", "S3"))


def test_heuristic_follows_with_the_weakest_single_it_holds_alone():
    state = start([["D3", "S10", "H6", "C5"], ["SJ", "HQ", "DK", "S4", "H4"], OTHERS[1]])
    play(state, 0, "S10")
    assert choose(state, 1) == Play(cards("SJ"))


def test_heuristic_does_not_split_a_pair_for_a_single_far_from_going_out_but_does_near_it():
    far = ["S4", "H4", "D5", "SQ", "HQ", "SK", "HK", "CA", "DA"]
    state = start([["D3", "S10", "H6", "C4"], far, OTHERS[0]])
    play(state, 0, "S10")
    assert choose(state, 1) == PASS
    state = start([["D3", "S10", "H6", "C4"], ["SQ", "HQ", "D5"], OTHERS[0]])
    play(state, 0, "S10")
    assert choose(state, 1) in (Play(cards("SQ")), Play(cards("HQ")))


def test_heuristic_holds_a_last_card_that_would_be_a_foul_finish_DAIFUGO_R21():
    for rule, answer in (("off", Play(cards("C2"))), ("standard", PASS)):
        state = start([["D3", "S10", "H6"], ["C2"], OTHERS[0]], {"foul_finish": rule})
        play(state, 0, "S10")
        assert choose(state, 1) == answer, rule


def test_heuristic_leads_its_controls_before_its_last_part_DAIFUGO_R21():
    state = start([["D3", "JK"], ["C2", "S5"], OTHERS[0]], {"foul_finish": "standard"})
    assert choose(state, 0) == Play(cards("JK"))  # the Joker first, then the 3 goes out cleanly
    state = start([["D3", "JK"], ["C2", "S5"], OTHERS[0]])
    assert choose(state, 0) == Play(cards("D3", "JK"))  # no foul rule: out at once as a pair


def test_heuristic_revolts_with_a_weak_hand_and_not_with_a_strong_one_DAIFUGO_R12():
    weak = ["D3", "H4", "C6", "D7", "S10", "H10", "D10", "C10"]
    state = start([weak, ["SJ", "HJ", "DK", "S2"], ["CQ", "DA", "C4", "HA"]])
    assert choose(state, 0) == Play(cards("S10", "H10", "D10", "C10"))
    strong = ["D3", "S9", "H9", "D9", "C9", "SK", "HA", "S2", "JK"]
    state = start([strong, ["SJ", "HJ", "DK", "H2"], ["CQ", "DA", "C4", "C5"]])
    assert choose(state, 0) == Play(cards("D3"))


def test_heuristic_leaves_its_own_play_alone_when_the_turn_comes_back_DAIFUGO_R28():
    state = start([["D3", "S9", "SK", "H5"], ["C4", "D6"], ["C5", "H6"]], {"preset": "uecda"})
    play(state, 0, "S9")
    for seat in (1, 2):
        GAME.play(state, seat, PASS)
    assert state.turn == 0 and state.table is not None
    assert choose(state, 0) == PASS


def test_heuristic_returns_its_weakest_isolated_cards_in_the_exchange_DAIFUGO_R10():
    hands = [
        ["S3", "H5", "D5", "S8", "DJ", "HQ", "CQ", "SK", "HA", "S2", "JK", "C7", "D9"],
        ["C3", "H3", "D4", "C5", "S6", "H7", "S9", "H10", "SJ", "DQ", "CK", "DA", "H2"],
        ["D3", "S4", "H4", "S5", "C6", "D7", "H8", "C9", "D10", "HJ", "SQ", "HK", "C2"],
        ["C4", "D6", "H6", "S7", "D8", "C8", "H9", "S10", "C10", "CJ", "DK", "SA", "D2"],
    ]
    state = start(hands, places=[1, 3, 2, 4])  # seat 0 the Daifugō, seat 3 the Daihinmin
    assert state.phase is Phase.EXCHANGE
    move = choose(state, 0)
    assert isinstance(move, Give) and len(move.cards) == 2
    assert set(move.cards) <= set(cards("S3", "C7", "D9", "DJ"))  # lone low cards, never the Joker, 2s or pairs


def test_heuristic_gives_its_weakest_card_on_a_seven_pass_DAIFUGO_R19():
    state = start([["D3", "S7", "H4", "SK", "HK"], ["C4", "D6", "H9"], ["C5", "H6", "SQ"]], {"seven_pass": "on"})
    play(state, 0, "S7")
    assert state.phase is Phase.GIVE
    assert choose(state, 0) == Give(cards("D3"))  # its weakest lone card: the pair of Kings stays whole


def test_heuristic_discards_its_weakest_lone_cards_on_a_ten_discard_DAIFUGO_H1():
    state = start([["D3", "S10", "H10", "H4", "C9", "SK", "HK"], ["C4", "D6", "H9"], ["C5", "H6", "SQ"]], {"ten_discard": "on"})
    play(state, 0, "S10", "H10")
    assert state.phase is Phase.DISCARD
    assert choose(state, 0) == Discard(cards("D3", "H4"))  # its two weakest lone cards: the pair of Kings stays whole


def test_heuristic_discards_its_last_card_to_go_out_and_the_policy_discards_its_weakest_DAIFUGO_H1():
    options = {"ten_discard": "on", "foul_finish": "standard"}
    state = start([["S10", "S2"], ["D3", "D6", "H9"], ["C5", "H6", "SQ"]], options)
    play(state, 1, "D3")
    play(state, 2, "C5")
    play(state, 0, "S10")
    assert choose(state, 0) == Discard(cards("S2"))  # out with no foul, where playing the 2 last would be one
    state = start([["S10", "S2", "H4", "C9"], ["D3", "D6", "H9"], ["C5", "H6", "SQ"]], options)
    play(state, 1, "D3")
    play(state, 2, "C5")
    play(state, 0, "S10")
    assert policy(GAME, state, 0, random.Random(0)) == Discard(cards("H4"))


def test_sanma_split_gives_each_round_even_strength_DAIFUGO_R27():
    hand = [parse_card(name) for name in ("S3", "H4", "D5", "S9", "HJ", "SK", "DA", "S2")]
    rounds: list[list[int]] = [[]]
    while hand:
        card = split_choice(hand, rounds, 2)
        hand.remove(card)
        rounds[-1].append(card)
        if len(rounds[-1]) == 4 and len(rounds) == 1:
            rounds.append([])
    first, second = (sorted(r) for r in rounds)
    assert parse_card("S2") in first and parse_card("DA") in second  # the two best cards are shared out
    assert len(first) == len(second) == 4


def test_planning_splits_a_hand_into_its_fewest_plays():
    hand = [parse_card(name) for name in ("H3", "C5", "H6", "H7", "H8", "H9", "SQ", "HQ", "CQ", "S2", "D10")]
    rules = GAME.start(4, None, 0).rules
    parts = describe(plan(hand, known_of(hand, [], False, rules)).parts)
    assert parts == [["H3"], ["C5"], ["H6", "H7", "H8", "H9"], ["D10"], ["SQ", "HQ", "CQ"], ["S2"]]


# -- search ---------------------------------------------------------------------------------


def test_search_with_few_iterations_returns_legal_moves_and_reads_only_its_seat():
    bot = IsmctsBot(Hooks.for_game("daifugo"), iterations=10)
    for step, (state, seat, _) in enumerate(play_match(5, {"preset": "uecda"}, 3, ("normal",))):
        if step % 15 == 0 and len(GAME.legal_moves(state, seat)) > 1:
            spy = Spy(state, GAME)
            assert bot.choose(spy, state, seat, random.Random(step)) in GAME.legal_moves(state, seat)  # type: ignore[arg-type]
            assert {name for name, _ in spy.calls} <= {"legal_moves", "view", "sample"}
            assert {who for _, who in spy.calls} == {seat}


def test_candidates_keep_the_guide_the_pass_and_a_few_plays():
    guide = heuristic_bot("normal")
    wide = 0
    for state, seat, _ in play_match(3, {"preset": "standard"}, 5, ("normal",)):
        legal = GAME.legal_moves(state, seat)
        if len(legal) < 2:
            continue
        guided = guide.choose(GAME, state, seat, random.Random(0))
        kept = candidates(GAME, state, seat, legal, guided)
        assert guided in kept and set(kept) <= set(legal) and len(kept) <= 5
        if PASS in legal:
            assert PASS in kept
        wide += len(legal) > len(kept)
    assert wide > 5


def test_deal_hooks_score_the_game_just_finished():
    state = GAME.start(5, {"games": 3}, 0)
    rng = random.Random(0)
    while not deals_scored(state):
        seat = min(GAME.to_act(state))
        GAME.play(state, seat, policy(GAME, state, seat, rng))
    assert deal_scores(state) == state.results[0]["points"]
    stats = match_stats(state)
    assert sum(seat["first"] for seat in stats) == 1 and sum(seat["last"] for seat in stats) == 1


def test_make_bot_gives_daifugo_its_heuristic_and_search_hooks():
    assert isinstance(make_bot("daifugo", "normal"), HeuristicBot)
    assert make_bot("daifugo", "easy").noise > 0  # type: ignore[attr-defined]
    hooks = make_bot("daifugo", "hard").hooks  # type: ignore[attr-defined]
    assert hooks.policy is policy and hooks.candidates is candidates and hooks.deal_scores is deal_scores


def test_arena_plays_one_daifugo_game_a_deal_in_every_rotation():
    result = arena.run("daifugo", ["normal", "random", "random"], deals=2, seed=1)
    assert [group.games for group in result.groups] == [3, 3]
    assert result.score("normal").mean > result.score("random").mean
