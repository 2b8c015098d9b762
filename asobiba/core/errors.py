"""Errors of the game contract.

As in python-chess, "cannot be parsed" (:class:`InvalidMove`) is kept apart from
"not legal now" (:class:`IllegalMove`); both are ``ValueError`` subclasses and both
carry a reason a player can read, in English and Japanese.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from asobiba.core.text import Text


class GameError(ValueError):
    """Base class: a stable ``code`` plus a bilingual ``reason``."""

    code = "game/error"

    def __init__(self, reason: Text) -> None:
        super().__init__(reason.en)
        self.reason = reason


class InvalidMove(GameError):
    """The move could not be read (bad JSON shape, unknown card)."""

    code = "move/invalid"


class IllegalMove(GameError):
    """The move is well formed but not allowed now. The state is left untouched."""

    code = "move/illegal"


class OptionError(GameError):
    """A table option is unknown or out of range."""

    code = "options/invalid"


class SetupError(GameError):
    """A ``setup`` (fixed hands, dealer …) is inconsistent."""

    code = "setup/invalid"


def unreadable(data: Any, why: str, why_ja: str) -> InvalidMove:
    """The error for move JSON ``data`` that cannot be read, and why."""
    return InvalidMove(Text(f"cannot read move {data!r}: {why}", f"手 {data!r} を読めません: {why_ja}"))


def move_type(data: Any, keys: Mapping[str, frozenset[str] | set[str]]) -> str:
    """The ``type`` of move JSON ``data`` whose keys are exactly ``keys[type]``; InvalidMove otherwise."""
    if not isinstance(data, dict):
        raise unreadable(data, "a move is a JSON object", "手は JSON オブジェクトです")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in keys:
        names = ", ".join(keys)
        raise unreadable(data, f"type is one of {names}", f"type は {names} のいずれかです")
    if set(data) != keys[kind]:
        expected = ", ".join(sorted(keys[kind]))
        raise unreadable(data, f"a {kind} move has exactly the keys {expected}", f"{kind} の手のキーは {expected} だけです")
    return kind
