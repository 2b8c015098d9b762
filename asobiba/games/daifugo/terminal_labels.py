"""Words of the Daifugō terminal screen both ways: what it shows in English and Japanese
(cards drawn in colour), and what a person types (cards, the Joker, pass).

Cards are drawn as a suit symbol and rank (``♠5``, ``♥10``) and the Joker as ``JK``; they
are typed as the engine names them (``S5``, ``h10``, ``JK``) or pasted from the screen.
The suit symbols are East Asian "ambiguous width" characters, drawn two cells wide by many
Japanese terminals, so ``ascii`` draws the engine's names instead (``cards ascii`` during
a match, or ``ASOBIBA_CARDS=ascii``), as Riichi offers ``tiles ascii``.
"""

from __future__ import annotations

import os
import re
from typing import Any

from rich.text import Text as RichText

from asobiba.core.contract import JSON
from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text
from asobiba.games.daifugo.cards import RANK_NAMES, SUIT_SYMBOLS, SUITS
from asobiba.games.daifugo.options import OPTIONS

STYLES = ("symbols", "ascii")
STYLE_VARIABLE = "ASOBIBA_CARDS"
SUIT_STYLES = {"S": "bold", "H": "bold red", "D": "bold bright_red", "C": "bold"}
JOKER_STYLE = "bold magenta"
JOKER_NAMES = ("JK", "JK2")

# What a person may type for cards: pasted symbols become suit letters, the Joker's names become JK.
_SYMBOLS = str.maketrans({symbol: letter for symbol, letter in zip(SUIT_SYMBOLS + "♤♡♢♧", SUITS * 2, strict=True)})
_JOKER_WORDS = re.compile(r"joker|ジョーカー")
_CARD = r"[shdc](?:10|[2-9jqka])|jk2?"
PASS_WORDS = frozenset({"pass", "p", "パス"})

