// One's hand: a hint line over a row of card buttons. A button is keyed by its card, so the
// one under the pointer keeps its node while other players move.

import { h } from "../dom.js";
import { t } from "../i18n.js";

const BLANK = "\u00a0"; // keeps the hint line's height while it says nothing

/**
 * The hand's frame: `above` (a game's own bars), the hint line ({text, error} or null) and
 * the row of `buttons`, marked active when the hand may play; `attrs` go on the row.
 */
export function handRow({ buttons, active = false, hint = null, above = null, prefix = "kit-", className = null, attrs = {} }) {
  return h(
    "section",
    { class: `${prefix}hand-area`, "aria-label": t("hand"), "data-key": "hand" },
    above,
    h(
      "p",
      // data-peek: a card under the pointer may say why it cannot be played (peek()) while no hint is up
      { class: [`${prefix}hand-hint`, hint?.error && "error"], "data-testid": "hand-hint", "data-peek": hint ? null : "", role: "status" },
      hint?.text || BLANK,
    ),
    h(
      "div",
      { ...attrs, class: [`${prefix}hand`, active && "active", className], "data-testid": "hand", "data-active": String(active), "data-count": String(buttons.length) },
      buttons,
    ),
  );
}

/**
 * The buttons of `cards` (display order): attrs(card) → the button's attributes (class
 * added to "<prefix>card in-hand"), face(card) its picture, extra(card) more inside it.
 * The key is the card, and a second copy (two decks) is keyed by its number.
 */
export function handCards(cards, { attrs, face, extra = () => null, prefix = "kit-" }) {
  const copies = new Map();
  return cards.map((card) => {
    const copy = (copies.get(card) ?? 0) + 1;
    copies.set(card, copy);
    const own = attrs(card);
    return h(
      "button",
      {
        type: "button",
        ...own,
        class: [`${prefix}card in-hand`, own.class],
        "data-key": copy > 1 ? `card-${card}#${copy}` : `card-${card}`,
        "data-testid": `card-${card}`,
      },
      face(card),
      extra(card),
    );
  });
}

/**
 * Cards that play on a click when `legal` (a Set) and the hand is `active`; the others,
 * clicked, hand `reason(card)` (null: nothing to say) to explain(card, why). With `peek`,
 * pointing at a card shows its reason in the hint line. `mark(card)` → more attributes (a
 * class, a title …) over the defaults.
 */
export function playableCards({ cards, active, legal, reason, name, face, play, explain, peek: peeking = false, mark = () => ({}), extra, prefix }) {
  return handCards(cards, {
    prefix,
    face,
    extra,
    attrs(card) {
      const ok = active && legal.has(card);
      const why = ok ? null : reason(card);
      const own = mark(card);
      return {
        "data-legal": String(ok),
        "aria-label": name(card) + (why ? ` — ${why}` : ""),
        title: why ? `${name(card)}: ${why}` : name(card),
        onclick: () => (ok ? play(card) : why && explain(card, why)),
        onmouseenter: peeking && why ? (event) => peek(event, why) : null,
        onmouseleave: peeking && why ? (event) => peek(event, null) : null,
        ...own,
        class: [ok && "legal", active && !ok && "dim", own.class],
      };
    },
  });
}

function peek(event, text) {
  const line = event.currentTarget.closest("section")?.querySelector("[data-testid=hand-hint][data-peek]");
  if (line) line.textContent = text || BLANK;
}
