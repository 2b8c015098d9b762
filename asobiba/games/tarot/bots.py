"""Tarot bots: a heuristic that plays like a sensible club player, and the hooks search uses.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``. It bids from the usual club point count, calls a king
where it helps, makes voids in the écart, announces a chelem only with a hand that
cannot lose a trick, declares what it holds, and plays the cards the way clubs teach:
draw trumps when strong, cash kings on the first round of a suit, load points
(*charger*) on a trick its camp is sure to win, win valuable tricks with a card that
will hold, save the Petit, get rid of the Excuse before the last trick.

:func:`policy` takes the same decisions from a state instead of a view, to be cheap
in the rollouts of the search bot (asobiba/bots/ismcts.py). The search only hands it
determinized states, and it looks only at what the acting seat could see there.
:func:`deals_scored` and :func:`deal_scores` let the search stop at the end of the
current deal rather than the match.
"""

from __future__ import annotations

import random
import threading
from functools import cache
from typing import Any

from asobiba.bots.heuristic import levels
from asobiba.core.contract import JSON, Game
from asobiba.core.parts import BotHooks
from asobiba.games.tarot.cards import BY_NAME, EXCUSE, FIRST_TRUMP, IS_KING, PETIT, POINTS2, SUIT_OF, TRUMP, TRUMP_21, rank_of
from asobiba.games.tarot.data import LAYOUTS, POIGNEE_LEVELS, Contract
from asobiba.games.tarot.moves import BIDS, DISCARD, PASS, PLAY, Bid, CallKing, Chelem, Declare, Discard, Move, PlayCard
from asobiba.games.tarot.state import NOBODY, Phase, TarotState
from asobiba.games.tarot.tricks import led_suit, note_trick, winning_index

UNKNOWN = -2  # the partner at 5 players, while the called card is still hidden
ALL_CARDS = frozenset(range(78))
PLAIN_SUITS = range(4)

# A club-style point count of the hand before the chien: the usual weights for bouts, trumps,
# honours, long suits and voids. The thresholds below are what ties it to results.
COUNT_21, COUNT_EXCUSE = 10, 8
COUNT_PETIT = (0, 0, 0, 2, 4, 6, 8)  # by trumps held, the Petit included: a guarded Petit counts
COUNT_TRUMP, COUNT_MAJOR_TRUMP = 2, 1  # each trump; again for each of 16–20
COUNT_KING, COUNT_KING_QUEEN, COUNT_QUEEN, COUNT_KNIGHT, COUNT_JACK = 6, 10, 3, 2, 1
COUNT_LONG_SUIT = {5: 5, 6: 7, 7: 9}  # 8 cards and more count as 7
COUNT_VOID, COUNT_SINGLETON = 6, 3  # only with 5 trumps or more, to trump with
# Count needed for prise, garde, garde sans, garde contre, by players. Measured rather than
# taught: the count from which this bot's taking breaks even against itself, and from which
# each higher contract earns more than the one below (forced contracts over 1,200–2,000 deals).
BID_THRESHOLDS = {3: (54, 57, 68, 78), 4: (45, 50, 63, 80), 5: (31, 35, 40, 50)}

MAY_LACK = 0.2  # a void chance above this is taken seriously


# -- what one seat knows --------------------------------------------------------------


