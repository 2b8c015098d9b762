"""tenhou.net/6 logs: the export, the import (walls and moves rebuilt, then replayed and
checked hand by hand), round trips of random matches, and a log written by hand."""

from __future__ import annotations

import copy
import gzip
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.record import Record
from asobiba.games.riichi.interop.logs import read_tenhou
from asobiba.games.riichi.interop.mjlog import decode_meld, from_mjlog, mjlog_to_tenhou6
from asobiba.games.riichi.interop.replay import replay_riichi
from asobiba.games.riichi.interop.tenhou import TenhouLogError, from_tenhou6, to_tenhou6
from asobiba.games.riichi.interop.tenhou_codes import call_string, code_of, kakan_string, name_of, parse_call
from tests.games.riichi.random_games import SCENARIOS, fixed_wall, random_record, scripted_record

DATA = Path(__file__).parent / "data"
ROUND_TRIPS = [(4, seed) for seed in range(3)] + [(3, seed) for seed in range(3)]

# A tonpuu (East only) of three hands, scores worked out by hand as Tenhou pays them.
#
# East 1 (dealer seat 0): seat 0 draws West and lets it go; seat 1, tenpai from the deal on 4p
# (123456789m 123p 4p), draws 4p: chiihou, a yakuman by a non-dealer on tsumo: the dealer pays
# 16,000, the others 8,000 each. Scores 25,000 each → 9,000 / 57,000 / 17,000 / 17,000.
#
# East 2 (dealer seat 1): seat 1 holds 1m 9m 1p 9p 1s 9s E S W and draws N: ten kinds of
# terminals and honors, he calls the nine-terminals draw. Nobody pays; the dealer keeps the
# deal, one honba.
#
# East 2, 1 honba: seat 1 (dealer) draws the 4p that completes his deal: tenhou, a dealer's
# yakuman on tsumo, 16,000 from each, plus 100 a payer for the honba: -16,100 each, +48,300.
# Scores -7,100 / 105,300 / 900 / 900: seat 0 is below zero, the match ends (tobi).
#
# Final results (RIICHI-R6, RIICHI-R7, RIICHI-R8, East only with the uma of before August 2009, +10 +5 −5 −10,
# rounded to thousands: the importer recognises this rule set, the only one these results fit;
# origin 30,000): seat 2 and seat 3 tie at 900 and seat 2, nearer East 1's dealer, ranks second:
#   seat 2: (900 − 30,000) / 1,000 = −29.1 → −29, + 5 = −24
#   seat 3: −29 − 5 = −34
#   seat 0: (−7,100 − 30,000) / 1,000 = −37.1 → −37, − 10 = −47
#   seat 1: what makes the sum 0: 24 + 34 + 47 = 105 (75.3 → 75, + 10, + 20 of oka).
MAN_PIN = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24]  # 123456789m 123p 4p
SOU = [22, 23, 25, 26, 27, 31, 32, 33, 35, 36, 37, 38, 41]  # 23p 567p 123s 5678s E
CHINITSU = [11, 12, 13, 14, 15, 16, 17, 18, 19, 29, 29, 39, 39]  # 123456789m 99p 99s
HONORS = [21, 21, 34, 42, 42, 44, 44, 45, 45, 46, 46, 47, 47]  # 11p 4s SS NN PP FF CC
ORPHANS = [11, 12, 13, 14, 15, 19, 21, 29, 31, 39, 41, 42, 43]  # 123459m 19p 19s ESW
TONPUU = {
    "title": ["hand-written", "chiihou, nine terminals, tenhou"],
    "name": ["A", "B", "C", "D"],
    "rule": {"disp": "般東喰赤", "aka": 1},
    "log": [
        [
            [0, 0, 0], [25000, 25000, 25000, 25000], [28], [],
            SOU, [43], [60],
            MAN_PIN, [24], [],
            CHINITSU, [], [],
            HONORS, [], [],
            ["和了", [-16000, 32000, -8000, -8000], [1, 1, 1, "役満8000-16000点", "地和(役満)"]],
        ],
        [
            [1, 0, 0], [9000, 57000, 17000, 17000], [38], [],
            [16, 16, 17, 17, 18, 18, 28, 45, 45, 46, 46, 47, 47], [], [],
            ORPHANS, [44], [],
            [22, 22, 23, 23, 24, 24, 25, 25, 26, 26, 27, 27, 28], [], [],
            [32, 32, 33, 33, 34, 34, 35, 35, 36, 36, 37, 37, 38], [], [],
            ["九種九牌"],
        ],
        [
            [1, 1, 0], [9000, 57000, 17000, 17000], [28], [],
            SOU, [], [],
            MAN_PIN, [24], [],
            CHINITSU, [], [],
            HONORS, [], [],
            ["和了", [-16100, 48300, -16100, -16100], [1, 1, 1, "役満16000点∀", "天和(役満)"]],
        ],
    ],
    "sc": [-7100, -47.0, 105300, 105.0, 900, -24.0, 900, -34.0],
}  # fmt: skip


