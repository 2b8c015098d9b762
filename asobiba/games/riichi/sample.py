"""A determinization for search (the contract's ``sample``): the tiles ``seat`` cannot see
(the other hands, the wall, the dead wall but the dora indicators turned) dealt again at
random, everything it can see kept. A function of the seat's view: the hidden tiles are
sorted before they are shuffled, and what only the others know (their furiten, their
answers in a claim window) is forgotten, and so are the walls of the hands to come: the
world deals them from a seed of its own."""

from __future__ import annotations

import random
from collections.abc import Callable

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
    for other in range(state.n):
        if other != seat:
            count = len(state.hands[other])
            world.hands[other] = sorted(unknown[:count])
            del unknown[:count]
            world.furiten_turn[other] = world.furiten_riichi[other] = False
    world.live = unknown[: len(state.live)]
    del unknown[: len(state.live)]
    world.dead = state.dead[: state.indicators] + unknown[: len(hidden_dead)]
    del unknown[: len(hidden_dead)]
    world.rinshan = unknown
    if state.turn != seat and state.drawn is not None:
        world.drawn = world.hands[state.turn][-1]  # some tile of that hand stands for the one drawn
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
