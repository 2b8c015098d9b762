"""The text rules: what a question, guess, chat, note or answer may be (docs/twentyq.md, "Text").

Text is NFC-normalised, then measured in characters (code points). It must not be empty
or only whitespace, and must hold no control character (Unicode category Cc) nor a bidi
override or isolate (U+202A–U+202E, U+2066–U+2069), which could make one message look like
another. Everything else is kept as data: markup is never interpreted by the engine, and
the clients show it as text.
"""

from __future__ import annotations

import unicodedata

from asobiba.core.text import BIDI_CONTROLS, Text

QUESTION_CHARS = 200  # a question or a guess
CHAT_CHARS = 300
NOTE_CHARS = 100  # a reply's note, the revealed answer and its reading

FIELD_NAMES = {
    "question": Text("a question", "質問"),
    "guess": Text("a guess", "解答"),
    "chat": Text("a chat message", "雑談"),
    "note": Text("a note", "補足"),
    "answer": Text("the answer", "答え"),
    "reading": Text("the reading", "読み"),
}
LIMITS = {
    "question": QUESTION_CHARS,
    "guess": QUESTION_CHARS,
    "chat": CHAT_CHARS,
    "note": NOTE_CHARS,
    "answer": NOTE_CHARS,
    "reading": NOTE_CHARS,
}


def clean(text: str) -> str:
    """``text`` in NFC, the form the game stores, shows and hashes."""
    return unicodedata.normalize("NFC", text)


def problem(text: str, field: str, *, optional: bool = False) -> Text | None:
    """Why ``text`` cannot stand as ``field`` (a key of LIMITS), or None; ``optional`` fields may be empty."""
    name, limit = FIELD_NAMES[field], LIMITS[field]
    text = clean(text)
    if len(text) > limit:
        return Text(
            f"{name.en} may have at most {limit} characters (this one has {len(text)})",
            f"{name.ja}は {limit} 文字までです（{len(text)} 文字あります）",
        )
    if not text.strip():
        if optional and not text:
            return None
        return Text(f"{name.en} cannot be empty", f"{name.ja}が空です")
    bad = next((ch for ch in text if unicodedata.category(ch) == "Cc" or ch in BIDI_CONTROLS), None)
    if bad is not None:
        return Text(
            f"{name.en} cannot contain the control character U+{ord(bad):04X}",
            f"{name.ja}に制御文字 U+{ord(bad):04X} は使えません",
        )
    return None
