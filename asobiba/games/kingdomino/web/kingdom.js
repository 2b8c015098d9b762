// A kingdom as SVG: its squares, domino outlines, the cells still in reach of the
// size × size limit, and for the acting player the legal spots and a live preview.
// Squares and outlines are keyed by place, so the domino just placed is new nodes, marked to
// drop into the kingdom as it comes (kit/motion.js).

import { s } from "/static/dom.js";
import { UNIT, square } from "./tiles.js";
import { DX, DY, inReach, squaresOf } from "./placement.js";

/** The cells of a finished kingdom from its placements (results keep only those). */
export function cellsFromPlaced(view, placed) {
  const cells = [{ x: 0, y: 0, terrain: "castle", crowns: 0 }];
  for (const p of placed) {
    const [a, b] = view.dominoes[p.domino - 1].squares;
    cells.push({ x: p.x, y: p.y, ...a }, { x: p.x + DX[p.dir], y: p.y + DY[p.dir], ...b });
  }
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const bounds = { min_x: Math.min(...xs), max_x: Math.max(...xs), min_y: Math.min(...ys), max_y: Math.max(...ys) };
  return { cells, placed, bounds, discarded: [] };
}

/**
 * The cells drawn. "full": every cell a square could ever reach, centred on the castle,
 * so the castle stays put while I build; "tight": only the cells still in reach.
 */
function frameOf(kingdom, size, mode) {
  const b = kingdom.bounds;
  if (mode === "full") return { x0: -(size - 1), y0: -(size - 1), w: 2 * size - 1, h: 2 * size - 1 };
  const x0 = b.max_x - (size - 1);
  const y0 = b.max_y - (size - 1);
  return { x0, y0, w: b.min_x + size - x0, h: b.min_y + size - y0 };
}

/**
 * Draw `kingdom` (a view kingdom). Options: size, seat (castle colour), frame ("full" |
 * "tight"), recent (Set of domino numbers to outline as just placed, and to drop in), testid, and
 * `play` for the acting player: {domino, dir, spots: Set "x,y", hover: {cell: [x, y],
 * legal} | null (the domino drawn there as a preview), onCell(x, y, pointerType),
 * onHover(x, y | null)}. Listeners are attributes, so a morph of the table keeps them current.
 */
export function kingdomSvg(kingdom, { size, seat, frame = "tight", recent = new Set(), testid = null, play = null, label = "" }) {
  const f = frameOf(kingdom, size, frame);
  const pad = 1.5;
  const svg = s("svg", {
    viewBox: `${f.x0 * UNIT - pad} ${f.y0 * UNIT - pad} ${f.w * UNIT + 2 * pad} ${f.h * UNIT + 2 * pad}`,
    class: `kd-kingdom-svg${play ? " playing" : ""}`,
    role: "img",
    "aria-label": label,
    "data-testid": testid,
    "data-frame": `${f.x0},${f.y0},${f.w},${f.h}`,
    ...(play ? pointing(play) : {}),
  });
  const taken = new Set(kingdom.cells.map((c) => `${c.x},${c.y}`));

  const ground = s("g", { class: "kd-ground" });
  for (let y = f.y0; y < f.y0 + f.h; y++) {
    for (let x = f.x0; x < f.x0 + f.w; x++) {
      if (taken.has(`${x},${y}`)) continue;
      const reach = inReach(kingdom, size, x, y);
      ground.append(s("rect", { x: x * UNIT + 0.25, y: y * UNIT + 0.25, width: UNIT - 0.5, height: UNIT - 0.5, rx: 1, class: reach ? "kd-empty" : "kd-out" }));
    }
  }
  const landing = new Set(kingdom.placed.filter((p) => recent.has(p.domino)).flatMap((p) => squaresOf(p.x, p.y, p.dir).map(([x, y]) => `${x},${y}`)));
  const squares = s("g", { class: "kd-squares" });
  for (const cell of kingdom.cells) {
    const at = `${cell.x},${cell.y}`;
    squares.append(square(cell.x, cell.y, cell.terrain, cell.crowns, { seat, attrs: { "data-key": `square-${at}`, "data-enter": landing.has(at) ? "pop" : null } }));
  }
  const outlines = s("g", { class: "kd-outlines" });
  for (const p of kingdom.placed) {
    const [[ax, ay], [bx, by]] = squaresOf(p.x, p.y, p.dir);
    const x = Math.min(ax, bx) * UNIT;
    const y = Math.min(ay, by) * UNIT;
    const horizontal = ay === by;
    outlines.append(
      s("rect", {
        x: x + 0.2,
        y: y + 0.2,
        width: (horizontal ? 2 * UNIT : UNIT) - 0.4,
        height: (horizontal ? UNIT : 2 * UNIT) - 0.4,
        rx: 1.2,
        class: recent.has(p.domino) ? "kd-outline recent" : "kd-outline",
        "data-domino": p.domino,
        "data-key": `outline-${p.domino}`,
        "data-enter": recent.has(p.domino) ? "pop" : null,
      }),
    );
  }
  svg.append(ground, squares, outlines);
  if (play) svg.append(spotsOf(play), preview(play), hitsOf(f, play.spots));
  return svg;
}

