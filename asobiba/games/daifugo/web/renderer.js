// Daifugō at the table, drawn from the latest state's `view` (asobiba/games/daifugo/view.py).
// Events feed the move log, the short banner over the trick (a cut, a revolution …) and the
// cards I gave and received this game.
//
// Layout: status line; the table's state as badges (direction, revolution, eleven-back,
// locks, a seven-pass or ten-discard due); the felt with 3 to 7 seats on a ring in the order
// of play and the trick, or the exchange, in the middle (board.js); the return, the
// seven-pass or the ten-discard I owe (prompts.js); the action bar (Play, Pass, Give,
// Discard), the hint and my hand; beside it the
// scores and the log. After each game its result and the match sheet pop up (sheet.js).
// The pieces come from the shared kit (static/kit/) with the class prefix "df-".
//
// Cards are chosen by clicking (select.js): Play is enabled when the selection is exactly a
// legal play, and asks what the Joker stands for when legal plays of those cards differ in it.

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { handCards, handRow } from "/static/kit/hand.js";
import { logPanel } from "/static/kit/log.js";
import { answerButton, spectatorLine } from "/static/kit/prompts.js";
import { sheetModal, standinBanner } from "/static/kit/panels.js";
import { t } from "./labels.js";
import { cardSvg, cardText, sortCards } from "./cards.js";
import { choiceKey, choiceLabel, kindOf, kindText, matching, movesOf, nothingBeats, usefulCards, whyNot, whyNotDiscard, whyNotGive } from "./select.js";
import { felt, stateBadges } from "./board.js";
import { discardPrompt, givePrompt, returnPrompt, splitPrompt, swapLine, swaps } from "./prompts.js";
import { logLine } from "./log.js";
import { gameSheet, matchOver, scoresPanel } from "./sheet.js";

const P = "df-"; // the kit's class prefix: this stylesheet's names
// Events worth a banner over the trick, until the next play.
const NOTED = ["cut", "revolution", "eleven_back", "lock", "number_lock", "reverse", "skip", "fallen", "stalled"];

