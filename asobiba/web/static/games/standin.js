// The banner for a person whose seat a bot took over after a turn timeout, with the
// button that takes the seat back. Every game's table shows it the same way.
import { h } from "../dom.js";
import { t } from "../i18n.js";

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
