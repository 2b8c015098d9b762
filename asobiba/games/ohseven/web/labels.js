// Oh-Seven's own labels, in English and Japanese. Shared words (your turn, total, rank, …)
// stay in ../../i18n.js; these live here so the game ships as one folder.
// Japanese terms: ビッド, 切り札, トリック, リード (as in the terminal client).
//
// ot("key", {param}) → the label in the current language (English when missing).
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("ohseven");

/** Whether the current language has its own label for `key`. */
export const ohas = labels.has;
export const ot = labels.t;
/** Keys one language has and the other lacks ("_you" forms aside); used by the tests. */
export const missingKeys = labels.missingKeys;