class Seen:
    """Everything one seat knows now, as card ints (see cards.py)."""

    __slots__ = (
        "_facts",
        "_hostile_trumps",
        "allies",
        "bids",
        "called",
        "chelem",
        "chien",
        "contract",
        "ecart",
        "hand",
        "leader",
        "n",
        "partner",
        "phase",
        "record",
        "seat",
        "shown",
        "step",
        "taker",
        "trick",
        "tricks",
    )

    def __init__(
        self,
        *,
        n: int,
        seat: int,
        step: int,
        phase: Phase,
        hand: list[int],
        contract: Contract | None,
        taker: int,
        partner: int,
        called: int,
        chien: list[int],
        ecart: list[int],
        trick: list[int],
        leader: int,
        tricks: list[tuple[int, tuple[int, ...], int]],
        shown: list[list[int]],
        bids: list[int],
        chelem: bool,
        record: TrickRecord | None = None,
    ) -> None:
        self.n, self.seat, self.step, self.phase, self.hand = n, seat, step, phase, hand
        self.contract, self.taker, self.called, self.chien, self.ecart = contract, taker, called, chien, ecart
        self.trick, self.leader, self.tricks, self.shown, self.bids, self.chelem = trick, leader, tricks, shown, bids, chelem
        self.partner, self.record = partner, record
        self.allies = _allies(n, seat, taker, partner)
        self._facts: tuple[set[int], list[set[int]], list[int], dict[int, int], list[int]] | None = None
        self._hostile_trumps: int | None = None

    @property
    def attacking(self) -> bool:
        return self.taker != NOBODY and self.seat in self.allies and self.taker in self.allies

    def trick_seat(self, index: int) -> int:
        return (self.leader + self.step * index) % self.n

    def later_seats(self) -> list[int]:
        """Seats still to play to the current trick after this one."""
        return [self.trick_seat(index) for index in range(len(self.trick) + 1, self.n)]

    def unseen(self) -> set[int]:
        """Cards this seat has not seen played nor holds: in other hands, the hidden chien or écart."""
        return self._memory()[0]

    def voids(self) -> list[set[int]]:
        """Per seat, the suits (TRUMP included) it showed it lacks."""
        return self._memory()[1]

    def may_hold(self, seat: int, card: int) -> bool:
        """Whether ``seat`` may hold ``card``, from what was played, shown and declared."""
        unseen, void, cap, only, _ = self._memory()
        if card not in unseen:
            return False
        holder = only.get(card)
        if holder is not None:
            return holder == seat
        suit = SUIT_OF[card]
        return suit not in void[seat] and (suit != TRUMP or card <= cap[seat])

    def void_chance(self, seat: int, suit: int) -> float:
        """Rough chance that ``seat`` is out of ``suit``: certain once shown, else as if the unseen
        cards of the suit were spread evenly among the other seats."""
        _, void, _, _, left = self._memory()
        if suit in void[seat]:
            return 1.0
        others = self.n - 1
        return ((others - 1) / others) ** left[suit]

    def may_lack(self, seat: int, suit: int) -> bool:
        return self.void_chance(seat, suit) > MAY_LACK

    def hostile_trumps(self) -> int:
        """Trumps not seen, that a seat outside our camp may hold."""
        if self._hostile_trumps is None:
            hostile = [seat for seat in range(self.n) if seat not in self.allies]
            unseen = self.unseen()
            self._hostile_trumps = sum(
                1 for card in range(FIRST_TRUMP, EXCUSE) if card in unseen and any(self.may_hold(seat, card) for seat in hostile)
            )
        return self._hostile_trumps

    def lengths(self) -> list[int]:
        """How many cards of each plain suit this seat holds."""
        length = [0] * 6
        for card in self.hand:
            length[SUIT_OF[card]] += 1
        return length

    def _memory(self) -> tuple[set[int], list[set[int]], list[int], dict[int, int], list[int]]:
        """What the play so far tells, worked out once: the unseen cards, each seat's voids and
        highest possible trump, the cards only one seat can hold (a shown chien, poignée cards),
        and how many cards of each suit are unseen."""
        if self._facts is not None:
            return self._facts
        record = self.record if self.record is not None else TrickRecord(self.tricks, self.n, self.step)
        record.catch_up()
        void = [set(suits) for suits in record.void]
        cap = record.cap[:]
        note_trick(self.leader, self.trick, self.step, self.n, void, cap)
        unseen = ALL_CARDS - record.gone - set(self.trick) - set(self.hand) - set(self.ecart)
        left = [0] * 6
        for card in unseen:
            left[SUIT_OF[card]] += 1
        only = dict.fromkeys(self.chien, self.taker)
        for seat, shown in enumerate(self.shown):
            only.update(dict.fromkeys(shown, seat))
        self._facts = unseen, void, cap, only, left
        return self._facts


class TrickRecord:
    """The public lessons of the finished tricks: cards gone, suits each seat showed it lacks, and
    the highest trump each seat may hold (it could not go over). Extended as tricks are added."""

    __slots__ = ("cap", "done", "gone", "n", "step", "tricks", "void")

    def __init__(self, tricks: list[tuple[int, tuple[int, ...], int]], n: int, step: int) -> None:
        self.tricks, self.n, self.step = tricks, n, step
        self.done = 0
        self.gone: set[int] = set()
        self.void: list[set[int]] = [set() for _ in range(n)]
        self.cap = [TRUMP_21] * n

    def catch_up(self) -> None:
        for leader, cards, _ in self.tricks[self.done :]:
            self.gone.update(cards)
            note_trick(leader, cards, self.step, self.n, self.void, self.cap)
        self.done = len(self.tricks)


