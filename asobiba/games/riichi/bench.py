"""Riichi's speed: random complete East-South games, their hands and decisions per second on
one core, hand evaluations per second, and in the same run the peers that install from the
package index (``pip install pymahjong riichienv``), each with the same loop shape: ask for
the legal actions, pick one at random, apply it. ``pymahjong``'s environment plays one hand
per game, so hands per second are compared with it; ``riichienv`` (Rust) plays whole games.

``asobiba bench riichi`` calls :func:`extra` after its generic loop (one whole match a game), with
that loop's timing windows. Reported in bench/README.md, never asserted.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table

from asobiba.core.contract import Game
from asobiba.core.parts import BenchHooks, Measure
from asobiba.games.riichi import conformance
from asobiba.games.riichi.claims import win_value
from asobiba.games.riichi.moves import RON, TSUMO
from asobiba.games.riichi.state import RiichiState


def ours(game: Game) -> Callable[[random.Random], tuple[int, int]]:
    def run_once(rng: random.Random) -> tuple[int, int]:
        state = game.start(4, {"length": "east_south"}, rng.getrandbits(32))
        moves = 0
        while game.outcome(state) is None:
            seat = rng.choice(sorted(game.to_act(state)))
            game.play(state, seat, rng.choice(game.legal_moves(state, seat)))
            moves += 1
        return len(state.results), moves

    return run_once


def pymahjong_hands() -> Callable[[random.Random], tuple[int, int]] | None:
    try:
        import pymahjong
    except ImportError:
        return None
    env = pymahjong.MahjongEnv()

    def run_once(rng: random.Random) -> tuple[int, int]:
        env.reset()  # its own shuffle: the environment takes no seed
        steps = 0
        while not env.is_over():
            env.step(env.get_curr_player_id(), rng.choice(env.get_valid_actions()))
            steps += 1
        return 1, steps

    return run_once


def riichienv_games() -> Callable[[random.Random], tuple[int, int]] | None:
    try:
        import riichienv
    except ImportError:
        return None

    def run_once(rng: random.Random) -> tuple[int, int]:
        env = riichienv.RiichiEnv(game_mode=riichienv.GameType.YON_HANCHAN, skip_mjai_logging=True, seed=rng.getrandbits(32))
        observations = env.reset()
        steps = 0
        while not env.done():
            observations = env.step({seat: rng.choice(seen.legal_actions()) for seat, seen in observations.items()})
            steps += len(observations)
        return env.kyoku_idx + 1, steps  # hands counted by the last hand's index: renchan hands are missed

    return run_once


def winning_positions(game: Game, count: int = 300) -> list[tuple[RiichiState, int, int, bool]]:
    """(state, seat, tile, tsumo) just before wins of seeded random games (conformance.random_move wins often)."""
    rng = random.Random(0)
    found: list[tuple[RiichiState, int, int, bool]] = []
    while len(found) < count:
        state = game.start(rng.choice((3, 4)), {"length": "east_only"}, rng.getrandbits(32))
        while game.outcome(state) is None and len(found) < count:
            seat = rng.choice(sorted(game.to_act(state)))
            legal = game.legal_moves(state, seat)
            if TSUMO in legal:
                found.append((game.clone(state), seat, state.drawn, True))
            elif RON in legal:
                found.append((game.clone(state), seat, state.window.tile, False))
            game.play(state, seat, conformance.random_move(state, seat, legal, rng))
    return found


def evaluations(game: Game, measure: Measure) -> list[float]:
    positions = winning_positions(game)

    def evaluate_all(rng: random.Random) -> tuple[int]:
        for state, seat, tile, tsumo in positions:
            win_value(state, seat, tile, tsumo)
        return (len(positions),)

    return [rate[1] for rate in measure(evaluate_all)]


def extra(game: Game, measure: Measure, console: Console) -> dict[str, float]:
    """The table of games, hands and decisions per second, ours and the peers', and the ratios."""
    table = Table(title=f"random play, {measure.repeats} × {measure.seconds:g} s, one core (medians)")
    for column in ("engine", "games/s", "hands/s", "decisions/s"):
        table.add_column(column, justify="right" if column != "engine" else "left")
    figures: dict[str, float] = {}
    runs: dict[str, Any] = {
        "asobiba riichi (East-South)": ours(game),
        "pymahjong (one hand a game)": pymahjong_hands(),
        "riichienv (East-South)": riichienv_games(),
    }
    for label, run_once in runs.items():
        if run_once is None:
            table.add_row(label, "not installed", "", "")
            continue
        rates = measure(run_once)  # (games, hands, decisions) per second
        medians = [statistics.median(rate[k] for rate in rates) for k in range(3)]
        figures |= {f"{label}: {unit}": value for unit, value in zip(("games/s", "hands/s", "decisions/s"), medians, strict=True)}
        table.add_row(label, *(f"{value:,.1f}" for value in medians))
    console.print(table)
    mine = figures["asobiba riichi (East-South): hands/s"]
    for label in ("pymahjong (one hand a game)", "riichienv (East-South)"):
        if f"{label}: hands/s" in figures:
            console.print(f"hands/s, ours / {label.split()[0]}: {mine / figures[f'{label}: hands/s']:.2f}")
    value_rates = evaluations(game, measure)
    console.print(f"hand evaluations (win_value through the mahjong package): {statistics.median(value_rates):,.0f}/s")
    figures["evaluations/s"] = statistics.median(value_rates)
    return figures


BENCH = BenchHooks(extra=extra)
