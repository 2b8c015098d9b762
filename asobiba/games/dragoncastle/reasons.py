"""Why a move is refused, in words a player can read (English and Japanese).

Each function is called only once the move is known to be illegal (legal.py) and says
the first thing wrong with it, from the player's side of the table.
"""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.dragoncastle import castle, realm
from asobiba.games.dragoncastle.data import FACTIONS, SPIRIT_NAMES, SYMBOL_TYPE, SYMBOLS, TILE_SYMBOL, TILE_TYPE, TYPE_NAMES, TYPES
from asobiba.games.dragoncastle.moves import Square
from asobiba.games.dragoncastle.state import SHRINE, UP, DragonCastleState, Phase

_STEPS = {
    "destroy": Text("discard an Available castle tile (Spirit of Destruction)", "龍城の取れるタイルを1枚捨ててください（破壊の精霊）"),
    "flip": Text("flip a face-up tile of your realm face down (Spirit of Wind)", "領地の表向きのタイルを1枚裏返してください（風の精霊）"),
    "move_shrine": Text(
        "move one of your Shrines to another face-down tile (Spirit of Wind)", "社を1つ別の裏向きのタイルへ移してください（風の精霊）"
    ),
    "shift": Text("move a tile of your realm, or end (Spirit of Strength)", "領地のタイルを動かすか、終了してください（力の精霊）"),
    "change": Text(
        "choose the Special tile to change and its new type (Spirit of Change)", "変える特殊タイルと種類を選んでください（変化の精霊）"
    ),
    "cunning": Text("choose a group of 3 tiles to consolidate (Spirit of Cunning)", "統合する3枚のグループを選んでください（狡知の精霊）"),
    "faith": Text(
        "build on a set of this turn until one Shrine is past its limit (Spirit of Faith)",
        "この手番のセットに、上限を1つ超えるまで社を建ててください（信仰の精霊）",
    ),
}


_NUMERALS = ("I", "II", "III", "IV")
# The Specials' symbols as the tiles show them (web/labels.js "sym.*" says the same).
_SPECIAL_NAMES = {
    **{f"season-{n}": Text(f"Season {_NUMERALS[n - 1]}", f"季節 {_NUMERALS[n - 1]}") for n in range(1, 5)},
    "wind-rainy": Text("Rainy Wind", "雨の風"),
    "wind-stormy": Text("Stormy Wind", "嵐の風"),
    "wind-3": Text("Wind III", "風 III"),
    "wind-4": Text("Wind IV", "風 IV"),
    **{f"dragon-{n}": Text(f"Dragon {_NUMERALS[n - 1]}", f"龍 {_NUMERALS[n - 1]}") for n in range(1, 4)},
}


def _symbol_name(symbol: int) -> Text:
    """A Faction's symbol as "Soldiers 3" / "兵士3", a Special's as "Wind III" / "風 III"."""
    kind = SYMBOL_TYPE[symbol]
    if kind in FACTIONS:
        number = SYMBOLS[symbol][1:]
        return Text(f"{TYPE_NAMES[kind].en} {number}", f"{TYPE_NAMES[kind].ja}{number}")
    return _SPECIAL_NAMES[SYMBOLS[symbol]]


def _at(square: Square | None) -> str:
    return "?" if square is None else f"[{square[0]}, {square[1]}]"


def not_your_turn(state: DragonCastleState, seat: int) -> Text:
    if state.phase is Phase.OVER:
        return Text("the game is over", "ゲームは終了しています")
    return Text(f"it is seat {state.seat}'s turn, not seat {seat}'s", f"今は席 {state.seat} の番です（席 {seat} ではありません）")


