"""Kingdomino bots: a greedy heuristic that plays like a sensible player, and the hooks search uses.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``.

- **Place** the pending domino where it scores most now (properties × crowns, KD-R10),
  plus a little for touching squares of the same terrain (larger properties later,
  and the first tie-break, KD-R11), minus the squares it leaves as dead holes (an
  empty square with no empty neighbour inside the 5 × 5 frame can never be filled),
  minus the Middle Kingdom (KD-R14) or Harmony (KD-R15) bonus when the placement
  throws it away.
- **Pick** by looking one placement ahead: a free domino is worth the best placement
  it would have in the seat's kingdom now, plus its crowns' promise while lines are
  left, plus a share of what it is worth to the opponents who pick after us in this
  line (denial), plus a tempo bonus for a low number, which picks earlier in the next
  line (KD-R4). On the last line to be picked, tempo is worth nothing.

:func:`policy` is the cheap rollout version for the search bot (asobiba/bots/ismcts.py):
it places by tiers of bitmasks (join a crowned property, touch the same terrain,
anything) and picks by a static value of crowns and terrain already held. It reads
only the kingdoms and lines of the (sampled) state, never the draw pile.
:func:`deals_scored` and :func:`deal_scores` let a Dynasty search stop at the end of
the current game: the kingdoms start again from a castle, so one game's rollouts say
all there is to say about a move.
"""

from __future__ import annotations

import random
from typing import Any

from asobiba.bots.heuristic import levels
from asobiba.core.contract import JSON, Game
from asobiba.core.parts import BotHooks
from asobiba.games.kingdomino.data import DOMINOES, HARMONY_BONUS, LAYOUTS, MIDDLE_KINGDOM_BONUS, SYMMETRIC, TERRAINS
from asobiba.games.kingdomino.kingdom import GRIDS, Grid
from asobiba.games.kingdomino.moves import DX, DY, Move, Pick, Place
from asobiba.games.kingdomino.state import KingdominoState, Phase

TERRAIN_CODE = {name: code for code, name in enumerate(TERRAINS)}

ADJACENT = 0.4  # per edge a new square shares with the same terrain: room for crowns to multiply later
DEAD = 1.5  # per square left as a hole no domino can fill
CROWN_PROMISE = 1.5  # per crown picked, scaled by the share of the game still to come
DENIAL = 0.35  # share of an opponent's gain counted when picking
TEMPO = 4.0  # the lowest domino of a line over the highest: an earlier pick next line


def _spread(mask: int, stride: int) -> int:
    """``mask`` and its orthogonal neighbours (the grid's guard column stops row wrap)."""
    return mask | mask << 1 | mask >> 1 | mask << stride | mask >> stride


