"""Bot strength and speed on 4-player French Tarot; results in bench/README.md, "Bots".

    /work/venv/bin/python bench/bots.py [--deals 400] [--workers 2] [--seed 2026]

(a) hard against three normal, (b) normal against three random: duplicate deals
(asobiba/arena.py), each level's mean score per deal and the difference with its 95%
confidence interval; (c) decision time per level, median and p95, over decisions with
a choice (an easy-against-normal run adds the easy level); (d) ISMCTS iterations per
second on Tarot, searching for one second at positions along heuristic play.
Figures are reported, never asserted.
"""

from __future__ import annotations

import argparse
import random
import time

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from asobiba import arena
from asobiba.bots import make_bot
from asobiba.bots.ismcts import DEFAULT_ITERATIONS, Hooks, IsmctsBot
from asobiba.games.tarot import GAME


def duplicate(levels: list[str], deals: int, seed: int, workers: int, bar: Progress) -> arena.Result:
    task = bar.add_task(",".join(levels), total=deals * len(levels))
    return arena.run("tarot", levels, deals, seed, None, workers, lambda games: bar.advance(task, games))


def iterations_per_second(positions: int, seed: int, budget_ms: float) -> tuple[float, float, float]:
    """ISMCTS iterations per second over ``positions`` searches: all, first trick cards, last tricks."""
    normal = make_bot("tarot", "normal")
    bot = IsmctsBot(Hooks.for_game("tarot"))
    rng = random.Random(seed)
    early = [0, 0.0]
    late = [0, 0.0]
    searched = 0
    deal = 0
    while searched < positions:
        state = GAME.start(4, {"deals": 1}, seed + deal)
        deal += 1
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            if len(GAME.legal_moves(state, seat)) > 1 and rng.random() < 0.2 and searched < positions:
                search = bot.search(GAME, state, seat, rng, budget_ms)
                played = sum(len(cards) for _, cards, _ in state.tricks)
                bucket = early if played < 36 else late
                bucket[0] += search.iterations
                bucket[1] += search.elapsed_ms / 1000
                searched += 1
            GAME.play(state, seat, normal.choose(GAME, state, seat, rng))
    total = (early[0] + late[0]) / (early[1] + late[1])
    return total, early[0] / max(early[1], 1e-9), late[0] / max(late[1], 1e-9)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=400, help="duplicate deals for (a) and (b), each played 4 times")
    parser.add_argument("--easy-deals", type=int, default=100, help="duplicate deals of easy against normal, for (c)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--positions", type=int, default=40, help="searches for (d)")
    args = parser.parse_args()
    console = Console(width=140)
    console.print(f"hard: ISMCTS, {DEFAULT_ITERATIONS} rollouts per decision at most; {args.workers} workers")
    begin = time.perf_counter()
    with Progress(console=console) as bar:
        hard = duplicate(["hard", "normal", "normal", "normal"], args.deals, args.seed, args.workers, bar)
        normal = duplicate(["normal", "random", "random", "random"], args.deals, args.seed, args.workers, bar)
        easy = duplicate(["easy", "normal", "normal", "normal"], args.easy_deals, args.seed, args.workers, bar)
    strength = Table(title=f"4-player Tarot, duplicate: mean score per deal, 95% CI ({args.deals} deals × 4 rotations)")
    for column in ("match", "first level", "other level", "difference"):
        strength.add_column(column, justify="right" if column != "match" else "left")
    for name, result, first, second in (
        ("(a) hard vs 3 normal", hard, "hard", "normal"),
        ("(b) normal vs 3 random", normal, "normal", "random"),
        (f"easy vs 3 normal ({args.easy_deals} deals)", easy, "easy", "normal"),
    ):
        difference = result.difference(first, second)
        bounds = f"[{difference.low:+.1f}, {difference.high:+.1f}]"
        strength.add_row(name, str(result.score(first)), str(result.score(second)), f"{difference} {bounds}")
    console.print(strength)
    speed = Table(title="(c) decision time per move with a choice (ms)")
    for column in ("level", "decisions", "median", "p95"):
        speed.add_column(column, justify="right" if column != "level" else "left")
    times = {"random": normal.times("random"), "easy": easy.times("easy"), "normal": hard.times("normal"), "hard": hard.times("hard")}
    for level, values in times.items():
        speed.add_row(level, str(len(values)), f"{arena.percentile(values, 0.5):.2f}", f"{arena.percentile(values, 0.95):.2f}")
    console.print(speed)
    total, early, late = iterations_per_second(args.positions, args.seed, 1000.0)
    console.print(
        f"(d) ISMCTS iterations per second (1 s searches, {args.positions} positions): {total:.0f}; "
        f"first half of the deal {early:.0f}, second half {late:.0f}"
    )
    console.print(f"total time {time.perf_counter() - begin:.0f} s")


if __name__ == "__main__":
    main()
