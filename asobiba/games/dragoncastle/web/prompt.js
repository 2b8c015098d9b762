// The action area above my realm: what I am asked (docs/dragoncastle.md, "A turn"), the
// tiles taken this turn (the next to place first), this turn's sets with their Shrine room
// (DC-R9, R10), the buttons the legal moves allow (Tile + Shrine, Discard, Summon, End turn,
// a Spirit's call and payment, the Spirit of Change's types) and the hint: the server's
// refusal of my last click, or why a tile cannot be taken.

import { h } from "/static/dom.js";
import { answerButton } from "/static/kit/prompts.js";
import { dt } from "./labels.js";
import { callable, changeTypes, payments } from "./targets.js";
import { tileName, tileSvg } from "./tiles.js";

const has = (view, type) => view.legal.some((m) => m.type === type);

/** The sentence saying what to do now. `ask` from targets.asked; `found` the click targets. */
function askText(view, ask, pick, found) {
  const spirit = pick?.card ? dt(`spirit.${pick.card}`) : "";
  switch (ask) {
    case "act":
      if (view.elegance_due) return dt("ask.elegance");
      if (!found.castle.size) return dt("ask.summon_only");
      return has(view, "summon") ? dt("ask.act_summon") : dt("ask.act");
    case "choose":
      if (view.forced_pair) return dt("ask.choose_forced");
      if (!found.castle.size) return dt("ask.choose_none");
      return view.spirit_used === "deep" || view.spirit_used === "deception" ? dt(`ask.choose_${view.spirit_used}`) : dt("ask.choose");
    case "place":
      return dt("ask.place", { tile: tileName(view, view.hand[0]) });
    case "after":
      return found.cells.size ? dt("ask.after_build") : dt("ask.after");
    case "pay": {
      const { cells, shrine } = payments(view, pick.card);
      return dt(cells.length && shrine ? "ask.pay" : cells.length ? "ask.pay_tile" : "ask.pay_shrine", { spirit });
    }
    case "move_shrine":
    case "shift":
      return pick ? dt(`ask.${ask}_to`) : dt(`ask.${ask}`, { n: view.shifts_left });
    case "change":
      return pick ? dt("ask.change_as") : dt("ask.change");
    default:
      return dt(`ask.${ask}`);
  }
}

/** The buttons of this question. `act` = {send(move), choose(pick), cancel()}; `busy` while a move is in flight. */
function buttons(view, ask, pick, act, busy) {
  const out = [];
  const button = (testid, label, move, primary = false) => answerButton(testid, label, () => act.send(move), { class: primary ? "primary" : null, disabled: busy });
  if (ask === "act" && has(view, "summon")) out.push(button("summon", dt("btn_summon"), { type: "summon" }, true));
  if (ask === "choose" && has(view, "shrine")) out.push(button("shrine", dt("btn_shrine"), { type: "shrine" }));
  if (ask === "choose" && has(view, "discard")) out.push(button("discard", dt("btn_discard"), { type: "discard" }));
  if (ask === "act" || ask === "after") {
    for (const card of callable(view)) {
      out.push(answerButton(`call-${card}`, dt("btn_call", { spirit: dt(`spirit.${card}`) }), () => act.choose({ kind: "pay", card }), { class: "dc-call", disabled: busy }));
    }
  }
  if (ask === "after") out.push(button("end", dt("btn_end"), { type: "end" }, true));
  if (ask === "shift" && !pick && has(view, "end")) out.push(button("end", dt("btn_stop"), { type: "end" }));
  if (ask === "pay" && payments(view, pick.card).shrine) out.push(button("pay-shrine", dt("btn_pay_shrine"), { type: "spirit", card: pick.card, pay: "shrine" }, true));
  if (ask === "change" && pick) {
    for (const type of changeTypes(view, pick.cell)) out.push(button(`as-${type}`, dt("btn_as", { type: dt(`type.${type}`) }), { type: "change", cell: pick.cell, as: type }, true));
  }
  if (pick) out.push(answerButton("cancel", dt("btn_cancel"), act.cancel, { class: "small-btn" }));
  return out;
}

/** The tiles taken this turn and not yet placed, the next one first. */
function handRow(view) {
  if (!view.hand.length) return null;
  return h(
    "div",
    { class: "dc-hand", "data-testid": "hand", "data-tiles": view.hand.join(" ") },
    h("span", { class: "small muted" }, dt("hand")),
    view.hand.map((tile, i) => h("span", { class: `dc-hand-tile${i === 0 ? " next" : ""}`, title: i === 0 ? dt("next_place") : null }, tileSvg(view, tile, { testid: `hand-${i}` }))),
  );
}

/** This turn's sets: type, size, VP and Shrines built out of the room. */
function setsRow(view) {
  if (!view.consolidated.length) return null;
  return h(
    "ul",
    { class: "dc-sets", "data-testid": "sets" },
    view.consolidated.map((set) =>
      h("li", {}, dt("set_line", { type: dt(`type.${set.type}`), n: set.tiles.length, vp: set.vp, built: set.built, limit: set.limit + set.faith })),
    ),
  );
}

/**
 * The action area. `ctx` = {ask, pick, found (targets), hint: {text, error} | null, busy,
 * act, waiting: text when it is someone else's turn}.
 */
export function promptArea(view, ctx) {
  const { ask, pick, found, hint, busy, act } = ctx;
  const text = ask ? askText(view, ask, pick, found) : ctx.waiting;
  return h(
    "section",
    { class: `dc-prompt${ask ? " mine" : ""}`, "data-testid": `prompt-${ask || "wait"}`, "data-key": "prompt" },
    text ? h("p", { class: "dc-ask", "data-testid": "ask-text" }, ask ? "▶ " : "", text) : null,
    handRow(view),
    setsRow(view),
    ask ? h("div", { class: "dc-actions" }, buttons(view, ask, pick, act, busy)) : null,
    h("p", { class: `dc-hint${hint?.error ? " error" : ""}`, "data-testid": "hint", role: "status" }, hint ? hint.text : ""),
  );
}
