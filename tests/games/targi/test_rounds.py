"""The round and the game (TARGI-R3, TARGI-R4, TARGI-R13, TARGI-R14, TARGI-R15, TARGI-R16, TARGI-T6): the Robber and its raids, turning up,
the amulet, the round-end limits and both ends of the game."""

from __future__ import annotations

import pytest

from asobiba.games.targi import GAME

from .helpers import (
    g,
    give_back,
    kinds,
    legal,
    place_all,
    play,
    quiet_round,
    raid,
    refused,
    resolve,
    skip,
    skip_rest,
    start,
)


def placed_and_given_up(state) -> list:
    """Place on the first free cards and skip every action, stopping at the round's end (limits, raid or the next round)."""
    events = []
    while GAME.view(state, None)["phase"] == "place":
        events += play(state, legal(state)[0])
    while (view := GAME.view(state, None))["phase"] == "actions":
        events += play(state, skip(view["pending"][view["current"]][0]))
    return events


def play_out(state) -> list[int]:
    """Play to the end taking the first legal move but skipping every action; the Robber's card of each round."""
    robbers = [state.robber]
    while GAME.outcome(state) is None:
        view = GAME.view(state, None)
        move = skip(view["pending"][view["current"]][0]) if view["phase"] == "actions" else legal(state)[0]
        robbers += [event.data["robber"] for event in play(state, move) if event.kind == "round"]
    return robbers


@pytest.mark.rule("TARGI-R3")
@pytest.mark.rule("TARGI-R13")
def test_targi_r3_r13_the_robber_steps_on_each_round_and_the_amulet_passes():
    state = start()
    assert (state.robber, state.first) == (1, 0)
    events = quiet_round(state)
    assert [event.to_json() for event in events if event.kind in ("robber", "round")] == [
        {"kind": "robber", "card": 2},
        {"kind": "round", "round": 2, "first": 1, "robber": 2},
    ]
    assert GAME.to_act(state) == {1}
    refused(state, {"type": "place", "card": 2}, "the Robber stands on that card")


@pytest.mark.rule("TARGI-R3")
@pytest.mark.rule("TARGI-R4")
def test_targi_r3_r4_a_raid_corner_is_paid_at_once_new_first_player_first_then_the_robber_steps_on():
    state = start(robber=3, round=3)
    events = placed_and_given_up(state)
    view = GAME.view(state, None)
    assert [event.data for event in events if event.kind == "robber"] == [{"card": 4}]
    assert (view["phase"], view["step"], view["current"], view["first"]) == ("raid", "method", 1, 1)
    assert view["raid"] == {"card": 4, "goods": 1, "gold": 0, "vp": 1, "owed": 0}
    assert legal(state) == [raid("goods"), raid("vp")]
    refused(state, raid("gold"), "Raid 4 takes gold; the other raids take goods")
    play(state, raid("goods"))
    assert legal(state) == [give_back("dates"), give_back("salt"), give_back("pepper")]
    play(state, give_back("salt"))
    assert GAME.to_act(state) == {0}
    events = play(state, raid("vp"))
    view = GAME.view(state, None)
    assert view["goods"] == [g(2, 2, 2), g(2, 1, 2)] and view["vp"] == [3, 4] and view["scores"] == [3, 4]
    assert (view["robber"], view["round"], view["phase"], view["current"]) == (5, 4, "place", 1)
    assert kinds(events) == ["raid_paid", "robber", "round"]


@pytest.mark.rule("TARGI-R4")
def test_targi_r4_a_player_who_can_pay_only_one_part_pays_that_one_and_goods_of_one_kind_go_by_themselves():
    state = start(robber=11, round=9, goods=[g(0, 5, 0), g(0, 0, 0)], vp=[1, 4])  # Raid 3: 3 goods or 2 VP
    placed_and_given_up(state)
    view = GAME.view(state, None)
    assert view["goods"] == [g(0, 2, 0), g(0, 0, 0)] and view["vp"] == [1, 2]
    assert view["phase"] == "place" and view["robber"] == 13


