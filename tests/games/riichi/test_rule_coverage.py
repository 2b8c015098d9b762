"""Every rule of rules/riichi.md is cited by at least one test, and every rule a test cites exists
(rules/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[4] / "shared" / "rules" / "riichi.md"
TESTS = Path(__file__).parent


def order(rule: str) -> int:
    return int(rule.removeprefix("RIICHI-R"))


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rule specs sit beside the repository")
def test_every_riichi_rule_id_is_cited_by_a_test_and_every_cited_id_exists():
    defined = set(re.findall(r"\*\*(RIICHI-R\d+)", SPEC.read_text(encoding="utf-8")))
    cited = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(re.findall(r"RIICHI-R\d+", path.read_text(encoding="utf-8").replace("_", "-")))
    assert len(defined) == 48
    assert sorted(defined - cited, key=order) == []
    assert sorted(cited - defined, key=order) == []
