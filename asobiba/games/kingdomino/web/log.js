// One line of the move log per event (docs/kingdomino.md, Events), in the current language.

import { t } from "/static/i18n.js";
import { khas, kt } from "./labels.js";

/** Text of `event`, or null. `name(seat)` gives a player's name. */
export function logLine(event, name, mySeat) {
  const mine = event.seat === mySeat && mySeat !== null && mySeat !== undefined;
  // English verbs agree with "You": a key ending in _you, when the language has one.
  const say = (key, params) => (mine && khas(`${key}_you`) ? kt(`${key}_you`, params) : kt(key, params));
  switch (event.kind) {
    case "picked":
      return say("ev.picked", { who: name(event.seat), n: event.domino });
    case "placed":
      return say("ev.placed", { who: name(event.seat), n: event.domino, score: event.score });
    case "discarded":
      return say("ev.discarded", { who: name(event.seat), n: event.domino });
    case "line_revealed":
      if (!event.dominoes?.length) return null;
      return kt(event.draw_pile ? "ev.line" : "ev.last_line", { list: event.dominoes.join(", "), n: event.draw_pile });
    case "game_started":
      return kt("ev.game_started", { n: event.game });
    case "game_scored":
      return kt("ev.game_scored", { n: event.game, scores: event.scores.map((score, seat) => `${name(seat)} ${score}`).join(t("list_sep")) });
    case "match_over":
      return kt("ev.match_over");
    default:
      return null;
  }
}