@pytest.mark.parametrize(("seats", "seed"), ROUND_TRIPS)
def test_tenhou6_round_trip_replays_to_the_same_payments(seats: int, seed: int) -> None:
    record = random_record(seats, seed)
    log = json.loads(json.dumps(to_tenhou6(record)))  # as a file would hold it
    imported = from_tenhou6(log)
    before, _ = replay_riichi(record)
    after, _ = replay_riichi(imported)
    assert [result["deltas"] for result in after.results] == [result["deltas"] for result in before.results]
    assert (after.scores, after.final) == (before.scores, before.final)
    assert to_tenhou6(imported)["log"] == log["log"]


@pytest.mark.parametrize("seats", [4, 3])
def test_tenhou6_export_has_four_seats_codes_and_a_result_per_hand(seats: int) -> None:
    record = random_record(seats, 5)
    state, _ = replay_riichi(record)
    log = to_tenhou6(record)
    assert log["rule"] == {"disp": ("三" if seats == 3 else "") + "般南喰赤", "aka": 1}
    assert len(log["name"]) == 4 and len(log["sc"]) == 8
    assert len(log["log"]) == len(state.results)
    for hand in log["log"]:
        assert len(hand) == 17 and len(hand[1]) == 4
        if seats == 3:
            assert hand[13:16] == [[], [], []]
        for seat in range(seats):
            deal, takes, discards = hand[4 + 3 * seat : 7 + 3 * seat]
            assert len(deal) == 13 and all(11 <= code <= 53 for code in deal)
            for item in takes + discards:
                assert isinstance(item, int) or parse_call(item)
        assert hand[16][0] in ("和了", "流局", "流し満貫", "九種九牌", "四風連打", "四家立直", "四槓散了", "三家和了")


def test_tenhou6_import_of_a_hand_written_tonpuu() -> None:
    record = from_tenhou6(copy.deepcopy(TONPUU))
    assert record.options == {"length": "east_only", "red_fives": "on", "kuitan": "on", "settlement": "tenhou_2009"}
    assert record.moves == [
        (0, {"type": "discard", "tile": "W", "tsumogiri": True}),
        (1, {"type": "tsumo"}),
        (1, {"type": "kyuushu"}),
        (1, {"type": "tsumo"}),
    ]
    state, _ = replay_riichi(Record.from_json(json.loads(json.dumps(record.to_json()))))
    assert state.scores == [-7100, 105300, 900, 900] and state.final == [-47, 105, -24, -34]
    assert to_tenhou6(record)["log"] == TONPUU["log"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda log: log["log"][0][16][1].__setitem__(2, -9000), "hand 1 (East 1, 0 honba): the replay pays"),
        (lambda log: log["log"][2][1].__setitem__(0, 9100), "hand 3 (East 2, 1 honba): the replay starts it"),
        (lambda log: log["sc"].__setitem__(1, -46.0), "final scores and results"),
        (lambda log: log["log"][1][7].__setitem__(slice(0, 6), [12, 12, 13, 14, 15, 16]), "hand 2 (East 2, 0 honba): seat 1 plays"),
        (lambda log: log["log"].pop(), "the match goes on"),
    ],
)
def test_tenhou6_import_names_the_hand_that_differs(change: Callable[[dict[str, Any]], None], message: str) -> None:
    log = copy.deepcopy(TONPUU)
    change(log)
    with pytest.raises(TenhouLogError, match=re.escape(message)):
        from_tenhou6(log)


