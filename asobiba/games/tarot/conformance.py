"""What the conformance suite (asobiba/testing/suite.py) needs from French Tarot.

Every move a seat could try, what each seat must not see, and the invariants of a deal:
every card in one place, 91 card points, zero-sum scores (TAROT-R43), the secret partner.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from asobiba.core.parts import ConformanceHooks
from asobiba.games.tarot.cards import DECK, FIRST_TRUMP, NAMES
from asobiba.games.tarot.data import MISERE_KINDS, POIGNEE_LEVELS
from asobiba.games.tarot.game import callable_cards
from asobiba.games.tarot.moves import BIDS, DISCARD, PASS, PLAY, CallKing, Chelem, Declare, Move
from asobiba.games.tarot.state import NOBODY, Phase, TarotState

# Deal results and the hand of a deal cancelled for a petit sec (TAROT-R6) show cards of
# deals that are over; those names come back in the next deal.
PAST = frozenset({"results", "deal_scored", "petit_sec"})

# Random matches of one or two played deals (void and cancelled deals are dealt again).
OPTION_SAMPLES = {"deals": [1, 2]}

EVERY_MOVE: tuple[Move, ...] = (
    *PLAY,
    *DISCARD,
    PASS,
    *BIDS.values(),
    *(CallKing(card) for card in DECK),
    Chelem(False),
    Chelem(True),
    *(
        Declare(level, tuple(kind for kind, chosen in zip(MISERE_KINDS, mask, strict=True) if chosen))
        for level, mask in product((None, *POIGNEE_LEVELS), product((False, True), repeat=len(MISERE_KINDS)))
    ),
)


def move_space(state: TarotState, seat: int) -> tuple[Move, ...]:
    return EVERY_MOVE


def chien_shown(state: TarotState) -> bool:
    """Prise and garde turn the chien face up once the bidding (and the king call) is over (TAROT-R13)."""
    return state.contract is not None and state.contract.chien_shown and state.phase not in (Phase.BID, Phase.CALL)


def hidden(state: TarotState, seat: int | None) -> set[Any]:
    """The cards ``seat`` cannot locate, the partner until the called card is played (TAROT-R12), the seed.

    Unseen: the other hands, the chien unless shown, the écart to all but the taker
    except its trumps (TAROT-R14). Some of those cards have names every seat sees: the
    shown chien, poignée trumps (TAROT-R19), the called card and, to the taker choosing
    it, the cards he may call.
    """
    if state.phase is Phase.OVER:
        return set()  # every card was played, and the last deal_scored showed the chien and the écart
    unseen = [card for other, hand in enumerate(state.hands) if other != seat for card in hand]
    if not chien_shown(state):
        unseen += state.chien
    if seat != state.taker:
        unseen += [card for card in state.ecart if card < FIRST_TRUMP]
    named = {card for shown in state.shown for card in shown}
    if chien_shown(state):
        named.update(state.chien)
    if state.called != NOBODY:
        named.add(state.called)
    if state.phase is Phase.CALL and seat == state.taker:
        named.update(callable_cards(state.hands[seat]))
    secret: set[Any] = {NAMES[card] for card in unseen if card not in named}
    if state.partner != NOBODY and not state.partner_known and seat != state.partner:
        secret.add(("partner", state.partner))
    secret.add(("seed", state.seed))
    return secret


def check_state(state: TarotState) -> None:
    """Every card in one place; each scored deal zero-sum (TAROT-R43) over 91 points; totals their sum; the partner."""
    assert sorted(card_places(state)) == list(DECK)
    for result in state.results:
        assert sum(result["scores"]) == 0  # TAROT-R43
        if result["scoring"] == "contract":
            assert result["points"] + result["defence_points"] == 91
        else:
            assert sum(result["points_by_seat"]) + result["chien_points"] == 91
    assert len(state.results) == state.played
    assert state.totals == [sum(result["scores"][seat] for result in state.results) for seat in range(state.n)]
    if state.called != NOBODY and not state.partner_known:
        holders = [seat for seat, hand in enumerate(state.hands) if state.called in hand and seat != state.taker]
        # TAROT-R11: until it is played, the called card's holder is the partner; in the taker's hand or the chien, nobody.
        assert state.partner == (holders[0] if holders else NOBODY)


def card_places(state: TarotState) -> list[int]:
    """Every card where it lies: hands, écart, trick, won piles, and the chien until the taker took it in hand."""
    places = [*state.hands, state.ecart, state.trick, *state.won]
    if not chien_shown(state):
        places.append(state.chien)
    return [card for place in places for card in place]


CONFORMANCE = ConformanceHooks(
    rules="rules.txt", move_space=move_space, hidden=hidden, past=PAST, option_samples=OPTION_SAMPLES, check_state=check_state
)
