"""Riichi tiles in the terminal: drawn as short names or as Unicode mahjong tiles, and read back
from what a person types.

Two styles. ``ascii`` (the default) draws ``1m``…``9m``, ``1p``…,
``1s``…, the red fives as ``0m 0p 0s`` (in bold red), the honours as the mjai letters
``E S W N P F C`` in English and as their kanji 東 南 西 北 白 發 中 in Japanese. ``unicode``
draws the tiles of the U+1F000 block (🀇 …): they are often missing from fonts, and drawn two
cells wide by some terminals but counted one cell by others, so a river may not line up; it
is offered, not imposed (``ASOBIBA_TILES=unicode``, or ``tiles unicode`` during a match).

Typed tiles: ``5m``, ``0m`` or ``5mr`` (a red five), several digits with one suit (``46m``,
``406p``), ``E S W N P F C`` in either case or Tenhou's ``1z``–``7z``, the kanji, and the words ``east`` … ``white``
``green`` ``red`` (dragons), ``haku`` ``hatsu`` ``chun``.
"""

from __future__ import annotations

import os
import re

from rich.text import Text as RichText

from asobiba.core.errors import InvalidMove
from asobiba.core.screen import reason

STYLES = ("ascii", "unicode")
STYLE_VARIABLE = "ASOBIBA_TILES"
HONOURS = "ESWNPFC"
KANJI = "東南西北白發中"
SUIT_STYLE = {"m": "red", "p": "blue", "s": "green"}
HONOUR_STYLE = {"P": "bold", "F": "bold green", "C": "bold red"}
RED_STYLE = "bold bright_white on red"
# U+1F000 block: winds E S W N, then red, green, white dragon; 1–9 man, sou, pin.
GLYPHS = {
    **{f"{rank}m": chr(0x1F007 + rank - 1) for rank in range(1, 10)},
    **{f"{rank}s": chr(0x1F010 + rank - 1) for rank in range(1, 10)},
    **{f"{rank}p": chr(0x1F019 + rank - 1) for rank in range(1, 10)},
    **dict(zip("ESWN", map(chr, range(0x1F000, 0x1F004)), strict=True)),
    "C": "\U0001f004",
    "F": "\U0001f005",
    "P": "\U0001f006",
}
WORDS = {
    **{letter.lower(): letter for letter in HONOURS},
    **dict(zip(KANJI, HONOURS, strict=True)),
    "発": "F",
    **dict(zip(("east", "south", "west", "north"), "ESWN", strict=True)),
    **dict(zip(("white", "green", "red", "haku", "hatsu", "chun"), "PFCPFC", strict=True)),
}
_TOKEN = re.compile(r"(\d+)([mpsz])(r?)|([eswnpfc])|([東南西北白發発中])")


def default_style() -> str:
    """The style set by ``ASOBIBA_TILES`` (ascii when unset or unknown)."""
    style = os.environ.get(STYLE_VARIABLE, "ascii").strip().lower()
    return style if style in STYLES else "ascii"


def is_red(name: str) -> bool:
    return name.endswith("r")


def plain(name: str) -> str:
    """The name without its red mark: ``5pr`` → ``5p``."""
    return name[:-1] if is_red(name) else name


def label(name: str, lang: str) -> str:
    """The ascii label of an mjai name: ``0p`` for ``5pr``, ``東`` or ``E`` for ``E``."""
    if name in HONOURS:
        return KANJI[HONOURS.index(name)] if lang == "ja" else name
    return "0" + name[1] if is_red(name) else name


def tile_text(name: str, style: str, lang: str, dim: bool = False) -> RichText:
    """One tile coloured by suit, a red five in red."""
    colour = RED_STYLE if is_red(name) else HONOUR_STYLE.get(name, SUIT_STYLE.get(name[-1], ""))
    if style == "unicode":
        glyph = GLYPHS[plain(name)]
        # Most glyphs count one cell but many terminals draw them two wide: a space keeps them apart.
        shown = glyph if glyph == GLYPHS["C"] else glyph + " "
    else:
        shown = label(name, lang)
    return RichText(shown, style=colour + (" dim" if dim else ""))


def tiles_text(names: list[str], style: str, lang: str) -> RichText:
    return RichText(" ").join(tile_text(name, style, lang) for name in names)


def read_tiles(text: str, red_fives: bool = True) -> list[str]:
    """The mjai names of the tiles ``text`` names, in order; :class:`InvalidMove` if any part is
    not a tile. With red fives off, ``0p`` is read as a plain ``5p``."""
    names: list[str] = []
    for word in text.replace(",", " ").split():
        if word.lower() in WORDS and len(word) > 1:
            names.append(WORDS[word.lower()])
            continue
        names += _read_word(word)
    return [plain(name) if not red_fives else name for name in names]


def _read_word(word: str) -> list[str]:
    names: list[str] = []
    at = 0
    lowered = word.lower()
    while at < len(lowered):
        found = _TOKEN.match(lowered, at)
        if found is None:
            raise unreadable(word)
        digits, suit, red, letter, kanji = found.groups()
        if digits is not None:
            if (red and digits != "5") or (suit == "z" and (red or not set(digits) <= set("1234567"))):
                raise unreadable(word)
            for digit in digits:
                if suit == "z":  # Tenhou's honours: 1z–7z are E S W N P F C
                    names.append(HONOURS[int(digit) - 1])
                    continue
                if digit == "0" or red:
                    names.append(f"5{suit}r")
                else:
                    names.append(f"{digit}{suit}")
        else:
            names.append(WORDS[letter or kanji])
        at = found.end()
    return names


def unreadable(text: str) -> InvalidMove:
    return InvalidMove(reason("riichi", "term.unreadable_tiles", text=text))
