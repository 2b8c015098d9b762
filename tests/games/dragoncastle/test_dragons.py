"""The ten Dragon cards (rules/dragoncastle.md §1.5, decisions §5.12): end-game bonuses of DC-R15.

Each card's bonus is read on a realm built with ``setup``; the last test plays a game to
its end with all ten in play and checks the score sheet.
"""

from __future__ import annotations

import pytest

from asobiba.games.dragoncastle import GAME
from asobiba.games.dragoncastle.data import DRAGON_CARDS
from asobiba.games.dragoncastle.dragons import BONUS

from .helpers import SUMMON, down, play, shrine, start, up


def bonus(card: str, *realms: dict, seat: int = 0, **options) -> int:
    state = start(len(realms), castle={}, realms=list(realms), options=options or None)
    return BONUS[card](state, seat)


@pytest.mark.rule("DC-R15")
def test_humility_counts_shrines_next_to_a_taller_stack_once_each():
    realm = {
        (0, 0): shrine("M1"),  # next to heights 3 and 2: counts once
        (0, 1): down("S1", "S2", "S3"),
        (1, 0): down("F1", "F2"),
        (1, 1): shrine("M2"),  # next to (1, 2), 2 high
        (1, 2): up("S4", "S5"),
        (3, 3): shrine("F3", "F4"),  # next to 1 and 2 high: none taller
        (2, 3): down("M3"),
        (3, 2): down("M4", "M5"),
    }
    assert bonus("humility", realm) == 2


@pytest.mark.rule("DC-R15")
def test_tranquility_counts_groups_of_face_down_tops_split_by_face_up_tiles():
    realm = {
        (0, 0): down("M1"),
        (0, 1): down("M2"),
        (0, 2): up("S1", "S2"),  # a face-up top splits row 0
        (0, 3): down("M3"),
        (2, 0): shrine("F1"),  # a Shrine's tile is face down
        (2, 1): down("F2"),
        (3, 3): down("F3"),
    }
    assert bonus("tranquility", realm) == 4


@pytest.mark.rule("DC-R15")
def test_righteousness_takes_the_best_row_and_column_a_full_line_plus_two():
    realm = {(0, col): shrine(f"M{col + 1}") for col in range(4)} | {(1, 0): shrine("S1"), (3, 2): down("S2")}
    assert bonus("righteousness", realm) == (4 + 2) + 2  # row 0 full; column 0 has two, the corner counted again


@pytest.mark.rule("DC-R15")
def test_bravery_counts_stacks_with_no_neighbour_as_tall():
    realm = {
        (0, 0): down("M1", "M2", "M3"),  # next to 1 and nothing: counts
        (0, 1): up("S1"),
        (2, 0): down("F1", "F2"),  # two equal neighbours: neither counts
        (2, 1): down("F3", "F4"),
        (3, 3): up("M4"),  # alone: counts
    }
    assert bonus("bravery", realm) == 2


@pytest.mark.rule("DC-R15")
def test_majesty_sums_the_best_face_up_number_per_faction_on_floor_three_or_higher():
    realm = {
        (0, 0): up("F1", "F2", "M5"),
        (1, 1): up("F3", "F4", "F5", "M6"),  # the best Merchant: 6
        (2, 2): up("F6", "S1", "S3"),
        (3, 3): up("M1", "F6"),  # floor 2
        (3, 0): down("S4", "S5", "F4"),  # face down
    }
    assert bonus("majesty", realm) == 6 + 3


POWER_REALMS = (
    {(0, 0): up("M6"), (0, 1): up("M5"), (3, 3): up("M1"), (2, 0): up("S3")},  # M 11, S 3, F -
    {(0, 0): up("M4"), (1, 1): up("S3"), (3, 3): up("F2")},  # M 4, S 3, F 2
    {(0, 0): up("M6"), (0, 1): up("M5"), (2, 2): up("F1")},  # M 11, S -, F 1
)


@pytest.mark.rule("DC-R15")
def test_power_compares_each_factions_best_group_with_both_neighbours():
    """§5.12: +2 higher, +1 tie, a Faction without face-up tiles does not compete; 2 players compare once."""
    assert bonus("power", *POWER_REALMS, seat=0) == (2 + 1) + (1 + 2)
    assert bonus("power", *POWER_REALMS, seat=1) == (1 + 2) + (2 + 2)
    assert bonus("power", *POWER_REALMS[:2], seat=0) == 2 + 1
    assert bonus("power", POWER_REALMS[0]) == 0


@pytest.mark.rule("DC-R15")
def test_harmony_scores_mirror_axes_of_the_tiles_and_of_the_shrines_with_their_floors():
    mirrored = {(0, 0): up("M1"), (0, 3): up("S1"), (1, 1): shrine("F1", "F2"), (1, 2): shrine("F3", "F4")}
    assert bonus("harmony", mirrored) == 4 + 2  # north–south only
    assert bonus("harmony", {**mirrored, (1, 2): down("F3", "F4")}) == 4  # the Shrines no longer mirror
    corners = {(0, 0): up("M1"), (0, 3): up("S1"), (3, 0): up("F1"), (3, 3): down("M2")}
    assert bonus("harmony", corners) == 4 + 4
    assert bonus("harmony", {}) == 0


@pytest.mark.rule("DC-R15")
def test_knowledge_counts_distinct_face_up_special_symbols():
    realm = {
        (0, 0): up("season-1"),
        (0, 2): up("season-1"),
        (1, 1): up("season-2"),
        (2, 0): up("wind-rainy"),
        (2, 2): up("dragon-3"),
        (3, 3): down("dragon-1"),
        (3, 1): up("M1"),
    }
    assert bonus("knowledge", realm) == 2 * 4


@pytest.mark.rule("DC-R15")
def test_devotion_counts_shrines_next_to_a_face_up_dragon():
    realm = {
        (1, 1): shrine("M1"),
        (1, 2): up("dragon-1"),
        (3, 3): shrine("M2"),
        (3, 2): down("dragon-2"),
        (0, 0): shrine("M3"),
        (0, 1): up("season-1"),
    }
    assert bonus("devotion", realm) == 1


@pytest.mark.rule("DC-R15")
def test_fortitude_counts_shrines_on_the_edge_of_the_realm():
    realm = {(0, 1): shrine("M1"), (1, 1): shrine("M2"), (3, 2): shrine("M3", "M4"), (2, 3): shrine("S1")}
    assert bonus("fortitude", realm) == 3
    assert bonus("fortitude", realm, realm_size=6) == 1


@pytest.mark.rule("DC-R15")
def test_every_dragon_card_in_play_adds_its_bonus_to_the_final_score():
    realm = {(0, 0): shrine("M1"), (0, 1): up("dragon-1"), (3, 3): down("S1")}
    state = start(2, castle={}, realms=[realm, {}], dragons=DRAGON_CARDS)
    play(state, SUMMON, SUMMON)
    sheet = GAME.view(state, None)["final"][0]
    assert list(sheet["dragons"]) == list(DRAGON_CARDS)
    assert sheet["dragons"] == {card: BONUS[card](state, 0) for card in DRAGON_CARDS}
    assert sheet["dragons"]["devotion"] == 1 and sheet["dragons"]["knowledge"] == 2 and sheet["dragons"]["power"] == 0
    assert sheet["total"] == sheet["tokens"] + sheet["shrine_vp"] + sheet["countdown_vp"] + sum(sheet["dragons"].values())
