"""pytest glue for the conformance suite: ``--update-golden`` and its fixture.

Enable it in a conftest with ``pytest_plugins = ["asobiba.testing.pytest_plugin"]``.
"""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="write the golden sections of every game's records again, and make missing ones (asobiba.testing.golden)",
    )


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))
