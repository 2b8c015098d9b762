// #/rooms: the listed rooms, and the form that creates one (registered people only: the
// server refuses guests with a coded reason, shown under the form).

import { h, replace, morphChildren } from "../../dom.js";
import { localized, t } from "../../i18n.js";
import * as api from "../../api.js";
import { errorBox, firstLine, whenLoggedIn } from "./common.js";

const VISIBILITIES = ["listed", "unlisted", "members"];
const MEMBERSHIPS = ["open", "approval", "invite"];

export function mount(el, ctx) {
  const list = h("div", { class: "rooms-list", "data-testid": "rooms-list" }, h("p", { class: "muted" }, t("loading")));
  const formEl = h("section", { class: "panel pad rooms-create", "data-testid": "rooms-create" });
  replace(el, h("div", { class: "rooms-page" }, h("section", { class: "panel pad" }, h("h1", {}, t("rooms_title")), h("p", { class: "muted" }, t("rooms_lead")), list), formEl));

  async function load() {
    try {
      const rooms = await api.get("/api/rooms");
      morphChildren(list, rooms.length ? rooms.map(card) : h("p", { class: "muted" }, t("rooms_none")));
    } catch (error) {
      ctx.showError(error, el);
    }
  }

  function card(room) {
    return h(
      "a",
      { class: "rooms-card", href: `#/rooms/${room.slug}`, "data-key": room.slug, "data-testid": `room-${room.slug}` },
      h("strong", {}, localized(room.name)),
      h("span", { class: "muted small" }, firstLine(localized(room.description))),
      h("span", { class: "small" }, t("rooms_members_n", { n: room.members })),
    );
  }

  function renderForm() {
    const user = api.getSession().user;
    if (!user || user.guest) {
      return replace(formEl, h("h2", {}, t("rooms_create")), h("p", { class: "muted", "data-testid": "rooms-create-register" }, t("rooms_create_register"), " ", h("a", { href: "#/login" }, t("nav_login"))));
    }
    const box = errorBox("rooms-create-error");
    const field = (label, input) => h("label", { class: "field" }, h("span", {}, label), input);
    const select = (name, values) => h("select", { name, "data-testid": `rooms-${name}` }, values.map((v) => h("option", { value: v }, t(`rooms_${name}_${v}`))));
    const form = h(
      "form",
      { novalidate: true, onsubmit: submit },
      h("h2", {}, t("rooms_create")),
      field(t("rooms_slug"), h("input", { name: "slug", required: true, maxlength: 32, autocomplete: "off", "data-testid": "rooms-slug" })),
      h("small", { class: "hint" }, t("rooms_slug_hint")),
      h(
        "div",
        { class: "field-row" },
        field(t("rooms_name_en"), h("input", { name: "name_en", maxlength: 60, "data-testid": "rooms-name-en" })),
        field(t("rooms_name_ja"), h("input", { name: "name_ja", maxlength: 60, "data-testid": "rooms-name-ja" })),
      ),
      field(t("rooms_description_en"), h("textarea", { name: "description_en", rows: 3, maxlength: 2000, "data-testid": "rooms-description-en" })),
      field(t("rooms_description_ja"), h("textarea", { name: "description_ja", rows: 3, maxlength: 2000, "data-testid": "rooms-description-ja" })),
      h("div", { class: "field-row" }, field(t("rooms_visibility"), select("visibility", VISIBILITIES)), field(t("rooms_membership"), select("membership", MEMBERSHIPS))),
      box.el,
      h("button", { type: "submit", class: "primary", "data-testid": "rooms-create-submit" }, t("rooms_create_btn")),
    );
    replace(formEl, form);

    function submit(event) {
      event.preventDefault();
      // An empty field is left out: one name serves both languages, a description is optional.
      const body = Object.fromEntries([...new FormData(form)].filter(([, value]) => value.trim() !== ""));
      whenLoggedIn(box, async () => {
        const room = await api.post("/api/rooms", body);
        ctx.navigate(`#/rooms/${room.slug}`);
      });
    }
  }

  renderForm();
  load();
  return { unmount() {}, session: renderForm };
}
