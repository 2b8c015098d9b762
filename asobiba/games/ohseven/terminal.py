"""Oh-Seven in the terminal: the table, the bids, the hand and the score sheets, drawn with Rich.

Everything drawn comes from one seat's ``view`` and the events that seat may see, so
no hidden bid or hand can show. Cards appear as a suit symbol and number (``♠3``) and
are typed as the engine names them (``S3``; ``♠3`` pasted from the screen works too).
The loop numbers the legal moves, which are distinct cards, so ``3`` picks the third
numbered card both when bidding and when playing. Rules: ../shared/rules/ohseven.md.
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
from asobiba.core.parts import TerminalHooks
from asobiba.core.screen import BaseScreen
from asobiba.games.ohseven.cards import BY_NAME, SUIT_SYMBOLS, SUITS, bid_key
from asobiba.games.ohseven.game import HAND, winning_index
from asobiba.games.ohseven.moves import Move, parse_move

SUIT_STYLES = {"S": "bold", "H": "bold red", "D": "bold bright_red", "C": "bold"}
_TYPED = str.maketrans({symbol: letter for symbol, letter in zip(SUIT_SYMBOLS + "♧♢♡♤", SUITS * 2, strict=True)})


def card_label(name: str) -> str:
    """``S3`` → ``♠3``."""
    return SUIT_SYMBOLS[SUITS.index(name[0])] + name[1:]


def card_text(name: str, dim: bool = False) -> RichText:
    return RichText(card_label(name), style=SUIT_STYLES[name[0]] + (" dim" if dim else ""))


def suit_text(letter: str) -> RichText:
    return RichText(SUIT_SYMBOLS[SUITS.index(letter)], style=SUIT_STYLES[letter])


def cards_text(names: list[str]) -> RichText:
    return RichText(" ").join(card_text(name) for name in names)


DRAWN: dict[str, Callable[[Any], RichText]] = {"card": card_text, "cards": cards_text, "suit": suit_text}  # the log's fields drawn coloured


def top_seats(cards: list[str]) -> list[int]:
    """The seats of the top bid: highest number, then ♠ > ♥ > ♦ > ♣ (OH7-R4); several if identical."""
    key = [bid_key(BY_NAME[card]) for card in cards]
    return [seat for seat, value in enumerate(key) if value == max(key)]


class OhSevenScreen(BaseScreen):
    """Oh-Seven drawn for seat ``you`` in ``lang`` (see asobiba.core.screen.BaseScreen)."""

    game_id = "ohseven"

    def line(
        self, key: str, seat: int | None = None, drawn: Mapping[str, Callable[[Any], RichText]] | None = None, **fields: Any
    ) -> RichText:
        """A log line about ``seat``; its ``{card}``, ``{cards}`` and ``{suit}`` fields are drawn coloured."""
        return super().line(key, seat, drawn or DRAWN, **fields)

    def seat_cards(self, names: list[str]) -> RichText:
        """``You ♠3 · Seat 1 ♥2 …`` for one bid card per seat."""
        out = RichText()
        for seat, name in enumerate(names):
            if seat:
                out.append(" · ", style="dim")
            out.append(self.who(seat) + " ").append_text(card_text(name))
        return out

    # -- the parts BaseScreen asks for ---------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        decks = self.t("term.one_deck" if view["decks"] == 1 else "term.two_decks")
        title = f"{self.t('term.round', k=view['round'], n=view['rounds'])} · {self.t('term.decks', players=view['players'], decks=decks)}"
        return Rule(title, style="cyan")

    def table(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [RichText(""), self.heading(view), self.seats(view)]
        parts.extend(self.biddings(view))
        if view["set_aside"]:
            parts.append(RichText(self.t("term.set_aside")).append_text(cards_text(view["set_aside"])))
        if view["phase"] == "play":
            last = view["last_trick"]
            if last is not None:
                parts.append(
                    RichText(self.t("term.last_trick"))
                    .append_text(self.trick_text(view, last["leader"], last["cards"]))
                    .append(f"  → {self.who(last['winner'])}")
                )
            parts.append(self.current_trick(view))
        parts.append(self.hand(view))
        if view["phase"] == "bid" and view["legal"]:
            parts.append(self.bid_menu(view))
        return Group(*parts)

    def prompt(self, view: JSON) -> str:
        return self.t("term.ask_bid" if view["phase"] == "bid" else "term.ask_card")

    def parse(self, text: str, view: JSON) -> Move:
        """A card by name: a bid card while bidding, else a card to play (the engine says why not)."""
        name = re.sub(r"\s+", "", text.translate(_TYPED))
        return parse_move({"type": "bid" if view["phase"] == "bid" else "card", "card": name})

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data = event.data
        kind = event.kind
        if kind == "deal":
            return Group(
                Rule(self.t("term.round", k=data["round"], n=view["rounds"]), style="cyan"),
                self.line("term.ev_deal", k=data["round"], n=view["rounds"], cards=data["hand"]),
            )
        if kind == "bid_placed":  # the seats table shows who has chosen; nine lines per bidding would drown the log
            return None
        if kind == "bid_chosen":
            return self.line("term.ev_bid_chosen", card=data["card"], n=data["card"][1:])
        if kind == "bids":
            return self.line("term.ev_bids", list=self.seat_cards(data["cards"]), total=data["total"])
        if kind == "rebid":
            reason = self.line(f"term.ev_rebid_{data['reason']}", who=self.whos(data["points"]))
            if any(view["used"]):
                return Group(reason, self.line("term.ev_used"))
            if view["set_aside"]:
                return Group(reason, self.line("term.ev_set_aside"))
            return reason  # dealt again at once: the redeal line follows
        if kind == "redeal":
            return self.line("term.ev_redeal")
        if kind == "trump":
            bids = ", ".join(f"{self.who(seat)} {bid}" for seat, bid in enumerate(data["bids"]))
            return self.line("term.ev_trump", data["leader"], suit=data["suit"], bids=bids)
        if kind == "card":
            return self.line("term.ev_card", data["seat"], card=data["card"])
        if kind == "trick":
            return self.line("term.ev_trick", data["winner"])
        if kind == "round_scored":
            return self.score_sheet(data, view)
        return None  # game_over: the final ranking follows

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "round_scored"

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        table = Table(title=self.t("term.final"), title_style="bold", show_edge=False)
        table.add_column(self.t("term.rank"), justify="right")
        table.add_column(self.t("term.player"))
        for result in view["results"]:
            table.add_column(self.t("round_col", k=result["round"]), justify="right")
        table.add_column(self.t("term.score"), justify="right")
        for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
            rounds = [f"{result['scores'][seat] + result['rebid_points'][seat]:+d}" for result in view["results"]]
            table.add_row(
                str(outcome.ranks[seat]), self.who(seat), *rounds, f"{outcome.scores[seat]:+d}", style="bold" if seat == self.you else ""
            )
        winners = outcome.winners
        if len(winners) > 1:
            verdict = self.t("term.share", who=self.whos(list(winners)))
        elif winners[0] == self.you:
            verdict = self.t("term.you_win")
        else:
            verdict = self.t("term.wins", who=self.who(winners[0]))
        return Group(RichText(""), table, RichText(verdict, style="bold green"))

    # -- pieces of the table -------------------------------------------------------------

    def heading(self, view: JSON) -> RichText:
        out = RichText(self.t("term.round", k=view["round"], n=view["rounds"]) + " · ", style="cyan")
        if view["phase"] == "play":
            tricks = sum(view["taken"]) + max(view["hand_counts"])  # asked before playing: my hand is still full for this trick
            out.append(self.t("term.trick_no", k=sum(view["taken"]) + 1, n=tricks), style="cyan")
            top = top_seats(view["bid_cards"])[0]
            out.append("   ").append_text(self.line("term.trump_line", suit=view["trump"], card=view["bid_cards"][top], who=self.who(top)))
        else:
            out.append(self.t("term.stage_bid"), style="cyan")
        return out

    def seats(self, view: JSON) -> Table:
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("term.player"))
        table.add_column(self.t("term.cards"), justify="right")
        table.add_column(self.t("bid"))
        table.add_column(self.t("taken"), justify="right")
        table.add_column(self.t("rebid_pts"), justify="right")
        table.add_column(self.t("term.total"), justify="right")
        table.add_column("")
        playing = view["phase"] == "play"
        top = top_seats(view["bid_cards"])[0] if playing else None
        for seat in range(view["players"]):
            if playing:
                card = view["bid_cards"][seat]
                bid: RichText = RichText(f"{view['bids'][seat]}  (").append_text(card_text(card)).append(")")
            elif seat == self.you and view["my_bid"]:
                bid = RichText(self.t("term.your_hidden", card=card_label(view["my_bid"])))
            else:
                bid = RichText(self.t("term.chosen" if view["bid_placed"][seat] else "term.waiting"), style="dim")
            notes = []
            if seat == top:
                notes.append(self.t("top_bidder"))
            if playing and seat == view["leader"] and view["trick"]:
                notes.append(self.t("term.leads"))
            if playing and seat == view["turn"]:
                notes.append("▶ " + self.t("term.to_play"))
            table.add_row(
                self.who(seat),
                str(view["hand_counts"][seat]),
                bid,
                str(view["taken"][seat]) if playing else "",
                f"+{view['rebid_points'][seat]}" if view["rebid_points"][seat] else "",
                f"{view['totals'][seat]:+d}",
                ", ".join(notes),
                style="bold" if seat == self.you else "",
            )
        return table

    def biddings(self, view: JSON) -> list[RenderableType]:
        """Every revealed bidding of this round: the cards, the total, what followed."""
        lines: list[RenderableType] = []
        revealed = view["revealed"]
        for index, cards in enumerate(revealed, 1):
            total = sum(int(card[1:]) for card in cards)
            line = RichText(self.t("term.bidding_n", k=index)).append_text(self.seat_cards(cards)).append(self.t("term.sum", total=total))
            tops = top_seats(cards)
            if total == HAND or len(tops) > 1:
                line.append(self.t("term.rebid_seven" if total == HAND else "term.rebid_identical", who=self.whos(tops)), style="yellow")
            elif view["phase"] == "play" and index == len(revealed):
                line.append(self.t("term.final_bids"), style="green")
            lines.append(line)
        return lines

    def trick_text(self, view: JSON, leader: int, cards: list[str]) -> RichText:
        out = RichText()
        for index, card in enumerate(cards):
            if index:
                out.append("  ·  ", style="dim")
            out.append(self.who((leader + index) % view["players"]) + " ").append_text(card_text(card))
        return out

    def current_trick(self, view: JSON) -> RichText:
        cards = view["trick"]
        if not cards:  # the table is drawn only for the person's decisions: an empty trick is theirs to lead
            return RichText(self.t("term.this_trick") + self.t("term.you_lead"))
        out = RichText(self.t("term.this_trick")).append_text(self.trick_text(view, view["leader"], cards))
        best = winning_index([BY_NAME[card] for card in cards], SUITS.index(view["trump"]))
        return out.append(self.t("term.winning", who=self.who((view["leader"] + best) % view["players"])), style="italic")

    def hand(self, view: JSON) -> Group:
        playing = view["phase"] == "play"
        numbers = {move["card"]: index for index, move in enumerate(view["legal"], 1)} if playing else {}
        lines: dict[str, RichText] = {}
        for name in sorted(view["hand"], key=BY_NAME.__getitem__):  # the engine's order, as the numbers: ♣0 … ♠7
            line = lines.setdefault(name[0], RichText("  "))
            if name in numbers:
                line.append(f"{numbers[name]}:", style="cyan")
            line.append_text(card_text(name, dim=bool(numbers) and name not in numbers))
            line.append("  ")
        return Group(RichText(self.t("term.hand_choose" if numbers else "term.hand")), *lines.values())

    def bid_menu(self, view: JSON) -> Group:
        rows = [RichText(self.t("term.bid_menu"))]
        for index, move in enumerate(view["legal"], 1):
            rows.append(
                RichText.assemble(
                    (f"  {index}: ", "cyan"), card_text(move["card"]), ("  → " + self.t("term.bid_choice", n=move["card"][1:]), "")
                )
            )
        return Group(*rows)

    def score_sheet(self, data: dict[str, Any], view: JSON) -> RenderableType:
        title = self.line("term.sheet", k=data["round"], suit=data["trump"])
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("term.player"))
        for key in ("bid", "taken", "term.score", "rebid_pts", "this_round", "term.total"):
            table.add_column(self.t(key), justify="right")
        table.add_column("")
        for seat, card in enumerate(data["bids"]):
            bid, taken, score, rebid = int(card[1:]), data["taken"][seat], data["scores"][seat], data["rebid_points"][seat]
            table.add_row(
                self.who(seat),
                RichText(f"{bid} (").append_text(card_text(card)).append(")"),
                str(taken),
                f"{score:+d}",
                f"+{rebid}" if rebid else "0",
                f"{score + rebid:+d}",
                f"{data['totals'][seat]:+d}",
                RichText(self.t("made" if taken == bid else "missed"), style="green" if taken == bid else "red"),
                style="bold" if seat == self.you else "",
            )
        return Group(RichText(""), Rule(title, style="green"), table, RichText(self.t("term.scoring_rule"), style="dim"))


TERMINAL = TerminalHooks(screen=OhSevenScreen)
