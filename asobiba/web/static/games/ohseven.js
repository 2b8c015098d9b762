// Oh-Seven at the table, drawn from the latest state's `view` (asobiba/games/ohseven/view.py,
// docs/ohseven.md). Events only feed the move log and the short display of a finished trick.
//
// Layout: status line (round, phase, trump and top bidder, whose turn); the felt with
// 2 to 9 seats on a ring in play order (clockwise, me at the bottom), each with its
// face-down bid marker or its bid and tricks, and the current trick in the middle; the
// bids revealed this round (forced rebids, +1 points, cards set aside); what I am asked;
// my hand; a side panel with bids against tricks, the last trick, the score sheet and the
// log. A score sheet pops up after each round.
//
// Bidding is two steps so a slip cannot give a bid away: click a card, then "Bid this card".

import { h, replace } from "../dom.js";
import { ensureCss, sheetModal as sharedSheetModal, standinBanner as sharedStandinBanner } from "./panels.js";
import { t, localized } from "../i18n.js";
import { playerName, shortName } from "../players.js";
import { ot } from "./ohseven/labels.js";
import { SUIT_SYMBOL, cardBack, cardSvg, cardText, isRed, numberOf, sortHand, suitOf, topSeats } from "./ohseven/cards.js";
import { logLine, isScored } from "./ohseven/log.js";
import { bidsTable, historyTable, matchOver, scoreSheet } from "./ohseven/sheet.js";

const HOLD_MS = 1200; // how long a finished trick stays in the middle

/** Where seat `rel` places after me (0 = me, at the bottom), clockwise: {x, y} in % of the felt. */
function ringPoint(rel, n, rx, ry, cy = 50) {
  const angle = (2 * Math.PI * rel) / n;
  return { x: 50 - rx * Math.sin(angle), y: cy + ry * Math.cos(angle) };
}

