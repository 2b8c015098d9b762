// Pieces every game's table shares: the banner for a person marked away after timeouts in a
// row (a bot plays their seat, or the table waits for them), and the newest deal's score sheet as a modal (kit.css styles both;
// a game may set --kit-modal-w, --kit-modal-gap and --kit-backdrop).

import { h } from "../dom.js";
import { t } from "../i18n.js";

export function standinBanner(table, seat, reclaim) {
  const me = seat === null ? null : table.players[seat];
  if (!me?.standin) return null;
  return h(
    "div",
    { class: "kit-banner", "data-testid": "standin", "data-key": "standin" },
    t(table.status === "adjourned" ? "standin_adjourned" : "standin", { n: table.away_after ?? 3 }),
    " ",
    h("button", { type: "button", class: "primary", "data-testid": "reclaim", onclick: reclaim }, t("reclaim")),
  );
}

/**
 * The score sheet of the newest of `count` results, until the person closes it. How many
 * were seen is kept per table in sessionStorage, so a reload does not show one again; a
 * person who opens the table mid-game has seen those before (they are in the totals).
 * `body()` builds the sheet; `redraw()` draws the table again once it is closed.
 */
export function sheetModal({ count, tableId, redraw }, body) {
  const key = `asobiba.sheets.${tableId}`;
  const stored = sessionStorage.getItem(key);
  if (stored === null) sessionStorage.setItem(key, String(count));
  if (!count || count <= Number(stored ?? count)) return null;
  const close = () => {
    sessionStorage.setItem(key, String(count));
    redraw();
  };
  return h(
    "div",
    { class: "kit-backdrop", "data-testid": "sheet-modal", "data-key": "sheet-modal", onclick: (e) => e.target === e.currentTarget && close() },
    h(
      "div",
      { class: "kit-modal", role: "dialog", "aria-modal": "true" },
      body(),
      h("button", { type: "button", class: "primary", "data-testid": "score-sheet-close", onclick: close }, t("close")),
    ),
  );
}
