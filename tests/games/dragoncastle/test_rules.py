"""Rules of rules/dragoncastle.md (DC-R1, DC-R2, DC-R3, DC-R4, DC-R5, DC-R6, DC-R7, DC-R8, DC-R9, DC-R10, DC-R11,
DC-R12, DC-R13, DC-R14, DC-R15, DC-R16) played through the contract, each test citing its rule IDs.

Positions are built with ``setup`` (helpers.start): a castle on the ``four-players``
grid with only the stacks a test names, realms of named tiles, fixed cards and first
player. Spirits, Dragons and solo have their own files.
"""

from __future__ import annotations

import pytest

from asobiba.core.errors import IllegalMove, InvalidMove, OptionError, SetupError
from asobiba.games.dragoncastle import GAME
from asobiba.games.dragoncastle.data import DRAGON_CARDS, SPIRITS, TILES, set_vp
from asobiba.games.dragoncastle.layouts import LAYOUTS, LayoutError, parse_layout

from .helpers import (
    DISCARD,
    END,
    SHRINE,
    SUMMON,
    TALL,
    build,
    cell,
    down,
    filler,
    kinds,
    legal,
    pair,
    place,
    play,
    shrine,
    start,
    take,
    tile,
    up,
)


def refused(state, move: dict, words: str) -> None:
    """``move`` is refused with a reason containing ``words``, in both languages, and nothing changes."""
    before = GAME.clone(state)
    (seat,) = GAME.to_act(state)
    with pytest.raises(IllegalMove) as error:
        GAME.play(state, seat, GAME.parse_move(move))
    assert words in error.value.reason.en and error.value.reason.ja
    assert state == before


# -- setup -------------------------------------------------------------------------------------


@pytest.mark.rule("DC-R1")
@pytest.mark.parametrize(
    ("players", "name", "ground"), [(2, "two-players", (65, 80)), (3, "three-players", (50, 70)), (4, "four-players", (40, 55))]
)
def test_dc_r1_the_castle_deals_all_116_tiles_face_up_into_the_layout_of_the_player_count(players, name, ground):
    """DC-R1, §1.7: the default layout of the player count, each stack as high as its digit, every tile once;
    the layout's digits sum to 116 and its ground floor is within the rulebook's guidance."""
    state = GAME.start(players, None, 7)
    layout = LAYOUTS[name]
    assert state.layout == name
    assert [len(state.castle[p]) for p in layout.spaces] == [layout.heights[p] for p in layout.spaces]
    assert sorted(t for stack in state.castle for t in stack) == list(range(TILES))
    assert sum(layout.heights) == TILES and ground[0] <= len(layout.spaces) <= ground[1]
    view = GAME.view(state, None)
    assert view["castle"]["top_floor"] == 3 and view["castle"]["grid"][0][0] == list(state.castle[0])


@pytest.mark.rule("DC-R1")
def test_dc_r1_the_shuffle_depends_on_the_seed_only():
    assert GAME.start(2, None, 3).castle == GAME.start(2, None, 3).castle
    assert GAME.start(2, None, 3).castle != GAME.start(2, None, 4).castle


@pytest.mark.rule("DC-R1")
def test_dc_r1_any_layout_file_is_a_castle_if_its_digits_sum_to_116():
    """A layout file is rows of digits and dots; the option offers every file; a wrong total is refused."""
    layout = parse_layout("test", "# a comment\n" + "3333\n" * 9 + "2211\n11..\n")
    assert (layout.rows, layout.cols, len(layout.spaces)) == (11, 4, 42)
    with pytest.raises(LayoutError, match="sum to 115"):
        parse_layout("short", "3333\n" * 9 + "2211\n1...\n")
    with pytest.raises(LayoutError, match="neither a digit"):
        parse_layout("bad", "x" * 116)
    (option,) = [option for option in GAME.options if option.name == "castle_layout"]
    assert set(option.values) == {"two-players", "three-players", "four-players"}
    assert GAME.start(2, {"castle_layout": "four-players"}, 0).layout == "four-players"
    with pytest.raises(OptionError):
        GAME.start(2, {"castle_layout": "nowhere"}, 0)


