"""Table options of Dragon Castle (rules/dragoncastle.md §4). The player count is the contract's ``seats``.

Every [decision] of the spec is one of these. Solo (1 seat) plays without cards
unless ``solo_with_cards`` (one Spirit and one Dragon card, 15 points off, DC-R17);
``spirit_cards`` and ``dragon_cards`` are for 2–4 players.
"""

from __future__ import annotations

from asobiba.core.options import OFF, ON, Choice, IntRange, official
from asobiba.core.text import Text
from asobiba.games.dragoncastle.layouts import DEFAULT_LAYOUT, LAYOUT_NAMES

MULTI = (2, 3, 4)
LAYOUT_LABELS = {
    "two-players": Text("Castle for 2 players", "2人用の龍城"),
    "three-players": Text("Castle for 3 players (and solo)", "3人用（ソロ）の龍城"),
    "four-players": Text("Castle for 4 players", "4人用の龍城"),
}
NO_LIMIT = "none"

OPTIONS = (
    IntRange("spirit_cards", 0, 3, 1, Text("Spirit cards in play", "精霊カードの枚数"), seats=MULTI),
    IntRange("dragon_cards", 0, 3, 1, Text("Dragon cards in play", "龍カードの枚数"), seats=MULTI),
    IntRange("realm_size", 4, 6, 4, Text("Realm size (squares per side)", "領地の大きさ（一辺のマス数）")),
    Choice(
        "realm_max_height",
        (NO_LIMIT, "3"),
        NO_LIMIT,
        Text("Highest stack in a realm", "領地の山の高さの上限"),
        (official(Text("No limit", "なし")), Text("3 tiles", "3枚")),
    ),
    Choice(
        "tiebreak_stacks",
        ("any_facedown_top", "without_shrine"),
        "any_facedown_top",
        Text("First tie-break: stacks topped face down", "第1タイブレーク: 一番上が裏向きの山"),
        (official(Text("All of them", "すべて")), Text("Only those without a Shrine (BGA)", "社のないものだけ（BGA）")),
    ),
    Choice(
        "solo_with_cards",
        ("off", "on"),
        "off",
        Text("Solo: a Spirit and a Dragon card (−15)", "ソロ: 精霊と龍のカード（−15点）"),
        (OFF, ON),
        seats=(1,),
    ),
    # The player count's layout of §1.7 by default: the default depends on the seats, as IntRange's may.
    Choice(
        "castle_layout",
        LAYOUT_NAMES,
        DEFAULT_LAYOUT.__getitem__,  # type: ignore[arg-type]
        Text("Castle layout", "龍城の配置"),
        tuple(LAYOUT_LABELS.get(name, Text(name, name)) for name in LAYOUT_NAMES),
    ),
)


def max_height(options: dict[str, object]) -> int:
    """The highest stack a realm may hold (DC-GS's reading), or a height no stack reaches."""
    value = options["realm_max_height"]
    return 1000 if value == NO_LIMIT else int(str(value))
