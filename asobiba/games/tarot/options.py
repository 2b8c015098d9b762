"""Table options of French Tarot (rules/tarot.md §4). The player count is the contract's ``seats``."""

from __future__ import annotations

from asobiba.core.options import OFF, ON, Choice, IntRange, official
from asobiba.core.text import Text

OPTIONS = (
    # rules/tarot.md §5.3 [decision]: as many played deals as players, so each deals once.
    IntRange("deals", 1, 24, lambda seats: seats, Text("Played deals", "ハンド数")),
    Choice(
        "direction",
        ("counter_clockwise", "clockwise"),
        "counter_clockwise",
        Text("Direction of play", "ターン順"),
        (official(Text("Counter-clockwise", "反時計回り")), Text("Clockwise", "時計回り")),
    ),
    Choice(
        "declarations",
        ("poignee_only", "none", "poignee_misere"),
        "poignee_only",
        Text("Declarations (poignée, misère)", "手役（ポワニ・ミゼール）"),
        (official(Text("Poignée only", "ポワニのみ")), Text("None", "なし"), Text("Poignée and misère", "ポワニとミゼール")),
    ),
    Choice(
        "grassing",
        ("off", "on"),
        "off",
        Text("Grassing: play the deal when all pass", "グラッシュ（全員パスでも続行）"),
        (official(OFF), ON),
    ),
    Choice(
        "grassing_chien",
        ("nobody", "last_trick"),
        "nobody",
        Text("Chien in a grassed deal goes to", "グラッシュ時のシエンの行き先"),
        (Text("Nobody", "誰にも入らない"), Text("Winner of the last trick", "最終トリックの勝者")),
    ),
)
