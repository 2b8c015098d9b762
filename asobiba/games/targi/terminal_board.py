"""Drawing Targi for the terminal: the 5×5 board as a grid, and each player's supplies and display.

The board is drawn as it lies (docs/targi.md, "The board"): border card 1 right of the
top-left corner, clockwise, the raid corners marked R, the nine central spaces c11–c33.
A border card shows its number and name, and who stands there (``T you`` / ``T opp``)
or the Robber; a central space its card (a Tribe card's symbol, VP and cost; a Goods
card's face; only its kind while face down) and whose tribe marker lies on it. Everything
comes from one seat's view: a hidden hand card is drawn as hidden.

A Tribe card is drawn by its symbol, printed VP and cost (``Well 2VP 1d1s``); a Goods
card by what it gives (``salt+pepper``, ``choice``). Goods are short in costs: ``d s p g``
for dates, salt, pepper, gold (``棗 塩 胡 金`` in Japanese). Border cards keep the names
of board.json, so the terminal and the engine's reasons agree. The words are the game's
catalogue (labels/*.json).
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON
from asobiba.core.screen import LIST_SEPARATOR, BaseScreen
from asobiba.games.targi.cards import BORDER, GOLD, GOODS, GRID, ROW_LENGTH

CELL_WIDTH = 18  # five cells and their rules fit in 106 columns (Rich narrows them on a smaller terminal)
SEAT_STYLES = ("bold green", "bold red")  # the person's pieces, the opponent's
RAID_PAYS = {"goods": "term.goods", GOLD: "good.gold", "vp": "good.vp"}  # the ways to pay a raid


class Board:
    """The drawing of one seat's view, in the words and seat names of ``screen``."""

    def __init__(self, screen: BaseScreen) -> None:
        self.lang = screen.lang
        self.you = screen.you
        self.t = screen.t
        self.who = screen.who

    # -- cards and goods -------------------------------------------------------------------

    def good_name(self, good: str) -> str:
        return self.t(f"good.{good}")

    def border_name(self, number: int) -> str:
        names = BORDER[number].params["name"]
        return names["ja" if self.lang == "ja" else "en"]

    def cost_text(self, cost: dict[str, int]) -> str:
        """``1d2s`` / ``棗1塩2``: the non-zero parts of a cost (or a gain) in the GOODS order, then gold."""
        parts = [self.t("term.cost_part", count=cost[key], good=self.t(f"term.short.{key}")) for key in (*GOODS, GOLD) if cost.get(key, 0)]
        return "".join(parts) or "0"

    def card_text(self, card: dict[str, Any] | None) -> str:
        """A card of a view or an event: ``Well 2VP 1d1s`` for a Tribe card, ``salt+pepper`` for a Goods card."""
        if card is None or card.get("hidden"):
            return self.t("term.hidden_card")
        if card["kind"] == "tribe":
            return f"{self.t('sym.' + card['symbol'])} {self.t('term.card_vp', vp=card['vp'])} {self.cost_text(card['cost'])}"
        return self.goods_face(card)

    def goods_face(self, card: dict[str, Any]) -> str:
        """What a Goods card gives: ``2 salt``, ``salt+pepper``, ``1 gold``, ``1 of your choice``."""
        if card.get("choice"):
            return self.t("term.choice")
        parts = [(key, card[key]) for key in (*GOODS, GOLD, "vp") if card.get(key)]
        if len(parts) == 1:
            key, count = parts[0]
            return self.t("term.amount", count=count, good=self.good_name(key))
        return "+".join(self.good_name(key) for key, _ in parts)

    def gains_text(self, data: dict[str, Any]) -> str:
        """``1 dates, 2 VP`` from an event's gained amounts."""
        parts = [self.t("term.amount", count=data[key], good=self.good_name(key)) for key in (*GOODS, GOLD, "vp") if data.get(key)]
        return LIST_SEPARATOR.get(self.lang, ", ").join(parts)

    def card_label(self, card: int | str, view: JSON) -> str:
        """A card named in a move or event: ``14 (Tribal Expansion)``, ``c12 (Well 2VP 1d1s)``, or ``c12`` once its card is face down."""
        if isinstance(card, int):
            return f"{card} ({self.border_name(card)})"
        found = central_card(view, card)
        return f"{card} ({self.card_text(found)})" if found is not None else card

    # -- the seats -------------------------------------------------------------------------

    def mark(self, seat: int) -> str:
        """Whose piece: ``you`` / ``opp`` (short enough for a cell)."""
        return self.t("term.you_mark" if seat == self.you else "term.other_mark")

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
        heading = self.t("term.board", round=view["round"], first=self.who(view["first"]), robber=view["robber"])
        counts = self.t(
            "term.decks",
            goods=decks["goods"],
            tribe=decks["tribe"],
            goods_discard=len(decks["goods_discard"]),
            tribe_discard=len(decks["tribe_discard"]),
        )
        return Group(RichText(heading, style="bold"), RichText(counts, style="dim"), grid)

    def border_cell(self, entry: dict[str, Any]) -> RichText:
        number = entry["card"]
        corner = entry["action"] == "raid"
        cell = RichText(f"{number}{'R' if corner else ''} {self.border_name(number)}", style="bold" if not corner else "bold yellow")
        if corner:
            cell.append("\n" + self.raid_text(number), style="dim")
        if entry["robber"]:
            cell.append("\n" + self.t("term.robber_mark"), style="bold magenta")
        if entry["targi"] is not None:
            cell.append(f"\nT {self.mark(entry['targi'])}", style=self.style(entry["targi"]))
        return cell

    def raid_text(self, number: int) -> str:
        params = BORDER[number].params
        what = GOLD if params["gold"] else "goods"
        amount = params["gold"] or params["goods"]
        return self.t("term.raid", goods=amount, what=self.t(RAID_PAYS[what]), vp=params["vp"])

    def central_cell(self, entry: dict[str, Any]) -> RichText:
        cell = RichText(entry["space"], style="bold cyan")
        if entry["marker"] is not None:
            cell.append(f"  M {self.mark(entry['marker'])}", style=self.style(entry["marker"]))
        if entry["kind"] is None:
            return cell.append("\n" + self.t("term.empty"), style="dim")
        if not entry["face_up"]:
            kind = self.t("term.goods_card" if entry["kind"] == "goods" else "term.tribe_card")
            return cell.append(f"\n{kind} {self.t('term.face_down')}", style="dim")
        return cell.append("\n" + self.card_text(entry["card"]), style="yellow" if entry["kind"] == "tribe" else "")

    # -- the players -------------------------------------------------------------------------

    def players(self, view: JSON) -> RenderableType:
        """Goods, gold, VP tokens, the running score and the hand of each seat; then their displays."""
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("term.player"), no_wrap=True)
        for header in (*(self.good_name(good) for good in GOODS), self.t("good.gold"), self.t("good.vp"), self.t("term.score")):
            table.add_column(header, justify="right")
        table.add_column(self.t("term.hand"))
        for seat in (0, 1):
            goods = view["goods"][seat]
            figures = [str(goods[good]) for good in GOODS] + [str(view["gold"][seat]), str(view["vp"][seat]), str(view["scores"][seat])]
            table.add_row(self.who(seat), *figures, self.hand(view["hands"][seat]), style="bold" if seat == self.you else "")
        return Group(table, *(self.display(view, seat) for seat in (0, 1)))

    def hand(self, hand: dict[str, Any] | None) -> str:
        if hand is None:
            return "-"
        return self.card_text(hand["card"]) if hand["card"] is not None else self.t("term.hand_hidden")

    def display(self, view: JSON, seat: int) -> RenderableType:
        """A seat's three display rows, each card as its symbol and VP, with how full the row is."""
        lines = [RichText(self.who(seat), style=self.style(seat))]
        for index, row in enumerate(view["displays"][seat]):
            cards = ", ".join(self.card_text(card).rsplit(" ", 1)[0] for card in row) or "-"
            lines.append(RichText(f"  {self.t('term.row', row=index)} ({len(row)}/{ROW_LENGTH}): {cards}"))
        return Group(*lines)

    # -- the decision ------------------------------------------------------------------------

    def status(self, view: JSON) -> list[RenderableType]:
        """What the decision is about: the raid, the action being carried out, what is still pending."""
        lines: list[RenderableType] = []
        raid = view["raid"]
        if raid is not None:
            what = self.t(RAID_PAYS[GOLD if raid["gold"] else "goods"])
            lines.append(
                RichText(
                    self.t("term.raid_now", card=raid["card"], goods=raid["gold"] or raid["goods"], what=what, vp=raid["vp"]),
                    style="bold yellow",
                )
            )
        resolving = view["resolving"]
        if resolving is not None:
            line = self.t("term.resolving", card=self.card_label(resolving["card"], view))
            if resolving["drawn"] is not None:
                line += self.t("term.drawn", card=self.card_text(resolving["drawn"]))
            lines.append(RichText(line, style="bold"))
        if view["owed"]:
            lines.append(RichText(self.t("term.owed", owed=view["owed"]), style="bold yellow"))
        pending = view["pending"][self.you]
        if pending and view["phase"] == "actions":
            lines.append(RichText(self.t("term.pending", cards=", ".join(self.card_label(card, view) for card in pending))))
        return lines


def central_card(view: JSON, space: str) -> dict[str, Any] | None:
    """The face-up card on a central space, None when face down or empty."""
    return next(entry["card"] for entry in view["centre"] if entry["space"] == space)
