// The end of the game (view.final, DC-R15, R16, R19): every seat's breakdown — VP tokens,
// Shrines by floor, countdown tokens, each Dragon card, the solo penalty, the total and both
// tie-breaks — ranked as the engine ranks them, ties explained in words; solo, the title
// earned and the ladder of titles.

import { h } from "/static/dom.js";
import { t } from "/static/i18n.js";
import { dt } from "./labels.js";

// DC-R19: the lowest score of each title, highest first (data.py SOLO_RANKS).
const LADDER = [
  ["diamond_dragon", 60, null],
  ["jade_dragon", 59, 59],
  ["gold_dragon", 57, 58],
  ["silver_dragon", 55, 56],
  ["dragon", 53, 54],
  ["grand_master", 50, 52],
  ["master", 46, 49],
  ["devotee", 40, 45],
  ["student", 0, 39],
];

const ahead = (a, b) => a.total > b.total || (a.total === b.total && (a.stacks > b.stacks || (a.stacks === b.stacks && a.shrines > b.shrines)));

/** Per seat {seat, total, stacks, shrines, rank}: 1 + the seats strictly ahead, so full ties share (DC-R16). */
function ranked(final) {
  const entries = final.map((sheet, seat) => ({ seat, total: sheet.total, stacks: sheet.tiebreaks[0], shrines: sheet.tiebreaks[1] }));
  return entries.map((e) => ({ ...e, rank: 1 + entries.filter((o) => ahead(o, e)).length }));
}

/** A sentence for every tie on the total: which tie-break decided it, or the shared rank. */
function tieNotes(entries, name) {
  const notes = [];
  for (const total of new Set(entries.map((e) => e.total))) {
    const group = entries.filter((e) => e.total === total).sort((a, b) => a.rank - b.rank || a.seat - b.seat);
    for (let i = 0; i + 1 < group.length; i++) {
      const [a, b] = [group[i], group[i + 1]];
      if (a.stacks !== b.stacks) notes.push(dt("tb_stacks", { a: name(a.seat), b: name(b.seat), score: total, x: a.stacks, y: b.stacks }));
      else if (a.shrines !== b.shrines) notes.push(dt("tb_shrines", { a: name(a.seat), b: name(b.seat), score: total, stacks: a.stacks, x: a.shrines, y: b.shrines }));
    }
    for (const rank of new Set(group.map((e) => e.rank))) {
      const shared = group.filter((e) => e.rank === rank);
      if (shared.length > 1) notes.push(dt("tb_shared", { names: shared.map((e) => name(e.seat)).join(t("list_sep")), rank }));
    }
  }
  return notes.length ? notes : [dt("tb_none")];
}

/** The breakdown, one column per seat in rank order. */
function breakdown(view, order, ctx) {
  const bga = view.options.tiebreak_stacks === "without_shrine";
  const cell = (text, cls = "num") => h("td", { class: cls }, text);
  const row = (testid, label, values, cls = "") => h("tr", { class: cls, "data-testid": testid }, h("th", { scope: "row" }, label), values);
  const each = (fn) => order.map((e) => fn(view.final[e.seat], e));
  const floorRows = [1, 2, 3].map((f) =>
    row(
      `row-shrines-${f}`,
      f === 3 ? dt("row_shrine_floor_top") : dt("row_shrine_floor", { f }),
      each((sheet) => cell(dt("count_vp", { n: sheet.shrines[f - 1], vp: sheet.shrines[f - 1] * f }))),
    ),
  );
  const dragonRows = view.dragons.map((id) => row(`row-dragon-${id}`, dt(`dragon.${id}`), each((sheet) => cell(String(sheet.dragons[id])))));
  const penalty = view.final.some((sheet) => sheet.penalty) ? row("row-penalty", dt("row_penalty"), each((sheet) => cell(String(sheet.penalty)))) : null;
  return h(
    "div",
    { class: "dc-table-wrap" },
    h(
      "table",
      { class: "dc-sheet-table", "data-testid": "breakdown" },
      h("thead", {}, h("tr", {}, h("th", {}, t("player")), order.map((e) => h("th", { class: `num${e.seat === ctx.mySeat ? " me" : ""}`, "data-testid": `col-${e.seat}` }, ctx.name(e.seat))))),
      h(
        "tbody",
        {},
        row("row-tokens", dt("row_tokens"), each((sheet) => cell(String(sheet.tokens)))),
        floorRows,
        row("row-countdown", dt("row_countdown"), each((sheet) => cell(dt("count_vp", { n: sheet.countdown, vp: sheet.countdown_vp })))),
        dragonRows,
        penalty,
        row("row-total", t("total"), each((sheet, e) => h("td", { class: "num total", "data-testid": `final-total-${e.seat}` }, h("b", {}, String(sheet.total)))), "total"),
        row("row-tiebreak-stacks", bga ? dt("row_tiebreak_stacks_bga") : dt("row_tiebreak_stacks"), each((sheet) => cell(String(sheet.tiebreaks[0])))),
        row("row-tiebreak-shrines", dt("row_tiebreak_shrines"), each((sheet) => cell(String(sheet.tiebreaks[1])))),
        view.players > 1 ? row("row-rank", t("rank"), each((_, e) => cell(String(e.rank)))) : null,
      ),
    ),
  );
}

/** Solo: the title earned and where it sits on the ladder (DC-R19). */
function soloLadder(view) {
  const mine = view.rank_title;
  const range = ([, low, high]) => (high === null ? `${low}+` : low === high ? String(low) : `${low}–${high}`);
  return [
    h("p", { class: "dc-rank-title", "data-testid": "rank-title", "data-rank": mine }, dt("solo_rank", { title: dt(`rank.${mine}`) })),
    view.options.solo_with_cards === "on" ? h("p", { class: "small muted" }, dt("solo_penalty_note")) : null,
    h(
      "details",
      { class: "dc-ladder" },
      h("summary", {}, dt("solo_ladder")),
      h("ol", {}, LADDER.map((step) => h("li", { class: step[0] === mine ? "me" : null }, h("span", {}, dt(`rank.${step[0]}`)), " ", h("span", { class: "muted" }, range(step))))),
    ),
  ];
}

/** The end of the game: headline, breakdown, tie-breaks (or the solo title), record link. */
export function gameOver(view, ctx) {
  const entries = ranked(view.final);
  const order = [...entries].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = entries.filter((e) => e.rank === 1).map((e) => e.seat);
  const solo = view.players === 1;
  let headline = null;
  if (!solo && winners.length === 1) headline = winners[0] === ctx.mySeat ? t("you_win") : t("winner_is", { names: ctx.name(winners[0]) });
  else if (!solo) headline = t("winners_are", { names: winners.map(ctx.name).join(t("list_sep")) });
  return h(
    "section",
    { class: "panel dc-over", "data-testid": "game-over", "data-key": "over" },
    h("h2", {}, "★ ", dt("final_title")),
    headline ? h("p", { class: "headline", "data-testid": "headline" }, headline) : null,
    solo ? soloLadder(view) : null,
    breakdown(view, order, ctx),
    solo ? null : h("ul", { class: "dc-ties", "data-testid": "tie-notes" }, tieNotes(entries, ctx.name).map((note) => h("li", {}, note))),
    solo ? null : h("p", { class: "small muted" }, view.options.tiebreak_stacks === "without_shrine" ? dt("tb_rule_bga") : dt("tb_rule")),
    h(
      "div",
      { class: "row gap" },
      ctx.finished
        ? h("a", { class: "btn primary", href: `/api/tables/${ctx.tableId}/record`, download: `asobiba-dragoncastle-${ctx.tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
  );
}
