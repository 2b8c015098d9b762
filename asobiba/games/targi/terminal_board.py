"""Drawing Targi for the terminal: the 5×5 board as a grid, and each player's supplies and display.

The board is drawn as it lies (docs/targi.md, "The board"): border card 1 right of the
top-left corner, clockwise, the raid corners marked R, the nine central spaces c11–c33.
A border card shows its number and name, and who stands there (``T you`` / ``T opp``)
or the Robber; a central space its card (a Tribe card's symbol, VP and cost; a Goods
card's face; only its kind while face down) and whose tribe marker lies on it. Everything
comes from one seat's view: a hidden hand card is drawn as hidden.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON
from asobiba.games.targi.cards import BORDER, GOLD, GOODS, GRID, ROW_LENGTH
from asobiba.games.targi.terminal_labels import RAID_PAYS, border_name, card_text, good_name, t

CELL_WIDTH = 18  # five cells and their rules fit in 106 columns (Rich narrows them on a smaller terminal)
SEAT_STYLES = ("bold green", "bold red")  # the person's pieces, the opponent's


class Board:
    """The drawing of one seat's view in one language; ``names[seat]`` names each seat."""

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        self.lang = lang
        self.you = you
        self.names = names

    def t(self, key: str, **fields: object) -> str:
        return t(key, self.lang, **fields)

    def who(self, seat: int) -> str:
        return self.names[seat]

    def mark(self, seat: int) -> str:
        """Whose piece: ``you`` / ``opp`` (short enough for a cell)."""
        return self.t("you_mark" if seat == self.you else "other_mark")

    def style(self, seat: int) -> str:
        return SEAT_STYLES[0 if seat == self.you else 1]

    # -- the board ---------------------------------------------------------------------------

    def board(self, view: JSON) -> RenderableType:
        """The 5×5 grid, with the round, the first player and the decks above it."""
        border = {entry["card"]: entry for entry in view["border"]}
        centre = {entry["space"]: entry for entry in view["centre"]}
        grid = Table(show_header=False, show_lines=True, padding=(0, 1))
        for _ in range(5):
            grid.add_column(width=CELL_WIDTH, no_wrap=False)
        for row in GRID:
            grid.add_row(*(self.border_cell(border[cell]) if isinstance(cell, int) else self.central_cell(centre[cell]) for cell in row))
        decks = view["decks"]
        heading = self.t("board", round=view["round"], first=self.who(view["first"]), robber=view["robber"])
        counts = self.t(
            "decks",
            goods=decks["goods"],
            tribe=decks["tribe"],
            goods_discard=len(decks["goods_discard"]),
            tribe_discard=len(decks["tribe_discard"]),
        )
        return Group(RichText(heading, style="bold"), RichText(counts, style="dim"), grid)

    def border_cell(self, entry: dict[str, Any]) -> RichText:
        number = entry["card"]
        corner = entry["action"] == "raid"
        cell = RichText(f"{number}{'R' if corner else ''} {border_name(number, self.lang)}", style="bold" if not corner else "bold yellow")
        if corner:
            cell.append("\n" + self.raid_text(number), style="dim")
        if entry["robber"]:
            cell.append("\n" + self.t("robber_mark"), style="bold magenta")
        if entry["targi"] is not None:
            cell.append(f"\nT {self.mark(entry['targi'])}", style=self.style(entry["targi"]))
        return cell

    def raid_text(self, number: int) -> str:
        params = BORDER[number].params
        what = GOLD if params["gold"] else "goods"
        amount = params["gold"] or params["goods"]
        return self.t("raid", goods=amount, what=RAID_PAYS[what].get(self.lang), vp=params["vp"])

    def central_cell(self, entry: dict[str, Any]) -> RichText:
        cell = RichText(entry["space"], style="bold cyan")
        if entry["marker"] is not None:
            cell.append(f"  M {self.mark(entry['marker'])}", style=self.style(entry["marker"]))
        if entry["kind"] is None:
            return cell.append("\n" + self.t("empty"), style="dim")
        if not entry["face_up"]:
            kind = self.t("goods_card" if entry["kind"] == "goods" else "tribe_card")
            return cell.append(f"\n{kind} {self.t('face_down')}", style="dim")
        return cell.append("\n" + card_text(entry["card"], self.lang), style="yellow" if entry["kind"] == "tribe" else "")

    # -- the players -------------------------------------------------------------------------

    def players(self, view: JSON) -> RenderableType:
        """Goods, gold, VP tokens, the running score and the hand of each seat; then their displays."""
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("player"), no_wrap=True)
        for header in (*(good_name(good, self.lang) for good in GOODS), self.t("gold"), self.t("tokens"), self.t("score")):
            table.add_column(header, justify="right")
        table.add_column(self.t("hand"))
        for seat in (0, 1):
            goods = view["goods"][seat]
            figures = [str(goods[good]) for good in GOODS] + [str(view["gold"][seat]), str(view["vp"][seat]), str(view["scores"][seat])]
            table.add_row(self.who(seat), *figures, self.hand(view["hands"][seat]), style="bold" if seat == self.you else "")
        return Group(table, *(self.display(view, seat) for seat in (0, 1)))

    def hand(self, hand: dict[str, Any] | None) -> str:
        if hand is None:
            return "-"
        return card_text(hand["card"], self.lang) if hand["card"] is not None else self.t("hand_hidden")

    def display(self, view: JSON, seat: int) -> RenderableType:
        """A seat's three display rows, each card as its symbol and VP, with how full the row is."""
        lines = [RichText(self.who(seat), style=self.style(seat))]
        for index, row in enumerate(view["displays"][seat]):
            cards = ", ".join(card_text(card, self.lang).rsplit(" ", 1)[0] for card in row) or "-"
            lines.append(RichText(f"  {self.t('row', row=index)} ({len(row)}/{ROW_LENGTH}): {cards}"))
        return Group(*lines)

    # -- the decision ------------------------------------------------------------------------

    def status(self, view: JSON) -> list[RenderableType]:
        """What the decision is about: the raid, the action being carried out, what is still pending."""
        lines: list[RenderableType] = []
        raid = view["raid"]
        if raid is not None:
            what = RAID_PAYS[GOLD if raid["gold"] else "goods"].get(self.lang)
            lines.append(
                RichText(
                    self.t("raid_now", card=raid["card"], goods=raid["gold"] or raid["goods"], what=what, vp=raid["vp"]),
                    style="bold yellow",
                )
            )
        resolving = view["resolving"]
        if resolving is not None:
            line = self.t("resolving", card=card_label(resolving["card"], view, self.lang))
            if resolving["drawn"] is not None:
                line += self.t("drawn", card=card_text(resolving["drawn"], self.lang))
            lines.append(RichText(line, style="bold"))
        if view["owed"]:
            lines.append(RichText(self.t("owed", owed=view["owed"]), style="bold yellow"))
        pending = view["pending"][self.you]
        if pending and view["phase"] == "actions":
            lines.append(RichText(self.t("pending", cards=", ".join(card_label(card, view, self.lang) for card in pending))))
        return lines


def card_label(card: int | str, view: JSON, lang: str) -> str:
    """A card named in a move or event: ``14 (Tribal Expansion)``, ``c12 (Well 2VP 1d1s)``, or ``c12`` once its card is face down."""
    if isinstance(card, int):
        return f"{card} ({border_name(card, lang)})"
    found = central_card(view, card)
    return f"{card} ({card_text(found, lang)})" if found is not None else card


def central_card(view: JSON, space: str) -> dict[str, Any] | None:
    """The face-up card on a central space, None when face down or empty."""
    return next(entry["card"] for entry in view["centre"] if entry["space"] == space)