@pytest.mark.rule("TARGI-R4")
def test_targi_r4_a_player_who_can_pay_neither_part_pays_the_vp_as_far_as_they_go():
    state = start(robber=11, round=9, goods=[g(0, 2, 0), g(2, 2, 2)], vp=[1, 4])
    placed_and_given_up(state)
    assert GAME.to_act(state) == {1}  # seat 1, first now, may pay either
    events = play(state, raid("vp"))  # then seat 0 can pay neither 3 goods nor 2 VP: 1 VP, by itself
    assert [event.data["count"] for event in events if event.kind == "raid_paid"] == [2, 1]
    assert state.vp == [0, 2] and state.goods[0] == [0, 2, 0]


@pytest.mark.rule("TARGI-R4")
def test_targi_r4_option_to_opponent_gives_the_unpaid_vp_to_the_opponent():
    state = start({"raid_shortfall": "to_opponent"}, robber=11, round=9, goods=[g(0, 2, 0), g(0, 0, 0)], vp=[1, 0])
    events = placed_and_given_up(state)
    paid = [event.data for event in events if event.kind == "raid_paid"]
    assert paid == [
        {"seat": 1, "card": 12, "pay": "vp", "count": 0, "to_opponent": 2},
        {"seat": 0, "card": 12, "pay": "vp", "count": 2},  # the 2 VP it was given let seat 0 pay in full
    ]
    assert state.vp == [1, 0] and state.score == [1, 0]


@pytest.mark.rule("TARGI-R4")
def test_targi_r4_raids_take_vp_tokens_only_never_printed_vp():
    state = start(robber=7, round=6, goods=[g(0, 0, 0), g(0, 0, 0)], vp=[0, 0], displays=[[["SIM-02"]], []])
    placed_and_given_up(state)
    view = GAME.view(state, None)
    assert view["vp"] == [0, 0] and view["scores"] == [3, 0] and len(view["displays"][0][0]) == 1


@pytest.mark.rule("TARGI-R13")
def test_targi_r13_the_face_down_central_cards_turn_up_at_round_end():
    state = start()
    place_all(state, (2, 3, 15), (6, 7, 11))
    play(state, resolve("c13"))
    events = skip_rest(state)
    turned = next(event for event in events if event.kind == "turned_up")
    assert turned.data == {"cards": {"c13": GAME.view(state, None)["centre"][2]["card"]}}
    assert turned.data["cards"]["c13"]["id"] == "SIM-37" and GAME.view(state, None)["centre"][2]["face_up"]


@pytest.mark.rule("TARGI-R14")
def test_targi_r14_t6_twelve_goods_and_four_gold_lose_two_goods_of_the_owners_choice_and_a_gold():
    """TARGI-T6: 12 goods and 4 gold → discard 2 goods (owner's choice) and 1 gold; 10 goods and 3 gold → nothing."""
    state = start(goods=[g(4, 4, 4), g(4, 3, 3)], gold=[4, 3])
    events = placed_and_given_up(state)
    assert {"seat": 0, "good": "gold", "count": 1, "why": "limit"} in [event.data for event in events if event.kind == "returned"]
    view = GAME.view(state, None)
    assert (view["phase"], view["current"], view["owed"], view["gold"]) == ("limit", 0, 2, [3, 3])
    assert legal(state) == [give_back("dates"), give_back("salt"), give_back("pepper")]
    play(state, give_back("salt"), give_back("pepper"))
    view = GAME.view(state, None)
    assert view["goods"] == [g(4, 3, 3), g(4, 3, 3)] and view["phase"] == "place"


@pytest.mark.rule("TARGI-R14")
def test_targi_r14_the_first_player_returns_goods_first_and_gold_is_not_a_good():
    state = start(first=1, goods=[g(6, 6, 0), g(0, 11, 0)], gold=[8, 0])
    events = placed_and_given_up(state)  # seat 1 (first): one kind only, returned by itself
    assert [event.data["seat"] for event in events if event.kind == "returned"] == [0, 1]  # seat 0's gold, then seat 1's salt
    assert GAME.to_act(state) == {0} and GAME.view(state, None)["owed"] == 2 and state.gold[0] == 3
    play(state, give_back("dates"), give_back("dates"))
    assert state.goods == [[4, 6, 0], [0, 10, 0]]


