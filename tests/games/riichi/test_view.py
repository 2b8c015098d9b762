"""What a seat sees (the contract's ``view``; rules/riichi.md RIICHI-R35 for the claim windows): no
other hand, no wall, no unturned dead-wall tile, and a claim window that does not tell who else
may claim or who has answered."""

from __future__ import annotations

import random
from typing import Any

from asobiba.games.riichi import GAME
from asobiba.games.riichi.efficiency import shanten_of
from asobiba.games.riichi.state import RiichiState
from asobiba.games.riichi.tiles import NAMES, RED, tile_name

from .helpers import PASS, TANYAO, TANYAO_2, act, discard, hand, start, tsumogiri, wall

TILE_NAMES = set(NAMES) | {tile_name(tile, True) for tile in RED}
SEATS = [None, 0, 1, 2, 3]


def tile_strings(data: Any, skip: tuple[str, ...] = ("legal", "options")) -> list[str]:
    """Every tile name anywhere in the view's JSON but the seat's own legal moves."""
    if isinstance(data, dict):
        return [name for key, value in data.items() if key not in skip for name in tile_strings(value, skip)]
    if isinstance(data, list):
        return [name for value in data for name in tile_strings(value, skip)]
    return [data] if isinstance(data, str) and data in TILE_NAMES else []


def public_tiles(state: RiichiState) -> int:
    """How many tile names a spectator may see mid-hand: rivers, melds, dora indicators and the
    tile of an open claim window."""
    rivers = sum(len(river) for river in state.rivers)
    melds = sum(len(meld.tiles) + (meld.called is not None) for melds in state.melds for meld in melds)
    return rivers + melds + state.indicators + (state.window is not None)


def check_views(state: RiichiState) -> None:
    for seat in SEATS:
        view = GAME.view(state, seat)
        own = [] if seat is None else hand(state, seat)
        shown = [*view["hand"], *([view["drawn"]] if view["drawn"] else [])]
        assert sorted(shown) == sorted(own)
        # Nothing else: no other hand, no live wall, no ura indicator or replacement tile.
        assert len(tile_strings(view)) == public_tiles(state) + len(own), seat
        assert view["live"] == len(state.live) and len(view["dora"]) == state.indicators
        assert view["hand_counts"] == [len(tiles) for tiles in state.hands]


def test_no_view_holds_another_hand_or_the_wall_RIICHI_R35():
    state = start([["E"], TANYAO, ["E", "E"], TANYAO_2], ["9m", "S", "W"], avoid=["E"])
    check_views(state)
    discard(state, "E", claims=False)  # seat 0
    assert GAME.to_act(state) == {2}
    check_views(state)
    act(state, 2, {"type": "pon", "tiles": ["E", "E"]})
    check_views(state)
    discard(state, hand(state, 2)[0])
    check_views(state)
    tsumogiri(state)
    check_views(state)


def test_a_claim_window_tells_a_seat_only_its_own_question_RIICHI_R35_RIICHI_R29():
    # Seat 0 discards 3p: seats 1 and 3 may win on it (seat 1 may also chi), seat 2 may not.
    pins = [*(f"{rank}p" for rank in range(1, 10)), "5pr"]
    state = start([["3p"], TANYAO, [], TANYAO_2], ["9m"], avoid=pins)
    act(state, 0, {"type": "discard", "tile": "3p"})
    assert GAME.to_act(state) == {1, 3}
    views = {seat: GAME.view(state, seat) for seat in SEATS}
    assert views[1]["to_act"] == [1] and views[3]["to_act"] == [3]
    assert views[0]["to_act"] == views[2]["to_act"] == views[None]["to_act"] == []
    assert views[0]["legal"] == views[2]["legal"] == views[None]["legal"] == []
    assert all(view["window"] == {"seat": 0, "tile": "3p", "kind": "discard"} for view in views.values())
    check_views(state)
    # Seat 3 passes: nobody else's view changes, so nobody learns that it answered.
    act(state, 3, PASS)
    assert {seat: GAME.view(state, seat) for seat in (None, 0, 1, 2)} == {seat: views[seat] for seat in (None, 0, 1, 2)}
    assert GAME.view(state, 3)["to_act"] == [] and GAME.view(state, 3)["legal"] == []


def test_a_person_who_lets_the_window_go_passes_RIICHI_R35():
    pins = [*(f"{rank}p" for rank in range(1, 10)), "5pr"]
    state = start([["3p"], [], TANYAO, []], ["9m"], avoid=pins)
    assert GAME.timed_default(state, 0) is None  # one's own turn is never played for one
    act(state, 0, {"type": "discard", "tile": "3p"})
    assert GAME.timed_default(state, 2).to_json() == PASS and GAME.timed_default(state, 1) is None


def test_events_show_a_drawn_tile_and_a_dealt_hand_only_to_their_seat_RIICHI_R35():
    state = start([[], [], [], []], ["9m", "E"])
    events = discard(state)
    private = [event for event in events if event.kind in ("drawn", "haipai")]
    assert private and all(event.to == 1 for event in private)
    assert all("tile" not in event.data for event in events if event.kind == "draw")


def test_a_sampled_world_does_not_hold_the_next_hands_walls_RIICHI_R35():
    # Two matches alike but for the walls of their second hands: a seat cannot tell them apart,
    # so their samples are equal, and a sampled world never deals the real next hand.
    first = wall([["3p"], [], TANYAO, []], ["9m"])
    seconds = [wall([[], [], [], []], seed=seed) for seed in (1, 2)]
    states = [GAME.start(4, None, 5, setup={"walls": [first, second]}) for second in seconds]
    worlds = [GAME.sample(state, 0, random.Random(3)) for state in states]
    assert worlds[0] == worlds[1]
    assert GAME.view(worlds[0], 0) == GAME.view(states[0], 0)


def test_a_sampled_world_deals_a_riichi_a_ready_hand_RIICHI_R15():
    # Seat 0 declares riichi on 9p (RIICHI-R15: it was ready, and its hand stays as it was):
    # in every world seat 1 samples, seat 0's hand is ready again, on a wait it did not discard
    # and did not let pass after its declaration (seat 1's 5m a turn later: RIICHI-R18, furiten).
    hand_0 = ["1m", "1m", "1m", "2s", "3s", "4s", "7s", "8s", "9s", "P", "P", "P", "3p"]
    state = start([hand_0, [], [], []], ["9p", None, None, None, "1p", "5m"])
    discard(state, "3p", riichi=True)
    for _ in range(5):  # seats 1, 2, 3, seat 0 its 1p, seat 1 the 5m it drew
        discard(state)
    assert state.riichi[0] and state.rivers[1][1].tile // 4 == 4 and state.turn == 2
    rng = random.Random(4)
    for _ in range(50):
        world = GAME.sample(state, 1, rng)
        counts = [0] * 34
        for tile in world.hands[0]:
            counts[tile // 4] += 1
        assert len(world.hands[0]) == 13 and shanten_of(tuple(counts), 4) == 0
        waits = {
            kind for kind in range(34) if counts[kind] < 4 and shanten_of(tuple(c + (k == kind) for k, c in enumerate(counts)), 4) == -1
        }
        assert not waits & ({entry.tile // 4 for entry in state.rivers[0]} | {4})
        assert GAME.view(world, 1) == GAME.view(state, 1)
