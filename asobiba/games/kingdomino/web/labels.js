// Kingdomino's own labels, in English and Japanese. The shared words (your turn, total,
// rank, …) stay in ../../i18n.js; these live here so the game ships as one folder.
// Japanese terrain names follow BGA's help page (農場, 森林, 湖, 草原, 荒野, 鉱山).
//
// kt("key", {param}) → the label in the current language (English when missing).
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("kingdomino");

/** Whether the current language has its own label for `key`. */
export const khas = labels.has;
export const kt = labels.t;
/** Keys one language has and the other lacks ("_you" forms aside); used by the tests. */
export const missingKeys = labels.missingKeys;
