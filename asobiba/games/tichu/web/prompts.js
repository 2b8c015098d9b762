// What I am asked outside ordinary trick play, from view.legal: Grand Tichu or not,
// the pass (one card to each other player), the Mah Jong's wish, the Dragon's gift,
// and the bomb window (bomb now, also on my own play, or let the play stand; Tichu may
// be called first while I hold all 14 cards).

import { h } from "/static/dom.js";
import { answerButton, promptBox } from "/static/kit/prompts.js";
import { t } from "./labels.js";
import { cardSvg, cardText, rankLabel, sortCards } from "./cards.js";
import { bombMoves } from "./select.js";

export function miniCard(name, extra = {}) {
  return h("span", { class: "tc-card tc-mini", "data-card": name, title: cardText(name), ...extra }, cardSvg(name, { title: false }));
}

function prompt(kind, title, note, ...body) {
  return promptBox({ kind, title, note, prefix: "tc-" }, ...body);
}

/**
 * The prompt for my legal moves, or null when I only play cards from my hand (or wait).
 * ctx = {send(move), busy, name(seat), where(seat) → "left" | "top" | "right", giveCard, give(seat)}.
 */
export function promptFor(view, ctx) {
  const legal = view.legal || [];
  const types = new Set(legal.map((move) => move.type));
  const button = (key, label, move, cls = "tc-choice", attrs = {}) =>
    answerButton(key, label, () => ctx.send(move), { class: cls, "data-action": "", disabled: ctx.busy, ...attrs });

  if (types.has("grand")) {
    return prompt(
      "grand",
      t("tichu.prompt_grand"),
      t("tichu.prompt_grand_note"),
      button("grand-no", t("tichu.grand_no"), { type: "grand", call: false }, "tc-choice primary"),
      button("grand-yes", t("tichu.grand_yes"), { type: "grand", call: true }, "tc-choice hot"),
    );
  }
  if (types.has("give") || (view.phase === "pass" && Object.keys(view.given || {}).length)) {
    return passPrompt(view, ctx, types.has("give"));
  }
  if (types.has("wish")) {
    const ranks = legal.filter((move) => move.type === "wish" && move.rank).map((move) => move.rank);
    return prompt(
      "wish",
      t("tichu.prompt_wish"),
      t("tichu.prompt_wish_note"),
      h("div", { class: "tc-ranks" }, ranks.map((rank) => button(`wish-${rank}`, rankLabel(rank), { type: "wish", rank }, "tc-choice tc-rank"))),
      button("wish-none", t("tichu.wish_none"), { type: "wish", rank: null }),
    );
  }
  if (types.has("gift")) {
    return prompt(
      "gift",
      t("tichu.prompt_gift"),
      t("tichu.prompt_gift_note"),
      legal
        .filter((move) => move.type === "gift")
        .map((move) => button(`gift-${move.to}`, [h("strong", {}, ctx.name(move.to)), h("small", {}, t(`tichu.pos.${ctx.where(move.to)}`))], move)),
    );
  }
  if (types.has("no_bomb")) {
    // (not view.may_bomb: it is also true while the Mah Jong's wish is made, when I may do nothing)
    const own = view.trick.at(-1)?.seat === view.seat;
    return prompt(
      "bomb",
      t(own ? "tichu.prompt_bomb_own" : "tichu.prompt_bomb"),
      t(own ? "tichu.prompt_bomb_own_note" : "tichu.prompt_bomb_note"),
      // keyed by the bomb's cards, so a button keeps its node when another bomb stops beating the table
      bombMoves(view).map((move, i) =>
        button(
          `bomb-${move.cards.join("-")}`,
          [h("strong", {}, "✸ ", t("tichu.bomb")), h("span", { class: "tc-mini-row" }, sortCards(move.cards).map((card) => miniCard(card)))],
          move,
          "tc-choice tc-bomb",
          { "data-testid": `bomb-${i}` },
        ),
      ),
      types.has("tichu") ? button("bomb-tichu", t("tichu.tichu_first"), { type: "tichu" }, "tc-choice tc-tichu-btn", { title: t("tichu.tichu_note") }) : null,
      button("no-bomb", t("tichu.no_bomb"), { type: "no_bomb" }, "tc-choice primary"),
    );
  }
  return null;
}

function passPrompt(view, ctx, giving) {
  const me = view.seat;
  const targets = [3, 2, 1].map((k) => (me + k) % 4).sort((a, b) => ["left", "top", "right"].indexOf(ctx.where(a)) - ["left", "top", "right"].indexOf(ctx.where(b)));
  const slots = targets.map((seat) => {
    const given = view.given?.[String(seat)];
    const open = giving && !given;
    const ready = open && ctx.giveCard && !ctx.busy;
    const who = h("span", { class: "tc-give-who" }, h("strong", {}, ctx.name(seat)), h("small", {}, t(seat === (me + 2) % 4 ? "tichu.partner" : `tichu.pos.${ctx.where(seat)}`)));
    const card = given ? miniCard(given) : h("span", { class: "tc-give-empty" }, ctx.giveCard ? t("tichu.give_here", { card: cardText(ctx.giveCard) }) : t("tichu.give_empty"));
    return answerButton(`give-to-${seat}`, [who, card], () => ctx.give(seat), {
      class: ["tc-give", given && "done", ready && "ready"],
      "data-action": ready ? "" : null,
      "data-given": given || "",
      disabled: !ready,
      ondragover: open ? (event) => event.preventDefault() : null,
      ondrop: open
        ? (event) => {
            event.preventDefault();
            const dropped = event.dataTransfer.getData("text/plain");
            if (dropped) ctx.give(seat, dropped);
          }
        : null,
    });
  });
  const left = 3 - Object.keys(view.given || {}).length;
  return prompt(
    "pass",
    giving ? t("tichu.prompt_pass", { n: left }) : t("tichu.pass_done"),
    giving ? t("tichu.prompt_pass_note") : t("tichu.pass_wait"),
    h("div", { class: "tc-give-row" }, slots),
  );
}
