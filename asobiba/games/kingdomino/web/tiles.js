// SVG pieces drawn from data: terrain squares with their crowns, the castle, a whole
// domino, a king. One square is UNIT × UNIT user units; callers scale with viewBox.

import { s } from "/static/dom.js";
import { kt } from "./labels.js";

export const UNIT = 10;

export const TERRAIN_COLOURS = {
  wheat: "#f2cf3c",
  forest: "#2d6a35",
  lake: "#2f7fd0",
  grassland: "#9dd46a",
  swamp: "#8b6a43",
  mine: "#7c838b",
  castle: "#f6f1e4",
};

// Pink, yellow, green, blue: the four castles of the box, one per seat.
export const SEAT_COLOURS = ["#e0529c", "#f0b400", "#2e9e4a", "#2c6fdc"];
export const SEAT_NAMES = { en: ["pink", "yellow", "green", "blue"], ja: ["ピンク", "黄", "緑", "青"] };

// A faint mark per terrain so the squares differ by more than colour.
const MARKS = {
  wheat: "M2 8.6v-2.4M4 8.6v-3M6 8.6v-2.4M8 8.6v-3",
  forest: "M2.2 8.6l1.6-3 1.6 3zM5.6 8.6l1.6-3.4 1.6 3.4z",
  lake: "M1.6 7q1.1-1 2.2 0t2.2 0 2.2 0M1.6 8.8q1.1-1 2.2 0t2.2 0 2.2 0",
  grassland: "M2.5 8.6l.6-1.6.6 1.6M5.5 8.6l.6-1.6.6 1.6M4 6.8l.6-1.6.6 1.6",
  swamp: "M2.4 7.6h1.4M5 8.6h1.6M6.6 6.8h1.4",
  mine: "M1.6 8.8l2.2-3.4 1.6 2 1.4-1.6 1.8 3",
};
const MARK_INK = { wheat: "#9b7b06", forest: "#a6d9a0", lake: "#bfe0ff", grassland: "#4f8a2a", swamp: "#d8bf98", mine: "#d5d9de" };

const CROWN = "M0 3L.6.7 1.6 1.9 2.5 0 3.4 1.9 4.4.7 5 3z"; // 5 × 3

export function terrainName(terrain) {
  return kt(`terrain.${terrain}`);
}

export function squareTitle(terrain, crowns) {
  return crowns ? `${terrainName(terrain)} · ${kt("crowns_n", { n: crowns })}` : terrainName(terrain);
}

function crownGlyphs(x, y, crowns) {
  const glyphs = [];
  for (let i = 0; i < crowns; i++) {
    glyphs.push(s("path", { d: CROWN, transform: `translate(${x + 0.7 + i * 2.95} ${y + 0.9}) scale(0.56)`, class: "kd-crown" }));
  }
  return glyphs;
}

function castleGlyph(x, y, seat) {
  const colour = SEAT_COLOURS[seat] ?? "#888";
  return s(
    "g",
    { transform: `translate(${x} ${y})`, class: "kd-castle" },
    s("path", { d: "M2 8.6V4.2h1.2v-1h1v1h1.6v-1h1v1H8v4.4z", fill: colour, stroke: "#3b2f20", "stroke-width": 0.45, "stroke-linejoin": "round" }),
    s("path", { d: "M4.3 8.6V6.6a.7.7 0 0 1 1.4 0v2", fill: "#3b2f20" }),
    s("path", { d: "M5 3.2V1.2l1.6.6L5 2.4", fill: colour, stroke: "#3b2f20", "stroke-width": 0.3 }),
  );
}

/** One square at cell (x, y) of a grid in UNIT steps. `seat` colours the castle. */
export function square(x, y, terrain, crowns, { seat = null, title = true, attrs = {} } = {}) {
  const px = x * UNIT;
  const py = y * UNIT;
  return s(
    "g",
    { class: `kd-square t-${terrain}`, "data-terrain": terrain, "data-crowns": crowns, ...attrs },
    title ? s("title", {}, squareTitle(terrain, crowns)) : null,
    s("rect", { x: px + 0.25, y: py + 0.25, width: UNIT - 0.5, height: UNIT - 0.5, rx: 1, fill: TERRAIN_COLOURS[terrain] || "#ccc", class: "kd-tile" }),
    MARKS[terrain] ? s("path", { d: MARKS[terrain], transform: `translate(${px} ${py})`, stroke: MARK_INK[terrain], fill: "none", "stroke-width": 0.5, opacity: 0.8 }) : null,
    terrain === "castle" ? castleGlyph(px, py, seat) : null,
    crownGlyphs(px, py, crowns),
  );
}

/** The data of domino `number` from the view's list: {number, squares: [{terrain, crowns}, …]}. */
export function dominoData(view, number) {
  return view.dominoes.find((d) => d.number === number) || view.dominoes[number - 1];
}

/** Both squares alike: the engine lists only the E and S placements (docs/kingdomino.md). */
export function isSymmetric(domino) {
  const [a, b] = domino.squares;
  return a.terrain === b.terrain && a.crowns === b.crowns;
}

export function dominoTitle(domino) {
  const [a, b] = domino.squares;
  return `${kt("domino_n", { n: domino.number })}: ${squareTitle(a.terrain, a.crowns)} | ${squareTitle(b.terrain, b.crowns)}`;
}

/** A domino lying flat (first square left), its number in a corner; an SVG element. */
export function dominoSvg(domino, { className = "kd-domino-svg" } = {}) {
  const [a, b] = domino.squares;
  return s(
    "svg",
    { viewBox: `-0.5 -0.5 ${2 * UNIT + 1} ${UNIT + 1}`, class: className, role: "img", "aria-label": dominoTitle(domino) },
    s("title", {}, dominoTitle(domino)),
    s("rect", { x: -0.4, y: -0.4, width: 2 * UNIT + 0.8, height: UNIT + 0.8, rx: 1.4, class: "kd-domino-edge" }),
    square(0, 0, a.terrain, a.crowns, { title: false }),
    square(1, 0, b.terrain, b.crowns, { title: false }),
  );
}

/** A king: a round pawn with a crown, in the seat's colour. */
export function kingSvg(seat, { label = "" } = {}) {
  const colour = SEAT_COLOURS[seat] ?? "#999";
  return s(
    "svg",
    { viewBox: "0 0 12 12", class: "kd-king", "data-seat": seat, role: "img", "aria-label": label },
    label ? s("title", {}, label) : null,
    s("circle", { cx: 6, cy: 6.6, r: 5, fill: colour, stroke: "#2a2118", "stroke-width": 0.9 }),
    s("path", { d: CROWN, transform: "translate(3 4) scale(1.2)", fill: "#fff6cc", stroke: "#2a2118", "stroke-width": 0.35, "stroke-linejoin": "round" }),
  );
}
