"""The end of a Riichi hand and of the match in the terminal: the same sheets as the browser's.

A win: each winner's hand (closed tiles, melds, winning tile), the yaku with their han (the
``mahjong`` package's names, with Tenhou's Japanese names), the fu and where they come from,
dora, red fives and ura dora, han, fu and limit, the points and every player's payment. An
exhaustive draw: who is tenpai, their hands, nagashi mangan, the payments. An abortive draw:
its reason. Then the final table: points, uma-adjusted results and ranks. The words are the
catalogue's (labels/<lang>.json): the browser's where they say the same, ``term.*`` otherwise.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Outcome
from asobiba.core.screen import BaseScreen
from asobiba.games.riichi.interop.tenhou_codes import LIMITS, YAKU
from asobiba.games.riichi.terminal_tiles import default_style, tile_text, tiles_text

LIMIT_NAMES = dict(LIMITS)
BASE_FU = {20: "riichi.fu.base", 25: "term.fu.seven_pairs", 30: "term.fu.closed_ron"}  # the package's base, by its fu
BONUSES = ("dora", "aka", "ura", "nuki")


def number(points: int) -> str:
    return f"{points:,}"


class Sheets(BaseScreen):
    """The Riichi screen's tiles and result sheets (terminal.RiichiScreen draws the rest); tiles are
    drawn in ``style``, which ``tiles unicode`` changes during a match."""

    game_id = "riichi"

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        super().__init__(lang, you, names)
        self.style = default_style()

    def tile(self, name: str, dim: bool = False) -> RichText:
        return tile_text(name, self.style, self.lang, dim)

    def tiles(self, names: list[str]) -> RichText:
        return tiles_text(names, self.style, self.lang)

    def said(self, key: str, seat: int, **fields: object) -> str:
        """What ``seat`` did, in the words that suit the person when it is them (``_you``)."""
        return self.template(key, seat).format(who=self.who(seat), **fields)

    def wind(self, index: int) -> str:
        """East … North: a round's wind or a seat's."""
        return self.t(f"riichi.round_wind.{index}")

    def own_word(self, own: str, browser: str) -> str | None:
        """The terminal's wording where it differs from the browser's, else the browser's (None: neither has it)."""
        key = own if own in self.words else browser
        return self.t(key) if key in self.words else None

    def yaku_name(self, name: str) -> str:
        """The package's yaku name, with Tenhou's Japanese name (Japanese only in ``ja``)."""
        japanese = YAKU.get(name)
        return name if japanese is None else self.t("term.yaku", name=name, japanese=japanese)

    def hand_end(self, data: JSON) -> RenderableType:
        """The sheet of a ``hand_end`` event: the result and the scores after it."""
        kind = data["kind"]
        parts: list[RenderableType] = [RichText("")]
        if "wind" in data:
            wind = self.wind(data["wind"])
            parts.append(Rule(self.t("term.sheet.hand_title", wind=wind, kyoku=data["kyoku"] + 1, honba=data["honba"]), style="green"))
        if kind == "win":
            for win in data["wins"]:
                parts += self.win(win, data["dora"])
        elif kind == "exhaustive":
            parts += self.exhaustive(data)
        else:
            reason = self.own_word(f"term.abort.{data['reason']}", f"riichi.abortive.{data['reason']}") or data["reason"]
            parts.append(RichText(self.t("term.sheet.abortive", reason=reason), style="bold yellow"))
            parts += self.shown_hands(data["hands"])
        parts.append(self.payments(data["deltas"], data["scores"]))
        return Group(*parts)

    def win(self, win: JSON, dora: list[str]) -> list[RenderableType]:
        value = win["value"]
        giver = None if win["from"] is None else self.who(win["from"])
        title = self.said("term.sheet.tsumo" if win["from"] is None else "term.sheet.ron", win["seat"], giver=giver)
        hand = RichText(self.t("term.sheet.hand")).append_text(self.tiles(win["hand"]))
        for meld in win["melds"]:
            hand.append("  [").append_text(self.tiles(meld["tiles"])).append("]")
        hand.append(self.t("term.sheet.winning")).append_text(self.tile(win["tile"]))
        indicators = RichText(self.t("term.sheet.dora")).append_text(self.tiles(dora))
        if win["ura"]:
            indicators.append(self.t("term.sheet.ura")).append_text(self.tiles(win["ura"]))
        lines: list[RenderableType] = [RichText(title, style="bold green"), hand, indicators, self.yaku(value)]
        if not value["yakuman"]:
            lines.append(RichText(self.fu(value)))
        lines.append(RichText(self.value_line(value), style="bold"))
        if win.get("pao") is not None:
            lines.append(RichText(self.t("term.sheet.pao", who=self.who(win["pao"])), style="yellow"))
        return lines

    def yaku(self, value: JSON) -> Table:
        table = Table.grid(padding=(0, 2))
        table.add_column()
        table.add_column(justify="right")
        for yaku in value["yaku"]:
            amount = self.t("term.sheet.yakuman") if value["yakuman"] else self.t("riichi.han_n", n=yaku["han"])
            table.add_row("  " + self.yaku_name(yaku["name"]), amount)
        for key in BONUSES:
            if value.get(key):
                table.add_row("  " + self.t(f"riichi.bonus.{key}"), self.t("riichi.han_n", n=value[key]))
        return table

    def fu(self, value: JSON) -> str:
        """``Fu: 20 base + 2 closed wait = 22 → 30``; ``Fu: 30 (base + closed ron)`` when one part is all."""
        details = value["fu_details"]
        reasons = [self.fu_reason(detail) for detail in details]
        raw = sum(detail["fu"] for detail in details)
        if len(details) == 1 and raw == value["fu"]:
            return self.t("term.sheet.fu_one", fu=raw, reason=reasons[0])
        parts = " + ".join(f"{detail['fu']} {reason}" for detail, reason in zip(details, reasons, strict=True))
        if len(details) > 1:
            parts += f" = {raw}"
        return self.t("term.sheet.fu", parts=parts + (f" → {value['fu']}" if raw != value["fu"] else ""))

    def fu_reason(self, detail: JSON) -> str:
        """The package's reason in words; its base is 20, 25 for seven pairs, 30 with the closed ron's 10."""
        reason = detail["reason"]
        if reason == "base":
            return self.t(BASE_FU[detail["fu"]]) if detail["fu"] in BASE_FU else reason
        return self.own_word(f"term.fu.{reason}", f"riichi.fu.{reason}") or reason

    def value_line(self, value: JSON) -> str:
        if value["yakuman"]:
            head = self.t("term.sheet.yakuman") + (f" ×{value['yakuman']}" if value["yakuman"] > 1 else "")
        else:
            head = self.t("riichi.han_fu", han=value["han"], fu=value["fu"])
            if value["limit"]:
                head += " · " + self.t("term.limit", name=value["limit"], japanese=LIMIT_NAMES.get(value["limit"], value["limit"]))
        if value["ron"]:
            points = self.t("term.sheet.ron_points", points=number(value["ron"]))
        elif value["tsumo_dealer"]:
            points = self.t("term.sheet.tsumo_split", dealer=number(value["tsumo_dealer"]), other=number(value["tsumo_other"]))
        else:
            points = self.t("term.sheet.tsumo_dealer", points=number(value["tsumo_other"]))
        return f"{head} · {points}"

    def exhaustive(self, data: JSON) -> list[RenderableType]:
        lines: list[RenderableType] = [RichText(self.t("riichi.title_exhaustive"), style="bold yellow")]
        for seat in data.get("nagashi") or []:
            lines.append(RichText(self.t("riichi.nagashi", names=self.who(seat)), style="bold green"))
        hands = data["hands"]
        for seat, ready in enumerate(data["tenpai"]):
            line = RichText(f"  {self.who(seat)}: ").append(
                self.t("term.sheet.tenpai" if ready else "term.sheet.noten"), style="bold" if ready else "dim"
            )
            shown = hands[seat]
            if shown:
                line.append("   ").append_text(self.tiles(shown))
            lines.append(line)
        return lines

    def shown_hands(self, hands: list[list[str] | None]) -> list[RenderableType]:
        return [
            RichText(self.t("term.sheet.shown", who=self.who(seat))).append_text(self.tiles(tiles))
            for seat, tiles in enumerate(hands)
            if tiles
        ]

    def payments(self, deltas: list[int], scores: list[int]) -> Table:
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("riichi.player"))
        table.add_column(self.t("term.sheet.change"), justify="right")
        table.add_column(self.t("riichi.points"), justify="right")
        for seat, (delta, score) in enumerate(zip(deltas, scores, strict=True)):
            change = f"{delta:+,}" if delta else "0"
            table.add_row(self.who(seat), change, number(score), style="bold" if seat == self.you else "")
        return table

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        """The final table: points, results with uma (``view["final"]``) and ranks."""
        results = view.get("final") or list(outcome.scores)
        table = Table(title=self.t("term.sheet.final"), title_style="bold", show_edge=False)
        columns = (("riichi.rank", "right"), ("riichi.player", "left"), ("riichi.points", "right"), ("term.sheet.result", "right"))
        for key, justify in columns:
            table.add_column(self.t(key), justify=justify)  # type: ignore[arg-type]  # Rich's literal type
        for seat in sorted(range(len(outcome.ranks)), key=lambda seat: outcome.ranks[seat]):
            style = "bold" if seat == self.you else ""
            table.add_row(str(outcome.ranks[seat]), self.who(seat), number(view["scores"][seat]), f"{results[seat]:+}", style=style)
        first = outcome.ranks.index(1)
        verdict = self.t("term.sheet.you_win") if first == self.you else self.t("term.sheet.wins", who=self.who(first))
        return Group(RichText(""), table, RichText(verdict, style="bold green"))
