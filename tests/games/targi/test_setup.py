"""Setup, the board and placement (TARGI-R1, TARGI-R2, TARGI-R5, TARGI-R6), the data files, options and the setup's checks."""

from __future__ import annotations

from collections import Counter

import pytest

from asobiba.core.errors import OptionError, SetupError
from asobiba.games.targi import GAME
from asobiba.games.targi.cards import BORDER, CORNERS, FACING, GOODS_CARDS, GRID, TRIBE

from .helpers import GOODS_DECK, TRIBE_DECK, g, kinds, legal, place, place_all, play, refused, start


@pytest.mark.rule("TARGI-R1")
def test_targi_r1_the_centre_is_dealt_face_up_in_the_pattern_and_the_decks_are_shuffled_from_the_seed():
    state = GAME.start(2, None, 5)
    view = GAME.view(state, None)
    assert [space["kind"] for space in view["centre"]] == ["goods", "tribe", "goods", "tribe", "goods", "tribe", "goods", "tribe", "goods"]
    assert all(space["face_up"] and space["card"]["id"] for space in view["centre"])
    assert view["decks"] | {"goods_discard": None, "tribe_discard": None} == {
        "goods": 14,
        "tribe": 41,
        "goods_discard": None,
        "tribe_discard": None,
    }
    assert (view["robber"], view["round"], view["phase"]) == (1, 1, "place")
    assert GAME.start(2, None, 5).tribe_deck == state.tribe_deck
    assert GAME.start(2, None, 6).tribe_deck != state.tribe_deck and GAME.start(2, None, 6).goods_deck != state.goods_deck


@pytest.mark.rule("TARGI-R1")
def test_targi_r1_the_border_cards_and_the_facing_pairs_are_the_layout_of_the_data_file():
    """16 border cards, numbered clockwise from right of the top-left corner; facing cards sit on opposite edges."""
    assert [GRID[0][col] for col in range(5)] == [16, 1, 2, 3, 4] and GRID[4] == (12, 11, 10, 9, 8)
    assert CORNERS == (4, 8, 12, 16) and BORDER[16].params["last"] is True
    where = {cell: (row, col) for row, cells in enumerate(GRID) for col, cell in enumerate(cells)}
    for card, other in FACING.items():
        (r1, c1), (r2, c2) = where[card], where[other]
        assert (c1 == c2 and {r1, r2} == {0, 4}) or (r1 == r2 and {c1, c2} == {0, 4}), (card, other)
    assert {card: BORDER[card].id for card in (1, 5, 9, 10, 13, 14)} == {
        1: "noble",
        5: "merchant",
        9: "fata_morgana",
        10: "silversmith",
        13: "caravan",
        14: "tribal_expansion",
    }


@pytest.mark.rule("TARGI-R1")
def test_targi_r1_the_decks_hold_the_19_goods_and_45_tribe_cards_of_the_spec():
    """§1.4, §1.5: copies per face; 9 cards per symbol with 2 × 3 VP, 3 × 2 VP, 4 × 1 VP; SIM-43 at 1 VP; no effects shipped."""
    faces = Counter(card.face for card in GOODS_CARDS.values())
    assert faces == {"salt": 2, "pepper": 2, "dates": 2, "choice": 3, "gold": 3} | {
        face: 1 for face in ("salt_2", "pepper_2", "dates_2", "salt_pepper", "salt_dates", "pepper_dates", "vp")
    }
    for symbol in ("targia", "camel_rider", "camp", "well", "oasis"):
        assert Counter(card.vp for card in TRIBE.values() if card.symbol == symbol) == {3: 2, 2: 3, 1: 4}
    assert TRIBE["SIM-43"].vp == 1 and TRIBE["SIM-01"].cost == (1, 2, 2, 0)  # dates, salt, pepper, gold
    assert all(card.effects == () for card in TRIBE.values())


@pytest.mark.rule("TARGI-R2")
def test_targi_r2_each_player_starts_with_two_of_each_good_a_gold_and_four_vp_and_the_first_player_is_drawn():
    view = GAME.view(GAME.start(2, None, 1), None)
    assert view["goods"] == [g(2, 2, 2)] * 2 and view["gold"] == [1, 1] and view["vp"] == [4, 4]
    assert view["hands"] == [None, None] and view["pending"] == [[], []]
    assert {GAME.start(2, None, seed).first for seed in range(20)} == {0, 1}
    state = start(first=1)
    assert GAME.to_act(state) == {1}


