// One line of the move log per event (docs/riichi.md, "Events"); draws and the private
// events (the deal, the tile drawn) are left out.

import { has, t } from "./labels.js";
import { points, roundText } from "./board.js";
import { resultTitle } from "./results.js";
import { tileName } from "./tiles.js";

/** names = {name(seat), mySeat}. */
export function logLine(event, names) {
  const name = (seat) => names.name(seat);
  const mine = (key, seat = event.seat) => (seat === names.mySeat && has(`${key}_you`) ? `${key}_you` : key); // English verbs agree with "You"
  switch (event.kind) {
    case "hand_start":
      return t(mine("riichi.ev.hand_start", event.dealer), { round: roundText(event, event.deposits), dealer: name(event.dealer) });
    case "discard":
      return t(mine(event.riichi ? "riichi.ev.riichi" : "riichi.ev.discard"), { name: name(event.seat), tile: tileName(event.tile) });
    case "call":
      return t(mine("riichi.ev.call"), { name: name(event.seat), call: t(`riichi.meld.${event.meld}`), tile: tileName(event.tile ?? event.tiles[0]) });
    case "nuki":
      return t(mine("riichi.ev.nuki"), { name: name(event.seat) });
    case "dora":
      return t("riichi.ev.dora", { tile: tileName(event.indicator) });
    case "hand_end":
      return handEnd(event.result, name);
    case "match_end":
      return t("riichi.ev.match_end");
    default:
      return null;
  }
}

function handEnd(result, name) {
  const title = resultTitle(result);
  if (result.kind === "win") {
    const wins = result.wins.map((win) => t("riichi.ev.win", { name: name(win.seat), n: points(win.deltas[win.seat]) }));
    return `${title}: ${wins.join(", ")}`;
  }
  if (result.kind === "abortive") return `${title}: ${t(`riichi.abortive.${result.reason}`)}`;
  return title;
}
