"""What the conformance suite needs from High Card."""

from __future__ import annotations

from asobiba.core.parts import ConformanceHooks
from tests.kit.highcard.game import HAND, HighCardState, PlayCard, name

PAST = frozenset({"results", "deal_scored"})
OPTION_SAMPLES = {"deals": [1, 2]}


def move_space(state: HighCardState, seat: int) -> list[PlayCard]:
    return [PlayCard(card) for card in range(1, HAND * state.n + 2)]


def hidden(state: HighCardState, seat: int | None) -> set[str]:
    """The others' cards and the face-down one."""
    return {name(card) for other, hand in enumerate(state.hands) if other != seat for card in hand} | {name(state.unused)}


def check_state(state: HighCardState) -> None:
    """Every card of the deck is in a hand, on the trick or played; tricks and totals add up."""
    in_hands = sum(len(hand) for hand in state.hands) + len(state.trick)
    assert in_hands <= HAND * state.n
    assert sum(state.totals) == HAND * len(state.results)


CONFORMANCE = ConformanceHooks(
    rules="rules.txt", move_space=move_space, hidden=hidden, past=PAST, option_samples=OPTION_SAMPLES, check_state=check_state
)
