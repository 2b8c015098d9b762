"""Score (TARGI-R17) and tie-breaks (TARGI-R18).

A score is the VP tokens, the printed VP of the displayed Tribe cards, the card-text
bonuses (only under ``tribe_effects=data``: ``end_vp`` and ``vp_per_symbol`` effects)
and the row bonuses: a full row of 4 cards of one symbol +4, of 4 different symbols +2,
any other row nothing (TARGI-T3). Cards in hand score nothing. Ties go to the most
gold, then the most goods; still tied, both rank first (a draw).

The state keeps a running total (``state.score``), moved by :func:`gain_vp` and
:func:`laid_out` as things happen; :func:`total` recounts it from scratch, and the
conformance suite checks that the two agree after every move.
"""

from __future__ import annotations

from typing import Any

from asobiba.games.targi.cards import ROW_LENGTH, TRIBE, Effect
from asobiba.games.targi.state import TargiState

SAME_SYMBOL_BONUS = 4  # TARGI-R17: a full row of one symbol
ALL_DIFFERENT_BONUS = 2  # TARGI-R17: a full row of 4 different symbols


def row_bonus(row: list[str]) -> int:
    """TARGI-R17, T3: +4 for 4 of one symbol, +2 for 4 different, else 0 (fewer than 4 cards, or 2–3 symbols)."""
    if len(row) < ROW_LENGTH:
        return 0
    symbols = len({TRIBE[card].symbol for card in row})
    return SAME_SYMBOL_BONUS if symbols == 1 else ALL_DIFFERENT_BONUS if symbols == ROW_LENGTH else 0


def effects_of(state: TargiState, card: str) -> tuple[Effect, ...]:
    """The card's effects in force: none in reduced Targi (tribe_effects=none)."""
    return state.effects.get(card, ()) if state.options["tribe_effects"] == "data" else ()


def card_text_vp(state: TargiState, seat: int) -> int:
    """End-game VP of the effects of the seat's displayed cards."""
    cards = [card for row in state.display[seat] for card in row]
    vp = 0
    for card in cards:
        for effect in effects_of(state, card):
            if effect.kind == "end_vp":
                vp += effect.vp
            elif effect.kind == "vp_per_symbol":
                vp += effect.vp * (sum(TRIBE[other].symbol == effect.symbol for other in cards) // effect.per)
    return vp


def printed_vp(state: TargiState, seat: int) -> int:
    return sum(TRIBE[card].vp for row in state.display[seat] for card in row)


def total(state: TargiState, seat: int) -> int:
    """TARGI-R17 from scratch."""
    rows = sum(row_bonus(row) for row in state.display[seat])
    return state.vp[seat] + printed_vp(state, seat) + card_text_vp(state, seat) + rows


def gain_vp(state: TargiState, seat: int, vp: int) -> None:
    """VP tokens won (or lost, ``vp`` < 0), with the running total."""
    state.vp[seat] += vp
    state.score[seat] += vp


def laid_out(state: TargiState, seat: int, row: int, card: str, text_vp_before: int) -> None:
    """The running total after ``card`` joined ``row``: its printed VP, that row's bonus change, the card texts' change."""
    cards = state.display[seat][row]
    gain = TRIBE[card].vp + row_bonus(cards) - row_bonus(cards[:-1])
    state.score[seat] += gain + card_text_vp(state, seat) - text_vp_before


def goods_count(state: TargiState, seat: int) -> int:
    return sum(state.goods[seat])


def sheet(state: TargiState, seat: int) -> dict[str, Any]:
    """One seat's final score sheet: every part of TARGI-R17 and the tie-breaks of R18."""
    rows = [row_bonus(row) for row in state.display[seat]]
    printed, text = printed_vp(state, seat), card_text_vp(state, seat)
    return {
        "tokens": state.vp[seat],
        "cards": printed,
        "card_texts": text,
        "rows": rows,
        "total": state.vp[seat] + printed + text + sum(rows),
        "tiebreaks": [state.gold[seat], goods_count(state, seat)],
    }


def ranks(keys: list[tuple[int, ...]]) -> tuple[int, ...]:
    """1 for the best key; equal keys share a rank (a draw, TARGI-R18)."""
    return tuple(1 + sum(other > mine for other in keys) for mine in keys)
