// What the rooms pages share: PUT (api.js speaks GET and POST only), the coded error shown
// next to the form that caused it, and running an action only for someone logged in.

import { h, replace } from "../../dom.js";
import { localized, t } from "../../i18n.js";
import * as api from "../../api.js";

/** PUT a JSON body with the session's CSRF token; a refusal throws api.ApiError like api.post. */
export async function put(path, body) {
  const response = await fetch(path, {
    method: "PUT",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json", "X-CSRF-Token": api.getSession().csrf },
    body: JSON.stringify(body),
  }).catch(() => null);
  const data = response ? await response.json().catch(() => null) : null;
  if (!response?.ok) {
    const error = data?.error;
    throw new api.ApiError(error?.code || "network", error?.reason || { en: t("error_network"), ja: t("error_network") }, response?.status ?? 0);
  }
  return data;
}

/** A box for one form's refusal: show(error) puts the reason in the page's language, clear() empties it. */
export function errorBox(testid) {
  const el = h("div", { class: "rooms-error", "data-testid": testid });
  return {
    el,
    show(error) {
      const text = error instanceof api.ApiError ? localized(error.reason) : t("error_generic", { message: String(error?.message || error) });
      replace(el, h("p", { class: "error", role: "alert", "data-code": error?.code ?? "" }, text));
    },
    clear: () => replace(el),
  };
}

/** Run action if someone is logged in, its refusal shown in box; else go and log in, and come back here. */
export async function whenLoggedIn(box, action) {
  box.clear();
  if (!api.getSession().user) {
    sessionStorage.setItem("asobiba.after-login", window.location.hash);
    window.location.hash = "#/login";
    return;
  }
  try {
    await action();
  } catch (error) {
    box.show(error);
  }
}

/** The first line of a text, for a list. */
export const firstLine = (text) => (text || "").split("\n")[0];
