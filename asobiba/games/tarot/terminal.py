"""French Tarot in the terminal: the table, the hand and the score sheets, drawn with Rich.

Everything drawn comes from one seat's ``view`` and the events that seat may see, so
nothing hidden can show. Cards appear as a suit symbol and rank (``♠K``, ``♥10``),
trumps as ``T21``, the Excuse as ``EX``; they are typed as the engine names them
(``SK``, ``H10``, ``T21``, ``EX``). Japanese terms follow the BGA Japanese wiki
(rules/seed-texts/tarot-bga-wiki.ja.txt): ディクレアラー, シエン, ガルド, ポワニ …
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
from asobiba.games.tarot.cards import BY_NAME, SUIT_SYMBOLS, SUITS
from asobiba.games.tarot.data import CONTRACT_BASE, LAYOUTS, MULTIPLIER, PETIT_AU_BOUT, POIGNEE_LEVELS, POIGNEE_VALUE, Contract
from asobiba.games.tarot.moves import Move, parse_move
from asobiba.games.tarot.tricks import winning_index

L = {
    "you": Text("You", "あなた"),
    "deal": Text("Deal {deal}/{deals} · dealer: {dealer}", "ハンド {deal}/{deals} · ディーラー: {dealer}"),
    "stage_bid": Text("bidding", "ビッド"),
    "stage_call": Text("king call", "パートナー指名"),
    "stage_ecart": Text("écart", "カード交換"),
    "stage_chelem": Text("chelem announcement", "スラム宣言"),
    "trick_no": Text("trick {k}/{n}", "トリック {k}/{n}"),
    "taker_line": Text("Taker: {who}, {contract}", "ディクレアラー: {who}（{contract}）"),
    "called_line": Text("called card: {card}", "指名カード: {card}"),
    "partner_line": Text("partner: {who}", "パートナー: {who}"),
    "chelem_on": Text("chelem announced", "スラム宣言あり"),
    "player": Text("Player", "プレイヤー"),
    "bid": Text("Bid", "ビッド"),
    "cards": Text("Cards", "手札"),
    "tricks": Text("Tricks", "トリック"),
    "total": Text("Total", "合計"),
    "dealer_mark": Text("dealer", "ディーラー"),
    "taker_mark": Text("taker", "ディクレアラー"),
    "partner_mark": Text("partner", "パートナー"),
    "to_speak": Text("…", "…"),
    "chien": Text("Chien: ", "シエン: "),
    "your_ecart": Text("Your écart ({k}/{n}): ", "あなたの捨て札（{k}/{n}）: "),
    "ecart_trumps": Text("Trumps in the écart: ", "捨て札の切札: "),
    "last_trick": Text("Last trick: ", "前のトリック: "),
    "this_trick": Text("This trick: ", "このトリック: "),
    "winning": Text("  (best so far: {who})", "  （現在の最高: {who}）"),
    "you_lead": Text("You lead.", "あなたのリードです。"),
    "hand": Text("Your hand:", "あなたの手札:"),
    "hand_choose": Text("Your hand (numbered: the cards you may choose):", "あなたの手札（番号付き: 選べるカード）:"),
    "ask_bid": Text("Your bid? (number)", "ビッドは？（番号）"),
    "ask_call": Text("Call a king: number or card name", "ルワを指名: 番号かカード名"),
    "ask_ecart": Text(
        "Your écart: the {k} cards on one line, numbers or names (nothing goes before Enter)",
        "捨て札: {k} 枚を1行で（番号かカード名。Enter を押すまで何も捨てません）",
    ),
    "ecart_count": Text(
        "Choose {k} different cards for the écart on one line (you gave {given}).",
        "捨て札は異なる {k} 枚を1行で選んでください（{given} 枚でした）。",
    ),
    "ask_chelem": Text("Announce a chelem? (number)", "スラムを宣言しますか？（番号）"),
    "ask_declare": Text("Declare before your first card? (number)", "最初のカードの前に手役を宣言しますか？（番号）"),
    "ask_card": Text("Your card: number or card name (help)", "出すカード: 番号かカード名（help）"),
    "no_chelem": Text("No chelem", "スラム宣言なし"),
    "chelem": Text("Announce a chelem (all tricks: +400, else -200)", "スラム宣言（全トリック獲得で +400、失敗で -200）"),
    "nothing": Text("Nothing", "宣言しない"),
    "poignee": Text("{level} poignée ({value}, shows {count} trumps)", "{level}・ポワニ（{value}点、切札 {count} 枚を公開）"),
    "poignee_short": Text("{level} poignée", "{level}・ポワニ"),
    "misere": Text("misère: {kinds}", "ミゼール: {kinds}"),
    "simple": Text("Simple", "シンプル"),
    "double": Text("Double", "ダブル"),
    "triple": Text("Triple", "トリプル"),
    "no_face": Text("no face cards", "絵札なし"),
    "no_trump": Text("no trumps", "切札なし"),
    "pass": Text("Pass", "パス"),
    "prise": Text("Prise", "プリーズ"),
    "garde": Text("Garde", "ガルド"),
    "garde_sans": Text("Garde sans", "ガルド・サン"),
    "garde_contre": Text("Garde contre", "ガルド・コントレ"),
    "sans_note": Text("  (chien unseen, counts for you)", "（シエンは非公開、あなたの得点に）"),
    "contre_note": Text("  (chien unseen, counts for the defence)", "（シエンは非公開、ディフェンダーの得点に）"),
    # one-line log of events
    "ev_pass": Text("{who} passes.", "{who}: パス"),
    "ev_bid": Text("{who} bids {contract}.", "{who}: {contract}"),
    "ev_taker": Text("{who} is the taker: {contract}.", "{who}がディクレアラーです（{contract}）。"),
    "ev_call": Text("{who} calls {card}.", "{who}が {card} を指名しました。"),
    "ev_you_partner": Text(
        "You hold the called card: you are the taker's secret partner.",
        "指名されたカードを持っています。あなたはディクレアラーの秘密のパートナーです。",
    ),
    "ev_partner": Text("{who} is the taker's partner.", "{who}がディクレアラーのパートナーです。"),
    "ev_chien": Text("The chien is shown: {cards}", "シエン公開: {cards}"),
    "ev_discard": Text("You discard {card}.", "{card} を捨てました。"),
    "ev_ecart_trump": Text("{who} has to discard a trump, shown to all: {card}", "{who}は切札を捨てました（公開）: {card}"),
    "ev_ecart_done": Text("{who} has made the écart.", "{who}が捨て札を終えました。"),
    "ev_chelem": Text("{who} announces a chelem!", "{who}がスラムを宣言しました！"),
    "ev_poignee": Text("{who} shows a {level} poignée: {cards}", "{who}が{level}・ポワニを宣言: {cards}"),
    "ev_misere": Text("{who} declares misère: {kinds}", "{who}がミゼールを宣言: {kinds}"),
    "ev_card": Text("{who} plays {card}", "{who}: {card}"),
    "ev_trick": Text("→ {who} wins the trick.", "→ {who}がトリックを取りました。"),
    "ev_petit_sec": Text(
        "{who} holds the Petit alone (petit sec): the deal is cancelled and dealt again.",
        "{who}がプチ単独（プチ・セック）のため、ハンドは流れて配り直します。",
    ),
    "ev_void": Text("Everyone passed: the deal is void and dealt again.", "全員パス: ハンドは流れて配り直します。"),
    "ev_grassing": Text(
        "Everyone passed: grassing. Every player for himself; take as few points as you can.",
        "全員パス: グラッシュ。各自が敵同士で、なるべく点数を取らないようにします。",
    ),
    # score sheet and ranking
    "sheet": Text("Deal {deal} · score sheet", "ハンド {deal} · 得点表"),
    "contract": Text("Contract", "ビッド"),
    "taker": Text("Taker", "ディクレアラー"),
    "alone": Text("alone", "パートナーなし"),
    "points": Text("Card points", "点数"),
    "points_split": Text("{taker} (defence {defence})", "{taker}（ディフェンダー側 {defence}）"),
    "bouts": Text("Bouts", "ウドレ"),
    "threshold": Text("Needed", "目標点数"),
    "result": Text("Result", "結果"),
    "made": Text("made by {margin}", "成功（{margin} 点差）"),
    "failed": Text("failed by {margin}", "失敗（{margin} 点差）"),
    "petit_au_bout": Text("Petit au bout", "プチ・オ・ブ"),
    "attack": Text("taker's camp", "ディクレアラー側"),
    "defence": Text("defence", "ディフェンダー側"),
    "declared": Text("Poignée / misère", "手役"),
    "chelem_row": Text("Chelem", "スラム"),
    "settlement": Text("Settlement", "精算"),
    "shares": Text("taker {taker}D, each defender -D", "ディクレアラー {taker}D、ディフェンダー各 -D"),
    "shares_partner": Text("taker 2D, partner D, each defender -D", "ディクレアラー 2D、パートナー D、ディフェンダー各 -D"),
    "grassing": Text("Grassing (no taker)", "グラッシュ（ディクレアラーなし）"),
    "this_deal": Text("This deal", "このハンド"),
    "ecart_was": Text("Écart: ", "捨て札: "),
    "final": Text("Final ranking", "最終順位"),
    "rank": Text("Rank", "順位"),
    "score": Text("Score", "得点"),
    "you_win": Text("You win!", "あなたの勝ちです！"),
    "wins": Text("{who} wins.", "{who}の勝ちです。"),
    "share": Text("Shared win: {who}.", "同点優勝: {who}。"),
}

# English verbs agree with "You"; Japanese needs no variant.
YOU_EN = {
    "ev_pass": "You pass.",
    "ev_bid": "You bid {contract}.",
    "ev_taker": "You are the taker: {contract}.",
    "ev_call": "You call {card}.",
    "ev_partner": "You are the taker's partner.",
    "ev_ecart_trump": "You have to discard a trump, shown to all: {card}",
    "ev_ecart_done": "You have made the écart.",
    "ev_chelem": "You announce a chelem!",
    "ev_poignee": "You show a {level} poignée: {cards}",
    "ev_misere": "You declare misère: {kinds}",
    "ev_card": "You play {card}",
    "ev_trick": "→ You win the trick.",
    "ev_petit_sec": "You hold the Petit alone (petit sec): the deal is cancelled and dealt again.",
}

HELP = Text(
    "Tarot:\n"
    "  SK, h10, dc, t21, ex   a card by name: suit S H D C (♠ ♥ ♦ ♣) and rank 1–10, J, C (knight), Q, K;\n"
    "                         trumps T1–T21; EX is the Excuse\n"
    "  pass, prise, garde, garde sans, garde contre   a bid by name",
    "タロット:\n"
    "  SK, h10, dc, t21, ex   カード名: スート S H D C（♠ ♥ ♦ ♣）とランク 1〜10, J（バレ）, C（カバリエ）, Q（ダム）, K（ルワ）\n"
    "                         （SR, SD, SV のように R, D, V でも可）。切札は T1〜T21、エクスキューズは EX\n"
    "  pass, prise, garde, garde sans, garde contre   ビッドを名前で",
)

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


class TarotScreen:
    """French Tarot drawn for seat ``you`` in ``lang`` (see asobiba.terminal.app.Screen)."""

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

    def contract_name(self, name: str) -> str:
        return self.t(name) + (f" ×{MULTIPLIER[Contract[name.upper()]]}" if name != "pass" else "")

    def cards(self, names: list[str], separator: str = " ") -> RichText:
        return RichText(separator).join(card_text(name) for name in names)

    def line(self, key: str, seat: int | None = None, **fields: Any) -> RichText:
        """A log line about ``seat``, whose ``{card}``/``{cards}`` fields are drawn as coloured cards."""
        if seat == self.you and self.lang == "en" and key in YOU_EN:
            template = YOU_EN[key]
        else:
            template = L[key].get(self.lang)
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
            else:
                out.append(str(fields[field]), style="bold")
        return out

    def played_seats(self, view: JSON, leader: int, count: int) -> list[int]:
        step = 1 if view["direction"] == "counter_clockwise" else -1
        return [(leader + step * index) % view["players"] for index in range(count)]

    # -- the Screen protocol -------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        return self.deal_rule(view)

    def deal_rule(self, view: JSON) -> Rule:
        return Rule(self.t("deal", deal=view["deal"], deals=view["deals"], dealer=self.who(view["dealer"])), style="cyan")

    def table(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [RichText(""), self.heading(view), self.seats(view)]
        if view["chien"] is not None and not view["tricks"]:
            parts.append(RichText(self.t("chien")).append_text(self.cards(view["chien"])))
        if view["ecart"]:
            parts.append(RichText(self.t("your_ecart", k=view["ecart_size"], n=view["chien_size"])).append_text(self.cards(view["ecart"])))
        elif view["ecart_trumps"]:
            parts.append(RichText(self.t("ecart_trumps")).append_text(self.cards(view["ecart_trumps"])))
        if view["tricks"]:
            leader, cards, winner = view["tricks"][-1]["leader"], view["tricks"][-1]["cards"], view["tricks"][-1]["winner"]
            parts.append(RichText(self.t("last_trick")).append_text(self.trick_text(view, leader, cards)).append(f"  → {self.who(winner)}"))
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
            return self.t("ask_bid")
        if phase == "call":
            return self.t("ask_call")
        if phase == "ecart":
            return self.t("ask_ecart", k=view["chien_size"] - view["ecart_size"])
        if phase == "chelem":
            return self.t("ask_chelem")
        if legal and legal[0]["type"] == "declare":
            return self.t("ask_declare")
        return self.t("ask_card")

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
            raise InvalidMove(self.text("ecart_count", k=left, given=len(names)))
        return [parse_move({"type": "discard", "card": name}) for name in names]

    def card_name(self, text: str) -> str:
        name = re.sub(r"\s+", "", text.translate(_TYPED))
        if match := _FRENCH_RANK.match(name.upper()):
            name = match[1] + _FRENCH_TO_ENGINE[match[2]]
        return name

    def text(self, key: str, **fields: object) -> Text:
        return Text(L[key].en.format(**fields), L[key].ja.format(**fields))

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data = event.data
        kind = event.kind
        seat = data.get("seat")
        if kind == "bid":
            if data["contract"] == "pass":
                return self.line("ev_pass", seat)
            return self.line("ev_bid", seat, contract=self.contract_name(data["contract"]))
        if kind == "taker":
            return self.line("ev_taker", seat, contract=self.contract_name(data["contract"]))
        if kind == "call":
            return self.line("ev_call", seat, card=data["card"])
        if kind == "partner":
            return self.line("ev_you_partner") if event.to is not None else self.line("ev_partner", seat)
        if kind == "chien":
            return self.line("ev_chien", cards=data["cards"])
        if kind == "discard":
            return self.line("ev_discard", card=data["card"])
        if kind == "ecart_trump":
            return self.line("ev_ecart_trump", view["taker"], card=data["card"])
        if kind == "ecart_done":
            return self.line("ev_ecart_done", view["taker"])
        if kind == "chelem":
            return self.line("ev_chelem", seat) if data["announce"] else None
        if kind == "declare":
            return self.declaration(seat, data)
        if kind == "card":
            return self.line("ev_card", seat, card=data["card"])
        if kind == "trick":
            return self.line("ev_trick", data["winner"])
        if kind == "petit_sec":
            return self.line("ev_petit_sec", seat)
        if kind == "void_deal":
            return self.line("ev_void")
        if kind == "grassing":
            return self.line("ev_grassing")
        if kind == "deal":
            return self.deal_rule(view)
        if kind == "deal_scored":
            return self.score_sheet(data, view)
        return None  # match_over: the final ranking follows

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "deal_scored"

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        table = Table(title=self.t("final"), title_style="bold", show_edge=False)
        table.add_column(self.t("rank"), justify="right")
        table.add_column(self.t("player"))
        table.add_column(self.t("score"), justify="right")
        for seat in sorted(range(len(outcome.scores)), key=lambda seat: (outcome.ranks[seat], seat)):
            table.add_row(str(outcome.ranks[seat]), self.who(seat), f"{outcome.scores[seat]:+d}", style="bold" if seat == self.you else "")
        winners = outcome.winners
        if len(winners) > 1:
            verdict = self.t("share", who=", ".join(self.who(seat) for seat in winners))
        elif winners[0] == self.you:
            verdict = self.t("you_win")
        else:
            verdict = self.t("wins", who=self.who(winners[0]))
        return Group(RichText(""), table, RichText(verdict, style="bold green"))

    # -- pieces of the table -------------------------------------------------------------

    def heading(self, view: JSON) -> RichText:
        if view["phase"] == "play":
            total = LAYOUTS[view["players"]].hand_size
            stage = self.t("trick_no", k=min(len(view["tricks"]) + 1, total), n=total)
        else:
            stage = self.t("stage_" + view["phase"])
        out = RichText(f"{self.t('deal', deal=view['deal'], deals=view['deals'], dealer=self.who(view['dealer']))} · {stage}", style="cyan")
        if view["taker"] is not None:
            out.append("\n")
            out.append(self.t("taker_line", who=self.who(view["taker"]), contract=self.contract_name(view["contract"])), style="bold")
            if view["called"] is not None:
                out.append(" · " + self.t("called_line", card="")).append_text(card_text(view["called"]))
            if view["partner"] is not None:
                out.append(" · " + self.t("partner_line", who=self.who(view["partner"])))
            if view["chelem"]:
                out.append(" · " + self.t("chelem_on"), style="bold yellow")
        return out

    def seats(self, view: JSON) -> Table:
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("player"))
        table.add_column(self.t("bid"))
        for key in ("cards", "tricks", "total"):
            table.add_column(self.t(key), justify="right")
        table.add_column("")
        won = [0] * view["players"]
        for trick in view["tricks"]:
            won[trick["winner"]] += 1
        for seat in range(view["players"]):
            bid = view["bids"][seat]
            notes = []
            if seat == view["dealer"]:
                notes.append(self.t("dealer_mark"))
            if seat == view["taker"]:
                notes.append(self.t("taker_mark"))
            if seat == view["partner"]:
                notes.append(self.t("partner_mark"))
            declared = view["declarations"][seat]
            if declared and declared["poignee"]:
                notes.append(self.t("poignee_short", level=self.t(declared["poignee"])))
            notes.extend(self.t("misere", kinds=self.t(kind)) for kind in (declared or {}).get("misere", []))
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
            return RichText(self.t("this_trick") + self.t("you_lead"))
        cards = [entry["card"] for entry in trick]
        out = RichText(self.t("this_trick")).append_text(self.trick_text(view, trick[0]["seat"], cards))
        if cards != ["EX"]:
            best = trick[winning_index([BY_NAME[card] for card in cards])]["seat"]
            out.append(self.t("winning", who=self.who(best)), style="italic")
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
        return Group(RichText(self.t("hand_choose" if numbers else "hand")), *lines.values())

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
            note = {"garde_sans": "sans_note", "garde_contre": "contre_note"}.get(name)
            return RichText(self.contract_name(name) + (self.t(note) if note else ""))
        if kind == "call":
            return card_text(move["card"])
        if kind == "chelem":
            return RichText(self.t("chelem" if move["announce"] else "no_chelem"))
        parts = []
        if move["poignee"] is not None:
            level = move["poignee"]
            count = LAYOUTS[view["players"]].poignee[POIGNEE_LEVELS.index(level)]
            parts.append(self.t("poignee", level=self.t(level), value=POIGNEE_VALUE[level], count=count))
        if move["misere"]:
            parts.append(self.t("misere", kinds=", ".join(self.t(kind) for kind in move["misere"])))
        return RichText(" + ".join(parts) or self.t("nothing"))

    def declaration(self, seat: int, data: dict[str, Any]) -> RenderableType | None:
        lines = []
        if data["poignee"] is not None:
            lines.append(self.line("ev_poignee", seat, level=self.t(data["poignee"]), cards=data["cards"]))
        if data["misere"]:
            lines.append(self.line("ev_misere", seat, kinds=", ".join(self.t(kind) for kind in data["misere"])))
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
            shares = self.t("shares_partner")
        else:
            shares = self.t("shares", taker=len(data["scores"]) - 1)
        return f"D = {terms} = {data['per_defender']:+d}; {shares}"

    def score_sheet(self, data: dict[str, Any], view: JSON) -> RenderableType:
        players = len(data["scores"])
        title = self.t("sheet", deal=f"{data['deal']}/{view['deals']}")
        facts = Table(show_header=False, box=None, padding=(0, 2))
        if data["scoring"] == "contract":
            taker = self.who(data["taker"])
            if players == 5:
                alone = data["partner"] is None
                taker += f" ({self.t('alone')})" if alone else f" ({self.t('partner_mark')}: {self.who(data['partner'])})"
            result = self.t("made" if data["made"] else "failed", margin=data["margin"])
            petit = data["petit_au_bout"]
            for key, value in (
                ("contract", self.contract_name(data["contract"])),
                ("taker", taker),
                ("points", self.t("points_split", taker=f"{data['points']:g}", defence=f"{data['defence_points']:g}")),
                ("bouts", str(data["bouts"])),
                ("threshold", str(data["threshold"])),
                ("result", result),
                ("petit_au_bout", self.t(petit) if petit else "—"),
                ("declared", str(data["declarations"]) if data["declarations"] else "—"),
                ("chelem_row", f"{data['chelem']:+d}" if data["chelem"] else "—"),
                ("settlement", self.settlement(data)),
            ):
                facts.add_row(self.t(key), RichText(value, style=("bold green" if data["made"] else "bold red") if key == "result" else ""))
        else:
            facts.add_row(self.t("contract"), self.t("grassing"))
        scores = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        scores.add_column(self.t("player"))
        if data["scoring"] == "grassing":
            scores.add_column(self.t("points"), justify="right")
        scores.add_column(self.t("this_deal"), justify="right")
        scores.add_column(self.t("total"), justify="right")
        for seat in range(players):
            row = [self.who(seat)]
            if data["scoring"] == "grassing":
                row.append(f"{data['points_by_seat'][seat]:g}")
            row += [f"{data['scores'][seat]:+d}", f"{data['totals'][seat]:+d}"]
            scores.add_row(*row, style="bold" if seat == self.you else "")
        reveal = RichText(self.t("chien")).append_text(self.cards(data["chien"]))
        if data["ecart"]:
            reveal.append("   " + self.t("ecart_was")).append_text(self.cards(data["ecart"]))
        return Group(RichText(""), Rule(title, style="green"), facts, RichText(""), scores, reveal)


def screen(lang: str, you: int, names: list[str]) -> TarotScreen:
    return TarotScreen(lang, you, names)
