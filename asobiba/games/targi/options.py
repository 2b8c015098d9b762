"""Table options of Targi (rules/targi.md §3). Every [decision] of the spec that names an option is one of these."""

from __future__ import annotations

from asobiba.core.options import OFF, ON, Choice, official
from asobiba.core.text import Text

OPTIONS = (
    Choice(
        "tribe_effects",
        ("none", "data"),
        "none",
        Text("Tribe-card effects", "部族カードの効果"),
        (Text("None (reduced Targi)", "なし（簡略版タルギ）"), Text("From the card data", "カードデータから")),
    ),
    Choice(
        "raid_shortfall",
        ("pay_vp_as_possible", "to_opponent"),
        "pay_vp_as_possible",
        Text("Raid a player cannot pay", "払いきれない略奪"),
        (
            official(Text("Pay the VP you can", "払えるだけ勝利点を払う")),
            Text("Unpaid VP go to the opponent (BGA)", "払えない勝利点は相手へ（BGA）"),
        ),
    ),
    Choice(
        "hand_card_blocks_display",
        ("off", "on"),
        "off",
        Text("A card in hand blocks laying out others (BGA)", "手札があると他の部族カードを置けない（BGA）"),
        (official(OFF), ON),
    ),
)
