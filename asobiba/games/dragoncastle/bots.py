"""Dragon Castle bots: a heuristic that plans each turn whole, and the hooks search uses.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``; its models of the realms and the castle are in planning.py,
what a realm is worth in valuation.py. A turn is several small moves (take, pair / shrine /
discard, place, build, end), and at each of them the bot values every legal move by
the best way to finish the turn after it, so the moves of one turn follow one plan:

- **Take** (DC-R7): for each tile it may take first, the best of Discard (1 VP), Tile
  and Shrine (the tile placed, one Shrine more in the pool) and a Pair with each second
  tile it could then take (both placed); each placement valued after the consolidation
  it causes (DC-R9) and the Shrines worth building on the new sets (DC-R10) by
  :class:`~asobiba.games.dragoncastle.valuation.Judge`: sets banked, groups growing
  towards 4+ and towards the big sets, Shrines on high floors, room left in the realm,
  Shrines in the pool, the Dragon cards in play. Less a share of the set the tiles
  left on the top floor would let the next player complete (denial).
- **Summon** (DC-R12, R13) is worth its 2 VP, a little more when ahead (it brings the
  end closer) and a little less when behind.
- **Spirits** (DC-R11): an activation is valued by what the power then does at its best
  (a set by Cunning, Change or Beauty, a set filled to its limit and one Shrine past it
  by Faith, a freed cell and a higher Shrine by Wind, a set by Strength's moves, a better
  turn with the Deep, Deception or Elegance, counting only first tiles whose pair the
  power changes, a denial or a Summon by Destruction) after its payment (§5.15); it is
  called only when that beats doing without by a margin.
- **Build** a Shrine when its floor's VP beats keeping it for a later set.

``easy`` is the same player with a random legal move one time in four.

:func:`policy` is the cheap rollout move for the search (asobiba/bots/ismcts.py): it
reads the sampled state directly, takes the tile that grows a group most and places it
where it does. :func:`candidates` narrows the search's root to the heuristic's few best
moves; :func:`match_stats` gives the arena each seat's wins, sets and Shrines.
"""

from __future__ import annotations

import math
import random
from typing import Any

from asobiba.bots.heuristic import levels
from asobiba.core.contract import JSON, Game
from asobiba.core.parts import BotHooks
from asobiba.games.dragoncastle.castle import layout_of
from asobiba.games.dragoncastle.data import (
    COUNTDOWN_VP,
    DISCARD_VP,
    DRAGON_SET_BONUS,
    DRAGONS,
    SET_VP,
    SHRINE_LIMIT,
    TILE_SYMBOL,
    TILE_TYPE,
    TYPES,
    set_vp,
)
from asobiba.games.dragoncastle.moves import (
    END,
    PAY_SHRINE,
    SHRINE_ACTION,
    SUMMON,
    Build,
    Change,
    Cunning,
    Destroy,
    Discard,
    End,
    Flip,
    Move,
    MoveShrine,
    Pair,
    Place,
    Shift,
    Shrine,
    Spirit,
    Summon,
    Take,
)
from asobiba.games.dragoncastle.planning import (
    CUNNING_SIZE,
    Board,
    Castle,
    NewSet,
    beauty_sets,
    best_shrine_move,
    bits,
    changes,
    grow,
    needs,
    shifts,
    trios,
)
from asobiba.games.dragoncastle.realm import neighbours
from asobiba.games.dragoncastle.scoring import ranks
from asobiba.games.dragoncastle.state import DOWN, SHRINE, UP, DragonCastleState, Phase
from asobiba.games.dragoncastle.valuation import DEFAULT, Judge, Weights

TILES_PER_TURN = 1.6  # a turn takes one tile or two: how fast the upper floors go
SUMMON_LEAD = 0.5  # a Summon's worth beyond its VP when ahead (less when behind): the end comes closer
LEAD_SCALE = 10.0  # a lead of this many points counts in full
SPIRIT_MARGIN = 0.3  # a Spirit is called only when it beats doing without by this much
CANDIDATES = 4  # root moves the search compares: more cannot be told apart in a second
SEARCH_HORIZON = 1000.0  # own turns left below which the search looks beyond the heuristic's move
NEVER = -math.inf
TYPE_INDEX = {name: kind for kind, name in enumerate(TYPES)}