def test_tenhou_codes_and_call_strings_round_trip() -> None:
    for name in ("1m", "9m", "5mr", "5p", "5pr", "5sr", "9s", "E", "N", "P", "F", "C"):
        assert name_of(code_of(name), red_fives=True) == name
    assert name_of(52, red_fives=False) == "5p"
    assert call_string("chi", 27, [52, 26], 3) == "c275226"
    assert [call_string("pon", 41, [41, 41], away) for away in (3, 2, 1)] == ["p414141", "41p4141", "4141p41"]
    assert [call_string("daiminkan", 39, [39, 39, 39], away) for away in (3, 2, 1)] == ["m39393939", "39m393939", "393939m39"]
    assert kakan_string("4646p46", 46) == "4646k4646"
    for text in ("c275226", "41p4141", "393939m39", "4646k4646", "424242a42", "r60", "f44"):
        call = parse_call(text)
        assert call.kind in ("chi", "pon", "daiminkan", "kakan", "ankan", "riichi", "nuki")
    assert parse_call("41k414141").distance == 2 and parse_call("4646k4646").tile == 46
    with pytest.raises(ValueError, match="not a Tenhou call string"):
        parse_call("41x4141")


def test_mjlog_of_the_hand_written_tonpuu_reads_as_its_tenhou6_log_and_replays() -> None:
    text = (DATA / "tonpuu.mjlog").read_text(encoding="utf-8")
    log = mjlog_to_tenhou6(text)
    assert (log["log"], log["sc"], log["rule"], log["name"]) == (TONPUU["log"], TONPUU["sc"], TONPUU["rule"], TONPUU["name"])
    record = from_mjlog(gzip.compress(text.encode("utf-8")))
    assert record.moves == from_tenhou6(copy.deepcopy(TONPUU)).moves
    state, _ = replay_riichi(record)
    assert state.final == [-47, 105, -24, -34]


def test_mjlog_meld_codes_decode_as_their_bit_layout_says() -> None:
    # chi 2m3m4m taken 3m from the left: run 1 (2-3-4m) × 3 + taken index 1 = 4 in bits 10-15,
    # copies 0, 1, 2 in bits 3-4, 5-6, 7-8, bit 2 set, 3 (the left) in bits 0-1:
    # 4 << 10 | 2 << 7 | 1 << 5 | 0 << 3 | 4 | 3 = 4391.
    assert decode_meld(4391) == ("chi", [4, 9, 14], 9, 3)
    # pon of red dragons (kind 33) from across, taking copy 0, copy 3 left out:
    # (33 × 3 + 0) << 9 | 3 << 5 | 8 | 2 = 50794; the same with bit 4 is its added kan.
    assert decode_meld(50794) == ("pon", [132, 133, 134], 132, 2)
    assert decode_meld(50802) == ("kakan", [132, 133, 134, 135], 132, 2)
    assert decode_meld(52 << 8) == ("ankan", [52, 53, 54, 55], 52, 0)  # closed kan of 5p
    assert decode_meld(53 << 8 | 3) == ("daiminkan", [52, 53, 54, 55], 53, 3)
    assert decode_meld(120 << 8 | 0x20) == ("nuki", [120], 120, 0)  # a North set aside


