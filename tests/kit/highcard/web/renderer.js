// High Card at the table, composed from the shared kit: seats around the felt, the trick,
// the hand, the log and the score sheet. Everything is drawn from the latest view.

import { h, s } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { ringPlace, seatName, seatRing } from "/static/kit/seats.js";
import { trickArea } from "/static/kit/trick.js";
import { handRow, playableCards } from "/static/kit/hand.js";
import { logPanel } from "/static/kit/log.js";
import { sheetModal, standinBanner } from "/static/kit/panels.js";
import { t } from "./labels.js";

function cardSvg(card) {
  return s(
    "svg",
    { class: "hc-card", viewBox: "0 0 40 56", width: 40, height: 56, role: "img", "aria-label": card.slice(1) },
    s("rect", { x: 1, y: 1, width: 38, height: 54, rx: 5, fill: "#fffdf6", stroke: "#3b2a00" }),
    s("text", { x: 20, y: 35, "text-anchor": "middle", "font-size": 18, "font-weight": 700 }, card.slice(1)),
  );
}

export function createView(root, ctx) {
  const ui = { hint: null }; // {text, error} under the hand
  const table = createTable(root, "highcard", draw, {
    fresh: () => (ui.hint = null),
    refused: (text) => (ui.hint = { text, error: true }),
  });

  function draw(state, history) {
    const { view, seat } = state;
    const n = view.players;
    const { name } = table;
    const mine = seat !== null && view.to_act.includes(seat) && !state.pending;
    const felt = h(
      "div",
      { class: "kit-felt", "data-testid": "felt", "data-key": "felt" },
      seatRing({
        n,
        me: seat,
        turn: view.to_act,
        box: (other) => [seatName({ name: name(other), turn: view.to_act.includes(other) }), h("div", { class: "small" }, t("tricks_n", { n: view.tricks[other] }))],
      }),
      trickArea({ plays: view.trick, place: ringPlace(n, seat ?? 0, { rx: 20, ry: 18 }), card: (play) => cardSvg(play.card), label: name }),
    );
    const hand =
      seat === null || view.phase === "over"
        ? null
        : handRow({
            active: mine,
            hint: ui.hint,
            buttons: playableCards({
              cards: view.hand,
              active: mine,
              legal: new Set(view.legal.map((move) => move.card)),
              reason: () => t("not_your_turn"),
              name: (card) => card.slice(1),
              face: cardSvg,
              play: (card) => ctx.move({ type: "card", card }),
              explain: (card, why) => ((ui.hint = { text: why }), table.redraw()),
            }),
          });
    const line = (event) => {
      if (event.kind === "card") return t("ev.card", { who: name(event.seat), card: event.card.slice(1) });
      if (event.kind === "trick") return t("ev.trick", { who: name(event.winner) });
      if (event.kind === "deal_scored") return t("ev.deal_scored", { deal: event.deal, card: event.unused.slice(1) });
      return null;
    };
    const results = view.results;
    const sheet = () =>
      h(
        "div",
        { "data-testid": "score-sheet" },
        h("h3", {}, t("sheet_title", { deal: results.length })),
        h("p", {}, results[results.length - 1].tricks.map((tricks, other) => `${name(other)}: ${tricks}`).join(" · ")),
      );
    return [
      standinBanner(state.table, seat, ctx.reclaim),
      h(
        "p",
        { class: "status-line", "data-testid": "status", "data-key": "status" },
        t("deal_of", { deal: Math.min(view.deal, view.deals), deals: view.deals }),
        view.lowest_wins ? ` · ${t("lowest")}` : "",
        " · ",
        view.phase === "over" ? h("strong", { "data-testid": "match-over" }, t("match_over")) : mine ? t("your_turn") : "",
      ),
      felt,
      hand,
      h("p", { "data-testid": "totals", "data-key": "totals" }, `${t("total")}: `, view.totals.map((total, other) => `${name(other)} ${total}`).join(" · ")),
      logPanel(history, line),
      sheetModal({ count: results.length, tableId: ctx.tableId, redraw: table.redraw }, sheet),
    ];
  }

  return { update: table.update, destroy() {} };
}
