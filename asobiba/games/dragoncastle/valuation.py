"""What a Dragon Castle realm is worth to the bots: the :class:`Judge`, its :class:`Weights` and the Dragon cards.

The realm is a :class:`~asobiba.games.dragoncastle.planning.Board` (planning.py, with
the castle model). :class:`Judge` values it the way a player weighs a position between
turns:

- the VP already banked are counted by the caller; a built Shrine counts its floor now
  (DC-R15), minus a little for the cell it closes for good;
- each face-up group of one type not yet consolidated (DC-R9) is worth what it promises:
  more the closer to 4, less with one free cell to grow into, a cost per tile when it
  has none (those tiles clog the realm), more for Specials (2 Shrines) and Dragons
  (+1 VP), scaled by how many tiles of its type the castle still holds;
- two groups of one type that one tile would join promise the big set (table 1.3 pays
  8 for 8 tiles, 2 for 4);
- a realm with few cells left to take tiles is cramped;
- Shrines in the pool are worth a share of the VP they will make on later sets;
- the Dragon cards in play (§1.5) count their bonus on the realm as it stands.

What a group or a pooled Shrine promises is only worth something while turns are left:
``Judge.horizon`` (the seat's own turns after this one) scales it down to nothing on the
last turn, when only banked VP, built Shrines and the Dragon cards count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.games.dragoncastle.data import DRAGONS, FACTIONS, MIN_SET, SPECIALS, TILE_NUMBER, TILE_SYMBOL, set_vp
from asobiba.games.dragoncastle.planning import FLOOR_VP, Board, NewSet, bits, components, spread

SHRINE_CARDS = frozenset({"righteousness", "fortitude"})  # Dragon cards that count Shrines by their cell alone


# -- what a realm is worth -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Weights:
    """The heuristic's constants (tuned in the duplicate arena: bench/dragoncastle-arena.txt)."""

    group: tuple[float, ...] = (0.0, 0.35, 0.9, 1.5)  # a face-up group of 1, 2, 3 tiles of one type
    special: float = 1.1  # a Special group: room for 2 Shrines
    dragon: float = 1.25  # a Dragons group: +1 VP as well
    promise: float = 0.1  # per tile of a group, per VP a Shrine would score on its highest floor
    narrow: float = 0.7  # a group with a single free cell to grow into
    stuck: float = 0.45  # per tile of a group with no free cell next to it
    merge: float = 0.3  # per VP of the big set one tile would make of two groups
    cramp_at: int = 5  # fewer free cells than this is a cramped realm
    cramp: float = 0.15  # per missing free cell, squared
    block: float = 0.3  # per Shrine: the cell it closes for good
    pool: tuple[float, ...] = (1.4, 1.0, 0.6, 0.3)  # the 1st, 2nd … Shrine in the pool, with turns to use it
    full_horizon: float = 3.0  # own turns left from which a group's promise counts in full
    pool_horizon: float = 6.0  # own turns left from which a pooled Shrine counts in full
    supply: float = 6.0  # tiles of a type left in the castle from which its groups count in full
    denial: float = 0.5  # share of what the next player could gain from the tiles left to them
    dragon_horizon: float = 2.0  # own turns left at which a Dragon card's bonus on the realm now counts half


DEFAULT = Weights()


class Judge:
    """Values realms for one decision: the horizon, the castle's supply and the Dragon cards are fixed."""

    def __init__(
        self,
        horizon: float,
        supply: list[int],
        dragons: list[str],
        rivals: list[Board],
        weights: Weights = DEFAULT,
    ) -> None:
        w = self.w = weights
        self.horizon = horizon
        self.hw = min(1.0, horizon / w.full_horizon)
        pool_share = min(1.0, horizon / w.pool_horizon)
        self.pool_values = [0.0]
        for index in range(12):
            self.pool_values.append(self.pool_values[-1] + pool_share * (w.pool[index] if index < len(w.pool) else 0.0))
        self.factor = [self.hw * min(1.0, count / w.supply) for count in supply]
        for kind in SPECIALS:
            self.factor[kind] *= w.dragon if kind == DRAGONS else w.special
        # A Shrine never moves (but by the Spirit of Wind): the cards that count only Shrines by where
        # they stand count in full at once; the others read a realm that will change until the end.
        passing = 1.0 / (1.0 + horizon / w.dragon_horizon)
        self.dragons = [(card, 1.0 if card in SHRINE_CARDS else passing) for card in dragons]
        self.rival_power = [power_totals(board) for board in rivals] if "power" in dragons else []
        self.memo: dict[tuple[int, int, int], float] = {}

    def pool_value(self, pool: int) -> float:
        return self.pool_values[min(pool, len(self.pool_values) - 1)]

    def value(self, board: Board, pool: int) -> float:
        """What ``board`` with ``pool`` Shrines in hand is worth beyond the VP tokens banked."""
        w = self.w
        worth = board.shrine_vp() - self.hw * w.block * board.shrines.bit_count() + self.pool_value(pool)
        worth += self.potential(board)
        for card, weight in self.dragons:
            worth += weight * _BONUS[card](board, self.rival_power)
        return worth

    def potential(self, board: Board) -> float:
        if not self.hw:
            return 0.0
        w = self.w
        free = board.free
        missing = w.cramp_at - free.bit_count()
        worth = -self.hw * w.cramp * missing * missing if missing > 0 else 0.0
        memo = self.memo
        for kind, mask in enumerate(board.up):
            if mask:
                key = (kind, mask, spread(mask, board.g) & free)
                found = memo.get(key)
                if found is None:
                    found = memo[key] = self._groups(board, kind, mask)
                worth += found
        return worth

    def _groups(self, board: Board, kind: int, mask: int) -> float:
        w, g, free, heights = self.w, board.g, board.free, board.heights
        worth = 0.0
        factor = self.factor[kind]
        rooms = []
        for group in components(mask, g):
            size = group.bit_count()
            room = spread(group, g) & free
            rooms.append((size, room))
            count = room.bit_count()
            if not count:
                worth -= self.hw * w.stuck * size
                continue
            top = max(heights[bit] for bit in bits(group))
            value = w.group[min(size, 3)] + w.promise * size * FLOOR_VP[min(top, 3)]
            worth += factor * value * (w.narrow if count == 1 else 1.0)
        for index, (size, room) in enumerate(rooms):
            for other, other_room in rooms[index + 1 :]:
                if room & other_room and size + other + 1 > MIN_SET:
                    worth += factor * w.merge * (set_vp(size + other + 1) - set_vp(MIN_SET))
        return worth

    def build_gain(self, board: Board, bit: int, pool: int) -> float:
        """What building one Shrine from a pool of ``pool`` on ``bit`` adds, before the Dragon cards."""
        return FLOOR_VP[min(board.heights[bit], 3)] - self.hw * self.w.block - (self.pool_value(pool) - self.pool_value(pool - 1))

    def build_greedily(self, board: Board, sets: list[NewSet], pool: int) -> int:
        """DC-R10: Shrines on this turn's sets where they gain, highest floors first; the pool left."""
        options = []
        for new in sets:
            cells = sorted(bits(new.mask), key=lambda bit: -board.heights[bit])[: new.limit]
            options += [(board.heights[bit], bit) for bit in cells]
        options.sort(reverse=True)
        for _, bit in options:
            if not pool or self.build_gain(board, bit, pool) <= 0:
                break
            board.build(bit)
            pool -= 1
        return pool


