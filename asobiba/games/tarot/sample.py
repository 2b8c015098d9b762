"""Determinization: a full state consistent with everything one seat has seen.

The cards a seat cannot locate are dealt again among the places it cannot see
(other hands, the hidden chien, the hidden part of the écart), keeping every hand
size and every fact play has revealed: voids and "could not overtrump" from the
tricks (TAROT-R24, R25), poignée cards shown and not yet played, misères declared,
a shown chien that can only be in the taker's hand or écart, and an écart that
holds no King, bout or unshown trump (TAROT-R14).
"""

from __future__ import annotations

import random

from asobiba.games.tarot import declarations
from asobiba.games.tarot.cards import BOUTS, EXCUSE, FIRST_TRUMP, IS_FACE, IS_KING, SUIT_OF, TRUMP
from asobiba.games.tarot.state import NOBODY, Phase, TarotState
from asobiba.games.tarot.tricks import note_trick

CHIEN = -2  # location ids besides seats
ECART = -3


def _constraints(state: TarotState) -> tuple[list[set[int]], list[int]]:
    """Per seat: suits (TRUMP included) it is known to lack, and the highest trump it may hold."""
    void: list[set[int]] = [set() for _ in range(state.n)]
    trump_cap = [EXCUSE] * state.n  # every trump is below the Excuse's id
    for leader, cards, _ in state.tricks:
        note_trick(leader, cards, state.step, state.n, void, trump_cap)
    note_trick(state.leader, state.trick, state.step, state.n, void, trump_cap)
    for seat, declaration in enumerate(state.declarations):
        if declaration is not None and "no_trump" in declaration.misere:
            void[seat].add(TRUMP)
    return void, trump_cap


def _trump_floors(state: TarotState) -> list[int]:
    """A poignée shows the lowest trumps of the hand, so any trump still hidden is above them."""
    floors = [-1] * state.n
    for seat, shown in enumerate(state.shown):
        if EXCUSE in shown:  # the Excuse is shown only by a player with no other trump (TAROT-R20)
            floors[seat] = EXCUSE
        elif shown:
            floors[seat] = max(card for card in shown if card not in state.ecart)
    return floors


def _fits(card: int, seat: int, state: TarotState, void: list[set[int]], trump_cap: list[int], floors: list[int]) -> bool:
    suit = SUIT_OF[card]
    if suit in void[seat] or (suit == TRUMP and not floors[seat] < card <= trump_cap[seat]):
        return False
    declaration = state.declarations[seat]
    if declaration is None:
        return True
    if "no_trump" in declaration.misere and card == EXCUSE:
        return False
    return not ("no_face" in declaration.misere and (IS_FACE[card] or card in BOUTS))


