// Oh-Seven's own labels, in English and Japanese. Shared words (your turn, total, rank, …)
// stay in ../../i18n.js; these live here so the game ships as one folder.
// Japanese terms: ビッド, 切り札, トリック, リード (as in the terminal client).
//
// ot("key", {param}) → the label in the current language (English when missing).

import { getLang } from "../../i18n.js";

const EN = {
  round_of: "Round {k} of {n}",
  decks_1: "1 deck",
  decks_2: "2 decks",
  "phase.bid": "Bidding",
  "phase.play": "Trick {k} of {n}",
  "phase.over": "Game over",
  trump: "Trump",
  no_trump_yet: "Trump: after the bids",
  top_bid_by: "top bid {card} by {name}",
  bids_vs_taken: "Bids and tricks",
  bid: "Bid",
  taken: "Taken",
  rebid_pts: "Rebid +",
  this_round: "Round",
  cards_n: "{n} cards",
  bid_hidden: "has chosen a bid card (face down)",
  bid_thinking: "choosing a bid card…",
  bid_of: "bid {n}",
  took: "took {n}",
  top_bidder: "top bid",
  // bidding
  choose_bid: "Choose a card to bid: its number is the tricks you will take; if it is the top bid, its suit is trump.",
  chosen: "{card}: bid {n} tricks",
  bid_this: "Bid this card",
  cancel: "Cancel",
  you_bid: "You bid {card} ({n} tricks). Waiting for the others…",
  you_bid_short: "You bid {card} ({n} tricks)",
  waiting_bids: "Waiting for {names} to bid…",
  pick_a_card: "Click a card of your hand.",
  // reveal
  reveal: "Bids this round",
  bidding_n: "Bidding {k}",
  total: "total {n}",
  rebid_seven: "Total 7: everyone bids again. +1 to {names} (top bid).",
  rebid_identical: "Same top card bid twice: everyone bids again. +1 to {names}.",
  final_bids: "Trump {suit}: {name} made the top bid ({card}) and leads.",
  set_aside: "Set aside (face up)",
  // play
  play_card: "Your turn: play a card.",
  you_lead: "You lead this trick.",
  waiting_card: "{name} is playing…",
  best_so_far: "best so far: {name}",
  trick_won: "{name} takes the trick",
  last_trick: "Last trick",
  no_trick_yet: "No trick yet.",
  // reasons
  why_follow: "You must follow suit: play a {suit}.",
  why_not_turn: "Not your turn: {name} plays now.",
  why_bid_done: "You have already bid; wait for the others.",
  why_used: "{card} was already bid this round.",
  why_over: "The game is over.",
  // sheets and log
  sheet_title: "Round {k} · score sheet",
  sheet_trump: "trump {suit}",
  made: "made",
  missed: "missed",
  scoring_rule: "Exact bid: bid + 2. Missed: minus the difference. Rebid points come on top.",
  history: "Score sheet",
  round_col: "R{k}",
  "ev.deal": "Round {k}: 7 new cards each",
  "ev.bid_chosen": "You bid {card} (face down)",
  "ev.bids": "Bids revealed: {list} (total {total})",
  "ev.rebid.seven": "Total 7: rebid, +1 to {names}",
  "ev.rebid.identical": "Same top card: rebid, +1 to {names}",
  "ev.redeal": "No cards left to bid: dealt again (points kept)",
  "ev.trump": "Trump {suit}: {name} leads",
  "ev.trump_you": "Trump {suit}: you lead",
  "ev.card": "{name} plays {card}",
  "ev.card_you": "You play {card}",
  "ev.trick": "{name} takes the trick",
  "ev.trick_you": "You take the trick",
  "ev.round_scored": "Round {k} scored: {list}",
  "ev.game_over": "Game over",
};

