"""Daifugō bots: a heuristic that plays like a sensible player, and the hooks search uses.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``. It plans its hand into the fewest plays (planning.py) and
plays by that plan. It goes out whenever it can without a foul finish (DAIFUGO-R21). It
leads the part whose loss costs its plan least, its weakest combination, and not a
beatable one of the size of an opponent's hand; once all but one part are controls
(Jokers, 2s or 3s in a revolution, eight-cuts, whatever nothing unseen beats) it leads the
controls, the foul ones first, and keeps the last part for the finish. It follows with
the play its plan misses least, so a weak part whole before a control, and a control only
when nothing weaker fits (it wins the trick and the lead); it passes rather than break a
sequence, or split a pair or a trio while far from going out. It weighs a revolution by
planning the rest of its hand upside down (DAIFUGO-R12): it revolts with a weak hand and
not with a strong one. It leaves its own play alone when the turn comes back to it
(DAIFUGO-R28), and gives away the cards its plan misses least, the weakest and most
isolated (the strongest, in a revolution), in the exchange and on a seven-pass
(DAIFUGO-R10, R19); on a ten-discard it discards such cards while its plan gets no dearer,
and all of them when that takes it out (docs/daifugo.md, DAIFUGO-H1). In sanma (DAIFUGO-R27) it splits its hand into rounds of even
strength. ``easy`` is the same player with a random legal move one time in four.

:func:`policy` is a cheap rollout move for the search (asobiba/bots/ismcts.py), reading
the sampled state directly but only what the acting seat could see there.
:func:`deals_scored` and :func:`deal_scores` make a search play for the current game;
:func:`candidates` narrows the root to the heuristic's few best plays and the pass;
:func:`match_stats` gives the arena each seat's share of games won and lost.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from asobiba.bots.heuristic import levels
from asobiba.core.contract import JSON, Game
from asobiba.core.parts import BotHooks
from asobiba.games.daifugo.cards import BY_NAME, SPADE_3, is_joker, rank
from asobiba.games.daifugo.moves import PASS, Discard, Give, Move, Play, Split
from asobiba.games.daifugo.options import Rules
from asobiba.games.daifugo.planning import (
    LONE_JOKER,
    MULTIPLE,
    Known,
    Part,
    beaters,
    cuts,
    flags_of,
    foul,
    is_control,
    known_of,
    plan,
    plan_cost,
    power,
    revolts,
)
from asobiba.games.daifugo.plays import JOKER, JOKERS, shape
from asobiba.games.daifugo.sanma import sizes
from asobiba.games.daifugo.state import NOBODY, DaifugoState

URGENT_CARDS = 2  # an opponent with this many cards or fewer is about to go out
URGENT_PENALTY = 1.0  # leading a beatable part the size of an opponent's hand costs about a part
BREAK_SLACK = 0.5  # a play that costs the plan less than half a part breaks no good combination
NEAR_PARTS = 4  # a hand this many parts from going out may split a pair to take a trick (bench/daifugo-arena.txt)
CANDIDATES = 3  # root plays the search compares besides the pass: more cannot be told apart in a second
QUICK_SHORT = 4  # in rollouts, a hand this small spends its top cards


@dataclass(slots=True)
class Table:
    """What one seat knows that the bots use, read from a view."""

    seat: int
    hand: list[int]
    counts: list[int]  # cards in each hand
    top_seat: int  # who made the play on the table; NOBODY when it is empty
    top_joker: bool  # the play on the table is a lone Joker (a ♠3 on it is a foul finish)
    passed: list[int]  # who may not play again in this trick (with the pass lock)
    rules: Rules
    known: Known
    split: list[list[int]]  # sanma: its hands for the rounds to come, the last one being filled

    def opponents(self) -> list[int]:
        return [other for other, count in enumerate(self.counts) if count and other != self.seat]

    def threatened(self) -> bool:
        """An opponent still able to play in this trick is about to go out."""
        blocked = set(self.passed) if self.rules.pass_lock else set()
        return any(self.counts[other] <= URGENT_CARDS and other not in blocked for other in self.opponents())


def table_from_view(view: dict[str, Any]) -> Table:
    rules = Rules(**view["rules"])
    hand = [BY_NAME[name.upper()] for name in view["hand"]]
    played = [BY_NAME[name.upper()] for name in view["played"]]
    split = [[BY_NAME[name.upper()] for name in cards] for cards in view.get("split", [])]
    top = view["table"]
    return Table(
        seat=view["seat"],
        hand=hand,
        counts=view["counts"],
        top_seat=top["seat"] if top else NOBODY,
        top_joker=bool(top) and top["kind"] == "joker",
        passed=view["passed"],
        rules=rules,
        known=known_of(hand, played + [c for cards in split for c in cards], view["revolution"], rules),
        split=split,
    )


# -- plays as plan parts -------------------------------------------------------------------


def part_of(play: Play) -> Part:
    """A play as a part of a plan: its kind, cards and ranks as planning counts them."""
    found = shape(play)
    real = tuple(c for c in play.cards if not is_joker(c))
    jokers = len(play.cards) - len(real)
    kind = {JOKER: LONE_JOKER, JOKERS: MULTIPLE}.get(found.kind, found.kind)
    return Part(kind, real, jokers, found.low, found.high)


def fouls(table: Table, play: Play) -> bool:
    """Whether going out on ``play`` would be a foul finish (DAIFUGO-R21), a ♠3 on a lone Joker included."""
    if foul(part_of(play), table.known):
        return True
    return table.rules.foul_finish == "standard" and table.top_joker and play.cards == (SPADE_3,)


def left_after(hand: list[int], play: Play) -> list[int]:
    left = list(hand)
    for c in play.cards:
        left.remove(c)
    return left


def after(table: Table, play: Play) -> float:
    """The cost of the plan of the hand left after ``play``, upside down if it starts a revolution."""
    part = part_of(play)
    known = table.known.flipped() if revolts(part.kind, part.size, table.known.flags) else table.known
    return plan_cost(left_after(table.hand, play), known)


def distinct(plays: list[Play]) -> list[Play]:
    """One play per set of cards (the first): what a Joker stands for changes little to a plan."""
    return list({play.cards: play for play in reversed(plays)}.values())[::-1]


# -- the heuristic -------------------------------------------------------------------------


def decide(table: Table, legal: list[Move]) -> Move:
    """The heuristic's move among ``legal`` (never empty)."""
    if len(legal) == 1:
        return legal[0]
    if isinstance(legal[0], Split):
        return Split(split_choice(table.hand, table.split, len(table.counts) - 1))
    if isinstance(legal[0], Give):
        return gift(table, legal)
    if isinstance(legal[0], Discard):
        return discard_choice(table, legal)
    plays = distinct([move for move in legal if isinstance(move, Play)])
    for play in plays:
        if len(play.cards) == len(table.hand) and not fouls(table, play):
            return play  # going out beats any plan
    # A foul finish ranks below the last card holder (rules/daifugo.md §5.7): better to hold on.
    plays = [play for play in plays if len(play.cards) < len(table.hand)]
    ranked = lead_order(table, plays) if table.top_seat == NOBODY else follow_choice(table, plays)
    return ranked[0] if ranked else PASS if PASS in legal else legal[0]  # the ♦3 owed on a first lead (DAIFUGO-R8)


