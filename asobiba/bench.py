"""``asobiba bench GAME``: random-play speed through the contract, beside OpenSpiel.

Each repeat plays complete one-deal matches for a fixed time on one core and counts
moves (every call to ``play``). The reference plays OpenSpiel's ``oh_hell`` (4
players, 7 tricks) through its Python bindings with the same loop shape: ask for the
legal actions, pick one at random, apply it. OpenSpiel counts its dealing as chance
actions; both its figures (all actions, and player decisions only) are printed.
Results are reported, never asserted: see bench/README.md.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from rich.console import Console
from rich.table import Table

from asobiba.core.registry import get_game

REFERENCE = {"tarot": "oh_hell(players=4,num_tricks_fixed=7)"}


def _repeat(run_once: Callable[[random.Random], tuple[int, int]], seconds: float, repeats: int) -> list[tuple[float, float, float]]:
    """Rates (games/s, actions/s, decisions/s) of ``run_once`` over ``repeats`` timed windows."""
    rates = []
    for repeat in range(repeats):
        rng = random.Random(repeat)
        games = actions = decisions = 0
        begin = time.perf_counter()
        while (elapsed := time.perf_counter() - begin) < seconds:
            played, decided = run_once(rng)
            games += 1
            actions += played
            decisions += decided
        rates.append((games / elapsed, actions / elapsed, decisions / elapsed))
    return rates


def asobiba_random_game(game_id: str, players: int) -> Callable[[random.Random], tuple[int, int]]:
    game = get_game(game_id)

    def run_once(rng: random.Random) -> tuple[int, int]:
        state = game.start(players, {"deals": 1}, rng.getrandbits(32))
        moves = 0
        while game.outcome(state) is None:
            (seat,) = game.to_act(state)
            game.play(state, seat, rng.choice(game.legal_moves(state, seat)))
            moves += 1
        return moves, moves

    return run_once


def openspiel_random_game(name: str) -> Callable[[random.Random], tuple[int, int]] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game(name)

    def run_once(rng: random.Random) -> tuple[int, int]:
        state = game.new_initial_state()
        actions = decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                action = rng.choice(state.chance_outcomes())[0]
            else:
                action = rng.choice(state.legal_actions())
                decisions += 1
            state.apply_action(action)
            actions += 1
        return actions, decisions

    return run_once


def _summary(values: list[float]) -> str:
    return f"{min(values):,.0f} / {statistics.median(values):,.0f} / {max(values):,.0f}"


def run(game_id: str, players: int, seconds: float, repeats: int, reference: bool) -> dict[str, float]:
    console = Console()
    ours = _repeat(asobiba_random_game(game_id, players), seconds, repeats)
    table = Table(title=f"random play, {repeats} × {seconds:g} s, one core (min / median / max)")
    table.add_column("engine")
    table.add_column("games/s", justify="right")
    table.add_column("actions/s", justify="right")
    table.add_row(f"asobiba {game_id} ({players} players, 1 deal)", _summary([r[0] for r in ours]), _summary([r[1] for r in ours]))
    figures = {"ours_actions": statistics.median(r[1] for r in ours)}
    name = REFERENCE.get(game_id)
    theirs_run = openspiel_random_game(name) if reference and name else None
    if theirs_run is not None:
        theirs = _repeat(theirs_run, seconds, repeats)
        table.add_row(f"OpenSpiel {name}", _summary([r[0] for r in theirs]), _summary([r[1] for r in theirs]))
        table.add_row("  (player decisions only)", "", _summary([r[2] for r in theirs]))
        figures["openspiel_actions"] = statistics.median(r[1] for r in theirs)
        figures["openspiel_decisions"] = statistics.median(r[2] for r in theirs)
    console.print(table)
    if "openspiel_actions" in figures:
        ratio = figures["ours_actions"] / figures["openspiel_actions"]
        ratio_decisions = figures["ours_actions"] / figures["openspiel_decisions"]
        console.print(f"ratio ours / OpenSpiel actions/s: {ratio:.2f} (against its decisions only: {ratio_decisions:.2f}); target ≥ 0.5")
    elif reference and name:
        console.print("OpenSpiel not installed: pip install 'asobiba[bench]' to measure the reference")
    return figures
