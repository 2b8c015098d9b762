// What I am asked and what a click on the board does, from the view's legal moves alone
// (docs/targi.md "A round", "Moves"). Why a border card refuses a Targi is computed from
// the view with the engine's own order of reasons (board.py placement_problem, TARGI-R5);
// a click on it still sends the move, so the hint is the server's refusal.

import { CORNERS } from "./cards.js";

// Facing border cards: each line's two ends (rules/targi.md §1.2).
const FACING = { 1: 11, 11: 1, 2: 10, 10: 2, 3: 9, 9: 3, 5: 15, 15: 5, 6: 14, 14: 6, 7: 13, 13: 7 };

/**
 * What I am asked now: "" when I have no move; else place, raid (how to pay), raid_goods,
 * limit, actions (which action next) or the step inside an action (noble, tribe, good,
 * merchant, silversmith, fata_morgana).
 */
export function asked(view) {
  if (!view.legal?.length) return "";
  if (view.phase === "raid") return view.step === "goods" ? "raid_goods" : "raid";
  if (view.phase === "actions") return view.step ?? "actions";
  return view.phase;
}

/** Why a Targi of `seat` may not stand on border card `number`: corner, robber, taken, opposite, or "ok". */
export function placeReason(view, seat, number) {
  const entry = view.border[number - 1];
  if (CORNERS.includes(number)) return "corner";
  if (entry.robber) return "robber";
  if (entry.targi !== null) return "taken";
  const facing = FACING[number];
  if (facing && view.border[facing - 1].targi === 1 - seat) return "opposite";
  return "ok";
}

const moves = (view, type) => (view.legal || []).filter((m) => m.type === type);

/** Fata Morgana's markers that may move (their central spaces). */
export function markerSources(view) {
  return [...new Set(moves(view, "move_marker").map((m) => m.from))];
}

/**
 * The click on the board's card `ref` (a border number or a central space) now: {move}
 * to send, {pick} to keep as a first click, {say: label key} to explain, or null (nothing
 * to do there). `pick` is the marker chosen first under Fata Morgana.
 */
export function clickOn(view, seat, ref, pick) {
  const ask = asked(view);
  if (ask === "place") return typeof ref === "number" ? { move: { type: "place", card: ref } } : { say: "why.central" };
  if (ask === "actions") {
    // A pending action is sent even when it cannot be carried out: the server says why.
    return view.pending[seat].includes(ref) ? { move: { type: "resolve", card: ref } } : null;
  }
  if (ask === "fata_morgana" && typeof ref === "string") {
    const sources = markerSources(view);
    if (sources.includes(ref) && sources.length > 1) return { pick: ref === pick ? null : ref };
    const from = pick ?? (sources.length === 1 ? sources[0] : null);
    if (from === null) return { say: "ask.fata_pick" };
    return { move: { type: "move_marker", from, to: ref } };
  }
  return null;
}

/** Whether the click on `ref` sends a legal move (the board lights it). */
export function isTarget(view, seat, ref, pick) {
  const click = clickOn(view, seat, ref, pick);
  if (!click) return false;
  if ("pick" in click) return true;
  if (!click.move) return false;
  const json = JSON.stringify(click.move);
  return view.legal.some((m) => JSON.stringify(m) === json);
}
