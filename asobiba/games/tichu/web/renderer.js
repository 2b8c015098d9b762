// Tichu at the table, drawn from the latest state's `view` (asobiba/games/tichu/view.py,
// docs/tichu.md). Events only feed the move log and the "trick taken" note.
//
// Layout: status line; the felt (me at the bottom, partner on top, opponents left and
// right; the current trick in the middle); what I am asked; the action bar (Play, Pass,
// Tichu) and my hand; a side panel with the scores and the log. A score sheet pops up
// after each round. Cards are chosen by clicking: see tichu/select.js.
// The pieces come from the shared kit (static/kit/) with the class prefix "tc-". The
// middle is Tichu's own: a trick is a run of combinations, several from one player, so
// the newest plays are stacked in the centre rather than one card before each seat. Each
// play flies in from its seat, and a trick taken flies to its taker (kit/motion.js).

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { presenceChips, seatName, seatRing } from "/static/kit/seats.js";
import { handCards, handRow } from "/static/kit/hand.js";
import { logPanel } from "/static/kit/log.js";
import { answerButton, spectatorLine } from "/static/kit/prompts.js";
import { sheetModal, standinBanner } from "/static/kit/panels.js";
import { t } from "./labels.js";
import { cardBack, cardName, cardPoints, cardSvg, cardText, rankLabel, sortCards } from "./cards.js";
import { choiceKey, kindOf, matching, playableCards, singlePlays, turnLimit, whyNot } from "./select.js";
import { miniCard, promptFor } from "./prompts.js";
import { logLine } from "./log.js";
import { matchOver, scoreSheet, totalsTable } from "./sheet.js";

const P = "tc-"; // the kit's class prefix: this stylesheet's names
const POSITIONS = ["bottom", "right", "top", "left"]; // by (seat − mine) mod 4: seat+1 sits on my right
const SHOWN_PLAYS = 4; // plays of the current trick drawn in the middle (the rest are counted)

