"""A table read from the store, as the replay viewer, the player page and the resume list show it."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from asobiba.store import TableInfo


def timestamp(moment: datetime | None) -> str | None:
    """ISO 8601 in UTC; the database keeps UTC without a zone (its CURRENT_TIMESTAMP)."""
    if moment is None:
        return None
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).isoformat().replace("+00:00", "Z")


def table_json(info: TableInfo, you: int | None = None) -> dict[str, Any]:
    """Who sat where, when, and how it ended; ``you``: the seat of the person asking, if any."""
    return {
        "id": info.id,
        "game": info.game,
        "seats": info.seats,
        "options": info.options,
        "status": info.status,
        "you": you,
        "players": [{"seat": p.seat, "kind": p.kind, "name": p.name, "level": p.level} for p in info.players],
        "created": timestamp(info.created),
        "ended": timestamp(info.ended),
        "outcome": info.outcome,
    }


def seat_of(info: TableInfo, user_id: int | None) -> int | None:
    """The seat ``user_id`` holds at the table, if any."""
    return next((p.seat for p in info.players if user_id is not None and p.user_id == user_id), None)
