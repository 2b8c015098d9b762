"""Why a move is refused, in words a player can read (English and Japanese), with the rule it breaks.

Each function is called once the move is known to be illegal (legal.py) and says the
first thing wrong with it, from the player's side of the table.
"""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.targi.cards import BORDER, TRIBE
from asobiba.games.targi.state import Phase, Ref, TargiState

_NAMES = {number: (card.params["name"]["en"], card.params["name"]["ja"]) for number, card in BORDER.items()}


def _card(card: Ref) -> tuple[str, str]:
    if isinstance(card, str):
        return f"the central card {card}", f"中央のカード {card}"
    en, ja = _NAMES[card]
    return f"card {card} ({en})", f"カード {card}（{ja}）"


def _rule(text: Text, rule: str) -> Text:
    return Text(f"{text.en} ({rule})", f"{text.ja}（{rule}）")


def not_your_turn(state: TargiState, seat: int) -> Text:
    if state.phase is Phase.OVER:
        return Text("the game is over", "ゲームは終了しています")
    return Text(f"it is seat {state.active}'s turn, not seat {seat}'s", f"今は席 {state.active} の番です（席 {seat} ではありません）")


_STEPS = {
    "noble": Text("decide on the card in your hand: lay it out or discard it", "手札のカードを配置するか捨ててください"),
    "tribe": Text("decide on the Tribe card: buy it into a row, keep it or discard it", "部族カードを購入・手札・捨てるから選んでください"),
    "good": Text("choose which good the card gives you", "受け取る商品を選んでください"),
    "merchant": Text("trade with the Merchant, or say you are done", "商人と取引するか、終了してください"),
    "silversmith": Text("choose the Silversmith's conversion", "銀細工師の交換を選んでください"),
    "fata_morgana": Text("choose the marker to move and the card it moves to", "動かすマーカーと移動先のカードを選んでください"),
}


def wrong_phase(state: TargiState) -> Text:
    """What the player must do now instead."""
    phase = state.phase
    if phase is Phase.PLACE:
        return Text("place a Targi on a border card first", "まず外周カードにタルギを置いてください")
    if phase is Phase.RAID:
        if state.step == "goods":
            return Text(f"choose the goods the Robber takes ({state.owed} left)", f"盗賊に渡す商品を選んでください（残り {state.owed}）")
        return Text("pay the raid first: goods (or gold) or VP", "まず略奪を支払ってください: 商品（または金）か勝利点")
    if phase is Phase.LIMIT:
        return Text(f"return goods down to 10 first ({state.owed} left)", f"まず商品を10個まで戻してください（残り {state.owed}）")
    if state.step:
        return _STEPS[state.step]
    return Text("choose the next action to carry out, or skip one", "次に行うアクションを選ぶか、スキップしてください")


PLACEMENT = {
    "corner": Text("corners are raid cards: no Targi goes there", "角は略奪のカードです: タルギは置けません"),
    "robber": Text("the Robber stands on that card", "そのカードには盗賊がいます"),
    "taken": Text("a Targi already stands on that card", "そのカードにはもうタルギがいます"),
    "opposite": Text("you cannot place opposite your opponent's Targi", "相手のタルギの向かいには置けません"),
}


def placement(problem: str) -> Text:
    return _rule(PLACEMENT[problem], "TARGI-R5")


def not_pending(card: Ref) -> Text:
    en, ja = _card(card)
    return _rule(
        Text(f"you have no Targi or marker on {en}, or its action is done", f"{ja} にあなたのタルギやマーカーはありません"), "TARGI-R7"
    )


