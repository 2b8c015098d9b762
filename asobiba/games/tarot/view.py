"""What one seat may know, as JSON (the contract's ``view``).

Hidden: other hands, the chien until it is shown (and always in garde sans/contre
and grassing), the écart but for its shown trumps (taker only), the partner at 5
players until the called card is played (the partner knows himself), and the seed.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from asobiba.games.tarot.cards import FIRST_TRUMP, NAMES
from asobiba.games.tarot.data import Contract
from asobiba.games.tarot.moves import Move
from asobiba.games.tarot.state import NOBODY, Phase, TarotState

# Views are built for every seat after every move on the server: keep them to lookups.
_name = NAMES.__getitem__
BID_NAMES = {-1: None, 0: "pass", **{contract.value: contract.json_name for contract in Contract}}
PHASE_NAMES = {phase: phase.name.lower() for phase in Phase}


def _names(cards: list[int] | tuple[int, ...]) -> list[str]:
    return list(map(_name, cards))


@lru_cache(maxsize=1 << 16)
def _trick(leader: int, cards: tuple[int, ...], winner: int) -> dict[str, Any]:
    """A finished trick as JSON, shared between views (never mutate it): tricks never change."""
    return {"leader": leader, "cards": _names(cards), "winner": winner}


def view(state: TarotState, seat: int | None, legal: list[Move]) -> dict[str, Any]:
    n = state.n
    contract = state.contract
    chien_shown = contract is not None and contract.chien_shown and state.phase not in (Phase.BID, Phase.CALL)
    is_taker = seat is not None and seat == state.taker
    if state.partner_known or (seat is not None and seat == state.partner):
        partner = state.partner
    else:
        partner = None
    declarations = []
    for who, declaration in enumerate(state.declarations):
        if declaration is None:
            declarations.append(None)
        else:
            declarations.append({"poignee": declaration.poignee, "misere": list(declaration.misere), "cards": _names(state.shown[who])})
    trick_seats = [(state.leader + state.step * index) % n for index in range(len(state.trick))]
    return {
        "game": "tarot",
        "seat": seat,
        "players": n,
        "phase": PHASE_NAMES[state.phase],
        "to_act": [] if state.phase == Phase.OVER else [state.turn],
        "deal": min(state.played + 1, state.options["deals"]),
        "deals": state.options["deals"],
        "dealer": state.dealer,
        "direction": state.options["direction"],
        "options": state.options,
        "hand": _names(state.hands[seat]) if seat is not None else None,
        "hand_sizes": [len(hand) for hand in state.hands],
        "bids": [BID_NAMES[bid] for bid in state.bids],
        "contract": BID_NAMES[contract] if contract is not None else None,
        "taker": None if state.taker == NOBODY else state.taker,
        "called": None if state.called == NOBODY else NAMES[state.called],
        "partner": None if partner in (None, NOBODY) else partner,
        "chien": _names(state.chien) if chien_shown else None,
        "chien_size": state.layout.chien_size,
        "ecart": _names(state.ecart) if is_taker else None,
        "ecart_size": len(state.ecart),
        "ecart_trumps": _names([card for card in state.ecart if card >= FIRST_TRUMP]),
        "chelem": state.chelem,
        "declarations": declarations,
        "leader": state.leader,
        "trick": [{"seat": who, "card": NAMES[card]} for who, card in zip(trick_seats, state.trick, strict=True)],
        "tricks": [_trick(*trick) for trick in state.tricks],
        "results": state.results,
        "totals": state.totals,
        "legal": [move.to_json() for move in legal],
    }


def views(state: TarotState, seats: list[int | None], legal_of: Callable[[int], list[Move]]) -> dict[int | None, dict[str, Any]]:
    """``view`` for several seats at once: the public part is built once, then each seat's own.

    Equal to calling ``view`` per seat (a test checks it); the server fans out with this.
    """
    public = view(state, None, [])
    out: dict[int | None, dict[str, Any]] = {}
    for seat in seats:
        if seat is None:
            out[seat] = public
            continue
        own = {**public, "seat": seat, "hand": _names(state.hands[seat]), "legal": [move.to_json() for move in legal_of(seat)]}
        if seat == state.taker:
            own["ecart"] = _names(state.ecart)
        if seat == state.partner and state.partner != NOBODY:
            own["partner"] = seat
        out[seat] = own
    return out
