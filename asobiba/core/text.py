"""Bilingual text: every message a player can read exists in Japanese and English."""

from __future__ import annotations

from dataclasses import dataclass

LANGUAGES = ("en", "ja")


@dataclass(frozen=True, slots=True)
class Text:
    """A message in English and Japanese."""

    en: str
    ja: str

    def get(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en

    def to_json(self) -> dict[str, str]:
        return {"en": self.en, "ja": self.ja}
