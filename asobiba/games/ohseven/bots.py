"""Oh-Seven bots: a heuristic that bids and plays for an exact bid, and the hooks search uses.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``.

**Bidding.** Each card of the hand gets a chance of taking a trick under each
possible trump suit: a trump is beaten only by a higher trump an opponent holds, a
plain card also by a ruff from an opponent out of its suit, and low trumps win ruffs
when the hand is short in a plain suit. These chances give the distribution of the
tricks the hand takes (a sum of independent draws). A bid card fixes the trump only
if it is the top bid (OH7-R4), which is likely for a high number: the other bids are
taken as Poisson with the tricks shared evenly. The bot bids the card of best
expected score: bid + 2 for the exact number, the difference lost otherwise
(OH7-R13), with the chance of a forced rebid (the bids totalling 7, OH7-R5), which
sets the card aside and gives the top bidder a point (OH7-R6).

**Card play.** With tricks still needed (bid − taken), take a trick with the cheapest
card that surely holds, try the highest when the need is pressing, lead master cards;
with none needed, duck: play the highest card that loses, dump dangerous high cards
when out of the suit led, lead low. Of two identical cards the first played wins
(OH7-R12), so an identical card never beats the one on the trick.

:func:`policy` takes the same decisions from a state, for the rollouts of the search
bot (asobiba/bots/ismcts.py); it only sees what the acting seat could see, and also
remembers the round's finished tricks (the view shows only the last).
:func:`deals_scored` and :func:`deal_scores` make the search play for the current
round's score.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from asobiba.bots.heuristic import levels
from asobiba.core.contract import JSON, Game
from asobiba.core.parts import BotHooks
from asobiba.games.ohseven.cards import BY_NAME, SUITS, number, suit
from asobiba.games.ohseven.game import winning_index
from asobiba.games.ohseven.moves import BIDS, PLAYS, Bid, Move, PlayCard
from asobiba.games.ohseven.state import NOBODY, OhSevenState

SEVEN = 7  # a bid total of 7 forces a rebid (OH7-R5)
RUFF_CHANCE = 0.45  # a low trump's chance of winning a ruff, per ruff the hand's short suits offer
REBID_SHARE = 0.8  # a forced rebid is worth this share of the best round this hand could bid for
REBID_POINT = 1.0  # OH7-R6
# Odds multipliers of the win chances for 2 … 9 players. Multipliers that make all hands' chances add
# up to the round's tricks on average (1.64, 2.21, 2.22, 1.03, 0.89, 0.77, 0.70, 0.61 over 80 heuristic
# deals each) were the start; duplicate duels of the heuristic against itself moved 2 players to 4.5
# (+0.9 ± 0.3 points a round over 1.64, 800 deals; 3.0 and 7.0 did less) and 3–4 players to 1.6;
# from 5 players the duels tried moved less than their intervals (±0.1).
ODDS = (4.5, 1.6, 1.6, 1.0, 0.95, 0.9, 0.85, 0.8)


@dataclass(slots=True)
class Seen:
    """What the acting seat knows, from its view or from a state."""

    seat: int
    n: int
    decks: int
    hand: list[int]
    trump: int  # a suit, NOBODY while bidding
    bids: list[int]  # final bid numbers, empty while bidding
    taken: list[int]
    trick: list[int]  # from the leader on
    unseen: list[int]  # per card, the copies that may be in another hand

    def higher_unseen(self, card: int) -> int:
        """Unseen cards of ``card``'s suit with a higher number: those beat it in its suit."""
        return sum(self.unseen[card + 1 : (card | 7) + 1])

    def unseen_of_suit(self, of: int) -> int:
        return sum(self.unseen[of * 8 : of * 8 + 8])


def unseen_cards(decks: int, hand: list[int], *gone: Iterable[int]) -> list[int]:
    """Per card, the copies not in ``hand`` nor ``gone`` (set aside, played as far as known)."""
    unseen = [decks] * 32
    for card in hand:
        unseen[card] -= 1
    for cards in gone:
        for card in cards:
            unseen[card] -= 1
    return [max(0, count) for count in unseen]


def _cards(names: list[str]) -> list[int]:
    return [BY_NAME[name] for name in names]


def seen_from_view(view: dict[str, Any]) -> Seen:
    tricks = view.get("tricks") or ([view["last_trick"]] if view["last_trick"] else [])
    gone = [_cards(view["set_aside"]), _cards(view["trick"]), *(_cards(trick["cards"]) for trick in tricks)]
    hand = _cards(view["hand"])
    return Seen(
        seat=view["seat"],
        n=view["players"],
        decks=view["decks"],
        hand=hand,
        trump=SUITS.index(view["trump"]) if view["trump"] else NOBODY,
        bids=view["bids"] or [],
        taken=view["taken"],
        trick=_cards(view["trick"]),
        unseen=unseen_cards(view["decks"], hand, *gone),
    )


