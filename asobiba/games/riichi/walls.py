"""Each hand's wall: shuffled from the match's seed, or fixed by ``setup`` so that any real game
can be rebuilt (docs/riichi.md, "Setup").

``setup = {"walls": [wall, …]}`` gives the walls of the first hands in order (later hands are
shuffled); a wall is ``{"hands": [13 tile names] per seat, "live": [tile names in draw order],
"dead": [14 tile names]}``: the dead wall is the five dora indicators, the five ura dora
indicators under them, then the four replacement tiles in the order they are drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

from asobiba.core.contract import seeded_rng
from asobiba.core.errors import SetupError
from asobiba.core.text import Text
from asobiba.games.riichi.state import RiichiState
from asobiba.games.riichi.tiles import RED, deck, parse_tile

DEAD = 14


def check_setup(state: RiichiState) -> None:
    """Refuse a bad ``setup`` before the match starts: every wall is read now, so that a wrong
    later wall cannot stop the match halfway through a move."""
    setup = state.setup
    if setup is None:
        return
    if not isinstance(setup, dict) or set(setup) - {"walls"} or not isinstance(setup.get("walls", []), list):
        raise _bad("setup is {'walls': [wall, ...]}")
    for wall in setup.get("walls", []):
        _fixed(wall, state.n, state.rules.red_fives)


def wall_of(state: RiichiState) -> tuple[list[list[int]], list[int], list[int]]:
    """The hands (by seat), the live wall and the dead wall of the hand about to start."""
    walls = (state.setup or {}).get("walls", [])
    if state.hand_no < len(walls):
        return _fixed(walls[state.hand_no], state.n, state.rules.red_fives)
    tiles = deck(state.n)
    seeded_rng(state.seed, "wall", state.hand_no).shuffle(tiles)
    n = state.n
    hands = [[] for _ in range(n)]
    for i in range(n):
        hands[(state.dealer + i) % n] = tiles[13 * i : 13 * i + 13]
    return hands, tiles[13 * n : -DEAD], tiles[-DEAD:]


def _fixed(wall: object, n: int, red: bool) -> tuple[list[list[int]], list[int], list[int]]:
    if not isinstance(wall, dict) or not isinstance(wall.get("hands"), list) or len(wall["hands"]) != n:
        raise _bad(f"a wall is {{'hands': [{n} lists of 13], 'live': [...], 'dead': [14]}}")
    hands, live, dead = wall["hands"], wall.get("live"), wall.get("dead")
    if not all(isinstance(hand, list) and len(hand) == 13 for hand in hands) or not isinstance(live, list) or not isinstance(dead, list):
        raise _bad("each hand holds 13 tiles; live and dead are lists")
    if len(dead) != DEAD:
        raise _bad("the dead wall holds 14 tiles")
    pool = deck(n)
    free: dict[tuple[int, bool], list[int]] = {}
    for tile in pool:
        free.setdefault((tile // 4, red and tile in RED), []).append(tile)
    taken = [_take(free, names) for names in (*hands, live, dead)]
    if sum(len(part) for part in taken) != len(pool):
        raise _bad(f"the wall holds {len(pool)} tiles")
    return taken[:n], taken[n], taken[n + 1]


def _take(free: dict[tuple[int, bool], list[int]], names: Sequence[object]) -> list[int]:
    tiles = []
    for item in names:
        try:
            kind, red = parse_tile(item) if isinstance(item, str) else (None, False)
        except ValueError:
            kind = None
        copies = free.get((kind, red)) if kind is not None else None
        if not copies:
            raise _bad(f"{item!r} is not a tile left in the set")
        tiles.append(copies.pop(0))
    return tiles


def _bad(why: str) -> SetupError:
    return SetupError(Text(f"bad Riichi setup: {why}", f"リーチ麻雀の setup が正しくありません: {why}"))
