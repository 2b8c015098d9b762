// The placing bar above my kingdom: the domino to place in its current orientation,
// Rotate (also the R key), Discard (only when the engine offers it), and a hint line.

import { h, s } from "/static/dom.js";
import { kt } from "./labels.js";
import { UNIT, dominoTitle, square } from "./tiles.js";
import { DX, DY, DIRS } from "./placement.js";

/** The pending domino drawn as it will land: first square marked, second towards `dir`. */
export function orientedDomino(domino, dir) {
  const [a, b] = domino.squares;
  const [bx, by] = [DX[dir], DY[dir]];
  const x0 = Math.min(0, bx);
  const y0 = Math.min(0, by);
  const w = bx === 0 ? 1 : 2;
  const hgt = by === 0 ? 1 : 2;
  return s(
    "svg",
    { viewBox: `${x0 * UNIT - 0.5} ${y0 * UNIT - 0.5} ${w * UNIT + 1} ${hgt * UNIT + 1}`, class: `kd-pending-svg dir-${dir}`, role: "img", "aria-label": `${dominoTitle(domino)} — ${kt(`dir.${dir}`)}` },
    square(0, 0, a.terrain, a.crowns, { title: false }),
    square(bx, by, b.terrain, b.crowns, { title: false }),
    s("circle", { cx: UNIT / 2, cy: UNIT / 2, r: 1.1, class: "kd-first-dot" }),
  );
}

/**
 * The bar. `place` = {domino, dir, counts: {E, S, W, N}, discard, busy, hint: {text, error} | null,
 * onRotate(), onDiscard()}.
 */
export function placeBar(place) {
  const here = place.counts[place.dir];
  const total = DIRS.reduce((sum, dir) => sum + place.counts[dir], 0);
  let spotsText;
  if (place.discard) spotsText = kt("do_discard", { n: place.domino.number });
  else if (here) spotsText = kt("spots_here", { n: here });
  else spotsText = kt("spots_elsewhere", { n: total });
  const hint = place.hint;
  return h(
    "div",
    { class: "kd-place-bar", "data-testid": "place-bar", "data-key": "place-bar", "data-dir": place.dir },
    h(
      "div",
      { class: "kd-pending", "data-testid": "pending", "data-domino": place.domino.number },
      h("span", { class: "kd-pending-label small" }, kt("to_place"), " ", h("b", {}, String(place.domino.number))),
      orientedDomino(place.domino, place.dir),
    ),
    h(
      "div",
      { class: "kd-place-actions" },
      place.discard
        ? null
        : h(
            "button",
            { type: "button", class: "kd-rotate", "data-testid": "rotate", title: kt("rotate_title"), "aria-keyshortcuts": "R", onclick: place.onRotate, disabled: place.busy },
            "⟳ ",
            kt("rotate"),
            h("kbd", {}, "R"),
          ),
      place.discard
        ? h("button", { type: "button", class: "primary", "data-testid": "discard", onclick: place.onDiscard, disabled: place.busy }, "🗑 ", kt("discard", { n: place.domino.number }))
        : null,
      h("span", { class: "kd-dir small muted", "data-testid": "dir-label" }, place.discard ? "" : kt(`dir.${place.dir}`)),
    ),
    h("p", { class: `kd-spots-text small${here || place.discard ? "" : " warn"}`, "data-testid": "spots-text" }, spotsText),
    h("p", { class: `kd-hint${hint?.error ? " error" : ""}`, "data-testid": "place-hint", role: "status" }, hint ? hint.text : place.discard ? "\u00a0" : kt("hover_hint")),
  );
}
