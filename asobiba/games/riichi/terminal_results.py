"""The end of a Riichi hand and of the match in the terminal: the same sheets as the browser's.

A win: each winner's hand (closed tiles, melds, winning tile), the yaku with their han (the
``mahjong`` package's names, with Tenhou's Japanese names), the fu and where they come from,
dora, red fives and ura dora, han, fu and limit, the points and every player's payment. An
exhaustive draw: who is tenpai, their hands, nagashi mangan, the payments. An abortive draw:
its reason. Then the final table: points, uma-adjusted results and ranks.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Outcome
from asobiba.core.text import Text
from asobiba.games.riichi.tenhou_codes import ABORTS, LIMITS, YAKU
from asobiba.games.riichi.terminal_tiles import tile_text, tiles_text

WINDS = (Text("East", "東"), Text("South", "南"), Text("West", "西"), Text("North", "北"))
LIMIT_NAMES = dict(LIMITS)
ABORT_NAMES = {
    "nine_terminals": "Nine terminals and honours",
    "four_winds": "Four winds discarded",
    "four_riichi": "Four riichi",
    "four_kans": "Four kans",
    "triple_ron": "Triple ron",
}
FU_REASONS = {
    "base": Text("base", "副底"),
    "penchan": Text("edge wait", "辺張待ち"),
    "kanchan": Text("closed wait", "嵌張待ち"),
    "pair_wait": Text("pair wait", "単騎待ち"),
    "valued_pair": Text("pair of a yakuhai", "役牌の雀頭"),
    "double_valued_pair": Text("pair of a double wind", "連風牌の雀頭"),
    "tsumo": Text("tsumo", "ツモ"),
    "hand_without_fu": Text("open pinfu shape", "喰い平和形"),
    "closed_pon": Text("closed triplet", "暗刻"),
    "open_pon": Text("open triplet", "明刻"),
    "closed_terminal_pon": Text("closed triplet of terminals or honours", "么九牌の暗刻"),
    "open_terminal_pon": Text("open triplet of terminals or honours", "么九牌の明刻"),
    "closed_kan": Text("closed kan", "暗槓"),
    "open_kan": Text("open kan", "明槓"),
    "closed_terminal_kan": Text("closed kan of terminals or honours", "么九牌の暗槓"),
    "open_terminal_kan": Text("open kan of terminals or honours", "么九牌の明槓"),
}
BASE_FU = {20: Text("base", "副底"), 25: Text("seven pairs", "七対子"), 30: Text("base + closed ron", "副底＋門前加符")}
BONUSES = (
    ("dora", Text("Dora", "ドラ")),
    ("aka", Text("Red fives", "赤ドラ")),
    ("ura", Text("Ura dora", "裏ドラ")),
    ("nuki", Text("Norths", "抜きドラ")),
)

L = {
    "hand_title": Text("{wind} {kyoku} · {honba} honba", "{wind}{kyoku}局 {honba}本場"),
    "ron": Text("{who} wins by ron from {giver}", "{who} ロン和了（放銃: {giver}）"),
    "tsumo": Text("{who} wins by tsumo", "{who} ツモ和了"),
    "ron_you": Text("You win by ron from {giver}", "あなた ロン和了（放銃: {giver}）"),
    "tsumo_you": Text("You win by tsumo", "あなた ツモ和了"),
    "hand": Text("Hand: ", "手牌: "),
    "winning": Text("   winning tile ", "   和了牌 "),
    "dora": Text("Dora indicators: ", "ドラ表示牌: "),
    "ura": Text("   ura: ", "   裏: "),
    "han": Text("{n} han", "{n}翻"),
    "yakuman": Text("yakuman", "役満"),
    "fu": Text("Fu: {parts}", "符: {parts}"),
    "fu_one": Text("Fu: {fu} ({reason})", "符: {fu}（{reason}）"),
    "value": Text("{han} han {fu} fu", "{han}翻{fu}符"),
    "ron_points": Text("{points} points", "{points}点"),
    "tsumo_dealer": Text("{points} all", "{points}オール"),
    "tsumo_split": Text("{dealer} from the dealer, {other} from each other player", "親 {dealer}点・子 {other}点"),
    "pao": Text("{who} is liable (pao)", "{who} の責任払い（包）"),
    "exhaustive": Text("Exhaustive draw", "流局"),
    "tenpai": Text("tenpai", "聴牌"),
    "noten": Text("noten", "不聴"),
    "nagashi": Text("Nagashi mangan: {who}", "流し満貫: {who}"),
    "abortive": Text("Abortive draw: {reason}", "途中流局: {reason}"),
    "shown": Text("{who}: ", "{who}: "),
    "player": Text("Player", "プレイヤー"),
    "change": Text("Change", "収支"),
    "points": Text("Points", "持ち点"),
    "final": Text("Final table", "最終結果"),
    "rank": Text("Rank", "順位"),
    "result": Text("Result", "ポイント"),
    "you_win": Text("You take first place!", "あなたのトップです！"),
    "wins": Text("{who} takes first place.", "{who}のトップです。"),
}


def number(points: int) -> str:
    return f"{points:,}"


def yaku_name(name: str, lang: str) -> str:
    """The package's yaku name, with Tenhou's Japanese name (Japanese only in ``ja``)."""
    japanese = YAKU.get(name)
    if japanese is None:
        return name
    return japanese if lang == "ja" else f"{name} {japanese}"


class Sheets:
    """The result sheets of one screen: ``lang``, tile ``style`` (read when drawing, so that
    ``tiles unicode`` applies at once) and ``who(seat)``."""

    def __init__(self, lang: str, style: Callable[[], str], who: Callable[[int], str], you: int) -> None:
        self.lang = lang
        self.style = style
        self.who = who
        self.you = you

    def t(self, key: str, **fields: object) -> str:
        return L[key].get(self.lang).format(**fields)

    def tiles(self, names: list[str]) -> RichText:
        return tiles_text(names, self.style(), self.lang)

    def hand_end(self, data: JSON) -> RenderableType:
        """The sheet of a ``hand_end`` event: the result and the scores after it."""
        kind = data["kind"]
        parts: list[RenderableType] = [RichText("")]
        if "wind" in data:
            wind = WINDS[data["wind"]].get(self.lang)
            parts.append(Rule(self.t("hand_title", wind=wind, kyoku=data["kyoku"] + 1, honba=data["honba"]), style="green"))
        if kind == "win":
            for win in data["wins"]:
                parts += self.win(win, data["dora"])
        elif kind == "exhaustive":
            parts += self.exhaustive(data)
        else:
            reason = ABORTS[data["reason"]] if self.lang == "ja" else ABORT_NAMES[data["reason"]]
            parts.append(RichText(self.t("abortive", reason=reason), style="bold yellow"))
            parts += self.shown_hands(data["hands"])
        parts.append(self.payments(data["deltas"], data["scores"]))
        return Group(*parts)

    def win(self, win: JSON, dora: list[str]) -> list[RenderableType]:
        value = win["value"]
        key = ("tsumo" if win["from"] is None else "ron") + ("_you" if win["seat"] == self.you else "")
        title = self.t(key, who=self.who(win["seat"]), giver=None if win["from"] is None else self.who(win["from"]))
        hand = RichText(self.t("hand")).append_text(self.tiles(win["hand"]))
        for meld in win["melds"]:
            hand.append("  [").append_text(self.tiles(meld["tiles"])).append("]")
        hand.append(self.t("winning")).append_text(tile_text(win["tile"], self.style(), self.lang))
        indicators = RichText(self.t("dora")).append_text(self.tiles(dora))
        if win["ura"]:
            indicators.append(self.t("ura")).append_text(self.tiles(win["ura"]))
        lines: list[RenderableType] = [RichText(title, style="bold green"), hand, indicators, self.yaku(value)]
        if not value["yakuman"]:
            lines.append(RichText(self.fu(value)))
        lines.append(RichText(self.value_line(value), style="bold"))
        if win.get("pao") is not None:
            lines.append(RichText(self.t("pao", who=self.who(win["pao"])), style="yellow"))
        return lines

    def yaku(self, value: JSON) -> Table:
        table = Table.grid(padding=(0, 2))
        table.add_column()
        table.add_column(justify="right")
        for yaku in value["yaku"]:
            amount = self.t("yakuman") if value["yakuman"] else self.t("han", n=yaku["han"])
            table.add_row("  " + yaku_name(yaku["name"], self.lang), amount)
        for key, name in BONUSES:
            if value.get(key):
                table.add_row("  " + name.get(self.lang), self.t("han", n=value[key]))
        return table

    def fu(self, value: JSON) -> str:
        """``Fu: 20 base + 2 closed wait = 22 → 30``; ``Fu: 30 (base + closed ron)`` when one part is all."""
        details = value["fu_details"]
        reasons = [self.fu_reason(detail) for detail in details]
        raw = sum(detail["fu"] for detail in details)
        if len(details) == 1 and raw == value["fu"]:
            return self.t("fu_one", fu=raw, reason=reasons[0])
        parts = " + ".join(f"{detail['fu']} {reason}" for detail, reason in zip(details, reasons, strict=True))
        if len(details) > 1:
            parts += f" = {raw}"
        return self.t("fu", parts=parts + (f" → {value['fu']}" if raw != value["fu"] else ""))

    def fu_reason(self, detail: JSON) -> str:
        """The package's reason in words; its base is 20, 25 for seven pairs, 30 with the closed ron's 10."""
        reason = BASE_FU.get(detail["fu"]) if detail["reason"] == "base" else FU_REASONS.get(detail["reason"])
        return reason.get(self.lang) if reason else detail["reason"]

    def value_line(self, value: JSON) -> str:
        if value["yakuman"]:
            head = self.t("yakuman") + (f" ×{value['yakuman']}" if value["yakuman"] > 1 else "")
        else:
            head = self.t("value", han=value["han"], fu=value["fu"])
            if value["limit"]:
                head += " · " + (LIMIT_NAMES.get(value["limit"], value["limit"]) if self.lang == "ja" else value["limit"])
        if value["ron"]:
            points = self.t("ron_points", points=number(value["ron"]))
        elif value["tsumo_dealer"]:
            points = self.t("tsumo_split", dealer=number(value["tsumo_dealer"]), other=number(value["tsumo_other"]))
        else:
            points = self.t("tsumo_dealer", points=number(value["tsumo_other"]))
        return f"{head} · {points}"

    def exhaustive(self, data: JSON) -> list[RenderableType]:
        lines: list[RenderableType] = [RichText(self.t("exhaustive"), style="bold yellow")]
        for seat in data.get("nagashi") or []:
            lines.append(RichText(self.t("nagashi", who=self.who(seat)), style="bold green"))
        hands = data["hands"]
        for seat, ready in enumerate(data["tenpai"]):
            line = RichText(f"  {self.who(seat)}: ").append(self.t("tenpai" if ready else "noten"), style="bold" if ready else "dim")
            shown = hands[seat]
            if shown:
                line.append("   ").append_text(self.tiles(shown))
            lines.append(line)
        return lines

    def shown_hands(self, hands: list[list[str] | None]) -> list[RenderableType]:
        return [RichText(self.t("shown", who=self.who(seat))).append_text(self.tiles(tiles)) for seat, tiles in enumerate(hands) if tiles]

    def payments(self, deltas: list[int], scores: list[int]) -> Table:
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("player"))
        table.add_column(self.t("change"), justify="right")
        table.add_column(self.t("points"), justify="right")
        for seat, (delta, score) in enumerate(zip(deltas, scores, strict=True)):
            change = f"{delta:+,}" if delta else "0"
            table.add_row(self.who(seat), change, number(score), style="bold" if seat == self.you else "")
        return table

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        """The final table: points, results with uma (``view["final"]``) and ranks."""
        results = view.get("final") or list(outcome.scores)
        table = Table(title=self.t("final"), title_style="bold", show_edge=False)
        for key, justify in (("rank", "right"), ("player", "left"), ("points", "right"), ("result", "right")):
            table.add_column(self.t(key), justify=justify)  # type: ignore[arg-type]  # Rich's literal type
        for seat in sorted(range(len(outcome.ranks)), key=lambda seat: outcome.ranks[seat]):
            style = "bold" if seat == self.you else ""
            table.add_row(str(outcome.ranks[seat]), self.who(seat), number(view["scores"][seat]), f"{results[seat]:+}", style=style)
        first = outcome.ranks.index(1)
        verdict = self.t("you_win") if first == self.you else self.t("wins", who=self.who(first))
        return Group(RichText(""), table, RichText(verdict, style="bold green"))
