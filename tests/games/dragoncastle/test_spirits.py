"""The ten Spirit cards (rules/dragoncastle.md §1.4, DC-R11, timing §5.15), each played through the contract.

Every test names its Spirit; the activation is ``{"type": "spirit", "card": ID, "pay": ...}``
and the steps follow in phase ``spirit`` (docs/dragoncastle.md).
"""

from __future__ import annotations

import pytest

from asobiba.games.dragoncastle import GAME

from .helpers import DISCARD, END, SHRINE, SUMMON, build, cell, down, kinds, legal, pair, place, play, shrine, spirit, start, take, up
from .test_rules import refused

HARMLESS = {(0, 0): ["M1", "dragon-3"]}  # a tile to take and put away from everything


def spirits_listed(state) -> list[dict]:
    return [move for move in legal(state) if move["type"] == "spirit"]


def after_placing(castle=HARMLESS, at=(3, 3), **kwargs):
    """A game whose seat 0 took the top tile of (0, 0), kept it with a Shrine and placed it at ``at``."""
    state = start(castle=castle, **kwargs)
    play(state, take(0, 0), SHRINE, place(*at))
    return state


@pytest.mark.rule("DC-R11")
def test_destruction_discards_any_available_tile_before_the_action_and_may_open_the_summon():
    """Spirit of Destruction (§5.15: before the action, any Available tile, any floor): with the last floor-2 tile
    gone only the ground floor is left, and Summon is legal this very turn."""
    state = start(castle={(0, 0): ["M1", "M2"], (2, 0): ["S1"]}, spirits=("destruction",))
    assert SUMMON not in legal(state)
    play(state, spirit("destruction"))
    view = GAME.view(state, None)
    assert (view["phase"], view["step"]) == ("spirit", "destroy")
    assert legal(state) == [{"type": "destroy", "at": [0, 0]}, {"type": "destroy", "at": [2, 0]}]
    events = play(state, {"type": "destroy", "at": [0, 0]})
    assert kinds(events) == ["destroyed"] and GAME.view(state, None)["destroyed"] == [state.destroyed[0]]
    assert legal(state) == [{"type": "take", "at": [0, 0]}, {"type": "take", "at": [2, 0]}, SUMMON]


@pytest.mark.rule("DC-R11")
def test_deep_pairs_the_first_tile_with_any_available_tile_of_its_type():
    """Spirit of the Deep: the second tile need only share the type; the turn must then be a Pair."""
    castle = {(0, 0): ["F1", "S2"], (2, 0): ["S5"], (4, 0): ["M2"]}
    state = start(castle=castle, spirits=("deep",))
    play(state, spirit("deep"))
    assert GAME.view(state, None)["phase"] == "act" and legal(state) == [take(0, 0)]
    play(state, take(0, 0))
    assert legal(state) == [pair(2, 0)] and GAME.view(state, None)["forced_pair"]
    refused(state, pair(4, 0), "same type")
    refused(state, DISCARD, "was called for a Pair")
    play(state, pair(2, 0), place(0, 0), place(0, 1))
    no_soldier = start(castle={(0, 0): ["F1", "S2"], (4, 0): ["M2"]}, spirits=("deep",))
    assert spirits_listed(no_soldier) == []  # no Pair to apply it to


@pytest.mark.rule("DC-R11")
def test_deep_is_paid_only_for_a_pair_the_normal_rule_does_not_allow_dc_r11():
    """§5.15: a Spirit is paid only when its power changes the turn. The S2 on top has an Available twin, the
    dragon-1 too: the Deep would only allow identical pairs, so it is not offered. With an S5 Available as well it
    is, and only for the S2, which may still be paired with its twin."""
    twins = {(0, 0): ["F1", "S2"], (0, 3): ["F3", "dragon-1"], (2, 0): ["S2"], (6, 0): ["dragon-1"]}
    state = start(castle=twins, spirits=("deep",))
    assert legal(state) == [take(0, 0), take(0, 3)]
    refused(state, spirit("deep"), "changes")
    state = start(castle={**twins, (4, 0): ["S5"]}, spirits=("deep",))
    assert spirits_listed(state) == [spirit("deep")]
    play(state, spirit("deep"))
    assert legal(state) == [take(0, 0)]
    refused(state, take(0, 3), "identical")
    play(state, take(0, 0))
    assert legal(state) == [pair(2, 0), pair(4, 0)]


