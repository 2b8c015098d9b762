"""What every game's terminal screen shares: its words, the seats' names and log lines.

A game's screen derives from :class:`BaseScreen`, names its game (``game_id``) and draws the
table, the prompt, the events and the final ranking; the words come from the game folder's
catalogue (asobiba.core.labels), so the terminal and the browser say the same thing.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.labels import all_catalogues, catalogue
from asobiba.core.text import LANGUAGES, Text

FIELD = re.compile(r"(\{\w+\})")
LIST_SEPARATOR = {"ja": "、"}  # between names; ", " otherwise


@functools.cache
def own_keys(game_id: str, lang: str) -> frozenset[str]:
    """The keys of the language's own catalogue: a ``_you`` form taken from the English fallback
    would put an English sentence in a Japanese log."""
    return frozenset(all_catalogues(game_id).get(lang, {}))


def reason(game_id: str, key: str, **fields: object) -> Text:
    """The word ``key`` in every language, for an :class:`asobiba.core.errors.InvalidMove`: the app
    shows it in the person's language."""
    en, ja = (catalogue(game_id, lang)[key].format(**fields) for lang in LANGUAGES)
    return Text(en, ja)


class BaseScreen:
    """How one game is drawn and read in the terminal, for one language and one seat (``you``).

    A game overrides ``table``, ``prompt``, ``parse``, ``event`` and ``final``, and may override:

    - ``intro(view)``: shown once when the match starts;
    - ``ends_deal(event)``: whether to wait for the person after this event (a score sheet);
    - ``choices(view) -> list | None``: the moves that numbers pick (1 is the first), instead of
      the game's legal moves (None: those); an item may be a list of moves, played in order. A
      number outside them goes to ``parse``, which may read it otherwise (``55``);
    - ``command(text, view)``: a reply to a line that only asks for information (a list of
      one's bombs …); None when ``text`` is no such line;
    - ``enter(view)``: the move an empty line makes, if any.

    ``parse`` may return a list of moves, played in order: all of them are tried on a copy of
    the state first, so either all are played or none is.
    """

    game_id: ClassVar[str]

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        self.lang = lang
        self.you = you
        self.names = names
        self.words = catalogue(self.game_id, lang)

    # -- words ----------------------------------------------------------------------------------

    def t(self, key: str, **fields: object) -> str:
        """The word ``key`` of the game's catalogue, its ``{fields}`` filled in."""
        return self.words[key].format(**fields)

    def template(self, key: str, seat: int | None = None) -> str:
        """The word ``key``, or its ``_you`` form when it speaks of the person and the language has one
        (English verbs agree with "You")."""
        if seat == self.you and f"{key}_you" in own_keys(self.game_id, self.lang):
            return self.words[f"{key}_you"]
        return self.words[key]

    def reason(self, key: str, **fields: object) -> Text:
        """Why typed input is no move, in every language (see :func:`reason`)."""
        return reason(self.game_id, key, **fields)

    @property
    def help(self) -> str:
        """The game's own input forms, shown after the generic commands."""
        return self.t("term.help")

    def who(self, seat: int) -> str:
        return self.t("term.you") if seat == self.you else self.names[seat]

    def whos(self, seats: list[int]) -> str:
        return LIST_SEPARATOR.get(self.lang, ", ").join(self.who(seat) for seat in seats)

    def line(
        self, key: str, seat: int | None = None, drawn: Mapping[str, Callable[[Any], RichText]] | None = None, **fields: Any
    ) -> RichText:
        """A log line about ``seat`` (its ``{who}``): each field named in ``drawn`` is drawn by its
        function (a card in its suit's colour), a Rich text as it is, any other field in bold."""
        if seat is not None:
            fields["who"] = self.who(seat)
        out = RichText()
        for part in FIELD.split(self.template(key, seat)):
            name = part[1:-1] if FIELD.fullmatch(part) else None
            if name is None:
                out.append(part)
            elif drawn and name in drawn:
                out.append_text(drawn[name](fields[name]))
            elif isinstance(fields[name], RichText):
                out.append_text(fields[name])
            else:
                out.append(str(fields[name]), style="bold")
        return out

    # -- the screen's parts, for the game to draw -------------------------------------------------

    def intro(self, view: JSON) -> RenderableType | None:
        return None

    def table(self, view: JSON) -> RenderableType:
        """Everything the person needs for a decision, the legal moves numbered in their order."""
        raise NotImplementedError

    def prompt(self, view: JSON) -> str:
        """The question above the input line."""
        raise NotImplementedError

    def parse(self, text: str, view: JSON) -> Any:
        """The move ``text`` names; :class:`asobiba.core.errors.InvalidMove` when it names none."""
        raise NotImplementedError

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        """A log line (or a score sheet) for an event the person may see; None to skip it."""
        return None

    def ends_deal(self, event: Event) -> bool:
        return False

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        """The final ranking."""
        raise NotImplementedError

    def choices(self, view: JSON) -> list[Any] | None:
        return None

    def command(self, text: str, view: JSON) -> RenderableType | None:
        return None

    def enter(self, view: JSON) -> Any:
        return None
