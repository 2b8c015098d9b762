// The end of a hand and of the game, from view.results and view.final (docs/riichi.md,
// "View"): for each win the hand (closed tiles, melds, the winning tile apart), the yaku
// with their han, the dora, red fives, ura dora and Norths, han and fu with the fu broken
// down, the limit (mangan …), the points and what each player paid; for a draw who was
// tenpai (their hands shown), nagashi mangan, or why the hand was aborted. The game's end is
// a table of ranks, points and final results (uma and oka included, in thousands).

import { h } from "/static/dom.js";
import { t, has } from "./labels.js";
import { meldEl, points, roundText, signed } from "./board.js";
import { sortTiles, tileEl } from "./tiles.js";

function yakuName(name) {
  const key = `riichi.yaku.${name}`;
  return has(key) ? t(key) : name;
}

function limitName(limit) {
  const key = `riichi.limit.${limit}`;
  return has(key) ? t(key) : limit;
}

function fuReason(reason) {
  const key = `riichi.fu.${reason}`;
  return has(key) ? t(key) : reason;
}

/** `key`, or its English form `key + suffix` when `seat` is mine: "on your tile", never "on You's tile". */
function mine(key, seat, ctx, suffix = "_you") {
  return seat === ctx.me && has(key + suffix) ? key + suffix : key;
}

function tileRow(tiles, testid, extra = {}) {
  return h("span", { class: "rc-tile-row", "data-testid": testid, ...extra }, tiles.map((tile) => tileEl(tile)));
}

/** The winner's tiles: the closed ones sorted, the melds, then the winning tile set apart. */
function winHand(win, n) {
  const closed = [...win.hand];
  const at = closed.lastIndexOf(win.tile);
  if (at >= 0) closed.splice(at, 1);
  return h(
    "div",
    { class: "rc-win-hand", "data-testid": "win-hand" },
    tileRow(sortTiles(closed), "win-closed"),
    (win.melds || []).map((meld, i) => meldEl(meld, win.seat, n, `m${i}`)),
    h("span", { class: "rc-win-tile", title: t("riichi.winning_tile") }, tileEl(win.tile, { attrs: { "data-testid": "win-tile" } })),
  );
}

function yakuTable(value) {
  const rows = value.yaku.map((yaku) =>
    h("tr", { "data-testid": "yaku", "data-yaku": yaku.name }, h("th", { scope: "row" }, yakuName(yaku.name)), h("td", { class: "num" }, value.yakuman ? t("riichi.limit.yakuman") : t("riichi.han_n", { n: yaku.han }))),
  );
  const bonus = [
    ["dora", value.dora],
    ["aka", value.aka],
    ["ura", value.ura],
    ["nuki", value.nuki],
  ].filter(([, count]) => count > 0);
  for (const [kind, count] of bonus) {
    rows.push(h("tr", { class: "bonus", "data-testid": `bonus-${kind}` }, h("th", { scope: "row" }, t(`riichi.bonus.${kind}`)), h("td", { class: "num" }, t("riichi.han_n", { n: count }))));
  }
  return h("table", { class: "rc-yaku" }, h("tbody", {}, rows));
}

function valueLine(value) {
  const parts = [];
  if (!value.yakuman) parts.push(t("riichi.han_fu", { han: value.han, fu: value.fu }));
  if (value.limit) parts.push(limitName(value.limit));
  return h("p", { class: "rc-value", "data-testid": "win-value" }, parts.join(" · "));
}

function fuLine(value) {
  if (value.yakuman || !value.fu_details?.length) return null;
  const items = value.fu_details.map((detail) => `${fuReason(detail.reason)} ${detail.fu}`);
  return h("p", { class: "rc-fu", "data-testid": "fu" }, t("riichi.fu_detail", { items: items.join(" + "), fu: value.fu }));
}