L = {
    "you": Text("You", "あなた"),
    "game": Text("Game {k}/{n}", "第{k}ゲーム（全{n}ゲーム）"),
    "heading": Text("Game {k}/{n} · {rules} · {players} players", "第{k}ゲーム（全{n}ゲーム） · {rules} · {players}人"),
    "exchange_heading": Text("Exchange before game {k}/{n}", "第{k}ゲーム前のカード交換（全{n}ゲーム）"),
    "house_rules": Text("House rules: ", "ローカルルール: "),
    "rule_variant": Text("{rule} ({variant})", "{rule}（{variant}）"),
    "no_house_rules": Text("none", "なし"),
    "legend": Text(
        "Cards: {suits} 3 … 10 J Q K A 2 and the Joker JK; strength 3 < 4 < … < A < 2 < JK. Type S5 H5 to play, pass to pass.",
        "カード: {suits} の 3〜10・J・Q・K・A・2 とジョーカー JK。強さは 3 < 4 < … < A < 2 < JK。S5 H5 のように入力して出し、pass でパス。",
    ),
    # the seats
    "player": Text("Player", "プレイヤー"),
    "cards": Text("Cards", "枚数"),
    "class": Text("Class", "階級"),
    "status": Text("Status", "状態"),
    "points": Text("Points", "得点"),
    "passed": Text("passed", "パス"),
    "out_place": Text("out {place}", "{place}で上がり"),
    "foul": Text("foul finish", "反則上がり"),
    "fallen": Text("fallen (miyako-ochi)", "都落ち"),
    # the state of the table
    "revolution": Text("Revolution: strength reversed", "革命中（強さが逆転）"),
    "lock": Text("Locked: {suits}", "縛り: {suits}"),
    "eleven_back": Text("Eleven-back: strength reversed", "イレブンバック中（強さが逆転）"),
    "direction": Text("Play goes {direction}", "進行: {direction}"),
    "clockwise": Text("clockwise", "時計回り"),
    "counter_clockwise": Text("counter-clockwise", "反時計回り"),
    "seven_due": Text("Seven-pass: {who} gives {to} {count} card(s)", "7渡し: {who}が{to}に{count}枚渡します"),
    "ten_due": Text("Ten-discard: {who} may discard up to {count} card(s)", "10捨て: {who}が{count}枚まで捨てられます"),
    "number_lock": Text("Number lock: next {rank}", "数字縛り: 次は{rank}"),
    "jokers_only": Text("only a Joker", "ジョーカーのみ"),
    "trick": Text("Table:", "場:"),
    "trick_empty": Text("Table: empty, {who} leads.", "場: 空。{who}が親です。"),
    "to_beat": Text("  ← to beat", "  ← これより強く"),
    "hand": Text("Your hand ({n}): ", "あなたの手札（{n}枚）: "),
    "gave": Text("You gave this game: ", "このゲームで渡したカード: "),
    # numbered choices
    "menu_all": Text("Your legal plays (type the number or the cards):", "出せる手（番号かカードで指定）:"),
    "menu_some": Text(
        "The weakest play of each kind (type the number, or the cards of any play):",
        "種類ごとに一番弱い手（番号で指定。ほかの手もカードで出せます）:",
    ),
    "menu_give": Text("Suggestion (type 1, or the cards you choose):", "提案（1 で決定。ほかのカードも入力できます）:"),
    "give_these": Text("Give ", "渡す: "),
    "menu_discard": Text(
        "Suggestions (type a number, the cards you choose, or pass to discard none):",
        "提案（番号で決定。好きなカードも入力でき、pass で捨てません）:",
    ),
    "discard_these": Text("Discard ", "捨てる: "),
    "discard_none": Text("Discard nothing", "捨てない"),
    "pass_move": Text("Pass", "パス"),
    "joker_question": Text(
        "The Joker can stand for several cards in this play; choose:", "この出し方ではジョーカーが複数のカードになれます。選んでください:"
    ),
    # prompts
    "ask_lead": Text(
        "Your lead: type the cards (S5 H5, JK) or a number; pass to pass", "あなたが親です: カード（S5 H5、JK）か番号を入力（pass でパス）"
    ),
    "ask_follow": Text("Beat {play} or pass: type the cards or a number", "{play} より強い手を出すかパス: カードか番号を入力"),
    "ask_return": Text(
        "Return {count} card(s) of your choice to {who}, the {cls}: type the cards, or 1 for the suggestion",
        "{cls}の{who}に好きなカードを{count}枚返します: カードを入力（1 で提案どおり）",
    ),
    "ask_seven": Text(
        "Seven-pass: give {count} card(s) of your choice to {who}: type the cards, or 1 for the suggestion",
        "7渡し: {who}に好きなカードを{count}枚渡します: カードを入力（1 で提案どおり）",
    ),
    "ask_ten": Text(
        "Ten-discard: discard up to {count} card(s) of your choice: type the cards, 1 for the suggestion, or pass to keep them all",
        "10捨て: 好きなカードを{count}枚まで捨てられます: カードを入力（1 で提案どおり、pass で捨てない）",
    ),
    "ask_split": Text(
        "Sanma: choose your hand for round {round} ({left} more card(s)): type one card, or 1 for your weakest",
        "さんま: ラウンド{round}の手札を選びます（あと{left}枚）: カードを1枚入力（1 でいちばん弱いカード）",
    ),
    # events
    "ev_round": Text("Sanma: round {round} begins", "さんま: ラウンド{round}開始"),
    "ev_dropped": Text("{who} finished last and drops out", "{who}が最下位で脱落"),
    "ev_deal": Text("Your hand: {cards}", "配られた手札: {cards}"),
    "ev_tribute": Text(
        "{who}, the {cls}, gives {to}, the {to_cls}, the strongest cards: {cards}",
        "{cls}の{who}が{to_cls}の{to}に一番強いカードを渡します: {cards}",
    ),
    "ev_exchange": Text(
        "{who}, the {cls}, gives {to}, the {to_cls}, {count} card(s).", "{cls}の{who}が{to_cls}の{to}に{count}枚渡しました。"
    ),
    "ev_returned": Text("{who} returns {cards} to {to}.", "{who}が{to}に {cards} を返しました。"),
    "ev_lead": Text("{who} leads.", "{who}が最初に出します。"),
    "ev_play": Text("{who} plays {play} · {left} left", "{who}: {play}（残り{left}枚）"),
    "ev_pass": Text("{who} passes.", "{who}: パス"),
    "ev_flush": Text("— The table is cleared; {who} leads.", "— 場が流れました。{who}が親です。"),
    "ev_cut_eight": Text("Eight-cut!", "8切り！"),
    "ev_cut_spade_3": Text("Spade 3 beats the Joker!", "スペ3返し！"),
    "ev_cut_sandstorm": Text("Sandstorm! Three 3s clear the table.", "砂嵐！ 3の3枚で場が流れます。"),
    "ev_cut_ambulance": Text("Ambulance! Two 9s clear the table.", "救急車！ 9の2枚で場が流れます。"),
    "ev_number_lock": Text("Number lock: each play one rank stronger, {rank} next.", "数字縛り: 1つずつ強い数だけ。次は{rank}。"),
    "ev_number_unlock": Text("The Joker lifts the number lock.", "ジョーカーで数字縛りが解けました。"),
    "ev_ten": Text("Ten-discard: {who} may discard up to {count} card(s).", "10捨て: {who}が{count}枚まで捨てられます。"),
    "ev_discarded": Text("{who} discards {cards}", "{who}が {cards} を捨てました"),
    "ev_kept": Text("{who} discards nothing.", "{who}は何も捨てませんでした。"),
    "ev_revolution_on": Text(
        "Revolution! Strength is reversed: 3 is strongest, 2 weakest.", "革命！ 強さが逆転します（3が最強、2が最弱）。"
    ),
    "ev_revolution_off": Text("Counter-revolution: strength is back to normal.", "革命返し: 強さが元に戻ります。"),
    "ev_lock": Text("Locked: only {suits} until the table is cleared.", "縛り: 場が流れるまで {suits} のみ。"),
    "ev_unlock": Text("The Joker lifts the lock.", "ジョーカーで縛りが解けました。"),
    "ev_eleven_on": Text(
        "Eleven-back: strength is reversed until the table is cleared.", "イレブンバック: 場が流れるまで強さが逆転します。"
    ),
    "ev_eleven_off": Text("Eleven-back ends: strength is as before.", "イレブンバック解除: 強さが元に戻ります。"),
    "ev_reverse": Text("Six-reverse: play now goes {direction}.", "6リバース: {direction}になりました。"),
    "ev_skip": Text("Five-skip skips {whos}.", "5飛び: {whos}がとばされます。"),
    "ev_seven": Text("Seven-pass: {who} gives {to} {count} card(s).", "7渡し: {who}が{to}に{count}枚渡します。"),
    "ev_given": Text("{who} gives {to}: {cards}", "{who}から{to}へ: {cards}"),
    "ev_out": Text("{who} goes out!", "{who}が上がりました！"),
    "ev_out_place": Text("{who} goes out in {place} place!", "{who}が{place}で上がりました！"),
    "ev_foul": Text(
        "{who} goes out on a foul: below everyone who goes out normally.", "{who}は反則上がり: 普通に上がった人より下の順位です。"
    ),
    "ev_fallen": Text(
        "Miyako-ochi: {who}, the Daifugō, did not finish first and falls to last place.",
        "都落ち: 大富豪の{who}が1位になれず、最下位に落ちます。",
    ),
    "ev_stalled": Text(
        "Nobody plays any more: the players still holding cards are ranked at random.",
        "だれも出さないため、手札の残っているプレイヤーの順位は無作為に決まります。",
    ),
    # results
    "result": Text("Game {k}/{n} · result", "第{k}ゲームの結果（全{n}ゲーム）"),
    "place": Text("Place", "順位"),
    "this_game": Text("This game", "今回"),
    "total": Text("Total", "合計"),
    "final": Text("Match score sheet", "対局の得点表"),
    "rank": Text("Rank", "順位"),
    "game_col": Text("G{k}", "{k}回"),
    "last_games": Text("(the last {count} games)", "（最後の{count}ゲーム）"),
    "scoring": Text("Each game scores players − place + 1.", "各ゲームの得点は「人数 − 順位 + 1」。"),
    "you_win": Text("You win the match!", "あなたの優勝です！"),
    "wins": Text("{who} wins the match.", "{who}の優勝です。"),
    "share": Text("Shared win: {whos}.", "同点優勝: {whos}。"),
    # the cards command
    "cards_usage": Text("cards symbols or cards ascii (now: {style})", "cards symbols か cards ascii（現在: {style}）"),
    "cards_now": Text("Cards are drawn as {style}: ", "カードの表示を {style} にしました: "),
}

