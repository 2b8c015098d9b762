"""Solo mode against the Dragon of Ingenuity (rules/dragoncastle.md DC-R17, DC-R18, DC-R19, §5.14)."""

from __future__ import annotations

import pytest

from asobiba.core.errors import OptionError
from asobiba.games.dragoncastle import GAME
from asobiba.games.dragoncastle.data import solo_rank

from .helpers import DISCARD, SUMMON, kinds, play, start, take, tile


@pytest.mark.rule("DC-R17")
def test_dc_r17_solo_plays_the_three_player_castle_and_countdown_with_one_shrine_and_no_cards():
    state = GAME.start(1, None, 9)
    view = GAME.view(state, 0)
    assert view["castle"]["layout"] == "three-players" and view["countdown"]["singles_left"] == 3
    assert (view["spirits"], view["dragons"], view["pools"]) == ([], [], [1])
    with_cards = GAME.start(1, {"solo_with_cards": "on"}, 9)
    assert len(with_cards.spirits) == 1 and len(with_cards.dragons) == 1
    with pytest.raises(OptionError):
        GAME.start(1, {"spirit_cards": 2}, 9)


@pytest.mark.rule("DC-R17")
@pytest.mark.rule("DC-R19")
def test_dc_r17_r19_solo_with_cards_takes_15_off_before_the_rank():
    for cards, total, rank in (("off", 50, "grand_master"), ("on", 35, "student")):
        state = start(1, castle={}, vp=[46], options={"solo_with_cards": cards})
        play(state, SUMMON, SUMMON)
        view = GAME.view(state, 0)
        assert view["final"][0]["total"] == total and view["rank_title"] == rank == view["final"][0]["rank_title"]


@pytest.mark.rule("DC-R18")
def test_dc_r18_ingenuity_takes_the_type_the_player_took_then_its_identical_twin():
    """Merchants first (the player's type), though a Dragon and a Season lie further north; then the
    identical M4 from the ground floor."""
    castle = {
        (0, 0): ["S1", "dragon-1"],
        (1, 0): ["S2", "season-1"],
        (2, 0): ["S3", "M4"],
        (3, 0): ["S4", "M2"],
        (5, 0): ["M4"],
    }
    state = start(1, castle=castle)
    events = play(state, take(3, 0), DISCARD)
    (took,) = [event for event in events if event.kind == "ingenuity_took"]
    assert took.data == {"at": [[2, 0], [5, 0]], "tiles": [tile("M4", 0), tile("M4", 1)]}
    assert GAME.view(state, 0)["ingenuity"] == {"tiles": [tile("M4", 0), tile("M4", 1)], "countdown": 0}
    events = play(state, take(1, 0), DISCARD)  # a Season: none left on the top floor, so a Dragon
    (took,) = [event for event in events if event.kind == "ingenuity_took"]
    assert took.data["at"] == [[0, 0]]


@pytest.mark.rule("DC-R18")
def test_dc_r18_then_specials_then_factions_northernmost_then_westernmost():
    castle = {(0, 3): ["M1", "S5"], (1, 2): ["M2", "season-3"], (1, 0): ["M3", "wind-4"], (2, 1): ["F1", "F5"]}
    state = start(1, castle=castle)
    events = play(state, take(0, 3), DISCARD)  # a Soldier: none left; no Dragon; Specials on row 1
    assert [event.data["at"] for event in events if event.kind == "ingenuity_took"] == [[[1, 0]]]
    events = play(state, take(1, 2), DISCARD)  # a Season: none left, no Dragon, no Special: a Faction
    assert [event.data["at"] for event in events if event.kind == "ingenuity_took"] == [[[2, 1]]]


@pytest.mark.rule("DC-R18")
def test_dc_r18_ingenuity_summons_once_legal_and_its_summons_count_for_the_end():
    """DC-R14, §5.11 solo: the round ends after the Dragon of Ingenuity's turn."""
    state = start(1, castle={(0, 0): ["M1", "M2"], (0, 4): ["S1"]})
    events = play(state, take(0, 0), DISCARD)  # only the ground floor is left
    assert kinds(events)[-3:] == ["turn_ended", "summoned", "turn"]
    assert events[-2].data == {"seat": "ingenuity", "token": "single", "last_round": False}
    events = play(state, SUMMON)  # the player: the second single; Ingenuity: the third, the "!", and its turn ends the round
    assert kinds(events)[-1] == "game_over" and state.countdown == [1] and state.ingenuity_tokens == 2
    assert GAME.outcome(state).ranks == (1,)
    state = start(1, castle={})
    play(state, SUMMON)  # the player, then Ingenuity
    events = play(state, SUMMON)  # the player takes the last single: Ingenuity still plays (from the stack)
    assert [event.data["token"] for event in events if event.kind == "summoned"] == ["single", "stack"]
    assert kinds(events)[-1] == "game_over" and state.countdown == [2] and state.ingenuity_tokens == 2


@pytest.mark.rule("DC-R19")
@pytest.mark.parametrize(
    ("score", "rank"),
    [
        (-3, "student"),
        (39, "student"),
        (40, "devotee"),
        (45, "devotee"),
        (46, "master"),
        (49, "master"),
        (50, "grand_master"),
        (52, "grand_master"),
        (53, "dragon"),
        (54, "dragon"),
        (55, "silver_dragon"),
        (56, "silver_dragon"),
        (57, "gold_dragon"),
        (58, "gold_dragon"),
        (59, "jade_dragon"),
        (60, "diamond_dragon"),
        (90, "diamond_dragon"),
    ],
)
def test_dc_r19_solo_ranks(score, rank):
    assert solo_rank(score)[0] == rank
