"""Riichi bots: a heuristic that plays like a sensible player, and the hooks search uses.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``. It always wins when it may (tsumo, ron), and as a tenpai dealer in
first place it ends the match when it may (tenpai-yame, rules §7); it discards for
tile efficiency (shanten, then ukeire over the unseen tiles) and value (dora, red fives,
yakuhai pairs, tanyao: efficiency.py); it declares riichi whenever its closed hand is
tenpai, with the discard that leaves the most winning tiles (RIICHI-R15); it pons a yakuhai
and otherwise calls only with a yaku for its open hand (yakuhai, tanyao with kuitan,
honitsu, toitoi: RIICHI-R9, R10) and a better shanten; it makes a closed or added kan only
when that costs no shanten and nobody threatens, never an open kan; it sets Norths aside
(RIICHI-R41) unless they shape its hand; it calls the nine-terminals draw (RIICHI-R28) far
from kokushi. Against a riichi or a dangerous open hand it folds, discarding its safest tile
(defence.py), when its own hand is far (two away, or one away and cheap); otherwise it pushes,
the danger only breaking ties. ``easy`` is the same player with mistakes: a random discard one
time in four, riichi skipped one time in three, defence forgotten one decision in two.

The ``hard`` level is the search (asobiba/bots/ismcts.py) with these hooks, guided by the
heuristic. :func:`candidates` lets it overrule the guide in one decision only, the one where it
gained (bench/riichi-arena.txt): whether to push or fold against a threat with a hand near ready,
weighing the guide's discard against the safest tile in worlds where the threat's hand is dealt
again. It plays all its rollouts there (``SEARCH_ITERATIONS``, ``DROP_EARLY``): the deal-ins
that decide it show in few of its worlds. Its rollouts are played by the heuristic itself
(:func:`policy`): with xiangting's shanten a whole hand of it costs a few milliseconds, so the search
sees each move finished as the players at the table would finish it.
:func:`deals_scored` and :func:`deal_scores` make a search play for the current hand: for its
points, or, in a hand that may end the match, for the final results. :func:`match_stats` gives
the arena each seat's win and deal-in rates.
"""

from __future__ import annotations

import functools
import random
from dataclasses import replace
from typing import Any

from asobiba.bots.heuristic import HeuristicBot
from asobiba.core.contract import JSON, Game
from asobiba.core.parts import BotHooks
from asobiba.games.riichi.defence import Threat, threats, total_danger
from asobiba.games.riichi.efficiency import (
    KIND,
    Known,
    discard_scores,
    hand_value,
    known,
    main_suit,
    open_plan,
    shanten_of,
    without,
)
from asobiba.games.riichi.moves import KYUUSHU, NUKI, PASS, RON, TSUMO, YAME, Ankan, Chi, Discard, Kakan, Move, Pon, Riichi
from asobiba.games.riichi.settle import may_end, standing
from asobiba.games.riichi.state import RiichiState
from asobiba.games.riichi.tiles import is_terminal_or_honor

EASY_RANDOM = 0.25  # easy discards any legal tile this often
EASY_DAMA = 1 / 3  # easy forgets to declare riichi this often
EASY_CARELESS = 0.5  # easy ignores the threats at this share of its decisions
FOLD_SHANTEN = 2  # this far from tenpai a hand cannot race a riichi: fold
GOOD_VALUE = 2  # han in hand (dora, yakuhai) that make a 1-shanten hand worth pushing
PUSH_DANGER = 2.0  # when pushing, a unit of danger costs this many tiles of ukeire
KOKUSHI_KINDS = 11  # with this many terminal and honor kinds, go for kokushi instead of the draw
TANYAO_SPARE = 2  # terminals and honors an open tanyao hand may still hold after a call
HONITSU_SPARE = 3  # off-suit tiles an open honitsu hand may still hold after a call
WEIGHED_SHANTEN = 1  # with a hand this far from ready or nearer, the search weighs pushing against folding
SEARCH_ITERATIONS = 200  # rollouts for push or fold, about three decisions a match: under 2 s at the arena, the budget at a table
DROP_EARLY = False  # a deal-in shows in a few worlds of a hundred: the first four would hide it (ismcts.py)


def heuristic_bot(level: str) -> HeuristicBot[Move]:
    """The ``normal`` and ``easy`` levels; see the module docstring."""
    return HeuristicBot(functools.partial(choose_move, level=level), level)


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random, level: str = "normal") -> Move:
    return legal[0] if len(legal) == 1 else decide(view, legal, level, rng)


