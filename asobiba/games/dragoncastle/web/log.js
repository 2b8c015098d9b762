// One line of the move log per event (docs/dragoncastle.md, "Events"), in the current language.

import { t } from "/static/i18n.js";
import { dhas, dt } from "./labels.js";
import { tileName } from "./tiles.js";

/** Text of `event`, or null to leave it out. `name(seat)` gives a player's name. */
export function logLine(event, view, name, mySeat) {
  const mine = event.seat === mySeat && mySeat !== null && mySeat !== undefined;
  // English verbs agree with "You": a key ending in _you, when the language has one.
  const say = (key, params) => (mine && dhas(`${key}_you`) ? dt(`${key}_you`, params) : dt(key, { who: name(event.seat), ...params }));
  const tile = (id) => tileName(view, id);
  switch (event.kind) {
    case "turn":
      return dt("ev.turn", { n: event.turn, who: name(event.seat) });
    case "took":
    case "paired":
    case "destroyed":
      return say(`ev.${event.kind}`, { tile: tile(event.tile), floor: event.floor });
    case "placed":
      return say("ev.placed", { tile: tile(event.tile), floor: event.floor });
    case "shrine_taken":
      return say("ev.shrine_taken", { n: event.pool });
    case "discarded":
      return say("ev.discarded", { tile: tile(event.tile), vp: event.vp });
    case "consolidated":
      return say("ev.consolidated", { n: event.tiles.length, type: dt(`type.${event.type}`), vp: event.vp });
    case "built":
      return say(event.faith ? "ev.built_faith" : "ev.built", { floor: event.floor });
    case "spirit":
      return say(event.pay === "shrine" ? "ev.spirit_shrine" : "ev.spirit_tile", { spirit: dt(`spirit.${event.card}`) });
    case "flipped":
    case "shifted":
      return say(`ev.${event.kind}`, { tile: tile(event.tile) });
    case "shrine_moved":
      return say("ev.shrine_moved", {});
    case "summoned": {
      const line = event.seat === "ingenuity" ? dt("ev.summoned", { who: dt("ingenuity") }) : say("ev.summoned", {});
      return event.last_round ? `${line} — ${dt("ev.last_round")}` : line;
    }
    case "ingenuity_took":
      return dt("ev.ingenuity_took", { tiles: event.tiles.map(tile).join(t("list_sep")) });
    case "game_over":
      return dt("ev.game_over");
    default:
      return null; // turn_ended: the next turn's line says it
  }
}
