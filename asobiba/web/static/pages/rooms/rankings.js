// A room's monthly rankings (GET /api/rooms/<slug>/rankings?game=<id>&month=YYYY-MM): one of
// the games the room has rules for, a month (this UTC month first; `months` lists the earlier
// ones), its players and, when names carry a team tag, its teams. Rows are keyed, so browsing
// keeps the pickers where they are.

import { h, morphChildren } from "../../dom.js";
import { getLang, localized, t } from "../../i18n.js";
import * as api from "../../api.js";
import { errorBox } from "./common.js";

const locale = () => (getLang() === "ja" ? "ja-JP" : "en-US");

/** A figure in the page's language, to 2 decimals; scores with their sign (+12, −3.5). */
export function figure(value, signed = false) {
  return Number(value).toLocaleString(locale(), { maximumFractionDigits: 2, signDisplay: signed ? "exceptZero" : "auto" });
}

/** "December 2026" or "2026年12月" for "2026-12". */
export function monthLabel(month) {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString(locale(), { year: "numeric", month: "long", timeZone: "UTC" });
}

/** Places by the server's order: a row level with the one before on total and average place shares its place. */
export function places(rows) {
  let place = 0;
  return rows.map((row, i) => {
    const before = rows[i - 1];
    if (!before || before.total !== row.total || before.average_place !== row.average_place) place = i + 1;
    return place;
  });
}

/** The panel, hidden until load() (once the room is known to be visible). */
export function createRankings({ base }) {
  const el = h("section", { class: "panel pad rooms-rank", "data-testid": "room-rankings", hidden: true });
  const box = errorBox("room-rankings-error");
  const chosen = { game: null, month: null };
  let games = [];
  let answer = null;

  async function load() {
    el.hidden = false;
    box.clear();
    try {
      const [rules, all] = await Promise.all([api.get(`${base}/rules`), api.games()]);
      games = all.filter((g) => rules[g.id]);
      if (!games.some((g) => g.id === chosen.game)) chosen.game = games[0]?.id ?? null;
      await fetchRanking();
    } catch (error) {
      answer = null;
      render();
      box.show(error);
    }
  }

  async function fetchRanking() {
    if (!chosen.game) return ((answer = null), render());
    const query = new URLSearchParams({ game: chosen.game });
    if (chosen.month) query.set("month", chosen.month);
    answer = await api.get(`${base}/rankings?${query}`);
    chosen.month = answer.month;
    render();
  }

  function pick(change) {
    Object.assign(chosen, change);
    box.clear();
    fetchRanking().catch((error) => box.show(error));
  }

  function render() {
    const heading = h("h2", {}, t("rooms_rank_title"));
    if (!games.length) return morphChildren(el, heading, h("p", { class: "muted", "data-testid": "room-rank-no-games" }, t("rooms_rank_no_games")), box.el);
    const months = answer ? [...new Set([answer.month, ...answer.months])].sort().reverse() : [];
    morphChildren(
      el,
      heading,
      h(
        "div",
        { class: "field-row rooms-rank-pick" },
        h(
          "label",
          { class: "field" },
          h("span", {}, t("game")),
          h("select", { "data-testid": "room-rank-game", onchange: (e) => pick({ game: e.target.value, month: null }) }, games.map((g) => h("option", { value: g.id, selected: g.id === chosen.game }, localized(g.title)))),
        ),
        h(
          "label",
          { class: "field" },
          h("span", {}, t("rooms_rank_month")),
          h("select", { "data-testid": "room-rank-month", onchange: (e) => pick({ month: e.target.value }) }, months.map((m) => h("option", { value: m, selected: m === chosen.month }, monthLabel(m)))),
        ),
      ),
      box.el,
      answer ? body(answer) : null,
    );
  }

  function body({ players, teams, game, month }) {
    const key = `${game}-${month}`;
    if (!players.length && !teams.length) return h("p", { class: "muted", "data-testid": "room-rank-empty", "data-key": `empty-${key}` }, t("rooms_rank_empty", { month: monthLabel(month) }));
    return [
      table("players", t("rooms_rank_players"), t("rooms_rank_name"), players, (row) => ({ key: `u${row.user_id}`, name: h("a", { href: `#/player/${row.user_id}` }, row.name), testid: `rank-player-${row.name}` })),
      teams.length ? table("teams", t("rooms_rank_teams"), t("rooms_rank_team"), teams, (row) => ({ key: `t${row.team}`, name: row.team, testid: `rank-team-${row.team}` })) : null,
    ];
  }

  function table(kind, caption, nameHeading, rows, describe) {
    const place = places(rows);
    return h(
      "table",
      { class: "rooms-rank-table", "data-testid": `room-rank-${kind}`, "data-key": kind },
      h("caption", {}, caption),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col", class: "num" }, t("rooms_rank_place")),
          h("th", { scope: "col" }, nameHeading),
          h("th", { scope: "col", class: "num" }, t("rooms_rank_games")),
          h("th", { scope: "col", class: "num" }, t("rooms_rank_total")),
          h("th", { scope: "col", class: "num rooms-rank-wide" }, t("rooms_rank_average")),
          h("th", { scope: "col", class: "num" }, t("rooms_rank_average_place")),
        ),
      ),
      h(
        "tbody",
        {},
        rows.map((row, i) => {
          const { key, name, testid } = describe(row);
          return h(
            "tr",
            { "data-key": key, "data-testid": testid, "data-games": row.games, "data-total": row.total },
            h("td", { class: "num" }, figure(place[i])),
            h("td", { class: "rooms-rank-name" }, name),
            h("td", { class: "num", "data-col": "games" }, figure(row.games)),
            h("td", { class: "num", "data-col": "total" }, figure(row.total, true)),
            h("td", { class: "num rooms-rank-wide", "data-col": "average" }, figure(row.average, true)),
            h("td", { class: "num", "data-col": "average_place" }, figure(row.average_place)),
          );
        }),
      ),
    );
  }

  return { el, load };
}
