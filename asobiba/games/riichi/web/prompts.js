// What I may do, read from view.legal (docs/riichi.md, "Moves"); every move sent is the very
// object of the legal list, never one built here.
//
// On my turn: click a tile to discard it (the drawn tile: tsumogiri), or a button of the bar
// over my hand: Tsumo, Riichi (then only the tiles whose riichi discard is legal stay
// clickable, with a Cancel), Kan (closed or added; several: choose the tile), North (three
// players), Nine terminals. In a claim window: Ron, Pon, Chii (one button for each pair of
// tiles from my hand), Kan, Pass, with a countdown: the server passes for me when it runs out.
// After a draw, as a tenpai dealer in first place: end the match (tenpai-yame) or play on, with
// a countdown too: the server plays on for me when it runs out (rules §7).

import { h } from "/static/dom.js";
import { answerButton, promptBox } from "/static/kit/prompts.js";
import { t } from "./labels.js";
import { tileEl, tileName } from "./tiles.js";

export const movesOf = (view, type) => (view.legal || []).filter((move) => move.type === type);
export const can = (view, type) => (view.legal || []).some((move) => move.type === type);

/** The legal move of `type` ("discard" or "riichi") throwing `tile`: the drawn one (tsumogiri) or one from the hand. */
export function throwMove(view, type, tile, drawn) {
  return (view.legal || []).find((move) => move.type === type && move.tile === tile && move.tsumogiri === drawn) ?? null;
}

/** What I am asked now: "discard", "riichi" (choosing the riichi tile), "claim", "yame", or "". */
export function askOf(view, ui) {
  const legal = view.legal || [];
  if (!legal.length || !view.to_act.includes(view.seat)) return "";
  if (view.phase === "claim") return "claim";
  if (view.phase === "yame") return "yame";
  return ui.riichi ? "riichi" : "discard";
}

function mini(tile) {
  return tileEl(tile, { className: "rc-mini" });
}

/**
 * The bar over my hand on my turn, or null. ctx = {ui, send(move), busy, redraw()}.
 */
export function turnBar(view, ctx) {
  if (askOf(view, ctx.ui) === "" || view.phase !== "turn") return null;
  const { ui, send, busy } = ctx;
  const buttons = [];
  const act = (key, label, onclick, cls = "", attrs = {}) => buttons.push(answerButton(key, label, onclick, { class: ["rc-act", cls], disabled: busy, ...attrs }));
  if (ui.riichi) {
    buttons.push(h("span", { class: "rc-label", "data-testid": "riichi-choose" }, t("riichi.choose_riichi")));
    act("riichi-cancel", t("riichi.cancel"), () => ((ui.riichi = false), ctx.redraw()));
    return bar(buttons);
  }
  const kans = [...movesOf(view, "ankan"), ...movesOf(view, "kakan")];
  if (ui.kan && kans.length > 1) {
    buttons.push(h("span", { class: "rc-label" }, t("riichi.which_kan")));
    for (const move of kans) act(`${move.type}-${move.tile}`, [t(`riichi.meld.${move.type}`), " ", mini(move.tile)], () => send(move), "rc-choice");
    act("kan-cancel", t("riichi.cancel"), () => ((ui.kan = false), ctx.redraw()));
    return bar(buttons);
  }
  if (can(view, "tsumo")) act("tsumo", t("riichi.tsumo"), () => send(movesOf(view, "tsumo")[0]), "hot");
  if (can(view, "riichi")) act("riichi", t("riichi.riichi"), () => ((ui.riichi = true), ctx.redraw()), "rc-riichi-btn", { title: t("riichi.riichi_note") });
  if (kans.length) act("kan", t("riichi.kan"), () => (kans.length === 1 ? send(kans[0]) : ((ui.kan = true), ctx.redraw())), "", { title: kans.length === 1 ? t(`riichi.meld.${kans[0].type}`) : null });
  if (can(view, "nuki")) act("nuki", t("riichi.north"), () => send(movesOf(view, "nuki")[0]), "", { title: t("riichi.north_note") });
  if (can(view, "kyuushu")) act("kyuushu", t("riichi.kyuushu"), () => send(movesOf(view, "kyuushu")[0]), "", { title: t("riichi.kyuushu_note") });
  return buttons.length ? bar(buttons) : null;
}