def test_mjlog_calls_riichi_and_kans_become_tenhou6_strings() -> None:
    """A fragment (not a legal hand: only the writing is checked)."""
    deal = ",".join(str(tile) for tile in range(13))
    text = (
        f'<GO type="9"/><INIT seed="0,0,0,1,1,100" ten="250,250,250,250" oya="0" hai0="{deal}" hai1="{deal}" hai2="{deal}" hai3="{deal}"/>'
        '<T132/><D132/><N who="2" m="50794"/><F40/>'  # seat 0 lets a red dragon go, seat 2 (across) pons it
        '<W60/><REACH who="3" step="1"/><G60/><REACH who="3" step="2" ten="250,250,250,240"/>'  # seat 3: riichi, tsumogiri
        '<T1/><D1/><V135/><N who="2" m="50802"/><V52/><F52/>'  # seat 2 adds the fourth dragon, draws the red 5p, lets it go
        '<N who="3" m="31751"/><G53/>'  # seat 3, on seat 2's right, calls chi 4p-5pr-6p, discards a 5p
        '<N who="0" m="13827"/><T34/><D34/>'  # seat 0, on seat 3's right, makes an open kan of it: replacement, discard
        '<DORA hai="104"/><RYUUKYOKU ba="0,1" sc="250,0,250,0,250,0,240,0"/>'
    )
    hand = mjlog_to_tenhou6(text)["log"][0]
    assert hand[2] == [38, 39]  # the dora indicators: 8s, then 9s
    assert hand[5:7] == [[47, 11, "m25522525", 19], [60, 60, 0, 60]]
    assert hand[8:10] == [[], []]
    assert hand[11:13] == [["47p4747", 47, 52], [22, "47k474747", 60]]
    assert hand[14:16] == [[27, "c522426"], ["r60", 25]]
    assert hand[16] == ["流局", [0, 0, 0, 0]]


def test_cli_imports_a_tenhou_log_and_exports_the_record(tmp_path: Path) -> None:
    log = tmp_path / "tonpuu.json.gz"
    log.write_bytes(gzip.compress(json.dumps(TONPUU, ensure_ascii=False).encode("utf-8")))
    record = tmp_path / "record.json"
    runner = CliRunner()
    imported = runner.invoke(app, ["import", "tenhou", str(log), "-o", str(record)])
    assert imported.exit_code == 0, imported.output
    assert Record.load(record).moves == from_tenhou6(copy.deepcopy(TONPUU)).moves
    replayed = runner.invoke(app, ["replay", str(record)])  # the record is of the engine's own version
    assert replayed.exit_code == 0 and "invalid record" not in replayed.output, replayed.output
    mjai = runner.invoke(app, ["export", "riichi", str(record), "--format", "mjai"])
    assert mjai.exit_code == 0 and json.loads(mjai.output.splitlines()[-1]) == {"type": "end_game", "scores": [-7100, 105300, 900, 900]}
    tenhou = runner.invoke(app, ["export", "riichi", str(record), "--format", "tenhou6"])
    assert tenhou.exit_code == 0 and json.loads(tenhou.output)["log"] == TONPUU["log"]
    from_xml = runner.invoke(app, ["import", "tenhou", str(DATA / "tonpuu.mjlog")])
    assert from_xml.exit_code == 0 and json.loads(from_xml.output) == Record.load(record).to_json()


def test_cli_import_says_which_hand_of_a_log_differs(tmp_path: Path) -> None:
    log = copy.deepcopy(TONPUU)
    log["log"][0][16][1][2] = -9000
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    result = CliRunner().invoke(app, ["import", "tenhou", str(path)])
    assert result.exit_code == 1 and "hand 1 (East 1, 0 honba)" in result.output


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_tenhou6_round_trip_of_draws_double_ron_and_chankan(name: str) -> None:
    wall, script, (kind, reason) = SCENARIOS[name]
    record = scripted_record(4, [wall], script)
    before, _ = replay_riichi(record)
    assert (before.results[0]["kind"], before.results[0].get("reason")) == (kind, reason)
    log = to_tenhou6(record)
    expected = {"four winds": "四風連打", "four riichi": "四家立直", "triple ron": "三家和了"}.get(name, "和了")
    assert log["log"][0][16][0] == expected
    after, _ = replay_riichi(from_tenhou6(log))
    assert [result["deltas"] for result in after.results] == [result["deltas"] for result in before.results]
    assert (after.scores, after.final) == (before.scores, before.final)