export function createView(root, ctx) {
  ensureCss("ohseven");
  const seenKey = `asobiba.o7-sheets.${ctx.tableId}`;
  const ui = {
    state: null,
    history: [],
    lastSeq: -1,
    selected: null, // the card picked to bid, before "Bid this card"
    hint: null, // {card, text, error}
    held: null, // {leader, cards, winner, until}
    heldTimer: null,
    sheetsSeen: Number(sessionStorage.getItem(seenKey) ?? -1),
  };
  const el = h("div", { class: "ohseven", "data-testid": "table" });
  replace(root, el);

  function update(state, history) {
    const fresh = state.seq !== ui.lastSeq;
    ui.state = state;
    ui.history = history;
    if (fresh) {
      ui.lastSeq = state.seq;
      ui.hint = null;
      if (!canBid()) ui.selected = null;
      const trick = state.events.find((event) => event.kind === "trick");
      if (trick) {
        ui.held = { ...trick, until: Date.now() + HOLD_MS };
        clearTimeout(ui.heldTimer);
        ui.heldTimer = setTimeout(draw, HOLD_MS + 20);
      }
      if (ui.sheetsSeen < 0 && state.view) ui.sheetsSeen = state.view.results.length; // opened mid-game: old sheets are in the totals
    }
    if (state.error && state.error.code !== "table/not_found") {
      ui.hint = { card: null, text: localized(state.error.reason), error: true };
    }
    draw();
  }

  // -- helpers over the current state ----------------------------------------------------

  const mySeat = () => ui.state.seat;
  const view = () => ui.state.view;

  function name(seat) {
    if (seat === null || seat === undefined || seat < 0) return "—";
    if (seat === mySeat()) return t("you");
    return playerName(ui.state.table.players[seat], seat);
  }

  function short(seat) {
    return seat === mySeat() ? t("you") : shortName(ui.state.table.players[seat], seat);
  }

  function canBid() {
    const v = ui.state?.view;
    return Boolean(v && v.phase === "bid" && mySeat() !== null && v.to_act.includes(mySeat()) && v.legal.length);
  }

  function legalCards() {
    return new Set((view().legal || []).map((move) => move.card));
  }

  function send(move) {
    ui.hint = null;
    ui.selected = null;
    if (ctx.move(move)) draw();
  }

  function totalTricks(v) {
    // Asked before the trick is complete, someone still holds a card for it (OH7-R10).
    return v.taken.reduce((a, b) => a + b, 0) + Math.max(...v.hand_counts);
  }

  /** Why `card` cannot be chosen now, in words; null if it can. */
  function reason(card) {
    const v = view();
    if (v.phase === "over") return ot("why_over");
    if (v.phase === "bid") {
      if (v.my_bid) return ot("why_bid_done");
      if ((v.used[mySeat()] || []).includes(card)) return ot("why_used", { card: cardText(card) });
      return null;
    }
    if (v.turn !== mySeat()) return ot("why_not_turn", { name: name(v.turn) });
    if (v.trick.length) {
      const led = suitOf(v.trick[0]);
      if (suitOf(card) !== led && v.hand.some((c) => suitOf(c) === led)) return ot("why_follow", { suit: SUIT_SYMBOL[led] });
    }
    return null;
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw() {
    const v = view();
    const { table } = ui.state;
    if (!v) return;
    const busy = Boolean(ui.state.pending);
    el.dataset.phase = v.phase;
    el.dataset.version = String(ui.state.version);
    el.dataset.seat = mySeat() === null ? "" : String(mySeat());
    el.dataset.toAct = v.to_act.join(",");
    el.dataset.pending = String(busy);
    el.dataset.status = table.status;
    el.dataset.players = String(v.players);

    const over = v.phase === "over";
    const ctxSheet = { name, short, mySeat: mySeat(), tableId: ctx.tableId, finished: table.status === "finished" };
    const main = h(
      "div",
      { class: "o7-main" },
      standinBanner(),
      over ? matchOver(v, ctxSheet) : null,
      statusLine(v),
      over ? null : felt(v),
      over ? null : revealPanel(v),
      mySeat() === null ? h("p", { class: "o7-prompt spectator", "data-testid": "spectator" }, t("spectator")) : over ? null : prompt(v, busy),
      mySeat() === null || over ? null : hand(v, busy),
    );
    const side = h(
      "aside",
      { class: "o7-side" },
      h("section", { class: "panel o7-panel" }, h("h3", {}, ot("bids_vs_taken")), bidsTable(v, ctxSheet)),
      lastTrickPanel(v),
      v.results.length && !over ? h("section", { class: "panel o7-panel", "data-testid": "history-panel" }, h("h3", {}, ot("history")), historyTable(v, ctxSheet)) : null,
      logPanel(),
    );
    replace(el, main, side, over ? null : sheetModal(v, ctxSheet));
    const log = el.querySelector(".o7-log-list");
    if (log) log.scrollTop = log.scrollHeight;
  }

  function standinBanner() {
    return sharedStandinBanner(ui.state.table, mySeat(), () => ctx.reclaim(), "o7-banner");
  }

  function trumpBadge(v) {
    if (!v.trump) return h("span", { class: "o7-trump none", "data-testid": "trump", "data-suit": "" }, ot("no_trump_yet"));
    const top = topSeats(v.bid_cards)[0];
    return h(
      "span",
      { class: "o7-trump", "data-testid": "trump", "data-suit": v.trump },
      `${ot("trump")} `,
      h("b", { class: `o7-suit${isRed(v.trump) ? " red" : ""}` }, SUIT_SYMBOL[v.trump]),
      h("span", { class: "muted", "data-testid": "top-bidder" }, ` · ${ot("top_bid_by", { card: cardText(v.bid_cards[top]), name: name(top) })}`),
    );
  }

  function statusLine(v) {
    const phase = v.phase === "play" ? ot("phase.play", { k: v.taken.reduce((a, b) => a + b, 0) + 1, n: totalTricks(v) }) : ot(`phase.${v.phase}`);
    return h(
      "div",
      { class: "o7-status", "data-testid": "status" },
      h("span", { class: "o7-round", "data-testid": "round-no" }, ot("round_of", { k: v.round, n: v.rounds })),
      h("span", { class: "muted" }, `${t("players_n", { n: v.players })} · ${ot(`decks_${v.decks}`)}`),
      h("span", { class: "o7-phase" }, phase),
      v.phase === "over" ? null : trumpBadge(v),
      turnText(v),
    );
  }

  function turnText(v) {
    if (!v.to_act.length) return null;
    if (v.to_act.includes(mySeat())) return h("strong", { class: "o7-turn mine", "data-testid": "turn" }, "▶ ", ui.state.pending ? t("move_sent") : t("your_turn"));
    const text = v.phase === "bid" ? ot("waiting_bids", { names: v.to_act.map(short).join(t("list_sep")) }) : ot("waiting_card", { name: name(v.to_act[0]) });
    return h("span", { class: "o7-turn", "data-testid": "turn" }, text);
  }

  function felt(v) {
    const n = v.players;
    const base = mySeat() ?? 0;
    const rel = (seat) => (seat - base + n) % n;
    const seats = [...Array(n).keys()].map((seat) => seatBox(v, seat, ringPoint(rel(seat), n, 40, 39, 49)));
    return h("div", { class: `o7-felt seats-${n}`, "data-testid": "felt" }, seats, center(v, rel));
  }

  function seatBox(v, seat, at) {
    const player = ui.state.table.players[seat];
    const turn = v.to_act.includes(seat);
    const playing = v.phase === "play";
    const top = playing && topSeats(v.bid_cards)[0] === seat;
    let bid = null;
    if (v.phase === "bid") {
      if (seat === mySeat() && v.my_bid) {
        bid = h("span", { class: "o7-marker mine", "data-testid": `bid-marker-${seat}`, "data-bid": "placed", title: ot("you_bid_short", { card: cardText(v.my_bid), n: numberOf(v.my_bid) }) }, cardSvg(v.my_bid, { title: false }));
      } else if (v.bid_placed[seat]) {
        bid = h("span", { class: "o7-marker", "data-testid": `bid-marker-${seat}`, "data-bid": "placed" }, cardBack({ label: ot("bid_hidden") }));
      } else {
        bid = h("span", { class: "o7-thinking", "data-testid": `bid-marker-${seat}`, "data-bid": "none", title: ot("bid_thinking") }, "…");
      }
    } else if (playing) {
      bid = h(
        "span",
        { class: `o7-bidline${v.taken[seat] === v.bids[seat] ? " on-target" : ""}`, "data-testid": `bidline-${seat}` },
        h("span", { class: `o7-chip${isRed(v.bid_cards[seat]) ? " red" : ""}` }, cardText(v.bid_cards[seat])),
        ` ${v.taken[seat]}/${v.bids[seat]}`,
      );
    }
    const badges = [];
    if (top) badges.push(h("span", { class: "o7-badge top", title: ot("top_bidder") }, "★"));
    if (player?.standin) badges.push(h("span", { class: "o7-badge" }, t("bot")));
    if (player?.kind === "human" && !player.connected && seat !== mySeat()) badges.push(h("span", { class: "o7-badge away" }, t("away")));
    return h(
      "div",
      {
        class: `o7-seat${turn ? " turn" : ""}${seat === mySeat() ? " me" : ""}`,
        style: `left:${at.x.toFixed(1)}%;top:${at.y.toFixed(1)}%`,
        "data-testid": `seat-${seat}`,
        "data-seat": seat,
        title: `${name(seat)} · ${ot("cards_n", { n: v.hand_counts[seat] })}`,
      },
      h("div", { class: "o7-seat-name" }, turn ? h("span", { class: "o7-turn-dot", "aria-label": t("turn_of", { name: name(seat) }) }, "▶") : null, short(seat), badges),
      h("div", { class: "o7-seat-info" }, h("span", { class: "o7-count" }, `🂠${v.hand_counts[seat]}`), bid),
    );
  }

  function center(v, rel) {
    const n = v.players;
    const live = v.trick || [];
    const held = ui.held && Date.now() < ui.held.until && !live.length ? ui.held : null;
    const items = [];
    if (v.trump && v.phase === "play") {
      items.push(h("div", { class: `o7-felt-trump${isRed(v.trump) ? " red" : ""}`, "data-testid": "felt-trump", title: ot("trump") }, SUIT_SYMBOL[v.trump]));
    }
    if (live.length || held) {
      const leader = live.length ? v.leader : held.leader;
      const cards = live.length ? live : held.cards;
      cards.forEach((card, i) => {
        const seat = (leader + i) % n;
        const at = ringPoint(rel(seat), n, 20, 20, 47);
        items.push(
          h(
            "div",
            {
              class: `o7-slot${held && seat === held.winner ? " winner" : ""}${held ? " done" : ""}`,
              style: `left:${at.x.toFixed(1)}%;top:${at.y.toFixed(1)}%;z-index:${i + 1}`,
              "data-testid": held ? `done-${seat}` : `trick-${seat}`,
            },
            h("span", { class: "o7-card table-card", "data-card": card }, cardSvg(card)),
          ),
        );
      });
      if (held) items.push(h("div", { class: "o7-trick-winner", "data-testid": "trick-done" }, ot("trick_won", { name: name(held.winner) })));
      else if (live.length) items.push(h("div", { class: "o7-trick-winner live" }, ot("best_so_far", { name: name(bestSoFar(v)) })));
    } else if (v.phase === "bid") {
      const chosen = v.bid_placed.filter(Boolean).length;
      items.push(h("div", { class: "o7-center-label" }, ot("phase.bid"), h("small", {}, `${chosen}/${n}`)));
    }
    return h("div", { class: "o7-center" }, items);
  }

  function bestSoFar(v) {
    const led = suitOf(v.trick[0]);
    let best = 0;
    v.trick.forEach((card, i) => {
      const top = v.trick[best];
      const trumpNow = suitOf(card) === v.trump;
      if (trumpNow && (suitOf(top) !== v.trump || numberOf(card) > numberOf(top))) best = i;
      else if (!trumpNow && suitOf(card) === led && suitOf(top) !== v.trump && numberOf(card) > numberOf(top)) best = i;
    });
    return (v.leader + best) % v.players;
  }

  function revealPanel(v) {
    if (!v.revealed.length && !v.set_aside.length) return null;
    const rows = v.revealed.map((cards, index) => {
      const total = cards.reduce((sum, card) => sum + numberOf(card), 0);
      const tops = topSeats(cards);
      const last = index === v.revealed.length - 1;
      let verdict;
      if (total === 7) verdict = h("p", { class: "o7-verdict rebid", "data-testid": "rebid-message" }, ot("rebid_seven", { names: tops.map(name).join(t("list_sep")) }));
      else if (tops.length > 1) verdict = h("p", { class: "o7-verdict rebid", "data-testid": "rebid-message" }, ot("rebid_identical", { names: tops.map(name).join(t("list_sep")) }));
      else if (last && v.phase === "play") verdict = h("p", { class: "o7-verdict final" }, ot("final_bids", { suit: SUIT_SYMBOL[v.trump], name: name(tops[0]), card: cardText(cards[tops[0]]) }));
      return h(
        "div",
        { class: "o7-bidding", "data-testid": `bidding-${index + 1}` },
        h("div", { class: "o7-bidding-head" }, h("b", {}, ot("bidding_n", { k: index + 1 })), " · ", h("span", { "data-testid": `bidding-total-${index + 1}` }, ot("total", { n: total }))),
        h(
          "div",
          { class: "o7-mini-row" },
          cards.map((card, seat) =>
            h("figure", { class: tops.includes(seat) ? "top" : null }, h("span", { class: "o7-card mini" }, cardSvg(card)), h("figcaption", {}, short(seat))),
          ),
        ),
        verdict,
      );
    });
    return h(
      "section",
      { class: "panel o7-reveal", "data-testid": "reveal" },
      h("h3", {}, ot("reveal")),
      rows,
      v.set_aside.length
        ? h(
            "div",
            { class: "o7-set-aside", "data-testid": "set-aside" },
            h("span", { class: "small muted" }, ot("set_aside"), ": "),
            h("span", { class: "o7-mini-row" }, v.set_aside.map((card) => h("span", { class: "o7-card mini" }, cardSvg(card)))),
          )
        : null,
    );
  }

  function prompt(v, busy) {
    if (v.phase === "bid") {
      if (canBid()) {
        if (ui.selected) {
          const card = ui.selected;
          return h(
            "div",
            { class: "o7-prompt", "data-testid": "prompt-bid" },
            h("p", { class: "o7-chosen", "data-testid": "bid-choice" }, ot("chosen", { card: cardText(card), n: numberOf(card) })),
            h(
              "div",
              { class: "row" },
              h("button", { type: "button", class: "primary", "data-testid": "bid-confirm", disabled: busy, onclick: () => send({ type: "bid", card }) }, ot("bid_this")),
              h("button", { type: "button", "data-testid": "bid-cancel", onclick: () => ((ui.selected = null), draw()) }, ot("cancel")),
            ),
          );
        }
        return h("div", { class: "o7-prompt", "data-testid": "prompt-bid" }, h("p", {}, ot("choose_bid")), h("p", { class: "small muted" }, ot("pick_a_card")));
      }
      if (v.my_bid) return h("p", { class: "o7-prompt done", "data-testid": "my-bid" }, ot("you_bid", { card: cardText(v.my_bid), n: numberOf(v.my_bid) }));
      return null;
    }
    if (v.phase === "play" && v.turn === mySeat()) {
      return h("p", { class: "o7-prompt", "data-testid": "prompt-play" }, ot(v.trick.length ? "play_card" : "you_lead"), v.trick.length ? null : ` ${ot("play_card")}`);
    }
    return null;
  }

  function hand(v, busy) {
    const legal = legalCards();
    const bidding = v.phase === "bid";
    const active = legal.size > 0 && !busy && (bidding ? canBid() : v.turn === mySeat());
    const buttons = sortHand(v.hand || []).map((card) => {
      const ok = legal.has(card);
      const why = ok ? null : reason(card);
      const selected = bidding && ui.selected === card;
      return h(
        "button",
        {
          type: "button",
          class: `o7-card in-hand${ok ? " legal" : ""}${active && !ok ? " dim" : ""}${selected ? " selected" : ""}${ui.hint?.card === card ? " hinted" : ""}`,
          "data-testid": `card-${card}`,
          "data-legal": String(ok && active),
          "aria-pressed": bidding ? String(selected) : null,
          "aria-label": cardText(card) + (why ? ` — ${why}` : bidding && ok ? ` — ${ot("bid_of", { n: numberOf(card) })}` : ""),
          title: why ? `${cardText(card)}: ${why}` : cardText(card),
          onclick: () => click(card, ok && active, why),
        },
        cardSvg(card, { title: false }),
        bidding && ok && active ? h("span", { class: "o7-bid-tag" }, ot("bid_of", { n: numberOf(card) })) : null,
      );
    });
    const hint = ui.hint;
    return h(
      "section",
      { class: "o7-hand-area", "aria-label": t("hand") },
      h("p", { class: `o7-hint${hint?.error ? " error" : ""}`, "data-testid": "hand-hint", role: "status" }, hint ? hint.text : "\u00a0"),
      h("div", { class: `o7-hand${active ? " active" : ""}`, "data-testid": "hand", "data-active": String(active), "data-count": String(buttons.length) }, buttons),
    );
  }

  function click(card, ok, why) {
    if (ok && view().phase === "bid") {
      ui.selected = ui.selected === card ? null : card;
      ui.hint = null;
      draw();
    } else if (ok) {
      send({ type: "card", card });
    } else if (why) {
      ui.hint = { card, text: why, error: false };
      draw();
    }
  }

  function lastTrickPanel(v) {
    const last = v.last_trick;
    return h(
      "section",
      { class: "panel o7-panel", "data-testid": "last-trick" },
      h("h3", {}, ot("last_trick")),
      last
        ? [
            h(
              "div",
              { class: "o7-mini-row" },
              last.cards.map((card, i) => {
                const seat = (last.leader + i) % v.players;
                return h("figure", { class: seat === last.winner ? "top" : null }, h("span", { class: "o7-card mini" }, cardSvg(card)), h("figcaption", {}, short(seat)));
              }),
            ),
            h("p", { class: "small muted" }, ot("trick_won", { name: name(last.winner) })),
          ]
        : h("p", { class: "small muted" }, ot("no_trick_yet")),
    );
  }

  function logPanel() {
    const lines = [];
    for (const event of ui.history) {
      const text = logLine(event, name, mySeat());
      if (text) lines.push(h("li", { class: `ev-${isScored(event) ? "scored" : event.kind}` }, text));
    }
    return h("section", { class: "panel o7-panel o7-log" }, h("h3", {}, t("log")), h("ol", { class: "o7-log-list", "data-testid": "log" }, lines.slice(-200)));
  }

  function sheetModal(v, ctxSheet) {
    const results = v.results;
    const parts = { count: results.length, ui, seenKey, redraw: draw, backdrop: "o7-backdrop", dialog: "o7-modal" };
    return sharedSheetModal(parts, () => [
      scoreSheet(results[results.length - 1], ctxSheet),
      results.length > 1 ? [h("h4", {}, ot("history")), historyTable(v, ctxSheet)] : null,
    ]);
  }

  return {
    update,
    destroy() {
      clearTimeout(ui.heldTimer);
    },
  };
}
