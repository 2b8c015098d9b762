"""What one seat may know, as JSON (the contract's ``view``).

Everything in Kingdomino is public but the face-down draw pile: its order, and at 2
and 3 players which dominoes were removed unseen (KD-R1). A view shows only how many
dominoes are left to draw, never the seed.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.kingdomino.data import CASTLE, DOMINO_LIST, DOMINOES, DYNASTY_GAMES, TERRAINS
from asobiba.games.kingdomino.kingdom import score_parts
from asobiba.games.kingdomino.moves import DIRS, DX, DY, Move
from asobiba.games.kingdomino.state import FREE, KingdominoState, Phase

PHASE_NAMES = {phase: phase.name.lower() for phase in Phase}
CASTLE_CELL = {"x": 0, "y": 0, "terrain": CASTLE, "crowns": 0}


def _kingdom(state: KingdominoState, seat: int) -> dict[str, Any]:
    cells = [CASTLE_CELL]
    placed = []
    for number, x, y, d in state.placed[seat]:
        first, first_crowns, second, second_crowns = DOMINOES[number]
        cells.append({"x": x, "y": y, "terrain": TERRAINS[first], "crowns": first_crowns})
        cells.append({"x": x + DX[d], "y": y + DY[d], "terrain": TERRAINS[second], "crowns": second_crowns})
        placed.append({"domino": number, "x": x, "y": y, "dir": DIRS[d]})
    min_x, max_x, min_y, max_y = state.bbox[4 * seat : 4 * seat + 4]
    return {
        "cells": cells,
        "placed": placed,
        "discarded": state.discarded[seat][:],
        "bounds": {"min_x": min_x, "max_x": max_x, "min_y": min_y, "max_y": max_y},
        "score": score_parts(state, seat),
    }


def view(state: KingdominoState, seat: int | None, to_act: frozenset[int], legal: list[Move]) -> dict[str, Any]:
    phase = state.phase
    cursor = state.cursor
    layout = state.layout
    line = [
        {
            "domino": number,
            "king": owner if index >= cursor else None,
            "done": index < cursor or (index == cursor and phase == Phase.PICK),
        }
        for index, (number, owner) in enumerate(zip(state.line, state.line_owner, strict=True))
    ]
    games = DYNASTY_GAMES if state.options["dynasty"] == "on" else 1
    return {
        "game": "kingdomino",
        "seat": seat,
        "players": state.n,
        "options": dict(state.options),
        "phase": PHASE_NAMES[phase],
        "to_act": sorted(to_act),
        "game_number": min(state.played + 1, games),
        "games": games,
        "size": layout.size,
        "kings_each": layout.kings_each,
        "first_pick_order": state.first_order[:],
        "line": line,
        "next_line": [
            {"domino": number, "king": None if owner == FREE else owner}
            for number, owner in zip(state.next_line, state.next_owner, strict=True)
        ],
        "pending": state.pending,
        "draw_pile": layout.used - state.drawn,
        "kingdoms": [_kingdom(state, other) for other in range(state.n)],
        "results": [dict(result) for result in state.results],  # a caller may edit its view
        "totals": state.totals[:],
        "legal": [move.to_json() for move in legal],
        "dominoes": DOMINO_LIST,
    }
