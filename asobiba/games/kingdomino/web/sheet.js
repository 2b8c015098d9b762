// Scores: the live score of a kingdom, the sheet of a scored game (view.results),
// the end-of-match ranking, and the tie-breaks explained in words (KD-R10, R11, R13–R15).

import { h } from "/static/dom.js";
import { t } from "/static/i18n.js";
import { kt } from "./labels.js";
import { cellsFromPlaced, kingdomSvg } from "./kingdom.js";

const on = (view, option) => view.options?.[option] === "on";

/** The live score of one kingdom: properties, enabled bonuses, total, tie-break figures. */
export function scoreLine(view, kingdom, seat) {
  const score = kingdom.score;
  const part = (label, value, testid, cls = "") => h("span", { class: `kd-part ${cls}`, "data-testid": testid }, h("span", { class: "kd-part-label" }, label), " ", h("b", {}, value));
  return h(
    "div",
    { class: "kd-score", "data-testid": `score-${seat}`, "data-total": score.total },
    part(kt("properties"), String(score.properties), `score-${seat}-properties`),
    on(view, "middle_kingdom") ? part(kt("middle_kingdom"), `+${score.middle_kingdom}`, `score-${seat}-middle`, score.middle_kingdom ? "bonus" : "nil") : null,
    on(view, "harmony") ? part(kt("harmony"), `+${score.harmony}`, `score-${seat}-harmony`, score.harmony ? "bonus" : "nil") : null,
    part(t("total"), String(score.total), `score-${seat}-total`, "total"),
    h(
      "span",
      { class: "kd-tiebreak small muted" },
      `${kt("largest")} ${score.largest_property} · ${kt("crowns")} ${score.crowns}`,
      kingdom.discarded?.length ? ` · ${kt("discarded")}: ${kingdom.discarded.join(", ")}` : "",
    ),
  );
}

/** Ranks by (total, largest, crowns), 1 + those strictly ahead, so full ties share (KD-R11). */
export function rankEntries(entries) {
  const ahead = (a, b) => a.total > b.total || (a.total === b.total && (a.largest > b.largest || (a.largest === b.largest && a.crowns > b.crowns)));
  return entries.map((e) => ({ ...e, rank: 1 + entries.filter((o) => ahead(o, e)).length }));
}

/** Sentences explaining every tie on the total. `entries` carry seat, total, largest, crowns, rank. */
export function tieNotes(entries, name) {
  const notes = [];
  const totals = [...new Set(entries.map((e) => e.total))];
  for (const total of totals) {
    const group = entries.filter((e) => e.total === total).sort((a, b) => a.rank - b.rank);
    if (group.length < 2) continue;
    for (let i = 0; i + 1 < group.length; i++) {
      const [a, b] = [group[i], group[i + 1]];
      if (a.largest !== b.largest) notes.push(kt("tb_largest", { a: name(a.seat), b: name(b.seat), score: total, x: a.largest, y: b.largest }));
      else if (a.crowns !== b.crowns) notes.push(kt("tb_crowns", { a: name(a.seat), b: name(b.seat), score: total, largest: a.largest, x: a.crowns, y: b.crowns }));
    }
    const ranks = [...new Set(group.map((e) => e.rank))];
    for (const rank of ranks) {
      const shared = group.filter((e) => e.rank === rank);
      if (shared.length > 1) notes.push(kt("tb_shared", { names: shared.map((e) => name(e.seat)).join(t("list_sep")), rank }));
    }
  }
  return notes.length ? notes : [kt("tb_none")];
}

function entriesOfResult(result) {
  return result.parts.map((part, seat) => ({ seat, total: part.total, largest: part.largest_property, crowns: part.crowns, rank: result.ranks[seat] }));
}

/** Over the whole match: Dynasty sums the tie-break figures of all games (docs/kingdomino.md). */
export function matchEntries(view) {
  const entries = view.totals.map((total, seat) => ({
    seat,
    total,
    largest: view.results.reduce((sum, r) => sum + r.parts[seat].largest_property, 0),
    crowns: view.results.reduce((sum, r) => sum + r.parts[seat].crowns, 0),
  }));
  return rankEntries(entries);
}

