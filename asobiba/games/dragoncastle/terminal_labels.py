"""Words of the Dragon Castle terminal screen in English and Japanese, and how tiles are drawn.

A tile is drawn as a short code in its type's colour: a Faction tile as its letter (or
kanji) and number (``M3`` / ``商3``), a Special tile as two letters (or a kanji) and its
symbol's number in the spec's order (``Se2``, ``Wi1``, ``Dr3`` / ``季2``, ``風1``, ``龍3``).
Every code is at most three cells wide, so grids line up in both languages. The cards'
texts are short forms of rules/dragoncastle.md §1.4 and §1.5.
"""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.dragoncastle.data import SPIRIT_NAMES, TILE_NUMBER, TILE_SYMBOL, TILE_TYPE, TYPE_NAMES, TYPES

CODE_WIDTH = 3  # cells of the widest tile code (``Se1``, ``季1``)

# Per type: the letters before a tile's number (a Special's number is its symbol's rank in its type).
TYPE_CODES = {"en": ("M", "S", "F", "Se", "Wi", "Dr"), "ja": ("商", "兵", "農", "季", "風", "龍")}
TYPE_STYLES = ("bold yellow", "bold red", "bold green", "bold cyan", "bold blue", "bold magenta")  # BGA's colours
FIRST_SYMBOL_OF_TYPE = tuple(min(TILE_SYMBOL[tile] for tile in range(len(TILE_TYPE)) if TILE_TYPE[tile] == kind) for kind in range(6))

FACE_DOWN = {"en": "##", "ja": "裏"}
SHRINE_MARK = {"en": "⌂", "ja": "社"}
AVAILABLE_MARK = "*"


def tile_code(tile: int, lang: str) -> str:
    """``M3`` / ``商3`` for a Faction tile, ``Se2`` / ``季2`` for a Special one."""
    kind = TILE_TYPE[tile]
    number = TILE_NUMBER[tile] or TILE_SYMBOL[tile] - FIRST_SYMBOL_OF_TYPE[kind] + 1
    return f"{TYPE_CODES['ja' if lang == 'ja' else 'en'][kind]}{number}"


def tile_style(tile: int) -> str:
    return TYPE_STYLES[TILE_TYPE[tile]]


def type_name(kind: str, lang: str) -> str:
    return TYPE_NAMES[TYPES.index(kind)].get(lang)


