"""What each seat may do now in a Riichi hand: the claims of a window (claims.py) or, for the
player on turn, his discards, riichi, tsumo, kans, North and the nine-terminals draw
(rules/riichi.md RIICHI-R13, R15, R20, R28, R41, R46); after a hand, the dealer's tenpai-yame
(rules §7). Both are asked for several times
between two moves (``to_act``, ``legal_moves``, ``view``, ``play``), so they are kept on the
state until the next move.
"""

from __future__ import annotations

from asobiba.games.riichi.claims import name, win_value
from asobiba.games.riichi.hand import ankan_allowed_in_riichi, counts_of, nine_terminal_kinds, riichi_discards, waits
from asobiba.games.riichi.moves import CONTINUE, KYUUSHU, NUKI, TSUMO, YAME, Ankan, Discard, Kakan, Move, Riichi
from asobiba.games.riichi.state import Phase, RiichiState
from asobiba.games.riichi.tiles import TILE_NAMES, kind_name, parse_tile

NORTH = 30
# Every discard made once (moves are frozen values): a turn offers a dozen.
_DISCARD = {name: Discard(name) for names in TILE_NAMES for name in names}
_TSUMOGIRI = {name: Discard(name, True) for names in TILE_NAMES for name in names}


def moves_of(state: RiichiState, seat: int) -> list[Move]:
    """The legal moves of ``seat``, kept until the next move: not to be changed by the caller."""
    cached = state.moves
    if cached is None or cached[0] != seat:
        cached = state.moves = (seat, _moves(state, seat))
    return cached[1]


def _moves(state: RiichiState, seat: int) -> list[Move]:
    if state.phase is Phase.CLAIM:
        window = state.window
        return [] if seat in window.answers else window.offers.get(seat, [])
    if state.phase is Phase.YAME:
        return [CONTINUE, YAME] if seat == state.turn else []  # the dealer's choice (rules §7)
    if state.phase is not Phase.TURN or seat != state.turn:
        return []
    hand, drawn = state.hands[seat], state.drawn
    moves: list[Move] = []
    if drawn is not None:
        rest = without(hand, drawn)
        if drawn // 4 in waits(rest, state.melds[seat]) and win_value(state, seat, drawn, tsumo=True) is not None:
            moves.append(TSUMO)
        if not state.called and not state.rivers[seat] and nine_terminal_kinds(hand) >= 9:
            moves.append(KYUUSHU)  # RIICHI-R28
        moves += _kans(state, seat)
        if state.n == 3 and _may_extract(state, seat):
            moves.append(NUKI)
    if state.riichi[seat]:
        moves.append(_TSUMOGIRI[name(state, drawn)])  # in riichi the drawn tile goes
        return moves
    discards = _discards(state, seat)
    moves += discards
    if _may_declare(state, seat):
        ready = set(riichi_discards(hand))
        if ready:
            moves += [Riichi(move.tile, move.tsumogiri) for move in discards if kind_of(move.tile) in ready]
    return moves


def kind_of(tile_name: str) -> int:
    return parse_tile(tile_name)[0]


def without(hand: list[int], tile: int) -> list[int]:
    rest = hand[:]
    rest.remove(tile)
    return rest


def _discards(state: RiichiState, seat: int) -> list[Discard]:
    """Each tile name in hand once, the drawn tile apart (tsumogiri); not a kuikae kind (RIICHI-R13)."""
    drawn, kuikae, names = state.drawn, state.kuikae, TILE_NAMES[state.rules.red_fives]
    found = {names[tile] for tile in state.hands[seat] if tile != drawn and tile // 4 not in kuikae}
    moves = [_DISCARD[tile] for tile in sorted(found)]
    if drawn is not None:
        moves.append(_TSUMOGIRI[names[drawn]])
    return moves


def _may_declare(state: RiichiState, seat: int) -> bool:
    """RIICHI-R15, R46: a closed hand, 1,000 points, one more own draw to come."""
    closed = all(meld.kind == "ankan" for meld in state.melds[seat])
    return closed and state.scores[seat] >= 1000 and len(state.live) >= (4 if state.n == 4 else 3)


def _kans(state: RiichiState, seat: int) -> list[Move]:
    """Closed and added kans: not a fifth kan, not on the last tile (RIICHI-R20 in riichi)."""
    if sum(state.kans) >= 4 or not state.live:
        return []
    hand, drawn = state.hands[seat], state.drawn
    counts = counts_of(tuple(hand))
    moves: list[Move] = []
    if 4 in counts:
        for kind in (kind for kind, count in enumerate(counts) if count == 4):
            if not state.riichi[seat] or (kind == drawn // 4 and ankan_allowed_in_riichi(without(hand, drawn), drawn, state.melds[seat])):
                moves.append(Ankan(kind_name(kind)))
    if not state.riichi[seat]:
        pons = {meld.tiles[0] // 4 for meld in state.melds[seat] if meld.kind == "pon"}
        if pons:
            moves += [Kakan(name(state, tile)) for tile in sorted(hand) if tile // 4 in pons]
    return moves


def _may_extract(state: RiichiState, seat: int) -> bool:
    """RIICHI-R41: a North in hand, after a draw (never right after one's pon); in riichi only
    if the waits stay the same [decision, as for a closed kan]."""
    hand = state.hands[seat]
    north = next((tile for tile in hand if tile // 4 == NORTH), None)
    if north is None or not state.live:
        return False
    if not state.riichi[seat]:
        return True
    before = waits(without(hand, state.drawn), state.melds[seat])
    return waits(without(hand, north if state.drawn // 4 != NORTH else state.drawn), state.melds[seat]) == before
