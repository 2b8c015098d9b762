// Each game contributes its renderer: a module exporting createView(element, context)
// → {update(state, history), destroy()}. Loaded on first use.

const LOADERS = {
  tarot: () => import("./tarot.js"),
  tichu: () => import("./tichu.js"),
  kingdomino: () => import("./kingdomino.js"),
  ohseven: () => import("./ohseven.js"),
};

/** Games the browser can show, in the order the lobby offers them. */
export const PLAYABLE = Object.keys(LOADERS);

const cache = {};

export function loadGame(gameId) {
  const loader = LOADERS[gameId];
  if (!loader) return Promise.reject(new Error(`no renderer for the game ${gameId}`));
  cache[gameId] ??= loader();
  return cache[gameId];
}
