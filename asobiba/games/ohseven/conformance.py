"""What the conformance suite (asobiba/testing/suite.py) needs from Oh-Seven.

Every bid and card a seat could try, what each seat must not see, and the invariants of
a round: the cards dealt all accounted for, the tricks of a round (OH7-R10) and the
scores (OH7-R13).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from asobiba.core.parts import ConformanceHooks
from asobiba.games.ohseven.cards import BY_NAME, NAMES, deck, number
from asobiba.games.ohseven.game import HAND
from asobiba.games.ohseven.moves import BIDS, PLAYS, Move
from asobiba.games.ohseven.state import OhSevenState, Phase

# Round results show the final bids of rounds that are over; those names come back in
# the next round's hands.
PAST = frozenset({"results", "round_scored"})

# Random games of one or two rounds.
OPTION_SAMPLES = {"rounds": [1, 2]}

# A card with two decks is one int for both copies, so these cover both decks.
EVERY_MOVE: tuple[Move, ...] = (*BIDS, *PLAYS)


def move_space(state: OhSevenState, seat: int) -> tuple[Move, ...]:
    return EVERY_MOVE


def hidden(state: OhSevenState, seat: int | None) -> set[Any]:
    """The seed, and the names of the cards in the other hands but for those the seat sees in the round anyway.

    Bids chosen and not yet revealed are still in their hands (OH7-R2), so they are
    covered. A name the seat legitimately sees cannot show a hidden card: its own hand
    (with two decks the twin of a card it holds), the round's revealed bids (in their
    bidders' hands once final (OH7-R3) or with ``reuse_forbidden``, and still shown after
    a redeal), the cards set aside and played (a twin, with two decks).
    """
    if state.phase is Phase.OVER:
        return set()  # every card dealt was played or set aside
    others = {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
    seen = {card for bids in state.revealed for card in bids}
    seen.update(state.set_aside, state.trick, (card for _, cards, _ in state.tricks for card in cards))
    if seat is not None:
        seen.update(state.hands[seat])
    return {NAMES[card] for card in others - seen} | {("seed", state.seed)}


def check_state(state: OhSevenState) -> None:
    """The round's cards all in a hand, set aside or played; its tricks (OH7-R10); totals from the scores (OH7-R13)."""
    played = [card for _, cards, _ in state.tricks for card in cards]
    placed = Counter([*(card for hand in state.hands for card in hand), *state.set_aside, *state.trick, *played])
    assert placed.total() == HAND * state.n and not placed - Counter(deck(state.n))
    if state.phase is not Phase.BID:
        # OH7-R10: each forced rebid since the deal took one card from every hand; the rest make the tricks.
        assert len(state.tricks) + max(map(len, state.hands)) == HAND - len(state.set_aside) // state.n
        assert sum(state.taken) == len(state.tricks)
    for result in state.results:
        for bid, taken, score in zip(result["bids"], result["taken"], result["scores"], strict=True):
            wanted = number(BY_NAME[bid])
            assert score == (wanted + 2 if taken == wanted else -abs(taken - wanted))  # OH7-R13
    pending = state.rebid_points if state.phase is not Phase.OVER else [0] * state.n
    scored = [sum(result["scores"][seat] + result["rebid_points"][seat] for result in state.results) for seat in range(state.n)]
    assert state.totals == [total + points for total, points in zip(scored, pending, strict=True)]


CONFORMANCE = ConformanceHooks(
    rules="rules.txt", move_space=move_space, hidden=hidden, past=PAST, option_samples=OPTION_SAMPLES, check_state=check_state
)
