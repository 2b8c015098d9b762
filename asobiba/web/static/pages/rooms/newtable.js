// A room's "New table" form: one of the games the room plays, its player count and seats;
// the options are not chosen here but are this month's rule set (GET /api/rooms/<slug>/rules,
// `current`), shown as the create form labels them.

import { h, replace } from "../../dom.js";
import { localized, t } from "../../i18n.js";
import * as api from "../../api.js";
import { choiceLabel, optionOf } from "../../gamemeta.js";
import { errorBox, whenLoggedIn } from "./common.js";

const SEAT_KINDS = ["me", "open", "random", "easy", "normal", "hard"];

/** "Red fives: On" for each option of the rule set that the game describes at `seats` players. */
export function describeRules(game, seats, options) {
  return Object.entries(options || {}).map(([name, value]) => {
    const option = optionOf(game, seats, name);
    return option ? `${localized(option.label)}: ${option.values ? choiceLabel(game, seats, option, value, options) : value}` : `${name}: ${value}`;
  });
}

export async function createNewTable(el, { base, navigate }) {
  const box = errorBox("room-table-error");
  let rules;
  let games;
  try {
    [rules, games] = await Promise.all([api.get(`${base}/rules`), api.games()]);
  } catch (error) {
    replace(el, h("h2", {}, t("rooms_new_table")), box.el);
    box.show(error);
    return;
  }
  const played = games.filter((g) => g.playable && rules[g.id]);
  const form = { game: played[0]?.id, seats: null, players: [] };

  function render() {
    const game = played.find((g) => g.id === form.game);
    if (!game) return replace(el, h("h2", {}, t("rooms_new_table")), h("p", { class: "muted", "data-testid": "room-no-rules" }, t("rooms_no_rules")));
    if (!game.seats.includes(form.seats)) {
      form.seats = game.default_seats;
      form.players = Array.from({ length: form.seats }, (_, i) => (i === 0 ? "me" : "open"));
    }
    const current = rules[game.id].current;
    replace(
      el,
      h(
        "form",
        { novalidate: true, onsubmit: submit },
        h("h2", {}, t("rooms_new_table")),
        h(
          "div",
          { class: "field-row" },
          h(
            "label",
            { class: "field" },
            h("span", {}, t("game")),
            h("select", { "data-testid": "room-game", onchange: (e) => ((form.game = e.target.value), (form.seats = null), render()) }, played.map((g) => h("option", { value: g.id, selected: g.id === form.game }, localized(g.title)))),
          ),
          h(
            "label",
            { class: "field" },
            h("span", {}, t("players")),
            h("select", { "data-testid": "room-seats", onchange: (e) => ((form.seats = Number(e.target.value)), (form.players = []), render()) }, game.seats.map((n) => h("option", { value: n, selected: n === form.seats }, t("players_n", { n })))),
          ),
        ),
        h(
          "div",
          { class: "rooms-rules", "data-testid": `room-rules-${game.id}` },
          h("strong", {}, t("rooms_this_month", { name: current.rule_set })),
          h("ul", { class: "small" }, describeRules(game, form.seats, current.options).map((text) => h("li", {}, text))),
        ),
        h(
          "fieldset",
          {},
          h("legend", {}, t("seats")),
          h(
            "div",
            { class: "seat-grid" },
            form.players.map((kind, i) =>
              h(
                "label",
                { class: "field seat-field" },
                h("span", {}, t("seat_n", { n: i + 1 })),
                h("select", { "data-testid": `room-seat-${i}`, onchange: (e) => (form.players[i] = e.target.value) }, SEAT_KINDS.map((k) => h("option", { value: k, selected: k === kind }, k === "me" ? t("seat_me") : k === "open" ? t("seat_open") : t(`bot_${k}`)))),
              ),
            ),
          ),
        ),
        box.el,
        h("button", { type: "submit", class: "primary", "data-testid": "room-table-submit" }, t("create")),
      ),
    );
  }

  function submit(event) {
    event.preventDefault();
    whenLoggedIn(box, async () => {
      const table = await api.post(`${base}/tables`, { game: form.game, seats: form.seats, players: form.players });
      navigate(`#/table/${table.id}`);
    });
  }

  render();
}