class Table:
    """What one seat sees, read from its view: every realm as a Board, the castle, the horizon, the judge."""

    def __init__(self, view: dict[str, Any], weights: Weights = DEFAULT) -> None:
        self.view = view
        self.w = weights
        seat = self.seat = view["seat"]
        n = self.n = view["players"]
        limit = view["options"]["realm_max_height"]
        boards = [Board.from_view(rows, 1000 if limit == "none" else int(limit)) for rows in view["realms"]]
        self.board = boards[seat]
        self.castle = Castle(view["castle"])
        self.pool: int = view["pools"][seat]
        self.spirit: str | None = view["spirit_used"]
        self.due: bool = view["elegance_due"]
        rivals = [boards[other] for other in sorted({(seat - 1) % n, (seat + 1) % n} - {seat})]  # Dragon of Power
        self.judge = Judge(self.horizon(), self.castle.supply(), view["dragons"], rivals, weights)
        self.need = needs(boards[(seat + 1) % n]) if n > 1 else None
        self.memo: dict[tuple[Any, ...], float] = {}
        self.cheapest: tuple[int, int] | str | None = None

    def horizon(self) -> float:
        """The seat's own turns after this one, roughly: the upper floors to clear, then the countdown (DC-R12–R14)."""
        if self.view["last_round"]:
            return 0.0
        takers = self.n + (1 if self.n == 1 else 0)  # solo, the Dragon of Ingenuity takes tiles too
        return self.castle.upper_tiles() / (TILES_PER_TURN * takers) + self.view["countdown"]["singles_left"] / takers

    def bit(self, square: tuple[int, int]) -> int:
        return square[0] * self.board.g.stride + square[1]

    def exposure(self) -> float:
        """Denial: a share of the best set the next player could complete with a first tile of the castle as it is now."""
        if self.need is None:
            return 0.0
        castle = self.castle
        kinds = {TILE_TYPE[castle.top(p)] for p in castle.first_takes()}
        return self.w.denial * max((self.need[kind] for kind in kinds), default=0.0)

    # -- placing the tiles of a turn ---------------------------------------------------

    def placed(self, board: Board, hand: tuple[int, ...], cells: tuple[int, ...], pool: int) -> float:
        """Place ``hand`` on ``cells``, consolidate (DC-R9), build where it gains: the VP gained plus the realm's worth."""
        after = board.copy()
        new = 0
        for bit, tile in zip(cells, hand, strict=True):
            after.place(bit, tile)
            new |= 1 << bit
        return self.banked(after, after.consolidate(new), pool)

    def banked(self, after: Board, sets: list[NewSet], pool: int) -> float:
        """This turn's new ``sets`` on ``after``: their VP, the Shrines worth building on them, the realm's worth."""
        if sets and pool:
            pool = self.judge.build_greedily(after, sets, pool)
        return sum(found.vp for found in sets) + self.judge.value(after, pool)

    def hand_value(self, hand: tuple[int, ...], pool: int, board: Board | None = None, tag: Any = None) -> float:
        """The best placement of ``hand`` (first tile first), memoized by symbols: copies of one symbol place alike."""
        key = (tuple(TILE_SYMBOL[tile] for tile in hand), pool, tag)
        found = self.memo.get(key)
        if found is None:
            board = self.board if board is None else board
            free = bits(board.free)
            if len(hand) == 1:
                found = max((self.placed(board, hand, (bit,), pool) for bit in free), default=NEVER)
            else:
                same = TILE_SYMBOL[hand[0]] == TILE_SYMBOL[hand[1]]  # then the order does not matter
                found = max(
                    (self.placed(board, hand, (a, b), pool) for a in free for b in free if a != b and (a < b or not same)), default=NEVER
                )
            self.memo[key] = found
        return found

    # -- whole turns -------------------------------------------------------------------

    def take_value(self, position: int, board: Board | None = None, pool: int | None = None, tag: Any = None) -> float:
        """The best action after taking the top tile at ``position`` first (DC-R7), with this turn's Spirit."""
        board = self.board if board is None else board
        pool = self.pool if pool is None else pool
        castle = self.castle
        tile = castle.top(position)
        by_grace = castle.short_free(position) and not castle.available(position)  # the Spirit of Elegance is used
        due = self.due and not by_grace
        room = board.free.bit_count()
        targets = castle.pair_targets(tile, position, self.spirit, due) if room >= 2 else []
        castle.height[position] -= 1
        if self.spirit in ("deep", "deception") and all(castle.is_plain_second(tile, p) for p in targets):
            castle.height[position] += 1
            return NEVER  # §5.15: not a tile these Spirits may be paid for
        best = NEVER
        for second_at in targets:
            castle.height[second_at] -= 1
            best = max(
                best, self.hand_value((tile, castle.stacks[second_at][castle.height[second_at]]), pool, board, tag) - self.exposure()
            )
            castle.height[second_at] += 1
        if not (self.spirit in ("deep", "deception") or due):  # else only a Pair is legal
            left = self.exposure()
            best = max(best, DISCARD_VP + self.judge.value(board, pool) - left)
            if room:
                best = max(best, self.hand_value((tile,), pool + 1, board, tag) - left)
        castle.height[position] += 1
        return best

    def summon_value(self) -> float:
        scores = self.view["scores"]
        lead = scores[self.seat] - max((score for seat, score in enumerate(scores) if seat != self.seat), default=0)
        return (
            COUNTDOWN_VP + self.judge.value(self.board, self.pool) - self.exposure() + SUMMON_LEAD * max(-1.0, min(1.0, lead / LEAD_SCALE))
        )

    def best_turn(self, board: Board, pool: int, tag: Any) -> float:
        """The best turn from ``act`` on ``board`` (after a Spirit's payment): a take, or a Summon if allowed."""
        castle = self.castle
        top = max(castle.height)
        if self.spirit == "elegance":
            takes = [p for p in castle.spaces if castle.height[p] == top and (castle.available(p) or castle.short_free(p))]
        else:
            takes = castle.first_takes()
        best = max((self.take_value(p, board, pool, tag) for p in takes), default=NEVER)
        if castle.ground_only() and self.spirit not in ("deep", "deception", "elegance"):
            best = max(best, self.summon_value())
        return best

    # -- the moves of each phase -------------------------------------------------------

    def worth(self, move: Move) -> float:
        """What ``move`` leads to: the VP it banks this turn plus :meth:`Judge.value` of where the turn ends."""
        castle, judge = self.castle, self.judge
        if isinstance(move, Take):
            return self.take_value(castle.position(move.at))
        if isinstance(move, Summon):
            return self.summon_value()
        hand = tuple(self.view["hand"])
        if isinstance(move, Pair):
            at = castle.position(move.at)
            castle.height[at] -= 1
            found = self.hand_value((*hand, castle.stacks[at][castle.height[at]]), self.pool) - self.exposure()
            castle.height[at] += 1
            return found
        if isinstance(move, Shrine):
            return self.hand_value(hand, self.pool + 1) - self.exposure()
        if isinstance(move, Discard):
            return DISCARD_VP + judge.value(self.board, self.pool) - self.exposure()
        if isinstance(move, Place):
            first, free = self.bit(move.cell), bits(self.board.free)
            if len(hand) == 1:
                return self.placed(self.board, hand, (first,), self.pool)
            return max((self.placed(self.board, hand, (first, second), self.pool) for second in free if second != first), default=NEVER)
        if isinstance(move, End):
            return self.after_shifts(self.board) if self.view["step"] == "shift" else judge.value(self.board, self.pool)
        if isinstance(move, Build):  # on this turn's sets, or the Spirit of Faith's
            return judge.value(self.board.built(self.bit(move.cell)), self.pool - 1)
        if isinstance(move, Spirit):
            return self.spirit_value(move) - SPIRIT_MARGIN
        return self.step_value(move)

    # -- Spirits (DC-R11, §1.4) -----------------------------------------------------------

    def spirit_value(self, move: Spirit) -> float:
        """The power at its best after paying, or NEVER where the bot does not use it now."""
        if move.pay == PAY_SHRINE:
            board, pool = self.board, self.pool - 1
        else:
            assert isinstance(move.pay, tuple)
            board, pool = self.board.lifted(self.bit(move.pay)), self.pool
        card = move.card
        if self.view["phase"] != "act":
            return max(self.effects(card, board, pool), default=NEVER)
        if card in ("wind", "strength") or move.pay != self.cheapest_pay():
            return NEVER  # Wind and Strength wait for the tiles placed; a whole turn is valued for one payment only
        if card == "destruction":
            return max((self.destroyed(p, board, pool, move.pay) for p in self.castle.spaces if self.castle.available(p)), default=NEVER)
        spirit, due = self.spirit, self.due
        self.spirit, self.due = card, card == "elegance"
        try:
            return self.best_turn(board, pool, move.pay)
        finally:
            self.spirit, self.due = spirit, due

    def cheapest_pay(self) -> tuple[int, int] | str:
        """The payment that costs the realm or the pool least."""
        if self.cheapest is None:
            board, judge, size = self.board, self.judge, self.board.g.size
            options: list[tuple[float, tuple[int, int] | str]] = [(judge.value(board, self.pool - 1), PAY_SHRINE)] if self.pool else []
            for bit in bits(board.faceup()):
                options.append((judge.value(board.lifted(bit), self.pool), divmod(board.g.cell_of[bit], size)))
            self.cheapest = max(options, key=lambda option: option[0])[1] if options else PAY_SHRINE
        return self.cheapest

    def destroyed(self, position: int, board: Board, pool: int, tag: Any) -> float:
        """Spirit of Destruction: the turn after the tile at ``position`` is discarded (DC-R12: perhaps a Summon)."""
        self.castle.height[position] -= 1
        try:
            return self.best_turn(board, pool, tag)
        finally:
            self.castle.height[position] += 1

    def effects(self, card: str, board: Board, pool: int) -> list[float]:
        """Every way the power of ``card`` may be applied once the tiles are placed, with its worth."""
        if card == "cunning":
            return [self.as_set(board, pool, group, kind, SET_VP[CUNNING_SIZE]) for kind, group in trios(board)]
        if card == "change":
            return [self.as_set(board, pool, group, kind, set_vp(group.bit_count())) for _, kind, group in changes(board)]
        if card == "beauty":
            sets = beauty_sets(board)
            after = board.copy()
            for found in sets:
                after.turn_down(found.mask)
            return [self.banked(after, sets, pool)] if sets else []
        if card == "faith":
            return [self.judge.value(board.built_on(cells), pool - len(cells)) for cells in self.faith_builds(board, pool)]
        if card == "wind":
            return [self.wind(board, pool, bit) for bit in bits(board.faceup())]
        return [self.after_shifts(board.shifted(source, target)) for source, target in shifts(board)]

    def as_set(self, board: Board, pool: int, group: int, kind: int, vp: int) -> float:
        """``group`` consolidated as a set of ``kind`` worth ``vp`` (Cunning, Change)."""
        after = board.copy()
        after.turn_down(group)
        bonus = DRAGON_SET_BONUS if kind == DRAGONS else 0
        return self.banked(after, [NewSet(group, vp + bonus, SHRINE_LIMIT[kind])], pool)

    def faith_builds(self, board: Board, pool: int) -> list[list[int]]:
        """Spirit of Faith (§5.9, §5.15): per set of this turn that ``pool`` can fill to its limit and one Shrine past
        it, the cells those Shrines would take, highest first."""
        open_tops = board.free | (board.tall & ~board.faceup() & ~board.shrines)
        found = []
        for entry in self.view["consolidated"]:
            cells = [bit for bit in (self.bit(tuple(square)) for square in entry["cells"]) if open_tops >> bit & 1]
            wanted = entry["room"] + 1
            if not entry["faith"] and wanted <= min(pool, len(cells)):
                found.append(sorted(cells, key=lambda bit: -board.heights[bit])[:wanted])
        return found

    def wind(self, board: Board, pool: int, flip: int) -> float:
        """Spirit of Wind: flip one face-up tile, then move the Shrine that gains most (one must move if any is built)."""
        after = board.copy()
        after.turn_down(1 << flip)
        move = best_shrine_move(after)
        return self.judge.value(after.moved_shrine(*move) if move else after, pool)

    def after_shifts(self, board: Board) -> float:
        """Spirit of Strength: the whole realm consolidates once the moves are over (§1.4)."""
        after = board.copy()
        return self.banked(after, after.consolidate(after.faceup()), self.pool)

    def step_value(self, move: Move) -> float:
        """A step of the power being applied (phase ``spirit``)."""
        board, pool = self.board, self.pool
        if isinstance(move, Destroy):
            return self.destroyed(self.castle.position(move.at), board, pool, None)
        if isinstance(move, Flip):
            return self.wind(board, pool, self.bit(move.cell))
        if isinstance(move, MoveShrine):
            return self.judge.value(board.moved_shrine(self.bit(move.source), self.bit(move.to)), pool)
        if isinstance(move, Shift):
            return self.after_shifts(board.shifted(self.bit(move.source), self.bit(move.to)))
        if isinstance(move, Change):
            bit, kind = self.bit(move.cell), TYPE_INDEX[move.kind]
            group = grow(1 << bit, board.up[kind] | 1 << bit, board.g)
            return self.as_set(board, pool, group, kind, set_vp(group.bit_count()))
        assert isinstance(move, Cunning)
        bit = self.bit(move.cell)
        kind = next(kind for kind in range(6) if board.up[kind] >> bit & 1)
        return self.as_set(board, pool, grow(1 << bit, board.up[kind], board.g), kind, SET_VP[CUNNING_SIZE])


