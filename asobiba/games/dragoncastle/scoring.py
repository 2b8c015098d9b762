"""Final scoring (DC-R15), tie-breaks (DC-R16) and the solo rank (DC-R19).

A score is the VP tokens, plus each Shrine by the floor of its tile at the end (1, 2,
3 or more: 1 / 2 / 3 VP), plus 2 per countdown token, plus the bonus of every Dragon
card in play; solo with cards takes 15 off. Ties go to the most stacks whose top tile
is face down (option ``tiebreak_stacks=without_shrine``: only those without a Shrine),
then to the most Shrines in the realm; then the victory is shared.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.dragoncastle.data import COUNTDOWN_VP, SHRINE_FLOOR_VP, SOLO_CARDS_PENALTY, solo_rank
from asobiba.games.dragoncastle.dragons import BONUS
from asobiba.games.dragoncastle.state import SHRINE, UP, DragonCastleState


def shrine_floors(state: DragonCastleState, seat: int) -> list[int]:
    """How many Shrines stand on floor 1, on floor 2 and on floor 3 or higher."""
    counts = [0] * len(SHRINE_FLOOR_VP)
    for stack, top in zip(state.realm[seat], state.top[seat], strict=True):
        if top == SHRINE:
            counts[min(len(stack), len(counts)) - 1] += 1
    return counts


def tiebreaks(state: DragonCastleState, seat: int) -> list[int]:
    """DC-R16, §5.13: stacks topped face down (without a Shrine under the BGA option), then Shrines in the realm."""
    with_shrines = state.options["tiebreak_stacks"] == "any_facedown_top"
    stacks = sum(
        1 for stack, top in zip(state.realm[seat], state.top[seat], strict=True) if stack and top != UP and (with_shrines or top != SHRINE)
    )
    return [stacks, state.top[seat].count(SHRINE)]


def running_score(state: DragonCastleState, seat: int) -> int:
    """The total shown during the game (as BGA does): tokens, Shrines by floor and countdown, no Dragon card yet."""
    floors = shrine_floors(state, seat)
    return (
        state.vp[seat] + sum(count * vp for count, vp in zip(floors, SHRINE_FLOOR_VP, strict=True)) + COUNTDOWN_VP * state.countdown[seat]
    )


def sheet(state: DragonCastleState, seat: int) -> dict[str, Any]:
    """One seat's score sheet: every part of DC-R15 and its tie-breaks."""
    floors = shrine_floors(state, seat)
    shrine_vp = sum(count * vp for count, vp in zip(floors, SHRINE_FLOOR_VP, strict=True))
    dragons = {card: BONUS[card](state, seat) for card in state.dragons}
    penalty = -SOLO_CARDS_PENALTY if state.is_solo and state.options["solo_with_cards"] == "on" else 0
    countdown_vp = COUNTDOWN_VP * state.countdown[seat]
    total = state.vp[seat] + shrine_vp + countdown_vp + sum(dragons.values()) + penalty
    return {
        "tokens": state.vp[seat],
        "shrines": floors,
        "shrine_vp": shrine_vp,
        "countdown": state.countdown[seat],
        "countdown_vp": countdown_vp,
        "dragons": dragons,
        "dragon_vp": sum(dragons.values()),
        "penalty": penalty,
        "total": total,
        "tiebreaks": tiebreaks(state, seat),
    }


def final_sheets(state: DragonCastleState) -> list[dict[str, Any]]:
    sheets = [sheet(state, seat) for seat in range(state.n)]
    if state.is_solo:
        sheets[0]["rank_title"] = solo_rank(sheets[0]["total"])[0]
    return sheets


def ranks(keys: list[tuple[int, ...]]) -> tuple[int, ...]:
    """1 for the best key; equal keys share a rank (a shared victory, DC-R16 (3))."""
    return tuple(1 + sum(other > mine for other in keys) for mine in keys)
