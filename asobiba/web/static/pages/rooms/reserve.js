// A room's "Reserve" panel: choose one of the games the room plays and a player count, reserve,
// and see "N of M waiting" (GET /api/rooms/<slug>/reservations every 2 s while the panel is on
// the page). Once the server has matched you, the answer names your table and the page goes there.

import { h, replace } from "../../dom.js";
import { localized, t } from "../../i18n.js";
import * as api from "../../api.js";
import { errorBox, whenLoggedIn } from "./common.js";

const POLL_MS = 2000;

/** DELETE with the session's CSRF token (api.js speaks GET and POST only); a refusal throws api.ApiError. */
async function remove(path) {
  const response = await fetch(path, {
    method: "DELETE",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json", "X-CSRF-Token": api.getSession().csrf },
    body: "{}",
  }).catch(() => null);
  const data = response ? await response.json().catch(() => null) : null;
  if (!response?.ok) {
    const error = data?.error;
    throw new api.ApiError(error?.code || "network", error?.reason || { en: t("error_network"), ja: t("error_network") }, response?.status ?? 0);
  }
  return data;
}

/** The panel, appended to `parent`; show(inside) shows it to members and operators only. It stops
 *  polling by itself once the page has left (its element is no longer in the document). */
export function createReserve(parent, { base, navigate }) {
  const el = h("section", { class: "panel pad rooms-reserve", "data-testid": "room-reserve", hidden: true });
  parent.append(el);
  const box = errorBox("room-reserve-error");
  const form = { game: null, players: null };
  let played = [];
  let state = { queues: [], yours: null, table: null };
  let timer;

  async function poll() {
    clearTimeout(timer);
    if (!el.isConnected || el.hidden) return;
    try {
      state = await api.get(`${base}/reservations`);
    } catch {
      state = { queues: [], yours: null, table: null }; // shown again by the next poll
    }
    if (state.table) return navigate(`#/table/${state.table}`);
    render();
    clearTimeout(timer); // one timer, however many polls were in flight
    if (el.isConnected && !el.hidden) timer = setTimeout(poll, POLL_MS);
  }

  function render() {
    const game = played.find((g) => g.id === form.game);
    if (!game) return replace(el, h("h2", {}, t("rooms_reserve")), h("p", { class: "muted" }, t("rooms_no_rules")));
    if (!game.seats.includes(form.players)) form.players = game.default_seats;
    const yours = state.yours;
    const waiting = yours
      ? h("p", { "data-testid": "room-reserve-waiting", "data-waiting": String(yours.waiting) }, t("rooms_reserve_waiting", { n: yours.waiting, m: yours.players }))
      : null;
    const queues = state.queues.map((q) => h("li", { class: "small" }, `${localized(played.find((g) => g.id === q.game)?.title ?? q.game)} · ${q.rule_set} · ${t("rooms_reserve_waiting", { n: q.waiting, m: q.players })}`));
    replace(
      el,
      h("h2", {}, t("rooms_reserve")),
      h(
        "div",
        { class: "field-row" },
        h("label", { class: "field" }, h("span", {}, t("game")), h("select", { "data-testid": "room-reserve-game", disabled: !!yours, onchange: (e) => ((form.game = e.target.value), render()) }, played.map((g) => h("option", { value: g.id, selected: g.id === form.game }, localized(g.title))))),
        h("label", { class: "field" }, h("span", {}, t("players")), h("select", { "data-testid": "room-reserve-players", disabled: !!yours, onchange: (e) => ((form.players = Number(e.target.value)), render()) }, game.seats.map((n) => h("option", { value: n, selected: n === form.players }, t("players_n", { n }))))),
      ),
      waiting,
      box.el,
      yours
        ? h("button", { type: "button", "data-testid": "room-reserve-cancel", onclick: cancel }, t("rooms_reserve_cancel"))
        : h("button", { type: "button", class: "primary", "data-testid": "room-reserve-submit", onclick: reserve }, t("rooms_reserve")),
      queues.length ? h("ul", { class: "rooms-queues", "data-testid": "room-queues" }, queues) : null,
    );
  }

  function reserve() {
    whenLoggedIn(box, async () => {
      await api.post(`${base}/reservations`, { game: form.game, players: form.players });
      await poll();
    });
  }

  function cancel() {
    whenLoggedIn(box, async () => {
      await remove(`${base}/reservations`);
      await poll();
    });
  }

  async function load() {
    const [rules, games] = await Promise.all([api.get(`${base}/rules`), api.games()]);
    played = games.filter((g) => g.playable && rules[g.id]);
    form.game ??= played[0]?.id;
  }

  return {
    async show(inside) {
      el.hidden = !inside;
      if (!inside) return;
      try {
        await load();
      } catch (error) {
        box.show(error);
      }
      await poll();
    },
  };
}
