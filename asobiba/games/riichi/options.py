"""Table options of Riichi mahjong (rules/riichi.md §5). The player count (4 or 3) is the
contract's ``seats``; Tenhou's standard table is every default."""

from __future__ import annotations

from asobiba.core.options import OFF, ON, Choice, official
from asobiba.core.text import Text

OPTIONS = (
    Choice(
        "length",
        ("east_south", "east_only"),
        "east_south",
        Text("Length", "対局の長さ"),
        (official(Text("East-South (hanchan)", "東南戦（半荘）")), Text("East only (tonpuu)", "東風戦")),
    ),
    Choice("kuitan", ("on", "off"), "on", Text("Open tanyao (kuitan)", "喰いタン"), (official(ON), OFF)),
    Choice("red_fives", ("on", "off"), "on", Text("Red fives", "赤ドラ"), (official(ON), OFF)),
    Choice(
        "final_rounding",
        ("half_up", "five_down"),
        "half_up",
        Text("Final rounding", "最終得点の丸め"),
        (official(Text("500 rounds up", "四捨五入（500は切り上げ）")), Text("500 rounds down", "五捨六入（500は切り捨て）")),
    ),
    Choice(
        "renchan_priority_in_extension",
        ("off", "on"),
        "off",
        Text("A dealer's renchan goes on in the extension", "延長戦で親の連荘を優先"),
        (official(OFF), ON),
    ),
    Choice(
        "sanma_noten_total",
        ("2000", "3000"),
        "2000",
        Text("Noten payments in all (3 players)", "ノーテン罰符の合計（三麻）"),
        (official(Text("2,000", "2,000点")), Text("3,000", "3,000点")),
        seats=(3,),
    ),
)
