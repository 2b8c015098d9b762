"""The words of the Riichi terminal screen: what a person may type for each move, and every
label, prompt and message in English and Japanese (terminal.py draws with them)."""

from __future__ import annotations

from asobiba.core.text import Text

WORDS = {
    **dict.fromkeys(("tsumo", "ツモ", "つも"), "tsumo"),
    **dict.fromkeys(("ron", "ロン", "ろん"), "ron"),
    **dict.fromkeys(("pass", "skip", "no", "パス", "ぱす", "スルー"), "pass"),
    **dict.fromkeys(("tsumogiri", "tg", "ツモ切り", "つもぎり", "ツモギリ"), "tsumogiri"),
    **dict.fromkeys(("riichi", "reach", "リーチ", "りーち", "立直"), "riichi"),
    **dict.fromkeys(("chi", "chii", "チー", "ちー"), "chi"),
    **dict.fromkeys(("pon", "ポン", "ぽん"), "pon"),
    **dict.fromkeys(("kan", "カン", "かん"), "kan"),
    **dict.fromkeys(("ankan", "アンカン", "暗槓"), "ankan"),
    **dict.fromkeys(("kakan", "shouminkan", "カカン", "加槓"), "kakan"),
    **dict.fromkeys(("nuki", "抜き", "抜く", "ぬき", "キタ"), "nuki"),
    "north": "north",  # the North set aside with three players, a discard of N with four
    **dict.fromkeys(("kyuushu", "kyuushuu", "kyushu", "九種九牌", "九種"), "kyuushu"),
    **dict.fromkeys(("d", "discard", "打"), "discard"),
    **dict.fromkeys(("yame", "止め", "やめ", "聴牌止め"), "yame"),
    **dict.fromkeys(("continue", "続行", "続ける", "連荘"), "continue"),
}
MOVE_NAMES = {
    "tsumo": Text("tsumo", "ツモ"),
    "ron": Text("ron", "ロン"),
    "pass": Text("pass", "パス"),
    "kan": Text("kan", "カン"),
    "nuki": Text("nuki (North)", "抜き北"),
    "kyuushu": Text("kyuushu (nine terminals draw)", "九種九牌"),
    "tsumogiri": Text("tsumogiri", "ツモ切り"),
    "riichi": Text("riichi", "リーチ"),
    "chi": Text("chi", "チー"),
    "pon": Text("pon", "ポン"),
    "ankan": Text("ankan", "暗槓"),
    "kakan": Text("kakan", "加槓"),
    "daiminkan": Text("kan", "大明槓"),
    "yame": Text("yame (end the match here)", "聴牌止め（ここで終局）"),
    "continue": Text("continue (keep the deal, play on)", "続行（連荘）"),
}
SIDES = {
    4: (None, Text("right", "下家"), Text("across", "対面"), Text("left", "上家")),
    3: (None, Text("right", "下家"), Text("left", "上家")),
}

