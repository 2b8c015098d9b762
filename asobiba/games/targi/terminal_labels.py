"""Words of the Targi terminal screen in English and Japanese, and the short forms of cards.

A Tribe card is drawn by its symbol, printed VP and cost (``Well 2VP 1d1s``); a Goods
card by what it gives (``salt+pepper``, ``choice``). Goods are short in costs: ``d s p g``
for dates, salt, pepper, gold (``棗 塩 胡 金`` in Japanese). Border cards keep the names
of board.json, so the terminal and the engine's reasons agree.
"""

from __future__ import annotations

from typing import Any

from asobiba.core.text import Text
from asobiba.games.targi.cards import BORDER, GOLD, GOODS

GOOD_NAMES = {
    "dates": Text("dates", "ナツメヤシ"),
    "salt": Text("salt", "塩"),
    "pepper": Text("pepper", "コショウ"),
    GOLD: Text("gold", "金"),
    "vp": Text("VP", "勝利点"),
}
GOOD_SHORT = {"en": {"dates": "d", "salt": "s", "pepper": "p", GOLD: "g"}, "ja": {"dates": "棗", "salt": "塩", "pepper": "胡", GOLD: "金"}}
SYMBOL_NAMES = {
    "targia": Text("Targia", "タルギア"),
    "camel_rider": Text("Camel Rider", "ラクダ乗り"),
    "camp": Text("Camp", "野営地"),
    "well": Text("Well", "井戸"),
    "oasis": Text("Oasis", "オアシス"),
}
BORDER_NAMES = {number: Text(card.params["name"]["en"], card.params["name"]["ja"]) for number, card in BORDER.items()}
RAID_PAYS = {"goods": Text("goods", "品物"), GOLD: Text("gold", "金"), "vp": Text("VP", "勝利点")}

HELP = Text(
    "Targi moves (a number picks from the list; or type):\n"
    "  place 5            a Targi on border card 5\n"
    "  resolve 14 | c12   carry out that pending action (a bare c12 also works; a bare number is the list's)\n"
    "  skip 5             give that action up\n"
    "  buy 0              lay the Tribe card out in display row 0 (rows 0–2, top first)\n"
    "  keep | discard     the Tribe card into your hand, or away\n"
    "  take salt          the good of a choice card\n"
    "  trade salt pepper  a Merchant trade (trade dates gold: 3 dates for 1 gold); done when finished\n"
    "  convert salt 2     the Silversmith: 2 or 4 goods, or convert gold 1 / 2\n"
    "  move c11 c22       Fata Morgana: your marker from c11 to c22\n"
    "  raid goods | gold | vp   how to pay a raid\n"
    "  return salt        give a good back (raid, round-end limit); a bare good name also works",
    "タルギの手（番号で一覧から選ぶか、次のように入力）:\n"
    "  置く 5 (place 5)          外周カード 5 にタルギを置く\n"
    "  実行 14 / c12 (resolve)   そのアクションを行う（c12 だけでも可。数字だけなら一覧の番号）\n"
    "  飛ばす 5 (skip)           そのアクションを行わない\n"
    "  買う 0 (buy)              部族カードを展示の 0 行目に置く（行は上から 0〜2）\n"
    "  手札 / 捨てる (keep / discard)  部族カードを手札にする／捨てる\n"
    "  取る 塩 (take)            選択の品物カードで塩を取る\n"
    "  交換 塩 コショウ (trade)  商人の交換（交換 ナツメヤシ 金: ナツメヤシ3つで金1）。終われば 終了 (done)\n"
    "  変換 塩 2 (convert)       銀細工師: 品物2つか4つ、または 変換 金 1 / 2\n"
    "  移す c11 c22 (move)       蜃気楼: 自分の部族マーカーを c11 から c22 へ\n"
    "  支払う 品物 / 金 / 勝利点 (raid)  略奪の支払い方\n"
    "  返す 塩 (return)          品物を1つ返す（略奪、ラウンド終了時の上限）。品物名だけでも可",
)

