from __future__ import annotations

import json

from starlette.testclient import TestClient

from .conftest import Player, another_browser


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


def test_malformed_nested_and_oversized_bodies(client: TestClient):
    player = Player(client)
    bad = client.post("/api/guest", content=b"{not json", headers={"X-CSRF-Token": player.csrf})
    assert bad.status_code == 400 and bad.json()["error"]["code"] == "request/malformed"
    huge = client.post("/api/guest", content=json.dumps({"name": "x" * 40000}), headers={"X-CSRF-Token": player.csrf})
    assert huge.status_code == 413 and huge.json()["error"]["code"] == "request/too_large"
    deep = client.post("/api/guest", content=b"[" * 100_000 + b"]" * 100_000, headers={"X-CSRF-Token": player.csrf})
    assert deep.status_code in (400, 413) and deep.json()["error"]["code"] in ("request/malformed", "request/too_large")
    nested = client.post("/api/guest", content=b"[" * 5000 + b"]" * 5000, headers={"X-CSRF-Token": player.csrf})
    assert nested.status_code == 400 and nested.json()["error"]["code"] == "request/malformed"


def test_a_body_is_not_read_past_the_limit(client: TestClient):
    """A streamed body with no declared length stops being read at the limit (413)."""
    player = Player(client)

    def chunks():
        yield b'{"name": "'
        for _ in range(2048):  # 32 MiB, were it all read
            yield b"x" * (16 * 1024)

    response = client.post("/api/guest", content=chunks(), headers={"X-CSRF-Token": player.csrf})
    assert response.status_code == 413 and response.json()["error"]["code"] == "request/too_large"


def test_two_registrations_racing_for_one_name_give_one_account_and_a_clear_error(client: TestClient, monkeypatch):
    store = client.app.state.hall.store
    monkeypatch.setattr(store, "registered_user", lambda key: None)  # both checked before either was written
    first = Player(client).post("/api/register", {"name": "Ann", "password": "correct horse"})
    second = Player(another_browser(client)).post("/api/register", {"name": "ＡＮＮ", "password": "other horse"}, expect=409)
    assert second["error"]["code"] == "auth/name_taken"
    monkeypatch.undo()
    assert store.registered_user("ann").id == first["user"]["id"]


def test_logout_ends_the_session_even_for_a_copied_cookie(client: TestClient):
    player = Player(client)
    player.post("/api/register", {"name": "ann", "password": "correct horse"})
    copied = dict(client.cookies)
    player.post("/api/logout")
    thief = TestClient(client.app, cookies=copied)
    thief.portal = client.portal
    assert thief.get("/api/me").json()["user"] is None


def test_a_password_change_ends_the_other_sessions(client: TestClient):
    ann = Player(client)
    ann.post("/api/register", {"name": "ann", "password": "correct horse"})
    phone = Player(another_browser(client))
    phone.post("/api/login", {"name": "ann", "password": "correct horse"})
    wrong = ann.post("/api/password", {"password": "not it at all", "new_password": "battery staple"}, expect=401)
    assert wrong["error"]["code"] == "auth/bad_credentials"
    ann.post("/api/password", {"password": "correct horse", "new_password": "battery staple"})
    assert client.get("/api/me").json()["user"]["name"] == "ann"  # this session goes on
    assert phone.client.get("/api/me").json()["user"] is None  # the other one ended
    phone.post("/api/login", {"name": "ann", "password": "battery staple"})


def test_passwords_are_hashed_off_the_event_loop(client: TestClient, monkeypatch):
    import threading

    from asobiba.server import accounts

    threads = []
    real = accounts.hash_password
    monkeypatch.setattr(accounts, "hash_password", lambda password: threads.append(threading.current_thread()) or real(password))
    Player(client).post("/api/register", {"name": "ann", "password": "correct horse"})
    loop_thread = client.portal.call(lambda: threading.current_thread())
    assert threads and threads[0] is not loop_thread


def test_sign_ups_are_rate_limited_per_address(client: TestClient):
    codes = [Player(another_browser(client)).post("/api/guest", {"name": f"g{n}"}, expect=None) for n in range(12)]
    assert all("user" in body for body in codes[:10])
    assert codes[-1]["error"]["code"] == "auth/rate_limited"


def test_failed_logins_are_limited_per_address_across_accounts(client: TestClient):
    player = Player(client)
    codes = [player.post("/api/login", {"name": f"name{n}", "password": "wrong password"}, expect=None) for n in range(22)]
    assert [c["error"]["code"] for c in codes[:20]] == ["auth/bad_credentials"] * 20
    assert codes[-1]["error"]["code"] == "auth/rate_limited"


def elsewhere(client: TestClient, host: str) -> TestClient:
    """A browser at another address, on the same running app and event loop as ``client``."""
    other = TestClient(client.app, client=(host, 50000))
    other.portal = client.portal
    return other


