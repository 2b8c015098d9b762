// From a selection of hand cards to a move. The view lists my legal moves (`legal`), so the
// page never decides legality: a selection plays when it is exactly the cards of a legal
// play, and gives when it is exactly the cards of a legal give. Plays with the same cards
// differ in what their Jokers stand for (`as`): the player chooses among them. The small
// classifier below only puts a refusal into words.

import { t } from "./labels.js";
import { isJoker, placeText, rankOf, strength, suitOf, SUIT_SYMBOL } from "./cards.js";

const sameCards = (a, b) => a.length === b.length && a.every((card) => b.includes(card));

export function movesOf(view, type) {
  return (view?.legal || []).filter((move) => move.type === type);
}

/** The legal moves of `type` whose cards are exactly `selected` (an array or a Set). */
export function matching(view, selected, type) {
  const cards = [...selected];
  if (!cards.length) return [];
  return movesOf(view, type).filter((move) => sameCards(move.cards, cards));
}

/** Cards of my hand in at least one legal play, give or split: the ones worth choosing now. */
export function usefulCards(view) {
  return new Set((view?.legal || []).flatMap((move) => move.cards || (move.card ? [move.card] : [])));
}

/** A play's kind, named as the view names them (view.py KINDS), from its cards and its Jokers' places. */
export function kindOf(move) {
  const real = move.cards.filter((card) => !isJoker(card));
  if (!real.length && !move.as) return move.cards.length === 1 ? "joker" : "jokers";
  if (move.cards.length === 1) return "single";
  const ranks = new Set([...real.map(rankOf), ...(move.as || []).map(([, rank]) => rank)]);
  return ranks.size === 1 ? "multiple" : "sequence";
}

/** "Pair", "Three of a kind", "Sequence of 4" … */
export function kindText(kind, n) {
  if (kind === "multiple") return n <= 4 ? t(`df.kind.multiple_${n}`) : t("df.kind.multiple", { n });
  if (kind === "sequence") return t("df.kind.sequence", { n });
  return t(`df.kind.${kind}`);
}

/** The label of one of several plays of the same cards: "Joker as ♦6", "as three of a kind". */
export function choiceLabel(move) {
  if (move.as) return t(move.as.length > 1 ? "df.jokers_as" : "df.joker_as", { places: move.as.map(placeText).join(", ") });
  return t("df.as_kind", { kind: kindText(kindOf(move), move.cards.length) });
}

/** The test id of that choice: joker-as-D6, joker-as-S3-S4, or joker-as-wild (a Joker of any suit). */
export function choiceKey(move) {
  return `joker-as-${move.as ? move.as.map(([suit, rank]) => suit + rank).join("-") : "wild"}`;
}

/** On my turn, whether nothing in my hand beats the table (only a pass is legal). */
export function nothingBeats(view) {
  return Boolean(view.table) && !movesOf(view, "play").length && movesOf(view, "pass").length > 0;
}

/** What `cards` make on their own: a kind, or null if they are no play (DAIFUGO-R4). */
function shapeOf(cards, rules) {
  const real = cards.filter((card) => !isJoker(card));
  if (!real.length) return cards.length === 1 ? "joker" : "jokers";
  if (cards.length === 1) return "single";
  if (real.every((card) => rankOf(card) === rankOf(real[0]))) return "multiple";
  if (!rules.sequences || cards.length < 3 || !real.every((card) => suitOf(card) === suitOf(real[0]))) return null;
  const ranks = real.map(strength).sort((a, b) => a - b);
  const distinct = new Set(ranks).size === ranks.length;
  return distinct && ranks.at(-1) - ranks[0] + 1 <= cards.length ? "sequence" : null;
}

// A lone Joker beats a single, the two Jokers a pair (DAIFUGO-R3).
const FOLLOWS = { single: ["single", "joker"], multiple: ["multiple", "jokers"], sequence: ["sequence"], joker: ["single"], jokers: [] };

/** Why the selected cards are no legal play now, as {key, params}; null when they are one. */
export function whyNot(view, selected) {
  const cards = [...selected];
  if (matching(view, cards, "play").length) return null;
  if (!movesOf(view, "play").length) return { key: "df.r.nothing" };
  const top = view.table;
  if (top && cards.length !== top.cards.length) return { key: "df.r.count", params: { n: top.cards.length } };
  const kind = shapeOf(cards, view.rules);
  if (!kind) return { key: view.rules.sequences ? "df.r.not_play" : "df.r.not_play_no_sequences" };
  if (!top) return { key: view.rules.must_include_diamond_3 ? "df.r.diamond_3" : "df.r.not_now" };
  if (top.kind === "joker") return { key: "df.r.spade_3" }; // a play of mine beats it, so the rule is on
  if (!FOLLOWS[top.kind].includes(kind)) return { key: "df.r.same_kind", params: { kind: kindText(top.kind, top.cards.length) } };
  if (view.number_lock && top.kind !== "joker" && top.kind !== "jokers" && kind !== "joker" && kind !== "jokers") {
    return { key: "df.r.number_lock", params: { rank: view.number_lock === "lo" || view.number_lock === "hi" ? t("df.jokers_only") : view.number_lock } };
  }
  const lock = view.lock || [];
  if (lock.length && !cards.every((card) => isJoker(card) || lock.includes(suitOf(card)))) {
    return { key: "df.r.locked", params: { suits: lock.map((suit) => SUIT_SYMBOL[suit]).join("") } };
  }
  return { key: view.revolution !== view.eleven_back ? "df.r.too_high" : "df.r.too_low" };
}

/** Why the selected cards cannot be discarded now (DAIFUGO-H1); null when they can. */
export function whyNotDiscard(view, selected) {
  if (matching(view, selected, "discard").length || !selected.size) return null;
  return { key: "df.r.discard_count", params: { n: view.ten } };
}

/** Why the selected cards cannot be given now; null when they can. */
export function whyNotGive(view, selected) {
  if (matching(view, selected, "give").length) return null;
  const gives = movesOf(view, "give");
  return gives.length ? { key: "df.r.give_count", params: { n: gives[0].cards.length } } : null;
}
