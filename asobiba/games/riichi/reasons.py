"""Why a move is refused, in the player's words: "furiten: you discarded 3p", "no yaku"…

The engine offers only legal moves (RIICHI-R14); these reasons are for a person who types or
sends one that is not, so that the refusal teaches the rule it breaks.
"""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.riichi.claims import discard_furiten, name, win_value
from asobiba.games.riichi.hand import riichi_discards, waits
from asobiba.games.riichi.moves import CONTINUE, KAN, KYUUSHU, NUKI, PASS, RON, TSUMO, YAME, Ankan, Chi, Discard, Kakan, Move, Pon, Riichi
from asobiba.games.riichi.state import Phase, RiichiState
from asobiba.games.riichi.tiles import TILE_NAMES
from asobiba.games.riichi.turns import kind_of, moves_of, without

NO_YAKU = Text(
    "no yaku: a win needs at least one yaku, and dora do not count (RIICHI-R9)",
    "役がありません：和了には1翻以上の役が必要で、ドラは役になりません（RIICHI-R9）",
)


def furiten(state: RiichiState, seat: int) -> bool:
    """``seat`` is furiten now (RIICHI-R18, R24, and its own discards): what its view shows."""
    if state.phase is Phase.TURN and seat == state.turn:
        return False  # fourteen tiles (after a draw or a call): nothing to wait on until the discard
    return state.furiten_turn[seat] or state.furiten_riichi[seat] or discard_furiten(state, seat)


def refusal(state: RiichiState, seat: int, move: Move) -> Text:
    """The reason ``move`` by ``seat`` is not legal now (the engine has checked that it is not)."""
    if state.phase is Phase.OVER:
        return Text("the match is over", "対局は終了しています")
    if state.phase is Phase.CLAIM and seat in state.window.answers:
        return Text("you have already answered this discard", "この打牌にはすでに応答しました")
    if move is RON and state.phase is Phase.CLAIM and seat != state.window.seat:
        return _ron_refusal(state, seat)  # also when not asked: a furiten player is not
    if move in (YAME, CONTINUE) and state.phase is not Phase.YAME:
        return Text(
            "only after an exhaustive draw that may end the match may a tenpai dealer in first place at or above "
            "the origin end it (yame) or play on (continue)",
            "終局しうる局の流局で、聴牌・トップ・原点以上の親だけが止める（yame）か続ける（continue）かを選べます",
        )
    if not moves_of(state, seat):
        return Text("it is not your turn", "あなたの番ではありません")
    if state.phase is Phase.YAME:
        return Text(
            "the hand is over: end the match (yame) or play on (continue)",
            "局は終わりました：止める（yame）か続ける（continue）かを選んでください",
        )
    if state.phase is Phase.CLAIM:
        return _claim_refusal(state, seat, move)
    return _turn_refusal(state, seat, move)


def _ron_refusal(state: RiichiState, seat: int) -> Text:
    tile = state.window.tile
    if tile // 4 not in waits(state.hands[seat], state.melds[seat]):
        shown = name(state, tile)
        return Text(f"{shown} does not complete your hand", f"{shown} ではあなたの手は完成しません")
    return _furiten_reason(state, seat) or NO_YAKU


def _claim_refusal(state: RiichiState, seat: int, move: Move) -> Text:
    tile = state.window.tile
    if isinstance(move, Chi) and state.n == 3:
        return Text("there is no chi with three players (RIICHI-R40)", "三人麻雀にチーはありません（RIICHI-R40）")
    if isinstance(move, Chi) and (state.window.seat + 1) % state.n != seat:
        return Text("chi only takes the discard of the player on your left", "チーできるのは上家の捨て牌だけです")
    if not state.live and state.window.kind == "discard":
        return Text("the last discard cannot be called (RIICHI-R25)", "河底牌は鳴けません（RIICHI-R25）")
    if isinstance(move, Chi | Pon) or move is KAN:
        if state.riichi[seat]:
            return Text("in riichi you may only win on a discard", "リーチ後は和了以外で鳴けません")
        return Text(f"your hand cannot make {move.to_json()['type']} with {name(state, tile)}", f"{name(state, tile)} では鳴けません")
    return _generic(move)