def test_five_wrong_passwords_lock_an_account_only_from_the_guesser_s_address(client: TestClient):
    """Limited per account and address together: Bob behind the guesser's address, and Ann at
    home, still log in; Ann behind the guesser's address waits the minute with him."""
    Player(another_browser(client)).post("/api/register", {"name": "ann", "password": "correct horse"})
    Player(another_browser(client)).post("/api/register", {"name": "bob", "password": "battery staple"})
    guesser = Player(another_browser(client))
    codes = [guesser.post("/api/login", {"name": "ann", "password": "wrong password"}, expect=None) for _ in range(6)]
    assert [c["error"]["code"] for c in codes] == ["auth/bad_credentials"] * 5 + ["auth/rate_limited"]
    here = Player(another_browser(client)).post("/api/login", {"name": "ann", "password": "correct horse"}, expect=429)
    assert here["error"]["code"] == "auth/rate_limited"
    bob = Player(another_browser(client)).post("/api/login", {"name": "bob", "password": "battery staple"})
    assert bob["user"]["name"] == "bob"
    home = Player(elsewhere(client, "198.51.100.7")).post("/api/login", {"name": "ann", "password": "correct horse"})
    assert home["user"]["name"] == "ann"


def test_guessing_one_account_from_many_addresses_is_limited_too(client: TestClient):
    Player(another_browser(client)).post("/api/register", {"name": "ann", "password": "correct horse"})
    codes = [
        Player(elsewhere(client, f"192.0.2.{n % 20}")).post("/api/login", {"name": "ann", "password": "wrong password"}, expect=None)
        for n in range(51)
    ]
    assert [c["error"]["code"] for c in codes] == ["auth/bad_credentials"] * 50 + ["auth/rate_limited"]


def test_guests_may_take_neither_a_registered_name_nor_a_bots(client: TestClient):
    Player(client).post("/api/register", {"name": "Ann", "password": "correct horse"})
    guest = Player(another_browser(client))
    assert guest.post("/api/guest", {"name": "ann"}, expect=409)["error"]["code"] == "auth/name_taken"
    for name in ("Bot (hard)", "bot 2", "ボット1", "ＢＯＴ"):
        assert guest.post("/api/guest", {"name": name}, expect=400)["error"]["code"] == "auth/name_refused"
    guest.post("/api/guest", {"name": "Robot fan"})


def test_names_and_passwords_that_cannot_be_stored_are_refused(client: TestClient):
    player = Player(client)
    for body in ('{"name": "\\ud800"}', '{"name": "a\\u0000b"}', '{"name": ["Ann"]}'):
        response = client.post("/api/guest", content=body, headers={"X-CSRF-Token": player.csrf})
        assert response.status_code == 400 and response.json()["error"]["code"] == "request/malformed"
    response = client.post(
        "/api/register", content='{"name": "ann", "password": "\\udfff\\udfff long enough"}', headers={"X-CSRF-Token": player.csrf}
    )
    assert response.status_code == 400 and response.json()["error"]["code"] == "request/malformed"
    assert client.get("/api/me").json()["user"] is None


def test_a_guest_who_registers_keeps_its_games_and_becomes_the_account(client: TestClient):
    """A guest's tables and history go with it: registering turns the guest into the account (same id),
    under the name chosen, and the password logs that account in from anywhere."""
    ann = Player(client).guest("Ann")
    guest_id = client.get("/api/me").json()["user"]["id"]
    table = ann.post("/api/quickplay", {"game": "tarot", "seats": 4}, expect=201)
    body = ann.post("/api/register", {"name": "Annette", "password": "correct horse"})
    assert body["user"] == {"id": guest_id, "name": "Annette", "guest": False}
    assert [mine["id"] for mine in client.get("/api/me/tables").json()] == [table["id"]]
    elsewhere = Player(another_browser(client))
    assert elsewhere.post("/api/login", {"name": "annette", "password": "correct horse"})["user"]["id"] == guest_id
    assert [mine["id"] for mine in elsewhere.client.get("/api/me/tables").json()] == [table["id"]]


def test_a_guest_registering_a_taken_name_stays_a_guest_with_its_games(client: TestClient):
    Player(another_browser(client)).post("/api/register", {"name": "Bob", "password": "correct horse"})
    ann = Player(client).guest("Ann")
    table = ann.post("/api/quickplay", {"game": "tarot", "seats": 4}, expect=201)
    taken = ann.post("/api/register", {"name": "BOB", "password": "another horse"}, expect=409)
    assert taken["error"]["code"] == "auth/name_taken"
    me = client.get("/api/me").json()["user"]
    assert me["guest"] is True and me["name"] == "Ann"
    assert [mine["id"] for mine in client.get("/api/me/tables").json()] == [table["id"]]