@cache
def _allies(n: int, seat: int, taker: int, partner: int) -> frozenset[int]:
    """Seats this seat knows to be on its side, itself included."""
    if taker == NOBODY:  # a grassed deal: every player for himself
        return frozenset({seat})
    attack = {taker} | ({partner} if partner >= 0 else set())
    if seat in attack:
        return frozenset(attack)
    if partner == UNKNOWN:  # 5 players: a defender does not yet know who is with him
        return frozenset({seat})
    return frozenset(range(n)) - attack


def _partner(
    n: int, seat: int, taker: int, told: int | None, called: int, hand: list[int], chien: list[int], played: list[tuple[int, int]]
) -> int:
    """The partner as ``seat`` knows him: a seat, NOBODY (no partner, or the taker plays alone) or UNKNOWN."""
    if n != 5 or taker == NOBODY or called == NOBODY:
        return NOBODY
    if told is not None:
        return told
    if called in hand or called in chien:  # the taker's own card, or a shown chien: alone
        return NOBODY
    if any(card == called for _, card in played):
        return NOBODY  # the taker played it himself, or the view would have named the partner
    return UNKNOWN


def _played(leader: int, cards: tuple[int, ...] | list[int], step: int, n: int) -> list[tuple[int, int]]:
    return [((leader + step * index) % n, card) for index, card in enumerate(cards)]


def seen_from_view(view: dict[str, Any]) -> Seen:
    """What the seat of ``view`` knows (the heuristic bot)."""
    n, seat = view["players"], view["seat"]
    step = 1 if view["direction"] == "counter_clockwise" else -1
    hand = [BY_NAME[name] for name in view["hand"]]
    taker = NOBODY if view["taker"] is None else view["taker"]
    called = NOBODY if view["called"] is None else BY_NAME[view["called"]]
    chien = [BY_NAME[name] for name in view["chien"] or []]
    trick = [BY_NAME[entry["card"]] for entry in view["trick"]]
    tricks = [(entry["leader"], tuple(BY_NAME[name] for name in entry["cards"]), entry["winner"]) for entry in view["tricks"]]
    played = [pair for leader, cards, _ in tricks for pair in _played(leader, cards, step, n)] + _played(view["leader"], trick, step, n)
    return Seen(
        n=n,
        seat=seat,
        step=step,
        phase=Phase[view["phase"].upper()],
        hand=hand,
        contract=None if view["contract"] is None else Contract[view["contract"].upper()],
        taker=taker,
        partner=_partner(n, seat, taker, view["partner"], called, hand, chien, played),
        called=called,
        chien=[card for card in chien if card not in hand],
        ecart=[BY_NAME[name] for name in (view["ecart"] if view["ecart"] is not None else view["ecart_trumps"])],
        trick=trick,
        leader=view["leader"],
        tricks=tricks,
        shown=[[BY_NAME[name] for name in entry["cards"]] if entry else [] for entry in view["declarations"]],
        bids=[-1 if bid is None else 0 if bid == "pass" else Contract[bid.upper()].value for bid in view["bids"]],
        chelem=view["chelem"],
    )


def seen_from_state(state: TarotState, seat: int, record: TrickRecord | None = None) -> Seen:
    """What ``seat`` knows in ``state``, read directly for speed (rollouts): the same facts as its view."""
    chien_shown = state.contract is not None and state.contract.chien_shown and state.phase not in (Phase.BID, Phase.CALL)
    hand = state.hands[seat]
    chien = state.chien if chien_shown else []
    if state.partner_known or seat == state.partner:
        partner = state.partner
    else:
        partner = _partner(state.n, seat, state.taker, None, state.called, hand, chien, [])
    return Seen(
        n=state.n,
        seat=seat,
        step=state.step,
        phase=state.phase,
        hand=hand,
        contract=state.contract,
        taker=state.taker,
        partner=partner,
        called=state.called,
        chien=[card for card in chien if card not in hand],
        ecart=state.ecart if seat == state.taker else [card for card in state.ecart if card >= FIRST_TRUMP],
        trick=state.trick,
        leader=state.leader,
        tricks=state.tricks,
        shown=state.shown,
        bids=state.bids,
        chelem=state.chelem,
        record=record,
    )


