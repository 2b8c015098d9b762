"""A refusal's words are for players; the rule IDs it cites are kept apart (issue 36, item 7)."""

from __future__ import annotations

import random
import re

import pytest

from asobiba.core.errors import IllegalMove, InvalidMove, cited_rules
from asobiba.core.registry import game_ids, get_game
from asobiba.core.text import Text
from asobiba.testing.suite import Conformance

RULE_ID = re.compile(r"-R\d")


def test_the_rule_ids_a_reason_ends_with_go_to_rules_in_both_languages():
    # A made-up game's IDs: the short list is the input under test, not a citation (tests/test_rule_citations.py).
    error = IllegalMove(Text("only an asker may ask or guess (NIM-R1, R5)", "質問と解答は解答者だけができます（NIM-R1, R5）"))
    assert error.reason == Text("only an asker may ask or guess", "質問と解答は解答者だけができます")
    assert error.rules == ("NIM-R1", "NIM-R5")
    assert str(error) == "only an asker may ask or guess"


def test_a_reason_citing_no_rule_is_kept_whole():
    reason = Text("it is not your turn (seat 2 plays)", "あなたの番ではありません（席2の番です）")
    assert cited_rules(reason) == (reason, ())
    assert InvalidMove(reason).rules == ()


def test_rules_given_and_cited_are_merged_once():
    error = IllegalMove(Text("too few tiles (NIM-R15, R46)", "山が足りません（NIM-R15, R46）"), rules=("NIM-R46", "NIM-R14"))
    assert error.rules == ("NIM-R46", "NIM-R14", "NIM-R15")
    assert error.reason == Text("too few tiles", "山が足りません")


def refusals(game_id: str, seats: int, seed: int, positions: int = 12, per_position: int = 6) -> list[IllegalMove]:
    """Refusals of moves from the game's move space at a few positions of a seeded random game."""
    game, suite = get_game(game_id), Conformance.of(game_id)
    rng = random.Random(seed)
    state = game.start(seats, None, seed)
    caught: list[IllegalMove] = []
    for _ in range(positions):
        if game.outcome(state) is not None:
            break
        for seat in range(seats):
            allowed = set(game.legal_moves(state, seat))
            others = [move for move in suite.hooks.move_space(state, seat) if move not in allowed]
            for move in rng.sample(others, min(per_position, len(others))):
                try:
                    game.play(game.clone(state), seat, move)
                except IllegalMove as error:
                    caught.append(error)
        for _ in range(rng.randint(1, 8)):
            if game.outcome(state) is not None:
                break
            seat = rng.choice(sorted(game.to_act(state)))
            game.play(state, seat, suite.random_move(state, seat, game.legal_moves(state, seat), rng))
    return caught


@pytest.mark.parametrize("game_id", game_ids())
def test_no_refusal_of_any_game_shows_a_rule_id_to_the_player(game_id: str):
    seats = min(get_game(game_id).seats)
    caught = [error for seed in range(3) for error in refusals(game_id, seats, seed)]
    assert caught, "no refusal was tried"
    shown = [text for error in caught for text in (error.reason.en, error.reason.ja) if RULE_ID.search(text)]
    assert shown == [], shown[:3]
    assert all(re.fullmatch(r"[A-Z][A-Z0-9]*-R\d+", rule) for error in caught for rule in error.rules)
