// Log in, register, or play as a guest. After success, back to where the visitor came from.

import { h, replace } from "../dom.js";
import { t } from "../i18n.js";
import * as api from "../api.js";

export function mount(el, ctx) {
  const back = sessionStorage.getItem("asobiba.after-login") || "#/";
  let errorBox = null;

  function field(label, attrs, hint) {
    return h("label", { class: "field" }, h("span", {}, label), h("input", attrs), hint ? h("small", { class: "hint" }, hint) : null);
  }

  function handler(action, read) {
    return async (event) => {
      event.preventDefault();
      errorBox?.remove();
      const data = new FormData(event.target);
      try {
        await action(...read(data));
        sessionStorage.removeItem("asobiba.after-login");
        ctx.navigate(back);
      } catch (error) {
        errorBox = ctx.showError(error, el);
      }
    };
  }

  function render() {
    const { user } = api.getSession();
    const pair = (data) => [String(data.get("name") || ""), String(data.get("password") || "")];
    replace(
      el,
      h("h1", {}, t("login_title")),
      user ? h("p", { class: "hello", "data-testid": "logged-in" }, t("logged_in_as", { name: user.name })) : null,
      h("p", { class: "muted" }, t("account_why")),
      h(
        "div",
        { class: "auth-grid" },
        h(
          "form",
          { class: "panel", "data-testid": "login-form", onsubmit: handler(api.login, pair) },
          h("h2", {}, t("login_title")),
          field(t("name"), { name: "name", required: true, maxlength: 24, autocomplete: "username", "data-testid": "login-name" }),
          field(t("password"), { name: "password", type: "password", required: true, autocomplete: "current-password", "data-testid": "login-password" }),
          h("button", { type: "submit", class: "primary", "data-testid": "login-submit" }, t("login_btn")),
        ),
        h(
          "form",
          { class: "panel", "data-testid": "register-form", onsubmit: handler(api.register, pair) },
          h("h2", {}, t("register_title")),
          user?.guest ? h("p", { class: "hint", "data-testid": "register-keeps-guest" }, t("register_keeps_guest", { name: user.name })) : null,
          field(t("name"), { name: "name", required: true, maxlength: 24, autocomplete: "username", "data-testid": "register-name" }),
          field(
            t("password"),
            { name: "password", type: "password", required: true, minlength: 8, autocomplete: "new-password", "data-testid": "register-password" },
            t("password_hint"),
          ),
          h("button", { type: "submit", class: "primary", "data-testid": "register-submit" }, t("register_btn")),
        ),
        h(
          "form",
          { class: "panel", "data-testid": "guest-form", onsubmit: handler(api.guest, (data) => [String(data.get("name") || "")]) },
          h("h2", {}, t("guest_title")),
          field(t("guest_name"), { name: "name", required: true, maxlength: 24, autocomplete: "nickname", "data-testid": "guest-form-name" }),
          h("button", { type: "submit", class: "primary", "data-testid": "guest-form-submit" }, t("guest_go")),
        ),
      ),
    );
  }

  render();
  return { unmount() {}, session: render };
}
