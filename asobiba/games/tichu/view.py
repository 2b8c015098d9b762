"""What one seat may know, as JSON (the contract's ``view``).

Hidden: other hands; the 6 cards still to come in the Grand Tichu phase (one's own
too); Grand Tichu decisions until all four have decided; cards passed, until all
four have passed (one sees one's own); who has let a play stand in a bomb window.
Everything played is public, so the trick piles (who won which cards) are shown.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.tichu.cards import RANK_LABELS, names, points
from asobiba.games.tichu.combos import KIND_NAMES
from asobiba.games.tichu.moves import Move
from asobiba.games.tichu.state import GRAND_CALL, NOBODY, TICHU_CALL, Phase, TichuState

PHASE_NAMES = {phase: phase.name.lower() for phase in Phase}
CALL_NAMES = {0: None, TICHU_CALL: "tichu", GRAND_CALL: "grand"}


def view(state: TichuState, seat: int | None, legal: list[Move], may_bomb: bool) -> dict[str, Any]:
    phase = state.phase
    mine = seat is not None
    if phase is Phase.PLAY:
        to_act = [] if state.turn == NOBODY else [state.turn]
    elif phase is Phase.GRAND:
        to_act = [other for other in range(4) if state.grand[other] < 0]
    elif phase is Phase.PASS:
        to_act = [other for other in range(4) if any(state.gives[other][to] == NOBODY for to in range(4) if to != other)]
    elif phase is Phase.WISH:
        to_act = [state.wisher]
    elif phase is Phase.GIFT:
        to_act = [state.gifter]
    else:
        to_act = []
    trick = [
        {"seat": who, "cards": names(cards), "phoenix": phoenix or None, "combo": KIND_NAMES[combo.kind], "length": combo.length}
        for who, cards, phoenix, combo in state.trick
    ]
    return {
        "game": "tichu",
        "seat": seat,
        "players": 4,
        "phase": PHASE_NAMES[phase],
        "to_act": to_act,
        "may_bomb": may_bomb,
        "round": state.round_number,
        "target": state.options["target_score"],
        "direction": state.options["direction"],
        "teams": [[0, 2], [1, 3]],
        "hand": names(state.hands[seat]) if mine else [],
        "hand_counts": [len(hand) + (len(rest) if phase is Phase.GRAND else 0) for hand, rest in zip(state.hands, state.rest, strict=True)],
        "calls": [CALL_NAMES[call] for call in state.calls],
        "grand": (None if state.grand[seat] < 0 else bool(state.grand[seat])) if mine and phase is Phase.GRAND else None,
        "given": {str(to): names([card])[0] for to, card in enumerate(state.gives[seat]) if card >= 0} if mine else {},
        "received": {str(giver): names([card])[0] for giver, card in enumerate(state.received[seat]) if card >= 0} if mine else {},
        "trick": trick,
        "passes": state.passes,
        "wish": state.wish or None,
        "wish_label": RANK_LABELS.get(state.wish),
        "out": state.out[:],
        "won": [{"cards": len(pile), "points": points(pile)} for pile in state.won],
        "results": [dict(result) for result in state.results],  # a caller may edit its view
        "totals": state.totals[:],
        "legal": [move.to_json() for move in legal],
    }
