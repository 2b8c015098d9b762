// From a selection of hand cards to a move. The view lists my legal moves (`legal`,
// docs/tichu.md), so the client never decides legality: a selection can be played
// when it is exactly the `cards` of at least one legal `play` move. Several such
// moves differ only in the Phoenix's rank (or a straight flush played as a straight),
// and the player picks one. The small classifier below only explains a refusal.

import { rankOf, rankLabel } from "./cards.js";

export const sameCards = (a, b) => a.length === b.length && a.every((card) => b.includes(card));

export function playMoves(view) {
  return (view?.legal || []).filter((move) => move.type === "play");
}

/** The legal play moves whose cards are exactly `selected` (an array or a Set). */
export function matching(view, selected) {
  const cards = [...selected];
  if (!cards.length) return [];
  return playMoves(view).filter((move) => sameCards(move.cards, cards));
}

/** Cards of my hand that are part of at least one legal play. */
export function playableCards(view) {
  const cards = new Set();
  for (const move of playMoves(view)) for (const card of move.cards) cards.add(card);
  return cards;
}

/** Legal single-card plays, by card (the test driver and a double-click use them). */
export function singlePlays(view) {
  return new Set(playMoves(view).filter((move) => move.cards.length === 1).map((move) => move.cards[0]));
}

/** Bombs among my legal moves (out of turn they are all my plays). */
export function bombMoves(view) {
  return playMoves(view).filter((move) => isBomb(move.cards) && !move.straight);
}

/**
 * What my turn really allows, for the status line: "nothing" (nothing beats the table: pass),
 * "only_bomb", "wish" (the wish binds me: every play I may make holds its rank; `bomb` when a
 * bomb would do instead), or null (an ordinary choice).
 */
export function turnLimit(view) {
  const legal = view?.legal || [];
  const plays = playMoves(view);
  const ordinary = plays.filter((move) => !(isBomb(move.cards) && !move.straight) && !move.cards.includes("Dog"));
  const bomb = plays.length > ordinary.length && !plays.every((move) => move.cards.includes("Dog"));
  const mayPass = legal.some((move) => move.type === "pass");
  // The engine lets no one pass while the wish binds him (TICHU-R22, R23): his plays all hold the rank.
  if (view.wish && !mayPass && ordinary.length && ordinary.every((move) => move.cards.some((card) => rankOf(card) === view.wish))) {
    return { kind: "wish", bomb: bomb && view.trick.length > 0 };
  }
  if (!view.trick.length) return null;
  if (!plays.length) return { kind: "nothing" };
  if (!ordinary.length) return { kind: "only_bomb" };
  return null;
}

function isBomb(cards) {
  if (cards.includes("Phoenix") || cards.some((card) => rankOf(card) < 2)) return false;
  const ranks = cards.map(rankOf).sort((a, b) => a - b);
  if (cards.length === 4) return ranks[0] === ranks[3];
  const suits = new Set(cards.map((card) => card[0]));
  return cards.length >= 5 && suits.size === 1 && ranks.every((rank, i) => rank === ranks[0] + i);
}

/** What the ranks make without a Phoenix: a combination kind, or null. */
function plainKind(ranks) {
  const n = ranks.length;
  const sorted = [...ranks].sort((a, b) => a - b);
  const counts = new Map();
  for (const rank of sorted) counts.set(rank, (counts.get(rank) || 0) + 1);
  const low = sorted[0];
  const high = sorted[n - 1];
  if (n >= 5 && counts.size === n && high - low === n - 1) return "straight";
  if (low < 2) return null; // the Mah Jong plays alone or in a straight
  if (counts.size === 1) return n === 2 ? "pair" : n === 3 ? "trio" : null;
  const sizes = [...counts.values()].sort();
  if (n === 5 && sizes.join() === "2,3") return "full_house";
  if (n >= 4 && sizes.every((size) => size === 2) && high - low === counts.size - 1) return "steps";
  return null;
}

/** The kind `cards` make ("single", "pair", …, "bomb", "dog"), trying every rank for the Phoenix; null if none. */
export function kindOf(cards) {
  if (cards.length === 1) return cards[0] === "Dog" ? "dog" : "single";
  if (cards.includes("Dog") || cards.includes("Dragon")) return null;
  if (isBomb(cards)) return "bomb";
  const ranks = cards.filter((card) => card !== "Phoenix").map(rankOf);
  if (!cards.includes("Phoenix")) return plainKind(ranks);
  for (let rank = 2; rank <= 14; rank++) {
    const kind = plainKind([...ranks, rank]);
    if (kind) return kind;
  }
  return null;
}

/**
 * Why `selected` cannot be played now: {key, params} for t(), or null when it can
 * (or nothing is selected).
 */
export function whyNot(view, selected) {
  const cards = [...selected];
  if (!cards.length || matching(view, cards).length) return null;
  const plays = playMoves(view);
  if (!plays.length) return { key: "tichu.r.not_now" };
  const kind = kindOf(cards);
  if (!kind) return { key: "tichu.r.not_combo" };
  const top = (view.trick || []).at(-1);
  if (view.may_bomb) return { key: kind === "bomb" ? "tichu.r.bomb_low" : "tichu.r.only_bomb" };
  if (kind === "dog" && top) return { key: "tichu.r.dog_lead" };
  if (view.wish && !cards.some((card) => rankOf(card) === view.wish) && plays.some((move) => move.cards.some((card) => rankOf(card) === view.wish))) {
    // Following, a bomb is allowed instead (TICHU-R25: out of turn, just before one's turn).
    return { key: top ? "tichu.r.wish_or_bomb" : "tichu.r.wish", params: { rank: rankLabel(view.wish) } };
  }
  if (top && kind !== "bomb" && (kind !== top.combo || cards.length !== top.cards.length)) {
    return { key: "tichu.r.same_kind", params: { n: top.cards.length, kind: top.combo } };
  }
  if (top) return { key: kind === "single" && cards[0] === "Phoenix" ? "tichu.r.phoenix_dragon" : "tichu.r.too_low" };
  return { key: "tichu.r.not_allowed" };
}

/** The label of one of several moves with the same cards: "Phoenix as 9", "as a straight". */
export function choiceKey(move) {
  if (move.straight) return { key: "tichu.as_straight" };
  if (move.phoenix) return { key: "tichu.phoenix_as", params: { rank: rankLabel(move.phoenix) } };
  return { key: "tichu.as_bomb" };
}
