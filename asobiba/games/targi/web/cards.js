// Targi's cards drawn from data (docs/targi.md "Cards and data"): goods as coloured glyphs,
// Tribe cards with their symbol, VP and cost, Goods cards with what they give, and the
// border cards' names and actions in the current language. Nothing here is copied art:
// every glyph is a few SVG shapes.

import { h, s } from "/static/dom.js";
import { tt } from "./labels.js";

export const GOODS = ["dates", "salt", "pepper"];
export const CORNERS = [4, 8, 12, 16];

// The raid corners' costs (data/board.json). The view gives them only during a raid
// (view.raid); the board shows them on the corners all game long.
export const RAIDS = { 4: { n: 1, goods: 1, gold: 0, vp: 1 }, 8: { n: 2, goods: 2, gold: 0, vp: 1 }, 12: { n: 3, goods: 3, gold: 0, vp: 2 }, 16: { n: 4, goods: 0, gold: 1, vp: 3 } };

// The Silversmith's rates (data/board.json "conversions"): VP for `count` of one kind.
export const SILVER_VP = { goods: { 2: 1, 4: 3 }, gold: { 1: 2, 2: 4 } };

/** A good (or gold, or a VP token) as a small glyph; `n` in front when given. */
export function good(kind, n = null) {
  const label = n === null ? tt(`good.${kind}`) : `${n} ${tt(`good.${kind}`)}`;
  return h(
    "span",
    { class: "tg-amount", title: label, "aria-label": label, role: "img" },
    n === null ? null : h("b", {}, String(n)),
    h("span", { class: `tg-g tg-g-${kind}`, "aria-hidden": "true" }, kind === "vp" ? "VP" : null),
  );
}

/** "2 salt, 1 pepper" in words, for titles and the log; `what` = {dates, salt, pepper, gold, vp}. */
export function amountsText(what) {
  const parts = [...GOODS, "gold", "vp"].filter((kind) => what[kind]).map((kind) => `${what[kind]} ${tt(`${what[kind] === 1 && kind !== "vp" ? "one" : "good"}.${kind}`)}`);
  return parts.length ? parts.join(", ") : tt("free");
}

// Each symbol a few shapes in a 24×24 box, in its colour.
const GLYPHS = {
  targia: () => [s("circle", { cx: 12, cy: 6.5, r: 3.6 }), s("path", { d: "M12 10.5 L19 21 H5 Z" })],
  camel_rider: () => [s("path", { d: "M3 15 C5 8 8 8 9.5 12 C11 6 15 6 16.5 12 L19 9 L21.5 10 L19 15 Z" }), s("rect", { x: 6, y: 15, width: 2, height: 6 }), s("rect", { x: 15, y: 15, width: 2, height: 6 }), s("circle", { cx: 12.5, cy: 4.2, r: 2 })],
  camp: () => [s("path", { d: "M12 3 L22 21 H2 Z" }), s("path", { d: "M12 11 L15.5 21 H8.5 Z", fill: "#fff", opacity: 0.85 })],
  well: () => [s("ellipse", { cx: 12, cy: 16, rx: 8, ry: 4.5 }), s("ellipse", { cx: 12, cy: 15.2, rx: 5, ry: 2.3, fill: "#fff", opacity: 0.85 }), s("path", { d: "M5 15 V5 H19 V15 H17.5 V6.5 H6.5 V15 Z" })],
  oasis: () => [s("path", { d: "M11 22 C11.5 16 11.5 12 12 9 L13.2 9 C13 12 13 16 13.5 22 Z" }), s("path", { d: "M12.5 9 C9 5 5 6 3 9 C6 7.5 9 8 12.5 9 C10 6 12 3 15 2.5 C14 5 14 7 12.5 9 C16 6.5 19.5 7 21.5 9.5 C18 8.5 15 8.7 12.5 9 Z" })],
};

/** A Tribe card's symbol as an SVG glyph. */
export function symbolGlyph(symbol) {
  return s("svg", { class: `tg-sym tg-sym-${symbol}`, viewBox: "0 0 24 24", "aria-hidden": "true" }, GLYPHS[symbol]());
}

/** A Tribe card's name in words: "Oasis, 3 VP". */
export function tribeName(card) {
  return tt("tribe_name", { symbol: tt(`sym.${card.symbol}`), vp: card.vp });
}

function effectText(effect) {
  if (effect.kind === "gain") return tt("effect.gain", { what: amountsText(effect) });
  if (effect.kind === "end_vp") return tt("effect.end_vp", { vp: effect.vp });
  return tt("effect.vp_per_symbol", { vp: effect.vp, per: effect.per, symbol: tt(`sym.${effect.symbol}`) });
}

/** The cost as glyphs with counts (only the kinds it asks for). */
export function costRow(cost) {
  const kinds = [...GOODS, "gold"].filter((kind) => cost[kind]);
  return h("span", { class: "tg-cost", title: tt("cost_line", { cost: amountsText(cost) }) }, kinds.length ? kinds.map((kind) => good(kind, cost[kind])) : tt("free"));
}

