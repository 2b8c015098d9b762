"""Carrying out one action (TARGI-R7–R12): the border cards of §1.3 and the central cards.

``resolve`` starts the action under a pending Targi or marker; most finish at once, the
others open a ``step`` whose choices are small moves (docs/targi.md):

- ``tribe``: a Tribe card (central, drawn by Tribal Expansion, or the hand's at the
  Noble) — ``buy`` into a row, ``keep`` in an empty hand, or ``discard``; a central
  card is never taken only to discard, and the Noble plays only a card taken in an
  earlier round (§4.9, §4.10);
- ``good``: the good of a "choice" Goods card (TARGI-R9);
- ``merchant``: trades, any number, then ``done``;
- ``silversmith``: exactly one conversion of one kind;
- ``fata_morgana``: one of the seat's unused markers to a face-up, non-empty central
  card without a marker, whose action then waits there.

When the action is done its figure or marker goes back and a used central card is
replaced face down (TARGI-R8, board.py).
"""

from __future__ import annotations

from asobiba.core.contract import Event
from asobiba.games.targi import board, scoring
from asobiba.games.targi.cards import BORDER, CENTRAL, GOLD, GOODS, GOODS_CARDS, ROW_LENGTH, ROWS, TRIBE, event_card
from asobiba.games.targi.moves import Convert, MoveMarker, Trade
from asobiba.games.targi.state import NOBODY, Ref, TargiState

NOBLE, TRIBE_STEP, GOOD, MERCHANT_STEP, SILVERSMITH_STEP, FATA_MORGANA = "noble", "tribe", "good", "merchant", "silversmith", "fata_morgana"
MERCHANT = next(card for card in BORDER.values() if card.action == "merchant")
SILVERSMITH_RATES = next(card for card in BORDER.values() if card.action == "silversmith").params["conversions"]


def action_of(card: Ref) -> str:
    """The border card's action, or ``central`` for a central space."""
    return BORDER[card].action if isinstance(card, int) else "central"


def gain(state: TargiState, seat: int, dates: int = 0, salt: int = 0, pepper: int = 0, gold: int = 0, vp: int = 0) -> None:
    for kind, n in enumerate((dates, salt, pepper)):
        state.goods[seat][kind] += n
    state.gold[seat] += gold
    if vp:
        scoring.gain_vp(state, seat, vp)


def _gains_json(dates: int = 0, salt: int = 0, pepper: int = 0, gold: int = 0, vp: int = 0) -> dict[str, int]:
    return {key: n for key, n in zip((*GOODS, GOLD, "vp"), (dates, salt, pepper, gold, vp), strict=True) if n}


# -- can it be done? ----------------------------------------------------------------------------


def problem(state: TargiState, seat: int, card: Ref) -> str | None:
    """Why the seat's pending action on ``card`` cannot be carried out now (reasons.py), or None."""
    action = action_of(card)
    if action == "noble":
        return None if state.hand[seat] is not None else "noble_empty"
    if action == "merchant":
        return None if trades(state, seat) else "merchant_nothing"
    if action == "silversmith":
        return None if conversions(state, seat) else "silversmith_nothing"
    if action == "caravan":
        return None if board.can_draw_goods(state) else "caravan_empty"
    if action == "expansion":
        return None if state.tribe_deck else "expansion_empty"
    if action == "fata_morgana":
        return None if marker_moves(state, seat) else "fata_nothing"
    if action == "central":
        found = state.centre[board.space(card)]
        if found is None:
            return "empty_space"
        if found in TRIBE and not tribe_choices(state, seat, found, "central"):
            return "tribe_cannot"
    return None


def can_pay(state: TargiState, seat: int, card: str) -> bool:
    *goods, gold = TRIBE[card].cost
    return state.gold[seat] >= gold and all(have >= need for have, need in zip(state.goods[seat], goods, strict=True))


def open_rows(state: TargiState, seat: int) -> list[int]:
    return [row for row in range(ROWS) if len(state.display[seat][row]) < ROW_LENGTH]


def buy_problem(state: TargiState, seat: int, card: str, source: str) -> str | None:
    """Why ``card`` cannot be laid out now (TARGI-R10–R12), or None."""
    if source == NOBLE and state.hand_round[seat] >= state.round:
        return "noble_same_round"
    if source != NOBLE and state.hand[seat] is not None and state.options["hand_card_blocks_display"] == "on":
        return "hand_blocks"
    if not open_rows(state, seat):
        return "display_full"
    if not can_pay(state, seat, card):
        return "cannot_pay"
    return None


