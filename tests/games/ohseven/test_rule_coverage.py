"""Every rule and worked example of rules/ohseven.md is cited by at least one test (rules/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[4] / "shared" / "rules" / "ohseven.md"
TESTS = Path(__file__).parent


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rule specs sit beside the repository")
def test_every_ohseven_rule_id_is_cited_by_a_test():
    text = SPEC.read_text(encoding="utf-8")
    defined = set(re.findall(r"\*\*(OH7-R\d+)", text)) | set(re.findall(r"^\| (OH7-O\d+) \|", text, re.MULTILINE))
    cited = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(re.findall(r"OH7-[RO]\d+", path.read_text(encoding="utf-8").replace("_", "-")))
    assert len(defined) >= 19
    assert sorted(defined - cited) == []
