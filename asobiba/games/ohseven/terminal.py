"""Oh-Seven in the terminal: the table, the bids, the hand and the score sheets, drawn with Rich.

Everything drawn comes from one seat's ``view`` and the events that seat may see, so
no hidden bid or hand can show. Cards appear as a suit symbol and number (``♠3``) and
are typed as the engine names them (``S3``; ``♠3`` pasted from the screen works too).
The loop numbers the legal moves, which are distinct cards, so ``3`` picks the third
numbered card both when bidding and when playing. Rules: ../shared/rules/ohseven.md.
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.text import Text
from asobiba.games.ohseven.cards import BY_NAME, SUIT_SYMBOLS, SUITS, bid_key
from asobiba.games.ohseven.game import HAND, winning_index
from asobiba.games.ohseven.moves import Move, parse_move

L = {
    "you": Text("You", "あなた"),
    "round": Text("Round {k}/{n}", "ラウンド {k}/{n}"),
    "decks": Text("{players} players · {decks}", "{players}人 · {decks}"),
    "one_deck": Text("one deck (32 cards)", "デッキ1組（32枚）"),
    "two_decks": Text("two decks (64 cards)", "デッキ2組（64枚）"),
    "stage_bid": Text("bidding: choose a card face down", "ビッド: カードを1枚伏せて選ぶ"),
    "trick_no": Text("trick {k}/{n}", "トリック {k}/{n}"),
    "trump_line": Text("Trump {suit} · top bid {card} by {who}", "切り札 {suit} · 最高ビッド {card}（{who}）"),
    "player": Text("Player", "プレイヤー"),
    "cards": Text("Cards", "手札"),
    "bid": Text("Bid", "ビッド"),
    "taken": Text("Taken", "獲得"),
    "rebid_pts": Text("Rebid +", "やり直し点"),
    "total": Text("Total", "合計"),
    "chosen": Text("✓ chosen", "✓ 選択済み"),
    "waiting": Text("…", "…"),
    "your_hidden": Text("{card} (hidden)", "{card}（非公開）"),
    "leads": Text("leads", "リード"),
    "to_play": Text("to play", "手番"),
    "top_bidder": Text("top bid", "最高ビッド"),
    "bidding_n": Text("Bidding {k}: ", "ビッド{k}回目: "),
    "sum": Text(" = {total}", " = 合計 {total}"),
    "rebid_seven": Text("  → total 7: rebid, +1 {who}", "  → 合計7: やり直し、{who} +1"),
    "rebid_identical": Text("  → same top card: rebid, +1 {who}", "  → 同じ最高カード: やり直し、{who} +1"),
    "final_bids": Text("  → final bids", "  → 確定"),
    "set_aside": Text("Set aside (face up): ", "脇に置かれたカード（表向き）: "),
    "last_trick": Text("Last trick: ", "前のトリック: "),
    "this_trick": Text("This trick: ", "このトリック: "),
    "winning": Text("  (best so far: {who})", "  （現在の最高: {who}）"),
    "you_lead": Text("You lead.", "あなたのリードです。"),
    "hand": Text("Your hand:", "あなたの手札:"),
    "hand_choose": Text("Your hand (numbered: the cards you may play):", "あなたの手札（番号付き: 出せるカード）:"),
    "bid_menu": Text(
        "Choose your bid card (its number is the tricks you bid; the top bid's suit becomes trump):",
        "ビッドするカードを選んでください（数字が取るトリック数、最高ビッドのスートが切り札）:",
    ),
    "bid_choice": Text("bid {n}", "{n} トリック"),
    "ask_bid": Text("Your bid: number or card name (S3)", "ビッド: 番号かカード名（S3）"),
    "ask_card": Text("Your card: number or card name (S3)", "出すカード: 番号かカード名（S3）"),
    # events
    "ev_deal": Text("Round {k}/{n} · new cards: {cards}", "ラウンド {k}/{n} · 配られたカード: {cards}"),
    "ev_bid_chosen": Text("You bid {card} ({n} tricks), face down.", "{card} をビッドしました（{n} トリック、伏せたまま）。"),
    "ev_bids": Text("Bids revealed: {list} — total {total}", "ビッド公開: {list} — 合計 {total}"),
    "ev_rebid_seven": Text(
        "The bids add up to 7: everyone bids again. +1 point to {who} (top bid).",
        "ビッドの合計が7: 全員がビッドをやり直します。最高ビッドの{who}に +1 点。",
    ),
    "ev_rebid_identical": Text(
        "The same top card was bid twice: everyone bids again. +1 point to {who}.",
        "同じ最高カードが複数: 全員がビッドをやり直します。{who}に +1 点。",
    ),
    "ev_set_aside": Text("The bid cards are set aside for this round.", "ビッドしたカードはこのラウンドの間、脇に置かれます。"),
    "ev_used": Text(
        "The bid cards stay in hand but may not be bid again this round.",
        "ビッドしたカードは手札に戻りますが、このラウンドでは再びビッドできません。",
    ),
    "ev_redeal": Text(
        "No cards left to bid: the cards are dealt again (points are kept).",
        "ビッドできるカードがなくなりました: 配り直します（得点はそのまま）。",
    ),
    "ev_trump": Text(
        "Trump is {suit}. {who} made the top bid and leads. Bids: {bids}",
        "切り札は {suit}。最高ビッドの{who}がリードします。ビッド: {bids}",
    ),
    "ev_card": Text("{who} plays {card}", "{who}: {card}"),
    "ev_trick": Text("→ {who} wins the trick.", "→ {who}がトリックを取りました。"),
    # score sheet and ranking
    "sheet": Text("Round {k} · score sheet · trump {suit}", "ラウンド {k} · 得点表 · 切り札 {suit}"),
    "score": Text("Score", "得点"),
    "this_round": Text("Round", "今回"),
    "made": Text("made", "成功"),
    "missed": Text("missed", "失敗"),
    "scoring_rule": Text("Exact bid: bid + 2. Otherwise: − the difference.", "ビッド通り: ビッド＋2点。外れ: 差の分だけマイナス。"),
    "final": Text("Final ranking", "最終順位"),
    "rank": Text("Rank", "順位"),
    "round_col": Text("R{k}", "R{k}"),
    "you_win": Text("You win!", "あなたの勝ちです！"),
    "wins": Text("{who} wins.", "{who}の勝ちです。"),
    "share": Text("Shared win: {who}.", "同点優勝: {who}。"),
}

# English verbs agree with "You"; Japanese needs no variant.
YOU_EN = {
    "ev_trump": "Trump is {suit}. You made the top bid and lead. Bids: {bids}",
    "ev_card": "You play {card}",
    "ev_trick": "→ You win the trick.",
}

HELP = Text(
    "Oh-Seven:\n"
    "  S3, h0, ♦7    a card by name: suit S H D C (♠ ♥ ♦ ♣) and number 0–7;\n"
    "                while bidding it is your bid card, in trick play the card you play",
    "オーセブン:\n"
    "  S3, h0, ♦7    カード名: スート S H D C（♠ ♥ ♦ ♣）と数字 0〜7。\n"
    "                ビッド中はビッドするカード、トリック中は出すカード",
)

SUIT_STYLES = {"S": "bold", "H": "bold red", "D": "bold bright_red", "C": "bold"}
_TYPED = str.maketrans({symbol: letter for symbol, letter in zip(SUIT_SYMBOLS + "♧♢♡♤", SUITS * 2, strict=True)})


def card_label(name: str) -> str:
    """``S3`` → ``♠3``."""
    return SUIT_SYMBOLS[SUITS.index(name[0])] + name[1:]


def card_text(name: str, dim: bool = False) -> RichText:
    return RichText(card_label(name), style=SUIT_STYLES[name[0]] + (" dim" if dim else ""))


def suit_text(letter: str) -> RichText:
    return RichText(SUIT_SYMBOLS[SUITS.index(letter)], style=SUIT_STYLES[letter])


def top_seats(cards: list[str]) -> list[int]:
    """The seats of the top bid: highest number, then ♠ > ♥ > ♦ > ♣ (OH7-R4); several if identical."""
    key = [bid_key(BY_NAME[card]) for card in cards]
    return [seat for seat, value in enumerate(key) if value == max(key)]


class OhSevenScreen:
    """Oh-Seven drawn for seat ``you`` in ``lang`` (see asobiba.terminal.app.Screen)."""

    help = HELP

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        self.lang = lang
        self.you = you
        self.names = names

    # -- small helpers ---------------------------------------------------------------

    def t(self, key: str, **fields: object) -> str:
        return L[key].get(self.lang).format(**fields)

    def who(self, seat: int) -> str:
        return self.t("you") if seat == self.you else self.names[seat]

    def whos(self, seats: list[int]) -> str:
        return (", " if self.lang == "en" else "、").join(self.who(seat) for seat in seats)

    def cards(self, names: list[str], separator: str = " ") -> RichText:
        return RichText(separator).join(card_text(name) for name in names)

    def line(self, key: str, seat: int | None = None, **fields: Any) -> RichText:
        """A log line about ``seat``; ``{card}``, ``{cards}`` and ``{suit}`` fields are drawn coloured."""
        template = YOU_EN[key] if seat == self.you and self.lang == "en" and key in YOU_EN else L[key].get(self.lang)
        if seat is not None:
            fields["who"] = self.who(seat)
        out = RichText()
        for part in re.split(r"(\{\w+\})", template):
            field = part[1:-1] if part.startswith("{") and part.endswith("}") else None
            if field is None:
                out.append(part)
            elif field == "card":
                out.append_text(card_text(fields[field]))
            elif field == "cards":
                out.append_text(self.cards(fields[field]))
            elif field == "suit":
                out.append_text(suit_text(fields[field]))
            elif isinstance(fields[field], RichText):
                out.append_text(fields[field])
            else:
                out.append(str(fields[field]), style="bold")
        return out

    def seat_cards(self, names: list[str]) -> RichText:
        """``You ♠3 · Seat 1 ♥2 …`` for one bid card per seat."""
        out = RichText()
        for seat, name in enumerate(names):
            if seat:
                out.append(" · ", style="dim")
            out.append(self.who(seat) + " ").append_text(card_text(name))
        return out

    # -- the Screen protocol -------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        decks = self.t("one_deck" if view["decks"] == 1 else "two_decks")
        title = f"{self.t('round', k=view['round'], n=view['rounds'])} · {self.t('decks', players=view['players'], decks=decks)}"
        return Rule(title, style="cyan")

    def table(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [RichText(""), self.heading(view), self.seats(view)]
        parts.extend(self.biddings(view))
        if view["set_aside"]:
            parts.append(RichText(self.t("set_aside")).append_text(self.cards(view["set_aside"])))
        if view["phase"] == "play":
            last = view["last_trick"]
            if last is not None:
                parts.append(
                    RichText(self.t("last_trick"))
                    .append_text(self.trick_text(view, last["leader"], last["cards"]))
                    .append(f"  → {self.who(last['winner'])}")
                )
            parts.append(self.current_trick(view))
        parts.append(self.hand(view))
        if view["phase"] == "bid" and view["legal"]:
            parts.append(self.bid_menu(view))
        return Group(*parts)

    def prompt(self, view: JSON) -> str:
        return self.t("ask_bid" if view["phase"] == "bid" else "ask_card")

    def parse(self, text: str, view: JSON) -> Move:
        """A card by name: a bid card while bidding, else a card to play (the engine says why not)."""
        name = re.sub(r"\s+", "", text.translate(_TYPED))
        return parse_move({"type": "bid" if view["phase"] == "bid" else "card", "card": name})

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data = event.data
        kind = event.kind
        if kind == "deal":
            return Group(
                Rule(self.t("round", k=data["round"], n=view["rounds"]), style="cyan"),
                self.line("ev_deal", k=data["round"], n=view["rounds"], cards=data["hand"]),
            )
        if kind == "bid_placed":  # the seats table shows who has chosen; nine lines per bidding would drown the log
            return None
        if kind == "bid_chosen":
            return self.line("ev_bid_chosen", card=data["card"], n=data["card"][1:])
        if kind == "bids":
            return self.line("ev_bids", list=self.seat_cards(data["cards"]), total=data["total"])
        if kind == "rebid":
            reason = self.line("ev_rebid_" + data["reason"], who=self.whos(data["points"]))
            if any(view["used"]):
                return Group(reason, self.line("ev_used"))
            if view["set_aside"]:
                return Group(reason, self.line("ev_set_aside"))
            return reason  # dealt again at once: the redeal line follows
        if kind == "redeal":
            return self.line("ev_redeal")
        if kind == "trump":
            bids = ", ".join(f"{self.who(seat)} {bid}" for seat, bid in enumerate(data["bids"]))
            return self.line("ev_trump", data["leader"], suit=data["suit"], bids=bids)
        if kind == "card":
            return self.line("ev_card", data["seat"], card=data["card"])
        if kind == "trick":
            return self.line("ev_trick", data["winner"])
        if kind == "round_scored":
            return self.score_sheet(data, view)
        return None  # game_over: the final ranking follows

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "round_scored"

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        table = Table(title=self.t("final"), title_style="bold", show_edge=False)
        table.add_column(self.t("rank"), justify="right")
        table.add_column(self.t("player"))
        for result in view["results"]:
            table.add_column(self.t("round_col", k=result["round"]), justify="right")
        table.add_column(self.t("score"), justify="right")
        for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
            rounds = [f"{result['scores'][seat] + result['rebid_points'][seat]:+d}" for result in view["results"]]
            table.add_row(
                str(outcome.ranks[seat]), self.who(seat), *rounds, f"{outcome.scores[seat]:+d}", style="bold" if seat == self.you else ""
            )
        winners = outcome.winners
        if len(winners) > 1:
            verdict = self.t("share", who=self.whos(list(winners)))
        elif winners[0] == self.you:
            verdict = self.t("you_win")
        else:
            verdict = self.t("wins", who=self.who(winners[0]))
        return Group(RichText(""), table, RichText(verdict, style="bold green"))

    # -- pieces of the table -------------------------------------------------------------

    def heading(self, view: JSON) -> RichText:
        out = RichText(self.t("round", k=view["round"], n=view["rounds"]) + " · ", style="cyan")
        if view["phase"] == "play":
            tricks = sum(view["taken"]) + max(view["hand_counts"])  # asked before playing: my hand is still full for this trick
            out.append(self.t("trick_no", k=sum(view["taken"]) + 1, n=tricks), style="cyan")
            top = top_seats(view["bid_cards"])[0]
            out.append("   ").append_text(self.line("trump_line", suit=view["trump"], card=view["bid_cards"][top], who=self.who(top)))
        else:
            out.append(self.t("stage_bid"), style="cyan")
        return out

    def seats(self, view: JSON) -> Table:
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("player"))
        table.add_column(self.t("cards"), justify="right")
        table.add_column(self.t("bid"))
        table.add_column(self.t("taken"), justify="right")
        table.add_column(self.t("rebid_pts"), justify="right")
        table.add_column(self.t("total"), justify="right")
        table.add_column("")
        playing = view["phase"] == "play"
        top = top_seats(view["bid_cards"])[0] if playing else None
        for seat in range(view["players"]):
            if playing:
                card = view["bid_cards"][seat]
                bid: RichText = RichText(f"{view['bids'][seat]}  (").append_text(card_text(card)).append(")")
            elif seat == self.you and view["my_bid"]:
                bid = RichText(self.t("your_hidden", card=card_label(view["my_bid"])))
            else:
                bid = RichText(self.t("chosen" if view["bid_placed"][seat] else "waiting"), style="dim")
            notes = []
            if seat == top:
                notes.append(self.t("top_bidder"))
            if playing and seat == view["leader"] and view["trick"]:
                notes.append(self.t("leads"))
            if playing and seat == view["turn"]:
                notes.append("▶ " + self.t("to_play"))
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
            line = RichText(self.t("bidding_n", k=index)).append_text(self.seat_cards(cards)).append(self.t("sum", total=total))
            tops = top_seats(cards)
            if total == HAND or len(tops) > 1:
                line.append(self.t("rebid_seven" if total == HAND else "rebid_identical", who=self.whos(tops)), style="yellow")
            elif view["phase"] == "play" and index == len(revealed):
                line.append(self.t("final_bids"), style="green")
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
            return RichText(self.t("this_trick") + self.t("you_lead"))
        out = RichText(self.t("this_trick")).append_text(self.trick_text(view, view["leader"], cards))
        best = winning_index([BY_NAME[card] for card in cards], SUITS.index(view["trump"]))
        return out.append(self.t("winning", who=self.who((view["leader"] + best) % view["players"])), style="italic")

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
        return Group(RichText(self.t("hand_choose" if numbers else "hand")), *lines.values())

    def bid_menu(self, view: JSON) -> Group:
        rows = [RichText(self.t("bid_menu"))]
        for index, move in enumerate(view["legal"], 1):
            rows.append(
                RichText.assemble(
                    (f"  {index}: ", "cyan"), card_text(move["card"]), ("  → " + self.t("bid_choice", n=move["card"][1:]), "")
                )
            )
        return Group(*rows)

    def score_sheet(self, data: dict[str, Any], view: JSON) -> RenderableType:
        title = self.line("sheet", k=data["round"], suit=data["trump"])
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("player"))
        for key in ("bid", "taken", "score", "rebid_pts", "this_round", "total"):
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
        return Group(RichText(""), Rule(title, style="green"), table, RichText(self.t("scoring_rule"), style="dim"))


def screen(lang: str, you: int, names: list[str]) -> OhSevenScreen:
    return OhSevenScreen(lang, you, names)