def lead_order(table: Table, plays: list[Play]) -> list[Play]:
    """Leads, best first. Once all but one part of the plan are controls, the controls go first
    (foul ones before, so the hand does not end on one) and the last part finishes; before that,
    the lead whose loss costs the plan least: the weakest part, the longest of equals, and not a
    beatable one an opponent could go out on."""
    known = table.known
    hand_plan = plan(table.hand, known)
    finishing: list[Play] = []
    controls = [part for part in hand_plan.parts if is_control(part, known)]
    if len(hand_plan.parts) - len(controls) <= 1 and len(hand_plan.parts) >= 2:
        for part in sorted(controls, key=lambda part: (not foul(part, known), beaters(part, known), -part.size)):
            finishing += [play for play in plays if _is_part(play, part)][:1]
    sizes = {table.counts[other] for other in table.opponents()}

    def key(play: Play) -> tuple[float, int, int]:
        part = part_of(play)
        risky = part.size in sizes and not is_control(part, known)
        low = min(power(c, known.reversed_) for c in play.cards)
        return (after(table, play) + URGENT_PENALTY * risky, low, -len(play.cards))

    rest = sorted((play for play in plays if play not in finishing), key=key)
    return [*finishing, *rest]


def _is_part(play: Play, part: Part) -> bool:
    real = tuple(c for c in play.cards if not is_joker(c))
    return real == part.cards and len(play.cards) - len(real) == part.jokers + (part.kind == LONE_JOKER)


