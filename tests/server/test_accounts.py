from __future__ import annotations

import json

from starlette.testclient import TestClient

from .conftest import Player


def test_guest_plays_at_once_with_a_name(client: TestClient):
    me = Player(client).guest("Ann").client.get("/api/me").json()
    assert me["user"]["name"] == "Ann" and me["user"]["guest"] is True


def test_session_cookie_is_httponly_and_samesite(client: TestClient):
    player = Player(client)
    response = client.post("/api/guest", content=json.dumps({"name": "Ann"}), headers={"X-CSRF-Token": player.csrf})
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie


def test_post_without_csrf_token_is_refused(client: TestClient):
    response = client.post("/api/guest", content=json.dumps({"name": "Ann"}))
    assert response.status_code == 403 and response.json()["error"]["code"] == "auth/csrf"
    assert client.get("/api/me").json()["user"] is None


def test_register_login_logout(client: TestClient):
    player = Player(client)
    player.post("/api/register", {"name": "bob", "password": "correct horse"})
    player.post("/api/logout")
    assert client.get("/api/me").json()["user"] is None
    body = player.post("/api/login", {"name": "bob", "password": "correct horse"})
    assert body["user"] == {"id": body["user"]["id"], "name": "bob", "guest": False}


def test_passwords_are_argon2_hashed(client: TestClient):
    Player(client).post("/api/register", {"name": "carol", "password": "correct horse"})
    stored = client.app.state.hall.store.registered_user("carol")
    assert stored.password_hash.startswith("$argon2") and "correct horse" not in stored.password_hash


def test_registration_errors_are_clear(client: TestClient):
    player = Player(client)
    player.post("/api/register", {"name": "dan", "password": "correct horse"})
    taken = player.post("/api/register", {"name": "dan", "password": "another one"}, expect=409)
    assert taken["error"]["code"] == "auth/name_taken" and taken["error"]["reason"]["ja"]
    short = player.post("/api/register", {"name": "eve", "password": "short"}, expect=400)
    assert "8" in short["error"]["reason"]["en"]


def test_login_is_rate_limited(client: TestClient):
    player = Player(client)
    codes = [player.post("/api/login", {"name": "nobody", "password": "wrong password"}, expect=None) for _ in range(7)]
    assert [c["error"]["code"] for c in codes[:5]] == ["auth/bad_credentials"] * 5
    assert codes[-1]["error"]["code"] == "auth/rate_limited"


def test_malformed_and_oversized_bodies(client: TestClient):
    player = Player(client)
    bad = client.post("/api/guest", content=b"{not json", headers={"X-CSRF-Token": player.csrf})
    assert bad.status_code == 400 and bad.json()["error"]["code"] == "request/malformed"
    huge = client.post("/api/guest", content=json.dumps({"name": "x" * 40000}), headers={"X-CSRF-Token": player.csrf})
    assert huge.status_code == 413 and huge.json()["error"]["code"] == "request/too_large"
