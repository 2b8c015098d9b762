// The castle as SVG (view.castle, docs/dragoncastle.md "View"): every stack drawn floor by
// floor, each floor shifted up-left and the lower ones shaded, so heights read at a glance.
// Only a stack's top tile answers a click (DC-R5). Each top tile says why it may or may not be
// taken (DC-R6, R7): Available on the top floor, on a lower floor, or both long sides blocked;
// a tile under another is covered, and drawn as a plain block as a player sees it from the
// side (its name is in its title). The tiles a click may take now light up, the rest dim.

import { s } from "/static/dom.js";
import { dt } from "./labels.js";
import { TH, TW, tileEdge, tileFace, tileName } from "./tiles.js";
import { squareKey } from "./targets.js";

const PX = TW + 0.6; // one space of the grid
const PY = TH + 0.6;
const DX = 1.5; // the shift of each floor above the ground
const DY = 1.9;
const EDGE = 0.8; // a tile's thickness, under its face
const SHADE = [0.24, 0.12]; // darkening of floor 1 and 2; floor 3 and up are not darkened

/** Why the top tile at (r, c), on `floor`, may be taken or not: "ok", "low" or "blocked". */
function availability(view, r, c, floor) {
  const available = view.castle.available.some(([ar, ac]) => ar === r && ac === c);
  if (!available) return "blocked";
  return floor === view.castle.top_floor ? "ok" : "low";
}

function reasonText(view, reason) {
  return dt(`why.${reason}`, { top: view.castle.top_floor });
}

/** In words, why the top tile at `at` may be taken or not (for a click that takes nothing). */
export function availabilityText(view, [r, c]) {
  return reasonText(view, availability(view, r, c, view.castle.grid[r][c].length));
}

/** The stacks' tiles, lowest floor first, then in reading order: later ones cover earlier ones. */
function layers(grid) {
  const items = [];
  grid.forEach((row, r) =>
    row.forEach((stack, c) => {
      (stack || []).forEach((tile, i) => items.push({ r, c, tile, floor: i + 1, top: i === stack.length - 1 }));
    }),
  );
  return items.sort((a, b) => a.floor - b.floor || a.r - b.r || a.c - b.c);
}

/**
 * The castle. `play` = {targets: Map "r,c" → move, onSquare([r, c], top)} while clicks
 * matter, else null (nothing lights up but the Available tiles of the top floor).
 */
export function castleSvg(view, play) {
  const { rows, cols, grid } = view.castle;
  const high = Math.max(3, ...grid.flat().map((stack) => stack?.length ?? 0));
  const left = (high - 1) * DX + 0.5;
  const top = (high - 1) * DY + 0.5;
  const svg = s("svg", {
    viewBox: `${-left} ${-top} ${cols * PX + left + EDGE + 0.3} ${rows * PY + top + EDGE + 0.3}`,
    class: `dc-castle-svg${play ? " playing" : ""}`,
    role: "group",
    "aria-label": dt("castle"),
    "data-testid": "castle-svg",
    onclick: play ? (event) => pointAt(event, play) : null,
    onkeydown: play ? (event) => (event.key === "Enter" || event.key === " ") && pointAt(event, play) : null,
  });

  const slots = s("g", { class: "dc-slots" });
  grid.forEach((row, r) =>
    row.forEach((stack, c) => {
      if (stack !== null) slots.append(s("rect", { x: c * PX, y: r * PY, width: TW, height: TH, rx: 1.3, class: "dc-slot" }));
    }),
  );

  const targets = play?.targets ?? new Map();
  const lit = (r, c, reason) => (targets.size ? targets.has(squareKey([r, c])) : reason === "ok");
  const tops = new Map(); // "r,c" → [reason, lit] of each stack, for the tiles under it
  grid.forEach((row, r) =>
    row.forEach((stack, c) => {
      if (stack?.length) {
        const reason = availability(view, r, c, stack.length);
        tops.set(squareKey([r, c]), [reason, lit(r, c, reason)]);
      }
    }),
  );

  const tiles = s("g", { class: "dc-tiles" });
  for (const item of layers(grid)) {
    const at = squareKey([item.r, item.c]);
    const [reason, on] = tops.get(at);
    const x = item.c * PX - (item.floor - 1) * DX;
    const y = item.r * PY - (item.floor - 1) * DY;
    const target = item.top && targets.has(at);
    const why = item.top ? (target ? dt("why.target") : reasonText(view, reason)) : dt("why.covered");
    const title = `${tileName(view, item.tile)} · ${dt("floor_n", { n: item.floor })} — ${why}`;
    tiles.append(
      s(
        "g",
        {
          class: ["dc-ctile", item.top ? "top" : "covered", on ? null : "dim", target ? "target" : null].filter(Boolean).join(" "),
          "data-key": `ct-${item.tile}`,
          "data-at": at,
          "data-top": String(item.top),
          "data-floor": item.floor,
          "data-tile": item.tile,
          "data-reason": item.top ? reason : "covered",
          "data-legal": item.top ? String(target) : null,
          "data-testid": item.top ? `tile-${item.r}_${item.c}` : null,
          role: target ? "button" : null,
          tabindex: target ? 0 : null,
          "aria-label": title,
        },
        s("title", {}, title),
        tileEdge(x, y, EDGE, EDGE),
        item.top ? tileFace(view, item.tile, x, y) : s("rect", { x, y, width: TW, height: TH, rx: 1.3, class: "dc-block" }),
        SHADE[item.floor - 1] ? s("rect", { x, y, width: TW, height: TH, rx: 1.3, class: "dc-shade", "fill-opacity": SHADE[item.floor - 1] }) : null,
        item.top && !on ? s("rect", { x, y, width: TW, height: TH, rx: 1.3, class: "dc-veil" }) : null,
        target ? s("rect", { x: x - 0.35, y: y - 0.35, width: TW + 0.7, height: TH + 0.7, rx: 1.6, class: "dc-ring" }) : null,
      ),
    );
  }
  svg.append(slots, tiles);
  return svg;
}

function pointAt(event, play) {
  const el = event.target.closest?.("[data-at]");
  if (!el) return;
  event.preventDefault();
  const [r, c] = el.dataset.at.split(",").map(Number);
  play.onSquare([r, c], el.dataset.top === "true");
}

/** How many tiles are left in the castle. */
export function tilesLeft(view) {
  return view.castle.grid.flat().reduce((sum, stack) => sum + (stack?.length ?? 0), 0);
}
