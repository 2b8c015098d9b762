// What an asker may post (TWENTYQ-R5, R8): a question, a guess or chat, typed, with the length
// limit shown as the text grows. Under host=bot a question is asked from the menu, grouped: the
// bot host reads menu questions and guesses by name, and declines other typed questions, so
// free text is offered only where it is read (a guess, chat). Nothing is cut or blocked here:
// the server's refusal (too long, empty, a control character, one question at a time, the chat
// rate) is shown as the hint.

import { h } from "/static/dom.js";
import { answerButton } from "/static/kit/prompts.js";
import { localized } from "/static/i18n.js";
import { thas, tt } from "./labels.js";
import { askedMenus, menuGroups } from "./catalogue.js";
import { charCount } from "./host.js";

const LIMITS = { question: 200, guess: 200, chat: 300 }; // the shared format's text rules
const KINDS = ["question", "guess", "chat"];

function tabs(ui, redraw) {
  return h(
    "div",
    { class: "tq-tabs", role: "tablist" },
    KINDS.map((kind) =>
      h(
        "button",
        {
          type: "button",
          role: "tab",
          class: "small-btn",
          "aria-selected": String(ui.kind === kind),
          "data-key": `tab-${kind}`,
          "data-testid": `tab-${kind}`,
          onclick: () => {
            ui.kind = kind;
            redraw();
          },
        },
        tt(`tab.${kind}`),
      ),
    ),
  );
}

function composer(ui, { act, busy }) {
  const kind = ui.kind;
  const text = ui.drafts[kind] ?? "";
  const n = charCount(text);
  const max = LIMITS[kind];
  const send = () => act.post(kind, { type: kind, text: text.normalize("NFC") });
  return h(
    "div",
    { class: "tq-compose", "data-key": "compose" },
    h("textarea", {
      rows: 2,
      value: text,
      placeholder: tt(`placeholder.${kind}`),
      "aria-label": tt(`tab.${kind}`),
      "data-testid": "compose-input",
      oninput: (e) => {
        ui.drafts[kind] = e.target.value;
        act.redraw();
      },
      onkeydown: (e) => {
        if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
          e.preventDefault();
          if (text && !busy) send();
        }
      },
    }),
    h(
      "div",
      { class: "tq-compose-foot" },
      h("small", { class: ["tq-count", n > max && "over"], "data-testid": "compose-count" }, tt("chars", { n, max }), n > max ? ` — ${tt("over_limit", { max })}` : ""),
      answerButton("send", tt("btn_send"), send, { class: "primary", disabled: busy || !text }),
    ),
  );
}

/** The menu of a bot host's catalogue, grouped, the questions already asked left out. */
function menuBox(view, ui, { act, busy }) {
  const asked = askedMenus(view);
  const groups = menuGroups(view)
    .map(([group, questions]) => [group, questions.filter((q) => !asked.has(q.id))])
    .filter(([, questions]) => questions.length);
  if (!groups.length) return h("p", { class: "small muted", "data-key": "menu", "data-testid": "menu-done" }, tt("menu_done"));
  const pick = ui.menuPick && !asked.has(ui.menuPick) ? ui.menuPick : "";
  return h(
    "div",
    { class: "tq-menu", "data-key": "menu" },
    h("h4", {}, tt("menu_title")),
    h(
      "div",
      { class: "tq-menu-row" },
      h(
        "select",
        {
          "data-testid": "menu-select",
          "aria-label": tt("menu_title"),
          onchange: (e) => {
            ui.menuPick = e.target.value;
            act.redraw();
          },
        },
        h("option", { value: "", selected: !pick }, tt("menu_pick")),
        groups.map(([group, questions]) =>
          h(
            "optgroup",
            { label: groupName(group) },
            questions.map((q) => h("option", { value: q.id, selected: q.id === pick }, localized(q.text))),
          ),
        ),
      ),
      answerButton("menu-ask", tt("btn_ask"), () => act.post("menu", { type: "question", menu: pick }), { disabled: busy || !pick }),
    ),
  );
}

/** A menu group's name: ours when we have one, else the catalogue's id. */
const groupName = (group) => (thas(`group.${group}`) ? tt(`group.${group}`) : group);

/** The asker's area: a question (from the menu under a bot host), a guess or chat. */
export function askerPrompt(view, me, ui, ctx) {
  const muted = view.muted.includes(me);
  const waiting = view.messages.some((m) => m.seat === me && m.kind !== "chat" && !m.reply);
  const bot = view.options.host === "bot";
  return h(
    "section",
    { class: "tq-prompt mine", "data-testid": "prompt-ask", "data-key": "prompt-ask" },
    muted ? h("p", { class: "tq-hint error", "data-testid": "muted-you" }, tt("muted_you")) : null,
    waiting ? h("p", { class: "small muted", "data-testid": "mine-waiting" }, tt("mine_waiting")) : null,
    muted ? null : tabs(ui, ctx.act.redraw),
    muted ? null : bot && ui.kind === "question" ? menuBox(view, ui, ctx) : composer(ui, ctx),
    bot && ui.kind === "guess" ? h("p", { class: "small muted" }, tt("guess_note")) : null,
  );
}
