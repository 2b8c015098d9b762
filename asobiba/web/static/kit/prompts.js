// A question for the person: a title, a note and the answers. The box is keyed by its kind
// and each answer by its own key, so a button under the pointer stays put while the table
// redraws for other players' moves (Tichu asks for a bomb out of turn, while bots play).

import { h } from "../dom.js";
import { t } from "../i18n.js";

/** `body`: answer buttons (answerButton), or anything a game lays them out in. */
export function promptBox({ kind, title, note = null, prefix = "kit-" }, ...body) {
  return h(
    "section",
    { class: [`${prefix}prompt`, `${prefix}prompt-${kind}`], "data-testid": `prompt-${kind}`, "data-key": `prompt-${kind}` },
    h("h3", {}, title),
    note ? h("p", { class: `${prefix}note` }, note) : null,
    h("div", { class: `${prefix}prompt-actions` }, body),
  );
}

/** An answer's button, keyed by `key`, which is also its test id unless `attrs` give another. */
export function answerButton(key, label, onclick, attrs = {}) {
  return h("button", { type: "button", "data-key": key, "data-testid": key, onclick, ...attrs }, label);
}

/** A prompt that only says something ("Your lead", "You bid ♠5"). */
export function promptLine(testid, text, { prefix = "kit-", className = null } = {}) {
  return h("p", { class: [`${prefix}prompt`, className], "data-testid": testid, "data-key": testid }, text);
}

/** Said to a spectator where a player's prompts would be. */
export function spectatorLine(prefix = "kit-") {
  return promptLine("spectator", t("spectator"), { prefix, className: "spectator" });
}

/**
 * After a refusal's words: a small link to the game's rules page for the rules the refusal
 * cites (the error's `rules`, docs/protocol.md), their IDs in its title, never in the text
 * read; null when it cites none.
 */
export function ruleLink(game, rules) {
  if (!rules?.length) return null;
  return h("a", { class: "kit-rule-link", href: `#/help/${game}`, target: "_blank", rel: "noopener", title: rules.join(", "), "data-testid": "rule-link" }, t("rule_link"));
}
