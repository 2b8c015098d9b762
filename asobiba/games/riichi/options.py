"""Table options of Riichi mahjong (rules/riichi.md §5, §7). The player count (4 or 3) is the
contract's ``seats``; Tenhou's standard table is every default."""

from __future__ import annotations

from asobiba.core.options import OFF, ON, Choice, official
from asobiba.core.text import Text

SETTLEMENTS = ("tenhou", "tenhou_rounded", "tenhou_2009")  # RIICHI-R6, R7 as rules §7 dates them

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
        "settlement",
        SETTLEMENTS,
        "tenhou",
        Text("Final results", "最終成績の計算"),
        (
            official(Text("Tenhou since 2022: one decimal, not rounded", "天鳳（2022年以降）：小数第1位まで、丸めなし")),
            Text("Tenhou 2009–2021: rounded to thousands", "天鳳（2009〜2021年）：千点単位に四捨五入"),
            Text("Tenhou before August 2009: rounded, East-only uma +10/+5", "天鳳（2009年8月以前）：四捨五入、東風戦ウマ+10/+5"),
        ),
    ),
    Choice(
        "renchan_priority_in_extension",
        ("off", "on"),
        "on",
        Text("A dealer's renchan goes on in the extension", "延長戦で親の連荘を優先"),
        (OFF, official(ON)),
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
