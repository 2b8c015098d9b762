"""``asobiba bench GAME``: random-play speed through the contract, beside OpenSpiel.

Each repeat plays complete one-deal matches (as the arena does: ``deals=1``, or up to
the first scored round) for a fixed time on one core and counts moves (every call to
``play``); when several seats may act, a random one does. A game's folder may hold a
``bench.py`` with ``OPENSPIEL``, the name of a peer game that OpenSpiel's Python
bindings play with the same loop shape (ask for the legal actions, pick one at random,
apply it), ``OPTIONS`` and ``PLAYERS``, the table it times if not the default one, and
``extra(game, seconds, repeats, console)`` for measurements of its own.
OpenSpiel counts its dealing as chance actions; both its figures (all actions, and
player decisions only) are printed. Results are reported, never asserted: see
bench/README.md.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table

from asobiba.arena import one_deal
from asobiba.core.parts import BenchHooks, RunOnce
from asobiba.core.registry import get_game, parts


@dataclass(frozen=True, slots=True)
class Windows:
    """The one timing loop of the benchmarks (asobiba.core.parts.Measure): window ``k`` plays with
    ``random.Random(k)``, so every run times the same games."""

    seconds: float
    repeats: int

    def __call__(self, run_once: RunOnce) -> list[tuple[float, ...]]:
        rates = []
        for window in range(self.repeats):
            rng = random.Random(window)
            calls, totals = 0, list[int]()
            begin = time.perf_counter()
            while (elapsed := time.perf_counter() - begin) < self.seconds:
                counts = run_once(rng)
                totals = [total + count for total, count in zip(totals or [0] * len(counts), counts, strict=True)]
                calls += 1
            rates.append((calls / elapsed, *(total / elapsed for total in totals)))
        return rates


def asobiba_random_game(game_id: str, players: int, options: dict[str, Any]) -> Callable[[random.Random], tuple[int, int]]:
    game = get_game(game_id)
    deal = one_deal(game_id)
    options = {**deal.options, **options}

    def run_once(rng: random.Random) -> tuple[int, int]:
        state = game.start(players, options, rng.getrandbits(32))
        moves = 0
        while not deal.over(game, state):
            seat = rng.choice(sorted(game.to_act(state)))
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


def run(game_id: str, players: int | None, seconds: float, repeats: int, reference: bool) -> dict[str, float]:
    """Time random play of ``game_id`` (at its default player count if ``players`` is None) and its OpenSpiel peer."""
    game = get_game(game_id)
    hooks = parts(game_id).bench or BenchHooks()
    players = players or hooks.players or game.about.seats_offered(game.seats)
    options = hooks.options
    console = Console()
    measure = Windows(seconds, repeats)
    ours = measure(asobiba_random_game(game_id, players, options))
    table = Table(title=f"random play, {repeats} × {seconds:g} s, one core (min / median / max)")
    table.add_column("engine")
    table.add_column("games/s", justify="right")
    table.add_column("actions/s", justify="right")
    described = "".join(f", {name}={value}" for name, value in options.items())
    label = f"asobiba {game_id} ({players} players, 1 deal{described})"
    table.add_row(label, _summary([r[0] for r in ours]), _summary([r[1] for r in ours]))
    figures = {"ours_games": statistics.median(r[0] for r in ours), "ours_actions": statistics.median(r[1] for r in ours)}
    name = hooks.openspiel
    theirs_run = openspiel_random_game(name) if reference and name else None
    if theirs_run is not None:
        theirs = measure(theirs_run)
        table.add_row(f"OpenSpiel {name}", _summary([r[0] for r in theirs]), _summary([r[1] for r in theirs]))
        table.add_row("  (player decisions only)", "", _summary([r[2] for r in theirs]))
        figures["openspiel_actions"] = statistics.median(r[1] for r in theirs)
        figures["openspiel_decisions"] = statistics.median(r[2] for r in theirs)
    console.print(table)
    if "openspiel_actions" in figures:
        ratio = figures["ours_actions"] / figures["openspiel_actions"]
        ratio_decisions = figures["ours_actions"] / figures["openspiel_decisions"]
        console.print(f"ratio ours / OpenSpiel actions/s: {ratio:.2f} (against its decisions only: {ratio_decisions:.2f})")
    elif reference and name:
        console.print("OpenSpiel not installed: pip install 'asobiba[bench]' to measure the reference", markup=False)
    elif reference:
        console.print(f"No OpenSpiel peer is named for {game_id} (openspiel in its BENCH).")
    if hooks.extra is not None:
        figures |= hooks.extra(game, measure, console)
    return figures
