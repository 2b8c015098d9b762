// The create-a-table form: game, number of players, every declared option with its
// default (from GET /api/games), each seat (me / open / a bot level), turn timeout.

import { h, replace } from "../dom.js";
import { t, localized } from "../i18n.js";
import * as api from "../api.js";
import { choiceLabel } from "../gamemeta.js";

const SEAT_KINDS = ["me", "open", "random", "easy", "normal", "hard"];
const TIMEOUTS = [0, 30, 60, 120, 300];

// Kept across re-renders (language switch, login) so nothing typed is lost.
const form = { game: null, seats: null, options: {}, players: [], turn_timeout: 0 };

function seatLabel(kind) {
  if (kind === "me") return t("seat_me");
  if (kind === "open") return t("seat_open");
  if (!SEAT_KINDS.includes(kind)) return t("bot_program", { name: kind }); // an external program the server offers (mjai)
  return t(`bot_${kind}`);
}

export function createForm(el, ctx) {
  let games = [];

  async function load() {
    replace(el, h("h2", {}, t("create_title")), h("p", { class: "muted" }, t("loading")));
    try {
      // Only games the browser can draw (a game may ship without a renderer), in the gallery's order.
      games = (await api.games()).filter((g) => g.playable);
    } catch (error) {
      ctx.report(error);
      return;
    }
    if (!games.some((g) => g.id === form.game)) form.game = games[0]?.id ?? null;
    render();
  }

  function game() {
    return games.find((g) => g.id === form.game);
  }

  function setSeats(n) {
    form.seats = n;
    const old = form.players;
    form.players = Array.from({ length: n }, (_, i) => old[i] ?? (i === 0 ? "me" : "open"));
    if (!form.players.includes("me") && !form.players.includes("open")) form.players[0] = "me";
    form.options = {}; // defaults depend on the player count (a number of deals, say)
  }

  function render() {
    const g = game();
    if (!g) return replace(el, h("h2", {}, t("create_title")));
    if (!g.seats.includes(form.seats)) setSeats(g.default_seats);
    const options = g.options[String(form.seats)] || [];

    const gameSelect = h(
      "select",
      { id: "create-game", "data-testid": "create-game", onchange: (e) => ((form.game = e.target.value), (form.seats = null), render()) },
      games.map((x) => h("option", { value: x.id, selected: x.id === form.game }, localized(x.title))),
    );
    const seatsSelect = h(
      "select",
      { id: "create-seats", "data-testid": "create-seats", onchange: (e) => (setSeats(Number(e.target.value)), render()) },
      g.seats.map((n) => h("option", { value: n, selected: n === form.seats }, t("players_n", { n }))),
    );

    const seatRows = form.players.map((kind, i) =>
      h(
        "label",
        { class: "field seat-field" },
        h("span", {}, t("seat_n", { n: i + 1 })),
        h(
          "select",
          { "data-testid": `seat-${i}`, onchange: (e) => (form.players[i] = e.target.value) },
          [...SEAT_KINDS, ...(g.programs || [])].map((k) => h("option", { value: k, selected: k === kind }, seatLabel(k))),
        ),
      ),
    );

    const label = (option, value) => choiceLabel(g, form.seats, option, value, form.options);
    const followed = new Set(options.map((option) => option.follows?.option)); // a change there relabels the followers
    const optionRows = options.map((option) => {
      const current = form.options[option.name] ?? option.default;
      let input;
      if (option.values) {
        const choose = (e) => ((form.options[option.name] = e.target.value), followed.has(option.name) && render());
        input = h(
          "select",
          { "data-testid": `option-${option.name}`, onchange: choose },
          option.values.map((v) => h("option", { value: v, selected: v === current }, label(option, v) + (v === option.default ? ` ${t("default_mark")}` : ""))),
        );
      } else if (option.max_length !== undefined) {
        input = h("input", {
          type: "text",
          maxlength: option.max_length,
          value: current,
          "data-testid": `option-${option.name}`,
          oninput: (e) => (form.options[option.name] = e.target.value),
        });
      } else {
        const [low, high] = option.range;
        input = h("input", {
          type: "number",
          min: low,
          max: high,
          step: 1,
          value: current,
          required: true,
          "data-testid": `option-${option.name}`,
          oninput: (e) => (form.options[option.name] = Number(e.target.value)),
        });
      }
      const shownDefault = option.values ? label(option, option.default) : option.default;
      return h(
        "label",
        { class: "field" },
        h("span", {}, localized(option.label)),
        input,
        shownDefault === "" ? null : h("small", { class: "hint" }, t("default_is", { value: shownDefault })), // an empty text needs no word
      );
    });

    const timeout = h(
      "label",
      { class: "field" },
      h("span", {}, t("turn_timeout")),
      h(
        "select",
        { "data-testid": "turn-timeout", onchange: (e) => (form.turn_timeout = Number(e.target.value)) },
        TIMEOUTS.map((s) =>
          h("option", { value: s, selected: s === form.turn_timeout }, (s ? t("timeout_s", { n: s }) : t("timeout_none")) + (s === 0 ? ` ${t("default_mark")}` : "")),
        ),
      ),
      h("small", { class: "hint" }, t("timeout_hint")),
    );

    replace(
      el,
      h(
        "form",
        { onsubmit: submit, novalidate: true },
        h("h2", {}, t("create_title")),
        h(
          "div",
          { class: "field-row" },
          h("label", { class: "field", for: "create-game" }, h("span", {}, t("game")), gameSelect),
          h("label", { class: "field", for: "create-seats" }, h("span", {}, t("players")), seatsSelect),
        ),
        h("fieldset", {}, h("legend", {}, t("seats")), h("div", { class: "seat-grid" }, seatRows)),
        h("fieldset", {}, h("legend", {}, t("options")), optionRows, timeout),
        h("button", { type: "submit", class: "primary", "data-testid": "create-submit" }, t("create")),
      ),
    );
  }

  function submit(event) {
    event.preventDefault();
    const g = game();
    if (!g) return;
    const options = {};
    for (const option of g.options[String(form.seats)] || []) {
      if (option.name in form.options) options[option.name] = form.options[option.name];
    }
    ctx.requireUser(async () => {
      const table = await api.post("/api/tables", {
        game: form.game,
        seats: form.seats,
        options,
        players: form.players,
        turn_timeout: form.turn_timeout,
      });
      ctx.navigate(`#/table/${table.id}`);
    });
  }

  load();
  return { render, destroy() {} };
}