def decide(view: dict[str, Any], legal: list[Move], level: str, rng: random.Random) -> Move:
    """The heuristic's move from a view and the legal moves."""
    if YAME in legal:
        return YAME  # offered only to a dealer in first place: the win is taken (rules §7)
    for win in (TSUMO, RON):
        if win in legal:
            return win
    easy = level == "easy"
    me = known(view)
    found = [] if easy and rng.random() < EASY_CARELESS else threats(view, me)
    if view["phase"] == "claim":
        return claim(view, legal, me, found)
    discards = [move for move in legal if isinstance(move, Discard)]
    special = turn_special(legal, me, found, bool(view["riichi"][me.seat]))
    if special is not None:
        return special
    if easy and rng.random() < EASY_RANDOM:
        return rng.choice(discards)
    ranked = rank(me, found, discards)
    best = ranked[0]
    riichi = [move for move in legal if isinstance(move, Riichi)]
    if riichi and not (easy and rng.random() < EASY_DAMA):
        ready = {KIND[move.tile] for move in riichi}
        declared = next((kind for kind in ranked if kind in ready), None)
        if declared is not None and _waits_left(me, declared):
            return pick(riichi, declared)
    return pick(discards, best)


def rank(me: Known, found: list[Threat], discards: list[Discard]) -> list[int]:
    """The kinds that may be discarded, best first: by efficiency and value, by safety when folding."""
    scores = discard_scores(me, sorted({KIND[move.tile] for move in discards}))
    if not found:
        return sorted(scores, key=lambda kind: -scores[kind][0])
    nearest = min(shanten for _, shanten, _ in scores.values())
    danger = {kind: total_danger(kind, found, me) for kind in scores}
    if nearest >= FOLD_SHANTEN or (nearest == 1 and hand_value(me) < GOOD_VALUE):
        return sorted(scores, key=lambda kind: (danger[kind], -scores[kind][0]))
    return sorted(scores, key=lambda kind: -(scores[kind][0] - PUSH_DANGER * danger[kind]))


def pick(moves: list[Any], kind: int) -> Any:
    """The move of ``moves`` giving up a tile of ``kind``: a plain five before a red one, the
    tile just drawn before the same tile held."""
    return min((move for move in moves if KIND[move.tile] == kind), key=lambda move: (move.tile.endswith("r"), not move.tsumogiri))


def _waits_left(me: Known, kind: int) -> bool:
    """Whether discarding ``kind`` leaves a wait with a tile still unseen (riichi on a dead wait is worthless)."""
    scores = discard_scores(me, [kind])
    return scores[kind][2] > 0


def turn_special(legal: list[Move], me: Known, found: list[Threat], in_riichi: bool) -> Move | None:
    """The nine-terminals draw, a North set aside or a kan, when worth it; None to discard."""
    if KYUUSHU in legal and sum(1 for kind, count in enumerate(me.counts) if count and is_terminal_or_honor(kind)) < KOKUSHI_KINDS:
        return KYUUSHU
    if not any(move == NUKI or isinstance(move, (Ankan, Kakan)) for move in legal):
        return None

    def left(kind: int, times: int = 1) -> int:
        return shanten_of(without(me.counts, kind, times), me.players)

    nearest = min(left(kind) for kind, count in enumerate(me.counts) if count)
    if NUKI in legal and left(30) <= nearest:
        return NUKI
    for move in legal:
        if isinstance(move, Ankan) and (in_riichi or (not found and left(KIND[move.tile], 4) <= nearest)):
            return move
        if isinstance(move, Kakan) and not found and left(KIND[move.tile]) <= nearest:
            return move
    return None


def claim(view: dict[str, Any], legal: list[Move], me: Known, found: list[Threat]) -> Move:
    """Pon a yakuhai; chi or pon otherwise only with a yaku in reach and a better shanten; pass
    when threatened, when closed and tenpai (riichi is worth more), and on open kans."""
    calls = [move for move in legal if isinstance(move, (Chi, Pon))]
    current = shanten_of(me.counts, me.players)
    if not calls or found or (me.closed and current == 0):
        return PASS
    tile = KIND[view["window"]["tile"]]
    best: tuple[int, float] | None = None
    chosen: Move = PASS
    for move in calls:
        after = _called(me, move, tile)
        if not _viable(after):
            continue
        kinds = [kind for kind, count in enumerate(after.counts) if count and kind != tile]
        if not kinds:
            continue
        scores = discard_scores(after, kinds)
        top = max(scores.values())
        yakuhai_pon = isinstance(move, Pon) and tile in me.yakuhai
        if top[1] < current or (yakuhai_pon and top[1] <= current):
            key = (top[1], -top[0])
            if best is None or key < best:
                best, chosen = key, move
    return chosen


