// Tichu at the table, drawn from the latest state's `view` (asobiba/games/tichu/view.py,
// docs/tichu.md). Events only feed the move log and the "trick taken" note.
//
// Layout: status line; the felt (me at the bottom, partner on top, opponents left and
// right; the current trick in the middle); what I am asked; the action bar (Play, Pass,
// Tichu) and my hand; a side panel with the scores and the log. A score sheet pops up
// after each round. Cards are chosen by clicking: see tichu/select.js.

import { h, replace } from "../dom.js";
import { ensureCss, sheetModal as sharedSheetModal, standinBanner as sharedStandinBanner } from "./panels.js";
import { localized, t } from "../i18n.js";
import { playerName, shortName } from "../players.js";
import "./tichu/labels.js";
import { cardBack, cardName, cardPoints, cardSvg, cardText, rankLabel, sortCards } from "./tichu/cards.js";
import { choiceKey, kindOf, matching, playableCards, singlePlays, whyNot } from "./tichu/select.js";
import { miniCard, promptFor } from "./tichu/prompts.js";
import { logLine } from "./tichu/log.js";
import { matchOver, scoreSheet, totalsTable } from "./tichu/sheet.js";

const POSITIONS = ["bottom", "right", "top", "left"]; // by (seat − mine) mod 4: seat+1 sits on my right
const SHOWN_PLAYS = 4; // plays of the current trick drawn in the middle (the rest are counted)

