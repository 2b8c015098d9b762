// The turn clock above every game's table (docs/protocol.md, "Turn clock"), drawn by the table
// page around the game's renderer. At a table with a turn timeout the person sees their own time
// left, large, and that of the other people on turn, small. The server says each deadline in
// its Unix milliseconds with its time `now`; a timer here counts down against them, corrected by
// the difference between `now` and this device's clock, so a device whose clock is wrong still
// counts right. The last SHORT_MS are emphasised. Below the clock, the timeouts in a row so far
// (AWAY_AFTER marks the person away). The strip appears with the first clock of the table and
// then keeps its height, so the table below does not jump at each turn. Once a game a stand-in
// finished for the person is over, the strip says instead that they abandoned it.

import { h, morphChildren } from "../dom.js";
import { t } from "../i18n.js";
import { playerName } from "../players.js";

const SHORT_MS = 15_000; // time short: the clock turns red
const TICK_MS = 250;

/** "1:05" for 65 s left (whole seconds, rounded up: 0:00 only when time is up). */
export function clockText(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The strip: {el, update(state), destroy()}; update with every state the client holds. */
export function turnClock() {
  const el = h("div", { class: "turn-clock", "data-testid": "turn-clock" });
  let state = null;
  let seq = null;
  let skew = 0; // the server's clock minus this device's
  let timer = null;
  let ticking = false; // a clock ran at this table: the strip keeps its place from then on

  function update(next) {
    state = next;
    if (next?.table && next.seq !== seq) {
      seq = next.seq;
      if (Number.isFinite(next.table.now)) skew = next.table.now - Date.now();
    }
    draw();
  }

  function draw() {
    const table = state?.table;
    const running = table?.status === "playing" && table.players.some((player) => player.deadline !== null && player.deadline !== undefined);
    if (running && timer === null) timer = setInterval(draw, TICK_MS);
    if (!running && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
    morphChildren(el, table ? contents(table) : []);
  }

  function contents(table) {
    const you = table.you ?? null;
    if (table.status === "finished" && you !== null && table.abandoned?.includes(you)) {
      return [h("p", { class: "clock-abandoned", role: "status", "data-testid": "abandoned-note", "data-key": "abandoned" }, t("abandoned_note", { n: table.away_after }))];
    }
    if (table.status !== "playing" || !table.turn_timeout) return [];
    const now = Date.now() + skew;
    const left = (player) => player.deadline - now;
    const timed = table.players.filter((player) => player.deadline !== null && player.deadline !== undefined);
    ticking ||= timed.length > 0;
    if (!ticking) return []; // a game whose moves are never timed here (Twenty Questions) shows no clock
    const mine = timed.find((player) => player.seat === you);
    const others = timed.filter((player) => player.seat !== you);
    const me = you === null ? null : table.players[you];
    const parts = [];
    if (mine) {
      const short = left(mine) <= SHORT_MS;
      parts.push(
        h(
          "span",
          { class: ["clock-mine", short && "short"], role: "timer", "data-testid": "my-clock", "data-key": "mine", "data-short": String(short) },
          t("clock_yours"),
          " ",
          h("b", { class: "clock-time" }, clockText(left(mine))),
        ),
      );
    }
    for (const player of others) {
      const short = left(player) <= SHORT_MS;
      parts.push(
        h(
          "span",
          { class: ["clock-other", short && "short"], "data-testid": `clock-${player.seat}`, "data-key": `other-${player.seat}` },
          playerName(player),
          " ",
          h("span", { class: "clock-time" }, clockText(left(player))),
        ),
      );
    }
    if (me && !me.standin && me.timeouts > 0) {
      parts.push(h("span", { class: "clock-warning", "data-testid": "clock-timeouts", "data-key": "timeouts" }, t("clock_timeouts", { n: me.timeouts, max: table.away_after })));
    }
    // Nobody's clock runs now (a bot's turn): the strip keeps its place and says what the clock is.
    if (!parts.length) parts.push(h("span", { class: "clock-note", "data-key": "note" }, t("clock_setting", { time: clockText(table.turn_timeout * 1000) })));
    return parts;
  }

  return {
    el,
    update,
    destroy() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
