// One line of the move log per event (docs/tarot.md events), in the current language.

import { has, t as tr } from "./labels.js";
import { cardText } from "./cards.js";

const cardsText = (cards) => (cards || []).map(cardText).join(" ");

function declared(event) {
  const parts = [];
  if (event.poignee) parts.push(tr(`poignee.${event.poignee}`));
  for (const kind of event.misere || []) parts.push(tr(`misere.${kind}`));
  return parts.join(" · ");
}

/** The end-of-deal event, carrying the deal's result. */
export function isScored(event) {
  return event.kind === "deal_scored";
}

/** Text of `event`, or null for events not worth a line. `name(seat)` gives a player's name. */
export function logLine(event, name, mySeat) {
  const mine = [event.seat, event.winner].includes(mySeat) && mySeat !== null;
  // English verbs agree with "You": "You play ♠K" (a key ending in _you, when the language has one).
  const t = (key, params) => (mine && has(`${key}_you`) ? tr(`${key}_you`, params) : tr(key, params));
  if (isScored(event)) {
    if (event.scoring === "grassing") return tr("ev.scored_grassing");
    const result = event.made ? tr("made_by", { margin: event.margin }) : tr("failed_by", { margin: event.margin });
    return tr("ev.scored", { who: name(event.taker), result });
  }
  switch (event.kind) {
    case "deal":
      return t("ev.deal", { dealer: name(event.dealer) });
    case "bid":
      return t("ev.bid", { who: name(event.seat), contract: t(`contract.${event.contract}`) });
    case "taker":
      return t("ev.taker", { who: name(event.seat), contract: t(`contract.${event.contract}`) });
    case "call":
      return t("ev.call", { who: name(event.seat), card: cardText(event.card) });
    case "partner":
      return event.seat === mySeat ? t("ev.partner_you") : t("ev.partner", { who: name(event.seat) });
    case "chien":
      return t("ev.chien", { cards: cardsText(event.cards) });
    case "discard":
      return t("ev.discard", { card: cardText(event.card) });
    case "ecart_trump":
      return t("ev.ecart_trump", { card: cardText(event.card) });
    case "ecart_done":
      return t("ev.ecart_done");
    case "chelem":
      return t(event.announce ? "ev.chelem_yes" : "ev.chelem_no", { who: name(event.seat) });
    case "declare":
      if (!event.poignee && !event.misere?.length) return null; // declared nothing: not worth a line
      if (event.cards?.length) return t("ev.declare_cards", { who: name(event.seat), what: declared(event), cards: cardsText(event.cards) });
      return t("ev.declare", { who: name(event.seat), what: declared(event) });
    case "card":
      return t("ev.card", { who: name(event.seat), card: cardText(event.card) });
    case "trick":
      return t("ev.trick", { who: name(event.winner) });
    case "petit_sec":
      return t("ev.petit_sec", { who: name(event.seat) });
    case "void_deal":
      return t("ev.void_deal");
    case "grassing":
      return t("ev.grassing");
    case "match_over":
      return t("ev.match_over");
    default:
      return null;
  }
}
