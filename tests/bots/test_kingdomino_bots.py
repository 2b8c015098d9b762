"""Kingdomino bots: always legal, honest about the draw pile, and greedy where greed is obvious."""

from __future__ import annotations

import random

import pytest

from asobiba.bots import make_bot
from asobiba.bots.heuristic import HeuristicBot
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.kingdomino import GAME
from asobiba.games.kingdomino.bots import Realm, deal_scores, deals_scored, heuristic_bot, policy
from asobiba.games.kingdomino.moves import PICKS, PLACES, Place
from tests.games.kingdomino.helpers import pick, placing, play, put, start


def play_out(players: int, options: dict | None, seed: int, chooser) -> object:
    state = GAME.start(players, options, seed)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        move = chooser(state, seat, rng)
        assert move in GAME.legal_moves(state, seat)
        GAME.play(state, seat, move)
    return state


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, None),
        (3, None),
        (4, None),
        (2, {"mighty_duel": "on", "harmony": "on"}),
        (4, {"middle_kingdom": "on", "harmony": "on"}),
        (3, {"middle_kingdom": "on", "middle_kingdom_rule": "centre_of_bounding_box"}),
    ],
)
def test_heuristic_and_policy_play_only_legal_moves_through_whole_games(players, options):
    for level in ("normal", "easy"):
        bot = heuristic_bot(level)
        for seed in range(2):
            play_out(players, options, seed, lambda state, seat, rng, bot=bot: bot.choose(GAME, state, seat, rng))
    for seed in range(3):
        play_out(players, options, seed, lambda state, seat, rng: policy(GAME, state, seat, rng))


def test_make_bot_gives_kingdomino_its_heuristic_and_a_guided_search():
    assert isinstance(make_bot("kingdomino", "normal"), HeuristicBot)
    assert make_bot("kingdomino", "easy").noise > 0
    hard = make_bot("kingdomino", "hard")
    assert isinstance(hard, IsmctsBot)
    assert hard.hooks.policy is policy and hard.hooks.guide is not None and hard.hooks.deals_scored is deals_scored


def test_search_with_few_iterations_returns_a_legal_move_when_picking_and_placing():
    bot = IsmctsBot(Hooks.for_game("kingdomino"), iterations=12)
    normal = heuristic_bot("normal")
    state = GAME.start(4, None, 5)
    rng = random.Random(5)
    kinds = set()
    while GAME.outcome(state) is None and len(kinds) < 2:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_moves(state, seat)
        if len(legal) > 1 and GAME.view(state, seat)["phase"] != "first_pick":
            move = bot.choose(GAME, state, seat, rng)
            assert move in legal
            kinds.add(type(move))
        GAME.play(state, seat, normal.choose(GAME, state, seat, rng))
    assert len(kinds) == 2


def test_dynasty_hooks_count_games_and_give_the_last_games_scores():
    state = play_out(2, {"dynasty": "on"}, 1, lambda state, seat, rng: policy(GAME, state, seat, rng))
    assert deals_scored(state) == 3
    assert deal_scores(state) == GAME.view(state, 0)["results"][-1]["scores"]


def test_realm_enumerates_the_engines_placements_and_scores_them_exactly():
    rng = random.Random(3)
    checked = 0
    for seed in range(6):
        state = GAME.start(2 + seed % 3, None, seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_moves(state, seat)
            if isinstance(legal[0], Place):
                view = GAME.view(state, seat)
                realm = Realm.from_view(view["kingdoms"][seat], view["size"])
                assert sorted(realm.placements(state.pending)) == sorted((m.x, m.y, m.dir_index) for m in legal)
                for move in rng.sample(legal, min(4, len(legal))):
                    after = GAME.clone(state)
                    GAME.play(after, seat, move)
                    assert realm.gain(state.pending, move.x, move.y, move.dir_index)[0] == after.scores[seat] - state.scores[seat]
                    checked += 1
            GAME.play(state, seat, rng.choice(legal))
    assert checked > 100


def test_greedy_placement_joins_the_crowned_lake():
    """Seat 0 holds a crowned lake east of its castle (domino 32: Lake★, Forest); a Lake-Lake domino
    scores 2 more only where it touches that square."""
    state = placing(7)  # Lake, Lake
    put(state, 0, (32, 1, 0, "S"))  # Lake★ on (1, 0), Forest on (1, 1)
    move = heuristic_bot("normal").choose(GAME, state, 0, random.Random(0))
    GAME.play(state, 0, move)
    assert state.scores[0] == 3  # three lake squares, one crown
    assert move in {PLACES[2, 0, "E"], PLACES[1, -1, "S"], PLACES[1, -2, "S"], PLACES[2, -1, "S"], PLACES[2, 0, "S"]}


def test_pick_looks_ahead_to_the_domino_that_scores_in_the_kingdom():
    """With a lake of two crowns in the kingdom, the Lake-Lake domino (4 points) beats the lower Forest-Forest
    one (an earlier pick next line, but no points)."""
    state = start(4, order=[1, 45, 46, 47, 3, 8, 10, 12], kings=[0, 1, 2, 3])
    play(state, pick(1), pick(45), pick(46), pick(47))
    put(state, 0, (32, 1, 0, "S"), (33, 2, 0, "S"))  # Lake★ Lake★ on (1, 0), (2, 0); forests below
    GAME.play(state, 0, PLACES[-2, 0, "E"])  # domino 1 (wheat) west of the castle
    assert GAME.view(state, 0)["phase"] == "pick"
    assert heuristic_bot("normal").choose(GAME, state, 0, random.Random(0)) == PICKS[8]


def test_middle_kingdom_stays_centred_when_it_can():
    bot = heuristic_bot("normal")
    centred = total = 0
    for seed in range(4):
        state = play_out(4, {"middle_kingdom": "on"}, seed, lambda state, seat, rng: bot.choose(GAME, state, seat, rng))
        parts = state.results[-1]["parts"]
        centred += sum(part["middle_kingdom"] == 10 for part in parts)
        total += len(parts)
    assert centred >= 0.8 * total


def test_heuristic_and_policy_ignore_the_order_of_the_draw_pile():
    normal = heuristic_bot("normal")
    rng = random.Random(7)
    compared = 0
    for seed in range(4):
        state = GAME.start(2 + seed % 3, None, seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            shuffled = GAME.sample(state, seat, random.Random(compared))
            assert normal.choose(GAME, shuffled, seat, random.Random(0)) == normal.choose(GAME, state, seat, random.Random(0))
            assert policy(GAME, shuffled, seat, random.Random(0)) == policy(GAME, state, seat, random.Random(0))
            compared += 1
            GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    assert compared > 100
