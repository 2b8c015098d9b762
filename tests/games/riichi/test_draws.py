"""Scenario tests of rules/riichi.md for the ends of a hand without a winner: the exhaustive draw
and its tenpai payments, nagashi mangan and the abortive draws (RIICHI-R26, RIICHI-R27, RIICHI-R28), with renchan and
honba (RIICHI-R2). The hands are fully given so that tenpai is decided by the test; with every
turn a tsumogiri the hands at the draw are the hands dealt. Honba, deposits and scores are set on
the started state before its hand is dealt again (``start(..., at=...)``), as the task allows."""

from __future__ import annotations

from collections import Counter

from asobiba.games.riichi import GAME
from asobiba.games.riichi.state import Phase

from .helpers import (
    FOUR_HELD,
    NOTEN_A,
    NOTEN_B,
    NOTEN_C,
    NOTEN_D,
    NOTEN_E,
    RON,
    TANYAO,
    TANYAO_2,
    TANYAO_3,
    TENPAI_A,
    TENPAI_B,
    act,
    discard,
    find,
    hand,
    last_result,
    legal,
    pass_claims,
    run_out,
    start,
    tsumogiri,
    types,
)


def drawn_to_the_end(hands, **kwargs):
    state = start(hands, **kwargs)
    events = run_out(state)
    return state, last_result(state), events


def test_one_tenpai_player_takes_1000_from_each_even_waiting_on_a_fifth_tile_RIICHI_R26_RIICHI_R2():
    state, result, _ = drawn_to_the_end([NOTEN_C, FOUR_HELD, NOTEN_D, NOTEN_E])
    assert result["kind"] == "exhaustive" and result["tenpai"] == [False, True, False, False]
    assert result["deltas"] == [-1000, 3000, -1000, -1000]
    assert result["hands"] == [None, list(FOUR_HELD), None, None]  # only the tenpai hands are shown
    assert (state.kyoku, state.honba) == (1, 1)  # a noten dealer passes the deal; a draw adds a honba


def test_two_tenpai_players_take_1500_from_each_noten_player_RIICHI_R26_RIICHI_R2():
    state, result, _ = drawn_to_the_end([TENPAI_A, TENPAI_B, NOTEN_C, NOTEN_D])
    assert result["tenpai"] == [True, True, False, False]
    assert result["deltas"] == [1500, 1500, -1500, -1500]
    assert (state.kyoku, state.honba) == (0, 1)  # the tenpai dealer keeps the deal


def test_three_tenpai_players_take_1000_each_from_the_noten_player_RIICHI_R26():
    _, result, _ = drawn_to_the_end([TENPAI_A, TENPAI_B, FOUR_HELD, NOTEN_C])
    assert result["deltas"] == [1000, 1000, 1000, -3000]


def test_nobody_or_everybody_tenpai_pays_nothing_RIICHI_R26():
    state, result, _ = drawn_to_the_end([NOTEN_A, NOTEN_B, NOTEN_C, NOTEN_D], dead=[])
    assert result["tenpai"] == [False] * 4 and result["deltas"] == [0] * 4
    assert state.scores == [25000] * 4 and (state.kyoku, state.honba) == (1, 1)


def terminals_left(hands: list[tuple[str, ...]]) -> list[str]:
    """The terminals and honors that the hands leave over, in a fixed order."""
    left = Counter({name: 4 for name in ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "C"]})
    for held in hands:
        left.subtract(name for name in held if name in left)
    return sorted(left.elements())


