// The square table in the middle, drawn from the view, as Tenhou and Mahjong Soul draw it: seen
// from above with one's own seat at the bottom, the centre box (round, honba, deposits, tiles
// left, dora indicators, and along each of its edges that seat's wind and score facing it, with
// its riichi stick), around it each player's river in rows of six (the third row runs on), and
// along the table's edge each player's band: a name plate on their left, their concealed tiles
// face down (the other players'), and on their right their Norths and melds.
//
// Geometry (style.css): --rt is a river tile's width, and everything is a multiple of it, so
// the board scales as one drawing to the space its column gives it. The centre is --c wide, a
// river --d deep (three rows), a band --m deep. Each player's river and band sit in a "frame"
// turned by 0, -90, 180 or 90 degrees about the centre's corner on that player's left, so one
// layout serves the four sides; the bands go round the table like a pinwheel (each takes the
// corner on its owner's left), so no two meet.

import { h } from "/static/dom.js";
import { t } from "./labels.js";
import { tileBack, tileEl } from "./tiles.js";

const ROW = 6; // discards per river row
const POSITIONS = { 4: ["bottom", "right", "top", "left"], 3: ["bottom", "right", "left"] };

/** Where a seat sits on screen, seen from `me` (0 when watching). */
export function position(seat, me, n) {
  return POSITIONS[n][(seat - (me ?? 0) + n) % n];
}

/** A seat's wind counted from the dealer: 0 East … 3 North. */
export function seatWind(seat, view) {
  return (seat - view.dealer + view.players) % view.players;
}

/** "East 2 · 1 honba · 1 riichi stick", from a view or a result (wind, kyoku, honba). */
export function roundText({ wind, kyoku, honba }, deposits = 0) {
  const parts = [t("riichi.round", { wind: t(`riichi.round_wind.${wind}`), n: kyoku + 1 })];
  if (honba) parts.push(t("riichi.honba", { n: honba }));
  if (deposits) parts.push(t("riichi.deposits", { n: deposits }));
  return parts.join(t("riichi.sep"));
}

export function points(n) {
  return n.toLocaleString("en-US");
}

export function signed(n) {
  return n > 0 ? `+${points(n)}` : n < 0 ? `−${points(-n)}` : "0";
}

/** A riichi stick (1,000 points): white with a red dot. */
export function stick(attrs = {}) {
  return h("span", { class: "rc-stick", role: "img", "aria-label": t("riichi.stick"), title: t("riichi.stick"), ...attrs });
}

// -- melds -------------------------------------------------------------------------------

/**
 * A meld as it lies on the table: the tile called turned sideways on the side of the player
 * it came from (left: first, across: second, right: last), an added kan's fourth tile laid
 * on the turned one, a closed kan with its two end tiles face down.
 */
export function meldEl(meld, owner, n, key) {
  const tiles = [...meld.tiles];
  let row;
  if (meld.kind === "ankan") {
    row = tiles.map((tile, i) => (i === 0 || i === 3 ? tileBack() : tileEl(tile)));
  } else {
    const rest = [...tiles];
    rest.splice(rest.indexOf(meld.called), 1);
    const added = meld.kind === "kakan" ? rest.pop() : null;
    const turned = added
      ? h("span", { class: "rc-stacked" }, tileEl(added, { side: true, className: "added" }), tileEl(meld.called, { side: true }))
      : tileEl(meld.called, { side: true });
    const from = (owner - meld.from + n) % n; // 1: on the left; n - 1: on the right; 2 (of 4): across
    const at = from === 1 ? 0 : from === n - 1 ? rest.length : 1;
    row = rest.map((tile) => tileEl(tile));
    row.splice(at, 0, turned);
  }
  return h("span", { class: ["rc-meld", `kind-${meld.kind}`], "data-key": key, "data-testid": "meld", "data-kind": meld.kind, title: t(`riichi.meld.${meld.kind}`) }, row);
}

/** A player's Norths and melds, the first call nearest the table's edge on their right (style.css). */
function meldRow(view, seat) {
  const melds = view.melds[seat] || [];
  return h(
    "div",
    { class: "rc-melds", "data-testid": `melds-${seat}`, "data-key": "melds" },
    view.nuki?.[seat] ? northPile(view.nuki[seat]) : null,
    melds.map((meld, i) => meldEl(meld, seat, view.players, `meld-${i}`)),
  );
}

/** The Norths a player set aside (three players): one North and the count. */
function northPile(count) {
  return h("span", { class: "rc-nuki", "data-testid": "nuki", title: t("riichi.nuki_n", { n: count }), "data-key": "nuki" }, tileEl("N"), count > 1 ? h("b", {}, `×${count}`) : null);
}

// -- rivers ------------------------------------------------------------------------------

/**
 * A river: two rows of six, then a third row that runs on past six (into the corner on the
 * player's right, which nothing else uses). The riichi tile lies sideways; when it was called
 * away the next discard lies sideways instead. A tile called away stays in place, dimmed.
 */
