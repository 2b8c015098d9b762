"""What the conformance suite (asobiba/testing/suite.py) needs from Riichi mahjong.

Every move a seat could try (every tile name as a discard, riichi, pon, chi, kan, …), what
must stay hidden, and the invariants: every tile of the set in exactly one place, and the
points plus the deposits on the table constant (RIICHI-R15, R29).
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement
from typing import Any

from asobiba.core.parts import ConformanceHooks
from asobiba.games.riichi.hand import shanten
from asobiba.games.riichi.moves import RON, SIMPLE, TSUMO, Ankan, Chi, Discard, Kakan, Move, Pon, Riichi
from asobiba.games.riichi.settle import START
from asobiba.games.riichi.state import RiichiState
from asobiba.games.riichi.tiles import deck, kind_name, tile_name

PAST = frozenset({"results", "hand_end"})
OPTION_SAMPLES = {"length": ["east_only"]}

NAMES = tuple(sorted({kind_name(kind) for kind in range(34)} | {"5mr", "5pr", "5sr"}))
EVERY_MOVE: tuple[Move, ...] = (
    *SIMPLE.values(),
    *(cls(name, tsumogiri) for cls in (Discard, Riichi) for name in NAMES for tsumogiri in (False, True)),
    *(cls(pair) for cls in (Chi, Pon) for pair in combinations_with_replacement(NAMES, 2)),
    *(Ankan(name) for name in NAMES),
    *(Kakan(name) for name in NAMES),
)


def random_move(state: RiichiState, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """Random play that wins now and then (a uniform choice almost never does): take a win,
    often riichi, and mostly discard toward a ready hand."""
    for win in (TSUMO, RON):
        if win in legal and rng.random() < 0.9:
            return win
    riichi = [move for move in legal if isinstance(move, Riichi)]
    if riichi and rng.random() < 0.5:
        return rng.choice(riichi)
    discards = [move for move in legal if isinstance(move, Discard)]
    if discards and rng.random() < 0.8:
        hand = state.hands[seat]
        return min(discards, key=lambda move: (shanten(_without(state, hand, move)), rng.random()))
    return rng.choice(legal)


def _without(state: RiichiState, hand: list[int], move: Discard) -> list[int]:
    rest = hand[:]
    rest.remove(state.drawn if move.tsumogiri else next(tile for tile in hand if tile_name(tile, state.rules.red_fives) == move.tile))
    return rest


def move_space(state: RiichiState, seat: int) -> tuple[Move, ...]:
    return EVERY_MOVE


def hidden(state: RiichiState, seat: int | None) -> set[Any]:
    """The seed. Tile names cannot be told apart by the leak check (the same names are public
    in the rivers); tests/games/riichi checks that no view holds another hand or the wall."""
    return {("seed", state.seed)}


def check_state(state: RiichiState) -> None:
    """Every tile once (136 or 108), the points and deposits constant."""
    placed = [tile for hand in state.hands for tile in hand]
    placed += [tile for melds in state.melds for meld in melds for tile in meld.tiles]
    placed += [entry.tile for river in state.rivers for entry in river if not entry.called]
    placed += [tile for norths in state.nuki for tile in norths]
    placed += [*state.live, *state.dead, *state.rinshan]
    assert Counter(placed) == Counter(deck(state.n)), "a tile is missing or twice"
    assert sum(state.scores) + 1000 * state.deposits == START[state.n] * state.n


CONFORMANCE = ConformanceHooks(
    rules="rules.txt",
    move_space=move_space,
    hidden=hidden,
    past=PAST,
    option_samples=OPTION_SAMPLES,
    random_move=random_move,
    check_state=check_state,
)
