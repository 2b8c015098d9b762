"""Every rule and worked example of rules/tarot.md is cited by at least one test (rules/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[4] / "shared" / "rules" / "tarot.md"
TESTS = Path(__file__).parent


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rule specs sit beside the repository")
def test_every_tarot_rule_id_is_cited_by_a_test():
    defined = set(re.findall(r"\*\*(TAROT-[RT]\d+)", SPEC.read_text(encoding="utf-8")))
    defined |= set(re.findall(r"^\| (TAROT-T\d+) \|", SPEC.read_text(encoding="utf-8"), re.MULTILINE))
    cited = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(re.findall(r"TAROT-[RT]\d+", path.read_text(encoding="utf-8")))
    assert len(defined) > 50
    assert sorted(defined - cited, key=lambda rule: (rule[6], int(rule[7:]))) == []