# English verbs agree with "You"; Japanese needs no variant.
YOU_EN = {
    "ev_tribute": "You, the {cls}, give {to}, the {to_cls}, your strongest cards: {cards}",
    "ev_returned": "You return {cards} to {to}.",
    "ev_lead": "You lead.",
    "ev_flush": "— The table is cleared; you lead.",
    "ev_play": "You play {play} · {left} left",
    "ev_pass": "You pass.",
    "ev_seven": "Seven-pass: you give {to} {count} card(s).",
    "seven_due": "Seven-pass: you give {to} {count} card(s)",
    "ten_due": "Ten-discard: you may discard up to {count} card(s)",
    "ev_ten": "Ten-discard: you may discard up to {count} card(s).",
    "ev_discarded": "You discard {cards}",
    "ev_kept": "You discard nothing.",
    "ev_given": "You give {to}: {cards}",
    "ev_out": "You go out!",
    "ev_out_place": "You go out in {place} place!",
    "ev_foul": "You go out on a foul: below everyone who goes out normally.",
    "ev_fallen": "Miyako-ochi: you, the Daifugō, did not finish first and fall to last place.",
    "trick_empty": "Table: empty, you lead.",
    "wins": "You win the match!",
}

KIND_NAMES = {
    "single": Text("single", "1枚"),
    "pair": Text("pair", "ペア"),
    "multiple": Text("{n} of a kind", "{n}枚組"),
    "sequence": Text("sequence of {n}", "{n}枚の階段"),
    "joker": Text("Joker", "ジョーカー単体"),
    "jokers": Text("two Jokers", "ジョーカー2枚"),
}
PLACE_ENDS = {"lo": Text("{suit} below 3", "{suit}3の下"), "hi": Text("{suit} above 2", "{suit}2の上")}

