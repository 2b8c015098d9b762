"""Security headers, secure cookies, forwarded headers only from named proxies, quiet logs."""

from __future__ import annotations

import json
import re
import socket
from pathlib import Path

import httpx2
from starlette.testclient import TestClient
from websockets.sync.client import connect

from asobiba.server.app import WEB, create_app

from .conftest import Player
from .test_restart import free_port, start_server


def test_every_response_carries_the_security_headers(client: TestClient):
    for path in ("/", "/api/games", "/static/app.js", "/games/tarot/renderer.js", "/api/tables/nope"):
        headers = client.get(path).headers
        policy = headers["content-security-policy"]
        assert "script-src 'self';" in policy and "frame-ancestors 'none'" in policy, path
        assert headers["x-frame-options"] == "DENY" and headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "same-origin"


def test_the_page_has_no_inline_script_the_policy_would_block():
    page = (WEB / "index.html").read_text()
    assert re.findall(r"<script(?![^>]*\bsrc=)[^>]*>", page) == []


def test_secure_cookies_are_sent_over_https_only(tmp_path: Path):
    with TestClient(create_app(f"sqlite:///{tmp_path / 'x.db'}", secret="s", secure_cookies=True), base_url="https://testserver") as client:
        player = Player(client)
        response = client.post("/api/guest", content=json.dumps({"name": "Ann"}), headers={"X-CSRF-Token": player.csrf})
        assert "secure" in response.headers["set-cookie"].lower()


def failed_logins(base: str, forwarded_for: list[str]) -> list[str]:
    """Error codes of failed logins, each claiming to come from the next address in ``forwarded_for``."""
    with httpx2.Client(base_url=base) as http:
        csrf = http.get("/api/me").json()["csrf"]
        return [
            http.post(
                "/api/login",
                json={"name": f"user{n}", "password": "wrong password"},
                headers={"X-CSRF-Token": csrf, "X-Forwarded-For": address},
            ).json()["error"]["code"]
            for n, address in enumerate(forwarded_for)
        ]


def drop_connections(port: int) -> None:
    """Ordinary disconnects: one in the middle of a handshake, one from a table without a close frame."""
    with socket.create_connection(("127.0.0.1", port)) as raw:
        raw.sendall(b"GET /ws/tables/x HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n")
    with httpx2.Client(base_url=f"http://127.0.0.1:{port}") as http:
        csrf = http.get("/api/me").json()["csrf"]
        csrf = http.post("/api/guest", json={"name": "Ann"}, headers={"X-CSRF-Token": csrf}).json()["csrf"]
        table = http.post("/api/quickplay", json={"game": "tarot"}, headers={"X-CSRF-Token": csrf}).json()
        cookie = "; ".join(f"{name}={value}" for name, value in http.cookies.items())
    with connect(f"ws://127.0.0.1:{port}/ws/tables/{table['id']}", additional_headers={"Cookie": cookie}) as ws:
        json.loads(ws.recv())
        ws.socket.close()  # gone, with no closing handshake


def test_forwarded_addresses_are_trusted_only_from_named_proxies(tmp_path: Path):
    addresses = [f"10.0.0.{n}" for n in range(25)]
    port = free_port()
    server = start_server(port, f"sqlite:///{tmp_path / 'a.db'}", tmp_path)
    try:
        codes = failed_logins(f"http://127.0.0.1:{port}", addresses)
        assert codes[-1] == "auth/rate_limited"  # one address (the connection's), whatever the header says
        drop_connections(port)
    finally:
        server.terminate()
        server.wait()
    assert "Traceback" not in (tmp_path / "server.log").read_text()
    port = free_port()
    server = start_server(port, f"sqlite:///{tmp_path / 'b.db'}", tmp_path, ["--forwarded-allow-ips", "127.0.0.1"])
    try:
        assert "auth/rate_limited" not in failed_logins(f"http://127.0.0.1:{port}", addresses)  # each its own address
    finally:
        server.terminate()
        server.wait()
