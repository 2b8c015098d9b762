// A player's side of the table ("tent"): goods, gold, VP tokens and the running score;
// the hand card (mine face up, the other's as the view shows it: face up when taken from the
// centre, a back when drawn from the deck, TARGI-R11); the display of 3 rows of 4 with each
// full row's bonus (TARGI-R12, R17).

import { h } from "/static/dom.js";
import { presenceChips } from "/static/kit/seats.js";
import { tt } from "./labels.js";
import { GOODS, good, tribeBack, tribeFace } from "./cards.js";

const ROW_LENGTH = 4;

/** TARGI-R17: a full row of one symbol +4, of four different symbols +2, otherwise nothing. */
export function rowBonus(row) {
  if (row.length < ROW_LENGTH) return null;
  const symbols = new Set(row.map((card) => card.symbol)).size;
  return symbols === 1 ? 4 : symbols === ROW_LENGTH ? 2 : 0;
}

function stats(view, seat) {
  const stat = (testid, title, body) => h("span", { class: "tg-stat", "data-testid": testid, title }, body);
  return h(
    "div",
    { class: "tg-stats" },
    GOODS.map((kind) => stat(`${kind}-${seat}`, tt(`good.${kind}`), good(kind, view.goods[seat][kind]))),
    stat(`gold-${seat}`, tt("gold"), good("gold", view.gold[seat])),
    stat(`vp-${seat}`, tt("vp_tokens"), good("vp", view.vp[seat])),
  );
}

function handCard(view, seat, mine) {
  const hand = view.hands[seat];
  let body;
  if (!hand) body = h("span", { class: "small muted" }, tt("hand_empty"));
  else {
    const notes = [hand.round ? tt("hand_taken", { n: hand.round }) : null, hand.public && mine ? tt("hand_public") : null].filter(Boolean).join(" · ");
    body = [hand.card ? tribeFace(hand.card) : tribeBack(), notes ? h("span", { class: "small muted tg-hand-note" }, notes) : null];
  }
  return h("div", { class: "tg-hand", "data-testid": `hand-${seat}`, "data-held": String(Boolean(hand)), "data-shown": String(Boolean(hand?.card)) }, h("span", { class: "tg-label" }, tt("hand")), body);
}

function display(view, seat) {
  return h(
    "div",
    { class: "tg-display", "data-testid": `display-${seat}`, "aria-label": tt("display") },
    view.displays[seat].map((row, r) => {
      const bonus = rowBonus(row);
      const slots = Array.from({ length: ROW_LENGTH }, (_, i) => (row[i] ? tribeFace(row[i], { mini: true }) : h("span", { class: "tg-slot", title: tt("empty_slot") })));
      return h(
        "div",
        { class: "tg-row", "data-testid": `row-${seat}-${r}`, "data-cards": row.length, title: tt("row_n", { n: r + 1 }) },
        slots,
        h("span", { class: `tg-bonus${bonus ? " won" : ""}`, title: bonus === null ? null : bonus ? tt("row_bonus", { n: bonus }) : tt("row_none") }, bonus === null ? "" : `+${bonus}`),
      );
    }),
  );
}

/** A seat's tent. `ctx` = {mine, name(seat), player (table seat entry)}. */
export function tentPanel(view, seat, ctx) {
  const turn = view.to_act.includes(seat);
  return h(
    "section",
    { class: `panel tg-tent seat-${seat}${ctx.mine ? " mine" : ""}${turn ? " turn" : ""}`, "data-testid": `tent-${seat}`, "data-key": `tent-${seat}` },
    h(
      "h3",
      { class: "tg-tent-head" },
      h("span", { class: `tg-dot seat-${seat}`, "aria-hidden": "true" }),
      turn ? h("span", { class: "tg-turn-dot" }, "▶") : null,
      h("span", { class: "tg-tent-name" }, ctx.mine ? tt("your_side") : ctx.name(seat)),
      view.first === seat ? h("span", { class: "tg-chip amulet", title: tt("first_title"), "data-testid": `amulet-${seat}` }, "◆") : null,
      presenceChips(ctx.player, ctx.mine, "tg-chip"),
      h("b", { class: "tg-score", "data-testid": `score-${seat}`, title: tt("score_now") }, String(view.scores[seat])),
    ),
    stats(view, seat),
    handCard(view, seat, ctx.mine),
    display(view, seat),
  );
}