@pytest.mark.rule("DC-R2")
@pytest.mark.parametrize(("players", "singles"), [(1, 3), (2, 2), (3, 3), (4, 4)])
def test_dc_r2_the_countdown_has_one_single_token_per_player_and_the_rest_stacked(players, singles):
    """DC-R2, §1.6: 7 tokens, N singles (3 solo), the others on the leftmost space."""
    countdown = GAME.view(GAME.start(players, None, 0), None)["countdown"]
    assert countdown == {"singles_left": singles, "stack": 7 - singles, "triggered": False, "taken": [0] * players}


@pytest.mark.rule("DC-R3")
def test_dc_r3_spirit_and_dragon_cards_are_drawn_from_the_seed_or_fixed_by_the_setup():
    state = GAME.start(3, {"spirit_cards": 3, "dragon_cards": 2}, 5)
    assert len(set(state.spirits)) == 3 and set(state.spirits) <= set(SPIRITS)
    assert len(set(state.dragons)) == 2 and set(state.dragons) <= set(DRAGON_CARDS)
    assert GAME.start(2, None, 5).spirits != () and len(GAME.start(2, None, 5).dragons) == 1
    assert GAME.start(2, {"spirit_cards": 0, "dragon_cards": 0}, 5).spirits == ()
    fixed = GAME.start(2, None, 5, {"spirits": ["deep", "wind"], "dragons": []})
    assert (fixed.spirits, fixed.dragons) == (("deep", "wind"), ())
    with pytest.raises(SetupError):
        GAME.start(2, None, 5, {"spirits": ["deep", "deep"]})


