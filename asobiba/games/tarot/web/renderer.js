// French Tarot at the table, drawn from the latest state's `view` (asobiba/games/tarot/view.py).
// Events only feed the move log and the short display of a finished trick.
//
// Layout: status line; the felt (players around, the current trick in the middle,
// the chien while it is shown); what I am asked over my hand; a side panel with the
// scores, the last trick and the log. A score sheet pops up after each deal.
// The pieces come from the shared kit (static/kit/) with the class prefix "" that
// this stylesheet styles; seats and trick cards sit on named spots (pos-*) rather than
// the kit's ring, so the phone layout can move them (five players: bottom corners).

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { presenceChips, seatName, seatRing } from "/static/kit/seats.js";
import { trickArea, trickHold } from "/static/kit/trick.js";
import { handRow, playableCards } from "/static/kit/hand.js";
import { logPanel } from "/static/kit/log.js";
import { spectatorLine } from "/static/kit/prompts.js";
import { sheetModal, standinBanner } from "/static/kit/panels.js";
import { t } from "./labels.js";
import { BOUTS, cardBack, cardName, cardSvg, cardText, isTrump, sortHand } from "./cards.js";
import { cardReason, clickable } from "./reasons.js";
import { isScored, logLine } from "./log.js";
import { matchOver, scoreSheet, totalsTable } from "./sheet.js";
import { miniCard, promptFor } from "./prompts.js";

const P = ""; // the kit's class prefix: this stylesheet's names (seat, hand, prompt …)
const POSITIONS = {
  3: ["bottom", "top-right", "top-left"],
  4: ["bottom", "right", "top", "left"],
  5: ["bottom", "right", "top-right", "top-left", "left"],
};