def sample(state: TarotState, seat: int, rng: random.Random) -> TarotState:
    """A state ``seat`` cannot tell apart from ``state``, with hidden cards dealt anew by ``rng``."""
    result = state.copy()
    result.seed = rng.getrandbits(63)  # future deals are hidden too
    taker = state.taker
    chien_hidden = state.contract is None or not state.contract.chien_shown or state.phase in (Phase.BID, Phase.CALL)
    ecart_hidden = seat != taker and bool(state.ecart)

    capacity: dict[int, int] = {}
    fixed: dict[int, list[int]] = {}
    for other in range(state.n):
        if other != seat:
            fixed[other] = [card for card in state.shown[other] if card in state.hands[other]]
            capacity[other] = len(state.hands[other]) - len(fixed[other])
    if chien_hidden:
        capacity[CHIEN] = len(state.chien)
    if ecart_hidden:
        fixed[ECART] = [card for card in state.ecart if card >= FIRST_TRUMP]
        capacity[ECART] = len(state.ecart) - len(fixed[ECART])
    # Sorted: the draw must depend only on what the seat knows, not on where the cards really are.
    pool = sorted(card for location in capacity for card in _contents(state, location) if card not in fixed.get(location, ()))

    void, trump_cap = _constraints(state)
    floors = _trump_floors(state)
    shown_chien = set() if chien_hidden else set(state.chien)
    allowed: dict[int, list[int]] = {}
    for card in pool:
        places = []
        for location in capacity:
            if location == CHIEN:
                ok = True
            elif location == ECART:
                ok = card < FIRST_TRUMP and not IS_KING[card]
            else:
                ok = (location == taker or card not in shown_chien) and _fits(card, location, state, void, trump_cap, floors)
            if ok:
                places.append(location)
        allowed[card] = places

    assignment = _assign(pool, allowed, capacity, rng)
    placed: dict[int, list[int]] = {location: list(fixed.get(location, ())) for location in capacity}
    for card, location in assignment.items():
        placed[location].append(card)
    for location, cards in placed.items():
        if location == CHIEN:
            result.chien = cards
        elif location == ECART:
            result.ecart = fixed[ECART] + [card for card in cards if card not in fixed[ECART]]
        else:
            result.hands[location] = sorted(cards)
    if state.called != NOBODY and not state.partner_known:
        holders = [other for other in range(state.n) if other != taker and state.called in result.hands[other]]
        result.partner = holders[0] if holders else NOBODY
    _redo_pending_declarations(result, seat)
    return result


def _contents(state: TarotState, location: int) -> list[int]:
    if location == CHIEN:
        return state.chien
    if location == ECART:
        return state.ecart
    return state.hands[location]


def _assign(pool: list[int], allowed: dict[int, list[int]], capacity: dict[int, int], rng: random.Random) -> dict[int, int]:
    """Place every card of ``pool`` in one of its allowed locations within capacity.

    Most constrained cards first, at random among the places with room; when that
    greedy pass is stuck, a randomized bipartite matching (always succeeds, since the
    real state is one solution).
    """
    order = sorted(pool, key=lambda card: (len(allowed[card]), rng.random()))
    room = dict(capacity)
    assignment: dict[int, int] = {}
    for card in order:
        places = [location for location in allowed[card] if room[location]]
        if not places:
            return _match(order, allowed, capacity, rng)
        location = rng.choice(places)
        room[location] -= 1
        assignment[card] = location
    return assignment


def _match(cards: list[int], allowed: dict[int, list[int]], capacity: dict[int, int], rng: random.Random) -> dict[int, int]:
    slots = [location for location, size in capacity.items() for _ in range(size)]
    slot_of_card: dict[int, int] = {}
    card_in_slot: list[int | None] = [None] * len(slots)
    slots_for = {card: [index for index, location in enumerate(slots) if location in allowed[card]] for card in cards}
    for options in slots_for.values():
        rng.shuffle(options)

    def augment(card: int, seen: set[int]) -> bool:
        for index in slots_for[card]:
            if index in seen:
                continue
            seen.add(index)
            holder = card_in_slot[index]
            if holder is None or augment(holder, seen):
                card_in_slot[index] = card
                slot_of_card[card] = index
                return True
        return False

    for card in cards:
        if not augment(card, set()):
            raise AssertionError("no consistent deal: the state contradicts its own history")
    return {card: slots[index] for card, index in slot_of_card.items()}


def _redo_pending_declarations(state: TarotState, seat: int) -> None:
    """Seats yet to declare get the choices their sampled hands allow."""
    if state.phase != Phase.PLAY or state.tricks:
        return
    played = {(state.leader + state.step * index) % state.n for index in range(len(state.trick))}
    mode = state.options["declarations"] if state.contract is not None else "none"
    for other in range(state.n):
        if other != seat and other not in played and state.declarations[other] is None:
            ecart_trumps = [card for card in state.ecart if card >= FIRST_TRUMP] if other == state.taker else []
            state.declarable[other] = declarations.choices(state.hands[other], ecart_trumps, state.layout.poignee, mode)
