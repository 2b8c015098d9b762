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
from asobiba.core.text import Text
from asobiba.games.kingdomino.data import TERRAIN_NAMES, TERRAINS
from asobiba.games.kingdomino.moves import DIRS, DX, DY, Move, parse_move

PLACE_MENU = 12  # placements are numbered on screen when there are at most this many

L = {
    "you": Text("You", "あなた"),
    "title": Text("Kingdomino · {players} players · {size}×{size} kingdoms", "キングドミノ · {players}人 · {size}×{size} の王国"),
    "game": Text("Game {game}/{games}", "ゲーム {game}/{games}"),
    "pile": Text("{n} dominoes face down", "山札 {n} 枚"),
    "first_order": Text("First picks, in order: {seats}", "最初の列を選ぶ順: {seats}"),
    "legend_crowns": Text("digits: crowns · C castle", "数字: 王冠の数 · 城: お城"),
    "points": Text("{n} pts", "{n} 点"),
    "middle": Text("+{n} Middle Kingdom", "+{n} 中央の王国"),
    "harmony": Text("+{n} Harmony", "+{n} 調和"),
    "discarded": Text("discarded: {numbers}", "捨てた: {numbers}"),
    "line": Text("Line to place: ", "配置する列: "),
    "next_line": Text("Next line:     ", "次の列:       "),
    "free": Text("free", "空き"),
    "done": Text("done", "済"),
    "pending": Text("Your domino to place: ", "配置するドミノ: "),
    "pending_note": Text(
        "  first square on (x, y), second towards dir: E → x+1, S ↓ y+1, W ← x−1, N ↑ y−1",
        "  1マス目を (x, y) に、2マス目を dir の方向へ: E → x+1、S ↓ y+1、W ← x−1、N ↑ y−1",
    ),
    "places_count": Text("{n} placements: type x y dir, e.g. {example}", "置き方は {n} 通り: x y dir で入力（例: {example}）"),
    "place_choice": Text(
        "{x} {y} {dir}: {first} on ({x}, {y}), {second} on ({x2}, {y2})",
        "{x} {y} {dir}: {first} を ({x}, {y})、{second} を ({x2}, {y2}) に",
    ),
    "discard_choice": Text("discard: domino {n} fits nowhere in your kingdom", "捨てる: ドミノ {n} は王国のどこにも置けません"),
    "ask_pick": Text("Pick a domino for your king: number or #domino", "王を置くドミノを選んでください: 番号か #ドミノ番号"),
    "ask_first": Text("Pick a domino of the first line: number or #domino", "最初の列のドミノを選んでください: 番号か #ドミノ番号"),
    "ask_place": Text("Place domino {n}: x y dir (E S W N), or a number (help)", "ドミノ {n} の配置: x y dir（E S W N）か番号（help）"),
    "ask_discard": Text("Domino {n} fits nowhere: 1 or discard", "ドミノ {n} は置けません: 1 か discard"),
    "unreadable": Text(
        "cannot read {text!r}: type x y dir (e.g. 1 0 E), a choice number, #N to pick domino N, or discard",
        "{text!r} を読めません: x y dir（例: 1 0 E）、選択肢の番号、ドミノ N を選ぶ #N、または discard と入力してください",
    ),
    # one-line log of events
    "ev_line": Text("New line: ", "新しい列: "),
    "ev_pick": Text("{who} picks ", "{who}: 選択 "),
    "ev_place": Text("{who} places ", "{who}: 配置 "),
    "ev_place_at": Text(" at {x} {y} {dir} → {score} pts", " を {x} {y} {dir} に → {score} 点"),
    "ev_discard": Text("{who} discards ", "{who}: 捨てる "),
    "ev_discard_why": Text(": it fits nowhere.", "（置ける場所がありません）"),
    # score sheet and ranking
    "sheet": Text("Game {game} · scores", "ゲーム {game} · 得点"),
    "player": Text("Player", "プレイヤー"),
    "properties": Text("Properties", "領地"),
    "middle_col": Text("Middle", "中央"),
    "harmony_col": Text("Harmony", "調和"),
    "total": Text("Total", "合計"),
    "largest": Text("Largest", "最大領地"),
    "crowns": Text("Crowns", "王冠"),
    "final": Text("Final ranking", "最終順位"),
    "rank": Text("Rank", "順位"),
    "score": Text("Score", "得点"),
    "you_win": Text("You win!", "あなたの勝ちです！"),
    "wins": Text("{who} wins.", "{who}の勝ちです。"),
    "share": Text("Shared win: {who}.", "同点優勝: {who}。"),
}

