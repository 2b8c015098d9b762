"""``asobiba bench daifugo``: one game at 5 players under the UECda preset (DAIFUGO-R25), beside
OpenSpiel's climbing game, Dou Dizhu. Every Daifugō move is a player's decision."""

from asobiba.core.parts import BenchHooks

BENCH = BenchHooks(players=5, options={"preset": "uecda", "games": 1}, openspiel="dou_dizhu")