function river(view, seat, ctx) {
  const entries = view.rivers[seat] || [];
  let turnNext = false;
  const tiles = entries.map((entry, i) => {
    let side = false;
    if (entry.riichi || turnNext) {
      side = !entry.called;
      turnNext = entry.called;
    }
    const last = i === entries.length - 1 && (view.window?.kind === "discard" ? view.window.seat === seat : ctx.lastSeat === seat);
    return tileEl(entry.tile, {
      side,
      dim: entry.called,
      className: [last && "last", entry.tsumogiri && "tsumogiri"],
      attrs: { "data-key": `d${i}`, "data-called": entry.called ? "" : null, "data-riichi": entry.riichi ? "" : null },
    });
  });
  const rows = [tiles.slice(0, ROW), tiles.slice(ROW, 2 * ROW), tiles.slice(2 * ROW)].filter((row) => row.length);
  return h("div", { class: "rc-river", "data-testid": `river-${seat}`, "data-count": entries.length }, rows.map((row, i) => h("div", { class: "rc-river-row", "data-key": `row${i}` }, row)));
}

// -- the bands along the edge --------------------------------------------------------------

/** A player's name plate: whose turn, the name, furiten (mine) and whether they are away. */
function plate(view, seat, ctx) {
  const turn = view.phase === "turn" && view.turn === seat;
  return h(
    "div",
    { class: ["rc-plate", turn && "turn", seat === ctx.me && "me"], "data-key": "plate", "data-testid": `plate-${seat}`, "data-seat": seat, title: ctx.name(seat) },
    turn ? h("span", { class: "rc-turn-dot", "aria-label": t("turn_of", { name: ctx.name(seat) }) }, "▶") : null,
    h("span", { class: "rc-name" }, ctx.short(seat)),
    seat === ctx.me && view.furiten ? h("span", { class: "rc-chip furiten", "data-testid": "furiten" }, t("riichi.furiten")) : null,
    ctx.chips(seat),
  );
}

/**
 * Another player's concealed tiles, face down, as many as the view counts; with a tile more than
 * a multiple of three (drawn, or a call to discard after) the last one stands apart, as drawn.
 */
function handBacks(view, seat) {
  const count = view.hand_counts[seat];
  return h(
    "div",
    { class: "rc-backs", "data-key": "backs", "data-testid": `hand-backs-${seat}`, "data-count": count, role: "img", "aria-label": t("riichi.hand_backs", { n: count }) },
    Array.from({ length: count }, (_, i) => tileEl("back", { back: true, className: i === count - 1 && count % 3 === 2 && "apart", attrs: { "data-key": `b${i}` } })),
  );
}

function band(view, seat, ctx) {
  return h(
    "div",
    { class: "rc-band", "data-key": "band", "data-testid": `band-${seat}` },
    plate(view, seat, ctx),
    seat === ctx.me ? null : handBacks(view, seat),
    meldRow(view, seat),
  );
}

// -- the centre ----------------------------------------------------------------------------

/** A seat's wind and score at its edge of the centre, facing it, its riichi stick on the inside. */
function seatLabel(view, seat, ctx) {
  const wind = seatWind(seat, view);
  const turn = view.phase !== "over" && view.turn === seat;
  return h(
    "div",
    { class: ["rc-seat-label", `pos-${position(seat, ctx.me, view.players)}`, turn && "turn", wind === 0 && "dealer"], "data-key": `seat-${seat}`, "data-testid": `centre-seat-${seat}` },
    view.riichi[seat] ? stick({ "data-testid": `riichi-${seat}` }) : null,
    h(
      "div",
      { class: "rc-seat-line" },
      h("span", { class: "rc-wind", title: t(`riichi.wind_name.${wind}`) }, t(`riichi.wind.${wind}`)),
      h("span", { class: "rc-score", "data-testid": `score-${seat}` }, points(view.scores[seat])),
    ),
  );
}

function centre(view, ctx) {
  const hidden = Math.max(0, 5 - view.dora.length);
  return h(
    "div",
    { class: "rc-centre", "data-key": "centre", "data-testid": "centre" },
    h(
      "div",
      { class: "rc-centre-info", "data-key": "info" },
      h("div", { class: "rc-round", "data-testid": "round" }, t("riichi.round", { wind: t(`riichi.round_wind.${view.wind}`), n: view.kyoku + 1 })),
      h(
        "div",
        { class: "rc-counters", "data-testid": "counters" },
        h("span", { title: t("riichi.honba_title") }, t("riichi.honba_short", { n: view.honba })),
        h("span", { title: t("riichi.deposits_title") }, stick(), ` ${view.deposits}`),
      ),
      h("div", { class: "rc-live", "data-testid": "live", title: t("riichi.live_title") }, t("riichi.live", { n: view.live })),
      h(
        "div",
        { class: "rc-dora", "data-testid": "dora", title: t("riichi.dora_title") },
        view.dora.map((tile, i) => tileEl(tile, { attrs: { "data-key": `dora-${i}` } })),
        Array.from({ length: hidden }, (_, i) => tileBack({ "data-key": `hidden-${i}` })),
      ),
    ),
    [...Array(view.players).keys()].map((seat) => seatLabel(view, seat, ctx)),
  );
}

// -- the board ---------------------------------------------------------------------------

/** ctx: {me, name(seat), short(seat), chips(seat), lastSeat (whose discard is the newest, or null)}. */
export function board(view, ctx) {
  const seats = [...Array(view.players).keys()];
  return h(
    "div",
    { class: ["rc-board", `players-${view.players}`], "data-key": "board", "data-testid": "board" },
    centre(view, ctx),
    seats.map((seat) =>
      h(
        "div",
        { class: ["rc-frame", `pos-${position(seat, ctx.me, view.players)}`], "data-key": `frame-${seat}` },
        river(view, seat, ctx),
        band(view, seat, ctx),
      ),
    ),
  );
}
