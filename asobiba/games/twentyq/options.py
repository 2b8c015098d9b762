"""Table options of Twenty Questions (rules/twentyq.md §3 and the shared format).

Times are in minutes. ``banned_topics`` is room text (TWENTYQ-R16): shown, never enforced.
"""

from __future__ import annotations

from asobiba.core.options import Choice, FreeText, IntRange
from asobiba.core.text import Text

PERSON, BOT = "person", "bot"
BANNED_TOPICS_CHARS = 500

OPTIONS = (
    Choice(
        "host",
        (PERSON, BOT),
        PERSON,
        Text("Host", "出題者"),
        (Text("A person", "人"), Text("A bot (from the built-in catalogue)", "ボット（内蔵カタログから出題）")),
    ),
    IntRange("question_limit", 5, 50, 20, Text("Questions", "質問数")),
    IntRange("min_host_presence", 0, 360, 120, Text("Host stays at least (minutes)", "出題者の最低拘束時間（分）")),
    IntRange("time_limit", 0, 1440, 360, Text("Time limit (minutes, 0: none)", "制限時間（分、0 はなし）")),
    IntRange("host_idle_timeout", 5, 120, 30, Text("Host silent before askers may leave (minutes)", "出題者の無言で放棄できるまで（分）")),
    FreeText("banned_topics", BANNED_TOPICS_CHARS, "", Text("Banned topics (room text)", "出題禁止の話題（部屋の注意書き）")),
)
