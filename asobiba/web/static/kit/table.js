// The root of a game's table. draw(state, history) builds the whole table from the latest
// state (with h/s); the kit morphs it into the page (dom.js), so nodes with the same key
// survive: a prompt's button under the pointer is still there after a bot's move.
//
// The root carries what tests and styles read: data-version, data-seat, data-to-act,
// data-pending, data-status, data-phase (the view's phase), and what `data(state)` adds.
// Around each morph the kit plays the motion the renderer marked (motion.js), and a new
// state that makes it the person's turn rings the chime they may have turned on (sound.js).

import { h, morphChildren, replace } from "../dom.js";
import { localized, t } from "../i18n.js";
import { playerName, shortName } from "../players.js";
import { scrollLog } from "./log.js";
import { afterMorph, beforeMorph } from "./motion.js";
import { chime } from "./sound.js";

/** Why the server refused my last message, in the current language; null if it did not. */
function refusal(state) {
  return state.error && state.error.code !== "table/not_found" ? localized(state.error.reason) : null;
}

/**
 * Options: data(state) → more data-* of the root ({name: string}); fresh(state) once per new
 * state from the server, before it is drawn (its events are new: hold a trick, drop a hint);
 * refused(reason) when the server refused my last message. Returns {el, state, redraw(),
 * update(state, history), name(seat), short(seat)}: redraw() after a change of the
 * renderer's own UI state; names as the person reads them ("You" on their own seat).
 */
export function createTable(root, className, draw, { data = () => ({}), fresh = () => {}, refused = () => {} } = {}) {
  const el = h("div", { class: [className, "kit-table"], "data-testid": "table" });
  replace(root, el);
  let latest = null;
  let seq = null;
  let drawn = false;
  let myTurn = null; // unknown before the first state: opening a table on one's turn does not ring

  function redraw() {
    if (!latest) return;
    const { state, history } = latest;
    Object.assign(el.dataset, {
      version: String(state.version),
      seat: state.seat === null ? "" : String(state.seat),
      toAct: state.view.to_act.join(","),
      pending: String(Boolean(state.pending)),
      status: state.table.status,
      phase: state.view.phase ?? "",
      ...data(state),
    });
    const going = beforeMorph(el);
    morphChildren(el, draw(state, history));
    afterMorph(el, going, !drawn);
    drawn = true;
    scrollLog(el);
  }

  const mine = (seat) => seat === latest.state.seat;
  const players = () => latest.state.table.players;

  return {
    el,
    redraw,
    get state() {
      return latest?.state ?? null;
    },
    /** A seat's full name; "—" for no seat. */
    name: (seat) => (seat === null || seat === undefined || seat < 0 ? "—" : mine(seat) ? t("you") : playerName(players()[seat], seat)),
    /** A seat's name for narrow places (trick labels, columns). */
    short: (seat) => (mine(seat) ? t("you") : shortName(players()[seat], seat)),
    update(state, history) {
      latest = { state, history };
      if (state.seq !== seq) {
        seq = state.seq;
        const mine = state.seat !== null && state.view.to_act.includes(state.seat);
        if (mine && myTurn === false) chime();
        myTurn = mine;
        fresh(state);
      }
      const reason = refusal(state);
      if (reason) refused(reason);
      redraw();
    },
  };
}