L = {
    "title": Text(
        "Targi · 2 players · {who} starts the first round. The Robber stands on card {robber}.",
        "タルギ · 2人 · 第1ラウンドは{who}から。盗賊はカード {robber} にいます。",
    ),
    "legend": Text(
        "Board: border cards by number (R: raid corners), central cards c11–c33; "
        "T: a Targi, M: a tribe marker, ROBBER: the blocked card. Costs: d dates, s salt, p pepper, g gold.",
        "盤: 外周カードは番号（R は略奪の角）、中央は c11〜c33。T: タルギ、M: 部族マーカー、盗賊: 塞がれたカード。"
        "費用: 棗 ナツメヤシ、塩、胡 コショウ、金。",
    ),
    "board": Text(
        "Round {round} · first player {first} · Robber on card {robber}", "ラウンド {round} · 先手 {first} · 盗賊はカード {robber}"
    ),
    "decks": Text(
        "Decks: {goods} Goods ({goods_discard} discarded), {tribe} Tribe ({tribe_discard} discarded)",
        "山札: 品物 {goods} 枚（捨て札 {goods_discard}）、部族 {tribe} 枚（捨て札 {tribe_discard}）",
    ),
    "robber_mark": Text("ROBBER", "盗賊"),
    "face_down": Text("(face down)", "（裏向き）"),
    "empty": Text("(empty)", "（空）"),
    "goods_card": Text("goods", "品物"),
    "tribe_card": Text("tribe", "部族"),
    "choice": Text("1 of your choice", "好きな品物1つ"),
    "raid": Text("-{goods} {what} or -{vp} VP", "{what}-{goods} か 勝利点-{vp}"),
    "player": Text("Player", "プレイヤー"),
    "gold": Text("gold", "金"),
    "tokens": Text("VP", "勝利点"),
    "score": Text("score", "得点"),
    "hand": Text("hand", "手札"),
    "hand_hidden": Text("a card (hidden)", "1枚（非公開）"),
    "row": Text("row {row}", "{row}行目"),
    "pending": Text("Still to carry out: {cards}", "未実行: {cards}"),
    "resolving": Text("Carrying out {card}", "実行中: {card}"),
    "drawn": Text(" · drawn: {card}", " · 引いたカード: {card}"),
    "hidden_card": Text("a hidden Tribe card", "非公開の部族カード"),
    "raid_now": Text("Raid on card {card}: pay {goods} {what} or {vp} VP", "カード {card} の略奪: {what}{goods} か 勝利点{vp} を払う"),
    "owed": Text("Goods still to return: {owed}", "まだ返す品物: {owed}"),
    "moves": Text("Your moves:", "あなたの手:"),
    "you_mark": Text("you", "自分"),
    "other_mark": Text("opp", "相手"),
    # prompts, by phase or step
    "ask_place": Text("Where do you place a Targi?", "どこにタルギを置きますか？"),
    "ask_actions": Text("Which action next (resolve or skip)?", "次はどのアクションを（実行／飛ばす）？"),
    "ask_noble": Text("The Noble: play your hand card or discard it?", "貴族: 手札のカードを出しますか、捨てますか？"),
    "ask_tribe": Text("This Tribe card: buy it into a row, keep it or discard it?", "この部族カードを、買って並べる／手札にする／捨てる？"),
    "ask_good": Text("Which good do you take?", "どの品物を取りますか？"),
    "ask_merchant": Text("The Merchant: which trade (done to stop)?", "商人: どの交換をしますか（終了でやめる）？"),
    "ask_silversmith": Text("The Silversmith: which conversion?", "銀細工師: どの変換をしますか？"),
    "ask_fata_morgana": Text("Fata Morgana: move which marker where?", "蜃気楼: どのマーカーをどこへ？"),
    "ask_method": Text("How do you pay the raid?", "略奪をどう支払いますか？"),
    "ask_return": Text("Which good do you give back?", "どの品物を返しますか？"),
    # what a listed move does
    "d_place": Text("{name}", "{name}"),
    "d_markers": Text("{name} · markers on {spaces}", "{name} · マーカー {spaces}"),
    "d_buy": Text("pay {cost}, into row {row} ({count}/4)", "{cost} を払い {row}行目へ（{count}/4）"),
    "d_keep": Text("into your hand", "手札にする"),
    "d_discard": Text("away", "捨てる"),
    "d_trade": Text("{count} {give} → 1 {get}", "{give}{count} → {get}1"),
    "d_convert": Text("{count} {give} → {vp} VP", "{give}{count} → 勝利点{vp}"),
    # events
    "ev_round": Text(
        "Round {round}: {who} is first; the Robber stands on card {robber}.", "ラウンド {round}: 先手は{who}。盗賊はカード {robber}。"
    ),
    "ev_robber": Text("The Robber steps onto card {card} ({name}).", "盗賊がカード {card}（{name}）に進みます。"),
    "ev_raid_paid": Text("{who} pays the raid: {count} {what}.", "{who}が略奪に {what}{count} を払います。"),
    "ev_raid_to": Text(" (the unpaid VP go to the opponent)", "（払えない勝利点は相手へ）"),
    "ev_placed": Text("{who} places a Targi on card {card} ({name}).", "{who}がカード {card}（{name}）にタルギを置きます。"),
    "ev_markers": Text("{who}'s tribe markers go on {spaces}.", "{who}の部族マーカーは {spaces} に置かれます。"),
    "ev_no_markers": Text("{who} gets no tribe marker.", "{who}の部族マーカーはありません。"),
    "ev_resolving": Text("{who} carries out {card}.", "{who}が {card} を実行します。"),
    "ev_skipped": Text("{who} skips {card}.", "{who}が {card} を飛ばします。"),
    "ev_gained": Text("{who} gains {what}.", "{who}が {what} を得ます。"),
    "ev_caravan": Text("The Caravan draws {card}.", "キャラバンが {card} を引きます。"),
    "ev_drew": Text("You draw {card}.", "あなたは {card} を引きます。"),
    "ev_tribe_drawn": Text("{who} draws a Tribe card.", "{who}が部族カードを1枚引きます。"),
    "ev_bought": Text("{who} lays out {card} in row {row}.", "{who}が {card} を {row}行目に並べます。"),
    "ev_kept": Text("{who} takes {card} into hand.", "{who}が {card} を手札にします。"),
    "ev_discarded": Text("{who} discards {card}.", "{who}が {card} を捨てます。"),
    "ev_traded": Text("{who} trades {count} {give} for 1 {get}.", "{who}が{give}{count}を{get}1に交換します。"),
    "ev_converted": Text("{who} converts {count} {give} into {vp} VP.", "{who}が{give}{count}を勝利点{vp}に変えます。"),
    "ev_marker_moved": Text("{who} moves a marker from {source} to {to}.", "{who}がマーカーを {source} から {to} へ移します。"),
    "ev_replaced": Text("A face-down {deck} card takes {space}'s place.", "{space} に裏向きの{deck}カードが置かれます。"),
    "ev_rebuilt": Text("The Goods discard pile is shuffled into a new deck.", "品物の捨て札を切り直して山札にします。"),
    "ev_turned_up": Text("Turned up: {cards}.", "表になったカード: {cards}。"),
    "ev_returned": Text("{who} gives back {count} {what} ({why}).", "{who}が{what}{count}を返します（{why}）。"),
    "why_raid": Text("raid", "略奪"),
    "why_limit": Text("round-end limit", "ラウンド終了時の上限"),
    "a_card": Text("a hidden card", "非公開のカード"),
    # the end
    "sheet": Text("Final scores", "最終得点"),
    "cards_col": Text("cards", "カード"),
    "texts_col": Text("card texts", "カード効果"),
    "rows_col": Text("rows", "列ボーナス"),
    "total": Text("total", "合計"),
    "tiebreaks": Text("gold/goods", "金/品物"),
    "final": Text("Final ranking", "最終順位"),
    "rank": Text("rank", "順位"),
    "you_win": Text("You win!", "あなたの勝ちです！"),
    "wins": Text("{who} wins.", "{who}の勝ちです。"),
    "draw": Text("A draw: {who} share the win.", "引き分け: {who}"),
}

