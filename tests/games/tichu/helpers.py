"""Building Tichu positions for scenario tests: fixed hands after the pass, then moves."""

from __future__ import annotations

import random
from typing import Any

from asobiba.core.contract import Event
from asobiba.games.tichu import GAME
from asobiba.games.tichu.cards import DECK, NAMES, parse_cards
from asobiba.games.tichu.combos import bombs, held_bombs
from asobiba.games.tichu.state import TichuState


def fill(partial: list[list[str]], seed: int = 0) -> list[list[str]]:
    """Complete each seat's named cards to 14 from the rest of the deck, adding no bomb."""
    wanted = [parse_cards(cards) for cards in partial]
    rest = sorted(set(DECK) - {c for cards in wanted for c in cards})
    rng = random.Random(seed)
    while True:
        rng.shuffle(rest)
        hands, pool = [], rest[:]
        for cards in wanted:
            extra = 14 - len(cards)
            hands.append(sorted(cards + pool[:extra]))
            del pool[:extra]
        if all(len(bombs(hand, None)) == len(bombs(cards, None)) for hand, cards in zip(hands, wanted, strict=True)):
            return [[NAMES[c] for c in hand] for hand in hands]


def start(
    partial: list[list[str]], options: dict[str, Any] | None = None, grand: tuple[bool, ...] = (False,) * 4, seed: int = 0
) -> TichuState:
    """A game whose first round reaches trick play with exactly these hands after the pass.

    Seat ``t`` receives the last three cards of its hand (from the other seats in seat
    order), so the setup's pre-pass hands hold them with their givers.
    """
    hands = [parse_cards(hand) for hand in fill(partial, seed)]
    receives = {t: dict(zip([s for s in range(4) if s != t], hands[t][-3:], strict=True)) for t in range(4)}
    before = [hands[s][:-3] + [receives[t][s] for t in range(4) if t != s] for s in range(4)]
    state = GAME.start(4, options, seed, setup={"hands": [[NAMES[c] for c in hand] for hand in before]})
    for seat in range(4):
        GAME.play(state, seat, GAME.parse_move({"type": "grand", "call": grand[seat]}))
    for seat in range(4):
        for to in range(4):
            if to != seat:
                GAME.play(state, seat, GAME.parse_move({"type": "give", "card": NAMES[receives[to][seat]], "to": to}))
    assert [sorted(hand) for hand in state.hands] == [sorted(hand) for hand in hands]
    return state


def hand_out(state: TichuState, seat: int, keep: list[str]) -> None:
    """Build an end position by hand: ``seat`` keeps only ``keep``; the rest counts as won earlier."""
    kept = [c for c in state.hands[seat] if NAMES[c] in keep]
    state.won[seat].extend(c for c in state.hands[seat] if c not in kept)
    state.hands[seat] = kept
    state.bombs[seat] = held_bombs(kept)  # the game keeps each hand's bombs beside it,
    state.moves = state.window = None  # and who may do what until the next move


def play(state: TichuState, seat: int, move: dict[str, Any]) -> list[Event]:
    return GAME.play(state, seat, GAME.parse_move(move))


def cards(*names: str) -> dict[str, Any]:
    return {"type": "play", "cards": list(names)}


BOMB4 = ["J9", "S9", "P9", "T9"]
PASS = {"type": "pass"}
NO_BOMB = {"type": "no_bomb"}
