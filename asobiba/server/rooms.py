"""Rooms (docs/protocol.md, "Rooms"): a community's own place, with its members and operators.

A registered person creates a room and is its operator. Visibility says who may see it
(listed in /api/rooms, unlisted: anyone with its slug, members: its members only; to anyone
else it does not exist), membership how one joins (open, on approval, by invitation). Its rules
and its lobby: server/room_rules.py.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata
from typing import Any

from sqlalchemy.exc import IntegrityError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from asobiba.core.text import BIDI_CONTROLS, Text
from asobiba.server.accounts import me
from asobiba.server.auth import plain_text
from asobiba.server.errors import ApiError, shown
from asobiba.server.requests import body, hall
from asobiba.store import UserInfo
from asobiba.store.rooms import ROOM_SETTINGS, MemberInfo, RoomInfo

SLUG = re.compile(r"[a-z0-9](?:[a-z0-9-]{1,30})[a-z0-9]")
NAME_CHARS, DESCRIPTION_CHARS = 60, 2000
VISIBILITIES = ("listed", "unlisted", "members")
MEMBERSHIPS = ("open", "approval", "invite")
ROLES = ("member", "operator")  # what an operator may make of a person
ROOMS_LISTED = 200


def malformed(en: str, ja: str) -> ApiError:
    return ApiError("request/malformed", Text(en, ja))


def clean_text(value: object, field: str, limit: int, *, optional: bool = False) -> str:
    """A room's name or description: NFC, stripped, at most ``limit`` characters, no control or bidi character."""
    if not plain_text(value) or any(char in BIDI_CONTROLS for char in value):
        raise malformed(f"{field} must be text without control or bidi characters", f"{field} に制御文字や双方向制御文字は使えません")
    cleaned = unicodedata.normalize("NFC", value).strip()
    least = 0 if optional else 1
    if not least <= len(cleaned) <= limit:
        raise malformed(f"{field} has {least} to {limit} characters", f"{field} は{least}〜{limit}文字です")
    return cleaned


