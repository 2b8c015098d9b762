"""The Daifugō score sheets in the terminal: each game's result and the match's sheet.

Seats are named as the screen names them (``shown[seat]``: "You", "Bot 2 (random)").
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Outcome
from asobiba.games.daifugo.deal import CLASS_NAMES
from asobiba.games.daifugo.terminal_labels import YOU_EN, L, ordinal

SCORE_COLUMNS = 10  # games shown one by one on the match sheet: the last ten of a long match


def sheet_table(columns: list[tuple[str, bool]]) -> Table:
    """A borderless table; ``columns`` are (heading, right-aligned)."""
    table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
    for heading, right in columns:
        table.add_column(heading, justify="right" if right else "left")
    return table


def game_result(data: JSON, games: int, shown: list[str], you: int, lang: str) -> RenderableType:
    """The places, classes and points of the game just finished (a ``game_end`` event; DAIFUGO-R9, R11)."""
    t = {key: L[key].get(lang) for key in ("place", "player", "class", "this_game", "total")}
    table = sheet_table([(t["place"], True), (t["player"], False), (t["class"], False), (t["this_game"], True), (t["total"], True)])
    for seat in sorted(range(len(data["places"])), key=lambda seat: data["places"][seat]):
        table.add_row(
            ordinal(data["places"][seat], lang),
            shown[seat],
            CLASS_NAMES[data["classes"][seat]].get(lang),
            f"+{data['points'][seat]}",
            str(data["totals"][seat]),
            style="bold" if seat == you else "",
        )
    title = L["result"].get(lang).format(k=data["game"], n=games)
    return Group(RichText(""), Rule(title, style="green"), table, RichText(L["scoring"].get(lang), style="dim"))


def match_sheet(view: JSON, outcome: Outcome, shown: list[str], you: int, lang: str) -> RenderableType:
    """Every seat's points game by game and in total, best first, and who won (DAIFUGO-R11)."""
    results = view["results"][-SCORE_COLUMNS:]
    first = len(view["results"]) - len(results) + 1
    games = [(L["game_col"].get(lang).format(k=number), True) for number in range(first, first + len(results))]
    table = sheet_table([(L["rank"].get(lang), True), (L["player"].get(lang), False), *games, (L["total"].get(lang), True)])
    for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
        points = [str(result["points"][seat]) for result in results]
        table.add_row(str(outcome.ranks[seat]), shown[seat], *points, str(outcome.scores[seat]), style="bold" if seat == you else "")
    parts: list[RenderableType] = [RichText(""), Rule(L["final"].get(lang), style="green"), table]
    if first > 1:
        parts.append(RichText(L["last_games"].get(lang).format(count=len(results)), style="dim"))
    parts.append(RichText(verdict(outcome, shown, you, lang), style="bold green"))
    return Group(*parts)


def verdict(outcome: Outcome, shown: list[str], you: int, lang: str) -> str:
    winners = list(outcome.winners)
    if len(winners) > 1:
        return L["share"].get(lang).format(whos=("、" if lang == "ja" else ", ").join(shown[seat] for seat in winners))
    if winners[0] == you and lang == "en":
        return YOU_EN["wins"]
    return L["wins"].get(lang).format(who=shown[winners[0]])
