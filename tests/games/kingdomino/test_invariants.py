"""Random play over many seeds: the contract's invariants hold at every step.

Every domino is placed or discarded exactly once, kingdoms stay within bounds, the
kept scores equal a from-scratch count, ``legal_moves`` equals a brute-force
enumeration and nothing else is accepted, refused moves change nothing, ``view``
shows nothing of the face-down pile, ``clone``, records and ``sample`` are faithful.
The heavy per-step checks run on one seed in ``FULL_EVERY``.
"""

from __future__ import annotations

import json
import random

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.core.record import Record, replay
from asobiba.games.kingdomino import GAME
from asobiba.games.kingdomino.data import LAYOUTS, NUMBERS
from asobiba.games.kingdomino.moves import DIRS, DISCARD, MAX_REACH, PICKS, PLACES, Place
from asobiba.games.kingdomino.state import KingdominoState, Phase

from .helpers import cells_of, reference_placements, reference_properties, reference_score

SEEDS = 1200
FULL_EVERY = 40
EVERY_PICK = list(PICKS.values())


def random_options(rng: random.Random, players: int) -> dict:
    options = {
        "dynasty": "on" if rng.random() < 0.1 else "off",
        "middle_kingdom": rng.choice(("off", "on")),
        "harmony": rng.choice(("off", "on")),
        "middle_kingdom_rule": rng.choice(("centre_of_frame", "centre_of_bounding_box")),
    }
    if players == 2:
        options["mighty_duel"] = rng.choice(("off", "on"))
        options["first_pick_order"] = rng.choice(("random", "bga_abba"))
    return options


def every_place(size: int) -> list[Place]:
    """Every position and orientation a move can name: the whole grid, and beyond it for 5×5."""
    reach = min(size, MAX_REACH)
    return [PLACES[x, y, d] for y in range(-reach, reach + 1) for x in range(-reach, reach + 1) for d in DIRS]


def check_kingdoms(state: KingdominoState) -> None:
    size = state.size
    for seat in range(state.n):
        cells = cells_of(state, seat)
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        assert max(xs) - min(xs) < size and max(ys) - min(ys) < size  # KD-R6
        assert state.bbox[4 * seat : 4 * seat + 4] == [min(xs), max(xs), min(ys), max(ys)]
        assert state.scores[seat] == reference_score(cells)  # KD-R10, kept incrementally
        assert state.occupied[seat].bit_count() == len(cells)


def check_legal_moves_exact(state: KingdominoState, seat: int, rng: random.Random, all_places: bool) -> None:
    legal = GAME.legal_moves(state, seat)
    assert legal, "the seat to act always has a move"
    assert len(set(legal)) == len(legal)
    if state.phase == Phase.PLACE:
        reference = reference_placements(cells_of(state, seat), state.pending, state.size)
        places = {(move.x, move.y, move.dir) for move in legal if isinstance(move, Place)}
        assert places == reference
        assert legal == [DISCARD] if not reference else len(legal) == len(reference)  # KD-R8
        codes = [(move.y, move.x, DIRS.index(move.dir)) for move in legal if isinstance(move, Place)]
        assert codes == sorted(codes)
    for move in legal:
        trial = GAME.clone(state)
        GAME.play(trial, seat, move)
    before = GAME.clone(state)
    candidates = [*EVERY_PICK, DISCARD]
    candidates += every_place(state.size) if all_places else rng.sample(every_place(state.size), 40)
    for move in candidates:
        if move in legal:
            continue
        try:
            GAME.play(state, seat, move)
        except IllegalMove as error:
            assert error.reason.en and error.reason.ja
        else:
            pytest.fail(f"{move} was accepted but is not in legal_moves")
    assert state == before
    for other in range(state.n):
        if other not in GAME.to_act(state):
            assert GAME.legal_moves(state, other) == []
            with pytest.raises(IllegalMove, match="turn"):
                GAME.play(state, other, legal[0])
    assert state == before


