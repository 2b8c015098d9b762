// Targi's own labels, in English and Japanese; the shared words (your turn, total, rank, …)
// stay in /static/i18n.js. Card names are the engine's (data/board.json "name"), goods and
// symbols its ids (docs/targi.md "Cards and data"); the card texts paraphrase rules/targi.md
// §1.3 with the engine's decisions (docs/targi.md).
//
// tt("key", {param}) → the label in the current language (English when missing).
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("targi");

/** Whether the current language has its own label for `key` (English "_you" forms). */
export const thas = labels.has;
export const tt = labels.t;
/** Keys one language has and the other lacks; used by the tests. */
export const missingKeys = labels.missingKeys;
