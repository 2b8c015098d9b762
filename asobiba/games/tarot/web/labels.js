// French Tarot's own labels, in English and Japanese; the words every table shares (your
// turn, total, close …) stay in /static/i18n.js. Japanese Tarot terms follow the BGA
// Japanese wiki and the terminal client (ディクレアラー, シエン, ポワニ …).
//
// t("key", {param}) → the label in the current language; has(key) → whether it has its own.
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("tarot");

export const t = labels.t;
export const has = labels.has;
/** Keys one language has and the other lacks ("_you" forms aside); used by the tests. */
export const missingKeys = labels.missingKeys;
