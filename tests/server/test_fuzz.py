"""Property-based fuzzing of the HTTP API and the WebSocket protocol (hypothesis).

Whatever a client sends: no 5xx, every refusal in the one documented shape with a code
listed in docs/protocol.md, nothing changed by a refusal, and the WebSocket stays open
(each message gets exactly one answer). CI tries a few hundred inputs; ``-m slow``
many more.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select
from starlette.testclient import TestClient

from asobiba.server.app import create_app
from asobiba.store.models import User

from .conftest import Player, another_browser, receive

PROTOCOL = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
DOCUMENTED = set(re.findall(r"^\| `([a-z_]+/[a-z_0-9]+)`", PROTOCOL.read_text(encoding="utf-8"), re.MULTILINE)) | {"http/404", "http/405"}

NASTY_TEXT = st.sampled_from(["\ud800", "a\udfffb", "\x00", "Bot (hard)", "ＡＮＮ", "x" * 30, "", " ", "'; drop table users;--"])
TEXT = st.text(max_size=30) | NASTY_TEXT
NUMBER = st.integers() | st.sampled_from([2**63, -(2**63) - 1, 2**64]) | st.floats(allow_nan=False) | st.booleans()
JSON = st.recursive(
    st.none() | NUMBER | TEXT, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4), max_leaves=12
)
FIELDS = ("name", "password", "new_password", "game", "seats", "options", "players", "turn_timeout", "level", "seat")
BODY = st.dictionaries(st.sampled_from(FIELDS), JSON | st.sampled_from(["tarot", "kingdomino", ["me", "open"], 4, 2, "me"]), max_size=6)
PATHS = ("guest", "register", "login", "logout", "password", "tables", "quickplay", "join", "leave", "start")

CI = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
SLOW = settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    app = create_app(f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 'fuzz.db'}", secret="fuzz", bot_delay=0, bot_budget_ms=5)
    with TestClient(app) as test_client:
        app.state.limits = {name: type(limit)(10**9) for name, limit in app.state.limits.items()}  # fuzz, not the limits
        yield test_client


def check_refusal(status: int, body: Any) -> None:
    assert status < 500, body
    if status >= 400:
        assert set(body) == {"error"} and set(body["error"]) == {"code", "reason"}, body
        assert body["error"]["code"] in DOCUMENTED, body["error"]["code"]
        reason = body["error"]["reason"]
        assert isinstance(reason["en"], str) and isinstance(reason["ja"], str) and reason["en"] and reason["ja"]


def counts(client: TestClient) -> tuple[int, int]:
    hall = client.app.state.hall
    with hall.store.sessions() as session:
        users = session.scalar(select(func.count()).select_from(User))
    return users, len(hall.tables)


def post_fuzz(client: TestClient, path: str, payload: Any, raw: bool) -> None:
    player = Player(another_browser(client))
    if path in ("join", "leave", "start", "password", "logout", "tables", "quickplay"):
        player.guest("Fuzz")
    table = next(iter(client.app.state.hall.tables), "nope")
    url = f"/api/tables/{table}/{path}" if path in ("join", "leave", "start") else f"/api/{path}"
    before = counts(client)
    content = payload if raw else json.dumps(payload)
    response = player.client.post(url, content=content, headers={"X-CSRF-Token": player.csrf, "Content-Type": "application/json"})
    check_refusal(response.status_code, response.json())
    if response.status_code >= 400:
        assert counts(client) == before, f"refused {url} {payload!r} but changed the hall"


@CI
@given(path=st.sampled_from(PATHS), payload=BODY | JSON)
def test_http_api_answers_any_json_with_a_documented_error_or_success(client: TestClient, path: str, payload: Any) -> None:
    post_fuzz(client, path, payload, raw=False)


@CI
@given(path=st.sampled_from(PATHS), payload=st.binary(max_size=200) | st.sampled_from([b"[" * 3000, b'{"name": "\\ud800"}', b"\xff\xfe"]))
def test_http_api_answers_any_bytes_with_a_documented_error(client: TestClient, path: str, payload: bytes) -> None:
    post_fuzz(client, path, payload, raw=True)


# Kingdomino's move shapes: near misses of them reach deeper into the game's parser.
MOVES = ({"type": "pick", "domino": 5}, {"type": "place", "x": 1, "y": 0, "dir": "E"}, {"type": "discard"})


def mutated(move: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    return st.builds(lambda key, value: {**move, key: value}, st.sampled_from(sorted(move)), JSON)


MOVE = JSON | st.sampled_from(MOVES) | st.one_of([mutated(move) for move in MOVES])
MESSAGE = (
    st.fixed_dictionaries(
        {"type": st.sampled_from(["move", "reclaim", "chat"]) | JSON},
        optional={"move": MOVE, "version": NUMBER | JSON, "ref": TEXT | NUMBER | JSON},
    )
    | JSON
    | st.binary(max_size=60)
)


@pytest.fixture(scope="module")
def two_player_table(client: TestClient) -> tuple[TestClient, str]:
    """A Kingdomino table of two people (no bot moves by itself): Ann's socket is fuzzed."""
    ann = Player(another_browser(client)).guest("Ann")
    table = ann.post("/api/tables", {"game": "kingdomino", "seats": 2, "players": ["me", "open"]}, expect=201)
    Player(another_browser(client)).guest("Bob").post(f"/api/tables/{table['id']}/join", {"seat": 1})
    return ann.client, table["id"]


def ws_fuzz(two_player_table: tuple[TestClient, str], data: st.DataObject) -> None:
    ann, table_id = two_player_table
    table = ann.app.state.hall.tables[table_id]
    with ann.websocket_connect(f"/ws/tables/{table_id}") as ws:
        receive(ws)
        for _ in range(4):
            message = data.draw(MESSAGE)
            before = table.version
            if isinstance(message, bytes):
                ws.send_bytes(message)
            else:
                ws.send_text(json.dumps(message))
            answer = receive(ws)  # exactly one answer per message: the socket is still open
            if answer["type"] == "error":
                check_refusal(400, {"error": answer["error"]})
                assert table.version == before, f"refused {message!r} but the table moved"
            else:
                assert answer["type"] == "state" and answer["version"] == before + 1


@CI
@given(data=st.data())
def test_websocket_answers_anything_with_a_documented_error_and_stays_open(two_player_table, data) -> None:
    ws_fuzz(two_player_table, data)


@pytest.mark.slow
@SLOW
@given(data=st.data())
def test_websocket_fuzz_many_more(two_player_table, data) -> None:
    ws_fuzz(two_player_table, data)


@pytest.mark.slow
@SLOW
@given(path=st.sampled_from(PATHS), payload=BODY | JSON)
def test_http_fuzz_many_more(client: TestClient, path: str, payload: Any) -> None:
    post_fuzz(client, path, payload, raw=False)
