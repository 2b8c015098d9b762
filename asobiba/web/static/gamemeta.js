// How the pages speak of a game, from GET /api/games (each game's metadata and options).

import { localized, t } from "./i18n.js";

/** "3–5 players", "4 players". */
export function seatsText(game) {
  const low = Math.min(...game.seats);
  const high = Math.max(...game.seats);
  return low === high ? t("seats_one", { n: low }) : t("seats_range", { low, high });
}

/** The described option `name` of `game` at `seats` players, if any. */
export function optionOf(game, seats, name) {
  return game?.options[String(seats)]?.find((option) => option.name === name) ?? null;
}

/** A choice's label as the game declares it, or the bare value. */
export function valueLabel(option, value) {
  const index = option?.values?.indexOf(value) ?? -1;
  return index >= 0 && option.value_labels ? localized(option.value_labels[index]) : String(value);
}

/**
 * A choice's label in a form whose other choices are `chosen` ({name: value}, defaults for the
 * rest): the value that stands for another option's choice (Daifugō's "As the preset", the
 * option's `follows`, docs/protocol.md) says what that choice gives now, "As the preset (On)".
 */
export function choiceLabel(game, seats, option, value, chosen) {
  const label = valueLabel(option, value);
  const follows = option.follows;
  if (!follows || value !== follows.value) return label;
  const leader = optionOf(game, seats, follows.option);
  const given = follows.values[chosen[follows.option] ?? leader?.default];
  return given === undefined ? label : t("value_follows", { label, value: valueLabel(option, given) });
}

/** The table's numeric options ("Played deals: 4", "Play to (points): 1000"), for a lobby row. */
export function numericOptions(game, seats, options) {
  return (game?.options[String(seats)] || [])
    .filter((option) => option.range && options?.[option.name] !== undefined)
    .map((option) => `${localized(option.label)}: ${options[option.name]}`);
}
