"""Why a move is refused, in words a player can read (English and Japanese)."""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.tichu.cards import NAMES, PHOENIX, RANK, RANK_LABELS
from asobiba.games.tichu.combos import BOMB, DOG_LEAD, DRAGON_SINGLE, KIND_NAMES, Combo, beats, classify
from asobiba.games.tichu.moves import CallTichu, Gift, Give, Grand, Move, NoBomb, Pass, Play, Wish
from asobiba.games.tichu.state import NO_CALL, NOBODY, Phase, TichuState

PHASE_TEXT = {
    Phase.GRAND: Text("now each player decides on Grand Tichu", "今は各自がグランドティチューを決める時です"),
    Phase.PASS: Text("now each player passes one card to each other player", "今は各自が他の3人に1枚ずつカードを渡す時です"),
    Phase.PLAY: Text("now is trick play", "今はトリックの最中です"),
    Phase.WISH: Text("the Mah Jong's player names a wish now", "今は麻雀を出した人が願いを言う時です"),
    Phase.GIFT: Text("the Dragon trick's winner gives it to an opponent now", "今はドラゴンのトリックを相手に渡す時です"),
    Phase.OVER: Text("the game is over", "ゲームは終了しています"),
}
KIND_JA = {
    "single": "シングル",
    "pair": "ペア",
    "trio": "スリーカード",
    "full_house": "フルハウス",
    "straight": "ストレート",
    "steps": "階段",
    "bomb": "爆弾",
    "dog": "犬",
}


def refusal(state: TichuState, seat: int, move: Move, to_act: frozenset[int]) -> Text:
    """Reason for refusing ``move`` by ``seat``, which is not among its legal moves."""
    phase = state.phase
    if phase is Phase.OVER:
        return PHASE_TEXT[phase]
    if isinstance(move, CallTichu):
        if state.calls[seat] != NO_CALL:
            return Text("you have already made a call this round", "このラウンドではすでにコールしています")
        if phase is Phase.PLAY and len(state.hands[seat]) < 14:
            return Text("Tichu can be called only before your first card", "ティチューは最初のカードを出す前にしか宣言できません")
    if seat not in to_act:
        if phase is Phase.PLAY and state.turn != NOBODY:
            return Text(
                f"it is seat {state.turn}'s turn; out of turn you may only bomb", f"今は席 {state.turn} の番です（手番外は爆弾のみ）"
            )
        if phase in (Phase.GRAND, Phase.PASS):
            return Text("you have already done this; wait for the others", "すでに済んでいます。他のプレイヤーを待ってください")
        return PHASE_TEXT[phase]
    expected = {Phase.GRAND: Grand, Phase.PASS: (Give, CallTichu), Phase.WISH: Wish, Phase.GIFT: Gift}.get(phase)
    if expected is not None and not isinstance(move, expected):
        return PHASE_TEXT[phase]
    if isinstance(move, Give):
        return _give(state, seat, move)
    if isinstance(move, Gift):
        return Text("give the Dragon trick to an opponent", "ドラゴンのトリックは相手チームの誰かに渡します")
    if isinstance(move, Grand | Wish):
        return PHASE_TEXT[phase]
    if isinstance(move, NoBomb):
        return Text("it is your turn: play or pass", "あなたの番です。出すかパスしてください")
    if isinstance(move, Pass):
        if not state.trick:
            return Text("the leader must play something", "リードでパスはできません")
        return _wish_text(state)
    if isinstance(move, Play):
        return _play(state, seat, move)
    return PHASE_TEXT[phase]


def _give(state: TichuState, seat: int, move: Give) -> Text:
    if move.to == seat:
        return Text("you pass cards to the other three players", "カードは他の3人に渡します")
    if state.gives[seat][move.to] != NOBODY:
        return Text(f"you have already given a card to seat {move.to}", f"席 {move.to} にはすでに渡しています")
    return Text(f"you do not hold {NAMES[move.card]}", f"{NAMES[move.card]} を持っていません")


def _wish_text(state: TichuState) -> Text:
    label = RANK_LABELS.get(state.wish, "?")
    if state.trick:  # TICHU-R25: or a bomb, out of turn just before one's turn
        return Text(f"the Mah Jong's wish: you must play a {label}, or a bomb", f"麻雀の願い: {label} か爆弾を出さなければなりません")
    return Text(f"the Mah Jong's wish: you must play a {label}", f"麻雀の願い: {label} を出さなければなりません")


def _play(state: TichuState, seat: int, move: Play) -> Text:
    hand = state.hands[seat]
    missing = [NAMES[card] for card in move.cards if card not in hand]
    if missing:
        return Text(f"you do not hold {', '.join(missing)}", f"{', '.join(missing)} を持っていません")
    combo = classify(move.cards, move.phoenix, move.straight, state.rules)
    if combo is None:
        if PHOENIX in move.cards and len(move.cards) > 1 and not move.phoenix:
            return Text("say which rank the Phoenix stands for", "鳳凰が何のランクの代わりかを指定してください")
        return Text("these cards are not a combination", "この組み合わせは出せません")
    top = state.top
    if seat != state.turn:
        if combo.kind != BOMB:
            return Text("out of turn you may only play a bomb", "手番外で出せるのは爆弾だけです")
        return Text("this bomb does not beat the table", "この爆弾では勝てません")
    if combo.kind == DOG_LEAD and top is not None:
        return Text("the Dog may only be led", "犬はリードでしか出せません")
    if top is not None and move.cards == (PHOENIX,) and top.rank == DRAGON_SINGLE:
        return Text("the Phoenix cannot beat the Dragon", "鳳凰はドラゴンに勝てません")
    if top is not None and not beats(combo if move.cards != (PHOENIX,) else Combo(combo.kind, 1, top.rank + 1), top):
        if combo.kind != top.kind or combo.length != top.length:
            kind = KIND_NAMES[top.kind]
            return Text(
                f"play a {kind} of {top.length} cards (or a bomb), or pass",
                f"{top.length}枚の{KIND_JA[kind]}（か爆弾）を出すか、パスしてください",
            )
        return Text("that does not beat the table", "場のカードより強くありません")
    if state.wish and any(RANK[card] == state.wish for card in hand if card < 52):
        return _wish_text(state)
    return Text("that move is not allowed now", "その手は今できません")
