// The operators' tools on a room's page: a new invitation link (shown once: the server keeps
// only its hash) and each game's rule sets as JSON (PUT /api/rooms/<slug>/rules/<game>).

import { h, replace } from "../../dom.js";
import { localized, t } from "../../i18n.js";
import * as api from "../../api.js";
import { errorBox, put, whenLoggedIn } from "./common.js";

const STARTER = { rule_sets: { house: {} } };

export function createAdmin(el, { base, onRules }) {
  const inviteBox = errorBox("room-invite-error");
  const inviteOut = h("div", { class: "rooms-invite", "data-testid": "room-invite" });
  const rulesEl = h("div", { class: "rooms-rules-editor" });

  replace(
    el,
    h("h2", {}, t("rooms_admin")),
    h("h3", {}, t("rooms_invite")),
    h("p", { class: "small muted" }, t("rooms_invite_hint")),
    h("button", { type: "button", "data-testid": "room-invite-new", onclick: newInvite }, t("rooms_invite_new")),
    inviteOut,
    inviteBox.el,
    h("h3", {}, t("rooms_rules")),
    h("p", { class: "small muted" }, t("rooms_rules_hint")),
    rulesEl,
  );

  function newInvite() {
    whenLoggedIn(inviteBox, async () => {
      const { link } = await api.post(`${base}/invite`);
      const url = `${window.location.origin}${window.location.pathname}${link}`;
      const input = h("input", { type: "text", readonly: true, value: url, "data-testid": "room-invite-link", "aria-label": t("rooms_invite") });
      const copied = h("span", { class: "small muted", role: "status" });
      const copy = async () => {
        input.select();
        try {
          await navigator.clipboard.writeText(url);
          copied.textContent = t("rooms_copied");
        } catch {
          copied.textContent = t("rooms_copy_by_hand"); // no clipboard here: the text is selected
        }
      };
      replace(inviteOut, h("div", { class: "row" }, input, h("button", { type: "button", class: "small-btn", "data-testid": "room-invite-copy", onclick: copy }, t("rooms_copy"))), copied);
    });
  }

  async function loadRules() {
    let rules;
    let games;
    try {
      [rules, games] = await Promise.all([api.get(`${base}/rules`), api.games()]);
    } catch (error) {
      const box = errorBox("room-rules-error");
      replace(rulesEl, box.el);
      return box.show(error);
    }
    replace(rulesEl, games.filter((g) => g.playable).map((g) => editor(g, rules[g.id])));
  }

  function editor(game, rules) {
    const box = errorBox(`room-rules-error-${game.id}`);
    const shown = rules ? { rule_sets: rules.rule_sets, default: rules.default, calendar: rules.calendar } : STARTER;
    const text = h("textarea", { rows: 6, spellcheck: false, class: "rooms-json", "data-testid": `room-rules-json-${game.id}` });
    text.value = JSON.stringify(shown, null, 2);
    const saved = h("span", { class: "small muted", role: "status", "data-testid": `room-rules-saved-${game.id}` });
    const save = () =>
      whenLoggedIn(box, async () => {
        saved.textContent = "";
        let body;
        try {
          body = JSON.parse(text.value);
        } catch (error) {
          throw new Error(t("rooms_json_invalid", { message: error.message }));
        }
        const answer = await put(`${base}/rules/${game.id}`, body);
        saved.textContent = t("rooms_rules_saved", { name: answer.current.rule_set });
        onRules();
      });
    return h(
      "details",
      { class: "rooms-game-rules", open: Boolean(rules) || null },
      h("summary", { "data-testid": `room-rules-open-${game.id}` }, localized(game.title), rules ? ` · ${rules.current.rule_set}` : ""),
      text,
      box.el,
      h("div", { class: "row" }, h("button", { type: "button", class: "small-btn", "data-testid": `room-rules-save-${game.id}`, onclick: save }, t("rooms_rules_save")), saved),
    );
  }

  loadRules();
  return {};
}
