"""The Riichi bots (asobiba/games/riichi/bots.py): the heuristic in scenarios built from fixed walls
(tests/games/riichi/helpers.py), the search hooks, and the arena's match statistics. Seat 0 deals
first; East is the round wind and the seat wind of seat 0."""

from __future__ import annotations

import random

import pytest

from asobiba.bots import make_bot
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.riichi import GAME
from asobiba.games.riichi.bots import candidates, deal_scores, deals_scored, heuristic_bot, match_stats, policy
from asobiba.games.riichi.defence import threats, total_danger
from asobiba.games.riichi.efficiency import KIND, known
from asobiba.games.riichi.moves import KYUUSHU, NUKI, PASS, RON, TSUMO, YAME, Chi, Discard, Pon, Riichi
from asobiba.games.riichi.state import Phase
from tests.games.riichi.helpers import NOTEN_A, NOTEN_C, NOTEN_D, TANYAO, TENPAI_A, discard, run_out, start

NORMAL = heuristic_bot("normal")
# 1-shanten, nothing threatening, no pair of honors: 123m 56m 456p 78s 2s 5s and a lone West.
LOOSE = ("1m", "2m", "3m", "5m", "6m", "4p", "5p", "6p", "7s", "8s", "2s", "5s", "W")


def choose(state, seat, bot=NORMAL):
    return bot.choose(GAME, state, seat, random.Random(0))


def test_the_bot_takes_a_tsumo_on_its_winning_draw_RIICHI_R9():
    state = start([TANYAO, [], [], []], ["3p"])  # tanyao and pinfu: a yaku, so the tsumo is offered
    assert TSUMO in GAME.legal_moves(state, 0)
    assert choose(state, 0) == TSUMO


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_dealing_in_first_place_ends_the_match_at_tenpai_yame_RIICHI_R5(level):
    # South 4: the dealer (seat 3) alone tenpai reaches 32,000 and is first (rules §7).
    state = start([NOTEN_A, NOTEN_C, NOTEN_D, TENPAI_A], at={"wind": 1, "kyoku": 3, "scores": [26000, 25000, 20000, 29000]})
    run_out(state)
    assert state.phase is Phase.YAME
    assert make_bot("riichi", level).choose(GAME, state, 3, random.Random(0)) == YAME


def test_the_bot_rons_the_discard_that_completes_its_hand_RIICHI_R9():
    state = start([NOTEN_A, TANYAO, [], []], ["6p"], avoid=["6p", "3p"])
    discard(state, claims=False)  # the dealer lets the 6p go
    assert state.phase is Phase.CLAIM and RON in GAME.legal_moves(state, 1)
    assert choose(state, 1) == RON


def test_the_bot_declares_riichi_when_closed_and_tenpai_RIICHI_R15():
    state = start([TANYAO, [], [], []], ["W"])
    assert choose(state, 0) == Riichi("W", tsumogiri=True)


def test_the_riichi_discard_leaves_the_wait_with_most_tiles_RIICHI_R15():
    # 234m 567m 234p 56s 99p + 8s: a 5s or 8s discard both leave tenpai, the 8s a two-sided wait
    # on 4s and 7s (8 tiles), the 5s a closed wait on 7s (4 tiles).
    hand = ("2m", "3m", "4m", "5m", "6m", "7m", "2p", "3p", "4p", "5s", "6s", "9p", "9p")
    state = start([hand, [], [], []], ["8s"], avoid=["4s", "7s"])
    assert {Riichi("8s", True), Riichi("5s")} <= set(GAME.legal_moves(state, 0))
    assert choose(state, 0) == Riichi("8s", tsumogiri=True)


@pytest.mark.parametrize("drawn", ["3p", "9p"])
def test_the_bot_discards_an_isolated_honor_before_a_connected_shape_or_a_lone_terminal(drawn):
    state = start([LOOSE, [], [], []], [drawn])
    move = choose(state, 0)
    assert isinstance(move, Discard) and move.tile == "W"


def test_far_from_tenpai_the_bot_folds_with_the_riichi_players_discard_RIICHI_R24():
    # Seat 1 declares riichi with a 5s; seat 2, far from tenpai, breaks its 456s run to give
    # back a 5s (genbutsu) rather than any of its lone honors or terminals.
    scattered = ("4s", "5sr", "6s", "1m", "4m", "7m", "2p", "8p", "E", "S", "C", "N", "9m")
    state = start([[], TANYAO, scattered, []], [None, "5s", "F"], avoid=["3p", "6p"])
    discard(state)  # the dealer's first discard
    discard(state, riichi=True)  # seat 1: riichi with the 5s just drawn
    assert state.riichi[1] and state.turn == 2
    move = choose(state, 2)
    assert isinstance(move, Discard) and move.tile == "5sr"


