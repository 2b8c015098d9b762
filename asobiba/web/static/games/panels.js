// Pieces every game's table shares: its stylesheet, the banner for a person whose seat a
// bot took over after a turn timeout, and the newest deal's score sheet as a modal.
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** Add `/static/games/<game>.css` to the page once. */
export function ensureCss(game) {
  if (document.querySelector(`link[data-game="${game}"]`)) return;
  document.head.append(h("link", { rel: "stylesheet", href: `/static/games/${game}.css`, "data-game": game }));
}

export function standinBanner(table, seat, reclaim, className = "banner warn") {
  const me = seat === null ? null : table.players[seat];
  if (!me?.standin) return null;
  return h(
    "div",
    { class: className, "data-testid": "standin" },
    t("standin"),
    " ",
    h("button", { type: "button", class: "primary", "data-testid": "reclaim", onclick: reclaim }, t("reclaim")),
  );
}

/**
 * The score sheet of the newest of `count` results, until the person closes it: closing
 * remembers how many sheets were seen (`ui.sheetsSeen`, and sessionStorage under `seenKey`,
 * so a reload does not show it again) and redraws. `body()` builds the sheet's content.
 */
export function sheetModal({ count, ui, seenKey, redraw, backdrop = "modal-backdrop", dialog = "modal" }, body) {
  if (!count || count <= ui.sheetsSeen) return null;
  const close = () => {
    ui.sheetsSeen = count;
    sessionStorage.setItem(seenKey, String(count));
    redraw();
  };
  return h(
    "div",
    { class: backdrop, "data-testid": "sheet-modal", onclick: (e) => e.target === e.currentTarget && close() },
    h(
      "div",
      { class: dialog, role: "dialog", "aria-modal": "true" },
      body(),
      h("button", { type: "button", class: "primary", "data-testid": "score-sheet-close", onclick: close }, t("close")),
    ),
  );
}
