"""``asobiba bench tichu``: OpenSpiel's climbing game is Dou Dizhu (a game of it against one Tichu round)."""

from asobiba.core.parts import BenchHooks

BENCH = BenchHooks(openspiel="dou_dizhu")