/** A Tribe card's face: symbol, VP, name, cost and (tribe_effects=data) its texts. */
export function tribeFace(card, { mini = false } = {}) {
  const texts = (card.effects ?? []).map(effectText).join(" · ");
  const label = [tribeName(card), tt("cost_line", { cost: amountsText(card.cost) }), texts].filter(Boolean).join(" — ");
  return h(
    "span",
    { class: `tg-face tg-tribe sym-${card.symbol}${mini ? " mini" : ""}`, title: label, "aria-label": label, "data-card": card.id },
    h("span", { class: "tg-vp" }, String(card.vp)),
    texts ? h("span", { class: "tg-fx", "aria-hidden": "true" }, "✦") : null, // where the text has no room (the board, the display)
    symbolGlyph(card.symbol),
    mini ? null : h("span", { class: "tg-sym-name" }, tt(`sym.${card.symbol}`)),
    mini ? null : costRow(card.cost),
    !mini && texts ? h("span", { class: "tg-effects" }, texts) : null,
  );
}

/** What a Goods card gives, in words. */
export function goodsText(card) {
  return card.choice ? tt("choice_card") : amountsText(card);
}

/** A Goods card's face: the goods it gives (three with strokes for the choice card). */
export function goodsFace(card) {
  const label = `${tt("goods_card")}: ${goodsText(card)}`;
  const body = card.choice
    ? GOODS.flatMap((kind, i) => [i ? h("span", { class: "tg-stroke" }, "/") : null, good(kind)])
    : [...GOODS, "gold", "vp"].filter((kind) => card[kind]).map((kind) => good(kind, card[kind] > 1 ? card[kind] : null));
  return h("span", { class: "tg-face tg-goodsface", title: label, "aria-label": label, "data-face": card.face ?? null }, body);
}

/** Any card object of the view, face up. */
export function cardFace(card, opts) {
  return card.kind === "tribe" ? tribeFace(card, opts) : goodsFace(card);
}

/** A hidden Tribe card (the other's hand, a card drawn for the other). */
export function tribeBack(label = tt("hidden_card")) {
  return h("span", { class: "tg-face tg-back", title: label, "aria-label": label }, h("span", { class: "tg-back-mark" }, "?"));
}

/** A border card's name: "Merchant", "Dates", "Raid 2". */
export function borderName(entry) {
  if (entry.action === "goods") return tt(`card.${goodOf(entry)}`);
  if (entry.action === "raid") return tt("card.raid", { n: RAIDS[entry.card].n });
  return tt(`card.${entry.action}`);
}

/** The good a goods border card gives: its id is "<good>_<number>". */
export function goodOf(entry) {
  return entry.id.split("_")[0];
}

function raidParams(raid) {
  return { goods: tt("n_goods", { n: raid.goods }), gold: raid.gold, vp: raid.vp };
}

/** A border card's action in full, for its title and the help line. */
export function borderText(entry) {
  if (entry.action === "goods") return tt("do.goods", { good: tt(`one.${goodOf(entry)}`) });
  if (entry.action === "raid") {
    const raid = RAIDS[entry.card];
    return tt(raid.gold ? "do.raid_last" : "do.raid", raidParams(raid));
  }
  return tt(`do.${entry.action}`);
}

/** A border card's action in a few words, on the card itself. */
export function borderShort(entry) {
  if (entry.action === "goods") return [tt("short.goods"), good(goodOf(entry))];
  if (entry.action === "raid") {
    const raid = RAIDS[entry.card];
    const goods = raid.gold ? good("gold", raid.gold) : h("span", { class: "tg-any" }, h("b", {}, String(raid.goods)), GOODS.map((kind) => good(kind)));
    return h("span", { class: "tg-raid" }, h("span", {}, "−", goods), h("span", {}, "/ −", good("vp", raid.vp)));
  }
  return tt(`short.${entry.action}`);
}

/** A card by its name in moves and events: a border number or a central space. */
export function refName(view, ref) {
  if (typeof ref === "number") return `${borderName(view.border[ref - 1])} (${ref})`;
  return ref;
}

/** A seat's Targi figure or tribe marker in its colour. */
export function figure(kind, seat, label) {
  const shape = kind === "targi" ? [s("circle", { cx: 12, cy: 6, r: 4.2 }), s("path", { d: "M12 9 L20 23 H4 Z" })] : [s("circle", { cx: 12, cy: 12, r: 9 })];
  return s("svg", { class: `tg-${kind} seat-${seat}`, viewBox: "0 0 24 24", role: "img", "aria-label": label }, s("title", {}, label), shape);
}

/** The Robber: a dark masked figure. */
export function robberFigure() {
  const label = tt("robber");
  return s(
    "svg",
    { class: "tg-robber", viewBox: "0 0 24 24", role: "img", "aria-label": label, "data-testid": "robber" },
    s("title", {}, label),
    s("circle", { cx: 12, cy: 6.5, r: 4.5 }),
    s("rect", { x: 7.5, y: 5, width: 9, height: 2.4, fill: "#e7c46a" }),
    s("path", { d: "M12 10 L21 23 H3 Z" }),
  );
}
