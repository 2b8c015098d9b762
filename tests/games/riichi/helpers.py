"""Building Riichi positions for scenario tests: fixed walls (the ``setup`` of walls.py), then
moves played through the contract.

A test names only the tiles it cares about: some hand tiles per seat, the first draws of the
live wall (``None`` is "any tile"), the dora indicators and replacement tiles. ``wall`` fills
the rest with the tiles left over, in an order fixed by ``seed``, so every test is
deterministic. The live wall lists the draws of the hand in the order they happen, whoever
draws: with no call, the k-th draw of seat ``(dealer + i) % n`` is ``live[n * k + i]``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from asobiba.core.contract import Event
from asobiba.games.riichi import GAME
from asobiba.games.riichi import game as engine
from asobiba.games.riichi.moves import Move
from asobiba.games.riichi.state import Phase, RiichiState
from asobiba.games.riichi.tiles import deck, tile_name

Names = Sequence[str | None]
PASS = {"type": "pass"}
RON = {"type": "ron"}
TSUMO = {"type": "tsumo"}
# The dora indicator and the ura indicator under it are North unless a test says otherwise, so
# the only dora is East and the hands below hold none.
DEAD = ("N", None, None, None, None, "N")

# Closed hands waiting on 3p and 6p, worth tanyao and pinfu with no riichi: a ron is 2 han 30 fu
# (20 base + 10 closed ron) = 2,000 from a non-dealer, 2,900 from the dealer; a tsumo 3 han
# 20 fu (pinfu tsumo takes no tsumo fu): base 20 x 2^5 = 640, so 1,300 from the dealer and 700
# from each other player, or 1,300 from each for the dealer.
TANYAO = ("2m", "3m", "4m", "5m", "6m", "7m", "4p", "5p", "6s", "7s", "8s", "5s", "5s")
TANYAO_2 = ("3m", "4m", "5m", "6m", "7m", "8m", "4p", "5p", "2s", "3s", "4s", "6s", "6s")
TANYAO_3 = ("2m", "3m", "4m", "6m", "7m", "8m", "4p", "5p", "3s", "4s", "5s", "7s", "7s")

# Noten hands: lone tiles and at most one pair.
NOTEN_A = ("1m", "4m", "7m", "2p", "5p", "8p", "3s", "6s", "9s", "E", "S", "W", "N")
NOTEN_B = ("2m", "5m", "8m", "3p", "6p", "9p", "1s", "4s", "7s", "E", "S", "W", "N")
NOTEN_C = ("3m", "6m", "9m", "1p", "4p", "7p", "2s", "5s", "8s", "P", "F", "C", "P")
NOTEN_D = ("1m", "4m", "7m", "2p", "5p", "8p", "3s", "6s", "9s", "F", "C", "P", "N")
NOTEN_E = ("2m", "5m", "8m", "3p", "6p", "9p", "1s", "4s", "7s", "E", "S", "P", "F")
# Tenpai hands: 234m 678p 345s 67s SS waits on 2s 5s 8s; 111m 789m 45p 789s 22s on 3p 6p (no
# yaku: formal tenpai); 123m 456p 789s WWWW only on a fifth West.
TENPAI_A = ("2m", "3m", "4m", "6p", "7p", "8p", "3s", "4s", "5s", "6s", "7s", "S", "S")
TENPAI_B = ("1m", "1m", "1m", "7m", "8m", "9m", "4p", "5p", "7s", "8s", "9s", "2s", "2s")
FOUR_HELD = ("1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "W", "W", "W", "W")


def wall(
    hands: Sequence[Sequence[str]],
    live: Names = (),
    dead: Names = (),
    *,
    red: bool = True,
    seed: int = 0,
    avoid: Iterable[str] = (),
) -> dict[str, Any]:
    """One wall of ``setup``: each seat's hand completed to 13 tiles, the live wall to its full
    length after the draws given, the dead wall (5 dora indicators, 5 ura indicators, 4
    replacement tiles) to 14. ``avoid``: tile names never used to complete a hand, so that no
    seat can claim them by accident."""
    players = len(hands)
    left = Counter(tile_name(tile, red) for tile in deck(players))
    for name in [*(t for hand in hands for t in hand), *(t for t in (*live, *dead) if t is not None)]:
        if left[name] <= 0:
            raise ValueError(f"no {name!r} left for this wall")
        left[name] -= 1
    rest = sorted(left.elements())
    random.Random(seed).shuffle(rest)
    kept = set(avoid)
    filled = []
    for hand in hands:
        if len(hand) > 13:
            raise ValueError(f"a hand holds 13 tiles, not {len(hand)}")
        extra = [name for name in rest if name not in kept][: 13 - len(hand)]
        for name in extra:
            rest.remove(name)
        filled.append([*hand, *extra])
    live_size = len(deck(players)) - 13 * players - 14
    if len(live) > live_size or len(dead) > 14:
        raise ValueError(f"the live wall holds {live_size} tiles and the dead wall 14")
    live_out = [rest.pop(0) if name is None else name for name in [*live, *[None] * (live_size - len(live))]]
    dead_out = [rest.pop(0) if name is None else name for name in [*dead, *[None] * (14 - len(dead))]]
    assert not rest
    return {"hands": filled, "live": live_out, "dead": dead_out}


def start(
    hands: Sequence[Sequence[str]],
    live: Names = (),
    dead: Names = DEAD,
    *,
    options: dict[str, Any] | None = None,
    seed: int = 0,
    avoid: Iterable[str] = (),
    more: Sequence[dict[str, Any]] = (),
    at: dict[str, Any] | None = None,
) -> RiichiState:
    """A match whose first hand is dealt from this wall (later hands: ``more``, then shuffled).

    ``at`` places that first hand later in the match: ``wind``, ``kyoku`` (the dealer's seat),
    ``honba``, ``deposits``, ``scores``. The task allows setting these on a started state; the
    hand is then dealt again so that the dealer (``kyoku``) draws first, as the engine deals."""
    red = (options or {}).get("red_fives", "on") == "on"
    first = wall(hands, live, dead, red=red, seed=seed, avoid=avoid)
    state = GAME.start(len(hands), options, seed, setup={"walls": [first, *more]})
    if at:
        for field in ("wind", "kyoku", "honba", "deposits"):
            setattr(state, field, at.get(field, getattr(state, field)))
        state.scores = list(at.get("scores", state.scores))
        engine._new_hand(state, [])
        state.moves = None
    return state


def as_move(move: dict[str, Any] | Move) -> Move:
    return GAME.parse_move(move) if isinstance(move, dict) else move


def act(state: RiichiState, seat: int, move: dict[str, Any] | Move) -> list[Event]:
    return GAME.play(state, seat, as_move(move))


def legal(state: RiichiState, seat: int) -> list[dict[str, Any]]:
    return [move.to_json() for move in GAME.legal_moves(state, seat)]


def types(state: RiichiState, seat: int) -> list[str]:
    return [move["type"] for move in legal(state, seat)]


def hand(state: RiichiState, seat: int) -> list[str]:
    """The seat's concealed tiles by name, sorted (the drawn tile among them)."""
    return [tile_name(tile, state.rules.red_fives) for tile in sorted(state.hands[seat])]


def drawn(state: RiichiState) -> str:
    return tile_name(state.drawn, state.rules.red_fives)


def discard(state: RiichiState, tile: str | None = None, *, riichi: bool = False, claims: bool = True) -> list[Event]:
    """The seat on turn discards ``tile`` (None: the tile just drawn), declaring riichi if told;
    then every claim offered is passed unless ``claims`` is False."""
    seat = state.turn
    kind = "riichi" if riichi else "discard"
    options = [{"type": kind, "tile": tile or drawn(state), "tsumogiri": tile is None}]
    if tile is not None:
        options.append({**options[0], "tsumogiri": True})
    found = next((move for move in options if move in legal(state, seat)), None)
    assert found is not None, f"seat {seat} cannot {kind} {tile or drawn(state)}: {legal(state, seat)}"
    events = act(state, seat, found)
    return events + pass_claims(state) if claims else events


def pass_claims(state: RiichiState) -> list[Event]:
    """Every seat asked in the claim window passes."""
    events: list[Event] = []
    while state.phase is Phase.CLAIM:
        events += act(state, min(GAME.to_act(state)), PASS)
    return events


def tsumogiri(state: RiichiState, count: int = 1) -> list[Event]:
    """``count`` turns in which the seat on turn discards the tile drawn and nobody claims."""
    events: list[Event] = []
    for _ in range(count):
        events += discard(state)
    return events


def run_out(state: RiichiState) -> list[Event]:
    """Tsumogiri, claims passed, until the hand ends."""
    events: list[Event] = []
    while not any(event.kind == "hand_end" for event in events):
        events += discard(state)
    return events


def find(events: list[Event], kind: str) -> list[dict[str, Any]]:
    return [event.data for event in events if event.kind == kind]


def last_result(state: RiichiState) -> dict[str, Any]:
    return state.results[-1]


def yaku(result: dict[str, Any], index: int = 0) -> list[str]:
    return [item["name"] for item in result["wins"][index]["value"]["yaku"]]
