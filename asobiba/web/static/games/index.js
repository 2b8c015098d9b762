// A game's browser renderer lives in its own folder, served at /games/<id>/ (DESIGN.md,
// "A game folder"): renderer.js exports createView(element, context) → {update(state,
// history), destroy()}, and style.css is its stylesheet. Both load on first use.

import { h } from "../dom.js";

const cache = {};

/** The renderer module of `gameId`, its stylesheet added to the page once. */
export function loadGame(gameId) {
  if (!/^[\w-]+$/.test(gameId)) return Promise.reject(new Error(`no renderer for the game ${gameId}`));
  if (!document.querySelector(`link[data-game="${gameId}"]`)) {
    document.head.append(h("link", { rel: "stylesheet", href: `/games/${gameId}/style.css`, "data-game": gameId }));
  }
  cache[gameId] ??= import(`/games/${gameId}/renderer.js`);
  return cache[gameId];
}
