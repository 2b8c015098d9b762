// Tichu's own labels, in English and Japanese; t("tichu.…") reads them, and any other key
// falls back to the shared labels (/static/i18n.js). Japanese terms follow the engine's
// reasons (麻雀, 犬, 鳳凰, ドラゴン, 階段, 爆弾).
// The words are in the game folder's catalogue, ../labels/<lang>.json (one file per language),
// which the terminal reads too (asobiba/core/labels.py).

import { gameLabels } from "/static/i18n.js";

const labels = await gameLabels("tichu");

export const t = labels.t;
export const has = labels.has;
/** Keys one language has and the other lacks ("_you" forms aside); used by the tests. */
export const missingKeys = labels.missingKeys;