HELP = Text(
    "Daifugō:\n"
    "  S5 H5, s5h5, ♠5 ♥5  a play by its cards: suit S H D C (♠ ♥ ♦ ♣), rank 3–10 J Q K A 2\n"
    "  JK, joker           the Joker (JK JK: both, with two Jokers); where it could stand for\n"
    "                      several cards, you are asked which, by number\n"
    "  <number>            a numbered play: every legal play when there are few, else the\n"
    "                      weakest of each kind\n"
    "  pass                pass (with the pass lock you sit out the trick)\n"
    "  S3 D4               in the exchange or a seven-pass: the cards to give (1: the suggestion);\n"
    "                      on a ten-discard the cards to discard (pass: none)\n"
    "  cards ascii         draw cards as S5 instead of ♠5 (cards symbols goes back; or ASOBIBA_CARDS=ascii)",
    "大富豪:\n"
    "  S5 H5, s5h5, ♠5 ♥5  カードで出す: スート S H D C（♠ ♥ ♦ ♣）と数 3〜10 J Q K A 2\n"
    "  JK, joker           ジョーカー（2枚のときは JK JK）。ジョーカーが複数のカードになれるときは\n"
    "                      番号で聞き返します\n"
    "  <番号>              番号付きの手: 出せる手が少なければ全部、多ければ種類ごとに一番弱い手\n"
    "  pass                パス（パスすると場が流れるまで出せないルールもあります）\n"
    "  S3 D4               カード交換・7渡し: 渡すカード（1 で提案どおり）。10捨て: 捨てるカード（pass で捨てない）\n"
    "  cards ascii         カードを ♠5 でなく S5 と表示（cards symbols で戻す。ASOBIBA_CARDS=ascii でも可）",
)

UNREADABLE = Text(
    "cannot read {word!r}: type cards like S5 H10 DQ C2 JK (♠5 works too), pass, or a number",
    "{word!r} を読めません: カードは S5 H10 DQ C2 JK（♠5 も可）、ほかに pass か番号を入力します",
)
NO_CHOICE = Text("there is no choice {number}: choose from 1 to {count}", "{number} 番の選択肢はありません。1〜{count} から選んでください")


# The house rules that change what cards do (rules/daifugo.md §3): listed as the match starts.
HOUSE_RULES = (
    "revolution",
    "eight_cut",
    "shibari",
    "spade_3",
    "eleven_back",
    "five_skip",
    "six_reverse",
    "seven_pass",
    "ten_discard",
    "number_lock",
    "sandstorm",
    "ambulance",
    "miyako_ochi",
    "foul_finish",
)
OPTION = {option.name: option for option in OPTIONS}


def value_label(name: str, value: str, lang: str) -> str:
    """An option's value as the create form names it: ``UECda (computer Daifugō contest)``."""
    option = OPTION[name]
    return option.value_labels[option.values.index(value)].get(lang)  # type: ignore[union-attr]  # Choice options only