# -- the bot ---------------------------------------------------------------------------


def ranked(view: dict[str, Any], legal: list[Move], weights: Weights = DEFAULT) -> list[tuple[float, Move]]:
    """``legal`` with the heuristic's worth of each, best first (ties in the engine's order)."""
    table = Table(view, weights)
    found = [(table.worth(move), index, move) for index, move in enumerate(legal)]
    found.sort(key=lambda entry: (-entry[0], entry[1]))
    return [(worth, move) for worth, _, move in found]


def decide(view: dict[str, Any], legal: list[Move], weights: Weights = DEFAULT) -> Move:
    """The heuristic's move among ``legal`` (never empty)."""
    if len(legal) == 1:
        return legal[0]
    return ranked(view, legal, weights)[0][1]


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """The ``normal`` level's move: a sensible player's, from the seat's view."""
    return decide(view, legal)


heuristic_bot = levels(choose_move)


# -- the rollout policy ----------------------------------------------------------------

ROLLOUT_SET = 10.0  # a placement that completes a set scores this much more than any other
ROLLOUT_JOIN = 2.0  # a tile that joins a group is kept (pair or Shrine), else discarded once the realm is tight
ROLLOUT_ROOM = 6  # free cells from which any tile is kept
ROLLOUT_SHRINES = 1  # below this many Shrines in the pool, Tile and Shrine before a Pair (bench/dragoncastle-arena.txt)
ROLLOUT_OTHERS = 0.5  # per group of another type a placed tile touches: it takes room from both
ROLLOUT_HEIGHT = 0.1  # per floor under a placed tile: its set's Shrine will stand higher
ROLLOUT_NOISE = 1.0  # random share of a move's score: rollouts must differ to be averaged


