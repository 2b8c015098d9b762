"""Twenty Questions in the terminal: ``asobiba play twentyq``.

By default the person asks (seat 1) and a bot hosts from the built-in catalogue
(``host=bot``); ``-o host=person`` seats the person as the host (seat 0) with bot askers,
the only seat a person-hosted terminal match allows, since a bot never hosts a person's
answer (``match_setup``; ``--seat`` picks another asker's seat under a bot host). Everything
drawn comes from the seat's ``view`` and the events it may see (docs/twentyq.md): the
commitment from the start, ``question 7/20``, the numbered questions with their replies;
menu questions and catalogue guesses in the reader's language. An asker picks a menu
question by its number or types ``q``, ``g`` or ``chat`` lines (terminal_read.py); ``list``
shows the menu. At the end the reveal is checked by this terminal itself: it hashes the
revealed answer and salt again and compares them with the commitment shown all game.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.errors import OptionError
from asobiba.core.text import Text
from asobiba.games.twentyq.bots import DECLINE_NOTE
from asobiba.games.twentyq.catalogue import CATALOGUE
from asobiba.games.twentyq.commitment import commitment
from asobiba.games.twentyq.moves import Move, Question
from asobiba.games.twentyq.state import HOST
from asobiba.games.twentyq.terminal_read import Secret, read_asker, read_host

MENU: tuple[Question, ...] = tuple(Question(menu=question.id) for question in CATALOGUE.questions)
LIST_WORDS = frozenset({"list", "l", "menu", "一覧", "リスト", "メニュー"})
REPLIES = {"yes": Text("yes", "はい"), "no": Text("no", "いいえ"), "declined": Text("declined", "回答なし")}
L = {
    "title": Text("Twenty Questions · host: {host}", "20の質問 · 出題者: {host}"),
    "commitment": Text("Commitment (SHA-256): {hex}", "コミットメント (SHA-256): {hex}"),
    "no_commitment": Text("The host has not committed to an answer yet.", "出題者はまだ答えを決めていません。"),
    "count": Text("question {count}/{limit}", "質問 {count}/{limit}"),
    "waiting": Text("waiting for the reply", "返答待ち"),
    "asks": Text("{who} asks: {text}", "{who} の質問: {text}"),
    "guesses": Text("{who} guesses: {text}", "{who} の推測: {text}"),
    "says": Text("{who}: {text}", "{who}: {text}"),
    "you_ask": Text("You ask: {text}", "あなたの質問: {text}"),
    "you_guess": Text("You guess: {text}", "あなたの推測: {text}"),
    "reply": Text("{host}: {reply} to #{to}{count}{note}", "{host}: #{to} に「{reply}」{count}{note}"),
    "committed": Text("{host} committed: {hex}", "{host} が答えを決めました: {hex}"),
    "guessed": Text("{who} found the answer: the askers win!", "{who} が正解しました。解答者の勝ち！"),
    "limit": Text("The questions ran out: the host wins.", "質問が尽きました。出題者の勝ち。"),
    "retired": Text("The host retired.", "出題者がリタイアしました。"),
    "time_up": Text("Time is up: the host wins.", "時間切れ。出題者の勝ち。"),
    "abandoned": Text("The askers abandoned the game: no result.", "解答者の投票で放棄されました。結果なし。"),
    "void": Text(
        "The reveal does not match the commitment: the result is void.", "公開された答えがコミットメントと一致しません。結果は無効です。"
    ),
    "answer": Text("The answer: {answer}{reading}", "答え: {answer}{reading}"),
    "salt": Text("Salt: {salt}", "salt: {salt}"),
    "checked": Text(
        "✓ This terminal hashed the answer and salt again: they match the commitment.",
        "✓ この端末で答えと salt を計算し直しました。コミットメントと一致します。",
    ),
    "mismatch": Text(
        "✗ This terminal hashed the answer and salt again: they do NOT match the commitment.",
        "✗ この端末で答えと salt を計算し直しました。コミットメントと一致しません。",
    ),
    "no_reveal": Text("The answer was never revealed.", "答えは公開されませんでした。"),
    "audit": Text("Guesses that spelled the answer: {ids}", "答えと同じ綴りの推測: {ids}"),
    "muted": Text("{who} is muted.", "{who} はミュートされました。"),
    "muted_you": Text("You are muted.", "あなたはミュートされました。"),
    "unmuted": Text("{who} may post again.", "{who} のミュートが解除されました。"),
    "vote": Text("{who} votes to {vote}.", "{who} が{vote}に投票しました。"),
    "vote_you": Text("You vote to {vote}.", "あなたが{vote}に投票しました。"),
    "extend": Text("extend the time", "延長"),
    "abandon": Text("abandon the game", "放棄"),
    "extended": Text("The time limit is extended by {minutes} minutes.", "制限時間が {minutes} 分延長されました。"),
    "menu": Text("Menu questions (type the number):", "メニューの質問（番号を入力）:"),
    "ask": Text(
        "Your move: a menu number, q <question>, g <guess>, chat <text>, list",
        "あなたの番: メニュー番号、q <質問>、g <推測>、chat <発言>、list",
    ),
    "commit": Text(
        "Think of an answer and type commit <answer> (or commit <answer> / <reading>)",
        "答えを決めて commit <答え>（読みは commit <答え> / <読み>）と入力",
    ),
    "reply_to": Text("Reply to #{to} ({text}): y, n or d, a note after it if you like", "#{to}（{text}）に返答: y・n・d（後ろに補足も可）"),
    "reveal": Text("The game is over: type reveal to publish the answer and salt", "ゲーム終了: reveal で答えと salt を公開"),
    "wait": Text("Waiting: type chat <text>, or a vote", "待機中: chat <発言> か投票"),
    "final": Text("Final: {names}", "結果: {names}"),
    "you_win": Text("You win.", "あなたの勝ち。"),
    "you_lose": Text("You lose.", "あなたの負け。"),
    "no_winner": Text("Nobody wins.", "勝者なし。"),
}
HELP = Text(
    "Twenty Questions:\n"
    "  <number>           ask that menu question (list shows the menu)\n"
    "  q <question>       ask a question of your own (a bot host answers menu questions and guesses only)\n"
    "  g <guess>          guess the answer (it counts as a question)\n"
    "  chat <text>        talk; never counted\n"
    "  list               the menu questions, with the replies so far\n"
    "  host: commit <answer> [/ <reading>], y / n / d [note], reveal, mute <seat>, unmute <seat>, retire\n"
    "  votes: extend, abandon, timeup",
    "20の質問:\n"
    "  <番号>             メニューの質問をする（list でメニューを表示）\n"
    "  q <質問>           自由な質問（ボットの出題者はメニューの質問と推測にだけ答えます）\n"
    "  g <推測>           答えを推測する（質問1回に数えます）\n"
    "  chat <発言>        雑談。数えません\n"
    "  list               メニューの質問とこれまでの返答\n"
    "  出題者: commit <答え> [/ <読み>]、y / n / d [補足]、reveal、mute <席>、unmute <席>、retire\n"
    "  投票: extend（延長）、abandon（放棄）、timeup（時間切れ）",
)


def match_setup(options: dict[str, Any], seat: int | None) -> tuple[dict[str, Any], int]:
    """A terminal match's options and the person's seat: an asker under a bot host unless told ``host=person``."""
    options = {"host": "bot", **options}
    if options["host"] == "bot":
        if seat == HOST:
            raise OptionError(
                Text(
                    "Under host=bot the bot holds seat 0: choose an asker's seat.",
                    "host=bot ではボットが席0で出題します。解答者の席を選んでください。",
                )
            )
        return options, 1 if seat is None else seat
    if seat not in (None, HOST):
        raise OptionError(
            Text(
                "Under host=person you host at seat 0 (a bot never hosts a person's answer).",
                "host=person ではあなたが席0で出題します（ボットは人の答えで出題しません）。",
            )
        )
    return options, HOST


def question_text(message: JSON, lang: str) -> str:
    """A posted question or guess as the reader reads it: menu questions and catalogue items in their language."""
    if message["menu"] is not None:
        return CATALOGUE.question(message["menu"]).text.get(lang)
    if message["item"] is not None:
        return CATALOGUE.item(message["item"]).name.get(lang)
    return message["text"]


def verified_here(view: JSON) -> bool | None:
    """The terminal's own check of the reveal against the commitment (never the engine's ``verified``)."""
    reveal = view["reveal"]
    if reveal is None or view["commitment"] is None:
        return None
    return commitment(reveal["answer"], reveal["salt"]) == view["commitment"]


def post_number(message_id: int) -> int:
    """A post as people count it, from 1 (the view's message ids count from 0)."""
    return message_id + 1


class TwentyQScreen:
    """Twenty Questions drawn for seat ``you`` in ``lang`` (see asobiba.terminal.app.Screen)."""

    help = HELP

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        self.lang = lang
        self.you = you
        self.names = names
        self.keep: dict[str, Secret] = {}  # a person host's answer and salt, for the reveal

    def t(self, key: str, **fields: object) -> str:
        return L[key].get(self.lang).format(**fields)

    def about(self, seat: int, key: str, **fields: object) -> str:
        """A line about ``seat``; said of the person, its "_you" form (English verbs agree with "You")."""
        if seat == self.you and f"{key}_you" in L:
            return self.t(f"{key}_you", **fields)
        return self.t(key, who=self.names[seat], **fields)

    # -- the Screen protocol -----------------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [Rule(self.t("title", host=self.names[HOST]), style="cyan"), self.commitment(view)]
        if self.you != HOST:
            parts.append(self.menu(view))
        return Group(*parts)

    def table(self, view: JSON) -> RenderableType:
        count = RichText(self.t("count", count=view["count"], limit=view["limit"]), style="bold")
        return Group(RichText(""), self.commitment(view), self.questions(view), count)

    def commitment(self, view: JSON) -> RenderableType:
        if view["commitment"] is None:
            return RichText(self.t("no_commitment"), style="yellow")
        return RichText(self.t("commitment", hex=view["commitment"]), style="dim")

    def questions(self, view: JSON) -> RenderableType:
        """Every message so far: counted ones by their number, replies and notes beside them."""
        grid = Table.grid(padding=(0, 1))
        for message in view["messages"]:
            who = self.names[message["seat"]]
            if message["kind"] == "chat":
                grid.add_row("", RichText(self.t("says", who=who, text=message["text"]), style="dim"), "")
                continue
            number = f"{message['number']}." if message["number"] is not None else f"#{post_number(message['id'])}"
            grid.add_row(number, self.posted(message), self.reply_text(message))
        return grid

    def posted(self, message: JSON) -> str:
        """``Bot 2 asks: …`` (``You ask: …``), a menu question or catalogue item in the reader's language."""
        if message["kind"] == "chat":
            return self.t("says", who=self.names[message["seat"]], text=message["text"])
        mine = message["seat"] == self.you
        key = ("you_guess" if mine else "guesses") if message["kind"] == "guess" else ("you_ask" if mine else "asks")
        return self.t(key, who=self.names[message["seat"]], text=question_text(message, self.lang))

    def note(self, note: str | None) -> str:
        """A host's note; the bot host's two-language note in the reader's language only."""
        if note == DECLINE_NOTE:
            return DECLINE_NOTE.split(" / ")[0 if self.lang == "ja" else 1]
        return note or ""

    def reply_text(self, message: JSON) -> RichText:
        if message["reply"] is None:
            return RichText("… " + self.t("waiting"), style="yellow")
        note = f" ({self.note(message['note'])})" if message["note"] else ""
        style = {"yes": "bold green", "no": "red"}.get(message["reply"], "dim")
        return RichText("→ " + REPLIES[message["reply"]].get(self.lang) + note, style=style)

    def menu(self, view: JSON) -> RenderableType:
        """The menu questions numbered as ``choices`` numbers them, grouped, each asked one with its reply."""
        replies = {m["menu"]: m["reply"] for m in view["messages"] if m["menu"] is not None and m["reply"] not in (None, "declined")}
        grid = Table.grid(padding=(0, 2))
        rows: list[RichText] = []
        for index, question in enumerate(CATALOGUE.questions, 1):
            said = f" → {REPLIES[replies[question.id]].get(self.lang)}" if question.id in replies else ""
            rows.append(RichText.assemble((f"{index:>2} ", "cyan"), question.text.get(self.lang), (said, "dim")))
        half = (len(rows) + 1) // 2
        for left, right in zip(rows[:half], [*rows[half:], RichText("")], strict=False):
            grid.add_row(left, right)
        return Group(RichText(self.t("menu"), style="bold"), grid)

    def prompt(self, view: JSON) -> str:
        if self.you != HOST:
            return self.t("ask") if view["step"] == "ask" else self.t("wait")
        if view["step"] == "commit":
            return self.t("commit")
        if view["step"] == "reveal":
            return self.t("reveal")
        if view["pending"] is not None:
            message = view["messages"][view["pending"]]
            return self.t("reply_to", to=post_number(message["id"]), text=question_text(message, self.lang))
        return self.t("wait")

    def choices(self, view: JSON) -> list[Move] | None:
        """Numbers pick menu questions (an asker's), in the catalogue's order; a host's numbers are the legal moves."""
        return list(MENU) if self.you != HOST else None

    def command(self, text: str, view: JSON) -> RenderableType | None:
        return self.menu(view) if text.casefold() in LIST_WORDS else None

    def parse(self, text: str, view: JSON) -> Move:
        if self.you == HOST:
            return read_host(text, view, self.keep)
        return read_asker(text, view, len(MENU))

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data, kind = event.data, event.kind
        host = self.names[HOST]
        if kind == "committed":
            return RichText(self.t("committed", host=host, hex=data["commitment"]), style="dim")
        if kind == "posted":
            return RichText(f"#{post_number(data['message']['id'])} " + self.posted(data["message"]))
        if kind == "reply":
            count = f" ({data['number']}/{view['limit']})" if data["number"] is not None else ""
            note = f" — {self.note(data['note'])}" if data["note"] else ""
            reply = REPLIES[data["reply"]].get(self.lang)
            style = {"yes": "bold green", "no": "red"}.get(data["reply"], "yellow")
            return RichText(self.t("reply", host=host, reply=reply, to=post_number(data["to"]), count=count, note=note), style=style)
        if kind == "ended":
            return self.result(data["result"])
        if kind == "revealed":
            return self.reveal(view)
        if kind in ("muted", "unmuted"):
            return RichText(self.about(data["seat"], kind), style="dim")
        if kind == "vote":
            return RichText(self.about(data["seat"], "vote", vote=self.t(data["vote"])), style="dim")
        if kind == "extended":
            return RichText(self.t("extended", minutes=data["minutes"]), style="dim")
        return None  # count: the reply line carries it

    def result(self, result: JSON) -> RichText:
        if result["kind"] == "guessed":
            return RichText(self.t("guessed", who=self.names[result["guesser"]]), style="bold green")
        return RichText(self.t(result["kind"]), style="bold")

    def reveal(self, view: JSON) -> RenderableType:
        """The revealed answer and salt, and this terminal's own check of them against the commitment."""
        reveal = view["reveal"]
        if reveal is None:
            return RichText(self.t("no_reveal"), style="yellow")
        reading = f" ({reveal['reading']})" if reveal["reading"] else ""
        parts: list[RenderableType] = [
            RichText(self.t("answer", answer=reveal["answer"], reading=reading), style="bold"),
            RichText(self.t("salt", salt=reveal["salt"]), style="dim"),
            self.commitment(view),
            RichText(self.t("checked"), style="bold green") if verified_here(view) else RichText(self.t("mismatch"), style="bold red"),
        ]
        if view["audit"]:
            parts.append(RichText(self.t("audit", ids=", ".join(f"#{post_number(i)}" for i in view["audit"])), style="dim"))
        return Group(*parts)

    def ends_deal(self, event: Event) -> bool:
        return False

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        winners = outcome.winners if any(outcome.scores) else ()
        verdict = "no_winner" if not winners else "you_win" if self.you in winners else "you_lose"
        parts: list[RenderableType] = [Rule(style="cyan"), self.questions(view)]
        if view["result"] is not None:
            parts.append(self.result(view["result"]))
        parts += [self.reveal(view), RichText(self.t(verdict), style="bold")]
        return Group(*parts)


def screen(lang: str, you: int, names: list[str]) -> TwentyQScreen:
    return TwentyQScreen(lang, you, names)
