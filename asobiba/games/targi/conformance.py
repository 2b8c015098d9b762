"""What the conformance suite (asobiba/testing/suite.py) needs from Targi.

The moves to try are every move a player can name: each border card and central space
for ``place``, ``resolve`` and ``skip``, each row, good, trade, conversion up to 4 and
marker move, and the bare moves. What a seat must not see are the ids of the cards in
the two decks and face down in the centre, of the other seat's hand card when it was
drawn from the deck, of a card Tribal Expansion drew for the other seat, and the seed.

After every move: goods, gold and VP tokens are never negative; once a round's limits
applied (placement, raids, the end) nobody holds more than 10 goods or 3 gold and every
central card is face up; each of the 64 cards is in exactly one place; pieces and
displays keep their sizes; pieces are on the board only while placed and pending; and the running score equals a recount from scratch.
"""

from __future__ import annotations

from typing import Any

from asobiba.core.parts import ConformanceHooks
from asobiba.games.targi import scoring
from asobiba.games.targi.cards import CENTRAL, GOLD, GOODS, GOODS_IDS, ROW_LENGTH, ROWS, TRIBE_IDS
from asobiba.games.targi.moves import (
    DISCARD,
    DONE,
    KEEP,
    RAID_PAYMENTS,
    Buy,
    Convert,
    Move,
    MoveMarker,
    Place,
    Raid,
    Resolve,
    Return,
    Skip,
    Take,
    Trade,
)
from asobiba.games.targi.rounds import GOLD_LIMIT, GOODS_LIMIT
from asobiba.games.targi.state import NOBODY, Phase, TargiState
from asobiba.games.targi.view import sees_drawn, sees_hand

OPTION_SAMPLES: dict[str, list[Any]] = {
    "tribe_effects": ["none", "data"],
    "raid_shortfall": ["pay_vp_as_possible", "to_opponent"],
    "hand_card_blocks_display": ["off", "on"],
}

_CARDS: list[int | str] = [*range(1, 17), *CENTRAL]
EVERY_MOVE: tuple[Move, ...] = (
    *(Place(card) for card in range(1, 17)),
    *(kind(card) for card in _CARDS for kind in (Resolve, Skip)),
    *(Buy(row) for row in range(ROWS)),
    KEEP,
    DISCARD,
    DONE,
    *(Take(good) for good in GOODS),
    *(Return(good) for good in GOODS),
    *(Trade(give, get) for give in GOODS for get in (*GOODS, GOLD)),
    *(Convert(give, count) for give in (*GOODS, GOLD) for count in range(1, 5)),
    *(MoveMarker(source, to) for source in CENTRAL for to in CENTRAL),
    *(Raid(pay) for pay in RAID_PAYMENTS),
)


def move_space(state: TargiState, seat: int) -> tuple[Move, ...]:
    return EVERY_MOVE


def unseen(state: TargiState, seat: int | None) -> set[str]:
    """The ids of the cards ``seat`` (None: a spectator) has not seen where they are now."""
    cards = set(state.goods_deck) | set(state.tribe_deck)
    cards |= {card for card, up in zip(state.centre, state.face_up, strict=True) if card is not None and not up}
    for owner in (0, 1):
        card = state.hand[owner]
        if card is not None and not sees_hand(state, owner, seat):
            cards.add(card)
    if state.drawn is not None and not sees_drawn(state, seat):
        cards.add(state.drawn)
    return cards


def hidden(state: TargiState, seat: int | None) -> set[Any]:
    return unseen(state, seat) | {("seed", state.seed)}


def check_state(state: TargiState) -> None:
    for seat in (0, 1):
        assert min(state.goods[seat]) >= 0 and state.gold[seat] >= 0 and state.vp[seat] >= 0, f"seat {seat}: a negative supply"
        if state.phase in (Phase.PLACE, Phase.RAID, Phase.OVER):
            assert sum(state.goods[seat]) <= GOODS_LIMIT and state.gold[seat] <= GOLD_LIMIT, f"seat {seat}: over the round-end limits"
        assert state.score[seat] == scoring.total(state, seat), (
            f"seat {seat}: running score {state.score[seat]}, recount {scoring.total(state, seat)}"
        )
        assert state.targi.count(seat) <= 3 and state.markers.count(seat) <= 2
        assert len(state.display[seat]) == ROWS and all(len(row) <= ROW_LENGTH for row in state.display[seat])
    if state.phase in (Phase.PLACE, Phase.RAID, Phase.OVER):
        assert all(up or card is None for card, up in zip(state.centre, state.face_up, strict=True)), "a central card stayed face down"
    if state.phase is not Phase.ACTIONS:
        assert state.markers.count(NOBODY) == 9, "a marker outside the actions"
        assert state.phase is Phase.PLACE or state.targi.count(NOBODY) == 17, "a Targi left on the board after the actions"
    check_cards(state)


def check_cards(state: TargiState) -> None:
    """The 19 Goods and 45 Tribe cards are each in exactly one place."""
    places = state.goods_deck + state.goods_discard + state.tribe_deck + state.tribe_discard
    places += [card for card in state.centre if card is not None]
    places += [card for card in state.hand if card is not None]
    places += [card for rows in state.display for row in rows for card in row]
    places += [state.drawn] if state.drawn is not None else []
    places += list(state.box)
    assert sorted(places) == sorted(GOODS_IDS + TRIBE_IDS), "a card is lost or doubled"


CONFORMANCE = ConformanceHooks(
    rules="rules.txt", move_space=move_space, hidden=hidden, option_samples=OPTION_SAMPLES, check_state=check_state
)