# English verbs agree with "You".
YOU_EN = {"ev_pick": "You pick ", "ev_place": "You place ", "ev_discard": "You discard "}

HELP = Text(
    "Kingdomino:\n"
    "  x y dir     place the domino: first square on column x, row y (the numbers on the grid's\n"
    "              axes), second square towards dir: E, S, W, N (or → ↓ ← ↑); e.g. 1 0 E\n"
    "  #23         pick domino 23 (plain numbers are the numbered choices)\n"
    "  discard     only when the domino fits nowhere",
    "キングドミノ:\n"
    "  x y dir     ドミノを置く: 1マス目を列 x・行 y（グリッドの軸の数字）に、2マス目を dir の方向へ:\n"
    "              E（東）, S（南）, W（西）, N（北）（→ ↓ ← ↑ や 東 南 西 北 でも可）。例: 1 0 E\n"
    "  #23         ドミノ23を選ぶ（数字だけなら選択肢の番号）\n"
    "  discard     ドミノを置ける場所がないときだけ（捨てる）",
)

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


class KingdominoScreen:
    """Kingdomino drawn for seat ``you`` in ``lang`` (see asobiba.terminal.app.Screen)."""

    help = HELP

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        self.lang = lang
        self.you = you
        self.names = names
        self.symbols = SYMBOLS["ja" if lang == "ja" else "en"]

    def t(self, key: str, **fields: object) -> str:
        return L[key].get(self.lang).format(**fields)

    def who(self, seat: int) -> str:
        return self.t("you") if seat == self.you else self.names[seat]

    def said(self, key: str, seat: int) -> str:
        if seat == self.you and self.lang == "en" and key in YOU_EN:
            return YOU_EN[key]
        return self.t(key, who=self.who(seat))

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
        out.append(" · " + self.t("points", n=score["total"]), style="bold green")
        if score["middle_kingdom"]:
            out.append(" (" + self.t("middle", n=score["middle_kingdom"]) + ")")
        if score["harmony"]:
            out.append(" (" + self.t("harmony", n=score["harmony"]) + ")")
        if kingdom["discarded"]:
            out.append("\n" + self.t("discarded", numbers=", ".join(map(str, kingdom["discarded"]))), style="dim")
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

    # -- the Screen protocol ---------------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        title = self.t("title", players=view["players"], size=view["size"])
        order = self.t("first_order", seats=", ".join(self.who(seat) for seat in view["first_pick_order"]))
        return Group(Rule(title, style="cyan"), self.legend(), RichText(order))

    def legend(self) -> RichText:
        out = RichText()
        for code, name in enumerate(TERRAINS):
            out.append_text(self.square(name)).append(" " + TERRAIN_NAMES[code].get(self.lang) + "  ")
        return out.append(self.t("legend_crowns"), style="dim")

    def table(self, view: JSON) -> RenderableType:
        heading = self.t("game", game=view["game_number"], games=view["games"]) + " · " + self.t("pile", n=view["draw_pile"])
        parts: list[RenderableType] = [RichText(""), RichText(heading, style="cyan"), self.kingdoms(view)]
        if view["line"]:
            parts.append(self.line_text(view, "line", view["line"]))
        if view["next_line"]:
            parts.append(self.line_text(view, "next_line", view["next_line"]))
        if view["pending"] is not None and view["seat"] in view["to_act"]:
            parts.append(RichText(self.t("pending"), style="bold").append_text(self.chip(view["pending"], view)))
            if view["legal"] and view["legal"][0]["type"] == "place":
                parts.append(RichText(self.t("pending_note"), style="dim"))
        menu = self.menu(view)
        if menu is not None:
            parts.append(menu)
        return Group(*parts)

    def line_text(self, view: JSON, key: str, entries: list[dict[str, Any]]) -> RichText:
        out = RichText(self.t(key))
        for entry in entries:
            out.append_text(self.chip(entry["domino"], view))
            if entry.get("done"):
                out.append(f" {self.t('done')}", style="dim")
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
            return RichText(self.t("places_count", n=len(legal), example=example), style="cyan")
        lines = [RichText.assemble((f"  {index}: ", "cyan"), self.choice(move, view)) for index, move in enumerate(legal, 1)]
        return Group(*lines)

    def choice(self, move: JSON, view: JSON) -> RichText:
        kind = move["type"]
        if kind == "pick":
            return self.chip(move["domino"], view)
        if kind == "discard":
            return RichText(self.t("discard_choice", n=view["pending"]))
        first, second = self.squares_of(view["pending"], view)
        d = DIRS.index(move["dir"])
        return RichText(
            self.t(
                "place_choice",
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
            return self.t("ask_place", n=view["pending"])
        if kind == "discard":
            return self.t("ask_discard", n=view["pending"])
        return self.t("ask_first" if view["phase"] == "first_pick" else "ask_pick")

    def parse(self, text: str, view: JSON) -> Move:
        """``x y dir``, ``#N`` / ``pick N``, or ``discard``; the engine judges whether it is legal now."""
        word = text.strip().lower()
        if word in _DISCARD:
            return parse_move({"type": "discard"})
        if match := _PICK.match(word):
            return parse_move({"type": "pick", "domino": int(match[1])})
        match = _PLACE.match(word)
        if match is None or match[3] not in DIR_WORDS:
            raise InvalidMove(Text(L["unreadable"].en.format(text=text), L["unreadable"].ja.format(text=text)))
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
            out = RichText(self.t("ev_line"), style="cyan")
            for number in data["dominoes"]:
                out.append_text(self.chip(number, view)).append("  ")
            return out.append(self.t("pile", n=data["draw_pile"]), style="dim")
        if kind == "picked":
            return RichText(self.said("ev_pick", data["seat"])).append_text(self.chip(data["domino"], view))
        if kind == "placed":
            out = RichText(self.said("ev_place", data["seat"])).append_text(self.chip(data["domino"], view))
            return out.append(self.t("ev_place_at", x=data["x"], y=data["y"], dir=data["dir"], score=data["score"]))
        if kind == "discarded":
            out = RichText(self.said("ev_discard", data["seat"])).append_text(self.chip(data["domino"], view))
            return out.append(self.t("ev_discard_why"))
        if kind == "game_started":
            order = self.t("first_order", seats=", ".join(self.who(seat) for seat in data["kings"]))
            return Group(Rule(self.t("game", game=data["game"], games=view["games"]), style="cyan"), RichText(order))
        if kind == "game_scored":
            return self.score_sheet(data, view)
        return None  # match_over: the final ranking follows

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "game_scored"

    def score_sheet(self, data: dict[str, Any], view: JSON) -> RenderableType:
        players = len(data["scores"])
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("player"))
        for key in ("properties", "middle_col", "harmony_col", "total", "largest", "crowns"):
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
        return Group(RichText(""), Rule(self.t("sheet", game=data["game"]), style="green"), grids, RichText(""), table)

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
        table = Table(title=self.t("final"), title_style="bold", show_edge=False)
        table.add_column(self.t("rank"), justify="right")
        table.add_column(self.t("player"))
        table.add_column(self.t("score"), justify="right")
        for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
            table.add_row(str(outcome.ranks[seat]), self.who(seat), str(outcome.scores[seat]), style="bold" if seat == self.you else "")
        winners = outcome.winners
        if len(winners) > 1:
            verdict = self.t("share", who=", ".join(self.who(seat) for seat in winners))
        elif winners[0] == self.you:
            verdict = self.t("you_win")
        else:
            verdict = self.t("wins", who=self.who(winners[0]))
        return Group(RichText(""), table, RichText(verdict, style="bold green"))


def screen(lang: str, you: int, names: list[str]) -> KingdominoScreen:
    return KingdominoScreen(lang, you, names)
