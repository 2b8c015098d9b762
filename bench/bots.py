"""Bot strength and speed on 4-player French Tarot or Tichu; results in bench/README.md, "Bots".

    /work/venv/bin/python bench/bots.py [--deals 400] [--workers 2] [--seed 2026]
    /work/venv/bin/python bench/bots.py --game tichu --deals 40 --cheap-deals 400 --budget-ms 300

(a) hard against three normal, (b) normal against three random: duplicate deals
(asobiba/arena.py), each level's mean score per deal and the difference with its 95%
confidence interval; (c) decision time per level, median and p95, over decisions with
a choice (an easy-against-normal run adds the easy level); (d) ISMCTS iterations per
second, searching for one second at positions along heuristic play.
Tichu is played in partnerships, so its tables are a team of each level (``hard,
normal,hard,normal``) and a deal is one round (the arena's duplicate plays it twice,
each team with each pair of hands). Figures are reported, never asserted.
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
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.core.registry import get_game
from asobiba.games.tichu.bots import deals_scored

TABLES = {  # the levels of (a), (b) and the easy run, and the title of the strength table
    "tarot": (["hard", "normal", "normal", "normal"], ["normal", "random", "random", "random"], ["easy", "normal", "normal", "normal"]),
    "tichu": (["hard", "normal", "hard", "normal"], ["normal", "random", "normal", "random"], ["easy", "normal", "easy", "normal"]),
}
TITLES = {"tarot": "4-player Tarot", "tichu": "Tichu, a team of each level, one round per deal"}


def duplicate(game_id: str, levels: list[str], deals: int, seed: int, workers: int, budget_ms: float | None, bar: Progress) -> arena.Result:
    task = bar.add_task(",".join(levels), total=deals * len(arena.rotations(levels)))
    return arena.run(game_id, levels, deals, seed, budget_ms, workers, lambda games: bar.advance(task, games))


def _early(game_id: str, state: object) -> bool:
    """Whether a position is in the first half of its deal (Tarot: 36 cards played; Tichu: 28 left in hand)."""
    if game_id == "tarot":
        return sum(len(cards) for _, cards, _ in state.tricks) < 36  # type: ignore[attr-defined]
    return sum(len(hand) for hand in state.hands) > 28  # type: ignore[attr-defined]


def iterations_per_second(game_id: str, positions: int, seed: int, budget_ms: float) -> tuple[float, float, float]:
    """ISMCTS iterations per second over ``positions`` searches: all, first half of the deal, second half."""
    game = get_game(game_id)
    normal = make_bot(game_id, "normal")
    bot = IsmctsBot(Hooks.for_game(game_id))
    rng = random.Random(seed)
    early = [0, 0.0]
    late = [0, 0.0]
    searched = 0
    deal = 0
    while searched < positions:
        state = game.start(4, {"deals": 1} if game_id == "tarot" else {}, seed + deal)
        deal += 1
        while game.outcome(state) is None and not (game_id == "tichu" and deals_scored(state)):
            seat = min(game.to_act(state))
            if len(game.legal_moves(state, seat)) > 1 and rng.random() < 0.2 and searched < positions:
                search = bot.search(game, state, seat, rng, budget_ms)
                bucket = early if _early(game_id, state) else late
                bucket[0] += search.iterations
                bucket[1] += search.elapsed_ms / 1000
                searched += 1
            game.play(state, seat, normal.choose(game, state, seat, rng))
    total = (early[0] + late[0]) / (early[1] + late[1])
    return total, early[0] / max(early[1], 1e-9), late[0] / max(late[1], 1e-9)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=sorted(TABLES), default="tarot")
    parser.add_argument("--deals", type=int, default=400, help="duplicate deals for (a) and (b), each played once per rotation")
    parser.add_argument("--cheap-deals", type=int, default=None, help="duplicate deals for (b) if not --deals")
    parser.add_argument("--budget-ms", type=float, default=None, help="hard's time per move (default: its iteration budget)")
    parser.add_argument("--easy-deals", type=int, default=100, help="duplicate deals of easy against normal, for (c)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--positions", type=int, default=40, help="searches for (d)")
    args = parser.parse_args()
    console = Console(width=140)
    game_id = args.game
    cheap_deals = args.cheap_deals or args.deals
    budget = f"{Hooks.for_game(game_id).iterations} rollouts per decision at most"
    if args.budget_ms is not None:
        budget = f"{args.budget_ms:.0f} ms per decision"
    console.print(f"{game_id}: hard is ISMCTS, {budget}; {args.workers} workers")
    begin = time.perf_counter()
    tables = TABLES[game_id]
    with Progress(console=console) as bar:
        hard = duplicate(game_id, tables[0], args.deals, args.seed, args.workers, args.budget_ms, bar)
        normal = duplicate(game_id, tables[1], cheap_deals, args.seed, args.workers, None, bar)
        easy = duplicate(game_id, tables[2], args.easy_deals, args.seed, args.workers, None, bar)
    strength = Table(title=f"{TITLES[game_id]}, duplicate: mean score per deal, 95% CI")
    for column in ("match", "deals × rotations", "first level", "other level", "difference"):
        strength.add_column(column, justify="right" if column != "match" else "left")
    for name, result, first, second in (
        ("(a) " + ",".join(tables[0]), hard, "hard", "normal"),
        ("(b) " + ",".join(tables[1]), normal, "normal", "random"),
        (",".join(tables[2]), easy, "easy", "normal"),
    ):
        difference = result.difference(first, second)
        bounds = f"[{difference.low:+.1f}, {difference.high:+.1f}]"
        played = f"{len(result.groups)} × {len(arena.rotations(result.levels))}"
        strength.add_row(name, played, str(result.score(first)), str(result.score(second)), f"{difference} {bounds}")
    console.print(strength)
    speed = Table(title="(c) decision time per move with a choice (ms)")
    for column in ("level", "decisions", "median", "p95"):
        speed.add_column(column, justify="right" if column != "level" else "left")
    times = {"random": normal.times("random"), "easy": easy.times("easy"), "normal": hard.times("normal"), "hard": hard.times("hard")}
    for level, values in times.items():
        speed.add_row(level, str(len(values)), f"{arena.percentile(values, 0.5):.2f}", f"{arena.percentile(values, 0.95):.2f}")
    console.print(speed)
    total, early, late = iterations_per_second(game_id, args.positions, args.seed, 1000.0)
    console.print(
        f"(d) ISMCTS iterations per second (1 s searches, {args.positions} positions): {total:.0f}; "
        f"first half of the deal {early:.0f}, second half {late:.0f}"
    )
    console.print(f"total time {time.perf_counter() - begin:.0f} s")


if __name__ == "__main__":
    main()
