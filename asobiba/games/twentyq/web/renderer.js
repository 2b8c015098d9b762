// Twenty Questions at the table, drawn from the latest state's `view` (the shared format,
// docs/twentyq.md): a room where the askers post and the host replies (rules/twentyq.md).
//
// Layout: the status line (the counter "question 7/20", the commitment — short, the full hex
// on tap or hover — the host, the time left); then what I am asked (the host's commitment,
// reply or reveal; an asker's question, guess or chat; the moves time opens), the result at
// the end; the players with the host's mute buttons; the numbered question list. On a laptop
// the list stands right of the rest and scrolls by itself; on a phone everything stacks.
//
// Drafts live in `ui` and are drawn back into the inputs on every redraw (the morph keeps
// the nodes, and a value drawn is a value set). A draft is cleared only once the server has
// taken the message, so a refused one (too long, a control character) stays to be fixed.

import { h } from "/static/dom.js";
import { createTable } from "/static/kit/table.js";
import { ruleLink, spectatorLine } from "/static/kit/prompts.js";
import { standinBanner } from "/static/kit/panels.js";
import { tt } from "./labels.js";
import { commitTo, keptSecret, revealChecked } from "./commitment.js";
import { messageList, playersPanel, stepOf } from "./room.js";
import { commitPrompt, keptLine, replyPrompt, revealPrompt } from "./host.js";
import { askerPrompt } from "./asker.js";
import { timeChip, timePrompt } from "./clock.js";
import { endPanel } from "./ending.js";

const TICK_MS = 15_000; // time-gated buttons and the time left follow the clock between moves

/**
 * Who is to act, as the engine's to_act has it (legal.py), time-gated moves aside: the host
 * while a commitment, a reply or the reveal is due; askers free to post. The kit reads it
 * (data-to-act, the chime on one's turn), and `phase`, which the format names `step`.
 */
function toAct(view) {
  const step = view.step;
  if (step === "commit" || step === "reveal") return [view.host];
  if (step !== "ask") return [];
  const waiting = new Set(view.messages.filter((m) => m.kind !== "chat" && !m.reply).map((m) => m.seat));
  const askers = [...Array(view.players).keys()].filter((seat) => seat !== view.host && !view.muted.includes(seat) && !waiting.has(seat));
  return view.pending !== null || !askers.length ? [view.host, ...askers] : askers;
}

const forKit = (view) => ({ ...view, phase: view.phase ?? view.step, to_act: view.to_act ?? toAct(view) });

/** Keep the newest message in sight when one comes in (the list scrolls by itself on a laptop). */
function followNewest(root) {
  const room = root.querySelector(".tq-room");
  const newest = room?.querySelector("[data-testid=messages]")?.lastElementChild?.dataset.key;
  if (!room || room._newest === newest) return;
  room._newest = newest;
  room.scrollTop = room.scrollHeight;
}

function shortHex(hex) {
  return `${hex.slice(0, 8)}…${hex.slice(-4)}`;
}

