"""Oh-Seven beside OpenSpiel's oh_hell: random-play speed and search time per move; results in bench/README.md.

    /work/venv/bin/python bench/ohseven.py [--seconds 2] [--repeats 3] [--positions 40 16] [--seed 2026]

(a) Random complete rounds through the contract (4 players, ``{"rounds": 1}``: one
bidding, seven tricks) against OpenSpiel's ``oh_hell(players=4,num_tricks_fixed=7)``
through pyspiel with the same loop: legal moves, a random pick, apply. OpenSpiel
deals with chance actions, so its actions and its player decisions are counted apart.

(b) Milliseconds per move and per iteration of search at exactly 100 and 1,000
iterations, no time budget, over the same number of decision points (with a choice)
taken from random play at the same places in the round (the k-th player decision, k
drawn at random, the same k for both engines): our ISMCTS (asobiba/bots/ismcts.py) against OpenSpiel's C++
``pyspiel.ISMCTSBot`` and its Python ``open_spiel.python.algorithms.ismcts.ISMCTSBot``,
both with a random-rollout evaluator of one rollout. An iteration is one simulation
from the root ending in one rollout, in all three. Ours stops a search early once
one root move is left (``hard`` as shipped); for a fixed count that is turned off
here (``MIN_WORLDS`` out of reach, ``MAX_MS`` unbounded), and it runs once with
random rollouts (like OpenSpiel's evaluator) and once with the heuristic ``policy``.
Figures are reported, never asserted.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

from rich.console import Console
from rich.table import Table

from asobiba.bench import openspiel_random_game
from asobiba.bots import ismcts
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.core.registry import get_game
from asobiba.games.ohseven import bots as ohseven_bots

REFERENCE = "oh_hell(players=4,num_tricks_fixed=7)"
PLAYERS = 4
UCT_C = 2.0  # OpenSpiel's usual ISMCTS constant


def rates(
    runners: list[Callable[[random.Random], tuple[int, int]]], seconds: float, repeats: int
) -> list[list[tuple[float, float, float]]]:
    """For each runner, (games/s, actions/s, decisions/s) in ``repeats`` windows of ``seconds``.

    The runners take turns window by window, so a change in the machine's load hits them alike.
    """
    found: list[list[tuple[float, float, float]]] = [[] for _ in runners]
    for repeat in range(repeats):
        for runner, rates_of in zip(runners, found, strict=True):
            rng = random.Random(repeat)
            games = actions = decisions = 0
            begin = time.perf_counter()
            while (elapsed := time.perf_counter() - begin) < seconds:
                played, decided = runner(rng)
                games += 1
                actions += played
                decisions += decided
            rates_of.append((games / elapsed, actions / elapsed, decisions / elapsed))
    return found


def ours_random_round(rng: random.Random) -> tuple[int, int]:
    game = get_game("ohseven")
    state = game.start(PLAYERS, {"rounds": 1}, rng.getrandbits(32))
    moves = 0
    while game.outcome(state) is None:
        seat = min(game.to_act(state))  # while bidding, every seat acts: one at a time, as the arena does
        game.play(state, seat, rng.choice(game.legal_moves(state, seat)))
        moves += 1
    return moves, moves


# -- (b) search -------------------------------------------------------------------------------


def decision_indices(count: int, seed: int) -> list[int]:
    """Where in a round the timed positions are: the k-th player decision, the same for both engines.

    A round has 32 decisions (4 bids, 28 cards); the last trick's 4 are always forced, so k < 28.
    """
    rng = random.Random(seed)
    return sorted(rng.randrange(4 + 6 * PLAYERS) for _ in range(count))


def ours_positions(indices: list[int], seed: int) -> list[tuple[Any, int]]:
    """For each index, a random round played to its k-th decision, then on to the first with a choice."""
    game = get_game("ohseven")
    rng = random.Random(seed)
    found: list[tuple[Any, int]] = []
    while len(found) < len(indices):
        target = indices[len(found)]
        state = game.start(PLAYERS, {"rounds": 1}, rng.getrandbits(32))
        decisions = 0
        while game.outcome(state) is None:
            seat = min(game.to_act(state))  # while bidding, every seat acts: one at a time, as the arena does
            legal = game.legal_moves(state, seat)
            if decisions >= target and len(legal) > 1:
                found.append((game.clone(state), seat))
                break
            game.play(state, seat, rng.choice(legal))
            decisions += 1
    return found


def openspiel_positions(pyspiel: Any, indices: list[int], seed: int) -> list[Any]:
    game = pyspiel.load_game(REFERENCE)
    rng = random.Random(seed)
    found: list[Any] = []
    while len(found) < len(indices):
        target = indices[len(found)]
        state = game.new_initial_state()
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            legal = state.legal_actions()
            if decisions >= target and len(legal) > 1:
                found.append(state.clone())
                break
            state.apply_action(rng.choice(legal))
            decisions += 1
    return found


def time_ours(bot: IsmctsBot, state: Any, seat: int, seed: int, fixed: bool) -> tuple[float, int]:
    """(ms, iterations) of one search of ours."""
    game = get_game("ohseven")
    with FixedCount() if fixed else nullcontext():
        search = bot.search(game, game.clone(state), seat, random.Random(seed))
    return search.elapsed_ms, search.iterations


def time_openspiel(bot: Any, state: Any, iterations: int) -> tuple[float, int]:
    begin = time.perf_counter()
    bot.step(state.clone())
    return (time.perf_counter() - begin) * 1000, iterations


def make_timers(
    count: int, ours_at: list[tuple[Any, int]], theirs_at: list[Any], native: Any, python: Any, hooks: tuple[Hooks, Hooks], seed: int
) -> dict[str, Callable[[int], tuple[float, int]]]:
    """One timer per bot: position index → (ms, iterations)."""
    random_hooks, heuristic_hooks = hooks
    return {
        "ours, random rollouts": lambda i: time_ours(IsmctsBot(random_hooks, count), *ours_at[i], seed + i, True),
        "ours, heuristic rollouts": lambda i: time_ours(IsmctsBot(heuristic_hooks, count), *ours_at[i], seed + i, True),
        "ours as shipped (hard: early stop)": lambda i: time_ours(IsmctsBot(heuristic_hooks, count), *ours_at[i], seed + i, False),
        "OpenSpiel C++ ISMCTSBot": lambda i: time_openspiel(native, theirs_at[i], count),
        "OpenSpiel Python ISMCTSBot": lambda i: time_openspiel(python, theirs_at[i], count),
    }


class FixedCount:
    """Our ISMCTS without its early stop and its safety clock, for exactly the iterations asked."""

    def __enter__(self) -> None:
        self.saved = ismcts.MIN_WORLDS, ismcts.MAX_MS
        ismcts.MIN_WORLDS, ismcts.MAX_MS = 10**9, math.inf

    def __exit__(self, *exc: object) -> None:
        ismcts.MIN_WORLDS, ismcts.MAX_MS = self.saved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one random-play window")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--positions", type=int, nargs=2, default=[40, 16], help="decision points at 100 and at 1,000 iterations")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    console = Console(width=140)
    try:
        import numpy as np
        import pyspiel  # type: ignore[import-not-found]
        from open_spiel.python.algorithms import ismcts as os_ismcts  # type: ignore[import-not-found]
        from open_spiel.python.algorithms import mcts as os_mcts  # type: ignore[import-not-found]
    except ImportError:
        console.print("OpenSpiel not installed: pip install 'asobiba[bench]'")
        return
    begin = time.perf_counter()

    # (a) random play
    ours, theirs = rates([ours_random_round, openspiel_random_game(REFERENCE)], args.seconds, args.repeats)
    table = Table(title=f"(a) random play, 4 players, one round of 7 tricks, {args.repeats} × {args.seconds:g} s, one core (median)")
    for column in ("engine", "rounds/s", "actions/s", "player decisions/s"):
        table.add_column(column, justify="left" if column == "engine" else "right")
    median = [statistics.median(rate[i] for rate in ours) for i in range(3)]
    reference = [statistics.median(rate[i] for rate in theirs) for i in range(3)]
    table.add_row("asobiba ohseven", f"{median[0]:,.0f}", f"{median[1]:,.0f}", f"{median[2]:,.0f}")
    table.add_row(f"OpenSpiel {REFERENCE}", f"{reference[0]:,.0f}", f"{reference[1]:,.0f}", f"{reference[2]:,.0f}")
    console.print(table)
    console.print(
        f"ratio ours / OpenSpiel: {median[1] / reference[1]:.2f} of its actions/s, "
        f"{median[1] / reference[2]:.2f} of its player decisions/s (target ≥ 0.5)"
    )

    # (b) search
    game = pyspiel.load_game(REFERENCE)
    deal_hooks = {"deals_scored": ohseven_bots.deals_scored, "deal_scores": ohseven_bots.deal_scores}
    random_hooks = Hooks(**deal_hooks)
    heuristic_hooks = Hooks.for_game("ohseven")
    search = Table(title="(b) search per move at a fixed iteration count, no time budget, 4 players, 7 tricks")
    for column in ("bot", "iterations", "positions", "iterations/move", "ms/move", "ms/iteration"):
        search.add_column(column, justify="left" if column == "bot" else "right")
    figures: dict[tuple[str, int], tuple[float, float, float]] = {}
    for count, positions in zip((100, 1000), args.positions, strict=True):
        indices = decision_indices(positions, args.seed + count)
        ours_at = ours_positions(indices, args.seed + count)
        theirs_at = openspiel_positions(pyspiel, indices, args.seed + count)
        native = pyspiel.ISMCTSBot(
            args.seed,
            pyspiel.RandomRolloutEvaluator(1, args.seed),
            UCT_C,
            count,
            -1,
            pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
            False,
            False,
        )
        python = os_ismcts.ISMCTSBot(
            game,
            os_mcts.RandomRolloutEvaluator(1, np.random.RandomState(args.seed)),
            UCT_C,
            count,
            random_state=np.random.RandomState(args.seed),
        )
        timers = make_timers(count, ours_at, theirs_at, native, python, (random_hooks, heuristic_hooks), args.seed)
        totals = {name: [0.0, 0] for name in timers}
        for index in range(positions):  # position by position, every bot in turn: load changes hit them alike
            for name, timer in timers.items():
                elapsed, iterations = timer(index)
                totals[name][0] += elapsed
                totals[name][1] += iterations
        for name, (elapsed, iterations) in totals.items():
            figures[name, count] = (elapsed / positions, elapsed / max(1, iterations), iterations / positions)
            per_move, per_iteration, done = figures[name, count]
            search.add_row(name, f"{count:,}", str(positions), f"{done:,.0f}", f"{per_move:,.1f}", f"{per_iteration:.3f}")
    console.print(search)
    for count in (100, 1000):
        ours_random = figures["ours, random rollouts", count][1]
        ours_heuristic = figures["ours, heuristic rollouts", count][1]
        python = figures["OpenSpiel Python ISMCTSBot", count][1]
        native = figures["OpenSpiel C++ ISMCTSBot", count][1]
        console.print(
            f"{count:,} iterations, ms/iteration ratio ours / OpenSpiel Python: random rollouts {ours_random / python:.2f}, "
            f"heuristic rollouts {ours_heuristic / python:.2f} (target < 1); ours / C++: {ours_random / native:.1f}, "
            f"{ours_heuristic / native:.1f}"
        )
    console.print(f"total time {time.perf_counter() - begin:.0f} s")


if __name__ == "__main__":
    main()