# -- bidding, king call, écart, chelem, declarations ----------------------------------


def hand_count(hand: list[int]) -> int:
    """The club point count of a hand: bouts, trumps, honours, long suits, and voids to trump with."""
    trumps = [card for card in hand if FIRST_TRUMP <= card < EXCUSE]
    count = COUNT_TRUMP * len(trumps) + COUNT_MAJOR_TRUMP * sum(16 <= rank_of(card) <= 20 for card in trumps)
    count += COUNT_21 * (TRUMP_21 in hand) + COUNT_EXCUSE * (EXCUSE in hand)
    if PETIT in hand:
        count += COUNT_PETIT[min(len(trumps), len(COUNT_PETIT) - 1)]
    for suit in PLAIN_SUITS:
        ranks = {rank_of(card) for card in hand if SUIT_OF[card] == suit}
        if 14 in ranks:
            count += COUNT_KING_QUEEN if 13 in ranks else COUNT_KING
        elif 13 in ranks:
            count += COUNT_QUEEN
        count += COUNT_KNIGHT * (12 in ranks) + COUNT_JACK * (11 in ranks)
        count += COUNT_LONG_SUIT.get(min(len(ranks), 7), 0)
        if len(trumps) >= 5:
            count += COUNT_VOID if not ranks else COUNT_SINGLETON if len(ranks) == 1 else 0
    return count


def bid(seen: Seen) -> Bid:
    """The highest contract the count supports, if it beats the bids so far; else pass."""
    count = hand_count(seen.hand)
    wanted = None
    for contract, threshold in zip(Contract, BID_THRESHOLDS[seen.n], strict=True):
        if count >= threshold:
            wanted = contract
    if wanted is None or wanted.value <= max(seen.bids):
        return PASS
    return BIDS[wanted]


def king_to_call(seen: Seen, legal: list[CallKing]) -> CallKing:
    """Call in a suit where the partner's card helps: one where we hold the next honour, or length.

    Calling a card of one's own hand means playing alone: only when all four are held.
    """

    def helpfulness(move: CallKing) -> tuple[bool, int]:
        suit = SUIT_OF[move.card]
        held = [card for card in seen.hand if SUIT_OF[card] == suit]
        next_honour = move.card - 1 in held
        return move.card not in seen.hand, 3 * next_honour + len(held)

    return max(legal, key=helpfulness)


def ecart_card(seen: Seen, legal: list[int]) -> int:
    """The next card of the écart: void the shortest suits, put points safely away, keep the Kings.

    Kings and bouts are never legal here, and trumps only when nothing else can be
    discarded; then the lowest go, since they are shown to all.
    """
    plain = [card for card in legal if card < FIRST_TRUMP]
    if not plain:
        return min(legal)
    needed = LAYOUTS[seen.n].chien_size - len(seen.ecart)
    length = [0] * 4
    kings = set()
    for card in seen.hand:
        if card < FIRST_TRUMP:
            length[SUIT_OF[card]] += 1
            if IS_KING[card]:
                kings.add(SUIT_OF[card])

    def keep_value(card: int) -> tuple[int, int, int]:
        suit = SUIT_OF[card]
        if suit not in kings and length[suit] <= needed:  # a void we can make now
            return 0, length[suit], -POINTS2[card]
        if suit not in kings:  # honours without their King would fall to it: keep them in the écart
            return 1, -POINTS2[card], length[suit]
        return 2, length[suit], POINTS2[card] * 100 + rank_of(card)

    return min(plain, key=keep_value)


def is_chelem_hand(seen: Seen) -> bool:
    """A hand that takes every trick: a run of top trumps at least as long as the trumps it does
    not hold, so trumps drawn from the top fall to masters, and nothing beside them but Kings."""
    hand = seen.hand
    trumps = sum(FIRST_TRUMP <= card < EXCUSE for card in hand)
    run = 0
    while TRUMP_21 - run in hand:
        run += 1
    plain = [card for card in hand if card < FIRST_TRUMP]
    return run >= 21 - trumps and all(IS_KING[card] for card in plain)


