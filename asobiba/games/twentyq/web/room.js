// The room as everyone sees it: the numbered list of questions, guesses and chat with their
// replies and notes, the pending one marked (TWENTYQ-R5–R8), and the players with the host's
// mute buttons. Every player's text goes into the page as text nodes (h() never parses HTML).

import { h } from "/static/dom.js";
import { answerButton } from "/static/kit/prompts.js";
import { tt } from "./labels.js";
import { messageText, noteText } from "./catalogue.js";

/** The view's step (the engine names it step; the kit reads phase). */
export const stepOf = (view) => view.step ?? view.phase;

function replyBadge(message, pending) {
  if (message.kind === "chat") return null;
  if (message.reply) return h("span", { class: `tq-badge reply-${message.reply}`, "data-testid": "reply" }, tt(`reply.${message.reply}`));
  return h("span", { class: `tq-badge awaiting${pending ? " now" : ""}`, "data-testid": "reply" }, tt("awaiting"));
}

function numberCell(message) {
  if (message.number !== null && message.number !== undefined) return h("span", { class: "tq-no", "data-testid": "number" }, String(message.number));
  return h("span", { class: "tq-no none", title: message.kind === "chat" || message.reply ? tt("uncounted") : null }, "·");
}

function messageRow(view, message, name, audited) {
  const pending = message.id === view.pending;
  return h(
    "li",
    {
      class: ["tq-msg", `kind-${message.kind}`, pending && "pending", audited && "audited"],
      "data-key": `msg-${message.id}`,
      "data-testid": `msg-${message.id}`,
      "data-kind": message.kind,
      "data-reply": message.reply ?? "",
    },
    numberCell(message),
    h(
      "div",
      { class: "tq-msg-body" },
      h("div", { class: "tq-msg-head" }, h("span", { class: "tq-who" }, name(message.seat)), h("span", { class: "tq-kind" }, tt(`kind.${message.kind}`)), replyBadge(message, pending)),
      h("p", { class: "tq-text", "data-testid": "text" }, messageText(view, message)),
      message.note ? h("p", { class: "tq-note", "data-testid": "note" }, "↳ ", noteText(view, message.note)) : null,
    ),
  );
}

/** The question list, oldest first; `audit` ids (R12) are marked once the answer is out. */
export function messageList(view, name) {
  const audit = new Set(view.audit || []);
  return h(
    "section",
    { class: "panel tq-room", "data-key": "room" },
    h("h3", {}, tt("messages_title")),
    view.messages.length
      ? h("ol", { class: "tq-msgs", "data-testid": "messages" }, view.messages.map((message) => messageRow(view, message, name, audit.has(message.id))))
      : h("p", { class: "muted small", "data-testid": "messages" }, tt("no_messages")),
  );
}

/** The players: the host first, each asker with a mute or unmute button for a (person) host. */
export function playersPanel(view, { name, me, players, act, busy }) {
  const muted = new Set(view.muted);
  const canMute = me === view.host && stepOf(view) !== "over";
  const rows = players.map((player, seat) => {
    const isMuted = muted.has(seat);
    const control =
      canMute && seat !== view.host
        ? answerButton(`${isMuted ? "unmute" : "mute"}-${seat}`, tt(isMuted ? "btn_unmute" : "btn_mute"), () => act.send({ type: isMuted ? "unmute" : "mute", seat }), {
            class: "small-btn",
            disabled: busy,
            title: isMuted ? null : tt("mute_title", { name: name(seat) }),
          })
        : null;
    return h(
      "li",
      { class: ["tq-player", seat === me && "me", isMuted && "muted"], "data-key": `player-${seat}`, "data-testid": `player-${seat}` },
      h("span", { class: "tq-who" }, name(seat)),
      h("span", { class: "tq-role small" }, tt(seat === view.host ? "role_host" : "role_asker")),
      isMuted ? h("span", { class: "tq-badge muted", "data-testid": "muted" }, tt("muted")) : null,
      control,
    );
  });
  const banned = view.options.banned_topics;
  return h(
    "section",
    { class: "panel tq-players", "data-key": "players", "data-testid": "players" },
    h("h3", {}, tt("players_title")),
    h("ul", {}, rows),
    banned ? h("p", { class: "tq-banned small", "data-testid": "banned-topics" }, h("b", {}, tt("banned_topics"), ": "), banned) : null,
  );
}
