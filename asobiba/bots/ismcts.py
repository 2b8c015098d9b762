"""Information-set Monte Carlo tree search: the ``hard`` bot, for any game of the contract.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo
Tree Search", IEEE TCIAIG 2012): one tree of move sequences seen from the searching
seat; each iteration deals a world that seat cannot tell apart from the real one
(``game.sample(state, seat, rng)``), walks down the tree among the moves legal in that
world by UCB with availability counts, adds a node, plays a rollout and backs the
scores up. Every node holds the total score of the seat whose move led to it, so
each seat's moves are chosen for its own score.

Three choices make it work within a second of pure Python on a card game, where one
deal's score varies far more with the unseen cards than with one move:

- **Paired worlds at the root.** Each sampled world is cloned (``game.clone``) and
  played once after every root move still in contention, so root moves are compared
  on the same cards: the luck of the deal cancels out of their differences. A move
  significantly worse than the leader is dropped; the search stops when one is left.
- **The guide's move stands unless beaten.** With a guide (the game's heuristic), its
  move is chosen unless another is better by ``CONFIDENCE`` standard errors of the
  paired differences, so noise alone does not make the search play worse than the
  guide; and a move unlikely to gain a worthwhile margin over it (``WORTH`` of the
  seat's score range) is dropped early, which ends most searches in a few worlds.
- **Policy-first widening below the root.** A node first grows the move the rollout
  policy would play in the current world, and admits other moves only as its visits
  grow (progressive widening), so the opponents' replies in the tree look like play.

Scores are normalized per seat by the lowest and highest scores seen in the search,
so one exploration constant fits games scored in hundreds of points or in wins.

Optional hooks, the game folder's ``BOTS`` (asobiba.core.parts.BotHooks):

- ``policy(game, state, seat, rng) -> move``: a cheap default policy for rollouts and
  for the first move a node grows (random otherwise). It is only handed sampled worlds.
- ``heuristic(level)``: the guide, asked once per search on the real state.
- ``deals_scored(state) -> int`` and ``deal_scores(state) -> list[float]``: in a game
  of several deals, how many deals are scored so far and the scores of the last one.
  With them a search ends its rollouts at the end of the current deal and plays for
  that deal's score, instead of playing out the whole match.
- ``candidates(game, state, seat, legal, guided) -> list``: the root moves worth
  comparing, when there are too many for the budget to tell apart (Tichu's pass and
  wide leads); they must include ``guided``. All legal moves otherwise.
- ``iterations`` and ``drop_early``: the rollouts a decision gets on the default
  budget, and whether root moves may be dropped before it is spent. A game whose moves
  differ by rare events (Riichi's deal-ins, seen in a few worlds of a hundred) keeps
  every contender to the end, where the first worlds would show no difference.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from asobiba.core.contract import Game
from asobiba.core.parts import DEFAULT_ITERATIONS, Candidates, Policy
from asobiba.core.registry import parts

MAX_MS = 2000.0  # never think longer than this on the default budget
EXPLORATION = 0.5  # UCB constant, for scores normalized to [0, 1]
WIDENING = 0.5  # a node visited n times may have 1 + WIDENING·√n children
MIN_WORLDS = 4  # worlds before a root move may be dropped
DROP_Z = 2.5  # a root move this many standard errors below the leader is dropped
WORTH = 0.02  # a gain over the guide below this share of the seat's score range is not worth playing for
WORTH_Z = 1.0  # a root move this many standard errors short of that gain is dropped
CONFIDENCE = 1.0  # how many standard errors a move must gain to overrule the guide


class Node:
    """The result of one move: who made it, how often it was tried and available, the mover's total."""

    __slots__ = ("available", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.children: dict[Any, Node] = {}


@dataclass(frozen=True, slots=True)
class Search:
    """What one search found: the move, and for each root move the worlds it was played in and its mean score."""

    move: Any
    iterations: int
    worlds: int
    elapsed_ms: float
    stats: dict[Any, tuple[int, float]]


@dataclass(frozen=True, slots=True)
class Hooks:
    """The game-specific helpers a search may use; see the module docstring."""

    policy: Policy | None = None
    guide: Any = None
    deals_scored: Callable[[Any], int] | None = None
    deal_scores: Callable[[Any], list[float]] | None = None
    candidates: Candidates | None = None
    iterations: int = DEFAULT_ITERATIONS
    drop_early: bool = True

    @classmethod
    def for_game(cls, game_id: str) -> Hooks:
        """The hooks the game's folder declares; none if it has no bots part."""
        declared = parts(game_id).bots
        if declared is None:
            return cls()
        return cls(
            policy=declared.policy,
            guide=declared.heuristic("normal") if declared.heuristic else None,
            deals_scored=declared.deals_scored,
            deal_scores=declared.deal_scores,
            candidates=declared.candidates,
            iterations=declared.iterations,
            drop_early=declared.drop_early,
        )


class IsmctsBot:
    """ISMCTS within a budget: ``iterations`` rollouts per move (the game's, by default), or
    ``budget_ms`` when ``choose`` is given one.

    The clock is read between worlds, so a search may overrun by one world's rollouts.
    Without a time budget the search is reproducible from ``rng``; it still stops at
    ``MAX_MS``, so a slow machine never stalls a table.
    """

    level = "hard"

    def __init__(self, hooks: Hooks | None = None, iterations: int | None = None) -> None:
        self.hooks = hooks or Hooks()
        self.iterations = iterations if iterations is not None else self.hooks.iterations

    def choose(self, game: Game[Any, Any], state: Any, seat: int, rng: random.Random, budget_ms: float | None = None) -> Any:
        legal = game.legal_moves(state, seat)
        if len(legal) == 1:
            return legal[0]
        return self.search(game, state, seat, rng, budget_ms).move

    def search(self, game: Game[Any, Any], state: Any, seat: int, rng: random.Random, budget_ms: float | None = None) -> Search:
        """Search from ``seat``'s point of view; with ``budget_ms``, for that long instead of ``iterations``."""
        begin = time.perf_counter()
        deadline = begin + (budget_ms if budget_ms is not None else MAX_MS) / 1000
        limit = math.inf if budget_ms is not None else self.iterations
        hooks = self.hooks
        guided = hooks.guide.choose(game, state, seat, rng) if hooks.guide is not None else None
        contenders = game.legal_moves(state, seat)
        if hooks.candidates is not None:
            contenders = hooks.candidates(game, state, seat, contenders, guided)
        root = Node(seat)
        scores: dict[Any, list[float]] = {move: [] for move in contenders}  # the seat's score, world by world
        run = _Run(self, game, rng, hooks.deals_scored(state) if hooks.deals_scored else 0)
        iterations = worlds = 0
        while len(contenders) > 1 and iterations + len(contenders) <= limit and time.perf_counter() < deadline:
            world = game.sample(state, seat, rng)
            for move in contenders:
                played = game.clone(world)
                game.play(played, seat, move)
                child = root.children.get(move)
                if child is None:
                    child = root.children[move] = Node(seat)
                scores[move].append(run.descend(played, child)[seat])
            iterations += len(contenders)
            worlds += 1
            if worlds >= MIN_WORLDS and hooks.drop_early:
                worth = WORTH * (run.high[seat] - run.low[seat])
                contenders = _drop_beaten(contenders, scores, guided, worth)
        stats = {move: (len(values), statistics.fmean(values)) for move, values in scores.items() if values}
        if worlds < 2:  # nothing to compare: the guide's move, or any
            move = guided if guided is not None else contenders[0]
        else:
            move = _decide(contenders, scores, guided)
        return Search(move, iterations, worlds, (time.perf_counter() - begin) * 1000, stats)


class _Run:
    """One search's walk below the root: tree policy, widening, rollouts, score bounds."""

    def __init__(self, bot: IsmctsBot, game: Game[Any, Any], rng: random.Random, first_deal: int) -> None:
        self.game, self.rng, self.first_deal = game, rng, first_deal
        self.policy = bot.hooks.policy
        self.deals_scored = bot.hooks.deals_scored
        self.deal_scores = bot.hooks.deal_scores
        self.low: dict[int, float] = {}
        self.high: dict[int, float] = {}

    def descend(self, state: Any, node: Node) -> list[float]:
        """From ``node`` (its move already played on ``state``): select, grow one node, roll out, back up."""
        game = self.game
        path = [node]
        while not self.over(state):
            actor = min(game.to_act(state))
            legal = game.legal_moves(state, actor)
            children = node.children
            available = []
            for move in legal:
                child = children.get(move)
                if child is not None:
                    child.available += 1
                    available.append(move)
            if not available or len(children) < 1 + WIDENING * math.sqrt(node.visits):
                grown = self.grow(state, actor, [move for move in legal if move not in children])
                if grown is not None:
                    node = children[grown] = Node(actor)
                    node.available = 1
                    game.play(state, actor, grown)
                    path.append(node)
                    break
            move = self.select(node, available)
            node = children[move]
            game.play(state, actor, move)
            path.append(node)
        scores = self.rollout(state)
        for seat, score in enumerate(scores):
            if score < self.low.get(seat, math.inf):
                self.low[seat] = score
            if score > self.high.get(seat, -math.inf):
                self.high[seat] = score
        for visited in path:
            visited.visits += 1
            visited.total += scores[visited.seat]
        return scores

    def grow(self, state: Any, actor: int, untried: list[Any]) -> Any:
        """The move a node adds: the policy's in this world if untried, else any untried; None if none."""
        if not untried:
            return None
        if self.policy is not None:
            move = self.policy(self.game, state, actor, self.rng)
            if move in untried:
                return move
        return self.rng.choice(untried)

    def select(self, node: Node, available: list[Any]) -> Any:
        """UCB over the children legal in this world, a child's tries counted against its availability."""
        seat = node.children[available[0]].seat
        floor = self.low[seat]
        spread = self.high[seat] - floor or 1.0

        def ucb(move: Any) -> float:
            child = node.children[move]
            return (child.total / child.visits - floor) / spread + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)

        return max(available, key=ucb)

    def over(self, state: Any) -> bool:
        if self.game.outcome(state) is not None:
            return True
        return self.deals_scored is not None and self.deals_scored(state) > self.first_deal

    def rollout(self, state: Any) -> list[float]:
        """Play to the end of the deal (or the match) with the default policy; each seat's score."""
        game, rng, policy = self.game, self.rng, self.policy
        while not self.over(state):
            actor = min(game.to_act(state))
            game.play(state, actor, policy(game, state, actor, rng) if policy is not None else rng.choice(game.legal_moves(state, actor)))
        if self.deal_scores is not None and self.deals_scored is not None and self.deals_scored(state) > self.first_deal:
            return list(self.deal_scores(state))
        outcome = game.outcome(state)
        assert outcome is not None
        return list(outcome.scores)


