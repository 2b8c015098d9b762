"""The border cards' actions (§1.3, §4.10), carried out as TARGI-R7 says: the goods cards, the Noble
(TARGI-R11), the Merchant, the Silversmith, Fata Morgana, the Caravan (TARGI-R9) and Tribal Expansion (TARGI-R10)."""

from __future__ import annotations

import pytest

from asobiba.games.targi import GAME

from .helpers import (
    DISCARD,
    DONE,
    KEEP,
    buy,
    convert,
    g,
    kinds,
    legal,
    move_marker,
    place,
    place_all,
    play,
    refused,
    resolve,
    skip,
    start,
    take,
    trade,
)


@pytest.mark.rule("TARGI-R7")
@pytest.mark.parametrize(("card", "good"), [(2, "dates"), (3, "salt"), (6, "pepper"), (7, "dates"), (11, "pepper"), (15, "salt")])
def test_targi_r7_each_goods_border_card_gives_one_good_of_its_kind(card, good):
    state = start()
    play(state, place(card))
    while GAME.view(state, None)["phase"] == "place":
        play(state, legal(state)[-1])
    before = GAME.view(state, None)["goods"][0][good]
    play(state, resolve(card))
    assert GAME.view(state, None)["goods"][0][good] == before + 1


@pytest.mark.rule("TARGI-R11")
def test_targi_r11_the_noble_plays_a_card_held_since_an_earlier_round_paying_its_cost_or_discards_it():
    state = start(robber=2, round=2, hands=["SIM-07", None])  # SIM-07: 1 pepper, 1 gold, 1 VP
    place_all(state, (1, 6, 7), (3, 9, 5))
    play(state, resolve(1))
    view = GAME.view(state, 0)
    assert view["step"] == "noble" and view["resolving"]["source"] == "noble"
    assert legal(state) == [buy(0), buy(1), buy(2), DISCARD]
    refused(state, KEEP, "the Noble plays or discards the card in hand")
    play(state, buy(1))
    view = GAME.view(state, None)
    assert view["hands"][0] is None and view["goods"][0] == g(2, 2, 1) and view["gold"][0] == 0
    assert [card["id"] for card in view["displays"][0][1]] == ["SIM-07"] and view["scores"][0] == 5


@pytest.mark.rule("TARGI-R11")
def test_targi_r11_under_hand_card_blocks_display_the_noble_still_plays_the_held_card():
    state = start({"hand_card_blocks_display": "on"}, robber=2, round=2, hands=["SIM-07", None])
    place_all(state, (1, 6, 7), (3, 9, 5))
    play(state, resolve(1))
    assert legal(state) == [buy(0), buy(1), buy(2), DISCARD]


@pytest.mark.rule("TARGI-R11")
def test_targi_r11_a_card_taken_this_round_can_only_be_discarded_by_the_noble_and_an_empty_hand_gives_it_nothing():
    state = start(robber=2, round=2)
    place_all(state, (1, 14, 7), (3, 9, 5))  # seat 0: the Noble, markers c21 (SIM-10) and c31 (gold)
    refused(state, resolve(1), "the Noble has nothing to do: your hand is empty")
    play(state, resolve("c21"), KEEP)
    events = play(state, resolve(1))  # only the discard is left: the engine plays it
    discarded = next(event for event in events if event.kind == "discarded")
    assert discarded.data == {"seat": 0, "card": GAME.view(state, None)["decks"]["tribe_discard"][0], "from": "hand"}
    assert GAME.view(state, None)["hands"][0] is None


@pytest.mark.rule("TARGI-R7")
def test_targi_r7_the_merchant_trades_any_number_of_times_then_is_done():
    state = start(goods=[g(3, 2, 0), g(2, 2, 2)])
    place_all(state, (5, 6, 7), (2, 3, 9))
    play(state, resolve(5))
    assert legal(state) == [
        trade("dates", "salt"),
        trade("dates", "pepper"),
        trade("dates", "gold"),
        trade("salt", "dates"),
        trade("salt", "pepper"),
        DONE,
    ]
    play(state, trade("dates", "gold"))
    assert GAME.view(state, None)["goods"][0] == g(0, 2, 0) and GAME.view(state, None)["gold"][0] == 2
    refused(state, trade("dates", "salt"), "the Merchant trades 3 identical goods")
    refused(state, trade("salt", "salt"), "2 identical goods for 1 good of another kind")
    events = play(state, trade("salt", "pepper"))  # nothing more to trade: done by itself
    assert kinds(events) == ["traded", "done"] and GAME.view(state, None)["goods"][0] == g(0, 0, 1)
    assert GAME.view(state, None)["pending"][0] == [6, 7]


@pytest.mark.rule("TARGI-R7")
def test_targi_r7_the_silversmith_makes_exactly_one_conversion():
    state = start(goods=[g(4, 2, 0), g(2, 2, 2)], gold=[2, 1])
    place_all(state, (10, 6, 7), (3, 9, 5))
    play(state, resolve(10))
    assert legal(state) == [convert("dates", 2), convert("dates", 4), convert("salt", 2), convert("gold", 1), convert("gold", 2)]
    refused(state, convert("salt", 4), "the Silversmith converts")
    events = play(state, convert("dates", 4))
    assert kinds(events) == ["converted", "done"] and events[0].data["vp"] == 3
    view = GAME.view(state, None)
    assert view["goods"][0] == g(0, 2, 0) and view["vp"][0] == 7 and view["pending"][0] == [6, 7, "c22", "c32"]


