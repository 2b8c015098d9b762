// Tichu cards from their names (docs/tichu.md "Cards"): "J2" … "JA" Jade, "S…" Sword,
// "P…" Pagoda, "T…" Star; "Mahjong", "Dog", "Phoenix", "Dragon". Drawn as SVG from
// data: each suit has its own colour and a small shape, each special its own drawing.

import { s } from "/static/dom.js";
import { t } from "./labels.js";

export const SUITS = ["J", "S", "P", "T"]; // Jade, Sword, Pagoda, sTar
export const SPECIALS = ["Mahjong", "Dog", "Phoenix", "Dragon"];
export const RANK_LABEL = { 11: "J", 12: "Q", 13: "K", 14: "A" };
const LABEL_RANK = { J: 11, Q: 12, K: 13, A: 14 };
export const SUIT_COLOR = { J: "#1b7a3e", S: "#1d1d22", P: "#1f4fa8", T: "#c0262d" };
const SUIT_TINT = { J: "#eaf6ee", S: "#eeeef1", P: "#e8effb", T: "#fcebec" };
// Short text forms for the log and hints (the colour is lost in plain text).
export const SUIT_SYMBOL = { J: "◆", S: "†", P: "⌂", T: "★" };
const FONT = "system-ui, 'DejaVu Sans', sans-serif";

/** {kind: "suit", suit, rank} (rank 2–14) | {kind: "special", name}. */
export function parseCard(name) {
  if (SPECIALS.includes(name)) return { kind: "special", name };
  const label = name.slice(1);
  return { kind: "suit", suit: name[0], rank: LABEL_RANK[label] ?? Number(label) };
}

/** The rank of an ordinary card (2–14), the Mah Jong's 1, or 0 for the other specials. */
export function rankOf(name) {
  if (name === "Mahjong") return 1;
  const card = parseCard(name);
  return card.kind === "suit" ? card.rank : 0;
}

export const rankLabel = (rank) => RANK_LABEL[rank] ?? String(rank);

export function cardPoints(name) {
  if (name === "Dragon") return 25;
  if (name === "Phoenix") return -25;
  const rank = rankOf(name);
  return rank === 5 ? 5 : rank === 10 || rank === 13 ? 10 : 0;
}

function sortKey(name) {
  const order = { Dog: 0, Mahjong: 1, Phoenix: 100, Dragon: 101 };
  if (name in order) return order[name];
  const card = parseCard(name);
  return card.rank * 4 + SUITS.indexOf(card.suit);
}

/** Dog, Mah Jong, 2 → A (suits in a fixed order), Phoenix, Dragon. */
export function sortCards(cards) {
  return [...cards].sort((a, b) => sortKey(a) - sortKey(b));
}

/** Short text for logs and hints: ★K, ◆10, and the specials' names. */
export function cardText(name) {
  const card = parseCard(name);
  if (card.kind === "special") return t(`tichu.card.${name}`);
  return SUIT_SYMBOL[card.suit] + rankLabel(card.rank);
}

/** Spoken name for screen readers and tooltips: "Star K", "Phoenix". */
export function cardName(name) {
  const card = parseCard(name);
  if (card.kind === "special") return t(`tichu.card.${name}`);
  return `${t(`tichu.suit.${card.suit}`)} ${rankLabel(card.rank)}`;
}

function text(x, y, size, fill, content, extra = {}) {
  return s("text", { x, y, "font-size": size, fill, "font-family": FONT, "font-weight": 700, ...extra }, content);
}

/** The suit's shape, centred on (cx, cy), `size` units across. */
function suitShape(suit, cx, cy, size) {
  const k = size / 20;
  const g = s("g", { transform: `translate(${cx - 10 * k} ${cy - 10 * k}) scale(${k})`, fill: SUIT_COLOR[suit] });
  if (suit === "J") {
    // a jade coin: a disc with a square hole
    g.append(s("path", { d: "M10 0a10 10 0 1 0 0.01 0zM7 7h6v6H7z", "fill-rule": "evenodd" }));
  } else if (suit === "S") {
    // a sword: blade, guard, grip
    g.append(s("path", { d: "M10 0l2.2 3v9.5h-4.4V3z" }), s("rect", { x: 4, y: 12.5, width: 12, height: 2.2, rx: 1 }), s("rect", { x: 8.8, y: 14.7, width: 2.4, height: 5.3, rx: 1 }));
  } else if (suit === "P") {
    // a pagoda: three roofs
    g.append(
      s("path", { d: "M10 0l5 5h-10z" }),
      s("path", { d: "M10 5.5l7.5 5.5h-15z" }),
      s("path", { d: "M10 11.5l10 6h-20z" }),
      s("rect", { x: 8, y: 17.5, width: 4, height: 2.5 }),
    );
  } else {
    g.append(s("path", { d: "M10 0l2.4 6.9h7.1l-5.7 4.3 2.2 7-6-4.3-6 4.3 2.2-7-5.7-4.3h7.1z" }));
  }
  return g;
}

const SPECIAL_STYLE = {
  Mahjong: { fill: "#fff7e0", ink: "#8a5a00" },
  Dog: { fill: "#f4ece2", ink: "#6b4a2b" },
  Phoenix: { fill: "#fff0e6", ink: "#c4490f" },
  Dragon: { fill: "#fdeaea", ink: "#9c1c1c" },
};

