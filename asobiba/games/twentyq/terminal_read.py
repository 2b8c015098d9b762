"""Twenty Questions in the terminal: what the person types, in English or Japanese, read as a move.

An asker types a menu number (the screen's choices), ``q <question>``, ``g <guess>`` or
``chat <text>``; a host types ``commit <answer>`` (``commit <answer> / <reading>``), a reply
``y``/``n``/``d`` with an optional note, ``reveal``, ``mute 2``, ``unmute 2`` or ``retire``.
Either may vote ``extend``, ``abandon`` or call ``timeup``. Japanese words work alike
(質問, 推測, チャット, 出題, はい, いいえ, 保留, 公開 …).
"""

from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass

from asobiba.core.contract import JSON
from asobiba.core.errors import InvalidMove
from asobiba.core.screen import reason
from asobiba.games.twentyq.commitment import SALT_BYTES, commitment
from asobiba.games.twentyq.moves import Abandon, Chat, Commit, Extend, Guess, Move, Mute, Question, Reply, Retire, Reveal, TimeUp, Unmute
from asobiba.games.twentyq.state import DECLINED, HOST, NO, YES

QUESTION_WORDS = frozenset({"q", "question", "ask", "質問", "しつもん"})
GUESS_WORDS = frozenset({"g", "guess", "推測", "すいそく", "回答", "解答"})
CHAT_WORDS = frozenset({"chat", "c", "say", "チャット", "雑談", "発言"})
COMMIT_WORDS = frozenset({"commit", "answer", "出題", "お題"})
REVEAL_WORDS = frozenset({"reveal", "公開", "こうかい"})
REPLY_WORDS = {
    YES: frozenset({"y", "yes", "はい", "yes.", "イエス"}),
    NO: frozenset({"n", "no", "いいえ", "ノー"}),
    DECLINED: frozenset({"d", "decline", "declined", "保留", "パス", "回答不能"}),
}
SIMPLE_WORDS: dict[str, Move] = {
    "extend": Extend(),
    "延長": Extend(),
    "abandon": Abandon(),
    "放棄": Abandon(),
    "timeup": TimeUp(),
    "タイムアップ": TimeUp(),
    "retire": Retire(),
    "リタイア": Retire(),
}
MUTE_WORDS = {"mute": Mute, "ミュート": Mute, "unmute": Unmute, "ミュート解除": Unmute}
READING_MARK = " / "  # commit <answer> / <reading>


@dataclass(slots=True)
class Secret:
    """A person host's answer as this terminal keeps it for the reveal (the server never sees it before)."""

    answer: str
    reading: str
    salt: str


def split(text: str) -> tuple[str, str]:
    """The first word (case-folded) and the rest, as typed; a Japanese full-width space separates too."""
    word, _, rest = text.replace("\u3000", " ").strip().partition(" ")
    return word.casefold(), rest.strip()


def read_asker(text: str, view: JSON, menu_size: int) -> Move:
    """An asker's typed line as a move (a number beyond the menu is refused here)."""
    word, rest = split(text)
    if word.isdecimal():
        raise _refusal("term.no_menu_number", number=word, count=menu_size)
    if word in QUESTION_WORDS:
        return Question(text=_needed(rest, word))
    if word in GUESS_WORDS:
        return Guess(text=_needed(rest, word))
    return _common(word, rest) or _refuse("term.not_a_move")


def read_host(text: str, view: JSON, keep: dict[str, Secret]) -> Move:
    """A host's typed line as a move; a commit's answer and fresh salt are kept in ``keep`` for the reveal."""
    word, rest = split(text)
    for reply, words in REPLY_WORDS.items():
        if word in words:
            if view["pending"] is None:
                raise _refusal("term.nothing_to_reply")
            return Reply(view["pending"], reply, rest or None)
    if word in COMMIT_WORDS:
        answer, _, reading = _needed(rest, word).partition(READING_MARK)
        secret = Secret(unicodedata.normalize("NFC", answer.strip()), unicodedata.normalize("NFC", reading.strip()), _salt())
        keep["secret"] = secret
        return Commit(commitment(secret.answer, secret.salt))
    if word in REVEAL_WORDS:
        if "secret" not in keep:
            raise _refusal("term.no_secret")
        secret = keep["secret"]
        return Reveal(secret.answer, secret.reading, secret.salt)
    if word in MUTE_WORDS:
        if not rest.isdecimal() or int(rest) == HOST:
            raise _refusal("term.no_seat")
        return MUTE_WORDS[word](int(rest))
    return _common(word, rest) or _refuse("term.not_a_host_move")


def _common(word: str, rest: str) -> Move | None:
    """What host and askers alike may type: chat and the votes."""
    if word in CHAT_WORDS:
        return Chat(_needed(rest, word))
    return SIMPLE_WORDS.get(word) if not rest else None


def _salt() -> str:
    return secrets.token_bytes(SALT_BYTES).hex()


def _needed(rest: str, word: str) -> str:
    if not rest:
        raise _refusal("term.needs_text", word=word)
    return rest


def _refuse(key: str) -> Move:
    raise _refusal(key)


def _refusal(key: str, **fields: object) -> InvalidMove:
    return InvalidMove(reason("twentyq", key, **fields))
