// Rules help. #/help lists every game that ships rules; #/help/<game> loads the game's own
// help.<lang>.html from its folder (/games/<game>/), in the chosen language, with a table of
// contents built from its sections and links to the other games' rules.

import { h, replace } from "../dom.js";
import { getLang, localized, t } from "../i18n.js";
import * as api from "../api.js";
import { seatsText } from "../gamemeta.js";

export function mount(el, ctx) {
  const gameId = ctx.params[0] ?? null;
  let token = 0;

  function missing() {
    replace(el, h("p", { class: "pad" }, t("not_found_page")), h("a", { href: "#/" }, t("back_lobby")));
  }

  function gameLinks(games) {
    return h(
      "nav",
      { class: "help-games row", "data-testid": "help-games" },
      games.map((game) =>
        h("a", { href: `#/help/${game.id}`, class: "btn small-btn", "aria-current": game.id === gameId ? "page" : null }, localized(game.title)),
      ),
    );
  }

  function index(games) {
    replace(
      el,
      h("h1", {}, t("rules_index")),
      h(
        "ul",
        { class: "rules-index", "data-testid": "rules-index" },
        games.map((game) =>
          h(
            "li",
            {},
            h(
              "a",
              { href: `#/help/${game.id}`, "data-testid": `rules-${game.id}` },
              game.icon ? h("img", { src: game.icon, alt: "", width: 40, height: 40 }) : null,
              h("span", {}, h("strong", {}, localized(game.title)), h("small", { class: "muted" }, seatsText(game))),
            ),
          ),
        ),
      ),
    );
  }

  async function load() {
    const mine = ++token;
    const lang = getLang();
    replace(el, h("p", { class: "muted pad" }, t("loading")));
    let games, html;
    try {
      games = (await api.games()).filter((game) => game.help.length);
      if (gameId === null) {
        if (mine === token) index(games);
        return;
      }
      const game = games.find((g) => g.id === gameId);
      if (!game) throw new Error(gameId);
      const response = await fetch(`/games/${gameId}/help.${game.help.includes(lang) ? lang : game.help[0]}.html`);
      if (!response.ok) throw new Error(String(response.status));
      html = await response.text();
    } catch {
      if (mine === token) missing();
      return;
    }
    if (mine !== token) return;
    const article = h("article", { class: "help", lang, "data-testid": "help" });
    article.innerHTML = html; // the game's own static file, shipped in its package
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
                href: `#/help/${gameId}`,
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
    replace(el, gameLinks(games), h("div", { class: "help-layout" }, toc, article));
  }

  load();
  return { unmount() {}, relang: load };
}