def _grow(seed: int, within: int, stride: int) -> int:
    """The squares of ``within`` connected to ``seed``."""
    while True:
        grown = _spread(seed, stride) & within
        if grown == seed:
            return seed
        seed = grown


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Realm:
    """One kingdom as bitmasks on the engine's grid (asobiba/games/kingdomino/kingdom.py)."""

    __slots__ = ("_props", "bbox", "crowns", "grid", "land", "occupied")

    def __init__(self, grid: Grid, land: list[int], crowns: list[int], occupied: int, bbox: list[int]) -> None:
        self.grid, self.land, self.crowns, self.occupied, self.bbox = grid, land, crowns, occupied, bbox
        self._props: list[list[tuple[int, int, int]] | None] = [None] * 6

    @classmethod
    def from_view(cls, kingdom: dict[str, Any], size: int) -> Realm:
        grid = GRIDS[size]
        land, crowns, occupied = [0] * 6, [0, 0, 0], grid.castle
        for cell in kingdom["cells"][1:]:
            bit = 1 << grid.index(cell["x"], cell["y"])
            occupied |= bit
            land[TERRAIN_CODE[cell["terrain"]]] |= bit
            if cell["crowns"]:
                crowns[cell["crowns"] - 1] |= bit
        bounds = kingdom["bounds"]
        return cls(grid, land, crowns, occupied, [bounds["min_x"], bounds["max_x"], bounds["min_y"], bounds["max_y"]])

    @classmethod
    def from_state(cls, state: KingdominoState, seat: int) -> Realm:
        """For rollouts only: the public kingdom of ``seat`` read straight from a (sampled) state."""
        return cls(
            GRIDS[state.size],
            state.land[6 * seat : 6 * seat + 6],
            state.crowns[3 * seat : 3 * seat + 3],
            state.occupied[seat],
            state.bbox[4 * seat : 4 * seat + 4],
        )

    def crowns_in(self, mask: int) -> int:
        one, two, three = self.crowns
        return (mask & one).bit_count() + 2 * (mask & two).bit_count() + 3 * (mask & three).bit_count()

    def properties(self, terrain: int) -> list[tuple[int, int, int]]:
        """(mask, squares, crowns) of each property of ``terrain`` (KD-R10)."""
        props = self._props[terrain]
        if props is None:
            props = []
            stride = self.grid.stride
            mask = self.land[terrain]
            while mask:
                group = _grow(mask & -mask, mask, stride)
                props.append((group, group.bit_count(), self.crowns_in(group)))
                mask ^= group
            self._props[terrain] = props
        return props

    def window(self, occupied: int, box: list[int] | tuple[int, int, int, int]) -> int:
        """Empty squares that keep the kingdom within size × size (KD-R6)."""
        grid = self.grid
        return grid.all & ~occupied & grid.cols[box[0], box[1]] & grid.rows[box[2], box[3]]

    def free(self) -> int:
        return self.window(self.occupied, self.bbox)

    def dead(self, window: int) -> int:
        """Empty squares of ``window`` with no empty neighbour in it: no domino can ever cover them."""
        stride = self.grid.stride
        return (window & ~(window << 1 | window >> 1 | window << stride | window >> stride)).bit_count()

    def placements(self, number: int) -> list[tuple[int, int, int]]:
        """Every legal placement of ``number`` as (x, y, direction index), as the engine rules it (KD-R5–R7)."""
        grid = self.grid
        stride = grid.stride
        free = self.free()
        first, _, second, _ = DOMINOES[number]
        near_first = _spread(self.land[first] | grid.castle, stride)
        near_second = _spread(self.land[second] | grid.castle, stride)
        shifts = (1, stride, -1, -stride)
        out = []
        for d, shift in enumerate(shifts):
            if d >= 2 and SYMMETRIC[number]:
                break  # a symmetric domino's W and N placements are its E and S ones
            other = free >> shift if shift > 0 else free << -shift
            near = near_second >> shift if shift > 0 else near_second << -shift
            for index in _bits(free & other & (near_first | near)):
                x, y = grid.xy(index)
                out.append((x, y, d))
        return out

    def _join(self, terrain: int, bits: int, crowns: int) -> tuple[int, int]:
        """Score gained by adding ``bits`` (with ``crowns``) of ``terrain``, and the same-terrain edges they touch."""
        stride = self.grid.stride
        near = _spread(bits, stride) & ~bits
        squares, total, before = bits.bit_count(), crowns, 0
        for mask, size, held in self.properties(terrain):
            if mask & near:
                squares += size
                total += held
                before += size * held
        edges = sum((_spread(1 << index, stride) & self.land[terrain]).bit_count() for index in _bits(bits))
        return squares * total - before, edges

    def gain(self, number: int, x: int, y: int, d: int) -> tuple[int, int, int, int]:
        """(score gained, same-terrain edges, new dead squares, the bounding box after) of one placement."""
        grid = self.grid
        first, first_crowns, second, second_crowns = DOMINOES[number]
        x2, y2 = x + DX[d], y + DY[d]
        a, b = 1 << grid.index(x, y), 1 << grid.index(x2, y2)
        if first == second:
            score, edges = self._join(first, a | b, first_crowns + second_crowns)
            edges -= 2  # the two halves touch each other
        else:
            score, edges = self._join(first, a, first_crowns)
            more, more_edges = self._join(second, b, second_crowns)
            score, edges = score + more, edges + more_edges
        box = self.bbox
        after = (min(box[0], x, x2), max(box[1], x, x2), min(box[2], y, y2), max(box[3], y, y2))
        dead = self.dead(self.window(self.occupied | a | b, after)) - self.dead(self.free())
        return score, edges, dead, after


# -- the heuristic ---------------------------------------------------------------------


