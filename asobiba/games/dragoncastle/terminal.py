"""Dragon Castle in the terminal: the castle floor by floor, the realms, the cards, the countdown.

Everything drawn comes from one seat's ``view`` and the public events (the whole game is
public but for the seed). A turn is a few small moves (docs/dragoncastle.md): take a tile,
then pair, shrine or discard, then place each tile, then build Shrines or end; each is
asked in turn with its legal moves numbered, and may be typed instead (``take b3``,
``pair c4``, ``place 2 1``, ``build 1 1``, ``spirit pay shrine`` …; terminal_read.py).
The castle is drawn while a decision concerns it; ``castle`` shows it at any time and
``cards`` the texts of the cards in play. Boards: terminal_board.py; words: labels/*.json.
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
from asobiba.games.dragoncastle.data import SHRINE_FLOOR_VP, SOLO_RANKS, STUDENT
from asobiba.games.dragoncastle.moves import PAY_SHRINE, Move
from asobiba.games.dragoncastle.options import LAYOUT_LABELS
from asobiba.games.dragoncastle.terminal_board import Board, cell_name, dragon_short, space_name
from asobiba.games.dragoncastle.terminal_read import read_move

CASTLE_PHASES = frozenset({"act", "choose"})  # decisions about the castle: it is drawn for them
CARDS_WORDS = frozenset({"cards", "card", "カード"})
CASTLE_WORDS = frozenset({"castle", "城", "龍城"})
TITLES = {rank: title for _, rank, title in SOLO_RANKS} | {STUDENT[0]: STUDENT[1]}


class DragonCastleScreen(BaseScreen):
    """Dragon Castle drawn for seat ``you`` in ``lang``."""

    game_id = "dragoncastle"

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        super().__init__(lang, you, names)
        self.board = Board(self)

    def who(self, seat: int | str) -> str:
        """A seat, or the solo opponent (``ingenuity``)."""
        if seat == "ingenuity":
            return self.t("term.ingenuity")
        assert isinstance(seat, int)
        return super().who(seat)

    def said(self, key: str, seat: int | str, **fields: object) -> str:
        """An event line, its verb agreeing with "You" in English."""
        return self.template(key, seat if isinstance(seat, int) else None).format(who=self.who(seat), **fields)

    def code(self, tile: int) -> str:
        return self.board.code(tile)

    # -- the Screen protocol -----------------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        layout = view["castle"]["layout"]
        name = LAYOUT_LABELS[layout].get(self.lang) if layout in LAYOUT_LABELS else layout
        solo = view["players"] == 1
        title = self.t("term.title_solo", layout=name) if solo else self.t("term.title", players=view["players"], layout=name)
        legend = [RichText(self.t(key), style="dim") for key in ("term.legend_tiles", "term.legend_realm", "term.legend_squares")]
        first = [] if solo else [RichText(self.t("term.first", who=self.who(view["first"])))]
        return Group(Rule(title, style="cyan"), *legend, self.board.cards(view), *first)

    def table(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [RichText("")]
        if view["phase"] in CASTLE_PHASES or view["step"] == "destroy":
            parts.append(self.board.castle(view))
        parts += [self.board.realms(view), self.board.countdown(view)]
        if view["phase"] == "act" and (view["spirits"] or view["dragons"]):
            parts.append(self.board.cards(view))  # at the start of the turn; "cards" shows them at any time
        parts += self.board.turn_state(view)
        if view["legal"]:
            parts.append(self.menu(view))
        return Group(*parts)

    def menu(self, view: JSON) -> RenderableType:
        """The legal moves, numbered in the engine's order: each as it is typed, then what it is."""
        items = [
            RichText.assemble((f"{index:>2}: ", "cyan"), move_text(move), ("  " + self.about(move, view), "dim"))
            for index, move in enumerate(view["legal"], 1)
        ]
        return Group(RichText(self.t("term.moves"), style="bold"), Columns(items, padding=(0, 3)))

    def about(self, move: JSON, view: JSON) -> str:
        """What a listed move takes, places or pays (its tile, its floor), shown beside its typed form."""
        kind = move["type"]
        realm = view["realms"][self.you]
        if kind in ("take", "pair", "destroy"):
            stack = view["castle"]["grid"][move["at"][0]][move["at"][1]]
            return self.t("term.d_castle", tile=self.code(stack[-1]), floor=len(stack))
        if kind in ("summon", "shrine", "discard"):
            return self.t(f"term.d_{kind}")
        if kind == "end":
            return self.t("term.d_end_shift" if view["step"] == "shift" else "term.d_end")
        if kind == "place":
            floor = len(at(realm, move["cell"])["tiles"]) + 1
            return self.t("term.d_floor", floor=floor) if floor > 1 else ""
        if kind == "build":
            floor = len(at(realm, move["cell"])["tiles"])
            return self.t("term.d_build", floor=floor, vp=SHRINE_FLOOR_VP[min(floor, len(SHRINE_FLOOR_VP)) - 1])
        if kind == "spirit":
            pay = move["pay"]
            paid = self.t("term.ev_pay_shrine") if pay == PAY_SHRINE else self.code(at(realm, pay)["tiles"][-1])
            return self.t("term.d_spirit", card=self.board.spirit_name(move["card"]), pay=paid)
        if kind in ("flip", "cunning"):
            return self.code(at(realm, move["cell"])["tiles"][-1])
        if kind == "shift":
            return self.code(at(realm, move["from"])["tiles"][-1])
        if kind == "change":
            return self.board.type_name(move["as"])
        return ""  # move_shrine: its two cells say it all

    def prompt(self, view: JSON) -> str:
        phase, legal = view["phase"], view["legal"]
        if phase == "act":
            return self.t("term.ask_summon" if any(move["type"] == "summon" for move in legal) else "term.ask_act")
        if phase == "choose":
            return self.t("term.ask_pair" if view["forced_pair"] else "term.ask_choose")
        if phase == "place":
            return self.t("term.ask_place", tile=self.code(view["hand"][0]))
        if phase == "after":
            return self.t("term.ask_after")
        return self.t(f"term.ask_{view['step']}")

    def parse(self, text: str, view: JSON) -> Move:
        return read_move(text, view)

    def command(self, text: str, view: JSON) -> RenderableType | None:
        """``cards``: the cards' texts; ``castle``: the castle, also while it is not drawn."""
        word = text.strip().lower()
        if word in CARDS_WORDS:
            return Group(RichText(self.t("term.cards_reply"), style="bold"), self.board.cards(view))
        if word in CASTLE_WORDS:
            return self.board.castle(view)
        return None

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data, kind = event.data, event.kind
        seat = data.get("seat")
        if kind == "turn":
            return Rule(self.t("term.turn", turn=data["turn"], who=self.who(data["seat"])), style="dim cyan")
        if kind in ("took", "paired", "destroyed"):
            fields = {"tile": self.code(data["tile"]), "at": space_name(data["at"]), "floor": data["floor"]}
            return RichText(self.said(f"term.ev_{kind}", seat, **fields))
        if kind == "placed":
            return RichText(
                self.said("term.ev_placed", seat, tile=self.code(data["tile"]), cell=cell_name(data["cell"]), floor=data["floor"])
            )
        if kind == "consolidated":
            name = self.t("term.beauty_set") if data["type"] == "beauty" else self.board.type_name(data["type"])
            fields = {"n": len(data["tiles"]), "kind": name, "vp": data["vp"], "shrines": data["shrines"]}
            return RichText(self.said("term.ev_consolidated", seat, **fields), style="bold green")
        if kind == "summoned":
            line = RichText(self.said("term.ev_summoned", seat), style="bold")
            return line.append("\n" + self.t("term.ev_revealed"), style="bold red") if data["last_round"] else line
        if kind == "ingenuity_took":
            return RichText(self.t("term.ev_ingenuity_took", tiles=" ".join(self.code(tile) for tile in data["tiles"])))
        if kind == "spirit":
            pay = self.t("term.ev_pay_shrine") if data["pay"] == "shrine" else self.t("term.ev_pay_cell", cell=cell_name(data["pay"]))
            return RichText(self.said("term.ev_spirit", seat, card=self.board.spirit_name(data["card"]), pay=pay), style="cyan")
        return self.small_event(kind, data)

    def small_event(self, kind: str, data: dict[str, Any]) -> RenderableType | None:
        seat = data.get("seat")
        if kind == "shrine_taken":
            return RichText(self.said("term.ev_shrine_taken", seat, pool=data["pool"]))
        if kind == "discarded":
            return RichText(self.said("term.ev_discarded", seat, tile=self.code(data["tile"]), vp=data["vp"]))
        if kind == "built":
            return RichText(self.said("term.ev_built", seat, cell=cell_name(data["cell"]), floor=data["floor"]), style="green")
        if kind == "flipped":
            return RichText(self.said("term.ev_flipped", seat, tile=self.code(data["tile"]), cell=cell_name(data["cell"])))
        if kind == "shrine_moved":
            return RichText(self.said("term.ev_shrine_moved", seat, source=cell_name(data["from"]), to=cell_name(data["to"])))
        if kind == "shifted":
            fields = {"tile": self.code(data["tile"]), "source": cell_name(data["from"]), "to": cell_name(data["to"])}
            return RichText(self.said("term.ev_shifted", seat, **fields))
        return None  # turn_ended, game_over: the next turn's line or the final sheet follows

    # -- the end -----------------------------------------------------------------------------

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        parts: list[RenderableType] = [RichText(""), Rule(self.t("term.sheet"), style="green"), self.board.realms(view), self.sheet(view)]
        if view["players"] == 1:
            title = TITLES[view["rank_title"]].get(self.lang)
            parts.append(RichText(self.t("term.solo_rank", title=title, score=outcome.scores[0]), style="bold green"))
            return Group(*parts)
        table = Table(title=self.t("term.final"), title_style="bold", show_edge=False)
        for key, justify in (("term.rank", "right"), ("term.player", "left"), ("term.total", "right")):
            table.add_column(self.t(key), justify=justify)  # type: ignore[arg-type]  # Rich's Literal
        for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
            table.add_row(str(outcome.ranks[seat]), self.who(seat), str(outcome.scores[seat]), style="bold" if seat == self.you else "")
        winners = outcome.winners
        if len(winners) > 1:
            verdict = self.t("term.share", who=", ".join(self.who(seat) for seat in winners))
        else:
            verdict = self.t("term.you_win") if winners[0] == self.you else self.t("term.wins", who=self.who(winners[0]))
        return Group(*parts, RichText(""), table, RichText(verdict, style="bold green"))

    def sheet(self, view: JSON) -> Table:
        """Each seat's breakdown (DC-R15): tokens, Shrines by floor, countdown, each Dragon card, the tie-breaks."""
        sheets = view["final"]
        penalty = any(entry["penalty"] for entry in sheets)
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("term.player"), no_wrap=True)
        headers = [self.t(key) for key in ("term.tokens", "term.shrines_col", "term.shrine_vp", "countdown")]
        headers += [dragon_short(card, self.words) for card in view["dragons"]]
        headers += [self.t("term.penalty")] if penalty else []
        for header in [*headers, self.t("term.total"), self.t("term.tiebreaks")]:
            table.add_column(header, justify="right")
        for seat, entry in enumerate(sheets):
            row = [str(entry["tokens"]), "/".join(map(str, entry["shrines"])), str(entry["shrine_vp"]), str(entry["countdown_vp"])]
            row += [str(entry["dragons"][card]) for card in view["dragons"]]
            row += [str(entry["penalty"])] if penalty else []
            row += [str(entry["total"]), "/".join(map(str, entry["tiebreaks"]))]
            table.add_row(self.who(seat), *row, style="bold" if seat == self.you else "")
        return table


def move_text(move: JSON) -> str:
    """A move as it is typed (terminal_read.py reads it back): ``take b3``, ``place 2 1``, ``spirit wind pay shrine``."""
    kind = move["type"]
    if kind in ("take", "pair", "destroy"):
        return f"{kind} {space_name(move['at'])}"
    if kind in ("place", "build", "flip", "cunning"):
        return f"{kind} {cell_name(move['cell'])}"
    if kind == "spirit":
        pay = move["pay"]
        return f"spirit {move['card']} pay {pay if pay == PAY_SHRINE else cell_name(pay)}"
    if kind == "change":
        return f"change {cell_name(move['cell'])} {move['as']}"
    if kind in ("shift", "move_shrine"):
        return f"{'shift' if kind == 'shift' else 'move'} {cell_name(move['from'])} {cell_name(move['to'])}"
    return kind  # summon, shrine, discard, end


def at(realm: list[list[dict[str, Any]]], square: list[int]) -> dict[str, Any]:
    return realm[square[0]][square[1]]


TERMINAL = TerminalHooks(screen=DragonCastleScreen)
