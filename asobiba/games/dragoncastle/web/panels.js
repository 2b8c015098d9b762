// The table's smaller pieces: the countdown track (DC-R13, R14, spec §1.6), the Spirit and
// Dragon cards in play with their texts (§1.4, §1.5), a seat's counters (Shrine pool, VP
// tokens, countdown tokens, discards, running score) and, in solo, the Dragon of Ingenuity's
// haul (DC-R18).

import { h } from "/static/dom.js";
import { dt } from "./labels.js";
import { poolGlyphs } from "./realm.js";
import { tileSvg } from "./tiles.js";

// When each Spirit may be called (docs/dragoncastle.md "Spirits", spec §5.15).
const SPIRIT_WHEN = {
  destruction: "act",
  deep: "act",
  deception: "act",
  elegance: "act",
  wind: "both",
  strength: "both",
  change: "after",
  cunning: "after",
  faith: "after",
  beauty: "after",
};

/**
 * The track: the stack's space, then one space per single token. Summons empty the singles
 * from the right; the "!" under the first single shows once the last one is taken.
 */
export function countdownTrack(view) {
  const { singles_left: singles, stack, triggered } = view.countdown;
  const spaces = view.players === 1 ? 3 : view.players; // N singles: players, 3 solo (§1.6)
  const token = (on) => h("span", { class: `dc-token${on ? "" : " gone"}` });
  return h(
    "div",
    {
      class: `dc-countdown${triggered ? " triggered" : ""}`,
      "data-testid": "countdown",
      "data-singles": singles,
      "data-stack": stack,
      title: dt("countdown_title", { singles, stack }),
    },
    h("span", { class: "dc-countdown-label" }, dt("countdown")),
    h("span", { class: "dc-space stack" }, token(stack > 0), h("b", {}, `×${stack}`)),
    Array.from({ length: spaces }, (_, i) => h("span", { class: "dc-space" }, i < singles ? token(true) : i === 0 ? "!" : token(false))),
    triggered ? h("strong", { class: "dc-last-round", "data-testid": "last-round", title: dt("last_round_title") }, dt("last_round")) : null,
  );
}

function card(kind, id, { used = false } = {}) {
  const when = kind === "spirit" ? h("span", { class: "dc-card-when" }, dt(`when.${SPIRIT_WHEN[id]}`)) : null;
  return h(
    "li",
    { class: `dc-card ${kind}${used ? " used" : ""}`, "data-testid": `card-${id}`, "data-key": `card-${id}` },
    h("b", {}, dt(`${kind}.${id}`)),
    when,
    used ? h("span", { class: "dc-chip" }, dt("used_now")) : null,
    h("span", { class: "dc-card-text" }, dt(`${kind}_text.${id}`)),
  );
}

/** The Spirit and Dragon cards in play, each with its text. */
export function cardsPanel(view) {
  if (!view.spirits.length && !view.dragons.length) return h("p", { class: "dc-cards small muted", "data-key": "cards" }, dt("no_cards"));
  return h(
    "section",
    { class: "dc-cards", "data-testid": "cards", "data-key": "cards" },
    view.spirits.length
      ? h("ul", { class: "dc-card-list", "aria-label": dt("spirits"), title: dt("spirit_pay") }, view.spirits.map((id) => card("spirit", id, { used: view.spirit_used === id })))
      : null,
    view.dragons.length ? h("ul", { class: "dc-card-list", "aria-label": dt("dragons"), title: dt("dragon_end") }, view.dragons.map((id) => card("dragon", id))) : null,
  );
}

/** A seat's counters: Shrine pool, VP tokens, countdown tokens, discards. */
export function seatStats(view, seat) {
  const stat = (testid, title, ...body) => h("span", { class: "dc-stat", "data-testid": testid, title }, body);
  return h(
    "div",
    { class: "dc-stats" },
    stat(`pool-${seat}`, dt("shrine_pool"), poolGlyphs(view.pools[seat]), h("b", {}, String(view.pools[seat]))),
    stat(`vp-${seat}`, dt("vp_tokens"), h("span", { class: "dc-coin" }, "VP"), h("b", {}, String(view.vp[seat]))),
    stat(`tokens-${seat}`, dt("countdown_tokens"), h("span", { class: "dc-token" }), h("b", {}, String(view.countdown.taken[seat]))),
    view.discards[seat].length ? stat(`discards-${seat}`, dt("discards"), h("span", { class: "dc-discard-mark" }, "✕"), h("b", {}, String(view.discards[seat].length))) : null,
  );
}

/** Solo: the tiles the Dragon of Ingenuity took and its countdown tokens. */
export function ingenuityPanel(view) {
  const { tiles, countdown } = view.ingenuity;
  return h(
    "section",
    { class: "panel dc-ingenuity", "data-testid": "ingenuity", "data-key": "ingenuity" },
    h("h3", {}, dt("ingenuity"), h("span", { class: "dc-stat", title: dt("countdown_tokens") }, h("span", { class: "dc-token" }), h("b", {}, String(countdown)))),
    h("p", { class: "small muted" }, dt("ingenuity_note", { n: tiles.length })),
    h("div", { class: "dc-ingenuity-tiles" }, tiles.slice(-24).map((tile) => tileSvg(view, tile, { className: "dc-micro" }))),
  );
}
