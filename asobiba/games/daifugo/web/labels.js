// Daifugō's own labels, in English and Japanese; t("df.…") reads them, and any other key
// falls back to the shared labels (/static/i18n.js). Japanese terms follow the engine's
// options and the terminal (大富豪, 革命, 縛り, 8切り, 階段, 場が流れる).
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("daifugo");

export const t = labels.t;
export const has = labels.has;

/** The label of `key`, or its "_you" form when `mine` and the current language has one (English verbs agree with "You"). */
export function tMine(key, mine, params = {}) {
  return mine && has(`${key}_you`) ? t(`${key}_you`, params) : t(key, params);
}
/** Keys one language has and the other lacks ("_you" forms aside); used by the tests. */
export const missingKeys = labels.missingKeys;
