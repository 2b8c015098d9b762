"""What the others may do with a tile another player gives up, and which claim wins
(rules/riichi.md RIICHI-R13, R24, R25, R29, R31, R40, R43).

After a discard every other player who may claim it is asked at once (``to_act``), each
answering with one of his claims or ``pass``; nobody learns who was asked. Ron beats pon and
kan, which beat chi; several rons are a double ron (three, an abortive draw).
"""

from __future__ import annotations

from itertools import combinations

from asobiba.games.riichi.hand import Meld, WinContext, counts_of, evaluate, kuikae_forbidden, waits
from asobiba.games.riichi.moves import KAN, PASS, RON, Chi, Move, Pon
from asobiba.games.riichi.state import RiichiState
from asobiba.games.riichi.tiles import TILE_NAMES


def name(state: RiichiState, tile: int) -> str:
    return TILE_NAMES[state.rules.red_fives][tile]


def can_ron(state: RiichiState, seat: int, tile: int, kind: str) -> bool:
    """``seat`` may win on ``tile`` given up by another: a wait, not furiten (RIICHI-R17, R18, R24), a yaku (RIICHI-R9)."""
    hand = state.hands[seat]
    if tile // 4 not in waits(hand, state.melds[seat]):
        return False
    if state.furiten_turn[seat] or state.furiten_riichi[seat] or discard_furiten(state, seat):
        return False
    return win_value(state, seat, tile, tsumo=False, kind=kind) is not None


def discard_furiten(state: RiichiState, seat: int) -> bool:
    """Furiten by one's own discards: a wait among them, called away or not."""
    mine = {entry.tile // 4 for entry in state.rivers[seat]}
    return not mine.isdisjoint(waits(state.hands[seat], state.melds[seat]))


def win_value(state: RiichiState, seat: int, tile: int, tsumo: bool, kind: str = "discard"):
    """The hand's value if ``seat`` wins with ``tile`` (drawn if ``tsumo``); None without a yaku."""
    hand = state.hands[seat] if tsumo else [*state.hands[seat], tile]
    uninterrupted = not state.called and not state.rivers[seat]
    last = not state.live
    context = WinContext(
        tsumo=tsumo,
        riichi=state.riichi[seat],
        double_riichi=state.double_riichi[seat],
        ippatsu=state.ippatsu[seat],
        rinshan=tsumo and state.replacement,
        chankan=kind == "kakan",
        haitei=tsumo and last and not state.replacement,
        houtei=not tsumo and last and kind == "discard",
        tenhou=tsumo and uninterrupted and seat == state.dealer,
        chiihou=tsumo and uninterrupted and seat != state.dealer,
        seat_wind=27 + state.seat_wind(seat),
        round_wind=27 + state.wind,
        honba=state.honba,
        deposits=state.deposits,
        nuki=len(state.nuki[seat]),
    )
    ura = state.ura_indicators() if state.riichi[seat] else []
    return evaluate(hand, tile, state.melds[seat], state.dora_indicators(), ura, context, state.rules)


def offers(state: RiichiState, seat: int, tile: int, kind: str) -> dict[int, list[Move]]:
    """Each other seat's claims on ``tile`` (``kind``: discard, kakan or nuki), pass last; only seats with a claim."""
    found: dict[int, list[Move]] = {}
    can_call = kind == "discard" and bool(state.live) and not state.abort_after_discard  # RIICHI-R25
    for other in range(state.n):
        if other == seat:
            continue
        moves: list[Move] = []
        if can_ron(state, other, tile, kind):
            moves.append(RON)
        if can_call and not state.riichi[other]:
            moves += calls(state, other, seat, tile)
        if moves:
            found[other] = [*moves, PASS]
    return found


def _runs_with(kind: int) -> tuple[tuple[int, int], ...]:
    """The two other kinds of each run a suit's ``kind`` is in, the lowest run first."""
    rank = kind % 9
    runs = (range(kind - rank + low, kind - rank + low + 3) for low in (rank - 2, rank - 1, rank) if 0 <= low <= 6)
    return tuple(tuple(other for other in run if other != kind) for run in runs)


_RUNS_WITH = tuple(_runs_with(kind) for kind in range(27))


def calls(state: RiichiState, seat: int, discarder: int, tile: int) -> list[Move]:
    """Pon, an open kan and (from the player on one's left, four players only) chi on ``tile``,
    each leaving the caller a tile he may discard (kuikae, RIICHI-R13)."""
    hand = state.hands[seat]
    counts = counts_of(tuple(hand))  # most hands can claim nothing: counted before anything is built
    kind = tile // 4
    names = TILE_NAMES[state.rules.red_fives]
    found: list[Move] = []
    if counts[kind] >= 2:
        same = [t for t in hand if t // 4 == kind]
        for pair in sorted({tuple(sorted(names[t] for t in two)) for two in combinations(same, 2)}):
            if _may_discard_after(state, seat, "pon", tile, _take(state, hand, pair)):
                found.append(Pon(pair))
    if counts[kind] == 3 and sum(state.kans) < 4 and state.live:
        found.append(KAN)
    if state.n == 4 and (discarder + 1) % 4 == seat and kind < 27:  # RIICHI-R40: no chi with three players
        for needed in _RUNS_WITH[kind]:
            if not (counts[needed[0]] and counts[needed[1]]):
                continue
            choices = [sorted({names[t] for t in hand if t // 4 == k}) for k in needed]
            for first in choices[0]:
                for second in choices[1]:
                    pair = (first, second) if first <= second else (second, first)
                    if _may_discard_after(state, seat, "chi", tile, _take(state, hand, pair)):
                        found.append(Chi(pair))
    return found


def _take(state: RiichiState, hand: list[int], names: tuple[str, ...]) -> list[int]:
    """The tiles of ``hand`` named (the red five only when named so)."""
    known = TILE_NAMES[state.rules.red_fives]
    taken: list[int] = []
    for wanted in names:
        taken.append(next(t for t in hand if t not in taken and known[t] == wanted))
    return taken


def _may_discard_after(state: RiichiState, seat: int, kind: str, tile: int, used: list[int]) -> bool:
    meld = Meld(kind, tuple(sorted([*used, tile])), tile, None, True)
    forbidden = kuikae_forbidden(meld)
    rest = [t for t in state.hands[seat] if t not in used]
    return any(t // 4 not in forbidden for t in rest)
