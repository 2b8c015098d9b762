// French Tarot cards from their names (docs/tarot.md "Cards"): SK, H10, DC, T21, EX.
// Drawn as SVG from data: rank and suit symbol, trumps with their number, the Excuse
// with ★. No artwork.

import { s } from "/static/dom.js";
import { t } from "./labels.js";

export const SUITS = ["S", "H", "D", "C"];
export const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const RANKS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K"];
export const EXCUSE = "EX";
export const BOUTS = new Set(["T1", "T21", "EX"]);
const FACE_POINTS = { K: 4.5, Q: 3.5, C: 2.5, J: 1.5 };

/** {kind: "suit", suit, rank, order} | {kind: "trump", number} | {kind: "excuse"} */
export function parseCard(name) {
  if (name === EXCUSE) return { kind: "excuse" };
  if (name[0] === "T") return { kind: "trump", number: Number(name.slice(1)) };
  const rank = name.slice(1);
  return { kind: "suit", suit: name[0], rank, order: RANKS.indexOf(rank) };
}

export const isTrump = (name) => name[0] === "T";
export const suitOf = (name) => (name === EXCUSE ? null : name[0] === "T" ? "T" : name[0]);
export const trumpNumber = (name) => (isTrump(name) ? Number(name.slice(1)) : 0);

export function sortKey(name) {
  const card = parseCard(name);
  if (card.kind === "excuse") return 500;
  if (card.kind === "trump") return 400 + card.number;
  return SUITS.indexOf(card.suit) * 100 + card.order;
}

/** ♠ ♥ ♦ ♣ (low to high), then trumps 1 → 21, then the Excuse. */
export function sortHand(cards) {
  return [...cards].sort((a, b) => sortKey(a) - sortKey(b));
}

export function cardPoints(name) {
  if (BOUTS.has(name)) return 4.5;
  const card = parseCard(name);
  return card.kind === "suit" ? FACE_POINTS[card.rank] ?? 0.5 : 0.5;
}

export const isKing = (name) => name.length === 2 && name[1] === "K" && SUITS.includes(name[0]);

/** Short text for logs and reasons: ♠K, ♥10, T12, ★. */
export function cardText(name) {
  const card = parseCard(name);
  if (card.kind === "excuse") return "★";
  if (card.kind === "trump") return `T${card.number}`;
  return SUIT_SYMBOL[card.suit] + card.rank;
}

/** Spoken name for screen readers and tooltips. */
export function cardName(name) {
  const card = parseCard(name);
  if (card.kind === "excuse") return `★ ${t("card.EX")}`;
  if (card.kind === "trump") return `T${card.number}`;
  const face = FACE_POINTS[card.rank] ? ` (${t(`rank.${card.rank}`)})` : "";
  return SUIT_SYMBOL[card.suit] + card.rank + face;
}

const RED = "#c0262d";
const BLACK = "#1d1d22";
const TRUMP = "#4b3486";
const GOLD = "#c99a1a";
const FONT = "system-ui, 'DejaVu Sans', 'Segoe UI Symbol', sans-serif";

function text(x, y, size, fill, content, extra = {}) {
  return s("text", { x, y, "font-size": size, fill, "font-family": FONT, "font-weight": 700, ...extra }, content);
}

/** The face of `name` as an <svg> (viewBox 100 × 150; size it with CSS). */
export function cardSvg(name, { title = true } = {}) {
  const card = parseCard(name);
  const svg = s("svg", {
    viewBox: "0 0 100 150",
    class: `card-face kind-${card.kind}${BOUTS.has(name) ? " bout" : ""}`,
    role: "img",
    "aria-label": cardName(name),
    "data-card": name,
  });
  if (title) svg.append(s("title", {}, cardName(name)));
  const bout = BOUTS.has(name);
  svg.append(
    s("rect", {
      x: 1.5,
      y: 1.5,
      width: 97,
      height: 147,
      rx: 9,
      fill: card.kind === "suit" ? "#fffdf8" : card.kind === "trump" ? "#fbf6ea" : "#f1f5ff",
      stroke: bout ? GOLD : "#8c8c95",
      "stroke-width": bout ? 3.5 : 2,
    }),
  );
  if (card.kind === "suit") drawSuit(svg, card);
  else if (card.kind === "trump") drawTrump(svg, card);
  else drawExcuse(svg);
  return svg;
}

