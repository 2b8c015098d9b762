// Dragon Castle at the table, drawn from the latest state's `view`
// (asobiba/games/dragoncastle/view.py, docs/dragoncastle.md). Events only feed the log.
//
// Layout: status line with the turn and the countdown track; the action area (what I am
// asked, the tiles taken, the buttons, the hint); the castle drawn in floors; my realm, large;
// beside them the others' realms, smaller, the cards in play with their texts and the log.
// Once over, the breakdown of every score. On a laptop the castle, my realm and the side
// column stand side by side; on a phone they stack, the castle over my realm, both in sight.
//
// Clicks: a highlighted castle tile or realm square sends its legal move (targets.js); two-step
// choices (a pair's second tile after the first, a Spirit's payment, where a Shrine or a tile
// moves, what the Spirit of Change counts a tile as) light up the next choices. A click on
// anything else of the same kind sends that move too, and the server's refusal is the hint.

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { presenceChips } from "/static/kit/seats.js";
import { logPanel } from "/static/kit/log.js";
import { spectatorLine } from "/static/kit/prompts.js";
import { standinBanner } from "/static/kit/panels.js";
import { t } from "/static/i18n.js";
import { dt } from "./labels.js";
import { availabilityText, castleSvg, tilesLeft } from "./castle.js";
import { realmSvg } from "./realm.js";
import { asked, squareKey, targets } from "./targets.js";
import { cardsPanel, countdownTrack, ingenuityPanel, seatStats } from "./panels.js";
import { promptArea } from "./prompt.js";
import { gameOver } from "./sheet.js";
import { logLine } from "./log.js";

const P = "dc-"; // the kit's class prefix: this stylesheet's names

