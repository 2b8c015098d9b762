"""Kingdomino in the terminal: kingdoms as coloured grids, the lines, the kings and the scores.

Everything drawn comes from one seat's ``view`` and the public events, so nothing
hidden (the draw pile) can show. A square is three characters on its terrain's
colour: the terrain's letter (English) or first kanji (Japanese), then its crowns as
a digit. Your kingdom is drawn over every square you may still fill, with the
coordinates of the move format on its axes (x to the east, y to the south, the
castle at 0 0); the other kingdoms over their bounding box.

Placements are typed as ``x y dir``: the pending domino's first square goes on
(x, y) and its second square towards dir (E S W N, arrows or 東 南 西 北), e.g.
``1 0 E``. A short list of placements is also numbered. Picks are numbered, or typed
``#23``. ``discard`` when the domino fits nowhere.
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.errors import InvalidMove
from asobiba.core.parts import TerminalHooks
from asobiba.core.screen import BaseScreen
from asobiba.games.kingdomino.data import TERRAIN_NAMES, TERRAINS
from asobiba.games.kingdomino.moves import DIRS, DX, DY, Move, parse_move

PLACE_MENU = 12  # placements are numbered on screen when there are at most this many

STYLES = {
    "wheat": "black on yellow",
    "forest": "bright_white on dark_green",
    "lake": "bright_white on blue",
    "grassland": "black on light_green",
    "swamp": "bright_white on orange4",
    "mine": "bright_white on grey15",
    "castle": "bold black on bright_white",
}
SYMBOLS = {
    "en": {**{name: name[0].upper() for name in TERRAINS}, "castle": "C"},
    "ja": {**{name: TERRAIN_NAMES[code].ja[0] for code, name in enumerate(TERRAINS)}, "castle": "城"},
}
DIR_WORDS = {
    **{name.lower(): name for name in DIRS},
    **dict.fromkeys(("east", "→", "東", "右"), "E"),
    **dict.fromkeys(("south", "↓", "南", "下"), "S"),
    **dict.fromkeys(("west", "←", "西", "左"), "W"),
    **dict.fromkeys(("north", "↑", "北", "上"), "N"),
}
_PLACE = re.compile(r"^\(?\s*(-?\d+)\s*[,\s]\s*(-?\d+)\s*\)?\s*,?\s*(\S+)$")
_PICK = re.compile(r"^(?:#|pick\s*#?|p\s*)(\d+)$")
_DISCARD = frozenset({"discard", "捨てる", "すてる"})


class KingdominoScreen(BaseScreen):
    """Kingdomino drawn for seat ``you`` in ``lang`` (see asobiba.core.screen.BaseScreen)."""

    game_id = "kingdomino"

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        super().__init__(lang, you, names)
        self.symbols = SYMBOLS["ja" if lang == "ja" else "en"]

    def said(self, key: str, seat: int) -> str:
        """The start of a log line about ``seat``, plain (the domino follows it)."""
        return self.template(key, seat).format(who=self.who(seat))

    # -- squares and dominoes --------------------------------------------------------------

    def square(self, terrain: str, crowns: int = 0) -> RichText:
        """Three characters on the terrain's colour: `` W2`` (English) or ``農2`` (Japanese, a wide kanji)."""
        symbol = self.symbols[terrain]
        mark = str(crowns) if crowns else " "
        return RichText((symbol if self.lang == "ja" else " " + symbol) + mark, style=STYLES[terrain])

    def squares_of(self, number: int, view: JSON) -> list[dict[str, Any]]:
        return view["dominoes"][number - 1]["squares"]

    def chip(self, number: int, view: JSON) -> RichText:
        """``23`` and its two squares."""
        out = RichText(f"{number:>2}", style="bold").append("[", style="dim")
        for square in self.squares_of(number, view):
            out.append_text(self.square(square["terrain"], square["crowns"]))
        return out.append("]", style="dim")

    def square_name(self, square: dict[str, Any]) -> str:
        name = TERRAIN_NAMES[TERRAINS.index(square["terrain"])].get(self.lang)
        return name + ("★" * square["crowns"])

    # -- kingdoms --------------------------------------------------------------------------

    def kingdom(self, view: JSON, cells: list[dict[str, Any]], full: bool) -> list[RichText]:
        """The grid of one kingdom: over every square still usable (``full``) or its bounding box."""
        reach = view["size"] - 1
        grid = {(cell["x"], cell["y"]): cell for cell in cells}
        min_x, max_x = min(x for x, _ in grid), max(x for x, _ in grid)
        min_y, max_y = min(y for _, y in grid), max(y for _, y in grid)
        if full:
            xs = range(max(max_x - reach, -reach), min(min_x + reach, reach) + 1)
            ys = range(max(max_y - reach, -reach), min(min_y + reach, reach) + 1)
        else:
            xs, ys = range(min_x, max_x + 1), range(min_y, max_y + 1)
        lines = [RichText("    " + "".join(f"{x:^3}" for x in xs), style="dim")]
        for y in ys:
            line = RichText(f"{y:>3} ", style="dim")
            for x in xs:
                cell = grid.get((x, y))
                if cell is None:
                    line.append(" · ", style="dim")
                else:
                    line.append_text(self.square(cell["terrain"], cell["crowns"]))
            lines.append(line)
        return lines

    def kingdom_title(self, view: JSON, seat: int) -> RichText:
        kingdom = view["kingdoms"][seat]
        score = kingdom["score"]
        out = RichText(self.who(seat), style="bold" if seat == self.you else "")
        out.append(" · " + self.t("term.points", n=score["total"]), style="bold green")
        if score["middle_kingdom"]:
            out.append(" (" + self.t("term.middle", n=score["middle_kingdom"]) + ")")
        if score["harmony"]:
            out.append(" (" + self.t("term.harmony", n=score["harmony"]) + ")")
        if kingdom["discarded"]:
            out.append("\n" + self.t("term.discarded", numbers=", ".join(map(str, kingdom["discarded"]))), style="dim")
        return out

    def kingdoms(self, view: JSON) -> Table:
        """Every kingdom side by side, yours first and drawn over all the squares you may still fill."""
        table = Table.grid(padding=(0, 3))
        seats = [self.you, *(seat for seat in range(view["players"]) if seat != self.you)]
        columns = []
        for seat in seats:
            table.add_column()
            lines = self.kingdom(view, view["kingdoms"][seat]["cells"], full=seat == self.you)
            columns.append(Group(self.kingdom_title(view, seat), *lines))
        table.add_row(*columns)
        return table

    # -- the parts BaseScreen asks for -----------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        title = self.t("term.title", players=view["players"], size=view["size"])
        order = self.t("term.first_order", seats=", ".join(self.who(seat) for seat in view["first_pick_order"]))
        return Group(Rule(title, style="cyan"), self.legend(), RichText(order))

    def legend(self) -> RichText:
        out = RichText()
        for code, name in enumerate(TERRAINS):
            out.append_text(self.square(name)).append(" " + TERRAIN_NAMES[code].get(self.lang) + "  ")
        return out.append(self.t("term.legend_crowns"), style="dim")

    def table(self, view: JSON) -> RenderableType:
        heading = self.t("term.game", game=view["game_number"], games=view["games"]) + " · " + self.t("term.pile", n=view["draw_pile"])
        parts: list[RenderableType] = [RichText(""), RichText(heading, style="cyan"), self.kingdoms(view)]
        if view["line"]:
            parts.append(self.line_text(view, "term.line", view["line"]))
        if view["next_line"]:
            parts.append(self.line_text(view, "term.next_line", view["next_line"]))
        if view["pending"] is not None and view["seat"] in view["to_act"]:
            parts.append(RichText(self.t("term.pending"), style="bold").append_text(self.chip(view["pending"], view)))
            if view["legal"] and view["legal"][0]["type"] == "place":
                parts.append(RichText(self.t("term.pending_note"), style="dim"))
        menu = self.menu(view)
        if menu is not None:
            parts.append(menu)
        return Group(*parts)

    def line_text(self, view: JSON, key: str, entries: list[dict[str, Any]]) -> RichText:
        out = RichText(self.t(key))
        for entry in entries:
            out.append_text(self.chip(entry["domino"], view))
            if entry.get("done"):
                out.append(f" {self.t('term.done')}", style="dim")
            elif entry["king"] is None:
                out.append(f" {self.t('free')}", style="dim")
            else:
                out.append(f" ♚{self.who(entry['king'])}", style="bold" if entry["king"] == self.you else "")
            out.append("   ")
        return out

    def menu(self, view: JSON) -> RenderableType | None:
        legal = view["legal"]
        if not legal:
            return None
        kind = legal[0]["type"]
        if kind == "place" and len(legal) > PLACE_MENU:
            example = f"{legal[0]['x']} {legal[0]['y']} {legal[0]['dir']}"
            return RichText(self.t("term.places_count", n=len(legal), example=example), style="cyan")
        lines = [RichText.assemble((f"  {index}: ", "cyan"), self.choice(move, view)) for index, move in enumerate(legal, 1)]
        return Group(*lines)

    def choice(self, move: JSON, view: JSON) -> RichText:
        kind = move["type"]
        if kind == "pick":
            return self.chip(move["domino"], view)
        if kind == "discard":
            return RichText(self.t("term.discard_choice", n=view["pending"]))
        first, second = self.squares_of(view["pending"], view)
        d = DIRS.index(move["dir"])
        return RichText(
            self.t(
                "term.place_choice",
                x=move["x"],
                y=move["y"],
                dir=move["dir"],
                x2=move["x"] + DX[d],
                y2=move["y"] + DY[d],
                first=self.square_name(first),
                second=self.square_name(second),
            )
        )

    def prompt(self, view: JSON) -> str:
        legal = view["legal"]
        kind = legal[0]["type"] if legal else "pick"
        if kind == "place":
            return self.t("term.ask_place", n=view["pending"])
        if kind == "discard":
            return self.t("term.ask_discard", n=view["pending"])
        return self.t("term.ask_first" if view["phase"] == "first_pick" else "term.ask_pick")

    def parse(self, text: str, view: JSON) -> Move:
        """``x y dir``, ``#N`` / ``pick N``, or ``discard``; the engine judges whether it is legal now."""
        word = text.strip().lower()
        if word in _DISCARD:
            return parse_move({"type": "discard"})
        if match := _PICK.match(word):
            return parse_move({"type": "pick", "domino": int(match[1])})
        match = _PLACE.match(word)
        if match is None or match[3] not in DIR_WORDS:
            raise InvalidMove(self.reason("term.unreadable", text=text))
        x, y, d = int(match[1]), int(match[2]), DIR_WORDS[match[3]]
        pending = view["pending"]
        if pending is not None and d in ("W", "N"):
            first, second = self.squares_of(pending, view)
            if first == second:  # a symmetric domino: the engine lists only its E and S form (docs/kingdomino.md)
                x, y, d = (x - 1, y, "E") if d == "W" else (x, y - 1, "S")
        return parse_move({"type": "place", "x": x, "y": y, "dir": d})

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data = event.data
        kind = event.kind
        if kind == "line_revealed":
            out = RichText(self.t("term.ev_line"), style="cyan")
            for number in data["dominoes"]:
                out.append_text(self.chip(number, view)).append("  ")
            return out.append(self.t("term.pile", n=data["draw_pile"]), style="dim")
        if kind == "picked":
            return RichText(self.said("term.ev_pick", data["seat"])).append_text(self.chip(data["domino"], view))
        if kind == "placed":
            out = RichText(self.said("term.ev_place", data["seat"])).append_text(self.chip(data["domino"], view))
            return out.append(self.t("term.ev_place_at", x=data["x"], y=data["y"], dir=data["dir"], score=data["score"]))
        if kind == "discarded":
            out = RichText(self.said("term.ev_discard", data["seat"])).append_text(self.chip(data["domino"], view))
            return out.append(self.t("term.ev_discard_why"))
        if kind == "game_started":
            order = self.t("term.first_order", seats=", ".join(self.who(seat) for seat in data["kings"]))
            return Group(Rule(self.t("term.game", game=data["game"], games=view["games"]), style="cyan"), RichText(order))
        if kind == "game_scored":
            return self.score_sheet(data, view)
        return None  # match_over: the final ranking follows

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "game_scored"

    def score_sheet(self, data: dict[str, Any], view: JSON) -> RenderableType:
        players = len(data["scores"])
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("term.player"))
        for key in ("properties", "term.middle_col", "harmony", "term.total", "term.largest", "crowns"):
            table.add_column(self.t(key), justify="right")
        for seat in range(players):
            part = data["parts"][seat]
            row = [part[key] for key in ("properties", "middle_kingdom", "harmony", "total", "largest_property", "crowns")]
            table.add_row(self.who(seat), *map(str, row), style="bold" if seat == self.you else "")
        grids = Table.grid(padding=(0, 3))
        columns = []
        for seat in range(players):
            grids.add_column()
            cells = self.final_cells(data, seat, view)
            columns.append(Group(RichText(self.who(seat), style="bold"), *self.kingdom(view, cells, full=False)))
        grids.add_row(*columns)
        return Group(RichText(""), Rule(self.t("term.sheet", game=data["game"]), style="green"), grids, RichText(""), table)

    def final_cells(self, data: dict[str, Any], seat: int, view: JSON) -> list[dict[str, Any]]:
        """A scored kingdom's squares, rebuilt from its placements (a Dynasty view has moved on)."""
        cells: list[dict[str, Any]] = [{"x": 0, "y": 0, "terrain": "castle", "crowns": 0}]
        for placed in data["placed"][seat]:
            first, second = self.squares_of(placed["domino"], view)
            d = DIRS.index(placed["dir"])
            cells.append({"x": placed["x"], "y": placed["y"], **first})
            cells.append({"x": placed["x"] + DX[d], "y": placed["y"] + DY[d], **second})
        return cells

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        table = Table(title=self.t("match_ranking"), title_style="bold", show_edge=False)
        table.add_column(self.t("term.rank"), justify="right")
        table.add_column(self.t("term.player"))
        table.add_column(self.t("term.score"), justify="right")
        for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
            table.add_row(str(outcome.ranks[seat]), self.who(seat), str(outcome.scores[seat]), style="bold" if seat == self.you else "")
        winners = outcome.winners
        if len(winners) > 1:
            verdict = self.t("term.share", who=", ".join(self.who(seat) for seat in winners))
        elif winners[0] == self.you:
            verdict = self.t("term.you_win")
        else:
            verdict = self.t("term.wins", who=self.who(winners[0]))
        return Group(RichText(""), table, RichText(verdict, style="bold green"))


TERMINAL = TerminalHooks(screen=KingdominoScreen)
