"""What every HTTP endpoint needs: the hall, and a posted JSON object read safely."""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import Request

from asobiba.server.auth import check_csrf
from asobiba.server.errors import MALFORMED, TOO_LARGE, ApiError
from asobiba.server.hall import Hall

BODY_LIMIT = 16 * 1024


def hall(request: Request) -> Hall:
    the_hall: Hall = request.app.state.hall  # set by the app's lifespan
    return the_hall


async def body(request: Request, limit: int = BODY_LIMIT) -> dict[str, Any]:
    """The JSON object posted, after the CSRF check; ApiError for anything else.

    Reading stops as soon as the body passes ``limit`` bytes (413), declared length or not.
    """
    check_csrf(request)
    declared = request.headers.get("content-length", "")
    if declared.isdecimal() and int(declared) > limit:
        raise ApiError("request/too_large", TOO_LARGE, 413)
    raw = bytearray()
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > limit:
            raise ApiError("request/too_large", TOO_LARGE, 413)
    try:
        data = json.loads(raw or b"{}")
    except (ValueError, RecursionError) as error:  # RecursionError: nested too deep to read
        raise ApiError("request/malformed", MALFORMED) from error
    if not isinstance(data, dict):
        raise ApiError("request/malformed", MALFORMED)
    return data