def test_without_a_threat_the_same_hand_keeps_its_run():
    scattered = ("4s", "5sr", "6s", "1m", "4m", "7m", "2p", "8p", "E", "S", "C", "N", "9m")
    state = start([[], NOTEN_A, scattered, []], [None, None, "F"], avoid=["3p", "6p"])
    discard(state)
    discard(state)
    move = choose(state, 2)
    assert isinstance(move, Discard) and move.tile not in ("4s", "5sr", "6s")


def test_the_bot_pons_a_dragon_for_its_yaku_RIICHI_R9():
    hand = ("C", "C", "2m", "3m", "5p", "6p", "7p", "9p", "1s", "3s", "5s", "8s", "W")
    state = start([[], hand, [], []], ["C"], avoid=["C"])
    discard(state, claims=False)
    assert Pon(("C", "C")) in GAME.legal_moves(state, 1)
    assert choose(state, 1) == Pon(("C", "C"))


# Seat 1 may chi the dealer's 3m with 4m 5m. With the terminals and honors of HONORS the open hand
# could have no yaku (RIICHI-R9); with SIMPLES it is an open tanyao (RIICHI-R10).
HONORS = ("4m", "5m", "1p", "9p", "1s", "9s", "E", "S", "N", "2p", "3p", "7s", "8s")
SIMPLES = ("4m", "5m", "2p", "3p", "4p", "6p", "7p", "3s", "4s", "6s", "6s", "7s", "9s")


def chi_window(hand, options=None):
    state = start([[], hand, [], []], ["3m"], avoid=["3m", "6m", "1p", "9p", "1s", "9s", "5s", "8s", "5p", "8p"], options=options)
    discard(state, claims=False)
    assert Chi(("4m", "5m")) in GAME.legal_moves(state, 1)
    return state


def test_the_bot_does_not_chi_into_a_hand_without_yaku_RIICHI_R9():
    assert choose(chi_window(HONORS), 1) == PASS


def test_the_bot_chis_for_open_tanyao_only_with_kuitan_RIICHI_R10():
    assert choose(chi_window(SIMPLES), 1) == Chi(("4m", "5m"))
    assert choose(chi_window(SIMPLES, {"kuitan": "off"}), 1) == PASS


def test_the_bot_calls_the_nine_terminals_draw_far_from_kokushi_RIICHI_R28():
    nine = ("1m", "9m", "1p", "9p", "1s", "E", "S", "W", "C", "4m", "5m", "6p", "7s")
    state = start([nine, [], [], []], ["3s"], avoid=["9s", "N", "P", "F"])
    assert choose(state, 0) == KYUUSHU


def test_the_bot_sets_a_north_aside_with_three_players_RIICHI_R41():
    state = start([["N", "1p", "2p", "3p", "7p", "8p", "9p", "4s", "5s", "6s", "E", "E", "1s"], [], []], ["9s"], avoid=["N"])
    assert NUKI in GAME.legal_moves(state, 0)
    assert choose(state, 0) == NUKI


def positions(seeds: range):
    """(state, seat) at each decision with a choice along play by the normal bot, one hand per seed."""
    for seed in seeds:
        state = GAME.start(4, {}, seed)
        rng = random.Random(seed)
        while not state.results:
            seat = min(GAME.to_act(state))
            if len(GAME.legal_moves(state, seat)) > 1:
                yield state, seat
            GAME.play(state, seat, NORMAL.choose(GAME, state, seat, rng))


def test_the_easy_bot_sometimes_plays_otherwise_than_normal():
    easy = make_bot("riichi", "easy")
    differ = same = 0
    for state, seat in positions(range(3)):
        legal = GAME.legal_moves(state, seat)
        picked = easy.choose(GAME, state, seat, random.Random(len(state.rivers[seat])))
        assert picked in legal
        if picked == choose(state, seat):
            same += 1
        else:
            differ += 1
    assert differ >= 3 and same > differ


def test_the_rollout_policy_is_the_heuristic():
    decisions = 0
    for state, seat in positions(range(2)):
        assert policy(GAME, state, seat, random.Random(0)) == NORMAL.choose(GAME, state, seat, random.Random(0))
        decisions += 1
    assert decisions > 50