_ACTION = {
    "noble_empty": Text("the Noble has nothing to do: your hand is empty", "貴族: 手札がありません"),
    "merchant_nothing": Text("the Merchant needs 2 identical goods to trade", "商人: 同じ商品が2つ必要です"),
    "silversmith_nothing": Text("the Silversmith needs 2 identical goods or 1 gold", "銀細工師: 同じ商品2つか金1つが必要です"),
    "caravan_empty": Text("the Goods deck and its discard pile are empty", "商品カードの山札も捨て札もありません"),
    "expansion_empty": Text("the Tribe deck is empty", "部族カードの山札がありません"),
    "fata_nothing": Text(
        "Fata Morgana needs an unused marker of yours and a face-up central card without a marker",
        "蜃気楼: 未使用のマーカーと、マーカーのない表向きの中央カードが必要です",
    ),
    "empty_space": Text("that central space is empty: both decks ran out", "その中央の場所は空です（山札が尽きました）"),
    "tribe_cannot": Text(
        "you can neither buy that Tribe card nor take it into your hand", "その部族カードは購入も手札に取ることもできません"
    ),
}


def action(problem: str) -> Text:
    return _rule(_ACTION[problem], "TARGI-R7")


_BUY = {
    "noble_same_round": _rule(
        Text(
            "a card taken into your hand this round can be played only in a later round",
            "このラウンドに手札にしたカードは次のラウンド以降にしか出せません",
        ),
        "TARGI-R11",
    ),
    "hand_blocks": _rule(
        Text("while you hold a card in hand you may not lay out other Tribe cards", "手札がある間は他の部族カードを配置できません"),
        "TARGI-R11",
    ),
    "display_full": _rule(Text("your display is full: 3 rows of 4 cards", "展示がいっぱいです（4枚×3列）"), "TARGI-R12"),
}


def buy(problem: str, card: str) -> Text:
    if problem != "cannot_pay":
        return _BUY[problem]
    dates, salt, pepper, gold = TRIBE[card].cost
    cost = Text(
        f"you cannot pay that card's cost: {card} costs {salt} salt, {pepper} pepper, {dates} dates, {gold} gold",
        f"そのカードのコストを払えません: {card} のコストは塩 {salt}、コショウ {pepper}、ナツメヤシ {dates}、金 {gold}",
    )
    return _rule(cost, "TARGI-R10")  # the rule closes the sentence, where the error takes it apart


def row_full(row: int) -> Text:
    return _rule(Text(f"row {row} of your display is full", f"展示の {row} 列目はいっぱいです"), "TARGI-R12")


def keep(from_noble: bool) -> Text:
    if from_noble:
        return _rule(Text("the Noble plays or discards the card in hand", "貴族は手札を出すか捨てるだけです"), "TARGI-R11")
    return _rule(
        Text("you already hold a Tribe card: the card in hand may not be swapped", "すでに手札があります: 手札は入れ替えられません"),
        "TARGI-R11",
    )


def discard_central() -> Text:
    return Text(
        "a central Tribe card is bought or kept, never taken only to discard",
        "中央の部族カードは購入か手札のみで、捨てるためには取れません",
    )


def no_good(good: str) -> Text:
    return Text(f"you have no {good}", f"{good} を持っていません")


def trade() -> Text:
    return Text(
        "the Merchant trades 3 identical goods for 1 gold or 2 identical goods for 1 good of another kind",
        "商人: 同じ商品3つで金1つ、同じ商品2つで別の商品1つです",
    )


def convert() -> Text:
    return Text(
        "the Silversmith converts 2 or 4 identical goods, or 1 or 2 gold, that you have",
        "銀細工師: 持っている同じ商品2つか4つ、または金1つか2つを交換します",
    )


def move_marker() -> Text:
    return Text(
        "move one of your unused markers to another face-up central card without a marker",
        "未使用のマーカーを、マーカーのない別の表向きの中央カードへ動かしてください",
    )


def raid(state: TargiState, pay: str) -> Text:
    params = BORDER[state.robber].params
    if (pay == "goods" and not params["goods"]) or (pay == "gold" and not params["gold"]):
        return _rule(Text("Raid 4 takes gold; the other raids take goods", "略奪4は金、他の略奪は商品を取ります"), "TARGI-R4")
    return _rule(Text("you must pay the part of the raid you can pay in full", "全額払える方で略奪を支払わなければなりません"), "TARGI-R4")