const JA = {
  round_of: "ラウンド {k}/{n}",
  decks_1: "デッキ1組",
  decks_2: "デッキ2組",
  "phase.bid": "ビッド中",
  "phase.play": "トリック {k}/{n}",
  "phase.over": "ゲーム終了",
  trump: "切り札",
  no_trump_yet: "切り札: ビッド後に決定",
  top_bid_by: "最高ビッド {card}（{name}）",
  bids_vs_taken: "ビッドと獲得トリック",
  bid: "ビッド",
  taken: "獲得",
  rebid_pts: "やり直し点",
  this_round: "今回",
  cards_n: "{n}枚",
  bid_hidden: "ビッドのカードを伏せました",
  bid_thinking: "ビッドを考え中…",
  bid_of: "ビッド {n}",
  took: "獲得 {n}",
  top_bidder: "最高ビッド",
  choose_bid: "ビッドするカードを選んでください。数字が取るトリック数で、最高ビッドならそのスートが切り札になります。",
  chosen: "{card}: {n} トリックをビッド",
  bid_this: "このカードでビッド",
  cancel: "やめる",
  you_bid: "{card} でビッドしました（{n} トリック）。他のプレイヤーを待っています…",
  you_bid_short: "{card} でビッド（{n} トリック）",
  waiting_bids: "{names}のビッドを待っています…",
  pick_a_card: "手札のカードをクリックしてください。",
  reveal: "このラウンドのビッド",
  bidding_n: "ビッド{k}回目",
  total: "合計 {n}",
  rebid_seven: "合計が7: 全員がビッドをやり直します。最高ビッドの{names}に +1 点。",
  rebid_identical: "同じ最高カードが複数: 全員がビッドをやり直します。{names}に +1 点。",
  final_bids: "切り札 {suit}: 最高ビッド（{card}）の{name}がリードします。",
  set_aside: "脇に置かれたカード（表向き）",
  play_card: "あなたの番です。カードを出してください。",
  you_lead: "このトリックはあなたのリードです。",
  waiting_card: "{name}の番です…",
  best_so_far: "現在の最高: {name}",
  trick_won: "{name}がトリックを獲得",
  last_trick: "前のトリック",
  no_trick_yet: "まだトリックはありません。",
  why_follow: "マストフォロー: {suit} を出してください。",
  why_not_turn: "あなたの番ではありません（今は{name}の番）。",
  why_bid_done: "ビッド済みです。他のプレイヤーを待ってください。",
  why_used: "{card} はこのラウンドですでにビッドに使いました。",
  why_over: "ゲームは終了しています。",
  sheet_title: "ラウンド {k} · 得点表",
  sheet_trump: "切り札 {suit}",
  made: "成功",
  missed: "失敗",
  scoring_rule: "ビッド通り: ビッド＋2点。外れ: 差の分だけマイナス。やり直し点は別に加算。",
  history: "得点表",
  round_col: "R{k}",
  "ev.deal": "ラウンド {k}: 各自に7枚ずつ配られました",
  "ev.bid_chosen": "{card} でビッドしました（伏せたまま）",
  "ev.bids": "ビッド公開: {list}（合計 {total}）",
  "ev.rebid.seven": "合計7: やり直し、{names} +1",
  "ev.rebid.identical": "同じ最高カード: やり直し、{names} +1",
  "ev.redeal": "ビッドできるカードがなくなり、配り直し（得点はそのまま）",
  "ev.trump": "切り札 {suit}: {name}がリード",
  "ev.card": "{name}: {card}",
  "ev.trick": "{name}がトリックを獲得",
  "ev.round_scored": "ラウンド {k} の得点: {list}",
  "ev.game_over": "ゲーム終了",
};

export const O7_LABELS = { en: EN, ja: JA };

/** Whether the current language has its own label for `key`. */
export function ohas(key) {
  return key in (O7_LABELS[getLang()] || EN);
}

export function ot(key, params = {}) {
  const text = (O7_LABELS[getLang()] || EN)[key] ?? EN[key];
  if (text === undefined) {
    console.warn(`ohseven: no label ${key}`);
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