def test_search_hooks_play_for_the_current_hand():
    state = start([TANYAO, [], [], []], ["3p"])
    assert deals_scored(state) == 0
    GAME.play(state, 0, TSUMO)
    assert deals_scored(state) == 1
    assert deal_scores(state) == [48000.0, -16000.0, -16000.0, -16000.0]  # a tsumo on the dealer's first draw: tenhou


def test_candidates_are_the_guides_move_alone_in_claim_windows_and_when_nobody_threatens():
    windows = 0
    for state, seat in positions(range(2)):
        legal = GAME.legal_moves(state, seat)
        guided = NORMAL.choose(GAME, state, seat, random.Random(0))
        view = GAME.view(state, seat)
        if state.phase is Phase.CLAIM or not threats(view, known(view)):
            assert candidates(GAME, state, seat, legal, guided) == [guided]
            windows += state.phase is Phase.CLAIM
    assert windows >= 2


def test_candidates_leave_the_heuristics_riichi_alone_RIICHI_R15():
    state = start([TANYAO, [], [], []], ["W"])
    legal = GAME.legal_moves(state, 0)
    guided = NORMAL.choose(GAME, state, 0, random.Random(0))
    assert isinstance(guided, Riichi) and candidates(GAME, state, 0, legal, guided) == [guided]


# Seat 0 (1-shanten) facing seat 1's riichi: LOOSE is cheap and folds; DRAGONS, with two dragon
# pairs (2 han in reach), pushes its lone West while the dragons are safer (RIICHI-R9, RIICHI-R24).
DRAGONS = ("1m", "2m", "3m", "5m", "6m", "4p", "5p", "6p", "C", "C", "F", "F", "W")


def facing_riichi(hand):
    state = start([hand, TANYAO, [], []], ["9m", "1s"], avoid=["3p", "6p"])
    discard(state)
    discard(state, riichi=True)  # seat 1 declares with the 1s it drew
    discard(state)
    discard(state)
    assert GAME.view(state, 0)["riichi"][1] and state.turn == 0
    return state


@pytest.mark.parametrize(("hand", "weighed"), [(LOOSE, False), (DRAGONS, True)])
def test_against_a_riichi_the_search_weighs_the_guides_push_against_the_safest_tile_RIICHI_R24(hand, weighed):
    state = facing_riichi(hand)
    view = GAME.view(state, 0)
    me = known(view)
    found = threats(view, me)
    legal = GAME.legal_moves(state, 0)
    guided = NORMAL.choose(GAME, state, 0, random.Random(0))
    kept = candidates(GAME, state, 0, legal, guided)
    least = min(total_danger(KIND[move.tile], found, me) for move in legal if isinstance(move, Discard))
    assert kept[0] == guided and set(kept) <= set(legal)
    assert total_danger(KIND[kept[-1].tile], found, me) == least
    assert (len(kept) == 2) is weighed  # folding already, the guide has nothing to weigh
    searched = IsmctsBot(Hooks.for_game("riichi"), iterations=12).search(GAME, state, 0, random.Random(1))
    assert searched.move in kept and searched.worlds == (6 if weighed else 0)


def test_the_hard_bot_plays_the_guides_move_where_it_does_not_search():
    bot = IsmctsBot(Hooks.for_game("riichi"), iterations=12)
    for state, seat in positions(range(2)):
        legal = GAME.legal_moves(state, seat)
        guided = NORMAL.choose(GAME, state, seat, random.Random(0))
        found = bot.search(GAME, state, seat, random.Random(1))
        assert found.move in legal
        if candidates(GAME, state, seat, legal, guided) == [guided]:
            assert found.worlds == 0 and found.move == guided


def test_match_stats_count_wins_and_deal_ins_per_hand():
    state = start([NOTEN_A, TANYAO, [], []], ["6p"], avoid=["6p", "3p"])
    discard(state, claims=False)
    GAME.play(state, 1, RON)
    while state.phase is Phase.CLAIM:
        GAME.play(state, min(GAME.to_act(state)), PASS)
    assert match_stats(state) == [
        {"win": 0.0, "deal_in": 1.0},
        {"win": 1.0, "deal_in": 0.0},
        {"win": 0.0, "deal_in": 0.0},
        {"win": 0.0, "deal_in": 0.0},
    ]
