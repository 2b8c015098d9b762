"""French Tarot in the terminal: the table, the hand and the score sheets, drawn with Rich.

Everything drawn comes from one seat's ``view`` and the events that seat may see, so
nothing hidden can show. Cards appear as a suit symbol and rank (``♠K``, ``♥10``),
trumps as ``T21``, the Excuse as ``EX``; they are typed as the engine names them
(``SK``, ``H10``, ``T21``, ``EX``). Japanese terms follow the BGA Japanese wiki
(rules/seed-texts/tarot-bga-wiki.ja.txt): ディクレアラー, シエン, ガルド, ポワニ …
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.errors import InvalidMove
from asobiba.core.parts import TerminalHooks
from asobiba.core.screen import BaseScreen
from asobiba.games.tarot.cards import BY_NAME, SUIT_SYMBOLS, SUITS
from asobiba.games.tarot.data import CONTRACT_BASE, LAYOUTS, MULTIPLIER, PETIT_AU_BOUT, POIGNEE_LEVELS, POIGNEE_VALUE, Contract
from asobiba.games.tarot.moves import Move, parse_move
from asobiba.games.tarot.tricks import winning_index

# By a card name's first letter: the four suits, T for trumps, E for the Excuse.
SUIT_STYLES = {"S": "bold", "H": "bold red", "D": "bold bright_red", "C": "bold", "T": "bold magenta", "E": "bold cyan"}
# Symbols copied from the screen, and the French ranks the BGA Japanese wiki uses (Roi, Dame, Valet).
_TYPED = str.maketrans({symbol: letter for symbol, letter in zip(SUIT_SYMBOLS + "♤♡♢♧", SUITS * 2, strict=True)})
_FRENCH_RANK = re.compile(r"^([SHDC])([RDV])$")
_FRENCH_TO_ENGINE = {"R": "K", "D": "Q", "V": "J"}
_BID_WORDS = ("pass", *(contract.json_name for contract in Contract))


def card_label(name: str) -> str:
    """``SK`` → ``♠K``; trumps and the Excuse keep their names."""
    return SUIT_SYMBOLS[SUITS.index(name[0])] + name[1:] if name[0] in SUITS else name


def card_text(name: str, dim: bool = False) -> RichText:
    return RichText(card_label(name), style=SUIT_STYLES[name[0]] + (" dim" if dim else ""))


def cards_text(names: list[str]) -> RichText:
    return RichText(" ").join(card_text(name) for name in names)


DRAWN: dict[str, Callable[[Any], RichText]] = {"card": card_text, "cards": cards_text}  # the log's fields drawn coloured


class TarotScreen(BaseScreen):
    """French Tarot drawn for seat ``you`` in ``lang`` (see asobiba.core.screen.BaseScreen)."""

    game_id = "tarot"

    def contract_name(self, name: str) -> str:
        return self.t(f"contract.{name}") + (f" ×{MULTIPLIER[Contract[name.upper()]]}" if name != "pass" else "")

    def line(
        self, key: str, seat: int | None = None, drawn: Mapping[str, Callable[[Any], RichText]] | None = None, **fields: Any
    ) -> RichText:
        """A log line about ``seat``, whose ``{card}``/``{cards}`` fields are drawn as coloured cards."""
        return super().line(key, seat, drawn or DRAWN, **fields)

    def played_seats(self, view: JSON, leader: int, count: int) -> list[int]:
        step = 1 if view["direction"] == "counter_clockwise" else -1
        return [(leader + step * index) % view["players"] for index in range(count)]

    # -- the parts BaseScreen asks for ---------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        return self.deal_rule(view)

    def deal_rule(self, view: JSON) -> Rule:
        return Rule(self.deal_title(view), style="cyan")

    def deal_title(self, view: JSON) -> str:
        return self.t("term.deal", deal=view["deal"], deals=view["deals"], dealer=self.who(view["dealer"]))

    def table(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [RichText(""), self.heading(view), self.seats(view)]
        if view["chien"] is not None and not view["tricks"]:
            parts.append(RichText(self.t("term.chien")).append_text(cards_text(view["chien"])))
        if view["ecart"]:
            parts.append(
                RichText(self.t("term.your_ecart", k=view["ecart_size"], n=view["chien_size"])).append_text(cards_text(view["ecart"]))
            )
        elif view["ecart_trumps"]:
            parts.append(RichText(self.t("term.ecart_trumps")).append_text(cards_text(view["ecart_trumps"])))
        if view["tricks"]:
            leader, cards, winner = view["tricks"][-1]["leader"], view["tricks"][-1]["cards"], view["tricks"][-1]["winner"]
            parts.append(
                RichText(self.t("term.last_trick")).append_text(self.trick_text(view, leader, cards)).append(f"  → {self.who(winner)}")
            )
        if view["phase"] == "play":
            parts.append(self.current_trick(view))
        parts.append(self.hand(view))
        menu = self.menu(view)
        if menu is not None:
            parts.append(menu)
        return Group(*parts)

    def prompt(self, view: JSON) -> str:
        phase = view["phase"]
        legal = view["legal"]
        if phase == "bid":
            return self.t("term.ask_bid")
        if phase == "call":
            return self.t("term.ask_call")
        if phase == "ecart":
            return self.t("term.ask_ecart", k=view["chien_size"] - view["ecart_size"])
        if phase == "chelem":
            return self.t("term.ask_chelem")
        if legal and legal[0]["type"] == "declare":
            return self.t("term.ask_declare")
        return self.t("term.ask_card")

    def parse(self, text: str, view: JSON) -> Move:
        """A bid by name, or a card: discarded in the écart, called at the king call, played otherwise.

        A card typed in another phase still becomes a move, so the engine says why it
        is not the time for it.
        """
        if view["phase"] == "ecart":
            return self.ecart(text, view)
        word = re.sub(r"[\s\-]+", "_", text.lower())
        if word in _BID_WORDS:
            return parse_move({"type": "bid", "contract": word})
        kind = {"call": "call"}.get(view["phase"], "card")
        return parse_move({"type": kind, "card": self.card_name(text)})

    def choices(self, view: JSON) -> list[Move] | None:
        """Numbers pick the legal moves (None), except in the écart: there the whole line is read (parse)."""
        return [] if view["phase"] == "ecart" else None

    def ecart(self, text: str, view: JSON) -> list[Move]:
        """The whole écart typed on one line: numbers of the hand as shown, or card names. Nothing is
        discarded before the line is complete (the loop plays all or none), so a slip costs nothing."""
        hand = view["hand"]
        left = view["chien_size"] - view["ecart_size"]
        names = []
        for token in text.replace(",", " ").split():
            if token.isdecimal() and 1 <= int(token) <= len(hand):
                names.append(hand[int(token) - 1])
            else:
                names.append(self.card_name(token))
        if len(names) != left or len(set(names)) != left:
            raise InvalidMove(self.reason("term.ecart_count", k=left, given=len(names)))
        return [parse_move({"type": "discard", "card": name}) for name in names]

    def card_name(self, text: str) -> str:
        name = re.sub(r"\s+", "", text.translate(_TYPED))
        if match := _FRENCH_RANK.match(name.upper()):
            name = match[1] + _FRENCH_TO_ENGINE[match[2]]
        return name

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data = event.data
        kind = event.kind
        seat = data.get("seat")
        if kind == "bid":
            if data["contract"] == "pass":
                return self.line("term.ev_pass", seat)
            return self.line("term.ev_bid", seat, contract=self.contract_name(data["contract"]))
        if kind == "taker":
            return self.line("term.ev_taker", seat, contract=self.contract_name(data["contract"]))
        if kind == "call":
            return self.line("term.ev_call", seat, card=data["card"])
        if kind == "partner":
            return self.line("ev.partner_you") if event.to is not None else self.line("term.ev_partner", seat)
        if kind == "chien":
            return self.line("term.ev_chien", cards=data["cards"])
        if kind == "discard":
            return self.line("term.ev_discard", card=data["card"])
        if kind == "ecart_trump":
            return self.line("term.ev_ecart_trump", view["taker"], card=data["card"])
        if kind == "ecart_done":
            return self.line("term.ev_ecart_done", view["taker"])
        if kind == "chelem":
            return self.line("ev.chelem_yes", seat) if data["announce"] else None
        if kind == "declare":
            return self.declaration(seat, data)
        if kind == "card":
            return self.line("ev.card", seat, card=data["card"])
        if kind == "trick":
            return self.line("term.ev_trick", data["winner"])
        if kind == "petit_sec":
            return self.line("term.ev_petit_sec", seat)
        if kind == "void_deal":
            return self.line("term.ev_void")
        if kind == "grassing":
            return self.line("term.ev_grassing")
        if kind == "deal":
            return self.deal_rule(view)
        if kind == "deal_scored":
            return self.score_sheet(data, view)
        return None  # match_over: the final ranking follows

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "deal_scored"

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        table = Table(title=self.t("term.final"), title_style="bold", show_edge=False)
        table.add_column(self.t("term.rank"), justify="right")
        table.add_column(self.t("term.player"))
        table.add_column(self.t("term.score"), justify="right")
        for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
            table.add_row(str(outcome.ranks[seat]), self.who(seat), f"{outcome.scores[seat]:+d}", style="bold" if seat == self.you else "")
        winners = outcome.winners
        if len(winners) > 1:
            verdict = self.t("term.share", who=", ".join(self.who(seat) for seat in winners))
        elif winners[0] == self.you:
            verdict = self.t("term.you_win")
        else:
            verdict = self.t("term.wins", who=self.who(winners[0]))
        return Group(RichText(""), table, RichText(verdict, style="bold green"))

    # -- pieces of the table -------------------------------------------------------------

    def heading(self, view: JSON) -> RichText:
        if view["phase"] == "play":
            total = LAYOUTS[view["players"]].hand_size
            stage = self.t("term.trick_no", k=min(len(view["tricks"]) + 1, total), n=total)
        else:
            stage = self.t(f"term.stage_{view['phase']}")
        out = RichText(f"{self.deal_title(view)} · {stage}", style="cyan")
        if view["taker"] is not None:
            out.append("\n")
            out.append(self.t("term.taker_line", who=self.who(view["taker"]), contract=self.contract_name(view["contract"])), style="bold")
            if view["called"] is not None:
                out.append(" · " + self.t("term.called_line", card="")).append_text(card_text(view["called"]))
            if view["partner"] is not None:
                out.append(" · " + self.t("term.partner_line", who=self.who(view["partner"])))
            if view["chelem"]:
                out.append(" · " + self.t("term.chelem_on"), style="bold yellow")
        return out

    def seats(self, view: JSON) -> Table:
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("term.player"))
        table.add_column(self.t("term.bid"))
        for key in ("term.cards", "term.tricks", "term.total"):
            table.add_column(self.t(key), justify="right")
        table.add_column("")
        won = [0] * view["players"]
        for trick in view["tricks"]:
            won[trick["winner"]] += 1
        for seat in range(view["players"]):
            bid = view["bids"][seat]
            notes = []
            if seat == view["dealer"]:
                notes.append(self.t("term.dealer_mark"))
            if seat == view["taker"]:
                notes.append(self.t("term.taker_mark"))
            if seat == view["partner"]:
                notes.append(self.t("term.partner_mark"))
            declared = view["declarations"][seat]
            if declared and declared["poignee"]:
                notes.append(self.t("term.poignee_short", level=self.t(f"term.{declared['poignee']}")))
            notes.extend(self.t("term.misere", kinds=self.t(f"term.{kind}")) for kind in (declared or {}).get("misere", []))
            table.add_row(
                self.who(seat),
                self.t("to_speak") if bid is None else self.contract_name(bid),
                str(view["hand_sizes"][seat]),
                str(won[seat]),
                f"{view['totals'][seat]:+d}",
                ", ".join(notes),
                style="bold" if seat == self.you else "",
            )
        return table

    def trick_text(self, view: JSON, leader: int, cards: list[str]) -> RichText:
        out = RichText()
        for index, (seat, card) in enumerate(zip(self.played_seats(view, leader, len(cards)), cards, strict=True)):
            if index:
                out.append("  ·  ", style="dim")
            out.append(self.who(seat) + " ").append_text(card_text(card))
        return out

    def current_trick(self, view: JSON) -> RichText:
        trick = view["trick"]
        if not trick:  # the table is drawn only for the person's decisions: an empty trick is theirs to lead
            return RichText(self.t("term.this_trick") + self.t("term.you_lead"))
        cards = [entry["card"] for entry in trick]
        out = RichText(self.t("term.this_trick")).append_text(self.trick_text(view, trick[0]["seat"], cards))
        if cards != ["EX"]:
            best = trick[winning_index([BY_NAME[card] for card in cards])]["seat"]
            out.append(self.t("term.winning", who=self.who(best)), style="italic")
        return out

    def hand(self, view: JSON) -> Group:
        if view["phase"] == "ecart" and view["legal"]:  # the whole écart at once: every card has its number
            numbers = {name: index for index, name in enumerate(view["hand"], 1)}
        else:
            numbers = {move["card"]: index for index, move in enumerate(view["legal"], 1) if move["type"] == "card"}
        lines: dict[str, RichText] = {}
        for name in view["hand"]:
            group = "T" if name[0] in "TE" else name[0]
            line = lines.setdefault(group, RichText("  "))
            if name in numbers:
                line.append(f"{numbers[name]}:", style="cyan")
            # Dim only what cannot be chosen now; a hand shown beside a menu stays readable.
            line.append_text(card_text(name, dim=bool(numbers) and name not in numbers))
            line.append("  ")
        return Group(RichText(self.t("term.hand_choose" if numbers else "term.hand")), *lines.values())

    def menu(self, view: JSON) -> RenderableType | None:
        """The numbered choices that are not cards of the hand: bids, king call, chelem, declarations."""
        legal = view["legal"]
        if not legal or legal[0]["type"] in ("card", "discard"):
            return None
        lines = [RichText.assemble((f"  {index}: ", "cyan"), self.choice(move, view)) for index, move in enumerate(legal, 1)]
        return Group(*lines)

    def choice(self, move: JSON, view: JSON) -> RichText:
        kind = move["type"]
        if kind == "bid":
            name = move["contract"]
            note = {"garde_sans": "term.sans_note", "garde_contre": "term.contre_note"}.get(name)
            return RichText(self.contract_name(name) + (self.t(note) if note else ""))
        if kind == "call":
            return card_text(move["card"])
        if kind == "chelem":
            return RichText(self.t("term.chelem" if move["announce"] else "term.no_chelem"))
        parts = []
        if move["poignee"] is not None:
            level = move["poignee"]
            count = LAYOUTS[view["players"]].poignee[POIGNEE_LEVELS.index(level)]
            parts.append(self.t("term.poignee", level=self.t(f"term.{level}"), value=POIGNEE_VALUE[level], count=count))
        if move["misere"]:
            parts.append(self.t("term.misere", kinds=", ".join(self.t(f"term.{kind}") for kind in move["misere"])))
        return RichText(" + ".join(parts) or self.t("declare_nothing"))

    def declaration(self, seat: int, data: dict[str, Any]) -> RenderableType | None:
        lines = []
        if data["poignee"] is not None:
            lines.append(self.line("term.ev_poignee", seat, level=self.t(f"term.{data['poignee']}"), cards=data["cards"]))
        if data["misere"]:
            lines.append(self.line("term.ev_misere", seat, kinds=", ".join(self.t(f"term.{kind}") for kind in data["misere"])))
        return Group(*lines) if lines else None

    def settlement(self, data: dict[str, Any]) -> str:
        """The per-defender amount D written out as rules/tarot.md TAROT-R39 computes it."""
        multiplier = MULTIPLIER[Contract[data["contract"].upper()]]
        made = data["made"]
        terms = f"{'' if made else '-'}({CONTRACT_BASE} + {data['margin']}) × {multiplier}"
        if data["petit_au_bout"]:
            terms += f" {'+' if data['petit_au_bout'] == 'attack' else '-'} {PETIT_AU_BOUT} × {multiplier}"
        if data["declarations"]:
            terms += f" {'+' if made else '-'} {data['declarations']}"
        if data["chelem"]:
            terms += f" {'+' if data['chelem'] > 0 else '-'} {abs(data['chelem'])}"
        if data["partner"] is not None:
            shares = self.t("term.shares_partner")
        else:
            shares = self.t("term.shares", taker=len(data["scores"]) - 1)
        return f"D = {terms} = {data['per_defender']:+d}; {shares}"

    def score_sheet(self, data: dict[str, Any], view: JSON) -> RenderableType:
        players = len(data["scores"])
        title = self.t("term.sheet", deal=f"{data['deal']}/{view['deals']}")
        facts = Table(show_header=False, box=None, padding=(0, 2))
        if data["scoring"] == "contract":
            taker = self.who(data["taker"])
            if players == 5:
                alone = data["partner"] is None
                taker += f" ({self.t('taker_alone')})" if alone else f" ({self.t('term.partner_mark')}: {self.who(data['partner'])})"
            result = self.t("made_by" if data["made"] else "failed_by", margin=data["margin"])
            petit = data["petit_au_bout"]
            for key, value in (
                ("contract", self.contract_name(data["contract"])),
                ("taker", taker),
                ("card_points", self.t("term.points_split", taker=f"{data['points']:g}", defence=f"{data['defence_points']:g}")),
                ("bouts", str(data["bouts"])),
                ("threshold", str(data["threshold"])),
                ("result", result),
                ("petit_au_bout", self.t(f"camp_{petit}") if petit else "—"),
                ("term.declared", str(data["declarations"]) if data["declarations"] else "—"),
                ("chelem_row", f"{data['chelem']:+d}" if data["chelem"] else "—"),
                ("term.settlement", self.settlement(data)),
            ):
                facts.add_row(self.t(key), RichText(value, style=("bold green" if data["made"] else "bold red") if key == "result" else ""))
        else:
            facts.add_row(self.t("contract"), self.t("grassing_title"))
        scores = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        scores.add_column(self.t("term.player"))
        if data["scoring"] == "grassing":
            scores.add_column(self.t("card_points"), justify="right")
        scores.add_column(self.t("deal_scores"), justify="right")
        scores.add_column(self.t("term.total"), justify="right")
        for seat in range(players):
            row = [self.who(seat)]
            if data["scoring"] == "grassing":
                row.append(f"{data['points_by_seat'][seat]:g}")
            row += [f"{data['scores'][seat]:+d}", f"{data['totals'][seat]:+d}"]
            scores.add_row(*row, style="bold" if seat == self.you else "")
        reveal = RichText(self.t("term.chien")).append_text(cards_text(data["chien"]))
        if data["ecart"]:
            reveal.append("   " + self.t("term.ecart_was")).append_text(cards_text(data["ecart"]))
        return Group(RichText(""), Rule(title, style="green"), facts, RichText(""), scores, reveal)


TERMINAL = TerminalHooks(screen=TarotScreen)