# The person's own lines in English, where the verb agrees with "You" (Japanese needs no change).
YOU_EN = {
    "title": "Targi · 2 players · you start the first round. The Robber stands on card {robber}.",
    "ev_round": "Round {round}: you are first; the Robber stands on card {robber}.",
    "ev_raid_paid": "You pay the raid: {count} {what}.",
    "ev_placed": "You place a Targi on card {card} ({name}).",
    "ev_markers": "Your tribe markers go on {spaces}.",
    "ev_no_markers": "You get no tribe marker.",
    "ev_resolving": "You carry out {card}.",
    "ev_skipped": "You skip {card}.",
    "ev_gained": "You gain {what}.",
    "ev_bought": "You lay out {card} in row {row}.",
    "ev_kept": "You take {card} into your hand.",
    "ev_discarded": "You discard {card}.",
    "ev_traded": "You trade {count} {give} for 1 {get}.",
    "ev_converted": "You convert {count} {give} into {vp} VP.",
    "ev_marker_moved": "You move a marker from {source} to {to}.",
    "ev_returned": "You give back {count} {what} ({why}).",
}


def t(key: str, lang: str, **fields: object) -> str:
    return L[key].get(lang).format(**fields)


def good_name(good: str, lang: str) -> str:
    return GOOD_NAMES[good].get(lang)


