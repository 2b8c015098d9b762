"""High Card in the terminal: the trick, the hand numbered in the legal order, the scores."""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.errors import InvalidMove
from asobiba.core.parts import TerminalHooks
from asobiba.core.screen import BaseScreen
from tests.kit.highcard.game import GAME


class HighCardScreen(BaseScreen):
    game_id = "highcard"

    def table(self, view: JSON) -> RenderableType:
        trick = " ".join(f"{played['card']}({played['seat']})" for played in view["trick"]) or "—"
        hand = "  ".join(f"{number}:{card}" for number, card in enumerate(view["hand"], start=1))
        lines = [
            self.t("term.deal", deal=view["deal"], deals=view["deals"], tricks=view["tricks"], totals=view["totals"]),
            self.t("term.trick", cards=trick),
            self.t("term.hand", cards=hand),
        ]
        return RichText("\n".join(lines))

    def prompt(self, view: JSON) -> str:
        return self.t("term.prompt")

    def parse(self, text: str, view: JSON) -> Any:
        try:
            return GAME.parse_move({"type": "card", "card": text.strip().lower()})
        except InvalidMove as error:
            raise InvalidMove(self.reason("term.not_a_card", text=text)) from error

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        # The kit has no word for "You" (term.you): every seat goes by its name, the person's too.
        if event.kind == "card":
            return RichText(self.t("ev.card", who=self.names[event.data["seat"]], card=event.data["card"]))
        if event.kind == "trick":
            return RichText(self.t("ev.trick", who=self.names[event.data["winner"]]))
        if event.kind == "deal_scored":
            return RichText(self.t("term.scored", deal=event.data["deal"], tricks=event.data["tricks"], unused=event.data["unused"]))
        return None

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "deal_scored"

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        return RichText(self.t("term.final", totals=list(outcome.scores), ranks=list(outcome.ranks)))


TERMINAL = TerminalHooks(screen=HighCardScreen)
