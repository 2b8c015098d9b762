"""Twenty Questions in the terminal: ``asobiba play twentyq``.

By default the person asks (seat 1) and a bot hosts from the built-in catalogue
(``host=bot``); ``-o host=person`` seats the person as the host (seat 0) with bot askers,
the only seat a person-hosted terminal match allows, since a bot never hosts a person's
answer (``match_setup``; ``--seat`` picks another asker's seat under a bot host). Everything
drawn comes from the seat's ``view`` and the events it may see (docs/twentyq.md): the
commitment from the start, ``question 7/20``, the numbered questions with their replies;
menu questions and catalogue guesses in the reader's language. An asker picks a menu
question by its number or types ``q``, ``g`` or ``chat`` lines (terminal_read.py); ``list``
shows the menu. At the end the reveal is checked by this terminal itself: it hashes the
revealed answer and salt again and compares them with the commitment shown all game.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.errors import OptionError
from asobiba.core.parts import TerminalHooks
from asobiba.core.screen import BaseScreen, reason
from asobiba.games.twentyq.bots import DECLINE_NOTE
from asobiba.games.twentyq.catalogue import CATALOGUE
from asobiba.games.twentyq.commitment import commitment
from asobiba.games.twentyq.moves import Move, Question
from asobiba.games.twentyq.state import HOST
from asobiba.games.twentyq.terminal_read import Secret, read_asker, read_host

MENU: tuple[Question, ...] = tuple(Question(menu=question.id) for question in CATALOGUE.questions)
LIST_WORDS = frozenset({"list", "l", "menu", "一覧", "リスト", "メニュー"})
# the word for each reply: the browser's, but "declined", which the terminal words otherwise in Japanese
REPLY_KEYS = {"yes": "reply.yes", "no": "reply.no", "declined": "term.reply.declined"}


def match_setup(options: dict[str, Any], seat: int | None) -> tuple[dict[str, Any], int]:
    """A terminal match's options and the person's seat: an asker under a bot host unless told ``host=person``."""
    options = {"host": "bot", **options}
    if options["host"] == "bot":
        if seat == HOST:
            raise OptionError(reason("twentyq", "term.host_bot_seat"))
        return options, 1 if seat is None else seat
    if seat not in (None, HOST):
        raise OptionError(reason("twentyq", "term.host_person_seat"))
    return options, HOST


def question_text(message: JSON, lang: str) -> str:
    """A posted question or guess as the reader reads it: menu questions and catalogue items in their language."""
    if message["menu"] is not None:
        return CATALOGUE.question(message["menu"]).text.get(lang)
    if message["item"] is not None:
        return CATALOGUE.item(message["item"]).name.get(lang)
    return message["text"]


def verified_here(view: JSON) -> bool | None:
    """The terminal's own check of the reveal against the commitment (never the engine's ``verified``)."""
    reveal = view["reveal"]
    if reveal is None or view["commitment"] is None:
        return None
    return commitment(reveal["answer"], reveal["salt"]) == view["commitment"]


def post_number(message_id: int) -> int:
    """A post as people count it, from 1 (the view's message ids count from 0)."""
    return message_id + 1


class TwentyQScreen(BaseScreen):
    """Twenty Questions drawn for seat ``you`` in ``lang`` (see asobiba.core.screen.BaseScreen)."""

    game_id = "twentyq"

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        super().__init__(lang, you, names)
        self.keep: dict[str, Secret] = {}  # a person host's answer and salt, for the reveal

    def about(self, seat: int, key: str, **fields: object) -> str:
        """A line about ``seat`` by name; said of the person, its "_you" form."""
        return self.template(key, seat).format(who=self.names[seat], **fields)

    # -- the parts BaseScreen asks for ---------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [Rule(self.t("term.title", host=self.names[HOST]), style="cyan"), self.commitment(view)]
        if self.you != HOST:
            parts.append(self.menu(view))
        return Group(*parts)

    def table(self, view: JSON) -> RenderableType:
        count = RichText(self.t("term.count", count=view["count"], limit=view["limit"]), style="bold")
        return Group(RichText(""), self.commitment(view), self.questions(view), count)

    def commitment(self, view: JSON) -> RenderableType:
        if view["commitment"] is None:
            return RichText(self.t("term.no_commitment"), style="yellow")
        return RichText(self.t("term.commitment", hex=view["commitment"]), style="dim")

    def questions(self, view: JSON) -> RenderableType:
        """Every message so far: counted ones by their number, replies and notes beside them."""
        grid = Table.grid(padding=(0, 1))
        for message in view["messages"]:
            who = self.names[message["seat"]]
            if message["kind"] == "chat":
                grid.add_row("", RichText(self.t("term.says", who=who, text=message["text"]), style="dim"), "")
                continue
            number = f"{message['number']}." if message["number"] is not None else f"#{post_number(message['id'])}"
            grid.add_row(number, self.posted(message), self.reply_text(message))
        return grid

    def posted(self, message: JSON) -> str:
        """``Bot 2 asks: …`` (``You ask: …``), a menu question or catalogue item in the reader's language."""
        if message["kind"] == "chat":
            return self.t("term.says", who=self.names[message["seat"]], text=message["text"])
        mine = message["seat"] == self.you
        key = ("term.you_guess" if mine else "term.guesses") if message["kind"] == "guess" else ("term.you_ask" if mine else "term.asks")
        return self.t(key, who=self.names[message["seat"]], text=question_text(message, self.lang))

    def note(self, note: str | None) -> str:
        """A host's note; the bot host's two-language note in the reader's language only."""
        if note == DECLINE_NOTE:
            return DECLINE_NOTE.split(" / ")[0 if self.lang == "ja" else 1]
        return note or ""

    def reply_text(self, message: JSON) -> RichText:
        if message["reply"] is None:
            return RichText("… " + self.t("term.waiting"), style="yellow")
        note = f" ({self.note(message['note'])})" if message["note"] else ""
        style = {"yes": "bold green", "no": "red"}.get(message["reply"], "dim")
        return RichText("→ " + self.t(REPLY_KEYS[message["reply"]]) + note, style=style)

    def menu(self, view: JSON) -> RenderableType:
        """The menu questions numbered as ``choices`` numbers them, grouped, each asked one with its reply."""
        replies = {m["menu"]: m["reply"] for m in view["messages"] if m["menu"] is not None and m["reply"] not in (None, "declined")}
        grid = Table.grid(padding=(0, 2))
        rows: list[RichText] = []
        for index, question in enumerate(CATALOGUE.questions, 1):
            said = f" → {self.t(REPLY_KEYS[replies[question.id]])}" if question.id in replies else ""
            rows.append(RichText.assemble((f"{index:>2} ", "cyan"), question.text.get(self.lang), (said, "dim")))
        half = (len(rows) + 1) // 2
        for left, right in zip(rows[:half], [*rows[half:], RichText("")], strict=False):
            grid.add_row(left, right)
        return Group(RichText(self.t("term.menu"), style="bold"), grid)

    def prompt(self, view: JSON) -> str:
        if self.you != HOST:
            return self.t("term.ask") if view["step"] == "ask" else self.t("term.wait")
        if view["step"] == "commit":
            return self.t("term.commit")
        if view["step"] == "reveal":
            return self.t("term.reveal")
        if view["pending"] is not None:
            message = view["messages"][view["pending"]]
            return self.t("term.reply_to", to=post_number(message["id"]), text=question_text(message, self.lang))
        return self.t("term.wait")

    def choices(self, view: JSON) -> list[Move] | None:
        """Numbers pick menu questions (an asker's), in the catalogue's order; a host's numbers are the legal moves."""
        return list(MENU) if self.you != HOST else None

    def command(self, text: str, view: JSON) -> RenderableType | None:
        return self.menu(view) if text.casefold() in LIST_WORDS else None

    def parse(self, text: str, view: JSON) -> Move:
        if self.you == HOST:
            return read_host(text, view, self.keep)
        return read_asker(text, view, len(MENU))

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data, kind = event.data, event.kind
        host = self.names[HOST]
        if kind == "committed":
            return RichText(self.t("term.committed", host=host, hex=data["commitment"]), style="dim")
        if kind == "posted":
            return RichText(f"#{post_number(data['message']['id'])} " + self.posted(data["message"]))
        if kind == "reply":
            count = f" ({data['number']}/{view['limit']})" if data["number"] is not None else ""
            note = f" — {self.note(data['note'])}" if data["note"] else ""
            reply = self.t(REPLY_KEYS[data["reply"]])
            style = {"yes": "bold green", "no": "red"}.get(data["reply"], "yellow")
            return RichText(self.t("term.reply", host=host, reply=reply, to=post_number(data["to"]), count=count, note=note), style=style)
        if kind == "ended":
            return self.result(data["result"])
        if kind == "revealed":
            return self.reveal(view)
        if kind in ("muted", "unmuted"):
            return RichText(self.about(data["seat"], f"term.{kind}"), style="dim")
        if kind == "vote":
            return RichText(self.about(data["seat"], "term.vote", vote=self.t(f"term.{data['vote']}")), style="dim")
        if kind == "extended":
            return RichText(self.t("term.extended", minutes=data["minutes"]), style="dim")
        return None  # count: the reply line carries it

    def result(self, result: JSON) -> RichText:
        if result["kind"] == "guessed":
            return RichText(self.t("term.guessed", who=self.names[result["guesser"]]), style="bold green")
        return RichText(self.t(f"term.{result['kind']}"), style="bold")

    def reveal(self, view: JSON) -> RenderableType:
        """The revealed answer and salt, and this terminal's own check of them against the commitment."""
        reveal = view["reveal"]
        if reveal is None:
            return RichText(self.t("term.no_reveal"), style="yellow")
        reading = f" ({reveal['reading']})" if reveal["reading"] else ""
        parts: list[RenderableType] = [
            RichText(self.t("term.answer", answer=reveal["answer"], reading=reading), style="bold"),
            RichText(self.t("term.salt", salt=reveal["salt"]), style="dim"),
            self.commitment(view),
            RichText(self.t("term.checked"), style="bold green")
            if verified_here(view)
            else RichText(self.t("term.mismatch"), style="bold red"),
        ]
        if view["audit"]:
            parts.append(RichText(self.t("term.audit", ids=", ".join(f"#{post_number(i)}" for i in view["audit"])), style="dim"))
        return Group(*parts)

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        winners = outcome.winners if any(outcome.scores) else ()
        verdict = "term.no_winner" if not winners else "term.you_win" if self.you in winners else "term.you_lose"
        parts: list[RenderableType] = [Rule(style="cyan"), self.questions(view)]
        if view["result"] is not None:
            parts.append(self.result(view["result"]))
        parts += [self.reveal(view), RichText(self.t(verdict), style="bold")]
        return Group(*parts)


TERMINAL = TerminalHooks(screen=TwentyQScreen, match_setup=match_setup)
