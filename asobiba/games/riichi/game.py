"""Riichi mahjong under the Tenhou rules as a pure state machine behind the Asobiba contract
(rules/riichi.md; docs/riichi.md).

A hand: 13 tiles each from a shuffled wall (or ``setup``), then turns. The player on turn
has drawn a tile (or has just called) and discards, declares riichi with his discard, wins
by tsumo, makes a closed or added kan, sets aside a North (three players) or calls the
nine-terminals draw. Each discard, added kan and North opens a window in which every other
player who may claim the tile answers at once (claims.py). The hand ends in wins, an
exhaustive or an abortive draw; settle.py pays and decides what comes next.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome
from asobiba.core.errors import IllegalMove, OptionError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.riichi import settle
from asobiba.games.riichi.claims import name, offers, win_value
from asobiba.games.riichi.hand import Meld, Rules, kuikae_forbidden, waits
from asobiba.games.riichi.moves import (
    CONTINUE,
    KAN,
    KYUUSHU,
    NUKI,
    PASS,
    RON,
    TSUMO,
    YAME,
    Ankan,
    Chi,
    Discard,
    Kakan,
    Move,
    Pon,
    Riichi,
    Simple,
    parse_move,
)
from asobiba.games.riichi.options import OPTIONS
from asobiba.games.riichi.reasons import refusal
from asobiba.games.riichi.sample import sample
from asobiba.games.riichi.state import NOBODY, Phase, RiichiState, River, Window
from asobiba.games.riichi.tiles import TILE_NAMES
from asobiba.games.riichi.turns import kind_of, moves_of
from asobiba.games.riichi.view import meld_json, view
from asobiba.games.riichi.walls import check_setup, wall_of

TURN, CLAIM, OVER, DECIDE = Phase.TURN, Phase.CLAIM, Phase.OVER, Phase.YAME
NORTH = 30
DRAGONS, WINDS = range(31, 34), range(27, 31)


class RiichiGame(GameBase[RiichiState, Move]):
    id = "riichi"
    version = 2  # 2: Tenhou's settlement since 2022, renchan first in the extension, the tenpai-yame decision (rules §7)
    title = Text("Riichi mahjong", "リーチ麻雀")
    about = About(
        Text(
            "Japanese mahjong under the Tenhou rules: riichi, dora, yaku and fu, 4 or 3 players.",
            "天鳳ルールのリーチ麻雀。4人打ちと3人打ち。",
        ),
        order=50,
        default_seats=4,
    )
    seats = (3, 4)
    options = OPTIONS

    def start(
        self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None
    ) -> RiichiState:
        """A new match. ``setup`` may fix the walls of the first hands (docs/riichi.md, "Setup")."""
        if seats not in self.seats:
            raise OptionError(
                Text(f"Riichi mahjong is for 4 or 3 players, not {seats!r}", f"リーチ麻雀は4人か3人です（{seats!r} 人は不可）")
            )
        resolved = resolve_options(OPTIONS, seats, options)
        rules = Rules(players=seats, kuitan=resolved["kuitan"] == "on", red_fives=resolved["red_fives"] == "on")
        state = RiichiState(n=seats, options=resolved, seed=seed, setup=setup, rules=rules, scores=[settle.START[seats]] * seats)
        check_setup(state)  # a bad setup is refused before anything starts
        _new_hand(state, [])
        return state

    def to_act(self, state: RiichiState) -> frozenset[int]:
        if state.phase is TURN or state.phase is DECIDE:
            return frozenset({state.turn})
        if state.phase is CLAIM:
            window = state.window
            return frozenset(seat for seat in window.offers if seat not in window.answers)
        return frozenset()

    def legal_moves(self, state: RiichiState, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now, in a stable order; [] when it may not act."""
        return moves_of(state, seat)[:]

    def play(self, state: RiichiState, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` by ``seat``; :class:`IllegalMove` (state untouched) if it is not legal."""
        if move not in moves_of(state, seat):
            raise IllegalMove(refusal(state, seat, move))
        events: list[Event] = []
        state.moves = None
        if state.phase is CLAIM:
            _answer(state, seat, move, events)
        elif state.phase is DECIDE:
            _next(state, move is YAME, events)
        else:
            APPLY[move.__class__](state, seat, move, events)
        state.moves = None
        return events

    def view(self, state: RiichiState, seat: int | None) -> dict[str, Any]:
        return view(state, seat, self.legal_moves(state, seat) if seat is not None else [])

    def timed_default(self, state: RiichiState, seat: int) -> Move | None:
        """For the server: a person who lets the claim window go passes (as Tichu's bomb window),
        and a dealer who lets the tenpai-yame question go plays on: the match never ends for a
        person who did not say so (docs/riichi.md)."""
        if seat not in self.to_act(state):
            return None
        return PASS if state.phase is CLAIM else CONTINUE if state.phase is DECIDE else None

    def timeout_move(self, state: RiichiState, seat: int) -> Move | None:
        """For the server: the move made for a person whose turn clock ran out (docs/protocol.md,
        "Turn clock"). On one's turn the tile just drawn goes out (tsumogiri; after a call, the
        first tile one may discard): never tsumo, a kan, riichi, a North or the nine-terminals
        draw. A claim is passed and a tenpai dealer plays on, as when a short question lapses."""
        if seat not in self.to_act(state):
            return None
        if state.phase is not TURN:
            return self.timed_default(state, seat)
        discards = [move for move in moves_of(state, seat) if isinstance(move, Discard)]
        return next((move for move in discards if move.tsumogiri), discards[0] if discards else None)

    def outcome(self, state: RiichiState) -> Outcome | None:
        if state.phase is not OVER or state.final is None:
            return None
        ranks = [0] * state.n
        for place, seat in enumerate(settle.ranking(state), start=1):
            ranks[seat] = place
        return Outcome(tuple(state.final), tuple(ranks))

    def sample(self, state: RiichiState, seat: int, rng: random.Random) -> RiichiState:
        return sample(state, seat, rng, offers)

    def clone(self, state: RiichiState) -> RiichiState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)


# -- the hand -------------------------------------------------------------------------------


def _new_hand(state: RiichiState, events: list[Event]) -> None:
    n = state.n
    hands, live, dead = wall_of(state)
    state.hands = [sorted(hand) for hand in hands]
    state.live, state.dead, state.rinshan = live, dead[:10], dead[10:]
    state.indicators, state.pending_dora = 1, 0
    state.melds = [[] for _ in range(n)]
    state.rivers = [[] for _ in range(n)]
    state.nuki = [[] for _ in range(n)]
    for field in ("riichi", "double_riichi", "ippatsu", "furiten_turn", "furiten_riichi"):
        setattr(state, field, [False] * n)
    state.kans, state.pao = [0] * n, [NOBODY] * n
    state.declaring, state.called, state.abort_after_discard = NOBODY, False, False
    state.kuikae, state.window, state.phase = frozenset(), None, TURN
    state.turn = state.dealer
    for seat in range(n):
        events.append(Event("haipai", {"hand": settle.names(state, state.hands[seat])}, to=seat))
    data = {"wind": state.wind, "kyoku": state.kyoku, "honba": state.honba, "deposits": state.deposits, "dealer": state.dealer}
    events.append(Event("hand_start", {**data, "scores": state.scores[:], "dora": settle.names(state, state.dora_indicators())}))
    _draw(state, events)


def _draw(state: RiichiState, events: list[Event], replacement: bool = False) -> None:
    seat = state.turn
    if replacement:
        tile = state.rinshan.pop(0)
        state.rinshan.append(state.live.pop())  # the dead wall keeps 14 tiles: the live wall gives one
    else:
        tile = state.live.pop(0)
    state.hands[seat].append(tile)
    state.hands[seat].sort()
    state.drawn, state.replacement, state.phase = tile, replacement, TURN
    events.append(Event("draw", {"seat": seat, "replacement": replacement, "live": len(state.live)}))
    events.append(Event("drawn", {"tile": name(state, tile)}, to=seat))


def _turn_dora(state: RiichiState, events: list[Event]) -> None:
    """Kan dora waiting to be turned are turned now (RIICHI-R22)."""
    while state.pending_dora:
        state.pending_dora -= 1
        state.indicators += 1
        events.append(Event("dora", {"indicator": name(state, state.dead[state.indicators - 1])}))


def _pick(state: RiichiState, hand: list[int], tile_name: str, avoid: int | None = None) -> int:
    """A tile of ``hand`` with this name, other than ``avoid`` when there is one."""
    names = TILE_NAMES[state.rules.red_fives]
    found = [tile for tile in hand if names[tile] == tile_name]
    return next((tile for tile in found if tile != avoid), found[0])


def _discard(state: RiichiState, seat: int, move: Discard | Riichi, events: list[Event]) -> None:
    hand = state.hands[seat]
    tile = state.drawn if move.tsumogiri else _pick(state, hand, move.tile, state.drawn)
    hand.remove(tile)
    _turn_dora(state, events)  # an open or added kan's dora, just before its player's discard
    declares = isinstance(move, Riichi)
    if declares:
        state.declaring = seat
        state.double_riichi[seat] = not state.called and not state.rivers[seat]  # RIICHI-R21
    state.rivers[seat].append(River(tile, move.tsumogiri, declares))
    state.ippatsu[seat] = False  # RIICHI-R21: until one's next discard
    state.furiten_turn[seat] = False  # RIICHI-R24: until one's own next discard
    state.drawn, state.replacement, state.kuikae = None, False, frozenset()
    events.append(Event("discard", {"seat": seat, "tile": name(state, tile), "tsumogiri": move.tsumogiri, "riichi": declares}))
    _open_window(state, seat, tile, "discard", events)


def _open_window(state: RiichiState, seat: int, tile: int, kind: str, events: list[Event]) -> None:
    window = Window(seat, tile, kind, offers(state, seat, tile, kind))
    if window.offers:
        state.window, state.phase = window, CLAIM
    else:
        _after_window(state, window, events)


def _answer(state: RiichiState, seat: int, move: Move, events: list[Event]) -> None:
    window = state.window
    window.answers[seat] = move
    if len(window.answers) == len(window.offers):
        state.window = None
        _after_window(state, window, events)


def _after_window(state: RiichiState, window: Window, events: list[Event]) -> None:
    giver, tile, kind = window.seat, window.tile, window.kind
    order = [(giver + k) % state.n for k in range(1, state.n)]
    rons = [seat for seat in order if window.answers.get(seat) is RON] if window.answers else []
    for seat in order:  # RIICHI-R18, R24: a winning tile let go
        if seat not in rons and tile // 4 in waits(state.hands[seat], state.melds[seat]):
            state.furiten_turn[seat] = True
            state.furiten_riichi[seat] = state.furiten_riichi[seat] or state.riichi[seat]
    if rons:
        if len(rons) == 3:
            return _abort(state, "triple_ron", events)  # RIICHI-R28
        return _win(state, rons, giver, tile, kind, events)  # a riichi declared with this tile is void (RIICHI-R16)
    if state.declaring != NOBODY:
        _accept_riichi(state, events)
        if state.n == 4 and all(state.riichi):
            return _abort(state, "four_riichi", events)
    if kind != "discard":  # the kan or the North stands: the turn breaks (RIICHI-R23, R42), then the replacement draw
        state.ippatsu = [False] * state.n
        state.called = True
        return _draw(state, events, replacement=True)
    claim = _claim(window, order)
    if claim is not None:
        return _call(state, claim[0], claim[1], giver, tile, events)
    if _four_winds(state):
        return _abort(state, "four_winds", events)  # RIICHI-R28
    if state.abort_after_discard:
        return _abort(state, "four_kans", events)
    if not state.live:
        return _exhaustive(state, events)
    state.turn = (giver + 1) % state.n
    _draw(state, events)


def _claim(window: Window, order: list[int]) -> tuple[int, Move] | None:
    """The call that takes the tile: a pon or a kan before a chi, the nearest seat first."""
    answers = window.answers
    if not answers:  # nobody was asked: the usual case
        return None
    claim = next(((seat, answers[seat]) for seat in order if answers.get(seat) is KAN or isinstance(answers.get(seat), Pon)), None)
    return claim or next(((seat, answers[seat]) for seat in order if isinstance(answers.get(seat), Chi)), None)


def _four_winds(state: RiichiState) -> bool:
    """The four first discards, with no call, are one wind (RIICHI-R28)."""
    rivers = state.rivers
    if state.n != 4 or state.called or any(len(river) != 1 for river in rivers):
        return False
    return len({river[0].tile // 4 for river in rivers}) == 1 and rivers[0][0].tile // 4 in WINDS


def _accept_riichi(state: RiichiState, events: list[Event]) -> None:
    seat, state.declaring = state.declaring, NOBODY
    state.scores[seat] -= 1000
    state.deposits += 1
    state.riichi[seat] = state.ippatsu[seat] = True
    events.append(Event("riichi_accepted", {"seat": seat, "scores": state.scores[:], "deposits": state.deposits}))


def _call(state: RiichiState, seat: int, move: Move, giver: int, tile: int, events: list[Event]) -> None:
    hand = state.hands[seat]
    if move is KAN:
        used = [t for t in hand if t // 4 == tile // 4]
        kind = "daiminkan"
    else:
        used = []
        for wanted in move.tiles:
            used.append(next(t for t in hand if t not in used and name(state, t) == wanted))
        kind = "pon" if isinstance(move, Pon) else "chi"
    for t in used:
        hand.remove(t)
    meld = Meld(kind, tuple(sorted([*used, tile])), tile, (seat - giver) % state.n, True)
    state.melds[seat].append(meld)
    state.rivers[giver][-1].called = True
    state.ippatsu = [False] * state.n
    state.called = True
    state.turn = seat
    _check_pao(state, seat, giver, tile // 4)
    events.append(
        Event(
            "call", {"seat": seat, "meld": kind, "tiles": settle.names(state, list(meld.tiles)), "tile": name(state, tile), "from": giver}
        )
    )
    if move is KAN:
        _kan_declared(state, seat, open_kan=True, events=events)
        _draw(state, events, replacement=True)
    else:
        state.drawn, state.replacement, state.phase = None, False, TURN
        state.kuikae = kuikae_forbidden(meld)


def _check_pao(state: RiichiState, seat: int, giver: int, kind: int) -> None:
    """RIICHI-R30: the discarder whose tile completed the third dragon set or the fourth wind set."""
    sets = {meld.tiles[0] // 4 for meld in state.melds[seat] if meld.kind != "chi"}
    if (kind in DRAGONS and sets.issuperset(DRAGONS)) or (kind in WINDS and sets.issuperset(WINDS)):
        state.pao[seat] = giver


def _kan_declared(state: RiichiState, seat: int, open_kan: bool, events: list[Event]) -> None:
    """A kan's dora: an earlier kan's waiting dora is turned first; a closed kan's at once, an
    open or added kan's later (RIICHI-R22). A fourth kan by several players ends the hand after
    the next discard (RIICHI-R28)."""
    _turn_dora(state, events)
    state.pending_dora += 1
    if not open_kan:
        _turn_dora(state, events)
    state.kans[seat] += 1
    if sum(state.kans) == 4 and sum(1 for count in state.kans if count) > 1:
        state.abort_after_discard = True


def _tsumo(state: RiichiState, seat: int, move: Simple, events: list[Event]) -> None:
    if move is TSUMO:
        return _win(state, [seat], None, state.drawn, "tsumo", events)
    if move is KYUUSHU:
        return _abort(state, "nine_terminals", events, shown=seat)
    if move is NUKI:
        hand = state.hands[seat]
        north = state.drawn if state.drawn // 4 == NORTH else next(t for t in hand if t // 4 == NORTH)
        hand.remove(north)
        state.nuki[seat].append(north)
        state.drawn = None
        events.append(Event("nuki", {"seat": seat, "tile": name(state, north)}))
        return _open_window(state, seat, north, "nuki", events)  # RIICHI-R43: anyone may win on it
    raise AssertionError(move)


def _ankan(state: RiichiState, seat: int, move: Ankan, events: list[Event]) -> None:
    hand = state.hands[seat]
    kind = kind_of(move.tile)
    used = [t for t in hand if t // 4 == kind]
    for t in used:
        hand.remove(t)
    state.melds[seat].append(Meld("ankan", tuple(used), None, None, False))
    state.ippatsu = [False] * state.n  # nobody may rob a closed kan (RIICHI-R31): the turn breaks at once
    state.called = True
    events.append(Event("call", {"seat": seat, "meld": "ankan", "tiles": settle.names(state, used), "tile": None, "from": None}))
    _kan_declared(state, seat, open_kan=False, events=events)
    _draw(state, events, replacement=True)


def _kakan(state: RiichiState, seat: int, move: Kakan, events: list[Event]) -> None:
    hand = state.hands[seat]
    tile = _pick(state, hand, move.tile)
    hand.remove(tile)
    melds = state.melds[seat]
    at = next(i for i, meld in enumerate(melds) if meld.kind == "pon" and meld.tiles[0] // 4 == tile // 4)
    pon = melds[at]
    melds[at] = Meld("kakan", tuple(sorted([*pon.tiles, tile])), pon.called, pon.source, True)
    state.drawn = None
    events.append(
        Event(
            "call",
            {"seat": seat, "meld": "kakan", "tiles": settle.names(state, list(melds[at].tiles)), "tile": name(state, tile), "from": None},
        )
    )
    _kan_declared(state, seat, open_kan=True, events=events)
    _open_window(state, seat, tile, "kakan", events)  # chankan


# -- endings ----------------------------------------------------------------------------------


def _win(state: RiichiState, winners: list[int], giver: int | None, tile: int, kind: str, events: list[Event]) -> None:
    total = [0] * state.n
    wins = []
    for index, seat in enumerate(winners):
        value = win_value(state, seat, tile, tsumo=giver is None, kind=kind)
        deltas = settle.win_deltas(state, seat, value, giver, first=index == 0)
        total = [a + b for a, b in zip(total, deltas, strict=True)]
        hand = state.hands[seat] if giver is None else [*state.hands[seat], tile]
        wins.append(
            {
                "seat": seat,
                "from": giver,
                "tile": name(state, tile),
                "hand": settle.names(state, sorted(hand)),
                "melds": [meld_json(state, seat, meld) for meld in state.melds[seat]],
                "value": value.to_json(),
                "ura": settle.names(state, state.ura_indicators()) if state.riichi[seat] else [],
                "pao": state.pao[seat] if state.pao[seat] != NOBODY and value.yakuman else None,
                "deltas": deltas,
            }
        )
    state.deposits = 0
    settle.apply(state, total)
    dealer_won = state.dealer in winners
    result = {"kind": "win", "wins": wins, "deltas": total, "dora": settle.names(state, state.dora_indicators())}
    _next(state, settle.end_hand(state, result, renchan=dealer_won, dealer_won=dealer_won, events=events), events)


def _exhaustive(state: RiichiState, events: list[Event]) -> None:
    ready = settle.tenpai(state)
    flows = [seat for seat, flow in enumerate(settle.nagashi(state)) if flow]
    deltas = settle.nagashi_deltas(state, flows) if flows else settle.noten_deltas(state, ready)
    settle.apply(state, deltas)
    shown = [settle.names(state, state.hands[seat]) if ready[seat] else None for seat in range(state.n)]
    result = {"kind": "exhaustive", "tenpai": ready, "nagashi": flows, "hands": shown, "deltas": deltas}
    over = settle.end_hand(state, result, renchan=ready[state.dealer], dealer_won=False, events=events)
    if not over and settle.may_stop(state, ready):
        state.window, state.drawn = None, None
        state.phase, state.turn = DECIDE, state.dealer  # tenpai-yame: the dealer chooses (rules §7)
        return
    _next(state, over, events)


def _abort(state: RiichiState, reason: str, events: list[Event], shown: int | None = None) -> None:
    """``shown``: the seat whose hand is shown (the nine-terminals draw)."""
    hands = [settle.names(state, state.hands[seat]) if seat == shown else None for seat in range(state.n)]
    result = {"kind": "abortive", "reason": reason, "hands": hands, "deltas": [0] * state.n}
    _next(state, settle.end_hand(state, result, renchan=True, dealer_won=False, events=events), events)  # RIICHI-R28


def _next(state: RiichiState, over: bool, events: list[Event]) -> None:
    state.window, state.drawn = None, None
    if over:
        state.final = settle.final_results(state)
        state.phase = OVER
        events.append(Event("match_end", {"scores": state.scores[:], "results": state.final[:]}))
        return
    state.hand_no += 1
    _new_hand(state, events)


APPLY = {Discard: _discard, Riichi: _discard, Simple: _tsumo, Ankan: _ankan, Kakan: _kakan}


GAME = RiichiGame()
