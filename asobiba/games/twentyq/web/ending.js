// The end (TWENTYQ-R9–R12, R15): who won and why, the revealed answer with this browser's own
// check of the commitment — "verified" or "the answer does not match the commitment", never
// the server's word for it — and the guess audit: the guesses spelled like the answer.

import { h } from "/static/dom.js";
import { t } from "/static/i18n.js";
import { tt } from "./labels.js";
import { messageText } from "./catalogue.js";

function headline(result) {
  return tt(result.winner ? `winner.${result.winner}` : "winner.none");
}

function reason(view, result, name) {
  return tt(`result.${result.kind}`, { name: name(result.guesser), limit: view.limit });
}

/** `checked`: true, false, or null while this browser is still hashing. */
function verification(checked) {
  const word = checked === null ? "checking" : checked ? "verified" : "mismatch";
  return h(
    "strong",
    { class: `tq-check ${word}`, "data-testid": "verification", "data-check": word, title: tt("check_title") },
    checked === null ? "…" : checked ? "✔ " : "✘ ",
    tt(word),
  );
}

function auditList(view, name) {
  const guesses = view.messages.filter((m) => view.audit.includes(m.id));
  return h(
    "div",
    { class: "tq-audit", "data-testid": "audit" },
    h("h4", {}, tt("audit_title")),
    guesses.length
      ? h(
          "ul",
          {},
          guesses.map((m) =>
            h("li", { "data-testid": `audit-${m.id}` }, `#${m.number ?? "·"} `, name(m.seat), ": ", messageText(view, m), " → ", tt(m.reply ? `reply.${m.reply}` : "awaiting")),
          ),
        )
      : h("p", { class: "small muted" }, tt("audit_none")),
    guesses.length ? h("p", { class: "small muted" }, tt("audit_note")) : null,
  );
}

/** The result panel once the game has ended; `checked` is this browser's check of the reveal. */
export function endPanel(view, { name, checked, tableId, finished }) {
  const { result, reveal } = view;
  return h(
    "section",
    { class: "panel tq-end", "data-testid": "result", "data-key": "result", "data-kind": result.kind, "data-winner": result.winner ?? "" },
    h("h2", { "data-testid": "headline" }, "★ ", headline(result)),
    h("p", { "data-testid": "result-reason" }, reason(view, result, name)),
    reveal
      ? h(
          "div",
          { class: "tq-revealed" },
          h("p", { class: "tq-answer" }, tt("answer_was"), ": ", h("b", { "data-testid": "revealed-answer" }, reveal.answer), reveal.reading ? h("span", { "data-testid": "revealed-reading" }, ` (${reveal.reading})`) : null, " ", verification(checked)),
          h("p", { class: "tq-hex small" }, tt("salt_label"), ": ", h("code", { "data-testid": "revealed-salt" }, reveal.salt)),
          auditList(view, name),
        )
      : null,
    h(
      "p",
      { class: "row" },
      finished
        ? h("a", { class: "btn", href: `/api/tables/${tableId}/record`, download: `asobiba-twentyq-${tableId}.json`, "data-testid": "download-record" }, "⬇ ", t("download_record"))
        : null,
      h("a", { class: "btn", href: "#/", "data-testid": "back-lobby" }, t("back_lobby")),
    ),
  );
}
