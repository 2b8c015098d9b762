// Tiles as SVG, drawn from the view's data (view.symbols: tile t shows symbols[t // 4],
// docs/dragoncastle.md "Tiles"): a portrait face in its type's colour with a type glyph on
// top and the symbol's mark below (a Faction's number, a Special's numeral or weather), the
// back of a face-down tile, a Shrine. No art is copied; the colours follow the spec's §1.2.
//
// One tile is TW × TH user units, long sides west and east as in the castle (DC-R6). A
// stack is drawn as its tiles shifted up-left floor by floor with a dark edge under each,
// so a height reads at a glance; callers choose the shift (castle.js, realm.js).

import { s } from "/static/dom.js";
import { dt } from "./labels.js";

export const TW = 10;
export const TH = 13;

// Fill and ink per type: yellow, red and green Factions (DC-GD), light blue Seasons, near
// black Winds, purple Dragons (spec §1.2, BGA colours).
const TYPE_STYLE = {
  merchants: { fill: "#f2c230", ink: "#3d2c00" },
  soldiers: { fill: "#cf3f36", ink: "#ffffff" },
  farmers: { fill: "#3e9a4a", ink: "#ffffff" },
  seasons: { fill: "#8fd0ee", ink: "#0d3a52" },
  winds: { fill: "#3a4550", ink: "#ffffff" },
  dragons: { fill: "#8b55c0", ink: "#ffffff" },
};

// The type glyphs, in the band above the mark (x 3–7, y 1–4.6): a coin, a sword, a sprout,
// a sun, a gust, a flame. Stroked in the type's ink.
const GLYPHS = {
  merchants: "M5 1.3a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3zM4.5 2.3h1v1h-1z",
  soldiers: "M5 1.1v3.5M3.8 3.3h2.4M5 1.1l.4.7h-.8z",
  farmers: "M5 4.6V2.6M5 3.4C4.8 2.4 3.9 2 3.1 2.2c.2.9 1 1.3 1.9 1.2zM5 2.9c.2-1 1.1-1.4 1.9-1.2-.2.9-1 1.3-1.9 1.2z",
  seasons: "M5 2.1a.8.8 0 1 0 0 1.6.8.8 0 1 0 0-1.6zM5 .9v.6M5 4.3v.6M3.2 2.9h.6M6.2 2.9h.6M3.7 1.6l.4.4M5.9 3.8l.4.4M6.3 1.6l-.4.4M4.1 3.8l-.4.4",
  winds: "M2.9 2.2h3.2a.8.8 0 1 0-.8-.8M2.9 3.3h2.1M3.4 4.3h3a.8.8 0 1 1-.8.8",
  dragons: "M5 1c.9 1 1.6 1.7 1.6 2.6a1.6 1.6 0 0 1-3.2 0c0-.6.3-1 .6-1.3 0 .5.3.8.6.8C4.6 2.4 4.6 1.7 5 1z",
};

// Marks that are drawn rather than written: the two named Winds (spec §1.2).
const DRAWN_MARKS = {
  "wind-rainy": "M3.6 6.6c-.6.9-.9 1.4-.9 1.8a.9.9 0 0 0 1.8 0c0-.4-.3-.9-.9-1.8zM6.4 6.6c-.6.9-.9 1.4-.9 1.8a.9.9 0 0 0 1.8 0c0-.4-.3-.9-.9-1.8zM5 9.2c-.6.9-.9 1.4-.9 1.8a.9.9 0 0 0 1.8 0c0-.4-.3-.9-.9-1.8z",
  "wind-stormy": "M5.8 6.2 3.6 9.3h1.6l-1 2.9 2.6-3.6H5.2l1.2-2.4z",
};
const NUMERALS = ["I", "II", "III", "IV"];

/** The symbol entry of tile `tile`: {symbol, type, number?}. */
function symbolOf(view, tile) {
  return view.symbols[Math.floor(tile / 4)];
}

/** A tile's name: "Merchants 3", "Rainy Wind", "Season II". */
export function tileName(view, tile) {
  const sym = symbolOf(view, tile);
  if (sym.number) return dt("faction_tile", { type: dt(`type.${sym.type}`), n: sym.number });
  return dt(`sym.${sym.symbol}`);
}

/** The written mark of a symbol: a Faction's number, a Special's numeral; null when drawn. */
function markText(sym) {
  if (sym.number) return String(sym.number);
  if (DRAWN_MARKS[sym.symbol]) return null;
  return NUMERALS[Number(sym.symbol.split("-").pop()) - 1];
}

/** The face of a tile at (x, y): its type's colour, glyph and mark. */
export function tileFace(view, tile, x, y) {
  const sym = symbolOf(view, tile);
  const style = TYPE_STYLE[sym.type];
  const text = markText(sym);
  return s(
    "g",
    { class: `dc-face t-${sym.type}`, transform: `translate(${x} ${y})`, "data-symbol": sym.symbol },
    s("rect", { width: TW, height: TH, rx: 1.3, fill: style.fill, class: "dc-face-bg" }),
    s("rect", { x: 0.6, y: 0.6, width: TW - 1.2, height: TH - 1.2, rx: 0.9, class: "dc-face-rim" }),
    s("path", { d: GLYPHS[sym.type], stroke: style.ink, fill: "none", "stroke-width": 0.45, "stroke-linecap": "round", "stroke-linejoin": "round" }),
    text === null
      ? s("path", { d: DRAWN_MARKS[sym.symbol], fill: style.ink })
      : s("text", { x: TW / 2, y: 10.4, "text-anchor": "middle", fill: style.ink, class: `dc-mark${text.length > 2 ? " long" : ""}` }, text),
  );
}

/** The back of a face-down tile at (x, y); with a Shrine on it when `shrine`. */
export function tileBack(x, y, shrine = false) {
  return s(
    "g",
    { class: "dc-back", transform: `translate(${x} ${y})` },
    s("rect", { width: TW, height: TH, rx: 1.3, class: "dc-back-bg" }),
    s("path", { d: "M5 2.2 8 6.5 5 10.8 2 6.5z", class: "dc-back-mark" }),
    shrine ? shrineGlyph(TW / 2, TH / 2) : null,
  );
}

/** A Shrine (a little pagoda) centred on (cx, cy). */
export function shrineGlyph(cx, cy, scale = 1) {
  return s(
    "g",
    { class: "dc-shrine", transform: `translate(${cx} ${cy}) scale(${scale})` },
    s("path", { d: "M-4 -1.2h8l-1.4-1.5h-5.2zM-3 1.6h6l-1-1.2h-4zM-2.2-.9h4.4v1.3h-4.4zM-1.7 1.6h3.4v2.6h-3.4z", class: "dc-shrine-body" }),
    s("path", { d: "M0-4.4v1.7", class: "dc-shrine-spire" }),
  );
}

/** The dark edge under a tile (its thickness), drawn before the face. */
export function tileEdge(x, y, dx, dy) {
  return s("rect", { x: x + dx, y: y + dy, width: TW, height: TH, rx: 1.3, class: "dc-edge" });
}

/** One tile on its own, for a hand, a list or a card: an <svg> with its name as title. */
export function tileSvg(view, tile, { className = "dc-mini", testid = null } = {}) {
  const name = tileName(view, tile);
  return s(
    "svg",
    { viewBox: `-0.3 -0.3 ${TW + 1.4} ${TH + 1.4}`, class: className, role: "img", "aria-label": name, "data-tile": tile, "data-testid": testid },
    s("title", {}, name),
    tileEdge(0, 0, 0.8, 0.8),
    tileFace(view, tile, 0, 0),
  );
}