def test_tenhou6_import_finds_which_of_two_equal_discards_was_called() -> None:
    # Seat 0 lets a 9p go (seat 2 could pon it but passes), pons seat 1's green dragon, lets the
    # other 9p go, and seat 2 pons that one: seat 2 took nothing between the two, so its log
    # reads the same either way; the walk tries the first 9p, finds the turns do not add up,
    # then takes the second.
    hands = {0: ["9p", "9p", "F", "F"], 2: ["9p", "9p"]}
    script = [
        *[(0, {"type": "discard", "tile": "9p", "tsumogiri": False}), (2, {"type": "pass"})],
        *[(1, "tsumogiri"), (0, {"type": "pon", "tiles": ["F", "F"]})],
        *[(0, {"type": "discard", "tile": "9p", "tsumogiri": False}), (2, {"type": "pon", "tiles": ["9p", "9p"]}), (2, "any")],
    ]
    record = scripted_record(4, [fixed_wall(4, hands, ["1s", "F"])], script)
    log = to_tenhou6(record)
    takes, discards = log["log"][0][5:7]
    assert (takes[:2], discards[:2], log["log"][0][11][0]) == ([31, "4646p46"], [29, 29], "29p2929")
    imported = from_tenhou6(log)
    assert (2, {"type": "pass"}) in imported.moves[:3]
    before, _ = replay_riichi(record)
    after, _ = replay_riichi(imported)
    assert [result["deltas"] for result in after.results] == [result["deltas"] for result in before.results]


@pytest.mark.parametrize(
    "junk",
    [None, {"log": []}, {"log": [[1, 2, 3]]}, {"log": [[[0, 0, 0], [25000] * 4, [28], [], *[[]] * 12, ["和了"]]]}, {"log": [["x"] * 17]}],
)
def test_tenhou6_import_refuses_junk_with_a_reason(junk: Any) -> None:
    with pytest.raises(TenhouLogError):
        from_tenhou6(junk)


@pytest.mark.parametrize("junk", ["", "<mjloggm/>", '<T12/><INIT seed="0"/>', '<INIT seed="x" ten="1"/>'])
def test_mjlog_import_refuses_junk_with_a_reason(junk: str) -> None:
    with pytest.raises(TenhouLogError):
        from_mjlog(junk)


REAL_LOGS = [  # data/README.md: source, licence, what each one shows
    "tenhou-2019050417gm-0029-0000-4f2a8622.json",
    "tenhou-2019060813gm-00a9-0000-08bb0ec3.mjlog",
    "tenhou-double-ron.mjlog",
    "tenhou-2014091101gm-00b9-0000-5ca6b487.mjlog",
]


def log_of(path: Path) -> dict[str, Any]:
    """A data file as its tenhou.net/6 log, mjlog read as the importer reads it."""
    if path.suffix == ".mjlog":
        return mjlog_to_tenhou6(path.read_text(encoding="utf-8"), path.name)
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", REAL_LOGS)
def test_real_tenhou_logs_replay_to_tenhou_s_payments_and_final_results_RIICHI_R6_RIICHI_R7(name: str) -> None:
    """Real games of Tenhou (data/README.md), four and three players, mjlog and tenhou.net/6: every
    hand's payments and the final scores and results (uma, oka, rounding: RIICHI-R6, RIICHI-R7, rules §7)
    must be the log's own (``sc``, mjlog's ``owari``)."""
    path = DATA / name
    data = log_of(path)
    record = read_tenhou(path)
    state, _ = replay_riichi(Record.from_json(json.loads(json.dumps(record.to_json()))))
    n = record.seats
    theirs = [[deltas[:n] for deltas in hand[-1][1::2]] if hand[-1][0] == "和了" else [hand[-1][1][:n]] for hand in data["log"]]
    ours = [[win["deltas"] for win in result["wins"]] if result["kind"] == "win" else [result["deltas"]] for result in state.results]
    assert ours == theirs
    assert state.scores == data["sc"][0 : 2 * n : 2] and state.final == data["sc"][1 : 2 * n : 2]
    assert record.options["settlement"] == "tenhou_rounded"  # all before 2022: rounded to thousands