def seen_from_state(state: OhSevenState, seat: int) -> Seen:
    decks = 2 if state.n >= 5 else 1
    return Seen(
        seat=seat,
        n=state.n,
        decks=decks,
        hand=state.hands[seat],
        trump=state.trump,
        bids=[number(card) for card in state.final],
        taken=state.taken,
        trick=state.trick,
        unseen=unseen_cards(decks, state.hands[seat], state.set_aside, state.trick, *(cards for _, cards, _ in state.tricks)),
    )


# -- bidding -------------------------------------------------------------------------------


def win_chances(seen: Seen, trump: int) -> list[float]:
    """Each card's chance of taking a trick if ``trump`` is trump (the model of the module docstring), highest card first."""
    hand, n, unseen = seen.hand, seen.n, seen.unseen
    share = min(1.0, (n - 1) * len(hand) / max(1, sum(unseen)))  # chance an unseen card is in an opponent's hand
    per_opponent = share / max(1, n - 1)
    out_of_suit = [sum(unseen[of * 8 : of * 8 + 8]) * per_opponent for of in range(4)]  # an opponent's cards of each suit
    holds_trump = 1 - math.exp(-out_of_suit[trump])
    missing = 1 - share
    rounds = [0, 0, 0, 0]  # cards of each suit already counted: rounds of the suit before this card
    chances = []
    low_trumps = []
    for card in sorted(hand, reverse=True):
        of = card >> 3
        chance = missing ** sum(unseen[card + 1 : (card | 7) + 1])
        if of == trump:
            low_trumps.append(len(chances))
        else:
            void = math.exp(-max(0.0, out_of_suit[of] - rounds[of]))
            chance *= (1 - void * holds_trump) ** (n - 1)
        rounds[of] += 1
        chances.append(chance)
    ruffs = sum(max(0, 2 - rounds[of]) for of in range(4) if of != trump)
    for index in low_trumps[::-1][:ruffs]:
        chances[index] = max(chances[index], RUFF_CHANCE)
    odds = ODDS[n - 2]
    return [chance * odds / (1 - chance + chance * odds) for chance in chances]


def trick_distribution(chances: list[float]) -> list[float]:
    """The chance of taking exactly 0, 1, 2 … tricks, the cards winning independently."""
    distribution = [1.0]
    for chance in chances:
        distribution = [
            (distribution[t] if t < len(distribution) else 0.0) * (1 - chance) + (distribution[t - 1] * chance if t else 0.0)
            for t in range(len(distribution) + 1)
        ]
    return distribution


def expected_score(bid: int, distribution: list[float]) -> float:
    """OH7-R13: bid + 2 if exact, else minus the difference."""
    return sum(chance * (bid + 2 if taken == bid else -abs(taken - bid)) for taken, chance in enumerate(distribution))


@cache
def _poisson(mean: float, top: int) -> tuple[float, ...]:
    """Poisson probabilities of 0 … top, the tail folded into ``top``."""
    weights = [math.exp(-mean) * mean**k / math.factorial(k) for k in range(top)]
    return (*weights, max(0.0, 1 - sum(weights)))


def bid_card(seen: Seen, cards: list[int]) -> int:
    """The bid card of best expected round score, a forced rebid included (see the module docstring)."""
    n, size = seen.n, len(seen.hand)
    by_trump = [trick_distribution(win_chances(seen, trump)) for trump in range(4)]
    unknown = [sum(column) / 4 for column in zip(*by_trump, strict=True)]  # another's top bid picks the trump
    other_bid = _poisson(size / n, 7)
    others_total = _poisson((n - 1) * size / n, SEVEN + 1)
    rounds = {}
    tops = {}
    for card in set(cards):
        bid, of = number(card), suit(card)
        below = sum(other_bid[:bid]) + other_bid[bid] * of / 4  # another bid ranks below this card (OH7-R4)
        top = below ** (n - 1)
        distribution = [top * mine + (1 - top) * any_ for mine, any_ in zip(by_trump[of], unknown, strict=True)]
        rounds[card] = expected_score(bid, distribution)
        tops[card] = top
    rebid_value = REBID_SHARE * max(rounds.values())

    def value(card: int) -> tuple[float, float]:
        rebid = others_total[SEVEN - number(card)]  # the others' bids make up the rest of 7
        worth = (1 - rebid) * rounds[card] + rebid * (tops[card] * REBID_POINT + rebid_value)
        return worth, -card  # a tie: the lower card, spared by a rebid

    return max(cards, key=value)


# -- card play --------------------------------------------------------------------------------


