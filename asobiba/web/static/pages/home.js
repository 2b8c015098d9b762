// Home: the games of this person still in progress (to resume, adjourned ones too), the
// gallery of games (from GET /api/games: icon, title, player counts, one click to play
// against AIs, the rules) and the lobby. A visitor with no session is asked for a guest
// name inline, then the action goes on.

import { h, replace } from "../dom.js";
import { localized, t } from "../i18n.js";
import * as api from "../api.js";
import { seatsText } from "../gamemeta.js";
import { createLobby } from "./lobby.js";
import { createForm } from "./create.js";
import { createResume } from "./resume.js";

export function mount(el, ctx) {
  let pending = null; // the action waiting for a name: () => Promise
  let errorBox = null;

  const guestInput = h("input", {
    type: "text",
    maxlength: 24,
    autocomplete: "nickname",
    placeholder: t("guest_name"),
    "aria-label": t("guest_name"),
    "data-testid": "guest-name",
  });
  const guestWhy = h("p", { class: "hint", hidden: true }, t("guest_why"));
  const guestForm = h(
    "form",
    { class: "guest-box", "data-testid": "guest-box", onsubmit: onGuest },
    h("label", { class: "guest-title" }, t("guest_title")),
    guestWhy,
    h("div", { class: "row" }, guestInput, h("button", { type: "submit", class: "primary", "data-testid": "guest-submit" }, t("guest_go"))),
    h("a", { href: "#/login", class: "small" }, t("or_account")),
  );
  const hello = h("p", { class: "hello", "data-testid": "hello" });
  const gallery = h("div", { class: "gallery", "data-testid": "gallery" }, h("p", { class: "muted" }, t("loading")));

  const resumeEl = h("section", { class: "panel resume", "data-testid": "resume", hidden: true });
  const resume = createResume(resumeEl);
  const lobbyEl = h("section", { class: "panel lobby", "data-testid": "lobby" });
  const createEl = h("section", { class: "panel create", "data-testid": "create-form" });
  const lobby = createLobby(lobbyEl, { ...ctx, requireUser, report });
  const form = createForm(createEl, { ...ctx, requireUser, report });

  const hero = h("section", { class: "hero" }, h("h1", {}, t("home_title")), h("p", { class: "lead" }, t("home_lead")), hello, guestForm);
  replace(
    el,
    hero,
    resumeEl,
    h("section", { class: "games", "aria-labelledby": "games-title" }, h("h2", { id: "games-title" }, t("games_title")), gallery),
    h("div", { class: "home-grid" }, lobbyEl, createEl),
  );
  showUser();
  api
    .games()
    .then((games) => replace(gallery, games.filter((game) => game.playable).map(card)))
    .catch(report);

  /** One game of the gallery: icon, title, summary, player counts, play against AIs, rules. */
  function card(game) {
    const seats =
      game.seats.length > 1
        ? h(
            "select",
            { "aria-label": t("players"), "data-testid": `quickplay-${game.id}-seats` },
            game.seats.map((n) => h("option", { value: n, selected: n === game.default_seats }, t("players_n", { n }))),
          )
        : null;
    const play = () => requireUser(() => quickplay(game.id, seats ? Number(seats.value) : game.default_seats));
    return h(
      "article",
      { class: "game-card", "data-testid": `game-${game.id}` },
      game.icon ? h("img", { class: "game-icon", src: game.icon, alt: "", width: 64, height: 64 }) : null,
      h(
        "div",
        { class: "game-text" },
        h("h3", {}, localized(game.title)),
        h("p", { class: "muted" }, localized(game.summary)),
        h(
          "p",
          { class: "small" },
          seatsText(game),
          game.help.length ? [" · ", h("a", { href: `#/help/${game.id}`, "data-testid": `rules-${game.id}` }, t("how_to_play"))] : null,
        ),
      ),
      h(
        "div",
        { class: "game-actions row" },
        seats,
        h("button", { type: "button", class: "primary", "data-testid": `quickplay-${game.id}`, onclick: play }, "▶ ", t("play_vs_ai")),
      ),
    );
  }

  function showUser() {
    const { user } = api.getSession();
    guestForm.hidden = Boolean(user);
    hello.hidden = !user;
    if (user) hello.textContent = t("hello", { name: user.name });
  }

  function report(error) {
    errorBox?.remove();
    errorBox = ctx.showError(error, el);
  }

  /** Run action now if someone is logged in; otherwise once a guest name is given. */
  async function requireUser(action) {
    errorBox?.remove();
    if (api.getSession().user) {
      try {
        await action();
      } catch (error) {
        report(error);
      }
      return;
    }
    pending = action;
    guestWhy.hidden = false;
    guestForm.classList.add("attention");
    guestInput.focus();
    guestForm.scrollIntoView({ block: "nearest" });
  }

  async function onGuest(event) {
    event.preventDefault();
    errorBox?.remove();
    try {
      await api.guest(guestInput.value);
      const action = pending;
      pending = null;
      if (action) await action();
    } catch (error) {
      report(error);
    }
  }

  async function quickplay(game, seats) {
    const created = await api.post("/api/quickplay", { game, seats, level: "normal" });
    ctx.navigate(`#/table/${created.id}`);
  }

  return {
    unmount() {
      lobby.destroy();
      form.destroy();
    },
    session() {
      showUser();
      resume.refresh();
      lobby.refresh();
      form.render();
    },
  };
}