DRAGON_NAMES = {
    "humility": Text("Dragon of Humility", "謙虚の龍"),
    "tranquility": Text("Dragon of Tranquility", "静寂の龍"),
    "righteousness": Text("Dragon of Righteousness", "正義の龍"),
    "bravery": Text("Dragon of Bravery", "勇気の龍"),
    "majesty": Text("Dragon of Majesty", "威厳の龍"),
    "power": Text("Dragon of Power", "権力の龍"),
    "harmony": Text("Dragon of Harmony", "調和の龍"),
    "knowledge": Text("Dragon of Knowledge", "知識の龍"),
    "devotion": Text("Dragon of Devotion", "献身の龍"),
    "fortitude": Text("Dragon of Fortitude", "不屈の龍"),
}
DRAGON_TEXTS = {
    "humility": Text("1 VP per Shrine on a stack next to a taller stack", "高い山の隣の山にある社1つにつき1点"),
    "tranquility": Text("1 VP per connected group of face-down stacks", "つながった裏向きの山のグループ1つにつき1点"),
    "righteousness": Text(
        "your best row and best column: 1 VP per Shrine in them, +2 per line full of Shrines",
        "最良の行と列: その中の社1つにつき1点、全マスに社がある列は+2点",
    ),
    "bravery": Text("1 VP per stack with no neighbour as tall", "隣に同じ高さ以上の山がない山1つにつき1点"),
    "majesty": Text("per Faction, the highest face-up number on floor 3+", "勢力ごとに、3段目以上で表向きの最大の数字"),
    "power": Text(
        "per Faction, your best connected group's sum of numbers against each neighbour: +2 higher, +1 tie",
        "勢力ごとに、つながったグループの数字の合計を隣の席と比べる: 上回れば+2、同じなら+1",
    ),
    "harmony": Text(
        "+4 per mirror axis of the stack heights, +2 per mirror axis of the Shrines and their floors",
        "山の高さの対称軸1本につき+4、社（段も含む）の対称軸1本につき+2",
    ),
    "knowledge": Text("2 VP per distinct face-up Special symbol", "表向きの特殊タイルの絵柄1種類につき2点"),
    "devotion": Text("1 VP per Shrine next to a face-up Dragon tile", "表向きの龍タイルの隣にある社1つにつき1点"),
    "fortitude": Text("1 VP per Shrine on the realm's edge", "領地の端にある社1つにつき1点"),
}
SPIRIT_TEXTS = {
    "beauty": Text(
        "after placing: every group of 4+ face-up Faction tiles of one number consolidates (+1 VP, 2 Shrines)",
        "配置後: 同じ数字の表向きの勢力タイル4枚以上のグループをすべて統合（+1点、社2つまで）",
    ),
    "elegance": Text(
        "before the action: tiles with a free short side may be taken this turn, and one must be",
        "アクション前: この手番は短辺が空いたタイルも取れる（1枚は必ずそうする）",
    ),
    "wind": Text(
        "flip a face-up tile face down (no points), then move a built Shrine to another face-down tile",
        "表向きのタイルを1枚裏返し（得点なし）、建てた社を別の裏向きのタイルへ移す",
    ),
    "deception": Text(
        "before the action: a Pair whose second tile is the top of a stack next to the first",
        "アクション前: 2枚目が1枚目の隣の山の一番上のタイルであるペア",
    ),
    "strength": Text(
        "move up to 2 top tiles of your realm (no Shrine), keeping their face; then sets consolidate",
        "領地の一番上のタイルを2枚まで（社なし、向きはそのまま）動かし、そのあとセットを統合",
    ),
    "change": Text(
        "after placing: a face-up Special tile counts as another type to complete a set of 4+",
        "配置後: 表向きの特殊タイル1枚を別の種類とみなし、4枚以上のセットを完成させる",
    ),
    "faith": Text(
        "after placing: a set of this turn takes one Shrine past its limit", "配置後: この手番のセット1つに上限を1つ超えて社を建てる"
    ),
    "destruction": Text("before the action: discard an Available castle tile", "アクション前: 龍城の取れるタイルを1枚捨てる"),
    "deep": Text(
        "before the action: a Pair whose second tile only shares the first's type",
        "アクション前: 2枚目が1枚目と同じ種類であればよいペア",
    ),
    "cunning": Text(
        "after placing: a group of exactly 3 face-up tiles of one type consolidates for 2 VP",
        "配置後: 同じ種類の表向きのタイルちょうど3枚のグループを2点で統合",
    ),
}
SPIRIT_PAY = Text(
    "A Spirit costs a face-up tile of your realm or a Shrine of your pool; one Spirit a turn.",
    "精霊の代償は領地の表向きのタイル1枚か社1つ。精霊は1手番に1回。",
)


def spirit_name(card: str, lang: str) -> str:
    return SPIRIT_NAMES[card].get(lang)


def dragon_name(card: str, lang: str) -> str:
    return DRAGON_NAMES[card].get(lang)


def dragon_short(card: str, lang: str) -> str:
    """A Dragon card's name for a column heading: ``Harmony``, ``調和``."""
    return DRAGON_NAMES[card].en.removeprefix("Dragon of ") if lang != "ja" else DRAGON_NAMES[card].ja.removesuffix("の龍")


