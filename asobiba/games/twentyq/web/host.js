// What a person host is asked: the answer to commit to (TWENTYQ-R2, with R4's reminder), the
// reply to the pending question or guess (R6–R8), and the reveal at the end (R10), prefilled
// from what this browser kept at the commitment (commitment.js).

import { h } from "/static/dom.js";
import { answerButton } from "/static/kit/prompts.js";
import { tt } from "./labels.js";
import { messageText } from "./catalogue.js";

const NOTE_CHARS = 100; // a note, the answer and its reading (the shared format)
const BAD_CHARS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u; // control characters and bidi overrides

/** Code points after NFC, as the engine counts them. */
export const charCount = (text) => [...text.normalize("NFC")].length;

/**
 * Why `text` cannot be the answer or its reading, or null. Checked here because the server
 * sees the answer only at the reveal: an answer it would refuse then must not be committed to.
 */
function answerProblem(text, { optional = false } = {}) {
  if (charCount(text) > NOTE_CHARS) return tt("over_limit", { max: NOTE_CHARS });
  if (!text.trim()) return optional && !text ? null : tt("answer_empty");
  return BAD_CHARS.test(text) ? tt("answer_control") : null;
}

/** A labelled one-line input bound to ui.drafts[key]; its counter turns red past `max`. */
function field(ui, key, label, { max, testid, redraw, disabled = false }) {
  const value = ui.drafts[key] ?? "";
  const n = charCount(value);
  return h(
    "label",
    { class: "tq-field", "data-key": `field-${key}` },
    h("span", {}, label),
    h("input", {
      type: "text",
      value,
      disabled,
      autocomplete: "off",
      spellcheck: "false",
      "data-testid": testid,
      oninput: (e) => {
        ui.drafts[key] = e.target.value;
        redraw();
      },
    }),
    h("small", { class: ["tq-count", n > max && "over"], "data-testid": `${testid}-count` }, tt("chars", { n, max })),
  );
}

/** The host chooses the answer; the browser commits to it (`act.commit(answer, reading)`). */
export function commitPrompt(ui, { act, busy }) {
  const answer = ui.drafts.answer ?? "";
  const reading = ui.drafts.reading ?? "";
  const problem = answer ? answerProblem(answer) ?? answerProblem(reading, { optional: true }) : null;
  return h(
    "section",
    { class: "tq-prompt mine", "data-testid": "prompt-commit", "data-key": "prompt-commit" },
    h("h3", {}, tt("commit_title")),
    h("p", { class: "tq-reminder", "data-testid": "duplicate-reminder" }, tt("commit_reminder")),
    field(ui, "answer", tt("answer_label"), { max: NOTE_CHARS, testid: "answer-input", redraw: act.redraw, disabled: ui.committing }),
    field(ui, "reading", tt("reading_label"), { max: NOTE_CHARS, testid: "reading-input", redraw: act.redraw, disabled: ui.committing }),
    problem ? h("p", { class: "tq-hint error", "data-testid": "answer-problem" }, problem) : null,
    h(
      "div",
      { class: "tq-actions" },
      answerButton("commit", ui.committing ? tt("committing") : tt("btn_commit"), () => act.commit(answer, reading), {
        class: "primary",
        disabled: busy || ui.committing || !answer || Boolean(problem),
      }),
    ),
    h("p", { class: "small muted" }, tt("commit_note")),
  );
}

/** The answer this browser keeps, in the host's sight while replying; `unkept`: only this tab holds it. */
export function keptLine(secret, unkept) {
  const answer = secret && (secret.reading ? `${secret.answer} (${secret.reading})` : secret.answer);
  return h(
    "div",
    { class: ["tq-kept small", (!secret || unkept) && "error"], "data-testid": "kept-answer", "data-key": "kept" },
    h("p", {}, secret ? tt("your_answer", { answer }) : tt("answer_lost")),
    unkept ? h("p", {}, tt("not_kept", { salt: secret.salt })) : null,
  );
}

/** Yes, no or declined, with an optional note, to the oldest question or guess waiting (R6). */
export function replyPrompt(view, ui, { act, busy, name }) {
  const pending = view.messages.find((m) => m.id === view.pending);
  if (!pending) return h("p", { class: "tq-prompt", "data-testid": "no-pending", "data-key": "prompt-reply" }, tt("no_pending"));
  const note = (ui.drafts.note ?? "").trim();
  const reply = (answer) => act.send({ type: "reply", to: pending.id, reply: answer, ...(note ? { note } : {}) });
  return h(
    "section",
    { class: "tq-prompt mine", "data-testid": "prompt-reply", "data-key": "prompt-reply", "data-to": String(pending.id) },
    h("h3", {}, tt("reply_title", { name: name(pending.seat), kind: tt(`kind.${pending.kind}`) })),
    h("p", { class: "tq-asked", "data-testid": "pending-text" }, messageText(view, pending)),
    pending.kind === "guess" ? h("p", { class: "small muted" }, tt("guess_yes_note")) : null,
    h(
      "div",
      { class: "tq-actions" },
      ["yes", "no", "declined"].map((answer) => answerButton(`reply-${answer}`, tt(`btn_${answer}`), () => reply(answer), { class: `reply-${answer}`, disabled: busy })),
    ),
    field(ui, "note", tt("note_label"), { max: NOTE_CHARS, testid: "note-input", redraw: act.redraw }),
  );
}

/** The reveal (R10): answer, reading and salt, prefilled from this browser's keeping. */
export function revealPrompt(ui, { act, busy }) {
  const { answer = "", reading = "", salt = "" } = ui.drafts;
  return h(
    "section",
    { class: "tq-prompt mine", "data-testid": "prompt-reveal", "data-key": "prompt-reveal" },
    h("h3", {}, tt("reveal_title")),
    h("p", { class: "small muted" }, tt("reveal_note")),
    field(ui, "answer", tt("answer_label"), { max: NOTE_CHARS, testid: "reveal-answer", redraw: act.redraw }),
    field(ui, "reading", tt("reading_label"), { max: NOTE_CHARS, testid: "reveal-reading", redraw: act.redraw }),
    field(ui, "salt", tt("salt_label"), { max: 32, testid: "reveal-salt", redraw: act.redraw }),
    h(
      "div",
      { class: "tq-actions" },
      answerButton("reveal", tt("btn_reveal"), () => act.send({ type: "reveal", answer: answer.normalize("NFC"), reading: reading.normalize("NFC"), salt: salt.trim() }), {
        class: "primary",
        disabled: busy || !answer,
      }),
    ),
  );
}
