"""Errors of the game contract.

As in python-chess, "cannot be parsed" (:class:`InvalidMove`) is kept apart from
"not legal now" (:class:`IllegalMove`); both are ``ValueError`` subclasses and both
carry a reason a player can read, in English and Japanese.
"""

from __future__ import annotations

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
