"""What the conformance suite (asobiba/testing/suite.py) needs from Tichu.

The moves to try are every fixed move (calls, passes, wishes, gifts), every give and
every single of the deck, every combination the seat's hand makes, and plays of the
wrong shape. A seat may not see the others' hands, the cards still to be dealt
after the Grand Tichu decision, nor the cards the others are passing, but it knows
the cards it passed. Random play makes no call unless it must, or the calls' losses
would keep a game to 500 going for ever.
"""

from __future__ import annotations

import random
from itertools import chain

from asobiba.core.parts import ConformanceHooks
from asobiba.games.tichu.cards import DECK, NAMES, PHOENIX
from asobiba.games.tichu.moves import GRAND_CHOICES, NO_BOMB, PASS, TICHU, WISHES, Gift, Give, Grand, Move, Play
from asobiba.games.tichu.plays import plays
from asobiba.games.tichu.state import NOBODY, Phase, TichuState, team

OPTION_SAMPLES = {"target_score": [500]}  # the lowest: the shortest games
# The events a round-ending move sends before its score (the last play) speak of the
# finished round, whose cards come back in the next deal.
PAST = frozenset({"round_scored"})

# Moves that do not depend on the state: built once, since the suite asks at every step.
FIXED: tuple[Move, ...] = (
    PASS,
    NO_BOMB,
    TICHU,
    *GRAND_CHOICES,
    *WISHES,
    *(Gift(to) for to in range(4)),
    *(Give(card, to) for card in DECK for to in range(4)),
    *(Play((card,)) for card in DECK),
)
CALLS = frozenset({Grand(True), TICHU})
CALL_POINTS = {None: 0, "tichu": 100, "grand": 200}
RUN_LENGTHS = range(2, 7)


def move_space(state: TichuState, seat: int) -> list[Move]:
    """The fixed moves, every combination of the hand (bombs included), and plays of a wrong shape."""
    hand = state.hands[seat]
    combos = plays(hand, None, state.rules)
    return [*FIXED, *combos, *misshapen(hand, combos)]


def misshapen(hand: list[int], combos: list[Play]) -> list[Play]:
    """Runs of neighbouring cards of the sorted hand (rarely a combination), each combination
    with the Phoenix standing for the rank 2 (rarely the right one), and with the straight flag."""
    ordered = sorted(hand)
    runs = [Play(tuple(ordered[i : i + n])) for n in RUN_LENGTHS for i in range(len(ordered) - n + 1)]
    phoenixes = [Play(play.cards, 2) for play in combos if PHOENIX in play.cards and len(play.cards) > 1]
    flagged = [Play(play.cards, play.phoenix, True) for play in combos if len(play.cards) >= 5 and not play.straight]
    return runs + phoenixes + flagged


def hidden(state: TichuState, seat: int | None) -> set[str | tuple[str, int]]:
    """The names of the cards ``seat`` (None: a spectator) has not seen, and the seed, which decides the deals.

    Those cards are the others' hands and the cards still to come (one's own too) and,
    while the pass is made, the cards the others have put aside; except the cards
    ``seat`` passed, which it knows to be in their receivers' hands.
    """
    others = [other for other in range(4) if other != seat]
    unseen = [card for other in others for card in state.hands[other]]
    unseen += [card for cards in state.rest for card in cards]
    if state.phase is Phase.PASS:
        unseen += [card for other in others for card in state.gives[other] if card != NOBODY]
    passed = set(state.gives[seat]) if seat is not None else set()
    return {NAMES[card] for card in unseen if card not in passed} | {("seed", state.seed)}


def random_move(state: TichuState, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """A uniform choice among the moves that are not calls, unless only calls are left."""
    quiet = [move for move in legal if move not in CALLS]
    return rng.choice(quiet or legal)


def check_state(state: TichuState) -> None:
    """Every card is somewhere once, and every round scored adds up (TICHU-R34, R35, R6, R7)."""
    assert sorted(chain(*where(state))) == list(DECK), "a card is lost or doubled"
    totals = [0, 0]
    for result in state.results:
        cards, bonus, double = result["cards"], result["bonus"], result["double"]
        if double is None:
            assert sum(cards) == 100, f"round {result['round']}: card points {cards} do not make 100"
        else:
            assert cards[double] == 200 and cards[1 - double] == 0, f"round {result['round']}: a double victory scores {cards}"
        assert bonus == call_bonus(result["calls"], result["out"][0]), f"round {result['round']}: bonus {bonus}"
        assert result["scores"] == [cards[side] + bonus[side] for side in (0, 1)]
        totals = [total + score for total, score in zip(totals, result["scores"], strict=True)]
        assert result["totals"] == totals
    assert state.totals == totals


def where(state: TichuState) -> list[list[int]]:
    """The places a card can be: hands, cards still to deal, cards being passed, the table, the piles won."""
    passing = [[card for card in given if card != NOBODY] for given in state.gives] if state.phase is Phase.PASS else []
    table = [list(played) for _, played, _, _ in state.trick]
    return [*state.hands, *state.rest, *passing, *table, *state.won]


def call_bonus(calls: list[str | None], first: int) -> list[int]:
    """Each call wins its points for the caller's team if the caller went out first, and loses them otherwise."""
    bonus = [0, 0]
    for seat, call in enumerate(calls):
        bonus[team(seat)] += CALL_POINTS[call] if seat == first else -CALL_POINTS[call]
    return bonus


CONFORMANCE = ConformanceHooks(
    rules="rules.txt",
    move_space=move_space,
    hidden=hidden,
    past=PAST,
    option_samples=OPTION_SAMPLES,
    random_move=random_move,
    check_state=check_state,
)
