"""Every test session sees High Card (tests/kit) as an installed game, and can ``--update-golden``."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from tests.kit import register

pytest_plugins = ["asobiba.testing.pytest_plugin"]


def pytest_configure(config: pytest.Config) -> None:
    config.kit_folder = tempfile.TemporaryDirectory(prefix="asobiba-kit-")  # type: ignore[attr-defined]
    register(Path(config.kit_folder.name))  # type: ignore[attr-defined]


def pytest_unconfigure(config: pytest.Config) -> None:
    config.kit_folder.cleanup()  # type: ignore[attr-defined]