export function createView(root, ctx) {
  const ui = {
    pick: null, // a first click kept by the page: {kind: "pay", card} | {kind: "from", cell} | {kind: "change", cell}
    hint: null, // {text, error}: the server's refusal, or why a tile cannot be taken
    legal: null, // the legal moves the pick was made among: a new list drops it
  };
  const table = createTable(root, "dragoncastle", draw, {
    data: (state) => ({ players: String(state.view.players), ask: state.pending ? "" : asked(state.view, ui.pick) }),
    fresh,
    refused: (text) => (ui.hint = { text, error: true }),
  });
  const { name } = table;
  const mySeat = () => table.state.seat;
  const view = () => table.state.view;

  function fresh(state) {
    ui.hint = null;
    const legal = JSON.stringify(state.view.legal || []);
    if (legal !== ui.legal) ui.pick = null;
    ui.legal = legal;
  }

  function send(move) {
    ui.hint = null;
    ui.pick = null;
    if (ctx.move(move)) table.redraw();
  }

  function choose(pick) {
    ui.pick = pick;
    ui.hint = null;
    table.redraw();
  }

  const act = { send, choose, cancel: () => choose(null) };
  const found = () => targets(view(), ui.pick);

  /** A castle square was clicked: take what it offers, or send the move and let the server say why not. */
  function onSquare(at, top) {
    if (table.state.pending) return;
    if (!top) return say(dt("covered_hint"));
    const now = found();
    const move = now.castle.get(squareKey(at)) ?? now.castleMiss(at);
    if (move) return send(move);
    say(availabilityText(view(), at));
  }

  /** A square of my realm was clicked: its move, a first click of two, or a move the server will explain. */
  function onCell(cell) {
    if (table.state.pending) return;
    const now = found();
    const action = now.cells.get(squareKey(cell));
    if (action && "select" in action) return choose(action.select);
    const move = action?.move ?? now.cellMiss(cell);
    if (move) send(move);
  }

  function say(text) {
    ui.hint = { text, error: false };
    table.redraw();
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw(state, history) {
    const v = state.view;
    const over = v.phase === "over";
    const me = mySeat();
    const ask = state.pending ? "" : asked(v, ui.pick);
    const now = found();
    const others = [...Array(v.players).keys()].filter((seat) => seat !== me);
    return [
      standinBanner(state.table, me, ctx.reclaim),
      over ? gameOver(v, { name, mySeat: me, tableId: ctx.tableId, finished: state.table.status === "finished" }) : null,
      statusLine(v, state.pending),
      me === null ? spectatorLine(P) : over ? null : promptArea(v, { ask, pick: ui.pick, found: now, hint: ui.hint, busy: Boolean(state.pending), act, waiting: waitingText(v) }),
      castlePanel(v, ask ? now : null),
      me === null ? null : realmPanel(v, me, { mine: true, play: ask ? { targets: now.cells, picked: ui.pick?.cell ?? null, onCell } : null }),
      h(
        "aside",
        { class: "dc-side", "data-key": "side" },
        others.length ? h("div", { class: `dc-others n-${others.length}`, "data-key": "others" }, others.map((seat) => realmPanel(v, seat, { mine: false }))) : null,
        cardsPanel(v),
        v.ingenuity ? ingenuityPanel(v) : null,
        logPanel(history, (event) => logLine(event, v, name, me), { prefix: P, numbered: (event) => event.kind !== "turn" }), // a turn heads its moves
      ),
    ];
  }

  function waitingText(v) {
    return v.current === null ? null : dt("waiting", { name: name(v.current) });
  }

  function statusLine(v, pending) {
    const mine = v.to_act.includes(mySeat());
    let turn = null;
    if (pending) turn = h("strong", { class: "dc-turn mine", "data-testid": "turn" }, t("move_sent"));
    else if (mine) turn = h("strong", { class: "dc-turn mine", "data-testid": "turn" }, "▶ ", t("your_turn"));
    else if (v.current !== null) turn = h("span", { class: "dc-turn", "data-testid": "turn" }, t("turn_of", { name: name(v.current) }));
    return h(
      "div",
      { class: "dc-status", "data-testid": "status", "data-key": "status" },
      h("span", { class: "dc-title" }, dt("title")),
      v.players === 1 ? h("span", { class: "dc-chip" }, dt("solo")) : null,
      h("span", { "data-testid": "turn-no" }, dt("turn_n", { n: v.turn })),
      countdownTrack(v),
      h("a", { href: "#/help/dragoncastle", target: "_blank", rel: "noopener", class: "small", "data-testid": "rules-link" }, dt("rules")),
      turn,
    );
  }

  function castlePanel(v, play) {
    const left = tilesLeft(v);
    const lit = play?.castle.size ? " playing" : ""; // framed while the question is about it
    return h(
      "section",
      { class: `panel dc-castle${lit}`, "data-testid": "castle", "data-key": "castle", "data-top-floor": v.castle.top_floor, "data-left": left },
      h("h3", {}, dt("castle"), " ", h("span", { class: "small muted" }, left ? dt("castle_note", { top: v.castle.top_floor, left }) : dt("castle_empty"))),
      h("div", { class: "dc-castle-box" }, castleSvg(v, play && { targets: play.castle, onSquare })),
    );
  }

  /** A realm with its owner's name, running score and counters; mine large and clickable. */
  function realmPanel(v, seat, { mine, play = null }) {
    const sets = new Set(seat === v.current ? v.consolidated.flatMap((set) => set.cells.map(squareKey)) : []);
    const label = mine ? dt("your_realm") : dt("realm_of", { name: name(seat) });
    const turn = v.to_act.includes(seat);
    return h(
      "section",
      {
        class: `panel ${mine ? "dc-mine" : "dc-other"}${turn ? " turn" : ""}${play?.targets.size ? " playing" : ""}`,
        "data-testid": `realm-${seat}`,
        "data-key": mine ? "mine" : `realm-${seat}`,
      },
      h(
        "h3",
        { class: "dc-realm-head" },
        turn ? h("span", { class: "dc-turn-dot", "aria-label": t("turn_of", { name: name(seat) }) }, "▶") : null,
        h("span", { class: "dc-realm-name" }, mine ? label : name(seat)),
        presenceChips(table.state.table.players[seat], mine, "dc-chip"),
        h("b", { class: "dc-score", "data-testid": `score-${seat}`, title: dt("score_now") }, String(v.scores[seat])),
      ),
      seatStats(v, seat),
      h("div", { class: "dc-realm-box" }, realmSvg(v, seat, { testid: mine ? "my-realm" : `realm-svg-${seat}`, label, mine, play, sets })),
    );
  }

  return { update: table.update, destroy() {} };
}
