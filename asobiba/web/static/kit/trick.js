// The cards on the table, each in front of the player who played it, in the order played,
// and the last trick taken, held a moment after its last card so people see who won it.
// Each card flies in from its player's seat, and the held trick flies to its winner's seat as
// it goes (motion.js; seats are keyed seat-<n> by seats.js).

import { h } from "../dom.js";

/**
 * `plays` [{seat, card}] in order; `place(seat)` → {class?, style?} (seats.js ringPlace, or
 * a game's classes); `card(play)` draws one; `label(seat)`, if given, names its owner.
 * Slots are keyed by seat; a `done` trick (held after it was taken) marks its `winner`.
 * The area is keyed by its first card, so the trick held keeps the nodes of the one played
 * (only its last card comes in) and the next trick is new nodes (its cards come in afresh).
 */
export function trickArea({ plays, place, card, label = null, winner = null, done = false, prefix = "kit-", testid = "trick" }) {
  const lead = plays[0];
  return h(
    "div",
    {
      class: [`${prefix}trick`, done && "done"],
      "data-key": lead ? `trick-${lead.seat}-${lead.card}` : "trick",
      "data-testid": testid,
      "data-to": done && winner !== null ? `seat-${winner}` : null,
    },
    plays.map((play, order) => {
      const spot = place(play.seat);
      return h(
        "div",
        {
          class: [`${prefix}slot`, spot.class, play.seat === winner && "winner"],
          style: [spot.style, `z-index:${order + 1}`].filter(Boolean).join(";"),
          "data-key": `slot-${play.seat}`,
          "data-testid": `trick-${play.seat}`,
          "data-from": `seat-${play.seat}`,
        },
        card(play),
        label ? h("span", { class: `${prefix}slot-name` }, label(play.seat)) : null,
      );
    }),
  );
}

/**
 * The last trick taken, kept `ms` after it was taken: see(events) with each new state's
 * events; held(live) the trick event to show while no card of the next trick is down.
 */
export function trickHold(redraw, ms = 1200) {
  let trick = null;
  let timer = null;
  return {
    see(events) {
      const taken = events.find((event) => event.kind === "trick");
      if (!taken) return;
      trick = { ...taken, until: Date.now() + ms };
      clearTimeout(timer);
      timer = setTimeout(redraw, ms + 20);
    },
    held(live) {
      return trick && !live.length && Date.now() < trick.until ? trick : null;
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
