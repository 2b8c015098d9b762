// Kingdomino's own labels, in English and Japanese. The shared words (your turn, total,
// rank, …) stay in ../../i18n.js; these live here so the game ships as one folder.
// Japanese terrain names follow BGA's help page (農場, 森林, 湖, 草原, 荒野, 鉱山).
//
// kt("key", {param}) → the label in the current language (English when missing).

import { getLang } from "../../i18n.js";

const EN = {
  title: "Kingdomino",
  rules: "Rules",
  game_of: "Game {k} of {n}",
  draw_pile: "Draw pile: {n}",
  draw_pile_title: "Dominoes still face down",
  size_badge: "{size}×{size}",
  "opt.dynasty": "Dynasty",
  "opt.middle_kingdom": "Middle Kingdom",
  "opt.harmony": "Harmony",
  "opt.mighty_duel": "Mighty Duel",
  "phase.first_pick": "First line: kings claim dominoes",
  "phase.place": "Place, then pick",
  "phase.pick": "Place, then pick",
  "phase.over": "Game over",

  do_pick: "Choose a domino of the next line",
  do_first_pick: "Put your king on a domino of the first line",
  do_place: "Place domino {n} in your kingdom",
  do_discard: "Domino {n} fits nowhere: discard it",
  waiting_pick: "{name} is choosing a domino…",
  waiting_place: "{name} is placing domino {n}…",

  current_line: "Line being placed",
  next_line: "Next line",
  first_line: "First line",
  line_note: "Kings act in domino order, lowest first; your pick here sets your place in the next round.",
  last_line: "Last line: nobody picks again.",
  no_line: "—",
  free: "free",
  done: "placed",
  domino_n: "Domino {n}",
  take_domino: "Take domino {n}",
  taken_by: "{name}'s king",
  not_free: "Already taken by {name}",
  not_pick_now: "You cannot pick now",
  kings_order: "Kings' order",

  to_place: "To place",
  rotate: "Rotate",
  rotate_title: "Turn the domino a quarter (key R)",
  discard: "Discard domino {n}",
  "dir.E": "second square east →",
  "dir.S": "second square south ↓",
  "dir.W": "second square west ←",
  "dir.N": "second square north ↑",
  spots_here: "{n} legal spots in this orientation (highlighted)",
  spots_elsewhere: "No spot in this orientation: rotate (R) — {n} in the others",
  hover_hint: "Point at a square to preview; click a highlighted square to place.",
  tap_again: "Tap again to place it here",
  r_outside: "Not a legal spot: outside your {size}×{size} kingdom",
  r_taken: "Not a legal spot: that square is already taken",
  r_no_match: "Not a legal spot: no side touches your castle or a matching terrain",
  r_rotate: "Not a legal spot in this orientation — it fits here turned: rotate (R)",

  "terrain.wheat": "Wheat field",
  "terrain.forest": "Forest",
  "terrain.lake": "Lake",
  "terrain.grassland": "Grassland",
  "terrain.swamp": "Swamp",
  "terrain.mine": "Mine",
  "terrain.castle": "Castle",
  crowns_n: "{n} crown(s)",

  your_kingdom: "Your kingdom",
  kingdom_of: "{name}'s kingdom",
  properties: "Properties",
  middle_kingdom: "Middle Kingdom",
  harmony: "Harmony",
  largest: "Largest property",
  crowns: "Crowns",
  discarded: "Discarded",
  score_title: "Score now",
  kings_left: "kings",

  sheet_title: "Game {n} — score sheet",
  final_kingdoms: "Final kingdoms",
  tb_rule: "Ties go to the largest property (in squares), then to the most crowns; if still equal, the rank is shared.",
  tb_rule_dynasty: "Dynasty ties go to the largest properties summed over the three games, then to the crowns summed; if still equal, the rank is shared.",
  tb_none: "No tie on the total.",
  tb_largest: "{a} and {b} both have {score}: {a} ranks higher on the largest property ({x} squares against {y}).",
  tb_crowns: "{a} and {b} both have {score} and a largest property of {largest}: {a} ranks higher on crowns ({x} against {y}).",
  tb_shared: "{names} are equal on score, largest property and crowns: they share rank {rank}.",
  match_ranking: "Final ranking",
  totals: "Totals",
  game_n: "Game {n}",

  "ev.picked": "{who} takes domino {n}",
  "ev.picked_you": "You take domino {n}",
  "ev.placed": "{who} places domino {n} (properties: {score})",
  "ev.placed_you": "You place domino {n} (properties: {score})",
  "ev.discarded": "{who} discards domino {n}",
  "ev.discarded_you": "You discard domino {n}",
  "ev.line": "New line: {list} · {n} left face down",
  "ev.last_line": "Last line to place: {list}",
  "ev.game_started": "Game {n} begins",
  "ev.game_scored": "Game {n} scored: {scores}",
  "ev.match_over": "The match is over",
};

