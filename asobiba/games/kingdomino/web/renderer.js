// Kingdomino at the table, drawn from the latest state's `view`
// (asobiba/games/kingdomino/view.py, docs/kingdomino.md). Events only feed the log.
//
// Layout: status line; what I am asked; the line being placed and the next line; my
// kingdom, large, with the placing bar; the other kingdoms, smaller, each with its
// live score; the log. A score sheet pops up after each Dynasty game, and the ranking
// with the tie-breaks explained ends the match.
//
// Placing: the orientation (E, S, W, N: where the second square goes) is kept here;
// pointing at a cell previews the domino there, a click on a highlighted cell sends
// the legal move, a click elsewhere explains why not and sends nothing. On a touch
// screen the first tap previews and a second tap on the same cell places. From the
// keyboard: R rotates, the arrow keys move the preview, Enter places, Escape clears.

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { presenceChips } from "/static/kit/seats.js";
import { logPanel } from "/static/kit/log.js";
import { spectatorLine } from "/static/kit/prompts.js";
import { sheetModal, standinBanner } from "/static/kit/panels.js";
import { t } from "/static/i18n.js";
import { kt } from "./labels.js";
import { SEAT_COLOURS, dominoData, isSymmetric, kingSvg } from "./tiles.js";
import { anchors, legalMove, nextDir, placeOptions, spotReason, spotsByDir } from "./placement.js";
import { kingdomSvg } from "./kingdom.js";
import { linesPanel } from "./lines.js";
import { placeBar } from "./controls.js";
import { matchOver, scoreLine, scoreSheet } from "./sheet.js";
import { logLine } from "./log.js";

// A tile-laying game: no seats around a felt, no hand and no trick. From the kit it takes
// the table, the log, the banner, the score sheet and the spectator's line.
const P = "kd-"; // the kit's class prefix: this stylesheet's names

