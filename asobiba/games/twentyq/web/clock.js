// The room's clock (TWENTYQ-R13–R15): the time left, and the moves time opens — the host's
// retirement after the presence from the first reply, time up once the limit (times the
// extensions) has passed, the askers' vote that the host has left after the idle timeout, and
// the extension vote in the last hour of a limit. Judged by this browser's clock against the
// server's stamps in the view, so a button appears when its time comes without another move;
// the server judges again by its own stamp and says why when it refuses.

import { h } from "/static/dom.js";
import { answerButton } from "/static/kit/prompts.js";
import { tt } from "./labels.js";

const MINUTE = 60_000;
const EXTEND_SHOWN = 60 * MINUTE; // the extension vote is offered in the last hour, or once someone voted

/** The moments of the room: deadline (null without a limit), retire and abandon (null before they can come). */
function moments(view) {
  const { options, clock } = view;
  const deadline = options.time_limit && clock.started != null ? clock.started + options.time_limit * MINUTE * (1 + clock.extended) : null;
  const replied = clock.first_reply;
  const retire = replied === null ? null : replied + options.min_host_presence * MINUTE;
  const since = clock.last_host_post ?? clock.started;
  const abandon = since == null ? null : since + options.host_idle_timeout * MINUTE;
  return { deadline, retire, abandon };
}

/** "5 h 03 min", "12 min", "0 min"; "5時間03分", "12分". */
function span(ms) {
  const minutes = Math.max(0, Math.ceil(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  return hours ? tt("span_hours", { h: hours, m: String(minutes % 60).padStart(2, "0") }) : tt("span_minutes", { m: minutes });
}

/** The time left as a chip for the status line, or null without a limit. */
export function timeChip(view, now) {
  const { deadline } = moments(view);
  if (deadline === null) return null;
  const extended = view.clock.extended ? ` · ${tt("extended", { n: view.clock.extended })}` : "";
  return h("span", { class: "tq-chip", "data-testid": "time-left" }, tt("time_left", { t: span(deadline - now) }), extended);
}

/** The time-gated moves open to `me` now, as buttons; null when none is. */
export function timePrompt(view, me, { act, busy, now }) {
  const { deadline, retire, abandon } = moments(view);
  const host = me === view.host;
  const bot = view.options.host === "bot";
  const muted = view.muted.includes(me);
  const { extend_votes: extendVotes, abandon_votes: abandonVotes } = view.clock;
  const buttons = [];
  const button = (type, label, attrs = {}) => buttons.push(answerButton(`time-${type}`, label, () => act.send({ type }), { class: "small-btn", disabled: busy, ...attrs }));
  if (host && !bot && retire !== null && now >= retire) button("retire", tt("btn_retire"), { title: tt("retire_title") });
  if (deadline !== null && now >= deadline) button("time_up", tt("btn_time_up"), { class: "small-btn primary" });
  const voting = extendVotes.length > 0 || (deadline !== null && deadline - now <= EXTEND_SHOWN);
  if (deadline !== null && voting && !muted && !(host && bot) && !extendVotes.includes(me)) button("extend", tt("btn_extend", { n: extendVotes.length }));
  if (!host && !muted && abandon !== null && now >= abandon && !abandonVotes.includes(me)) {
    button("abandon", tt("btn_abandon", { n: abandonVotes.length }), { title: tt("abandon_title") });
  }
  if (!buttons.length) return null;
  return h("section", { class: "tq-prompt tq-time", "data-testid": "prompt-time", "data-key": "prompt-time" }, h("div", { class: "tq-actions" }, buttons));
}