def declaration(legal: list[Declare]) -> Declare:
    """Declare the highest poignée held, and every misère (they count for the camp that wins)."""
    return max(legal, key=lambda move: (-1 if move.poignee is None else POIGNEE_LEVELS.index(move.poignee), len(move.misere)))


# -- card play -------------------------------------------------------------------------


def beats(card: int, best: int, led: int | None) -> bool:
    """Whether ``card`` would win over ``best``, the card now winning a trick led in ``led``."""
    if card == EXCUSE:
        return False
    if SUIT_OF[card] == TRUMP:
        return SUIT_OF[best] != TRUMP or card > best
    return SUIT_OF[card] == led and SUIT_OF[best] == led and card > best


def may_be_beaten(seen: Seen, best: int, led: int | None) -> bool:
    """Whether a seat outside our camp still to play may take the trick from ``best``."""
    later = [seat for seat in seen.later_seats() if seat not in seen.allies]
    if not later:
        return False
    unseen = seen.unseen()
    if SUIT_OF[best] == TRUMP:
        higher, trumps = [], [card for card in range(best + 1, EXCUSE) if card in unseen]
    else:
        suit_top = SUIT_OF[best] * 14 + 14
        higher = [card for card in range(best + 1, suit_top) if card in unseen]
        trumps = [card for card in range(FIRST_TRUMP, EXCUSE) if card in unseen]
    for seat in later:
        if any(seen.may_hold(seat, card) for card in higher):
            return True
        # A trump goes on a suit trick only from a seat out of that suit.
        if trumps and (led in (None, TRUMP) or seen.may_lack(seat, led)) and any(seen.may_hold(seat, card) for card in trumps):
            return True
    return False


def trick_worth(cards: list[int]) -> int:
    """Doubled card points, a bout counting extra: it also lowers the taker's threshold."""
    return sum(POINTS2[card] + 10 * (card in (PETIT, TRUMP_21)) for card in cards)


def cheapest(cards: list[int]) -> int:
    """The card that costs least to give away: few points, no Petit, low trumps before high ones."""
    return min(cards, key=lambda card: (card == PETIT, card == EXCUSE, POINTS2[card], card >= FIRST_TRUMP, rank_of(card)))


def richest(cards: list[int]) -> int:
    """The card worth most to put on a trick our camp wins (*charger*), sparing trumps."""
    return max(cards, key=lambda card: (card != EXCUSE and card < FIRST_TRUMP, POINTS2[card] if card != EXCUSE else -1, -card))


def excuse_now(seen: Seen, cards: list[int]) -> bool:
    """Play the Excuse on a lost trick when the alternative costs points, and before the last trick."""
    if EXCUSE not in cards or (seen.chelem and seen.seat == seen.taker):
        return False
    if len(seen.hand) == 2:  # in the last trick it would go to that trick's winner (TAROT-R29)
        return True
    others = [card for card in cards if card != EXCUSE]
    return POINTS2[cheapest(others)] >= 5 or cheapest(others) == PETIT


def play_card(seen: Seen, cards: list[int]) -> int:
    if len(cards) == 1:
        return cards[0]
    if seen.taker == NOBODY:
        return grassing_card(seen, cards)
    if len(seen.hand) == 2 and excuse_now(seen, cards):
        return EXCUSE
    if led_suit(seen.trick) is None:
        return lead(seen, cards)
    return follow(seen, cards)


def follow(seen: Seen, cards: list[int]) -> int:
    trick = seen.trick
    led = led_suit(trick)
    index = winning_index(trick)
    best, winner = trick[index], seen.trick_seat(index)
    under = [card for card in cards if not beats(card, best, led)]
    if winner in seen.allies and under and not may_be_beaten(seen, best, led):
        return charge(under)
    winning = [card for card in cards if beats(card, best, led)]
    forced = len(winning) == len([card for card in cards if card != EXCUSE])
    if winning and not (forced and excuse_now(seen, cards)):
        take = take_trick(seen, winning, led, forced)
        if take is not None:
            return take
    if excuse_now(seen, cards):
        return EXCUSE
    return discard(seen, under or cards)


