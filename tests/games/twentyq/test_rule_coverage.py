"""Every rule of rules/twentyq.md is cited by a test, and every one cited is in it (rules/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[4] / "shared" / "rules" / "twentyq.md"
TESTS = Path(__file__).parent
ID = re.compile(r"TWENTYQ-R\d+")


def cited_ids() -> set[str]:
    """IDs in the tests' text: markers, docstrings, and names such as ``test_twentyq_r9_…``."""
    cited = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(ID.findall(path.read_text(encoding="utf-8").upper().replace("_", "-")))
    return cited


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rule specs sit beside the repository")
def test_every_twentyq_rule_id_is_cited_by_a_test_and_no_other():
    defined = set(ID.findall(SPEC.read_text(encoding="utf-8")))
    cited = cited_ids()
    assert len(defined) == 18
    assert sorted(defined - cited, key=lambda rule: int(rule[9:])) == [], "rules no test cites"
    assert sorted(cited - defined, key=lambda rule: int(rule[9:])) == [], "IDs the spec does not define"
