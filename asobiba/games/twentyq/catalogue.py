"""The built-in catalogue of secrets for a bot host: everyday things and the menu questions.

Both lists are data (data/items.json, data/questions.json), loaded once. Each item names the
menu questions true of it; every other menu question is answered "no" for it. The bot host
replies from here, the bot asker narrows its candidates from here, and the browser and the
terminal show menu questions in the reader's language from here.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from asobiba.core.text import Text

DATA = Path(__file__).parent / "data"


@dataclass(frozen=True, slots=True)
class Item:
    """A thing a bot host may choose: its names, its aliases and the menu questions true of it."""

    id: str
    name: Text
    aliases: tuple[str, ...]
    yes: frozenset[str]

    @property
    def answer(self) -> str:
        """The answer a bot host commits to (the shared format fixes this spelling)."""
        return f"{self.name.ja} / {self.name.en}"


@dataclass(frozen=True, slots=True)
class MenuQuestion:
    """A yes/no question every catalogue item can answer; `group` orders the menu (kind, size …)."""

    id: str
    text: Text
    group: str


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Items and menu questions in their file order, with lookups by id and by spoken name."""

    items: tuple[Item, ...]
    questions: tuple[MenuQuestion, ...]
    _by_id: dict[str, Item] = field(init=False, repr=False, compare=False, hash=False)
    _by_name: dict[str, Item] = field(init=False, repr=False, compare=False, hash=False)
    _questions: dict[str, MenuQuestion] = field(init=False, repr=False, compare=False, hash=False)
    _by_text: dict[str, MenuQuestion] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        # Frozen for callers; the lookups are built once here.
        object.__setattr__(self, "_by_id", {item.id: item for item in self.items})
        object.__setattr__(self, "_by_name", {key: item for item in self.items for key in names(item)})
        object.__setattr__(self, "_questions", {question.id: question for question in self.questions})
        object.__setattr__(self, "_by_text", {_plain(text): q for q in self.questions for text in (q.text.en, q.text.ja)})

    def item(self, item_id: str) -> Item:
        return self._by_id[item_id]

    def question(self, question_id: str) -> MenuQuestion:
        return self._questions[question_id]

    def has_item(self, item_id: str) -> bool:
        return item_id in self._by_id

    def has_question(self, question_id: str) -> bool:
        return question_id in self._questions

    def find(self, guess: str) -> Item | None:
        """The item a free-text guess names (see `matches`), if any."""
        for key in _guess_keys(guess):
            if key in self._by_name:
                return self._by_name[key]
        return None

    def question_for(self, text: str) -> MenuQuestion | None:
        """The menu question a typed question repeats word for word (either language), if any."""
        return self._by_text.get(_plain(text))


def normalise(text: str) -> str:
    """NFKC, case-folded, every whitespace character removed (TWENTYQ-R12)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(ch for ch in folded if not ch.isspace())


def answer(item: Item, question_id: str) -> str:
    """The catalogue's reply to a menu question about `item`: "yes" or "no"."""
    return "yes" if question_id in item.yes else "no"


def matches(item: Item, guess: str) -> bool:
    """Whether a free-text guess names `item` (its English or Japanese name or an alias)."""
    return any(key in names(item) for key in _guess_keys(guess))


def names(item: Item) -> frozenset[str]:
    """Every normalised spelling that names `item`."""
    return frozenset(normalise(n) for n in (item.name.en, item.name.ja, item.answer, *item.aliases))


# "Is it a dog?", "a dog", "犬ですか？" all name the dog: a guess is also read as its plain
# name once an English question frame and article, a Japanese copula and punctuation go.
_EN_LEADS = ("is", "it", "it's", "that", "this", "a", "an", "the", "maybe")
_JA_ENDINGS = ("でしょうか", "ですか", "ですね", "です")
_PUNCTUATION = "?？!！.。,、・'\"「」『』()（）"


def _plain(text: str) -> str:
    """Normalised, without the punctuation a typed question may add or drop."""
    return normalise(text).translate(str.maketrans("", "", _PUNCTUATION))


def _guess_keys(guess: str) -> list[str]:
    """The normalised guess, then its plain-name reading."""
    words = unicodedata.normalize("NFKC", guess).casefold().translate(str.maketrans(_PUNCTUATION, " " * len(_PUNCTUATION))).split()
    while len(words) > 1 and words[0] in _EN_LEADS:
        words = words[1:]
    bare = normalise("".join(words))
    for ending in _JA_ENDINGS:
        if bare.endswith(ending) and len(bare) > len(ending):
            bare = bare[: -len(ending)]
            break
    return [normalise(guess), bare]


def load(directory: Path = DATA) -> Catalogue:
    """Read the two data files into a Catalogue."""
    questions = json.loads((directory / "questions.json").read_text(encoding="utf-8"))["questions"]
    items = json.loads((directory / "items.json").read_text(encoding="utf-8"))["items"]
    return Catalogue(
        items=tuple(
            Item(id=i["id"], name=Text(en=i["en"], ja=i["ja"]), aliases=tuple(i.get("aliases", ())), yes=frozenset(i["yes"])) for i in items
        ),
        questions=tuple(MenuQuestion(id=q["id"], text=Text(en=q["en"], ja=q["ja"]), group=q["group"]) for q in questions),
    )


CATALOGUE: Catalogue = load()
