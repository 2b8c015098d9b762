// The bar over a finished table, the same for every game (the table page draws it above the
// game's own final panel): play again, download the record, watch the replay, back to the lobby.
// Playing again opens a new table like this one: the same game, seats, options and turn clock,
// each bot at its level, me in my seat and the other people's seats open for them (a quick
// play comes back as a quick play: it is such a table, with its clock). A spectator has no seat
// to play again from: the bar offers them the rest.

import { h } from "../dom.js";
import { t } from "../i18n.js";

/** The body of POST /api/tables for a new table like `table` (as the server describes it), for the person at `seat`. */
export function againRequest(table, seat) {
  const players = table.players.map((player) => (player.seat === seat ? "me" : player.kind === "bot" ? player.level : "open"));
  return { game: table.game, seats: table.seats, options: table.options, players, turn_timeout: table.turn_timeout };
}

/** The bar for `table`; `again()` (a promise) plays again, offered when `seat` is mine. */
export function endBar(table, seat, again) {
  const tableId = encodeURIComponent(table.id);
  const playAgain = (event) => {
    const button = event.currentTarget;
    button.disabled = true; // one new table per click
    Promise.resolve(again()).finally(() => (button.disabled = false));
  };
  return h(
    "div",
    { class: "end-bar", role: "group", "aria-label": t("end_bar"), "data-testid": "end-bar" },
    seat === null ? null : h("button", { type: "button", class: "primary", "data-testid": "play-again", onclick: playAgain }, "↻ ", t("play_again")),
    h("a", { class: "btn", href: `/api/tables/${tableId}/record`, download: `asobiba-${table.game}-${table.id}.json`, "data-testid": "end-record" }, "⬇ ", t("download_record")),
    h("a", { class: "btn", href: `#/replay/${tableId}`, "data-testid": "watch-replay" }, "▶ ", t("watch_replay")),
    h("a", { class: "btn", href: "#/", "data-testid": "end-lobby" }, t("back_lobby")),
  );
}
