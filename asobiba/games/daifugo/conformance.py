"""What the conformance suite (asobiba/testing/suite.py) needs from Daifugō.

The moves a seat could try (its plays whatever the table, any single card, passes, gifts
and discards), what each seat must not see (the other hands, but for the cards it gave away
itself), and the invariants: every card in a hand, played or out of the game; the points
from the places (DAIFUGO-R11).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

from asobiba.core.parts import ConformanceHooks
from asobiba.games.daifugo.cards import deck, name
from asobiba.games.daifugo.moves import PASS, Discard, Give, Move, Play
from asobiba.games.daifugo.options import ADDED_RULES, OPTIONS, PRESET
from asobiba.games.daifugo.plays import plays
from asobiba.games.daifugo.state import DaifugoState, Phase

# Game results name no card, but the last events of a game do, and its cards are dealt again.
PAST = frozenset({"game_end"})

# The presets, each for a match of two games (so that an exchange happens), with and without
# each house rule of docs/daifugo.md that no preset has (DAIFUGO-H1 … H4); tests/games/daifugo
# runs the suite over random sets of every house rule as well.
OPTION_SAMPLES: dict[str, list[Any]] = {option.name: [PRESET] for option in OPTIONS if PRESET in getattr(option, "values", ())}
OPTION_SAMPLES["games"] = [2]
OPTION_SAMPLES |= {rule: [PRESET, "on"] for rule in ADDED_RULES}

PLAY_SHARE = 0.8  # random play plays rather than passes this often, so that games end


def move_space(state: DaifugoState, seat: int) -> list[Move]:
    hand = state.hands[seat]
    cards = deck(state.rules.jokers)
    return [
        *plays(hand, state.rules),
        *(Play((c,)) for c in cards),
        PASS,
        *(Give((c,)) for c in cards),
        *(Give(pair) for pair in itertools.pairwise(hand)),
        Discard(()),
        *(Discard((c,)) for c in cards),
        *(Discard(pair) for pair in itertools.pairwise(hand)),
    ]


def hidden(state: DaifugoState, seat: int | None) -> set[Any]:
    """The names of the cards in the other hands, but those the seat gave them; the seed."""
    gave = set(state.gave[seat]) if seat is not None else set()
    others = {c for other in range(state.n) if other != seat for c in [*state.hands[other], *held_later(state, other)]}
    return {name(c) for c in others - gave} | {("seed", state.seed)}


def held_later(state: DaifugoState, seat: int) -> list[int]:
    """Sanma: the cards of ``seat``'s hands for the rounds to come."""
    return [c for cards in state.split[seat] for c in cards] if state.split else []


def random_move(state: DaifugoState, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """Mostly a play when there is one: a table of pure random players passes too often to end."""
    cards = [move for move in legal if move is not PASS]
    if cards and (len(cards) == len(legal) or rng.random() < PLAY_SHARE):
        return rng.choice(cards)
    return rng.choice(legal)


def check_state(state: DaifugoState) -> None:
    """Each card in one place (a hand, played, out of the game); places and points (DAIFUGO-R9, R11)."""
    held = [c for seat, hand in enumerate(state.hands) for c in [*hand, *held_later(state, seat)]]
    assert Counter([*held, *state.played, *state.removed]) == Counter(deck(state.rules.jokers))
    assert all(hand == sorted(hand) for hand in state.hands)
    n = state.n
    for result in state.results:
        assert sorted(result["places"]) == list(range(1, n + 1))
        assert result["points"] == [n - place + 1 for place in result["places"]]
    assert state.points == [sum(result["points"][seat] for result in state.results) for seat in range(n)]
    for seat in state.dropped:
        assert not state.hands[seat] and not state.split[seat]
    if state.phase is Phase.PLAY:
        assert state.hands[state.turn], "the player on turn holds cards"


CONFORMANCE = ConformanceHooks(
    rules="rules.txt",
    move_space=move_space,
    hidden=hidden,
    past=PAST,
    option_samples=OPTION_SAMPLES,
    random_move=random_move,
    check_state=check_state,
)
