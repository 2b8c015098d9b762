// Oh-Seven cards from their names (docs/ohseven.md "Seats and cards"): S7, H0, D3, C5.
// Drawn as SVG from data: the number 0–7 large, the suit symbol, ♥ ♦ red and ♠ ♣ black,
// and as many pips as the number so a bid reads at a glance. No artwork.

import { s } from "/static/dom.js";

export const SUITS = ["C", "D", "H", "S"]; // the engine's order: ♣ < ♦ < ♥ < ♠ (bid ties, OH7-R4)
export const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = "#c0262d";
const BLACK = "#1d1d22";
const FONT = "system-ui, 'DejaVu Sans', 'Segoe UI Symbol', sans-serif";

export const suitOf = (name) => name[0];
export const numberOf = (name) => Number(name.slice(1));
export const isRed = (name) => name[0] === "H" || name[0] === "D";

/** Engine order: suit ♣ ♦ ♥ ♠, then number (so legal numbers and the hand agree). */
export function sortKey(name) {
  return SUITS.indexOf(name[0]) * 8 + numberOf(name);
}

/** Bid order: number first, then suit ♠ > ♥ > ♦ > ♣ (OH7-R4). */
export function bidKey(name) {
  return numberOf(name) * 4 + SUITS.indexOf(name[0]);
}

/** The hand shown by suit, ♠ ♥ ♦ ♣, each low to high. */
export function sortHand(cards) {
  const order = (name) => (3 - SUITS.indexOf(name[0])) * 8 + numberOf(name);
  return [...cards].sort((a, b) => order(a) - order(b));
}

/** Short text for logs and reasons: ♠3. */
export function cardText(name) {
  return SUIT_SYMBOL[name[0]] + name.slice(1);
}

/** The seats of the top bid (several when the same card was bid twice). */
export function topSeats(cards) {
  const best = Math.max(...cards.map(bidKey));
  return cards.map((card, seat) => [card, seat]).filter(([card]) => bidKey(card) === best).map(([, seat]) => seat);
}

function text(x, y, size, fill, content, extra = {}) {
  return s("text", { x, y, "font-size": size, fill, "font-family": FONT, "font-weight": 700, ...extra }, content);
}

// Pip places on the face, by number (0 shows an empty ring).
const PIPS = {
  1: [[62, 95]],
  2: [[62, 70], [62, 120]],
  3: [[62, 62], [62, 95], [62, 128]],
  4: [[46, 72], [78, 72], [46, 118], [78, 118]],
  5: [[46, 68], [78, 68], [62, 95], [46, 122], [78, 122]],
  6: [[46, 64], [78, 64], [46, 95], [78, 95], [46, 126], [78, 126]],
  7: [[46, 62], [78, 62], [62, 79], [46, 96], [78, 96], [46, 128], [78, 128]],
};

/** The face of `name` as an <svg> (viewBox 100 × 150; size it with CSS). */
export function cardSvg(name, { title = true } = {}) {
  const colour = isRed(name) ? RED : BLACK;
  const number = numberOf(name);
  const symbol = SUIT_SYMBOL[name[0]];
  const svg = s("svg", { viewBox: "0 0 100 150", class: `o7-face suit-${name[0]}`, role: "img", "aria-label": cardText(name), "data-card": name });
  if (title) svg.append(s("title", {}, cardText(name)));
  svg.append(
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 147, rx: 9, fill: "#fffdf8", stroke: "#8c8c95", "stroke-width": 2 }),
    text(7, 34, 32, colour, String(number)),
    text(8, 60, 24, colour, symbol),
    text(94, 141, 20, colour, String(number), { "text-anchor": "end", opacity: 0.75 }),
  );
  if (number === 0) {
    svg.append(s("circle", { cx: 62, cy: 95, r: 22, fill: "none", stroke: colour, "stroke-width": 5, opacity: 0.8 }));
  } else {
    for (const [x, y] of PIPS[number]) svg.append(text(x, y + 8, 24, colour, symbol, { "text-anchor": "middle" }));
  }
  svg.append(text(62, 30, 18, colour, symbol, { "text-anchor": "middle", opacity: 0.35 }));
  return svg;
}

/** A face-down card: a bid not yet revealed, or the backs of a hand. */
export function cardBack({ label = null } = {}) {
  const svg = s(
    "svg",
    { viewBox: "0 0 100 150", class: "o7-back", role: label ? "img" : null, "aria-label": label, "aria-hidden": label ? null : "true" },
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 147, rx: 9, fill: "#7a2e3b", stroke: "#4a1822", "stroke-width": 2 }),
    s("rect", { x: 10, y: 10, width: 80, height: 130, rx: 6, fill: "none", stroke: "#ffd166", "stroke-width": 2, opacity: 0.7 }),
    text(50, 92, 40, "#ffd166", "7", { "text-anchor": "middle", opacity: 0.85 }),
  );
  if (label) svg.append(s("title", {}, label));
  return svg;
}