@pytest.mark.rule("TARGI-R15")
def test_targi_r15_a_display_of_twelve_ends_the_game_at_the_end_of_that_round_without_a_further_raid():
    rows = [["SIM-02", "SIM-03", "SIM-04", "SIM-05"], ["SIM-07", "SIM-08", "SIM-09", "SIM-11"], ["SIM-12", "SIM-13", "SIM-14"]]
    state = start(robber=3, round=3, displays=[rows, []])
    place_all(state, (2, 15, 9), (6, 7, 11))
    play(state, resolve("c12"), {"type": "buy", "row": 2})
    assert sum(map(len, state.display[0])) == 12
    play(state, skip(2), skip(9), skip(15), skip("c13"))
    assert GAME.to_act(state) == {1}  # the other player still plays the round
    events = play(state, skip(6), skip(7), skip(11), skip("c21"), skip("c31"))
    assert kinds(events)[-1] == "game_over" and "raid_paid" not in kinds(events) and "robber" not in kinds(events)
    assert GAME.outcome(state) is not None and GAME.to_act(state) == frozenset()


@pytest.mark.rule("TARGI-R13")
@pytest.mark.rule("TARGI-R15")
def test_targi_r13_the_amulet_passes_after_the_last_round_too_when_twelve_cards_end_the_game():
    rows = [["SIM-02", "SIM-03", "SIM-04", "SIM-05"], ["SIM-07", "SIM-08", "SIM-09", "SIM-11"], ["SIM-12", "SIM-13", "SIM-14"]]
    state = start(robber=3, round=3, displays=[rows, []])
    place_all(state, (2, 15, 9), (6, 7, 11))
    play(state, resolve("c12"), {"type": "buy", "row": 2})
    skip_rest(state)
    view = GAME.view(state, None)
    assert view["phase"] == "over" and view["round"] == 3 and view["robber"] == 3  # no raid, no further round
    assert view["first"] == 1  # seat 0 had the amulet in the last round


@pytest.mark.rule("TARGI-R4")
def test_targi_r4_a_raid_that_takes_every_good_held_is_paid_without_asking_which_kind_first():
    # Raid 3 takes 3 goods; seat 1 holds exactly 3 of two kinds: any order leaves it with none.
    state = start(robber=11, round=9, goods=[g(0, 0, 0), g(1, 2, 0)], vp=[0, 4])
    placed_and_given_up(state)
    assert GAME.to_act(state) == {1} and legal(state) == [raid("goods"), raid("vp")]
    events = play(state, raid("goods"))
    returned = [event.data for event in events if event.kind == "returned"]
    assert returned == [
        {"seat": 1, "good": "dates", "count": 1, "why": "raid"},
        {"seat": 1, "good": "salt", "count": 2, "why": "raid"},
    ]
    assert state.goods[1] == [0, 0, 0] and state.vp == [0, 4] and GAME.view(state, None)["phase"] == "place"


@pytest.mark.rule("TARGI-R16")
def test_targi_r16_the_robber_reaching_16_is_raid_4_and_the_end_after_at_most_12_rounds():
    state = GAME.start(2, None, 3)
    robbers = play_out(state)
    assert robbers == [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15]
    assert state.round == 12 and state.robber == 16 and GAME.view(state, None)["phase"] == "over"


@pytest.mark.rule("TARGI-R16")
@pytest.mark.rule("TARGI-R4")
def test_targi_r16_raid_4_takes_a_gold_or_three_vp_then_the_game_ends():
    state = start(robber=15, round=12, gold=[1, 0], vp=[3, 2])
    placed_and_given_up(state)
    assert GAME.to_act(state) == {0} and legal(state) == [raid("gold"), raid("vp")]  # seat 1 paid its 2 VP by itself
    refused(state, raid("goods"), "Raid 4 takes gold")
    events = play(state, raid("gold"))
    assert kinds(events) == ["raid_paid", "game_over"]
    assert state.gold == [0, 0] and state.vp == [3, 0] and GAME.outcome(state).scores == (3, 0)
