// What I am asked now, from view.legal: a bid, the king call (5 players), the écart,
// the chelem question, a poignée/misère declaration, or a card.

import { h } from "/static/dom.js";
import { answerButton, promptBox, promptLine } from "/static/kit/prompts.js";
import { t } from "./labels.js";
import { cardSvg, sortHand } from "./cards.js";

const CONTRACTS = ["pass", "prise", "garde", "garde_sans", "garde_contre"];
const POIGNEE_VALUE = { simple: 20, double: 30, triple: 40 };
const POIGNEE_TRUMPS = { 3: [13, 15, 18], 4: [10, 13, 15], 5: [8, 10, 13] };
const LEVELS = ["simple", "double", "triple"];

export function miniCard(name, extra = {}) {
  return h("span", { class: "card mini", "data-card": name, ...extra }, cardSvg(name));
}

function prompt(kind, title, note, ...body) {
  return promptBox({ kind, title, note, prefix: "" }, ...body);
}

export function declareLabel(move, players) {
  const parts = [];
  if (move.poignee) {
    const n = POIGNEE_TRUMPS[players]?.[LEVELS.indexOf(move.poignee)];
    parts.push(`${t("poignee_value", { name: t(`poignee.${move.poignee}`), value: POIGNEE_VALUE[move.poignee] })}${n ? ` · ${t("poignee_shows", { n })}` : ""}`);
  }
  for (const kind of move.misere || []) parts.push(t(`misere.${kind}`));
  return parts.length ? parts.join(" + ") : t("declare_nothing");
}

/**
 * The prompt for my legal moves, or null when I have only cards to click (or nothing).
 * `send(move)` sends one move; `busy` disables the buttons while one is in flight;
 * `ecart` is the écart being chosen: {chosen, sending, confirm(), clear()}.
 */
export function promptFor(view, send, busy, ecart = null) {
  const legal = view.legal || [];
  const types = new Set(legal.map((move) => move.type));
  const button = (key, label, move, extra = {}) => answerButton(key, label, () => send(move), { class: extra.class || "choice", disabled: busy, ...extra.attrs });

  if (types.has("bid")) {
    const bids = legal.filter((move) => move.type === "bid").sort((a, b) => CONTRACTS.indexOf(a.contract) - CONTRACTS.indexOf(b.contract));
    return prompt(
      "bid",
      t("prompt_bid"),
      t("prompt_bid_note"),
      bids.map((move) =>
        button(
          `bid-${move.contract}`,
          [h("strong", {}, t(`contract.${move.contract}`)), move.contract === "pass" ? null : h("small", {}, t(`contract_note.${move.contract}`))],
          move,
          { class: `choice bid ${move.contract === "pass" ? "pass" : ""}` },
        ),
      ),
    );
  }
  if (types.has("call")) {
    return prompt(
      "call",
      t("prompt_call"),
      t("prompt_call_note"),
      legal.filter((move) => move.type === "call").map((move) => button(`call-${move.card}`, miniCard(move.card), move, { class: "choice card-choice" })),
    );
  }
  if (types.has("chelem")) {
    return prompt(
      "chelem",
      t("prompt_chelem"),
      t("prompt_chelem_note"),
      button("chelem-no", t("chelem_no"), { type: "chelem", announce: false }, { class: "choice primary" }),
      button("chelem-yes", t("chelem_yes"), { type: "chelem", announce: true }),
    );
  }
  if (types.has("declare")) {
    return prompt(
      "declare",
      t("prompt_declare"),
      t("prompt_declare_note"),
      legal
        .filter((move) => move.type === "declare")
        .map((move, i) =>
          button(`declare-${i}`, declareLabel(move, view.players), move, {
            class: `choice${move.poignee || move.misere?.length ? "" : " primary"}`,
            attrs: { "data-poignee": move.poignee || "", "data-misere": (move.misere || []).join(",") },
          }),
        ),
    );
  }
  if (types.has("discard") && ecart) {
    const left = view.chien_size - view.ecart_size;
    return prompt(
      "ecart",
      t("prompt_ecart", { k: left, chosen: ecart.chosen.length }),
      t("prompt_ecart_note"),
      h(
        "div",
        { class: "ecart-cards", "data-testid": "ecart-cards" },
        h("span", { class: "label" }, `${t("your_ecart")} (${view.ecart_size + ecart.chosen.length}/${view.chien_size})`),
        sortHand([...(view.ecart || []), ...ecart.chosen]).map((card) => miniCard(card, { "data-testid": `ecart-${card}` })),
      ),
      h(
        "div",
        { class: "prompt-actions" },
        answerButton("ecart-confirm", t("ecart_confirm"), ecart.confirm, { class: "primary", disabled: busy || ecart.sending || ecart.chosen.length !== left }),
        answerButton("ecart-clear", t("ecart_clear"), ecart.clear, { disabled: busy || ecart.sending || !ecart.chosen.length }),
      ),
    );
  }
  if (types.has("card")) {
    return promptLine("prompt-play", (view.trick || []).length ? t("prompt_play") : t("prompt_lead"), { prefix: "", className: "prompt-play" });
  }
  return null;
}
