// The replay viewer: a finished game step by step, drawn by the game's own renderer and
// read-only (its move and reclaim calls do nothing). Step k is the position after k moves.
// The server computes each step as one seat saw it (docs/protocol.md, "Replays"): the
// browser has no engine. "All hands open" draws every seat's own view side by side, one
// renderer each, which works for any game whatever its view holds.
//
// createReplayer(el, options) → {destroy()}. Options:
//   source: {step(k, seat) → Promise of the server's step}; seat is a number or null (spectator)
//   index: the server's index {table, steps, deals, outcome}
//   renderer: the game's renderer module; tableId: the table's id (null for a record file)
//   start: {step, seat} where seat is a number, null (spectator) or "all"
//   moved({step, seat}) after every change, so the page can keep its address in step
//   report(error) when a step cannot be fetched

import { h, morphChildren, replace } from "./dom.js";
import { t } from "./i18n.js";
import { playerName } from "./players.js";

const CACHED = 240; // steps kept in memory: going back and forth is free

export function createReplayer(el, { source, index, renderer, tableId, start, moved, report, navigate }) {
  const seats = index.table.seats;
  const table = tableOf(index.table);
  const cache = new Map();
  let at = { step: clamp(start.step), seat: start.seat };
  let panels = []; // [{seat, el, view}]
  let seq = 0;
  let latest = 0;

  const controls = h("div", { class: "replay-controls panel", "data-testid": "replay-controls" });
  const stage = h("div", { class: "replay-stage", "data-testid": "replay-stage" });
  replace(el, controls, h("p", { class: "muted small" }, t("replay_read_only")), stage);
  document.addEventListener("keydown", onKey);
  go(at.step, at.seat);

  function clamp(step) {
    return Math.max(0, Math.min(index.steps, Number.isInteger(step) ? step : 0));
  }

  function dealOf(step) {
    return index.deals.filter((begin) => begin <= step).length;
  }

  function fetchStep(step, seat) {
    const key = `${step}:${seat}`;
    if (!cache.has(key)) {
      const answer = source.step(step, seat);
      answer.catch(() => cache.delete(key)); // a failed step is asked again next time
      cache.set(key, answer);
      if (cache.size > CACHED) cache.delete(cache.keys().next().value);
    }
    return cache.get(key);
  }

  async function go(step, seat = at.seat) {
    at = { step: clamp(step), seat };
    drawControls();
    moved?.(at);
    const token = ++latest;
    const shown = seat === "all" ? [...Array(seats).keys()] : [seat];
    let answers;
    try {
      answers = await Promise.all(shown.map((s) => fetchStep(at.step, s)));
    } catch (error) {
      if (token === latest) report(error);
      return;
    }
    if (token !== latest) return; // a newer step was asked meanwhile
    if (JSON.stringify(panels.map((panel) => panel.seat)) !== JSON.stringify(shown)) buildPanels(shown);
    answers.forEach((answer, i) => panels[i].view.update(stateOf(answer), answer.log));
    Object.assign(stage.dataset, { step: String(at.step), seat: seat === null ? "spectator" : String(seat) });
  }

  function stateOf(answer) {
    seq += 1; // a new seq: the renderer takes the step's events as new ones
    return { status: "open", table, seat: answer.seat, version: answer.step, view: answer.view, events: answer.events, seq, pending: null, error: null };
  }

  function buildPanels(shown) {
    for (const panel of panels) panel.view.destroy?.();
    panels = shown.map((seat) => {
      const body = h("div", { class: "replay-view" });
      const title = seat === null || shown.length === 1 ? null : h("h2", { class: "replay-seat-title" }, t("replay_seat_panel", { name: playerName(table.players[seat], seat) }));
      const panelEl = h("section", { class: "replay-panel", "data-testid": `replay-panel-${seat ?? "spectator"}` }, title, body);
      const view = renderer.createView(body, {
        tableId: tableId ?? "record",
        move: () => false, // read-only: a replay plays no move
        reclaim: () => false,
        navigate,
      });
      return { seat, el: panelEl, view };
    });
    stage.classList.toggle("all-hands", shown.length > 1);
    replace(stage, panels.map((panel) => panel.el));
  }

  function drawControls() {
    const button = (testid, label, symbol, target, disabled) =>
      h("button", { type: "button", class: "small-btn", "data-testid": testid, "aria-label": label, title: label, disabled, onclick: () => go(target) }, symbol);
    const first = at.step === 0;
    const last = at.step === index.steps;
    const seatOptions = [
      h("option", { value: "spectator", selected: at.seat === null }, t("replay_spectator")),
      ...[...Array(seats).keys()].map((seat) => h("option", { value: String(seat), selected: at.seat === seat }, playerName(table.players[seat], seat))),
      h("option", { value: "all", selected: at.seat === "all" }, t("replay_all")),
    ];
    morphChildren(
      controls,
      h(
        "div",
        { class: "row replay-buttons" },
        button("replay-first", t("replay_first"), "|◀", 0, first),
        button("replay-back", t("replay_back"), "◀", at.step - 1, first),
        h("span", { class: "replay-position", "data-testid": "replay-position" }, t("replay_step", { step: at.step, steps: index.steps })),
        button("replay-forward", t("replay_forward"), "▶", at.step + 1, last),
        button("replay-last", t("replay_last"), "▶|", index.steps, last),
      ),
      h("input", {
        type: "range",
        class: "replay-slider",
        min: 0,
        max: index.steps,
        value: at.step,
        "aria-label": t("replay_slider"),
        "data-testid": "replay-slider",
        oninput: (event) => go(Number(event.target.value)),
      }),
      h(
        "div",
        { class: "row replay-choices" },
        index.deals.length > 1
          ? h(
              "select",
              { "aria-label": t("replay_deals"), "data-testid": "replay-deal", onchange: (event) => go(Number(event.target.value)) },
              index.deals.map((begin, i) => h("option", { value: begin, selected: dealOf(at.step) === i + 1 }, t("replay_deal", { n: i + 1 }))),
            )
          : null,
        h(
          "label",
          { class: "row" },
          h("span", {}, t("replay_view")),
          h("select", { "data-testid": "replay-seat", onchange: (event) => go(at.step, seatValue(event.target.value)) }, seatOptions),
        ),
      ),
    );
  }

  function onKey(event) {
    if (event.target.closest?.("input, select, textarea") || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = { ArrowLeft: at.step - 1, ArrowRight: at.step + 1, Home: 0, End: index.steps }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  }

  return {
    relang() {
      drawControls();
      go(at.step, at.seat);
    },
    destroy() {
      document.removeEventListener("keydown", onKey);
      for (const panel of panels) panel.view.destroy?.();
    },
  };
}

/** "spectator" | "all" | a seat number, as the seat choice and the address write it. */
export function seatValue(text) {
  if (text === "all") return "all";
  return /^\d+$/.test(text ?? "") ? Number(text) : null;
}

/** The table as a renderer reads it (client.js's state.table); a record file names no one. */
function tableOf(summary) {
  const players = summary.players ?? [...Array(summary.seats).keys()].map((seat) => ({ seat, kind: "human", name: t("seat_label", { n: seat + 1 }), level: null }));
  return {
    id: summary.id,
    game: summary.game,
    seats: summary.seats,
    options: summary.options,
    status: summary.id ? "finished" : "replay", // "finished" shows a table's record link at the end; a file has none
    players: players.map((player) => ({ ...player, connected: true, standin: false })), // nobody is "away" in a replay
  };
}