def take_trick(seen: Seen, winning: list[int], led: int | None, forced: bool) -> int | None:
    """The card to take the trick with, or None to let it go.

    Take it with the lowest card that will hold (the 21 only for a rich trick), the
    Petit above all when nothing can take it back. When every card would go over,
    go high on a rich trick (*monter*) and low otherwise. A low plain card that may
    not hold is still worth a try: it costs no more than any card that loses.
    """
    worth = trick_worth(seen.trick)
    safe = [card for card in winning if not may_be_beaten(seen, card, led)]
    if PETIT in safe:
        return PETIT
    if safe:
        pick = min(safe, key=lambda card: (card == TRUMP_21, card))
        if pick != TRUMP_21 or forced or worth >= 18:
            return pick
    spare = [card for card in winning if card != PETIT] or winning
    if forced:
        return max(spare) if worth >= 12 else min(spare)
    try_card = cheapest(spare)
    if POINTS2[try_card] == 1 and try_card < FIRST_TRUMP:
        return try_card
    return None


def charge(cards: list[int]) -> int:
    """Our camp takes this trick for sure: load points on it (*charger*), or slip the Petit under it."""
    if PETIT in cards:
        return PETIT
    plain = [card for card in cards if card < FIRST_TRUMP]
    if plain:
        return richest(plain)
    trumps = [card for card in cards if FIRST_TRUMP <= card < EXCUSE]
    return min(trumps) if trumps else EXCUSE


def discard(seen: Seen, cards: list[int]) -> int:
    """Give the trick as little as possible; off-suit, shorten the shortest suit and keep the Kings."""
    plain = [card for card in cards if card < FIRST_TRUMP]
    led = led_suit(seen.trick)
    if plain and led is not None and SUIT_OF[plain[0]] != led:  # neither following nor trumping
        length = seen.lengths()
        return min(plain, key=lambda card: (IS_KING[card], POINTS2[card], length[SUIT_OF[card]], card))
    return cheapest(cards)


def lead(seen: Seen, cards: list[int]) -> int:
    """Choose a lead: save the Petit, draw trumps when strong, cash Kings, then play the long suits."""
    candidates = [card for card in cards if card != EXCUSE] or cards
    trumps = [card for card in candidates if FIRST_TRUMP <= card < EXCUSE]
    plain = [card for card in candidates if card < FIRST_TRUMP]
    hostile = seen.hostile_trumps()
    if PETIT in trumps and hostile == 0:
        others = [card for card in candidates if card != PETIT]
        if not others or not all(is_master(seen, card) for card in others):
            return PETIT  # no trump can take it any more
        return others[0]  # every other card is master: keep the Petit for the last trick
    if seen.attacking and trumps and hostile and should_draw_trumps(seen, trumps, hostile):
        return draw_trump(seen, trumps)
    king = king_to_cash(seen, plain)
    if king is not None:
        return king
    if not plain:
        return min((card for card in trumps if card != PETIT), default=min(candidates))
    return long_suit_lead(seen, plain)


def is_master(seen: Seen, card: int) -> bool:
    """No unseen card of its suit is higher, and for a plain card nobody against us may trump it."""
    return is_top_of_suit(seen, card) and (SUIT_OF[card] == TRUMP or seen.hostile_trumps() == 0)


