"""Hand simulations: which discard wins the most points, tried on sampled walls.

The heuristic scores a discard by the tiles that would bring the hand one step nearer (its
ukeire): one step ahead, blind to the shape of the wait it leads to and to the value the hand
keeps on the way. The search's guide looks further: for each of the heuristic's best discards
it plays the hand on, in worlds drawn by the contract's ``sample`` (the hidden tiles dealt again,
everything seen kept), drawing the tiles that world would give this seat, keeping a draw only
when it brings the hand nearer and then giving up the tile that costs least, until the hand is
complete or the wall is out. The discards are compared on the same worlds, so the luck of the
draw cancels out of their difference.

A win is worth its points, counted roughly from the han the final hand holds (riichi for a
closed hand, tanyao, yakuhai, honitsu, chinitsu, seven pairs, dora and red fives: RIICHI-R9,
R10, R11, R15), and weighed by the chance that nobody else has ended the hand by then.
"""

from __future__ import annotations

import random
from typing import Any

from asobiba.core.contract import Game
from asobiba.games.riichi.efficiency import Known, improving, shanten_of, without
from asobiba.games.riichi.rollout import connection
from asobiba.games.riichi.tiles import is_terminal_or_honor

WORLDS = 160  # sampled walls per decision: enough to tell a better wait from a worse one
HAZARD = 0.06  # the chance, per own draw, that another player ends the hand first
POINTS = (0, 1000, 2000, 3900, 7700, 8000, 12000, 12000, 16000, 16000, 16000, 24000, 24000, 32000)  # by han, 30 fu
DEALER = 1.5  # a dealer's win pays half as much again
KEEP_DORA = 4  # a dora held is kept over this many points of connection


def best_discard(game: Game, state: Any, seat: int, rng: random.Random, me: Known, kinds: list[int], dealer: bool) -> int:
    """Of ``kinds`` (best first by the heuristic), the discard whose hand wins the most points on
    sampled walls; the first one on a tie."""
    totals = dict.fromkeys(kinds, 0.0)
    for _ in range(WORLDS):
        world = game.sample(state, seat, rng)
        draws = [tile // 4 for tile in world.live[me.players - 1 :: me.players]]
        for kind in kinds:
            totals[kind] += expected_points(me, without(me.counts, kind), draws, dealer)
    return max(kinds, key=lambda kind: (totals[kind], -kinds.index(kind)))


def expected_points(me: Known, counts: tuple[int, ...], draws: list[int], dealer: bool) -> float:
    """The points the waiting hand ``counts`` wins drawing ``draws``, discounted by the chance the
    hand lasts that long; 0 if it does not win."""
    base, better = improving(counts)
    for turn, kind in enumerate(draws):
        if kind not in better:
            continue
        held = (*counts[:kind], counts[kind] + 1, *counts[kind + 1 :])
        if base == 0:
            han = hand_han(me, held)
            return (1 - HAZARD) ** turn * points(han, dealer) if han else 0.0
        counts = _shed(me, held, base - 1)
        base, better = improving(counts)
    return 0.0


def _shed(me: Known, held: tuple[int, ...], target: int) -> tuple[int, ...]:
    """The hand after giving up the least useful tile that keeps shanten at ``target``."""
    order = sorted((kind for kind, count in enumerate(held) if count), key=lambda kind: _worth(me, held, kind))
    for kind in order:
        left = without(held, kind)
        if shanten_of(left) == target:
            return left
    return without(held, order[0])


def _worth(me: Known, held: tuple[int, ...], kind: int) -> float:
    return connection(list(held), kind) + KEEP_DORA * me.dora.count(kind) + (3 if kind in me.yakuhai and held[kind] >= 2 else 0)


def hand_han(me: Known, held: tuple[int, ...]) -> int:
    """Roughly the han of a complete hand: its concealed tiles ``held`` and the seat's melds."""
    meld_kinds = [kind for _, tiles in me.melds for kind in tiles]
    kinds = [kind for kind, count in enumerate(held) for _ in range(count)] + meld_kinds
    closed = me.closed
    yaku = 1 if closed else 0  # riichi: the bot declares it when ready
    if closed and sum(1 for count in held if count == 2) == 7:
        yaku += 2
    if all(not is_terminal_or_honor(kind) for kind in kinds) and (closed or me.kuitan):
        yaku += 1
    yaku += sum(1 for kind in me.yakuhai if held[kind] >= 3 or any(tiles[0] == kind and len(tiles) >= 3 for _, tiles in me.melds))
    suits = {kind // 9 for kind in kinds if kind < 27}
    if len(suits) == 1:
        honors = any(kind >= 27 for kind in kinds)
        yaku += (3 if honors else 6) - (0 if closed else 1)
    if not yaku:
        return 0
    return yaku + sum(me.dora.count(kind) for kind in kinds) + len(me.reds & set(kinds))


def points(han: int, dealer: bool) -> float:
    return POINTS[min(han, len(POINTS) - 1)] * (DEALER if dealer else 1.0)
