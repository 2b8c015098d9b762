"""Why a move is refused, in words a player can read (English and Japanese)."""

from __future__ import annotations

import json

from asobiba.core.text import Text
from asobiba.games.tarot.cards import BOUTS, EXCUSE, FIRST_TRUMP, IS_KING, NAMES, SUIT_OF, SUIT_SYMBOLS, TRUMP
from asobiba.games.tarot.moves import Bid, CallKing, Chelem, Declare, Discard, Move
from asobiba.games.tarot.state import Phase, TarotState
from asobiba.games.tarot.tricks import led_suit

EXPECTED = {
    Phase.BID: (Bid, Text("now is the bidding: bid or pass", "今はビッドの番です（ビッドかパス）")),
    Phase.CALL: (CallKing, Text("now the taker calls a king", "今はディクレアラーがルワを指名する番です")),
    Phase.ECART: (Discard, Text("now the taker makes the écart", "今はディクレアラーが捨て札をする番です")),
    Phase.CHELEM: (Chelem, Text("now the taker announces a chelem or not", "今はディクレアラーがスラム宣言をするかどうかです")),
}


def move(state: TarotState, seat: int, move: Move) -> Text:
    """Reason for refusing a move that is not in the legal list."""
    if state.phase == Phase.PLAY:
        if state.declarable[seat]:
            if isinstance(move, Declare):
                return Text(f"you cannot declare {json.dumps(move.to_json())} with this hand", "この手札ではその宣言はできません")
            return Text(
                "declare a poignée or misère (or nothing) before your first card",
                "最初のカードの前に手役を宣言してください（宣言なしも可）",
            )
        return Text("now is card play: play a card", "今はカードを出す番です")
    kind, expected = EXPECTED[state.phase]
    if not isinstance(move, kind):
        return expected
    if isinstance(move, Bid):
        if move.contract is None:
            return Text("you have already spoken", "すでに宣言しています")
        return Text(
            f"{move.contract.json_name} does not beat the highest bid", f"{move.contract.json_name} は現在の最高ビッドより強くありません"
        )
    if isinstance(move, CallKing):
        return Text(
            f"you cannot call {NAMES[move.card]}: call a king (a queen if you hold all four kings …)",
            f"{NAMES[move.card]} は指名できません（ルワを、4枚とも持っていればダムを指名）",
        )
    if isinstance(move, Discard):
        card = move.card
        if card not in state.hands[state.taker]:
            return Text(f"you do not hold {NAMES[card]}", f"{NAMES[card]} を持っていません")
        if IS_KING[card] or card in BOUTS:
            return Text("kings and bouts may never go in the écart", "ルワとウドレは捨てられません")
        return Text("a trump may go in the écart only when nothing else can", "切札は他に捨てられるカードがない時だけ捨てられます")
    return Text("that move is not allowed now", "その手は今できません")


def card(state: TarotState, seat: int, card: int) -> Text:
    """Reason for refusing ``card`` in trick play."""
    hand = state.hands[seat]
    name = NAMES[card]
    if card not in hand:
        return Text(f"you do not hold {name}", f"{name} を持っていません")
    if card == EXCUSE:
        return Text(
            "having announced a chelem, you keep the Excuse for the last trick",
            "スラム宣言をしたので、エクスキューズは最終トリックまで残します",
        )
    if not state.trick and state.called >= 0 and not state.tricks:
        symbol = SUIT_SYMBOLS[SUIT_OF[state.called]]
        return Text(
            f"the opening lead may not be a {symbol} unless it is the called card",
            f"最初のリードでは指名されたカード以外の{symbol}は出せません",
        )
    led = led_suit(state.trick)
    if led is not None and led != TRUMP and any(SUIT_OF[c] == led for c in hand):
        return Text(f"you must follow suit: play a {SUIT_SYMBOLS[led]}", f"マストフォロー: {SUIT_SYMBOLS[led]} を出してください")
    top = max((c for c in state.trick if FIRST_TRUMP <= c < EXCUSE), default=None)
    if top is not None and card >= FIRST_TRUMP:
        return Text(f"you must play a trump higher than {NAMES[top]}", f"{NAMES[top]} より強い切札を出してください")
    return Text("you must play a trump", "切札を出してください")
