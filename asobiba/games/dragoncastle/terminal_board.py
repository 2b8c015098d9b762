"""Drawing Dragon Castle's boards for the terminal: the castle floor by floor, the realms, the cards.

Everything is public (docs/dragoncastle.md, "View"), so the castle is drawn whole: one grid
per floor, from the top floor down, each space showing its tile on that floor (``.`` where
the stack is lower, blank where the layout has no space). A stack's top tile is drawn in
its type's colour, a covered one dim, an Available one marked ``*``. Columns are lettered
and rows numbered from 0, so ``b3`` is ``[3, 1]`` of the moves' JSON. A realm cell shows its
stack's height and its top: the tile if face up, ``##`` face down, ``⌂`` a Shrine. Grids
are laid out side by side as far as the terminal's width allows (Rich's ``Columns``).

A tile is drawn as a short code in its type's colour: a Faction tile as its letter (or
kanji) and number (``M3`` / ``商3``), a Special tile as two letters (or a kanji) and its
symbol's number in the spec's order (``Se2``, ``Wi1``, ``Dr3`` / ``季2``, ``風1``, ``龍3``).
Every code is at most three cells wide, so grids line up in both languages. The cards'
texts are short forms of rules/dragoncastle.md §1.4 and §1.5; the words are the game's
catalogue (labels/*.json).
"""

from __future__ import annotations

from collections.abc import Mapping
from string import ascii_lowercase
from typing import Any

from rich.cells import cell_len
from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.text import Text as RichText

from asobiba.core.contract import JSON
from asobiba.core.screen import BaseScreen
from asobiba.games.dragoncastle.data import SPIRIT_NAMES, TILE_NUMBER, TILE_SYMBOL, TILE_TYPE, TYPE_NAMES, TYPES

CODE_WIDTH = 3  # cells of the widest tile code (``Se1``, ``季1``)
TYPE_STYLES = ("bold yellow", "bold red", "bold green", "bold cyan", "bold blue", "bold magenta")  # BGA's colours
FIRST_SYMBOL_OF_TYPE = tuple(min(TILE_SYMBOL[tile] for tile in range(len(TILE_TYPE)) if TILE_TYPE[tile] == kind) for kind in range(6))
AVAILABLE_MARK = "*"
COLUMN_LETTERS = ascii_lowercase  # castle columns a, b, c … (no layout is wider than 26)
CASTLE_CELL = CODE_WIDTH + 2  # a space, the code, the Available mark
REALM_CELL = CODE_WIDTH + 3  # the height, a space, the top, a space


def space_name(square: list[int] | tuple[int, int]) -> str:
    """A castle space as typed: column letter, then row (``[3, 1]`` → ``b3``)."""
    return f"{COLUMN_LETTERS[square[1]]}{square[0]}"


def cell_name(square: list[int] | tuple[int, int]) -> str:
    """A realm cell as typed: row, then column (``[2, 1]`` → ``2 1``)."""
    return f"{square[0]} {square[1]}"


def right(text: str, width: int) -> str:
    """``text`` padded on the left to ``width`` terminal cells (a kanji takes two)."""
    return " " * max(0, width - cell_len(text)) + text


def tile_code(tile: int, words: Mapping[str, str]) -> str:
    """``M3`` / ``商3`` for a Faction tile, ``Se2`` / ``季2`` for a Special one."""
    kind = TILE_TYPE[tile]
    number = TILE_NUMBER[tile] or TILE_SYMBOL[tile] - FIRST_SYMBOL_OF_TYPE[kind] + 1
    return words[f"term.code.{TYPES[kind]}"] + str(number)


def tile_style(tile: int) -> str:
    return TYPE_STYLES[TILE_TYPE[tile]]


def dragon_short(card: str, words: Mapping[str, str]) -> str:
    """A Dragon card's name for a column heading: ``Harmony``, ``調和``."""
    return words[f"dragon.{card}"].removeprefix("Dragon of ").removesuffix("の龍")


