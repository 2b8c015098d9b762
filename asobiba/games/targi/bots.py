"""Targi bots: a heuristic that plans each round's three Targi, and the hooks search uses.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``. What the seat sees and what things are worth, in VP
(resources, Tribe cards, every plan for its remaining Targi and the blocking of the
opponent's), are in planning.py (:class:`~asobiba.games.targi.planning.Table`); here
each phase's legal moves are ranked by those values:

- **Placement** (TARGI-R5, R6): a card is worth the seat's best plan through it less
  the opponent's best plan once it and the card facing it are closed to them.
- **Actions** (TARGI-R7–R12): gains first, then Fata Morgana, the Merchant when a trade
  makes a wanted card affordable, the Tribe cards (the best first, each bought only if
  it does not cost more than it leaves unaffordable), Tribal Expansion, the Noble, and
  the Silversmith with what is left; anything worth nothing is skipped.
- **Raids and limits**: the part of a raid that costs less, and the goods the seat needs
  least returned first.

``easy`` is the same player with a random legal move one time in four.

:func:`policy` is the cheap rollout move for the search (asobiba/bots/ismcts.py): the
same table read from the (sampled) state's public part, with one Targi placed at a time
by what it gives now. :func:`candidates` narrows the search's root to the heuristic's
best few moves; :func:`match_stats` gives the arena the share of games won and the
cards displayed.
"""

from __future__ import annotations

import random
from typing import Any

from asobiba.bots.heuristic import levels
from asobiba.core.contract import JSON, Game
from asobiba.core.parts import BotHooks
from asobiba.games.targi.cards import BORDER, CENTRAL, GOLD, GOODS, TRIBE
from asobiba.games.targi.moves import (
    Buy,
    Convert,
    Done,
    Keep,
    Move,
    MoveMarker,
    Place,
    Raid,
    Resolve,
    Return,
    Skip,
    Take,
    Trade,
)
from asobiba.games.targi.planning import ACTION, GOOD, MERCHANT, RATES, TIE, Table, pay_all
from asobiba.games.targi.scoring import ranks
from asobiba.games.targi.state import NOBODY, Phase, TargiState

CANDIDATES = 3  # root moves the search compares
RESOURCES = (*GOODS, GOLD)


# -- the moves of each phase ---------------------------------------------------------------------

GAINS = ("goods", "caravan")  # actions that only give: carried out first
ORDER = {"fata_morgana": 4.0, "merchant": 3.0, "central": 2.0, "expansion": 1.5, "noble": 1.2, "silversmith": 1.0}


def needs(table: Table, owner: int) -> list[int]:
    """Per good, the most that one Tribe card the seat may buy soon asks (the centre's, its hand's)."""
    cards = [card for kind, card, _ in table.centre if kind == "tribe" and card]
    hand = table.seats[owner].hand
    if hand:
        cards.append(hand)
    return [max((TRIBE[card].cost[kind] for card in cards), default=0) for kind in range(3)]


def targets(table: Table, legal: list[Move], besides: str | None = None) -> list[str]:
    """The known Tribe cards the seat may still buy this round: its pending central ones and the Noble's."""
    seat = table.seats[table.seat]
    found = []
    for move in legal:
        if isinstance(move, Skip):
            if isinstance(move.card, str):
                kind, card, _ = table.centre[CENTRAL.index(move.card)]
                if kind == "tribe" and card:
                    found.append(card)
            elif ACTION[move.card] == "noble" and seat.hand and seat.hand_round < table.round:
                found.append(seat.hand)
    if besides in found:
        found.remove(besides)
    return found


def choose_action(table: Table, legal: list[Move]) -> dict[Move, float]:
    """Which pending action next (TARGI-R7): gains, Fata Morgana, Merchant, Tribe cards, Noble, Silversmith."""
    me = table.seats[table.seat]
    wanted = targets(table, legal)
    base = table.buys(table.seat, wanted, me.goods, me.gold)
    scores: dict[Move, float] = {}
    for move in legal:
        if isinstance(move, Skip):
            scores[move] = 0.0
            continue
        assert isinstance(move, Resolve)
        card = move.card
        action = "central" if isinstance(card, str) else ACTION[card]
        value = -1.0
        if action in GAINS:
            value, action = 1.0, "gain"
        elif action == "central":
            kind, known, _ = table.centre[CENTRAL.index(card)]
            if kind == "goods" or known is None:
                value, action = 1.0, "gain"
            else:
                others = [other for other in wanted if other != known]
                bought = pay_all([TRIBE[known].cost], me.goods, me.gold)
                if bought is not None:
                    rest = table.buys(table.seat, others, me.goods, me.gold)
                    value = table.card_gain(table.seat, known) + table.buys(table.seat, others, bought[0], bought[1]) - rest
                elif not me.held:
                    value = table.keep_value(table.seat, known)
        elif action == "fata_morgana":
            value = max(
                (
                    table.space_value(table.seat, CENTRAL.index(to)) - table.space_value(table.seat, CENTRAL.index(source))
                    for source, to in marker_pairs(table)
                ),
                default=-1.0,
            )
        elif action == "merchant":
            value = merchant_plan(table, wanted)[0] - base
        elif action == "expansion":
            value = 0.5
        elif action == "noble":
            value = 1.0 if me.hand and me.hand_round < table.round and pay_all([TRIBE[me.hand].cost], me.goods, me.gold) else -1.0
        elif action == "silversmith":
            value = table.silversmith_gain(me.goods, me.gold)
        scores[move] = 100 * ORDER.get(action, 5.0) + value if value > 0.05 else -50.0
    return scores