def wrong_phase(state: DragonCastleState) -> Text:
    """What the player must do now instead."""
    phase = state.phase
    if phase is Phase.ACT:
        return Text(
            "first take a tile from the castle (or summon the Dragon, or call a Spirit)",
            "まず龍城からタイルを取ってください（または龍の召喚か精霊）",
        )
    if phase is Phase.CHOOSE:
        return Text(
            "choose how to finish your action: a pair, a Shrine or the discard", "アクションを選んでください: ペア、社、または捨てる"
        )
    if phase is Phase.PLACE:
        return Text("place the tile in your hand in your realm first", "まず手元のタイルを領地に置いてください")
    if phase is Phase.AFTER:
        return Text(
            "your action is done: build Shrines, call a Spirit, or end your turn",
            "アクションは終わりました: 社を建てるか、精霊を呼ぶか、手番を終えてください",
        )
    return _STEPS[state.step]


def take(state: DragonCastleState, seat: int, square: Square, position: int | None, destroy: bool = False) -> Text:
    """Why the tile at ``square`` may not be taken (or destroyed)."""
    if position is None:
        return Text(f"there is no castle space at {_at(square)}", f"{_at(square)} に龍城のマスはありません")
    layout = castle.layout_of(state)
    height = state.height
    floor = height[position]
    if floor == 0:
        return Text(f"the castle space {_at(square)} is empty", f"龍城のマス {_at(square)} は空です")
    elegance = state.spirit_used == "elegance"
    if not destroy and floor < max(height):
        return Text(
            f"the first tile comes from the top floor (floor {max(height)}); this one is on floor {floor}",
            f"1枚目は最上段（{max(height)}段目）から取ります。このタイルは {floor} 段目です",
        )
    if not castle.is_available(layout, height, position) and not (elegance and castle.has_free_short_side(layout, height, position)):
        if elegance:
            return Text("that tile has no free side, long or short", "そのタイルは長辺も短辺もふさがっています")
        return Text("that tile is not available: both long sides are blocked", "そのタイルは取れません: 両方の長辺がふさがっています")
    if state.spirit_used in ("deep", "deception"):
        name = SPIRIT_NAMES[state.spirit_used]
        return Text(
            f"with the {name.en} this turn is a Pair only the Spirit allows: there is no room for two tiles,"
            " or that tile pairs only with identical Available tiles, as without the Spirit",
            f"{name.ja}を使ったのでこの手番は精霊の力でしかできないペアです。置く場所2つがないか、"
            "そのタイルと組めるのは精霊なしでも取れる同じ絵柄のタイルだけです",
        )
    return Text(
        "the Spirit of Elegance must be used: take a tile with only a short side free, or one whose pair is such a tile",
        "優雅の精霊を使わなければなりません: 短辺だけが空いたタイルか、そのようなタイルとペアになるタイルを取ってください",
    )


def summon(state: DragonCastleState) -> Text:
    if state.spirit_used in ("deep", "deception", "elegance"):
        return Text("the Spirit you called asks for a tile action this turn", "呼んだ精霊のため、この手番はタイルのアクションです")
    return Text(
        "the Dragon may be summoned only when the castle has tiles on the ground floor only",
        "龍を召喚できるのは、龍城が最下段だけになったときです",
    )


def pair(state: DragonCastleState, seat: int, square: Square, position: int | None) -> Text:
    if realm.placeable_count(state, seat) < 2:
        return no_room(2)
    first = state.hand[0]
    if position is None or state.height[position] == 0:
        return Text(f"there is no tile at {_at(square)} to pair with", f"{_at(square)} にペアにするタイルはありません")
    tile = state.castle[position][-1]
    spirit = state.spirit_used
    if spirit == "deception":
        return Text(
            "with the Spirit of Deception the second tile is the top of a stack next to the first",
            "欺きの精霊では2枚目は1枚目の隣の山の一番上のタイルです",
        )
    if spirit == "deep" and TILE_TYPE[tile] != TILE_TYPE[first]:
        kind = TYPE_NAMES[TILE_TYPE[first]]
        return Text(
            f"with the Spirit of the Deep the second tile must be of the same type ({kind.en})",
            f"深淵の精霊では2枚目は同じ種類（{kind.ja}）です",
        )
    if spirit != "deep" and TILE_SYMBOL[tile] != TILE_SYMBOL[first]:
        mine, theirs = _symbol_name(TILE_SYMBOL[first]), _symbol_name(TILE_SYMBOL[tile])
        return Text(
            f"a pair needs the same symbol: {theirs.en} is not {mine.en}", f"ペアは同じ絵柄です: {theirs.ja} は {mine.ja} ではありません"
        )
    if state.elegance_due:
        return Text(
            "the Spirit of Elegance must be used: the second tile must have only a short side free",
            "優雅の精霊を使わなければなりません: 2枚目は短辺だけが空いたタイルです",
        )
    return Text("that tile is not available: both long sides are blocked", "そのタイルは取れません: 両方の長辺がふさがっています")


