// One line of the move log per event (docs/targi.md "Events"), in the current language.

import { t } from "/static/i18n.js";
import { thas, tt } from "./labels.js";
import { amountsText, goodsText, refName, tribeName } from "./cards.js";

/** Text of `event`, or null to leave it out. `name(seat)` gives a player's name; `me` my seat. */
export function logLine(event, view, name, me) {
  const ref = (card) => refName(view, card);
  // English verbs agree with "You": a key ending in _you, when the language has one.
  const about = (seat, key, params) => (seat === me && me !== null && thas(`${key}_you`) ? tt(`${key}_you`, params) : tt(key, { who: name(seat), ...params }));
  const say = (key, params = {}) => about(event.seat, key, params);
  switch (event.kind) {
    case "round":
      return about(event.first, "ev.round", { n: event.round, card: ref(event.robber) });
    case "robber":
      return tt("ev.robber", { card: ref(event.card) });
    case "raid_paid":
      if (event.pay === "vp" && event.to_opponent) return say("ev.raid_vp_opponent", { n: event.count });
      return say(`ev.raid_${event.pay}`, { n: event.count });
    case "placed":
      return say("ev.placed", { card: ref(event.card) });
    case "markers":
      return event.cards.length ? say("ev.markers", { cards: event.cards.join(t("list_sep")) }) : say("ev.no_markers");
    case "resolving":
    case "skipped":
      return say(`ev.${event.kind}`, { card: ref(event.card) });
    case "gained":
      return say("ev.gained", { what: amountsText(event) });
    case "caravan":
      return say("ev.caravan", { card: goodsText(event.card) });
    case "drew":
      return say("ev.drew", { card: tribeName(event.card) });
    case "tribe_drawn":
      return event.seat === me ? null : say("ev.tribe_drawn"); // the drawer's own line (drew) names the card
    case "bought":
      return say("ev.bought", { card: tribeName(event.card), row: event.row + 1 });
    case "kept":
      return event.card ? say("ev.kept", { card: tribeName(event.card) }) : say("ev.kept_hidden");
    case "discarded":
      return say("ev.discarded", { card: tribeName(event.card) });
    case "traded":
      return say("ev.traded", { n: event.count, give: tt(`good.${event.give}`), get: tt(`one.${event.get}`) });
    case "converted":
      return say("ev.converted", { n: event.count, give: tt(`good.${event.give}`), vp: event.vp });
    case "marker_moved":
      return say("ev.marker_moved", { from: event.from, to: event.to });
    case "replaced":
      return event.deck ? tt("ev.replaced", { space: event.space, deck: tt(event.deck === "tribe" ? "tribe_card" : "goods_card") }) : null;
    case "goods_rebuilt":
      return tt("ev.goods_rebuilt", { n: event.cards });
    case "turned_up":
      return tt("ev.turned_up");
    case "returned":
      return say(`ev.returned_${event.why}`, { n: event.count, good: tt(`good.${event.good}`) });
    case "game_over":
      return tt("ev.game_over");
    default:
      return null; // done: the next line says what came of it
  }
}