def marker_pairs(table: Table) -> list[tuple[str, str]]:
    mine = [index for index in range(9) if table.centre[index][2] == table.seat]
    free = [index for index in range(9) if table.centre[index][2] == NOBODY and table.centre[index][1] is not None]
    return [(CENTRAL[source], CENTRAL[to]) for source in mine for to in free]


def merchant_plan(table: Table, wanted: list[str]) -> tuple[float, list[Trade]]:
    """The Merchant's trades one by one, each the one that helps most, while one helps: the value reached and the trades."""
    me = table.seats[table.seat]
    goods, gold = me.goods[:], me.gold
    value = table.buys(table.seat, wanted, goods, gold)
    trades: list[Trade] = []
    while True:
        best: tuple[float, Trade, list[int], int] | None = None
        for give in range(3):
            options = []
            if goods[give] >= MERCHANT["swap_for"]:
                options += [(get, MERCHANT["swap_for"]) for get in range(3) if get != give]
            if goods[give] >= MERCHANT["gold_for"]:
                options.append((3, MERCHANT["gold_for"]))
            for get, count in options:
                after = goods[:]
                after[give] -= count
                if get < 3:
                    after[get] += 1
                gained = gold + (get == 3)
                found = table.buys(table.seat, wanted, after, gained)
                if found > value + 0.01 and (best is None or found > best[0]):
                    best = (found, Trade(GOODS[give], RESOURCES[get]), after, gained)
        if best is None:
            return value, trades
        value, trade, goods, gold = best
        trades.append(trade)


def tribe_card(table: Table, legal: list[Move]) -> str | None:
    """The Tribe card being decided: the centre's, the one drawn, or the hand's (Noble)."""
    if isinstance(table.resolving, str):
        return table.centre[CENTRAL.index(table.resolving)][1]
    if ACTION[table.resolving] == "noble":
        return table.seats[table.seat].hand
    return table.drawn


def rank(table: Table, phase: str, legal: list[Move], quick: bool = False) -> dict[Move, float]:
    """Every legal move with its worth to the seat (larger is better)."""
    me = table.seats[table.seat]
    first = legal[0]
    if isinstance(first, Place):
        places = [move for move in legal if isinstance(move, Place)]
        return dict(table.quick_placements(places) if quick else table.placements(places))
    if isinstance(first, Raid):
        return {move: -raid_cost(table, move.pay) for move in legal if isinstance(move, Raid)}
    if isinstance(first, Return):
        need = needs(table, table.seat)
        return {
            move: me.goods[GOODS.index(move.good)] - need[GOODS.index(move.good)] + 0.01 * me.goods[GOODS.index(move.good)]
            for move in legal
            if isinstance(move, Return)
        }
    if isinstance(first, Resolve | Skip):
        return choose_action(table, legal)
    if isinstance(first, Take):
        need = needs(table, table.seat)
        return {move: need[GOODS.index(move.good)] - me.goods[GOODS.index(move.good)] for move in legal if isinstance(move, Take)}
    if isinstance(first, Trade | Done):
        _, trades = merchant_plan(table, table_targets(table))
        return {move: 1.0 if trades and move == trades[0] else 0.5 if isinstance(move, Done) else 0.0 for move in legal}
    if isinstance(first, Convert):
        before = table.worth(me.goods, me.gold)
        scores = {}
        for move in legal:
            assert isinstance(move, Convert)
            goods, gold = me.goods[:], me.gold
            if move.give == GOLD:
                gold -= move.count
            else:
                goods[GOODS.index(move.give)] -= move.count
            vp = next(rate["vp"] for rate in RATES if rate["count"] == move.count and (rate["give"] == GOLD) == (move.give == GOLD))
            scores[move] = vp - before + table.worth(goods, gold)
        return scores
    if isinstance(first, MoveMarker):
        return {
            move: table.space_value(table.seat, CENTRAL.index(move.to)) - table.space_value(table.seat, CENTRAL.index(move.source))
            for move in legal
            if isinstance(move, MoveMarker)
        }
    return tribe_choice(table, legal)