function bar(buttons) {
  return h("div", { class: "rc-bar", "data-testid": "action-bar", "data-key": "bar" }, buttons);
}

/**
 * The claim window's question, or null. ctx = {send, busy, name(seat), countdown: {key,
 * seconds, left}}: the countdown is keyed by the state's version, so each new state draws a
 * fresh bar (the server starts its timer again after every move).
 */
export function claimPrompt(view, ctx) {
  if (view.phase !== "claim" || !(view.legal || []).length) return null;
  const { send, busy } = ctx;
  const win = view.window;
  const button = (move, key, label, cls = "") => answerButton(key, label, () => send(move), { class: ["rc-act", cls], "data-action": "", disabled: busy });
  const body = [];
  for (const move of movesOf(view, "ron")) body.push(button(move, "ron", t("riichi.ron"), "hot"));
  for (const move of movesOf(view, "pon")) body.push(button(move, `pon-${move.tiles.join("-")}`, [t("riichi.pon"), h("span", { class: "rc-mini-row" }, move.tiles.map(mini))], "rc-choice"));
  for (const move of movesOf(view, "chi")) body.push(button(move, `chi-${move.tiles.join("-")}`, [t("riichi.chi"), h("span", { class: "rc-mini-row" }, move.tiles.map(mini))], "rc-choice"));
  for (const move of movesOf(view, "kan")) body.push(button(move, "kan", t("riichi.kan")));
  for (const move of movesOf(view, "pass")) body.push(button(move, "pass", t("riichi.pass"), "primary"));
  const title = h(
    "span",
    { class: "rc-claim-title" },
    t(`riichi.window.${win?.kind ?? "discard"}`, { name: ctx.name(win?.seat) }),
    " ",
    win ? tileEl(win.tile, { className: "rc-mini", attrs: { "data-testid": "window-tile" } }) : null,
  );
  return promptBox({ kind: "claim", title, note: countdown(ctx.countdown), prefix: "rc-" }, body);
}

/**
 * The tenpai-yame question (rules §7), or null: end the match here or keep the deal. ctx as for
 * claimPrompt; the countdown's default is to play on.
 */
export function yamePrompt(view, ctx) {
  if (view.phase !== "yame" || !(view.legal || []).length) return null;
  const { send, busy } = ctx;
  const button = (move, label, cls) => answerButton(move.type, label, () => send(move), { class: ["rc-act", cls], "data-action": "", disabled: busy });
  const body = [];
  for (const move of movesOf(view, "yame")) body.push(button(move, t("riichi.yame"), "hot"));
  for (const move of movesOf(view, "continue")) body.push(button(move, t("riichi.play_on"), "primary"));
  const title = h("span", { class: "rc-claim-title" }, t("riichi.yame_title", { points: view.scores[view.seat].toLocaleString("en-US") }));
  return promptBox({ kind: "yame", title, note: countdown(ctx.countdown, "riichi.yame_countdown_title"), prefix: "rc-" }, body);
}

/** The time left to answer: a bar that empties (CSS) and the seconds (updated by the renderer's ticker). */
function countdown({ key, seconds, left }, titleKey = "riichi.countdown_title") {
  return h(
    "span",
    { class: "rc-countdown", "data-testid": "countdown", "data-key": key, "data-seconds": seconds, style: `--secs:${seconds}s`, title: t(titleKey) },
    h("span", { class: "rc-countdown-bar" }, h("span", {})),
    h("span", { class: "rc-countdown-text", "data-testid": "countdown-left" }, t("riichi.seconds_left", { n: left })),
  );
}

/** Why a tile of my hand cannot be thrown now, or null. */
export function whyNot(view, ui, tile) {
  const ask = askOf(view, ui);
  if (ask === "discard") {
    if (view.riichi[view.seat]) return t("riichi.why.in_riichi");
    return t("riichi.why.kuikae", { tile: tileName(tile) });
  }
  if (ask === "riichi") return t("riichi.why.riichi_tile");
  if (ask === "claim") return t("riichi.why.claim");
  if (ask === "yame") return t("riichi.why.yame");
  return null;
}
