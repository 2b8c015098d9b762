// High Card's own labels; the shared words (your turn, total …) come from /static/i18n.js.
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("highcard");

export const t = labels.t;
export const missingKeys = labels.missingKeys;
