"""Targi in the terminal: the 5×5 board, both players' goods, gold, VP, hands and displays.

Everything drawn comes from one seat's ``view`` and the events it may see (docs/targi.md).
Each decision lists the legal moves numbered in the engine's order, each as it is typed
and what it does (``place 5  Merchant · markers on c12``, ``buy 1  pay 1d2s, into row 1``);
moves may be typed instead, in English or Japanese (terminal_read.py). The table is drawn
before each of the person's decisions; the final breakdown ends the game. Drawing:
terminal_board.py; words: labels/*.json.
"""

from __future__ import annotations

from typing import Any

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.parts import TerminalHooks
from asobiba.core.screen import BaseScreen
from asobiba.games.targi.actions import MERCHANT, conversion_vp
from asobiba.games.targi.cards import COLUMN_OF, ROW_OF
from asobiba.games.targi.moves import Convert, Move
from asobiba.games.targi.terminal_board import RAID_PAYS, Board, central_card
from asobiba.games.targi.terminal_read import read_move

STEP_PROMPTS = {"noble", "tribe", "good", "merchant", "silversmith", "fata_morgana", "method"}
QUIET_EVENTS = frozenset({"done", "game_over"})  # the next line or the final sheet says it


class TargiScreen(BaseScreen):
    """Targi drawn for seat ``you`` in ``lang``."""

    game_id = "targi"

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        super().__init__(lang, you, names)
        self.board = Board(self)

    def who(self, seat: int) -> str:
        """A seat by its name, the person's too: the English lines about the person say "You" themselves."""
        return self.names[seat]

    def said(self, key: str, seat: int, **fields: object) -> str:
        """A line about ``seat``, its verb agreeing with "You" in English."""
        return self.template(key, seat).format(who=self.who(seat), **fields)

    def good(self, good: str) -> str:
        return self.board.good_name(good)

    # -- the Screen protocol -----------------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        title = self.said("term.title", view["first"], robber=view["robber"])
        return Group(Rule(title, style="cyan"), RichText(self.t("term.legend"), style="dim"))

    def table(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [RichText(""), self.board.board(view), self.board.players(view), *self.board.status(view)]
        if view["legal"]:
            parts.append(self.menu(view))
        return Group(*parts)

    def menu(self, view: JSON) -> RenderableType:
        """The legal moves, numbered in the engine's order: each as it is typed, then what it does."""
        items = [
            RichText.assemble((f"{index:>2}: ", "cyan"), move_text(move), ("  " + self.about(move, view), "dim"))
            for index, move in enumerate(view["legal"], 1)
        ]
        return Group(RichText(self.t("term.moves"), style="bold"), Columns(items, padding=(0, 3)))

    def about(self, move: JSON, view: JSON) -> str:
        """What a listed move places on, carries out, pays or gets."""
        kind = move["type"]
        if kind == "place":
            spaces = marker_spaces(view, self.you, move["card"])
            name = self.board.border_name(move["card"])
            return self.t("term.d_markers", name=name, spaces=", ".join(spaces)) if spaces else self.t("term.d_place", name=name)
        if kind in ("resolve", "skip"):
            card = move["card"]
            if isinstance(card, int):
                return self.board.border_name(card)
            found = central_card(view, card)
            return self.board.card_text(found) if found is not None else ""
        if kind == "buy":
            card = tribe_card(view, self.you)
            row = view["displays"][self.you][move["row"]]
            return self.t("term.d_buy", cost=self.board.cost_text(card["cost"]) if card else "?", row=move["row"], count=len(row))
        if kind in ("keep", "discard"):
            return self.t(f"term.d_{kind}")
        if kind == "trade":
            count = MERCHANT.params["gold_for" if move["get"] == "gold" else "swap_for"]
            return self.t("term.d_trade", count=count, give=self.good(move["give"]), get=self.good(move["get"]))
        if kind == "convert":
            return self.t("term.d_convert", count=move["count"], give=self.good(move["give"]), vp=silver_vp(move))
        if kind == "move_marker":
            found = central_card(view, move["to"])
            return self.board.card_text(found) if found is not None else ""
        return ""  # take, return, raid, done: their typed form says it all

    def prompt(self, view: JSON) -> str:
        step, phase = view["step"], view["phase"]
        if step in STEP_PROMPTS:
            return self.t(f"term.ask_{step}")
        if phase in ("place", "actions"):
            return self.t(f"term.ask_{phase}")
        return self.t("term.ask_return")  # a raid's goods, the round-end limit

    def parse(self, text: str, view: JSON) -> Move:
        return read_move(text, view)

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data, kind = event.data, event.kind
        if kind in QUIET_EVENTS:
            return None
        if kind == "round":
            return Rule(self.said("term.ev_round", data["first"], round=data["round"], robber=data["robber"]), style="dim cyan")
        if kind == "robber":
            return RichText(self.t("term.ev_robber", card=data["card"], name=self.board.border_name(data["card"])), style="magenta")
        if kind == "raid_paid":
            line = self.said("term.ev_raid_paid", data["seat"], count=data["count"], what=self.t(RAID_PAYS[data["pay"]]))
            return RichText(line + (self.t("term.ev_raid_to") if data.get("to_opponent") else ""), style="yellow")
        if kind == "placed":
            line = self.said("term.ev_placed", data["seat"], card=data["card"], name=self.board.border_name(data["card"]))
            return RichText(line, style=self.board.style(data["seat"]))
        if kind == "markers":
            key = "term.ev_markers" if data["cards"] else "term.ev_no_markers"
            return RichText(self.said(key, data["seat"], spaces=", ".join(data["cards"])), style="bold")
        if kind in ("resolving", "skipped"):
            card = data["card"]
            label = self.board.card_label(card, view)
            return RichText(self.said(f"term.ev_{kind}", data["seat"], card=label), style="dim" if kind == "skipped" else "")
        return self.card_event(kind, data)

    def card_event(self, kind: str, data: dict[str, Any]) -> RenderableType | None:
        seat = data.get("seat", self.you)
        who = self.who(seat)
        if kind == "gained":
            return RichText(self.said("term.ev_gained", seat, what=self.board.gains_text(data)), style="green")
        if kind == "caravan":
            return RichText(self.t("term.ev_caravan", card=self.board.card_text(data["card"])))
        if kind == "drew":
            return RichText(self.t("term.ev_drew", card=self.board.card_text(data["card"])), style="bold")
        if kind == "tribe_drawn":
            return None if seat == self.you else RichText(self.t("term.ev_tribe_drawn", who=who))
        if kind in ("bought", "kept", "discarded"):
            card = self.board.card_text(data["card"]) if data["card"] is not None else self.t("term.a_card")
            return RichText(
                self.said(f"term.ev_{kind}", seat, card=card, row=data.get("row")), style="bold green" if kind == "bought" else ""
            )
        if kind == "traded":
            fields = {"count": data["count"], "give": self.good(data["give"]), "get": self.good(data["get"])}
            return RichText(self.said("term.ev_traded", seat, **fields))
        if kind == "converted":
            return RichText(self.said("term.ev_converted", seat, count=data["count"], give=self.good(data["give"]), vp=data["vp"]))
        if kind == "marker_moved":
            return RichText(self.said("term.ev_marker_moved", seat, source=data["from"], to=data["to"]))
        if kind == "returned":
            why = self.t(f"term.why_{data['why']}")
            return RichText(self.said("term.ev_returned", seat, count=data["count"], what=self.good(data["good"]), why=why), style="yellow")
        return self.board_event(kind, data)

    def board_event(self, kind: str, data: dict[str, Any]) -> RenderableType | None:
        if kind == "replaced":
            if data["deck"] is None:
                return None  # both decks empty: the space stays empty, as the board shows
            deck = self.t("term.goods_card" if data["deck"] == "goods" else "term.tribe_card")
            return RichText(self.t("term.ev_replaced", deck=deck, space=data["space"]), style="dim")
        if kind == "goods_rebuilt":
            return RichText(self.t("term.ev_rebuilt"), style="dim")
        if kind == "turned_up":
            cards = ", ".join(f"{space} {self.board.card_text(card)}" for space, card in data["cards"].items())
            return RichText(self.t("term.ev_turned_up", cards=cards), style="dim") if cards else None
        return None

    # -- the end -----------------------------------------------------------------------------

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        parts: list[RenderableType] = [RichText(""), Rule(self.t("term.sheet"), style="green"), self.board.players(view), self.sheet(view)]
        table = Table(title=self.t("term.final"), title_style="bold", show_edge=False)
        for key, justify in (("term.rank", "right"), ("term.player", "left"), ("term.total", "right")):
            table.add_column(self.t(key), justify=justify)  # type: ignore[arg-type]  # Rich's Literal
        for seat in sorted(range(2), key=lambda seat: (outcome.ranks[seat], seat)):
            table.add_row(str(outcome.ranks[seat]), self.who(seat), str(outcome.scores[seat]), style="bold" if seat == self.you else "")
        winners = outcome.winners
        if len(winners) > 1:
            verdict = self.t("term.draw", who=self.whos(list(winners)))
        else:
            verdict = self.t("term.you_win") if winners[0] == self.you else self.t("term.wins", who=self.who(winners[0]))
        return Group(*parts, RichText(""), table, RichText(verdict, style="bold green"))

    def sheet(self, view: JSON) -> Table:
        """Each seat's breakdown (TARGI-R17, R18): VP tokens, printed VP, card texts, the three row bonuses, total, tie-breaks."""
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("term.player"), no_wrap=True)
        for key in ("good.vp", "term.cards_col", "term.texts_col", "term.rows_col", "term.total", "term.tiebreaks"):
            table.add_column(self.t(key), justify="right")
        for seat, entry in enumerate(view["final"]):
            figures = [entry["tokens"], entry["cards"], entry["card_texts"], "/".join(map(str, entry["rows"])), entry["total"]]
            figures.append("/".join(map(str, entry["tiebreaks"])))
            table.add_row(self.who(seat), *map(str, figures), style="bold" if seat == self.you else "")
        return table


