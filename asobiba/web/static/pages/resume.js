// "Your games in progress" on the home page: the tables this person sits at that are still
// being played, adjourned ones included (GET /api/me/tables). Opening one resumes it. Hidden
// when there is none, or nobody is logged in.

import { h, replace } from "../dom.js";
import { localized, t } from "../i18n.js";
import * as api from "../api.js";
import { playerName } from "../players.js";

export function createResume(el) {
  let games = [];

  function row(table) {
    const game = games.find((g) => g.id === table.game);
    const others = table.players.filter((player) => player.seat !== table.you).map((player) => playerName(player));
    return h(
      "article",
      { class: "table-row mine", "data-testid": `resume-${table.id}`, "data-status": table.status },
      h(
        "div",
        { class: "table-meta" },
        h("strong", {}, game ? localized(game.title) : table.game),
        h("span", { class: "badge" }, t(`status_${table.status}`)),
        h("span", {}, others.join(t("list_sep"))),
      ),
      h("a", { class: "btn small-btn primary open-btn", href: `#/table/${table.id}`, "data-testid": `resume-open-${table.id}` }, "▶ ", t("resume")),
    );
  }

  async function refresh() {
    if (!api.getSession().user) {
      el.hidden = true;
      return;
    }
    try {
      const [list, tables] = await Promise.all([api.games().catch(() => []), api.get("/api/me/tables")]);
      games = list;
      el.hidden = !tables.length;
      replace(el, h("h2", {}, t("resume_title")), tables.map(row));
    } catch {
      el.hidden = true; // only a convenience: the lobby still lists the live tables
    }
  }

  refresh();
  return { refresh };
}
