// A game's browser renderer lives in its own folder, served at /games/<id>/ (DESIGN.md,
// "A game folder"): renderer.js exports createView(element, context) → {update(state,
// history), destroy()}, and style.css is its stylesheet. Both load on first use, and the
// renderer is handed over once its stylesheet has loaded: a table drawn before would show
// unstyled for a moment (CI measured a Tichu table 8,004 px tall).

import { h } from "../dom.js";

const cache = {};

/** The renderer module of `gameId`, once its stylesheet is on the page. */
export function loadGame(gameId) {
  if (!/^[\w-]+$/.test(gameId)) return Promise.reject(new Error(`no renderer for the game ${gameId}`));
  cache[gameId] ??= Promise.all([import(`/games/${gameId}/renderer.js`), stylesheet(gameId)]).then(([module]) => module);
  return cache[gameId];
}

function stylesheet(gameId) {
  if (document.querySelector(`link[data-game="${gameId}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = h("link", { rel: "stylesheet", href: `/games/${gameId}/style.css`, "data-game": gameId });
    link.addEventListener("load", resolve);
    link.addEventListener("error", resolve); // a game without a stylesheet still plays
    document.head.append(link);
  });
}
