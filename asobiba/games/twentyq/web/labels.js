// Twenty Questions' own labels, in English and Japanese (rules/twentyq.md, the shared format);
// the shared words (you, your turn, spectator …) stay in /static/i18n.js. Menu questions and
// catalogue items speak from the catalogue, never from here.
//
// tt("key", {param}) → the label in the current language (English when missing).
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("twentyq");

export const thas = labels.has;
export const tt = labels.t;
/** Keys one language has and the other lacks; used by the tests. */
export const missingKeys = labels.missingKeys;
