// Mahjong tiles drawn as SVG from their mjai names (docs/riichi.md, "Tiles"): "1m"–"9m",
// "1p"–"9p", "1s"–"9s", the red fives "5mr" "5pr" "5sr", and the honours "E" "S" "W" "N"
// (winds), "P" (white), "F" (green), "C" (red dragon). Our own drawing: man tiles are a
// numeral over 萬, pin tiles coins, sou tiles bamboo sticks (the 1 a little bird), winds
// and dragons their character, white an empty blue frame. Red fives are drawn in red.
//
// Every tile is a <span class="rc-tile" data-tile="…" role="img"> labelled with the tile's
// name in the current language; its size comes from CSS (--tw, the tile's width).

import { h, s } from "/static/dom.js";
import { t } from "./labels.js";

const W = 30; // the face's width in SVG units
const H = 40; // its height, the lower edge included
const FACE = 37.5; // the face without the edge
const MID = FACE / 2;
const INK = "#1d1d1f";
const RED = "#c0262d";
const GREEN = "#1b7a3a";
const BLUE = "#1f4e9c";
const SERIF = "'Hiragino Mincho ProN', 'Yu Mincho', 'Noto Serif CJK JP', 'Noto Serif JP', 'Noto Sans CJK JP', serif";
const NUMERALS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const HONOURS = { E: ["東", INK], S: ["南", INK], W: ["西", INK], N: ["北", INK], F: ["發", GREEN], C: ["中", RED] };

/** {suit: "m" | "p" | "s" | "z", rank: 1–9 (0 for honours), red} of a tile name. */
export function parseTile(name) {
  if (name.length >= 2 && "mps".includes(name[1])) return { suit: name[1], rank: Number(name[0]), red: name.endsWith("r") };
  return { suit: "z", rank: 0, red: false };
}

/** The tile's name in the current language ("Red 5 Pin", "赤五筒"). */
export function tileName(name) {
  const { suit, rank, red } = parseTile(name);
  if (suit === "z") return t(`riichi.honour.${name}`);
  return t(red ? "riichi.tile_red" : "riichi.tile", { rank, numeral: NUMERALS[rank - 1], suit: t(`riichi.suit.${suit}`) });
}

/** Tile order: man, pin, sou, then E S W N P F C; a red five before its plain fives. */
export function tileOrder(name) {
  const { suit, rank, red } = parseTile(name);
  if (suit === "z") return 300 + "ESWNPFC".indexOf(name);
  return "mps".indexOf(suit) * 100 + rank * 10 + (red ? 0 : 1);
}

export function sortTiles(names) {
  return [...names].sort((a, b) => tileOrder(a) - tileOrder(b));
}

/** The tile an indicator points at (the dora): the next rank, 9 → 1, N → E, C → P; `sanma`: 1m ↔ 9m. */
export function doraOf(indicator, sanma = false) {
  const { suit, rank } = parseTile(indicator);
  if (suit === "z") {
    const winds = "ESWN";
    const dragons = "PFC";
    return winds.includes(indicator) ? winds[(winds.indexOf(indicator) + 1) % 4] : dragons[(dragons.indexOf(indicator) + 1) % 3];
  }
  if (sanma && suit === "m") return rank === 1 ? "9m" : "1m";
  return `${(rank % 9) + 1}${suit}`;
}

// -- pictures ----------------------------------------------------------------------------

function text(char, x, y, size, fill) {
  return s("text", { x, y, "font-size": size, "font-family": SERIF, "font-weight": 700, fill, "text-anchor": "middle", "dominant-baseline": "central" }, char);
}

function man(rank, red) {
  return [text(NUMERALS[rank - 1], 15, 11.5, 15, red ? RED : INK), text("萬", 15, 27, 15, RED)];
}

// Coins: [x, y, r, colour] for each rank (colours after the usual pattern).
const COINS = {
  1: [[15, MID, 11, "g"]],
  2: [[15, 10, 6.4, "g"], [15, 27.5, 6.4, "b"]],
  3: [[8, 8.5, 5, "b"], [15, MID, 5, "r"], [22, 29, 5, "g"]],
  4: [[9, 10.5, 5.3, "b"], [21, 10.5, 5.3, "g"], [9, 27, 5.3, "g"], [21, 27, 5.3, "b"]],
  5: [[8.5, 9, 4.6, "b"], [21.5, 9, 4.6, "g"], [15, MID, 4.6, "r"], [8.5, 28.5, 4.6, "g"], [21.5, 28.5, 4.6, "b"]],
  6: [[9.5, 7.5, 4.6, "g"], [20.5, 7.5, 4.6, "g"], [9.5, 19, 4.6, "r"], [20.5, 19, 4.6, "r"], [9.5, 30.5, 4.6, "r"], [20.5, 30.5, 4.6, "r"]],
  7: [[7, 6, 3.7, "g"], [15, 9.5, 3.7, "g"], [23, 13, 3.7, "g"], [10, 21.5, 4.2, "r"], [20, 21.5, 4.2, "r"], [10, 31, 4.2, "r"], [20, 31, 4.2, "r"]],
  8: [6, 14.5, 23, 31.5].flatMap((y) => [[9.5, y, 3.9, "b"], [20.5, y, 3.9, "b"]]),
  9: [[7.5, "b"], [MID, "r"], [30, "g"]].flatMap(([y, c]) => [7, 15, 23].map((x) => [x, y, 3.9, c])),
};
const COLOURS = { r: RED, g: GREEN, b: BLUE };

