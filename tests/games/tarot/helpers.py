"""Shared helpers for Tarot tests: setups from partial hands, playing moves by name."""

from __future__ import annotations

import random
from typing import Any

from asobiba.games.tarot import GAME
from asobiba.games.tarot.cards import BY_NAME, DECK, FIRST_TRUMP, NAMES
from asobiba.games.tarot.data import LAYOUTS
from asobiba.games.tarot.state import TarotState


def make_setup(
    players: int, dealer: int = 0, hands: dict[int, list[str]] | None = None, chien: list[str] | None = None, seed: int = 0
) -> dict[str, Any]:
    """A valid setup: the given cards where asked, the rest dealt at random (reproducibly).

    Hands given in part are completed with suit cards, so they hold no trump they were not given.
    """
    layout = LAYOUTS[players]
    hands = hands or {}
    fixed = {BY_NAME[name] for hand in hands.values() for name in hand} | {BY_NAME[name] for name in chien or []}
    rng = random.Random(seed)
    plain = [card for card in DECK if card not in fixed and card < FIRST_TRUMP]
    trumps = [card for card in DECK if card not in fixed and card >= FIRST_TRUMP]
    rng.shuffle(plain)
    rng.shuffle(trumps)
    rest = trumps + plain  # popped from the end: plain cards first
    out_hands: list[list[str]] = [list(hands.get(seat, [])) for seat in range(players)]
    for seat in sorted(range(players), key=lambda seat: seat not in hands):
        hand = out_hands[seat]
        while len(hand) < layout.hand_size:
            hand.append(NAMES[rest.pop()])
    out_chien = list(chien or [])
    while len(out_chien) < layout.chien_size:
        out_chien.append(NAMES[rest.pop()])
    return {"dealer": dealer, "hands": out_hands, "chien": out_chien}


def start(players: int, options: dict[str, Any] | None = None, **setup: Any) -> TarotState:
    return GAME.start(players, {"deals": 1, **(options or {})}, 0, make_setup(players, **setup))


def play(state: TarotState, *moves: dict[str, Any]) -> list:
    """Play each JSON move for whoever is to act; returns all events."""
    events = []
    for data in moves:
        (seat,) = GAME.to_act(state)
        events += GAME.play(state, seat, GAME.parse_move(data))
    return events


def bid(contract: str) -> dict[str, Any]:
    return {"type": "bid", "contract": contract}


def card(name: str) -> dict[str, Any]:
    return {"type": "card", "card": name}


def first_legal(state: TarotState) -> None:
    """Play the first legal move for whoever is to act."""
    (seat,) = GAME.to_act(state)
    GAME.play(state, seat, GAME.legal_moves(state, seat)[0])
