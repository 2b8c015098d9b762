// Dragon Castle's own labels, in English and Japanese; the shared words (your turn, total,
// rank, …) stay in /static/i18n.js. Card texts paraphrase the rulebook (rules/dragoncastle.md
// §1.4, §1.5) with the engine's decisions (docs/dragoncastle.md); type names are the engine's
// (data.py TYPE_NAMES), Spirit names too (SPIRIT_NAMES).
//
// dt("key", {param}) → the label in the current language (English when missing).
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("dragoncastle");

/** Whether the current language has its own label for `key` (English "_you" forms). */
export const dhas = labels.has;
export const dt = labels.t;
/** Keys one language has and the other lacks ("_you" forms aside); used by the tests. */
export const missingKeys = labels.missingKeys;
