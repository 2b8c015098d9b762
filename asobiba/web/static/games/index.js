// Each game contributes its renderer: a module exporting createView(element, context)
// → {update(state, history), destroy()}. Loaded on first use.

const LOADERS = {
  tarot: () => import("./tarot.js"),
};

const cache = {};

export function loadGame(gameId) {
  const loader = LOADERS[gameId];
  if (!loader) return Promise.reject(new Error(`no renderer for the game ${gameId}`));
  cache[gameId] ??= loader();
  return cache[gameId];
}
