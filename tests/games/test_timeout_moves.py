"""Every game's ``timeout_move``: the move the server makes for a person whose turn clock ran out.

Over random positions of each game: the move is legal (or None: the server keeps waiting), and
it is the safest one a player would call "doing nothing": never a win, a call, a bid above the
minimum or a move that scores by choice (docs/protocol.md, "Turn clock"; asobiba/core/contract.py).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from asobiba.core.registry import get_game
from asobiba.testing.suite import Conformance

GAMES = ["riichi", "tichu", "tarot", "ohseven", "daifugo", "kingdomino", "dragoncastle", "targi", "twentyq"]
SEEDS = range(3)
STEPS = 500  # moves into each game: every phase of a deal or two


def positions(game_id: str, seats: int) -> Iterator[tuple[Any, int]]:
    """(state, seat) for every seat to act at each step of a few seeded random games."""
    game = get_game(game_id)
    suite = Conformance.of(game_id)
    for seed in SEEDS:
        rng = random.Random(seed)
        options = suite.option_sets(seats)[seed % len(suite.option_sets(seats))]
        state = game.start(seats, options, seed)
        for _ in range(STEPS):
            actors = sorted(game.to_act(state))
            if game.outcome(state) is not None or not actors:
                break
            for seat in actors:
                yield state, seat
            seat = rng.choice(actors)
            legal = game.legal_moves(state, seat)
            if not legal and not hasattr(suite.hooks, "open_moves"):
                break
            game.play(state, seat, suite.random_move(state, seat, legal, rng))


def timeout_moves(game_id: str, seats: int) -> Iterator[tuple[Any, int, Any, list[Any]]]:
    """(state, seat, the timeout move, the legal moves) at every random position; the move is checked legal."""
    game = get_game(game_id)
    for state, seat in positions(game_id, seats):
        legal = game.legal_moves(state, seat)
        before = game.view(state, seat)
        move = game.timeout_move(state, seat)
        assert game.view(state, seat) == before, f"{game_id}: timeout_move changed the state"
        if move is None:
            yield state, seat, None, legal
            continue
        assert move in legal, f"{game_id}: {move!r} is not among the legal moves of seat {seat}"
        game.play(game.clone(state), seat, move)  # plays without an error
        yield state, seat, move, legal


def kinds(moves: list[Any]) -> set[str]:
    return {move.to_json()["type"] for move in moves}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_names_a_timeout_move(game_id: str) -> None:
    assert callable(getattr(get_game(game_id), "timeout_move", None)), f"{game_id} has no timeout_move"


@pytest.mark.parametrize("seats", [4, 3])
def test_riichi_times_out_by_discarding_the_drawn_tile_passing_and_playing_on(seats: int) -> None:
    """Never tsumo, ron, a call, a kan, riichi, a North or the nine-terminals draw for a person."""
    seen = set()
    for _, _, move, legal in timeout_moves("riichi", seats):
        assert move is not None, "a Riichi seat on turn always has a safe move"
        kind = move.to_json()["type"]
        seen.add(kind)
        assert kind in ("discard", "pass", "continue"), move
        if kind == "discard" and any(other.to_json().get("tsumogiri") for other in legal if other.to_json()["type"] == "discard"):
            assert move.tsumogiri, f"the drawn tile is kept: {move!r}"
        if "pass" in kinds(legal):
            assert kind == "pass"
    assert {"discard", "pass"} <= seen


def test_tichu_times_out_without_a_call_a_bomb_or_a_wish() -> None:
    from asobiba.games.tichu.cards import DOG, DRAGON, MAHJONG, PHOENIX, RANK

    strength = {DOG: 0, MAHJONG: 1, PHOENIX: 15, DRAGON: 16}
    seen = set()
    for state, seat, move, legal in timeout_moves("tichu", 4):
        assert move is not None
        data = move.to_json()
        seen.add(data["type"])
        assert data["type"] != "tichu" and data != {"type": "grand", "call": True}
        if data["type"] == "wish":
            assert data["rank"] is None
        if "pass" in kinds(legal):
            assert data["type"] == "pass"
        elif "no_bomb" in kinds(legal):
            assert data["type"] == "no_bomb", "a bomb chance is let go"
        if data["type"] == "play":
            bombs = {bomb.play for bomb in state.bombs[seat]}
            assert move not in bombs or all(other in bombs for other in legal if other.to_json()["type"] == "play")
        if data["type"] == "give":
            gives = [other for other in legal if other.to_json()["type"] == "give"]
            assert strength.get(move.card, RANK[move.card]) == min(strength.get(other.card, RANK[other.card]) for other in gives)
    assert {"grand", "give", "play", "pass"} <= seen


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_tarot_times_out_by_passing_the_bid_and_playing_the_least_card(seats: int) -> None:
    from asobiba.games.tarot.cards import POINTS2

    seen = set()
    for _, _, move, legal in timeout_moves("tarot", seats):
        assert move is not None
        data = move.to_json()
        seen.add(data["type"])
        if data["type"] == "bid":
            assert data["contract"] == "pass"
        assert data != {"type": "chelem", "announce": True}
        if data["type"] == "declare":
            assert data["poignee"] is None and data["misere"] == []
        if data["type"] == "card":
            assert POINTS2[move.card] == min(POINTS2[other.card] for other in legal)
    assert {"bid", "card"} <= seen


@pytest.mark.parametrize("seats", [3, 5])
def test_ohseven_times_out_with_the_lowest_bid_and_card(seats: int) -> None:
    from asobiba.games.ohseven.cards import bid_key

    seen = set()
    for _, _, move, legal in timeout_moves("ohseven", seats):
        assert move is not None
        seen.add(move.to_json()["type"])
        assert bid_key(move.card) == min(bid_key(other.card) for other in legal)
    assert seen == {"bid", "card"}


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_daifugo_times_out_by_passing_or_the_weakest_play_and_discarding_nothing(seats: int) -> None:
    seen = set()
    for _, _, move, legal in timeout_moves("daifugo", seats):
        assert move is not None
        data = move.to_json()
        seen.add(data["type"])
        if "pass" in kinds(legal):
            assert data["type"] == "pass"
        if data["type"] == "discard":
            assert data["cards"] == [], "a ten's discard is let go"
        if data["type"] == "play":
            assert len(move.cards) == min(len(other.cards) for other in legal), "the smallest play leads"
    assert "pass" in seen  # a play only when one may not pass: the first lead owing the ♦3


@pytest.mark.parametrize(("game_id", "seats", "idle", "never"), [
    ("kingdomino", 2, {"discard"}, set()),
    ("kingdomino", 4, {"discard"}, set()),
    ("dragoncastle", 2, {"discard", "end"}, {"summon", "spirit"}),
    ("dragoncastle", 4, {"discard", "end"}, {"summon", "spirit"}),
    ("targi", 2, {"skip", "done", "discard"}, set()),
])  # fmt: skip
def test_placement_games_time_out_with_a_pass_type_move_else_the_first(game_id: str, seats: int, idle: set[str], never: set[str]) -> None:
    """The first "doing nothing" move (pass, skip, discard, end) in the engine's order; else the first legal move."""
    for _, _, move, legal in timeout_moves(game_id, seats):
        assert move is not None
        kind = move.to_json()["type"]
        assert kind not in never or kinds(legal) <= never, move
        idle_moves = [other for other in legal if other.to_json()["type"] in idle]
        plain = [other for other in legal if other.to_json()["type"] not in never]
        assert move == (idle_moves or plain or legal)[0], (move, legal[:5])


def test_twentyq_never_guesses_nor_answers_for_a_person() -> None:
    """No move of Twenty Questions is "doing nothing": the table keeps waiting (the game has its own time rules)."""
    positions_seen = 0
    for _, _, move, _ in timeout_moves("twentyq", 3):
        assert move is None
        positions_seen += 1
    assert positions_seen > 20
