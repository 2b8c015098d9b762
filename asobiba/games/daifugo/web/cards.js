// Daifugō cards from their names (asobiba/games/daifugo/cards.py): a suit letter S H D C and
// a rank 3 … 10 J Q K A 2 ("S3", "H10", "DQ", "C2"), and the Jokers "JK", "JK2". What a Joker
// stands for is a place ["S", "4"], its rank "lo" below the 3 or "hi" above the 2. Faces are
// drawn as SVG from data: rank and suit in the corners, a large suit or letter in the middle,
// ♥ ♦ red and ♠ ♣ black; the Joker a jester's cap and a star. No artwork.

import { s } from "/static/dom.js";
import { t } from "./labels.js";

export const SUITS = ["S", "H", "D", "C"]; // the engine's order, which breaks ties (DAIFUGO-R32)
export const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]; // weakest first (DAIFUGO-R2)
const RED = "#c0262d";
const BLACK = "#1d1d22";
const JOKER_INK = "#5b2a86";
const FONT = "system-ui, 'DejaVu Sans', 'Segoe UI Symbol', sans-serif";

export const isJoker = (name) => name.startsWith("JK");
export const suitOf = (name) => name[0];
export const rankOf = (name) => name.slice(1);
const isRed = (suit) => suit === "H" || suit === "D";

/** Strength of a card's rank, 0 for a 3 up to 12 for a 2; a Joker above them all. */
export function strength(name) {
  return isJoker(name) ? RANKS.length + (name === "JK2" ? 1 : 0) : RANKS.indexOf(rankOf(name));
}

/** The hand in strength order, 3 first and the Jokers last; each rank ♠ ♥ ♦ ♣. */
export function sortCards(cards) {
  const key = (name) => strength(name) * 4 + (isJoker(name) ? 0 : SUITS.indexOf(suitOf(name)));
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** Short text for logs, hints and buttons: ♠5, ♥10, Joker. */
export function cardText(name) {
  return isJoker(name) ? t("df.joker") : SUIT_SYMBOL[suitOf(name)] + rankOf(name);
}

/** A place a Joker stands for, as text: ♦6, "♠ below 3", "♠ above 2". */
export function placeText([suit, rank]) {
  const symbol = SUIT_SYMBOL[suit];
  if (rank === "lo") return t("df.place_lo", { suit: symbol });
  if (rank === "hi") return t("df.place_hi", { suit: symbol });
  return symbol + rank;
}

/** The cards of a play as text, its Jokers followed by what they stand for: ♠5 ♠6 Joker(♠7). */
export function playText(play) {
  const places = [...(play.as || [])];
  return sortCards(play.cards)
    .map((card) => (isJoker(card) && places.length ? `${cardText(card)}(${placeText(places.shift())})` : cardText(card)))
    .join(" ");
}

function text(x, y, size, fill, content, extra = {}) {
  return s("text", { x, y, "font-size": size, fill, "font-family": FONT, "font-weight": 700, ...extra }, content);
}

/** The face of `name` as an <svg> (viewBox 100 × 150; size it with CSS). */
export function cardSvg(name, { title = true } = {}) {
  const svg = s("svg", { viewBox: "0 0 100 150", class: "df-face", role: "img", "aria-label": cardText(name), "data-card": name });
  if (title) svg.append(s("title", {}, cardText(name)));
  svg.append(s("rect", { x: 1.5, y: 1.5, width: 97, height: 147, rx: 9, fill: "#fffdf8", stroke: "#8c8c95", "stroke-width": 2 }));
  if (isJoker(name)) drawJoker(svg, name);
  else drawSuited(svg, name);
  return svg;
}

function drawSuited(svg, name) {
  const suit = suitOf(name);
  const rank = rankOf(name);
  const ink = isRed(suit) ? RED : BLACK;
  const symbol = SUIT_SYMBOL[suit];
  const face = ["J", "Q", "K"].includes(rank);
  svg.append(
    text(7, 33, rank === "10" ? 26 : 30, ink, rank, rank === "10" ? { "letter-spacing": -2 } : {}),
    text(8, 58, 24, ink, symbol),
    text(94, 142, 20, ink, rank, { "text-anchor": "end", opacity: 0.75 }),
  );
  if (face) {
    // a court card: its letter framed, the suit beneath
    svg.append(
      s("rect", { x: 34, y: 44, width: 52, height: 76, rx: 6, fill: isRed(suit) ? "#fcebec" : "#eeeef1", stroke: ink, "stroke-width": 1.5 }),
      text(60, 92, 40, ink, rank, { "text-anchor": "middle" }),
      text(60, 114, 18, ink, symbol, { "text-anchor": "middle" }),
    );
  } else {
    svg.append(text(60, 106, 54, ink, symbol, { "text-anchor": "middle" }));
  }
}

function drawJoker(svg, name) {
  const tint = name === "JK2" ? "#e6f2ff" : "#f3eaff";
  svg.append(
    s("rect", { x: 10, y: 10, width: 80, height: 130, rx: 7, fill: tint }),
    // a jester's cap: three points with bells
    s("path", { d: "M26 92 L32 58 L44 76 L50 46 L56 76 L68 58 L74 92 Z", fill: "#d9822b", stroke: JOKER_INK, "stroke-width": 2 }),
    s("circle", { cx: 32, cy: 56, r: 4, fill: "#ffd166", stroke: JOKER_INK, "stroke-width": 1.5 }),
    s("circle", { cx: 50, cy: 44, r: 4, fill: "#ffd166", stroke: JOKER_INK, "stroke-width": 1.5 }),
    s("circle", { cx: 68, cy: 56, r: 4, fill: "#ffd166", stroke: JOKER_INK, "stroke-width": 1.5 }),
    s("rect", { x: 24, y: 90, width: 52, height: 9, rx: 3, fill: JOKER_INK }),
    s("path", { d: "M50 106l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9-7-3.7-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1z", fill: "#c0262d" }),
    text(50, 27, 15, JOKER_INK, "JOKER", { "text-anchor": "middle", "letter-spacing": 1 }),
  );
}

/** A face-down card, for the other players' hands. */
export function cardBack() {
  return s(
    "svg",
    { viewBox: "0 0 100 150", class: "df-back", "aria-hidden": "true" },
    s("rect", { x: 1.5, y: 1.5, width: 97, height: 147, rx: 9, fill: "#233d73", stroke: "#142447", "stroke-width": 2 }),
    s("rect", { x: 10, y: 10, width: 80, height: 130, rx: 6, fill: "none", stroke: "#ffd166", "stroke-width": 2, opacity: 0.7 }),
    s("path", { d: "M50 48 L74 75 L50 102 L26 75 Z", fill: "none", stroke: "#ffd166", "stroke-width": 3, opacity: 0.8 }),
  );
}
