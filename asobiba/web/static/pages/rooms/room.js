// #/rooms/<slug>[?invite=TOKEN]: one room. Its name and description, joining and leaving
// (with the invitation token of the link, when there is one), its own lobby (the main
// lobby's code on GET /api/rooms/<slug>/tables), a table under this month's rules, its
// members, and the operators' tools (rooms/admin.js).

import { h, replace, morphChildren } from "../../dom.js";
import { localized, t } from "../../i18n.js";
import * as api from "../../api.js";
import { createLobby } from "../lobby.js";
import { createAdmin } from "./admin.js";
import { createNewTable } from "./newtable.js";
import { createReserve } from "./reserve.js";
import { createRankings } from "./rankings.js";
import { errorBox, whenLoggedIn } from "./common.js";

export function mount(el, ctx) {
  const [slug, query] = ctx.params;
  const invite = new URLSearchParams(query || "").get("invite");
  const base = `/api/rooms/${slug}`;
  let room = null;
  let lobby = null;
  let admin = null;
  let members = [];
  let reserve = null;

  const head = h("section", { class: "panel pad rooms-head", "data-testid": "room-head" }, h("p", { class: "muted" }, t("loading")));
  const joinBox = errorBox("room-join-error");
  const membersBox = errorBox("room-members-error");
  const lobbyEl = h("section", { class: "panel lobby", "data-testid": "lobby" });
  const tableEl = h("section", { class: "panel pad rooms-new-table", "data-testid": "room-new-table", hidden: true });
  const membersEl = h("section", { class: "panel pad rooms-members", "data-testid": "room-members" });
  const adminEl = h("section", { class: "panel pad rooms-admin", "data-testid": "room-admin", hidden: true });
  const rankings = createRankings({ base });
  replace(el, h("div", { class: "rooms-page" }, head, h("div", { class: "home-grid" }, lobbyEl, tableEl), rankings.el, membersEl, adminEl));

  async function load() {
    try {
      room = await api.get(base);
    } catch (error) {
      // A members-only room is hidden from anyone outside it, an invitee too: the link's
      // token is the way in, so offer it on the slug alone.
      const invited = invite && error.code === "room/not_found";
      replace(
        head,
        h("p", { class: "small" }, h("a", { href: "#/rooms" }, t("rooms_back"))),
        h("h1", {}, slug),
        invited ? h("p", {}, t("rooms_invited")) : null,
        invited ? h("div", { class: "row rooms-you", "data-testid": "room-you", "data-you": "" }, button("room-join", t("rooms_join_invite"), join)) : null,
        joinBox.el,
      );
      if (!invited) joinBox.show(error);
      return;
    }
    lobby ??= createLobby(lobbyEl, { ...ctx, requireUser: (action) => whenLoggedIn(joinBox, action), report: (error) => joinBox.show(error) }, { path: `${base}/tables` });
    renderHead();
    await Promise.all([loadMembers(), renderTools(), rankings.load()]);
  }

  function renderHead() {
    const you = room.you;
    let action;
    if (you === "pending") action = [h("span", { class: "badge", "data-testid": "room-pending" }, t("rooms_pending")), button("room-leave", t("rooms_withdraw"), leave)];
    else if (you) action = [h("span", { class: "badge", "data-testid": "room-role" }, t(`rooms_role_${you}`)), button("room-leave", t("rooms_leave"), leave)];
    else action = button("room-join", invite ? t("rooms_join_invite") : t("rooms_join"), join);
    morphChildren(
      head,
      h("p", { class: "small" }, h("a", { href: "#/rooms" }, t("rooms_back"))),
      h("h1", { "data-testid": "room-name" }, localized(room.name)),
      h("p", { class: "rooms-description", "data-testid": "room-description" }, localized(room.description)),
      h(
        "p",
        { class: "small muted" },
        t("rooms_members_n", { n: room.members }),
        " · ",
        t(`rooms_visibility_${room.visibility}`),
        " · ",
        t(`rooms_membership_${room.membership}`),
      ),
      h("div", { class: "row rooms-you", "data-testid": "room-you", "data-you": you ?? "" }, action),
      joinBox.el,
    );
  }

  function button(testid, label, onclick) {
    return h("button", { type: "button", class: testid === "room-join" ? "primary" : "", "data-testid": testid, onclick }, label);
  }

  function join() {
    whenLoggedIn(joinBox, async () => {
      room = await api.post(`${base}/join`, invite ? { invite } : {});
      if (!lobby) return load(); // joined a room that was hidden until now: draw it all
      await afterChange();
    });
  }

  function leave() {
    whenLoggedIn(joinBox, async () => {
      room = await api.post(`${base}/leave`);
      await afterChange();
    });
  }

  async function afterChange() {
    renderHead();
    lobby?.refresh();
    await Promise.all([loadMembers(), renderTools()]);
  }

  async function loadMembers() {
    try {
      members = await api.get(`${base}/members`);
    } catch {
      members = []; // a room that is no longer visible to this person: the head says why
    }
    renderMembers();
  }

  function renderMembers() {
    const operator = room.you === "operator";
    const rows = members.map((m) => {
      const tools = [];
      if (operator && m.role === "pending") tools.push(memberButton(m, "member", t("rooms_approve"), "approve"));
      if (operator && m.role === "member") tools.push(memberButton(m, "operator", t("rooms_make_operator"), "promote"));
      return h(
        "li",
        { class: `rooms-member role-${m.role}`, "data-key": String(m.user_id), "data-testid": `member-${m.name}`, "data-role": m.role },
        h("a", { href: `#/player/${m.user_id}` }, m.name),
        m.role === "member" ? null : h("span", { class: "badge" }, t(`rooms_role_${m.role}`)),
        tools,
      );
    });
    morphChildren(membersEl, h("h2", {}, t("rooms_members")), h("ul", { class: "rooms-member-list" }, rows.length ? rows : h("li", { class: "muted" }, t("rooms_members_none"))), membersBox.el);
  }
  function memberButton(member, role, label, action) {
    const onclick = () =>
      whenLoggedIn(membersBox, async () => {
        members = await api.post(`${base}/members/${member.user_id}`, { role });
        renderMembers();
      });
    return h("button", { type: "button", class: "small-btn", "data-testid": `${action}-${member.name}`, onclick }, label);
  }

  async function renderTools() {
    const inside = room.you === "member" || room.you === "operator";
    tableEl.hidden = !inside;
    (reserve ??= createReserve(el.querySelector(".home-grid"), { base, navigate: ctx.navigate })).show(inside);
    if (inside) await createNewTable(tableEl, { base, navigate: ctx.navigate });
    adminEl.hidden = room.you !== "operator";
    if (room.you === "operator") admin ??= createAdmin(adminEl, { base, onRules: () => createNewTable(tableEl, { base, navigate: ctx.navigate }) });
  }

  load();
  return {
    unmount() {
      lobby?.destroy();
    },
    session: load,
  };
}
