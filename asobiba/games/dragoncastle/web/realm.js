// A realm as SVG (view.realms[seat], docs/dragoncastle.md "View"): a grid of squares with
// the central cross (Dragon of Harmony, spec §1.8), each stack drawn like the castle's, its
// tiles shifted up-left floor by floor, the height written on stacks of two or more. Only a
// stack's top tile may be face up (DC-R8, R9); a Shrine stands on a face-down top (DC-R10).
// For the acting player the squares a click may choose light up; this turn's sets glow.

import { s } from "/static/dom.js";
import { dt } from "./labels.js";
import { TH, TW, shrineGlyph, tileBack, tileEdge, tileFace, tileName } from "./tiles.js";
import { squareKey } from "./targets.js";

const PX = TW + 0.8;
const PY = TH + 0.8;
const DX = 1.1;
const DY = 1.4;
const EDGE = 0.7;

/** What a square holds, in words: its stack, its top tile, its Shrine. */
function cellTitle(view, cell) {
  if (!cell.tiles.length) return dt("empty_cell");
  const topTile = cell.tiles[cell.tiles.length - 1];
  const top = cell.face_up ? tileName(view, topTile) : dt("face_down");
  const parts = [dt("stack_of", { n: cell.tiles.length }), top];
  if (cell.shrine) parts.push(dt("shrine"));
  return parts.join(" · ");
}

/**
 * The realm of `seat`. Options: testid, label, `mine` (its squares get test ids), `play` for
 * the acting player: {targets: Map "r,c" → action, picked: [r, c] | null, onCell([r, c])};
 * `sets`: Set of "r,c" consolidated this turn.
 */
export function realmSvg(view, seat, { testid = null, label = "", mine = false, play = null, sets = new Set() } = {}) {
  const n = view.realm_size;
  const cells = view.realms[seat];
  const high = Math.max(3, ...cells.flat().map((cell) => cell.tiles.length));
  const left = (high - 1) * DX + 0.6;
  const top = (high - 1) * DY + 0.6;
  const width = n * PX;
  const height = n * PY;
  const svg = s("svg", {
    viewBox: `${-left} ${-top} ${width + left + EDGE} ${height + top + EDGE}`,
    class: `dc-realm-svg${play ? " playing" : ""}`,
    role: "group",
    "aria-label": label,
    "data-testid": testid,
    onclick: play ? (event) => pointAt(event, play) : null,
    onkeydown: play ? (event) => (event.key === "Enter" || event.key === " ") && pointAt(event, play) : null,
  });

  const ground = s("g", { class: "dc-ground" });
  cells.forEach((row, r) => row.forEach((_, c) => ground.append(s("rect", { x: c * PX, y: r * PY, width: TW, height: TH, rx: 1.3, class: "dc-slot" }))));
  ground.append(
    s("path", { d: `M${width / 2 - 0.4} -0.4V${height}M-0.4 ${height / 2 - 0.4}H${width}`, class: "dc-cross" }),
  );

  // Every tile, lowest floor first: a higher one covers its neighbours' lower ones.
  const items = [];
  cells.forEach((row, r) =>
    row.forEach((cell, c) => cell.tiles.forEach((tile, i) => items.push({ r, c, cell, tile, floor: i + 1, top: i === cell.tiles.length - 1 }))),
  );
  items.sort((a, b) => a.floor - b.floor || a.r - b.r || a.c - b.c);
  const tiles = s("g", { class: "dc-rtiles" });
  for (const item of items) {
    const x = item.c * PX - (item.floor - 1) * DX;
    const y = item.r * PY - (item.floor - 1) * DY;
    const up = item.top && item.cell.face_up;
    tiles.append(
      s(
        "g",
        { class: `dc-rtile${up ? " up" : ""}`, "data-key": `rt-${item.tile}`, "data-enter": item.top ? "pop" : null },
        tileEdge(x, y, EDGE, EDGE),
        up ? tileFace(view, item.tile, x, y) : tileBack(x, y, item.top && item.cell.shrine),
      ),
    );
  }

  // Per square: its height, whether it is a target, a set of this turn; the square to click.
  const marks = s("g", { class: "dc-marks" });
  const hits = s("g", { class: "dc-hits" });
  const targets = play?.targets ?? new Map();
  cells.forEach((row, r) =>
    row.forEach((cell, c) => {
      const at = squareKey([r, c]);
      const h = cell.tiles.length;
      const x = c * PX - Math.max(0, h - 1) * DX;
      const y = r * PY - Math.max(0, h - 1) * DY;
      const target = targets.has(at);
      const picked = play?.picked && squareKey(play.picked) === at;
      if (sets.has(at)) marks.append(s("rect", { x: x - 0.5, y: y - 0.5, width: TW + 1, height: TH + 1, rx: 1.7, class: "dc-set-ring" }));
      if (h > 1) {
        marks.append(
          s("g", { class: "dc-height" }, s("circle", { cx: x + 1.9, cy: y + 1.9, r: 1.9 }), s("text", { x: x + 1.9, y: y + 2.75, "text-anchor": "middle" }, String(h))),
        );
      }
      if (target || picked) marks.append(s("rect", { x: x - 0.35, y: y - 0.35, width: TW + 0.7, height: TH + 0.7, rx: 1.6, class: picked ? "dc-ring picked" : "dc-ring" }));
      const title = cellTitle(view, cell);
      hits.append(
        s(
          "rect",
          {
            x,
            y,
            width: TW,
            height: TH,
            class: "dc-hit",
            "data-cell": at,
            "data-height": h,
            "data-face": h ? (cell.face_up ? "up" : "down") : "",
            "data-shrine": String(cell.shrine),
            "data-legal": play ? String(target) : null,
            "data-testid": mine ? `cell-${r}_${c}` : null,
            role: play && target ? "button" : null,
            tabindex: play && target ? 0 : null,
            "aria-label": title,
          },
          s("title", {}, title),
        ),
      );
    }),
  );
  svg.append(ground, tiles, marks, hits);
  return svg;
}

function pointAt(event, play) {
  const el = event.target.closest?.("[data-cell]");
  if (!el) return;
  event.preventDefault();
  const [r, c] = el.dataset.cell.split(",").map(Number);
  play.onCell([r, c]);
}

/** A seat's Shrine pool as little Shrines (a count past five). */
export function poolGlyphs(count) {
  const shown = Math.min(count, 5);
  return s(
    "svg",
    { viewBox: `0 0 ${Math.max(1, shown) * 9} 10`, class: "dc-pool-svg", "aria-hidden": "true" },
    Array.from({ length: shown }, (_, i) => shrineGlyph(4.5 + i * 9, 5.4, 1)),
  );
}