@pytest.mark.rule("DC-R4")
def test_dc_r4_each_player_starts_with_one_shrine_and_a_random_first_player_then_plays_clockwise():
    firsts = {GAME.start(4, None, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    state = start(3, castle={(0, 0): ["M1", "M2"], (2, 0): ["S1", "S2"], (4, 0): ["F1", "F2"]}, first=2)
    assert state.pool == [1, 1, 1] and GAME.to_act(state) == {2}
    play(state, take(0, 0), DISCARD)
    assert GAME.to_act(state) == {0}
    play(state, take(2, 0), DISCARD)
    assert GAME.to_act(state) == {1}


# -- the castle -------------------------------------------------------------------------------

ROW = {(0, 0): ["M1", "M2"], (0, 1): ["M3", "M4"], (0, 2): ["M5", "M6"], (1, 0): ["S1"]}


@pytest.mark.rule("DC-R5")
@pytest.mark.rule("DC-R6")
def test_dc_r5_r6_only_available_top_floor_tiles_may_be_taken_first():
    """DC-R5: the top floor is the highest with a tile, and a stack gives only its top; DC-R6: a long side
    (west or east) must be free: a lower neighbour, an empty space or the edge."""
    state = start(castle=ROW)
    assert [move["at"] for move in legal(state)] == [[0, 0], [0, 2]]
    assert GAME.view(state, None)["castle"]["available"] == [[0, 0], [0, 2], [1, 0]]
    refused(state, take(0, 1), "that tile is not available: both long sides are blocked")
    refused(state, take(1, 0), "the first tile comes from the top floor (floor 2); this one is on floor 1")
    refused(state, take(3, 3), "is empty")
    refused(state, take(9, 0), "there is no castle space")
    events = play(state, take(0, 0))
    assert events[0].data == {"seat": 0, "at": [0, 0], "tile": tile("M2"), "floor": 2}
    assert state.castle[0] == (tile("M1"),) and GAME.view(state, None)["hand"] == [tile("M2")]


@pytest.mark.rule("DC-R7")
def test_dc_r7_a_pair_needs_the_exact_symbol_on_any_floor_judged_after_the_first_left():
    """The tile under the first may be the second; the same type is not enough; a blocked twin is not Available."""
    castle = {(0, 0): ["S2", "S2"], (2, 0): ["F4", "F5"], (2, 1): ["F1", "S2"], (2, 2): ["F2", "F3"], (4, 0): ["S3"]}
    state = start(castle=castle)
    play(state, take(0, 0))
    assert legal(state) == [pair(0, 0), SHRINE, DISCARD]
    refused(state, pair(4, 0), "a pair needs the same symbol: Soldiers 3 is not Soldiers 2")
    refused(state, pair(2, 1), "both long sides are blocked")


@pytest.mark.rule("DC-R7")
def test_dc_r7_a_tile_the_first_frees_may_be_the_second():
    """Taking (2, 0) frees the west side of (2, 1): its S2 becomes Available, like the S2 on the ground floor."""
    state = start(castle={(0, 0): ["S2"], (2, 0): ["F4", "S2"], (2, 1): ["F1", "S2"], (2, 2): ["F2", "F3"]})
    assert take(2, 1) not in legal(state)
    play(state, take(2, 0))
    assert [move for move in legal(state) if move["type"] == "pair"] == [pair(0, 0), pair(2, 1)]
    events = play(state, pair(2, 1), place(0, 0), place(0, 1))
    assert kinds(events)[:3] == ["paired", "placed", "placed"]
    assert state.realm[0][0] == (tile("S2", 1),) and state.realm[0][1] == (tile("S2", 2),)


@pytest.mark.rule("DC-R7")
def test_dc_r7_tile_and_shrine_and_discard_tile():
    state = start(castle={(0, 0): ["M1", "M2"], (2, 0): ["S1", "S2"]})
    events = play(state, take(0, 0), SHRINE, place(1, 1))
    assert kinds(events) == ["took", "shrine_taken", "placed", "turn_ended", "turn"]
    assert state.pool == [2, 1] and cell(state, 0, 1, 1) == {"tiles": [tile("M2")], "face_up": True, "shrine": False}
    events = play(state, take(2, 0), DISCARD)
    assert kinds(events) == ["took", "discarded", "turn_ended", "turn"]
    assert state.vp == [0, 1] and state.discards == [[], [tile("S2")]] and state.realm[1] == [()] * 16


# -- placing, sets and Shrines ----------------------------------------------------------------


@pytest.mark.rule("DC-R8")
def test_dc_r8_tiles_go_on_empty_cells_or_face_down_tiles_without_a_shrine():
    realm = {(0, 0): up("M1"), (0, 1): down("S1"), (0, 2): shrine("F1")}
    state = start(castle={(0, 0): ["M2", "dragon-1"]}, realms=[realm, {}])
    play(state, take(0, 0), SHRINE)
    cells = [move["cell"] for move in legal(state)]
    assert [0, 1] in cells and [0, 0] not in cells and [0, 2] not in cells and len(cells) == 14
    refused(state, place(0, 0), "you cannot place on a face-up tile")
    refused(state, place(0, 2), "nothing can go on a tile with a Shrine")
    refused(state, place(4, 0), "outside your 4×4 realm")
    play(state, place(0, 1))
    assert cell(state, 0, 0, 1) == {"tiles": [tile("S1"), tile("dragon-1")], "face_up": True, "shrine": False}


@pytest.mark.rule("DC-R8")
def test_dc_r8_an_action_whose_tiles_cannot_all_be_placed_is_not_legal_but_discard_always_is():
    castle = {(0, 0): ["S2", "S2"], (2, 0): ["S2"]}
    one_free = start(castle=castle, realms=[filler(skip=((3, 3),)), {}])
    play(one_free, take(0, 0))
    assert legal(one_free) == [SHRINE, DISCARD]
    refused(one_free, pair(0, 0), "no room for 2 tile(s)")
    full = start(castle=castle, realms=[filler(), {}])
    play(full, take(0, 0))
    assert legal(full) == [DISCARD]
    refused(full, SHRINE, "no room for 1 tile(s)")


@pytest.mark.rule("DC-R8")
def test_dc_r8_realm_max_height_3_stops_stacks_at_three_tiles():
    realm = {(0, 0): down("M1", "M2", "M3"), (0, 1): down("S1", "S2")}
    for limit, reachable in (("none", True), ("3", False)):
        state = start(castle={(0, 0): ["F1", "F2"]}, realms=[realm, {}], options={"realm_max_height": limit})
        play(state, take(0, 0), SHRINE)
        assert ([0, 0] in [move["cell"] for move in legal(state)]) is reachable
        assert [0, 1] in [move["cell"] for move in legal(state)]
    refused(state, place(0, 0), "at most 3 tiles high")


@pytest.mark.rule("DC-R9")
def test_dc_r9_four_connected_tiles_of_a_type_consolidate_across_floors_whatever_their_symbols():
    """Adjacency is seen from above: a tile on floor 3 touches one on floor 1; symbols and numbers may differ."""
    realm = {(0, 0): up("M1"), (0, 1): up("S1"), (1, 0): up("F1", "F2", "M3"), (2, 2): up("M4")}
    state = start(castle={(0, 0): ["M6", "M5"]}, realms=[realm, {}])
    events = play(state, take(0, 0), SHRINE, place(1, 1))
    assert "consolidated" not in kinds(events)  # M1, M3 and M5 connected, M4 only diagonal: 3
    state = start(castle={(0, 0): ["M6", "M5"]}, realms=[{**realm, (0, 1): up("M2")}, {}], pools=[0, 1])
    events = play(state, take(0, 0), SHRINE, place(1, 1))
    (consolidated,) = [event for event in events if event.kind == "consolidated"]
    assert consolidated.data["cells"] == [[0, 0], [0, 1], [1, 0], [1, 1]]
    assert consolidated.data["vp"] == 2 and state.vp[0] == 2
    assert [cell(state, 0, r, c)["face_up"] for r, c in ((0, 0), (0, 1), (1, 0), (1, 1), (2, 2))] == [False] * 4 + [True]


@pytest.mark.rule("DC-R9")
def test_dc_r9_each_group_scores_on_its_own_by_table_1_3():
    """Two separate groups completed by one pair score 2 + 2; the table runs 2, 3, 5, 6, 8, then +1 a tile."""
    assert [set_vp(size) for size in range(4, 13)] == [2, 3, 5, 6, 8, 9, 10, 11, 12]
    realm = {(0, 0): up("season-1"), (0, 1): up("season-2"), (0, 2): up("season-3")}
    realm |= {(3, 0): up("season-4"), (3, 1): up("season-1"), (3, 2): up("season-2")}
    state = start(castle={(0, 0): ["season-3", "season-3"], (2, 0): ["M1"]}, realms=[realm, {}], pools=[0, 1])
    events = play(state, take(0, 0), pair(0, 0), place(0, 3), place(3, 3))
    sets = [event.data for event in events if event.kind == "consolidated"]
    assert [(data["type"], len(data["cells"]), data["vp"]) for data in sets] == [("seasons", 4, 2), ("seasons", 4, 2)]
    assert state.vp[0] == 4


@pytest.mark.rule("DC-R10")
def test_dc_r10_a_faction_set_takes_one_shrine_and_the_turn_ends_when_nothing_is_left_to_decide():
    realm = {(0, 0): up("S1"), (0, 1): up("S2"), (0, 2): up("S3")}
    state = start(castle={(0, 0): ["M1", "S4"]}, realms=[realm, {}], pools=[1, 1])
    play(state, take(0, 0), SHRINE, place(0, 3))
    assert state.pool[0] == 2 and GAME.view(state, None)["phase"] == "after"
    assert legal(state) == [build(0, 0), build(0, 1), build(0, 2), build(0, 3), END]
    assert GAME.view(state, None)["consolidated"][0] == {
        "type": "soldiers",
        "tiles": [tile("S1"), tile("S2"), tile("S3"), tile("S4")],
        "cells": [[0, 0], [0, 1], [0, 2], [0, 3]],
        "vp": 2,
        "limit": 1,
        "built": 0,
        "faith": 0,
        "room": 1,
    }
    events = play(state, build(0, 2))
    assert kinds(events) == ["built", "turn_ended", "turn"]  # the set's room is used up
    assert state.pool[0] == 1 and cell(state, 0, 0, 2)["shrine"]


@pytest.mark.rule("DC-R10")
def test_dc_r10_special_sets_take_two_shrines_and_dragons_give_one_more_vp_never_on_earlier_sets():
    realm = {(0, 0): up("dragon-1"), (0, 1): up("dragon-2"), (0, 2): up("dragon-3"), (3, 3): down("M1")}
    state = start(castle={(0, 0): ["M1", "dragon-1"]}, realms=[realm, {}], pools=[3, 1])
    play(state, take(0, 0), SHRINE, place(1, 0))
    assert state.vp[0] == 2 + 1
    refused(state, build(3, 3), "Shrines go only on the tiles of a set consolidated this turn")
    refused(state, build(2, 2), "Shrines go only on the tiles of a set consolidated this turn")
    play(state, build(0, 0))
    refused(state, build(0, 0), "never be more than one Shrine on a tile")
    events = play(state, build(1, 0))
    assert kinds(events)[0] == "built" and events[0].data == {"seat": 0, "cell": [1, 0], "floor": 1, "faith": False}
    assert state.pool[0] == 2 and GAME.to_act(state) == {1}


@pytest.mark.rule("DC-R10")
def test_dc_r10_shrines_come_only_from_the_pool():
    realm = {(0, 0): up("wind-3"), (0, 1): up("wind-rainy"), (0, 2): up("wind-stormy")}
    state = start(castle={(0, 0): ["M1", "wind-4"]}, realms=[realm, {}], pools=[0, 1])
    events = play(state, take(0, 0), SHRINE, place(0, 3))
    assert "consolidated" in kinds(events) and legal(state) == [build(0, 0), build(0, 1), build(0, 2), build(0, 3), END]
    events = play(state, build(0, 3))
    assert kinds(events)[-1] == "turn" and state.pool[0] == 0  # the pool is empty: nothing left to decide


# -- Spirits in general ------------------------------------------------------------------------


@pytest.mark.rule("DC-R11")
def test_dc_r11_a_spirit_costs_a_face_up_tile_or_a_pooled_shrine_once_per_turn_and_must_apply():
    realm = {(0, 0): up("M1"), (0, 1): down("S1"), (1, 1): up("F1")}
    state = start(castle={(0, 0): ["M2", "M3"]}, realms=[realm, {}], spirits=("wind", "cunning"), pools=[1, 1])
    spirits_now = [move for move in legal(state) if move["type"] == "spirit"]
    assert spirits_now == [
        {"type": "spirit", "card": "wind", "pay": [0, 0]},
        {"type": "spirit", "card": "wind", "pay": [1, 1]},
        {"type": "spirit", "card": "wind", "pay": "shrine"},
    ]  # Cunning is for after placing
    refused(state, {"type": "spirit", "card": "cunning", "pay": "shrine"}, "is called after placing")
    refused(state, {"type": "spirit", "card": "deep", "pay": "shrine"}, "not in play")
    refused(state, {"type": "spirit", "card": "wind", "pay": [0, 1]}, "pay with a face-up tile")
    events = play(state, {"type": "spirit", "card": "wind", "pay": [0, 0]})
    assert events[0].data == {"seat": 0, "card": "wind", "pay": [0, 0]} and state.paid == [tile("M1")]
    assert cell(state, 0, 0, 0) == {"tiles": [], "face_up": False, "shrine": False}
    play(state, {"type": "flip", "cell": [1, 1]})
    assert GAME.view(state, None)["phase"] == "act" and GAME.view(state, None)["spirit_used"] == "wind"
    refused(state, {"type": "spirit", "card": "wind", "pay": "shrine"}, "once per turn")


@pytest.mark.rule("DC-R11")
def test_dc_r11_paying_without_applying_the_power_is_not_allowed():
    """Wind paid with the only face-up tile would leave nothing to flip."""
    state = start(castle={(0, 0): ["M2", "M3"]}, realms=[{(0, 0): up("M1")}, {}], spirits=("wind",), pools=[0, 1])
    assert [move for move in legal(state) if move["type"] == "spirit"] == []
    refused(state, {"type": "spirit", "card": "wind", "pay": [0, 0]}, "paying without applying it is not allowed")


# -- the end ----------------------------------------------------------------------------------


@pytest.mark.rule("DC-R12")
def test_dc_r12_summon_only_when_the_castle_has_tiles_on_the_ground_floor_only():
    tall = start(castle={**TALL, (0, 0): ["M1"]})
    assert SUMMON not in legal(tall)
    refused(tall, SUMMON, "only when the castle has tiles on the ground floor only")
    ground = start(castle={(0, 0): ["M1"], (0, 1): ["M2"]})
    assert legal(ground) == [take(0, 0), take(0, 1), SUMMON]
    empty = start(castle={})
    assert legal(empty) == [SUMMON]  # compulsory when the castle is empty


@pytest.mark.rule("DC-R13")
def test_dc_r13_a_summon_takes_the_rightmost_token_worth_two_vp_at_the_end():
    state = start(3, castle={})
    events = play(state, SUMMON)
    assert events[0].data == {"seat": 0, "token": "single", "last_round": False}
    assert GAME.view(state, None)["countdown"] == {"singles_left": 2, "stack": 4, "triggered": False, "taken": [1, 0, 0]}
    assert GAME.view(state, None)["scores"] == [2, 0, 0]


@pytest.mark.rule("DC-R14")
def test_dc_r14_after_the_last_single_the_round_ends_with_the_seat_before_the_first_player():
    """3 players, first seat 0: seat 0 takes the last single; seats 1 and 2 still play (from the stack)."""
    state = start(3, castle={(0, 0): ["M1"]})
    play(state, take(0, 0), DISCARD)  # seat 0
    play(state, SUMMON, SUMMON)  # seats 1 and 2: singles
    events = play(state, SUMMON)  # seat 0: the last single
    assert events[0].data["last_round"] and GAME.view(state, None)["last_round"] and GAME.outcome(state) is None
    events = play(state, SUMMON)
    assert events[0].data["token"] == "stack" and GAME.outcome(state) is None
    events = play(state, SUMMON)  # seat 2, before the first player: the game ends
    assert kinds(events)[-1] == "game_over" and GAME.outcome(state) is not None
    assert state.countdown == [1, 2, 2] and state.stack_left == 2 and GAME.to_act(state) == frozenset()


@pytest.mark.rule("DC-R14")
def test_dc_r14_the_game_ends_at_once_when_the_last_seat_of_the_round_triggers_it():
    state = start(2, castle={}, first=1)
    play(state, SUMMON)
    assert GAME.outcome(state) is None
    events = play(state, SUMMON)
    assert kinds(events)[-1] == "game_over" and state.countdown == [1, 1]


@pytest.mark.rule("DC-R15")
def test_dc_r15_final_score_is_tokens_shrines_by_floor_countdown_and_dragons():
    realm = {(0, 0): shrine("M1"), (0, 1): shrine("M2", "M3"), (1, 0): shrine("S1", "S2", "S3"), (3, 3): shrine("F1", "F2", "F3", "F4")}
    state = start(2, castle={}, realms=[realm, {}], vp=[5, 0], dragons=("fortitude",))
    play(state, SUMMON, SUMMON)
    sheet = GAME.view(state, None)["final"][0]
    assert sheet["shrines"] == [1, 1, 2] and sheet["shrine_vp"] == 1 + 2 + 3 + 3
    assert sheet["countdown_vp"] == 2 and sheet["dragons"] == {"fortitude": 4} and sheet["penalty"] == 0
    assert sheet["total"] == 5 + 9 + 2 + 4 == GAME.outcome(state).scores[0]


@pytest.mark.rule("DC-R16")
@pytest.mark.parametrize(
    ("option", "ranks"),
    [("any_facedown_top", (1, 2)), ("without_shrine", (2, 1))],
)
def test_dc_r16_ties_go_to_stacks_topped_face_down_then_shrines(option, ranks):
    """Equal totals; 3 stacks topped face down each, one of seat 0's under a Shrine: the Shrine decides. With
    the BGA option only stacks without a Shrine count (2 against 3)."""
    realms = [
        {(0, 0): shrine("M1"), (0, 1): down("M2"), (0, 2): down("M3")},
        {(0, 0): down("S1"), (0, 1): down("S2"), (0, 2): down("S3")},
    ]
    state = start(2, castle={}, realms=realms, vp=[0, 1], options={"tiebreak_stacks": option})
    play(state, SUMMON, SUMMON)
    outcome = GAME.outcome(state)
    assert outcome.scores == (3, 3) and outcome.ranks == ranks


@pytest.mark.rule("DC-R16")
def test_dc_r16_then_shrines_in_the_realm_then_a_shared_victory():
    realms = [{(0, 0): shrine("M1"), (0, 1): up("M2")}, {(0, 0): down("S1")}]
    state = start(2, castle={}, realms=realms, vp=[0, 1])
    play(state, SUMMON, SUMMON)
    assert GAME.outcome(state).ranks == (1, 2)  # one face-down top each; one Shrine against none
    state = start(2, castle={}, realms=[{(0, 0): down("M1")}, {(3, 3): down("S1")}])
    play(state, SUMMON, SUMMON)
    assert GAME.outcome(state).ranks == (1, 1) and GAME.outcome(state).winners == (0, 1)


# -- worked examples ----------------------------------------------------------------------------


@pytest.mark.rule("DC-D1")
def test_dc_d1_five_dragons_score_4_now_and_shrines_on_floors_2_and_3_score_5_at_the_end():
    """DC-D1 (DC-R9, DC-R10, DC-R15): 3 VP for 5 tiles + 1 for Dragons; Shrines on floors 2 and 3."""
    realm = {(1, 0): up("M1", "dragon-1"), (0, 1): up("dragon-2"), (0, 2): up("S1", "S2", "dragon-3"), (2, 1): up("dragon-1")}
    state = start(2, castle={(0, 0): ["M2", "dragon-2"]}, realms=[realm, {}], pools=[1, 1])
    events = play(state, take(0, 0), SHRINE, place(1, 1))
    (consolidated,) = [event.data for event in events if event.kind == "consolidated"]
    assert len(consolidated["cells"]) == 5 and consolidated["vp"] == 4 and state.vp[0] == 4
    play(state, build(1, 0), build(0, 2))
    assert GAME.to_act(state) == {1}
    play(state, SUMMON, SUMMON, SUMMON)  # only M2 on the ground floor: seat 1, seat 0 (the "!"), seat 1 again
    sheet = GAME.view(state, None)["final"][0]
    assert sheet["shrines"] == [0, 1, 1] and sheet["shrine_vp"] == 5 and sheet["tokens"] == 4


@pytest.mark.rule("DC-D2")
def test_dc_d2_nine_soldiers_score_nine_and_take_one_shrine():
    """DC-D2 (DC-R9, DC-R10): the ninth Soldier joins three groups into one set: 8 + (9 − 8) = 9 VP, at most one
    Shrine (two with the Spirit of Faith: test_spirits.py)."""
    arms = [(0, 1), (0, 2), (1, 2), (2, 1), (2, 0), (3, 0), (2, 3), (2, 4)]
    soldiers = ["S1", "S2", "S3", "S4", "S5", "S6", "S1", "S2"]
    realm = {where: up(symbol) for where, symbol in zip(arms, soldiers, strict=True)}
    state = start(2, castle={(0, 0): ["M1", "S3"]}, realms=[realm, {}], pools=[1, 1], options={"realm_size": 6})
    events = play(state, take(0, 0), SHRINE, place(2, 2))
    (consolidated,) = [event.data for event in events if event.kind == "consolidated"]
    assert len(consolidated["cells"]) == 9 and consolidated["vp"] == 9 and consolidated["shrines"] == 1
    events = play(state, build(2, 2))
    assert kinds(events)[-1] == "turn" and state.pool[0] == 1  # one built, the turn ended


# -- moves and setups ----------------------------------------------------------------------------


def test_moves_round_trip_and_malformed_json_is_invalid():
    for data in (
        take(1, 2),
        SUMMON,
        {"type": "spirit", "card": "deep", "pay": "shrine"},
        {"type": "change", "cell": [0, 1], "as": "dragons"},
    ):
        assert GAME.parse_move(data).to_json() == data
    for junk in (
        {"type": "take"},
        {"type": "take", "at": [1]},
        {"type": "spirit", "card": "x", "pay": "shrine"},
        {"type": "change", "cell": [0, 0], "as": "cats"},
        [],
        {"type": "fly"},
    ):
        with pytest.raises(InvalidMove):
            GAME.parse_move(junk)


def test_a_move_out_of_turn_or_after_the_end_is_refused():
    state = start(2, castle={(0, 0): ["M1", "M2"]})
    with pytest.raises(IllegalMove, match="seat 0's turn"):
        GAME.play(state, 1, GAME.parse_move(take(0, 0)))
    refused(state, place(0, 0), "first take a tile")


def test_setups_that_cannot_be_are_refused():
    for setup in ({"nope": 1}, {"first": 5}, {"pools": [1]}, {"castle": [[0]]}, {"realms": [[{"cell": [9, 9]}], []]}):
        with pytest.raises(SetupError):
            GAME.start(2, None, 0, setup)
    with pytest.raises(SetupError, match="two places"):
        GAME.start(2, {"castle_layout": "four-players"}, 0, {"castle": [[0, 0]] + [[]] * 47})
