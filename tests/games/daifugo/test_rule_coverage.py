"""Every rule of rules/daifugo.md (DAIFUGO-R…) and every house rule docs/daifugo.md adds
(DAIFUGO-H…) is cited by at least one test, and every rule cited is defined (rules/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SPEC = ROOT.parent / "shared" / "rules" / "daifugo.md"
DOCS = ROOT / "docs" / "daifugo.md"
TESTS = Path(__file__).parent


def cited(pattern: str) -> set[str]:
    found: set[str] = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            found |= set(re.findall(pattern, path.read_text(encoding="utf-8").replace("_", "-")))
    return found


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rule specs sit beside the repository")
def test_every_daifugo_rule_id_is_cited_by_a_test():
    defined = set(re.findall(r"DAIFUGO-R\d+", SPEC.read_text(encoding="utf-8")))  # in bold, and in the presets' headings (R25–R27)
    assert len(defined) >= 34
    assert sorted(defined - cited(r"DAIFUGO-R\d+")) == []
    assert sorted(cited(r"DAIFUGO-R\d+") - defined) == []


def test_every_house_rule_id_of_the_docs_is_cited_by_a_test():
    """docs/daifugo.md defines its own house rules (DAIFUGO-H…, in bold where defined), apart from the spec's."""
    defined = set(re.findall(r"\*\*(DAIFUGO-H\d+)\b", DOCS.read_text(encoding="utf-8")))
    assert len(defined) >= 4
    assert sorted(defined - cited(r"DAIFUGO-H\d+")) == []
    assert sorted(cited(r"DAIFUGO-H\d+") - defined) == []
