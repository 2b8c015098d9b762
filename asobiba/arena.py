"""``asobiba arena GAME --bots hard,normal,normal,normal``: bots against bots, in duplicate.

Duplicate format, as in bridge and tarot tournaments: each deal is a one-deal match
started from its own seed, played once per seat rotation, the bots moving one seat
along each time, so that every bot holds every hand. The luck of the cards cancels
out within a deal's group of rotations. A bot's score for a group is its mean over
the rotations; the table gives the mean of those group means, with a 95% confidence
interval from their spread (Student's t), and the decision time per move of each
level, counted only when there was a choice to make.

The arena speaks only the contract, so it runs any game. A game with a ``deals``
option is played one deal per match. A game without one whose bots hooks offer the
search hooks ``deals_scored`` and ``deal_scores`` (Tichu: a match is rounds to 1000) is
played until its first deal (round) is scored, and each seat scores ``deal_scores``.
With ``match_options`` every group is instead a whole match under those options, scored by
its outcome (Riichi: an East-only match, scored in placement points).

A game whose bots hooks offer ``match_stats(state) -> list[dict[str, float]]`` (a rate
per seat, such as Riichi's wins and deal-ins per hand) has each rate averaged per level,
with its interval, beside the scores.

Rotations that would seat the same level at every seat as an earlier rotation are
played once only: with partnerships (Tichu's seats 0, 2 against 1, 3) the table
``hard,normal,hard,normal`` is played twice per deal, each team once with each pair
of hands, which is the whole duplicate.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from asobiba.bots import close_bots, make_bot, tell
from asobiba.core.contract import Game, seeded_rng
from asobiba.core.registry import get_game, parts


@dataclass(slots=True)
class Group:
    """One deal in all its rotations: each level's mean score per deal, and its decision times (ms)."""

    scores: dict[str, float]
    times: dict[str, list[float]] = field(default_factory=dict)
    games: int = 0  # rotations played
    stats: dict[str, dict[str, float]] = field(default_factory=dict)  # level → the game's match_stats, averaged


@dataclass(frozen=True, slots=True)
class Interval:
    mean: float
    half_width: float  # of the 95% confidence interval

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.mean + self.half_width

    def __str__(self) -> str:
        return f"{self.mean:+.1f} ± {self.half_width:.1f}"


@dataclass(slots=True)
class Result:
    game: str
    levels: list[str]
    groups: list[Group]

    def labels(self) -> list[str]:
        return list(dict.fromkeys(self.levels))

    def score(self, label: str) -> Interval:
        return interval([group.scores[label] for group in self.groups])

    def difference(self, first: str, second: str) -> Interval:
        """``first``'s mean score per deal minus ``second``'s, with the interval of the per-group differences."""
        return interval([group.scores[first] - group.scores[second] for group in self.groups])

    def times(self, label: str) -> list[float]:
        return sorted(ms for group in self.groups for ms in group.times.get(label, []))

    def stat_names(self) -> list[str]:
        return list(dict.fromkeys(name for group in self.groups for stats in group.stats.values() for name in stats))

    def stat(self, label: str, name: str) -> Interval:
        return interval([group.stats[label][name] for group in self.groups])


def interval(values: list[float]) -> Interval:
    """Mean and 95% confidence half-width, Student's t with n − 1 degrees of freedom."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Interval(mean, math.inf)
    return Interval(mean, t_quantile(0.975, len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values)))


def t_quantile(p: float, freedom: int) -> float:
    """Student's t quantile by its expansion around the normal one (Abramowitz and Stegun 26.7.5):
    within 0.005 of the tables from 3 degrees of freedom, exact enough for an interval."""
    z = NormalDist().inv_cdf(p)
    terms = (
        (z**3 + z) / 4,
        (5 * z**5 + 16 * z**3 + 3 * z) / 96,
        (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384,
        (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160,
    )
    return z + sum(term / freedom**power for power, term in enumerate(terms, start=1))


def percentile(sorted_values: list[float], fraction: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    if not sorted_values:
        return math.nan
    return sorted_values[min(len(sorted_values) - 1, max(0, math.ceil(fraction * len(sorted_values)) - 1))]


def deal_seed(seed: int, deal: int) -> int:
    return seeded_rng(seed, "arena", deal).getrandbits(32)


def rotations(levels: list[str]) -> list[int]:
    """The seat rotations to play: each distinct arrangement of levels around the table once."""
    players = len(levels)
    seen: set[tuple[str, ...]] = set()
    kept = []
    for rotation in range(players):
        arrangement = tuple(levels[(seat - rotation) % players] for seat in range(players))
        if arrangement not in seen:
            seen.add(arrangement)
            kept.append(rotation)
    return kept


@dataclass(frozen=True, slots=True)
class OneDeal:
    """How to play a game for one deal: the options, when to stop, and each seat's score then."""

    options: dict[str, Any]
    deals_scored: Callable[[Any], int] | None  # None: play to the outcome
    deal_scores: Callable[[Any], list[float]] | None

    def over(self, game: Game, state: Any) -> bool:
        return game.outcome(state) is not None or (self.deals_scored is not None and self.deals_scored(state) > 0)

    def scores(self, game: Game, state: Any) -> Sequence[float]:
        outcome = game.outcome(state)
        if outcome is not None:
            return outcome.scores
        assert self.deal_scores is not None
        return self.deal_scores(state)


def one_deal(game_id: str) -> OneDeal:
    """A match of one deal: ``deals=1`` where the game has that option, else up to its first scored deal (bots hooks)."""
    game = get_game(game_id)
    if any(option.name == "deals" for option in game.options):
        return OneDeal({"deals": 1}, None, None)
    hooks = parts(game_id).bots
    if hooks is None or hooks.deals_scored is None or hooks.deal_scores is None:
        return OneDeal({}, None, None)
    return OneDeal({}, hooks.deals_scored, hooks.deal_scores)