def move_text(move: JSON) -> str:
    """A move as it is typed (terminal_read.py reads it back): ``place 5``, ``trade salt gold``, ``move c11 c22``."""
    kind = move["type"]
    if kind in ("place", "resolve", "skip"):
        return f"{kind} {move['card']}"
    if kind == "buy":
        return f"buy {move['row']}"
    if kind in ("take", "return"):
        return f"{kind} {move['good']}"
    if kind == "trade":
        return f"trade {move['give']} {move['get']}"
    if kind == "convert":
        return f"convert {move['give']} {move['count']}"
    if kind == "move_marker":
        return f"move {move['from']} {move['to']}"
    if kind == "raid":
        return f"raid {move['pay']}"
    return kind  # keep, discard, done


def marker_spaces(view: JSON, seat: int, card: int) -> list[str]:
    """The central spaces where a Targi on ``card`` would cross ``seat``'s Targi already placed (TARGI-R6)."""
    own = [entry["card"] for entry in view["border"] if entry["targi"] == seat]
    spaces = []
    if card in COLUMN_OF:
        spaces = [f"c{ROW_OF[other]}{COLUMN_OF[card]}" for other in own if other in ROW_OF]
    elif card in ROW_OF:
        spaces = [f"c{ROW_OF[card]}{COLUMN_OF[other]}" for other in own if other in COLUMN_OF]
    return sorted(set(spaces))


def tribe_card(view: JSON, seat: int) -> dict[str, Any] | None:
    """The Tribe card of a ``noble`` or ``tribe`` step, as ``seat`` sees it."""
    resolving = view["resolving"]
    source = resolving.get("source")
    if source == "noble":
        hand = view["hands"][seat]
        return hand["card"] if hand else None
    if source == "drawn":
        return resolving["drawn"]
    return central_card(view, resolving["card"])


def silver_vp(move: JSON) -> int:
    """The Silversmith's VP for a conversion (board.json's rates)."""
    return conversion_vp(Convert(move["give"], move["count"]))


TERMINAL = TerminalHooks(screen=TargiScreen)