def policy(game: Game, state: DragonCastleState, seat: int, rng: random.Random) -> Move:
    """A cheap move for search rollouts, read from the (sampled) state: the tile that grows a group most,
    placed where it does; Shrines on the highest floor; no Spirits."""
    legal = game.legal_moves(state, seat)
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase is Phase.AFTER:
        builds = [move for move in legal if isinstance(move, Build)]
        stacks = state.realm[seat]
        return max(builds, key=lambda move: len(stacks[move.cell[0] * state.size + move.cell[1]])) if builds else END
    if phase is Phase.SPIRIT:
        return decide(game.view(state, seat), legal)  # a Spirit's steps: only when the search tried an activation
    fit = _Fit(state, seat)
    if phase is Phase.PLACE:
        kind = TILE_TYPE[state.hand[0]]
        return max(legal, key=lambda move: fit.place(kind, move.cell[0] * state.size + move.cell[1]) + ROLLOUT_NOISE * rng.random())  # type: ignore[union-attr]
    if phase is Phase.CHOOSE:
        if fit.best(TILE_TYPE[state.hand[0]]) < ROLLOUT_JOIN and fit.room < ROLLOUT_ROOM:
            return legal[-1]  # discard
        return SHRINE_ACTION if state.pool[seat] < ROLLOUT_SHRINES and SHRINE_ACTION in legal else legal[0]
    cols = layout_of(state).cols
    worth = {}
    for move in legal:
        if isinstance(move, Take):
            worth[move] = fit.best(TILE_TYPE[state.castle[move.at[0] * cols + move.at[1]][-1]]) + ROLLOUT_NOISE * rng.random()
    best = max(worth, key=worth.__getitem__, default=None)
    if SUMMON in legal and (best is None or worth[best] < ROLLOUT_SET):
        return SUMMON
    return best if best is not None else rng.choice(legal)


