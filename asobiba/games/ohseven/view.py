"""What one seat may know, as JSON (the contract's ``view``).

Hidden: other hands, and the cards chosen as bids until all have chosen (one sees
one's own and who has chosen). Revealed bids, cards set aside and played are public.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.ohseven.cards import NAMES, number
from asobiba.games.ohseven.moves import Move
from asobiba.games.ohseven.state import NOBODY, OhSevenState, Phase


def _names(cards: list[int]) -> list[str]:
    return [NAMES[card] for card in cards]


def view(state: OhSevenState, seat: int | None, legal: list[Move]) -> dict[str, Any]:
    n = state.n
    bidding = state.phase is Phase.BID
    return {
        "game": "ohseven",
        "seat": seat,
        "players": n,
        "phase": state.phase.name.lower(),
        "to_act": [other for other in range(n) if state.bids[other] == NOBODY] if bidding else ([state.turn] if state.turn >= 0 else []),
        "round": min(state.round + 1, state.options["rounds"]),
        "rounds": state.options["rounds"],
        "decks": 2 if n >= 5 else 1,
        "rebid_cards": state.options["rebid_cards"],
        "hand": _names(state.hands[seat]) if seat is not None else [],
        "hand_counts": [len(hand) for hand in state.hands],
        "bid_placed": [card != NOBODY for card in state.bids] if bidding else [False] * n,
        "my_bid": NAMES[state.bids[seat]] if seat is not None and bidding and state.bids[seat] != NOBODY else None,
        "revealed": [_names(bids) for bids in state.revealed],
        "used": [_names(cards) for cards in state.used],
        "set_aside": _names(state.set_aside),
        "rebid_points": state.rebid_points[:],
        "trump": "CDHS"[state.trump] if state.trump >= 0 else None,
        "bids": [number(card) for card in state.final] if state.final else None,
        "bid_cards": _names(state.final),
        "taken": state.taken[:],
        "leader": state.leader,
        "turn": state.turn if state.turn >= 0 else None,
        "trick": _names(state.trick),
        "tricks": [{"leader": leader, "cards": _names(list(cards)), "winner": winner} for leader, cards, winner in state.tricks],
        "last_trick": (
            {"leader": state.tricks[-1][0], "cards": _names(list(state.tricks[-1][1])), "winner": state.tricks[-1][2]}
            if state.tricks
            else None
        ),
        "results": [dict(result) for result in state.results],
        "totals": state.totals[:],
        "legal": [move.to_json() for move in legal],
    }