def pair_forced(state: DragonCastleState) -> Text:
    name = SPIRIT_NAMES[state.spirit_used or "elegance"]
    return Text(f"the {name.en} was called for a Pair: take the second tile", f"{name.ja}はペアのために呼ばれました: 2枚目を取ってください")


def no_room(tiles: int) -> Text:
    return Text(
        f"your realm has no room for {tiles} tile(s): tiles go on empty squares or face-down tiles without a Shrine",
        f"領地に {tiles} 枚を置く場所がありません: 置けるのは空きマスか社のない裏向きのタイルの上です",
    )


def _cell_trouble(state: DragonCastleState, seat: int, square: Square, cell: int | None) -> Text:
    """Why no tile may go on ``cell`` (DC-R8)."""
    if cell is None:
        size = state.size
        return Text(f"{_at(square)} is outside your {size}×{size} realm", f"{_at(square)} は {size}×{size} の領地の外です")
    top = state.top[seat][cell]
    if top == UP:
        return Text("you cannot place on a face-up tile", "表向きのタイルの上には置けません")
    if top == SHRINE:
        return Text("nothing can go on a tile with a Shrine", "社のあるタイルの上には何も置けません")
    return Text(f"stacks in your realm are at most {state.max_height} tiles high", f"領地の山は {state.max_height} 枚までです")


def place(state: DragonCastleState, seat: int, square: Square, cell: int | None) -> Text:
    return _cell_trouble(state, seat, square, cell)


def spirit_not_in_play(state: DragonCastleState, card: str) -> Text:
    name = SPIRIT_NAMES[card]
    return Text(f"the {name.en} is not in play in this game", f"このゲームに{name.ja}はありません")


def spirit_used(state: DragonCastleState) -> Text:
    name = SPIRIT_NAMES[state.spirit_used or "beauty"]
    return Text(f"a Spirit is called once per turn, and you called the {name.en}", f"精霊は1手番に1回です（{name.ja}を呼びました）")


def spirit_not_now(state: DragonCastleState, card: str) -> Text:
    name = SPIRIT_NAMES[card]
    if state.phase is Phase.ACT:
        return Text(f"the {name.en} is called after placing your tiles", f"{name.ja}はタイルを置いた後に呼びます")
    return Text(f"the {name.en} is called before taking tiles", f"{name.ja}はタイルを取る前に呼びます")


def no_shrine_to_pay() -> Text:
    return Text(
        "your Shrine Pool is empty: pay with a face-up tile of your realm", "社の手持ちがありません: 領地の表向きのタイルで支払ってください"
    )


def bad_payment(state: DragonCastleState, seat: int, pay: Square | str, cell: int | None) -> Text:
    if isinstance(pay, str) or cell is None:
        size = state.size
        return Text(
            f"{_at(None if isinstance(pay, str) else pay)} is outside your {size}×{size} realm",
            f"支払うマスが {size}×{size} の領地の外です",
        )
    return Text(
        f"pay with a face-up tile: the top of {_at(pay)} is not one",
        f"表向きのタイルで支払ってください: {_at(pay)} の一番上は表向きではありません",
    )


