"""A determinization for search (the contract's ``sample``): the tiles ``seat`` cannot see
(the other hands, the wall, the dead wall but the dora indicators turned) dealt again at
random, everything it can see kept. A function of the seat's view: the hidden tiles are
sorted before they are shuffled, and what only the others know (their furiten, their
answers in a claim window) is forgotten, and so are the walls of the hands to come: the
world deals them from a seed of its own.

One thing seen is more than tiles: a seat in riichi was ready when it declared (RIICHI-R15)
and its hand has not changed since. Its hand is dealt ready: sets and a pair drawn from the
hidden tiles, one tile taken out as its wait, a wait on none of the kinds it discarded or let
pass after its declaration (a riichi seldom waits in furiten, and bots never pass a ron).
Dealt like the others' hands, a riichi would almost never win in a search's worlds, and
pushing against it would look free."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable

from mahjong.agari import Agari

from asobiba.games.riichi.state import Phase, RiichiState, Window


def sample(state: RiichiState, seat: int, rng: random.Random, offers: Callable[[RiichiState, int, int, str], dict]) -> RiichiState:
    world = state.copy()
    seen = set(state.hands[seat]) | set(state.dora_indicators())
    for other in range(state.n):
        seen.update(entry.tile for entry in state.rivers[other])
        seen.update(tile for meld in state.melds[other] for tile in meld.tiles)
        seen.update(state.nuki[other])
    hidden_dead = state.dead[state.indicators :]
    pools = [*(state.hands[o] for o in range(state.n) if o != seat), state.live, hidden_dead, state.rinshan]
    unknown = sorted(tile for pool in pools for tile in pool if tile not in seen)
    rng.shuffle(unknown)
    drawn = None
    for other in range(state.n):
        if other == seat:
            continue
        hand = None
        if state.riichi[other] or state.declaring == other:
            hand = _ready(unknown, len(state.hands[other]), _passed(state, other), rng)
        if hand is None:
            hand = unknown[: len(state.hands[other])]
        taken = set(hand)
        unknown = [tile for tile in unknown if tile not in taken]
        if other == state.turn:
            drawn = hand[-1]  # some tile of that hand stands for the one drawn
        world.hands[other] = sorted(hand)
        world.furiten_turn[other] = world.furiten_riichi[other] = False
    world.live = unknown[: len(state.live)]
    del unknown[: len(state.live)]
    world.dead = state.dead[: state.indicators] + unknown[: len(hidden_dead)]
    del unknown[: len(hidden_dead)]
    world.rinshan = unknown
    if state.turn != seat and state.drawn is not None:
        world.drawn = drawn
    world.seed, world.setup = rng.getrandbits(63), None  # later hands' walls are unseen too
    window = state.window
    if state.phase is Phase.CLAIM and window is not None:
        found = offers(world, window.seat, window.tile, window.kind)
        mine = {seat: window.answers[seat]} if seat in window.answers else {}
        found = {other: moves for other, moves in found.items() if other != seat or seat in window.offers}
        if seat in window.offers:
            found[seat] = window.offers[seat]
        world.window = Window(window.seat, window.tile, window.kind, found, mine)
    return world


def _passed(state: RiichiState, declared: int) -> set[int]:
    """The kinds a riichi would be furiten on: its own river, and every discard after its
    declaration (rivers are matched entry by entry, as defence.py reads them)."""
    river = state.rivers[declared]
    passed = {entry.tile // 4 for entry in river}
    index = next((i for i, entry in enumerate(river) if entry.riichi), len(river))
    for other, entries in enumerate(state.rivers):
        if other != declared:
            passed.update(entry.tile // 4 for entry in entries[index + 1 :])
    return passed


AGARI = Agari()
READY_TRIES = 50  # hands built before a riichi's hand is dealt like any other
SHAPE_TRIES = 20  # random sets tried before a build gives up
TRIPLET_SHARE = 0.25  # of the sets built, about this many are triplets; the rest runs


def _ready(pool: list[int], size: int, discarded: set[int], rng: random.Random) -> list[int] | None:
    """``size`` tiles of ``pool`` holding a ready hand (with one tile more, last, when ``size``
    is that of a hand that has drawn): sets and a pair, one tile taken out, no wait of a kind
    in ``discarded``. None when the pool gives none in a few tries."""
    by_kind: dict[int, list[int]] = defaultdict(list)
    for tile in pool:  # the pool is shuffled: each kind's tiles come in random order
        by_kind[tile // 4].append(tile)
    for _ in range(READY_TRIES):
        left = {kind: len(tiles) for kind, tiles in by_kind.items()}
        kinds = [kind for _ in range(size // 3) for kind in _set(left, rng)]
        pairs = [kind for kind, count in sorted(left.items()) if count >= 2]
        if len(kinds) < 3 * (size // 3) or not pairs:
            continue
        pair = rng.choice(pairs)
        kinds += [pair, pair]
        left[pair] -= 2
        left[kinds.pop(rng.randrange(len(kinds)))] += 1
        if _waits(kinds) & discarded:
            continue
        if size % 3 == 2:  # the hand has drawn: one tile more, any
            kinds.append(rng.choice([kind for kind, count in sorted(left.items()) if count]))
        used: dict[int, int] = defaultdict(int)
        hand = []
        for kind in kinds:
            hand.append(by_kind[kind][used[kind]])
            used[kind] += 1
        return hand
    return None


def _waits(kinds: list[int]) -> set[int]:
    """The kinds that complete a ready hand of these tile kinds."""
    counts = [0] * 34
    for kind in kinds:
        counts[kind] += 1
    waits = set()
    for kind in range(34):
        if counts[kind] < 4:
            counts[kind] += 1
            if AGARI.is_agari(counts):
                waits.add(kind)
            counts[kind] -= 1
    return waits


def _set(left: dict[int, int], rng: random.Random) -> list[int]:
    """The kinds of a random triplet or run the counts in ``left`` allow, taken out of them; [] if none was found."""
    for _ in range(SHAPE_TRIES):
        if rng.random() < TRIPLET_SHARE:
            kinds = [rng.randrange(34)] * 3
        else:
            first = 9 * rng.randrange(3) + rng.randrange(7)
            kinds = [first, first + 1, first + 2]
        if all(left.get(kind, 0) >= kinds.count(kind) for kind in kinds):
            for kind in kinds:
                left[kind] -= 1
            return kinds
    return []
