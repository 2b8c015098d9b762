"""What one seat may know, as JSON (the contract's ``view``; every key in docs/targi.md).

Hidden: the order and contents of both decks, the face-down central cards (only their
kind shows, until they are turned up at round end), a Tribe card in hand that its owner
drew from the deck (Tribal Expansion) — the other seat and spectators see only that a
card is held — and the card Tribal Expansion drew while its drawer decides. A card taken
into the hand from the centre was face up for both, so it stays shown. Everything else
is public: both discard piles, the displays, goods, gold and VP tokens.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.targi import actions, board
from asobiba.games.targi.cards import BORDER, CENTRAL, GOLD, GOODS, GOODS_CARDS, card_json
from asobiba.games.targi.moves import Move
from asobiba.games.targi.scoring import effects_of
from asobiba.games.targi.state import NOBODY, Phase, TargiState

PHASE_NAMES = {phase: phase.name.lower() for phase in Phase}


def _seat_or_none(seat: int) -> int | None:
    return None if seat == NOBODY else seat


def shown(state: TargiState, card: str) -> dict[str, Any]:
    """A face-up card; a Tribe card with its effects in force (tribe_effects=data), so that its text can be shown."""
    data = card_json(card)
    effects = effects_of(state, card) if card not in GOODS_CARDS else ()
    if effects:
        data["effects"] = [effect.to_json() for effect in effects]
    return data


def sees_hand(state: TargiState, owner: int, viewer: int | None) -> bool:
    return owner == viewer or state.hand_public[owner]


def sees_drawn(state: TargiState, viewer: int | None) -> bool:
    """A card Tribal Expansion drew is seen by its drawer only; the Caravan's Goods card by all."""
    drawn = state.drawn
    return drawn is not None and (drawn in GOODS_CARDS or state.active == viewer)


def _hand(state: TargiState, owner: int, viewer: int | None) -> dict[str, Any] | None:
    card = state.hand[owner]
    if card is None:
        return None
    visible = sees_hand(state, owner, viewer)
    return {"card": shown(state, card) if visible else None, "public": state.hand_public[owner], "round": state.hand_round[owner]}


def _centre(state: TargiState) -> list[dict[str, Any]]:
    spaces = []
    for index, card in enumerate(state.centre):
        kind = None if card is None else "goods" if card in GOODS_CARDS else "tribe"
        up = state.face_up[index] and card is not None
        spaces.append(
            {
                "space": CENTRAL[index],
                "kind": kind,
                "face_up": up,
                "card": shown(state, card) if up and card is not None else None,
                "marker": _seat_or_none(state.markers[index]),
            }
        )
    return spaces


def _resolving(state: TargiState, viewer: int | None) -> dict[str, Any] | None:
    if state.phase is not Phase.ACTIONS or not state.step:
        return None
    data: dict[str, Any] = {"card": state.resolving, "drawn": None}
    if state.drawn is not None:
        data["drawn"] = shown(state, state.drawn) if sees_drawn(state, viewer) else {"kind": "tribe", "hidden": True}
    if state.step in (actions.NOBLE, actions.TRIBE_STEP):
        data["source"] = actions.tribe_source(state)
    return data


def _raid(state: TargiState) -> dict[str, Any] | None:
    if state.phase is not Phase.RAID:
        return None
    params = BORDER[state.robber].params
    return {"card": state.robber, "goods": params["goods"], "gold": params["gold"], "vp": params["vp"], "owed": state.owed}


def view(state: TargiState, seat: int | None, legal: list[Move]) -> dict[str, Any]:
    over = state.phase is Phase.OVER
    return {
        "game": "targi",
        "seat": seat,
        "players": 2,
        "options": dict(state.options),
        "phase": PHASE_NAMES[state.phase],
        "step": state.step or None,
        "to_act": [] if over else [state.active],
        "current": None if over else state.active,
        "round": state.round,
        "first": state.first,
        "robber": state.robber,
        "border": [
            {
                "card": number,
                "id": card.id,
                "action": card.action,
                "targi": _seat_or_none(state.targi[number]),
                "robber": number == state.robber,
            }
            for number, card in BORDER.items()
        ],
        "centre": _centre(state),
        "goods": [dict(zip(GOODS, kinds, strict=True)) for kinds in state.goods],
        GOLD: state.gold[:],
        "vp": state.vp[:],
        "hands": [_hand(state, owner, seat) for owner in (0, 1)],
        "displays": [[[shown(state, card) for card in row] for row in rows] for rows in state.display],
        "pending": [board.pending(state, owner) for owner in (0, 1)],
        "resolving": _resolving(state, seat),
        "raid": _raid(state),
        "owed": state.owed,
        "decks": {
            "goods": len(state.goods_deck),
            "tribe": len(state.tribe_deck),
            "goods_discard": [shown(state, card) for card in state.goods_discard],
            "tribe_discard": [shown(state, card) for card in state.tribe_discard],
        },
        "scores": [sheet["total"] for sheet in state.final] if state.final is not None else state.score[:],
        "final": [{**sheet, "rows": sheet["rows"][:], "tiebreaks": sheet["tiebreaks"][:]} for sheet in state.final]
        if state.final
        else None,
        "legal": [move.to_json() for move in legal],
    }