def check_views(state: KingdominoState, seat: int, rng: random.Random) -> None:
    """No view depends on the hidden pile: a reshuffled pile gives the very same views."""
    sampled = GAME.sample(state, seat, rng)
    assert sampled.deck[: state.drawn] == state.deck[: state.drawn]
    assert sorted(sampled.deck) == list(NUMBERS)
    for viewer in [None, *range(state.n)]:
        view = GAME.view(state, viewer)
        assert GAME.view(sampled, viewer) == view
        text = json.dumps(view)
        assert "seed" not in text and "deck" not in text
        assert view["draw_pile"] == state.layout.used - state.drawn
    # Two states the seat cannot tell apart give the same worlds for the same draws.
    assert GAME.sample(state, seat, random.Random(7)) == GAME.sample(sampled, seat, random.Random(7))


def check_game_result(result: dict, revealed: list[int], players: int, layout) -> None:
    """Every domino of the game's lines was placed or discarded exactly once (KD-R1, R8, KD-K5)."""
    placed = [entry["domino"] for seat in range(players) for entry in result["placed"][seat]]
    discarded = [number for seat in range(players) for number in result["discarded"][seat]]
    assert sorted(placed + discarded) == sorted(revealed)
    assert len(revealed) == layout.used and len(set(revealed)) == layout.used
    for seat in range(players):
        assert len(result["placed"][seat]) + len(result["discarded"][seat]) == layout.used // players
        parts = result["parts"][seat]
        assert parts["total"] == result["scores"][seat] == parts["properties"] + parts["middle_kingdom"] + parts["harmony"]


def play_random_match(seed: int, full: bool) -> None:
    rng = random.Random(seed)
    players = (2, 3, 4)[seed % 3]
    options = random_options(rng, players)
    state = GAME.start(players, options, seed)
    layout = LAYOUTS[players, options.get("mighty_duel") == "on"]
    record = Record(game="kingdomino", seats=players, seed=seed, options=options)
    start_clone = GAME.clone(state)
    revealed = sorted(state.next_line)
    step = 0
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        if full:
            check_kingdoms(state)
            check_legal_moves_exact(state, seat, rng, all_places=step % 4 == 0)
            check_views(state, seat, rng)
            assert GAME.clone(state) == state
        move = rng.choice(GAME.legal_moves(state, seat))
        assert GAME.parse_move(json.loads(json.dumps(move.to_json()))) is move
        record.moves.append((seat, move.to_json()))
        events = GAME.play(state, seat, move)
        new_game = any(event.kind == "game_started" for event in events)
        for event in events:
            assert event.to is None  # everything that happens is public
            json.dumps(event.to_json())
            if event.kind == "line_revealed":
                revealed += event.data["dominoes"]
            elif event.kind == "game_scored":
                check_game_result(event.data, revealed, players, layout)
                revealed = []
            elif event.kind == "placed" and not new_game:
                assert event.data["score"] == reference_score(cells_of(state, seat))
        step += 1
    check_kingdoms(state)
    outcome = GAME.outcome(state)
    assert len(state.results) == (3 if options["dynasty"] == "on" else 1)  # KD-R13
    assert list(outcome.scores) == [sum(result["scores"][seat] for result in state.results) for seat in range(players)]
    last = state.results[-1]
    for seat in range(players):
        properties = reference_properties(cells_of(state, seat))
        assert last["parts"][seat]["largest_property"] == max((squares for _, squares, _ in properties), default=0)
        assert last["parts"][seat]["crowns"] == sum(crowns for _, _, crowns in properties)
    _, replayed = replay(Record.from_json(json.loads(json.dumps(record.to_json()))))
    assert replayed == state
    for seat, data in record.moves:
        GAME.play(start_clone, seat, GAME.parse_move(data))
    assert start_clone == state


def test_random_play_invariants_over_many_seeds():
    """KD-R1 to KD-R10 and KD-R13 under random play, with 2, 3 and 4 players and random options."""
    for seed in range(SEEDS):
        play_random_match(seed, full=seed % FULL_EVERY == 0)


def test_discards_happen_and_are_exact():
    """KD-R8: random play reaches positions where nothing fits, and only then may one discard."""
    seen = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = GAME.start(2, None, seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_moves(state, seat)
            if legal == [DISCARD]:
                assert not reference_placements(cells_of(state, seat), state.pending, state.size)
                seen += 1
            GAME.play(state, seat, rng.choice(legal))
    assert seen > 0


def test_clone_is_independent():
    state = GAME.start(4, None, 3)
    copy = GAME.clone(state)
    (seat,) = GAME.to_act(state)
    GAME.play(copy, seat, GAME.legal_moves(copy, seat)[0])
    assert copy != state and state == GAME.start(4, None, 3)
