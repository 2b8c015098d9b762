"""Table options of Kingdomino (rules/kingdomino.md §3). The player count is the contract's ``seats``."""

from __future__ import annotations

from asobiba.core.options import OFF, ON, Choice, official
from asobiba.core.text import Text

OFF_ON = ("off", "on")
OFF_ON_LABELS = (OFF, ON)

OPTIONS = (
    Choice(
        "first_pick_order",
        ("random", "bga_abba"),
        "random",
        Text("First line: order of the kings", "最初の列: 王の順番"),
        (official(Text("Random", "ランダム")), Text("A, B, B, A (BGA)", "A・B・B・A（BGA）")),
        seats=(2,),
    ),
    Choice("dynasty", OFF_ON, "off", Text("Dynasty: three games, totals count", "王朝（3ゲームの合計）"), OFF_ON_LABELS),
    Choice(
        "middle_kingdom", OFF_ON, "off", Text("Middle Kingdom: +10 for a centred castle", "中央の王国（城が中央なら+10）"), OFF_ON_LABELS
    ),
    Choice("harmony", OFF_ON, "off", Text("Harmony: +5 for a complete kingdom", "調和（王国が完成なら+5）"), OFF_ON_LABELS),
    Choice(
        "mighty_duel", OFF_ON, "off", Text("Mighty Duel: 7×7 kingdoms, 2 players", "大いなる決闘（7×7、2人用）"), OFF_ON_LABELS, seats=(2,)
    ),
    Choice(
        "middle_kingdom_rule",
        ("centre_of_frame", "centre_of_bounding_box"),
        "centre_of_frame",
        Text("Middle Kingdom: how the centre is judged", "中央の王国: 中央の判定方法"),
        (
            Text("Room of 2 on every side (5×5 frame)", "城の四方に2マスずつ（5×5の枠）"),
            Text("Centre of the built area", "実際に作った範囲の中央"),
        ),
    ),
)
