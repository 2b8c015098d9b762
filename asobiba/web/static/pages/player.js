// A player page, #/player/<user id>: the person's finished games, newest first — when, which
// game, who sat where, their score and rank ("Abandoned" where a stand-in bot finished it for
// them after they were marked away) — each with its replay and its record. The page of
// a registered account is public; a guest sees their own (GET /api/players/<id>).

import { h, replace } from "../dom.js";
import { getLang, localized, t } from "../i18n.js";
import * as api from "../api.js";
import { playerName } from "../players.js";

export function mount(el, ctx) {
  const userId = ctx.params[0];
  let page = null; // the server's answer
  let games = [];

  replace(el, h("p", { class: "muted pad" }, t("loading")));

  function when(game) {
    const moment = game.ended ?? game.created;
    if (!moment) return "";
    return new Date(moment).toLocaleString(getLang() === "ja" ? "ja-JP" : "en-GB", { dateStyle: "medium", timeStyle: "short" });
  }

  function result(game) {
    const seat = game.you;
    if (!game.outcome || seat === null) return t("none");
    if (game.outcome.abandoned?.includes(seat)) return t("player_abandoned"); // a stand-in finished it: no result of theirs
    return t("player_result", { score: game.outcome.scores[seat], rank: game.outcome.ranks[seat], n: game.seats });
  }

  function row(game) {
    const meta = games.find((g) => g.id === game.game);
    const seats = game.players.map((player) =>
      h(
        "li",
        { class: ["seat-chip", `kind-${player.kind}`, player.seat === game.you && "me"] },
        h("span", { class: "seat-no" }, String(player.seat + 1)),
        playerName(player),
      ),
    );
    return h(
      "article",
      { class: "played-row", "data-testid": `played-${game.id}` },
      h(
        "div",
        { class: "table-meta" },
        h("strong", {}, meta ? localized(meta.title) : game.game),
        h("time", { datetime: game.ended ?? game.created ?? "" }, when(game)),
        h("span", { class: "played-result", "data-testid": `result-${game.id}` }, result(game)),
      ),
      h("ul", { class: "seat-chips" }, seats),
      h(
        "div",
        { class: "row played-links" },
        h("a", { class: "btn small-btn primary", href: `#/replay/${game.id}`, "data-testid": `replay-${game.id}` }, "▶ ", t("replay_title")),
        h("a", { class: "btn small-btn", href: `/api/tables/${game.id}/record`, download: `asobiba-${game.game}-${game.id}.json` }, "⬇ ", t("record_link")),
      ),
    );
  }

  function render() {
    if (!page) return;
    const rows = page.games.map(row);
    replace(
      el,
      h(
        "section",
        { class: "panel player-page", "data-testid": "player-page" },
        h("h1", {}, t("player_title", { name: page.user.name }), page.user.guest ? h("span", { class: "badge" }, t("guest")) : null),
        h("div", { class: "played-list", "data-testid": "player-games" }, rows.length ? rows : h("p", { class: "muted" }, t("player_none"))),
        h("p", { class: "small" }, h("a", { href: "#/replay", "data-testid": "open-record-file" }, t("replay_open_file"))),
      ),
    );
  }

  async function load() {
    try {
      [games, page] = await Promise.all([api.games().catch(() => []), api.get(`/api/players/${userId}`)]);
      render();
    } catch (error) {
      replace(el);
      ctx.showError(error, el);
    }
  }

  load();

  return {
    relang: render,
    session: load, // a guest's page shows only to that guest: ask again as whoever is here now
  };
}
