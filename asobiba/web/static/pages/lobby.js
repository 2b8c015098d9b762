// The lobby list: waiting, playing and finished tables; join a seat, open or watch.
// Refreshed by the button, and quietly every few seconds while shown.

import { h, replace } from "../dom.js";
import { t, localized, getLang } from "../i18n.js";
import * as api from "../api.js";
import { playerName } from "../players.js";
import { numericOptions } from "../gamemeta.js";

const AUTO_REFRESH_MS = 8000;
const FINISHED_SHOWN = 8;

// `path`: where the tables come from (a room's page passes its own lobby, GET /api/rooms/<slug>/tables).
export function createLobby(el, ctx, { path = "/api/tables" } = {}) {
  let tables = [];
  let games = [];
  let lastJson = "";
  let timer = null;
  let destroyed = false;

  const list = h("div", { class: "tables", "data-testid": "tables" }, h("p", { class: "muted" }, t("loading")));
  const refreshBtn = h("button", { type: "button", class: "small-btn", "data-testid": "lobby-refresh", onclick: () => refresh(true) }, "⟳ ", t("refresh"));
  replace(el, h("header", { class: "panel-head" }, h("h2", {}, t("lobby")), refreshBtn), list);

  async function refresh(manual = false) {
    if (destroyed) return;
    clearTimeout(timer);
    refreshBtn.disabled = manual;
    try {
      [games, tables] = await Promise.all([api.games().catch(() => []), api.get(path)]);
      const json = JSON.stringify(tables) + getLang() + (api.getSession().user?.id ?? "");
      if (manual || json !== lastJson) {
        lastJson = json;
        render();
      }
    } catch (error) {
      if (manual) ctx.report(error);
    } finally {
      refreshBtn.disabled = false;
      if (!destroyed) timer = setTimeout(refresh, AUTO_REFRESH_MS);
    }
  }

  function render() {
    const me = api.getSession().user;
    const groups = ["waiting", "playing", "finished"].map((status) => {
      let rows = tables.filter((table) => table.status === status);
      if (status === "finished") rows = rows.slice(0, FINISHED_SHOWN);
      return h(
        "section",
        { class: `table-group status-${status}`, "data-testid": `group-${status}` },
        h("h3", {}, t(`status_${status}`), h("span", { class: "count" }, String(rows.length))),
        rows.length ? rows.map((table) => row(table, me)) : h("p", { class: "muted small" }, t("no_tables")),
      );
    });
    replace(list, groups);
  }

  function row(table, me) {
    const mine = me && table.players.some((p) => p.kind === "human" && p.name === me.name);
    const seatedHere = mine;
    const seats = table.players.map((player) => {
      let label;
      if (player.kind === "open") label = h("span", { class: "open" }, t("open_seat"));
      else if (player.kind === "bot") label = h("span", { class: "bot" }, playerName(player));
      else label = h("span", { class: "human" }, player.name);
      const joinButton =
        player.kind === "open" && table.status === "waiting" && !seatedHere
          ? h(
              "button",
              {
                type: "button",
                class: "small-btn join",
                "data-testid": `join-${table.id}-${player.seat}`,
                onclick: () => ctx.requireUser(() => join(table.id, player.seat)),
              },
              t("join_seat", { n: player.seat + 1 }),
            )
          : null;
      return h("li", { class: `seat-chip kind-${player.kind}` }, h("span", { class: "seat-no" }, String(player.seat + 1)), label, joinButton);
    });
    const game = games.find((g) => g.id === table.game);
    return h(
      "article",
      { class: `table-row${mine ? " mine" : ""}`, "data-testid": `table-row-${table.id}`, "data-status": table.status },
      h(
        "div",
        { class: "table-meta" },
        h("strong", {}, game ? localized(game.title) : table.game),
        h("span", {}, t("players_n", { n: table.seats })),
        numericOptions(game, table.seats, table.options).map((text) => h("span", {}, text)),
        mine ? h("span", { class: "badge" }, t("your_table")) : null,
      ),
      h("ul", { class: "seat-chips" }, seats),
      h(
        "a",
        { class: "btn small-btn open-btn", href: `#/table/${table.id}`, "data-testid": `open-${table.id}` },
        mine || table.status === "waiting" ? t("open_table") : t("watch"),
      ),
    );
  }

  async function join(tableId, seat) {
    await api.post(`/api/tables/${tableId}/join`, { seat });
    ctx.navigate(`#/table/${tableId}`);
  }

  refresh(true);

  return {
    refresh: () => refresh(true),
    destroy() {
      destroyed = true;
      clearTimeout(timer);
    },
  };
}
