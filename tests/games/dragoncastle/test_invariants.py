"""What the conformance suite cannot ask of Dragon Castle by itself: the engine against a reference model.

The suite plays random games and checks the contract and the invariants of
asobiba/games/dragoncastle/conformance.py. Here, over the positions of seeded random
games, the views are read back into a slow model written from the rules alone: which
castle tiles are Available and may be taken first (DC-R5, DC-R6), which second tiles a
pair may take (DC-R7), which realm cells take a tile (DC-R8), and that no set is left
unconsolidated once a turn's check ran (DC-R9); and, with the Spirits of Faith, the Deep
and Deception, that a Spirit is paid only when its power changes the turn (§5.15).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from asobiba.games.dragoncastle import GAME

TABLES = [(1, {}), (2, {"spirit_cards": 0}), (3, {"spirit_cards": 3, "realm_size": 5}), (4, {"realm_max_height": "3", "spirit_cards": 0})]


def heights(view: dict[str, Any]) -> dict[tuple[int, int], int]:
    return {(r, c): len(stack) for r, row in enumerate(view["castle"]["grid"]) for c, stack in enumerate(row) if stack is not None}


def reference_available(view: dict[str, Any]) -> list[list[int]]:
    """DC-R6: a west or east neighbour with no tile on the same floor (lower, empty, or no space)."""
    high = heights(view)
    return [[r, c] for (r, c), h in sorted(high.items()) if h and (high.get((r, c - 1), 0) < h or high.get((r, c + 1), 0) < h)]


def reference_groups(cells: list[list[dict[str, Any]]], key) -> list[int]:
    """Sizes of the orthogonal groups of face-up top tiles with one ``key``."""
    size = len(cells)
    seen, sizes = set(), []
    for start in ((r, c) for r in range(size) for c in range(size)):
        if start in seen or not cells[start[0]][start[1]]["face_up"]:
            continue
        value = key(cells[start[0]][start[1]]["tiles"][-1])
        group, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < size and 0 <= nc < size and (nr, nc) not in group:
                    other = cells[nr][nc]
                    if other["face_up"] and key(other["tiles"][-1]) == value:
                        group.add((nr, nc))
                        todo.append((nr, nc))
        seen |= group
        sizes.append(len(group))
    return sizes


def check_position(state, seat: int) -> None:
    view = GAME.view(state, seat)
    symbols = view["symbols"]
    assert view["castle"]["available"] == reference_available(view)
    legal = view["legal"]
    phase = view["phase"]
    if phase == "act" and view["spirit_used"] is None:
        top = max(heights(view).values())
        expected = [at for at in reference_available(view) if heights(view)[tuple(at)] == top]
        assert [move["at"] for move in legal if move["type"] == "take"] == expected
    if phase == "choose" and view["spirit_used"] is None:
        first = symbols[view["hand"][0] // 4]["symbol"]
        limit = 3 if view["options"]["realm_max_height"] == "3" else 99
        room = sum(
            1 for row in view["realms"][seat] for cell in row if not cell["face_up"] and not cell["shrine"] and len(cell["tiles"]) < limit
        )
        grid = view["castle"]["grid"]
        twins = [at for at in reference_available(view) if symbols[grid[at[0]][at[1]][-1] // 4]["symbol"] == first]
        assert [move["at"] for move in legal if move["type"] == "pair"] == (twins if room >= 2 else [])
    if phase == "place":
        limit = 3 if view["options"]["realm_max_height"] == "3" else 99
        cells = view["realms"][seat]
        expected = [
            [r, c]
            for r, row in enumerate(cells)
            for c, cell in enumerate(row)
            if not cell["face_up"] and not cell["shrine"] and len(cell["tiles"]) < limit
        ]
        assert [move["cell"] for move in legal] == expected
    if phase in ("act", "choose", "after", "over"):
        for realm in view["realms"]:
            assert max(reference_groups(realm, lambda tile: symbols[tile // 4]["type"]), default=0) < 4


def play_and_check(players: int, options: dict[str, Any], seeds: range) -> None:
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.start(players, options, seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            check_position(state, seat)
            GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        check_position(state, 0)


@pytest.mark.rule("DC-R5")
@pytest.mark.rule("DC-R6")
@pytest.mark.rule("DC-R7")
@pytest.mark.rule("DC-R8")
@pytest.mark.rule("DC-R9")
@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_positions_agree_with_the_reference_model(players, options):
    play_and_check(players, options, range(3))


@pytest.mark.slow
@pytest.mark.parametrize(("players", "options"), TABLES)
def test_random_positions_agree_with_the_reference_model_over_many_seeds(players, options):
    play_and_check(players, options, range(100, 400))


# -- Spirits paid only when they change the turn (§5.15) ---------------------------------------

SPIRIT_TABLES = [(2, "faith"), (3, "faith"), (3, "deep"), (4, "deception")]


def changed_pairs(view: dict[str, Any]) -> list[list[int]]:
    """Second tiles in ``legal`` that the normal rule would not allow: another symbol, or not Available (DC-R6, DC-R7)."""
    symbols, grid = view["symbols"], view["castle"]["grid"]
    first = symbols[view["hand"][0] // 4]["symbol"]
    available = reference_available(view)
    pairs = [move["at"] for move in view["legal"] if move["type"] == "pair"]
    return [at for at in pairs if symbols[grid[at[0]][at[1]][-1] // 4]["symbol"] != first or at not in available]


def faith_build_is_past_a_full_set(view: dict[str, Any], square: list[int]) -> bool:
    """The set holding ``square`` already has all the Shrines its limit allows."""
    (entry,) = [entry for entry in view["consolidated"] if square in entry["cells"]]
    return entry["built"] == entry["limit"]


@pytest.mark.rule("DC-R11")
@pytest.mark.rule("DC-D2")
@pytest.mark.parametrize(("players", "card"), SPIRIT_TABLES)
def test_random_turns_pay_faith_deep_and_deception_only_when_they_change_the_turn_dc_r11_dc_d2(players, card):
    """§5.15 over random games (six Shrines each, so Faith is often possible): a Deep or Deception turn always has a
    second tile only the power allows; a turn that paid Faith ends with one set one Shrine past its limit, and
    that Shrine is the one built on a set already at its limit."""
    paid = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.start(players, {}, seed, {"spirits": [card], "pools": [6] * players})
        faith_turn = past_limit = False
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            if view["phase"] == "choose" and view["spirit_used"] in ("deep", "deception"):
                assert changed_pairs(view)
            move = rng.choice(GAME.legal_moves(state, seat))
            for event in GAME.play(state, seat, move):
                if event.kind == "spirit":
                    faith_turn, paid = event.data["card"] == "faith", paid + 1
                elif event.kind == "built" and event.data["faith"]:
                    assert faith_turn and not past_limit and faith_build_is_past_a_full_set(view, event.data["cell"])
                    past_limit = True
                elif event.kind == "turn_ended":
                    assert faith_turn == past_limit
                    faith_turn = past_limit = False
    assert paid >= 3