def tribe_choices(state: TargiState, seat: int, card: str, source: str) -> list[str]:
    """What may be done with a Tribe card from ``source`` (central, drawn, noble): buy, keep, discard."""
    choices = ["buy"] if buy_problem(state, seat, card, source) is None else []
    if source != NOBLE and state.hand[seat] is None:  # TARGI-R11: one card in hand at most
        choices.append("keep")
    if source != "central":  # §4.9: a central Tribe card is never taken only to discard
        choices.append("discard")
    return choices


def tribe_source(state: TargiState) -> str:
    action = action_of(state.resolving)
    return NOBLE if action == "noble" else "drawn" if action == "expansion" else "central"


def tribe_card(state: TargiState) -> str:
    """The Tribe card of the current ``tribe`` or ``noble`` step."""
    source = tribe_source(state)
    if source == NOBLE:
        card = state.hand[state.active]
    elif source == "drawn":
        card = state.drawn
    else:
        card = state.centre[board.space(state.resolving)]
    assert card is not None
    return card


def trades(state: TargiState, seat: int) -> list[Trade]:
    """The Merchant's trades now: 3 of a kind → 1 gold, 2 of a kind → 1 of another kind (§1.3)."""
    params = MERCHANT.params
    found = []
    for give, have in zip(GOODS, state.goods[seat], strict=True):
        found += [Trade(give, get) for get in GOODS if get != give and have >= params["swap_for"]]
        if have >= params["gold_for"]:
            found.append(Trade(give, GOLD))
    return found


def conversions(state: TargiState, seat: int) -> list[Convert]:
    """The Silversmith's conversions now, in the data's order, one goods kind at a time."""
    found = []
    for rate in SILVERSMITH_RATES:
        if rate["give"] == GOLD:
            found += [Convert(GOLD, rate["count"])] if state.gold[seat] >= rate["count"] else []
        else:
            found += [Convert(good, rate["count"]) for good, have in zip(GOODS, state.goods[seat], strict=True) if have >= rate["count"]]
    return sorted(found, key=lambda move: ((*GOODS, GOLD).index(move.give), move.count))


def conversion_vp(move: Convert) -> int:
    for rate in SILVERSMITH_RATES:
        if rate["count"] == move.count and (rate["give"] == GOLD) == (move.give == GOLD):
            return rate["vp"]
    raise KeyError(move)


def marker_moves(state: TargiState, seat: int) -> list[MoveMarker]:
    """Fata Morgana (§4.10): an unused marker of the seat to another face-up, non-empty central card without a marker."""
    sources = [index for index in range(9) if state.markers[index] == seat]
    targets = [index for index in range(9) if state.markers[index] == NOBODY and state.face_up[index] and state.centre[index] is not None]
    return [MoveMarker(CENTRAL[source], CENTRAL[target]) for source in sources for target in targets]


# -- doing it -------------------------------------------------------------------------------------


def resolve(state: TargiState, seat: int, card: Ref, events: list[Event]) -> None:
    """Start the action on ``card`` (known to be possible); it finishes at once or opens a step."""
    state.resolving = card
    events.append(Event("resolving", {"seat": seat, "card": card}))
    action = action_of(card)
    if action == "goods":
        assert isinstance(card, int)
        gains = BORDER[card].params["gives"]
        gain(state, seat, **gains)
        events.append(Event("gained", {"seat": seat, **_gains_json(**gains)}))
        finish(state, events)
    elif action in (NOBLE, MERCHANT_STEP, SILVERSMITH_STEP, FATA_MORGANA):
        state.step = action
    elif action == "caravan":
        drawn = board.draw_goods(state, events)
        assert drawn is not None
        events.append(Event("caravan", {"seat": seat, "card": event_card(drawn)}))
        state.drawn = drawn
        _goods_card(state, seat, drawn, events)
    elif action == "expansion":
        drawn = state.tribe_deck.pop(0)
        state.drawn = drawn
        events.append(Event("drew", {"seat": seat, "card": event_card(drawn)}, to=seat))
        events.append(Event("tribe_drawn", {"seat": seat}))
        state.step = TRIBE_STEP
    else:
        found = state.centre[board.space(card)]
        assert found is not None
        if found in GOODS_CARDS:
            _goods_card(state, seat, found, events)
        else:
            state.step = TRIBE_STEP


def _goods_card(state: TargiState, seat: int, card: str, events: list[Event]) -> None:
    """TARGI-R9: take exactly what it shows; a "choice" card asks which good first."""
    shown = GOODS_CARDS[card]
    if shown.choice:
        state.step = GOOD
        return
    dates, salt, pepper = shown.gives
    gain(state, seat, dates, salt, pepper, shown.gold, shown.vp)
    events.append(Event("gained", {"seat": seat, **_gains_json(dates, salt, pepper, shown.gold, shown.vp)}))
    finish(state, events)