# -- the Dragon cards (§1.5, decisions §5.12), on a board ----------------------------------


def power_totals(board: Board) -> list[int | None]:
    """Per Faction, the best sum of numbers of one connected face-up group; None without a face-up tile of it."""
    totals: list[int | None] = []
    for kind in FACTIONS:
        best = None
        for group in components(board.up[kind], board.g):
            total = sum(TILE_NUMBER[board.tops[bit]] for bit in bits(group))
            best = total if best is None else max(best, total)
        totals.append(best)
    return totals


def _neighbour_heights(board: Board, bit: int) -> list[int]:
    g, heights = board.g, board.heights
    return [heights[other] for other in bits(spread(1 << bit, g) & ~(1 << bit))]


def _humility(board: Board, _: Any) -> int:
    return sum(1 for bit in bits(board.shrines) if any(h > board.heights[bit] for h in _neighbour_heights(board, bit)))


def _tranquility(board: Board, _: Any) -> int:
    return len(components(board.filled & ~board.faceup(), board.g))


def _righteousness(board: Board, _: Any) -> int:
    size, shrines = board.g.size, board.shrines
    counts = [(shrines & line).bit_count() for line in board.g.lines]
    scores = [count + (2 if count == size else 0) for count in counts]
    return max(scores[:size]) + max(scores[size:])


def _bravery(board: Board, _: Any) -> int:
    return sum(1 for bit in bits(board.filled) if all(h < board.heights[bit] for h in _neighbour_heights(board, bit)))


def _majesty(board: Board, _: Any) -> int:
    total = 0
    for kind in FACTIONS:
        numbers = [TILE_NUMBER[board.tops[bit]] for bit in bits(board.up[kind]) if board.heights[bit] >= 3]
        total += max(numbers, default=0)
    return total


def _power(board: Board, rival_power: list[list[int | None]]) -> int:
    mine = power_totals(board)
    bonus = 0
    for theirs in rival_power:
        for my_total, their_total in zip(mine, theirs, strict=True):
            if my_total is not None:
                bonus += 2 if their_total is None or my_total > their_total else 1 if my_total == their_total else 0
    return bonus


def _harmony(board: Board, _: Any) -> int:
    g, heights = board.g, board.heights
    if not board.filled:
        return 0
    shrine_floors = [heights[bit] if board.shrines >> bit & 1 else 0 for bit in range(len(heights))]
    bonus = 0
    for mirror in g.mirrors:
        if all(heights[bit] == heights[mirror[bit]] for bit in g.bit_of):
            bonus += 4
        if board.shrines and all(shrine_floors[bit] == shrine_floors[mirror[bit]] for bit in g.bit_of):
            bonus += 2
    return bonus


def _knowledge(board: Board, _: Any) -> int:
    return 2 * len({TILE_SYMBOL[board.tops[bit]] for kind in SPECIALS for bit in bits(board.up[kind])})


def _devotion(board: Board, _: Any) -> int:
    return sum(1 for bit in bits(board.shrines) if spread(1 << bit, board.g) & board.up[DRAGONS])


def _fortitude(board: Board, _: Any) -> int:
    return (board.shrines & board.g.edge).bit_count()


_BONUS = {
    "humility": _humility,
    "tranquility": _tranquility,
    "righteousness": _righteousness,
    "bravery": _bravery,
    "majesty": _majesty,
    "power": _power,
    "harmony": _harmony,
    "knowledge": _knowledge,
    "devotion": _devotion,
    "fortitude": _fortitude,
}
