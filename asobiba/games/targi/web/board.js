// The 5×5 board (rules/targi.md §1.2): the 16 border cards around the 3×3 centre, each
// with its name and action, the Targi figures and tribe markers in their owners' colours,
// the Robber on its card and the four raid corners with what they take. Every card is a
// button whose click targets.js decides; its title says what it does, or why not.

import { h } from "/static/dom.js";
import { tt } from "./labels.js";
import { borderName, borderShort, borderText, cardFace, figure, robberFigure } from "./cards.js";
import { isTarget, placeReason } from "./targets.js";

// The grid in reading order: border numbers and central spaces (data/board.json "grid").
const GRID = [
  [16, 1, 2, 3, 4],
  [15, "c11", "c12", "c13", 5],
  [14, "c21", "c22", "c23", 6],
  [13, "c31", "c32", "c33", 7],
  [12, 11, 10, 9, 8],
];

/** The reason shown on a card while I am asked something about it. */
function reasonOf(view, ctx, ref) {
  const { ask, me, pick } = ctx;
  if (ask === "place") return typeof ref === "number" ? placeReason(view, me, ref) : "central";
  if (ask === "actions" && view.pending[me].includes(ref)) return "pending";
  if (ask === "fata_morgana" && isTarget(view, me, ref, pick)) return ref === pick ? "picked" : "target";
  return null;
}

function borderCard(view, entry, ctx) {
  const reason = reasonOf(view, ctx, entry.card);
  const lit = ctx.ask ? isTarget(view, ctx.me, entry.card, ctx.pick) : false;
  const name = borderName(entry);
  const why = reason ? tt(`why.${reason}`) : null;
  const who = entry.targi === null ? null : tt("targi_of", { name: ctx.name(entry.targi) });
  const label = [`${entry.card} ${name}: ${borderText(entry)}`, who, entry.robber ? tt("robber") : null, why].filter(Boolean).join(" — ");
  return h(
    "button",
    {
      type: "button",
      class: ["tg-cell", "tg-border", `act-${entry.action}`, entry.action === "raid" ? "corner" : null, lit ? "lit" : null, reason && !lit && reason !== "pending" ? "dim" : null, ctx.pending.has(entry.card) ? "pending" : null],
      "data-testid": `card-${entry.card}`,
      "data-key": `card-${entry.card}`,
      "data-legal": String(lit),
      "data-reason": reason,
      "data-targi": entry.targi === null ? "" : String(entry.targi),
      title: label,
      "aria-label": label,
      onclick: () => ctx.onCard(entry.card),
    },
    h("span", { class: "tg-num" }, String(entry.card)),
    h("span", { class: "tg-name" }, name),
    h("span", { class: "tg-short" }, borderShort(entry)),
    entry.targi === null ? null : figure("targi", entry.targi, who),
    entry.robber ? robberFigure() : null,
  );
}

function centralCard(view, space, ctx) {
  const reason = reasonOf(view, ctx, space.space);
  const lit = ctx.ask ? isTarget(view, ctx.me, space.space, ctx.pick) : false;
  let face;
  if (space.kind === null) face = h("span", { class: "tg-face tg-empty" }, tt("empty_space"));
  else if (!space.face_up) face = h("span", { class: `tg-face tg-down ${space.kind}` }, tt(space.kind === "tribe" ? "tribe_card" : "goods_card"));
  else face = cardFace(space.card);
  const what = space.kind === null ? tt("empty_space") : !space.face_up ? `${tt(space.kind === "tribe" ? "tribe_card" : "goods_card")}, ${tt("face_down")}` : face.getAttribute("aria-label");
  const who = space.marker === null ? null : tt("marker_of", { name: ctx.name(space.marker) });
  const label = [`${space.space}: ${what}`, who, reason && reason !== "central" ? tt(`why.${reason}`) : null].filter(Boolean).join(" — ");
  return h(
    "button",
    {
      type: "button",
      class: ["tg-cell", "tg-central", space.kind ? `kind-${space.kind}` : "kind-empty", lit ? "lit" : null, reason === "picked" ? "picked" : null, ctx.pending.has(space.space) ? "pending" : null],
      "data-testid": `card-${space.space}`,
      "data-key": `card-${space.space}`,
      "data-legal": String(lit),
      "data-reason": reason,
      "data-marker": space.marker === null ? "" : String(space.marker),
      title: label,
      "aria-label": label,
      onclick: () => ctx.onCard(space.space),
    },
    // The marker sits in a band above the card, never over its cost.
    h("span", { class: "tg-band" }, h("span", { class: "tg-num" }, space.space), space.marker === null ? null : figure("marker", space.marker, who)),
    face,
  );
}

/**
 * The board. `ctx` = {ask, me (my seat or null), pick, name(seat), onCard(ref)}; the cards
 * still pending for the seat acting glow.
 */
export function boardGrid(view, ctx) {
  const acting = view.phase === "actions" && view.current !== null ? view.pending[view.current] : [];
  const full = { ...ctx, pending: new Set(acting) };
  const centre = Object.fromEntries(view.centre.map((space) => [space.space, space]));
  return h(
    "div",
    { class: "tg-grid", "data-testid": "board-grid", "data-robber": view.robber },
    GRID.flat().map((ref) => (typeof ref === "number" ? borderCard(view, view.border[ref - 1], full) : centralCard(view, centre[ref], full))),
  );
}
