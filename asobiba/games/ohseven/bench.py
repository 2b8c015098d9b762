"""``asobiba bench ohseven``: Oh Hell is Oh-Seven's nearest kin (bench/ohseven.py also times the search bots)."""

from asobiba.core.parts import BenchHooks

BENCH = BenchHooks(openspiel="oh_hell(players=4,num_tricks_fixed=7)")
