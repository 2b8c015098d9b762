// Targi at the table, drawn from the latest state's `view` (asobiba/games/targi/view.py,
// docs/targi.md). Events only feed the log.
//
// Layout: the status line (round, first player, the Robber and the next raid, decks); the
// action area (what I am asked, its buttons, the hint); the 5×5 board; my tent (goods, hand,
// display) and the other's; the log. On a laptop the board stands left of the rest; on a
// phone everything stacks, the question first.
//
// Clicks: a lit border card places a Targi, a lit pending card carries its action out, a lit
// central card takes Fata Morgana's marker (targets.js); a card that refuses still sends its
// move, and the server's refusal becomes the hint. Every choice inside an action is a button.

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { logPanel } from "/static/kit/log.js";
import { spectatorLine } from "/static/kit/prompts.js";
import { standinBanner } from "/static/kit/panels.js";
import { t } from "/static/i18n.js";
import { tt } from "./labels.js";
import { CORNERS, RAIDS, refName } from "./cards.js";
import { boardGrid } from "./board.js";
import { asked, clickOn } from "./targets.js";
import { promptArea } from "./prompt.js";
import { tentPanel } from "./tent.js";
import { gameOver } from "./sheet.js";
import { logLine } from "./log.js";

const P = "tg-"; // the kit's class prefix: this stylesheet's names

/** The next raid corner from the Robber's card on and the rounds until it (0: raiding now, TARGI-R3). */
function nextRaid(robber) {
  const corner = CORNERS.find((c) => c >= robber);
  return { corner, rounds: corner - robber };
}

export function createView(root, ctx) {
  const ui = {
    pick: null, // Fata Morgana: the marker chosen first when two could move
    hint: null, // {text, error}: the server's refusal, or why a card does nothing
    legal: null, // the legal moves the pick was made among: a new list drops it
  };
  const table = createTable(root, "targi", draw, {
    data: (state) => ({ ask: state.pending ? "" : asked(state.view), round: String(state.view.round), robber: String(state.view.robber) }),
    fresh,
    refused: (text) => (ui.hint = { text, error: true }),
  });
  const { name } = table;
  const mySeat = () => table.state.seat;
  const view = () => table.state.view;

  function fresh(state) {
    ui.hint = null;
    const legal = JSON.stringify(state.view.legal || []);
    if (legal !== ui.legal) ui.pick = null;
    ui.legal = legal;
  }

  function send(move) {
    ui.hint = null;
    ui.pick = null;
    if (ctx.move(move)) table.redraw();
  }

  function say(text) {
    ui.hint = { text, error: false };
    table.redraw();
  }

  /** A card of the board was clicked: its move, a first click, or a word on why not. */
  function onCard(ref) {
    if (table.state.pending || mySeat() === null) return;
    const click = clickOn(view(), mySeat(), ref, ui.pick);
    if (!click) return;
    if ("pick" in click) {
      ui.pick = click.pick;
      ui.hint = null;
      return table.redraw();
    }
    if (click.say) return say(tt(click.say));
    send(click.move);
  }

  // -- drawing ---------------------------------------------------------------------------

  function draw(state, history) {
    const v = state.view;
    const over = v.phase === "over";
    const me = mySeat();
    const ask = state.pending ? "" : asked(v);
    const seats = me === null ? [0, 1] : [me, 1 - me];
    return [
      standinBanner(state.table, me, ctx.reclaim),
      over ? gameOver(v, { name, mySeat: me, tableId: ctx.tableId, finished: state.table.status === "finished" }) : null,
      statusLine(v, state.pending),
      me === null ? spectatorLine(P) : over ? null : promptArea(v, { ask, me, hint: ui.hint, busy: Boolean(state.pending), act: { send }, waiting: waitingText(v) }),
      h(
        "section",
        { class: `panel tg-board${ask ? " playing" : ""}`, "data-testid": "board", "data-key": "board" },
        boardGrid(v, { ask, me, pick: ui.pick, name, onCard }),
      ),
      h(
        "div",
        { class: "tg-side", "data-key": "side" },
        seats.map((seat) => tentPanel(v, seat, { mine: seat === me, name, player: state.table.players[seat] })),
        logPanel(history, (event) => logLine(event, v, name, me), { prefix: P, numbered: (event) => event.kind !== "round" }), // a round heads its moves
      ),
    ];
  }

  function waitingText(v) {
    return v.current === null ? null : tt("waiting", { name: name(v.current) });
  }

  function robberChip(v) {
    const { corner, rounds } = nextRaid(v.robber);
    const raid = tt("card.raid", { n: RAIDS[corner].n });
    return h(
      "span",
      { class: "tg-chip robber", "data-testid": "robber-track", "data-next": corner, title: tt("robber_title") },
      tt("robber_at", { card: refName(v, v.robber) }),
      " · ",
      rounds ? tt(corner === 16 ? "next_raid_end" : "next_raid", { raid, n: rounds }) : tt("raid_now", { raid }),
    );
  }

  function statusLine(v, pending) {
    const mine = v.to_act.includes(mySeat());
    let turn = null;
    if (pending) turn = h("strong", { class: "tg-turn mine", "data-testid": "turn" }, t("move_sent"));
    else if (mine) turn = h("strong", { class: "tg-turn mine", "data-testid": "turn" }, "▶ ", t("your_turn"));
    else if (v.current !== null) turn = h("span", { class: "tg-turn", "data-testid": "turn" }, t("turn_of", { name: name(v.current) }));
    const { goods, tribe, goods_discard: goodsDiscard, tribe_discard: tribeDiscard } = v.decks;
    return h(
      "div",
      { class: "tg-status", "data-testid": "status", "data-key": "status" },
      h("span", { class: "tg-title" }, tt("title")),
      h("span", { "data-testid": "round" }, tt("round_n", { n: v.round })),
      h("span", { class: "tg-first", "data-testid": "first", title: tt("first_title") }, "◆ ", tt("first_player", { name: name(v.first) })),
      v.phase === "over" ? null : robberChip(v),
      h("span", { class: "tg-decks small", "data-testid": "decks", "data-goods": goods, "data-tribe": tribe }, tt("goods_deck", { n: goods, d: goodsDiscard.length }), " · ", tt("tribe_deck", { n: tribe, d: tribeDiscard.length })),
      v.options.tribe_effects === "data" ? h("span", { class: "tg-chip" }, tt("effects_on")) : null,
      h("a", { href: "#/help/targi", target: "_blank", rel: "noopener", class: "small", "data-testid": "rules-link" }, tt("rules")),
      turn,
    );
  }

  return { update: table.update, destroy() {} };
}
