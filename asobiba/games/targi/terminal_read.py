"""Reading a typed Targi move: ``place 5``, ``resolve c12``, ``skip 14``, ``buy 0``, ``take salt`` …

Verbs and goods may be English or Japanese (``置く 5``, ``取る 塩``); goods also by their
cost letters (``d s p g``). A line without a verb is read by the step where only one
verb could be meant: a central space while choosing actions resolves it (``c12``), a
good takes it (choice card) or gives it back (raid, round-end limit), ``goods`` /
``gold`` / ``vp`` pays a raid, two goods trade at the Merchant, a good and a count
convert at the Silversmith, two spaces move a marker. A bare number is the menu's
(asobiba/terminal/app.py), so a border card needs its verb. The reader only builds the
move: whether it is legal now is the engine's to say, with its reason.
"""

from __future__ import annotations

import re

from asobiba.core.contract import JSON
from asobiba.core.errors import InvalidMove
from asobiba.core.labels import catalogue, languages
from asobiba.core.screen import reason
from asobiba.games.targi.cards import CENTRAL, GOLD, GOODS
from asobiba.games.targi.moves import (
    DISCARD,
    DONE,
    KEEP,
    Buy,
    Convert,
    Move,
    MoveMarker,
    Place,
    Raid,
    Resolve,
    Return,
    Skip,
    Take,
    Trade,
)
from asobiba.games.targi.state import Ref
from asobiba.games.targi.terminal_board import RAID_PAYS

VERBS = {
    **dict.fromkeys(("place", "置く", "おく"), "place"),
    **dict.fromkeys(("resolve", "実行", "使う"), "resolve"),
    **dict.fromkeys(("skip", "飛ばす", "スキップ", "パス"), "skip"),
    **dict.fromkeys(("buy", "買う", "かう"), "buy"),
    **dict.fromkeys(("keep", "手札", "とっておく"), "keep"),
    **dict.fromkeys(("discard", "捨てる", "すてる"), "discard"),
    **dict.fromkeys(("take", "取る", "とる"), "take"),
    **dict.fromkeys(("trade", "交換"), "trade"),
    **dict.fromkeys(("done", "終了", "おわり"), "done"),
    **dict.fromkeys(("convert", "変換"), "convert"),
    **dict.fromkeys(("move", "move_marker", "移す"), "move"),
    **dict.fromkeys(("raid", "pay", "支払う", "払う"), "raid"),
    **dict.fromkeys(("return", "返す", "かえす"), "return"),
}
BARE = {"keep": KEEP, "discard": DISCARD, "done": DONE}
WORDS = [catalogue("targi", lang) for lang in languages("targi")]  # a good's name is read in any language
GOOD_WORDS = (
    {name: name for name in (*GOODS, GOLD)}
    | {"date": "dates", "金貨": GOLD}
    | {words[f"good.{name}"].lower(): name for words in WORDS for name in (*GOODS, GOLD)}
    | {words[f"term.short.{name}"].lower(): name for words in WORDS for name in (*GOODS, GOLD)}
)
PAY_WORDS = (
    {"goods": "goods", GOLD: GOLD, "vp": "vp"}
    | {words[key].lower(): pay for words in WORDS for pay, key in RAID_PAYS.items()}
    | {"点": "vp"}
)
_BORDER = re.compile(r"^\d{1,2}$")


def refuse(key: str, **fields: object) -> InvalidMove:
    return InvalidMove(reason("targi", key, **fields))


def read_move(text: str, view: JSON) -> Move:
    """The move ``text`` names in ``view``'s phase and step; :class:`InvalidMove` when it names none."""
    words = re.sub(r"[\[\](),、→>-]", " ", text.lower()).split()
    if not words:
        raise refuse("term.unreadable", text=text)
    verb = VERBS.get(words[0])
    if verb is None:
        verb = implied_verb(words, view)
    else:
        words = words[1:]
    if verb is None:
        raise refuse("term.unreadable", text=text)
    if verb in BARE and not words:
        return BARE[verb]
    if len(words) == 1:
        return one_word(verb, words[0])
    if len(words) == 2 and verb == "trade":
        return Trade(good(words[0]), get(words[1]))
    if len(words) == 2 and verb == "convert":
        return Convert(get(words[0]), count(words[1]))
    if len(words) == 2 and verb == "move":
        return MoveMarker(space(words[0]), space(words[1]))
    raise refuse("term.unreadable", text=text)


def one_word(verb: str, word: str) -> Move:
    """A verb and its one argument: ``place 5``, ``resolve c12``, ``buy 0``, ``take salt``, ``raid vp`` …"""
    if verb == "place":
        return Place(border(word))
    if verb in ("resolve", "skip"):
        return (Resolve if verb == "resolve" else Skip)(card(word))
    if verb == "buy":
        if word not in ("0", "1", "2"):
            raise refuse("term.no_row", text=word)
        return Buy(int(word))
    if verb in ("take", "return"):
        return (Take if verb == "take" else Return)(good(word))
    if verb == "raid":
        if word not in PAY_WORDS:
            raise refuse("term.no_pay", text=word)
        return Raid(PAY_WORDS[word])
    raise refuse("term.unreadable", text=f"{verb} {word}")


def implied_verb(words: list[str], view: JSON) -> str | None:
    """The verb a bare line stands for in this phase and step, if only one could be meant."""
    phase, step = view["phase"], view["step"]
    if phase == "actions" and not step and len(words) == 1 and words[0] in CENTRAL:
        return "resolve"
    if phase == "raid" and step == "method" and len(words) == 1:
        return "raid"
    if (phase == "limit" or (phase == "raid" and step == "goods")) and len(words) == 1:
        return "return"
    return (
        {"good": "take", "merchant": "trade", "silversmith": "convert", "fata_morgana": "move"}.get(step or "")
        if phase == "actions"
        else None
    )


def border(word: str) -> int:
    if not _BORDER.match(word) or not 1 <= int(word) <= 16:
        raise refuse("term.no_border", text=word)
    return int(word)


def card(word: str) -> Ref:
    """A border card by number or a central space by name."""
    if word in CENTRAL:
        return word
    if _BORDER.match(word) and 1 <= int(word) <= 16:
        return int(word)
    raise refuse("term.no_card", text=word)


def space(word: str) -> str:
    if word not in CENTRAL:
        raise refuse("term.no_space", text=word)
    return word


def good(word: str) -> str:
    name = GOOD_WORDS.get(word)
    if name is None or name == GOLD:
        raise refuse("term.no_good", text=word)
    return name


def get(word: str) -> str:
    """A good or gold: what a Merchant trade gets, what the Silversmith converts."""
    name = GOOD_WORDS.get(word)
    if name is None:
        raise refuse("term.no_get", text=word)
    return name


def count(word: str) -> int:
    if not word.isdecimal() or not 1 <= int(word) <= 99:
        raise refuse("term.no_count", text=word)
    return int(word)
