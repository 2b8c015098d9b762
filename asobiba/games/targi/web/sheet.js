// The end of the game (view.final, TARGI-R17, R18): both breakdowns — VP tokens, the Tribe
// cards' printed VP, card-text bonuses, each row's bonus, the total — and the tie-breaks,
// gold then goods, ranked as the engine ranks them (a full tie is a draw), ties in words.

import { h } from "/static/dom.js";
import { t } from "/static/i18n.js";
import { tt } from "./labels.js";

const key = (sheet) => [sheet.total, ...sheet.tiebreaks];
function ahead(a, b) {
  const [x, y] = [key(a), key(b)];
  const i = x.findIndex((v, k) => v !== y[k]);
  return i >= 0 && x[i] > y[i];
}

/** Per seat {seat, sheet, rank}: 1 + the seats strictly ahead, so a full tie shares first place. */
function ranked(final) {
  return final.map((sheet, seat) => ({ seat, sheet, rank: 1 + final.filter((other) => ahead(other, sheet)).length }));
}

/** How the tie on the total was broken, in words (two players). */
function tieNote(entries, name) {
  const [a, b] = [...entries].sort((x, y) => x.rank - y.rank || x.seat - y.seat);
  if (a.sheet.total !== b.sheet.total) return tt("tb_none");
  const names = { a: name(a.seat), b: name(b.seat), score: a.sheet.total };
  const [goldA, goodsA] = a.sheet.tiebreaks;
  const [goldB, goodsB] = b.sheet.tiebreaks;
  if (goldA !== goldB) return tt("tb_gold", { ...names, x: goldA, y: goldB });
  if (goodsA !== goodsB) return tt("tb_goods", { ...names, gold: goldA, x: goodsA, y: goodsB });
  return tt("tb_draw", names);
}

function breakdown(view, order, ctx) {
  const cell = (text) => h("td", { class: "num" }, String(text));
  const row = (testid, label, values, cls = null) => h("tr", { class: cls, "data-testid": testid }, h("th", { scope: "row" }, label), values);
  const each = (fn) => order.map((e) => fn(e.sheet, e));
  const texts = view.options.tribe_effects === "data" || order.some((e) => e.sheet.card_texts);
  return h(
    "div",
    { class: "tg-table-wrap" },
    h(
      "table",
      { class: "tg-sheet-table", "data-testid": "breakdown" },
      h("thead", {}, h("tr", {}, h("th", {}, t("player")), order.map((e) => h("th", { class: `num${e.seat === ctx.mySeat ? " me" : ""}`, "data-testid": `col-${e.seat}` }, ctx.name(e.seat))))),
      h(
        "tbody",
        {},
        row("row-tokens", tt("row_tokens"), each((sheet) => cell(sheet.tokens))),
        row("row-cards", tt("row_cards"), each((sheet) => cell(sheet.cards))),
        texts ? row("row-card-texts", tt("row_card_texts"), each((sheet) => cell(sheet.card_texts))) : null,
        [0, 1, 2].map((r) => row(`row-row-${r}`, tt("row_row", { n: r + 1 }), each((sheet) => cell(sheet.rows[r])))),
        row("row-total", t("total"), each((sheet, e) => h("td", { class: "num total", "data-testid": `final-total-${e.seat}` }, h("b", {}, String(sheet.total)))), "total"),
        row("row-tiebreak-gold", tt("row_tiebreak_gold"), each((sheet) => cell(sheet.tiebreaks[0]))),
        row("row-tiebreak-goods", tt("row_tiebreak_goods"), each((sheet) => cell(sheet.tiebreaks[1]))),
        row("row-rank", t("rank"), each((_, e) => cell(e.rank))),
      ),
    ),
  );
}

/** The end of the game: headline, breakdown, the tie in words, the record. */
export function gameOver(view, ctx) {
  const entries = ranked(view.final);
  const order = [...entries].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = entries.filter((e) => e.rank === 1).map((e) => e.seat);
  let headline = tt("draw");
  if (winners.length === 1) headline = winners[0] === ctx.mySeat ? t("you_win") : t("winner_is", { names: ctx.name(winners[0]) });
  return h(
    "section",
    { class: "panel tg-over", "data-testid": "game-over", "data-key": "over" },
    h("h2", {}, "★ ", tt("final_title")),
    h("p", { class: "headline", "data-testid": "headline" }, headline),
    breakdown(view, order, ctx),
    h("p", { class: "tg-tie", "data-testid": "tie-note" }, tieNote(entries, ctx.name)),
    h("p", { class: "small muted" }, tt("tb_rule")),
    h(
      "div",
      { class: "row gap" },
      ctx.finished
        ? h("a", { class: "btn primary", href: `/api/tables/${ctx.tableId}/record`, download: `asobiba-targi-${ctx.tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
  );
}
