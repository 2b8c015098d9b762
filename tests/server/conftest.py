from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from asobiba.server.app import create_app

POSTGRES_ADMIN = "postgresql+psycopg2://postgres@localhost:5432/postgres"


def postgres_database() -> Iterator[str | None]:
    """A fresh PostgreSQL database for one test, or None when no server answers."""
    try:
        from sqlalchemy import create_engine, text

        admin = create_engine(POSTGRES_ADMIN, isolation_level="AUTOCOMMIT")
        name = f"asobiba_test_{uuid.uuid4().hex[:10]}"
        with admin.connect() as connection:
            connection.execute(text(f"CREATE DATABASE {name}"))
    except Exception:
        yield None
        return
    try:
        yield f"postgresql+psycopg2://postgres@localhost:5432/{name}"
    finally:
        with admin.connect() as connection:
            connection.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:
    """Every server test runs on SQLite and on PostgreSQL (skipped if none is running)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'asobiba.db'}"
        return
    databases = postgres_database()
    url = next(databases)
    if url is None:
        pytest.skip("no PostgreSQL server on localhost:5432")
    yield url
    next(databases, None)


def another_browser(client: TestClient) -> TestClient:
    """A second cookie jar on the same running app and event loop as ``client``."""
    other = TestClient(client.app)
    other.portal = client.portal  # one event loop: the hall's locks and tasks live there
    return other


class Player:
    """A browser-like client: its own cookie jar and CSRF token."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.csrf = client.get("/api/me").json()["csrf"]

    def post(self, path: str, data: Any = None, expect: int | None = 200) -> Any:
        response = self.client.post(path, content=json.dumps(data or {}), headers={"X-CSRF-Token": self.csrf})
        if expect is not None:
            assert response.status_code == expect, response.text
        body = response.json()
        if "csrf" in body:
            self.csrf = body["csrf"]
        return body

    def guest(self, name: str) -> Player:
        self.post("/api/guest", {"name": name})
        return self


@pytest.fixture
def app_factory(db_url: str):
    def make(**kwargs: Any):
        return create_app(db_url, secret="test-secret", bot_delay=0, bot_budget_ms=20, **kwargs)

    return make


@pytest.fixture
def client(app_factory) -> Iterator[TestClient]:
    with TestClient(app_factory()) as test_client:
        yield test_client


def receive(ws: Any) -> dict[str, Any]:
    return json.loads(ws.receive_text())


def receive_until(ws: Any, done) -> dict[str, Any]:
    """Messages until one satisfies ``done`` (the server sends one per committed move)."""
    while True:
        message = receive(ws)
        if done(message):
            return message
