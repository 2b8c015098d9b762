// The single-page shell: header (navigation, user, language switch) and hash routes.
//
//   #/               home: quick play and the lobby
//   #/login          log in, register, or play as a guest
//   #/table/<id>     a table: waiting room, play, or watching
//   #/help           the rules index: every game that ships its rules
//   #/help/<game>    the rules of a game, in the chosen language
//   #/replay/<id>    a finished table step by step (?step=S&seat=N|all); #/replay opens a record file
//   #/player/<id>    a person's finished games, with their results and replays
//   #/rooms          the listed rooms, and creating one
//   #/rooms/<slug>   a room: joining (?invite=TOKEN), its lobby, members, operators' tools
//
// A page module exports mount(element, context) → {unmount(), relang?(), session?()}.
// Without relang() a page is mounted again after a language switch.

import { h, replace } from "./dom.js";
import { getLang, onLangChange, setLang, t, localized } from "./i18n.js";
import * as api from "./api.js";
import * as home from "./pages/home.js";
import * as login from "./pages/login.js";
import * as table from "./pages/table.js";
import * as help from "./pages/help.js";
import * as replay from "./pages/replay.js";
import * as player from "./pages/player.js";
import * as rooms from "./pages/rooms/list.js";
import * as room from "./pages/rooms/room.js";

const ROUTES = [
  [/^#?\/?$/, home],
  [/^#\/login$/, login],
  [/^#\/table\/([\w-]+)$/, table],
  [/^#\/help(?:\/([\w-]+))?$/, help],
  [/^#\/replay(?:\/([\w-]+))?(?:\?(.*))?$/, replay],
  [/^#\/player\/(\d+)$/, player],
  [/^#\/rooms$/, rooms],
  [/^#\/rooms\/([a-z0-9-]+)(?:\?(.*))?$/, room],
];

const main = document.getElementById("app");
const topbar = document.getElementById("topbar");
let current = null; // {page, params, instance}

export function navigate(hash) {
  if (window.location.hash === hash) route(true);
  else window.location.hash = hash;
}

function context(params) {
  return { params, navigate, showError };
}

function showError(error, where = main) {
  const text = error instanceof api.ApiError ? localized(error.reason) : t("error_generic", { message: String(error?.message || error) });
  const box = h("p", { class: "error", role: "alert", "data-testid": "error" }, text);
  where.prepend(box);
  return box;
}

function mount(page, params) {
  current?.instance?.unmount?.();
  const el = h("div", { class: "page" });
  replace(main, el);
  current = { page, params, instance: page.mount(el, context(params)) };
  main.focus?.({ preventScroll: true });
}

function route(force = false) {
  const hash = window.location.hash || "#/";
  for (const [pattern, page] of ROUTES) {
    const match = hash.match(pattern);
    if (match) {
      const params = match.slice(1);
      const same = current && current.page === page && JSON.stringify(current.params) === JSON.stringify(params);
      if (!same || force) mount(page, params);
      renderHeader();
      return;
    }
  }
  current?.instance?.unmount?.();
  current = null;
  replace(main, h("div", { class: "page pad" }, h("p", {}, t("not_found_page")), h("a", { href: "#/" }, t("back_lobby"))));
}

function renderHeader() {
  const { user } = api.getSession();
  const hash = window.location.hash || "#/";
  const navLink = (href, label, testid) =>
    h("a", { href, class: hash === href || (href !== "#/" && hash.startsWith(href)) ? "active" : null, "data-testid": testid }, label);
  const langButton = (code) =>
    h(
      "button",
      {
        type: "button",
        class: "lang-btn",
        lang: code,
        "aria-pressed": String(getLang() === code),
        "data-testid": `lang-${code}`,
        onclick: () => setLang(code),
      },
      t(`lang_${code}`),
    );
  const userBox = user
    ? h(
        "span",
        { class: "user", "data-testid": "user" },
        h("a", { href: `#/player/${user.id}`, class: "user-name", title: t("my_games"), "data-testid": "nav-player" }, user.name),
        user.guest ? h("span", { class: "badge" }, t("guest")) : null,
        h("button", { type: "button", class: "link-btn", "data-testid": "logout", onclick: onLogout }, t("logout")),
      )
    : navLink("#/login", t("nav_login"), "nav-login");
  if (!user) userBox.addEventListener("click", () => hash !== "#/login" && sessionStorage.setItem("asobiba.after-login", hash));
  replace(
    topbar,
    h(
      "a",
      { href: "#/", class: "brand", "data-testid": "brand" },
      h("img", { src: "/static/favicon.svg", alt: "", width: 28, height: 28 }),
      h("span", { class: "brand-name" }, t("brand")),
      h("span", { class: "brand-sub" }, t("brand_sub")),
    ),
    h("nav", { class: "nav" }, navLink("#/", t("nav_play"), "nav-play"), navLink("#/rooms", t("nav_rooms"), "nav-rooms"), navLink(hash.startsWith("#/help") ? hash : "#/help", t("nav_help"), "nav-help")),
    h("div", { class: "top-right" }, userBox, h("div", { class: "lang-switch", role: "group", "aria-label": "Language / 言語" }, langButton("en"), langButton("ja"))),
  );
}

async function onLogout() {
  if (api.getSession().user?.guest && !(await guestLeaves())) return;
  try {
    await api.logout();
  } catch (error) {
    showError(error);
  }
}

/** A guest's games and history belong to its session alone: ask before they are lost. True: log out anyway. */
function guestLeaves() {
  return new Promise((resolve) => {
    const close = (leave) => {
      resolve(leave); // the first answer counts: closing the dialog (Escape too) fires close again
      if (dialog.open) dialog.close();
      dialog.remove();
    };
    const dialog = h(
      "dialog",
      { class: "panel pad confirm", "data-testid": "guest-logout", onclose: () => close(false) },
      h("p", {}, t("guest_logout_warning")),
      h(
        "div",
        { class: "row" },
        h("a", { class: "btn primary", href: "#/login", "data-testid": "guest-register", onclick: () => close(false) }, t("guest_register_instead")),
        h("button", { type: "button", "data-testid": "guest-logout-anyway", onclick: () => close(true) }, t("guest_logout_anyway")),
        h("button", { type: "button", class: "link-btn", "data-testid": "guest-logout-cancel", onclick: () => close(false) }, t("cancel")),
      ),
    );
    document.body.append(dialog);
    dialog.showModal();
  });
}

onLangChange(() => {
  renderHeader();
  if (!current) return route(true);
  if (current.instance?.relang) current.instance.relang();
  else mount(current.page, current.params);
});

api.onSession(() => {
  renderHeader();
  current?.instance?.session?.();
});

window.addEventListener("hashchange", () => route());

async function boot() {
  renderHeader();
  try {
    await api.loadSession();
  } catch (error) {
    showError(error);
  }
  route(true);
}

boot();
