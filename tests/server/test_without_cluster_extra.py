"""One process on SQLite needs neither redis nor the PostgreSQL driver: they are the ``cluster``
extra (pyproject.toml), imported only with ``--redis`` and a PostgreSQL URL."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = """
import sys
from importlib.abc import MetaPathFinder

class Absent(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("redis", "psycopg", "psycopg2"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, Absent())
from starlette.testclient import TestClient
from asobiba.cli import app
from asobiba.server.app import create_app

with TestClient(create_app(sys.argv[1], secret="s")) as client:
    assert client.get("/api/games").status_code == 200
    assert client.get("/api/tables").status_code == 200
print("served")
"""


def test_one_process_serves_without_the_cluster_extra(tmp_path: Path):
    run = subprocess.run([sys.executable, "-c", SCRIPT, f"sqlite:///{tmp_path / 'a.db'}"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout.strip() == "served", run.stderr[-2000:]