function drawSuit(svg, card) {
  const color = card.suit === "H" || card.suit === "D" ? RED : BLACK;
  const symbol = SUIT_SYMBOL[card.suit];
  const face = card.rank in FACE_POINTS;
  const wide = card.rank === "10";
  svg.append(
    text(6, 31, wide ? 24 : 28, color, card.rank, wide ? { "letter-spacing": -2 } : {}),
    text(7, 58, 26, color, symbol),
    text(94, 140, 20, color, card.rank, { "text-anchor": "end", opacity: 0.75 }),
  );
  if (face) {
    svg.append(
      s("rect", { x: 32, y: 20, width: 60, height: 104, rx: 6, fill: color === RED ? "#fbe9ea" : "#ececf1", stroke: color, "stroke-width": 1.5 }),
      text(62, 70, 40, color, card.rank, { "text-anchor": "middle" }),
      text(62, 104, 30, color, symbol, { "text-anchor": "middle" }),
      text(62, 120, 11, color, t(`rank.${card.rank}`), { "text-anchor": "middle", "font-weight": 400 }),
    );
  } else {
    svg.append(text(62, 100, 56, color, symbol, { "text-anchor": "middle" }));
  }
}

function drawTrump(svg, card) {
  const bout = card.number === 1 || card.number === 21;
  const label = String(card.number);
  svg.append(
    s("rect", { x: 30, y: 8, width: 62, height: 134, rx: 6, fill: bout ? "#f6e7b8" : "#ebe4f7" }),
    text(6, 31, label.length > 1 ? 24 : 28, TRUMP, label, label.length > 1 ? { "letter-spacing": -1.5 } : {}),
    text(8, 54, 18, TRUMP, "✦"),
    s("circle", { cx: 61, cy: 78, r: 25, fill: bout ? GOLD : TRUMP }),
    text(61, 89, label.length > 1 ? 30 : 32, "#ffffff", label, { "text-anchor": "middle" }),
    text(94, 140, 18, TRUMP, label, { "text-anchor": "end", opacity: 0.75 }),
  );
  if (card.number === 1) svg.append(text(61, 120, 12, TRUMP, "Petit", { "text-anchor": "middle", "font-weight": 400 }));
}

function drawExcuse(svg) {
  svg.append(
    s("rect", { x: 30, y: 8, width: 62, height: 134, rx: 6, fill: "#dfe8fb" }),
    text(6, 33, 30, TRUMP, "★"),
    s("circle", { cx: 61, cy: 76, r: 27, fill: "#ffffff", stroke: GOLD, "stroke-width": 3 }),
    text(61, 90, 40, GOLD, "★", { "text-anchor": "middle" }),
    text(61, 124, 11, TRUMP, t("card.EX"), { "text-anchor": "middle", "font-weight": 400 }),
  );
}

/** A face-down card (other players' hands). */
export function cardBack() {
  return s(
    "svg",
    { viewBox: "0 0 100 150", class: "card-back", "aria-hidden": "true" },
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 147, rx: 9, fill: "#1f5f4a", stroke: "#0f3b2d", "stroke-width": 2 }),
    s("rect", { x: 10, y: 10, width: 80, height: 130, rx: 6, fill: "none", stroke: "#ffd166", "stroke-width": 2, opacity: 0.7 }),
    text(50, 88, 36, "#ffd166", "★", { "text-anchor": "middle", opacity: 0.8 }),
  );
}
