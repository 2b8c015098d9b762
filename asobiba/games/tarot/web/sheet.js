// Score sheets (view.results), running totals and the end-of-match result.

import { h } from "/static/dom.js";
import { t } from "./labels.js";

const MULTIPLIER = { prise: 1, garde: 2, garde_sans: 4, garde_contre: 6 };

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
const num = (n) => (Number.isInteger(n) ? String(n) : String(n).replace(/\.5$/, "½").replace(/^0½$/, "½"));

function scoreCell(n) {
  return h("td", { class: `num ${n > 0 ? "plus" : n < 0 ? "minus" : ""}` }, signed(n));
}

/** Running totals after each result. */
function cumulative(results, n) {
  const sums = [];
  let acc = Array(n).fill(0);
  for (const result of results) {
    acc = acc.map((x, i) => x + result.scores[i]);
    sums.push(acc);
  }
  return sums;
}

/** The sheet of one scored deal. `ctx` = {name(seat), mySeat, n, results}. */
export function scoreSheet(result, index, ctx) {
  const rows = [];
  const row = (label, value, testid) => rows.push(h("tr", { "data-testid": testid }, h("th", { scope: "row" }, label), h("td", {}, value)));
  let title;
  if (result.scoring === "grassing") {
    title = t("grassing_title");
  } else {
    title = `${t(`contract.${result.contract}`)} — ${ctx.name(result.taker)}`;
    const partner = Number.isInteger(result.partner) && result.partner >= 0 && result.partner !== result.taker ? `${t("partner")}: ${ctx.name(result.partner)}` : ctx.n === 5 ? t("taker_alone") : null;
    row(t("contract"), [t(`contract.${result.contract}`), " · ", t("taker"), ": ", ctx.name(result.taker), partner ? ` · ${partner}` : ""], "sheet-contract");
    row(t("card_points"), `${num(result.points)} / 91`, "sheet-points");
    row(t("bouts"), `${result.bouts} → ${t("threshold")} ${result.threshold}`, "sheet-bouts");
    row(
      t("result"),
      h("strong", { class: result.made ? "plus" : "minus" }, result.made ? t("made_by", { margin: result.margin }) : t("failed_by", { margin: result.margin })),
      "sheet-result",
    );
    row(t("petit_au_bout"), result.petit_au_bout ? t(result.petit_au_bout === "attack" ? "camp_attack" : "camp_defence") : t("none"));
    row(t("declarations_row"), result.declarations ? String(result.declarations) : t("none"));
    row(t("chelem_row"), result.chelem ? signed(result.chelem) : t("none"));
    row(t("per_defender"), [h("strong", {}, signed(result.per_defender)), h("small", { class: "muted formula" }, t("formula", { mult: MULTIPLIER[result.contract] ?? "M" }))], "sheet-d");
  }
  const totals = cumulative(ctx.results || [result], ctx.n)[Math.min(index, (ctx.results || [result]).length - 1)];
  const seats = [...Array(ctx.n).keys()];
  const perSeat = h(
    "table",
    { class: "sheet-seats", "data-testid": "sheet-scores" },
    h("thead", {}, h("tr", {}, h("th", {}, t("player")), result.scoring === "grassing" ? h("th", {}, t("points_taken")) : null, h("th", {}, t("deal_scores")), h("th", {}, t("total")))),
    h(
      "tbody",
      {},
      seats.map((seat) =>
        h(
          "tr",
          { class: seat === ctx.mySeat ? "me" : null },
          h("th", { scope: "row" }, ctx.name(seat), seat === result.taker ? h("span", { class: "badge taker" }, t("taker")) : null),
          result.scoring === "grassing" ? h("td", { class: "num" }, num(result.points_by_seat[seat])) : null,
          scoreCell(result.scores[seat]),
          scoreCell(totals[seat]),
        ),
      ),
    ),
  );
  return h(
    "section",
    { class: "score-sheet", "data-testid": "score-sheet", "data-deal": result.deal },
    h("h3", {}, t("sheet_title", { deal: index + 1 }), h("span", { class: "sheet-sub" }, title)),
    rows.length ? h("table", { class: "sheet-rows" }, h("tbody", {}, rows)) : null,
    result.scoring === "grassing" && result.chien_points ? h("p", { class: "muted" }, t("chien_points", { n: num(result.chien_points) })) : null,
    perSeat,
  );
}

/** Every deal's scores and the running total. */
export function totalsTable(view, ctx) {
  const seats = [...Array(view.players).keys()];
  const results = view.results || [];
  return h(
    "table",
    { class: "totals", "data-testid": "totals" },
    h("thead", {}, h("tr", {}, h("th", {}, ""), seats.map((seat) => h("th", { class: seat === ctx.mySeat ? "me" : null, title: ctx.name(seat) }, ctx.short(seat))))),
    h(
      "tbody",
      {},
      results.map((result, i) => h("tr", {}, h("th", { scope: "row" }, t("deal_n", { n: i + 1 })), seats.map((seat) => scoreCell(result.scores[seat])))),
    ),
    h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("total")), seats.map((seat) => scoreCell(view.totals[seat])))),
  );
}

/** Ranking, totals, the last sheet and the record link once the match is over. */
export function matchOver(view, ctx) {
  const seats = [...Array(view.players).keys()];
  const order = [...seats].sort((a, b) => view.totals[b] - view.totals[a]);
  const best = Math.max(...view.totals);
  const winners = seats.filter((seat) => view.totals[seat] === best);
  let headline;
  if (ctx.mySeat !== null && winners.includes(ctx.mySeat) && winners.length === 1) headline = t("you_win");
  else if (winners.length === 1) headline = t("winner_is", { names: ctx.name(winners[0]) });
  else headline = t("winners_are", { names: winners.map(ctx.name).join(t("list_sep")) });
  const rank = (seat) => 1 + seats.filter((other) => view.totals[other] > view.totals[seat]).length;
  const last = view.results.length - 1;
  return h(
    "section",
    { class: "panel match-over", "data-testid": "match-over" },
    h("h2", {}, "★ ", t("match_over")),
    h("p", { class: "headline", "data-testid": "match-headline" }, headline),
    h(
      "table",
      { class: "ranking" },
      h("thead", {}, h("tr", {}, h("th", {}, t("rank")), h("th", {}, t("player")), h("th", {}, t("score")))),
      h(
        "tbody",
        {},
        order.map((seat) => h("tr", { class: seat === ctx.mySeat ? "me" : null }, h("td", {}, String(rank(seat))), h("th", { scope: "row" }, ctx.name(seat)), scoreCell(view.totals[seat]))),
      ),
    ),
    last >= 0 ? scoreSheet(view.results[last], last, { ...ctx, results: view.results }) : null,
    h(
      "div",
      { class: "row gap" },
      ctx.finished
        ? h("a", { class: "btn primary", href: `/api/tables/${ctx.tableId}/record`, download: `asobiba-tarot-${ctx.tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
  );
}
