"""The search's rollout policy for Riichi: a fast player that reads the sampled state directly.

It plays like the heuristic in the ways that decide a hand's points, at a small share of its
cost: it wins when it may; it pons a yakuhai (RIICHI-R9) when nobody is in riichi; it declares
riichi when offered (RIICHI-R15); against a riichi it folds unless its hand is ready, giving
up the tile safest by the cheap reading of defence.py (genbutsu, then honors by how many are
in sight, then numbers by the two-sided waits suji leaves open); otherwise it discards the
least connected tile. Every other call is passed.
"""

from __future__ import annotations

import random

from asobiba.core.contract import Game
from asobiba.games.riichi.defence import HONOR_DANGER, RESIDUE, SIDE_DANGER
from asobiba.games.riichi.efficiency import DRAGONS, KIND, shanten_of
from asobiba.games.riichi.moves import PASS, RON, TSUMO, Discard, Move, Pon, Riichi
from asobiba.games.riichi.state import Phase, RiichiState

PUSH_SHANTEN = 0  # a hand this near (tenpai after the discard) keeps pushing against a riichi


def policy(game: Game, state: RiichiState, seat: int, rng: random.Random) -> Move:
    """A rollout move: see the module docstring."""
    legal = game.legal_moves(state, seat)
    if state.phase is Phase.CLAIM:
        if RON in legal:
            return RON
        return _yakuhai_pon(state, seat, legal) or PASS
    if TSUMO in legal:
        return TSUMO
    if state.riichi[seat]:
        return legal[-1]  # the drawn tile: in riichi it is the only discard
    counts = [0] * 34
    for tile in state.hands[seat]:
        counts[tile // 4] += 1
    riichi = [move for move in legal if isinstance(move, Riichi)]
    if riichi:
        return min(riichi, key=lambda move: _connection(counts, KIND[move.tile]))
    discards = [move for move in legal if isinstance(move, Discard)]
    declared = [other for other in range(state.n) if other != seat and state.riichi[other]]
    if declared and shanten_of(tuple(counts), state.n) > PUSH_SHANTEN:
        seen = _in_sight(state, seat, counts)
        safe = [_genbutsu(state, other) for other in declared]
        return min(discards, key=lambda move: (_danger(KIND[move.tile], safe, seen), _connection(counts, KIND[move.tile])))
    return min(discards, key=lambda move: _connection(counts, KIND[move.tile]))


def _yakuhai_pon(state: RiichiState, seat: int, legal: list[Move]) -> Move | None:
    """A pon of a dragon, the round wind or one's seat wind, unless someone is in riichi."""
    window = state.window
    if window is None or any(state.riichi):
        return None
    kind = window.tile // 4
    if kind not in DRAGONS and kind != 27 + state.wind and kind != 27 + state.seat_wind(seat):
        return None
    return next((move for move in legal if isinstance(move, Pon)), None)


def _connection(counts: list[int], kind: int) -> int:
    """How much a tile of ``kind`` holds the hand together: pairs and sets, then neighbours
    one and two away; honors and terminals connect least."""
    score = 4 * (counts[kind] - 1)
    if kind < 27:
        rank = kind % 9
        for step, weight in ((1, 2), (2, 1)):
            if rank - step >= 0 and counts[kind - step]:
                score += weight
            if rank + step <= 8 and counts[kind + step]:
                score += weight
        score += 1 if 0 < rank < 8 else 0
    return score


def _in_sight(state: RiichiState, seat: int, counts: list[int]) -> list[int]:
    """Tiles of each kind ``seat`` can see: its hand, the rivers (called tiles in their melds),
    the melds and the dora indicators."""
    seen = counts[:]
    for river in state.rivers:
        for entry in river:
            if not entry.called:
                seen[entry.tile // 4] += 1
    for melds in state.melds:
        for meld in melds:
            for tile in meld.tiles:
                seen[tile // 4] += 1
    for tile in state.dora_indicators():
        seen[tile // 4] += 1
    return seen


def _genbutsu(state: RiichiState, declared: int) -> set[int]:
    """The kinds safe against a riichi: its river, and what the others gave up after it (defence.py)."""
    river = state.rivers[declared]
    safe = {entry.tile // 4 for entry in river}
    index = next((i for i, entry in enumerate(river) if entry.riichi), len(river))
    for other, entries in enumerate(state.rivers):
        if other != declared:
            safe.update(entry.tile // 4 for entry in entries[index + 1 :])
    return safe


def _danger(kind: int, safe: list[set[int]], seen: list[int]) -> float:
    """The summed danger of ``kind`` against each riichi, from the kinds safe against each."""
    total = 0.0
    for genbutsu in safe:
        if kind in genbutsu:
            continue
        if kind >= 27:
            total += HONOR_DANGER[min(4, seen[kind])]
            continue
        risk = RESIDUE
        rank = kind % 9
        for direction in (-1, 1):
            if not 0 <= rank + 2 * direction <= 8:
                continue
            partner = kind + 3 * direction
            if 0 <= rank + 3 * direction <= 8 and partner in genbutsu:
                continue
            if seen[kind + direction] >= 4 or seen[kind + 2 * direction] >= 4:
                continue
            risk += SIDE_DANGER
        total += risk
    return total
