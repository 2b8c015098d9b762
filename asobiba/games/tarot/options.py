"""Table options of French Tarot (rules/tarot.md §4). The player count is the contract's ``seats``."""

from __future__ import annotations

from asobiba.core.options import Choice, IntRange
from asobiba.core.text import Text

OPTIONS = (
    # rules/tarot.md §5.3 [decision]: as many played deals as players, so each deals once.
    IntRange("deals", 1, 24, lambda seats: seats, Text("Played deals", "ハンド数")),
    Choice("direction", ("counter_clockwise", "clockwise"), "counter_clockwise", Text("Direction of play", "ターン順")),
    Choice(
        "declarations",
        ("poignee_only", "none", "poignee_misere"),
        "poignee_only",
        Text("Declarations (poignée, misère)", "手役（ポワニ・ミゼール）"),
    ),
    Choice("grassing", ("off", "on"), "off", Text("Grassing: play the deal when all pass", "グラッシュ（全員パスでも続行）")),
    Choice("grassing_chien", ("nobody", "last_trick"), "nobody", Text("Chien in a grassed deal goes to", "グラッシュ時のシエンの行き先")),
)
