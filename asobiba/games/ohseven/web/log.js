// One line of the move log per event (docs/ohseven.md, Events), in the current language.
// bid_placed is left out: the seats show a face-down card, and nine lines per bidding
// would drown the log.

import { t } from "/static/i18n.js";
import { ohas, ot } from "./labels.js";
import { SUIT_SYMBOL, cardText } from "./cards.js";

/** Text of `event`, or null. `name(seat)` gives a player's name. */
export function logLine(event, name, mySeat) {
  const mine = (seat) => seat === mySeat && mySeat !== null && mySeat !== undefined;
  const say = (key, seat, params) => (mine(seat) && ohas(`${key}_you`) ? ot(`${key}_you`, params) : ot(key, params));
  const names = (seats) => seats.map(name).join(t("list_sep"));
  switch (event.kind) {
    case "deal":
      return ot("ev.deal", { k: event.round });
    case "bid_chosen":
      return ot("ev.bid_chosen", { card: cardText(event.card) });
    case "bids":
      return ot("ev.bids", { list: event.cards.map((card, seat) => `${name(seat)} ${cardText(card)}`).join(t("list_sep")), total: event.total });
    case "rebid":
      return ot(`ev.rebid.${event.reason}`, { names: names(event.points) });
    case "redeal":
      return ot("ev.redeal");
    case "trump":
      return say("ev.trump", event.leader, { suit: SUIT_SYMBOL[event.suit], name: name(event.leader) });
    case "card":
      return say("ev.card", event.seat, { name: name(event.seat), card: cardText(event.card) });
    case "trick":
      return say("ev.trick", event.winner, { name: name(event.winner) });
    case "round_scored":
      return ot("ev.round_scored", {
        k: event.round,
        list: event.scores.map((score, seat) => `${name(seat)} ${signed(score + event.rebid_points[seat])}`).join(t("list_sep")),
      });
    case "game_over":
      return ot("ev.game_over");
    default:
      return null;
  }
}

export function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

export const isScored = (event) => event.kind === "round_scored" || event.kind === "game_over";
