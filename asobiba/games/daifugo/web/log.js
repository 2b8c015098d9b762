// One line of the move log per event (asobiba/games/daifugo/flow.py and deal.py), in the
// current language. The public "exchange" and "gave" events are left out for the two seats
// they concern: their private "tribute", "returned" and "given" events name the cards.

import { t as tr, tMine } from "./labels.js";
import { SUITS, SUIT_SYMBOL, cardText, playText, sortCards } from "./cards.js";

const cardsText = (cards) => sortCards(cards || []).map(cardText).join(" ");

/** Text of `event`, or null for an event not worth a line. ctx = {me, name(seat), whom(seat): name as an object ("you")}. */
export function logLine(event, { me, name, whom }) {
  const actor = event.seat ?? event.from ?? event.leader;
  const t = (key, params) => tMine(key, actor === me && me !== null, params);
  const who = name(actor);
  switch (event.kind) {
    case "deal":
      return tr("df.ev.deal", { cards: cardsText(event.hand) });
    case "game_start":
      return tr("df.ev.game_start", { k: event.game });
    case "tribute":
      return t("df.ev.tribute", { who, to: whom(event.to), cards: cardsText(event.cards) });
    case "returned":
      return t("df.ev.returned", { who, to: whom(event.to), cards: cardsText(event.cards) });
    case "given":
      return t("df.ev.given", { who, to: whom(event.to), cards: cardsText(event.cards) });
    case "exchange":
    case "gave":
      return me === event.from || me === event.to ? null : t(`df.ev.${event.kind}`, { who, to: whom(event.to), n: event.count });
    case "lead":
      return t("df.ev.lead", { who });
    case "play":
      return t("df.ev.play", { who, play: playText(event), n: event.left });
    case "pass":
      return t("df.ev.pass", { who });
    case "flush":
      return t("df.ev.flush", { who });
    case "cut":
      return tr(`df.ev.cut_${event.why}`);
    case "revolution":
      return tr(event.on ? "df.ev.revolution_on" : "df.ev.revolution_off");
    case "eleven_back":
      return tr(event.on ? "df.ev.eleven_back_on" : "df.ev.eleven_back_off");
    case "lock":
      return event.suits.length ? tr("df.ev.lock", { suits: event.suits.map((suit) => SUIT_SYMBOL[SUITS[suit]]).join("") }) : tr("df.ev.unlock");
    case "reverse":
      return tr(event.direction === 1 ? "df.ev.reverse_clockwise" : "df.ev.reverse_counter");
    case "skip":
      return tr("df.ev.skip", { whos: event.seats.map(name).join(tr("list_sep")) });
    case "seven_pass":
      return t("df.ev.seven_pass", { who, to: whom(event.to), n: event.count });
    case "ten_discard":
      return t("df.ev.ten_discard", { who, n: event.count });
    case "discarded":
      return event.cards.length ? t("df.ev.discarded", { who, cards: cardsText(event.cards) }) : t("df.ev.kept", { who });
    case "number_lock":
      return event.rank ? tr("df.ev.number_lock", { rank: event.rank === "lo" || event.rank === "hi" ? tr("df.jokers_only") : event.rank }) : tr("df.ev.number_unlock");
    case "out":
      return t(event.foul ? "df.ev.out_foul" : "df.ev.out", { who, n: event.place });
    case "fallen":
      return t("df.ev.fallen", { who });
    case "stalled":
      return tr("df.ev.stalled");
    case "game_end":
      return tr("df.ev.game_end", { k: event.game, order: finishing(event, name) });
    case "match_end":
      return tr("df.ev.match_end");
    default:
      return null;
  }
}

/** "1. Bob (Daifugō), 2. You (Fugō), …" */
function finishing(event, name) {
  const seats = [...event.places.keys()].sort((a, b) => event.places[a] - event.places[b]);
  return seats.map((seat) => `${event.places[seat]}. ${name(seat)} (${tr(`df.class.${event.classes[seat]}`)})`).join(tr("list_sep"));
}
