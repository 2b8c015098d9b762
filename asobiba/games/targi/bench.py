"""``asobiba bench targi``: OpenSpiel has no Targi; ``extra`` times what the search leans on.

The random-play figures are taken at the default table. ``extra`` times ``legal_moves``
alone and ``sample`` (the determinization the hard bot makes at every root) over every
decision of seeded random games, each under all the options' combinations in turn.
"""

from __future__ import annotations

import itertools
import random
import statistics
from typing import Any

from rich.console import Console

from asobiba.core.contract import Game
from asobiba.core.parts import BenchHooks, Measure
from asobiba.games.targi.conformance import OPTION_SAMPLES

GAMES = 8  # seeded random games whose decisions are timed


def extra(game: Game, measure: Measure, console: Console) -> dict[str, float]:
    """Legal-move generations and samples per second over the decisions of seeded random games."""
    positions = _positions(game)
    listing = measure(lambda rng: (len(positions), sum(len(game.legal_moves(state, seat)) for state, seat in positions)))
    generations, moves = [rate[1] for rate in listing], [rate[2] for rate in listing]

    def sample_all(rng: random.Random) -> tuple[int]:
        for state, seat in positions:
            game.sample(state, seat, rng)
        return (len(positions),)

    samples = [rate[1] for rate in measure(sample_all)]
    each = statistics.median(moves) / statistics.median(generations)
    console.print(
        f"over {len(positions)} decisions of {GAMES} random games: legal moves "
        f"{statistics.median(generations):,.0f} generations/s ({each:.1f} moves each), "
        f"sample {statistics.median(samples):,.0f}/s (medians)"
    )
    return {"generations": statistics.median(generations), "samples": statistics.median(samples)}


def _positions(game: Game) -> list[tuple[Any, int]]:
    rng = random.Random(0)
    combinations = [dict(zip(OPTION_SAMPLES, values, strict=True)) for values in itertools.product(*OPTION_SAMPLES.values())]
    positions = []
    for index in range(GAMES):
        state = game.start(2, combinations[index % len(combinations)], rng.getrandbits(32))
        while game.outcome(state) is None:
            (seat,) = game.to_act(state)
            positions.append((game.clone(state), seat))
            game.play(state, seat, rng.choice(game.legal_moves(state, seat)))
    return positions


BENCH = BenchHooks(extra=extra)