class _Fit:
    """The face-up groups of one realm of a state, to place tiles quickly."""

    def __init__(self, state: DragonCastleState, seat: int) -> None:
        size = state.size
        tops, stacks = state.top[seat], state.realm[seat]
        self.around = around = neighbours(size)
        self.kind = [TILE_TYPE[stack[-1]] if top == UP else -1 for top, stack in zip(tops, stacks, strict=True)]
        self.label = label = [-1] * (size * size)
        self.sizes: list[int] = []
        self.free = [cell for cell in range(size * size) if tops[cell] == DOWN and len(stacks[cell]) < state.max_height]
        self.room = len(self.free)
        self.heights = [len(stack) for stack in stacks]
        self.cache: dict[int, float] = {}
        for start in range(size * size):
            if self.kind[start] < 0 or label[start] >= 0:
                continue
            group = len(self.sizes)
            label[start], frontier, count = group, [start], 1
            while frontier:
                for other in around[frontier.pop()]:
                    if label[other] < 0 and self.kind[other] == self.kind[start]:
                        label[other] = group
                        frontier.append(other)
                        count += 1
            self.sizes.append(count)

    def place(self, kind: int, cell: int) -> float:
        """A tile of ``kind`` on ``cell``: the group it makes (a set scores above all), less the others it touches."""
        joined, others = {}, set()
        for other in self.around[cell]:
            if self.kind[other] == kind:
                joined[self.label[other]] = self.sizes[self.label[other]]
            elif self.kind[other] >= 0:
                others.add(self.label[other])
        size = 1 + sum(joined.values())
        score = ROLLOUT_SET + set_vp(size) if size >= 4 else size
        return score - ROLLOUT_OTHERS * len(others) + ROLLOUT_HEIGHT * self.heights[cell]

    def best(self, kind: int) -> float:
        found = self.cache.get(kind)
        if found is None:
            found = self.cache[kind] = max((self.place(kind, cell) for cell in self.free), default=-ROLLOUT_SET)
        return found