export function createView(root, ctx) {
  // hint: {card, text, error} under the hand; ecart: the cards chosen for the écart, not yet
  // sent; queue: the confirmed écart, sent one card per move (the engine takes them one by one)
  const ui = { hint: null, ecart: [], queue: [] };
  const table = createTable(root, "tarot", draw, {
    fresh(state) {
      ui.hint = null;
      hold.see(state.events);
      if (!myEcart(state.view)) ui.ecart = ui.queue = [];
      else if (ui.queue.length) queueMicrotask(sendQueued); // after this state is drawn
    },
    refused(text) {
      ui.hint = { card: null, text, error: true };
      ui.queue = [];
    },
  });
  const hold = trickHold(table.redraw);

  // -- helpers over the current state ----------------------------------------------------

  const mySeat = () => table.state.seat;

  const { name, short } = table;

  function send(move) {
    ui.hint = null;
    if (ctx.move(move)) table.redraw();
  }

  function myEcart(view) {
    return view.phase === "ecart" && view.to_act.includes(mySeat());
  }

  /** The cards that may be chosen for the écart now: the legal ones, the chosen ones (to put
   *  back), and trumps once every other card that may go is chosen (TAROT-R14). */
  function ecartChoices(view, legal) {
    const others = [...legal].filter((card) => !isTrump(card));
    const trumpsToo = others.length && others.every((card) => ui.ecart.includes(card));
    const trumps = trumpsToo ? (view.hand || []).filter((card) => isTrump(card) && !BOUTS.has(card)) : [];
    return new Set([...legal, ...trumps, ...ui.ecart]);
  }

  function choose(card) {
    ui.ecart = ui.ecart.includes(card) ? ui.ecart.filter((chosen) => chosen !== card) : [...ui.ecart, card];
    table.redraw();
  }

  const ecart = {
    confirm() {
      ui.queue = [...ui.ecart];
      sendQueued();
    },
    clear() {
      ui.ecart = [];
      table.redraw();
    },
  };

  function sendQueued() {
    const card = ui.queue[0];
    if (card === undefined || table.state.pending) return;
    ui.queue = ui.queue.slice(1);
    ui.ecart = ui.ecart.filter((chosen) => chosen !== card);
    send({ type: "discard", card });
  }

  function where(view, seat) {
    const n = view.players;
    return (POSITIONS[n] || POSITIONS[4])[(seat - (mySeat() ?? 0) + n) % n];
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw(state, history) {
    const { view } = state;
    const busy = Boolean(state.pending);
    const over = view.phase === "over";
    const main = h(
      "div",
      { class: "tarot-main", "data-key": "main" },
      standinBanner(state.table, mySeat(), ctx.reclaim),
      over ? matchOver(view, { name, mySeat: mySeat(), n: view.players, tableId: ctx.tableId, finished: state.table.status === "finished", results: view.results }) : null,
      statusLine(view),
      over ? null : felt(view),
      over ? null : shownPoignees(view),
      // What I am asked and my hand go together: on a phone they stay at the bottom of the screen as one
      // block, so the hand never covers a prompt's button (the écart's Confirm, a bid).
      h(
        "div",
        { class: "my-area", "data-key": "mine" },
        mySeat() === null ? spectatorLine(P) : promptFor(view, send, busy, myEcart(view) ? { chosen: ui.ecart, sending: ui.queue.length > 0, ...ecart } : null),
        mySeat() === null || over ? null : hand(view, busy),
      ),
    );
    const side = h(
      "aside",
      { class: "tarot-side", "data-key": "side" },
      scoresPanel(view),
      lastTrickPanel(view),
      discardsPanel(view),
      logPanel(history, (event) => logLine(event, name, mySeat()), { prefix: P, kind: (event) => (isScored(event) ? "scored" : event.kind) }),
    );
    return [main, side, over ? null : sheet(view)];
  }

  function statusLine(view) {
    const parts = [h("span", { class: "deal-no", "data-testid": "deal-no" }, t("deal_of", { deal: view.deal, deals: view.deals })), h("span", {}, `${t("dealer")}: ${name(view.dealer)}`)];
    if (view.contract) parts.push(h("span", { class: "contract", "data-testid": "contract" }, `${t(`contract.${view.contract}`)} — ${name(view.taker)}`));
    if (view.called) parts.push(h("span", {}, t("called_card", { card: cardText(view.called) }), view.partner !== null ? ` (${t("partner")}: ${name(view.partner)})` : ""));
    if (view.chelem) parts.push(h("span", { class: "badge hot" }, t("chelem_announced")));
    if (view.phase === "play") parts.push(h("span", {}, t("trick_no", { k: Math.min(view.tricks.length + 1, total(view)), n: total(view) })));
    else parts.push(h("span", { class: "phase" }, t(`phase.${view.phase}`)));
    return h("div", { class: "status-line", "data-testid": "status", "data-key": "status" }, parts, turnText(view));
  }

  function total(view) {
    return (78 - view.chien_size) / view.players; // tricks in a deal: 24, 18 or 15
  }

  function turnText(view) {
    if (!view.to_act.length) return null;
    const seat = view.to_act[0];
    if (seat === mySeat()) return h("strong", { class: "turn-text mine", "data-testid": "turn" }, "▶ ", table.state.pending ? t("move_sent") : t("your_turn"));
    const text = view.phase === "ecart" ? t("ecart_by", { name: name(seat), k: view.ecart_size, n: view.chien_size }) : t("waiting_for", { name: name(seat) });
    return h("span", { class: "turn-text", "data-testid": "turn" }, text);
  }

  function felt(view) {
    const seats = seatRing({
      n: view.players,
      me: mySeat(),
      turn: view.to_act,
      place: (seat) => ({ class: `pos-${where(view, seat)}` }),
      box: (seat) => seatBox(view, seat),
      prefix: P,
    });
    return h("div", { class: `felt seats-${view.players}`, "data-testid": "felt", "data-key": "felt" }, seats, center(view));
  }

  function seatBox(view, seat) {
    const player = table.state.table.players[seat];
    const turn = view.to_act.includes(seat);
    const badges = [];
    if (seat === view.dealer) badges.push(h("span", { class: "chip dealer", title: t("dealer") }, t("dealer_short")));
    if (seat === view.taker) badges.push(h("span", { class: "chip taker" }, t(`contract.${view.contract}`)));
    if (view.partner !== null && seat === view.partner) badges.push(h("span", { class: "chip partner" }, t("partner")));
    badges.push(presenceChips(player, seat === mySeat(), "chip"));
    const declaration = view.declarations[seat];
    let speech = null;
    if (view.phase === "bid" || (view.phase !== "play" && view.phase !== "over" && view.bids[seat] !== null && !view.contract)) {
      const bid = view.bids[seat];
      speech = h("span", { class: `bubble${bid === null ? " quiet" : ""}`, "data-testid": `bid-of-${seat}` }, bid === null ? (turn ? "…" : "") : t(`contract.${bid}`));
    } else if (declaration && (declaration.poignee || declaration.misere.length)) {
      const what = declared(declaration);
      speech = h("span", { class: "bubble declared", title: (declaration.cards || []).map(cardText).join(" ") }, what);
    }
    const count = view.hand_sizes[seat];
    return [
      seatName({ name: name(seat), turn, prefix: P }),
      h("div", { class: "seat-badges" }, badges),
      h("div", { class: "seat-info" }, seat === mySeat() ? null : h("span", { class: "backs", title: t("cards_left", { n: count }) }, cardBack(), h("b", {}, String(count))), speech),
    ];
  }

  function center(view) {
    const live = view.trick || [];
    const held = hold.held(live);
    const items = [];
    if (live.length || held) {
      const plays = live.length ? live : held.cards.map((card, i) => ({ card, seat: (held.leader + i * step(view)) % view.players }));
      // The trick taken says its winner on the winning card (gold, the others dimmed): a banner
      // over the felt would cover a card.
      const won = held ? t("ev.trick", { who: name(held.winner) }) : null;
      items.push(
        trickArea({
          plays,
          place: (seat) => ({ class: `pos-${where(view, seat)}` }),
          card: (play) => h("span", { class: "card table-card", "data-card": play.card }, cardSvg(play.card)),
          label: (seat) => (held && seat === held.winner ? h("span", { title: won }, short(seat)) : short(seat)),
          winner: held?.winner,
          done: Boolean(held),
          prefix: P,
          testid: held ? "trick-done" : "trick",
        }),
      );
    } else if (view.chien && view.phase === "ecart") {
      items.push(
        h(
          "div",
          { class: "chien", "data-testid": "chien", "data-key": "chien" },
          h("div", { class: "label" }, t("chien_shown")),
          h("div", { class: "mini-row" }, sortHand(view.chien).map((card) => miniCard(card))),
        ),
      );
    } else if (["bid", "call", "chelem"].includes(view.phase)) {
      items.push(h("div", { class: "center-label", "data-key": "label" }, t(`phase.${view.phase}`)));
    }
    return h("div", { class: "center", "data-key": "center" }, items);
  }

  function step(view) {
    return view.direction === "clockwise" ? view.players - 1 : 1;
  }

  function hand(view, busy) {
    const { type, cards } = clickable(view);
    const active = Boolean(type) && !busy && !ui.queue.length;
    const choosing = myEcart(view);
    const fromChien = new Set(choosing && mySeat() === view.taker ? view.chien || [] : []);
    const left = view.chien_size - view.ecart_size;
    const buttons = playableCards({
      cards: sortHand(view.hand || []),
      active,
      legal: choosing ? ecartChoices(view, cards) : cards,
      reason(card) {
        const reason = cardReason(view, card);
        return reason ? t(reason.key, reason.params) : null;
      },
      name: cardName,
      face: (card) => cardSvg(card, { title: false }),
      play: (card) => (!choosing ? send({ type, card }) : ui.ecart.includes(card) || ui.ecart.length < left ? choose(card) : null),
      explain: (card, why) => ((ui.hint = { card, text: why, error: false }), table.redraw()),
      peek: true,
      mark: (card) => ({
        class: [fromChien.has(card) && "from-chien", ui.hint?.card === card && "hinted", ui.ecart.includes(card) && "chosen"],
        "aria-pressed": choosing ? String(ui.ecart.includes(card)) : null,
        ...(fromChien.has(card) && cards.has(card) ? { title: t("from_chien") } : {}),
      }),
      prefix: P,
    });
    return handRow({ buttons, active, hint: ui.hint, prefix: P });
  }

  function declared(declaration) {
    return [declaration.poignee ? t(`poignee.${declaration.poignee}`) : null, ...declaration.misere.map((k) => t(`misere.${k}`))].filter(Boolean).join(" · ");
  }

  /** A poignée's trumps, shown to everyone as cards until the first trick is over (TAROT-R19). */
  function shownPoignees(view) {
    if (view.tricks.length) return null;
    const shown = view.declarations.flatMap((declaration, seat) => (declaration?.cards?.length ? [{ seat, declaration }] : []));
    if (!shown.length) return null;
    return h(
      "section",
      { class: "panel poignees", "data-testid": "poignees", "data-key": "poignees" },
      shown.map(({ seat, declaration }) =>
        h(
          "div",
          { class: "poignee-row", "data-key": `poignee-${seat}`, "data-testid": `poignee-${seat}` },
          h("strong", {}, `${name(seat)} · ${declared(declaration)}`),
          h("div", { class: "mini-row" }, declaration.cards.map((card) => miniCard(card))),
        ),
      ),
    );
  }

  function scoresPanel(view) {
    return h("section", { class: "panel side-panel", "data-key": "scores" }, h("h3", {}, t("scores")), totalsTable(view, { name, short, mySeat: mySeat() }));
  }

  function lastTrickPanel(view) {
    const last = view.tricks[view.tricks.length - 1];
    return h(
      "section",
      { class: "panel side-panel", "data-testid": "last-trick", "data-key": "last-trick" },
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
      { class: "panel side-panel", "data-testid": "discards", "data-key": "discards" },
      mine ? [h("h3", {}, t("your_ecart")), h("div", { class: "mini-row" }, sortHand(mine).map((card) => miniCard(card)))] : null,
      !mine && trumps.length ? [h("h3", {}, t("ecart_trumps")), h("div", { class: "mini-row", "data-testid": "ecart-trumps" }, trumps.map((card) => miniCard(card)))] : null,
    );
  }

  function sheet(view) {
    const results = view.results;
    const index = results.length - 1;
    const body = () => scoreSheet(results[index], index, { name, mySeat: mySeat(), n: view.players, results });
    return sheetModal({ count: results.length, tableId: ctx.tableId, redraw: table.redraw }, body);
  }

  return {
    update: table.update,
    destroy() {
      hold.stop();
    },
  };
}
