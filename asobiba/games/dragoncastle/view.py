"""What one seat may know, as JSON (the contract's ``view``; keys in docs/dragoncastle.md).

Everything in Dragon Castle is public once the castle is dealt face up (DC-R1): every
seat and spectator sees the same view, but for ``seat`` and ``legal``. Only the seed of
the castle's shuffle is never shown.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.dragoncastle import castle, realm, spirits
from asobiba.games.dragoncastle.data import SYMBOL_TABLE
from asobiba.games.dragoncastle.layouts import LAYOUTS, Layout
from asobiba.games.dragoncastle.moves import Move
from asobiba.games.dragoncastle.scoring import running_score
from asobiba.games.dragoncastle.state import SHRINE, UP, DragonCastleState, Phase

PHASE_NAMES = {phase: phase.name.lower() for phase in Phase}


def _realm(state: DragonCastleState, seat: int) -> list[list[dict[str, Any]]]:
    """Rows of cells; a cell is ``{tiles: [ids bottom to top], face_up, shrine}`` (both about the top tile)."""
    size = state.size
    tops = state.top[seat]
    cells = [
        {"tiles": list(stack), "face_up": tops[cell] == UP, "shrine": tops[cell] == SHRINE} for cell, stack in enumerate(state.realm[seat])
    ]
    return [cells[row * size : row * size + size] for row in range(size)]


def _castle_grid(state: DragonCastleState, layout: Layout) -> list[list[list[int] | None]]:
    """Rows of the layout; a space is its tiles bottom to top, a ``.`` is null."""
    cols = layout.cols
    return [
        [list(state.castle[p]) if layout.heights[p] else None for p in range(row * cols, row * cols + cols)] for row in range(layout.rows)
    ]


def _consolidated(state: DragonCastleState) -> list[dict[str, Any]]:
    """This turn's sets: where each tile is now (if on top), its VP and its Shrine room (DC-R10)."""
    seat = state.seat
    tops = {stack[-1]: cell for cell, stack in enumerate(state.realm[seat]) if stack} if state.sets else {}
    return [
        {
            "type": turn_set.kind,
            "tiles": list(turn_set.tiles),
            "cells": [realm.square(state, tops[tile]) for tile in turn_set.tiles if tile in tops],
            "vp": turn_set.vp,
            "limit": turn_set.limit,
            "built": turn_set.built,
            "faith": turn_set.extra,
            "room": turn_set.limit - turn_set.built,
        }
        for turn_set in state.sets
    ]


def _sheet_copy(entry: dict[str, Any]) -> dict[str, Any]:
    """A score sheet the caller may edit without touching the state's."""
    return {**entry, "shrines": entry["shrines"][:], "dragons": dict(entry["dragons"]), "tiebreaks": entry["tiebreaks"][:]}


def view(state: DragonCastleState, seat: int | None, legal: list[Move]) -> dict[str, Any]:
    layout = LAYOUTS[state.layout]
    over = state.phase is Phase.OVER
    data: dict[str, Any] = {
        "game": "dragoncastle",
        "seat": seat,
        "players": state.n,
        "options": dict(state.options),
        "phase": PHASE_NAMES[state.phase],
        "step": state.step or None,
        "to_act": [] if over else [state.seat],
        "current": None if over else state.seat,
        "first": state.first,
        "turn": state.turn,
        "last_round": state.triggered,
        "castle": {
            "layout": layout.name,
            "rows": layout.rows,
            "cols": layout.cols,
            "grid": _castle_grid(state, layout),
            "top_floor": max(state.height),
            "available": [layout.at(p) for p in castle.available(state)],
        },
        "symbols": [dict(entry) for entry in SYMBOL_TABLE],
        "realm_size": state.size,
        "realms": [_realm(state, other) for other in range(state.n)],
        "pools": state.pool[:],
        "vp": state.vp[:],
        "discards": [tiles[:] for tiles in state.discards],
        "countdown": {
            "singles_left": state.singles_left,
            "stack": state.stack_left,
            "triggered": state.triggered,
            "taken": state.countdown[:],
        },
        "spirits": list(state.spirits),
        "dragons": list(state.dragons),
        "spirit_used": state.spirit_used,
        "elegance_due": state.elegance_due,
        "shifts_left": state.shifts_left,
        "forced_pair": spirits.forces_pair(state) and state.phase is Phase.CHOOSE,
        "hand": state.hand[:],
        "action": state.action or None,
        "consolidated": _consolidated(state),
        "paid": state.paid[:],
        "destroyed": state.destroyed[:],
        "scores": [s["total"] for s in state.final]
        if state.final is not None
        else [running_score(state, other) for other in range(state.n)],
        "final": [_sheet_copy(entry) for entry in state.final] if state.final is not None else None,
        "legal": [move.to_json() for move in legal],
    }
    if state.is_solo:
        data["ingenuity"] = {"tiles": state.ingenuity[:], "countdown": state.ingenuity_tokens}
        data["rank_title"] = state.final[0]["rank_title"] if state.final else None
    return data
