// Oh-Seven at the table, drawn from the latest state's `view` (asobiba/games/ohseven/view.py,
// docs/ohseven.md). Events only feed the move log and the short display of a finished trick.
//
// Layout: status line (round, phase, trump and top bidder, whose turn); the felt with
// 2 to 9 seats on a ring in play order (clockwise, me at the bottom), each with its
// face-down bid marker or its bid and tricks, and the current trick in the middle; the
// bids revealed this round (forced rebids, +1 points, cards set aside); what I am asked
// over my hand; a side panel with bids against tricks, the last trick, the score sheet and the
// log. A score sheet pops up after each round. The pieces come from the shared kit
// (static/kit/) with the class prefix "o7-". At the reveal the bids turn face up, in the
// revealed panel and on the seats (data-enter="flip", kit/motion.js).
//
// Bidding is two steps so a slip cannot give a bid away: click a card, then "Bid this card".

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { presenceChips, ringPlace, seatName, seatRing } from "/static/kit/seats.js";
import { trickArea, trickHold } from "/static/kit/trick.js";
import { handRow, playableCards } from "/static/kit/hand.js";
import { logPanel } from "/static/kit/log.js";
import { answerButton, promptBox, promptLine, spectatorLine } from "/static/kit/prompts.js";
import { sheetModal, standinBanner } from "/static/kit/panels.js";
import { t } from "/static/i18n.js";
import { ot } from "./labels.js";
import { SUIT_SYMBOL, cardBack, cardSvg, cardText, isRed, numberOf, sortHand, suitOf, topSeats } from "./cards.js";
import { logLine, isScored } from "./log.js";
import { bidsTable, historyTable, matchOver, scoreSheet } from "./sheet.js";

const P = "o7-"; // the kit's class prefix: this stylesheet's names
const RING = { clockwise: true, rx: 40, ry: 39, cy: 49 }; // the seats' ring, in % of the felt