@pytest.mark.rule("DC-R11")
def test_deception_pairs_the_first_tile_with_the_top_of_a_neighbouring_stack():
    """Spirit of Deception (§5.15): any tile on top of a stack orthogonally next to the first, Available or not,
    identical or not; not the tile under the first."""
    castle = {(2, 2): ["M1", "S2"], (1, 1): ["F1"], (1, 2): ["F3"], (1, 3): ["F4"], (2, 3): ["M4", "M5"]}
    state = start(castle=castle, spirits=("deception",))
    play(state, spirit("deception"), take(2, 2))
    assert legal(state) == [pair(1, 2), pair(2, 3)]  # (1, 2) has both long sides blocked
    play(state, pair(1, 2), place(3, 0), place(3, 1))
    assert GAME.view(state, None)["castle"]["grid"][1][2] == []


@pytest.mark.rule("DC-R11")
def test_deception_is_not_paid_when_every_neighbour_is_an_available_twin_dc_r11():
    """§5.15, the same decision for Deception: two S2 side by side pair anyway, so Deception is not offered; with an
    F4 under the first one's south side it is, for that tile only, and the twin stays a choice."""
    twins = {(2, 2): ["M1", "S2"], (2, 3): ["F1", "S2"]}
    state = start(castle=twins, spirits=("deception",))
    assert legal(state) == [take(2, 2), take(2, 3)]
    refused(state, spirit("deception"), "changes")
    state = start(castle={**twins, (3, 2): ["F4"]}, spirits=("deception",))
    play(state, spirit("deception"))
    assert legal(state) == [take(2, 2)]
    play(state, take(2, 2))
    assert legal(state) == [pair(2, 3), pair(3, 2)]


@pytest.mark.rule("DC-R11")
def test_elegance_lets_a_tile_with_a_free_short_side_be_taken_and_must_be_used():
    """Spirit of Elegance: (0, 1) has both long sides blocked but its north side is the edge; the Available
    tiles beside it have no elegant twin, so only (0, 1) may be taken."""
    state = start(castle={(0, 0): ["M1", "M2"], (0, 1): ["M4", "M3"], (0, 2): ["M5", "M6"]}, spirits=("elegance",))
    assert take(0, 1) not in legal(state)
    play(state, spirit("elegance"))
    assert legal(state) == [take(0, 1)] and GAME.view(state, None)["elegance_due"]
    refused(state, SUMMON, "asks for a tile action")
    play(state, take(0, 1))
    assert not GAME.view(state, None)["elegance_due"] and legal(state) == [SHRINE, DISCARD]


@pytest.mark.rule("DC-R11")
def test_elegance_can_be_used_by_the_second_tile_of_a_pair():
    """An Available first tile may be taken when its twin is a tile only Elegance reaches; then only that pair is legal."""
    castle = {(0, 0): ["F1", "S2"], (2, 0): ["F2", "F3"], (2, 1): ["F4", "S2"], (2, 2): ["F5", "F6"]}
    state = start(castle=castle, spirits=("elegance",))
    play(state, spirit("elegance"))
    assert legal(state) == [take(0, 0), take(2, 1)]
    play(state, take(0, 0))
    assert legal(state) == [pair(2, 1)]
    refused(state, SHRINE, "was called for a Pair")
    play(state, pair(2, 1))
    assert not GAME.view(state, None)["elegance_due"]


@pytest.mark.rule("DC-R11")
@pytest.mark.rule("DC-R15")
def test_wind_flips_a_tile_then_moves_a_shrine_whose_new_floor_scores():
    """Spirit of Wind: the flip scores nothing; the Shrine may go on the flipped tile or another face-down
    tile; DC-R15: it scores the floor it ends on."""
    realm = {(0, 0): up("M1"), (1, 1): shrine("S1"), (2, 2): down("F1", "F2"), (3, 3): up("dragon-1")}
    state = start(castle={(0, 0): ["M2", "M3"]}, realms=[realm, {}], spirits=("wind",))
    play(state, spirit("wind"))
    assert legal(state) == [{"type": "flip", "cell": [0, 0]}, {"type": "flip", "cell": [3, 3]}]
    events = play(state, {"type": "flip", "cell": [0, 0]})
    assert kinds(events) == ["flipped"] and state.vp[0] == 0 and GAME.view(state, None)["step"] == "move_shrine"
    moves = [{"type": "move_shrine", "from": [1, 1], "to": to} for to in ([0, 0], [2, 2])]
    assert legal(state) == moves
    play(state, moves[1])
    assert cell(state, 0, 2, 2)["shrine"] and not cell(state, 0, 1, 1)["shrine"]
    assert GAME.view(state, None)["scores"][0] == 2  # a Shrine on floor 2
    assert GAME.view(state, None)["phase"] == "act"