export function createView(root, ctx) {
  const ui = {
    dir: "E", // orientation of the domino to place
    hover: null, // [x, y] under the pointer (or tapped once): the domino is previewed there
    armed: null, // "x,y" tapped once on a touch screen
    hint: null, // {text, error, where: "pick" | "place"}
    sent: null, // the type of the last move sent, to show a refusal next to it
    lastPending: null, // the domino I was last asked to place
  };
  const table = createTable(root, "kingdomino", draw, {
    data: (state) => ({ game: String(state.view.game_number), action: action(state.view) }),
    fresh,
    refused: (text) => (ui.hint = { text, error: true, where: ui.sent || (placing() ? "place" : "pick") }),
  });

  const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

  function onKey(event) {
    if (event.target.closest?.("input, textarea, select") || event.ctrlKey || event.metaKey || event.altKey) return;
    const onControl = event.target.closest?.("button, a");
    if ((event.key === "r" || event.key === "R") && placing()) {
      event.preventDefault();
      rotate();
    } else if (event.key in ARROWS && onBoard() && !onControl) {
      event.preventDefault();
      const [dx, dy] = ARROWS[event.key];
      const [x, y] = ui.hover || firstSpot() || [0, 0];
      const limit = view().size - 1;
      const clamp = (n) => Math.max(-limit, Math.min(limit, n));
      ui.armed = null;
      onHover(ui.hover ? clamp(x + dx) : x, ui.hover ? clamp(y + dy) : y);
    } else if (event.key === "Enter" && onBoard() && ui.hover && !onControl) {
      event.preventDefault();
      onCell(ui.hover[0], ui.hover[1], "mouse");
    } else if (event.key === "Escape" && (ui.hover || ui.armed)) {
      ui.hover = ui.armed = null;
      table.redraw();
    }
  }

  function firstSpot() {
    const spot = table.el.querySelector("[data-testid=my-kingdom] [data-spot=legal]");
    return spot ? [Number(spot.dataset.x), Number(spot.dataset.y)] : null;
  }

  document.addEventListener("keydown", onKey);

  function fresh(state) {
    ui.hint = null;
    ui.armed = null;
    if (placing() && state.view.pending !== ui.lastPending) turnToASpot();
    ui.lastPending = placing() ? state.view.pending : null;
  }

  // -- helpers over the current state ----------------------------------------------------

  const mySeat = () => table.state.seat;
  const view = () => table.state.view;

  const { name } = table;

  function placing() {
    const v = view();
    return Boolean(v && v.phase === "place" && v.pending !== null && v.to_act.includes(mySeat()) && (v.legal || []).length);
  }

  /** Placing on the board itself (not a discard): the cells answer the pointer and the keys. */
  function onBoard() {
    return placing() && !placeOptions(view()).discard;
  }

  function pendingDomino() {
    return dominoData(view(), view().pending);
  }

  function send(move) {
    ui.hint = null;
    ui.sent = move.type === "pick" ? "pick" : "place";
    ui.hover = ui.armed = null;
    if (ctx.move(move)) table.redraw();
  }

  // -- placing -------------------------------------------------------------------------------

  /** A new domino to place: keep the orientation unless it offers no spot and another does. */
  function turnToASpot() {
    const symmetric = isSymmetric(pendingDomino());
    const counts = spotsByDir(placeOptions(view()), symmetric);
    for (let i = 0; i < 4 && !counts[ui.dir]; i++) ui.dir = nextDir(ui.dir);
    if (!counts[ui.dir]) ui.dir = "E";
    ui.hover = null;
  }

  function rotate() {
    ui.dir = nextDir(ui.dir);
    ui.armed = null;
    table.redraw();
  }

  function judge(x, y) {
    const v = view();
    const options = placeOptions(v);
    const symmetric = isSymmetric(pendingDomino());
    const move = legalMove(options, x, y, ui.dir, symmetric);
    const reason = move ? null : spotReason(v, v.kingdoms[mySeat()], options, x, y, ui.dir, symmetric);
    return { move, reason: reason ? kt(reason.key, reason.params) : null };
  }

  function onHover(x, y) {
    if (ui.armed) return;
    ui.hover = x === null ? null : [x, y];
    table.redraw();
  }

  function onCell(x, y, pointerType) {
    if (!placing() || table.state.pending) return;
    const { move, reason } = judge(x, y);
    const cell = `${x},${y}`;
    if (pointerType !== "mouse" && ui.armed !== cell) {
      ui.armed = cell; // first tap: show where it would land
      ui.hover = [x, y];
      ui.hint = move ? { text: kt("tap_again"), error: false, where: "place" } : { text: reason, error: true, where: "place" };
      table.redraw();
      return;
    }
    if (move) return send(move);
    ui.hover = [x, y];
    ui.hint = { text: reason, error: true, where: "place" };
    table.redraw();
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw(state, history) {
    const v = state.view;
    const busy = Boolean(state.pending);
    const over = v.phase === "over";
    const main = h(
      "div",
      { class: "kd-main", "data-key": "main" },
      standinBanner(state.table, mySeat(), ctx.reclaim),
      over ? matchOver(v, { name, mySeat: mySeat(), tableId: ctx.tableId, finished: state.table.status === "finished" }) : null,
      statusLine(v),
      over ? null : linesPanel(v, name, { busy, onPick, hint: ui.hint?.where === "pick" ? ui.hint : null }),
      mySeat() === null ? spectatorLine(P) : myKingdom(v, busy),
    );
    const others = [...Array(v.players).keys()].filter((seat) => seat !== mySeat());
    const side = h(
      "aside",
      { class: "kd-side", "data-key": "side" },
      h("div", { class: `kd-others n-${others.length}`, "data-key": "others" }, others.map((seat) => kingdomCard(v, seat))),
      logPanel(history, (event) => logLine(event, name, mySeat()), { prefix: P, numbered: () => true }),
    );
    return [main, side, over ? null : sheet(v)];
  }

  /** What the acting seat must do: pick, place, discard, or nothing (for tests and styling). */
  function action(v) {
    if (!v.to_act.includes(mySeat())) return "";
    if ((v.legal || []).some((m) => m.type === "discard")) return "discard";
    if ((v.legal || []).some((m) => m.type === "place")) return "place";
    if ((v.legal || []).some((m) => m.type === "pick")) return "pick";
    return "";
  }

  function onPick(number, why) {
    if (why) {
      ui.hint = { text: why, error: true, where: "pick" };
      table.redraw();
      return;
    }
    send({ type: "pick", domino: number });
  }

  function statusLine(v) {
    const chips = ["mighty_duel", "middle_kingdom", "harmony", "dynasty"].filter((o) => v.options[o] === "on").map((o) => h("span", { class: "chip" }, kt(`opt.${o}`)));
    const parts = [
      h("span", { class: "kd-title" }, kt("title")),
      v.games > 1 ? h("span", { class: "kd-game-no", "data-testid": "game-no" }, kt("game_of", { k: v.game_number, n: v.games })) : null,
      h("span", { class: "kd-pile", "data-testid": "draw-pile", "data-count": v.draw_pile, title: kt("draw_pile_title") }, kt("draw_pile", { n: v.draw_pile })),
      v.size !== 5 ? h("span", { class: "chip" }, kt("size_badge", { size: v.size })) : null,
      chips,
      h("a", { href: "#/help/kingdomino", class: "small", "data-testid": "rules-link" }, kt("rules")),
    ];
    return h("div", { class: "status-line kd-status", "data-testid": "status", "data-key": "status" }, parts, turnText(v));
  }

  function turnText(v) {
    if (!v.to_act.length) return null;
    const seat = v.to_act[0];
    if (seat === mySeat()) {
      const doing = { pick: v.phase === "first_pick" ? kt("do_first_pick") : kt("do_pick"), place: kt("do_place", { n: v.pending }), discard: kt("do_discard", { n: v.pending }) }[action(v)];
      return h("strong", { class: "turn-text mine", "data-testid": "turn" }, "▶ ", table.state.pending ? t("move_sent") : doing || t("your_turn"));
    }
    const text = v.phase === "place" ? kt("waiting_place", { name: name(seat), n: v.pending }) : kt("waiting_pick", { name: name(seat) });
    return h("span", { class: "turn-text", "data-testid": "turn" }, text);
  }

  function kings(v, seat) {
    return h(
      "span",
      { class: "kd-seat-kings" },
      Array.from({ length: v.kings_each }, () => kingSvg(seat, { label: name(seat) })),
    );
  }

  function recentOf(kingdom) {
    const last = kingdom.placed[kingdom.placed.length - 1];
    return new Set(last ? [last.domino] : []);
  }

  function kingdomCard(v, seat) {
    const kingdom = v.kingdoms[seat];
    const turn = v.to_act.includes(seat);
    const svg = kingdomSvg(kingdom, { size: v.size, seat, frame: "tight", recent: recentOf(kingdom), testid: `kingdom-svg-${seat}`, label: kt("kingdom_of", { name: name(seat) }) });
    return h(
      "section",
      { class: `panel kd-card${turn ? " turn" : ""}`, "data-testid": `kingdom-${seat}`, "data-key": `kingdom-${seat}`, style: `--seat:${SEAT_COLOURS[seat]}` },
      h(
        "h3",
        { class: "kd-card-head" },
        kings(v, seat),
        h("span", { class: "kd-card-name" }, name(seat)),
        presenceChips(table.state.table.players[seat], false, "chip"),
        h("b", { class: "kd-card-total", "data-testid": `total-${seat}` }, String(kingdom.score.total)),
      ),
      svg,
      scoreLine(v, kingdom, seat),
    );
  }

  function myKingdom(v, busy) {
    const seat = mySeat();
    const kingdom = v.kingdoms[seat];
    const over = v.phase === "over";
    const live = placing();
    let bar = null;
    let play = null;
    if (live) {
      const domino = pendingDomino();
      const symmetric = isSymmetric(domino);
      const options = placeOptions(v);
      bar = placeBar({
        domino,
        dir: ui.dir,
        counts: spotsByDir(options, symmetric),
        discard: options.discard,
        busy,
        hint: placeHint(),
        onRotate: rotate,
        onDiscard: () => send({ type: "discard" }),
      });
      if (!options.discard) {
        const hover = ui.hover && { cell: ui.hover, legal: Boolean(judge(...ui.hover).move) };
        play = { domino, dir: ui.dir, spots: busy ? new Set() : anchors(options, ui.dir, symmetric), hover, onCell, onHover };
      }
    } else if (ui.hint?.where === "place") {
      bar = h("p", { class: `kd-hint${ui.hint.error ? " error" : ""}`, "data-testid": "place-hint", role: "status" }, ui.hint.text);
    }
    const board = kingdomSvg(kingdom, {
      size: v.size,
      seat,
      frame: over ? "tight" : "full",
      recent: recentOf(kingdom),
      testid: "my-kingdom",
      play,
      label: kt("your_kingdom"),
    });
    return h(
      "section",
      { class: `panel kd-mine${live ? " placing" : ""}`, "data-testid": `kingdom-${seat}`, "data-key": "mine", style: `--seat:${SEAT_COLOURS[seat]}` },
      h("h3", { class: "kd-card-head" }, kings(v, seat), h("span", { class: "kd-card-name" }, kt("your_kingdom")), h("b", { class: "kd-card-total", "data-testid": `total-${seat}` }, String(kingdom.score.total))),
      bar,
      h("div", { class: "kd-board", "data-key": "board" }, board),
      scoreLine(v, kingdom, seat),
    );
  }

  /**
   * The hint over my kingdom: a refusal, else why the cell under the pointer will not do,
   * else the note a touch needs a second tap (placeBar says how to place when null).
   */
  function placeHint() {
    const mine = ui.hint?.where === "place" ? ui.hint : null;
    if (mine?.error || !ui.hover || !onBoard()) return mine;
    const { reason } = judge(...ui.hover);
    return reason ? { text: reason, error: true } : mine;
  }

  function sheet(v) {
    const results = v.results;
    return sheetModal({ count: results.length, tableId: ctx.tableId, redraw: table.redraw }, () => scoreSheet(v, results[results.length - 1], { name, mySeat: mySeat() }));
  }

  return {
    update: table.update,
    destroy() {
      document.removeEventListener("keydown", onKey);
    },
  };
}
