"""Table options of Tichu (rules/tichu.md §3)."""

from __future__ import annotations

from asobiba.core.options import OFF, ON, Choice, IntRange, official
from asobiba.core.text import Text

OPTIONS = (
    IntRange("target_score", 500, 2000, 1000, Text("Play to (points)", "目標点")),
    Choice(
        "direction",
        ("counter_clockwise", "clockwise"),
        "counter_clockwise",
        Text("Direction of play", "ターン順"),
        (official(Text("Counter-clockwise", "反時計回り")), Text("Clockwise", "時計回り")),
    ),
    Choice(
        "wish_in_straight",
        ("on", "off"),
        "on",
        Text("Mah Jong in a straight makes a wish", "ストレート内の麻雀でも願いを言える"),
        (official(ON), OFF),
    ),
    Choice(
        "phoenix_full_house_with_four",
        ("off", "on"),
        "off",
        Text("Four of a kind + Phoenix is a full house", "4枚組＋鳳凰をフルハウスとして認める"),
        (official(OFF), ON),
    ),
    Choice(
        "straight_flush_as_straight",
        ("off", "on"),
        "off",
        Text("A straight flush may be played as a plain straight", "ストレートフラッシュを普通のストレートとしても出せる"),
        (official(OFF), ON),
    ),
    # rules/tichu.md §4.1: derived, kept switchable.
    Choice(
        "dog_blocked_by_wish",
        ("on", "off"),
        "on",
        Text("A leader who must fulfil the wish may not lead the Dog", "願いを叶えるべきリーダーは犬を出せない"),
        (ON, OFF),
    ),
)
