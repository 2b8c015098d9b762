"""Bots never use what their seat cannot see.

A position is rebuilt with every card the seat cannot see dealt anew by the engine's
``sample(state, seat, rng)``: a state identical in all the seat can see (its view is
equal) but with the other hands, the hidden chien and the hidden écart shuffled (in
Riichi, the other hands and the walls). An honest bot must choose the same move in both.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.tarot import GAME
from asobiba.games.tarot.bots import heuristic_bot, policy


def positions(players: int, seeds: range, every: int) -> Iterator[tuple[Any, int, Any]]:
    """(state, seat to act, the same with the hidden cards shuffled) along heuristic play."""
    normal = heuristic_bot("normal")
    for seed in seeds:
        rng = random.Random(seed)
        options = {"deals": 1, "declarations": rng.choice(("poignee_only", "poignee_misere")), "grassing": rng.choice(("off", "on"))}
        state = GAME.start(players, options, seed)
        step = 0
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            if step % every == 0 and len(GAME.legal_moves(state, seat)) > 1:
                shuffled = GAME.sample(state, seat, random.Random(step))
                assert GAME.view(shuffled, seat) == GAME.view(state, seat)
                yield state, seat, shuffled
            GAME.play(state, seat, normal.choose(GAME, state, seat, rng))
            step += 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_heuristic_and_its_rollout_policy_ignore_hidden_cards(players):
    normal = heuristic_bot("normal")
    changed = 0
    for state, seat, shuffled in positions(players, range(25), every=3):
        changed += shuffled.hands != state.hands
        assert normal.choose(GAME, shuffled, seat, random.Random(0)) == normal.choose(GAME, state, seat, random.Random(0))
        assert policy(GAME, shuffled, seat, random.Random(0)) == policy(GAME, state, seat, random.Random(0))
    assert changed > 100  # the shuffles really moved cards


class Spy:
    """A game (Tarot unless told), noting every call a bot makes with the real state."""

    def __init__(self, real: Any, game: Any = GAME) -> None:
        self.real = real
        self.game = game
        self.calls: set[tuple[str, Any]] = set()

    def __getattr__(self, name: str) -> Any:
        method = getattr(self.game, name)

        def spied(*args: Any) -> Any:
            if args and args[0] is self.real:
                self.calls.add((name, args[1] if len(args) > 1 else None))
            return method(*args)

        return spied


def test_search_reads_the_real_state_only_through_its_own_seat():
    for state, seat, _ in positions(4, range(2), every=20):
        spy = Spy(state)
        IsmctsBot(Hooks.for_game("tarot"), iterations=8).choose(spy, state, seat, random.Random(0))  # type: ignore[arg-type]
        assert {name for name, _ in spy.calls} <= {"legal_moves", "view", "sample"}
        assert {who for _, who in spy.calls} == {seat}


def test_search_with_a_fixed_seed_ignores_hidden_cards():
    bot = IsmctsBot(Hooks.for_game("tarot"), iterations=10)
    for state, seat, shuffled in positions(4, range(2), every=25):
        first = bot.search(GAME, state, seat, random.Random(3))
        second = bot.search(GAME, shuffled, seat, random.Random(3))
        assert (first.move, first.stats) == (second.move, second.stats)


def riichi_positions(seeds: range, every: int) -> Iterator[tuple[Any, int, Any]]:
    """As ``positions``, along one Riichi hand per seed played by the normal bot: the other hands,
    the walls and the dead wall shuffled."""
    from asobiba.games.riichi import GAME as RIICHI
    from asobiba.games.riichi.bots import heuristic_bot as riichi_heuristic

    normal = riichi_heuristic("normal")
    for seed in seeds:
        rng = random.Random(seed)
        state = RIICHI.start(rng.choice((3, 4)), {}, seed)
        step = 0
        while not state.results:
            seat = min(RIICHI.to_act(state))
            if step % every == 0 and len(RIICHI.legal_moves(state, seat)) > 1:
                shuffled = RIICHI.sample(state, seat, random.Random(step))
                assert RIICHI.view(shuffled, seat) == RIICHI.view(state, seat)
                yield state, seat, shuffled
            RIICHI.play(state, seat, normal.choose(RIICHI, state, seat, rng))
            step += 1


def test_riichi_heuristics_and_rollout_policy_ignore_hidden_tiles():
    from asobiba.games.riichi import GAME as RIICHI
    from asobiba.games.riichi.bots import heuristic_bot as riichi_heuristic
    from asobiba.games.riichi.bots import policy as riichi_policy

    bots = [riichi_heuristic("normal"), riichi_heuristic("easy")]
    changed = 0
    for state, seat, shuffled in riichi_positions(range(12), every=2):
        changed += shuffled.hands != state.hands
        for bot in bots:
            assert bot.choose(RIICHI, shuffled, seat, random.Random(0)) == bot.choose(RIICHI, state, seat, random.Random(0))
        assert riichi_policy(RIICHI, shuffled, seat, random.Random(0)) == riichi_policy(RIICHI, state, seat, random.Random(0))
    assert changed > 100  # the shuffles really moved tiles


def test_riichi_search_reads_the_real_state_only_through_its_own_seat():
    from asobiba.games.riichi import GAME as RIICHI

    for state, seat, _ in riichi_positions(range(2), every=15):
        spy = Spy(state, RIICHI)
        IsmctsBot(Hooks.for_game("riichi"), iterations=8).choose(spy, state, seat, random.Random(0))  # type: ignore[arg-type]
        assert {name for name, _ in spy.calls} <= {"legal_moves", "view", "sample"}
        assert {who for _, who in spy.calls} == {seat}