@pytest.mark.rule("TARGI-R7")
def test_targi_r7_fata_morgana_moves_an_unused_marker_to_a_face_up_card_without_a_marker_where_it_then_acts():
    state = start()
    place_all(state, (9, 15, 14), (2, 10, 11))  # seat 0: column 3, rows 1 and 2 → c13, c23
    play(state, resolve("c13"))  # used: c13 now lies face down and is no target
    play(state, resolve(9))
    assert legal(state) == [move_marker("c23", space) for space in ("c11", "c12", "c21", "c22", "c31", "c32", "c33")]
    refused(state, move_marker("c23", "c13"), "another face-up central card without a marker")
    play(state, move_marker("c23", "c22"))
    assert GAME.view(state, None)["pending"][0] == [14, 15, "c22"]
    play(state, resolve("c22"))
    assert GAME.view(state, None)["goods"][0] == g(3, 2, 3)


@pytest.mark.rule("TARGI-R7")
def test_targi_r7_fata_morgana_needs_an_unused_marker():
    state = start()
    place_all(state, (9, 5, 6), (2, 10, 11))  # seat 0: markers c13, c23
    play(state, skip("c13"), skip("c23"))
    refused(state, resolve(9), "Fata Morgana needs an unused marker")


@pytest.mark.rule("TARGI-R9")
def test_targi_r9_the_caravan_draws_the_top_goods_card_gives_what_it_shows_and_discards_it():
    state = start(goods_deck=["salt_pepper", "choice"])
    place_all(state, (13, 5, 6), (2, 3, 9))
    events = play(state, resolve(13))
    assert [event.data["card"] for event in events if event.kind == "caravan"] == [
        {"kind": "goods", "face": "salt_pepper", "salt": 1, "pepper": 1}
    ]
    view = GAME.view(state, None)
    assert view["goods"][0] == g(2, 3, 3) and [card["face"] for card in view["decks"]["goods_discard"]] == ["salt_pepper"]
    assert view["decks"]["goods"] == 1


@pytest.mark.rule("TARGI-R9")
def test_targi_r9_the_caravan_with_a_choice_card_asks_for_the_good_and_rebuilds_an_empty_deck_first():
    state = start(goods_deck=[], goods_discard=["choice"])
    place_all(state, (13, 5, 6), (2, 3, 9))
    events = play(state, resolve(13))
    assert "goods_rebuilt" in kinds(events) and GAME.view(state, None)["resolving"]["drawn"]["face"] == "choice"
    play(state, take("dates"))
    assert GAME.view(state, None)["goods"][0] == g(3, 2, 2) and state.goods_discard and state.drawn is None


@pytest.mark.rule("TARGI-R9")
def test_targi_r9_the_caravan_does_nothing_without_goods_cards():
    state = start(goods_deck=[])
    place_all(state, (13, 5, 6), (2, 3, 9))
    refused(state, resolve(13), "the Goods deck and its discard pile are empty")


@pytest.mark.rule("TARGI-R10")
def test_targi_r10_tribal_expansion_draws_a_card_to_buy_keep_or_discard_seen_only_by_its_drawer():
    state = start()
    place_all(state, (14, 5, 6), (2, 3, 9))
    events = play(state, resolve(14))
    drew = [event for event in events if event.kind == "drew"]
    assert [(event.to, event.data["card"]["id"]) for event in drew] == [(0, "SIM-37")]
    assert {"kind": "tribe_drawn", "seat": 0} in [event.to_json() for event in events if event.to is None]
    assert legal(state) == [buy(0), buy(1), buy(2), KEEP, DISCARD]
    assert GAME.view(state, 0)["resolving"]["drawn"]["id"] == "SIM-37"
    assert GAME.view(state, 1)["resolving"]["drawn"] == {"kind": "tribe", "hidden": True}
    events = play(state, KEEP)
    assert [event.data for event in events if event.kind == "kept"] == [{"seat": 0, "card": None}]
    assert GAME.view(state, 1)["hands"][0] == {"card": None, "public": False, "round": 1}
    assert GAME.view(state, None)["hands"][0]["card"] is None and GAME.view(state, 0)["hands"][0]["card"]["id"] == "SIM-37"


@pytest.mark.rule("TARGI-R10")
def test_targi_r10_tribal_expansion_discards_a_card_it_cannot_place_and_needs_a_tribe_deck():
    state = start(hands=["SIM-07", None], goods=[g(0, 0, 0), g(2, 2, 2)])
    place_all(state, (14, 5, 6), (2, 3, 9))
    events = play(state, resolve(14))  # hand full, SIM-37 unaffordable: only the discard
    assert [event.data for event in events if event.kind == "discarded"] == [
        {"seat": 0, "card": GAME.view(state, 1)["decks"]["tribe_discard"][0], "from": "deck"}
    ]
    empty = start(tribe_deck=[])
    place_all(empty, (14, 5, 6), (2, 3, 9))
    refused(empty, resolve(14), "the Tribe deck is empty")
