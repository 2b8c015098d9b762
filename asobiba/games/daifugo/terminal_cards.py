"""Daifugō's cards in the terminal both ways: how they are drawn (in colour, a Joker with what
it stands for) and how they are typed (cards, the Joker, pass). The words are the game's
catalogue (labels/*.json).

Cards are drawn as a suit symbol and rank (``♠5``, ``♥10``) and the Joker as ``JK``; they
are typed as the engine names them (``S5``, ``h10``, ``JK``) or pasted from the screen.
The suit symbols are East Asian "ambiguous width" characters, drawn two cells wide by many
Japanese terminals, so ``ascii`` draws the engine's names instead (``cards ascii`` during
a match, or ``ASOBIBA_CARDS=ascii``), as Riichi offers ``tiles ascii``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Any

from rich.text import Text as RichText

from asobiba.core.errors import InvalidMove
from asobiba.core.screen import reason
from asobiba.games.daifugo.cards import RANK_NAMES, SUIT_SYMBOLS, SUITS

STYLES = ("symbols", "ascii")
STYLE_VARIABLE = "ASOBIBA_CARDS"
SUIT_STYLES = {"S": "bold", "H": "bold red", "D": "bold bright_red", "C": "bold"}
JOKER_STYLE = "bold magenta"
JOKER_NAMES = ("JK", "JK2")

# What a person may type for cards: pasted symbols become suit letters, the Joker's names become JK.
_SYMBOLS = str.maketrans({symbol: letter for symbol, letter in zip(SUIT_SYMBOLS + "♤♡♢♧", SUITS * 2, strict=True)})
_JOKER_WORDS = re.compile(r"joker|ジョーカー")
_CARD = r"[shdc](?:10|[2-9jqka])|jk2?"
PASS_WORDS = frozenset({"pass", "p", "パス"})
PLACE_ENDS = {"lo": "df.place_lo", "hi": "df.place_hi"}  # a Joker past the ends of a sequence
KIND_NAMES = {
    "single": "term.kind.single",
    "pair": "term.kind.pair",
    "multiple": "df.kind.multiple",
    "sequence": "term.kind.sequence",
    "joker": "df.kind.joker",
    "jokers": "term.kind.jokers",
}


def default_style() -> str:
    """The style set by ``ASOBIBA_CARDS`` (symbols when unset or unknown)."""
    style = os.environ.get(STYLE_VARIABLE, "symbols").strip().lower()
    return style if style in STYLES else "symbols"


def suit_label(letter: str, style: str) -> str:
    return letter if style == "ascii" else SUIT_SYMBOLS[SUITS.index(letter)]


def card_label(name: str, style: str) -> str:
    """``S5`` → ``♠5``; both Jokers are ``JK``: they are alike."""
    if name in JOKER_NAMES:
        return "JK"
    return suit_label(name[0], style) + name[1:]


def card_text(name: str, style: str, dim: bool = False) -> RichText:
    colour = JOKER_STYLE if name in JOKER_NAMES else SUIT_STYLES[name[0]]
    return RichText(card_label(name, style), style=colour + (" dim" if dim else ""))


def cards_text(names: list[str], style: str) -> RichText:
    return RichText(" ").join(card_text(name, style) for name in names)


def place_label(place: list[str], style: str, words: Mapping[str, str]) -> str:
    """What a Joker stands for: ``♦Q``, or a place past the ends of a sequence (DAIFUGO-R31)."""
    suit, rank = place
    if rank in PLACE_ENDS:
        return words[PLACE_ENDS[rank]].format(suit=suit_label(suit, style))
    return suit_label(suit, style) + rank


def play_text(play: dict[str, Any], style: str, words: Mapping[str, str]) -> RichText:
    """A play as the view gives it (``cards``, ``as``): its cards in rank order, each Joker
    where it stands and with what it stands for: ``♦9 ♦10 JK(♦J) ♦Q``."""
    stands = iter(play.get("as", []))
    faces: list[tuple[int, RichText]] = []
    for name in play["cards"]:
        if name not in JOKER_NAMES:
            faces.append((RANK_NAMES.index(name[1:]), card_text(name, style)))
            continue
        place = next(stands, None)
        if place is None:  # a lone Joker, or one of any suit in a multiple: it sits with the others
            faces.append((len(RANK_NAMES), card_text(name, style)))
        else:
            shown = card_text(name, style).append(f"({place_label(place, style, words)})", style=JOKER_STYLE)
            faces.append((RANK_NAMES.index(place[1]), shown))
    return RichText(" ").join(text for _, text in sorted(faces, key=lambda face: face[0]))


def kind_name(kind: str, count: int, words: Mapping[str, str]) -> str:
    """``pair``, ``3 of a kind``, ``sequence of 4`` …"""
    if kind == "multiple" and count == 2:
        kind = "pair"
    return words[KIND_NAMES[kind]].format(n=count)


def ordinal(place: int, lang: str) -> str:
    if lang == "ja":
        return f"{place}位"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') }"  # 7 players at most


def read_cards(text: str) -> list[str]:
    """The engine's names of the cards ``text`` names, in order (``s5h5`` → ``S5 H5``; any Joker
    word is ``JK``); :class:`InvalidMove` quoting the first word that names no cards."""
    names: list[str] = []
    for word in text.replace(",", " ").split():
        lowered = _JOKER_WORDS.sub("jk", word.translate(_SYMBOLS).lower())
        if not re.fullmatch(f"(?:{_CARD})+", lowered):
            raise InvalidMove(reason("daifugo", "term.unreadable", word=word))
        names += [found.upper() for found in re.findall(_CARD, lowered)]
    if not names:
        raise InvalidMove(reason("daifugo", "term.unreadable", word=text))
    return names


def held_jokers(names: list[str], hand: list[str]) -> list[str]:
    """``names`` with its Jokers taken from the hand in order: the two Jokers are alike, so
    ``JK`` means whichever one is held (and ``JK JK`` both)."""
    spare = [name for name in hand if name in JOKER_NAMES]
    spare += [name for name in JOKER_NAMES if name not in spare]  # more than held: the engine says which is missing
    jokers = iter(spare)
    return [next(jokers, name) if name in JOKER_NAMES else name for name in names]  # a third: named twice