L = {
    "you": Text("You", "あなた"),
    "ingenuity": Text("The Dragon of Ingenuity", "創意の龍"),
    "title": Text("Dragon Castle · {players} players · {layout}", "ドラゴンキャッスル · {players}人 · {layout}"),
    "title_solo": Text(
        "Dragon Castle · solo against the Dragon of Ingenuity · {layout}", "ドラゴンキャッスル · ソロ（相手は創意の龍） · {layout}"
    ),
    "legend_tiles": Text(
        "Tiles: M Merchants, S Soldiers, F Farmers (numbers 1–6); Se Seasons, Wi Winds, Dr Dragons. * = Available.",
        "タイル: 商 商人・兵 兵士・農 農民（数字1〜6）、季 季節・風 風・龍 龍。* = 取れるタイル。",
    ),
    "legend_realm": Text(
        "Realm cells: the stack's height, then its top: the tile if face up, ## face down, ⌂ a Shrine; . empty.",
        "領地のマス: 山の高さと一番上: 表向きならそのタイル、裏 = 裏向き、社 = 社。. は空。",
    ),
    "legend_squares": Text(
        "Castle spaces are typed column letter and row (b3); realm cells row and column (2 1), as on the axes.",
        "龍城のマスは列の文字と行（b3）、領地のマスは行と列（2 1）で、軸の表示どおりに入力します。",
    ),
    "first": Text("{who} goes first.", "最初の手番: {who}"),
    "turn": Text("Turn {turn} · {who}", "手番 {turn} · {who}"),
    "floor": Text("Floor {floor}", "{floor}段目"),
    "castle": Text("Castle (top floor {floor}, {tiles} tiles)", "龍城（最上段 {floor}段目、{tiles}枚）"),
    "castle_empty": Text("Castle: empty", "龍城: 空"),
    "realm_stats": Text("{score} pts · {vp} VP tokens · {pool} Shrines in pool", "{score}点 · VP {vp} · 手持ちの社 {pool}"),
    "realm_more": Text("countdown {countdown} · discarded {discards}", "カウントダウン {countdown} · 捨てた {discards}枚"),
    "countdown": Text(
        "Countdown: single tokens left {singles}, then the stack {stack} (2 VP a token)",
        "カウントダウン: 単独のトークン残り {singles}、その後の山 {stack}（1つ2点）",
    ),
    "last_round": Text('The "!" is revealed: this is the last round.', "「!」が出ました: 最終ラウンドです。"),
    "ingenuity_status": Text(
        "Dragon of Ingenuity: {tiles} tiles taken, {countdown} countdown tokens", "創意の龍: タイル {tiles}枚、カウントダウン {countdown}"
    ),
    "spirits": Text("Spirits:", "精霊:"),
    "dragons": Text("Dragons (scored at the end):", "龍（終了時に得点）:"),
    "no_cards": Text("No Spirit or Dragon cards in play.", "精霊・龍のカードはありません。"),
    "spirit_used": Text(" (called this turn)", "（この手番で使用）"),
    "hand": Text("In hand: ", "手元: "),
    "sets": Text("Sets this turn: ", "この手番のセット: "),
    "set": Text("{n} {kind} (+{vp} VP, Shrines {built}/{limit})", "{kind}{n}枚（+{vp}点、社 {built}/{limit}）"),
    "beauty_set": Text("same number", "同じ数字"),
    "elegance_due": Text("The Spirit of Elegance must still be used.", "優雅の精霊をまだ使う必要があります。"),
    "forced_pair": Text("This turn must be a Pair.", "この手番はペアでなければなりません。"),
    "shifts_left": Text("Spirit of Strength: {n} moves left.", "力の精霊: 残り {n} 回。"),
    "moves": Text("Your moves (a number, or type the move):", "あなたの手（番号か、手を入力）:"),
    "cards_reply": Text("Cards in play:", "場のカード:"),
    # menu lines (what is typed, then what it does)
    "d_castle": Text("{tile}, floor {floor}", "{tile}・{floor}段目"),
    "d_summon": Text("a countdown token (2 VP)", "龍を召喚（カウントダウン、2点）"),
    "d_shrine": Text("take a Shrine into your pool", "社を1つ受け取る"),
    "d_discard": Text("the tile for 1 VP", "タイルを捨てて1点"),
    "d_floor": Text("floor {floor}", "{floor}段目"),
    "d_build": Text("floor {floor}: {vp} VP", "{floor}段目: {vp}点"),
    "d_spirit": Text("{card}, paying {pay}", "{card}、代償 {pay}"),
    "d_end": Text("end your turn", "手番を終える"),
    "d_end_shift": Text("stop moving tiles", "移動をやめる"),
    # prompts
    "ask_act": Text("Take a tile from the top floor (take b3, or a number)", "最上段からタイルを取ってください（take b3 か番号）"),
    "ask_summon": Text(
        "Summon the Dragon, or take a ground-floor tile (summon, take b3, or a number)",
        "龍を召喚するかタイルを取ってください（summon、take b3 か番号）",
    ),
    "ask_choose": Text(
        "Pair, shrine or discard? (pair c4, shrine, discard, or a number)", "ペア・社・捨てる？（pair c4、shrine、discard か番号）"
    ),
    "ask_pair": Text("Take the second tile (pair c4, or a number)", "2枚目を取ってください（pair c4 か番号）"),
    "ask_place": Text("Place {tile} in your realm (place 2 1, or a number)", "{tile} を領地に置いてください（place 2 1 か番号）"),
    "ask_after": Text(
        "Build a Shrine, call a Spirit, or end (build 1 1, end, or a number)", "社を建てる・精霊を呼ぶ・終了（build 1 1、end か番号）"
    ),
    "ask_destroy": Text("Spirit of Destruction: the castle tile to discard (destroy b3)", "破壊の精霊: 捨てる龍城のタイル（destroy b3）"),
    "ask_flip": Text("Spirit of Wind: the tile to flip face down (flip 1 2)", "風の精霊: 裏返すタイル（flip 1 2）"),
    "ask_move_shrine": Text("Spirit of Wind: move a Shrine (move 1 2 3 0: from, to)", "風の精霊: 社を移す（move 1 2 3 0: 元, 先）"),
    "ask_shift": Text(
        "Spirit of Strength: move a tile (shift 1 2 3 0: from, to), or end", "力の精霊: タイルを動かす（shift 1 2 3 0: 元, 先）か end"
    ),
    "ask_change": Text(
        "Spirit of Change: the tile and its new type (change 1 2 soldiers)", "変化の精霊: タイルと新しい種類（change 1 2 soldiers）"
    ),
    "ask_cunning": Text("Spirit of Cunning: a tile of the group of 3 (cunning 1 2)", "狡知の精霊: 3枚のグループのタイル（cunning 1 2）"),
    "ask_faith": Text(
        "Spirit of Faith: build on a set until one Shrine is past its limit (build 1 1)",
        "信仰の精霊: 上限を1つ超えるまでセットに社を建てる（build 1 1）",
    ),
    # reading
    "unreadable": Text(
        "cannot read {text!r}: type a number, or a move such as take b3, pair c4, shrine, discard, place 2 1,"
        " build 1 1, spirit pay 1 2, end (help lists them)",
        "{text!r} を読めません: 番号か、take b3・pair c4・shrine・discard・place 2 1・build 1 1・spirit pay 1 2・end"
        " などの手を入力してください（help で一覧）",
    ),
    "no_space": Text(
        "{text!r} is not a castle space: columns {first}–{last}, rows 0–{rows}",
        "{text!r} は龍城のマスではありません: 列 {first}〜{last}、行 0〜{rows}",
    ),
    "no_cell": Text(
        "{text!r} is not a realm cell: row and column, each from 0 to {last}",
        "{text!r} は領地のマスではありません: 行と列（それぞれ 0〜{last}）",
    ),
    "which_spirit": Text("name the Spirit: {cards}", "精霊を指定してください: {cards}"),
    "no_spirit": Text("no Spirit card is in play", "精霊カードは場にありません"),
    "which_type": Text("name the new type: {types}", "新しい種類を指定してください: {types}"),
    # events
    "ev_took": Text("{who} takes {tile} from {at} (floor {floor})", "{who}: {at} の {tile} を取る（{floor}段目）"),
    "ev_paired": Text("{who} pairs it with {tile} from {at} (floor {floor})", "{who}: {at} の {tile} でペア（{floor}段目）"),
    "ev_shrine_taken": Text("{who} takes a Shrine ({pool} in pool)", "{who}: 社を受け取る（手持ち {pool}）"),
    "ev_discarded": Text("{who} discards {tile} for {vp} VP", "{who}: {tile} を捨てて{vp}点"),
    "ev_placed": Text("{who} places {tile} on {cell} (floor {floor})", "{who}: {tile} を {cell} に置く（{floor}段目）"),
    "ev_consolidated": Text(
        "{who} consolidates {n} {kind}: +{vp} VP (room for {shrines} Shrines)", "{who}: {kind}{n}枚を統合 +{vp}点（社 {shrines}つまで）"
    ),
    "ev_built": Text("{who} builds a Shrine on {cell} (floor {floor})", "{who}: {cell} に社を建てる（{floor}段目）"),
    "ev_spirit": Text("{who} calls the {card}, paying {pay}", "{who}: {card}を呼ぶ（代償 {pay}）"),
    "ev_pay_shrine": Text("a Shrine", "社"),
    "ev_pay_cell": Text("the tile of {cell}", "{cell} のタイル"),
    "ev_destroyed": Text("{who} destroys {tile} at {at} (floor {floor})", "{who}: {at} の {tile} を破壊（{floor}段目）"),
    "ev_flipped": Text("{who} flips {tile} on {cell} face down", "{who}: {cell} の {tile} を裏返す"),
    "ev_shrine_moved": Text("{who} moves a Shrine from {source} to {to}", "{who}: 社を {source} から {to} へ移す"),
    "ev_shifted": Text("{who} moves {tile} from {source} to {to}", "{who}: {tile} を {source} から {to} へ動かす"),
    "ev_summoned": Text("{who} summons the Dragon: a countdown token", "{who}: 龍を召喚（カウントダウン）"),
    "ev_revealed": Text('The "!" is revealed: the last round begins.', "「!」が出ました: 最終ラウンドです。"),
    "ev_ingenuity_took": Text("The Dragon of Ingenuity takes {tiles}", "創意の龍: {tiles} を取る"),
    # the end
    "sheet": Text("Final scores", "最終得点"),
    "player": Text("Player", "プレイヤー"),
    "tokens": Text("Tokens", "VP"),
    "shrines_col": Text("Shrines 1/2/3", "社 1/2/3段"),
    "shrine_vp": Text("Shrine VP", "社の点"),
    "countdown_col": Text("Countdown", "カウントダウン"),
    "penalty": Text("Penalty", "ペナルティ"),
    "total": Text("Total", "合計"),
    "tiebreaks": Text("Tie-breaks", "同点時"),
    "rank": Text("Rank", "順位"),
    "final": Text("Final ranking", "最終順位"),
    "you_win": Text("You win!", "あなたの勝ちです！"),
    "wins": Text("{who} wins.", "{who}の勝ちです。"),
    "share": Text("Shared win: {who}.", "同点優勝: {who}。"),
    "solo_rank": Text("Your rank: {title} ({score} points).", "あなたの称号: {title}（{score}点）。"),
}

