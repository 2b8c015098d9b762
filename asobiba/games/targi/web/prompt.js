// The action area: what I am asked (docs/targi.md "A round"), the card being decided,
// a button for every choice the legal moves allow — the pending actions with Carry out and
// Skip, a row to buy into, keep, discard, a good to take, the Merchant's trades and Done,
// the Silversmith's conversions, Fata Morgana's targets, a raid's payment, goods to return —
// and the hint: the server's refusal of my last move, or why a card cannot be used.
//
// Buttons carry data-legal: a choice the engine would refuse (a raid part I must not pick,
// an action that can do nothing now) is still offered, so that its click is explained.

import { h } from "/static/dom.js";
import { answerButton } from "/static/kit/prompts.js";
import { tt } from "./labels.js";
import { GOODS, RAIDS, SILVER_VP, cardFace, refName, tribeBack, tribeName } from "./cards.js";

const moves = (view, type) => view.legal.filter((m) => m.type === type);
const isLegal = (view, move) => view.legal.some((m) => JSON.stringify(m) === JSON.stringify(move));

/** The Tribe card being decided (Noble, a central card, Tribal Expansion), or null when hidden or a Goods card's good is chosen. */
function decidedCard(view) {
  const { resolving } = view;
  if (!resolving) return null;
  if (resolving.drawn) return resolving.drawn.hidden || resolving.drawn.kind !== "tribe" ? null : resolving.drawn;
  if (resolving.source === "noble") return view.hands[view.current]?.card ?? null;
  const card = view.centre.find((c) => c.space === resolving.card)?.card;
  return card?.kind === "tribe" ? card : null;
}

function raidText(view, key) {
  const raid = view.raid ?? RAIDS[view.robber];
  const name = tt("card.raid", { n: RAIDS[raid.card ?? view.robber].n });
  const goods = tt("n_goods", { n: raid.goods });
  if (key === "raid_goods") return tt("ask.raid_goods", { raid: name, n: view.owed });
  return tt(raid.gold ? "ask.raid_last" : "ask.raid", { raid: name, goods, gold: raid.gold, vp: raid.vp });
}

/** The sentence saying what to do now. */
function askText(view, ask, me) {
  const card = decidedCard(view);
  const cardName = card ? tribeName(card) : tt("tribe_card");
  switch (ask) {
    case "place":
      return tt("ask.place", { n: 3 - view.border.filter((b) => b.targi === me).length });
    case "noble":
      return tt(moves(view, "buy").length || view.hands[me]?.round !== view.round ? "ask.noble" : "ask.noble_discard", { card: cardName });
    case "tribe":
      return tt(view.resolving.source === "drawn" ? "ask.tribe_drawn" : "ask.tribe", { card: cardName });
    case "raid":
    case "raid_goods":
      return raidText(view, ask);
    case "limit":
      return tt("ask.limit", { n: view.owed });
    default:
      return tt(`ask.${ask}`);
  }
}

/** Why a Tribe card cannot be bought or kept, from the view (the server says it too on a click). */
function tribeNotes(view, me, card) {
  if (!card) return [];
  const notes = [];
  const have = { ...view.goods[me], gold: view.gold[me] };
  const rowsFree = view.displays[me].some((row) => row.length < 4);
  if (!rowsFree) notes.push(tt("rows_full"));
  else if (!moves(view, "buy").length && view.options.hand_card_blocks_display === "on" && view.hands[me] && view.resolving.source !== "noble") notes.push(tt("hand_blocks"));
  else if (!moves(view, "buy").length && Object.entries(card.cost).some(([kind, n]) => have[kind] < n)) notes.push(tt("cannot_pay"));
  if (view.resolving.source !== "noble" && view.hands[me]) notes.push(tt("hand_full"));
  return notes;
}

/**
 * My pending actions: each card's name is its Carry out button (legal or not: a refused one
 * is explained), with Skip beside it — compact enough for two to a line on a phone.
 */
function pendingList(view, me, act, busy) {
  return h(
    "ul",
    { class: "tg-pending", "data-testid": "pending", "aria-label": tt("pending_title") },
    view.pending[me].map((ref) => {
      const resolve = { type: "resolve", card: ref };
      const legal = isLegal(view, resolve);
      const name = refName(view, ref);
      return h(
        "li",
        { "data-key": `pending-${ref}` },
        answerButton(`resolve-${ref}`, ["▶ ", name], () => act.send(resolve), {
          class: legal ? "primary" : "dim",
          disabled: busy,
          "data-legal": String(legal),
          title: tt("btn_resolve_card", { card: name }),
        }),
        answerButton(`skip-${ref}`, tt("btn_skip"), () => act.send({ type: "skip", card: ref }), {
          class: "small-btn",
          disabled: busy,
          "data-legal": "true",
          "aria-label": tt("btn_skip_card", { card: name }),
        }),
      );
    }),
  );
}

