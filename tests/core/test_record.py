import json
import random

import pytest

from asobiba.core.record import Record, RecordError, replay
from asobiba.core.registry import get_game


def random_record(seed: int, players: int = 4) -> tuple[Record, object]:
    game = get_game("tarot")
    state = game.start(players, {"deals": 2}, seed)
    record = Record(game="tarot", seats=players, seed=seed, options={"deals": 2})
    rng = random.Random(seed)
    while game.outcome(state) is None:
        (seat,) = game.to_act(state)
        move = rng.choice(game.legal_moves(state, seat))
        record.moves.append((seat, move.to_json()))
        game.play(state, seat, move)
    return record, state


def test_record_json_round_trip_replays_to_the_same_state():
    record, state = random_record(11)
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    _, replayed = replay(again)
    assert replayed == state


def test_record_first_bad_move_is_reported_with_its_index():
    record, _ = random_record(12)
    seat, move = record.moves[9]
    record.moves[9] = ((seat + 1) % 4, move)
    with pytest.raises(RecordError) as error:
        replay(record)
    assert error.value.index == 9 and "turn" in str(error.value)


def test_record_unparsable_move_is_reported():
    record, _ = random_record(13)
    record.moves[3] = (record.moves[3][0], {"type": "card", "card": "ZZ"})
    with pytest.raises(RecordError, match=r"move 3: .*no such card"):
        replay(record)


@pytest.mark.parametrize(
    "data, message",
    [
        ([], "JSON object"),
        ({"game": "tarot", "seats": 4, "seed": 1}, "'moves'"),
        ({"game": "chess", "seats": 2, "seed": 1, "moves": []}, "unknown game"),
        ({"game": "tarot", "seats": 4, "seed": 1, "moves": [{"move": {}}]}, "move 0"),
        ({"game": "tarot", "seats": 9, "seed": 1, "moves": []}, "3, 4 or 5 players"),
        ({"game": "tarot", "seats": 4, "seed": 1, "options": {"deals": 99}, "moves": []}, "'deals'"),
    ],
)
def test_record_malformed_records_are_refused_clearly(data, message):
    with pytest.raises(RecordError, match=message):
        replay(Record.from_json(data))
