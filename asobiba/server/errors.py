"""Errors the server answers with: a stable code, a reason in both languages and, for a refused
move, the IDs of the rules it breaks (``rules``: for a link to the rules, never in the reason)."""

from __future__ import annotations

from typing import Any

from starlette.responses import JSONResponse

from asobiba.core.errors import GameError
from asobiba.core.text import Text


class ApiError(Exception):
    def __init__(self, code: str, reason: Text, status: int = 400, rules: tuple[str, ...] = ()) -> None:
        super().__init__(reason.en)
        self.code = code
        self.reason = reason
        self.status = status
        self.rules = rules

    @classmethod
    def from_game(cls, error: GameError) -> ApiError:
        return cls(error.code, error.reason, 400, error.rules)

    @classmethod
    def from_json(cls, error: dict[str, Any], status: int) -> ApiError:
        """The error :meth:`to_json` wrote (its ``error``), as another process answered it."""
        return cls(error["code"], Text(**error["reason"]), status, tuple(error.get("rules", ())))

    def to_json(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "reason": self.reason.to_json()}
        if self.rules:
            error["rules"] = list(self.rules)
        return {"error": error}

    def response(self) -> JSONResponse:
        return JSONResponse(self.to_json(), status_code=self.status)


def shown(value: object) -> str:
    """A client's value quoted in an error, cut short: an error never echoes a huge payload."""
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:37]}..."


def not_found(table_id: str) -> ApiError:
    return ApiError("table/not_found", Text(f"no table {table_id!r}", f"テーブル {table_id!r} はありません"), 404)


MALFORMED = Text("the request is not a JSON object of the expected shape", "リクエストが正しい JSON オブジェクトではありません")
TOO_LARGE = Text("the request is too large", "リクエストが大きすぎます")
# Several processes (server/cluster.py): what a table's commands meet while its owner changes.
UNAVAILABLE = ApiError(
    "server/unavailable",
    Text(
        "the table's server cannot be reached just now: send again in a moment",
        "テーブルのサーバーに届きません。少し待って送り直してください",
    ),
    503,
)
MOVED = ApiError(
    "table/moved", Text("the table moved to another server: send again", "テーブルが別のサーバーに移りました。送り直してください"), 503
)
