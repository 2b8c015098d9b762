"""Counting and settlement of one deal (TAROT-R28–R43, R50).

Card points are doubled integers throughout (see cards.py); game points are ints.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.tarot.cards import BOUTS, EXCUSE, PETIT, POINTS2
from asobiba.games.tarot.data import (
    CHELEM_ANNOUNCED_FAILED,
    CHELEM_ANNOUNCED_MADE,
    CHELEM_UNANNOUNCED_MADE,
    CONTRACT_BASE,
    DEFENCE_CHELEM,
    MISERE_VALUE,
    PETIT_AU_BOUT,
    POIGNEE_VALUE,
    THRESHOLD,
    Contract,
)
from asobiba.games.tarot.state import NOBODY, TarotState


def seat_points2(state: TarotState) -> list[int]:
    """Doubled card points won by each seat, after the Excuse exchange (TAROT-R28)."""
    points = [sum(POINTS2[card] for card in pile) for pile in state.won]
    if state.excuse_debt is not None:
        debtor, creditor = state.excuse_debt
        points[debtor] -= 1
        points[creditor] += 1
    return points


def petit_au_bout_winner(state: TarotState) -> int:
    """Seat whose camp earns the petit au bout, or NOBODY (TAROT-R32)."""
    leader, cards, winner = state.tricks[-1]
    if PETIT in cards:
        return winner
    excuse_led_and_won = cards[0] == EXCUSE and winner == leader  # TAROT-R30
    if excuse_led_and_won and PETIT in state.tricks[-2][1]:
        return state.tricks[-2][2]
    return NOBODY


def declarations_value(state: TarotState) -> int:
    """Sum of every poignée and misère declared this deal, by anyone (TAROT-R22, R44)."""
    total = 0
    for declaration in state.declarations:
        if declaration is not None:
            total += POIGNEE_VALUE.get(declaration.poignee or "", 0) + MISERE_VALUE * len(declaration.misere)
    return total


def settle(state: TarotState) -> dict[str, Any]:
    """Score a deal with a taker: the per-defender amount D and each seat's score (TAROT-R36–R43)."""
    contract = state.contract
    assert contract is not None
    attack = {state.taker} | ({state.partner} if state.partner != NOBODY else set())
    if contract.chien_shown:
        extra = state.ecart
    else:
        extra = state.chien if contract == Contract.GARDE_SANS else []  # TAROT-R16
    by_seat = seat_points2(state)
    points2 = sum(by_seat[seat] for seat in attack) + sum(POINTS2[card] for card in extra)
    bouts = sum(card in BOUTS for seat in attack for card in state.won[seat]) + sum(card in BOUTS for card in extra)
    defence_extra = state.chien if contract == Contract.GARDE_CONTRE else []
    defence2 = sum(by_seat[seat] for seat in range(state.n) if seat not in attack) + sum(POINTS2[card] for card in defence_extra)
    threshold2 = 2 * THRESHOLD[bouts]
    made = points2 >= threshold2  # TAROT-R37: decided on the exact total
    margin = (abs(points2 - threshold2) + 1) // 2  # TAROT-R38: half points round up
    sign = 1 if made else -1
    multiplier = contract.multiplier

    petit_seat = petit_au_bout_winner(state)
    petit = 0 if petit_seat == NOBODY else PETIT_AU_BOUT * multiplier * (1 if petit_seat in attack else -1)
    bonus = declarations_value(state)
    winners = [winner for _, _, winner in state.tricks]
    attack_chelem = all(winner in attack for winner in winners)
    defence_chelem = not any(winner in attack for winner in winners)
    if state.chelem:
        chelem = CHELEM_ANNOUNCED_MADE if attack_chelem else CHELEM_ANNOUNCED_FAILED
    else:
        chelem = CHELEM_UNANNOUNCED_MADE if attack_chelem else 0
    if defence_chelem:
        chelem += DEFENCE_CHELEM

    per_defender = sign * (CONTRACT_BASE + margin) * multiplier + petit + sign * bonus + chelem  # TAROT-R39
    scores = [-per_defender] * state.n
    if state.partner != NOBODY:
        scores[state.partner] = per_defender
        scores[state.taker] = 2 * per_defender  # TAROT-R42
    else:
        scores[state.taker] = state.layout.taker_share * per_defender  # TAROT-R40–R42
    return {
        "scoring": "contract",
        "contract": contract.json_name,
        "taker": state.taker,
        "partner": None if state.partner == NOBODY else state.partner,
        "points": points2 / 2,
        "defence_points": defence2 / 2,
        "bouts": bouts,
        "threshold": THRESHOLD[bouts],
        "made": made,
        "margin": margin,
        "petit_au_bout": None if petit_seat == NOBODY else ("attack" if petit_seat in attack else "defence"),
        "declarations": bonus,
        "chelem": chelem,
        "per_defender": per_defender,
        "scores": scores,
    }


def settle_grassing(state: TarotState) -> dict[str, Any]:
    """Score a deal everybody passed, played with no taker (TAROT-R49, R50)."""
    n = state.n
    by_seat = seat_points2(state)
    if state.options["grassing_chien"] == "last_trick":
        by_seat[state.tricks[-1][2]] += sum(POINTS2[card] for card in state.chien)
    total2 = sum(by_seat)
    doubled = [total2 - n * points for points in by_seat]  # 2 × (T − N × G)
    scores = [value // 2 for value in doubled]
    # Odd values end in .5; they come in an even number since the sum is 0. The higher
    # half rounds up, the lower half down; ties go in play order from the dealer's next.
    order = [(state.dealer + state.step * offset) % n for offset in range(1, n + 1)]
    halves = sorted((seat for seat in order if doubled[seat] % 2), key=lambda seat: -doubled[seat])
    for seat in halves[: len(halves) // 2]:
        scores[seat] += 1
    return {
        "scoring": "grassing",
        "points_by_seat": [points / 2 for points in by_seat],
        "chien_points": 0 if state.options["grassing_chien"] == "last_trick" else sum(POINTS2[card] for card in state.chien) / 2,
        "scores": scores,
    }
