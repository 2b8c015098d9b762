// French Tarot at the table, drawn from the latest state's `view` (asobiba/games/tarot/view.py).
// Events only feed the move log and the short display of a finished trick.
//
// Layout: status line; the felt (players around, the current trick in the middle,
// the chien while it is shown); what I am asked; my hand; a side panel with the
// scores, the last trick and the log. A score sheet pops up after each deal.

import { h, replace } from "../dom.js";
import { ensureCss, sheetModal as sharedSheetModal, standinBanner as sharedStandinBanner } from "./panels.js";
import { t, localized } from "../i18n.js";
import { cardBack, cardName, cardSvg, cardText, sortHand } from "./tarot/cards.js";
import { cardReason, clickable } from "./tarot/reasons.js";
import { isScored, logLine } from "./tarot/log.js";
import { matchOver, scoreSheet, totalsTable } from "./tarot/sheet.js";
import { miniCard, promptFor } from "./tarot/prompts.js";
import { playerName, shortName } from "../players.js";

const HOLD_MS = 1200; // how long a finished trick stays in the middle
const POSITIONS = {
  3: ["bottom", "top-right", "top-left"],
  4: ["bottom", "right", "top", "left"],
  5: ["bottom", "right", "top-right", "top-left", "left"],
};

export function createView(root, ctx) {
  ensureCss("tarot");
  const seenKey = `asobiba.sheets.${ctx.tableId}`;
  const ui = {
    state: null,
    history: [],
    lastSeq: -1,
    hint: null, // {card, text, error}
    held: null, // {leader, cards, winner, until}
    heldTimer: null,
    sheetsSeen: Number(sessionStorage.getItem(seenKey) ?? -1),
  };
  const el = h("div", { class: "tarot", "data-testid": "table" });
  replace(root, el);

  function update(state, history) {
    const fresh = state.seq !== ui.lastSeq;
    ui.state = state;
    ui.history = history;
    if (fresh) {
      ui.lastSeq = state.seq;
      ui.hint = null;
      const trick = state.events.find((event) => event.kind === "trick");
      if (trick) {
        ui.held = { ...trick, until: Date.now() + HOLD_MS };
        clearTimeout(ui.heldTimer);
        ui.heldTimer = setTimeout(draw, HOLD_MS + 20);
      }
      if (ui.sheetsSeen < 0) ui.sheetsSeen = state.view.results.length; // opened mid-match: old sheets are in the totals
    }
    if (state.error && state.error.code !== "table/not_found") {
      ui.hint = { card: null, text: localized(state.error.reason), error: true };
    }
    draw();
  }

  // -- helpers over the current state ----------------------------------------------------

  function mySeat() {
    return ui.state.seat;
  }

  function name(seat) {
    if (seat === null || seat === undefined || seat < 0) return "—";
    if (seat === mySeat()) return t("you");
    return playerName(ui.state.table.players[seat], seat);
  }

  function short(seat) {
    return seat === mySeat() ? t("you") : shortName(ui.state.table.players[seat], seat);
  }

  function send(move) {
    ui.hint = null;
    if (ctx.move(move)) draw();
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw() {
    const { view, table } = ui.state;
    const busy = Boolean(ui.state.pending);
    el.dataset.phase = view.phase;
    el.dataset.version = String(ui.state.version);
    el.dataset.seat = mySeat() === null ? "" : String(mySeat());
    el.dataset.toAct = view.to_act.join(",");
    el.dataset.pending = String(busy);
    el.dataset.status = table.status;

    const over = view.phase === "over";
    const main = h(
      "div",
      { class: "tarot-main" },
      standinBanner(),
      over ? matchOver(view, { name, mySeat: mySeat(), n: view.players, tableId: ctx.tableId, finished: table.status === "finished", results: view.results }) : null,
      statusLine(view),
      over ? null : felt(view),
      mySeat() === null ? h("p", { class: "prompt spectator", "data-testid": "spectator" }, t("spectator")) : promptFor(view, send, busy),
      mySeat() === null || over ? null : hand(view, busy),
    );
    const side = h("aside", { class: "tarot-side" }, scoresPanel(view), lastTrickPanel(view), discardsPanel(view), logPanel());
    replace(el, main, side, over ? null : sheetModal(view));
    const log = el.querySelector(".log-list");
    if (log) log.scrollTop = log.scrollHeight;
  }

  function standinBanner() {
    return sharedStandinBanner(ui.state.table, mySeat(), () => ctx.reclaim());
  }

  function statusLine(view) {
    const parts = [h("span", { class: "deal-no", "data-testid": "deal-no" }, t("deal_of", { deal: view.deal, deals: view.deals })), h("span", {}, `${t("dealer")}: ${name(view.dealer)}`)];
    if (view.contract) parts.push(h("span", { class: "contract", "data-testid": "contract" }, `${t(`contract.${view.contract}`)} — ${name(view.taker)}`));
    if (view.called) parts.push(h("span", {}, t("called_card", { card: cardText(view.called) }), view.partner !== null ? ` (${t("partner")}: ${name(view.partner)})` : ""));
    if (view.chelem) parts.push(h("span", { class: "badge hot" }, t("chelem_announced")));
    if (view.phase === "play") parts.push(h("span", {}, t("trick_no", { k: Math.min(view.tricks.length + 1, total(view)), n: total(view) })));
    else parts.push(h("span", { class: "phase" }, t(`phase.${view.phase}`)));
    return h("div", { class: "status-line", "data-testid": "status" }, parts, turnText(view));
  }

  function total(view) {
    return (78 - view.chien_size) / view.players; // tricks in a deal: 24, 18 or 15
  }

  function turnText(view) {
    if (!view.to_act.length) return null;
    const seat = view.to_act[0];
    if (seat === mySeat()) return h("strong", { class: "turn-text mine", "data-testid": "turn" }, "▶ ", ui.state.pending ? t("move_sent") : t("your_turn"));
    const text = view.phase === "ecart" ? t("ecart_by", { name: name(seat), k: view.ecart_size, n: view.chien_size }) : t("waiting_for", { name: name(seat) });
    return h("span", { class: "turn-text", "data-testid": "turn" }, text);
  }

  function felt(view) {
    const n = view.players;
    const base = mySeat() ?? 0;
    const positions = POSITIONS[n] || POSITIONS[4];
    const where = (seat) => positions[(seat - base + n) % n];
    const seats = [...Array(n).keys()].map((seat) => seatBox(view, seat, where(seat)));
    return h("div", { class: `felt seats-${n}`, "data-testid": "felt" }, seats, center(view, where));
  }

  function seatBox(view, seat, pos) {
    const player = ui.state.table.players[seat];
    const turn = view.to_act.includes(seat);
    const badges = [];
    if (seat === view.dealer) badges.push(h("span", { class: "chip dealer", title: t("dealer") }, t("dealer_short")));
    if (seat === view.taker) badges.push(h("span", { class: "chip taker" }, t(`contract.${view.contract}`)));
    if (view.partner !== null && seat === view.partner) badges.push(h("span", { class: "chip partner" }, t("partner")));
    if (player?.standin) badges.push(h("span", { class: "chip bot" }, t("bot")));
    if (player?.kind === "human" && !player.connected && seat !== mySeat()) badges.push(h("span", { class: "chip away" }, t("away")));
    const declaration = view.declarations[seat];
    let speech = null;
    if (view.phase === "bid" || (view.phase !== "play" && view.phase !== "over" && view.bids[seat] !== null && !view.contract)) {
      const bid = view.bids[seat];
      speech = h("span", { class: `bubble${bid === null ? " quiet" : ""}`, "data-testid": `bid-of-${seat}` }, bid === null ? (turn ? "…" : "") : t(`contract.${bid}`));
    } else if (declaration && (declaration.poignee || declaration.misere.length)) {
      const what = [declaration.poignee ? t(`poignee.${declaration.poignee}`) : null, ...declaration.misere.map((k) => t(`misere.${k}`))].filter(Boolean).join(" · ");
      speech = h("span", { class: "bubble declared", title: (declaration.cards || []).map(cardText).join(" ") }, what);
    }
    const count = view.hand_sizes[seat];
    return h(
      "div",
      { class: `seat pos-${pos}${turn ? " turn" : ""}${seat === mySeat() ? " me" : ""}`, "data-testid": `seat-${seat}`, "data-seat": seat },
      h("div", { class: "seat-name" }, turn ? h("span", { class: "turn-dot", "aria-label": t("turn_of", { name: name(seat) }) }, "▶") : null, name(seat)),
      h("div", { class: "seat-badges" }, badges),
      h("div", { class: "seat-info" }, seat === mySeat() ? null : h("span", { class: "backs", title: t("cards_left", { n: count }) }, cardBack(), h("b", {}, String(count))), speech),
    );
  }

  function center(view, where) {
    const live = view.trick || [];
    const held = ui.held && Date.now() < ui.held.until && !live.length ? ui.held : null;
    const items = [];
    if (live.length || held) {
      const plays = live.length ? live : held.cards.map((card, i) => ({ card, seat: (held.leader + i * step(view)) % view.players }));
      const order = plays.map(({ seat, card }, i) =>
        h(
          "div",
          { class: `slot pos-${where(seat)}${held && seat === held.winner ? " winner" : ""}`, "data-testid": `trick-${seat}`, style: `z-index:${i + 1}` },
          h("span", { class: "card table-card", "data-card": card }, cardSvg(card)),
          h("span", { class: "slot-name" }, short(seat)),
        ),
      );
      items.push(h("div", { class: `trick${held ? " done" : ""}`, "data-testid": held ? "trick-done" : "trick" }, order));
      if (held) items.push(h("div", { class: "trick-winner" }, t("ev.trick", { who: name(held.winner) })));
    } else if (view.chien && view.phase === "ecart") {
      items.push(
        h(
          "div",
          { class: "chien", "data-testid": "chien" },
          h("div", { class: "label" }, t("chien_shown")),
          h("div", { class: "mini-row" }, sortHand(view.chien).map((card) => miniCard(card))),
        ),
      );
    } else if (view.phase === "bid") {
      items.push(h("div", { class: "center-label" }, t("phase.bid")));
    } else if (view.phase === "call" || view.phase === "chelem") {
      items.push(h("div", { class: "center-label" }, t(`phase.${view.phase}`)));
    }
    return h("div", { class: "center" }, items);
  }

  function step(view) {
    return view.direction === "clockwise" ? view.players - 1 : 1;
  }

  function hand(view, busy) {
    const { type, cards } = clickable(view);
    const active = Boolean(type) && !busy;
    const fromChien = new Set(view.phase === "ecart" && mySeat() === view.taker ? view.chien || [] : []);
    const buttons = sortHand(view.hand || []).map((card) => {
      const legal = cards.has(card);
      const reason = legal ? null : cardReason(view, card);
      const why = reason ? t(reason.key, reason.params) : null;
      return h(
        "button",
        {
          type: "button",
          class: `card in-hand${legal ? " legal" : ""}${type && !legal ? " dim" : ""}${fromChien.has(card) ? " from-chien" : ""}${ui.hint?.card === card ? " hinted" : ""}`,
          "data-testid": `card-${card}`,
          "data-legal": String(legal),
          "aria-label": cardName(card) + (why ? ` — ${why}` : ""),
          title: why ? `${cardText(card)}: ${why}` : fromChien.has(card) ? t("from_chien") : cardText(card),
          onclick: () => (legal && !busy ? send({ type, card }) : showHint(card, why)),
          onmouseenter: why ? () => peekHint(why) : null,
          onmouseleave: why ? () => peekHint(null) : null,
        },
        cardSvg(card, { title: false }),
      );
    });
    const hint = ui.hint;
    return h(
      "section",
      { class: "hand-area", "aria-label": t("hand") },
      h("p", { class: `hand-hint${hint?.error ? " error" : ""}`, "data-testid": "hand-hint", role: "status" }, hint ? hint.text : "\u00a0"),
      h("div", { class: `hand${active ? " active" : ""}`, "data-testid": "hand", "data-active": String(active), "data-count": String(buttons.length) }, buttons),
    );
  }

  function showHint(card, text) {
    if (!text) return;
    ui.hint = { card, text, error: false };
    draw();
  }

  function peekHint(text) {
    const line = el.querySelector(".hand-hint");
    if (!line || ui.hint) return;
    line.textContent = text || "\u00a0";
  }

  function scoresPanel(view) {
    return h("section", { class: "panel side-panel" }, h("h3", {}, t("scores")), totalsTable(view, { name, short, mySeat: mySeat() }));
  }

  function lastTrickPanel(view) {
    const last = view.tricks[view.tricks.length - 1];
    return h(
      "section",
      { class: "panel side-panel", "data-testid": "last-trick" },
      h("h3", {}, t("last_trick")),
      last
        ? [
            h(
              "div",
              { class: "mini-row" },
              last.cards.map((card, i) => {
                const seat = (last.leader + i * step(view)) % view.players;
                return h("figure", { class: seat === last.winner ? "winner" : null }, miniCard(card), h("figcaption", {}, short(seat)));
              }),
            ),
            h("p", { class: "small muted" }, t("won_by", { name: name(last.winner) })),
          ]
        : h("p", { class: "small muted" }, t("no_trick_yet")),
    );
  }

  function discardsPanel(view) {
    const mine = view.ecart && view.phase !== "ecart" && view.ecart.length ? view.ecart : null;
    const trumps = view.ecart_trumps || [];
    if (!mine && !trumps.length) return null;
    return h(
      "section",
      { class: "panel side-panel", "data-testid": "discards" },
      mine ? [h("h3", {}, t("your_ecart")), h("div", { class: "mini-row" }, sortHand(mine).map((card) => miniCard(card)))] : null,
      !mine && trumps.length ? [h("h3", {}, t("ecart_trumps")), h("div", { class: "mini-row", "data-testid": "ecart-trumps" }, trumps.map((card) => miniCard(card)))] : null,
    );
  }

  function logPanel() {
    const lines = [];
    for (const event of ui.history) {
      const text = logLine(event, name, mySeat());
      if (text) lines.push(h("li", { class: `ev-${isScored(event) ? "scored" : event.kind}` }, text));
    }
    return h("section", { class: "panel side-panel log" }, h("h3", {}, t("log")), h("ol", { class: "log-list", "data-testid": "log" }, lines.slice(-150)));
  }

  function sheetModal(view) {
    const results = view.results;
    const index = results.length - 1;
    const sheet = () => scoreSheet(results[index], index, { name, mySeat: mySeat(), n: view.players, results });
    return sharedSheetModal({ count: results.length, ui, seenKey, redraw: draw }, sheet);
  }

  return {
    update,
    destroy() {
      clearTimeout(ui.heldTimer);
    },
  };
}