L = {
    "you": Text("You", "あなた"),
    "title": Text("Riichi mahjong · {players} players · {length}", "リーチ麻雀 · {players}人 · {length}"),
    "east_south": Text("East and South rounds", "東南戦"),
    "east_only": Text("East round only", "東風戦"),
    "legend": Text(
        "Tiles: 1m–9m man, 1p–9p pin, 1s–9s sou, 0m 0p 0s the red fives, E S W N winds, P F C white, green, red dragons.\n"
        "River: * riichi declared, ^ called away, dim: discarded as drawn. Type help for the moves.",
        "牌: 1m–9m 萬子、1p–9p 筒子、1s–9s 索子、0m 0p 0s 赤五、東南西北白發中（入力は E S W N P F C でも可）。\n"
        "河: * リーチ宣言牌、^ 鳴かれた牌、薄い色: ツモ切り。help で操作一覧を表示します。",
    ),
    "heading": Text(
        "{wind} {kyoku} · {honba} honba · {sticks} riichi sticks · {live} tiles left · dora indicator ",
        "{wind}{kyoku}局 · {honba}本場 · 供託 {sticks} · 残り {live} 枚 · ドラ表示牌 ",
    ),
    "dora": Text(" → dora ", " → ドラ "),
    "player": Text("Player", "プレイヤー"),
    "wind": Text("Wind", "風"),
    "points": Text("Points", "持ち点"),
    "status": Text("", ""),
    "river": Text("River", "河"),
    "melds": Text("Melds", "副露"),
    "riichi": Text("riichi", "リーチ"),
    "furiten": Text("furiten", "フリテン"),
    "norths": Text("North ×{n}", "抜き北 ×{n}"),
    "from": Text(" ({side})", "（{side}）"),
    "hand": Text("Your hand: ", "手牌: "),
    "drawn": Text("   drawn ", "   ツモ "),
    "ask_turn": Text(
        "Your discard: a tile (5m, 0p, E), Enter = tsumogiri {drawn}, a word (riichi 5m, tsumo …) or a number",
        "打牌: 牌の名前（5m、0p、東）、Enter でツモ切り {drawn}、リーチ 5m・ツモなどの言葉、または番号",
    ),
    "ask_win": Text(
        "You can win: tsumo, or a tile to discard (Enter does not pass on a win), or a number",
        "和了できます: ツモ、または打牌（Enter では見逃しません）、または番号",
    ),
    "ask_after_call": Text("Discard a tile from your hand (5m, 0p, E) or a number", "手牌から打牌してください（5m、0p、東）または番号"),
    "ask_claim": Text(
        "{who} discards {tile}: {calls} (a word or a number; Enter passes)", "{who}が {tile} を打牌: {calls}（言葉か番号、Enter でパス）"
    ),
    "ask_claim_ron": Text(
        "{who} discards {tile}: {calls} (type ron or pass: Enter does not pass on a win)",
        "{who}が {tile} を打牌: {calls}（ロンかパスを入力。Enter では見逃しません）",
    ),
    "ask_kakan": Text("{who} adds {tile} to a pon: ron (chankan) or pass?", "{who}が {tile} を加槓: ロン（槍槓）かパス？"),
    "ask_nuki": Text("{who} sets aside a North: ron or pass?", "{who}が北を抜きました: ロンかパス？"),
    "ask_yame": Text(
        "You are tenpai and first with {points}: end the match here (yame) or keep the deal (continue)? Enter plays on",
        "聴牌でトップ（{points}点）です: ここで終局（止め）か連荘（続行）か？ Enter で続行",
    ),
    "no_drawn": Text(
        "you have no tile just drawn: discard one from your hand by name", "ツモ牌がありません: 手牌から牌の名前で打牌してください"
    ),
    "one_tile": Text("name one tile to discard, e.g. 5m", "捨てる牌を1枚だけ指定してください（例: 5m）"),
    "two_tiles": Text("name the two tiles from your hand, e.g. {word} 46m", "手牌の2枚を指定してください（例: {word} 46m）"),
    "claim_only": Text(
        "{who} just discarded {tile}: answer with a call, ron or pass", "{who}の打牌 {tile} への応答です: 鳴き・ロン・パスのどれかを入力"
    ),
    "no_discard": Text("there is no discard to call now", "今鳴ける捨て牌はありません"),
    "which": Text("which one? {options}", "どれですか？ {options}"),
    "no_kan": Text(
        "you have no kan now: ankan needs four of a kind in hand, kakan a pon and its fourth tile",
        "今はカンできません: 暗槓は同じ牌4枚、加槓はポンした牌の4枚目が必要です",
    ),
    "no_choice": Text(
        "there is no choice {number}: type a tile or a word (help)", "{number} 番の選択肢はありません: 牌か言葉を入力（help）"
    ),
    "tiles_now": Text("Tiles are now drawn as {style}: ", "牌の表示を {style} にしました: "),
    "tiles_usage": Text("tiles unicode or tiles ascii (now: {style})", "tiles unicode か tiles ascii（現在: {style}）"),
    "ev_hand": Text("{wind} {kyoku} · {honba} honba · dealer {dealer}", "{wind}{kyoku}局 {honba}本場 · 親 {dealer}"),
    "ev_discard": Text("{who} discards ", "{who}: 打 "),
    "ev_tsumogiri": Text(" (tsumogiri)", "（ツモ切り）"),
    "ev_riichi": Text(" riichi!", " リーチ！"),
    "ev_call": Text("{who} calls {kind}: ", "{who}: {kind} "),
    "ev_from": Text(" from {who}", "（{who}から）"),
    "ev_dora": Text("New dora indicator: ", "新ドラ表示牌: "),
    "ev_nuki": Text("{who} sets aside a North", "{who}: 北抜き"),
}
YOU_EN = {"ev_discard": "You discard ", "ev_call": "You call {kind}: ", "ev_nuki": "You set aside a North"}

HELP = Text(
    "Riichi mahjong:\n"
    "  5m  0p  E      discard that tile (0m 0p 0s or 5mr 5pr 5sr: a red five; P F C: white, green, red dragon)\n"
    "  d 5m           the same\n"
    "  Enter          discard the tile just drawn (tsumogiri); in a call window, pass\n"
    "  tsumogiri, tg  discard the tile just drawn, by name\n"
    "  riichi 5m      declare riichi with this discard (riichi tg: with the tile drawn)\n"
    "  tsumo, ron     win\n"
    "  pon, pon 5p 0p, chi 46m, chi 4m 6m, kan    call the discard (alone: the only way, or a list)\n"
    "  ankan 5m, kakan 5m, kan 5m    closed kan, added kan\n"
    "  nuki, north    three players: set a North aside\n"
    "  kyuushu        the nine-terminals draw (first draw only)\n"
    "  pass           let the discard go\n"
    "  yame, continue after a draw, a tenpai dealer in first place ends the match or plays on (Enter: continue)\n"
    "  tiles unicode, tiles ascii    draw tiles as 🀇 … or as 1m (default ascii; or ASOBIBA_TILES=unicode)\n"
    "Enter never lets a win go by: type tsumo or ron, or pass.",
    "リーチ麻雀:\n"
    "  5m  0p  東     その牌を打牌（赤五は 0m 0p 0s か 5mr 5pr 5sr、字牌は E S W N P F C でも可）\n"
    "  d 5m / 打 5m   同じ\n"
    "  Enter          ツモ切り。鳴きの確認ではパス\n"
    "  ツモ切り, tg   ツモ切り\n"
    "  リーチ 5m      5m を切ってリーチ（riichi tg: ツモ切りリーチ）\n"
    "  ツモ, ロン     和了\n"
    "  ポン, ポン 5p 0p, チー 46m, カン    捨て牌を鳴く（牌を省くと一通りのときだけ、複数なら一覧）\n"
    "  暗槓 5m, 加槓 5m, カン 5m    暗槓・加槓\n"
    "  抜き, nuki     三人麻雀: 北を抜く\n"
    "  九種九牌       九種九牌で流局（第一ツモのみ）\n"
    "  パス, pass     見逃す\n"
    "  止め, 続行     流局で聴牌・トップの親: ここで終局するか連荘するか（Enter は続行）\n"
    "  tiles unicode, tiles ascii    牌を 🀇 … か 1m で表示（既定は ascii、ASOBIBA_TILES=unicode でも可）\n"
    "Enter では和了を見逃しません: ツモ・ロンかパスを入力してください。",
)
