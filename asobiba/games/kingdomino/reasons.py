"""Why a move is refused, in words a player can read (English and Japanese)."""

from __future__ import annotations

import json

from asobiba.core.text import Text
from asobiba.games.kingdomino.data import SYMMETRIC
from asobiba.games.kingdomino.kingdom import GRIDS, can_place, free_squares
from asobiba.games.kingdomino.moves import DIRS, DX, DY, PLACES, Pick, Place
from asobiba.games.kingdomino.state import FREE, KingdominoState, Phase


def not_your_turn(state: KingdominoState, seat: int, to_act: frozenset[int]) -> Text:
    if state.phase == Phase.OVER:
        return Text("the match is over", "対戦は終了しています")
    (actor,) = to_act
    return Text(f"it is seat {actor}'s turn, not seat {seat}'s", f"今は席 {actor} の番です（席 {seat} ではありません）")


def wrong_kind(state: KingdominoState) -> Text:
    """Reason for a move of the wrong kind for the phase: a pick while placing, or the reverse."""
    if state.phase == Phase.PLACE:
        return Text(
            f"first place domino {state.pending} in your kingdom (or discard it if it fits nowhere)",
            f"まずドミノ {state.pending} を王国に配置してください（置けない場合だけ捨てられます）",
        )
    return Text("now pick a domino of the next line", "今は次の列からドミノを選ぶ番です")


def pick(state: KingdominoState, move: Pick) -> Text:
    number = move.domino
    if number not in state.next_line:
        line = ", ".join(map(str, state.next_line))
        return Text(f"domino {number} is not in the next line ({line})", f"ドミノ {number} は次の列（{line}）にありません")
    owner = state.next_owner[state.next_line.index(number)]
    assert owner != FREE
    return Text(f"seat {owner}'s king is already on domino {number}", f"ドミノ {number} にはすでに席 {owner} の王がいます")


def place(state: KingdominoState, seat: int, move: Place) -> Text:
    number = state.pending
    assert number is not None
    grid = GRIDS[state.size]
    d = move.dir_index
    squares = ((move.x, move.y), (move.x + DX[d], move.y + DY[d]))
    (x2, y2) = squares[1]
    if SYMMETRIC[number] and d >= 2 and grid.contains(x2, y2) and can_place(state, seat, number, canonical := PLACES[x2, y2, DIRS[d - 2]]):
        wanted = json.dumps(canonical.to_json())
        return Text(
            f"both squares of domino {number} are alike: send this placement as {wanted}",
            f"ドミノ {number} の2マスは同じなので、この配置は {wanted} として送ってください",
        )
    size = state.size
    free = free_squares(state, seat)
    for x, y in squares:
        if grid.contains(x, y) and state.occupied[seat] >> grid.index(x, y) & 1:
            return Text(f"square ({x}, {y}) of your kingdom is already taken", f"王国のマス ({x}, {y}) はすでに埋まっています")
        if not grid.contains(x, y) or not free >> grid.index(x, y) & 1:
            return Text(
                f"square ({x}, {y}) is outside your {size}×{size} kingdom",
                f"マス ({x}, {y}) は {size}×{size} の王国からはみ出します",
            )
    return Text(
        "no side of the domino touches your castle or a matching terrain",
        "ドミノのどの辺も城か同じ地形のマスに接していません",
    )


def discard(state: KingdominoState) -> Text:
    return Text(
        f"you can still place domino {state.pending}, so you may not discard it",
        f"ドミノ {state.pending} はまだ配置できるので、捨てることはできません",
    )