def spirit_useless(card: str) -> Text:
    name = SPIRIT_NAMES[card]
    if card == "faith":
        detail = Text("no set of this turn could then end one Shrine past its limit", "この手番のどのセットも社の上限を1つ超えられません")
    elif card in ("deep", "deception"):
        detail = Text("it would allow only identical pairs the normal rule allows", "通常のルールで取れる同じ絵柄のペアしかできません")
    else:
        detail = Text("its power could not be applied", "その力を使えません")
    return Text(
        f"after paying for the {name.en}, {detail.en}: a Spirit is paid only when its power changes the turn,"
        " and paying without applying it is not allowed",
        f"{name.ja}に支払った後、{detail.ja}。精霊に支払えるのはその力で手番が変わるときだけで、使わずに支払うこともできません",
    )


def build(state: DragonCastleState, seat: int, square: Square, cell: int | None, faith: bool = False) -> Text:
    if not state.pool[seat]:
        return Text("your Shrine Pool is empty", "社の手持ちがありません")
    if cell is None:
        size = state.size
        return Text(f"{_at(square)} is outside your {size}×{size} realm", f"{_at(square)} は {size}×{size} の領地の外です")
    if state.top[seat][cell] == SHRINE:
        return Text("there can never be more than one Shrine on a tile", "1枚のタイルに社は1つまでです")
    index = realm.set_of(state, seat, cell)
    if index is None:
        return Text(
            "Shrines go only on the tiles of a set consolidated this turn", "社を建てられるのはこの手番に統合したセットのタイルだけです"
        )
    limit = state.sets[index].limit
    if faith:
        return Text(
            f"with the Spirit of Faith, build on a set that can still end one Shrine past its limit; this one allows {limit}"
            f" and your pool holds {state.pool[seat]}",
            "信仰の精霊では、社の上限を1つ超えられるセットに建ててください。"
            f"このセットの上限は {limit} つ、手持ちは {state.pool[seat]} つです",
        )
    return Text(f"that set allows {limit} Shrine(s), all built", f"そのセットに建てられる社は {limit} つで、すでに建っています")


def strength_first_move() -> Text:
    return Text("the Spirit of Strength moves at least one tile", "力の精霊では少なくとも1枚動かします")


def flip(square: Square) -> Text:
    return Text(f"the top of {_at(square)} is not a face-up tile of your realm", f"{_at(square)} の一番上は表向きのタイルではありません")


def move_shrine(state: DragonCastleState, seat: int, source: int | None, target: int | None) -> Text:
    if source is None or state.top[seat][source] != SHRINE:
        return Text("there is no Shrine of yours there to move", "そこに動かせる社はありません")
    return Text("a Shrine moves to another face-down tile without a Shrine", "社は社のない別の裏向きのタイルへ移します")


def shift(state: DragonCastleState, seat: int, to: Square, source: int | None, target: int | None) -> Text:
    if source is None or not state.realm[seat][source]:
        return Text("there is no tile there to move", "そこに動かせるタイルはありません")
    if state.top[seat][source] == SHRINE:
        return Text("a tile with a Shrine cannot move", "社のあるタイルは動かせません")
    if source == target:
        return Text("move the tile to another square", "タイルは別のマスへ動かしてください")
    return _cell_trouble(state, seat, to, target)


def change(square: Square, kind: str) -> Text:
    name = TYPE_NAMES[TYPES.index(kind)]
    return Text(
        f"counting the tile at {_at(square)} as {name.en} consolidates no set of 4 with it (it must be a face-up Special tile)",
        f"{_at(square)} のタイルを{name.ja}とみなしても、それを含む4枚のセットはできません（表向きの特殊タイルに限ります）",
    )


def cunning(square: Square) -> Text:
    return Text(
        f"{_at(square)} is not in a group of exactly 3 face-up tiles of one type",
        f"{_at(square)} は同じ種類の表向きのタイルちょうど3枚のグループにありません",
    )
