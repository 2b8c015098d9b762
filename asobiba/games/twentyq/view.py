"""What a seat sees (docs/twentyq.md, "View"): everything in the room, and a bot host's secret to the host alone.

Under a bot host the view also carries the catalogue's menu of questions in both languages
(``menu``: id, group, text), so a browser shows the menu and the menu questions asked in its
reader's language; the server serves only a game's web/ folder, not its data.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.twentyq.catalogue import CATALOGUE
from asobiba.games.twentyq.rules import audit
from asobiba.games.twentyq.state import HOST, TwentyQState

MENU = tuple({"id": question.id, "group": question.group, "text": question.text.to_json()} for question in CATALOGUE.questions)


def view(state: TwentyQState, seat: int | None) -> dict[str, Any]:
    pending = state.pending()
    seen: dict[str, Any] = {
        "game": "twentyq",
        "host": HOST,
        "players": state.seats,
        "step": state.step.value,
        "options": dict(state.options),
        "commitment": state.commitment,
        "limit": state.limit,
        "count": state.count,
        "messages": [message.to_json() for message in state.messages],
        "pending": None if pending is None else pending.id,
        "muted": sorted(state.muted),
        "clock": {
            "started": state.started,
            "now": state.clock,
            "extended": state.extended,
            "extend_votes": sorted(state.extend_votes),
            "abandon_votes": sorted(state.abandon_votes),
            "last_host_post": state.last_host_post,
            "first_reply": state.first_reply,
        },
        "result": None if state.result is None else state.result.to_json(),
        "reveal": None if state.revealed is None else state.revealed.to_json(),
        "audit": audit(state),
    }
    if state.is_bot_host:
        seen["menu"] = list(MENU)
    if seat == HOST and state.secret is not None:
        seen["secret"] = state.secret.to_json()
    return seen
