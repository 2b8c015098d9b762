"""Every rule and worked example of rules/targi.md is cited by a test, and every one cited is in it (rules/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[4] / "shared" / "rules" / "targi.md"
TESTS = Path(__file__).parent
ID = re.compile(r"TARGI-[RT]\d+")  # rules TARGI-Rn and worked examples TARGI-Tn


def cited_ids() -> set[str]:
    """IDs in the tests' text: markers, docstrings, and names such as ``test_targi_r9_…``."""
    cited = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(ID.findall(path.read_text(encoding="utf-8").upper().replace("_", "-")))
    return cited


def _order(rule: str) -> tuple[str, int]:
    return rule[6], int(rule[7:])


@pytest.mark.skipif(not SPEC.exists(), reason="the shared rule specs sit beside the repository")
def test_every_targi_rule_id_is_cited_by_a_test_and_no_other():
    defined = set(ID.findall(SPEC.read_text(encoding="utf-8")))
    cited = cited_ids()
    assert len(defined) >= 21
    assert sorted(defined - cited, key=_order) == [], "rules no test cites"
    assert sorted(cited - defined, key=_order) == [], "IDs the spec does not define"
