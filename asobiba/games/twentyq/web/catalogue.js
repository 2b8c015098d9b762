// The built-in catalogue's menu as the browser reads it from the view (asobiba/games/twentyq/
// catalogue.py, view.py): under host=bot the view carries the menu questions ({id, group,
// text: {en, ja}}, in catalogue order), so each reader sees them in their own language.
// Anything else (a typed question, a catalogued guess, whose text is its English name) is
// shown as posted. A bot host's one note (declining a typed question) is written in both
// languages, "ja / en" (bots.py DECLINE_NOTE), and read in the reader's.

import { getLang, localized } from "/static/i18n.js";

const menus = new WeakMap(); // view → Map(id → menu question)

function menuById(view) {
  if (!menus.has(view)) menus.set(view, new Map((view.menu || []).map((question) => [question.id, question])));
  return menus.get(view);
}

/** The menu questions grouped in catalogue order: [[group, [question …]] …]. */
export function menuGroups(view) {
  const groups = new Map();
  for (const question of view.menu || []) {
    if (!groups.has(question.group)) groups.set(question.group, []);
    groups.get(question.group).push(question);
  }
  return [...groups];
}

/** A message's text in the reader's language when it is a menu question, else as posted. */
export function messageText(view, message) {
  const known = message.menu && menuById(view).get(message.menu);
  return known ? localized(known.text) : message.text;
}

/** A reply's note as the reader reads it: a bot host's in the reader's language, a person's as written. */
export function noteText(view, note) {
  const [ja, en] = note.split(" / ");
  if (view.options.host !== "bot" || en === undefined) return note;
  return getLang() === "ja" ? ja : en;
}

/** The menu questions already asked and not declined: asking one again tells nothing (the engine refuses it). */
export function askedMenus(view) {
  return new Set(view.messages.filter((m) => m.menu && m.reply !== "declined").map((m) => m.menu));
}