@pytest.mark.rule("DC-R11")
def test_wind_without_a_built_shrine_ends_after_the_flip():
    state = start(castle={(0, 0): ["M2", "M3"]}, realms=[{(0, 0): up("M1")}, {}], spirits=("wind",))
    play(state, spirit("wind"), {"type": "flip", "cell": [0, 0]})
    assert GAME.view(state, None)["phase"] == "act"


@pytest.mark.rule("DC-R11")
def test_strength_moves_up_to_two_tiles_and_checks_sets_only_after():
    """Spirit of Strength: tiles keep their face; a Shrine's tile never moves; sets are checked after the moves."""
    realm = {(0, 0): up("M1"), (0, 1): up("M2"), (0, 2): up("M3"), (3, 3): up("M4"), (2, 2): shrine("S1"), (1, 1): down("F1")}
    state = start(castle={(0, 0): ["S2", "S3"]}, realms=[realm, {}], spirits=("strength",))
    play(state, spirit("strength"))
    refused(state, END, "at least one")
    refused(state, {"type": "shift", "from": [2, 2], "to": [3, 0]}, "a tile with a Shrine cannot move")
    refused(state, {"type": "shift", "from": [3, 3], "to": [0, 0]}, "you cannot place on a face-up tile")
    play(state, {"type": "shift", "from": [3, 3], "to": [1, 0]})
    assert state.vp[0] == 0 and GAME.view(state, None)["shifts_left"] == 1  # four Merchants, not yet checked
    events = play(state, END)
    assert kinds(events) == ["consolidated"] and state.vp[0] == 2 and GAME.view(state, None)["phase"] == "act"


@pytest.mark.rule("DC-R11")
def test_strength_may_put_the_second_tile_on_the_first_when_that_one_is_face_down():
    state = start(castle={(0, 0): ["S2", "S3"]}, realms=[{(1, 1): down("F1"), (0, 0): up("M1")}, {}], spirits=("strength",))
    play(state, spirit("strength"), {"type": "shift", "from": [1, 1], "to": [3, 0]})
    play(state, {"type": "shift", "from": [0, 0], "to": [3, 0]})
    assert cell(state, 0, 3, 0)["tiles"] == [state.realm[0][12][0], state.realm[0][12][1]] and cell(state, 0, 3, 0)["face_up"]
    assert GAME.view(state, None)["phase"] == "act"


@pytest.mark.rule("DC-R11")
def test_change_counts_a_special_tile_as_another_type_only_to_complete_a_set():
    """Spirit of Change: the Season counts as a Merchant, completing a set of 4 Merchants it is part of."""
    realm = {(0, 0): up("M1"), (0, 1): up("M2"), (0, 2): up("M3"), (1, 2): up("season-1")}
    state = after_placing(realms=[realm, {}], spirits=("change",))
    assert spirits_listed(state) == [spirit("change", (3, 3)), spirit("change")]  # paying a Merchant or the Season breaks it
    play(state, spirit("change"))
    assert legal(state) == [{"type": "change", "cell": [1, 2], "as": "merchants"}]
    refused(state, {"type": "change", "cell": [1, 2], "as": "soldiers"}, "consolidates no set of 4")
    events = play(state, {"type": "change", "cell": [1, 2], "as": "merchants"})
    assert events[0].data["type"] == "merchants" and events[0].data["vp"] == 2 and events[0].data["shrines"] == 1
    assert legal(state)[:4] == [build(0, 0), build(0, 1), build(0, 2), build(1, 2)]


# DC-D2's nine Soldiers on a 6×6 realm: the ninth (S3, taken with a Shrine) joins them at (2, 2).
NINE_SOLDIERS = {
    where: up(symbol)
    for where, symbol in zip(
        [(0, 1), (0, 2), (1, 2), (2, 1), (2, 0), (3, 0), (2, 3), (2, 4)], ["S1", "S2", "S3", "S4", "S5", "S6", "S1", "S2"], strict=True
    )
}
SOLDIER_CELLS = [(0, 1), (0, 2), (1, 2), (2, 0), (2, 1), (2, 2), (2, 3), (2, 4), (3, 0)]


