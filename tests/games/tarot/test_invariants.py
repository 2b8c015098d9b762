"""Random play over many seeds: the contract's invariants hold at every step.

Cards and points are conserved, scores sum to zero (TAROT-R43), ``legal_moves`` is
exact, illegal moves change nothing, ``view`` leaks nothing, ``clone``, records and
``sample`` are faithful.
"""

from __future__ import annotations

import json
import random
import re
from itertools import product

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.core.record import Record, replay
from asobiba.games.tarot import GAME
from asobiba.games.tarot.cards import BY_NAME, DECK, NAMES
from asobiba.games.tarot.data import MISERE_KINDS, POIGNEE_LEVELS, Contract
from asobiba.games.tarot.moves import BIDS, DISCARD, PASS, PLAY, Bid, CallKing, Chelem, Declare, Discard, PlayCard
from asobiba.games.tarot.state import NOBODY, Phase, TarotState

SEEDS = 1000
CARD_NAME = re.compile(r'"([A-Z0-9]{2,3})"')
EVERY_MOVE = {
    PlayCard: list(PLAY),
    Discard: list(DISCARD),
    Bid: [PASS, *BIDS.values()],
    CallKing: [CallKing(card) for card in DECK],
    Chelem: [Chelem(False), Chelem(True)],
    Declare: [
        Declare(level, tuple(kind for kind, chosen in zip(MISERE_KINDS, mask, strict=True) if chosen))
        for level, mask in product((None, *POIGNEE_LEVELS), product((False, True), repeat=2))
    ],
}


def random_options(rng: random.Random) -> dict:
    return {
        "deals": rng.choice((1, 1, 2)),
        "direction": rng.choice(("counter_clockwise", "clockwise")),
        "declarations": rng.choice(("poignee_only", "none", "poignee_misere")),
        "grassing": rng.choice(("off", "on")),
        "grassing_chien": rng.choice(("nobody", "last_trick")),
    }


def card_locations(state: TarotState) -> list[int]:
    chien_in_hand = state.contract is not None and state.contract.chien_shown and state.phase not in (Phase.BID, Phase.CALL)
    places = [*state.hands, state.ecart, state.trick, *state.won]
    if not chien_in_hand:
        places.append(state.chien)
    return sorted(card for place in places for card in place)


def card_names_in(value: object) -> set[str]:
    """Every card name anywhere in a JSON value, keys and strings alike."""
    return set(CARD_NAME.findall(json.dumps(value))) & BY_NAME.keys()


def check_view_leaks_nothing(state: TarotState, seat: int | None, known: set[str]) -> None:
    view = GAME.view(state, seat)
    assert card_names_in({key: value for key, value in view.items() if key not in ("results", "legal")}) <= known
    if seat != state.partner and not state.partner_known:
        assert view["partner"] is None
    assert "seed" not in json.dumps(view)


def check_legal_moves_exact(state: TarotState, seat: int, rng: random.Random) -> None:
    legal = GAME.legal_moves(state, seat)
    assert legal, "the seat to act always has a move"
    assert len(set(legal)) == len(legal)
    for move in legal:
        trial = GAME.clone(state)
        GAME.play(trial, seat, move)
    before = GAME.clone(state)
    kinds = {type(move) for move in legal}
    others = [move for kind in kinds for move in EVERY_MOVE[kind] if move not in legal]
    others += rng.sample([move for kind, moves in EVERY_MOVE.items() if kind not in kinds for move in moves], 3)
    for move in others:
        try:
            GAME.play(state, seat, move)
        except IllegalMove as error:
            assert error.reason.en and error.reason.ja
        else:
            pytest.fail(f"{move} was accepted but is not in legal_moves")
    assert state == before
    for other in range(state.n):
        if other != seat:
            assert GAME.legal_moves(state, other) == []
            with pytest.raises(IllegalMove, match="turn"):
                GAME.play(state, other, legal[0])
    assert state == before


