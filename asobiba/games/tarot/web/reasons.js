// Why a card of my hand cannot be chosen now, from the view alone (the server's
// `legal` list decides; this only explains). Mirrors TAROT-R12, R14, R24–R27, R30.
// Returns {key, params} for t(), or null when the card is legal.

import { BOUTS, EXCUSE, SUIT_SYMBOL, cardText, isKing, isTrump, suitOf, trumpNumber } from "./cards.js";

/** The cards my legal moves let me click now: {type: "card" | "discard", cards: Set}. */
export function clickable(view) {
  const cards = new Set();
  let type = null;
  for (const move of view?.legal || []) {
    if (move.type === "card" || move.type === "discard") {
      type = move.type;
      cards.add(move.card);
    }
  }
  return { type, cards };
}

export function ledSuit(trick) {
  for (const { card } of trick) if (card !== EXCUSE) return suitOf(card);
  return null;
}

export function cardReason(view, card) {
  if (!view || view.seat === null || view.seat === undefined) return { key: "r_spectator" };
  if (view.phase === "over") return { key: "r_over" };
  const { cards } = clickable(view);
  if (cards.has(card)) return null;
  const myTurn = view.to_act.includes(view.seat);
  if (!myTurn) {
    if (view.phase === "ecart") return { key: "r_ecart_wait" };
    return { key: "r_not_your_turn" };
  }
  if (view.phase === "bid") return { key: "r_bidding" };
  if (view.phase === "call") return { key: "r_calling" };
  if (view.phase === "chelem") return { key: "r_chelem" };
  if (view.phase === "ecart") {
    if (isKing(card)) return { key: "r_no_king_ecart" };
    if (BOUTS.has(card)) return { key: "r_no_bout_ecart" };
    if (isTrump(card)) return { key: "r_trump_ecart" };
    return { key: "r_not_allowed" };
  }
  if (view.phase !== "play") return { key: "r_not_allowed" };
  if ((view.legal || []).some((move) => move.type === "declare")) return { key: "r_declare_first" };
  return playReason(view, card);
}

function playReason(view, card) {
  const hand = view.hand || [];
  const trick = view.trick || [];
  if (card === EXCUSE) return view.chelem ? { key: "r_keep_excuse" } : { key: "r_not_allowed" };
  if (!trick.length && view.called && !(view.tricks || []).length && suitOf(card) === suitOf(view.called)) {
    return { key: "r_opening_called", params: { suit: SUIT_SYMBOL[suitOf(view.called)] } };
  }
  const led = ledSuit(trick);
  if (led && led !== "T" && hand.some((c) => suitOf(c) === led)) {
    return { key: "r_follow", params: { suit: SUIT_SYMBOL[led] } };
  }
  const trumps = hand.filter(isTrump);
  const top = Math.max(0, ...trick.map(({ card: c }) => trumpNumber(c)));
  if (trumps.length) {
    if (isTrump(card) && top && trumps.some((c) => trumpNumber(c) > top)) {
      return { key: "r_overtrump", params: { card: cardText(`T${top}`) } };
    }
    return led === "T" ? { key: "r_play_trump" } : { key: "r_trump" };
  }
  return { key: "r_not_allowed" };
}
