// What the table asks outside the play of tricks: the cards a higher class returns in the
// exchange between games, the seven-pass (the player of 7s gives cards to the next
// player), the ten-discard (the player of 10s discards cards), and in sanma the split of
// the hand into one hand per round. The cards themselves are chosen in the hand and sent with the action bar's Give
// button (renderer.js). Over the hand, what I gave and received this game.

import { h } from "/static/dom.js";
import { promptBox } from "/static/kit/prompts.js";
import { t } from "./labels.js";
import { cardSvg, cardText, sortCards } from "./cards.js";
import { movesOf } from "./select.js";
import { nextActive } from "./board.js";

const SWAPS = ["tribute", "returned", "given"]; // the private events that move cards between hands

function miniCard(card) {
  return h("span", { class: "df-card df-mini", "data-card": card, title: cardText(card) }, cardSvg(card, { title: false }));
}

/** The return I owe in the exchange (DAIFUGO-R32): how many cards, to whom. ctx = {me, name(seat)}. */
export function returnPrompt(view, ctx) {
  const owed = view.exchange.find((entry) => entry.from === ctx.me); // view.exchange: who still owes whom
  if (!owed || !movesOf(view, "give").length) return null;
  const who = t("df.who_class", { who: ctx.name(owed.to), cls: t(`df.class.${view.classes[owed.to]}`) });
  return promptBox({ kind: "exchange", title: t("df.exchange.ask", { n: owed.count, who }), note: t("df.exchange.ask_note"), prefix: "df-" });
}

/** The seven-pass I owe (DAIFUGO-R19): how many cards, to whom. */
export function givePrompt(view, ctx) {
  if (!movesOf(view, "give").length) return null;
  return promptBox({ kind: "give", title: t("df.give.title", { n: view.seven, who: ctx.name(nextActive(view, ctx.me)) }), note: t("df.give.note"), prefix: "df-" });
}

/** The ten-discard I may make (DAIFUGO-H1): up to how many cards, or none. */
export function discardPrompt(view) {
  if (!movesOf(view, "discard").length) return null;
  return promptBox({ kind: "discard", title: t("df.discard.title", { n: view.ten }), note: t("df.discard.note"), prefix: "df-" });
}

/** The sizes of the rounds' hands for `cards` split into `rounds` (sanma.py sizes): the earlier ones larger. */
function roundSizes(cards, rounds) {
  const base = Math.floor(cards / rounds);
  return Array.from({ length: rounds }, (_, index) => base + (index < cards % rounds));
}

/** Sanma (DAIFUGO-R27): the round hand I am filling, one card per click, and the hands chosen so far. */
export function splitPrompt(view) {
  if (!movesOf(view, "split").length) return null;
  const mine = view.split;
  const wanted = roundSizes(view.hand.length + mine.reduce((sum, cards) => sum + cards.length, 0), view.players - 1);
  const round = mine.length;
  const rows = mine.map((cards, index) =>
    h(
      "div",
      { class: "df-split-round", "data-testid": `split-round-${index + 1}`, "data-cards": cards.join(" ") },
      h("span", { class: "df-label" }, t("df.split.round", { round: index + 1, n: cards.length, of: wanted[index] })),
      h("span", { class: "df-mini-row" }, sortCards(cards).map(miniCard)),
    ),
  );
  const title = t("df.split.title", { round, left: wanted[round - 1] - mine[round - 1].length });
  return promptBox({ kind: "split", title, note: t("df.split.note", { rounds: view.players - 1 }), prefix: "df-" }, rows);
}

/** The cards I gave and received this game, from the private events since it began: [{received, who, cards, kind}]. */
export function swaps(history, me) {
  const start = history.findLastIndex((event) => event.kind === "game_start");
  const found = [];
  for (const event of history.slice(start + 1)) {
    if (!SWAPS.includes(event.kind)) continue;
    if (event.to === me) found.push({ received: true, who: event.from, cards: event.cards, kind: event.kind });
    else if (event.from === me) found.push({ received: false, who: event.to, cards: event.cards, kind: event.kind });
  }
  return found;
}

/** The line over my hand saying what I gave and received; `gave` (the view's) stands in for a log that lost the events. */
export function swapLine(found, gave, ctx) {
  const items = found.length ? found : gave.length ? [{ received: false, who: null, cards: gave, kind: "gave" }] : [];
  if (!items.length) return null;
  return h(
    "div",
    { class: "df-swaps", "data-testid": "swaps", "data-key": "swaps" },
    items.map((item) =>
      h(
        "span",
        { class: ["df-swap", item.received ? "received" : "gave"], "data-testid": item.received ? "received" : "gave", "data-cards": item.cards.join(" ") },
        h("span", { class: "df-label" }, swapText(item, ctx)),
        h("span", { class: "df-mini-row" }, sortCards(item.cards).map(miniCard)),
      ),
    ),
  );
}

function swapText(item, ctx) {
  if (item.who === null) return t("df.swap.gave_any");
  return t(`df.swap.${item.received ? "received" : "gave"}.${item.kind}`, { who: ctx.name(item.who) });
}
