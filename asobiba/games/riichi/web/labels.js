// Riichi's own labels, in English and Japanese; t("riichi.…") reads them, and any other key
// falls back to the shared labels (/static/i18n.js). Yaku are keyed by the names the
// `mahjong` package gives them (hand_calculating/yaku_list), fu by its reasons
// (hand_calculating/fu.py), limits by its yaku_level.
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("riichi");

export const t = labels.t;
export const has = labels.has;
/** Keys one language has and the other lacks ("_you" forms aside); used by the tests. */
export const missingKeys = labels.missingKeys;