def play_group(game_id: str, levels: list[str], seed: int, budget_ms: float | None, match_options: dict[str, Any] | None = None) -> Group:
    """Play the deal of ``seed`` once per rotation; bot ``i`` sits at seat ``(i + rotation) % players``.
    With ``match_options``, play a whole match under them instead of one deal."""
    game = get_game(game_id)
    players = len(levels)
    bots = [make_bot(game_id, level) for level in levels]
    deal = one_deal(game_id) if match_options is None else OneDeal(dict(match_options), None, None)
    hooks = parts(game_id).bots
    match_stats = None if hooks is None else hooks.match_stats
    turns = rotations(levels)
    totals = dict.fromkeys(levels, 0.0)
    stats: dict[str, dict[str, float]] = {level: {} for level in levels}
    times: dict[str, list[float]] = {level: [] for level in levels}
    for rotation in turns:
        state = game.start(players, deal.options, seed)
        at_seat = {(index + rotation) % players: index for index in range(players)}
        seated = {seat: bots[index] for seat, index in at_seat.items()}
        tell(seated, game, state, None)
        rngs = [random.Random(f"{seed}:seat:{seat}") for seat in range(players)]  # a hand's luck follows the hand
        while not deal.over(game, state):
            seat = min(game.to_act(state))
            index = at_seat[seat]
            choice = len(game.legal_moves(state, seat)) > 1
            begin = time.perf_counter()
            move = bots[index].choose(game, state, seat, rngs[seat], budget_ms)
            if choice:
                times[levels[index]].append((time.perf_counter() - begin) * 1000)
            tell(seated, game, state, game.play(state, seat, move))
        close_bots(bots)
        for seat, score in enumerate(deal.scores(game, state)):
            totals[levels[at_seat[seat]]] += score
        for seat, rates in enumerate(match_stats(state) if match_stats else []):
            for name, rate in rates.items():
                summed = stats[levels[at_seat[seat]]]
                summed[name] = summed.get(name, 0.0) + rate
    counts = {level: levels.count(level) * len(turns) for level in totals}
    means = {level: {name: rate / counts[level] for name, rate in rates.items()} for level, rates in stats.items()}
    return Group({level: total / counts[level] for level, total in totals.items()}, times, len(turns), means)


def run(
    game_id: str,
    levels: list[str],
    deals: int,
    seed: int = 0,
    budget_ms: float | None = None,
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
    match_options: dict[str, Any] | None = None,
) -> Result:
    """Play ``deals`` duplicate groups (whole matches with ``match_options``); ``progress`` is told
    how many games each finished group played."""
    seeds = [deal_seed(seed, deal) for deal in range(deals)]
    groups: list[Group] = []
    with ProcessPoolExecutor(max_workers=workers) if workers > 1 else nullcontext() as pool:
        mapper = pool.map if pool is not None else map
        for group in mapper(play_group, [game_id] * deals, [levels] * deals, seeds, [budget_ms] * deals, [match_options] * deals):
            groups.append(group)
            if progress:
                progress(group.games)
    return Result(game_id, levels, groups)


def parse_levels(bots: str, players: int | None) -> list[str]:
    """``"hard,normal"`` with 4 players is hard and three normal: the last level fills the table."""
    levels = [level.strip() for level in bots.split(",") if level.strip()]
    if not levels:
        raise ValueError("--bots needs at least one level, e.g. hard,normal,normal,normal")
    players = players or len(levels)
    if len(levels) > players:
        raise ValueError(f"{len(levels)} bots for {players} players")
    return levels + [levels[-1]] * (players - len(levels))


def report(result: Result, console: Console) -> None:
    labels = result.labels()
    turns = len(rotations(result.levels))
    table = Table(title=f"{result.game}: {len(result.groups)} deals × {turns} rotations, mean score per deal (95% CI)")
    table.add_column("bot")
    table.add_column("seats", justify="right")
    table.add_column("score per deal", justify="right")
    table.add_column("decisions", justify="right")
    table.add_column("median ms", justify="right")
    table.add_column("p95 ms", justify="right")
    names = result.stat_names()
    for name in names:
        table.add_column(name, justify="right")
    for label in labels:
        times = result.times(label)
        table.add_row(
            label,
            str(result.levels.count(label)),
            str(result.score(label)),
            str(len(times)),
            f"{percentile(times, 0.5):.1f}",
            f"{percentile(times, 0.95):.1f}",
            *(_rate(result.stat(label, name)) for name in names),
        )
    console.print(table)
    for other in labels[1:]:
        difference = result.difference(labels[0], other)
        console.print(f"{labels[0]} − {other}: {difference} per deal (95% CI {difference.low:+.1f} … {difference.high:+.1f})")


def _rate(rate: Interval) -> str:
    return f"{rate.mean:.3f} ± {rate.half_width:.3f}"


def main(
    game_id: str,
    bots: str,
    deals: int,
    seed: int,
    players: int | None,
    budget_ms: float | None,
    workers: int,
    match_options: dict[str, Any] | None = None,
) -> Result:
    """The ``asobiba arena`` command: play with a progress bar, then print the table."""
    game = get_game(game_id)
    levels = parse_levels(bots, players)
    if len(levels) not in game.seats:
        raise ValueError(f"{game_id} is for {', '.join(map(str, game.seats))} players, not {len(levels)}")
    console = Console()
    with Progress(console=console, transient=True) as bar:
        task = bar.add_task(f"{game_id} {','.join(levels)}", total=deals * len(rotations(levels)))
        result = run(game_id, levels, deals, seed, budget_ms, workers, lambda games: bar.advance(task, games), match_options)
    report(result, console)
    return result