# -- hooks for search and the arena ----------------------------------------------------


def candidates(game: Game, state: Any, seat: int, legal: list[Move], guided: Move) -> list[Move]:
    """The root moves worth a search: the heuristic's move and its next best (a turn has many moves);
    the heuristic's alone while more than ``SEARCH_HORIZON`` own turns are left."""
    view = game.view(state, seat)
    table = Table(view)
    if table.judge.horizon > SEARCH_HORIZON:
        return [guided]
    best = sorted(legal, key=lambda move: -table.worth(move))  # stable: ties keep the legal order
    return [guided, *[move for move in best if move != guided][: CANDIDATES - 1]]


def match_stats(state: DragonCastleState) -> list[dict[str, float]]:
    """Per seat: whether it won (a shared win counts), its sets and the Shrines in its realm."""
    if state.final is None:
        return [{} for _ in range(state.n)]
    places = ranks([(sheet["total"], *sheet["tiebreaks"]) for sheet in state.final])
    return [
        {"win": float(places[seat] == 1), "sets": float(len(state.scored[seat])), "shrines": float(state.top[seat].count(SHRINE))}
        for seat in range(state.n)
    ]


BOTS = BotHooks(heuristic=heuristic_bot, policy=policy, candidates=candidates, match_stats=match_stats)
