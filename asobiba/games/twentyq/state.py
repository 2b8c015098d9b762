"""The state of a Twenty Questions room: one flat value, cheap to clone (lists of frozen records).

Seat 0 is the host (TWENTYQ-R1, R3). ``clock`` is the latest server stamp seen (Unix ms);
moves without a stamp leave it where it is. Messages are numbered from 0 in posting order.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

HOST = 0
YES, NO, DECLINED = "yes", "no", "declined"
REPLIES = (YES, NO, DECLINED)
QUESTION, GUESS, CHAT = "question", "guess", "chat"
ASKERS_WIN, HOST_WINS = "askers", "host"


class Step(StrEnum):
    COMMIT = "commit"  # the host is to commit (a person host only, R2)
    ASK = "ask"  # questions, guesses and replies (R5–R9)
    REVEAL = "reveal"  # over; the host is to reveal the answer (R10)
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Message:
    """A question, guess or chat; a question or guess gets its reply, note and number (R7) once answered."""

    id: int
    seat: int
    kind: str
    text: str
    menu: str | None = None
    item: str | None = None
    reply: str | None = None
    note: str | None = None
    number: int | None = None
    at: int | None = None

    @property
    def is_asked(self) -> bool:
        """A question or a guess: something the host replies to."""
        return self.kind != CHAT

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "seat": self.seat,
            "kind": self.kind,
            "text": self.text,
            "menu": self.menu,
            "item": self.item,
            "reply": self.reply,
            "note": self.note,
            "number": self.number,
            "at": self.at,
        }


@dataclass(frozen=True, slots=True)
class Secret:
    """What a bot host committed to: the catalogue item, the answer string hashed and the salt."""

    item: str
    answer: str
    salt: str

    def to_json(self) -> dict[str, Any]:
        return {"item": self.item, "answer": self.answer, "salt": self.salt}


@dataclass(frozen=True, slots=True)
class Result:
    kind: str  # guessed, limit, retired, time_up, abandoned, void
    winner: str | None  # askers, host, or None (abandoned, void)
    guesser: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "winner": self.winner, "guesser": self.guesser}


@dataclass(frozen=True, slots=True)
class Revealed:
    answer: str
    reading: str
    salt: str
    verified: bool

    def to_json(self) -> dict[str, Any]:
        return {"answer": self.answer, "reading": self.reading, "salt": self.salt, "verified": self.verified}


@dataclass(slots=True)
class TwentyQState:
    seats: int
    options: dict[str, Any]
    seed: int
    step: Step
    commitment: str | None = None
    secret: Secret | None = None  # a bot host's; None under a person host
    messages: list[Message] = field(default_factory=list)
    count: int = 0  # counted questions and guesses (R7)
    muted: frozenset[int] = frozenset()
    clock: int | None = None  # the latest stamp seen
    started: int | None = None  # the room's first stamp: the time limit runs from it (R14)
    first_reply: int | None = None  # the stamp of the host's first reply (R13)
    replied: bool = False
    last_host_post: int | None = None  # R15
    extended: int = 0  # times the time limit was extended (R14)
    extend_votes: frozenset[int] = frozenset()
    abandon_votes: frozenset[int] = frozenset()
    result: Result | None = None
    revealed: Revealed | None = None

    @property
    def limit(self) -> int:
        return self.options["question_limit"]

    @property
    def is_bot_host(self) -> bool:
        return self.options["host"] == "bot"

    def askers(self) -> range:
        return range(1, self.seats)

    def active_askers(self) -> list[int]:
        """Askers who may post and vote: the ones not muted."""
        return [seat for seat in self.askers() if seat not in self.muted]

    def pending(self) -> Message | None:
        """The oldest question or guess without a reply: the only one the host may answer (R6)."""
        if self.step is not Step.ASK:
            return None
        return next((message for message in self.messages if message.is_asked and message.reply is None), None)

    def waiting(self, seat: int) -> bool:
        """Whether ``seat`` has a question or guess still without a reply (one at a time)."""
        return any(message.seat == seat and message.is_asked and message.reply is None for message in self.messages)

    def copy(self) -> TwentyQState:
        return replace(self, messages=list(self.messages))  # options are never changed: shared