function paymentLine(win, value, ctx) {
  let text;
  if (win.from !== null && win.from !== undefined) text = t(mine("riichi.pay_ron", win.from, ctx), { n: points(value.ron), name: ctx.name(win.from) });
  else if (value.tsumo_dealer) text = t("riichi.pay_tsumo", { other: points(value.tsumo_other), dealer: points(value.tsumo_dealer) });
  else text = t("riichi.pay_tsumo_dealer", { n: points(value.tsumo_other) });
  return h(
    "p",
    { class: "rc-pay", "data-testid": "win-points" },
    h("strong", {}, text),
    win.pao !== null && win.pao !== undefined ? h("span", { class: "rc-pao" }, ` ${t(mine("riichi.pao", win.pao, ctx), { name: ctx.name(win.pao) })}`) : null,
  );
}

function indicators(result, win) {
  return h(
    "div",
    { class: "rc-indicators" },
    h("span", { class: "rc-label" }, t("riichi.dora_indicators")),
    tileRow(result.dora || [], "result-dora"),
    win.ura?.length ? [h("span", { class: "rc-label" }, t("riichi.ura_indicators")), tileRow(win.ura, "result-ura")] : null,
  );
}

function winBlock(result, win, ctx) {
  const ron = win.from !== null && win.from !== undefined;
  const key = mine(ron ? "riichi.won_ron" : "riichi.won_tsumo", win.seat, ctx);
  const how = t(ron ? mine(key, win.from, ctx, "_from_you") : key, { name: ctx.name(win.seat), from: ctx.name(win.from) });
  return h(
    "section",
    { class: "rc-win", "data-testid": "win", "data-seat": win.seat },
    h("h4", {}, how),
    winHand(win, ctx.n),
    indicators(result, win),
    yakuTable(win.value),
    valueLine(win.value),
    fuLine(win.value),
    paymentLine(win, win.value, ctx),
  );
}

function deltasTable(deltas, ctx, extra = () => null) {
  return h(
    "table",
    { class: "rc-deltas", "data-testid": "deltas" },
    h(
      "tbody",
      {},
      deltas.map((delta, seat) =>
        h(
          "tr",
          { class: seat === ctx.me ? "me" : null },
          h("th", { scope: "row" }, ctx.name(seat)),
          h("td", {}, extra(seat)),
          h("td", { class: ["num", delta > 0 && "plus", delta < 0 && "minus"], "data-testid": `delta-${seat}` }, signed(delta)),
        ),
      ),
    ),
  );
}

/** hands: a list by seat, null where a hand is not shown. */
function shownHands(hands, ctx) {
  const seats = (hands || []).flatMap((tiles, seat) => (tiles ? [seat] : []));
  if (!seats.length) return null;
  return h(
    "div",
    { class: "rc-shown" },
    seats.map((seat) => h("div", { class: "rc-shown-hand", "data-testid": `shown-${seat}` }, h("span", { class: "rc-label" }, ctx.name(seat)), tileRow(sortTiles(hands[seat]), `hand-${seat}`))),
  );
}

function drawBody(result, ctx) {
  if (result.kind === "abortive") {
    return [h("p", { class: "rc-reason", "data-testid": "draw-reason" }, t(`riichi.abortive.${result.reason}`)), shownHands(result.hands, ctx), deltasTable(result.deltas, ctx)];
  }
  const nagashi = result.nagashi || [];
  const chip = (seat) =>
    h("span", { class: ["rc-chip", result.tenpai[seat] ? "tenpai" : "noten"], "data-testid": `tenpai-${seat}` }, t(result.tenpai[seat] ? "riichi.tenpai" : "riichi.noten"));
  return [
    nagashi.length ? h("p", { class: "rc-reason", "data-testid": "nagashi" }, t("riichi.nagashi", { names: nagashi.map(ctx.name).join(", ") })) : null,
    deltasTable(result.deltas, ctx, chip),
    shownHands(result.hands, ctx),
  ];
}