def border_name(number: int, lang: str) -> str:
    return BORDER_NAMES[number].get(lang)


def cost_text(cost: dict[str, int], lang: str) -> str:
    """``1d2s`` / ``棗1塩2``: the non-zero parts of a cost (or a gain) in the GOODS order, then gold."""
    short = GOOD_SHORT["ja" if lang == "ja" else "en"]
    parts = [(short[key], cost.get(key, 0)) for key in (*GOODS, GOLD) if cost.get(key, 0)]
    if lang == "ja":
        return "".join(f"{letter}{count}" for letter, count in parts) or "0"
    return "".join(f"{count}{letter}" for letter, count in parts) or "0"


def card_text(card: dict[str, Any] | None, lang: str) -> str:
    """A card of a view or an event: ``Well 2VP 1d1s`` for a Tribe card, ``salt+pepper`` for a Goods card."""
    if card is None or card.get("hidden"):
        return t("hidden_card", lang)
    if card["kind"] == "tribe":
        vp = f"{card['vp']}VP" if lang != "ja" else f"{card['vp']}点"
        return f"{SYMBOL_NAMES[card['symbol']].get(lang)} {vp} {cost_text(card['cost'], lang)}"
    return goods_face(card, lang)


def goods_face(card: dict[str, Any], lang: str) -> str:
    """What a Goods card gives: ``2 salt``, ``salt+pepper``, ``1 gold``, ``1 of your choice``."""
    if card.get("choice"):
        return t("choice", lang)
    parts = [(key, card[key]) for key in (*GOODS, GOLD, "vp") if card.get(key)]
    if len(parts) == 1:
        key, count = parts[0]
        return f"{count} {good_name(key, lang)}" if lang != "ja" else f"{good_name(key, lang)}{count}"
    return "+".join(good_name(key, lang) for key, _ in parts)


def gains_text(data: dict[str, Any], lang: str) -> str:
    """``1 dates, 2 VP`` from an event's gained amounts."""
    parts = [(key, data[key]) for key in (*GOODS, GOLD, "vp") if data.get(key)]
    if lang == "ja":
        return "、".join(f"{good_name(key, lang)}{count}" for key, count in parts)
    return ", ".join(f"{count} {good_name(key, lang)}" for key, count in parts)