/** The buttons of this question, each sending one move. */
function buttons(view, ask, me, act, busy) {
  const button = (testid, label, move, { primary = false, legal = true } = {}) =>
    answerButton(testid, label, () => act.send(move), { class: primary ? "primary" : legal ? null : "dim", disabled: busy, "data-legal": String(legal) });
  switch (ask) {
    case "noble":
    case "tribe": {
      const out = [];
      const rows = view.displays[me];
      const buys = moves(view, "buy");
      if (buys.length) out.push(h("span", { class: "small muted" }, tt("buy_into")));
      for (const move of buys) out.push(button(`buy-${move.row}`, tt("btn_row", { n: move.row + 1, k: rows[move.row].length }), move, { primary: true }));
      if (isLegal(view, { type: "keep" })) out.push(button("keep", tt("btn_keep"), { type: "keep" }));
      if (isLegal(view, { type: "discard" })) out.push(button("discard", tt("btn_discard"), { type: "discard" }));
      return out;
    }
    case "good":
      return moves(view, "take").map((move) => button(`take-${move.good}`, tt("btn_take", { good: tt(`one.${move.good}`) }), move, { primary: true }));
    case "merchant":
      return [
        ...moves(view, "trade").map((move) =>
          button(`trade-${move.give}-${move.get}`, tt("btn_trade", { n: move.get === "gold" ? 3 : 2, give: tt(`good.${move.give}`), get: tt(`one.${move.get}`) }), move),
        ),
        button("done", tt("btn_done"), { type: "done" }, { primary: true }),
      ];
    case "silversmith":
      return moves(view, "convert").map((move) => {
        const vp = SILVER_VP[move.give === "gold" ? "gold" : "goods"][move.count];
        return button(`convert-${move.give}-${move.count}`, tt("btn_convert", { n: move.count, give: tt(`good.${move.give}`), vp }), move);
      });
    case "fata_morgana":
      return moves(view, "move_marker").map((move) => button(`move-${move.from}-${move.to}`, tt("btn_move", { from: move.from, to: move.to }), move));
    case "raid": {
      const raid = view.raid;
      const parts = raid.gold ? [["gold", raid.gold]] : [["goods", raid.goods]];
      parts.push(["vp", raid.vp]);
      return parts.map(([pay, n]) => {
        const move = { type: "raid", pay };
        return button(`raid-${pay}`, tt(`btn_raid_${pay}`, { n }), move, { legal: isLegal(view, move) });
      });
    }
    case "raid_goods":
    case "limit":
      return GOODS.filter((kind) => view.goods[me][kind]).map((kind) =>
        button(`return-${kind}`, [tt("btn_return", { good: tt(`one.${kind}`) }), " ", tt("you_have", { n: view.goods[me][kind] })], { type: "return", good: kind }),
      );
    default:
      return [];
  }
}

/** The card under decision, beside the question (the Caravan's choice card too). */
function cardShown(view, ask) {
  if (ask === "noble" || ask === "tribe") {
    const card = decidedCard(view);
    return h("div", { class: "tg-deciding", "data-testid": "deciding" }, card ? cardFace(card) : tribeBack(tt("hidden_drawn")));
  }
  if (ask === "good" && view.resolving?.drawn) return h("div", { class: "tg-deciding", "data-testid": "deciding" }, cardFace(view.resolving.drawn));
  return null;
}

/**
 * The action area. `ctx` = {ask, me, hint: {text, error} | null, busy, act: {send(move)},
 * waiting: text when it is someone else's move}.
 */
export function promptArea(view, ctx) {
  const { ask, me, hint, busy, act } = ctx;
  const text = ask ? askText(view, ask, me) : ctx.waiting;
  const card = ask === "noble" || ask === "tribe" ? decidedCard(view) : null;
  const notes = ask === "noble" || ask === "tribe" ? tribeNotes(view, me, card) : [];
  return h(
    "section",
    { class: `tg-prompt${ask ? " mine" : ""}`, "data-testid": `prompt-${ask || "wait"}`, "data-key": "prompt" },
    text ? h("p", { class: "tg-ask", "data-testid": "ask-text" }, ask ? "▶ " : "", text) : null,
    ask ? h("div", { class: "tg-ask-body" }, cardShown(view, ask), h("div", { class: "tg-actions" }, buttons(view, ask, me, act, busy))) : null,
    notes.length ? h("p", { class: "tg-notes small", "data-testid": "notes" }, notes.join(" · ")) : null,
    ask === "actions" ? pendingList(view, me, act, busy) : null,
    h("p", { class: `tg-hint${hint?.error ? " error" : ""}`, "data-testid": "hint", role: "status" }, hint ? hint.text : ""),
  );
}
