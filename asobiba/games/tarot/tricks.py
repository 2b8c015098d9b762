"""Trick play: which cards may be played (TAROT-R24, R25, R27) and who wins (TAROT-R26)."""

from __future__ import annotations

from asobiba.games.tarot.cards import EXCUSE, EXCUSE_SUIT, FIRST_TRUMP, SUIT_OF, TRUMP


def led_suit(trick: list[int]) -> int | None:
    """The suit of the first card that is not the Excuse: a led Excuse lets the next card fix it."""
    for card in trick:
        if card != EXCUSE:
            return SUIT_OF[card]
    return None


def legal_cards(hand: list[int], trick: list[int]) -> list[int]:
    """Cards of ``hand`` (sorted) that may go on ``trick``, in ascending order."""
    led = led_suit(trick)
    if led is None:
        return hand[:]
    if led != TRUMP:
        follow = [card for card in hand if SUIT_OF[card] == led]
        if follow:
            if hand[-1] == EXCUSE:
                follow.append(EXCUSE)
            return follow
    trumps = [card for card in hand if FIRST_TRUMP <= card < EXCUSE]
    if not trumps:
        return hand[:]
    top = max((card for card in trick if FIRST_TRUMP <= card < EXCUSE), default=-1)
    allowed = [card for card in trumps if card > top] or trumps
    if hand[-1] == EXCUSE:
        allowed.append(EXCUSE)
    return allowed


def winning_index(trick: list[int]) -> int:
    """Position in ``trick`` of the winning card: highest trump, else highest of the led suit.

    The Excuse never wins here; the chelem exception (TAROT-R30) is the caller's.
    """
    led = led_suit(trick)
    best = -1
    best_index = 0
    for index, card in enumerate(trick):
        suit = SUIT_OF[card]
        if suit == EXCUSE_SUIT:
            continue
        if suit == TRUMP:
            if best < FIRST_TRUMP or card > best:
                best, best_index = card, index
        elif suit == led and best < FIRST_TRUMP and card > best:
            best, best_index = card, index
    return best_index


def note_trick(leader: int, cards: tuple[int, ...] | list[int], step: int, n: int, void: list[set[int]], cap: list[int]) -> None:
    """Learn from one trick who could not follow (TAROT-R24) or go over a trump (TAROT-R25).

    Adds to ``void[seat]`` the suits (TRUMP included) a seat showed it lacks, and lowers
    ``cap[seat]`` to a trump it showed it has nothing above. Used by ``sample`` and the bots.
    """
    led, top = None, -1
    for index, card in enumerate(cards):
        if card == EXCUSE:
            continue
        suit = SUIT_OF[card]
        if led is None:
            led = suit
        elif suit != led:
            who = (leader + step * index) % n
            if led != TRUMP:
                void[who].add(led)
            if suit != TRUMP:
                void[who].add(TRUMP)
            elif card < top:
                cap[who] = min(cap[who], top)
        elif suit == TRUMP and card < top:
            who = (leader + step * index) % n
            cap[who] = min(cap[who], top)
        if suit == TRUMP and card > top:
            top = card