def _paired(first: list[float], second: list[float]) -> tuple[float, float]:
    """Mean and standard error of ``first − second``, world by world."""
    differences = [a - b for a, b in zip(first, second, strict=True)]
    return statistics.fmean(differences), statistics.stdev(differences) / math.sqrt(len(differences))


def _drop_beaten(contenders: list[Any], scores: dict[Any, list[float]], guided: Any, worth: float) -> list[Any]:
    """Drop the moves unlikely to gain ``worth`` over the guide's, then those clearly worse than the
    leader or never different from it. The leader always stays."""
    if guided in contenders:
        contenders = [move for move in contenders if move == guided or _upper(scores[move], scores[guided], WORTH_Z) > worth]
    leader = max(contenders, key=lambda move: statistics.fmean(scores[move]))
    kept = []
    for move in contenders:
        if move != leader:
            mean, error = _paired(scores[move], scores[leader])
            if mean + DROP_Z * error < 0 or (mean == error == 0 and move != guided):
                continue
        kept.append(move)
    return kept


def _upper(first: list[float], second: list[float], z: float) -> float:
    """Upper confidence bound of the gain of ``first`` over ``second``."""
    mean, error = _paired(first, second)
    return mean + z * error


def _decide(contenders: list[Any], scores: dict[Any, list[float]], guided: Any) -> Any:
    """The best mean, unless the guide's move is within ``CONFIDENCE`` standard errors of it."""
    best = max(contenders, key=lambda move: statistics.fmean(scores[move]))
    if guided is None or guided == best or guided not in contenders:
        return best
    mean, error = _paired(scores[best], scores[guided])
    return best if mean > CONFIDENCE * error else guided