/** The title of a result: "Tsumo", "Ron", "Exhaustive draw", "Abortive draw". */
export function resultTitle(result) {
  if (result.kind === "win") return t(result.wins.some((win) => win.from === null || win.from === undefined) ? "riichi.title_tsumo" : "riichi.title_ron");
  return t(`riichi.title_${result.kind}`);
}

/** One hand's result. ctx = {name(seat), n, me}. */
export function resultBody(result, ctx) {
  return h(
    "div",
    { class: ["rc-result", `kind-${result.kind}`], "data-testid": "hand-result", "data-kind": result.kind },
    h("h3", {}, resultTitle(result), result.wind !== undefined ? h("small", { class: "rc-result-round" }, ` — ${roundText(result)}`) : null),
    result.kind === "win" ? [result.wins.map((win) => winBlock(result, win, ctx)), result.wins.length > 1 ? deltasTable(result.deltas, ctx) : h("div", { class: "rc-deltas-wrap" }, deltasTable(result.deltas, ctx))] : drawBody(result, ctx),
  );
}

/** The hand's result over the table until closed. */
export function resultModal(result, ctx, close) {
  return h(
    "div",
    { class: "kit-backdrop rc-backdrop", "data-testid": "result-modal", "data-key": "result-modal", onclick: (e) => e.target === e.currentTarget && close() },
    h(
      "div",
      { class: "kit-modal rc-modal", role: "dialog", "aria-modal": "true" },
      resultBody(result, ctx),
      h("button", { type: "button", class: "primary", "data-testid": "result-close", onclick: close }, t("riichi.continue")),
    ),
  );
}

/** Seats by final rank: points, then seat order (RIICHI-R8). */
export function ranking(scores) {
  return [...scores.keys()].sort((a, b) => scores[b] - scores[a] || a - b);
}

/**
 * The game's end: rank, player, points and final result (uma and oka included); the record to
 * download once the table is finished (ctx.tableId, null before or in a replay of a file), the
 * way back to the lobby, and the last hand's result. ctx = {name(seat), n, me, tableId}.
 */
export function finalTable(view, ctx) {
  const order = ranking(view.scores);
  const final = view.final || [];
  return h(
    "section",
    { class: "panel rc-final", "data-testid": "final", "data-key": "final" },
    h("h3", {}, t("riichi.game_over")),
    h(
      "table",
      { class: "rc-final-table", "data-testid": "final-ranking" },
      h("thead", {}, h("tr", {}, h("th", {}, t("riichi.rank")), h("th", {}, t("riichi.player")), h("th", { class: "num" }, t("riichi.points")), h("th", { class: "num" }, t("riichi.result")))),
      h(
        "tbody",
        {},
        order.map((seat, i) =>
          h(
            "tr",
            { class: seat === ctx.me ? "me" : null, "data-testid": `final-${seat}` },
            h("td", {}, t("riichi.place", { n: i + 1 })),
            h("th", { scope: "row" }, ctx.name(seat)),
            h("td", { class: "num" }, points(view.scores[seat])),
            h("td", { class: ["num", final[seat] > 0 && "plus", final[seat] < 0 && "minus"] }, final[seat] === undefined ? "" : signedThousands(final[seat])),
          ),
        ),
      ),
    ),
    h("p", { class: "rc-note" }, t("riichi.final_note")),
    h(
      "div",
      { class: "row gap rc-final-links" },
      ctx.tableId
        ? h("a", { class: "btn primary", href: `/api/tables/${ctx.tableId}/record`, download: `asobiba-riichi-${ctx.tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
    view.results?.length ? resultBody(view.results.at(-1), ctx) : null,
  );
}

function signedThousands(x) {
  const text = Number.isInteger(x) ? String(Math.abs(x)) : Math.abs(x).toFixed(1);
  return x > 0 ? `+${text}` : x < 0 ? `−${text}` : "0";
}