export function createView(root, ctx) {
  const ui = {
    selected: null, // the card picked to bid, before "Bid this card"
    hint: null, // {card, text, error}
  };
  const table = createTable(root, "ohseven", draw, {
    data: (state) => ({ players: String(state.view.players) }),
    fresh(state) {
      ui.hint = null;
      if (!canBid()) ui.selected = null;
      hold.see(state.events);
    },
    refused: (text) => (ui.hint = { card: null, text, error: true }),
  });
  const hold = trickHold(table.redraw);

  // -- helpers over the current state ----------------------------------------------------

  const mySeat = () => table.state.seat;
  const view = () => table.state.view;

  const { name, short } = table;

  function canBid() {
    const v = view();
    return Boolean(v.phase === "bid" && mySeat() !== null && v.to_act.includes(mySeat()) && v.legal.length);
  }

  function legalCards() {
    return new Set((view().legal || []).map((move) => move.card));
  }

  function send(move) {
    ui.hint = null;
    ui.selected = null;
    if (ctx.move(move)) table.redraw();
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

  function draw(state, history) {
    const v = state.view;
    const busy = Boolean(state.pending);
    const over = v.phase === "over";
    const ctxSheet = { name, short, mySeat: mySeat(), tableId: ctx.tableId, finished: state.table.status === "finished" };
    const main = h(
      "div",
      { class: "o7-main", "data-key": "main" },
      standinBanner(state.table, mySeat(), ctx.reclaim),
      over ? matchOver(v, ctxSheet) : null,
      statusLine(v),
      over ? null : felt(v),
      over ? null : revealPanel(v),
      // What I am asked and my hand go together: on a phone they stay at the bottom of the screen as
      // one block, so the hand never covers the prompt ("Play a card", "Bid this card").
      h(
        "div",
        { class: "o7-mine", "data-key": "mine" },
        mySeat() === null ? spectatorLine(P) : over ? null : prompt(v, busy),
        mySeat() === null || over ? null : hand(v, busy),
      ),
    );
    const side = h(
      "aside",
      { class: "o7-side", "data-key": "side" },
      h("section", { class: "panel o7-panel", "data-key": "bids" }, h("h3", {}, ot("bids_vs_taken")), bidsTable(v, ctxSheet)),
      lastTrickPanel(v),
      v.results.length && !over ? h("section", { class: "panel o7-panel", "data-testid": "history-panel", "data-key": "history" }, h("h3", {}, ot("history")), historyTable(v, ctxSheet)) : null,
      logPanel(history, (event) => logLine(event, name, mySeat()), { prefix: P, kind: (event) => (isScored(event) ? "scored" : event.kind), numbered: () => true }),
    );
    return [main, side, over ? null : sheet(v, ctxSheet)];
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
      { class: "o7-status", "data-testid": "status", "data-key": "status" },
      h("span", { class: "o7-round", "data-testid": "round-no" }, ot("round_of", { k: v.round, n: v.rounds })),
      h("span", { class: "muted" }, `${t("players_n", { n: v.players })} · ${ot(`decks_${v.decks}`)}`),
      h("span", { class: "o7-phase" }, phase),
      v.phase === "over" ? null : trumpBadge(v),
      turnText(v),
    );
  }

  function turnText(v) {
    if (!v.to_act.length) return null;
    if (v.to_act.includes(mySeat())) return h("strong", { class: "o7-turn mine", "data-testid": "turn" }, "▶ ", table.state.pending ? t("move_sent") : t("your_turn"));
    const text = v.phase === "bid" ? ot("waiting_bids", { names: v.to_act.map(short).join(t("list_sep")) }) : ot("waiting_card", { name: name(v.to_act[0]) });
    return h("span", { class: "o7-turn", "data-testid": "turn" }, text);
  }

  function felt(v) {
    const n = v.players;
    const seats = seatRing({
      n,
      me: mySeat(),
      turn: v.to_act,
      place: ringPlace(n, mySeat() ?? 0, RING),
      attrs: (seat) => ({ title: `${name(seat)} · ${ot("cards_n", { n: v.hand_counts[seat] })}` }),
      box: (seat) => seatBox(v, seat),
      prefix: P,
    });
    return h("div", { class: `o7-felt seats-${n}`, "data-testid": "felt", "data-key": "felt" }, seats, center(v));
  }

  function seatBox(v, seat) {
    const playing = v.phase === "play";
    const top = playing && topSeats(v.bid_cards)[0] === seat;
    let bid = null;
    if (v.phase === "bid") {
      if (seat === mySeat() && v.my_bid) {
        bid = h("span", { class: "o7-marker mine", "data-key": "bid", "data-testid": `bid-marker-${seat}`, "data-bid": "placed", title: ot("you_bid_short", { card: cardText(v.my_bid), n: numberOf(v.my_bid) }) }, cardSvg(v.my_bid, { title: false }));
      } else if (v.bid_placed[seat]) {
        bid = h("span", { class: "o7-marker", "data-key": "bid", "data-testid": `bid-marker-${seat}`, "data-bid": "placed" }, cardBack({ label: ot("bid_hidden") }));
      } else {
        bid = h("span", { class: "o7-thinking", "data-key": "bid", "data-testid": `bid-marker-${seat}`, "data-bid": "none", title: ot("bid_thinking") }, "…");
      }
    } else if (playing) {
      bid = h(
        "span",
        { class: `o7-bidline${v.taken[seat] === v.bids[seat] ? " on-target" : ""}`, "data-key": "bidline", "data-testid": `bidline-${seat}` },
        h("span", { class: `o7-chip${isRed(v.bid_cards[seat]) ? " red" : ""}`, "data-enter": "flip" }, cardText(v.bid_cards[seat])),
        ` ${v.taken[seat]}/${v.bids[seat]}`,
      );
    }
    const badges = [top ? h("span", { class: "o7-badge top", title: ot("top_bidder") }, "★") : null, presenceChips(table.state.table.players[seat], seat === mySeat(), "o7-badge")];
    return [
      seatName({ name: short(seat), label: name(seat), turn: v.to_act.includes(seat), prefix: P }, badges),
      h("div", { class: "o7-seat-info" }, h("span", { class: "o7-count" }, `🂠${v.hand_counts[seat]}`), bid),
    ];
  }

  function center(v) {
    const n = v.players;
    const live = v.trick || [];
    const held = hold.held(live);
    const items = [];
    if (v.trump && v.phase === "play") {
      items.push(h("div", { class: `o7-felt-trump${isRed(v.trump) ? " red" : ""}`, "data-testid": "felt-trump", "data-key": "trump", title: ot("trump") }, SUIT_SYMBOL[v.trump]));
    }
    if (live.length || held) {
      const leader = live.length ? v.leader : held.leader;
      const plays = (live.length ? live : held.cards).map((card, i) => ({ card, seat: (leader + i) % n }));
      // The best card so far, then the winner, is marked on the card itself (gold): a banner
      // over the felt would cover cards once nine are down.
      const best = held ? held.winner : bestSoFar(v);
      const says = held ? ot("trick_won", { name: name(best) }) : ot("best_so_far", { name: name(best) });
      items.push(
        trickArea({
          plays,
          place: trickPlace(n, mySeat() ?? 0),
          card: (play) => h("span", { class: "o7-card table-card", "data-card": play.card }, cardSvg(play.card)),
          label: (seat) => (seat === best ? h("span", { title: says }, short(seat)) : short(seat)),
          winner: best,
          done: Boolean(held),
          prefix: P,
          testid: held ? "trick-done" : "trick",
        }),
      );
    } else if (v.phase === "bid") {
      const chosen = v.bid_placed.filter(Boolean).length;
      items.push(h("div", { class: "o7-center-label", "data-key": "label" }, ot("phase.bid"), h("small", {}, `${chosen}/${n}`)));
    }
    return h("div", { class: "o7-center", "data-key": "center" }, items);
  }

  /** A trick card's spot, for the stylesheet: its player's seat (the centre --sx, --sy in % of
   *  the felt; --hx, --hy the way in from it, the larger of the two ±1) and its place among the
   *  seats from left to right (--col, 0 in the middle; --y from -1 at the top to 1 at the bottom).
   *  On a roomy felt each card lies just inside its player's seat; on a low one they form a row. */
  function trickPlace(n, base) {
    const spots = [...Array(n).keys()].map((seat) => {
      const angle = (2 * Math.PI * ((seat - base + n) % n)) / n;
      return { seat, x: -Math.sin(angle), y: Math.cos(angle) }; // clockwise, as the seats
    });
    const order = [...spots].sort((a, b) => Math.round((a.x - b.x) * 1000) || a.y - b.y);
    return (seat) => {
      const { x, y } = spots[seat];
      const most = Math.max(Math.abs(x), Math.abs(y));
      const vars = {
        sx: `${(50 + RING.rx * x).toFixed(2)}%`,
        sy: `${(RING.cy + RING.ry * y).toFixed(2)}%`,
        hx: (x / most).toFixed(3),
        hy: (y / most).toFixed(3),
        y: y.toFixed(3),
        col: order.findIndex((spot) => spot.seat === seat) - (n - 1) / 2,
      };
      return { style: Object.entries(vars).map(([key, value]) => `--${key}:${value}`).join(";") };
    };
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
        { class: "o7-bidding", "data-key": `bidding-${index + 1}`, "data-testid": `bidding-${index + 1}` },
        h("div", { class: "o7-bidding-head" }, h("b", {}, ot("bidding_n", { k: index + 1 })), " · ", h("span", { "data-testid": `bidding-total-${index + 1}` }, ot("total", { n: total }))),
        h(
          "div",
          { class: "o7-mini-row" },
          cards.map((card, seat) =>
            h("figure", { class: tops.includes(seat) ? "top" : null }, h("span", { class: "o7-card mini", "data-enter": "flip" }, cardSvg(card)), h("figcaption", {}, short(seat))),
          ),
        ),
        verdict,
      );
    });
    return h(
      "section",
      { class: "panel o7-reveal", "data-testid": "reveal", "data-key": "reveal" },
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
      if (canBid() && ui.selected) {
        const card = ui.selected;
        return promptBox(
          { kind: "bid", title: h("span", { class: "o7-chosen", "data-testid": "bid-choice" }, ot("chosen", { card: cardText(card), n: numberOf(card) })), prefix: P },
          answerButton("bid-confirm", ot("bid_this"), () => send({ type: "bid", card }), { class: "primary", disabled: busy }),
          answerButton("bid-cancel", ot("cancel"), () => ((ui.selected = null), table.redraw())),
        );
      }
      if (canBid()) return promptBox({ kind: "bid", title: ot("choose_bid"), note: ot("pick_a_card"), prefix: P });
      if (v.my_bid) return promptLine("my-bid", ot("you_bid", { card: cardText(v.my_bid), n: numberOf(v.my_bid) }), { prefix: P, className: "done" });
      return null;
    }
    if (v.phase === "play" && v.turn === mySeat()) {
      return promptLine("prompt-play", [ot(v.trick.length ? "play_card" : "you_lead"), v.trick.length ? null : ` ${ot("play_card")}`], { prefix: P });
    }
    return null;
  }

  function hand(v, busy) {
    const legal = legalCards();
    const bidding = v.phase === "bid";
    const active = legal.size > 0 && !busy && (bidding ? canBid() : v.turn === mySeat());
    const bidTag = (card) => ot("bid_of", { n: numberOf(card) });
    const buttons = playableCards({
      cards: sortHand(v.hand || []),
      active,
      legal,
      reason,
      name: cardText,
      face: (card) => cardSvg(card, { title: false }),
      play: (card) => (bidding ? ((ui.selected = ui.selected === card ? null : card), (ui.hint = null), table.redraw()) : send({ type: "card", card })),
      explain: (card, why) => ((ui.hint = { card, text: why, error: false }), table.redraw()),
      mark(card) {
        const tagged = bidding && active && legal.has(card);
        return {
          class: [bidding && ui.selected === card && "selected", ui.hint?.card === card && "hinted"],
          "aria-pressed": bidding ? String(ui.selected === card) : null,
          ...(tagged ? { "aria-label": `${cardText(card)} — ${bidTag(card)}` } : {}),
        };
      },
      extra: (card) => (bidding && active && legal.has(card) ? h("span", { class: "o7-bid-tag" }, bidTag(card)) : null),
      prefix: P,
    });
    return handRow({ buttons, active, hint: ui.hint, prefix: P });
  }

  function lastTrickPanel(v) {
    const last = v.last_trick;
    return h(
      "section",
      { class: "panel o7-panel", "data-testid": "last-trick", "data-key": "last-trick" },
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

  function sheet(v, ctxSheet) {
    const results = v.results;
    return sheetModal({ count: results.length, tableId: ctx.tableId, redraw: table.redraw }, () => [
      scoreSheet(results[results.length - 1], ctxSheet),
      results.length > 1 ? [h("h4", {}, ot("history")), historyTable(v, ctxSheet)] : null,
    ]);
  }

  return {
    update: table.update,
    destroy() {
      hold.stop();
    },
  };
}
