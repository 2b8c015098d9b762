// Scores: bids against tricks taken this round, the sheet of a scored round
// (view.results), the running score sheet of every round, and the final ranking.
// Scoring: exact bid = bid + 2, else minus the difference; rebid points on top (OH7-R13).

import { h } from "/static/dom.js";
import { t } from "/static/i18n.js";
import { ot } from "./labels.js";
import { SUIT_SYMBOL, cardText, isRed, numberOf } from "./cards.js";
import { signed } from "./log.js";

function cardChip(name) {
  return h("span", { class: `o7-chip${isRed(name) ? " red" : ""}`, "data-card": name }, cardText(name));
}

function scoreCell(n, extra = {}) {
  return h("td", { class: `num ${n > 0 ? "plus" : n < 0 ? "minus" : ""}`, ...extra }, signed(n));
}

/** Per seat this round: bid (or ✓ while hidden), tricks taken, rebid points, total. */
export function bidsTable(view, ctx) {
  const playing = view.phase === "play";
  const rows = [...Array(view.players).keys()].map((seat) => {
    let bid = "";
    if (playing) bid = h("span", {}, String(view.bids[seat]), " ", cardChip(view.bid_cards[seat]));
    else if (seat === ctx.mySeat && view.my_bid) bid = cardChip(view.my_bid);
    else if (view.bid_placed[seat]) bid = "✓";
    return h(
      "tr",
      { class: seat === ctx.mySeat ? "me" : null, "data-testid": `bids-row-${seat}` },
      h("th", { scope: "row" }, ctx.short(seat)),
      h("td", { class: "num", "data-testid": `bid-${seat}` }, bid),
      h("td", { class: "num", "data-testid": `taken-${seat}` }, playing ? String(view.taken[seat]) : ""),
      h("td", { class: "num" }, view.rebid_points[seat] ? `+${view.rebid_points[seat]}` : ""),
      scoreCell(view.totals[seat], { "data-testid": `total-${seat}` }),
    );
  });
  return h(
    "table",
    { class: "o7-totals", "data-testid": "bids-table" },
    h("thead", {}, h("tr", {}, h("th", {}, t("player")), h("th", {}, ot("bid")), h("th", {}, ot("taken")), h("th", {}, ot("rebid_pts")), h("th", {}, t("total")))),
    h("tbody", {}, rows),
  );
}

/** The sheet of one scored round. */
export function scoreSheet(result, ctx) {
  const rows = result.bids.map((card, seat) => {
    const bid = numberOf(card);
    const taken = result.taken[seat];
    const made = bid === taken;
    return h(
      "tr",
      { class: seat === ctx.mySeat ? "me" : null, "data-testid": `sheet-row-${seat}` },
      h("th", { scope: "row" }, ctx.name(seat)),
      h("td", { class: "num" }, String(bid), " ", cardChip(card)),
      h("td", { class: "num" }, String(taken)),
      scoreCell(result.scores[seat]),
      h("td", { class: "num" }, result.rebid_points[seat] ? `+${result.rebid_points[seat]}` : "0"),
      scoreCell(result.scores[seat] + result.rebid_points[seat]),
      h("td", { class: "num total" }, h("b", {}, signed(result.totals[seat]))),
      h("td", { class: made ? "made" : "missed" }, ot(made ? "made" : "missed")),
    );
  });
  return h(
    "section",
    { class: "o7-sheet", "data-testid": "score-sheet", "data-round": result.round },
    h("h3", {}, ot("sheet_title", { k: result.round }), " ", h("span", { class: "muted" }, ot("sheet_trump", { suit: SUIT_SYMBOL[result.trump] }))),
    h(
      "div",
      { class: "o7-table-wrap" },
      h(
        "table",
        { class: "o7-sheet-table", "data-testid": "sheet-scores" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", {}, t("player")),
            h("th", {}, ot("bid")),
            h("th", {}, ot("taken")),
            h("th", {}, t("score")),
            h("th", {}, ot("rebid_pts")),
            h("th", {}, ot("this_round")),
            h("th", {}, t("total")),
            h("th", {}, ""),
          ),
        ),
        h("tbody", {}, rows),
      ),
    ),
    h("p", { class: "small muted" }, ot("scoring_rule")),
  );
}

/** Every round so far: one column per round (score + rebid points), then the total. */
export function historyTable(view, ctx) {
  if (!view.results.length) return null;
  return h(
    "div",
    { class: "o7-table-wrap" },
    h(
      "table",
      { class: "o7-sheet-table", "data-testid": "history" },
      h("thead", {}, h("tr", {}, h("th", {}, t("player")), view.results.map((r) => h("th", {}, ot("round_col", { k: r.round }))), h("th", {}, t("total")))),
      h(
        "tbody",
        {},
        [...Array(view.players).keys()].map((seat) =>
          h(
            "tr",
            { class: seat === ctx.mySeat ? "me" : null },
            h("th", { scope: "row" }, ctx.short(seat)),
            view.results.map((r) => scoreCell(r.scores[seat] + r.rebid_points[seat])),
            h("td", { class: "num total" }, h("b", {}, signed(view.totals[seat]))),
          ),
        ),
      ),
    ),
  );
}

/** The end: headline, ranking (equal totals share a rank, OH7-R14), sheets, the record. */
export function matchOver(view, ctx) {
  const seats = [...Array(view.players).keys()];
  const rank = (seat) => 1 + seats.filter((other) => view.totals[other] > view.totals[seat]).length;
  const order = [...seats].sort((a, b) => rank(a) - rank(b) || a - b);
  const winners = seats.filter((seat) => rank(seat) === 1);
  let headline;
  if (winners.length === 1 && winners[0] === ctx.mySeat) headline = t("you_win");
  else if (winners.length === 1) headline = t("winner_is", { names: ctx.name(winners[0]) });
  else headline = t("winners_are", { names: winners.map(ctx.name).join(t("list_sep")) });
  const last = view.results[view.results.length - 1];
  return h(
    "section",
    { class: "panel o7-over", "data-testid": "match-over" },
    h("h2", {}, "★ ", t("match_over")),
    h("p", { class: "headline", "data-testid": "match-headline" }, headline),
    h(
      "div",
      { class: "o7-table-wrap" },
      h(
        "table",
        { class: "o7-sheet-table", "data-testid": "ranking" },
        h("thead", {}, h("tr", {}, h("th", {}, t("rank")), h("th", {}, t("player")), h("th", {}, t("score")))),
        h(
          "tbody",
          {},
          order.map((seat) =>
            h(
              "tr",
              { class: seat === ctx.mySeat ? "me" : null, "data-testid": `rank-${seat}` },
              h("td", { class: "num" }, String(rank(seat))),
              h("th", { scope: "row" }, ctx.name(seat)),
              h("td", { class: "num total" }, h("b", {}, signed(view.totals[seat]))),
            ),
          ),
        ),
      ),
    ),
    h("h3", {}, ot("history")),
    historyTable(view, ctx),
    last ? scoreSheet(last, ctx) : null,
    h(
      "div",
      { class: "row gap" },
      ctx.finished
        ? h("a", { class: "btn primary", href: `/api/tables/${ctx.tableId}/record`, download: `asobiba-ohseven-${ctx.tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
  );
}
