"""The end of a hand and of the match: wins, draws and what each player pays, then the next
hand or the final results (rules/riichi.md RIICHI-R2–R8, R26–R30, R38, R47, and §7 for what
Tenhou's own logs show)."""

from __future__ import annotations

from typing import Any

from asobiba.core.contract import Event
from asobiba.games.riichi.hand import HandValue, waits
from asobiba.games.riichi.state import NOBODY, RiichiState
from asobiba.games.riichi.tiles import TILE_NAMES, is_terminal_or_honor

START = {4: 25_000, 3: 35_000}
ORIGIN = {4: 30_000, 3: 40_000}
HANCHAN = {(4, "east_south"): (20, 10, -10, -20), (3, "east_south"): (20, 0, -20)}
UMA = {  # by settlement (options.py), then (players, length): RIICHI-R6, R38 and rules §7
    # Tenhou today: East-only as East-South; the three-player East-only +20/0/-20 is what a 2023
    # Tenhou log shows (docs/riichi.md, "Final results").
    "tenhou": {**HANCHAN, (4, "east_only"): (20, 10, -10, -20), (3, "east_only"): (20, 0, -20)},
    "tenhou_rounded": {**HANCHAN, (4, "east_only"): (20, 10, -10, -20), (3, "east_only"): (10, 0, -10)},
    "tenhou_2009": {**HANCHAN, (4, "east_only"): (10, 5, -5, -10), (3, "east_only"): (10, 0, -10)},
}
LAST_WIND = {"east_only": 0, "east_south": 1}  # the format's last round; the extension goes one wind further (RIICHI-R3)


def names(state: RiichiState, tiles: list[int]) -> list[str]:
    known = TILE_NAMES[state.rules.red_fives]
    return [known[tile] for tile in tiles]


def ron_honba(state: RiichiState, honba: int) -> int:
    """What one payer pays for ``honba`` on a ron, or a liable player for them (RIICHI-R29, R30):
    300 each, 200 with three players (RIICHI-R47)."""
    return honba * (300 if state.n == 4 else 200)


def win_deltas(state: RiichiState, winner: int, value: HandValue, payer: int | None, first: bool) -> list[int]:
    """Points each seat gains for one win (``payer`` None: tsumo); ``first``: this winner takes
    the honba and the deposits (RIICHI-R29). Pao as RIICHI-R30."""
    n = state.n
    deltas = [0] * n
    dealer = winner == state.dealer
    liable = state.pao[winner]
    honba = state.honba if first else 0
    if liable != NOBODY and value.yakuman:
        whole = value.yakuman * (48_000 if dealer else 32_000)
        if payer is None or payer == liable:
            deltas[liable] -= whole + ron_honba(state, honba)
        else:  # ron by another: half each, the liable player pays the honba
            deltas[liable] -= whole // 2 + ron_honba(state, honba)
            deltas[payer] -= whole // 2
    elif payer is not None:
        deltas[payer] -= value.ron + ron_honba(state, honba)
    else:
        for other in range(n):
            if other != winner:
                deltas[other] -= (value.tsumo_dealer if other == state.dealer else value.tsumo_other) + honba * 100
    deltas[winner] -= sum(deltas)
    if first:
        deltas[winner] += 1000 * state.deposits
    return deltas


def tenpai(state: RiichiState) -> list[bool]:
    """Formal tenpai at an exhaustive draw (RIICHI-R26)."""
    return [bool(waits(state.hands[seat], state.melds[seat])) for seat in range(state.n)]


