"""High Card in the terminal: the trick, the hand numbered in the legal order, the scores."""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text
from tests.kit.highcard.game import GAME

L = {
    "help": Text("A card: its number in the list, or its name (c7).", "カード: 一覧の番号か名前（c7）。"),
    "deal": Text("Deal {deal}/{deals} · tricks {tricks} · totals {totals}", "ディール {deal}/{deals} · トリック {tricks} · 合計 {totals}"),
    "trick": Text("On the table: {cards}", "場: {cards}"),
    "hand": Text("Your hand: {cards}", "手札: {cards}"),
    "prompt": Text("Your card (number or name)", "出すカード（番号か名前）"),
    "card": Text("{who} plays {card}", "{who}が{card}を出した"),
    "trick_won": Text("→ {who} takes the trick", "→ {who}がトリックを取った"),
    "scored": Text(
        "Deal {deal} over: tricks {tricks}; the face-down card was {unused}.", "ディール{deal}終了: トリック {tricks}、伏せ札は {unused}。"
    ),
    "final": Text("Final totals: {totals} · ranks {ranks}", "最終得点: {totals} · 順位 {ranks}"),
}


class HighCardScreen:
    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        self.lang = lang
        self.you = you
        self.names = names
        self.help = L["help"]

    def say(self, key: str, **fields: object) -> str:
        return L[key].get(self.lang).format(**fields)

    def intro(self, view: JSON) -> RenderableType | None:
        return None

    def table(self, view: JSON) -> RenderableType:
        trick = " ".join(f"{played['card']}({played['seat']})" for played in view["trick"]) or "—"
        hand = "  ".join(f"{number}:{card}" for number, card in enumerate(view["hand"], start=1))
        lines = [
            self.say("deal", deal=view["deal"], deals=view["deals"], tricks=view["tricks"], totals=view["totals"]),
            self.say("trick", cards=trick),
            self.say("hand", cards=hand),
        ]
        return RichText("\n".join(lines))

    def prompt(self, view: JSON) -> str:
        return self.say("prompt")

    def parse(self, text: str, view: JSON) -> Any:
        try:
            return GAME.parse_move({"type": "card", "card": text.strip().lower()})
        except InvalidMove as error:
            raise InvalidMove(Text(f"not a card: {text!r}", f"カードではありません: {text!r}")) from error

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        if event.kind == "card":
            return RichText(self.say("card", who=self.names[event.data["seat"]], card=event.data["card"]))
        if event.kind == "trick":
            return RichText(self.say("trick_won", who=self.names[event.data["winner"]]))
        if event.kind == "deal_scored":
            return RichText(self.say("scored", deal=event.data["deal"], tricks=event.data["tricks"], unused=event.data["unused"]))
        return None

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "deal_scored"

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        return RichText(self.say("final", totals=list(outcome.scores), ranks=list(outcome.ranks)))


def screen(lang: str, you: int, names: list[str]) -> HighCardScreen:
    return HighCardScreen(lang, you, names)
