"""What the conformance suite (tests/test_conformance.py) cannot ask of Kingdomino by itself.

The suite plays random matches to the end and checks the contract at every step, with
the invariants of asobiba/games/kingdomino/conformance.py (every domino placed or
discarded once, kingdoms within bounds, kept scores equal the engine's recount). Here
the engine's bitmask placements and scores meet the independent reference model of
helpers.py: the legal placements are exactly a brute force over the grid, and the
scores and tie-breaks a breadth-first count of the properties.
"""

from __future__ import annotations

import random

import pytest

from asobiba.games.kingdomino import GAME
from asobiba.games.kingdomino.moves import DIRS, DISCARD, Place
from asobiba.games.kingdomino.state import KingdominoState, Phase

from .helpers import cells_of, reference_placements, reference_properties, reference_score

# Every player count, and Mighty Duel's 7×7 kingdoms; the bonus options change nothing checked here.
TABLES = [(2, {}), (2, {"mighty_duel": "on"}), (3, {}), (4, {})]


def check_placements(state: KingdominoState, seat: int) -> None:
    """KD-R5, KD-R6, KD-R7: every placement the brute force finds, once, by y, x, then E, S, W, N; KD-R8: discard only when none."""
    legal = GAME.legal_moves(state, seat)
    reference = reference_placements(cells_of(state, seat), state.pending, state.size)
    if not reference:
        assert legal == [DISCARD]
        return
    assert all(isinstance(move, Place) for move in legal) and len(legal) == len(reference)
    assert {(move.x, move.y, move.dir) for move in legal} == reference
    codes = [(move.y, move.x, DIRS.index(move.dir)) for move in legal]
    assert codes == sorted(codes)


def check_scores(state: KingdominoState) -> None:
    """KD-R10: the kept property scores are the reference count of every kingdom."""
    for seat in range(state.n):
        assert state.scores[seat] == reference_score(cells_of(state, seat))


def check_tie_breaks(state: KingdominoState) -> None:
    """KD-R11: the final result's largest property and crowns are the reference count."""
    for seat, parts in enumerate(state.results[-1]["parts"]):
        properties = reference_properties(cells_of(state, seat))
        assert parts["largest_property"] == max((squares for _, squares, _ in properties), default=0)
        assert parts["crowns"] == sum(crowns for _, _, crowns in properties)


@pytest.mark.parametrize(("players", "options"), TABLES)
@pytest.mark.parametrize("seed", range(12))
def test_placements_and_scores_match_the_reference_model(players, options, seed):
    """KD-R5 to KD-R8, KD-R10, KD-R11 and KD-R16's 7×7 kingdoms under random play."""
    rng = random.Random(seed)
    state = GAME.start(players, options, seed)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        if state.phase is Phase.PLACE:
            check_placements(state, seat)
        GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        check_scores(state)
    check_tie_breaks(state)


def test_discards_happen_and_are_exact():
    """KD-R8: random play reaches positions where nothing fits, and only then may one discard."""
    seen = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = GAME.start(2, None, seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_moves(state, seat)
            if legal == [DISCARD]:
                assert not reference_placements(cells_of(state, seat), state.pending, state.size)
                seen += 1
            GAME.play(state, seat, rng.choice(legal))
    assert seen > 0