def test_nagashi_mangan_replaces_the_tenpai_payments_RIICHI_R27_RIICHI_R2():
    # Seat 1 draws (and so discards) only terminals and honors: its 18 draws are every fourth
    # tile from the second, a 9m first so that the four first discards are not one wind. Honba
    # and deposits stay on the table [spec §6.3].
    hands = [TENPAI_A, NOTEN_B, NOTEN_C, NOTEN_D]
    live: list[str | None] = [None] * 70
    left = terminals_left(hands)
    left.remove("9m")
    live[1::4] = ["9m", *left[:17]]
    state = start(hands, live, at={"honba": 1, "deposits": 1, "scores": [25000, 25000, 25000, 24000]})
    run_out(state)
    result = state.results[-1]
    assert result["kind"] == "exhaustive" and result["nagashi"] == [1]
    # A non-dealer's mangan as a tsumo: 4,000 from the dealer and 2,000 from each other player;
    # the tenpai dealer gets no tenpai payment.
    assert result["deltas"] == [-4000, 8000, -2000, -2000]
    assert state.deposits == 1 and (state.kyoku, state.honba) == (0, 2)  # the tenpai dealer keeps the deal


def test_a_called_discard_spoils_nagashi_RIICHI_R27():
    # As above, but seat 2 (two white dragons) pons seat 1's second discard, a P. From then on
    # seat 1 draws one tile earlier in the wall, still only terminals and honors.
    hands = [TENPAI_A, NOTEN_B, NOTEN_C, NOTEN_D]
    live: list[str | None] = [None] * 70
    left = terminals_left(hands)
    for name in ("9m", "P"):
        left.remove(name)
    live[1], live[5] = "9m", "P"
    live[8::4] = left[:16]
    state = start(hands, live)
    tsumogiri(state, 5)
    discard(state, claims=False)
    act(state, 2, {"type": "pon", "tiles": ["P", "P"]})
    pass_claims(state)
    discard(state, hand(state, 2)[0])
    run_out(state)
    assert state.results[-1]["kind"] == "exhaustive" and state.results[-1]["nagashi"] == []


def test_nine_terminals_may_be_declared_on_the_first_draw_RIICHI_R28_RIICHI_R2():
    nine = ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "2m", "3m", "4m", "5p"]
    state = start([nine, [], [], []], ["N"])
    assert "kyuushu" in types(state, 0)
    events = act(state, 0, {"type": "kyuushu"})
    result = find(events, "hand_end")[0]["result"]
    assert (result["kind"], result["reason"]) == ("abortive", "nine_terminals")
    assert result["hands"] == [["1m", "2m", "3m", "4m", "9m", "1p", "5p", "9p", "1s", "9s", "E", "S", "W", "N"], None, None, None]
    assert (state.kyoku, state.honba, state.phase) == (0, 1, Phase.TURN)  # renchan, a new hand


def test_no_nine_terminals_after_a_call_nor_after_the_first_discard_RIICHI_R28():
    nine = ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "2m", "3m", "4m", "5p"]
    state = start([["5s"], [], ["5s", "5s"], nine], ["F"], avoid=["3s", "4s", "5s", "6s", "7s"])
    act(state, 0, {"type": "discard", "tile": "5s"})
    act(state, 2, {"type": "pon", "tiles": ["5s", "5s"]})  # seat 1 is skipped
    discard(state, hand(state, 2)[0])
    assert state.turn == 3 and "kyuushu" not in types(state, 3)
    state = start([[], [], [], nine], ["F", "F", "F", "C", "C", "C", "C", "N"])
    tsumogiri(state, 3)
    assert "kyuushu" in types(state, 3)
    tsumogiri(state, 4)
    assert "kyuushu" not in types(state, 3)  # its second draw


def test_a_fourth_riichi_aborts_the_hand_and_the_deposits_stay_RIICHI_R28():
    t_d = ("2m", "3m", "4m", "5m", "6m", "7m", "2p", "3p", "4p", "6s", "6s", "9p", "9p")
    state = start([TENPAI_A, TENPAI_B, FOUR_HELD, t_d], ["E", "E", "E", "N"])
    for seat in range(3):
        discard(state, riichi=True)
        assert state.riichi[seat]
    events = discard(state, riichi=True)
    result = find(events, "hand_end")[0]["result"]
    assert (result["kind"], result["reason"]) == ("abortive", "four_riichi")
    assert state.deposits == 4 and state.scores == [24000] * 4
    assert (state.kyoku, state.honba) == (0, 1)