# English verbs agree with "You".
YOU_EN = {
    "ev_took": "You take {tile} from {at} (floor {floor})",
    "ev_paired": "You pair it with {tile} from {at} (floor {floor})",
    "ev_shrine_taken": "You take a Shrine ({pool} in pool)",
    "ev_discarded": "You discard {tile} for {vp} VP",
    "ev_placed": "You place {tile} on {cell} (floor {floor})",
    "ev_consolidated": "You consolidate {n} {kind}: +{vp} VP (room for {shrines} Shrines)",
    "ev_built": "You build a Shrine on {cell} (floor {floor})",
    "ev_spirit": "You call the {card}, paying {pay}",
    "ev_destroyed": "You destroy {tile} at {at} (floor {floor})",
    "ev_flipped": "You flip {tile} on {cell} face down",
    "ev_shrine_moved": "You move a Shrine from {source} to {to}",
    "ev_shifted": "You move {tile} from {source} to {to}",
    "ev_summoned": "You summon the Dragon: a countdown token",
}

HELP = Text(
    "Dragon Castle (castle spaces: column letter and row, b3; realm cells: row and column, 2 1):\n"
    "  take b3            take the first tile (b3 alone does too)\n"
    "  pair c4            take the second tile of a Pair (c4 alone does too)\n"
    "  shrine | discard   Tile and Shrine, or discard the tile for 1 VP\n"
    "  place 2 1          place the tile in hand on row 2, column 1 (2 1 alone does too)\n"
    "  build 1 1          build a Shrine on a tile of a set consolidated this turn\n"
    "  summon             summon the Dragon (only the ground floor is left)\n"
    "  spirit pay 1 2     call the Spirit paying with the face-up tile of 1 2;\n"
    "  spirit pay shrine  … or with a Shrine of your pool (spirit wind pay 1 2 with several Spirits)\n"
    "  destroy b3, flip 1 2, move 1 2 3 0, shift 1 2 3 0, change 1 2 soldiers, cunning 1 2   the Spirits' steps\n"
    "  end                end your turn (or stop the Spirit of Strength)\n"
    "  cards              the texts of the Spirit and Dragon cards in play",
    "ドラゴンキャッスル（龍城のマス: 列の文字と行 b3、領地のマス: 行と列 2 1）:\n"
    "  take b3            1枚目のタイルを取る（b3 だけでも可）\n"
    "  pair c4            ペアの2枚目を取る（c4 だけでも可）\n"
    "  shrine | discard   タイルと社、またはタイルを捨てて1点\n"
    "  place 2 1          手元のタイルを行2・列1に置く（2 1 だけでも可）\n"
    "  build 1 1          この手番に統合したセットのタイルに社を建てる\n"
    "  summon             龍を召喚（龍城が最下段だけのとき）\n"
    "  spirit pay 1 2     1 2 の表向きのタイルを代償に精霊を呼ぶ\n"
    "  spirit pay shrine  …または手持ちの社で（精霊が複数なら spirit wind pay 1 2）\n"
    "  destroy b3, flip 1 2, move 1 2 3 0, shift 1 2 3 0, change 1 2 soldiers, cunning 1 2   精霊の手順\n"
    "  end                手番を終える（力の精霊の移動をやめる）\n"
    "  cards              場の精霊と龍のカードの説明",
)
