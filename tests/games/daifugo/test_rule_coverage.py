"""Every rule of rules/daifugo.md is cited by at least one test, and every rule cited is in it (rules/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[4] / "shared" / "rules" / "daifugo.md"
TESTS = Path(__file__).parent


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rule specs sit beside the repository")
def test_every_daifugo_rule_id_is_cited_by_a_test():
    text = SPEC.read_text(encoding="utf-8")
    defined = set(re.findall(r"DAIFUGO-R\d+", text))  # in bold, and in the presets' headings (R25–R27)
    cited = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(re.findall(r"DAIFUGO-R\d+", path.read_text(encoding="utf-8").replace("_", "-")))
    assert len(defined) >= 34
    assert sorted(defined - cited) == []
    assert sorted(cited - defined) == []