def follow_order(table: Table, plays: list[Play]) -> list[tuple[float, int, Play]]:
    """Plays that beat the table with the cost of the plan after each, the cheapest first, then the weakest."""
    reversed_ = table.known.reversed_
    scored = [(after(table, play), min(power(c, reversed_) for c in play.cards), play) for play in plays]
    return sorted(scored, key=lambda item: (item[0], item[1]))


def follow_choice(table: Table, plays: list[Play]) -> list[Play]:
    """The plays the heuristic would make on the table's play, best first; empty to pass.

    The best is the one the plan misses least: a weak part played whole, and a control
    (which wins the trick and the lead back) only when nothing weaker fits. Passing is
    better than a play that costs the plan half a part or more (breaking a sequence), and,
    far from going out with no opponent about to, than splitting a pair or a trio.
    Keeping the controls for the finish alone lost about a tenth of a point a game against
    this (bench/daifugo-arena.txt).
    """
    if table.top_seat == table.seat:
        return []  # the turn came back to one's own play (DAIFUGO-R28): it leads next anyway
    base = plan(table.hand, table.known)
    near = len(base.parts) <= NEAR_PARTS or table.threatened()
    ceiling = base.cost + BREAK_SLACK
    return [play for cost, _, play in follow_order(table, plays) if cost < ceiling and (near or not splits(table.hand, play))]


def splits(hand: list[int], play: Play) -> bool:
    """Whether ``play`` takes some but not all of the cards of a rank the hand holds several of (breaks a pair, a trio)."""
    real = [c for c in play.cards if not is_joker(c)]
    if not real or rank(real[0]) != rank(real[-1]):
        return False
    held = sum(1 for c in hand if not is_joker(c) and rank(c) == rank(real[0]))
    return held > 1 and len(real) < held


def gift(table: Table, legal: list[Move]) -> Move:
    """The cards to give (the exchange's return, a seven-pass): one at a time, the card the plan
    misses least, the weakest of equals (strength upside down in a revolution)."""
    count = len(legal[0].cards) if isinstance(legal[0], Give) else 1
    left = list(table.hand)
    known = table.known
    for _ in range(count):
        card = min(left, key=lambda c: (plan_cost([x for x in left if x != c], known), power(c, known.reversed_)))
        left.remove(card)
    chosen = Give(tuple(sorted(c for c in table.hand if c not in left)))
    return chosen if chosen in legal else legal[0]


def discard_choice(table: Table, legal: list[Move]) -> Move:
    """Ten-discard (DAIFUGO-H1): one at a time, the card the plan misses least, while discarding it
    makes the plan no dearer; an empty hand costs nothing, so it goes out when it can."""
    most = max(len(move.cards) for move in legal if isinstance(move, Discard))
    left = list(table.hand)
    known = table.known
    cost = plan_cost(left, known)
    for _ in range(most):
        costs = {c: plan_cost([x for x in left if x != c], known) for c in left}
        card = min(left, key=lambda c: (costs[c], power(c, known.reversed_)))
        if costs[card] > cost:
            break
        left.remove(card)
        cost = costs[card]
    chosen = Discard(tuple(sorted(c for c in table.hand if c not in left)))
    return chosen if chosen in legal else legal[0]


def split_choice(hand: list[int], filled: list[list[int]], rounds: int) -> int:
    """Sanma (DAIFUGO-R27): the card for the round hand being filled (the last of ``filled``).
    Every round must be survived, so the rounds get even strength: dealt from the strongest
    card, each card goes to the round with the weakest cards on average so far that has room."""
    wanted = sizes(len(hand) + sum(map(len, filled)), rounds)
    current = len(filled) - 1
    rooms = [wanted[index] - (len(filled[index]) if index < len(filled) else 0) for index in range(current, rounds)]
    totals = [sum(power(c, False) for c in filled[index]) if index < len(filled) else 0 for index in range(current, rounds)]
    order = sorted(hand, key=lambda c: -power(c, False))
    for c in order:
        open_rounds = [index for index, room in enumerate(rooms) if room]
        target = min(open_rounds, key=lambda index: (totals[index] / wanted[current + index], index))
        if target == 0:
            return c
        rooms[target] -= 1
        totals[target] += power(c, False)
    return order[-1]


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """The ``normal`` level's move: a sensible player's, from the seat's view."""
    return decide(table_from_view(view), legal)


heuristic_bot = levels(choose_move)


# -- the rollout policy --------------------------------------------------------------------


