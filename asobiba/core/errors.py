"""Errors of the game contract.

As in python-chess, "cannot be parsed" (:class:`InvalidMove`) is kept apart from
"not legal now" (:class:`IllegalMove`); both are ``ValueError`` subclasses and both
carry a reason a player can read, in English and Japanese.

A game may end a reason with the rules it applies, "riichi needs a closed hand (RIICHI-R15)":
the IDs serve tests, docs and a link to the rules page, never the words a player reads, so
the error keeps them apart in ``rules`` and its ``reason`` is the sentence alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from asobiba.core.text import Text

# "(TWENTYQ-R1, R5)" or "（TWENTYQ-R1, R5）" closing a sentence.
_CITED = re.compile(r"\s*[(（](?P<ids>[A-Z][A-Z0-9]*-R\d+(?:,\s*R\d+)*)[)）]$")


def _split(sentence: str) -> tuple[str, tuple[str, ...]]:
    found = _CITED.search(sentence)
    if found is None:
        return sentence, ()
    first, *more = (part.strip() for part in found["ids"].split(","))
    prefix = first[: first.index("-R") + 1]
    return sentence[: found.start()], (first, *(prefix + rule for rule in more))


def cited_rules(reason: Text) -> tuple[Text, tuple[str, ...]]:
    """``reason`` without the rule IDs its sentences end with, and those IDs in full ("TWENTYQ-R5")."""
    en, en_rules = _split(reason.en)
    ja, ja_rules = _split(reason.ja)
    return Text(en, ja), tuple(dict.fromkeys((*en_rules, *ja_rules)))


class GameError(ValueError):
    """Base class: a stable ``code``, a bilingual ``reason`` and the ``rules`` it applies (IDs)."""

    code = "game/error"

    def __init__(self, reason: Text, rules: Iterable[str] = ()) -> None:
        words, cited = cited_rules(reason)
        super().__init__(words.en)
        self.reason = words
        self.rules: tuple[str, ...] = tuple(dict.fromkeys((*rules, *cited)))


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
