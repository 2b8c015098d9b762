"""Twenty Questions moves: frozen values with an exact JSON round trip (docs/twentyq.md, "Moves").

Every move may carry ``at``, the server's stamp in Unix ms (``stamp``); a client's own
``at`` is overwritten by the server. Text fields are read as given; the text rules
(texts.py) are checked when the move is played, so a refused text gets IllegalMove.

===========  ======================================================================
JSON         meaning
===========  ======================================================================
``commit``   ``{"type": "commit", "commitment": hex64}`` the host's commitment (R2)
``question`` ``{"type": "question", "text": s}`` or ``{"type": "question", "menu": id}`` (R5)
``guess``    ``{"type": "guess", "text": s}`` or ``{"type": "guess", "item": id}`` (R8)
``chat``     ``{"type": "chat", "text": s}`` never counted (R5)
``reply``    ``{"type": "reply", "to": k, "reply": "yes"|"no"|"declined", "note": s?}`` (R6)
``reveal``   ``{"type": "reveal", "answer": s, "reading": s, "salt": hex32}`` (R10)
``mute``     ``{"type": "mute", "seat": k}`` / ``unmute``
``retire``   ``{"type": "retire"}`` (R13); ``time_up``, ``extend`` (R14); ``abandon`` (R15)
===========  ======================================================================
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text
from asobiba.games.twentyq.commitment import DIGEST_CHARS, SALT_CHARS, is_hex
from asobiba.games.twentyq.state import REPLIES

MAX_AT = 2**53  # a stamp JSON carries exactly
MAX_ID = 2**31


@dataclass(frozen=True, slots=True)
class Commit:
    commitment: str
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "commit", "commitment": self.commitment}, self.at)


@dataclass(frozen=True, slots=True)
class Question:
    text: str | None = None
    menu: str | None = None
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        body = {"menu": self.menu} if self.menu is not None else {"text": self.text}
        return _stamped({"type": "question", **body}, self.at)


@dataclass(frozen=True, slots=True)
class Guess:
    text: str | None = None
    item: str | None = None
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        body = {"item": self.item} if self.item is not None else {"text": self.text}
        return _stamped({"type": "guess", **body}, self.at)


@dataclass(frozen=True, slots=True)
class Chat:
    text: str
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "chat", "text": self.text}, self.at)


@dataclass(frozen=True, slots=True)
class Reply:
    to: int
    reply: str
    note: str | None = None
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": "reply", "to": self.to, "reply": self.reply}
        if self.note is not None:
            data["note"] = self.note
        return _stamped(data, self.at)


@dataclass(frozen=True, slots=True)
class Reveal:
    answer: str
    reading: str
    salt: str
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "reveal", "answer": self.answer, "reading": self.reading, "salt": self.salt}, self.at)


@dataclass(frozen=True, slots=True)
class Mute:
    seat: int
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "mute", "seat": self.seat}, self.at)


@dataclass(frozen=True, slots=True)
class Unmute:
    seat: int
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "unmute", "seat": self.seat}, self.at)


@dataclass(frozen=True, slots=True)
class Retire:
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "retire"}, self.at)


@dataclass(frozen=True, slots=True)
class TimeUp:
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "time_up"}, self.at)


@dataclass(frozen=True, slots=True)
class Extend:
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "extend"}, self.at)


@dataclass(frozen=True, slots=True)
class Abandon:
    at: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stamped({"type": "abandon"}, self.at)


Move = Commit | Question | Guess | Chat | Reply | Reveal | Mute | Unmute | Retire | TimeUp | Extend | Abandon
TIMED = (Retire, TimeUp, Extend, Abandon)


def stamp(move: Move, now_ms: int) -> Move:
    """``move`` stamped with the server's time (any ``at`` a client sent is replaced)."""
    return dataclasses.replace(move, at=now_ms)


def _stamped(data: dict[str, Any], at: int | None) -> dict[str, Any]:
    if at is not None:
        data["at"] = at
    return data


# -- reading JSON --------------------------------------------------------------------------------

