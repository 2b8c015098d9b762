// What a click does, from the legal moves alone (docs/dragoncastle.md, "A turn", "Moves"):
// the castle tiles and realm squares that answer now and the move each sends, the buttons,
// and the two-click choices the page keeps itself (a Spirit's payment, the tile a Shrine or a
// Strength move starts from, the Special tile the Spirit of Change counts anew).
//
// A click on anything else in the phase still sends the move it would be (a tile that is not
// Available, a face-up square): the server refuses it and its reason becomes the hint, so
// the page never has to guess the rules (a refusal changes nothing, DC-R8 and the contract).

/** A square's key in the maps below (and the castle's and realm's data-at / data-cell). */
export const squareKey = ([r, c]) => `${r},${c}`;
const key = squareKey;
const same = (a, b) => a[0] === b[0] && a[1] === b[1];

/**
 * What I am asked now: "" when it is not my move, "pay" while I choose a Spirit's payment,
 * else the phase (act, choose, place, after) or the Spirit's step (destroy, flip, …).
 */
export function asked(view, pick) {
  if (!view.legal?.length) return "";
  if (pick?.kind === "pay") return "pay";
  return view.phase === "spirit" ? view.step : view.phase;
}

/** The Spirit cards I may call now (each listed once, in the engine's order). */
export function callable(view) {
  return [...new Set(view.legal.filter((m) => m.type === "spirit").map((m) => m.card))];
}

/** The payments of `card` I may make: realm cells and whether a Shrine will do. */
export function payments(view, card) {
  const moves = view.legal.filter((m) => m.type === "spirit" && m.card === card);
  return { cells: moves.filter((m) => Array.isArray(m.pay)), shrine: moves.some((m) => m.pay === "shrine") };
}

/**
 * The click targets now. Returns {castle: Map "r,c" → move, cells: Map "r,c" → {move} |
 * {select} (a first click), castleMiss(at) → move, cellMiss(cell) → move | null}.
 * `pick`: the page's pending choice ({kind: "pay", card} | {kind: "from", cell} | {kind: "change", cell}) or null.
 */
export function targets(view, pick) {
  const castle = new Map();
  const cells = new Map();
  const ask = asked(view, pick);
  const legal = view.legal || [];
  const by = (type) => legal.filter((m) => m.type === type);
  const castleKind = { act: "take", choose: "pair", destroy: "destroy" }[ask];
  if (castleKind) for (const move of by(castleKind)) castle.set(key(move.at), move);

  const cellKind = { place: "place", after: "build", flip: "flip", cunning: "cunning", faith: "build" }[ask];
  if (cellKind) for (const move of by(cellKind)) cells.set(key(move.cell), { move });
  if (ask === "pay") for (const move of payments(view, pick.card).cells) cells.set(key(move.pay), { move });
  if (ask === "move_shrine" || ask === "shift") {
    const moves = by(ask);
    if (pick?.kind === "from") {
      for (const move of moves.filter((m) => same(m.from, pick.cell))) cells.set(key(move.to), { move });
      cells.set(key(pick.cell), { select: null }); // a second click on it lets go
    } else {
      for (const move of moves) cells.set(key(move.from), { select: { kind: "from", cell: move.from } });
    }
  }
  if (ask === "change") {
    for (const move of by("change")) cells.set(key(move.cell), { select: { kind: "change", cell: move.cell } });
    if (pick) cells.set(key(pick.cell), { select: null }); // another Special tile changes the choice, this one lets go
  }

  return {
    castle,
    cells,
    castleMiss: (at) => (castleKind ? { type: castleKind, at } : null),
    cellMiss(cell) {
      if (cellKind) return { type: cellKind, cell };
      if (ask === "pay") return { type: "spirit", card: pick.card, pay: cell };
      if (ask === "move_shrine" || ask === "shift") return { type: ask, from: pick?.kind === "from" ? pick.cell : cell, to: cell };
      if (ask === "change") return { type: "change", cell, as: "dragons" };
      return null;
    },
  };
}

/** The types the Spirit of Change may count the tile at `cell` as. */
export function changeTypes(view, cell) {
  return view.legal.filter((m) => m.type === "change" && same(m.cell, cell)).map((m) => m.as);
}
