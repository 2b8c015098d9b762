"""Table options of Oh-Seven (rules/ohseven.md §3). The player count is the contract's ``seats``."""

from __future__ import annotations

from asobiba.core.options import Choice, IntRange
from asobiba.core.text import Text

OPTIONS = (
    IntRange("rounds", 1, 7, 7, Text("Rounds", "ラウンド数")),
    Choice(
        "rebid_cards",
        ("set_aside", "reuse_forbidden"),
        "set_aside",
        Text("Cards of a forced rebid", "やり直しになったビッドのカード"),
        (
            Text("Set aside face up (default)", "表向きで脇に置く（既定）"),
            Text("Back to the hand, not bid again", "手札に戻すが再ビッド不可"),
        ),
    ),
)
