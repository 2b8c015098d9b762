"""External mjai programs at our tables (``mjai:COMMAND``) and our bots as an mjai program
(``asobiba mjai-bot``), over real pipes."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from asobiba.bots import close_bots, make_bot, tell
from asobiba.games.riichi import GAME
from asobiba.games.riichi.interop.mjai import Stream
from asobiba.games.riichi.interop.mjai_bot import MjaiBot, Replica
from asobiba.games.riichi.interop.mjai_seat import MjaiSeat
from asobiba.games.riichi.interop.replay import opening
from asobiba.games.riichi.moves import PASS, YAME, Discard
from asobiba.games.riichi.tiles import tile_name

from .helpers import FOUR_HELD, NOTEN_A, NOTEN_C, NOTEN_D, TANYAO, TENPAI_A, run_out, start

SCRIPTED = Path(__file__).with_name("scripted_mjai.py")
OUR_BOT = f"{sys.executable} -m asobiba.cli mjai-bot --level normal"
MIRRORED = ("hand", "drawn", "melds", "rivers", "dora", "live", "riichi", "furiten", "scores", "turn", "phase", "window", "legal")


class Tsumogiri:
    """Discards what it draws and passes every call: scenarios stay as written."""

    def choose(self, game: Any, state: Any, seat: int, rng: random.Random, budget_ms: float | None = None) -> Any:
        legal = game.legal_moves(state, seat)
        return PASS if PASS in legal else next(move for move in legal if isinstance(move, Discard) and move.tsumogiri)


def play(state: Any, bots: dict[int, Any], until_hand_ends: bool = True, limit: int = 400) -> None:
    """Play with ``bots`` by seat, each told what its seat sees, until the hand (or the match) ends."""
    hands = len(state.results)
    tell(bots, GAME, state, None)
    rng = random.Random(0)
    for _ in range(limit):
        if GAME.outcome(state) is not None or (until_hand_ends and len(state.results) > hands):
            break
        seat = min(GAME.to_act(state))
        tell(bots, GAME, state, GAME.play(state, seat, bots[seat].choose(GAME, state, seat, rng)))
    close_bots(bots.values())


def scripted(answers: list[Any], tmp_path: Path, seconds: float = 10.0) -> tuple[MjaiSeat, Path]:
    log = tmp_path / "lines.jsonl"
    command = f"{sys.executable} {SCRIPTED} '{json.dumps(answers)}' {log}"
    return MjaiSeat(command, answer_seconds=seconds), log


def lines(log: Path) -> list[list[dict[str, Any]]]:
    return [json.loads(line) for line in log.read_text().splitlines()]


# -- our bots as an mjai program -------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(4, 3), (3, 4)])
def test_the_replica_sees_what_the_seat_sees_at_every_decision(players: int, seed: int):
    # Each seat's mjai stream feeds a replica; whenever the seat must decide, the replica's view
    # of the hand equals the real one, so a bot playing on it plays as on the real table.
    state = GAME.start(players, {"length": "east_only"}, seed)
    streams = {seat: Stream(players, seat) for seat in range(players)}
    replicas = {seat: Replica() for seat in range(players)}
    for seat, replica in replicas.items():
        replica.feed({"type": "start_game", "id": seat})
        for event in streams[seat].convert([e for e in opening(state) if e.visible_to(seat)]):
            replica.feed(event)
    bot, rng, decisions = make_bot("riichi", "normal"), random.Random(seed), 0
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        replicas[seat].catch_up()  # as the program does before it answers
        real, mirrored = GAME.view(state, seat), GAME.view(replicas[seat].state, seat)
        assert {key: mirrored[key] for key in MIRRORED} == {key: real[key] for key in MIRRORED}
        decisions += 1
        events = GAME.play(state, seat, bot.choose(GAME, state, seat, rng))
        for other, replica in replicas.items():
            for event in streams[other].convert([e for e in events if e.visible_to(other)]):
                replica.feed(event)
    assert decisions > 100 and len(state.results) >= 3


def test_an_mjai_program_plays_a_whole_hanchan_through_the_adapter():
    # Three seats played by `asobiba mjai-bot` over pipes, one by our own bot in-process: the
    # programs play exactly as our bot plays in-process (it reads only its seat's view).
    over_pipes, in_process = GAME.start(4, None, 12), GAME.start(4, None, 12)
    seats = {seat: MjaiSeat(OUR_BOT) for seat in (1, 2, 3)}
    play(over_pipes, {0: make_bot("riichi", "normal"), **seats}, until_hand_ends=False, limit=5000)
    play(in_process, {seat: make_bot("riichi", "normal") for seat in range(4)}, until_hand_ends=False, limit=5000)
    assert over_pipes.wind == 1 and len(over_pipes.results) >= 8  # into the South round: a hanchan
    assert GAME.outcome(over_pipes) == GAME.outcome(in_process) and over_pipes.results == in_process.results
    assert all(seat.refused == [] for seat in seats.values())


def test_asobiba_mjai_bot_answers_each_line_with_one_action():
    start_game = [{"type": "start_game", "id": 0, "names": ["a", "b", "c", "d"]}]
    hand = ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "C"]
    kyoku = {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0}
    kyoku |= {"scores": [25000] * 4, "dora_marker": "2m", "tehais": [hand, *[["?"] * 13] * 3]}
    text = "\n".join(json.dumps(batch) for batch in (start_game, [kyoku, {"type": "tsumo", "actor": 0, "pai": "1m"}])) + "\nnot json\n"
    done = subprocess.run([sys.executable, "-m", "asobiba.cli", "mjai-bot"], input=text, capture_output=True, text=True, timeout=60)
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers[0] == {"type": "none"} and answers[2] == {"type": "none"}
    assert answers[1] == {"type": "hora", "actor": 0, "target": 0, "pai": "1m"}  # kokushi musou on the first draw


def test_our_bot_declares_riichi_in_two_steps_as_mjai_asks():
    bot = MjaiBot("normal")
    bot.react([{"type": "start_game", "id": 0}])
    kyoku = {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0, "scores": [25000] * 4}
    kyoku |= {"dora_marker": "N", "tehais": [list(TANYAO), *[["?"] * 13] * 3]}
    assert bot.react([kyoku, {"type": "tsumo", "actor": 0, "pai": "1s"}]) == {"type": "reach", "actor": 0}
    assert bot.react([{"type": "reach", "actor": 0}]) == {"type": "dahai", "actor": 0, "pai": "1s", "tsumogiri": True}


# -- an mjai program at our table --------------------------------------------------------------


def test_a_pon_then_an_added_kan_through_mjai(tmp_path: Path):
    # Seat 1 (the program) pons the dealer's 3p, discards W, and adds the fourth 3p when it draws it.
    mine = ["3p", "3p", "4p", "5p", "6p", "7s", "8s", "9s", "2m", "2m", "2m", "W", "E"]
    state = start([[], mine, [], []], ["3p", "S", "S", "N", "3p"], avoid=["S", "N", "W", "E"])
    seat, log = scripted(
        [
            {"type": "pon", "actor": 1, "target": 0, "pai": "3p", "consumed": ["3p", "3p"]},
            {"type": "dahai", "actor": 1, "pai": "W", "tsumogiri": False},
            {"type": "kakan", "actor": 1, "pai": "3p", "consumed": ["3p", "3p", "3p"]},
        ],
        tmp_path,
    )
    play(state, {0: Tsumogiri(), 1: seat, 2: Tsumogiri(), 3: Tsumogiri()}, limit=12)
    assert [meld.kind for meld in state.melds[1]] == ["kakan"] and seat.refused == []
    first = lines(log)[0]
    assert first[0] == {"type": "start_game", "id": 1, "names": ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]}
    assert first[1]["tehais"][0] == ["?"] * 13 and "?" not in first[1]["tehais"][1]  # only its own tiles
    assert {"type": "tsumo", "actor": 0, "pai": "?"} in first and first[-1]["type"] == "dahai"


NINE_KINDS = ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "C"]
CHI_HAND = ["4p", "5p", "1m", "1m", "2s", "3s", "7s", "8s", "9s", "E", "E", "W", "N"]


@pytest.mark.parametrize(
    ("mine", "live", "answers", "check"),
    [
        (list(FOUR_HELD), ["9m", "1m"], [{"type": "ankan", "consumed": ["W", "W", "W", "W"]}], "ankan"),
        (["3p", "3p", "3p"], ["3p"], [{"type": "daiminkan", "consumed": ["3p", "3p", "3p"]}], "daiminkan"),
        (CHI_HAND, ["3p"], [{"type": "chi", "consumed": ["4p", "5p"]}, {"type": "dahai", "pai": "N"}], "chi"),
        (list(TANYAO), ["3p"], [{"type": "hora", "actor": 1, "target": 0, "pai": "3p"}], "ron"),
        (list(TANYAO), ["9m", "6p"], [{"type": "hora", "actor": 1, "target": 1, "pai": "6p"}], "tsumo"),
        (list(TANYAO), ["9m", "1s"], [{"type": "reach"}, {"type": "dahai", "pai": "1s", "tsumogiri": True}], "riichi"),
        (NINE_KINDS, ["2m", "5p"], [{"type": "ryukyoku"}], "kyuushu"),
    ],
)
def test_calls_kans_wins_riichi_and_draws_through_mjai(tmp_path: Path, mine, live, answers, check):
    # The dealer draws live[0] and discards it; seat 1 is the program.
    state = start([[], mine, [], []], live, avoid=["3p", "4p", "5p", "6p"])
    seat, _ = scripted(answers, tmp_path)
    play(state, {0: Tsumogiri(), 1: seat, 2: Tsumogiri(), 3: Tsumogiri()}, limit=8)
    assert seat.refused == []
    result = state.results[-1] if state.results else None
    if check in ("ron", "tsumo"):
        win = result["wins"][0]
        assert win["seat"] == 1 and (win["from"] is None) == (check == "tsumo")
    elif check == "kyuushu":
        assert (result["kind"], result["reason"]) == ("abortive", "nine_terminals")
    elif check == "riichi":
        assert state.riichi[1] and state.rivers[1][0].riichi
    else:
        assert state.melds[1][0].kind == check


def test_a_north_set_aside_through_mjai_ends_the_chance_of_a_nine_terminals_draw(tmp_path: Path):
    mine = ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "2p", "3p"]
    state = start([[], mine, []], ["9p", "N"])
    seat, _ = scripted([{"type": "nukidora", "pai": "N"}, {"type": "ryukyoku"}], tmp_path)
    play(state, {0: Tsumogiri(), 1: seat, 2: Tsumogiri()}, limit=4)
    assert len(state.nuki[1]) == 1
    assert seat.refused[0][1].startswith("nine-terminals draw")  # a North set aside is a call (RIICHI-R42)


def test_illegal_answers_are_refused_with_a_reason_and_replaced_by_a_safe_default(tmp_path: Path):
    state = start([[], list(TANYAO), [], []], ["3p", "1s", "E", "S", "W", "2s", "N", "P", "F", "7m"])
    seat, _ = scripted(
        [
            {"type": "pon", "consumed": ["3p", "3p"]},  # the dealer's 3p: no pair of 3p in hand
            {"type": "dahai", "pai": "9s"},  # not in hand
            "garbage",
            {"type": "hora"},  # not complete
        ],
        tmp_path,
    )
    play(state, {0: Tsumogiri(), 1: seat, 2: Tsumogiri(), 3: Tsumogiri()}, until_hand_ends=False, limit=14)
    reasons = [reason for _, reason in seat.refused]
    assert reasons[0] == "your hand cannot make pon with 3p" and reasons[1] == "you have no 9s"
    assert reasons[2].startswith("not an mjai action") and reasons[3] == "your hand is not complete"
    drawn = [(tile_name(entry.tile, True), entry.tsumogiri) for entry in state.rivers[1]]
    assert drawn[:3] == [("1s", True), ("2s", True), ("7m", True)]  # each time the tile it drew


def test_a_program_that_falls_silent_or_stops_never_holds_the_table(tmp_path: Path):
    state = start([[], list(TANYAO), [], []], ["9m", "1s", "E", "E", "E", "2s"])
    seat, _ = scripted(["silent", "exit"], tmp_path, seconds=0.5)
    play(state, {0: Tsumogiri(), 1: seat, 2: Tsumogiri(), 3: Tsumogiri()}, until_hand_ends=False, limit=12)
    assert [answer for answer, _ in seat.refused[:2]] == [None, None]
    assert len(state.rivers[1]) >= 2 and all(entry.tsumogiri for entry in state.rivers[1])


def test_a_seat_bot_level_names_the_protocols_a_game_offers():
    with pytest.raises(ValueError, match="riichi has no external bots over 'uecda'"):
        make_bot("riichi", "uecda:./client")
    with pytest.raises(ValueError, match="tarot has no external bots"):
        make_bot("tarot", "mjai:python bot.py")
    assert isinstance(make_bot("riichi", "mjai:python bot.py"), MjaiSeat)


def test_the_serve_loop_reads_single_events_and_arrays():
    out = io.StringIO()
    from asobiba.games.riichi.interop.mjai_bot import serve

    serve("normal", io.StringIO('{"type":"start_game","id":2}\n[{"type":"end_game"}]\n\n'), out)
    assert out.getvalue().splitlines() == ['{"type":"none"}', '{"type":"none"}']


def test_a_refused_riichi_discard_still_declares_the_riichi_the_program_was_shown_RIICHI_R15(tmp_path: Path):
    # The program answers reach, is shown its reach, then names 5s, which would leave its hand not
    # ready: refused. mjai never takes a reach back, so the riichi stands with the tile drawn, and
    # the program is told so as for any riichi: its dahai, then reach_accepted.
    state = start([[], list(TANYAO), [], []], ["9m", "1s"], avoid=["3p", "4p", "5p", "6p"])
    seat, log = scripted([{"type": "reach"}, {"type": "dahai", "pai": "5s", "tsumogiri": False}], tmp_path)
    play(state, {0: Tsumogiri(), 1: seat, 2: Tsumogiri(), 3: Tsumogiri()}, until_hand_ends=False, limit=10)
    assert [reason for _, reason in seat.refused] == ["after discarding 5s your hand would not be tenpai (RIICHI-R15)"]
    assert state.riichi[1] and state.rivers[1][0].riichi and state.rivers[1][0].tsumogiri
    told = [
        event for line in lines(log) for event in line if event.get("actor") == 1 and event["type"] in ("reach", "dahai", "reach_accepted")
    ]
    assert [event["type"] for event in told[:3]] == ["reach", "dahai", "reach_accepted"]
    assert told[1] == {"type": "dahai", "actor": 1, "pai": "1s", "tsumogiri": True}


def test_an_mjai_program_dealing_ends_the_match_when_tenpai_yame_is_offered_RIICHI_R5():
    # South 4: the dealer (seat 3) alone tenpai reaches 32,000 and is first (rules §7). mjai has
    # no such question and the mjai.app arena ends the match there: so does the seat, unasked.
    state = start([NOTEN_A, NOTEN_C, NOTEN_D, TENPAI_A], at={"wind": 1, "kyoku": 3, "scores": [26000, 25000, 20000, 29000]})
    run_out(state)
    assert GAME.legal_moves(state, 3)[-1] == YAME
    assert MjaiSeat("no program is started").choose(GAME, state, 3, random.Random(0)) == YAME
