// How a seated player is named on screen. The server calls every bot "Bot (<level>)";
// the client numbers them by seat so that four bots can be told apart.

import { t } from "./i18n.js";

export function playerName(player, seat = player?.seat) {
  if (!player) return t("seat_label", { n: seat + 1 });
  if (player.kind === "bot") return t("bot_name", { n: seat + 1, level: levelName(player.level || "normal") });
  if (player.kind === "open") return t("open_seat");
  return player.name;
}

/** A short form for narrow places (score columns, trick labels). */
export function shortName(player, seat = player?.seat) {
  if (player?.kind === "bot") return t("bot_short", { n: seat + 1 });
  const full = playerName(player, seat);
  return full.length > 8 ? `${full.slice(0, 7)}…` : full;
}

/** A bot level on screen; an external program (level "mjai", "mjai-2"…) by its name. */
function levelName(level) {
  return ["random", "easy", "normal", "hard"].includes(level) ? t(`level_${level}`) : level;
}