def should_draw_trumps(seen: Seen, trumps: list[int], hostile: int) -> bool:
    """Draw trumps (*faire tomber les atouts*) while we hold more than any opponent can."""
    void = seen.voids()
    holders = [seat for seat in range(seen.n) if seat not in seen.allies and TRUMP not in void[seat]]
    longest = -(-hostile // max(1, len(holders)))
    return len(trumps) >= longest + 2 or (PETIT in trumps and len(trumps) > hostile)


def draw_trump(seen: Seen, trumps: list[int]) -> int:
    """Lead a master trump if we hold one, else the lowest trump but the Petit."""
    top = max(trumps)
    if is_master(seen, top) and top != PETIT:
        return top
    return min((card for card in trumps if card != PETIT), default=top)


def king_to_cash(seen: Seen, plain: list[int]) -> int | None:
    """A King (or master card) in a suit nobody against us can be out of yet (*faire ses rois*)."""
    hostile = [seat for seat in range(seen.n) if seat not in seen.allies]
    for card in sorted(plain, key=lambda card: -POINTS2[card]):
        suit = SUIT_OF[card]
        if POINTS2[card] < 5 or not is_top_of_suit(seen, card):
            continue
        if seen.called != NOBODY and seen.partner == UNKNOWN and suit == SUIT_OF[seen.called] and seen.attacking:
            continue  # the taker keeps the called suit for his partner
        if sum(seen.void_chance(seat, suit) for seat in hostile) < MAY_LACK:
            return card
    return None


def is_top_of_suit(seen: Seen, card: int) -> bool:
    """No unseen card of its suit is higher."""
    unseen = seen.unseen()
    top = EXCUSE if SUIT_OF[card] == TRUMP else SUIT_OF[card] * 14 + 14
    return not any(other in unseen for other in range(card + 1, top))


def long_suit_lead(seen: Seen, plain: list[int]) -> int:
    """A low card: in the called suit to find the partner, in a suit the taker cuts, else the longest."""
    length = seen.lengths()
    void = seen.voids()
    if seen.called != NOBODY and seen.partner == UNKNOWN:
        called = [card for card in plain if SUIT_OF[card] == SUIT_OF[seen.called] and card < seen.called]
        if called:
            return min(called)
    if not seen.attacking and seen.taker != NOBODY:
        cut = [card for card in plain if SUIT_OF[card] in void[seen.taker] and not IS_KING[card]]
        if cut:  # make the taker spend a trump (*faire couper le preneur*)
            return min(cut, key=lambda card: (POINTS2[card], card))
    return min(plain, key=lambda card: (IS_KING[card] or POINTS2[card] >= 7, -length[SUIT_OF[card]], POINTS2[card], card))


def grassing_card(seen: Seen, cards: list[int]) -> int:
    """A grassed deal: every point taken counts against you, so duck, unload on others' tricks,
    and keep the Excuse for the last trick, where it goes to that trick's winner (TAROT-R29)."""
    cards = [card for card in cards if card != EXCUSE] or cards
    trick = seen.trick
    led = led_suit(trick)
    if led is None:
        return cheapest(cards)
    best = trick[winning_index(trick)]
    ducking = [card for card in cards if not beats(card, best, led)]
    if ducking:
        return richest(ducking) if len(trick) == seen.n - 1 or all(card < FIRST_TRUMP for card in ducking) else max(ducking)
    return max(cards)


# -- the bot -------------------------------------------------------------------------


def decide(seen: Seen, legal: list[Move]) -> Move:
    """The heuristic's move among ``legal`` (never empty)."""
    first = legal[0]
    if len(legal) == 1:
        return first
    if isinstance(first, PlayCard):
        return PLAY[play_card(seen, [move.card for move in legal if isinstance(move, PlayCard)])]
    if isinstance(first, Bid):
        return bid(seen)
    if isinstance(first, Declare):
        return declaration([move for move in legal if isinstance(move, Declare)])
    if isinstance(first, Discard):
        return DISCARD[ecart_card(seen, [move.card for move in legal if isinstance(move, Discard)])]
    if isinstance(first, CallKing):
        return king_to_call(seen, [move for move in legal if isinstance(move, CallKing)])
    return Chelem(is_chelem_hand(seen))


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """The ``normal`` level's move: a sensible player's, from the seat's view."""
    return decide(seen_from_view(view), legal)


heuristic_bot = levels(choose_move)


def policy(game: Game, state: TarotState, seat: int, rng: random.Random) -> Move:
    """The heuristic's move, cheaply: for search rollouts on determinized states.

    A rollout asks about one state move after move, so the lessons of its finished
    tricks are kept from one call to the next while its trick list is the same (per
    thread: the server searches for several tables at once).
    """
    legal = game.legal_moves(state, seat)
    if len(legal) == 1:
        return legal[0]
    record: TrickRecord | None = getattr(_rollout, "record", None)
    if record is None or record.tricks is not state.tricks or record.done > len(state.tricks):
        record = _rollout.record = TrickRecord(state.tricks, state.n, state.step)
    return decide(seen_from_state(state, seat, record), legal)


_rollout = threading.local()


# -- hooks for search ------------------------------------------------------------------


def deals_scored(state: TarotState) -> int:
    """How many deals of the match have been scored: the current deal is over when this grows."""
    return len(state.results)


def deal_scores(state: TarotState) -> list[float]:
    """Each seat's score in the last scored deal."""
    return state.results[-1]["scores"]


BOTS = BotHooks(heuristic=heuristic_bot, policy=policy, deals_scored=deals_scored, deal_scores=deal_scores)
