"""The Daifugō score sheets in the terminal: each game's result and the match's sheet.

Seats are named as the screen names them ("You", "Bot 2 (random)").
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Outcome
from asobiba.core.screen import BaseScreen
from asobiba.games.daifugo.deal import CLASS_NAMES
from asobiba.games.daifugo.terminal_cards import ordinal

SCORE_COLUMNS = 10  # games shown one by one on the match sheet: the last ten of a long match
RESULT_COLUMNS = (("term.place", True), ("term.player", False), ("df.class", False), ("term.this_game", True), ("term.total", True))


def sheet_table(columns: list[tuple[str, bool]]) -> Table:
    """A borderless table; ``columns`` are (heading, right-aligned)."""
    table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
    for heading, right in columns:
        table.add_column(heading, justify="right" if right else "left")
    return table


def game_result(screen: BaseScreen, data: JSON, games: int) -> RenderableType:
    """The places, classes and points of the game just finished (a ``game_end`` event; DAIFUGO-R9, R11)."""
    t, lang = screen.t, screen.lang
    table = sheet_table([(t(key), right) for key, right in RESULT_COLUMNS])
    for seat in sorted(range(len(data["places"])), key=lambda seat: data["places"][seat]):
        table.add_row(
            ordinal(data["places"][seat], lang),
            screen.who(seat),
            CLASS_NAMES[data["classes"][seat]].get(lang),
            f"+{data['points'][seat]}",
            str(data["totals"][seat]),
            style="bold" if seat == screen.you else "",
        )
    title = t("term.result", k=data["game"], n=games)
    return Group(RichText(""), Rule(title, style="green"), table, RichText(t("term.scoring"), style="dim"))


def match_sheet(screen: BaseScreen, view: JSON, outcome: Outcome) -> RenderableType:
    """Every seat's points game by game and in total, best first, and who won (DAIFUGO-R11)."""
    t = screen.t
    results = view["results"][-SCORE_COLUMNS:]
    first = len(view["results"]) - len(results) + 1
    games = [(t("df.game_short", k=number), True) for number in range(first, first + len(results))]
    table = sheet_table([(t("term.rank"), True), (t("term.player"), False), *games, (t("term.total"), True)])
    for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
        points = [str(result["points"][seat]) for result in results]
        total = str(outcome.scores[seat])
        table.add_row(str(outcome.ranks[seat]), screen.who(seat), *points, total, style="bold" if seat == screen.you else "")
    parts: list[RenderableType] = [RichText(""), Rule(t("df.match_sheet"), style="green"), table]
    if first > 1:
        parts.append(RichText(t("term.last_games", count=len(results)), style="dim"))
    parts.append(RichText(verdict(screen, outcome), style="bold green"))
    return Group(*parts)


def verdict(screen: BaseScreen, outcome: Outcome) -> str:
    winners = list(outcome.winners)
    if len(winners) > 1:
        return screen.t("term.share", whos=screen.whos(winners))
    return screen.template("term.wins", winners[0]).format(who=screen.who(winners[0]))
