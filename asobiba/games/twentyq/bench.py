"""``asobiba bench twentyq``: random play at a bot-hosted table of one host and three askers.

A person host's commit and reveal are free text, which uniform random play over
``legal_moves`` cannot make, so the timed table has ``host=bot``. OpenSpiel has no peer.
"""

from asobiba.core.parts import BenchHooks

BENCH = BenchHooks(players=4, options={"host": "bot"})