def _called(me: Known, move: Chi | Pon, tile: int) -> Known:
    """The hand after the call: its two tiles out of the hand, a meld of three in."""
    counts = me.counts
    used = [KIND[name] for name in move.tiles]
    for kind in used:
        counts = without(counts, kind)
    meld = ("pon" if isinstance(move, Pon) else "chi", tuple(sorted([*used, tile])))
    reds = me.reds - {kind for kind in used if counts[kind] == 0}
    return replace(me, counts=counts, melds=(*me.melds, meld), reds=reds)


def _viable(after: Known) -> bool:
    """Whether an open hand has a yaku in reach (RIICHI-R9): a yakuhai; tanyao with few
    terminals and honors left (RIICHI-R10); honitsu with few off-suit tiles; toitoi with pairs."""
    plan = open_plan(after)
    counts = after.counts
    if plan == "tanyao":
        return sum(count for kind, count in enumerate(counts) if is_terminal_or_honor(kind)) <= TANYAO_SPARE
    if plan == "honitsu":
        suit = main_suit(after)
        return sum(sum(counts[9 * other : 9 * other + 9]) for other in range(3) if other != suit) <= HONITSU_SPARE
    if plan == "toitoi":
        return sum(1 for count in counts if count >= 2) >= 5 - len(after.melds)
    return plan == "yakuhai"


# -- search hooks ---------------------------------------------------------------------------


def deals_scored(state: RiichiState) -> int:
    """Hands ended so far: a search plays until the current hand ends."""
    return len(state.results)


def deal_scores(state: RiichiState) -> list[float]:
    """What each seat gained in the last hand: its points; or, when that hand could end the match,
    the final results (RIICHI-R6) it ends with or would end with now, in points (1,000 a unit):
    in the deciding hands a search plays for placement, which the guide does not see."""
    result = state.results[-1]
    length = state.options["length"]
    if not may_end(state.n, length, result["wind"], result["kyoku"]):
        return [float(delta) for delta in result["deltas"]]
    final = state.final if state.final is not None else standing(state.scores, state.n, length, state.options["settlement"])
    return [1000.0 * value for value in final]


def candidates(game: Game, state: Any, seat: int, legal: list[Move], guided: Move) -> list[Move]:
    """Whether to push or fold: on one's turn, against a riichi or a dangerous open hand, with a hand
    at most one tile from ready, the guide's discard and the safest tile, when they differ. The
    guide's move alone everywhere else: every other override measured lost or gained nothing
    (bench/riichi-arena.txt)."""
    discards = [move for move in legal if isinstance(move, Discard)]
    if not discards or guided in (TSUMO, KYUUSHU) or isinstance(guided, Riichi):
        return [guided]
    view = game.view(state, seat)
    me = known(view)
    danger = threats(view, me)
    if not danger or shanten_of(me.counts, me.players) > WEIGHED_SHANTEN:
        return [guided]
    safest = pick(discards, min(rank(me, danger, discards), key=lambda kind: total_danger(kind, danger, me)))
    return [guided] if safest == guided else [guided, safest]


ROLLOUT_PLAYER = heuristic_bot("normal")


def policy(game: Game, state: Any, seat: int, rng: random.Random) -> Move:
    """The search's rollout move in a sampled world: the heuristic's."""
    return ROLLOUT_PLAYER.choose(game, state, seat, rng)


def match_stats(state: RiichiState) -> list[dict[str, float]]:
    """Each seat's share of the hands it won and of the hands it dealt into."""
    hands = len(state.results) or 1
    won = [0] * state.n
    dealt_in = [0] * state.n
    for result in state.results:
        if result["kind"] == "win":
            for win in result["wins"]:
                won[win["seat"]] += 1
            giver = result["wins"][0]["from"]
            if giver is not None:
                dealt_in[giver] += 1
    return [{"win": won[seat] / hands, "deal_in": dealt_in[seat] / hands} for seat in range(state.n)]


BOTS = BotHooks(
    heuristic=heuristic_bot,
    policy=policy,
    candidates=candidates,
    deals_scored=deals_scored,
    deal_scores=deal_scores,
    iterations=SEARCH_ITERATIONS,
    drop_early=DROP_EARLY,
    match_stats=match_stats,
)
