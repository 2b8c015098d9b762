// The move log: one line per event the seat saw, newest last. `line(event)` gives the text
// of an event, or null to leave it out. Lines are keyed by the move that brought them, so
// the list is patched rather than rebuilt, and the table scrolls it only when a line comes in.

import { h } from "../dom.js";
import { t } from "../i18n.js";

const SHOWN = 200;

// The table page stamps each event with the version it came with (`v`); several events
// may share one, so they are counted within it.
function keysOf(history) {
  let last = null;
  let k = 0;
  return history.map((event, index) => {
    if (event.v === undefined) return `ev-${index}`;
    k = event.v === last ? k + 1 : 0;
    last = event.v;
    return `ev-${event.v}.${k}`;
  });
}

/**
 * Options: prefix of the class names (the game's stylesheet styles them); kind(event) → the
 * line's class, ev-<kind>; numbered(event) → whether the line is counted, its number before it
 * (a heading such as "Turn 3" is not). The number is an element of its own, as wide as it needs:
 * a list's own markers sit outside the list, where its scrolling box cut them ("i2." for 12).
 */
export function logPanel(history, line, { prefix = "kit-", kind = (event) => event.kind, numbered = null } = {}) {
  const keys = keysOf(history);
  const lines = [];
  let count = 0;
  history.forEach((event, index) => {
    const text = line(event);
    if (!text) return;
    const number = numbered?.(event) ? h("span", { class: `${prefix}log-no`, "data-testid": "log-no" }, `${++count}.`) : null;
    lines.push(h("li", { class: [`ev-${kind(event)}`, number && "numbered"], "data-key": keys[index] }, number, text));
  });
  return h(
    "section",
    { class: `panel ${prefix}log`, "data-key": "log" },
    h("h3", {}, t("log")),
    h("ol", { class: `${prefix}log-list`, "data-testid": "log" }, lines.slice(-SHOWN)),
  );
}

/** Scroll the log to its newest line when a new one came in (a person reading back is left alone otherwise). */
export function scrollLog(root) {
  const list = root.querySelector("[data-testid=log]");
  const newest = list?.lastElementChild?.dataset.key;
  if (!list || list._newest === newest) return;
  list._newest = newest;
  list.scrollTop = list.scrollHeight;
}
