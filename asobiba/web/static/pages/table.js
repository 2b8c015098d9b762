// A table: the waiting room before the start, then the game's own renderer. One
// client object (client.js) holds the latest state; everything drawn comes from it.
// The move log is kept per table in sessionStorage, so a reload keeps it; moves this tab
// did not see (a spectator arriving mid-game, moves made while the line was down) are
// filled in from the server's log of what this seat saw (GET /api/tables/<id>/log).
// Under the table, a seated person chooses the bots' pace and the turn chime (kit/settings.js);
// above it, the turn clock (kit/clock.js).

import { h, replace } from "../dom.js";
import { localized, t } from "../i18n.js";
import * as api from "../api.js";
import { playerName } from "../players.js";
import { createClient, tableSocketUrl, webSocketTransport } from "../client.js";
import { loadGame } from "../games/index.js";
import { optionOf, valueLabel } from "../gamemeta.js";
import { savedPace, settingsRow } from "../kit/settings.js";
import { againRequest, endBar } from "../kit/endbar.js";
import { turnClock } from "../kit/clock.js";

const LOG_LIMIT = 400;

export function mount(el, ctx) {
  const tableId = ctx.params[0];
  const logKey = `asobiba.log.${tableId}`;
  let client = null;
  let unsubscribe = null;
  let renderer = null; // the game's view, once the table has started
  let rendererGame = null;
  const modules = {};
  let history = readLog();
  let lastSeq = 0;
  let errorBox = null;
  let games = null; // GET /api/games, for the option labels of the waiting room

  const banner = h("div", { class: "conn", "data-testid": "conn-status", role: "status" });
  const notice = h("div", { class: "table-notice" }); // adjourned, or the replay once finished
  const body = h("div", { class: "table-body" });
  const settings = h("div", { class: "table-settings" });
  const clock = turnClock(); // the turn clock, or the note of a game a stand-in finished for me
  replace(el, banner, notice, clock.el, body, settings);

  function readLog() {
    try {
      return JSON.parse(sessionStorage.getItem(logKey) || "[]");
    } catch {
      return [];
    }
  }

  function saveLog() {
    try {
      sessionStorage.setItem(logKey, JSON.stringify(history.slice(-LOG_LIMIT)));
    } catch {
      // a full storage only costs the log after a reload
    }
  }

  function connect() {
    unsubscribe?.();
    client?.stop();
    renderer?.destroy?.(); // a new client counts its messages from 0 again: start the view afresh
    renderer = null;
    lastSeq = 0;
    client = createClient(webSocketTransport(tableSocketUrl(tableId)));
    client.setPace(savedPace());
    unsubscribe = client.subscribe(render);
    client.start();
  }

  function render(state) {
    if (state.seq !== lastSeq) {
      const first = lastSeq === 0; // the first state of this connection
      lastSeq = state.seq;
      if (state.events.length) {
        history.push(...state.events.map((event) => ({ ...event, v: state.version })));
        history = history.slice(-LOG_LIMIT);
        saveLog();
      }
      if (first && state.view && state.version > (history.at(-1)?.v ?? 0)) fillLog();
    }
    renderBanner(state);
    renderNotice(state);
    clock.update(state);
    renderSettings(state);
    if (state.error?.code === "table/not_found") return renderMissing();
    if (state.error && !state.table) return renderRefused(state.error); // the server said why before it closed
    if (!state.table) return;
    if (!state.view) return renderWaiting(state);
    renderGame(state);
  }

  /** The log up to now as the server kept it, and what came over the socket since. */
  async function fillLog() {
    try {
      const log = await api.get(`/api/tables/${encodeURIComponent(tableId)}/log`);
      history = [...log.events, ...history.filter((event) => event.v > log.version)].slice(-LOG_LIMIT);
      saveLog();
      if (client?.getState().view) render(client.getState());
    } catch {
      // the log only misses the moves before: play goes on
    }
  }

  function renderNotice(state) {
    const status = state.table?.status;
    if (status === notice.dataset.status) return;
    notice.dataset.status = status ?? "";
    if (status === "adjourned") {
      replace(notice, h("p", { class: "conn", role: "status", "data-testid": "adjourned" }, t("adjourned_note")));
    } else if (status === "finished") {
      const again = () => act(async () => ctx.navigate(`#/table/${(await api.post("/api/tables", againRequest(state.table, state.seat))).id}`));
      replace(notice, endBar(state.table, state.seat, again));
    } else {
      replace(notice);
    }
  }

  /** For a person seated at a table not over yet: a spectator's pace does not count, and no turn of theirs comes. */
  function renderSettings(state) {
    const shown = state.seat !== null && state.table && state.table.status !== "finished" ? "shown" : "";
    if (shown === settings.dataset.shown) return;
    settings.dataset.shown = shown;
    replace(settings, shown ? settingsRow((pace) => client?.setPace(pace)) : null);
  }

  function renderBanner(state) {
    const text = { connecting: t("connecting"), reconnecting: t("reconnecting"), closed: t("conn_closed") }[state.status];
    banner.hidden = !text;
    banner.textContent = text || "";
    banner.dataset.status = state.status;
  }

  function renderRefused(error) {
    renderer?.destroy?.();
    renderer = null;
    replace(body, h("div", { class: "panel pad" }, h("p", { class: "error", role: "alert", "data-testid": "table-refused" }, localized(error.reason)), h("a", { href: "#/" }, t("back_lobby"))));
  }

  function renderMissing() {
    renderer?.destroy?.();
    renderer = null;
    replace(body, h("div", { class: "panel pad" }, h("p", { "data-testid": "table-missing" }, t("table_missing", { id: tableId })), h("a", { href: "#/" }, t("back_lobby"))));
  }

  function renderWaiting(state) {
    renderer?.destroy?.();
    renderer = null;
    const { table, seat } = state;
    const me = api.getSession().user;
    const seats = table.players.map((player) => {
      let who;
      if (player.kind === "open") {
        who = h("span", { class: "open" }, t("open_seat"));
      } else if (player.kind === "bot") {
        who = h("span", { class: "bot" }, playerName(player));
      } else {
        who = h("span", { class: "human" }, player.seat === seat ? t("you_named", { name: player.name }) : player.name);
      }
      const join =
        player.kind === "open" && seat === null
          ? h("button", { type: "button", class: "small-btn", "data-testid": `join-seat-${player.seat}`, onclick: () => act(() => joinSeat(player.seat)) }, t("join"))
          : null;
      return h("li", { class: `seat-chip kind-${player.kind}`, "data-testid": `waiting-seat-${player.seat}` }, h("span", { class: "seat-no" }, String(player.seat + 1)), who, join);
    });
    const game = games?.find((g) => g.id === table.game);
    const options = Object.entries(table.options || {}).map(([name, value]) => {
      const option = optionOf(game, table.seats, name);
      return h("li", {}, option ? localized(option.label) : name, ": ", h("strong", {}, valueLabel(option, value)));
    });
    replace(
      body,
      h(
        "section",
        { class: "panel waiting", "data-testid": "waiting" },
        h("h1", {}, game ? `${localized(game.title)} — ` : "", t("waiting_title")),
        h("p", { class: "muted" }, t("waiting_note")),
        h("ul", { class: "seat-chips big" }, seats),
        h(
          "div",
          { class: "row gap" },
          seat !== null ? h("button", { type: "button", class: "primary", "data-testid": "start", onclick: () => act(start) }, "▶ ", t("start")) : null,
          seat !== null ? h("button", { type: "button", "data-testid": "leave", onclick: () => act(leave) }, t("leave")) : null,
          h("a", { href: "#/", class: "btn" }, t("back_lobby")),
        ),
        h(
          "label",
          { class: "field share" },
          h("span", {}, t("share_link")),
          h("input", { type: "text", readonly: true, value: window.location.href, onfocus: (e) => e.target.select() }),
        ),
        h("details", {}, h("summary", {}, t("table_options")), h("ul", { class: "options-list" }, options)),
        me ? null : h("p", {}, h("a", { href: "#/login", onclick: rememberHere }, t("or_account"))),
      ),
    );
  }

  function rememberHere() {
    sessionStorage.setItem("asobiba.after-login", window.location.hash);
  }

  async function act(action) {
    errorBox?.remove();
    try {
      await action();
    } catch (error) {
      errorBox = ctx.showError(error, body);
    }
  }

  async function joinSeat(seat) {
    if (!api.getSession().user) {
      rememberHere();
      ctx.navigate("#/login");
      return;
    }
    await api.post(`/api/tables/${tableId}/join`, { seat });
    connect(); // a socket knows its seat from the session it opened with
  }

  const start = () => api.post(`/api/tables/${tableId}/start`);
  const leave = () => api.post(`/api/tables/${tableId}/leave`);

  function renderGame(state) {
    const gameId = state.table.game;
    const module = modules[gameId];
    if (!module) {
      loadGame(gameId)
        .then((loaded) => {
          modules[gameId] = loaded;
          if (client) render(client.getState());
        })
        .catch((error) => act(() => Promise.reject(error)));
      return;
    }
    if (!renderer || rendererGame !== gameId) {
      renderer?.destroy?.();
      replace(body);
      rendererGame = gameId;
      renderer = module.createView(body, {
        tableId,
        move: (move) => client.move(move),
        reclaim: () => client.reclaim(),
        navigate: ctx.navigate,
      });
    }
    renderer.update(state, history);
  }

  api
    .games()
    .then((list) => {
      games = list;
      if (client?.getState().table && !client.getState().view) render(client.getState());
    })
    .catch(() => {});
  connect();

  return {
    unmount() {
      unsubscribe?.();
      client?.stop();
      renderer?.destroy?.();
      clock.destroy();
    },
    relang() {
      delete notice.dataset.status; // drawn again in the new language
      delete settings.dataset.shown;
      if (client) render(client.getState());
    },
    session() {
      connect();
    },
  };
}
