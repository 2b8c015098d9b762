// Riichi mahjong at the table, drawn from the latest state's `view` (asobiba/games/riichi/
// view.py, docs/riichi.md). Events feed only the move log, the newest discard's highlight
// and the hand's result screen.
//
// Layout: a status line; the square table (board.js: rivers, hands, melds, name plates, the
// centre with the dora and the scores) centred in its column and as large as the column and the
// window allow, with the claim prompt on its right where there is room (under it otherwise);
// the bar of my turn's actions and my hand (the drawn tile set apart on the right), centred
// under it; a side panel with the scores and the log, under the table when the renderer is
// narrow (a phone, a replay's panel). When a hand ends its result (results.js) lies over the
// table until the person closes it, or until a claim window or the tenpai-yame question asks
// them (both are timed). The next hand is already being played meanwhile. At the end of the
// match the Game over panel shows the ranking, the record and the way back to the lobby, and the
// last hand's result in it: nothing lies over the page then. The class prefix is "rc-".

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { presenceChips } from "/static/kit/seats.js";
import { handCards, handRow } from "/static/kit/hand.js";
import { logPanel } from "/static/kit/log.js";
import { spectatorLine } from "/static/kit/prompts.js";
import { standinBanner } from "/static/kit/panels.js";
import { t } from "./labels.js";
import { board, points, roundText, seatWind, stick } from "./board.js";
import { tileName, tileSvg } from "./tiles.js";
import { askOf, claimPrompt, throwMove, turnBar, whyNot, yamePrompt } from "./prompts.js";
import { finalTable, resultModal } from "./results.js";
import { logLine } from "./log.js";

const P = "rc-";
const ANSWER_WINDOW = 4; // seconds, when the server does not say (table.answer_window)
const TICK_MS = 200;

