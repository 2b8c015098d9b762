"""``asobiba bench kingdomino``: OpenSpiel has no Kingdomino; the legal placements are timed on their own."""

from __future__ import annotations

import random
import statistics
from typing import Any

from rich.console import Console

from asobiba.core.contract import Game
from asobiba.core.parts import BenchHooks, Measure


def extra(game: Game, measure: Measure, console: Console) -> dict[str, float]:
    """Legal-placement generation alone, over the placement decisions of seeded random games."""
    positions = _positions(game)
    rates = measure(lambda rng: (len(positions), sum(len(game.legal_moves(state, seat)) for state, seat in positions)))
    generations, placements = [rate[1] for rate in rates], [rate[2] for rate in rates]
    summary = " / ".join(f"{value:,.0f}" for value in (min(generations), statistics.median(generations), max(generations)))
    console.print(
        f"legal placements over {len(positions)} positions of random games (legal_moves in the place phase): "
        f"{summary} generations/s (min / median / max), {statistics.median(placements):,.0f} placements/s "
        f"({sum(placements) / sum(generations):.1f} placements each)"
    )
    return {"generations": statistics.median(generations), "placements": statistics.median(placements)}


def _positions(game: Game) -> list[tuple[Any, int]]:
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


BENCH = BenchHooks(extra=extra)