_REQUIRED: dict[str, tuple[set[str], set[str]]] = {  # type: (required keys, optional keys), "at" aside
    "commit": ({"commitment"}, set()),
    "chat": ({"text"}, set()),
    "reply": ({"to", "reply"}, {"note"}),
    "reveal": ({"answer", "salt"}, {"reading"}),
    "mute": ({"seat"}, set()),
    "unmute": ({"seat"}, set()),
    "retire": (set(), set()),
    "time_up": (set(), set()),
    "extend": (set(), set()),
    "abandon": (set(), set()),
}
_ONE_OF = {"question": ("text", "menu"), "guess": ("text", "item")}
TYPES = (*_REQUIRED, *_ONE_OF)


def _invalid(data: Any, why: str, why_ja: str) -> InvalidMove:
    shown = repr(data)
    shown = shown if len(shown) <= 80 else f"{shown[:77]}..."
    return InvalidMove(Text(f"cannot read move {shown}: {why}", f"手 {shown} を読めません: {why_ja}"))


def _string(data: dict[str, Any], key: str) -> str:
    value = data[key]
    if not isinstance(value, str):
        raise _invalid(data, f"{key} is a string", f"{key} は文字列です")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise _invalid(data, f"{key} is not valid Unicode text", f"{key} が正しい Unicode 文字列ではありません") from None
    return value


def _int(data: dict[str, Any], key: str, high: int) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < high:
        raise _invalid(data, f"{key} is an integer from 0 to {high - 1}", f"{key} は 0〜{high - 1} の整数です")
    return value


def _hex(data: dict[str, Any], key: str, length: int) -> str:
    value = _string(data, key)
    if not is_hex(value, length):
        raise _invalid(data, f"{key} is {length} lowercase hexadecimal digits", f"{key} は小文字の16進数 {length} 桁です")
    return value


def _keys(data: dict[str, Any], kind: str) -> None:
    keys = set(data) - {"type", "at"}
    if kind in _ONE_OF:
        first, second = _ONE_OF[kind]
        if keys not in ({first}, {second}):
            raise _invalid(data, f"a {kind} has either {first} or {second}", f"{kind} の手には {first} か {second} のどちらか一つです")
        return
    required, optional = _REQUIRED[kind]
    if not required <= keys <= required | optional:
        names = ", ".join(sorted(required | optional | {"type", "at"}))
        raise _invalid(data, f"a {kind} move has only the keys {names}", f"{kind} の手のキーは {names} です")


def parse_move(data: Any) -> Move:
    """The move described by ``data`` (a JSON object); :class:`InvalidMove` if malformed."""
    if not isinstance(data, dict):
        raise _invalid(data, "a move is a JSON object", "手は JSON オブジェクトです")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in TYPES:
        raise _invalid(data, f"type is one of {', '.join(TYPES)}", f"type は {', '.join(TYPES)} のいずれかです")
    _keys(data, kind)
    at = _int(data, "at", MAX_AT) if "at" in data else None
    if kind == "commit":
        return Commit(_hex(data, "commitment", DIGEST_CHARS), at)
    if kind == "question":
        return Question(menu=_string(data, "menu"), at=at) if "menu" in data else Question(text=_string(data, "text"), at=at)
    if kind == "guess":
        return Guess(item=_string(data, "item"), at=at) if "item" in data else Guess(text=_string(data, "text"), at=at)
    if kind == "chat":
        return Chat(_string(data, "text"), at)
    if kind == "reply":
        reply = _string(data, "reply")
        if reply not in REPLIES:
            raise _invalid(data, "reply is yes, no or declined", "reply は yes, no, declined のいずれかです")
        note = _string(data, "note") if "note" in data else None
        return Reply(_int(data, "to", MAX_ID), reply, note, at)
    if kind == "reveal":
        reading = _string(data, "reading") if "reading" in data else ""
        return Reveal(_string(data, "answer"), reading, _hex(data, "salt", SALT_CHARS), at)
    if kind in ("mute", "unmute"):
        return (Mute if kind == "mute" else Unmute)(_int(data, "seat", MAX_ID), at)
    return {"retire": Retire, "time_up": TimeUp, "extend": Extend, "abandon": Abandon}[kind](at)
