"""Carrying out actions (TARGI-R7, TARGI-R8, TARGI-R9, TARGI-R10, TARGI-R11, TARGI-R12): any order, skips, central
cards and their replacement, goods cards, Tribe cards, the hand and the display. The special border cards have their own file."""

from __future__ import annotations

import pytest

from asobiba.games.targi import GAME

from .helpers import KEEP, buy, g, kinds, legal, place_all, play, refused, resolve, skip, start, take


def centre(state, space: str) -> dict:
    return next(entry for entry in GAME.view(state, None)["centre"] if entry["space"] == space)


def acting(**setup):
    """Seat 0 on 2, 3, 15 (markers c12, c13); seat 1 on 6, 7, 11 (markers c21, c31); seat 0 to act."""
    state = start(**setup)
    place_all(state, (2, 3, 15), (6, 7, 11))
    return state


@pytest.mark.rule("TARGI-R7")
def test_targi_r7_the_first_player_carries_out_its_actions_in_any_order_then_the_other():
    state = acting()
    assert GAME.view(state, None)["pending"] == [[2, 3, 15, "c12", "c13"], [6, 7, 11, "c21", "c31"]]
    assert legal(state) == [move for card in (2, 3, 15, "c12", "c13") for move in (resolve(card), skip(card))]
    events = play(state, resolve(15), resolve("c13"), skip(2))
    assert kinds(events) == ["resolving", "gained", "done", "resolving", "gained", "replaced", "done", "skipped"]
    assert GAME.view(state, None)["goods"][0] == g(2, 3, 3)
    assert GAME.to_act(state) == {0} and GAME.view(state, None)["pending"][0] == [3, "c12"]
    play(state, resolve("c12"), buy(0), resolve(3))
    view = GAME.view(state, None)
    assert view["goods"][0] == g(1, 2, 1) and [card["id"] for card in view["displays"][0][0]] == ["SIM-01"]
    assert GAME.to_act(state) == {1} and view["pending"] == [[], [6, 7, 11, "c21", "c31"]]
    assert [entry["targi"] for entry in view["border"]].count(0) == 0  # the figures went back


@pytest.mark.rule("TARGI-R7")
def test_targi_r7_a_card_not_pending_is_refused_and_actions_that_can_do_nothing_are_only_skipped():
    state = acting(goods=[g(0, 0, 0), g(0, 0, 0)], gold=[0, 0], hands=["SIM-07", None])
    refused(state, resolve(6), "you have no Targi or marker on card 6")
    refused(state, resolve("c21"), "no Targi or marker on the central card c21")
    refused(state, resolve("c12"), "you can neither buy that Tribe card nor take it into your hand")
    # Holding a card, the central Tribe card can neither be bought (no goods) nor kept: only skipped.
    assert resolve("c12") not in legal(state) and skip("c12") in legal(state)


@pytest.mark.rule("TARGI-R7")
def test_targi_r7_when_nothing_pending_can_be_done_everything_left_is_given_up():
    """Seat 0, without goods, on the Merchant, pepper and dates (no marker): once it took a pepper and a date,
    the Merchant (2 identical goods needed) is all that is left, and the engine gives it up."""
    state = start(goods=[g(0, 0, 0), g(0, 0, 0)], gold=[0, 0])
    place_all(state, (5, 6, 7), (2, 3, 9))
    assert resolve(5) not in legal(state)
    play(state, resolve(6))
    events = play(state, resolve(7))
    assert kinds(events)[-1] == "skipped" and events[-1].data == {"seat": 0, "card": 5} and GAME.to_act(state) == {1}


@pytest.mark.rule("TARGI-R8")
def test_targi_r8_a_used_goods_card_is_replaced_face_down_by_a_tribe_card_and_goes_to_the_discard_pile():
    state = acting()
    events = play(state, resolve("c13"))
    assert {"kind": "replaced", "space": "c13", "deck": "tribe"} in [event.to_json() for event in events]
    assert centre(state, "c13") == {"space": "c13", "kind": "tribe", "face_up": False, "card": None, "marker": None}
    assert state.centre[2] == "SIM-37" and state.tribe_deck == ["SIM-15", "SIM-24", "SIM-06"]
    assert [card["face"] for card in GAME.view(state, None)["decks"]["goods_discard"]] == ["pepper"]


