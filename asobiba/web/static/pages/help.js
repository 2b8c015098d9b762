// Rules help: static/help/<game>.<lang>.html, loaded in the chosen language, with a
// table of contents built from its sections, and links to the other games' rules.

import { h, replace } from "../dom.js";
import { getLang, t } from "../i18n.js";
import { PLAYABLE } from "../games/index.js";

export function mount(el, ctx) {
  const game = ctx.params[0];
  let token = 0;

  async function load() {
    const mine = ++token;
    const lang = getLang();
    replace(el, h("p", { class: "muted pad" }, t("loading")));
    let html;
    try {
      const response = await fetch(`/static/help/${encodeURIComponent(game)}.${lang}.html`);
      if (!response.ok) throw new Error(String(response.status));
      html = await response.text();
    } catch {
      if (mine === token) replace(el, h("p", { class: "pad" }, t("not_found_page")), h("a", { href: "#/" }, t("back_lobby")));
      return;
    }
    if (mine !== token) return;
    const article = h("article", { class: "help", lang, "data-testid": "help" });
    article.innerHTML = html; // our own static file, shipped with the package
    const toc = h(
      "nav",
      { class: "help-toc", "data-testid": "help-toc" },
      h(
        "ol",
        {},
        [...article.querySelectorAll("h2[id]")].map((heading) =>
          h(
            "li",
            {},
            h(
              "a",
              {
                href: `#/help/${game}`,
                onclick: (event) => {
                  event.preventDefault();
                  heading.scrollIntoView({ behavior: "smooth", block: "start" });
                },
              },
              heading.textContent,
            ),
          ),
        ),
      ),
    );
    const games = h(
      "nav",
      { class: "help-games row", "data-testid": "help-games" },
      PLAYABLE.map((id) => h("a", { href: `#/help/${id}`, class: "btn small-btn", "aria-current": id === game ? "page" : null }, t(`game_${id}`))),
    );
    replace(el, games, h("div", { class: "help-layout" }, toc, article));
  }

  load();
  return { unmount() {}, relang: load };
}