def beats(card: int, best: int, led: int, trump: int) -> bool:
    """Whether ``card`` played now takes the trick from ``best`` (OH7-R12; an identical card does not)."""
    if suit(card) == trump:
        return suit(best) != trump or number(card) > number(best)
    return suit(card) == led and suit(best) != trump and number(card) > number(best)


def is_master(seen: Seen, card: int) -> bool:
    """No unseen card of its suit is higher."""
    return seen.higher_unseen(card) == 0


def holds(seen: Seen, card: int, later: int) -> bool:
    """Whether ``card``, winning the trick now, surely stays ahead of the ``later`` seats."""
    if later == 0:
        return True
    if not is_master(seen, card):
        return False
    return suit(card) == seen.trump or seen.unseen_of_suit(seen.trump) == 0


def strength(seen: Seen, card: int) -> tuple[bool, int, int]:
    """Order of danger of winning: trumps above plain cards, then by number."""
    return suit(card) == seen.trump, number(card), -seen.higher_unseen(card)


def play_card(seen: Seen, cards: list[int]) -> int:
    if len(cards) == 1:
        return cards[0]
    need = seen.bids[seen.seat] - seen.taken[seen.seat]
    if not seen.trick:
        return lead(seen, cards, need)
    return follow(seen, cards, need)


def follow(seen: Seen, cards: list[int], need: int) -> int:
    trick, trump = seen.trick, seen.trump
    led = suit(trick[0])
    best = trick[winning_index(trick, trump)]
    later = seen.n - len(trick) - 1
    winning = [card for card in cards if beats(card, best, led, trump)]
    losing = [card for card in cards if card not in winning]
    if need > 0:
        if winning:
            sure = [card for card in winning if holds(seen, card, later)]
            if sure:
                return min(sure, key=lambda card: strength(seen, card))
            top = max(winning, key=lambda card: strength(seen, card))
            masters = sum(is_master(seen, card) for card in seen.hand)
            if need >= len(seen.hand) or need > masters or is_master(seen, top):
                return top
        return min(losing or cards, key=lambda card: (strength(seen, card), -_length(seen, suit(card))))
    if losing:
        return max(losing, key=lambda card: strength(seen, card))  # the highest card that loses
    return max(cards, key=lambda card: strength(seen, card)) if later == 0 else min(cards, key=lambda card: strength(seen, card))


def lead(seen: Seen, cards: list[int], need: int) -> int:
    if need > 0:
        masters = [card for card in cards if is_master(seen, card)]
        if masters:
            return max(masters, key=lambda card: strength(seen, card))
        if need >= len(seen.hand):
            return max(cards, key=lambda card: strength(seen, card))
        plain = [card for card in cards if suit(card) != seen.trump]
        if plain and any(suit(card) == seen.trump for card in seen.hand):  # shorten a suit to ruff it later
            return min(plain, key=lambda card: (_length(seen, suit(card)), number(card)))
        return min(cards, key=lambda card: strength(seen, card))
    return min(cards, key=lambda card: (suit(card) == seen.trump, number(card), -seen.higher_unseen(card)))


def _length(seen: Seen, of: int) -> int:
    return sum(1 for card in seen.hand if suit(card) == of)


# -- the bot -------------------------------------------------------------------------------


def decide(seen: Seen, legal: list[Move]) -> Move:
    """The heuristic's move among ``legal`` (never empty)."""
    if len(legal) == 1:
        return legal[0]
    if isinstance(legal[0], Bid):
        return BIDS[bid_card(seen, [move.card for move in legal])]
    return PLAYS[play_card(seen, [move.card for move in legal if isinstance(move, PlayCard)])]


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """The ``normal`` level's move: a sensible player's, from the seat's view."""
    return decide(seen_from_view(view), legal)


heuristic_bot = levels(choose_move)


def policy(game: Game, state: OhSevenState, seat: int, rng: random.Random) -> Move:
    """The heuristic's move from a (determinized) state, for search rollouts."""
    legal = game.legal_moves(state, seat)
    if len(legal) == 1:
        return legal[0]
    return decide(seen_from_state(state, seat), legal)


# -- hooks for search ------------------------------------------------------------------


def deals_scored(state: OhSevenState) -> int:
    """How many rounds have been scored: the current round is over when this grows."""
    return len(state.results)


def deal_scores(state: OhSevenState) -> list[float]:
    """Each seat's score in the last scored round, its forced-rebid points (OH7-R6) included."""
    result = state.results[-1]
    return [score + points for score, points in zip(result["scores"], result["rebid_points"], strict=True)]


BOTS = BotHooks(heuristic=heuristic_bot, policy=policy, deals_scored=deals_scored, deal_scores=deal_scores)