def policy(game: Game, state: DaifugoState, seat: int, rng: random.Random) -> Move:
    """The heuristic's habits without its planning, from a determinized state: for search rollouts.

    A rollout plays a whole game, so a move must cost little more than ``legal_moves``: it
    goes out when it can without a foul, leads its weakest rank whole (the longest play of
    it), follows with the weakest play that splits no rank and holds no Joker, keeps the top
    rank and the Jokers until its hand is small or an opponent is about to go out, leaves its
    own play alone, and gives away its weakest cards.
    """
    legal = game.legal_moves(state, seat)
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    reversed_ = state.revolution
    if isinstance(legal[0], Split):
        return Split(split_choice(hand, state.split[seat], state.n - 1))
    if isinstance(legal[0], Give):
        return Give(tuple(sorted(sorted(hand, key=lambda c: power(c, reversed_))[: len(legal[0].cards)])))
    if isinstance(legal[0], Discard):
        return Discard(tuple(sorted(sorted(hand, key=lambda c: power(c, reversed_))[: state.ten])))
    leading = state.table is None
    if not leading and state.last == seat:
        return PASS
    held = [0] * 16
    for c in hand:
        held[rank(c) if not is_joker(c) else 15] += 1
    spend = len(hand) <= QUICK_SHORT or any(0 < len(other) <= URGENT_CARDS for other in state.hands if other is not hand)
    top = 1 if reversed_ else 13
    best: Move = PASS
    best_key: tuple[bool, int, int] | None = None
    for move in legal:
        if not isinstance(move, Play):
            continue
        cards = move.cards
        if len(cards) == len(hand):
            if not _quick_foul(state, move):
                return move
            continue  # a foul finish: better to hold on
        real = [c for c in cards if not is_joker(c)]
        kept = len(real) < len(cards) or (rank(real[-1]) == rank(real[0]) and held[rank(real[0])] != len(real))
        kept = kept or (not spend and any(rank(c) == top for c in real))
        key = (kept, power(real[0], reversed_) if real else 15, -len(cards))
        if best_key is None or key < best_key:
            best, best_key = move, key
    if best_key is not None and best_key[0] and not leading and not spend:
        return PASS
    return best if best in legal else legal[0]  # no pass on a first lead that owes the ♦3 (DAIFUGO-R8)


def _quick_foul(state: DaifugoState, play: Play) -> bool:
    rules = state.rules
    if rules.foul_finish == "off":
        return False
    part = part_of(play)
    if part.jokers or part.kind == LONE_JOKER:
        return True
    if rules.foul_finish == "joker_only":
        return False
    strongest = 1 if state.revolution else 13
    return any(rank(c) == strongest for c in play.cards) or cuts(part, flags_of(rules))


# -- hooks for search ----------------------------------------------------------------------


def deals_scored(state: DaifugoState) -> int:
    """Games finished: a search plays until the current game ends."""
    return state.game


def deal_scores(state: DaifugoState) -> list[float]:
    """Each seat's points in the last game (DAIFUGO-R11: players − place + 1)."""
    return [float(points) for points in state.results[-1]["points"]]


def candidates(game: Game, state: Any, seat: int, legal: list[Move], guided: Move) -> list[Move]:
    """The root moves a search compares: the heuristic's move, its next best plays and the pass.

    A hundred rollouts cannot tell thirty plays or seventy-eight gifts apart, so the search
    keeps to the questions it can answer: pass or play, and which of the few plays the
    heuristic likes best. A gift stays the heuristic's.
    """
    if len(legal) <= CANDIDATES + 1:
        return legal
    if isinstance(guided, Give | Discard | Split):
        return [guided]
    table = table_from_view(game.view(state, seat))
    plays = distinct([move for move in legal if isinstance(move, Play)])
    if table.top_seat == NOBODY:
        ranked = lead_order(table, plays)
    else:
        ranked = [play for _, _, play in follow_order(table, plays)]
    kept = [guided, *ranked[:CANDIDATES]]
    if PASS in legal:
        kept.append(PASS)
    return list(dict.fromkeys(kept))


def match_stats(state: DaifugoState) -> list[dict[str, float]]:
    """Each seat's share of the games it finished first (Daifugō) and last (Daihinmin)."""
    games = len(state.results) or 1
    first = [sum(result["places"][seat] == 1 for result in state.results) / games for seat in range(state.n)]
    last = [sum(result["places"][seat] == state.n for result in state.results) / games for seat in range(state.n)]
    return [{"first": first[seat], "last": last[seat]} for seat in range(state.n)]


BOTS = BotHooks(
    heuristic=heuristic_bot,
    policy=policy,
    candidates=candidates,
    deals_scored=deals_scored,
    deal_scores=deal_scores,
    match_stats=match_stats,
)
