"""Why a move is refused, in English and Japanese, with the rule it breaks (rules/twentyq.md)."""

from __future__ import annotations

from asobiba.core.text import Text

OVER = Text("the game is over", "ゲームは終わっています")
NOT_NOW_COMMIT = Text("the host commits to the answer first (TWENTYQ-R2)", "まず出題者が答えをコミットします（TWENTYQ-R2）")
NOT_ASKING = Text(
    "questions and replies are over: the host reveals the answer (TWENTYQ-R10)",
    "質問と回答は終わりました。出題者が答えを公開します（TWENTYQ-R10）",
)
HOST_ONLY = Text("only the host may do this (TWENTYQ-R1)", "これは出題者だけができます（TWENTYQ-R1）")
ASKERS_ONLY = Text("only an asker may ask or guess (TWENTYQ-R1, R5)", "質問と解答は解答者だけができます（TWENTYQ-R1, R5）")
ASKERS_VOTE = Text(
    "only an asker may vote that the host has left (TWENTYQ-R15)", "出題者が去ったかの投票は解答者だけができます（TWENTYQ-R15）"
)
NO_SEAT = Text("no such seat", "その席はありません")
BOT_COMMITTED = Text("the bot host committed at the start (TWENTYQ-R2)", "ボットの出題者は開始時にコミット済みです（TWENTYQ-R2）")
COMMITTED = Text("the host has already committed (TWENTYQ-R2)", "出題者はすでにコミットしています（TWENTYQ-R2）")
MUTED = Text("you are muted by the host", "出題者によりミュートされています")
WAITING = Text(
    "your question or guess is still waiting for the host's reply: one at a time",
    "あなたの質問か解答がまだ回答待ちです。一度に一つまでです",
)
CHAT_RATE = Text("at most 5 chat messages in 30 seconds: wait a little", "雑談は30秒に5件までです。少し待ってください")
NOTHING_PENDING = Text("no question or guess is waiting for a reply (TWENTYQ-R6)", "回答待ちの質問や解答はありません（TWENTYQ-R6）")
NOT_REVEALING = Text("the answer is revealed once the game has ended (TWENTYQ-R10)", "答えはゲームが終わってから公開します（TWENTYQ-R10）")
NOT_MUTED = Text("that asker is not muted", "その解答者はミュートされていません")
ALREADY_MUTED = Text("that asker is already muted", "その解答者はすでにミュートされています")
NO_REPLY_YET = Text(
    "the host may retire only after replying at least once (TWENTYQ-R13)",
    "出題者は一度回答してからでないとリタイアできません（TWENTYQ-R13）",
)
NO_TIME_LIMIT = Text("this room has no time limit (TWENTYQ-R14)", "この部屋に制限時間はありません（TWENTYQ-R14）")
VOTED = Text("you have already voted", "すでに投票しています")


def stale_reply(to: int, pending: int) -> Text:
    return Text(
        f"replies go in posting order: the oldest waiting is message {pending}, not {to} (TWENTYQ-R6)",
        f"回答は投稿順です。最も古い回答待ちは {to} ではなく {pending} 番です（TWENTYQ-R6）",
    )


def unknown_menu(menu: str) -> Text:
    return Text(f"no menu question {menu!r:.40}", f"メニューに {menu!r:.40} という質問はありません")


def unknown_item(item: str) -> Text:
    return Text(f"no catalogue item {item!r:.40}", f"カタログに {item!r:.40} はありません")


ASKED_BEFORE = Text("this menu question was already asked", "このメニューの質問はすでに出ています")
GUESSED_BEFORE = Text("this item was already guessed", "この答えはすでに解答されています")
BOT_NEVER_RETIRES = Text("a bot host does not retire (TWENTYQ-R13)", "ボットの出題者はリタイアしません（TWENTYQ-R13）")
BOT_AGREES = Text(
    "a bot host agrees to every extension: the askers' majority decides (TWENTYQ-R14)",
    "ボットの出題者は延長にいつも同意します。解答者の過半数で決まります（TWENTYQ-R14）",
)


def too_early(what_en: str, what_ja: str, minutes: int, rule: str) -> Text:
    return Text(
        f"{what_en} only after {minutes} minutes ({rule})",
        f"{what_ja}は {minutes} 分たってからです（{rule}）",
    )
