"""Tile ids, names, the deck and the dora order (rules/riichi.md §1)."""

from __future__ import annotations

import pytest

from asobiba.games.riichi.tiles import RED, deck, dora_kind, is_honor, is_terminal_or_honor, kind_name, parse_tile, tile_name, to_34


def test_the_four_player_deck_holds_four_tiles_of_each_of_the_34_kinds():
    tiles = deck(4)
    assert tiles == list(range(136))
    assert to_34(tiles) == [4] * 34


def test_the_three_player_deck_has_108_tiles_without_2m_to_8m_RIICHI_R39():
    tiles = deck(3)
    assert len(tiles) == 108
    assert to_34(tiles) == [4, *[0] * 7, *[4] * 26]
    assert [kind_name(kind) for kind, count in enumerate(to_34(tiles)) if count == 0] == ["2m", "3m", "4m", "5m", "6m", "7m", "8m"]


def test_no_deck_for_other_player_counts():
    with pytest.raises(ValueError, match="4 or 3 players"):
        deck(2)


def test_red_fives_are_copy_zero_of_each_five_and_named_with_r_RIICHI_R11():
    assert sorted(RED) == [16, 52, 88]
    assert [tile_name(tile, red=True) for tile in sorted(RED)] == ["5mr", "5pr", "5sr"]
    assert [tile_name(tile, red=False) for tile in sorted(RED)] == ["5m", "5p", "5s"]
    assert tile_name(17, red=True) == "5m"
    assert RED & set(deck(3)) == {52, 88}  # three players: no 5m, so no red 5m


def test_names_are_mjai_names():
    assert [kind_name(kind) for kind in (0, 8, 9, 17, 18, 26)] == ["1m", "9m", "1p", "9p", "1s", "9s"]
    assert [kind_name(kind) for kind in range(27, 34)] == ["E", "S", "W", "N", "P", "F", "C"]


@pytest.mark.parametrize("red", [True, False])
def test_every_tile_name_round_trips(red):
    for tile in deck(4):
        kind, is_red = parse_tile(tile_name(tile, red))
        assert kind == tile // 4
        assert is_red == (red and tile in RED)


@pytest.mark.parametrize("junk", ["", "0m", "0p", "10m", "5zr", "Er", "1mr", "5r", "e", " 1m", "1m ", "5MR", "1z", None, 5, ["1m"]])
def test_parse_tile_refuses_anything_but_an_mjai_name(junk):
    with pytest.raises(ValueError, match="not a tile name"):
        parse_tile(junk)


@pytest.mark.parametrize("bad", [-1, 136])
def test_tile_name_refuses_ids_outside_the_set(bad):
    with pytest.raises(ValueError, match="not a tile"):
        tile_name(bad, red=True)


def test_kind_name_refuses_kinds_outside_the_34():
    with pytest.raises(ValueError, match="not a tile kind"):
        kind_name(34)


def test_display_order_is_id_order_with_the_red_five_first_among_its_fives():
    assert [tile_name(tile, red=True) for tile in sorted([19, 16, 13, 20, 17])] == ["4m", "5mr", "5m", "5m", "6m"]


def test_terminals_and_honors():
    assert [kind_name(kind) for kind in range(34) if is_terminal_or_honor(kind)] == [
        *("1m", "9m", "1p", "9p", "1s", "9s"),
        *("E", "S", "W", "N", "P", "F", "C"),
    ]
    assert [kind for kind in range(34) if is_honor(kind)] == list(range(27, 34))


def test_dora_is_the_next_kind_in_its_cycle_nine_to_one_RIICHI_R44():
    def dora(name: str, players: int) -> str:
        return kind_name(dora_kind(parse_tile(name)[0], players))

    four = {"1m": "2m", "9m": "1m", "5p": "6p", "9p": "1p", "9s": "1s", "E": "S", "W": "N", "N": "E", "P": "F", "F": "C", "C": "P"}
    assert {name: dora(name, 4) for name in four} == four
    three = dict(four, **{"1m": "9m"})  # no 2m–8m with three players
    assert {name: dora(name, 3) for name in three} == three


def test_to_34_counts_kinds_not_copies():
    counts = to_34([16, 17, 18, 135])
    assert counts[4] == 3 and counts[33] == 1 and sum(counts) == 4
