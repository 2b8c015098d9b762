"""What the conformance suite (asobiba/testing/suite.py) needs from Kingdomino.

The moves to try are every pick, every placement a move can name and the discard.
Everything is public but the face-down pile, hidden from every seat alike: its
dominoes are numbers, so they are hidden as ``(key, number)`` under each key that
names a domino in views and events; the view's public table of all 48 dominoes
names them under ``number``, which is left out. Scores, bounds and the dominoes'
whereabouts are checked after every move; the scores against an independent model
in tests/games/kingdomino/test_invariants.py.
"""

from __future__ import annotations

from itertools import chain

from asobiba.core.parts import ConformanceHooks
from asobiba.games.kingdomino import kingdom
from asobiba.games.kingdomino.data import DYNASTY_GAMES, NUMBERS
from asobiba.games.kingdomino.moves import DISCARD, DX, DY, PICKS, PLACES, Move
from asobiba.games.kingdomino.state import KingdominoState, Phase

# Dynasty: the next game deals the last one's dominoes face down again. Its result, its
# score and the events the game-ending move sends before the score (the last placement)
# speak of the finished game.
PAST = frozenset({"results", "game_scored"})

# Every move a player can name, whatever the state: built once, since the suite asks at every step.
EVERY_MOVE: tuple[Move, ...] = (*PICKS.values(), *PLACES.values(), DISCARD)

# The keys under which views and events name a domino: lines, picks, placements,
# discards, the domino to place and a newly revealed line.
DOMINO_KEYS = ("domino", "pending", "discarded", "dominoes")


def move_space(state: KingdominoState, seat: int) -> tuple[Move, ...]:
    return EVERY_MOVE


def hidden(state: KingdominoState, seat: int | None) -> set[tuple[str, int]]:
    """The dominoes still face down (the removed ones too, KD-R1) under every key that names one,
    and the seed, which decides the shuffles."""
    return {(key, number) for number in state.deck[state.drawn :] for key in DOMINO_KEYS} | {("seed", state.seed)}


def check_state(state: KingdominoState) -> None:
    """Each drawn domino is placed, discarded or still on a line, once (KD-R8); kingdoms fit
    their square (KD-R6); kept scores equal a recount; scored games add up (KD-R13)."""
    used = [number for seat in range(state.n) for number in dominoes_used(state, seat)]
    assert sorted(used + on_lines(state)) == sorted(state.deck[: state.drawn]), "a drawn domino is lost or doubled"
    assert sorted(state.deck) == list(NUMBERS)
    for seat in range(state.n):
        check_kingdom(state, seat)
    check_results(state)


def dominoes_used(state: KingdominoState, seat: int) -> list[int]:
    return [number for number, _, _, _ in state.placed[seat]] + state.discarded[seat]


def on_lines(state: KingdominoState) -> list[int]:
    """The drawn dominoes nobody has placed or discarded: the line's from the pending one on, and the next line."""
    if state.phase is Phase.PLACE:
        return state.line[state.cursor :] + state.next_line
    if state.phase is Phase.PICK:
        return state.line[state.cursor + 1 :] + state.next_line
    return state.next_line[:]


def check_kingdom(state: KingdominoState, seat: int) -> None:
    """The placed dominoes' squares do not overlap, are the kept ones and fit the square; kept scores are a recount."""
    squares = [(0, 0)]
    for _, x, y, d in state.placed[seat]:
        squares += [(x, y), (x + DX[d], y + DY[d])]
    assert len(set(squares)) == len(squares) == state.occupied[seat].bit_count(), f"seat {seat}: squares overlap or are lost"
    xs, ys = [x for x, _ in squares], [y for _, y in squares]
    bounds = [min(xs), max(xs), min(ys), max(ys)]
    assert state.bbox[4 * seat : 4 * seat + 4] == bounds, f"seat {seat}: bounding box {state.bbox[4 * seat : 4 * seat + 4]}"
    assert bounds[1] - bounds[0] < state.size and bounds[3] - bounds[2] < state.size, f"seat {seat}: the kingdom overflows"
    terrains = [kingdom.terrain_score(state, seat, terrain) for terrain in range(6)]
    assert state.terrain_scores[6 * seat : 6 * seat + 6] == terrains and state.scores[seat] == sum(terrains), f"seat {seat}: kept scores"


def check_results(state: KingdominoState) -> None:
    """Each scored game used its dominoes once, as many per seat; its parts and the totals add up."""
    games = DYNASTY_GAMES if state.options["dynasty"] == "on" else 1
    assert (len(state.results) == games) if state.phase is Phase.OVER else (len(state.results) < games), "games scored"
    totals = [0] * state.n
    for result in state.results:
        counts = [len(placed) + len(discarded) for placed, discarded in zip(result["placed"], result["discarded"], strict=True)]
        assert counts == [state.layout.used // state.n] * state.n, f"game {result['game']}: dominoes per seat {counts}"
        numbers = [entry["domino"] for entry in chain(*result["placed"])] + list(chain(*result["discarded"]))
        assert len(set(numbers)) == len(numbers), f"game {result['game']}: a domino is used twice"
        parts = result["parts"]
        assert all(part["total"] == part["properties"] + part["middle_kingdom"] + part["harmony"] for part in parts)
        assert result["scores"] == [part["total"] for part in parts]
        totals = [total + score for total, score in zip(totals, result["scores"], strict=True)]
    assert state.totals == totals


CONFORMANCE = ConformanceHooks(rules="rules.txt", move_space=move_space, hidden=hidden, past=PAST, check_state=check_state)