function drawSpecial(svg, name) {
  const style = SPECIAL_STYLE[name];
  const ink = style.ink;
  svg.append(s("rect", { x: 12, y: 12, width: 76, height: 126, rx: 7, fill: style.fill, stroke: ink, "stroke-width": 1.5 }));
  if (name === "Mahjong") {
    // a sparrow: body, head, beak, tail, and the big 1
    svg.append(
      text(8, 30, 26, ink, "1"),
      s("ellipse", { cx: 52, cy: 82, rx: 22, ry: 15, fill: "#b9772a" }),
      s("circle", { cx: 72, cy: 66, r: 10, fill: "#b9772a" }),
      s("path", { d: "M81 64l9 3-9 3z", fill: "#e0a000" }),
      s("circle", { cx: 74, cy: 64, r: 2, fill: "#222" }),
      s("path", { d: "M32 78l-16-8 4 16z", fill: "#8c5518" }),
      s("path", { d: "M46 96l-3 10M58 96l3 10", stroke: "#8c5518", "stroke-width": 3 }),
    );
  } else if (name === "Dog") {
    // a dog's head: face, ears, nose
    svg.append(
      s("ellipse", { cx: 33, cy: 62, rx: 9, ry: 18, fill: "#5b3b1f", transform: "rotate(20 33 62)" }),
      s("ellipse", { cx: 67, cy: 62, rx: 9, ry: 18, fill: "#5b3b1f", transform: "rotate(-20 67 62)" }),
      s("circle", { cx: 50, cy: 76, r: 20, fill: "#c08a55" }),
      s("circle", { cx: 43, cy: 71, r: 2.6, fill: "#222" }),
      s("circle", { cx: 57, cy: 71, r: 2.6, fill: "#222" }),
      s("ellipse", { cx: 50, cy: 83, rx: 5, ry: 3.5, fill: "#222" }),
    );
  } else if (name === "Phoenix") {
    // a firebird: flame-shaped wings and tail
    svg.append(
      s("path", { d: "M50 40c8 14 24 14 32 6-2 18-14 26-24 28 10 6 12 18 6 30-6-10-10-14-14-16-4 2-8 6-14 16-6-12-4-24 6-30-10-2-22-10-24-28 8 8 24 8 32-6z", fill: "#f08a24" }),
      s("path", { d: "M50 56c4 8 10 12 16 12-6 4-12 4-16 10-4-6-10-6-16-10 6 0 12-4 16-12z", fill: "#ffd166" }),
      s("circle", { cx: 50, cy: 36, r: 6, fill: "#c4490f" }),
    );
  } else {
    // a dragon: a winding body with a head and spikes
    svg.append(
      s("path", { d: "M22 110c10-22 44-8 52-28s-22-26-20-44c1-8 8-12 14-12", fill: "none", stroke: "#b3261e", "stroke-width": 9, "stroke-linecap": "round" }),
      s("path", { d: "M62 22l16-4-6 10z", fill: "#b3261e" }),
      s("circle", { cx: 70, cy: 24, r: 2, fill: "#ffd166" }),
      s("path", { d: "M40 96l-2-9 8 5M64 74l6-7v9M52 48l-8-3 7-4", fill: "#e0a000" }),
    );
  }
  if (name !== "Mahjong") svg.append(text(7, 28, 15, ink, t(`tichu.short.${name}`)));
  svg.append(text(50, 132, 11, ink, t(`tichu.card.${name}`), { "text-anchor": "middle", "font-weight": 600 }));
  if (name === "Dragon") svg.append(text(92, 144, 12, ink, "+25", { "text-anchor": "end" }));
  if (name === "Phoenix") svg.append(text(92, 144, 12, ink, "−25", { "text-anchor": "end" }));
}

/** The face of `name` as an <svg> (viewBox 100 × 150; size it with CSS). */
export function cardSvg(name, { title = true } = {}) {
  const card = parseCard(name);
  const svg = s("svg", { viewBox: "0 0 100 150", class: `tc-face kind-${card.kind}`, role: "img", "aria-label": cardName(name), "data-card": name });
  if (title) svg.append(s("title", {}, cardName(name)));
  svg.append(s("rect", { x: 1.5, y: 1.5, width: 97, height: 147, rx: 9, fill: "#fffdf8", stroke: "#8c8c95", "stroke-width": 2 }));
  if (card.kind === "special") {
    drawSpecial(svg, name);
    return svg;
  }
  const color = SUIT_COLOR[card.suit];
  const label = rankLabel(card.rank);
  const wide = label.length > 1;
  svg.append(
    s("rect", { x: 30, y: 40, width: 62, height: 100, rx: 6, fill: SUIT_TINT[card.suit] }),
    text(6, 31, wide ? 24 : 28, color, label, wide ? { "letter-spacing": -2 } : {}),
    suitShape(card.suit, 17, 47, 18),
    suitShape(card.suit, 61, 86, 40),
    text(94, 142, 18, color, label, { "text-anchor": "end", opacity: 0.75 }),
  );
  return svg;
}

/** A face-down card (other players' hands). */
export function cardBack() {
  return s(
    "svg",
    { viewBox: "0 0 100 150", class: "tc-back", "aria-hidden": "true" },
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 147, rx: 9, fill: "#8c2a1e", stroke: "#5a160f", "stroke-width": 2 }),
    s("rect", { x: 10, y: 10, width: 80, height: 130, rx: 6, fill: "none", stroke: "#ffd166", "stroke-width": 2, opacity: 0.7 }),
    s("circle", { cx: 50, cy: 75, r: 18, fill: "none", stroke: "#ffd166", "stroke-width": 3, opacity: 0.8 }),
  );
}