def take(state: TargiState, seat: int, good: str, events: list[Event]) -> None:
    gain(state, seat, **{good: 1})
    events.append(Event("gained", {"seat": seat, good: 1}))
    finish(state, events)


def buy(state: TargiState, seat: int, row: int, events: list[Event]) -> None:
    """TARGI-R10, R12: pay the exact cost; the card takes the row's leftmost free slot; its gains apply at once."""
    card = tribe_card(state)
    *goods, gold = TRIBE[card].cost
    for kind, n in enumerate(goods):
        state.goods[seat][kind] -= n
    state.gold[seat] -= gold
    before = scoring.card_text_vp(state, seat)
    state.display[seat][row].append(card)
    scoring.laid_out(state, seat, row, card, before)
    events.append(Event("bought", {"seat": seat, "card": event_card(card), "row": row, "slot": len(state.display[seat][row]) - 1}))
    for effect in scoring.effects_of(state, card):
        if effect.kind == "gain":
            gain(state, seat, *effect.gains)
            events.append(Event("gained", {"seat": seat, **_gains_json(*effect.gains), "effect": card}))
    _tribe_card_gone(state, seat)
    finish(state, events)


def keep(state: TargiState, seat: int, events: list[Event]) -> None:
    """TARGI-R10, R11: into the empty hand; a card taken face up from the centre stays known to both."""
    card = tribe_card(state)
    public = tribe_source(state) == "central"
    state.hand[seat], state.hand_round[seat], state.hand_public[seat] = card, state.round, public
    events.append(Event("kept", {"seat": seat, "card": event_card(card) if public else None}))
    _tribe_card_gone(state, seat)
    finish(state, events)


def discard(state: TargiState, seat: int, events: list[Event]) -> None:
    """The Noble's hand card, or the card Tribal Expansion drew, to the (face-up) Tribe discard pile."""
    card = tribe_card(state)
    source = tribe_source(state)
    state.tribe_discard.append(card)
    events.append(Event("discarded", {"seat": seat, "card": event_card(card), "from": "hand" if source == NOBLE else "deck"}))
    _tribe_card_gone(state, seat)
    finish(state, events)


def _tribe_card_gone(state: TargiState, seat: int) -> None:
    """The decided card leaves where it was: the hand (Noble) or the drawn slot; a central one is replaced by ``finish``."""
    source = tribe_source(state)
    if source == NOBLE:
        state.hand[seat], state.hand_round[seat], state.hand_public[seat] = None, 0, False
    elif source == "drawn":
        state.drawn = None


def trade(state: TargiState, seat: int, move: Trade, events: list[Event]) -> None:
    params = MERCHANT.params
    give = GOODS.index(move.give)
    if move.get == GOLD:
        state.goods[seat][give] -= params["gold_for"]
        state.gold[seat] += 1
        count = params["gold_for"]
    else:
        state.goods[seat][give] -= params["swap_for"]
        state.goods[seat][GOODS.index(move.get)] += 1
        count = params["swap_for"]
    events.append(Event("traded", {"seat": seat, "give": move.give, "count": count, "get": move.get}))


def convert(state: TargiState, seat: int, move: Convert, events: list[Event]) -> None:
    if move.give == GOLD:
        state.gold[seat] -= move.count
    else:
        state.goods[seat][GOODS.index(move.give)] -= move.count
    vp = conversion_vp(move)
    scoring.gain_vp(state, seat, vp)
    events.append(Event("converted", {"seat": seat, "give": move.give, "count": move.count, "vp": vp}))
    finish(state, events)


def move_marker(state: TargiState, seat: int, move: MoveMarker, events: list[Event]) -> None:
    state.markers[CENTRAL.index(move.source)] = NOBODY
    state.markers[CENTRAL.index(move.to)] = seat
    events.append(Event("marker_moved", {"seat": seat, "from": move.source, "to": move.to}))
    finish(state, events)


def finish(state: TargiState, events: list[Event]) -> None:
    """The action is done: its piece goes back; a used central card is replaced (TARGI-R8); a Caravan card is discarded."""
    card = state.resolving
    board.remove_piece(state, card)
    if isinstance(card, str):
        board.replace(state, board.space(card), events)
    elif state.drawn is not None:  # the Caravan's card, once taken
        state.goods_discard.append(state.drawn)
        state.drawn = None
    state.step = ""
    state.resolving = 0
    events.append(Event("done", {"seat": state.active, "card": card}))


def skip(state: TargiState, seat: int, card: Ref, events: list[Event]) -> None:
    """TARGI-R7: the action is given up; its piece goes back and a central card stays (§4.9)."""
    board.remove_piece(state, card)
    events.append(Event("skipped", {"seat": seat, "card": card}))
