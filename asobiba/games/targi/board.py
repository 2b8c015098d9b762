"""The board: where a Targi may go (TARGI-R5), the tribe markers (R6), pending actions (R7),
replacing used central cards (R8) and turning them up at round end (R13).

A line is a pair of facing border cards (cards.py); a seat's Targi on a side card (5–7,
13–15) names a central row, on a top or bottom card (1–3, 9–11) a central column, and
a marker goes where one of its rows crosses one of its columns. Since nobody may stand
opposite an opponent's Targi, each line belongs to at most one seat, so two markers never
meet on one card (§4.8).
"""

from __future__ import annotations

from asobiba.core.contract import Event, seeded_rng
from asobiba.games.targi.cards import CENTRAL, COLUMN_OF, CORNERS, FACING, GOODS_CARDS, ROW_OF, central_index, event_card
from asobiba.games.targi.state import NOBODY, Ref, TargiState

TARGI_PER_SEAT = 3  # TARGI-R2
MARKERS_PER_SEAT = 2


def placement_problem(state: TargiState, seat: int, card: int) -> str | None:
    """Why ``seat`` may not put a Targi on border card ``card`` (TARGI-R5), or None."""
    if card in CORNERS:
        return "corner"
    if card == state.robber:
        return "robber"
    if state.targi[card] != NOBODY:
        return "taken"
    if state.targi[FACING[card]] == 1 - seat:
        return "opposite"
    return None


def placeable(state: TargiState, seat: int) -> list[int]:
    return [card for card in range(1, 17) if placement_problem(state, seat, card) is None]


def placed_count(state: TargiState) -> int:
    return sum(seat != NOBODY for seat in state.targi)


def set_markers(state: TargiState, events: list[Event]) -> None:
    """TARGI-R6: a marker on every crossing of a seat's rows and columns (0, 1 or 2 of them)."""
    for seat in (state.first, 1 - state.first):
        rows = {ROW_OF[card] for card in ROW_OF if state.targi[card] == seat}
        cols = {COLUMN_OF[card] for card in COLUMN_OF if state.targi[card] == seat}
        crossings = sorted(central_index(row, col) for row in rows for col in cols)
        assert len(crossings) <= MARKERS_PER_SEAT
        for index in crossings:
            assert state.markers[index] == NOBODY
            state.markers[index] = seat
        events.append(Event("markers", {"seat": seat, "cards": [CENTRAL[index] for index in crossings]}))


def pending(state: TargiState, seat: int) -> list[Ref]:
    """The seat's actions still to carry out: border cards under its Targi, then central cards under its markers."""
    border: list[Ref] = [card for card in range(1, 17) if state.targi[card] == seat]
    return border + [CENTRAL[index] for index in range(9) if state.markers[index] == seat]


def space(card: Ref) -> int:
    """The index 0–8 of central space ``card`` (c11 … c33)."""
    assert isinstance(card, str)
    return CENTRAL.index(card)


def is_pending(state: TargiState, seat: int, card: Ref) -> bool:
    if isinstance(card, int):
        return state.targi[card] == seat
    return state.markers[space(card)] == seat


def remove_piece(state: TargiState, card: Ref) -> None:
    """The figure or marker goes back to its owner: its action is done or given up (TARGI-R7)."""
    if isinstance(card, int):
        state.targi[card] = NOBODY
    else:
        state.markers[space(card)] = NOBODY


# -- the decks (TARGI-R8, §4.9) ---------------------------------------------------------------


def draw_goods(state: TargiState, events: list[Event]) -> str | None:
    """The top Goods card; an empty deck is first rebuilt from the whole discard pile. None if both are empty."""
    if not state.goods_deck and state.goods_discard:
        deck = sorted(state.goods_discard)
        seeded_rng(state.seed, "rebuild", state.rebuilds).shuffle(deck)
        state.rebuilds += 1
        state.goods_deck, state.goods_discard = deck, []
        events.append(Event("goods_rebuilt", {"cards": len(deck)}))
    return state.goods_deck.pop(0) if state.goods_deck else None


def can_draw_goods(state: TargiState) -> bool:
    return bool(state.goods_deck or state.goods_discard)


def replace(state: TargiState, index: int, events: list[Event]) -> None:
    """TARGI-R8: a used central card leaves (a Goods card to its discard pile, a Tribe card wherever it went)
    and a face-down card of the other kind takes its place; the other deck if that one is out, else nothing."""
    used = state.centre[index]
    assert used is not None
    if used in GOODS_CARDS:
        state.goods_discard.append(used)  # before the replacement is drawn (§4.9)
        card = state.tribe_deck.pop(0) if state.tribe_deck else draw_goods(state, events)
    else:
        card = draw_goods(state, events)
        if card is None and state.tribe_deck:
            card = state.tribe_deck.pop(0)
    state.centre[index] = card
    state.face_up[index] = False
    kind = None if card is None else "goods" if card in GOODS_CARDS else "tribe"
    events.append(Event("replaced", {"space": CENTRAL[index], "deck": kind}))


def turn_up(state: TargiState, events: list[Event]) -> None:
    """TARGI-R13: the round's face-down central cards are turned up."""
    shown = {}
    for index, card in enumerate(state.centre):
        if card is not None and not state.face_up[index]:
            state.face_up[index] = True
            shown[CENTRAL[index]] = event_card(card)
    if shown:
        events.append(Event("turned_up", {"cards": shown}))
