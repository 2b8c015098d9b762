"""``asobiba replay FILE --step``: a record step by step in the terminal, as one seat saw it.

Each step shows the events of the move that led to it, as the chosen seat saw them, then
the table as the game's own terminal screen draws it for that seat; with all hands open,
every seat's table in turn (a screen shows one seat's hand: a table per seat shows them
all, whatever the game). The browser's replay viewer offers the same moves
(docs/protocol.md, "Replays"); both read the steps from ``asobiba.core.steps``.

Input comes from ``input_fn`` and output goes to a Rich ``Console``, so a test drives it
with scripted lines.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace

from rich.console import Console
from rich.rule import Rule
from rich.text import Text as RichText

from asobiba.core import steps
from asobiba.core.record import Record
from asobiba.core.screen import BaseScreen
from asobiba.core.text import Text
from asobiba.terminal.app import load_screen
from asobiba.terminal.names import seat_names

HELP = Text(
    "Enter or n: next step · b: back · f, l: first, last · a number: that step · d N: deal N · "
    "s N: view as seat N · o: all hands open (again: one seat) · q: quit",
    "Enter か n: 次 · b: 前 · f, l: 最初, 最後 · 数字: そのステップ · d N: N番目のディール · "
    "s N: 席Nから見る · o: 全員の手札を表示（もう一度で1席）· q: 終了",
)
HEADING = Text("Step {step}/{steps} · deal {deal}/{deals} · seat {seat}", "ステップ {step}/{steps} · ディール {deal}/{deals} · 席 {seat}")
ALL_OPEN = Text("all hands open", "全員の手札を表示")
SEAT_TABLE = Text("Seat {seat}", "席 {seat}")
UNKNOWN = Text("Not a command: {line!r}. {help}", "コマンドではありません: {line!r}。{help}")


@dataclass(frozen=True, slots=True)
class Position:
    step: int
    seat: int
    open: bool = False  # every seat's table, not only ``seat``'s


def deal_of(index: steps.Index, step: int) -> int:
    """The number (1 is the first) of the deal ``step`` is in."""
    return sum(1 for start in index.deals if start <= step)


def moved(line: str, at: Position, index: steps.Index, seats: int) -> Position | None:
    """Where ``line`` goes from ``at`` (clamped to the record); None if it is no command."""
    word, _, rest = line.lower().partition(" ")
    last = index.steps
    if word in ("", "n", "+"):
        return replace(at, step=min(at.step + 1, last))
    if word in ("b", "p", "-"):
        return replace(at, step=max(at.step - 1, 0))
    if word in ("f", "l"):
        return replace(at, step=0 if word == "f" else last)
    if word.isdecimal() and not rest:
        return replace(at, step=min(int(word), last))
    if word == "d" and rest.strip().isdecimal():
        deal = min(max(int(rest), 1), len(index.deals))
        return replace(at, step=index.deals[deal - 1])
    if word == "s" and rest.strip().isdecimal() and int(rest) < seats:
        return replace(at, seat=int(rest))
    if word == "o" and not rest:
        return replace(at, open=not at.open)
    return None


class Stepper:
    """One record, stepped through at the prompt until the person quits (q, or end of input)."""

    def __init__(
        self, record: Record, lang: str, seat: int = 0, input_fn: Callable[[str], str] = input, console: Console | None = None
    ) -> None:
        self.record = record
        self.index = steps.index(record)  # RecordError before anything is shown if the record does not replay
        self.lang = lang
        self.at = Position(0, seat)
        self.input_fn = input_fn
        self.console = console or Console()
        self.screens: dict[int, BaseScreen] = {}

    def run(self) -> None:
        self.console.print(RichText(HELP.get(self.lang), style="dim"))
        self.show()
        while (line := self._read()) is not None and line.lower() not in ("q", "quit"):
            position = moved(line, self.at, self.index, self.record.seats)
            if position is None:
                self.console.print(RichText(UNKNOWN.get(self.lang).format(line=line, help=HELP.get(self.lang)), style="yellow"))
                continue
            self.at = position
            self.show()

    def show(self) -> None:
        at, index = self.at, self.index
        seat = ALL_OPEN.get(self.lang) if at.open else str(at.seat)
        fields = {"step": at.step, "steps": index.steps, "deal": deal_of(index, at.step), "deals": len(index.deals), "seat": seat}
        self.console.print(Rule(HEADING.get(self.lang).format(**fields), style="cyan"))
        mine = steps.step(self.record, at.step, at.seat)
        for event in mine.events:
            line = self.screen(at.seat).event(event, mine.view)
            if line is not None:
                self.console.print(line)
        for other in range(self.record.seats) if at.open else [at.seat]:
            shown = mine if other == at.seat else steps.step(self.record, at.step, other)
            if at.open:
                self.console.print(RichText(SEAT_TABLE.get(self.lang).format(seat=other), style="bold"))
            self.console.print(self.screen(other).table(shown.view))
        if at.step == index.steps and index.outcome is not None:
            self.console.print(self.screen(at.seat).final(mine.view, index.outcome))

    def screen(self, seat: int) -> BaseScreen:
        if seat not in self.screens:
            self.screens[seat] = load_screen(self.record.game, self.lang, seat, seat_names(self.record.seats, self.lang))
        return self.screens[seat]

    def _read(self) -> str | None:
        try:
            line = self.input_fn("> ")
        except (EOFError, KeyboardInterrupt):
            return None
        return unicodedata.normalize("NFKC", line).strip()  # full-width digits typed with a Japanese IME