def test_the_importer_recognises_the_settlement_a_log_uses_RIICHI_R6_RIICHI_R7() -> None:
    # Rules §7: the hand-written tonpuu's results fit only the uma of before August 2009; the same
    # match settled as Tenhou does since 2022 (one decimal, East-only uma +20/+10) is read as such.
    assert from_tenhou6(copy.deepcopy(TONPUU)).options["settlement"] == "tenhou_2009"
    today = {**copy.deepcopy(TONPUU), "sc": [-7100, -57.1, 105300, 115.3, 900, -19.1, 900, -39.1]}
    record = from_tenhou6(today)
    assert record.options["settlement"] == "tenhou"
    state, _ = replay_riichi(record)
    assert state.final == [-57.1, 115.3, -19.1, -39.1]
    # A hanchan's results are the same rounded either way: its date (``ref``, else the file
    # name) tells which rule set it was; a log with neither is read as the first that fits.
    ranked = json.loads((DATA / REAL_LOGS[0]).read_text(encoding="utf-8"))
    assert from_tenhou6(copy.deepcopy(ranked)).options["settlement"] == "tenhou_rounded"
    assert from_tenhou6({**ranked, "ref": "2009050417gm-0029-0000-4f2a8622"}).options["settlement"] == "tenhou_2009"
    undated = {key: value for key, value in ranked.items() if key != "ref"}
    assert from_tenhou6(undated).options["settlement"] == "tenhou_rounded"  # unrounded results would not fit
    assert from_tenhou6(undated, "2008123100gm-0029-0000-00000000.json").options["settlement"] == "tenhou_2009"


def test_a_log_that_fits_no_settlement_is_refused_RIICHI_R6() -> None:
    with pytest.raises(TenhouLogError, match="final scores and results"):
        from_tenhou6({**copy.deepcopy(TONPUU), "sc": [-7100, -47.5, 105300, 105.5, 900, -24.0, 900, -34.0]})
    with pytest.raises(TenhouLogError, match="final results are not numbers"):
        from_tenhou6({**copy.deepcopy(TONPUU), "sc": [-7100, "x", 105300, 105.0, 900, -24.0, 900, -34.0]})


def test_mjlog_double_ron_keeps_the_riichi_winner_s_ura_indicators_RIICHI_R29_RIICHI_R22() -> None:
    """Hand-written (data/README.md): the first winner, in riichi, has one ura dora; the second,
    not in riichi, shows no ura indicators, which must not wipe out the first's."""
    text = (DATA / "double-ron-ura.mjlog").read_text(encoding="utf-8")
    assert mjlog_to_tenhou6(text)["log"][0][3] == [code_of("2m")]
    state, _ = replay_riichi(from_mjlog(text))
    first, second = state.results[0]["wins"]
    assert (first["seat"], first["ura"], first["value"]["ura"], first["value"]["han"], first["deltas"]) == (
        0,
        ["2m"],
        1,
        6,
        [19000, 0, 0, -18000],
    )
    assert (second["seat"], second["ura"], second["value"]["han"], second["deltas"]) == (2, [], 5, [0, 0, 8000, -8000])
    assert state.final == [53.0, -15.0, 13.0, -51.0]


def test_tenhou6_import_plays_the_dealer_s_tenpai_yame_as_the_log_goes_on_or_ends_RIICHI_R5() -> None:
    # Rules §7: a random East-only match in which a tenpai dealer in first place plays on once,
    # then stops: the log ends there. Its tenhou.net/6 log, imported, decides the same way.
    record = random_record(4, 11, {"length": "east_only"})
    decisions = [move for _, move in record.moves if move["type"] in ("yame", "continue")]
    assert decisions == [{"type": "continue"}, {"type": "yame"}] and record.moves[-1][1] == {"type": "yame"}
    imported = from_tenhou6(json.loads(json.dumps(to_tenhou6(record))))
    assert [move for _, move in imported.moves if move["type"] in ("yame", "continue")] == decisions
    before, _ = replay_riichi(record)
    after, _ = replay_riichi(imported)
    assert (after.scores, after.final) == (before.scores, before.final)
