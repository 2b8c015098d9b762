// Replays. Two addresses:
//
//   #/replay/<table id>?step=S&seat=N   a finished table at step S as seat N sees it (seat=all:
//                                       every hand open; no seat: a spectator). The address
//                                       follows every step, so it is the link to share.
//   #/replay                            open a record file (JSON) from this computer; the server
//                                       replays it without keeping it, so it has no link.

import { h, replace } from "../dom.js";
import { localized, t } from "../i18n.js";
import * as api from "../api.js";
import { loadGame } from "../games/index.js";
import { createReplayer, seatValue } from "../replayer.js";

export function mount(el, ctx) {
  const [tableId, query] = ctx.params;
  let replayer = null;
  let errorBox = null;
  let index = null; // the server's index, once loaded
  let gameTitle = null; // {en, ja}
  let formats = []; // the game's other record formats (Riichi: mjai, tenhou6)

  const share = h("input", { type: "text", readonly: true, "data-testid": "replay-link", onfocus: (event) => event.target.select() });
  const file = h("input", { type: "file", accept: ".json,application/json", "data-testid": "replay-file", onchange: () => readFile(file.files[0]) });
  const head = h("header", { class: "replay-head" });
  const body = h("div", { class: "replay-body" }, h("p", { class: "muted" }, t("loading")));
  replace(el, head, body);
  drawHead();

  function drawHead() {
    const title = gameTitle ? `${t("replay_title")} · ${localized(gameTitle)}` : t("replay_title");
    const links = index && tableId
      ? [
          h("label", { class: "field share" }, h("span", {}, t("replay_link")), share),
          h(
            "p",
            { class: "small row" },
            h("a", { href: `/api/tables/${tableId}/record`, download: `asobiba-${index.table.game}-${tableId}.json`, "data-testid": "replay-download" }, "⬇ ", t("download_record")),
            formats.map((form) => h("a", { href: `/api/tables/${tableId}/record?format=${form}`, download: "", "data-testid": `replay-download-${form}` }, "⬇ ", t(`record_format_${form}`))),
          ),
        ]
      : null;
    const picker = tableId
      ? null
      : h("section", { class: "panel replay-file" }, h("label", { class: "field" }, h("span", {}, t("replay_open_file")), file), h("p", { class: "muted small" }, t("replay_file_note")));
    replace(head, h("h1", {}, title), links, picker);
  }

  function report(error) {
    errorBox?.remove();
    errorBox = ctx.showError(error, body);
  }

  async function open(loaded, source, start) {
    const [games, renderer] = await Promise.all([api.games().catch(() => []), loadGame(loaded.table.game)]);
    index = loaded;
    const game = games.find((g) => g.id === index.table.game);
    gameTitle = game?.title ?? { en: index.table.game, ja: index.table.game };
    formats = game?.formats ?? [];
    drawHead();
    replayer?.destroy();
    replayer = createReplayer(replace(body), { source, index, renderer, tableId: index.table.id, start, moved, report, navigate: ctx.navigate });
  }

  function moved(at) {
    if (!tableId) return;
    const params = new URLSearchParams({ step: String(at.step) });
    if (at.seat !== null) params.set("seat", String(at.seat));
    const hash = `#/replay/${tableId}?${params}`;
    history.replaceState(null, "", hash); // no hashchange: the page stays as it is
    share.value = new URL(hash, window.location.href).href;
  }

  async function openTable() {
    const params = new URLSearchParams(query ?? "");
    const base = `/api/tables/${encodeURIComponent(tableId)}/replay`;
    try {
      const source = { step: (step, seat) => api.get(`${base}/${step}${seat === null ? "" : `?seat=${seat}`}`) };
      await open(await api.get(base), source, { step: Number.parseInt(params.get("step") ?? "0", 10), seat: seatValue(params.get("seat")) });
    } catch (error) {
      replace(body);
      report(error);
      if (error.code === "table/not_finished") body.append(h("a", { href: `#/table/${tableId}`, class: "btn" }, t("replay_to_table")));
    }
  }

  async function readFile(chosen) {
    if (!chosen) return;
    errorBox?.remove();
    let record;
    try {
      record = JSON.parse(await chosen.text());
    } catch (error) {
      errorBox = h("p", { class: "error", role: "alert", "data-testid": "error" }, t("replay_bad_file", { message: error.message }));
      body.prepend(errorBox);
      return;
    }
    try {
      const source = { step: (step, seat) => api.post(`/api/replay/${step}`, { record, seat }) };
      await open(await api.post("/api/replay", { record }), source, { step: 0, seat: null });
    } catch (error) {
      report(error);
    }
  }

  if (tableId) openTable();
  else replace(body);

  return {
    unmount() {
      replayer?.destroy();
    },
    relang() {
      drawHead();
      replayer?.relang();
    },
  };
}