@pytest.mark.rule("TARGI-R8")
def test_targi_r8_a_used_tribe_card_is_replaced_by_a_goods_card_and_a_skipped_card_stays():
    state = acting()
    play(state, resolve("c12"), KEEP, skip("c13"))
    assert centre(state, "c12")["kind"] == "goods" and not centre(state, "c12")["face_up"]
    assert centre(state, "c13")["card"]["face"] == "pepper" and centre(state, "c13")["face_up"]


@pytest.mark.rule("TARGI-R8")
def test_targi_r8_with_the_tribe_deck_out_the_goods_deck_is_rebuilt_even_from_the_card_just_used():
    """§4.9: the used Goods card is discarded first, the empty Tribe deck sends the draw to the Goods deck,
    which is rebuilt from the whole discard pile: here the very card just used."""
    state = acting(goods_deck=[], tribe_deck=[])
    events = play(state, resolve("c13"))
    assert "goods_rebuilt" in kinds(events)
    assert state.centre[2] is not None and state.goods_discard == [] and centre(state, "c13")["kind"] == "goods"
    assert not centre(state, "c13")["face_up"]


@pytest.mark.rule("TARGI-R8")
def test_targi_r8_with_both_decks_out_the_space_stays_empty_and_a_marker_there_does_nothing():
    state = acting(goods_deck=[], tribe_deck=[])
    events = play(state, resolve("c12"), KEEP)
    assert {"kind": "replaced", "space": "c12", "deck": None} in [event.to_json() for event in events]
    assert centre(state, "c12")["kind"] is None
    play(state, skip(2), skip(3), skip(15), skip("c13"))
    # Seat 1's marker on c21 is fine; the round ends and c12 stays empty into the next round.
    play(state, skip(6), skip(7), skip(11), skip("c21"), skip("c31"))
    assert centre(state, "c12") == {"space": "c12", "kind": None, "face_up": False, "card": None, "marker": None}


@pytest.mark.rule("TARGI-R8")
def test_targi_r8_with_the_goods_deck_and_its_discard_pile_out_a_used_tribe_card_is_replaced_from_the_tribe_deck():
    state = acting(goods_deck=[])
    play(state, resolve("c12"), KEEP)
    assert state.centre[1] == "SIM-37" and centre(state, "c12")["kind"] == "tribe" and not centre(state, "c12")["face_up"]


@pytest.mark.rule("TARGI-R9")
def test_targi_r9_a_goods_card_gives_exactly_what_it_shows_and_the_choice_card_one_good_of_the_players_choice():
    state = start(centre=["salt_pepper", "SIM-01", "vp", "SIM-10", "dates", "SIM-19", "gold", "SIM-28", "choice"], goods_deck=["salt_2"])
    place_all(state, (2, 13, 9), (5, 6, 14))
    # Seat 0: columns 2 and 3 (cards 2, 9), row 3 (card 13) → markers c32, c33.
    assert GAME.view(state, None)["pending"][0] == [2, 9, 13, "c32", "c33"]
    play(state, resolve("c33"))
    assert GAME.view(state, None)["step"] == "good" and legal(state) == [take("dates"), take("salt"), take("pepper")]
    play(state, take("pepper"))
    assert GAME.view(state, None)["goods"][0] == g(2, 2, 3)


@pytest.mark.rule("TARGI-R9")
def test_targi_r9_gold_and_vp_goods_cards_give_a_gold_and_a_vp_token():
    state = start(centre=["salt", "SIM-01", "pepper", "SIM-10", "dates", "SIM-19", "gold", "SIM-28", "vp"], goods_deck=["salt_2"])
    place_all(state, (11, 13, 9), (5, 6, 2))  # seat 0: columns 1, 3 and row 3 → c31 (gold), c33 (vp)
    play(state, resolve("c31"), resolve("c33"))
    view = GAME.view(state, None)
    assert view["gold"][0] == 2 and view["vp"][0] == 5 and view["scores"][0] == 5


