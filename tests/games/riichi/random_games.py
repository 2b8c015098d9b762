"""Seeded random Riichi matches as records, for the exporters' and importers' tests."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from asobiba.core.record import Record
from asobiba.games.riichi import GAME, conformance
from asobiba.games.riichi.moves import NUKI, PASS, Ankan, Discard, Kakan
from asobiba.games.riichi.state import Phase, RiichiState
from asobiba.games.riichi.tiles import deck, tile_name

MAX_MOVES = 20_000
HONORS = frozenset("ESWNPFC")
CLAIMS = frozenset({"ron", "pon", "chi", "kan", "pass"})


def random_record(seats: int, seed: int, options: dict[str, Any] | None = None) -> Record:
    """A whole match of random play (conformance.random_move: wins, riichi, calls), which
    takes most closed and added kans and Norths too, so that every kind of event comes up."""
    return play_record(seats, seed, options, eventful_move)


def eventful_move(state: RiichiState, seat: int, legal: list[Any], rng: random.Random) -> Any:
    rare = [move for move in legal if isinstance(move, Ankan | Kakan) or move is NUKI]
    if rare and rng.random() < 0.7:
        return rng.choice(rare)
    return conformance.random_move(state, seat, legal, rng)


def play_record(
    seats: int,
    seed: int,
    options: dict[str, Any] | None,
    choose: Callable[[RiichiState, int, list[Any], random.Random], Any],
) -> Record:
    rng = random.Random(seed)
    state = GAME.start(seats, options, seed)
    record = Record("riichi", seats, seed, dict(options or {}))
    for _ in range(MAX_MOVES):
        to_act = sorted(GAME.to_act(state))
        if not to_act:
            return record
        seat = to_act[0]
        move = choose(state, seat, GAME.legal_moves(state, seat), rng)
        GAME.play(state, seat, move)
        record.moves.append((seat, move.to_json()))
    raise AssertionError(f"a random match of {seats} players (seed {seed}) did not end")


def fixed_wall(players: int, hands: dict[int, list[str]], live: list[str], seed: int = 0) -> dict[str, Any]:
    """A wall of ``setup`` (walls.py) with the hands and first draws given; the rest filled from
    the tiles left, shuffled by ``seed`` (honors kept out of the filled hands, so that no seat
    gets a pair of them to call by accident)."""
    left = Counter(tile_name(tile, True) for tile in deck(players))
    left.subtract([*(name for hand in hands.values() for name in hand), *live])
    if min(left.values()) < 0:
        raise ValueError("a tile is used more often than the set holds it")
    rest = sorted(left.elements())
    random.Random(seed).shuffle(rest)
    rest.sort(key=lambda name: name in HONORS)  # suited tiles first: they fill the hands
    filled = []
    for seat in range(players):
        hand = list(hands.get(seat, []))
        hand += rest[: 13 - len(hand)]
        del rest[: 13 - len(hands.get(seat, []))]
        filled.append(hand)
    random.Random(seed + 1).shuffle(rest)
    size = len(deck(players)) - 13 * players - 14
    return {"hands": filled, "live": [*live, *rest[: size - len(live)]], "dead": rest[size - len(live) :]}


def scripted_record(players: int, walls: list[dict[str, Any]], script: list[tuple[int, Any]], seed: int = 0) -> Record:
    """A match whose first hands are fixed (``walls``) and played as ``script`` says (a move's
    JSON, ``"tsumogiri"`` or ``"any"``: the first discard allowed), any claim the script does not
    mention passed, then random play to the end."""
    rng = random.Random(seed)
    state = GAME.start(players, None, seed, {"walls": walls})
    record = Record("riichi", players, seed, {}, {"walls": walls})
    for seat, wanted in script:
        claim = isinstance(wanted, dict) and wanted["type"] in CLAIMS
        while state.phase is Phase.CLAIM and (not claim or seat not in GAME.to_act(state)):
            other = min(GAME.to_act(state))
            GAME.play(state, other, PASS)
            record.moves.append((other, PASS.to_json()))
        move = _scripted(state, seat, wanted)
        GAME.play(state, seat, move)
        record.moves.append((seat, move.to_json()))
    for _ in range(MAX_MOVES):
        to_act = sorted(GAME.to_act(state))
        if not to_act:
            return record
        move = eventful_move(state, to_act[0], GAME.legal_moves(state, to_act[0]), rng)
        GAME.play(state, to_act[0], move)
        record.moves.append((to_act[0], move.to_json()))
    raise AssertionError("the match did not end")


def _scripted(state: RiichiState, seat: int, wanted: Any) -> Any:
    legal = GAME.legal_moves(state, seat)
    if wanted == "tsumogiri":
        move = Discard(tile_name(state.drawn, True), True)
    elif wanted == "any":
        move = next(move for move in legal if isinstance(move, Discard))
    else:
        move = GAME.parse_move(wanted)
    if move not in legal:
        raise AssertionError(f"{move} by seat {seat} is not legal: {legal}")
    return move


def _discard(tile: str) -> dict[str, Any]:
    return {"type": "discard", "tile": tile, "tsumogiri": False}


def _riichi(tile: str) -> dict[str, Any]:
    return {"type": "riichi", "tile": tile, "tsumogiri": True}


RON = {"type": "ron"}
RUN_M = ["2m", "3m", "4m", "5m", "6m", "7m", "4p", "5p", "6s", "7s", "8s"]  # with a pair: tanyao, waiting on 3p 6p
ITTSU = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
SCENARIOS = {  # the first hand of a match, played as written; then random play to the end
    "four winds": (
        fixed_wall(4, {seat: ["E"] for seat in range(4)}, []),
        [(seat, _discard("E")) for seat in range(4)],
        ("abortive", "four_winds"),
    ),
    "four riichi": (
        fixed_wall(
            4,
            {
                0: [*ITTSU, "1p", "1p", "2p", "3p"],
                1: ["1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "9p", "9p", "7p", "8p"],
                2: [*ITTSU, "E", "E", "S", "S"],
                3: ["1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "W", "W", "N", "N"],
            },
            ["P", "F", "C", "P"],
        ),
        [(0, _riichi("P")), (1, _riichi("F")), (2, _riichi("C")), (3, _riichi("P"))],
        ("abortive", "four_riichi"),
    ),
    "triple ron": (
        fixed_wall(4, {1: [*RUN_M, "5s", "5s"], 2: [*RUN_M, "2s", "2s"], 3: [*RUN_M, "8m", "8m"]}, ["6p"]),
        [(0, "tsumogiri"), (1, RON), (2, RON), (3, RON)],
        ("abortive", "triple_ron"),
    ),
    "double ron": (
        fixed_wall(4, {1: [*RUN_M, "5s", "5s"], 2: [*RUN_M, "2s", "2s"], 3: [*RUN_M, "8m", "8m"]}, ["6p"]),
        [(0, "tsumogiri"), (1, RON), (2, {"type": "pass"}), (3, RON)],
        ("win", None),
    ),
    "chankan": (
        fixed_wall(4, {1: [*ITTSU, "4p", "6p", "E", "E"], 2: ["5p", "5p"]}, ["5p", "C", "C", "C", "5pr"]),
        [
            *[(0, "tsumogiri"), (2, {"type": "pon", "tiles": ["5p", "5p"]}), (2, "any")],
            *[(3, "tsumogiri"), (0, "tsumogiri"), (1, "tsumogiri"), (2, {"type": "kakan", "tile": "5pr"}), (1, RON)],
        ],
        ("win", None),
    ),
}