const JA = {
  title: "キングドミノ",
  rules: "ルール",
  game_of: "第{k}ゲーム（全{n}ゲーム）",
  draw_pile: "山札: {n}枚",
  draw_pile_title: "まだ伏せてあるドミノの数",
  size_badge: "{size}×{size}",
  "opt.dynasty": "王朝",
  "opt.middle_kingdom": "中央の王国",
  "opt.harmony": "調和",
  "opt.mighty_duel": "大いなる決闘",
  "phase.first_pick": "最初の列: 王を置く",
  "phase.place": "配置してから選択",
  "phase.pick": "配置してから選択",
  "phase.over": "ゲーム終了",

  do_pick: "次の列からドミノを選んでください",
  do_first_pick: "最初の列のドミノに王を置いてください",
  do_place: "ドミノ {n} を王国に配置してください",
  do_discard: "ドミノ {n} はどこにも置けません。捨ててください",
  waiting_pick: "{name}がドミノを選んでいます…",
  waiting_place: "{name}がドミノ {n} を配置しています…",

  current_line: "配置する列",
  next_line: "次の列",
  first_line: "最初の列",
  line_note: "王は番号の小さいドミノから順に動きます。ここで選んだドミノが次のラウンドの手番を決めます。",
  last_line: "最後の列です。もう選びません。",
  no_line: "—",
  free: "空き",
  done: "配置済み",
  domino_n: "ドミノ {n}",
  take_domino: "ドミノ {n} を選ぶ",
  taken_by: "{name}の王",
  not_free: "すでに{name}が選んでいます",
  not_pick_now: "今は選べません",
  kings_order: "王の順番",

  to_place: "配置するドミノ",
  rotate: "回転",
  rotate_title: "ドミノを90度回します（Rキー）",
  discard: "ドミノ {n} を捨てる",
  "dir.E": "2マス目は東 →",
  "dir.S": "2マス目は南 ↓",
  "dir.W": "2マス目は西 ←",
  "dir.N": "2マス目は北 ↑",
  spots_here: "この向きで置ける場所: {n}か所（強調表示）",
  spots_elsewhere: "この向きでは置けません。回転してください（R）— 他の向きで{n}か所",
  hover_hint: "マスを指すとプレビュー、強調されたマスをクリックすると配置します。",
  tap_again: "もう一度タップするとここに置きます",
  r_outside: "置けません: {size}×{size} の王国からはみ出します",
  r_taken: "置けません: そのマスはすでに埋まっています",
  r_no_match: "置けません: どの辺も城か同じ地形のマスに接していません",
  r_rotate: "この向きでは置けません。回転すればここに置けます（R）",

  "terrain.wheat": "農場",
  "terrain.forest": "森林",
  "terrain.lake": "湖",
  "terrain.grassland": "草原",
  "terrain.swamp": "荒野",
  "terrain.mine": "鉱山",
  "terrain.castle": "城",
  crowns_n: "王冠{n}個",

  your_kingdom: "あなたの王国",
  kingdom_of: "{name}の王国",
  properties: "領地",
  middle_kingdom: "中央の王国",
  harmony: "調和",
  largest: "最大の領地",
  crowns: "王冠",
  discarded: "捨てたドミノ",
  score_title: "現在の得点",
  kings_left: "王",

  sheet_title: "第{n}ゲームの得点表",
  final_kingdoms: "最終的な王国",
  tb_rule: "同点なら最大の領地（マス数）、次に王冠の合計で決め、それでも同じなら同順位です。",
  tb_rule_dynasty: "王朝で同点なら、3ゲームの最大の領地の合計、次に王冠の合計で決め、それでも同じなら同順位です。",
  tb_none: "合計点の同点はありません。",
  tb_largest: "{a}と{b}はともに{score}点。最大の領地（{x}マス対{y}マス）で{a}が上位です。",
  tb_crowns: "{a}と{b}はともに{score}点で最大の領地も{largest}マス。王冠（{x}個対{y}個）で{a}が上位です。",
  tb_shared: "{names}は得点・最大の領地・王冠がすべて同じなので、同じ{rank}位です。",
  match_ranking: "最終順位",
  totals: "合計",
  game_n: "第{n}ゲーム",

  "ev.picked": "{who}がドミノ {n} を選択",
  "ev.placed": "{who}がドミノ {n} を配置（領地: {score}点）",
  "ev.discarded": "{who}がドミノ {n} を捨てた",
  "ev.line": "新しい列: {list}・山札残り{n}枚",
  "ev.last_line": "最後の列: {list}",
  "ev.game_started": "第{n}ゲーム開始",
  "ev.game_scored": "第{n}ゲームの得点: {scores}",
  "ev.match_over": "対戦終了",
};

export const KD_LABELS = { en: EN, ja: JA };

/** Whether the current language has its own label for `key`. */
export function khas(key) {
  return key in (KD_LABELS[getLang()] || EN);
}

export function kt(key, params = {}) {
  const text = (KD_LABELS[getLang()] || EN)[key] ?? EN[key];
  if (text === undefined) {
    console.warn(`kingdomino: no label ${key}`);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (match, name) => (name in params ? String(params[name]) : match));
}

/** Keys one language has and the other lacks ("_you" forms aside); used by the tests. */
export function missingKeys() {
  const en = Object.keys(EN).filter((k) => !k.endsWith("_you"));
  const ja = Object.keys(JA);
  return { ja: en.filter((k) => !(k in JA)), en: ja.filter((k) => !(k in EN)) };
}