@pytest.mark.rule("TARGI-R5")
def test_targi_r5_no_targi_on_the_robber_a_corner_a_taken_card_or_opposite_the_opponent():
    state = start()
    refused(state, place(1), "the Robber stands on that card")
    refused(state, place(4), "corners are raid cards")
    play(state, place(5))
    assert GAME.to_act(state) == {1}
    refused(state, place(15), "you cannot place opposite your opponent's Targi")
    refused(state, place(5), "a Targi already stands on that card")
    play(state, place(6))
    refused(state, place(14), "opposite your opponent's Targi")
    play(state, place(15))  # facing one's own Targi is allowed
    play(state, place(11))  # facing the Robber (on 1) is allowed
    assert GAME.view(state, None)["border"][14]["targi"] == 0 and GAME.view(state, None)["border"][10]["targi"] == 1


@pytest.mark.rule("TARGI-R5")
def test_targi_r5_players_alternate_first_player_first_and_the_legal_list_is_exact():
    state = start(first=1)
    assert legal(state) == [place(card) for card in (2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15)]
    events = play(state, place(2), place(3))
    assert kinds(events) == ["placed", "placed"] and [e.data["seat"] for e in events] == [1, 0]
    assert legal(state) == [
        place(card) for card in (5, 6, 7, 10, 11, 13, 14, 15)
    ]  # seat 1: not 9 (opposite seat 0's 3), 10 faces its own 2
    play(state, place(5), place(6), place(7), place(14))
    assert GAME.view(state, None)["phase"] == "actions"


@pytest.mark.rule("TARGI-R6")
def test_targi_r6_markers_go_where_a_row_crosses_a_column_and_one_line_counts_once():
    """Seat 0: column 2 and rows 1, 2 → c12, c22. Seat 1: cards 3 and 9 are one column, with row 3 → c33 only."""
    state = start()
    events = place_all(state, (2, 5, 6), (3, 9, 13))
    markers = {event.data["seat"]: event.data["cards"] for event in events if event.kind == "markers"}
    assert markers == {0: ["c12", "c22"], 1: ["c33"]}
    view = GAME.view(state, None)
    assert {space["space"]: space["marker"] for space in view["centre"] if space["marker"] is not None} == {"c12": 0, "c22": 0, "c33": 1}
    assert view["pending"] == [[2, 5, 6, "c12", "c22"], [3, 9, 13, "c33"]]


@pytest.mark.rule("TARGI-R6")
def test_targi_r6_three_targi_on_rows_only_make_no_marker():
    state = start()
    events = place_all(state, (5, 6, 7), (2, 3, 11))
    assert [event.data["cards"] for event in events if event.kind == "markers"] == [[], []]


def test_options_and_seats_are_checked():
    with pytest.raises(OptionError, match="raid_shortfall"):
        GAME.start(2, {"raid_shortfall": "never"}, 0)
    with pytest.raises(OptionError, match="2 players"):
        GAME.start(3, None, 0)
    assert GAME.start(2, None, 0).options == {
        "tribe_effects": "none",
        "raid_shortfall": "pay_vp_as_possible",
        "hand_card_blocks_display": "off",
    }


@pytest.mark.parametrize(
    "setup",
    [
        {"centre": ["salt"] * 9},  # only 2 copies of the 1-salt card
        {"tribe_deck": ["SIM-01", "SIM-01"]},
        {"hands": ["SIM-99", None]},
        {"robber": 4},
        {"goods": [{"dates": 1}, {"dates": 1}]},
        {"displays": [[["SIM-01"] * 5], []]},
        {"effects": {"SIM-01": [{"kind": "income"}]}},
        {"colour": "blue"},
    ],
)
def test_an_inconsistent_setup_is_refused(setup):
    with pytest.raises(SetupError):
        GAME.start(2, None, 0, setup)


def test_a_setup_deck_is_exactly_its_cards_and_the_rest_is_out_of_play():
    state = start()
    assert [GOODS_CARDS[card].face for card in state.goods_deck] == GOODS_DECK and state.tribe_deck == TRIBE_DECK
    assert len(state.box) == 19 - 5 - 4 + 45 - 4 - 4
    assert GAME.view(state, None)["decks"]["goods"] == 4