/** The legal spots of the current orientation, each with an arrow towards the second square. */
function spotsOf(play) {
  const spots = s("g", { class: "kd-spots" });
  const arrow = { E: "M3.6 5h3M5.6 3.6 7 5 5.6 6.4", S: "M5 3.6v3M3.6 5.6 5 7 6.4 5.6", W: "M6.4 5h-3M4.4 3.6 3 5 4.4 6.4", N: "M5 6.4v-3M3.6 4.4 5 3 6.4 4.4" }[play.dir];
  for (const spot of play.spots) {
    const [x, y] = spot.split(",").map(Number);
    spots.append(
      s(
        "g",
        { class: "kd-spot", transform: `translate(${x * UNIT} ${y * UNIT})` },
        s("rect", { x: 0.8, y: 0.8, width: UNIT - 1.6, height: UNIT - 1.6, rx: 1.4 }),
        s("path", { d: arrow }),
      ),
    );
  }
  return spots;
}

/** The domino as it would land on the hovered cell, outlined green where it may go, red where not. */
function preview(play) {
  const ghost = s("g", { class: "kd-preview", "data-testid": "preview", "data-legal": play.hover ? String(play.hover.legal) : null });
  if (!play.hover) return ghost;
  const [x, y] = play.hover.cell;
  const [a, b] = play.domino.squares;
  const [[ax, ay], [bx, by]] = squaresOf(x, y, play.dir);
  ghost.append(
    square(ax, ay, a.terrain, a.crowns, { title: false }),
    square(bx, by, b.terrain, b.crowns, { title: false }),
    s("rect", {
      x: Math.min(ax, bx) * UNIT + 0.3,
      y: Math.min(ay, by) * UNIT + 0.3,
      width: (ay === by ? 2 * UNIT : UNIT) - 0.6,
      height: (ay === by ? UNIT : 2 * UNIT) - 0.6,
      rx: 1.2,
      class: play.hover.legal ? "kd-ghost-edge ok" : "kd-ghost-edge bad",
    }),
  );
  return ghost;
}

/** A transparent square over every cell of the frame, to point at and click. */
function hitsOf(f, spots) {
  const hits = s("g", { class: "kd-hits" });
  for (let y = f.y0; y < f.y0 + f.h; y++) {
    for (let x = f.x0; x < f.x0 + f.w; x++) {
      hits.append(
        s("rect", {
          x: x * UNIT,
          y: y * UNIT,
          width: UNIT,
          height: UNIT,
          class: "kd-hit",
          "data-x": x,
          "data-y": y,
          "data-spot": spots.has(`${x},${y}`) ? "legal" : "no",
          "data-testid": `cell-${x}_${y}`,
        }),
      );
    }
  }
  return hits;
}

// The pointer's kind is remembered on the live <svg> from pointerdown to the click: a
// touch previews first, a mouse places at once.
function pointing(play) {
  const cellOf = (event) => {
    const el = event.target.closest?.(".kd-hit");
    return el ? [Number(el.dataset.x), Number(el.dataset.y)] : null;
  };
  return {
    onpointerdown: (event) => (event.currentTarget._pointer = event.pointerType || "mouse"),
    onpointerover(event) {
      if (event.pointerType === "touch") return; // a tap previews through onCell
      const cell = cellOf(event);
      if (cell) play.onHover(cell[0], cell[1]);
    },
    onpointerleave: (event) => event.pointerType !== "touch" && play.onHover(null),
    onclick(event) {
      const cell = cellOf(event);
      if (cell) play.onCell(cell[0], cell[1], event.currentTarget._pointer ?? "mouse");
    },
  };
}
