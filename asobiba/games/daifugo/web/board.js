// The table: the seats on a ring in the order of play (kit/seats.js), each with its name,
// cards left, class and markers (passed, out, foul, fallen); in the middle the trick since
// the last flush, its newest play on top (the one to beat), each play flying in from its
// seat (kit/motion.js), or the exchange between games as it stands; above the felt, the state
// of the table as badges.
//
// The ring follows `order`, not seat numbers: UECda reshuffles the seats every three games.

import { h } from "/static/dom.js";
import { presenceChips, seatName, seatRing } from "/static/kit/seats.js";
import { t, tMine } from "./labels.js";
import { SUIT_SYMBOL, cardBack, cardSvg, placeText, sortCards } from "./cards.js";
import { kindText } from "./select.js";

const P = "df-"; // the kit's class prefix: this stylesheet's names
const RING = { rx: 41, ry: 40, cy: 50 }; // the seats' ellipse, in % of the felt
const SHOWN_PLAYS = 3; // plays of the trick drawn in the middle (the rest are counted)

/** The next seat after `seat` in the direction of play still holding cards (flow.py _next_active). */
export function nextActive(view, seat) {
  const { order, direction, counts } = view;
  const n = order.length;
  const index = order.indexOf(seat);
  for (let step = 1; step <= n; step++) {
    const other = order[(((index + step * direction) % n) + n) % n];
    if (counts[other] > 0) return other;
  }
  return seat;
}

/**
 * A seat's place on the ring (as kit/seats.js ringPlace, me at the bottom), by its index in the
 * order of play; given as --x and --y so the stylesheet can keep a box inside a narrow felt.
 */
function ringSpot(n, base) {
  return (index) => {
    const angle = (2 * Math.PI * ((index - base + n) % n)) / n;
    const x = 50 - RING.rx * Math.sin(angle); // clockwise: the next seat on my left
    const y = RING.cy + RING.ry * Math.cos(angle);
    return { style: `--x:${x.toFixed(2)}%;--y:${y.toFixed(2)}%` };
  };
}

/** ctx = {me, name(seat), short(seat), whom(seat), players (the table's), note (a recent event worth a banner)}. */
export function felt(view, ctx) {
  const n = view.players;
  const ring = ringSpot(n, view.order.indexOf(ctx.me ?? 0));
  const seats = seatRing({
    n,
    me: ctx.me,
    turn: view.to_act,
    place: (seat) => ring(view.order.indexOf(seat)),
    attrs: (seat) => ({ title: `${ctx.name(seat)} · ${t("cards_left", { n: view.counts[seat] })}` }),
    box: (seat) => seatBox(view, seat, ctx),
    prefix: P,
  });
  return h("div", { class: `df-felt seats-${n}`, "data-testid": "felt", "data-key": "felt" }, seats, center(view, ctx));
}

function seatBox(view, seat, ctx) {
  const cls = view.classes?.[seat];
  const chips = [
    cls ? h("span", { class: `df-chip class-${cls}`, "data-testid": `class-${seat}` }, t(`df.class.${cls}`)) : null,
    markers(view, seat),
    presenceChips(ctx.players[seat], seat === ctx.me, "df-chip"),
  ];
  return [
    seatName({ name: ctx.short(seat), label: ctx.name(seat), turn: view.to_act.includes(seat), prefix: P }),
    h(
      "div",
      { class: "df-seat-info" },
      h("span", { class: "df-backs", "data-testid": `count-${seat}` }, cardBack(), h("b", {}, String(view.counts[seat]))),
      chips,
    ),
  ];
}

/** Passed, out (with its place), out on a foul, fallen by miyako-ochi. */
function markers(view, seat) {
  const place = view.out.indexOf(seat);
  return [
    view.phase === "play" && view.passed.includes(seat) ? h("span", { class: "df-chip passed", "data-testid": `passed-${seat}` }, t("df.passed")) : null,
    place >= 0 ? h("span", { class: "df-chip out", "data-testid": `out-${seat}` }, t("df.out_n", { n: place + 1 })) : null,
    view.fouls.includes(seat) ? h("span", { class: "df-chip foul", "data-testid": `foul-${seat}` }, t("df.foul")) : null,
    view.fallen === seat ? h("span", { class: "df-chip fallen", "data-testid": `fallen-${seat}` }, t("df.fallen")) : null,
  ];
}

function center(view, ctx) {
  const plays = view.trick || [];
  let middle;
  if (view.phase === "exchange") middle = exchangeList(view, ctx);
  else if (plays.length) middle = trick(plays, ctx);
  else middle = h("div", { class: "df-center-label", "data-testid": "table-empty", "data-key": "label" }, emptyText(view, ctx));
  return h(
    "div",
    { class: "df-center", "data-key": "center" },
    ctx.note ? h("div", { class: "df-banner", "data-testid": "table-note", "data-key": "note" }, ctx.note) : null,
    middle,
  );
}

