// Home: one-click quick play (you against three bots) next to the lobby. A visitor
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

  const hero = h(
    "section",
    { class: "hero" },
    h("h1", {}, t("home_title")),
    h("p", { class: "lead" }, t("home_lead")),
    h(
      "div",
      { class: "quick" },
      h("button", { type: "button", class: "primary big", "data-testid": "quickplay", onclick: () => requireUser(quickplay) }, "▶ ", t("quickplay")),
      h("span", { class: "hint" }, t("quickplay_note")),
    ),
    hello,
    guestForm,
    h("a", { href: "#/help/tarot", class: "rules-link" }, t("rules_link"), " →"),
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

  async function quickplay() {
    const created = await api.post("/api/quickplay", { game: "tarot", seats: 4, level: "normal" });
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
