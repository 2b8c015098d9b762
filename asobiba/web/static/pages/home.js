// Home: one-click quick play (you against three bots, Tarot or Tichu) next to the lobby. A visitor
// with no session is asked for a guest name inline, then the action goes on.

import { h, replace } from "../dom.js";
import { t } from "../i18n.js";
import * as api from "../api.js";
import { createLobby } from "./lobby.js";
import { createForm } from "./create.js";

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

  const lobbyEl = h("section", { class: "panel lobby", "data-testid": "lobby" });
  const createEl = h("section", { class: "panel create", "data-testid": "create-form" });
  const lobby = createLobby(lobbyEl, { ...ctx, requireUser, report });
  const form = createForm(createEl, { ...ctx, requireUser, report });

  const kdSeats = h(
    "select",
    { "aria-label": t("players"), "data-testid": "quickplay-kingdomino-seats" },
    [2, 3, 4].map((n) => h("option", { value: n }, t("players_n", { n }))),
  );
  const o7Seats = h(
    "select",
    { "aria-label": t("players"), "data-testid": "quickplay-ohseven-seats" },
    [2, 3, 4, 5, 6, 7, 8, 9].map((n) => h("option", { value: n, selected: n === 4 }, t("players_n", { n }))),
  );
  const hero = h(
    "section",
    { class: "hero" },
    h("h1", {}, t("home_title")),
    h("p", { class: "lead" }, t("home_lead")),
    h(
      "div",
      { class: "quick" },
      h("button", { type: "button", class: "primary big", "data-testid": "quickplay", onclick: () => requireUser(() => quickplay("tarot")) }, "▶ ", t("quickplay")),
      h("span", { class: "hint" }, t("quickplay_note")),
    ),
    h(
      "div",
      { class: "quick" },
      h("button", { type: "button", class: "primary big", "data-testid": "quickplay-tichu", onclick: () => requireUser(() => quickplay("tichu")) }, "▶ ", t("quickplay_tichu")),
      h("span", { class: "hint" }, t("quickplay_tichu_note")),
    ),
    h(
      "div",
      { class: "quick" },
      h("button", { type: "button", class: "primary big", "data-testid": "quickplay-kingdomino", onclick: () => requireUser(() => quickplay("kingdomino", Number(kdSeats.value))) }, "▶ ", t("quickplay_kingdomino")),
      kdSeats,
      h("span", { class: "hint" }, t("quickplay_kingdomino_note")),
    ),
    h(
      "div",
      { class: "quick" },
      h("button", { type: "button", class: "primary big", "data-testid": "quickplay-ohseven", onclick: () => requireUser(() => quickplay("ohseven", Number(o7Seats.value))) }, "▶ ", t("quickplay_ohseven")),
      o7Seats,
      h("span", { class: "hint" }, t("quickplay_ohseven_note")),
    ),
    hello,
    guestForm,
    h(
      "div",
      { class: "row" },
      h("a", { href: "#/help/tarot", class: "rules-link", "data-testid": "rules-tarot" }, t("rules_link"), " →"),
      h("a", { href: "#/help/tichu", class: "rules-link", "data-testid": "rules-tichu" }, t("rules_link_tichu"), " →"),
      h("a", { href: "#/help/kingdomino", class: "rules-link", "data-testid": "rules-kingdomino" }, t("rules_link_kingdomino"), " →"),
      h("a", { href: "#/help/ohseven", class: "rules-link", "data-testid": "rules-ohseven" }, t("rules_link_ohseven"), " →"),
    ),
  );
  replace(el, hero, h("div", { class: "home-grid" }, lobbyEl, createEl));
  showUser();

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

  async function quickplay(game, seats = 4) {
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
      lobby.refresh();
      form.render();
    },
  };
}