/** The sheet of one scored game, with its final kingdoms drawn from the result. */
export function scoreSheet(view, result, ctx) {
  const seats = result.scores.map((_, seat) => seat);
  const middle = on(view, "middle_kingdom");
  const harmony = on(view, "harmony");
  const entries = entriesOfResult(result);
  const head = h(
    "tr",
    {},
    h("th", {}, t("player")),
    h("th", {}, kt("properties")),
    middle ? h("th", {}, kt("middle_kingdom")) : null,
    harmony ? h("th", {}, kt("harmony")) : null,
    h("th", {}, t("total")),
    h("th", {}, kt("largest")),
    h("th", {}, kt("crowns")),
    h("th", {}, t("rank")),
  );
  const rows = [...seats]
    .sort((a, b) => result.ranks[a] - result.ranks[b])
    .map((seat) => {
      const part = result.parts[seat];
      return h(
        "tr",
        { class: seat === ctx.mySeat ? "me" : null, "data-testid": `sheet-row-${seat}` },
        h("th", { scope: "row" }, ctx.name(seat)),
        h("td", { class: "num" }, String(part.properties)),
        middle ? h("td", { class: "num" }, `+${part.middle_kingdom}`) : null,
        harmony ? h("td", { class: "num" }, `+${part.harmony}`) : null,
        h("td", { class: "num total" }, h("b", {}, String(part.total))),
        h("td", { class: "num" }, String(part.largest_property)),
        h("td", { class: "num" }, String(part.crowns)),
        h("td", { class: "num" }, String(result.ranks[seat])),
      );
    });
  const kingdoms = seats.map((seat) => {
    const kingdom = cellsFromPlaced(view, result.placed[seat]);
    const svg = kingdomSvg(kingdom, { size: view.size, seat, frame: "tight", label: kt("kingdom_of", { name: ctx.name(seat) }) });
    const discarded = result.discarded[seat];
    return h(
      "figure",
      { class: "kd-final" },
      svg,
      h("figcaption", {}, ctx.name(seat), " · ", h("b", {}, String(result.scores[seat])), discarded.length ? h("span", { class: "muted" }, ` · ${kt("discarded")}: ${discarded.join(", ")}`) : null),
    );
  });
  return h(
    "section",
    { class: "kd-sheet", "data-testid": "score-sheet", "data-game": result.game },
    h("h3", {}, kt("sheet_title", { n: result.game })),
    h("div", { class: "kd-table-wrap" }, h("table", { class: "kd-sheet-table", "data-testid": "sheet-scores" }, h("thead", {}, head), h("tbody", {}, rows))),
    h("ul", { class: "kd-ties", "data-testid": "tie-notes" }, tieNotes(entries, ctx.name).map((note) => h("li", {}, note))),
    h("p", { class: "small muted" }, kt("tb_rule")),
    h("h4", {}, kt("final_kingdoms")),
    h("div", { class: "kd-finals" }, kingdoms),
  );
}

/** The end of the match: headline, ranking (per game in Dynasty), ties explained, last sheet. */
export function matchOver(view, ctx) {
  const entries = matchEntries(view);
  const winners = entries.filter((e) => e.rank === 1).map((e) => e.seat);
  let headline;
  if (winners.length === 1 && winners[0] === ctx.mySeat) headline = t("you_win");
  else if (winners.length === 1) headline = t("winner_is", { names: ctx.name(winners[0]) });
  else headline = t("winners_are", { names: winners.map(ctx.name).join(t("list_sep")) });
  const dynasty = view.games > 1;
  const order = [...entries].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const last = view.results[view.results.length - 1];
  return h(
    "section",
    { class: "panel kd-over", "data-testid": "match-over" },
    h("h2", {}, "★ ", t("match_over")),
    h("p", { class: "headline", "data-testid": "match-headline" }, headline),
    h(
      "div",
      { class: "kd-table-wrap" },
      h(
        "table",
        { class: "kd-sheet-table", "data-testid": "ranking" },
        h(
          "thead",
          {},
          h("tr", {}, h("th", {}, t("rank")), h("th", {}, t("player")), dynasty ? view.results.map((r) => h("th", {}, kt("game_n", { n: r.game }))) : null, h("th", {}, t("score"))),
        ),
        h(
          "tbody",
          {},
          order.map((e) =>
            h(
              "tr",
              { class: e.seat === ctx.mySeat ? "me" : null, "data-testid": `rank-${e.seat}` },
              h("td", { class: "num" }, String(e.rank)),
              h("th", { scope: "row" }, ctx.name(e.seat)),
              dynasty ? view.results.map((r) => h("td", { class: "num" }, String(r.scores[e.seat]))) : null,
              h("td", { class: "num total" }, h("b", {}, String(e.total))),
            ),
          ),
        ),
      ),
    ),
    dynasty
      ? [h("ul", { class: "kd-ties", "data-testid": "match-ties" }, tieNotes(entries, ctx.name).map((note) => h("li", {}, note))), h("p", { class: "small muted" }, kt("tb_rule_dynasty"))]
      : null,
    last ? scoreSheet(view, last, ctx) : null,
    h(
      "div",
      { class: "row gap" },
      ctx.finished
        ? h("a", { class: "btn primary", href: `/api/tables/${ctx.tableId}/record`, download: `asobiba-kingdomino-${ctx.tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
  );
}
