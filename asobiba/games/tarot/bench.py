"""``asobiba bench tarot``: OpenSpiel's nearest trick-taking game is Oh Hell at 4 players, 7 tricks."""

from asobiba.core.parts import BenchHooks

BENCH = BenchHooks(openspiel="oh_hell(players=4,num_tricks_fixed=7)")
