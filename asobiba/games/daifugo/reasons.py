"""Why a move is refused, in both languages: the clearest reason first."""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.daifugo.cards import SUIT_SYMBOLS, name
from asobiba.games.daifugo.moves import Give, Move, Pass, Play
from asobiba.games.daifugo.plays import beats, plays, shape
from asobiba.games.daifugo.sanma import splitting
from asobiba.games.daifugo.state import DaifugoState, Phase


def refusal(state: DaifugoState, seat: int, move: Move) -> Text:
    """The reason ``move`` is not legal for ``seat`` now."""
    phase = state.phase
    if phase is Phase.OVER:
        return Text("the match is over", "対局は終わっています")
    if phase is Phase.EXCHANGE:
        if seat not in state.returns:
            return Text("you have nothing to return in this exchange", "この交換であなたが返すカードはありません")
        return _gift(state, seat, move, state.returns[seat][1], Text("return", "返す"))
    if phase is Phase.SPLIT:
        if seat not in splitting(state):
            return Text("your hands for the rounds are set: wait for the others", "ラウンドの手札は決まりました。ほかの人を待ってください")
        return Text("put one card of your hand into the next round's hand", "手札から1枚を次のラウンドの手札に入れてください")
    if seat != state.turn:
        return Text("it is not your turn", "あなたの番ではありません")
    if phase is Phase.GIVE:
        return _gift(state, seat, move, state.seven, Text("give to the next player", "次の人に渡す"))
    if isinstance(move, Give):
        return Text("there is nothing to give now: play or pass", "今は渡すカードはありません。出すかパスしてください")
    if isinstance(move, Pass):
        return Text("you cannot pass now", "今はパスできません")
    assert isinstance(move, Play)
    missing = [c for c in move.cards if c not in state.hands[seat]]
    if missing:
        return Text(f"you do not hold {name(missing[0])}", f"{name(missing[0])} を持っていません")
    if move not in plays(state.hands[seat], state.rules):
        return Text(
            "these cards are not a play: one card, cards of one rank, or a sequence of three or more"
            " in one suit, each Joker standing for a card where that is not plain",
            "出せる組み合わせではありません: 1枚、同じ数の複数枚、同じスートの3枚以上の階段の"
            "どれかです（ジョーカーは必要なら何の代わりかを示します）",
        )
    if state.table is None:
        return Text("the first lead of the game must include the ♦3", "ゲームの最初に出すカードには♦3を含めます")
    new, old = shape(move), shape(state.table)
    if new.kind != old.kind or new.size != old.size:
        return Text(f"play {old.size} card(s) of the same kind as the table's", f"場と同じ形の{old.size}枚を出してください")
    if not beats(new, old, state.reversed_(), state.rules):
        return Text("this does not beat the table's play", "場の札より強くありません")
    suits = "".join(SUIT_SYMBOLS[s] for s in sorted(state.lock))
    return Text(f"the suits are locked: play {suits}", f"縛り中です: {suits} で出してください")


def _gift(state: DaifugoState, seat: int, move: Move, count: int, what: Text) -> Text:
    if not isinstance(move, Give):
        return Text(f"{what.en} {count} card(s) first", f"先に {count} 枚を{what.ja}必要があります")
    missing = [c for c in move.cards if c not in state.hands[seat]]
    if missing:
        return Text(f"you do not hold {name(missing[0])}", f"{name(missing[0])} を持っていません")
    return Text(f"{what.en} exactly {count} card(s)", f"ちょうど {count} 枚を{what.ja}必要があります")