def house_rules(rules: JSON, lang: str) -> list[str]:
    """The house rules in force (view ``rules``), each with its variant where it has several."""
    found = []
    for option in HOUSE_RULES:
        value = rules[option]
        if value in (False, "off"):
            continue
        rule = OPTION[option].label.get(lang)
        found.append(
            L["rule_variant"].get(lang).format(rule=rule, variant=value_label(option, value, lang)) if isinstance(value, str) else rule
        )
    return found


def fill(text: Text, **fields: object) -> Text:
    return Text(text.en.format(**fields), text.ja.format(**fields))


def default_style() -> str:
    """The style set by ``ASOBIBA_CARDS`` (symbols when unset or unknown)."""
    style = os.environ.get(STYLE_VARIABLE, "symbols").strip().lower()
    return style if style in STYLES else "symbols"


def suit_label(letter: str, style: str) -> str:
    return letter if style == "ascii" else SUIT_SYMBOLS[SUITS.index(letter)]


def card_label(name: str, style: str) -> str:
    """``S5`` → ``♠5``; both Jokers are ``JK``: they are alike."""
    if name in JOKER_NAMES:
        return "JK"
    return suit_label(name[0], style) + name[1:]


def card_text(name: str, style: str, dim: bool = False) -> RichText:
    colour = JOKER_STYLE if name in JOKER_NAMES else SUIT_STYLES[name[0]]
    return RichText(card_label(name, style), style=colour + (" dim" if dim else ""))


def cards_text(names: list[str], style: str) -> RichText:
    return RichText(" ").join(card_text(name, style) for name in names)


def place_label(place: list[str], style: str, lang: str) -> str:
    """What a Joker stands for: ``♦Q``, or a place past the ends of a sequence (DAIFUGO-R31)."""
    suit, rank = place
    if rank in PLACE_ENDS:
        return PLACE_ENDS[rank].get(lang).format(suit=suit_label(suit, style))
    return suit_label(suit, style) + rank


def play_text(play: dict[str, Any], style: str, lang: str) -> RichText:
    """A play as the view gives it (``cards``, ``as``): its cards in rank order, each Joker
    where it stands and with what it stands for: ``♦9 ♦10 JK(♦J) ♦Q``."""
    stands = iter(play.get("as", []))
    faces: list[tuple[int, RichText]] = []
    for name in play["cards"]:
        if name not in JOKER_NAMES:
            faces.append((RANK_NAMES.index(name[1:]), card_text(name, style)))
            continue
        place = next(stands, None)
        if place is None:  # a lone Joker, or one of any suit in a multiple: it sits with the others
            faces.append((len(RANK_NAMES), card_text(name, style)))
        else:
            shown = card_text(name, style).append(f"({place_label(place, style, lang)})", style=JOKER_STYLE)
            faces.append((RANK_NAMES.index(place[1]), shown))
    return RichText(" ").join(text for _, text in sorted(faces, key=lambda face: face[0]))


def kind_name(kind: str, count: int, lang: str) -> str:
    """``pair``, ``3 of a kind``, ``sequence of 4`` …"""
    if kind == "multiple" and count == 2:
        kind = "pair"
    return KIND_NAMES[kind].get(lang).format(n=count)


def ordinal(place: int, lang: str) -> str:
    if lang == "ja":
        return f"{place}位"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') }"  # 7 players at most


def read_cards(text: str) -> list[str]:
    """The engine's names of the cards ``text`` names, in order (``s5h5`` → ``S5 H5``; any Joker
    word is ``JK``); :class:`InvalidMove` quoting the first word that names no cards."""
    names: list[str] = []
    for word in text.replace(",", " ").split():
        lowered = _JOKER_WORDS.sub("jk", word.translate(_SYMBOLS).lower())
        if not re.fullmatch(f"(?:{_CARD})+", lowered):
            raise InvalidMove(fill(UNREADABLE, word=word))
        names += [found.upper() for found in re.findall(_CARD, lowered)]
    if not names:
        raise InvalidMove(fill(UNREADABLE, word=text))
    return names


def held_jokers(names: list[str], hand: list[str]) -> list[str]:
    """``names`` with its Jokers taken from the hand in order: the two Jokers are alike, so
    ``JK`` means whichever one is held (and ``JK JK`` both)."""
    spare = [name for name in hand if name in JOKER_NAMES]
    spare += [name for name in JOKER_NAMES if name not in spare]  # more than held: the engine says which is missing
    jokers = iter(spare)
    return [next(jokers, name) if name in JOKER_NAMES else name for name in names]  # a third: named twice