def nine_soldiers(pool: int):
    """DC-D2's set of nine Soldiers just consolidated, ``pool`` Shrines in the pool, a face-up Farmer at (5, 5) to pay with."""
    realm = {**NINE_SOLDIERS, (5, 5): up("F1")}
    state = start(castle={(0, 0): ["M1", "S3"]}, realms=[realm, {}], spirits=("faith",), pools=[pool - 1, 1], options={"realm_size": 6})
    play(state, take(0, 0), SHRINE, place(2, 2))
    assert state.pool[0] == pool and GAME.view(state, None)["consolidated"][0]["limit"] == 1
    return state


@pytest.mark.rule("DC-R11")
@pytest.mark.rule("DC-D2")
def test_faith_is_offered_only_when_a_set_can_then_end_one_shrine_past_its_limit_dc_r11_dc_d2():
    """§5.9, §5.15: the nine Soldiers take 1 Shrine, 2 with Faith; Faith is paid only when, after paying, the pool
    still holds both. Two Shrines: pay with the Farmer, not with a Shrine; one Shrine: no Faith at all."""
    two = nine_soldiers(pool=2)
    assert spirits_listed(two) == [spirit("faith", (5, 5))]
    refused(two, spirit("faith"), "changes")
    one = nine_soldiers(pool=1)
    assert spirits_listed(one) == [] and legal(one) == [*(build(*where) for where in SOLDIER_CELLS), END]
    refused(one, spirit("faith", (5, 5)), "changes")


@pytest.mark.rule("DC-R11")
@pytest.mark.rule("DC-D2")
def test_faith_shrine_is_the_one_past_the_limit_dc_r11_dc_d2():
    """DC-D2's "2 with the Spirit of Faith": called before the set's own Shrine, Faith's step builds that one first
    and may not stop there; the second is Faith's, past the limit, and ends the power."""
    state = nine_soldiers(pool=3)
    play(state, spirit("faith"))
    assert GAME.view(state, None)["step"] == "faith" and legal(state) == [build(*where) for where in SOLDIER_CELLS]
    events = play(state, build(2, 2))
    view = GAME.view(state, None)
    assert events[0].data["faith"] is False and view["step"] == "faith"
    assert (view["consolidated"][0]["built"], view["consolidated"][0]["faith"]) == (1, 0)
    refused(state, END, "until one Shrine is past its limit")
    events = play(state, build(0, 1))
    assert events[0].data["faith"] is True and kinds(events)[1:] == ["turn_ended", "turn"]
    assert sum(cell(state, 0, *where)["shrine"] for where in SOLDIER_CELLS) == 2 and state.pool[0] == 0
    assert GAME.to_act(state) == {1}  # nothing left to decide


@pytest.mark.rule("DC-R11")
def test_faith_builds_only_on_a_set_that_can_still_pass_its_limit_dc_r11():
    """Two Merchant sets, one already with its Shrine, one Shrine left after paying with the Farmer: only the
    full set can take Faith's Shrine past its limit; the other is refused with the reason."""
    realm = {(0, 0): up("M2"), (0, 1): up("M3"), (0, 2): up("M4"), (3, 0): up("M5"), (3, 1): up("M6"), (3, 2): up("M2"), (1, 3): up("F1")}
    state = start(castle={(0, 0): ["F2", "M1"], (2, 0): ["M1"]}, realms=[realm, {}], spirits=("faith",), pools=[2, 1])
    play(state, take(0, 0), pair(2, 0), place(0, 3), place(3, 3), build(0, 0), spirit("faith", (1, 3)))
    assert legal(state) == [build(0, 1), build(0, 2), build(0, 3)]
    refused(state, build(3, 0), "can still end one Shrine past its limit")
    events = play(state, build(0, 3))
    assert events[0].data["faith"] is True and GAME.to_act(state) == {1}


@pytest.mark.rule("DC-R11")
def test_faith_gives_a_special_set_a_third_shrine():
    realm = {(0, 0): up("season-1"), (0, 1): up("season-2"), (0, 2): up("season-3")}
    state = after_placing(castle={(0, 0): ["M1", "season-4"]}, at=(0, 3), realms=[realm, {}], spirits=("faith",), pools=[3, 1])
    play(state, build(0, 0), spirit("faith"), build(0, 1), build(0, 2))
    assert sum(cell(state, 0, 0, col)["shrine"] for col in range(4)) == 3


