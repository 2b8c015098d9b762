// The two lines of dominoes: the one being placed (kings on it act in order) and the
// next one (kings claim dominoes there). A free domino of the next line is a button
// when my legal moves include picking it (KD-R2–R4, R9).

import { h } from "/static/dom.js";
import { kt } from "./labels.js";
import { dominoData, dominoSvg, kingSvg } from "./tiles.js";

/** The domino numbers I may pick now. */
export function pickable(view) {
  return new Set((view.legal || []).filter((move) => move.type === "pick").map((move) => move.domino));
}

function king(seat, name) {
  return seat === null || seat === undefined ? null : h("span", { class: "kd-king-slot", "data-king": seat }, kingSvg(seat, { label: kt("taken_by", { name: name(seat) }) }));
}

/** The line being resolved. */
function currentLine(view, name) {
  const items = view.line.map((item) => {
    const domino = dominoData(view, item.domino);
    const now = item.domino === view.pending;
    return h(
      "li",
      {
        class: `kd-line-item${item.done ? " done" : ""}${now ? " now" : ""}`,
        "data-testid": `line-${item.domino}`,
        "data-king": item.king ?? "",
        "data-done": String(item.done),
      },
      h("span", { class: "kd-num" }, String(item.domino)),
      dominoSvg(domino),
      king(item.king, name),
      item.done ? h("span", { class: "kd-done-mark", title: kt("done") }, "✓") : null,
    );
  });
  return h(
    "section",
    { class: "kd-line current", "data-testid": "current-line" },
    h("h3", {}, kt("current_line")),
    items.length ? h("ol", { class: "kd-line-list" }, items) : h("p", { class: "muted small" }, kt("no_line")),
  );
}

/** The next line (the first line during the first picks); `onPick(number, why)` on a click. */
function nextLine(view, name, { busy, onPick }) {
  const legal = pickable(view);
  const first = view.phase === "first_pick";
  const items = view.next_line.map((item) => {
    const domino = dominoData(view, item.domino);
    const ok = legal.has(item.domino) && !busy;
    const why = ok ? null : item.king !== null ? kt("not_free", { name: name(item.king) }) : kt("not_pick_now");
    const inside = [h("span", { class: "kd-num" }, String(item.domino)), dominoSvg(domino), king(item.king, name)];
    const attrs = {
      class: `kd-line-item${ok ? " legal" : ""}${item.king !== null ? " claimed" : ""}`,
      "data-testid": `pick-${item.domino}`,
      "data-legal": String(ok),
      "data-king": item.king ?? "",
    };
    if (!legal.size) return h("li", attrs, inside);
    return h(
      "li",
      {},
      h(
        "button",
        {
          ...attrs,
          type: "button",
          title: ok ? kt("take_domino", { n: item.domino }) : why,
          "aria-label": ok ? kt("take_domino", { n: item.domino }) : `${kt("domino_n", { n: item.domino })} — ${why}`,
          onclick: () => onPick(item.domino, ok ? null : why),
        },
        inside,
      ),
    );
  });
  const heading = first ? kt("first_line") : kt("next_line");
  return h(
    "section",
    { class: `kd-line next${legal.size && !busy ? " active" : ""}`, "data-testid": "next-line" },
    h("h3", {}, heading),
    items.length ? h("ol", { class: "kd-line-list" }, items) : h("p", { class: "muted small" }, view.phase === "over" ? kt("no_line") : kt("last_line")),
  );
}

/** During the first picks: the kings in the order they claim, the next one marked. */
function kingsOrder(view, name) {
  const claimed = view.next_line.filter((item) => item.king !== null).length;
  return h(
    "div",
    { class: "kd-kings-order", "data-testid": "kings-order" },
    h("span", { class: "small muted" }, kt("kings_order"), ": "),
    view.first_pick_order.map((seat, i) =>
      h("span", { class: `kd-order-king${i === claimed ? " next" : ""}${i < claimed ? " gone" : ""}`, title: name(seat) }, kingSvg(seat, { label: name(seat) })),
    ),
  );
}

/** `opts` = {busy, onPick(number, why), hint: {text, error} | null}. */
export function linesPanel(view, name, opts) {
  return h(
    "div",
    { class: "kd-lines panel", "data-testid": "lines", "data-key": "lines" },
    view.phase === "first_pick" ? kingsOrder(view, name) : currentLine(view, name),
    nextLine(view, name, opts),
    opts.hint ? h("p", { class: `kd-hint${opts.hint.error ? " error" : ""}`, "data-testid": "pick-hint", role: "status" }, opts.hint.text) : null,
    h("p", { class: "kd-line-note small muted" }, kt("line_note")),
  );
}
