// Scores: each seat's class and total beside the table, the result of a game (places, classes,
// points), the match score sheet (every game's points and the totals, view.results and
// view.points) and the end of the match. A game scores players − place + 1 (DAIFUGO-R11).
// ctx = {me, name(seat), short(seat), tableId, finished}.

import { h } from "/static/dom.js";
import { t } from "./labels.js";

const SHEET_ROWS = 10; // games shown in the match sheet: a UECda match may have hundreds

const seatsOf = (view) => [...Array(view.players).keys()];
const classChip = (cls, testid = null) => (cls ? h("span", { class: `df-chip class-${cls}`, "data-testid": testid }, t(`df.class.${cls}`)) : null);

/** The side panel: each seat's class, last game's points and total, in the order of play. */
export function scoresPanel(view, ctx) {
  const last = view.results.at(-1);
  const rows = view.order.map((seat) =>
    h(
      "tr",
      { class: seat === ctx.me ? "me" : null, "data-testid": `score-row-${seat}` },
      h("th", { scope: "row" }, ctx.short(seat)),
      h("td", {}, classChip(view.classes?.[seat])),
      h("td", { class: "num" }, last ? `+${last.points[seat]}` : ""),
      h("td", { class: "num total", "data-testid": `total-${seat}` }, String(view.points[seat])),
    ),
  );
  return h(
    "section",
    { class: "panel df-panel", "data-testid": "scores", "data-key": "scores" },
    h("h3", {}, t("scores"), h("small", { class: "muted" }, ` · ${t("df.game_of", { k: view.game_number, n: view.games })}`)),
    h(
      "table",
      { class: "df-table" },
      h("thead", {}, h("tr", {}, h("th", {}, t("player")), h("th", {}, t("df.class")), h("th", { class: "num" }, t("df.last_game")), h("th", { class: "num" }, t("total")))),
      h("tbody", {}, rows),
    ),
  );
}

/** One game's finishing order: place, player, class, points. `index` counts from 0. */
function gameResult(result, index, ctx) {
  const ranked = [...result.places.keys()].sort((a, b) => result.places[a] - result.places[b]);
  return h(
    "section",
    { class: "df-result", "data-testid": "game-result", "data-game": index + 1 },
    h("h3", {}, t("df.result_title", { k: index + 1 })),
    h(
      "ol",
      { class: "df-places" },
      ranked.map((seat) =>
        h(
          "li",
          { class: seat === ctx.me ? "me" : null, "data-testid": `place-${seat}`, "data-place": result.places[seat] },
          h("b", { class: "df-place" }, t("df.place_n", { n: result.places[seat] })),
          h("span", { class: "df-place-name" }, ctx.name(seat)),
          classChip(result.classes[seat], `result-class-${seat}`),
          h("span", { class: "df-points plus" }, t("df.points_n", { n: result.points[seat] })),
        ),
      ),
    ),
  );
}

/** Every game's points by seat, the newest SHEET_ROWS of them, and the totals. */
function matchSheet(view, ctx) {
  const seats = seatsOf(view);
  const first = Math.max(0, view.results.length - SHEET_ROWS);
  const rows = view.results.slice(first).map((result, i) =>
    h(
      "tr",
      { "data-testid": `sheet-game-${first + i + 1}` },
      h("th", { scope: "row" }, t("df.game_short", { k: first + i + 1 })),
      seats.map((seat) => h("td", { class: `num class-${result.classes[seat]}`, title: t(`df.class.${result.classes[seat]}`) }, String(result.points[seat]))),
    ),
  );
  return h(
    "div",
    { class: "df-sheet-wrap", "data-testid": "match-sheet" },
    h("h4", {}, t("df.match_sheet"), first ? h("small", { class: "muted" }, ` ${t("df.last_games", { n: SHEET_ROWS })}`) : null),
    h(
      "table",
      { class: "df-table df-sheet" },
      h("thead", {}, h("tr", {}, h("th", {}, ""), seats.map((seat) => h("th", { class: ["num", seat === ctx.me && "me"] }, ctx.short(seat))))),
      h("tbody", {}, rows),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("total")), seats.map((seat) => h("td", { class: "num", "data-testid": `sheet-total-${seat}` }, String(view.points[seat]))))),
    ),
    h("p", { class: "df-scoring muted" }, t("df.scoring", { n: view.players, points: Array.from({ length: view.players }, (_, place) => view.players - place).join(t("list_sep")) })),
  );
}

/** The sheet shown after a game: its result, then the match so far. */
export function gameSheet(view, ctx) {
  return h("div", { class: "df-game-sheet", "data-testid": "score-sheet" }, gameResult(view.results.at(-1), view.results.length - 1, ctx), matchSheet(view, ctx));
}

/** The winner or winners, the final ranking, the last game and the whole sheet; the record to download. */
export function matchOver(view, ctx) {
  const best = Math.max(...view.points);
  const winners = seatsOf(view).filter((seat) => view.points[seat] === best);
  const names = winners.map(ctx.name).join(t("list_sep"));
  const headline = winners.includes(ctx.me) && winners.length === 1 ? t("you_win") : winners.length > 1 ? t("winners_are", { names }) : t("winner_is", { names });
  return h(
    "section",
    { class: "panel df-over", "data-testid": "match-over", "data-key": "match-over" },
    h("h2", {}, "★ ", t("match_over")),
    h("p", { class: "df-headline", "data-testid": "match-headline" }, headline),
    view.results.length ? gameResult(view.results.at(-1), view.results.length - 1, ctx) : null,
    matchSheet(view, ctx),
    h(
      "div",
      { class: "row gap" },
      ctx.finished
        ? h("a", { class: "btn primary", href: `/api/tables/${ctx.tableId}/record`, download: `asobiba-daifugo-${ctx.tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
  );
}