def test_three_rons_on_one_discard_abort_the_hand_RIICHI_R28():
    state = start([["3p"], TANYAO, TANYAO_2, TANYAO_3], ["9m"], avoid=[f"{r}p" for r in range(1, 10)])
    act(state, 0, {"type": "discard", "tile": "3p"})
    assert GAME.to_act(state) == {1, 2, 3}
    for seat in (1, 2, 3):
        events = act(state, seat, RON)
    result = find(events, "hand_end")[0]["result"]
    assert (result["kind"], result["reason"]) == ("abortive", "triple_ron")
    assert state.scores == [25000] * 4 and (state.kyoku, state.honba) == (0, 1)


def test_four_first_discards_of_one_wind_abort_the_hand_RIICHI_R28():
    state = start([["E"], ["E"], ["E"], ["E"]], ["1m", "1m", "1m", "1m"], avoid=["E"])
    for _ in range(3):
        discard(state, "E")
    events = discard(state, "E")
    result = find(events, "hand_end")[0]["result"]
    assert (result["kind"], result["reason"]) == ("abortive", "four_winds")
    assert (state.kyoku, state.honba) == (0, 1)
    state = start([["E"], ["E"], ["E"], ["S"]], ["1m", "1m", "1m", "1m"], avoid=["E", "S"])
    for tile in ("E", "E", "E", "S"):
        discard(state, tile)
    assert not state.results and state.turn == 0


KANS = ("1m", "1m", "1m", "1m", "9m", "9m", "9m", "9m", "E", "E", "E", "E")


def test_four_kans_by_two_players_abort_after_the_next_discard_RIICHI_R28():
    # Seat 0 makes three closed kans and discards 3p; seat 1 calls the fourth kan on it.
    state = start([[*KANS, "3p"], ["3p", "3p", "3p", "5s", "5s"], [], []], ["2s"], avoid=["3p", "5s"])
    for tile in ("1m", "9m", "E"):
        act(state, 0, {"type": "ankan", "tile": tile})
    discard(state, "3p", claims=False)
    act(state, 1, {"type": "kan"})
    assert state.kans == [3, 1, 0, 0] and state.phase is Phase.TURN
    events = discard(state, "5s", claims=False)  # seat 2 cannot pon it now: no window
    result = find(events, "hand_end")[0]["result"]
    assert (result["kind"], result["reason"]) == ("abortive", "four_kans")
    assert (state.kyoku, state.honba) == (0, 1)


def test_four_kans_by_two_players_won_on_is_a_win_RIICHI_R28():
    # Seat 2 waits on 6p and 9p (234m 567m 78p 678s 55s); seat 1 discards 6p after its kan.
    waits_6p = ("2m", "3m", "4m", "5m", "6m", "7m", "7p", "8p", "6s", "7s", "8s", "5s", "5s")
    state = start([[*KANS, "3p"], ["3p", "3p", "3p", "6p"], waits_6p, []], ["2s"], avoid=["3p", "6p", "9p"])
    for tile in ("1m", "9m", "E"):
        act(state, 0, {"type": "ankan", "tile": tile})
    discard(state, "3p", claims=False)
    act(state, 1, {"type": "kan"})
    discard(state, "6p", claims=False)
    assert legal(state, 2) == [RON, {"type": "pass"}]  # only a ron
    act(state, 2, RON)
    assert last_result(state)["kind"] == "win"


def test_one_player_may_make_four_kans_and_play_goes_on_RIICHI_R28():
    state = start(
        [[*KANS, "S"], ["2p", "2p", "2p"], [], []], ["2p"], dead=["N", *[None] * 9, "S", "S", "S"], avoid=[f"{r}p" for r in range(1, 10)]
    )
    for tile in ("1m", "9m", "E", "S"):
        act(state, 0, {"type": "ankan", "tile": tile})
    assert state.kans == [4, 0, 0, 0] and len(GAME.view(state, 1)["dora"]) == 5
    discard(state, "2p", claims=False)
    assert legal(state, 1) == [{"type": "pon", "tiles": ["2p", "2p"]}, {"type": "pass"}]  # no fifth kan
    pass_claims(state)
    assert state.turn == 1 and not state.results
