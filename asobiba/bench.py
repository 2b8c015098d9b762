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
from typing import Any

from rich.console import Console
from rich.table import Table

from asobiba.core.contract import Game
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
    if game_id in OWN_BENCH:
        return OWN_BENCH[game_id](seconds, repeats)
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


# -- Kingdomino: no OpenSpiel peer; whole games at 2, 3 and 4 players, and placement generation ----------


def kingdomino(seconds: float, repeats: int) -> dict[str, float]:
    """Random complete games at 2, 3 and 4 players, then legal-placement generation alone."""
    console = Console()
    game = get_game("kingdomino")
    table = Table(title=f"kingdomino random play, {repeats} × {seconds:g} s, one core (min / median / max)")
    table.add_column("players")
    table.add_column("games/s", justify="right")
    table.add_column("moves/s", justify="right")
    figures: dict[str, float] = {}
    for players in (2, 3, 4):

        def run_once(rng: random.Random, players: int = players) -> tuple[int, int]:
            state = game.start(players, None, rng.getrandbits(32))
            moves = 0
            while game.outcome(state) is None:
                (seat,) = game.to_act(state)
                game.play(state, seat, rng.choice(game.legal_moves(state, seat)))
                moves += 1
            return moves, moves

        rates = _repeat(run_once, seconds, repeats)
        table.add_row(str(players), _summary([r[0] for r in rates]), _summary([r[1] for r in rates]))
        figures[f"games_{players}"] = statistics.median(r[0] for r in rates)
    console.print(table)
    positions = _kingdomino_positions(game)
    generations, placements = [], []
    for _ in range(repeats):
        made = generated = 0
        begin = time.perf_counter()
        while (elapsed := time.perf_counter() - begin) < seconds:
            for state, seat in positions:
                generated += len(game.legal_moves(state, seat))
            made += len(positions)
        generations.append(made / elapsed)
        placements.append(generated / elapsed)
    console.print(
        f"legal placements over {len(positions)} positions of random games (legal_moves in the place phase): "
        f"{_summary(generations)} generations/s, {_summary(placements)} placements/s "
        f"({sum(placements) / sum(generations):.1f} placements each)"
    )
    console.print("No OpenSpiel reference: OpenSpiel has no Kingdomino.")
    figures["generations"] = statistics.median(generations)
    figures["placements"] = statistics.median(placements)
    return figures


def _kingdomino_positions(game: Game) -> list[tuple[Any, int]]:
    """Every placement decision of 30 random games per player count (seeded, so every run times the same ones)."""
    rng = random.Random(0)
    positions = []
    for players in (2, 3, 4):
        for _ in range(30):
            state = game.start(players, None, rng.getrandbits(32))
            while game.outcome(state) is None:
                (seat,) = game.to_act(state)
                legal = game.legal_moves(state, seat)
                if legal[0].to_json()["type"] == "place":
                    positions.append((game.clone(state), seat))
                game.play(state, seat, rng.choice(legal))
    return positions


# -- Tichu: rounds (random calls make a game to 1000 endless), beside OpenSpiel's dou_dizhu ----------


def tichu(seconds: float, repeats: int) -> dict[str, float]:
    """Random complete rounds of Tichu (any seat in ``to_act``, any legal move), then dou_dizhu's random games."""
    console = Console()
    game = get_game("tichu")

    def run_once(rng: random.Random) -> tuple[int, int]:
        state = game.start(4, None, rng.getrandbits(32))
        moves = 0
        while not state.results:
            seat = rng.choice(sorted(game.to_act(state)))
            game.play(state, seat, rng.choice(game.legal_moves(state, seat)))
            moves += 1
        return moves, moves

    ours = _repeat(run_once, seconds, repeats)
    table = Table(title=f"random play, {repeats} × {seconds:g} s, one core (min / median / max)")
    table.add_column("engine")
    table.add_column("rounds or games/s", justify="right")
    table.add_column("actions/s", justify="right")
    table.add_row("asobiba tichu (rounds)", _summary([r[0] for r in ours]), _summary([r[1] for r in ours]))
    figures = {"ours_rounds": statistics.median(r[0] for r in ours), "ours_actions": statistics.median(r[1] for r in ours)}
    theirs_run = openspiel_random_game("dou_dizhu")
    if theirs_run is None:
        console.print(table)
        console.print("OpenSpiel not installed: pip install 'asobiba[bench]' to measure dou_dizhu")
        return figures
    theirs = _repeat(theirs_run, seconds, repeats)
    table.add_row("OpenSpiel dou_dizhu (games)", _summary([r[0] for r in theirs]), _summary([r[1] for r in theirs]))
    table.add_row("  (player decisions only)", "", _summary([r[2] for r in theirs]))
    console.print(table)
    figures["openspiel_actions"] = statistics.median(r[1] for r in theirs)
    figures["openspiel_decisions"] = statistics.median(r[2] for r in theirs)
    console.print(
        f"ratio ours / dou_dizhu actions/s: {figures['ours_actions'] / figures['openspiel_actions']:.2f} "
        f"(against its decisions only: {figures['ours_actions'] / figures['openspiel_decisions']:.2f})"
    )
    return figures


OWN_BENCH: dict[str, Callable[[float, int], dict[str, float]]] = {"kingdomino": kingdomino, "tichu": tichu}