/** The pairs that trade (rules/daifugo.md table 1): the Daihinmin gives the Daifugō two cards, the Hinmin the Fugō one (4 players or more). */
function pairs(view) {
  const seatOf = (cls) => view.classes.indexOf(cls);
  const all = [{ lower: seatOf("daihinmin"), higher: seatOf("daifugo"), count: 2 }];
  if (view.players >= 4) all.push({ lower: seatOf("hinmin"), higher: seatOf("fugo"), count: 1 });
  return all.map((pair) => ({ ...pair, pending: view.exchange.some((owed) => owed.from === pair.higher) })); // view.exchange: who still owes whom
}

/** The exchange as it stands, for everyone at the table: each tribute given, each return given or awaited. */
function exchangeList(view, ctx) {
  const row = (testid, from, to, n, pending, sentence) =>
    h(
      "li",
      { class: pending ? "pending" : "done", "data-testid": testid, "data-pending": String(pending), title: t(sentence, { from: ctx.name(from), to: ctx.whom(to), n }) },
      pending ? "… " : "✓ ",
      t("df.exchange.row", { from: ctx.short(from), to: ctx.short(to), n }),
    );
  return h(
    "div",
    { class: "df-exchange", "data-testid": "exchange", "data-key": "exchange" },
    h("div", { class: "df-center-label" }, t("df.exchange.title", { k: view.game_number })),
    h(
      "ul",
      { class: "df-pairs" },
      pairs(view).flatMap(({ lower, higher, count, pending }) => [
        row(`tribute-${lower}`, lower, higher, count, false, "df.exchange.tribute"),
        row(`return-${higher}`, higher, lower, count, pending, pending ? "df.exchange.returning" : "df.exchange.returned"),
      ]),
    ),
  );
}

function emptyText(view, ctx) {
  if (view.phase === "play" && view.to_act.length) return tMine("df.leads", view.to_act[0] === ctx.me, { who: ctx.name(view.to_act[0]) });
  return t(`df.phase.${view.phase}`);
}

function trick(plays, ctx) {
  const shown = plays.slice(-SHOWN_PLAYS);
  const first = plays[0];
  return h(
    "div",
    {
      class: "df-trick",
      "data-testid": "trick",
      "data-key": `trick-${first.seat}-${first.cards.join("-")}`, // a new trick is new nodes: its plays fly in
      "data-plays": plays.length,
    },
    plays.length > shown.length ? h("span", { class: "df-earlier" }, t("df.earlier", { n: plays.length - shown.length })) : null,
    shown.map((play, i) => {
      const top = i === shown.length - 1;
      return h(
        "div",
        {
          class: ["df-play", top && "top"],
          "data-testid": top ? "trick-top" : "trick-play",
          "data-key": `play-${plays.length - shown.length + i}`,
          "data-seat": play.seat,
          "data-from": `seat-${play.seat}`,
        },
        h("div", { class: "df-play-cards" }, sortCards(play.cards).map((card) => h("span", { class: "df-card df-table-card", "data-card": card }, cardSvg(card)))),
        h(
          "div",
          { class: "df-play-label" },
          ctx.short(play.seat),
          top ? ` · ${kindText(play.kind, play.cards.length)}` : "",
          play.as ? ` (${t("df.joker_is", { places: play.as.map(placeText).join(", ") })})` : "",
        ),
      );
    }),
  );
}

/** The state of the table: direction of play, revolution, eleven-back, the strength it makes, the locks, a seven-pass or ten-discard due. */
export function stateBadges(view, ctx) {
  if (view.phase === "over") return null;
  const badge = (name, text, title = null, extra = "") => h("span", { class: `df-badge ${name} ${extra}`, "data-testid": `badge-${name}`, title }, text);
  const reversed = view.revolution !== view.eleven_back; // DAIFUGO-R12, R16: the two cancel out
  const clockwise = view.direction === 1;
  const seven = view.phase === "give" ? view.to_act[0] : null;
  const ten = view.phase === "discard" ? view.to_act[0] : null;
  const next = view.number_lock === "lo" || view.number_lock === "hi" ? t("df.jokers_only") : view.number_lock;
  return h(
    "div",
    { class: "df-badges", "data-testid": "badges", "data-key": "badges" },
    badge("direction", `${clockwise ? "↻" : "↺"} ${t(clockwise ? "df.dir.clockwise" : "df.dir.counter")}`, t("df.dir.title"), clockwise ? "" : "reversed"),
    view.revolution ? badge("revolution", t("df.badge.revolution"), t("df.badge.revolution_title")) : null,
    view.eleven_back ? badge("eleven-back", t("df.badge.eleven_back"), t("df.badge.eleven_back_title")) : null,
    reversed ? badge("strength", t("df.badge.reversed")) : null,
    view.lock.length ? badge("lock", t("df.badge.lock", { suits: view.lock.map((suit) => SUIT_SYMBOL[suit]).join("") }), t("df.badge.lock_title")) : null,
    view.number_lock ? badge("number-lock", t("df.badge.number_lock", { rank: next }), t("df.badge.number_lock_title")) : null,
    ten !== null ? badge("ten", tMine("df.badge.ten", ten === ctx.me, { who: ctx.name(ten), n: view.ten })) : null,
    seven !== null ? badge("seven", tMine("df.badge.seven", seven === ctx.me, { who: ctx.name(seven), to: ctx.whom(nextActive(view, seven)), n: view.seven })) : null,
  );
}