def check_sample(state: TarotState, seat: int, rng: random.Random) -> None:
    sampled = GAME.sample(state, seat, rng)
    assert GAME.view(sampled, seat) == GAME.view(state, seat)
    # Two states the seat cannot tell apart give the same worlds for the same draws.
    assert GAME.sample(state, seat, random.Random(7)) == GAME.sample(sampled, seat, random.Random(7))
    assert card_locations(sampled) == list(DECK)
    assert [len(hand) for hand in sampled.hands] == [len(hand) for hand in state.hands]
    while sampled.played == state.played and GAME.outcome(sampled) is None:  # it plays on to the deal's end
        (actor,) = GAME.to_act(sampled)
        GAME.play(sampled, actor, rng.choice(GAME.legal_moves(sampled, actor)))


def check_deal_result(result: dict, players: int) -> None:
    assert sum(result["scores"]) == 0  # TAROT-R43
    if result["scoring"] == "contract":
        assert result["points"] + result["defence_points"] == 91
    else:
        assert sum(result["points_by_seat"]) + result["chien_points"] == 91


def play_random_match(players: int, seed: int, full: bool) -> None:
    rng = random.Random(seed)
    options = random_options(rng)
    state = GAME.start(players, options, seed)
    record = Record(game="tarot", seats=players, seed=seed, options=options)
    start_clone = GAME.clone(state)
    known = [set(GAME.view(state, seat)["hand"]) for seat in range(players)]
    public: set[str] = set()
    step = 0
    while GAME.outcome(state) is None:
        assert card_locations(state) == list(DECK)
        (seat,) = GAME.to_act(state)
        if full:
            check_legal_moves_exact(state, seat, rng)
            for other in range(players):
                check_view_leaks_nothing(state, other, known[other] | public)
            check_view_leaks_nothing(state, None, public)
            seats = [None, *range(players)]
            assert GAME.views(state, seats) == {seat: GAME.view(state, seat) for seat in seats}
            if step % 11 == 0:
                check_sample(state, seat, rng)
        move = rng.choice(GAME.legal_moves(state, seat))
        record.moves.append((seat, move.to_json()))
        for event in GAME.play(state, seat, move):
            if event.kind == "deal":
                known[event.to] = set(event.data["hand"])
                public = set()
            elif event.kind == "deal_scored":
                check_deal_result(event.data, players)
            names = card_names_in(event.data)
            if event.to is None:
                public |= names
            else:
                known[event.to] |= names
        step += 1
    outcome = GAME.outcome(state)
    assert sum(outcome.scores) == 0
    assert list(outcome.scores) == [sum(result["scores"][seat] for result in state.results) for seat in range(players)]
    assert len(state.results) == options["deals"]
    _, replayed = replay(Record.from_json(json.loads(json.dumps(record.to_json()))))
    assert replayed == state
    for seat, data in record.moves:
        GAME.play(start_clone, seat, GAME.parse_move(data))
    assert start_clone == state


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_play_invariants_over_many_seeds(players):
    for seed in range(SEEDS):
        play_random_match(players, seed, full=seed % 4 == 0)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_move_json_round_trips(players):
    state = GAME.start(players, {"deals": 1}, 5)
    rng = random.Random(5)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        for move in GAME.legal_moves(state, seat):
            assert GAME.parse_move(json.loads(json.dumps(move.to_json()))) == move
        GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))


def test_clone_is_independent():
    state = GAME.start(4, None, 3)
    copy = GAME.clone(state)
    (seat,) = GAME.to_act(state)
    GAME.play(copy, seat, GAME.legal_moves(copy, seat)[0])
    assert copy != state and state == GAME.start(4, None, 3)


def test_partner_is_nobody_or_the_called_card_holder():
    for seed in range(50):
        rng = random.Random(seed)
        state = GAME.start(5, {"deals": 1}, seed)
        while state.phase in (Phase.BID, Phase.CALL):
            (seat,) = GAME.to_act(state)
            GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        if state.contract is not None and state.called != NOBODY:
            holders = [s for s in range(5) if state.called in state.hands[s] and s != state.taker]
            assert state.partner == (holders[0] if holders else NOBODY)


def test_every_contract_is_reached_by_random_play():
    seen = set()
    for seed in range(200):
        state = GAME.start(4, {"deals": 1}, seed)
        rng = random.Random(seed)
        while state.phase == Phase.BID:
            (seat,) = GAME.to_act(state)
            GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        seen.add(state.contract)
    assert set(Contract) <= seen


def test_names_cover_the_deck():
    assert sorted(BY_NAME[name] for name in NAMES) == list(DECK)
