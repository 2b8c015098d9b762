"""What one seat may know, as JSON (the contract's ``view``).

Hidden: the other hands, the wall and the dead wall (but the dora indicators turned), the ura
dora (shown with a riichi winner's hand), who is asked in a claim window and what they
answered. Public: every river (tsumogiri, riichi, called away), every meld, Norths set aside,
riichi, scores, honba and deposits, the hands shown at the end of a hand.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.riichi.hand import Meld
from asobiba.games.riichi.moves import Move
from asobiba.games.riichi.reasons import furiten
from asobiba.games.riichi.state import Phase, RiichiState
from asobiba.games.riichi.tiles import TILE_NAMES


def meld_json(state: RiichiState, owner: int, meld: Meld) -> dict[str, Any]:
    """A meld as views and results show it: its kind, tiles, the tile called and the seat it came from."""
    known = TILE_NAMES[state.rules.red_fives]
    called = None if meld.called is None else known[meld.called]
    giver = None if meld.source is None else (owner - meld.source) % state.n
    return {"kind": meld.kind, "tiles": [known[tile] for tile in meld.tiles], "called": called, "from": giver}


def view(state: RiichiState, seat: int | None, legal: list[Move]) -> dict[str, Any]:
    known = TILE_NAMES[state.rules.red_fives]

    def names(tiles: list[int] | tuple[int, ...]) -> list[str]:
        return [known[tile] for tile in tiles]

    mine = seat is not None and state.phase is not Phase.OVER
    drawn = state.drawn if mine and seat == state.turn else None
    hand = [tile for tile in state.hands[seat] if tile != drawn] if mine else []
    window = state.window
    if state.phase is Phase.TURN or state.phase is Phase.YAME:
        to_act = [state.turn]
    elif state.phase is Phase.CLAIM and seat is not None and legal:
        to_act = [seat]  # only one's own question: nobody learns who else may claim
    else:
        to_act = []
    return {
        "game": "riichi",
        "seat": seat,
        "players": state.n,
        "phase": state.phase.value,
        "to_act": to_act,
        "wind": state.wind,
        "kyoku": state.kyoku,
        "dealer": state.dealer,
        "honba": state.honba,
        "deposits": state.deposits,
        "scores": state.scores[:],
        "live": len(state.live),
        "dora": names(state.dora_indicators()),
        "turn": state.turn,
        "hand": names(sorted(hand)),
        "drawn": None if drawn is None else known[drawn],
        "hand_counts": [len(hand) for hand in state.hands],
        "melds": [[meld_json(state, owner, meld) for meld in melds] for owner, melds in enumerate(state.melds)],
        "rivers": [
            [{"tile": known[entry.tile], "tsumogiri": entry.tsumogiri, "riichi": entry.riichi, "called": entry.called} for entry in river]
            for river in state.rivers
        ],
        "riichi": state.riichi[:],
        "furiten": furiten(state, seat) if mine else None,
        "nuki": [len(norths) for norths in state.nuki],
        "window": None if window is None else {"seat": window.seat, "tile": known[window.tile], "kind": window.kind},
        "results": [dict(result) for result in state.results],
        "final": None if state.final is None else state.final[:],
        "options": dict(state.options),
        "legal": [move.to_json() for move in legal],
    }
