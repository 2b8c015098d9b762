// The person's own settings at a table, kept in localStorage: how fast the bots play (the
// page tells the server: docs/protocol.md, "pace") and whether a chime says it is their turn
// (sound.js).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { setSound, soundOn } from "./sound.js";

const PACES = ["slow", "normal", "fast"];
const PACE_KEY = "asobiba.pace";

/** The pace chosen last (normal until one is). */
export function savedPace() {
  try {
    const pace = localStorage.getItem(PACE_KEY);
    return PACES.includes(pace) ? pace : "normal";
  } catch {
    return "normal";
  }
}

function savePace(pace) {
  try {
    localStorage.setItem(PACE_KEY, pace);
  } catch {
    // not remembered, but this page still follows it
  }
}

/** The row of settings; onPace(pace) once the person chose another pace. */
export function settingsRow(onPace) {
  const pace = savedPace();
  const choose = (event) => {
    savePace(event.target.value);
    onPace(event.target.value);
  };
  return h(
    "div",
    { class: "kit-settings", "data-testid": "table-settings" },
    h(
      "label",
      {},
      t("pace_label"),
      h("select", { "data-testid": "pace", onchange: choose }, PACES.map((value) => h("option", { value, selected: value === pace }, t(`pace_${value}`)))),
    ),
    h(
      "label",
      {},
      h("input", { type: "checkbox", "data-testid": "sound", checked: soundOn(), onchange: (event) => setSound(event.target.checked) }),
      t("sound_turn"),
    ),
  );
}
