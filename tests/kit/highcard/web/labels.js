// High Card's own labels; the shared words (your turn, total …) come from /static/i18n.js.

import { labelSet } from "/static/i18n.js";

const EN = {
  deal_of: "Deal {deal}/{deals}",
  lowest: "The lowest card takes the trick",
  tricks_n: "{n} tricks",
  "ev.card": "{who} plays {card}",
  "ev.trick": "→ {who} takes the trick",
  "ev.deal_scored": "Deal {deal} over; the face-down card was {card}.",
  sheet_title: "Deal {deal}",
  not_your_turn: "not your turn",
};

const JA = {
  deal_of: "ディール {deal}/{deals}",
  lowest: "一番小さいカードがトリックを取る",
  tricks_n: "{n}トリック",
  "ev.card": "{who}が{card}を出した",
  "ev.trick": "→ {who}がトリックを取った",
  "ev.deal_scored": "ディール{deal}終了。伏せ札は{card}でした。",
  sheet_title: "ディール {deal}",
  not_your_turn: "あなたの番ではありません",
};

const labels = labelSet("highcard", EN, JA);

export const t = labels.t;
export const missingKeys = labels.missingKeys;
