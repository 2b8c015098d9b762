// Seats around the felt, for 2 to 9 players. The person sits at the bottom (seat 0 for a
// spectator), the others follow in the direction of play: counter-clockwise on screen by
// default (seat + 1 on my right), clockwise on request. A game places the boxes on the
// kit's ring (percentages of the felt, so it fits any width) or by its own classes.

import { h } from "../dom.js";
import { t } from "../i18n.js";

/**
 * place(seat) → {style} putting a box's centre on an ellipse around (50%, cy%) of the felt,
 * radii rx% and ry%, seen from `base` (the seat at the bottom).
 */
export function ringPlace(n, base, { clockwise = false, rx = 44, ry = 40, cy = 50 } = {}) {
  const side = clockwise ? -1 : 1;
  return (seat) => {
    const angle = (2 * Math.PI * ((seat - base + n) % n)) / n;
    const x = 50 + side * rx * Math.sin(angle);
    const y = cy + ry * Math.cos(angle);
    return { style: `left:${x.toFixed(2)}%;top:${y.toFixed(2)}%` };
  };
}

/**
 * One box per seat, keyed by seat. `me`: my seat, or null when watching; `box(seat)` the
 * box's content; `turn` the seats to mark; `place(seat)` → {class?, style?} where the box
 * goes (default: the ring); `attrs(seat)` more attributes (a title …).
 */
export function seatRing({ n, me, box, turn = [], place = ringPlace(n, me ?? 0), attrs = () => ({}), prefix = "kit-" }) {
  return [...Array(n).keys()].map((seat) => {
    const spot = place(seat);
    return h(
      "div",
      {
        ...attrs(seat),
        class: [`${prefix}seat`, spot.class, turn.includes(seat) && "turn", seat === me && "me"],
        style: spot.style,
        "data-key": `seat-${seat}`,
        "data-testid": `seat-${seat}`,
        "data-seat": seat,
      },
      box(seat),
    );
  });
}

/** A seat's name line: ▶ before it on the seat's turn (read out with `label`, the full name), then `extra`. */
export function seatName({ name, turn, label = name, prefix = "kit-" }, ...extra) {
  const dot = turn ? h("span", { class: `${prefix}turn-dot`, "aria-label": t("turn_of", { name: label }) }, "▶") : null;
  return h("div", { class: `${prefix}seat-name` }, dot, name, extra);
}

/** Chips for a person marked away (a bot stands in), and for a person whose line dropped (not shown on my own seat). */
export function presenceChips(player, mine, chip) {
  return [
    player?.standin ? h("span", { class: `${chip} bot`, "data-testid": `away-${player.seat}` }, t("away_bot")) : null,
    player?.kind === "human" && !player.connected && !mine ? h("span", { class: `${chip} away` }, t("away")) : null,
  ];
}