class Board:
    """The boards of one view, in the words and seat names of ``screen``."""

    def __init__(self, screen: BaseScreen) -> None:
        self.screen = screen
        self.you = screen.you
        self.t = screen.t
        self.who = screen.who

    def code(self, tile: int) -> str:
        return tile_code(tile, self.screen.words)

    def tile(self, tile: int) -> RichText:
        return RichText(self.code(tile), style=tile_style(tile))

    def type_name(self, kind: str) -> str:
        return TYPE_NAMES[TYPES.index(kind)].get(self.screen.lang)

    def spirit_name(self, card: str) -> str:
        return SPIRIT_NAMES[card].get(self.screen.lang)

    # -- the castle --------------------------------------------------------------------------

    def castle(self, view: JSON) -> RenderableType:
        board = view["castle"]
        tiles = sum(len(stack) for row in board["grid"] for stack in row if stack)
        if not tiles:
            return RichText(self.t("term.castle_empty"), style="cyan")
        available = {tuple(square) for square in board["available"]}
        floors = [self.floor(board, floor, available) for floor in range(board["top_floor"], 0, -1)]
        heading = RichText(self.t("term.castle", floor=board["top_floor"], tiles=tiles), style="cyan")
        return Group(heading, Columns(floors, padding=(0, 3)))

    def floor(self, board: dict[str, Any], floor: int, available: set[tuple[int, ...]]) -> RenderableType:
        """One floor of the castle: every space's tile at that height."""
        axis = "   " + "".join(right(COLUMN_LETTERS[col], 3).ljust(CASTLE_CELL) for col in range(board["cols"]))
        lines = [RichText(self.t("term.floor", floor=floor), style="bold"), RichText(axis, style="dim")]
        for row, spaces in enumerate(board["grid"]):
            line = RichText(f"{row:>2} ", style="dim")
            for col, stack in enumerate(spaces):
                if stack is None:
                    line.append(" " * CASTLE_CELL)
                elif len(stack) < floor:
                    line.append(right(".", 3).ljust(CASTLE_CELL), style="dim")
                else:
                    tile = stack[floor - 1]
                    top = len(stack) == floor
                    line.append(right(self.code(tile), CODE_WIDTH + 1), style=tile_style(tile) if top else "dim")
                    line.append(AVAILABLE_MARK if top and (row, col) in available else " ", style="bold")
            lines.append(line)
        return Group(*lines)

    # -- realms ------------------------------------------------------------------------------

    def realms(self, view: JSON) -> RenderableType:
        """Every realm, yours first."""
        seats = [self.you, *(seat for seat in range(view["players"]) if seat != self.you)]
        return Columns([self.realm(view, seat) for seat in seats], padding=(0, 4))

    def realm(self, view: JSON, seat: int) -> RenderableType:
        size = view["realm_size"]
        title = RichText(self.who(seat), style="bold" if seat == self.you else "")
        if view["current"] == seat:
            title.append(" ◀", style="bold cyan")
        stats = self.t("term.realm_stats", score=view["scores"][seat], vp=view["vp"][seat], pool=view["pools"][seat])
        more = self.t("term.realm_more", countdown=view["countdown"]["taken"][seat], discards=len(view["discards"][seat]))
        axis = "  " + "".join(right(str(col), 4).ljust(REALM_CELL) for col in range(size))
        lines = [title, RichText(stats, style="green"), RichText(more, style="dim"), RichText(axis, style="dim")]
        for row, cells in enumerate(view["realms"][seat]):
            line = RichText(f"{row} ", style="dim")
            for cell in cells:
                line.append_text(self.realm_cell(cell)).append(" ")
            lines.append(line)
        return Group(*lines)

    def realm_cell(self, cell: dict[str, Any]) -> RichText:
        """Height, then the top: ``2  M1``, ``1  ##``, ``3   ⌂``, ``    .``."""
        tiles = cell["tiles"]
        if not tiles:
            return RichText(right(".", 4).ljust(REALM_CELL - 1), style="dim")
        out = RichText((str(len(tiles)) if len(tiles) < 10 else "+") + " ", style="dim")  # the height fits one cell
        if cell["face_up"]:
            return out.append(right(self.code(tiles[-1]), CODE_WIDTH), style=tile_style(tiles[-1]))
        if cell["shrine"]:
            return out.append(right(self.t("term.mark.shrine"), CODE_WIDTH), style="bold bright_white")
        return out.append(right(self.t("term.mark.face_down"), CODE_WIDTH), style="dim")

    # -- the rest of the table ---------------------------------------------------------------

    def cards(self, view: JSON) -> RenderableType:
        """The Spirit and Dragon cards in play, each with its text."""
        if not view["spirits"] and not view["dragons"]:
            return RichText(self.t("term.no_cards"), style="dim")
        lines: list[RenderableType] = []
        if view["spirits"]:
            lines.append(RichText(self.t("term.spirits"), style="bold"))
            for card in view["spirits"]:
                used = self.t("term.spirit_used") if view["spirit_used"] == card else ""
                line = RichText(f"  {self.spirit_name(card)} [{card}]{used}: ", style="bold cyan")
                lines.append(line.append(self.t(f"term.spirit_text.{card}"), style=""))
            lines.append(RichText("  " + self.t("term.spirit_pay"), style="dim"))
        if view["dragons"]:
            lines.append(RichText(self.t("term.dragons"), style="bold"))
            for card in view["dragons"]:
                line = RichText(f"  {self.t(f'dragon.{card}')}: ", style="bold magenta")
                lines.append(line.append(self.t(f"term.dragon_text.{card}"), style=""))
        return Group(*lines)

    def countdown(self, view: JSON) -> RichText:
        countdown = view["countdown"]
        out = RichText(self.t("term.countdown", singles=countdown["singles_left"], stack=countdown["stack"]))
        if view["last_round"]:
            out.append("  " + self.t("term.last_round"), style="bold red")
        if "ingenuity" in view:
            ingenuity = view["ingenuity"]
            out.append("\n" + self.t("term.ingenuity_status", tiles=len(ingenuity["tiles"]), countdown=ingenuity["countdown"]))
        return out

    def turn_state(self, view: JSON) -> list[RenderableType]:
        """What this turn has done so far: the tiles in hand, the sets, and what a Spirit still asks."""
        parts: list[RenderableType] = []
        if view["hand"]:
            line = RichText(self.t("term.hand"), style="bold")
            for tile in view["hand"]:
                line.append_text(self.tile(tile)).append(" ")
            parts.append(line)
        if view["consolidated"]:
            line = RichText(self.t("term.sets"), style="bold")
            for entry in view["consolidated"]:
                kind = self.t("term.beauty_set") if entry["type"] == "beauty" else self.type_name(entry["type"])
                built = entry["built"] + entry["faith"]
                line.append(self.t("term.set", n=len(entry["tiles"]), kind=kind, vp=entry["vp"], built=built, limit=entry["limit"]) + "  ")
            parts.append(line)
        notes = [
            (view["forced_pair"], self.t("term.forced_pair")),
            (view["elegance_due"], self.t("term.elegance_due")),
            (view["step"] == "shift", self.t("term.shifts_left", n=view["shifts_left"])),
        ]
        parts.extend(RichText(note, style="yellow") for shown, note in notes if shown)
        return parts
