// Where the pending domino may go, from the view alone. The server's `legal` list
// decides; this file only maps clicks onto it and explains a refusal (KD-R5–R7).
//
// A placement puts the domino's first square on (x, y) and its second square on the
// neighbour towards `dir` (docs/kingdomino.md). Symmetric dominoes (both squares alike)
// are listed only as E and S: a W or N click is rewritten to its E or S twin.

export const DIRS = ["E", "S", "W", "N"];
export const DX = { E: 1, S: 0, W: -1, N: 0 };
export const DY = { E: 0, S: 1, W: 0, N: -1 };

const key = (x, y, dir) => `${x},${y},${dir}`;

export function nextDir(dir) {
  return DIRS[(DIRS.indexOf(dir) + 1) % 4];
}

/** The two squares a placement covers: [[x, y], [x2, y2]]. */
export function squaresOf(x, y, dir) {
  return [
    [x, y],
    [x + DX[dir], y + DY[dir]],
  ];
}

/** The move the engine expects for this placement: W/N of a symmetric domino become E/S. */
export function canonical(x, y, dir, symmetric) {
  if (symmetric && dir === "W") return { type: "place", x: x - 1, y, dir: "E" };
  if (symmetric && dir === "N") return { type: "place", x, y: y - 1, dir: "S" };
  return { type: "place", x, y, dir };
}

/** What my legal moves allow while placing: {places: Set of keys, count, discard}. */
export function placeOptions(view) {
  const places = new Set();
  let discard = false;
  for (const move of view?.legal || []) {
    if (move.type === "place") places.add(key(move.x, move.y, move.dir));
    else if (move.type === "discard") discard = true;
  }
  return { places, count: places.size, discard };
}

/** The legal move for a click at (x, y) in orientation `dir`, or null. */
export function legalMove(options, x, y, dir, symmetric) {
  const move = canonical(x, y, dir, symmetric);
  return options.places.has(key(move.x, move.y, move.dir)) ? move : null;
}

/** The cells where a click places the domino in orientation `dir`, as "x,y" strings. */
export function anchors(options, dir, symmetric) {
  const cells = new Set();
  for (const k of options.places) {
    const [x, y, d] = k.split(",");
    const [mx, my] = [Number(x), Number(y)];
    if (d === dir) cells.add(`${mx},${my}`);
    else if (symmetric && dir === "W" && d === "E") cells.add(`${mx + 1},${my}`);
    else if (symmetric && dir === "N" && d === "S") cells.add(`${mx},${my + 1}`);
  }
  return cells;
}

/** How many legal spots each orientation offers. */
export function spotsByDir(options, symmetric) {
  return Object.fromEntries(DIRS.map((dir) => [dir, anchors(options, dir, symmetric).size]));
}

/**
 * Why (x, y, dir) is not a legal spot, as {key, params} for kt(), or null when it is.
 * Checked in the server's order: a taken square, the size limit, then the connection.
 */
export function spotReason(view, kingdom, options, x, y, dir, symmetric) {
  if (legalMove(options, x, y, dir, symmetric)) return null;
  const taken = new Set(kingdom.cells.map((cell) => `${cell.x},${cell.y}`));
  const squares = squaresOf(x, y, dir);
  if (squares.some(([sx, sy]) => taken.has(`${sx},${sy}`))) return { key: "r_taken" };
  const b = kingdom.bounds;
  const xs = [b.min_x, b.max_x, ...squares.map(([sx]) => sx)];
  const ys = [b.min_y, b.max_y, ...squares.map(([, sy]) => sy)];
  const size = view.size;
  if (Math.max(...xs) - Math.min(...xs) >= size || Math.max(...ys) - Math.min(...ys) >= size) {
    return { key: "r_outside", params: { size } };
  }
  if (DIRS.some((other) => other !== dir && legalMove(options, x, y, other, symmetric))) return { key: "r_rotate" };
  return { key: "r_no_match" };
}

/** Whether (x, y) can still hold a square: the kingdom plus it fits in size × size (KD-R6). */
export function inReach(kingdom, size, x, y) {
  const b = kingdom.bounds;
  return Math.max(b.max_x, x) - Math.min(b.min_x, x) < size && Math.max(b.max_y, y) - Math.min(b.min_y, y) < size;
}
