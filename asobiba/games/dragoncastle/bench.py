"""``asobiba bench dragoncastle``: OpenSpiel has no Dragon Castle; legal-move generation is timed on its own.

The random-play figures are taken at the default table (2 players, one Spirit and one
Dragon card); ``extra`` times ``legal_moves`` alone over every decision of seeded random
games with three Spirit cards, where the activations make the lists longest.
"""

from __future__ import annotations

import random
import statistics
from typing import Any

from rich.console import Console

from asobiba.core.contract import Game
from asobiba.core.parts import BenchHooks, Measure

POSITION_OPTIONS = {"spirit_cards": 3, "dragon_cards": 3}


def extra(game: Game, measure: Measure, console: Console) -> dict[str, float]:
    """Legal-move generations per second over the decisions of seeded random games."""
    positions = _positions(game)
    rates = measure(lambda rng: (len(positions), sum(len(game.legal_moves(state, seat)) for state, seat in positions)))
    generations, listed = [rate[1] for rate in rates], [rate[2] for rate in rates]
    summary = " / ".join(f"{value:,.0f}" for value in (min(generations), statistics.median(generations), max(generations)))
    console.print(
        f"legal moves over {len(positions)} positions of random games (3 Spirits, 2–4 players): "
        f"{summary} generations/s (min / median / max), {statistics.median(listed):,.0f} moves/s "
        f"({sum(listed) / sum(generations):.1f} moves each)"
    )
    return {"generations": statistics.median(generations), "moves": statistics.median(listed)}


def _positions(game: Game) -> list[tuple[Any, int]]:
    """Every decision of 5 random games per player count (seeded, so every run times the same ones)."""
    rng = random.Random(0)
    positions = []
    for players in (2, 3, 4):
        for _ in range(5):
            state = game.start(players, POSITION_OPTIONS, rng.getrandbits(32))
            while game.outcome(state) is None:
                (seat,) = game.to_act(state)
                legal = game.legal_moves(state, seat)
                positions.append((game.clone(state), seat))
                game.play(state, seat, rng.choice(legal))
    return positions


BENCH = BenchHooks(extra=extra)