def nagashi(state: RiichiState) -> list[bool]:
    """RIICHI-R27: every discard a terminal or an honor, none called away."""
    return [bool(river) and all(is_terminal_or_honor(entry.tile // 4) and not entry.called for entry in river) for river in state.rivers]


def noten_deltas(state: RiichiState, ready: list[bool]) -> list[int]:
    """RIICHI-R26: the noten pay the tenpai 3,000 in all (three players: the table option, RIICHI-R47)."""
    total = 3000 if state.n == 4 else int(state.options["sanma_noten_total"])
    count = sum(ready)
    if count in (0, state.n):
        return [0] * state.n
    return [total // count if up else -total // (state.n - count) for up in ready]


def nagashi_deltas(state: RiichiState, seats: list[int]) -> list[int]:
    """RIICHI-R27: a mangan as for a tsumo, per player (three players: no fourth share)."""
    deltas = [0] * state.n
    for seat in seats:
        for other in range(state.n):
            if other != seat:
                pay = 4000 if seat == state.dealer or other == state.dealer else 2000
                deltas[other] -= pay
                deltas[seat] += pay
    return deltas


def apply(state: RiichiState, deltas: list[int]) -> None:
    for seat, delta in enumerate(deltas):
        state.scores[seat] += delta


def end_hand(state: RiichiState, result: dict[str, Any], renchan: bool, dealer_won: bool, events: list[Event]) -> bool:
    """Record the hand, then decide what comes next (RIICHI-R2–R5): True if the match is over.

    ``renchan``: the dealer keeps the deal; honba go up after a renchan or a draw and back to
    zero after a non-dealer win (``result["kind"]`` tells which).
    """
    result = {"wind": state.wind, "kyoku": state.kyoku, "honba": state.honba, **result}
    state.results.append(result)
    events.append(Event("hand_end", {"result": result, "scores": state.scores[:]}))
    if result["kind"] == "win" and not renchan:
        state.honba = 0
    else:
        state.honba += 1
    if min(state.scores) < 0:  # RIICHI-R4: tobi
        return True
    n, length = state.n, state.options["length"]
    last_wind = LAST_WIND[length]
    origin = ORIGIN[n]
    final_hand = may_end(n, length, state.wind, state.kyoku)
    extension = state.wind > last_wind
    top = max(state.scores)
    someone_up = top >= origin
    if final_hand:
        if dealer_won and renchan and state.scores[state.dealer] >= origin and first_place(state) == state.dealer:
            return True  # RIICHI-R5 (a): agari-yame, automatic (a tenpai dealer chooses instead: may_stop)
        if not renchan and someone_up:
            return True  # (b) a noten dealer at an exhaustive draw, (c) any deal passing
        if extension and someone_up and (not renchan or state.options["renchan_priority_in_extension"] == "off"):
            return True  # RIICHI-R3: sudden death, after a dealer's renchan by default (rules §7)
    if not renchan:
        state.kyoku += 1
        if state.kyoku == n:
            state.kyoku, state.wind = 0, state.wind + 1
            if state.wind > last_wind + 1:
                return True  # RIICHI-R5 (d): the extension's limit
    return False


def may_end(n: int, length: str, wind: int, kyoku: int) -> bool:
    """Whether the match may end with the hand of ``wind`` and ``kyoku``: the format's last hand
    or a hand of the extension (RIICHI-R3, R5)."""
    last_wind = LAST_WIND[length]
    return wind > last_wind or (wind == last_wind and kyoku == n - 1)


def may_stop(state: RiichiState, ready: list[bool]) -> bool:
    """Tenpai-yame (rules §7), asked after an exhaustive draw that keeps the deal: in a hand that
    may end the match, a dealer who is tenpai, first (RIICHI-R8) and at or above the origin may
    end it. Real logs show both choices (two end there, five play on)."""
    dealer = state.dealer
    deciding = may_end(state.n, state.options["length"], state.wind, state.kyoku)
    return ready[dealer] and deciding and state.scores[dealer] >= ORIGIN[state.n] and first_place(state) == dealer


def standing(scores: list[int], n: int, length: str, settlement: str) -> list[float]:
    """The final results (RIICHI-R6, R8) if the match ended with these scores, unrounded."""
    order = sorted(range(n), key=lambda seat: (-scores[seat], seat))
    uma = UMA[settlement][(n, length)]
    results = [0.0] * n
    for place, seat in enumerate(order[1:], start=1):
        results[seat] = (scores[seat] - ORIGIN[n]) / 1000 + uma[place]
    results[order[0]] = -sum(results)
    return results


def first_place(state: RiichiState) -> int:
    """Equal points rank by seat order from East 1 (RIICHI-R8): seat 0 dealt first."""
    return max(range(state.n), key=lambda seat: (state.scores[seat], -seat))


def ranking(state: RiichiState) -> list[int]:
    """Seats from first to last (RIICHI-R8)."""
    return sorted(range(state.n), key=lambda seat: (-state.scores[seat], seat))


def final_results(state: RiichiState) -> list[float] | list[int]:
    """RIICHI-R6–R8: leftover deposits to first place, then the results of the table's settlement."""
    order = ranking(state)
    state.scores[order[0]] += 1000 * state.deposits
    state.deposits = 0
    return results_of(state.scores, state.n, state.options["length"], state.options["settlement"])


def results_of(scores: list[int], n: int, length: str, settlement: str) -> list[float] | list[int]:
    """(points − origin) / 1,000 plus uma by rank; first place takes what makes them sum to 0
    (its oka and any rounding). Tenhou since 2022 keeps one decimal; before, points were rounded
    to thousands, 500 away from zero (rules §7: −7,500 → −8,000)."""
    order = sorted(range(n), key=lambda seat: (-scores[seat], seat))
    uma = UMA[settlement][(n, length)]
    if settlement == "tenhou":  # in tenths, so that the sum is exact
        tenths = [0] * n
        for place, seat in enumerate(order[1:], start=1):
            tenths[seat] = (scores[seat] - ORIGIN[n]) // 100 + 10 * uma[place]
        tenths[order[0]] = -sum(tenths)
        return [value / 10 for value in tenths]
    results = [0] * n
    for place, seat in enumerate(order[1:], start=1):
        results[seat] = thousands(scores[seat]) - ORIGIN[n] // 1000 + uma[place]
    results[order[0]] = -sum(results)
    return results


def thousands(points: int) -> int:
    """Points in thousands, 500 away from zero (rules §7: 29 of 29 results at x,500 fit)."""
    rounded = (abs(points) + 500) // 1000
    return rounded if points >= 0 else -rounded