export function createView(root, ctx) {
  const ui = {
    kind: "question", // the asker's tab
    drafts: {}, // input texts by field: question, guess, chat, note, answer, reading, salt
    menuPick: "", // the menu question chosen under a bot host
    fullHash: false, // the commitment shown whole
    committing: false,
    outbox: null, // {field, after}: a draft sent, cleared once a message of mine beyond `after` is in
    noteFor: null, // the pending id the note was written for
    revealFilled: false,
    secret: null, // the secret this tab made when localStorage would not keep it
    hint: null, // {text, rules}: the server's refusal of my last message, and the rules it cites
  };
  const table = createTable(root, "twentyq", draw, {
    data: (state) => ({ step: stepOf(state.view), count: String(state.view.count), pendingId: String(state.view.pending ?? ""), check: checkWord(state.view) }),
    fresh,
    refused: (text) => (ui.hint = { text, rules: table.state.error.rules }),
  });
  const { name } = table;
  const me = () => table.state.seat;
  const timer = setInterval(() => table.state && stepOf(table.state.view) === "ask" && table.redraw(), TICK_MS);

  function fresh(state) {
    const v = state.view;
    ui.hint = null;
    if (ui.outbox && v.messages.some((m) => m.id >= ui.outbox.after && m.seat === state.seat)) {
      if (ui.outbox.field === "menu") ui.menuPick = "";
      else ui.drafts[ui.outbox.field] = "";
      ui.outbox = null;
    }
    if (ui.noteFor !== v.pending) {
      ui.drafts.note = "";
      ui.noteFor = v.pending;
    }
    if (stepOf(v) === "reveal" && state.seat === v.host && !ui.revealFilled) {
      const secret = mySecret();
      Object.assign(ui.drafts, { answer: secret?.answer ?? "", reading: secret?.reading ?? "", salt: secret?.salt ?? "" });
      ui.revealFilled = true;
    }
  }

  const mySecret = () => keptSecret(ctx.tableId) ?? ui.secret;

  function send(move) {
    ui.hint = null;
    if (ctx.move(move)) table.redraw();
  }

  /** A message from a draft: the draft is cleared when the server has taken it (fresh). */
  function post(field, move) {
    ui.outbox = { field, after: table.state.view.messages.length };
    send(move);
  }

  async function commit(answer, reading) {
    ui.committing = true;
    table.redraw();
    try {
      const { secret, kept } = await commitTo(ctx.tableId, answer, reading);
      ui.secret = kept ? null : secret; // kept in this tab alone when the storage refused it
      send({ type: "commit", commitment: secret.commitment });
    } finally {
      ui.committing = false;
      table.redraw();
    }
  }

  const act = { send, post, commit, redraw: () => table.redraw() };

  function checkWord(view) {
    if (!view.reveal || !view.commitment) return "";
    const checked = revealChecked(view.commitment, view.reveal, act.redraw);
    return checked === null ? "checking" : checked ? "verified" : "mismatch";
  }

  // -- drawing -----------------------------------------------------------------------------------

  function commitmentChip(v) {
    if (!v.commitment) return h("span", { class: "tq-chip", "data-testid": "commitment" }, tt("commitment"), ": ", tt("commitment_none"));
    return h(
      "button",
      {
        type: "button",
        class: ["tq-chip tq-hash", ui.fullHash && "full"],
        "data-testid": "commitment",
        "data-hex": v.commitment,
        title: `${tt("commitment_title")}\n${v.commitment}`,
        "aria-expanded": String(ui.fullHash),
        onclick: () => {
          ui.fullHash = !ui.fullHash;
          table.redraw();
        },
      },
      tt("commitment"),
      ": ",
      h("code", {}, ui.fullHash ? v.commitment : shortHex(v.commitment)),
    );
  }

  function statusLine(v, now) {
    const bot = v.options.host === "bot";
    return h(
      "div",
      { class: "tq-status", "data-testid": "status", "data-key": "status" },
      h("span", { class: "tq-title" }, tt("title")),
      h("strong", { class: "tq-counter", "data-testid": "counter" }, tt("counter", { n: v.count, limit: v.limit })),
      commitmentChip(v),
      h("span", { class: "tq-host small", "data-testid": "host-name" }, tt("host_is", { name: name(v.host) }), bot ? ` (${tt("bot_host")})` : ""),
      stepOf(v) === "ask" ? timeChip(v, now) : null,
      h("a", { href: "#/help/twentyq", target: "_blank", rel: "noopener", class: "small", "data-testid": "rules-link" }, tt("rules")),
    );
  }

  /** What I am asked now, by step and seat; spectators get a line instead. */
  function prompts(v, state, now) {
    const seat = me();
    if (seat === null) return [spectatorLine("tq-")];
    const busy = Boolean(state.pending);
    const step = stepOf(v);
    const host = seat === v.host;
    const c = { act, busy, name, now };
    const out = [];
    if (step === "commit") out.push(host ? commitPrompt(ui, c) : h("p", { class: "tq-prompt", "data-testid": "wait-commit", "data-key": "wait" }, tt("wait_commit")));
    if (step === "ask" && host) out.push(keptLine(mySecret(), Boolean(ui.secret)), replyPrompt(v, ui, c));
    if (step === "ask" && !host) out.push(askerPrompt(v, seat, ui, c));
    if (step === "ask") out.push(timePrompt(v, seat, c));
    if (step === "reveal") out.push(host ? revealPrompt(ui, c) : h("p", { class: "tq-prompt", "data-testid": "wait-reveal", "data-key": "wait" }, tt("wait_reveal")));
    out.push(h("p", { class: ["tq-hint", ui.hint && "error"], "data-testid": "hint", role: "status", "data-key": "hint" }, ui.hint?.text ?? "", ruleLink("twentyq", ui.hint?.rules)));
    return out;
  }

  function draw(state) {
    const v = state.view;
    const now = Date.now();
    const over = v.result !== null && v.result !== undefined;
    const finished = state.table.status === "finished";
    return [
      standinBanner(state.table, me(), ctx.reclaim),
      statusLine(v, now),
      h(
        "div",
        { class: "tq-main", "data-key": "main" },
        h(
          "div",
          { class: "tq-side", "data-key": "side" },
          over ? endPanel(v, { name, checked: v.reveal ? revealChecked(v.commitment, v.reveal, act.redraw) : null, tableId: ctx.tableId, finished }) : null,
          prompts(v, state, now),
          playersPanel(v, { name, me: me(), players: state.table.players, act, busy: Boolean(state.pending) }),
        ),
        messageList(v, name),
      ),
    ];
  }

  return {
    update(state, history) {
      table.update({ ...state, view: forKit(state.view) }, history);
      followNewest(table.el);
    },
    destroy() {
      clearInterval(timer);
    },
  };
}