export function createView(root, ctx) {
  const ui = {
    selected: new Set(), // cards of my hand chosen for a play or a gift
    choosing: null, // legal plays of the selected cards that differ in their Jokers: which one?
    hint: null, // {text, error}: a refusal from the server
    note: null, // the newest event worth a banner (NOTED)
  };
  const table = createTable(root, "daifugo", draw, {
    data: (state) => ({ players: String(state.view.players), ask: state.pending ? "" : asked(state.view), shortest: shortest(state.view) }),
    fresh,
    refused: (text) => (ui.hint = { text, error: true }),
  });
  const { name, short } = table;
  const mySeat = () => table.state.seat;
  const whom = (seat) => (seat === mySeat() ? t("df.you_object") : name(seat)); // "gives you", not "gives You"

  function fresh(state) {
    ui.hint = null;
    ui.choosing = null;
    const hand = new Set(state.view.hand || []);
    ui.selected = new Set([...ui.selected].filter((card) => hand.has(card)));
    for (const event of state.events) {
      if (NOTED.includes(event.kind)) ui.note = event;
      else if (event.kind === "play" || event.kind === "game_start") ui.note = null;
    }
  }

  /** What I am asked now: "lead", "play", "return" (the exchange), "give" (a seven-pass), "discard" (a ten-discard), "split" (sanma), or "". */
  function asked(view) {
    if (!view.legal?.length) return "";
    if (view.phase === "exchange") return "return";
    if (view.phase === "give") return "give";
    if (view.phase === "discard") return "discard";
    if (view.phase === "split") return "split";
    return view.table ? "play" : "lead";
  }

  /** The cards of a legal play with the fewest cards, as JSON: for scripts driving the page (the browser tests). */
  function shortest(view) {
    const plays = movesOf(view, "play");
    return plays.length ? JSON.stringify(plays.reduce((best, move) => (move.cards.length < best.cards.length ? move : best)).cards) : "";
  }

  function send(move) {
    ui.hint = null;
    ui.choosing = null;
    if (ctx.move(move)) {
      ui.selected.clear();
      table.redraw();
    }
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw(state, history) {
    const { view } = state;
    const over = view.phase === "over";
    const seated = mySeat() !== null;
    const names = { me: mySeat(), name, short, whom, players: state.table.players, tableId: ctx.tableId, finished: state.table.status === "finished" };
    const main = h(
      "div",
      { class: "df-main", "data-key": "main" },
      standinBanner(state.table, mySeat(), ctx.reclaim),
      over ? matchOver(view, names) : null,
      statusLine(view),
      over ? null : stateBadges(view, names),
      over ? null : felt(view, { ...names, note: noteText() }),
      seated ? prompt(view, names) : spectatorLine(P),
      seated && !over ? handArea(view, history, Boolean(state.pending), names) : null,
    );
    const side = h("aside", { class: "df-side", "data-key": "side" }, scoresPanel(view, names), logPanel(history, (event) => logLine(event, names), { prefix: P }));
    return [main, side, over ? null : sheetModal({ count: view.results.length, tableId: ctx.tableId, redraw: table.redraw }, () => gameSheet(view, names))];
  }

  function prompt(view, names) {
    if (view.phase === "exchange") return returnPrompt(view, names);
    if (view.phase === "give") return givePrompt(view, names);
    if (view.phase === "discard") return discardPrompt(view);
    if (view.phase === "split") return splitPrompt(view);
    return null;
  }

  function statusLine(view) {
    return h(
      "div",
      { class: "df-status", "data-testid": "status", "data-key": "status" },
      h("span", { class: "df-game", "data-testid": "game-no" }, t("df.game_of", { k: view.game_number, n: view.games })),
      view.round ? h("span", { class: "df-round", "data-testid": "round" }, t("df.round_of", { k: view.round, n: view.players - 1 })) : null,
      h("span", { class: "df-preset", "data-testid": "preset", title: houseRules(view.rules) }, t(`df.preset.${view.options.preset}`)),
      h("a", { class: "df-help", href: "#/help/daifugo", target: "_blank", rel: "noopener", "data-testid": "rules-link" }, t("df.rules")),
      turnText(view),
    );
  }

  /** The house rules in force, by name, for the preset's tooltip. */
  function houseRules(rules) {
    const on = ["shibari", "number_lock", "spade_3", "eleven_back", "five_skip", "six_reverse", "seven_pass", "ten_discard", "sandstorm", "ambulance", "miyako_ochi"].filter((rule) => rules[rule]);
    if (rules.revolution !== "off") on.unshift("revolution");
    if (rules.eight_cut !== "off") on.unshift("eight_cut");
    if (rules.foul_finish !== "off") on.push("foul_finish");
    return on.map((rule) => t(`df.rule.${rule}`)).join(t("list_sep")) || t("df.rule.none");
  }

  function turnText(view) {
    if (table.state.pending) return h("strong", { class: "df-turn mine", "data-testid": "turn" }, t("move_sent"));
    const ask = asked(view);
    if (ask === "play" && nothingBeats(view)) return h("strong", { class: "df-turn mine", "data-testid": "turn" }, "▶ ", t("df.ask.nothing"));
    if (ask) return h("strong", { class: "df-turn mine", "data-testid": "turn" }, "▶ ", t(`df.ask.${ask}`));
    if (view.to_act.length === 1) return h("span", { class: "df-turn", "data-testid": "turn" }, t("waiting_for", { name: name(view.to_act[0]) }));
    if (view.to_act.length) return h("span", { class: "df-turn", "data-testid": "turn" }, t("df.waiting_returns", { names: view.to_act.map(short).join(t("list_sep")) }));
    return null;
  }

  function noteText() {
    const event = ui.note;
    if (!event) return null;
    if (event.kind === "cut") return t(`df.note.cut_${event.why}`, { who: name(event.seat) });
    if (event.kind === "revolution" || event.kind === "eleven_back") return t(`df.note.${event.kind}_${event.on ? "on" : "off"}`);
    if (event.kind === "lock") return event.suits.length ? t("df.note.lock") : t("df.note.unlock");
    if (event.kind === "number_lock") return event.rank ? t("df.note.number_lock") : t("df.note.number_unlock");
    if (event.kind === "reverse") return t("df.note.reverse");
    if (event.kind === "skip") return t("df.note.skip", { whos: event.seats.map(short).join(t("list_sep")) });
    return t(`df.note.${event.kind}`, { who: name(event.seat) });
  }

  // -- my hand and the action bar ---------------------------------------------------------

  function handArea(view, history, busy, names) {
    const ask = asked(view);
    const useful = usefulCards(view);
    const found = swaps(history, mySeat());
    const received = new Set(found.filter((item) => item.received).flatMap((item) => item.cards));
    const active = Boolean(ask) && !busy;
    const buttons = handCards(sortCards(view.hand || []), {
      prefix: P,
      face: (card) => cardSvg(card, { title: false }),
      attrs(card) {
        const selected = ui.selected.has(card);
        const legal = active && useful.has(card);
        return {
          class: [selected && "selected", legal && "legal", active && !legal && "dim", received.has(card) && "received"],
          "data-selected": String(selected),
          "data-legal": String(legal),
          "aria-pressed": String(selected),
          "aria-label": cardText(card),
          title: cardText(card),
          onclick: () => toggle(card),
        };
      },
    });
    return handRow({
      buttons,
      active,
      hint: ui.hint ?? selectionHint(view, ask),
      above: [swapLine(found, view.gave || [], names), actionBar(view, ask, busy)],
      prefix: P,
    });
  }

  function toggle(card) {
    if (asked(table.state.view) === "split") return send({ type: "split", card }); // one card a click: no selection to confirm
    if (ui.selected.has(card)) ui.selected.delete(card);
    else ui.selected.add(card);
    ui.choosing = null;
    ui.hint = null;
    table.redraw();
  }

  function selectionHint(view, ask) {
    if (!ask || !ui.selected.size) return null;
    const reason = ask === "return" || ask === "give" ? whyNotGive(view, ui.selected) : ask === "discard" ? whyNotDiscard(view, ui.selected) : whyNot(view, ui.selected);
    return reason ? { text: t(reason.key, reason.params), error: false } : null;
  }

  function actionBar(view, ask, busy) {
    const buttons = [];
    if (ui.choosing) {
      buttons.push(
        h("span", { class: "df-label" }, t("df.which")),
        ui.choosing.map((move) => answerButton(choiceKey(move), choiceLabel(move), () => send(move), { class: "primary", disabled: busy })),
        answerButton("choice-cancel", t("df.cancel"), () => ((ui.choosing = null), table.redraw())),
      );
    } else if (ask === "return" || ask === "give") {
      const gives = matching(view, ui.selected, "give");
      const n = movesOf(view, "give")[0].cards.length;
      buttons.push(answerButton("give", t("df.give_n", { n }), () => send(gives[0]), { class: "primary", disabled: busy || !gives.length, "data-count": n }));
    } else if (ask === "discard") {
      // DAIFUGO-H1: up to view.ten cards, or none.
      const discards = matching(view, ui.selected, "discard");
      buttons.push(
        answerButton("discard", t("df.discard_n", { n: ui.selected.size }), () => send(discards[0]), { class: "primary", disabled: busy || !discards.length, "data-count": view.ten }),
        answerButton("discard-none", t("df.discard_none"), () => send({ type: "discard", cards: [] }), { disabled: busy }),
      );
    } else if (view.phase === "play") {
      buttons.push(playButton(view, ask, busy));
      if (ask) buttons.push(answerButton("pass", t("df.pass"), () => send({ type: "pass" }), { disabled: busy || !movesOf(view, "pass").length }));
    }
    if (ui.selected.size && !ui.choosing) buttons.push(answerButton("clear", t("df.clear"), () => (ui.selected.clear(), table.redraw()), { class: "small-btn" }));
    return buttons.length ? h("div", { class: "df-bar", "data-testid": "action-bar", "data-key": "bar" }, buttons) : null;
  }

  function playButton(view, ask, busy) {
    const matches = ask ? matching(view, ui.selected, "play") : [];
    const kinds = new Set(matches.map(kindOf));
    const label = [t("df.play"), kinds.size === 1 ? h("small", {}, ` · ${kindText([...kinds][0], ui.selected.size)}`) : null];
    const play = () => (matches.length === 1 ? send(matches[0]) : ((ui.choosing = matches), table.redraw()));
    return answerButton("play", label, play, { class: "primary", disabled: busy || !matches.length, "data-matches": String(matches.length) });
  }

  return { update: table.update, destroy() {} };
}