export function createView(root, ctx) {
  const ui = {
    riichi: false, // choosing the tile to declare riichi with
    kan: false, // choosing which kan
    hint: null, // {text, error}
    lastSeat: null, // whose discard is the newest
    seen: null, // results already seen (closed); the newest is shown while there are more
    window: null, // {key, start, seconds}: the claim window asking me, for the countdown
  };
  let ticker = null;
  const table = createTable(root, "riichi", draw, {
    data: (state) => ({ ask: state.pending ? "" : askOf(state.view, ui) }),
    fresh,
    refused: (text) => (ui.hint = { text, error: true }),
  });
  const { name, short } = table;
  const mySeat = () => table.state.seat;

  function fresh(state) {
    const { view } = state;
    ui.hint = null;
    const ask = askOf(view, { riichi: false });
    if (ask !== "discard" || !(view.legal || []).some((move) => move.type === "riichi")) ui.riichi = false;
    if (ask !== "discard") ui.kan = false;
    let ended = false;
    for (const event of state.events) {
      const kind = event.kind;
      if (kind === "discard") ui.lastSeat = event.seat;
      if (kind === "hand_start" || kind === "call") ui.lastSeat = null;
      if (kind === "hand_end") ended = true;
    }
    const results = (view.results || []).length;
    if (ui.seen === null) ui.seen = ended ? results - 1 : results; // opened mid-game: only a hand ending now is shown
    if (ask === "claim" || ask === "yame") {
      ui.seen = results; // a timed question: the result gives way
      const seconds = Number(state.table?.answer_window) || ANSWER_WINDOW;
      ui.window = { key: `countdown-${state.version}`, start: performance.now(), seconds };
    } else {
      ui.window = null;
    }
    tick();
  }

  // -- the claim window's countdown: the bar empties in CSS, the seconds are written here ----

  function secondsLeft() {
    if (!ui.window) return 0;
    return Math.max(0, Math.ceil(ui.window.seconds - (performance.now() - ui.window.start) / 1000));
  }

  function stopTicker() {
    clearInterval(ticker);
    ticker = null;
  }

  function tick() {
    if (!ui.window) return stopTicker();
    ticker ??= setInterval(() => {
      const left = secondsLeft();
      const el = table.el.querySelector("[data-testid=countdown-left]");
      if (el) el.textContent = t("riichi.seconds_left", { n: left });
      if (!left) stopTicker(); // the server answers for me now; the next state starts again
    }, TICK_MS);
  }

  // -- moves -------------------------------------------------------------------------------

  function send(move) {
    ui.hint = null;
    ui.riichi = false;
    ui.kan = false;
    if (ctx.move(move)) table.redraw();
  }

  function clickTile(view, tile, drawn) {
    const move = throwMove(view, ui.riichi ? "riichi" : "discard", tile, drawn);
    if (move && !table.state.pending) return send(move);
    const why = whyNot(view, ui, tile);
    if (why) {
      ui.hint = { text: why, error: false };
      table.redraw();
    }
  }

  // -- drawing -----------------------------------------------------------------------------

  function chips(seat) {
    return presenceChips(table.state.table.players[seat], seat === mySeat(), "rc-chip");
  }

  function draw(state, history) {
    const { view } = state;
    const over = view.phase === "over";
    const seated = mySeat() !== null;
    const busy = Boolean(state.pending);
    const boardCtx = { me: mySeat(), name, short, chips, lastSeat: ui.lastSeat };
    const promptCtx = { send, busy, name, countdown: countdownOf() };
    const prompt = seated && !over ? claimPrompt(view, promptCtx) ?? yamePrompt(view, promptCtx) : null;
    const finished = state.table.status === "finished";
    const main = h(
      "div",
      { class: "rc-main", "data-key": "main" },
      standinBanner(state.table, mySeat(), ctx.reclaim),
      over ? finalTable(view, { name, n: view.players, me: mySeat(), tableId: finished ? ctx.tableId : null }) : null,
      statusLine(view),
      h(
        "div",
        { class: "rc-play", "data-key": "play" },
        board(view, boardCtx),
        h("div", { class: "rc-dock", "data-key": "dock" }, !seated ? spectatorLine(P) : prompt),
      ),
      seated && !over ? handArea(view, busy) : null,
    );
    const side = h("aside", { class: "rc-side", "data-key": "side" }, scoresPanel(view), logPanel(history, (event) => logLine(event, { name, mySeat: mySeat() }), { prefix: P }));
    return [h("div", { class: "rc-layout", "data-key": "layout" }, main, side), over ? null : resultOverlay(view)];
  }

  function countdownOf() {
    return ui.window ? { key: ui.window.key, seconds: ui.window.seconds, left: secondsLeft() } : { key: "countdown", seconds: 0, left: 0 };
  }

  function statusLine(view) {
    return h(
      "div",
      { class: "rc-status", "data-testid": "status", "data-key": "status" },
      h("span", { class: "rc-status-round", "data-testid": "round-text" }, roundText(view, view.deposits)),
      h("a", { class: "rc-help", href: "#/help/riichi", target: "_blank", rel: "noopener", "data-testid": "rules-link" }, t("riichi.rules")),
      turnText(view),
    );
  }

  function turnText(view) {
    const attrs = { class: "rc-turn", "data-testid": "turn" };
    if (table.state.pending) return h("strong", { ...attrs, class: "rc-turn mine" }, t("move_sent"));
    const ask = askOf(view, ui);
    if (ask) return h("strong", { ...attrs, class: "rc-turn mine" }, "▶ ", t(`riichi.ask.${ask}`));
    if (view.phase === "claim") return h("span", attrs, t("riichi.waiting_claims"));
    if (view.phase === "yame") return h("span", attrs, t("riichi.waiting_yame", { name: name(view.turn) }));
    if (view.phase === "turn") return h("span", attrs, t("waiting_for", { name: name(view.turn) }));
    return null;
  }

  function handArea(view, busy) {
    const ask = askOf(view, ui);
    const active = (ask === "discard" || ask === "riichi") && !busy;
    const type = ui.riichi ? "riichi" : "discard";
    const button = (tile, drawn) => {
      const legal = active && throwMove(view, type, tile, drawn) !== null;
      return {
        class: [legal && "legal", active && !legal && "dim", drawn && "drawn"],
        "data-tile": tile,
        "data-legal": String(legal),
        "aria-label": tileName(tile) + (drawn ? ` (${t("riichi.drawn")})` : ""),
        title: tileName(tile),
        onclick: () => clickTile(view, tile, drawn),
      };
    };
    const tiles = handCards(view.hand || [], { prefix: P, face: (tile) => tileSvg(tile), attrs: (tile) => button(tile, false) });
    if (view.drawn) {
      tiles.push(h("button", { type: "button", ...button(view.drawn, true), class: ["rc-card in-hand", button(view.drawn, true).class], "data-key": "drawn", "data-testid": "drawn" }, tileSvg(view.drawn)));
    }
    const hint = ui.hint ?? (ui.riichi ? { text: t("riichi.choose_riichi"), error: false } : view.furiten && ask ? { text: t("riichi.furiten_note"), error: false } : null);
    return handRow({ buttons: tiles, active, hint, above: turnBar(view, { ui, send, busy, redraw: table.redraw }), prefix: P, className: ui.riichi && "choosing-riichi" });
  }

  function scoresPanel(view) {
    const results = view.results || [];
    return h(
      "section",
      { class: "panel rc-panel", "data-key": "scores" },
      h("h3", {}, t("scores")),
      h(
        "table",
        { class: "rc-scores", "data-testid": "scores" },
        h(
          "tbody",
          {},
          [...Array(view.players).keys()].map((seat) =>
            h(
              "tr",
              { class: seat === mySeat() ? "me" : null, "data-key": `row-${seat}` },
              h("td", { class: "rc-wind-cell", title: t(`riichi.wind_name.${seatWind(seat, view)}`) }, t(`riichi.wind.${seatWind(seat, view)}`)),
              h("th", { scope: "row" }, name(seat)),
              h("td", {}, view.riichi[seat] ? stick() : null),
              h("td", { class: "num" }, points(view.scores[seat])),
            ),
          ),
        ),
      ),
      results.length && view.phase !== "over" // at the end the last hand is in the Game over panel
        ? h("button", { type: "button", class: "small-btn", "data-testid": "last-hand", onclick: () => ((ui.seen = results.length - 1), table.redraw()) }, t("riichi.last_hand"))
        : null,
    );
  }

  function resultOverlay(view) {
    const results = view.results || [];
    if (!results.length || ui.seen === null || results.length <= ui.seen) return null;
    const close = () => {
      ui.seen = results.length;
      table.redraw();
    };
    return resultModal(results.at(-1), { name, n: view.players, me: mySeat() }, close);
  }

  return {
    update: table.update,
    destroy: stopTicker,
  };
}
