"""Reading a typed Dragon Castle move: ``take b3``, ``pair c4``, ``place 2 1``, ``spirit pay shrine`` …

Castle spaces are a column letter and a row (``b3`` is ``[3, 1]``), realm cells a row and
a column (``2 1``), both counted from 0 as drawn on the axes and as the moves' JSON has
them. A line without a verb is read by the phase: a castle space takes the first tile,
pairs it or destroys a tile, a realm cell places, builds, flips …; so ``b3`` and ``2 1``
are enough most of the time. The reader only builds the move: whether it is legal now is
the engine's to say, with its reason.
"""

from __future__ import annotations

import re

from asobiba.core.contract import JSON
from asobiba.core.errors import InvalidMove
from asobiba.core.labels import catalogue, languages
from asobiba.core.screen import reason
from asobiba.games.dragoncastle.data import SPIRIT_NAMES, SPIRITS, TYPE_NAMES, TYPES
from asobiba.games.dragoncastle.moves import (
    DISCARD,
    END,
    PAY_SHRINE,
    SHRINE_ACTION,
    SUMMON,
    Build,
    Change,
    Cunning,
    Destroy,
    Flip,
    Move,
    MoveShrine,
    Pair,
    Place,
    Shift,
    Spirit,
    Square,
    Take,
)
from asobiba.games.dragoncastle.terminal_board import COLUMN_LETTERS

VERBS = {
    **dict.fromkeys(("take", "取る", "とる"), "take"),
    **dict.fromkeys(("pair", "ペア"), "pair"),
    **dict.fromkeys(("shrine", "社"), "shrine"),
    **dict.fromkeys(("discard", "捨てる", "すてる"), "discard"),
    **dict.fromkeys(("place", "置く", "おく"), "place"),
    **dict.fromkeys(("build", "建てる", "たてる"), "build"),
    **dict.fromkeys(("summon", "召喚"), "summon"),
    **dict.fromkeys(("spirit", "精霊"), "spirit"),
    **dict.fromkeys(("end", "終了", "おわり"), "end"),
    **dict.fromkeys(("destroy", "破壊"), "destroy"),
    **dict.fromkeys(("flip", "裏返す"), "flip"),
    **dict.fromkeys(("move", "move_shrine", "移す"), "move_shrine"),
    **dict.fromkeys(("shift", "動かす"), "shift"),
    **dict.fromkeys(("change", "変化"), "change"),
    **dict.fromkeys(("cunning", "狡知"), "cunning"),
}
BARE = {"shrine": SHRINE_ACTION, "discard": DISCARD, "summon": SUMMON, "end": END}
SPIRIT_WORDS = {card: card for card in SPIRITS} | {SPIRIT_NAMES[card].ja.removesuffix("の精霊"): card for card in SPIRITS}
TYPE_WORDS = (
    {kind: kind for kind in TYPES}
    | {kind.rstrip("s"): kind for kind in TYPES}
    | {catalogue("dragoncastle", lang)[f"term.code.{kind}"].lower(): kind for lang in languages("dragoncastle") for kind in TYPES}
    | {name.ja: kind for name, kind in zip(TYPE_NAMES, TYPES, strict=True)}
)
PAY_WORDS = frozenset({"pay", "払う"})
SHRINE_WORDS = frozenset({"shrine", "社"})
_SPACE = re.compile(r"^([a-z])(\d{1,2})$")
_STEP_VERB = {"destroy": "destroy", "flip": "flip", "move_shrine": "move_shrine", "shift": "shift", "change": "change"}
_STEP_VERB |= {"cunning": "cunning", "faith": "build"}


def refuse(key: str, **fields: object) -> InvalidMove:
    return InvalidMove(reason("dragoncastle", key, **fields))


def read_move(text: str, view: JSON) -> Move:
    """The move ``text`` names in ``view``'s phase; :class:`InvalidMove` when it names none."""
    words = re.sub(r"[\[\](),、]", " ", text.lower()).split()
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
    if verb in ("take", "pair", "destroy") and len(words) == 1:
        at = space(words[0], view)
        return Take(at) if verb == "take" else Pair(at) if verb == "pair" else Destroy(at)
    if verb == "spirit":
        return spirit(words, text, view)
    if verb == "change" and len(words) == 3:
        kind = TYPE_WORDS.get(words[2])
        if kind is None:
            raise refuse("term.which_type", types=", ".join(TYPES))
        return Change(cell(words[:2], text, view), kind)
    if verb in ("place", "build", "flip", "cunning"):
        square = cell(words, text, view)
        return {"place": Place, "build": Build, "flip": Flip, "cunning": Cunning}[verb](square)
    if verb in ("move_shrine", "shift") and len(words) == 4:
        source, to = cell(words[:2], text, view), cell(words[2:], text, view)
        return MoveShrine(source, to) if verb == "move_shrine" else Shift(source, to)
    raise refuse("term.unreadable", text=text)


def implied_verb(words: list[str], view: JSON) -> str | None:
    """The verb a bare castle space or realm cell stands for in this phase."""
    phase, step = view["phase"], view["step"]
    if len(words) == 1 and _SPACE.match(words[0]):
        return {"act": "take", "choose": "pair"}.get(phase) or ("destroy" if step == "destroy" else None)
    if not words[0].isdecimal():
        return None  # neither a castle space nor a realm cell
    if phase == "place":
        return "place"
    if phase == "after":
        return "build"
    return _STEP_VERB.get(step or "")


def space(word: str, view: JSON) -> Square:
    """``b3`` → ``(3, 1)``, checked against the castle's grid."""
    castle = view["castle"]
    match = _SPACE.match(word)
    row, col = (int(match[2]), COLUMN_LETTERS.index(match[1])) if match else (-1, -1)
    if not (0 <= row < castle["rows"] and 0 <= col < castle["cols"]):
        raise refuse("term.no_space", text=word, first=COLUMN_LETTERS[0], last=COLUMN_LETTERS[castle["cols"] - 1], rows=castle["rows"] - 1)
    return (row, col)


def cell(words: list[str], text: str, view: JSON) -> Square:
    """``["2", "1"]`` → ``(2, 1)``, checked against the realm's size."""
    last = view["realm_size"] - 1
    if len(words) != 2 or not all(word.isdecimal() and int(word) <= last for word in words):
        raise refuse("term.no_cell", text=" ".join(words) or text, last=last)
    return (int(words[0]), int(words[1]))


def spirit(words: list[str], text: str, view: JSON) -> Spirit:
    """``[CARD] [pay] (R C | shrine)``: the card may be left out when only one could be meant."""
    card = SPIRIT_WORDS.get(words[0]) if words else None
    if card is not None:
        words = words[1:]
    if words and words[0] in PAY_WORDS:
        words = words[1:]
    if card is None:
        card = only_spirit(view)
    if len(words) == 1 and words[0] in SHRINE_WORDS:
        return Spirit(card, PAY_SHRINE)
    if len(words) != 2:
        raise refuse("term.unreadable", text=text)
    return Spirit(card, cell(words, text, view))


def only_spirit(view: JSON) -> str:
    """The Spirit meant when none is named: the one in play, or the one callable now."""
    cards = view["spirits"]
    if not cards:
        raise refuse("term.no_spirit")
    callable_now = list(dict.fromkeys(move["card"] for move in view["legal"] if move["type"] == "spirit"))
    if len(cards) == 1 or len(callable_now) == 1:
        return cards[0] if len(cards) == 1 else callable_now[0]
    raise refuse("term.which_spirit", cards=", ".join(cards))
