"""Bilingual text: every message a player can read exists in Japanese and English."""

from __future__ import annotations

from dataclasses import dataclass

LANGUAGES = ("en", "ja")
# Bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069): in text people write for others (a
# chat line, a room's name) they could make one text read as another, so such text refuses them.
BIDI_CONTROLS = frozenset(chr(code) for code in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))


@dataclass(frozen=True, slots=True)
class Text:
    """A message in English and Japanese."""

    en: str
    ja: str

    def get(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en

    def to_json(self) -> dict[str, str]:
        return {"en": self.en, "ja": self.ja}