@pytest.mark.rule("DC-R11")
@pytest.mark.rule("DC-D4")
def test_cunning_consolidates_a_group_of_exactly_three_for_two_vp():
    """DC-D4: 3 Seasons consolidate for 2 VP and up to 2 Shrines with the Spirit of Cunning; without it, never."""
    realm = {(0, 0): up("season-1"), (0, 1): up("season-2"), (1, 1): up("season-3"), (3, 0): up("M1"), (3, 1): up("M2")}
    plain = after_placing(castle={(0, 0): ["S1", "S2"]}, realms=[realm, {}])
    assert GAME.to_act(plain) == {1} and plain.vp[0] == 0
    state = after_placing(castle={(0, 0): ["S1", "S2"]}, realms=[realm, {}], spirits=("cunning",), pools=[1, 1])
    play(state, spirit("cunning", (3, 3)))
    assert legal(state) == [{"type": "cunning", "cell": [0, 0]}, {"type": "cunning", "cell": [0, 1]}, {"type": "cunning", "cell": [1, 1]}]
    refused(state, {"type": "cunning", "cell": [3, 0]}, "not in a group of exactly 3")
    events = play(state, {"type": "cunning", "cell": [1, 1]})
    assert events[0].data["vp"] == 2 and events[0].data["shrines"] == 2 and state.vp[0] == 2
    play(state, build(0, 0), build(0, 1))
    assert GAME.to_act(state) == {1}


@pytest.mark.rule("DC-R11")
@pytest.mark.rule("DC-D4")
@pytest.mark.parametrize("action", ["discard", "summon"])
def test_cunning_may_follow_a_discard_or_a_summon_on_three_tiles_from_earlier_turns_dc_r11(action):
    """DC-R11: a Spirit is called "at any moment of the player's turn", so Cunning consolidates a group of three
    left from earlier turns after an action that placed nothing (this documents behaviour already right)."""
    trio = {(0, 0): up("season-1"), (0, 1): up("season-2"), (1, 1): up("season-3")}
    ground = {(0, 0): ["M1"]} if action == "summon" else HARMLESS
    state = start(castle=ground, realms=[trio, {}], spirits=("cunning",), pools=[1, 1])
    play(state, SUMMON if action == "summon" else take(0, 0))
    if action == "discard":
        play(state, DISCARD)
    assert GAME.view(state, None)["phase"] == "after" and spirits_listed(state) == [spirit("cunning")]
    events = play(state, spirit("cunning"), {"type": "cunning", "cell": [0, 1]})
    (consolidated,) = [event.data for event in events if event.kind == "consolidated"]
    assert consolidated["vp"] == 2 and len(consolidated["cells"]) == 3
    assert state.vp[0] == (2 if action == "summon" else 3) and GAME.to_act(state) == {1}


@pytest.mark.rule("DC-R11")
def test_beauty_consolidates_faction_tiles_of_one_number_as_dragons_do():
    """Spirit of Beauty: four number-2 tiles of three factions: table 1.3 + 1 VP, room for 2 Shrines."""
    realm = {(0, 0): up("M2"), (0, 1): up("S2"), (0, 2): up("F2")}
    state = after_placing(castle={(0, 0): ["M1", "S2"]}, at=(1, 0), realms=[realm, {}], spirits=("beauty",), pools=[2, 1])
    events = play(state, spirit("beauty"))
    (consolidated,) = [event.data for event in events if event.kind == "consolidated"]
    assert consolidated["type"] == "beauty" and consolidated["vp"] == 3 and consolidated["shrines"] == 2
    assert len(consolidated["cells"]) == 4 and GAME.view(state, None)["phase"] == "after"


@pytest.mark.rule("DC-R11")
def test_no_spirit_while_choosing_or_placing_and_only_one_per_turn_whatever_the_cards():
    realm = {(0, 0): up("S1"), (1, 1): up("F1"), (2, 2): up("season-1")}
    state = start(castle={(0, 0): ["M1", "M2"]}, realms=[realm, {}], spirits=("wind", "strength"))
    play(state, spirit("wind", (0, 0)), {"type": "flip", "cell": [1, 1]})
    assert GAME.view(state, None)["phase"] == "act" and spirits_listed(state) == []
    refused(state, spirit("strength"), "once per turn")
    play(state, take(0, 0))
    refused(state, spirit("strength"), "choose how to finish your action")
    play(state, SHRINE)
    refused(state, spirit("strength"), "place the tile")
    events = play(state, place(3, 3))
    assert kinds(events)[-2:] == ["turn_ended", "turn"]  # the Spirit is used: nothing left to decide