export function createView(root, ctx) {
  ensureCss("tichu");
  const seenKey = `asobiba.sheets.${ctx.tableId}`;
  const ui = {
    state: null,
    history: [],
    lastSeq: -1,
    selected: new Set(), // cards of my hand chosen for a play
    giveCard: null, // the card chosen to pass, waiting for its receiver
    choosing: null, // legal moves sharing the selected cards: the Phoenix's rank is asked
    hint: null, // {text, error}
    taken: null, // {winner, points} of the last trick taken, until the next play
    sheetsSeen: Number(sessionStorage.getItem(seenKey) ?? -1),
  };
  const el = h("div", { class: "tichu", "data-testid": "table" });
  replace(root, el);

  function update(state, history) {
    const fresh = state.seq !== ui.lastSeq;
    ui.state = state;
    ui.history = history;
    if (fresh) {
      ui.lastSeq = state.seq;
      ui.hint = null;
      ui.choosing = null;
      const hand = new Set(state.view.hand || []);
      ui.selected = new Set([...ui.selected].filter((card) => hand.has(card)));
      if (!hand.has(ui.giveCard) || !(state.view.legal || []).some((move) => move.type === "give")) ui.giveCard = null;
      for (const event of state.events) {
        if (event.kind === "trick" || event.kind === "gift") ui.taken = { winner: event.kind === "gift" ? event.to : event.winner, points: event.points, gift: event.kind === "gift" };
        if (event.kind === "play" || event.kind === "deal") ui.taken = null;
      }
      if (ui.sheetsSeen < 0) ui.sheetsSeen = state.view.results.length; // opened mid-game: old sheets are in the totals
    }
    if (state.error && state.error.code !== "table/not_found") ui.hint = { text: localized(state.error.reason), error: true };
    draw();
  }

  // -- helpers over the current state ----------------------------------------------------

  const mySeat = () => ui.state.seat;
  const base = () => mySeat() ?? 0;
  const where = (seat) => POSITIONS[(seat - base() + 4) % 4];

  function name(seat) {
    if (seat === null || seat === undefined || seat < 0) return "—";
    if (seat === mySeat()) return t("you");
    return playerName(ui.state.table.players[seat], seat);
  }

  function short(seat) {
    return seat === mySeat() ? t("you") : shortName(ui.state.table.players[seat], seat);
  }

  function team(side) {
    const [a, b] = [side, side + 2].sort((x, y) => (x === mySeat() ? -1 : y === mySeat() ? 1 : 0));
    return `${short(a)} & ${short(b)}`;
  }

  const names = { name: (seat) => name(seat), team, get mySeat() { return mySeat(); } };

  function send(move) {
    ui.hint = null;
    ui.choosing = null;
    if (ctx.move(move)) draw();
  }

  function asked(view) {
    const types = new Set((view.legal || []).map((move) => move.type));
    for (const type of ["grand", "give", "wish", "gift"]) if (types.has(type)) return type;
    if (view.may_bomb) return "bomb";
    if (types.has("play") || types.has("pass")) return view.trick.length ? "play" : "lead";
    return "";
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw() {
    const { view, table } = ui.state;
    const busy = Boolean(ui.state.pending);
    const over = view.phase === "over";
    Object.assign(el.dataset, {
      phase: view.phase,
      version: String(ui.state.version),
      seat: mySeat() === null ? "" : String(mySeat()),
      toAct: view.to_act.join(","),
      pending: String(busy),
      status: table.status,
      mayBomb: String(Boolean(view.may_bomb)),
      ask: busy ? "" : asked(view),
    });
    const seated = mySeat() !== null;
    const main = h(
      "div",
      { class: "tc-main" },
      standinBanner(),
      over ? matchOver(view, { ...names, tableId: ctx.tableId, finished: table.status === "finished" }) : null,
      statusLine(view),
      over ? null : felt(view),
      !seated ? h("p", { class: "tc-prompt spectator", "data-testid": "spectator" }, t("spectator")) : over ? null : promptFor(view, { send, busy, name, where, giveCard: ui.giveCard, give }),
      seated && !over ? handArea(view, busy) : null,
    );
    const side = h("aside", { class: "tc-side" }, scoresPanel(view), logPanel());
    replace(el, main, side, over ? null : sheetModal(view));
    const log = el.querySelector(".tc-log-list");
    if (log) log.scrollTop = log.scrollHeight;
  }

  function standinBanner() {
    return sharedStandinBanner(ui.state.table, mySeat(), () => ctx.reclaim());
  }

  function statusLine(view) {
    const mine = mySeat() === null ? 0 : mySeat() % 2;
    return h(
      "div",
      { class: "tc-status", "data-testid": "status" },
      h("span", { class: "tc-round", "data-testid": "round" }, t("tichu.round_n", { n: view.round })),
      h("span", { class: "tc-phase" }, t(`tichu.phase.${view.phase}`)),
      h("span", { class: "tc-score", "data-testid": "team-totals" }, `${team(mine)} ${view.totals[mine]} : ${view.totals[1 - mine]} ${team(1 - mine)}`, h("small", {}, ` / ${view.target}`)),
      h("span", { class: "tc-dir", title: t(`value.direction.${view.direction}`) }, view.direction === "clockwise" ? "↻" : "↺", " ", t(`tichu.dir.${view.direction}`)),
      view.wish ? h("span", { class: "tc-wish", "data-testid": "wish" }, t("tichu.wish_open", { rank: rankLabel(view.wish) })) : null,
      h("a", { class: "tc-help", href: "#/help/tichu", target: "_blank", rel: "noopener", "data-testid": "rules-link" }, t("tichu.rules")),
      turnText(view),
    );
  }

  function turnText(view) {
    if (ui.state.pending) return h("strong", { class: "tc-turn mine", "data-testid": "turn" }, t("move_sent"));
    const ask = asked(view);
    if (ask) return h("strong", { class: "tc-turn mine", "data-testid": "turn" }, "▶ ", t(`tichu.ask.${ask}`));
    if (view.phase === "play" && !view.to_act.length && view.trick.length) return h("span", { class: "tc-turn", "data-testid": "turn" }, t("tichu.bomb_window"));
    if (view.to_act.length === 1) return h("span", { class: "tc-turn", "data-testid": "turn" }, t("waiting_for", { name: name(view.to_act[0]) }));
    if (view.to_act.length) return h("span", { class: "tc-turn", "data-testid": "turn" }, t("tichu.waiting_others"));
    return null;
  }

  function felt(view) {
    return h("div", { class: "tc-felt", "data-testid": "felt" }, [0, 1, 2, 3].map((seat) => seatBox(view, seat)), center(view));
  }

  function seatBox(view, seat) {
    const player = ui.state.table.players[seat];
    const turn = view.to_act.includes(seat) && view.phase === "play" ? seat === view.to_act[0] : view.to_act.includes(seat);
    const call = view.calls[seat];
    const place = view.out.indexOf(seat);
    const badges = [
      call ? h("span", { class: `tc-chip call-${call}`, "data-testid": `call-${seat}` }, t(`tichu.call.${call}`)) : null,
      place >= 0 ? h("span", { class: "tc-chip out", "data-testid": `out-${seat}` }, t(`tichu.place.${place + 1}`)) : null,
      seat === (base() + 2) % 4 && mySeat() !== null ? h("span", { class: "tc-chip partner" }, t("tichu.partner")) : null,
      player?.standin ? h("span", { class: "tc-chip" }, t("bot")) : null,
      player?.kind === "human" && !player.connected && seat !== mySeat() ? h("span", { class: "tc-chip away" }, t("away")) : null,
    ];
    const won = view.won[seat];
    return h(
      "div",
      { class: `tc-seat pos-${where(seat)} team-${seat % 2}${turn ? " turn" : ""}${seat === mySeat() ? " me" : ""}`, "data-testid": `seat-${seat}`, "data-seat": seat },
      h("div", { class: "tc-seat-name" }, turn ? h("span", { class: "tc-turn-dot" }, "▶") : null, name(seat)),
      h("div", { class: "tc-badges" }, badges),
      h(
        "div",
        { class: "tc-seat-info" },
        h("span", { class: "tc-backs", title: t("cards_left", { n: view.hand_counts[seat] }), "data-testid": `count-${seat}` }, cardBack(), h("b", {}, String(view.hand_counts[seat]))),
        h("span", { class: "tc-pile", title: t("tichu.pile_title", { cards: won.cards, points: won.points }), "data-testid": `pile-${seat}` }, `▣ ${won.points}`),
      ),
    );
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
          { class: "tc-trick", "data-testid": "trick", "data-plays": plays.length },
          plays.length > shown.length ? h("span", { class: "tc-earlier" }, t("tichu.earlier", { n: plays.length - shown.length })) : null,
          shown.map((play, i) => {
            const isTop = i === shown.length - 1;
            return h(
              "div",
              { class: `tc-play${isTop ? " top" : ""}`, "data-testid": isTop ? "trick-top" : "trick-play", "data-seat": play.seat },
              h("div", { class: "tc-play-cards" }, sortCards(play.cards).map((card) => h("span", { class: "tc-card tc-table-card", "data-card": card }, cardSvg(card)))),
              h("div", { class: "tc-play-label" }, short(play.seat), isTop ? ` · ${t(`tichu.combo.${play.combo}`)}` : "", play.phoenix ? ` (${t("tichu.phoenix_is", { rank: rankLabel(play.phoenix) })})` : ""),
            );
          }),
        ),
      );
      const points = plays.reduce((sum, play) => sum + play.cards.reduce((acc, card) => acc + cardPoints(card), 0), 0);
      items.push(h("div", { class: "tc-trick-points", "data-testid": "trick-points" }, t("tichu.trick_points", { n: points, combo: t(`tichu.combo.${top.combo}`) })));
    } else if (ui.taken) {
      items.push(h("div", { class: "tc-taken", "data-testid": "trick-taken" }, t(ui.taken.gift ? "tichu.gift_taken" : "tichu.taken", { who: name(ui.taken.winner), n: ui.taken.points })));
    } else if (view.phase !== "play") {
      items.push(h("div", { class: "tc-center-label" }, t(`tichu.phase.${view.phase}`)));
    }
    return h("div", { class: "tc-center" }, items);
  }

  function give(seat, card = ui.giveCard) {
    if (!card || ui.state.pending) return;
    ui.giveCard = null;
    send({ type: "give", card, to: seat });
  }

  function handArea(view, busy) {
    const giving = (view.legal || []).some((move) => move.type === "give");
    const selecting = view.phase === "play" || view.phase === "wish" || view.phase === "gift";
    const playable = playableCards(view);
    const singles = singlePlays(view);
    const received = new Set(view.hand.length === 14 && view.phase === "play" ? Object.values(view.received || {}) : []);
    const cards = sortCards(view.hand || []).map((card) => {
      const selected = giving ? ui.giveCard === card : ui.selected.has(card);
      return h(
        "button",
        {
          type: "button",
          class: `tc-card tc-in-hand${selected ? " selected" : ""}${playable.has(card) ? " playable" : ""}${received.has(card) ? " received" : ""}`,
          "data-testid": `card-${card}`,
          "data-selected": String(selected),
          "data-playable": String(playable.has(card)),
          "data-single": String(singles.has(card)),
          "aria-pressed": String(selected),
          "aria-label": cardName(card),
          title: cardText(card),
          draggable: giving ? "true" : null,
          ondragstart: giving ? (event) => (event.dataTransfer.setData("text/plain", card), (ui.giveCard = card)) : null,
          onclick: () => clickCard(card, giving, selecting),
        },
        cardSvg(card, { title: false }),
      );
    });
    const hint = ui.hint ?? selectionHint(view);
    return h(
      "section",
      { class: "tc-hand-area", "aria-label": t("hand") },
      received.size ? receivedLine(view) : null,
      actionBar(view, busy),
      h("p", { class: `tc-hint${hint?.error ? " error" : ""}`, "data-testid": "hand-hint", role: "status" }, hint ? hint.text : "\u00a0"),
      h("div", { class: `tc-hand${giving ? " giving" : ""}`, "data-testid": "hand", "data-count": String(cards.length), "data-shortest": shortestPlay(view) }, cards),
    );
  }

  /** The cards of a legal play with the fewest cards, as JSON: for scripts driving the page (the browser tests). */
  function shortestPlay(view) {
    const plays = (view.legal || []).filter((move) => move.type === "play");
    if (!plays.length) return null;
    return JSON.stringify(plays.reduce((best, move) => (move.cards.length < best.cards.length ? move : best)).cards);
  }

  function receivedLine(view) {
    const parts = Object.entries(view.received).map(([from, card]) => h("span", { class: "tc-received-item" }, miniCard(card), h("small", {}, short(Number(from)))));
    return h("div", { class: "tc-received", "data-testid": "received" }, h("span", { class: "tc-label" }, t("tichu.received")), parts);
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
    draw();
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
          return h(
            "button",
            { type: "button", class: "primary", "data-testid": move.phoenix ? `phoenix-${move.phoenix}` : move.straight ? "as-straight" : "as-bomb", "data-action": "", disabled: busy, onclick: () => send(move) },
            t(label.key, label.params),
          );
        }),
        h("button", { type: "button", "data-testid": "choice-cancel", onclick: () => ((ui.choosing = null), draw()) }, t("tichu.cancel")),
      );
    } else if (view.phase === "play") {
      buttons.push(
        h(
          "button",
          {
            type: "button",
            class: `primary${bomb ? " tc-bomb-btn" : ""}`,
            "data-testid": "play",
            "data-action": matches.length && !busy ? "" : null,
            disabled: !matches.length || busy,
            onclick: () => (matches.length === 1 ? send(matches[0]) : ((ui.choosing = matches), draw())),
          },
          bomb ? `✸ ${t("tichu.bomb")}!` : t("tichu.play"),
          kind && !bomb ? h("small", {}, ` · ${t(`tichu.combo.${kind}`)}`) : null,
        ),
      );
      if (canPass) buttons.push(h("button", { type: "button", "data-testid": "pass", "data-action": busy ? null : "", disabled: busy, onclick: () => send({ type: "pass" }) }, t("tichu.pass")));
      if (ui.selected.size) buttons.push(h("button", { type: "button", class: "small-btn", "data-testid": "clear", onclick: () => (ui.selected.clear(), draw()) }, t("tichu.clear")));
    }
    if (canTichu && !ui.choosing) {
      buttons.push(
        h("button", { type: "button", class: "tc-tichu-btn", "data-testid": "tichu", disabled: busy, title: t("tichu.tichu_note"), onclick: () => send({ type: "tichu" }) }, t("tichu.call_tichu")),
      );
    }
    return buttons.length ? h("div", { class: "tc-bar", "data-testid": "action-bar" }, buttons) : null;
  }

  function scoresPanel(view) {
    return h("section", { class: "panel tc-panel" }, h("h3", {}, t("scores"), h("small", { class: "muted" }, ` · ${t("tichu.play_to", { n: view.target })}`)), totalsTable(view, names));
  }

  function logPanel() {
    const lines = [];
    for (const event of ui.history) {
      const text = logLine(event, names);
      if (text) lines.push(h("li", { class: `ev-${event.kind}` }, text));
    }
    return h("section", { class: "panel tc-panel" }, h("h3", {}, t("log")), h("ol", { class: "tc-log-list", "data-testid": "log" }, lines.slice(-200)));
  }

  function sheetModal(view) {
    const results = view.results;
    const parts = { count: results.length, ui, seenKey, redraw: draw, backdrop: "tc-backdrop", dialog: "tc-modal" };
    return sharedSheetModal(parts, () => scoreSheet(results.at(-1), names));
  }

  return { update, destroy() {} };
}