function coin([x, y, r, colour], red) {
  const fill = red ? RED : COLOURS[colour];
  return [
    s("circle", { cx: x, cy: y, r, fill }),
    s("circle", { cx: x, cy: y, r: r * 0.68, fill: "#fffdf5" }),
    s("circle", { cx: x, cy: y, r: r * 0.4, fill, opacity: 0.85 }),
  ];
}

function pin(rank, red) {
  const coins = COINS[rank].flatMap((spot) => coin(spot, red));
  if (rank === 1) coins.push(s("circle", { cx: 15, cy: MID, r: 2.2, fill: RED }));
  return coins;
}

// Sticks: [x, y, length, red] for each rank.
const STICKS = {
  2: [[15, 10.5, 13], [15, 27, 13]],
  3: [[15, 10.5, 13], [9, 27, 13], [21, 27, 13]],
  4: [[9.5, 10.5, 13], [20.5, 10.5, 13], [9.5, 27, 13], [20.5, 27, 13]],
  5: [[8, 10.5, 13], [22, 10.5, 13], [15, MID, 13, true], [8, 27, 13], [22, 27, 13]],
  6: [10.5, 27].flatMap((y) => [7, 15, 23].map((x) => [x, y, 13])),
  7: [[15, 6.5, 9, true], ...[18.5, 30].flatMap((y) => [7, 15, 23].map((x) => [x, y, 9.5]))],
  8: [10.5, 27].flatMap((y) => [6, 12, 18, 24].map((x) => [x, y, 13])),
  9: [7, MID, 30.5].flatMap((y) => [7, 15, 23].map((x) => [x, y, 9.5, x === 15])),
};

function stick([x, y, length, red], allRed) {
  const fill = allRed || red ? RED : GREEN;
  const top = y - length / 2;
  return [
    s("rect", { x: x - 1.7, y: top, width: 3.4, height: length, rx: 1.5, fill }),
    s("path", { d: `M${x - 1.7} ${y}h3.4M${x - 1.7} ${top + 1.6}h3.4M${x - 1.7} ${top + length - 1.6}h3.4`, stroke: "#fffdf5", "stroke-width": 0.8 }),
  ];
}

function bird() {
  return [
    s("path", { d: "M9 27 C 5 20, 6 12, 11 9 L 13 14 C 10 17, 10 22, 13 26 Z", fill: BLUE }), // tail
    s("ellipse", { cx: 17, cy: 20, rx: 6.5, ry: 8.5, fill: GREEN }),
    s("circle", { cx: 20, cy: 9.5, r: 3.6, fill: GREEN }),
    s("path", { d: "M23 9 l4 1.4 l-4 1.4 z", fill: "#d9822b" }),
    s("circle", { cx: 20.8, cy: 8.8, r: 0.9, fill: "#fffdf5" }),
    s("path", { d: "M14 28 v5 M19 28 v5", stroke: RED, "stroke-width": 1.6 }),
    s("path", { d: "M13 19 q4 -3 8 0 q-4 4 -8 0", fill: RED, opacity: 0.8 }),
  ];
}

function sou(rank, red) {
  return rank === 1 ? bird() : STICKS[rank].flatMap((spot) => stick(spot, red));
}

function honour(name) {
  if (name === "P") return [s("rect", { x: 6, y: 7, width: 18, height: 23.5, rx: 2, fill: "none", stroke: "#2d5fa8", "stroke-width": 1.8 })];
  const [char, colour] = HONOURS[name];
  return [text(char, 15, MID, 21, colour)];
}

function face(name) {
  const { suit, rank, red } = parseTile(name);
  if (suit === "m") return man(rank, red);
  if (suit === "p") return pin(rank, red);
  if (suit === "s") return sou(rank, red);
  return honour(name);
}

/** The SVG of a tile's face, or of its back with `back`. */
export function tileSvg(name, { back = false } = {}) {
  const body = back
    ? [s("rect", { width: W, height: H, rx: 4, fill: "#b86b1f" }), s("rect", { width: W, height: FACE, rx: 4, fill: "#e39a3b", stroke: "#a85d16", "stroke-width": 0.8 })]
    : [
        s("rect", { width: W, height: H, rx: 4, fill: "#c9b78f" }),
        s("rect", { width: W, height: FACE, rx: 4, fill: "#fffdf5", stroke: "#b3a47f", "stroke-width": 0.7 }),
        face(name),
      ];
  return s("svg", { viewBox: `0 0 ${W} ${H}`, "aria-hidden": "true", focusable: "false" }, body);
}

/**
 * A tile on the table: `side` turns it sideways (a riichi discard, a called tile), `back`
 * shows its back (a closed kan's ends), `dim` greys it (a discard called away), `attrs` more.
 */
export function tileEl(name, { side = false, back = false, dim = false, className = null, attrs = {} } = {}) {
  const label = back ? t("riichi.tile_back") : tileName(name);
  return h(
    "span",
    {
      role: "img",
      "aria-label": label,
      title: label,
      "data-tile": back ? null : name,
      ...attrs,
      class: ["rc-tile", side && "side", back && "back", dim && "dim", className],
    },
    tileSvg(name, { back }),
  );
}

/** A face-down tile, for counts (an opponent's hand). */
export function tileBack(attrs = {}) {
  return tileEl("back", { back: true, attrs });
}