class Table:
    """What one seat sees, read from its view: every kingdom, the options, how far the game is."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.seat: int = view["seat"]
        self.size: int = view["size"]
        self.realms = [Realm.from_view(kingdom, self.size) for kingdom in view["kingdoms"]]
        options = view["options"]
        self.middle = options["middle_kingdom"] == "on"
        self.harmony = options["harmony"] == "on"
        self.to_come = view["draw_pile"] / LAYOUTS[view["players"], self.size == 7].used  # share of the dominoes still face down

    def value(self, seat: int, number: int, x: int, y: int, d: int) -> float:
        """What placing ``number`` at (x, y, d) is worth to ``seat``."""
        realm = self.realms[seat]
        score, edges, dead, after = realm.gain(number, x, y, d)
        worth = score + ADJACENT * edges - DEAD * dead
        if self.middle and _reach(realm.bbox) <= self.size // 2 < _reach(after):
            worth -= MIDDLE_KINGDOM_BONUS  # KD-R14: the castle can no longer be centred
        if self.harmony and dead > 0 and not self.view["kingdoms"][seat]["discarded"] and not realm.dead(realm.free()):
            worth -= HARMONY_BONUS  # KD-R15: the first hole costs the complete kingdom
        return worth

    def best(self, seat: int, number: int) -> float:
        """The best placement value of ``number`` for ``seat`` now; a discard loses Harmony."""
        values = [self.value(seat, number, x, y, d) for x, y, d in self.realms[seat].placements(number)]
        if values:
            return max(values)
        return -HARMONY_BONUS if self.harmony else 0.0

    def pick_value(self, number: int, slot: int, rivals: set[int]) -> float:
        _, first_crowns, _, second_crowns = DOMINOES[number]
        worth = self.best(self.seat, number) + CROWN_PROMISE * self.to_come * (first_crowns + second_crowns)
        if rivals:
            worth += DENIAL * max(self.best(rival, number) for rival in rivals)
        line = self.view["next_line"]
        if self.view["draw_pile"] > 0 and len(line) > 1:
            worth += TEMPO * (len(line) - 1 - slot) / (len(line) - 1)
        return worth

    def rivals(self) -> set[int]:
        """The other seats that still pick from the next line after this seat."""
        view = self.view
        if view["phase"] == "first_pick":
            claimed = sum(entry["king"] is not None for entry in view["next_line"])
            later = view["first_pick_order"][claimed + 1 :]
        else:
            later = [entry["king"] for entry in view["line"] if not entry["done"] and entry["king"] is not None]
        return {seat for seat in later if seat != self.seat}


def _reach(box: list[int] | tuple[int, int, int, int]) -> int:
    """How far the kingdom reaches from the castle on either axis."""
    return max(-box[0], box[1], -box[2], box[3])


def decide(view: dict[str, Any], legal: list[Move]) -> Move:
    """The heuristic's move among ``legal`` (never empty)."""
    first = legal[0]
    if len(legal) == 1:
        return first
    table = Table(view)
    if isinstance(first, Place):
        number = view["pending"]
        return max(legal, key=lambda move: table.value(table.seat, number, move.x, move.y, move.dir_index))  # type: ignore[union-attr]
    rivals = table.rivals()
    slots = {entry["domino"]: slot for slot, entry in enumerate(view["next_line"])}
    return max(legal, key=lambda move: table.pick_value(move.domino, slots[move.domino], rivals))  # type: ignore[union-attr]


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """The ``normal`` level's move: a sensible player's, from the seat's view."""
    return decide(view, legal)


heuristic_bot = levels(choose_move)


# -- the rollout policy ----------------------------------------------------------------


def policy(game: Game, state: KingdominoState, seat: int, rng: random.Random) -> Move:
    """A cheap move for search rollouts on sampled states: tiered placement, static picks."""
    legal = game.legal_moves(state, seat)
    if len(legal) == 1:
        return legal[0]
    realm = Realm.from_state(state, seat)
    if state.phase is Phase.PLACE:
        return _rollout_place(realm, state.line[state.cursor], legal, rng)
    return _rollout_pick(realm, state, legal)


def _rollout_place(realm: Realm, number: int, legal: list[Move], rng: random.Random) -> Move:
    """A random placement from the best tier: joins a crowned property (or brings crowns to land),
    touches its terrain, or anything."""
    grid = realm.grid
    stride = grid.stride
    first, first_crowns, second, second_crowns = DOMINOES[number]
    rich, plain = [], []
    for terrain, crowns in ((first, first_crowns), (second, second_crowns)):
        land = realm.land[terrain]
        if crowns:
            crowned = land
        else:
            seeds = land & (realm.crowns[0] | realm.crowns[1] | realm.crowns[2])
            crowned = _grow(seeds, land, stride) if seeds else 0
        rich.append(_spread(crowned, stride))
        plain.append(_spread(land, stride))
    tiers: tuple[list[Move], list[Move]] = ([], [])
    for move in legal:
        assert isinstance(move, Place)
        d = move.dir_index
        a = grid.index(move.x, move.y)
        b = grid.index(move.x + DX[d], move.y + DY[d])
        if (rich[0] >> a | rich[1] >> b) & 1:
            tiers[0].append(move)
        elif (plain[0] >> a | plain[1] >> b) & 1:
            tiers[1].append(move)
    for tier in tiers:
        if tier:
            return rng.choice(tier)
    return rng.choice(legal)


def _rollout_pick(realm: Realm, state: KingdominoState, legal: list[Move]) -> Move:
    """The free domino whose crowns meet the most land of their terrain, a low number breaking ties."""
    best, best_worth = legal[0], -1.0
    line = state.next_line
    for move in legal:
        assert isinstance(move, Pick)
        first, first_crowns, second, second_crowns = DOMINOES[move.domino]
        worth = first_crowns * (1 + realm.land[first].bit_count()) + second_crowns * (1 + realm.land[second].bit_count())
        worth += 0.5 * (first_crowns + second_crowns) + 0.2 * (bool(realm.land[first]) + bool(realm.land[second]))
        worth += 0.5 * (len(line) - line.index(move.domino)) / len(line)
        if worth > best_worth:
            best, best_worth = move, worth
    return best


# -- hooks for search ------------------------------------------------------------------


def deals_scored(state: KingdominoState) -> int:
    """Games of the match scored so far (one, or three in Dynasty): the current game is over when this grows."""
    return len(state.results)


def deal_scores(state: KingdominoState) -> list[float]:
    """Each seat's total in the last scored game."""
    return state.results[-1]["scores"]


BOTS = BotHooks(heuristic=heuristic_bot, policy=policy, deals_scored=deals_scored, deal_scores=deal_scores)