@pytest.mark.rule("TARGI-R10")
def test_targi_r10_a_tribe_card_is_paid_exactly_and_laid_out_or_kept_in_hand():
    state = acting()
    play(state, resolve("c12"))
    assert GAME.view(state, None)["step"] == "tribe" and legal(state) == [buy(0), buy(1), buy(2), KEEP]
    assert GAME.view(state, None)["resolving"] == {"card": "c12", "drawn": None, "source": "central"}
    play(state, buy(2))
    view = GAME.view(state, None)
    assert view["goods"][0] == g(1, 0, 0) and view["gold"][0] == 1  # SIM-01 costs 1 date, 2 salt, 2 pepper
    assert [len(row) for row in view["displays"][0]] == [0, 0, 1] and view["scores"][0] == 4 + 3


@pytest.mark.rule("TARGI-R10")
def test_targi_r10_a_card_that_cannot_be_paid_can_only_be_kept():
    state = acting(goods=[g(0, 0, 0), g(2, 2, 2)])
    events = play(state, resolve("c12"))  # only keep is possible: the engine plays it
    assert kinds(events)[-3:] == ["kept", "replaced", "done"]
    assert GAME.view(state, 1)["hands"][0] == {
        "card": {"id": "SIM-01", "kind": "tribe", "symbol": "targia", "vp": 3, "cost": {"dates": 1, "salt": 2, "pepper": 2, "gold": 0}},
        "public": True,
        "round": 1,
    }


@pytest.mark.rule("TARGI-R11")
def test_targi_r11_with_a_card_in_hand_another_central_card_must_be_bought_never_swapped():
    state = acting(hands=["SIM-07", None])
    play(state, resolve("c12"))
    assert legal(state) == [buy(0), buy(1), buy(2)]
    refused(state, KEEP, "the card in hand may not be swapped")
    refused(state, {"type": "discard"}, "never taken only to discard")


@pytest.mark.rule("TARGI-R11")
def test_targi_r11_option_hand_card_blocks_display_forbids_laying_out_other_cards_while_holding_one():
    state = acting(options={"hand_card_blocks_display": "on"}, hands=["SIM-07", None])
    assert resolve("c12") not in legal(state)
    refused(state, resolve("c12"), "neither buy")
    free = acting(options={"hand_card_blocks_display": "on"})
    play(free, resolve("c12"))
    assert buy(0) in legal(free)  # an empty hand blocks nothing


@pytest.mark.rule("TARGI-R12")
def test_targi_r12_cards_fill_a_row_left_to_right_any_row_with_room_and_never_move():
    rows = [["SIM-02", "SIM-03", "SIM-04", "SIM-05"], ["SIM-08"], []]
    state = acting(displays=[rows, []], goods=[g(5, 5, 5), g(2, 2, 2)])
    play(state, resolve("c12"))
    assert legal(state) == [buy(1), buy(2), KEEP]
    refused(state, buy(0), "row 0 of your display is full")
    events = play(state, buy(1))
    bought = next(event for event in events if event.kind == "bought")
    assert (bought.data["row"], bought.data["slot"]) == (1, 1)
    assert [card["id"] for card in GAME.view(state, None)["displays"][0][1]] == ["SIM-08", "SIM-01"]
    assert [card["id"] for card in GAME.view(state, None)["displays"][0][0]] == rows[0]


@pytest.mark.rule("TARGI-R12")
def test_targi_r12_a_full_display_takes_no_more_cards():
    full = [["SIM-02", "SIM-03", "SIM-04", "SIM-05"], ["SIM-07", "SIM-08", "SIM-09", "SIM-11"], ["SIM-12", "SIM-13", "SIM-14", "SIM-16"]]
    state = acting(displays=[full, []], goods=[g(5, 5, 5), g(2, 2, 2)])
    events = play(state, resolve("c12"))  # only keep is left
    assert "kept" in kinds(events)