def choice(name: str, value: object, values: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in values:
        raise malformed(f"{name} is one of {', '.join(values)}", f"{name} は {', '.join(values)} のいずれかです")
    return value


def setting(name: str, value: object) -> str:
    """One of the room's ROOM_SETTINGS, checked."""
    if name in ("name_en", "name_ja"):
        return clean_text(value, name, NAME_CHARS)
    if name in ("description_en", "description_ja"):
        return clean_text(value, name, DESCRIPTION_CHARS, optional=True)
    return choice(name, value, VISIBILITIES if name == "visibility" else MEMBERSHIPS)


def settings(data: dict[str, Any], partial: bool) -> dict[str, str]:
    """The room's names, descriptions, visibility and membership sent, checked; with ``partial`` only those present."""
    unknown = set(data) - set(ROOM_SETTINGS) - ({"slug"} if not partial else set())
    if unknown:
        raise malformed(f"unknown field {shown(sorted(unknown)[0])}", f"不明な項目 {shown(sorted(unknown)[0])}")
    if partial:
        return {name: setting(name, data[name]) for name in ROOM_SETTINGS if name in data}
    if "name_en" not in data and "name_ja" not in data:
        raise malformed("a room needs a name (name_en, name_ja)", "部屋には名前（name_en, name_ja）が必要です")
    # One name serves both languages unless both are given.
    data = {"description_en": "", "description_ja": "", "visibility": "listed", "membership": "open", **data}
    data.setdefault("name_en", data.get("name_ja"))
    data.setdefault("name_ja", data.get("name_en"))
    return {name: setting(name, data[name]) for name in ROOM_SETTINGS}


def room_json(room: RoomInfo, role: str | None = None) -> dict[str, Any]:
    return {
        "slug": room.slug,
        "name": Text(room.name_en, room.name_ja).to_json(),
        "description": Text(room.description_en, room.description_ja).to_json(),
        "visibility": room.visibility,
        "membership": room.membership,
        "members": room.members,
        "created": room.created.isoformat() if room.created else None,
        "you": role,  # your role here: operator, member, pending or null
    }


def member_json(member: MemberInfo) -> dict[str, Any]:
    joined = member.joined.isoformat() if member.joined else None
    return {"user_id": member.user_id, "name": member.name, "role": member.role, "joined": joined}


def not_found(slug: str) -> ApiError:
    return ApiError("room/not_found", Text(f"no room {shown(slug)}", f"部屋 {shown(slug)} はありません"), 404)


async def signed_in_id(request: Request) -> int | None:
    user = await hall(request).signed_in(request.session)
    return None if user is None else user.id


async def visible_room(request: Request, user_id: int | None) -> tuple[RoomInfo, str | None]:
    """The room of the path's slug and the person's role there; 404 if it is none or hidden from them."""
    the_hall, slug = hall(request), request.path_params["slug"]
    room = await the_hall.db(the_hall.store.rooms.get, slug)
    role = None if room is None or user_id is None else await the_hall.db(the_hall.store.rooms.role, room.id, user_id)
    if room is None or (room.visibility == "members" and role not in ("operator", "member")):
        raise not_found(slug)
    return room, role


async def operated_room(request: Request) -> tuple[RoomInfo, UserInfo]:
    """The room of the path's slug, for one of its operators (403 for others who may see it)."""
    user = await me(request)
    room, role = await visible_room(request, user.id)
    if role != "operator":
        raise ApiError("room/not_operator", Text("only the room's operators may do this", "部屋の運営者だけができる操作です"), 403)
    return room, user


def invite_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def post_room(request: Request) -> Response:
    data = await body(request)
    user = await me(request)
    if user.guest:
        raise ApiError("room/account_required", Text("register an account to create a room", "部屋を作るにはアカウント登録が必要です"), 403)
    slug = data.get("slug")
    if not isinstance(slug, str) or not SLUG.fullmatch(slug):
        raise malformed(
            "slug is 3 to 32 of a-z, 0-9 and -, not starting or ending with -",
            "slug は a-z・0-9・- の3〜32文字で、- で始まったり終わったりしません",
        )
    fields = settings(data, partial=False)
    room = RoomInfo(
        0,
        slug,
        fields["name_en"],
        fields["name_ja"],
        fields["description_en"],
        fields["description_ja"],
        fields["visibility"],
        fields["membership"],
        user.id,
    )
    the_hall = hall(request)
    try:
        room = await the_hall.db(the_hall.store.rooms.create, room)
    except IntegrityError as error:
        raise ApiError("room/slug_taken", Text(f"the address {slug!r} is taken", f"アドレス {slug!r} は使われています"), 409) from error
    return JSONResponse(room_json(room, "operator"), status_code=201)


async def get_rooms(request: Request) -> Response:
    the_hall = hall(request)
    return JSONResponse([room_json(room) for room in await the_hall.db(the_hall.store.rooms.listed, ROOMS_LISTED)])


async def get_room(request: Request) -> Response:
    room, role = await visible_room(request, await signed_in_id(request))
    return JSONResponse(room_json(room, role))


async def patch_room(request: Request) -> Response:
    data = await body(request)
    room, _ = await operated_room(request)
    changes = settings(data, partial=True)
    the_hall = hall(request)
    room = await the_hall.db(the_hall.store.rooms.update, room.id, changes)
    return JSONResponse(room_json(room, "operator"))


def valid_invite(room: RoomInfo, invite: object) -> bool:
    if room.invite_hash is None or not isinstance(invite, str):
        return False
    return secrets.compare_digest(invite_hash(invite), room.invite_hash)


async def post_join(request: Request) -> Response:
    """Join: a valid invitation makes a member in any room (and is the only way into a members-only one);
    otherwise an open room takes you at once, one on approval as pending."""
    data = await body(request)
    user = await me(request)
    the_hall, slug = hall(request), request.path_params["slug"]
    room = await the_hall.db(the_hall.store.rooms.get, slug)
    if room is None:
        raise not_found(slug)
    invited = valid_invite(room, data.get("invite"))
    if await the_hall.db(the_hall.store.rooms.role, room.id, user.id) in ("operator", "member"):
        raise ApiError("room/already_member", Text("you are already a member of this room", "すでにこの部屋のメンバーです"), 409)
    if room.visibility == "members" and not invited:
        raise not_found(slug)
    if invited or room.membership == "open":
        role = "member"
    elif room.membership == "approval":
        role = "pending"
    else:
        raise ApiError("room/invite_invalid", Text("this room takes members by invitation only", "この部屋は招待制です"), 403)
    await the_hall.db(the_hall.store.rooms.set_role, room.id, user.id, role)
    joined = await the_hall.db(the_hall.store.rooms.get, slug)
    return JSONResponse(room_json(joined or room, role))


async def post_leave(request: Request) -> Response:
    await body(request)  # the CSRF check
    user = await me(request)
    room, _ = await visible_room(request, user.id)
    the_hall = hall(request)
    refused = await the_hall.db(the_hall.store.rooms.leave, room.id, user.id)
    if refused == "not_member":
        raise not_member()
    if refused == "last_operator":
        raise last_operator()
    left = await the_hall.db(the_hall.store.rooms.get, room.slug)
    return JSONResponse(room_json(left or room))


def not_member() -> ApiError:
    return ApiError("room/not_member", Text("you are not a member of this room", "この部屋のメンバーではありません"), 403)


def last_operator() -> ApiError:
    return ApiError(
        "room/last_operator",
        Text("the room's last operator must name another one first", "最後の運営者です。先に別の運営者を指名してください"),
        409,
    )


async def get_members(request: Request) -> Response:
    """The room's operators and members; those pending too, for its operators."""
    room, role = await visible_room(request, await signed_in_id(request))
    the_hall = hall(request)
    members = await the_hall.db(the_hall.store.rooms.members, room.id)
    return JSONResponse([member_json(member) for member in members if member.role != "pending" or role == "operator"])


async def post_member(request: Request) -> Response:
    """An operator approves a pending person, names another operator, or makes an operator a member again."""
    data = await body(request)
    room, _ = await operated_room(request)
    role = choice("role", data.get("role"), ROLES)
    the_hall, target = hall(request), request.path_params["user_id"]
    if await the_hall.db(the_hall.store.rooms.role, room.id, target) is None:
        raise ApiError("room/no_member", Text(f"user {target} has not joined this room", f"ユーザー {target} はこの部屋にいません"), 404)
    if await the_hall.db(the_hall.store.rooms.set_role, room.id, target, role) == "last_operator":
        raise last_operator()
    members = await the_hall.db(the_hall.store.rooms.members, room.id)
    return JSONResponse([member_json(member) for member in members])


async def post_invite(request: Request) -> Response:
    """A new invitation token (the one before stops working); it is shown only in this answer."""
    await body(request)
    room, _ = await operated_room(request)
    token = secrets.token_urlsafe(18)
    the_hall = hall(request)
    await the_hall.db(the_hall.store.rooms.set_invite, room.id, invite_hash(token))
    return JSONResponse({"invite": token, "link": f"#/rooms/{room.slug}?invite={token}"}, status_code=201)


ROUTES = [
    Route("/api/rooms", get_rooms),
    Route("/api/rooms", post_room, methods=["POST"]),
    Route("/api/rooms/{slug}", get_room),
    Route("/api/rooms/{slug}", patch_room, methods=["PATCH"]),
    Route("/api/rooms/{slug}/join", post_join, methods=["POST"]),
    Route("/api/rooms/{slug}/leave", post_leave, methods=["POST"]),
    Route("/api/rooms/{slug}/members", get_members),
    Route("/api/rooms/{slug}/members/{user_id:int}", post_member, methods=["POST"]),
    Route("/api/rooms/{slug}/invite", post_invite, methods=["POST"]),
]