def _turn_refusal(state: RiichiState, seat: int, move: Move) -> Text:
    hand, drawn = state.hands[seat], state.drawn
    names = TILE_NAMES[state.rules.red_fives]
    if move is TSUMO:
        if drawn is None or drawn // 4 not in waits(without(hand, drawn), state.melds[seat]):
            return Text("your hand is not complete", "手が完成していません")
        return NO_YAKU if win_value(state, seat, drawn, tsumo=True) is None else _generic(move)
    if move in (RON, PASS, KAN) or isinstance(move, Chi | Pon):
        return Text("nobody has given up a tile for you to take", "鳴ける牌がありません")
    if isinstance(move, Discard | Riichi):
        if not any(names[tile] == move.tile for tile in hand):
            return Text(f"you have no {move.tile}", f"{move.tile} を持っていません")
        if move.tsumogiri and (drawn is None or names[drawn] != move.tile):
            return Text(f"{move.tile} is not the tile you drew", f"{move.tile} はツモった牌ではありません")
        if state.riichi[seat]:
            return Text("in riichi you discard the tile you draw", "リーチ後はツモった牌を捨てます")
        if kind_of(move.tile) in state.kuikae:
            return Text(
                f"kuikae: right after a call you may not discard {move.tile} (RIICHI-R13)",
                f"喰い替え：鳴いた直後に {move.tile} は捨てられません（RIICHI-R13）",
            )
        if isinstance(move, Riichi):
            return _riichi_refusal(state, seat, move)
    if move is KYUUSHU:
        return Text(
            "nine-terminals draw: only on your first draw with no call yet, holding 9 kinds of terminals and honors (RIICHI-R28)",
            "九種九牌：鳴きのない第一ツモで么九牌が9種類以上のときだけです（RIICHI-R28）",
        )
    if move is NUKI:
        if state.n == 4:
            return Text("North is set aside only with three players (RIICHI-R41)", "抜きドラは三人麻雀だけです（RIICHI-R41）")
        return Text("you cannot set a North aside now (RIICHI-R41)", "今は北を抜けません（RIICHI-R41）")
    if isinstance(move, Ankan | Kakan) and state.riichi[seat]:
        return Text(
            "in riichi a kan is allowed only with the tile just drawn and without changing the waits (RIICHI-R20)",
            "リーチ後の暗槓はツモ牌で、待ちが変わらないときだけです（RIICHI-R20）",
        )
    return _generic(move)


def _riichi_refusal(state: RiichiState, seat: int, move: Riichi) -> Text:
    if any(meld.kind != "ankan" for meld in state.melds[seat]):
        return Text("riichi needs a closed hand (RIICHI-R15)", "リーチは門前のときだけです（RIICHI-R15）")
    if state.scores[seat] < 1000:
        return Text("riichi needs 1,000 points for the deposit (RIICHI-R15)", "リーチには供託の1,000点が必要です（RIICHI-R15）")
    if len(state.live) < (4 if state.n == 4 else 3):
        return Text(
            "too few tiles are left in the wall for riichi (RIICHI-R15, R46)", "山の残りが少なくリーチできません（RIICHI-R15, R46）"
        )
    if kind_of(move.tile) not in riichi_discards(state.hands[seat]):
        return Text(
            f"after discarding {move.tile} your hand would not be tenpai (RIICHI-R15)",
            f"{move.tile} を捨てると聴牌になりません（RIICHI-R15）",
        )
    return _generic(move)


def _furiten_reason(state: RiichiState, seat: int) -> Text | None:
    hand, melds = state.hands[seat], state.melds[seat]
    if state.furiten_riichi[seat]:
        return Text("furiten: in riichi you let a winning tile pass (RIICHI-R18)", "フリテン：リーチ後に和了牌を見逃しました（RIICHI-R18）")
    if discard_furiten(state, seat):
        waiting = waits(hand, melds)
        mine = next(entry.tile for entry in state.rivers[seat] if entry.tile // 4 in waiting)
        tile = name(state, mine)
        return Text(f"furiten: you discarded {tile}, one of your winning tiles", f"フリテン：和了牌の {tile} を捨てています")
    if state.furiten_turn[seat]:
        return Text(
            "furiten: you let a winning tile pass since your last discard (RIICHI-R24)",
            "フリテン：自分の打牌以降に和了牌を見逃しました（RIICHI-R24）",
        )
    return None


def _generic(move: Move) -> Text:
    return Text(f"{move.to_json()} is not possible now", f"{move.to_json()} は今できません")
