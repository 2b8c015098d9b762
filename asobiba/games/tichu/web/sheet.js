// Score sheets (view.results, one per round), the running totals and the end of the game.
// ctx = {name(seat), team(side) → "You & Bot 3", mySeat}.

import { h } from "/static/dom.js";
import { t } from "./labels.js";
import { signed } from "./log.js";

function scoreCell(n, testid) {
  return h("td", { class: `num ${n > 0 ? "plus" : n < 0 ? "minus" : ""}`, "data-testid": testid }, signed(n));
}

const myTeam = (ctx) => (ctx.mySeat === null || ctx.mySeat === undefined ? null : ctx.mySeat % 2);

/** The sheet of one scored round. */
export function scoreSheet(result, ctx) {
  const out = result.out.map((seat, i) => h("li", {}, h("strong", {}, t(`tichu.place.${i + 1}`)), " ", ctx.name(seat)));
  const last = [0, 1, 2, 3].filter((seat) => !result.out.includes(seat));
  const calls = (side) =>
    result.calls
      .map((call, seat) => (call && seat % 2 === side ? `${t(`tichu.call.${call}`)} ${ctx.name(seat)} ${seat === result.out[0] ? "✓" : "✗"}` : null))
      .filter(Boolean)
      .join(", ");
  const sides = [0, 1];
  const row = (label, cells, testid) => h("tr", { "data-testid": testid }, h("th", { scope: "row" }, label), cells);
  return h(
    "section",
    { class: "tc-sheet", "data-testid": "score-sheet", "data-round": result.round },
    h("h3", {}, t("tichu.sheet_title", { round: result.round })),
    h(
      "div",
      { class: "tc-out" },
      h("span", { class: "tc-label" }, t("tichu.out_order")),
      h("ol", { "data-testid": "sheet-out" }, out, last.map((seat) => h("li", { class: "last" }, h("strong", {}, t("tichu.place.last")), " ", ctx.name(seat)))),
    ),
    result.double !== null && result.double !== undefined
      ? h("p", { class: "tc-double", "data-testid": "sheet-double" }, "★ ", t("tichu.double_victory", { team: ctx.team(result.double) }))
      : null,
    h(
      "table",
      { class: "tc-sheet-table" },
      h("thead", {}, h("tr", {}, h("th", {}, ""), sides.map((side) => h("th", { class: side === myTeam(ctx) ? "me" : null }, ctx.team(side))))),
      h(
        "tbody",
        {},
        row(t("tichu.card_points"), sides.map((side) => h("td", { class: "num" }, result.double === side ? t("tichu.double_200") : String(result.cards[side]))), "sheet-cards"),
        row(
          t("tichu.calls"),
          sides.map((side) => h("td", { class: "num" }, h("span", { class: result.bonus[side] > 0 ? "plus" : result.bonus[side] < 0 ? "minus" : "" }, signed(result.bonus[side])), h("small", { class: "tc-call-detail" }, calls(side)))),
          "sheet-calls",
        ),
        row(t("tichu.round_score"), sides.map((side) => scoreCell(result.scores[side])), "sheet-scores"),
      ),
      h("tfoot", {}, row(t("tichu.total"), sides.map((side) => scoreCell(result.totals[side], `sheet-total-${side}`)), "sheet-totals")),
    ),
  );
}

/** Every round's scores and the totals, with the target. */
export function totalsTable(view, ctx) {
  const sides = [0, 1];
  return h(
    "table",
    { class: "tc-totals", "data-testid": "totals" },
    h("thead", {}, h("tr", {}, h("th", {}, ""), sides.map((side) => h("th", { class: side === myTeam(ctx) ? "me" : null }, ctx.team(side))))),
    h(
      "tbody",
      {},
      (view.results || []).map((result) => h("tr", {}, h("th", { scope: "row" }, t("tichu.round_n", { n: result.round })), sides.map((side) => scoreCell(result.scores[side])))),
    ),
    h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("tichu.total")), sides.map((side) => scoreCell(view.totals[side], `total-${side}`)))),
  );
}

/** The winners, the totals, the last sheet and the record link once the game is over. */
export function matchOver(view, ctx) {
  const winner = view.totals[0] > view.totals[1] ? 0 : 1;
  const headline = myTeam(ctx) === winner ? t("tichu.we_win") : t("tichu.team_wins", { team: ctx.team(winner) });
  const last = view.results.at(-1);
  return h(
    "section",
    { class: "panel tc-over", "data-testid": "match-over" },
    h("h2", {}, "★ ", t("match_over")),
    h("p", { class: "tc-headline", "data-testid": "match-headline" }, headline),
    totalsTable(view, ctx),
    last ? scoreSheet(last, ctx) : null,
    h(
      "div",
      { class: "row gap" },
      ctx.finished
        ? h("a", { class: "btn primary", href: `/api/tables/${ctx.tableId}/record`, download: `asobiba-tichu-${ctx.tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
  );
}
