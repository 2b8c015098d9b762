// What I am asked outside ordinary trick play, from view.legal: Grand Tichu or not,
// the pass (one card to each other player), the Mah Jong's wish, the Dragon's gift,
// and the bomb window (bomb now, or let the play stand).

import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { cardSvg, cardText, rankLabel, sortCards } from "./cards.js";
import { bombMoves } from "./select.js";

export function miniCard(name, extra = {}) {
  return h("span", { class: "tc-card tc-mini", "data-card": name, title: cardText(name), ...extra }, cardSvg(name, { title: false }));
}

function prompt(kind, title, note, ...body) {
  return h(
    "section",
    { class: `tc-prompt tc-prompt-${kind}`, "data-testid": `prompt-${kind}` },
    h("h3", {}, title),
    note ? h("p", { class: "tc-note" }, note) : null,
    h("div", { class: "tc-actions" }, body),
  );
}

/**
 * The prompt for my legal moves, or null when I only play cards from my hand (or wait).
 * ctx = {send(move), busy, name(seat), where(seat) → "left" | "top" | "right", giveCard, give(seat)}.
 */
export function promptFor(view, ctx) {
  const legal = view.legal || [];
  const types = new Set(legal.map((move) => move.type));
  const button = (testid, label, move, cls = "tc-choice") =>
    h("button", { type: "button", class: cls, "data-testid": testid, "data-action": "", disabled: ctx.busy, onclick: () => ctx.send(move) }, label);

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
  if (view.may_bomb) {
    return prompt(
      "bomb",
      t("tichu.prompt_bomb"),
      t("tichu.prompt_bomb_note"),
      bombMoves(view).map((move, i) =>
        h(
          "button",
          { type: "button", class: "tc-choice tc-bomb", "data-testid": `bomb-${i}`, "data-action": "", disabled: ctx.busy, onclick: () => ctx.send(move) },
          h("strong", {}, "✸ ", t("tichu.bomb")),
          h("span", { class: "tc-mini-row" }, sortCards(move.cards).map((card) => miniCard(card))),
        ),
      ),
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
    return h(
      "button",
      {
        type: "button",
        class: `tc-give${given ? " done" : ""}${ready ? " ready" : ""}`,
        "data-testid": `give-to-${seat}`,
        "data-action": ready ? "" : null,
        "data-given": given || "",
        disabled: !ready,
        onclick: () => ctx.give(seat),
        ondragover: open ? (event) => event.preventDefault() : null,
        ondrop: open
          ? (event) => {
              event.preventDefault();
              const card = event.dataTransfer.getData("text/plain");
              if (card) ctx.give(seat, card);
            }
          : null,
      },
      h("span", { class: "tc-give-who" }, h("strong", {}, ctx.name(seat)), h("small", {}, t(seat === (me + 2) % 4 ? "tichu.partner" : `tichu.pos.${ctx.where(seat)}`))),
      given ? miniCard(given) : h("span", { class: "tc-give-empty" }, ctx.giveCard ? t("tichu.give_here", { card: cardText(ctx.giveCard) }) : t("tichu.give_empty")),
    );
  });
  const left = 3 - Object.keys(view.given || {}).length;
  return prompt(
    "pass",
    giving ? t("tichu.prompt_pass", { n: left }) : t("tichu.pass_done"),
    giving ? t("tichu.prompt_pass_note") : t("tichu.pass_wait"),
    h("div", { class: "tc-give-row" }, slots),
  );
}
