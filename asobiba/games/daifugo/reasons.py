"""Why a move is refused, in both languages: the clearest reason first."""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.daifugo.cards import HIGHEST, LOWEST, RANK_NAMES, SUIT_SYMBOLS, name, place_json
from asobiba.games.daifugo.moves import Discard, Give, Move, Pass, Play
from asobiba.games.daifugo.plays import JOKER, JOKERS, beats, in_step, next_rank, plays, shape
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
    if phase is Phase.DISCARD:
        return _discard(state, seat, move)
    if isinstance(move, Give | Discard):
        return Text(
            "there is nothing to give or discard now: play or pass", "今は渡すカードも捨てるカードもありません。出すかパスしてください"
        )
    if isinstance(move, Pass):
        if state.owes_diamond_3(seat):
            return Text(
                "you lead the game's first trick with the ♦3: you may not pass", "ゲームの最初は♦3を含めて出します（パスはできません）"
            )
        return Text("you cannot pass now", "今はパスできません")
    assert isinstance(move, Play)
    return _play(state, seat, move)


def _play(state: DaifugoState, seat: int, move: Play) -> Text:
    missing = [c for c in move.cards if c not in state.hands[seat]]
    if missing:
        return Text(f"you do not hold {name(missing[0])}", f"{name(missing[0])} を持っていません")
    found = plays(state.hands[seat], state.rules)
    if move not in found:
        readings = [play.stand for play in found if play.cards == move.cards]
        if readings:
            return _stands(readings)
        return Text(
            "these cards are not a play: one card, cards of one rank, or a sequence of three or more"
            " in one suit, each Joker standing for a card where that is not plain",
            "出せる組み合わせではありません: 1枚、同じ数の複数枚、同じスートの3枚以上の階段の"
            "どれかです（ジョーカーは必要なら何の代わりかを示します）",
        )
    if state.table is None:
        return Text("the first lead of the game must include the ♦3", "ゲームの最初に出すカードには♦3を含めます")
    new, old, reversed_ = shape(move), shape(state.table), state.reversed_()
    if new.kind != old.kind or new.size != old.size:
        return Text(f"play {old.size} card(s) of the same kind as the table's", f"場と同じ形の{old.size}枚を出してください")
    if state.number_lock and new.kind not in (JOKER, JOKERS) and not in_step(new, old, reversed_):
        wanted = next_rank(old, reversed_)
        if not LOWEST <= wanted <= HIGHEST:
            return Text(
                "the numbers are locked and no rank follows: only a Joker may", "数字縛り中で次の数がありません。ジョーカーだけが出せます"
            )
        return Text(f"the numbers are locked: play {RANK_NAMES[wanted]}", f"数字縛り中です: {RANK_NAMES[wanted]} を出してください")
    if not beats(new, old, reversed_, state.rules):
        return Text("this does not beat the table's play", "場の札より強くありません")
    suits = "".join(SUIT_SYMBOLS[s] for s in sorted(state.lock))
    return Text(f"the suits are locked: play {suits}", f"縛り中です: {suits} で出してください")


def _stands(readings: list[tuple[int, ...]]) -> Text:
    """These cards make a play, but not with the Jokers standing there: the places they may take."""
    shown = " or ".join(str([place_json(c) for c in stand]) if stand else "nothing (leave 'as' out)" for stand in readings)
    shown_ja = "、".join(str([place_json(c) for c in stand]) if stand else "なし（'as' を省く）" for stand in readings)
    return Text(
        f"the Joker cannot stand there in this play: 'as' may be {shown}",
        f"この出し方ではジョーカーはその代わりになれません。'as' は {shown_ja} のどれかです",
    )


def _gift(state: DaifugoState, seat: int, move: Move, count: int, what: Text) -> Text:
    if not isinstance(move, Give):
        return Text(f"{what.en} {count} card(s) first", f"先に {count} 枚を{what.ja}必要があります")
    missing = [c for c in move.cards if c not in state.hands[seat]]
    if missing:
        return Text(f"you do not hold {name(missing[0])}", f"{name(missing[0])} を持っていません")
    return Text(f"{what.en} exactly {count} card(s)", f"ちょうど {count} 枚を{what.ja}必要があります")


def _discard(state: DaifugoState, seat: int, move: Move) -> Text:
    count = state.ten
    if not isinstance(move, Discard):
        return Text(
            f"ten-discard: discard up to {count} card(s) first (or none)",
            f"10捨て: 先に {count} 枚まで捨ててください（捨てなくてもかまいません）",
        )
    missing = [c for c in move.cards if c not in state.hands[seat]]
    if missing:
        return Text(f"you do not hold {name(missing[0])}", f"{name(missing[0])} を持っていません")
    return Text(f"discard {count} card(s) at most", f"捨てられるのは {count} 枚までです")
