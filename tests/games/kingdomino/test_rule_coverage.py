"""Every rule and worked example of rules/kingdomino.md is cited by at least one test (rules/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[4] / "shared" / "rules" / "kingdomino.md"
TESTS = Path(__file__).parent


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rule specs sit beside the repository")
def test_every_kingdomino_rule_id_is_cited_by_a_test():
    defined = set(re.findall(r"\*\*(KD-[RK]\d+)", SPEC.read_text(encoding="utf-8")))
    cited = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(re.findall(r"KD-[RK]\d+", path.read_text(encoding="utf-8")))
    assert len(defined) >= 19
    assert sorted(defined - cited, key=lambda rule: (rule[3], int(rule[4:]))) == []