export function createView(root, ctx) {
  const ui = {
    selected: new Set(), // cards of my hand chosen for a play
    giveCard: null, // the card chosen to pass, waiting for its receiver
    choosing: null, // legal moves sharing the selected cards: the Phoenix's rank is asked
    hint: null, // {text, error}
    taken: null, // {winner, points} of the last trick taken, until the next play
  };
  const table = createTable(root, "tichu", draw, {
    data: (state) => ({ mayBomb: String(Boolean(state.view.may_bomb)), ask: state.pending ? "" : asked(state.view) }),
    fresh,
    refused: (text) => (ui.hint = { text, error: true }),
  });

  function fresh(state) {
    ui.hint = null;
    ui.choosing = null;
    const hand = new Set(state.view.hand || []);
    ui.selected = new Set([...ui.selected].filter((card) => hand.has(card)));
    if (!hand.has(ui.giveCard) || !(state.view.legal || []).some((move) => move.type === "give")) ui.giveCard = null;
    for (const event of state.events) {
      if (event.kind === "trick" || event.kind === "gift") ui.taken = { winner: event.kind === "gift" ? event.to : event.winner, points: event.points, gift: event.kind === "gift" };
      if (event.kind === "play" || event.kind === "deal") ui.taken = null;
    }
  }

  // -- helpers over the current state ----------------------------------------------------

  const mySeat = () => table.state.seat;
  const base = () => mySeat() ?? 0;
  const where = (seat) => POSITIONS[(seat - base() + 4) % 4];

  const { name, short } = table;

  function team(side) {
    const [a, b] = [side, side + 2].sort((x, y) => (x === mySeat() ? -1 : y === mySeat() ? 1 : 0));
    return `${short(a)} & ${short(b)}`;
  }

  const names = { name, team, get mySeat() { return mySeat(); } };

  function send(move) {
    ui.hint = null;
    ui.choosing = null;
    if (ctx.move(move)) table.redraw();
  }

  function asked(view) {
    const types = new Set((view.legal || []).map((move) => move.type));
    for (const type of ["grand", "give", "wish", "gift"]) if (types.has(type)) return type;
    if (types.has("no_bomb")) return "bomb"; // asked out of turn (see prompts.js)
    if (types.has("play") || types.has("pass")) return view.trick.length ? "play" : "lead";
    return "";
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw(state, history) {
    const { view } = state;
    const busy = Boolean(state.pending);
    const over = view.phase === "over";
    const seated = mySeat() !== null;
    const main = h(
      "div",
      { class: "tc-main", "data-key": "main" },
      standinBanner(state.table, mySeat(), ctx.reclaim),
      over ? matchOver(view, { ...names, tableId: ctx.tableId, finished: state.table.status === "finished" }) : null,
      statusLine(view),
      over ? null : felt(view),
      !seated ? spectatorLine(P) : over ? null : promptFor(view, { send, busy, name, where, giveCard: ui.giveCard, give }),
      seated && !over ? handArea(view, busy) : null,
    );
    const side = h("aside", { class: "tc-side", "data-key": "side" }, scoresPanel(view), logPanel(history, (event) => logLine(event, names), { prefix: P }));
    return [main, side, over ? null : sheet(view)];
  }

  function statusLine(view) {
    const mine = mySeat() === null ? 0 : mySeat() % 2;
    return h(
      "div",
      { class: "tc-status", "data-testid": "status", "data-key": "status" },
      h("span", { class: "tc-round", "data-testid": "round" }, t("tichu.round_n", { n: view.round })),
      h("span", { class: "tc-phase" }, t(`tichu.phase.${view.phase}`)),
      h("span", { class: "tc-score", "data-testid": "team-totals" }, `${team(mine)} ${view.totals[mine]} : ${view.totals[1 - mine]} ${team(1 - mine)}`, h("small", {}, ` / ${view.target}`)),
      h("span", { class: "tc-dir", title: t(`tichu.dir_title.${view.direction}`) }, view.direction === "clockwise" ? "↻" : "↺", " ", t(`tichu.dir.${view.direction}`)),
      view.wish ? h("span", { class: "tc-wish", "data-testid": "wish" }, t("tichu.wish_open", { rank: rankLabel(view.wish) })) : null,
      h("a", { class: "tc-help", href: "#/help/tichu", target: "_blank", rel: "noopener", "data-testid": "rules-link" }, t("tichu.rules")),
      turnText(view),
    );
  }

  function turnText(view) {
    if (table.state.pending) return h("strong", { class: "tc-turn mine", "data-testid": "turn" }, t("move_sent"));
    const ask = asked(view);
    if (ask) return h("strong", { class: "tc-turn mine", "data-testid": "turn" }, "▶ ", askText(view, ask));
    if (view.phase === "play" && !view.to_act.length && view.trick.length) return h("span", { class: "tc-turn", "data-testid": "turn" }, t("tichu.bomb_window"));
    if (view.to_act.length === 1) return h("span", { class: "tc-turn", "data-testid": "turn" }, t("waiting_for", { name: name(view.to_act[0]) }));
    if (view.to_act.length) return h("span", { class: "tc-turn", "data-testid": "turn" }, t("tichu.waiting_others"));
    return null;
  }

  /** What I am asked, and on my turn what it really allows ("nothing beats it: pass", the wish). */
  function askText(view, ask) {
    const limit = ask === "play" || ask === "lead" ? turnLimit(view) : null;
    if (!limit) return t(`tichu.ask.${ask}`);
    if (limit.kind === "wish") return t(`tichu.ask.${ask}_wish${limit.bomb ? "_bomb" : ""}`, { rank: rankLabel(view.wish) });
    return t(`tichu.ask.${limit.kind}`);
  }

  function felt(view) {
    // In play the bombers are in to_act too: the ▶ stays with the one whose turn it is.
    const turn = view.phase === "play" ? view.to_act.slice(0, 1) : view.to_act;
    const seats = seatRing({
      n: 4,
      me: mySeat(),
      turn,
      place: (seat) => ({ class: `pos-${where(seat)} team-${seat % 2}` }),
      box: (seat) => seatBox(view, seat, turn.includes(seat)),
      prefix: P,
    });
    return h("div", { class: "tc-felt", "data-testid": "felt", "data-key": "felt" }, seats, center(view));
  }

  function seatBox(view, seat, turn) {
    const call = view.calls[seat];
    const place = view.out.indexOf(seat);
    const badges = [
      call ? h("span", { class: `tc-chip call-${call}`, "data-testid": `call-${seat}` }, t(`tichu.call.${call}`)) : null,
      place >= 0 ? h("span", { class: "tc-chip out", "data-testid": `out-${seat}` }, t(`tichu.place.${place + 1}`)) : null,
      seat === (base() + 2) % 4 && mySeat() !== null ? h("span", { class: "tc-chip partner" }, t("tichu.partner")) : null,
      presenceChips(table.state.table.players[seat], seat === mySeat(), "tc-chip"),
    ];
    const won = view.won[seat];
    return [
      seatName({ name: name(seat), turn, prefix: P }),
      h("div", { class: "tc-badges" }, badges),
      h(
        "div",
        { class: "tc-seat-info" },
        h("span", { class: "tc-backs", title: t("cards_left", { n: view.hand_counts[seat] }), "data-testid": `count-${seat}` }, cardBack(), h("b", {}, String(view.hand_counts[seat]))),
        h("span", { class: "tc-pile", title: t("tichu.pile_title", { cards: won.cards, points: won.points }), "data-testid": `pile-${seat}` }, `▣ ${won.points}`),
      ),
    ];
  }

  function center(view) {
    const items = [];
    const plays = view.trick || [];
    if (plays.length) {
      const shown = plays.slice(-SHOWN_PLAYS);
      const top = plays.at(-1);
      items.push(
        h(
          "div",
          {
            class: "tc-trick",
            "data-testid": "trick",
            "data-key": `trick-${plays[0].seat}-${plays[0].cards.join("-")}`, // a new trick is new nodes: its plays fly in
            "data-plays": plays.length,
            "data-to": top.cards.includes("Dragon") && top.cards.length === 1 ? null : `seat-${top.seat}`, // the Dragon's is given away
          },
          plays.length > shown.length ? h("span", { class: "tc-earlier" }, t("tichu.earlier", { n: plays.length - shown.length })) : null,
          shown.map((play, i) => {
            const isTop = i === shown.length - 1;
            return h(
              "div",
              {
                class: `tc-play${isTop ? " top" : ""}`,
                "data-testid": isTop ? "trick-top" : "trick-play",
                "data-key": `play-${plays.length - shown.length + i}`,
                "data-seat": play.seat,
                "data-from": `seat-${play.seat}`,
              },
              h("div", { class: "tc-play-cards" }, sortCards(play.cards).map((card) => h("span", { class: "tc-card tc-table-card", "data-card": card }, cardSvg(card)))),
              h("div", { class: "tc-play-label" }, short(play.seat), isTop ? ` · ${t(`tichu.combo.${play.combo}`)}` : "", play.phoenix ? ` (${t("tichu.phoenix_is", { rank: rankLabel(play.phoenix) })})` : ""),
            );
          }),
        ),
      );
      const points = plays.reduce((sum, play) => sum + play.cards.reduce((acc, card) => acc + cardPoints(card), 0), 0);
      items.push(h("div", { class: "tc-trick-points", "data-testid": "trick-points", "data-key": "points" }, t("tichu.trick_points", { n: points, combo: t(`tichu.combo.${top.combo}`) })));
    } else if (ui.taken) {
      items.push(h("div", { class: "tc-taken", "data-testid": "trick-taken", "data-key": "taken" }, t(ui.taken.gift ? "tichu.gift_taken" : "tichu.taken", { who: name(ui.taken.winner), n: ui.taken.points })));
    } else if (view.phase !== "play") {
      items.push(h("div", { class: "tc-center-label", "data-key": "label" }, t(`tichu.phase.${view.phase}`)));
    }
    return h("div", { class: "tc-center", "data-key": "center" }, items);
  }

  function give(seat, card = ui.giveCard) {
    if (!card || table.state.pending) return;
    ui.giveCard = null;
    send({ type: "give", card, to: seat });
  }

  function handArea(view, busy) {
    const giving = (view.legal || []).some((move) => move.type === "give");
    const selecting = view.phase === "play" || view.phase === "wish" || view.phase === "gift";
    const playable = playableCards(view);
    const singles = singlePlays(view);
    const received = new Set(view.hand.length === 14 && view.phase === "play" ? Object.values(view.received || {}) : []);
    const buttons = handCards(sortCards(view.hand || []), {
      prefix: P,
      face: (card) => cardSvg(card, { title: false }),
      attrs(card) {
        const selected = giving ? ui.giveCard === card : ui.selected.has(card);
        return {
          class: [selected && "selected", playable.has(card) && "playable", received.has(card) && "received"],
          "data-selected": String(selected),
          "data-playable": String(playable.has(card)),
          "data-single": String(singles.has(card)),
          "aria-pressed": String(selected),
          "aria-label": cardName(card),
          title: cardText(card),
          draggable: giving ? "true" : null,
          ondragstart: giving ? (event) => (event.dataTransfer.setData("text/plain", card), (ui.giveCard = card)) : null,
          onclick: () => clickCard(card, giving, selecting),
        };
      },
    });
    return handRow({
      buttons,
      active: (giving || selecting) && !busy && (view.legal || []).length > 0,
      hint: ui.hint ?? selectionHint(view),
      above: [received.size ? receivedLine(view) : null, actionBar(view, busy)],
      prefix: P,
      className: giving && "giving",
      attrs: { "data-shortest": shortestPlay(view) },
    });
  }

  /** The cards of a legal play with the fewest cards, as JSON: for scripts driving the page (the browser tests). */
  function shortestPlay(view) {
    const plays = (view.legal || []).filter((move) => move.type === "play");
    if (!plays.length) return null;
    return JSON.stringify(plays.reduce((best, move) => (move.cards.length < best.cards.length ? move : best)).cards);
  }

  function receivedLine(view) {
    const parts = Object.entries(view.received).map(([from, card]) => h("span", { class: "tc-received-item" }, miniCard(card), h("small", {}, short(Number(from)))));
    return h("div", { class: "tc-received", "data-testid": "received", "data-key": "received" }, h("span", { class: "tc-label" }, t("tichu.received")), parts);
  }

  function clickCard(card, giving, selecting) {
    if (giving) {
      ui.giveCard = ui.giveCard === card ? null : card;
    } else if (selecting) {
      if (ui.selected.has(card)) ui.selected.delete(card);
      else ui.selected.add(card);
      ui.choosing = null;
    } else {
      return;
    }
    ui.hint = null;
    table.redraw();
  }

  function selectionHint(view) {
    if (!ui.selected.size) return null;
    const reason = whyNot(view, ui.selected);
    if (!reason) return null;
    const params = { ...(reason.params || {}) };
    if (params.kind) params.kind = t(`tichu.combo.${params.kind}`);
    return { text: t(reason.key, params), error: false };
  }

  function actionBar(view, busy) {
    const legal = view.legal || [];
    const matches = matching(view, ui.selected);
    const canPass = legal.some((move) => move.type === "pass");
    const canTichu = legal.some((move) => move.type === "tichu");
    const kind = matches.length ? kindOf(matches[0].cards) : null;
    const bomb = kind === "bomb";
    const buttons = [];
    if (ui.choosing) {
      buttons.push(
        h("span", { class: "tc-label" }, t("tichu.which")),
        ui.choosing.map((move) => {
          const label = choiceKey(move);
          const key = move.phoenix ? `phoenix-${move.phoenix}` : move.straight ? "as-straight" : "as-bomb";
          return answerButton(key, t(label.key, label.params), () => send(move), { class: "primary", "data-action": "", disabled: busy });
        }),
        answerButton("choice-cancel", t("tichu.cancel"), () => ((ui.choosing = null), table.redraw())),
      );
    } else if (view.phase === "play") {
      const play = () => (matches.length === 1 ? send(matches[0]) : ((ui.choosing = matches), table.redraw()));
      const label = [bomb ? `✸ ${t("tichu.bomb")}!` : t("tichu.play"), kind && !bomb ? h("small", {}, ` · ${t(`tichu.combo.${kind}`)}`) : null];
      buttons.push(answerButton("play", label, play, { class: ["primary", bomb && "tc-bomb-btn"], "data-action": matches.length && !busy ? "" : null, disabled: !matches.length || busy }));
      if (canPass) buttons.push(answerButton("pass", t("tichu.pass"), () => send({ type: "pass" }), { "data-action": busy ? null : "", disabled: busy }));
      if (ui.selected.size) buttons.push(answerButton("clear", t("tichu.clear"), () => (ui.selected.clear(), table.redraw()), { class: "small-btn" }));
    }
    if (canTichu && !ui.choosing && asked(view) !== "bomb") {  // asked to bomb, the prompt offers the call
      buttons.push(answerButton("tichu", t("tichu.call_tichu"), () => send({ type: "tichu" }), { class: "tc-tichu-btn", disabled: busy, title: t("tichu.tichu_note") }));
    }
    return buttons.length ? h("div", { class: "tc-bar", "data-testid": "action-bar", "data-key": "bar" }, buttons) : null;
  }

  function scoresPanel(view) {
    return h(
      "section",
      { class: "panel tc-panel", "data-key": "scores" },
      h("h3", {}, t("scores"), h("small", { class: "muted" }, ` · ${t("tichu.play_to", { n: view.target })}`)),
      totalsTable(view, names),
    );
  }

  function sheet(view) {
    const results = view.results;
    return sheetModal({ count: results.length, tableId: ctx.tableId, redraw: table.redraw }, () => scoreSheet(results.at(-1), names));
  }

  return { update: table.update, destroy() {} };
}
