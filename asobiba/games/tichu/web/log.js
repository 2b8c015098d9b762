// One line of the move log per event (docs/tichu.md "Events"), in the current language.

import { has, t as tr } from "./labels.js";
import { cardText, rankLabel, sortCards } from "./cards.js";

const cardsText = (cards) => sortCards(cards || []).map(cardText).join(" ");

/** Text of `event`, or null for events not worth a line. ctx = {name(seat), team(side), mySeat}. */
export function logLine(event, { name, team, mySeat }) {
  const mine = mySeat !== null && (event.seat === mySeat || event.winner === mySeat);
  // English verbs agree with "You": a key ending in _you, when the language has one.
  const t = (key, params) => (mine && has(`${key}_you`) ? tr(`${key}_you`, params) : tr(key, params));
  switch (event.kind) {
    case "deal":
      return event.hand ? tr("tichu.ev.deal8", { round: event.round, cards: cardsText(event.hand) }) : tr("tichu.ev.deal6", { cards: cardsText(event.cards) });
    case "grand_decided":
      return tr(event.call ? "tichu.ev.grand_mine_yes" : "tichu.ev.grand_mine_no");
    case "grand": {
      const callers = (event.calls || []).map((call, seat) => (call ? seat : null)).filter((seat) => seat !== null);
      return callers.length ? tr("tichu.ev.grand", { who: callers.map(name).join(tr("list_sep")) }) : tr("tichu.ev.grand_none");
    }
    case "give":
      return tr("tichu.ev.give", { card: cardText(event.card), who: name(event.to) });
    case "received":
      return tr("tichu.ev.received", {
        cards: Object.entries(event.cards || {})
          .map(([from, card]) => `${cardText(card)} (${name(Number(from))})`)
          .join(", "),
      });
    case "passed":
      return tr("tichu.ev.passed");
    case "lead":
      return t("tichu.ev.lead", { who: name(event.seat) });
    case "tichu":
      return t("tichu.ev.tichu", { who: name(event.seat) });
    case "play": {
      const params = { who: name(event.seat), combo: tr(`tichu.combo.${event.combo}`), cards: cardsText(event.cards) };
      const phoenix = event.phoenix ? ` ${tr("tichu.phoenix_is", { rank: rankLabel(event.phoenix) })}` : "";
      return t(event.out_of_turn ? "tichu.ev.bomb" : "tichu.ev.play", params) + phoenix;
    }
    case "pass":
      return t("tichu.ev.pass", { who: name(event.seat) });
    case "wish":
      return event.rank ? t("tichu.ev.wish", { who: name(event.seat), rank: rankLabel(event.rank) }) : t("tichu.ev.wish_none", { who: name(event.seat) });
    case "wish_fulfilled":
      return tr("tichu.ev.wish_fulfilled", { rank: rankLabel(event.rank) });
    case "dog":
      return tr("tichu.ev.dog", { who: name(event.lead) });
    case "trick":
      return t("tichu.ev.trick", { who: name(event.winner), points: event.points });
    case "gift":
      return t("tichu.ev.gift", { who: name(event.seat), to: name(event.to), points: event.points });
    case "out":
      return t("tichu.ev.out", { who: name(event.seat), place: tr(`tichu.place.${event.place}`) });
    case "round_scored":
      return tr("tichu.ev.scored", { round: event.round, teamA: team(0), a: signed(event.scores[0]), teamB: team(1), b: signed(event.scores[1]) });
    case "game_over":
      return tr("tichu.ev.game_over");
    default:
      return null; // no_bomb: a private non-event
  }
}

export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