def table_targets(table: Table) -> list[str]:
    """The known Tribe cards still pending for the seat, from the board (inside a step, where legal moves do not list them)."""
    seat = table.seats[table.seat]
    found = [card for index, (kind, card, marker) in enumerate(table.centre) if marker == table.seat and kind == "tribe" and card]
    if table.targi[1] == table.seat and seat.hand and seat.hand_round < table.round:
        found.append(seat.hand)
    return found


def tribe_choice(table: Table, legal: list[Move]) -> dict[Move, float]:
    """Buy (in the best row), keep or discard a Tribe card (TARGI-R10, R11), leaving room for the others pending."""
    me = table.seats[table.seat]
    card = tribe_card(table, legal)
    others = [other for other in table_targets(table) if other != card]
    rest = table.buys(table.seat, others, me.goods, me.gold)
    scores: dict[Move, float] = {}
    for move in legal:
        if isinstance(move, Buy) and card is not None:
            left = pay_all([TRIBE[card].cost], me.goods, me.gold)
            assert left is not None
            scores[move] = table.card_gain(table.seat, card, move.row) + table.buys(table.seat, others, left[0], left[1])
        elif isinstance(move, Keep) and card is not None:
            scores[move] = table.keep_value(table.seat, card) + rest
        else:
            scores[move] = rest
    return scores


def raid_cost(table: Table, pay: str) -> float:
    """What paying this part of the raid costs (TARGI-R4): VP, or the worth of the goods or gold it takes."""
    me = table.seats[table.seat]
    raid = BORDER[table.robber].params
    if pay == "vp":
        return float(min(raid["vp"], me.vp))
    if pay == GOLD:
        return table.worth(me.goods, me.gold) - table.worth(me.goods, me.gold - raid["gold"])
    need = needs(table, table.seat)
    goods = me.goods[:]
    for _ in range(raid["goods"]):
        kind = max((kind for kind in range(3) if goods[kind]), key=lambda kind: goods[kind] - need[kind])
        goods[kind] -= 1
    # the goods lost are worth their share of what they buy; the next raid is not this one
    return GOOD * raid["goods"] if table.left else TIE * raid["goods"]


# -- the bot -------------------------------------------------------------------------------------


def ranked(view: dict[str, Any], legal: list[Move]) -> list[tuple[float, Move]]:
    """``legal`` with the heuristic's worth of each, best first (ties in the engine's order)."""
    scores = rank(Table.from_view(view), view["phase"], legal)
    order = sorted(range(len(legal)), key=lambda index: (-scores.get(legal[index], -1e9), index))
    return [(scores.get(legal[index], -1e9), legal[index]) for index in order]


def decide(view: dict[str, Any], legal: list[Move]) -> Move:
    if len(legal) == 1:
        return legal[0]
    return ranked(view, legal)[0][1]


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """The ``normal`` level's move: a sensible player's, from the seat's view."""
    return decide(view, legal)


heuristic_bot = levels(choose_move)


# -- hooks for search and the arena ----------------------------------------------------------------

ROLLOUT_NOISE = 0.3  # rollouts must differ to be averaged


def policy(game: Game, state: TargiState, seat: int, rng: random.Random) -> Move:
    """A cheap move for search rollouts, read from the public part of the (sampled) state: the heuristic's
    choices, but a Targi placed by what it gives with those already placed, a little at random."""
    legal = game.legal_moves(state, seat)
    if len(legal) == 1:
        return legal[0]
    scores = rank(Table.from_state(state, seat), state.phase.name.lower(), legal, quick=True)
    if state.phase is Phase.PLACE:
        return max(legal, key=lambda move: scores[move] + ROLLOUT_NOISE * rng.random())
    return max(legal, key=lambda move: scores.get(move, -1e9))


def candidates(game: Game, state: Any, seat: int, legal: list[Move], guided: Move) -> list[Move]:
    """The root moves worth a search: the heuristic's move and its next best."""
    best = [move for _, move in ranked(game.view(state, seat), legal)]
    return [guided, *[move for move in best if move != guided][: CANDIDATES - 1]]


def match_stats(state: TargiState) -> list[dict[str, float]]:
    """Per seat: whether it won (a draw counts for both) and the Tribe cards it displayed."""
    if state.final is None:
        return [{}, {}]
    places = ranks([(sheet["total"], *sheet["tiebreaks"]) for sheet in state.final])
    return [{"win": float(places[seat] == 1), "cards": float(sum(map(len, state.display[seat])))} for seat in (0, 1)]


BOTS = BotHooks(heuristic=heuristic_bot, policy=policy, candidates=candidates, match_stats=match_stats)
