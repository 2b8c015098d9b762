"""``make_bot``: one interface for every level, and the random bot."""

from __future__ import annotations

import random

import pytest

from asobiba.bots import LEVELS, RandomBot, make_bot
from asobiba.bots.heuristic import HeuristicBot
from asobiba.bots.ismcts import IsmctsBot
from asobiba.core.parts import Parts
from asobiba.games.tarot import GAME


def test_random_bot_only_plays_legal_moves():
    bot = RandomBot()
    for players in (3, 4, 5):
        for seed in range(20):
            rng = random.Random(seed)
            state = GAME.start(players, {"deals": 1}, seed)
            while GAME.outcome(state) is None:
                (seat,) = GAME.to_act(state)
                move = bot.choose(GAME, state, seat, rng)
                assert move in GAME.legal_moves(state, seat)
                GAME.play(state, seat, move)


def test_make_bot_gives_each_level_its_bot():
    assert isinstance(make_bot("tarot", "random"), RandomBot)
    assert isinstance(make_bot("tarot", "normal"), HeuristicBot)
    assert isinstance(make_bot("tarot", "easy"), HeuristicBot)
    hard = make_bot("tarot", "hard")
    assert isinstance(hard, IsmctsBot)
    assert hard.hooks.policy is not None and hard.hooks.guide is not None and hard.hooks.deal_scores is not None
    assert [make_bot("tarot", level).level for level in LEVELS] == list(LEVELS)


def test_make_bot_rejects_an_unknown_level():
    with pytest.raises(ValueError, match="levels: random, easy, normal, hard"):
        make_bot("tarot", "grandmaster")


def test_a_game_without_bots_gets_random_and_an_unguided_search(monkeypatch):
    for module in ("asobiba.bots", "asobiba.bots.ismcts"):  # as if its folder had no bots.py
        monkeypatch.setattr(f"{module}.parts", lambda game_id: Parts())
    assert isinstance(make_bot("highcard", "normal"), RandomBot)
    assert isinstance(make_bot("highcard", "easy"), RandomBot)
    hard = make_bot("highcard", "hard")
    assert isinstance(hard, IsmctsBot) and hard.hooks.policy is None and hard.hooks.guide is None


def test_easy_sometimes_departs_from_normal():
    easy, normal = make_bot("tarot", "easy"), make_bot("tarot", "normal")
    state = GAME.start(4, {"deals": 1}, 2)
    rng = random.Random(0)
    departures = 0
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        move = easy.choose(GAME, state, seat, rng)
        assert move in GAME.legal_moves(state, seat)
        departures += move != normal.choose(GAME, state, seat, rng)
        GAME.play(state, seat, move)
    assert departures > 0
