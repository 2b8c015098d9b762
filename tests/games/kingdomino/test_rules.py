"""Rules of rules/kingdomino.md played through the contract, each test citing its rule IDs.

Scenarios fix the draw order and the first king order with ``setup``. Kingdoms a rule
needs are built with ``put`` (real dominoes, each legal when put) or ``paint`` (the
squares of a worked example) before the acting seat plays through the contract.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from asobiba.core.errors import IllegalMove, InvalidMove, OptionError, SetupError
from asobiba.games.kingdomino import GAME, kingdom
from asobiba.games.kingdomino.data import DOMINOES, LAYOUTS, NUMBERS, TERRAINS
from asobiba.games.kingdomino.moves import DISCARD as DISCARD_MOVE
from asobiba.games.kingdomino.moves import Place
from asobiba.games.kingdomino.state import Phase

from .helpers import DISCARD, cells_of, legal_json, paint, pick, place, placing, play, put, reference_placements, reference_score, start


def play_randomly(state, seed: int = 0) -> list:
    rng = random.Random(seed)
    events = []
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        events += GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    return events


def kinds(events) -> list[str]:
    return [event.kind for event in events]


# -- data ------------------------------------------------------------------------------


def test_domino_table_matches_the_deck_statistics_of_section_1_2():
    squares = Counter()
    crowns = Counter()
    by_crowns = Counter()
    for number in NUMBERS:
        first, first_crowns, second, second_crowns = DOMINOES[number]
        for terrain, count in ((first, first_crowns), (second, second_crowns)):
            squares[TERRAINS[terrain]] += 1
            crowns[TERRAINS[terrain]] += count
            by_crowns[TERRAINS[terrain], count] += 1
    assert squares == {"wheat": 26, "forest": 22, "lake": 18, "grassland": 14, "swamp": 10, "mine": 6}
    assert crowns == {"wheat": 5, "forest": 6, "lake": 6, "grassland": 6, "swamp": 6, "mine": 10}
    assert [by_crowns["mine", count] for count in range(4)] == [1, 1, 3, 1]
    assert [by_crowns["grassland", count] for count in range(4)] == [10, 2, 2, 0]
    crowned = [DOMINOES[number][1] + DOMINOES[number][3] for number in NUMBERS]
    assert crowned == [0] * 18 + [1] * 22 + [2] * 7 + [3]


@pytest.mark.rule("KD-R12")
def test_kd_r12_the_full_domino_list_is_in_every_view():
    state = start(3)
    for seat in (None, 0, 1, 2):
        dominoes = GAME.view(state, seat)["dominoes"]
        assert [entry["number"] for entry in dominoes] == list(NUMBERS)
        assert dominoes[47]["squares"] == [{"terrain": "wheat", "crowns": 0}, {"terrain": "mine", "crowns": 3}]
        assert dominoes[22]["squares"] == [{"terrain": "wheat", "crowns": 1}, {"terrain": "mine", "crowns": 0}]


# -- setup and lines -------------------------------------------------------------------


@pytest.mark.rule("KD-R1", "KD-R16", "KD-K5")
@pytest.mark.parametrize(("players", "mighty_duel", "used"), [(2, "off", 24), (3, "off", 36), (4, "off", 48), (2, "on", 48)])
def test_kd_r1_kd_k5_dominoes_in_play_by_player_count(players, mighty_duel, used):
    """KD-R1: 24 / 12 / 0 removed unseen; KD-K5: lines and dominoes per player add up."""
    options = {"mighty_duel": mighty_duel} if players == 2 else None
    state = start(players, options, seed=11)
    layout = LAYOUTS[players, mighty_duel == "on"]
    assert sorted(state.deck) == list(NUMBERS) and layout.used == used
    view = GAME.view(state, None)
    assert view["draw_pile"] == used - layout.line_size
    assert all(kingdom_view["cells"] == [{"x": 0, "y": 0, "terrain": "castle", "crowns": 0}] for kingdom_view in view["kingdoms"])
    events = play_randomly(state, seed=11)
    assert 1 + kinds(events).count("line_revealed") == used // layout.line_size  # 6 lines at 2 players, else 12
    (result,) = state.results
    per_seat = used // players  # 12, or 24 in Mighty Duel
    for seat in range(players):
        assert len(result["placed"][seat]) + len(result["discarded"][seat]) == per_seat
        assert len(cells_of(state, seat)) == 1 + 2 * len(result["placed"][seat]) <= layout.size**2


@pytest.mark.rule("KD-R2")
def test_kd_r2_a_line_is_sorted_by_number_with_one_domino_per_king():
    state = start(4, order=[40, 3, 17, 9, 48, 1, 30, 22], kings=[0, 1, 2, 3])
    assert [entry["domino"] for entry in GAME.view(state, 0)["next_line"]] == [3, 9, 17, 40]
    events = play(state, pick(40), pick(3), pick(9), pick(17))
    (revealed,) = [event for event in events if event.kind == "line_revealed"]
    assert revealed.data == {"dominoes": [1, 22, 30, 48], "draw_pile": 40}
    assert len(start(3, seed=5).next_line) == 3


@pytest.mark.rule("KD-R3")
def test_kd_r3_kings_claim_the_first_line_in_the_drawn_order():
    state = start(4, order=[1, 2, 3, 4], kings=[2, 0, 3, 1])
    acted = []
    for number in (4, 1, 3, 2):
        acted.append(*GAME.to_act(state))
        play(state, pick(number))
    assert acted == [2, 0, 3, 1]
    assert state.line_owner == [0, 1, 3, 2]  # one king per domino


@pytest.mark.rule("KD-R3")
def test_kd_r3_king_order_is_seeded_random_two_kings_each_at_two_players():
    orders = {tuple(GAME.start(4, None, seed).first_order) for seed in range(40)}
    assert len(orders) > 10 and all(sorted(order) == [0, 1, 2, 3] for order in orders)
    assert GAME.start(4, None, 8).first_order == GAME.start(4, None, 8).first_order
    assert all(sorted(GAME.start(2, None, seed).first_order) == [0, 0, 1, 1] for seed in range(20))


@pytest.mark.rule("KD-R3")
def test_kd_r3_bga_abba_option_picks_a_b_b_a_at_two_players_only():
    firsts = set()
    for seed in range(20):
        order = GAME.start(2, {"first_pick_order": "bga_abba"}, seed).first_order
        assert order == [order[0], 1 - order[0], 1 - order[0], order[0]]
        firsts.add(order[0])
    assert firsts == {0, 1}
    with pytest.raises(OptionError, match="2 players"):
        GAME.start(3, {"first_pick_order": "bga_abba"}, 0)


# -- turns -------------------------------------------------------------------------------


@pytest.mark.rule("KD-R4")
def test_kd_r4_kings_act_in_domino_order_placing_then_picking():
    state = start(4, order=[1, 2, 3, 4, 5, 6, 7, 8], kings=[0, 1, 2, 3])
    play(state, pick(4), pick(3), pick(2), pick(1))
    assert state.line == [1, 2, 3, 4] and state.line_owner == [3, 2, 1, 0]
    order = []
    for number, (x, y, d) in zip((8, 5, 7, 6), ((1, 0, "E"), (0, 1, "S"), (-2, 0, "E"), (0, -2, "S")), strict=True):
        (seat,) = GAME.to_act(state)
        assert state.phase == Phase.PLACE and state.pending == state.line[len(order)]
        placed = play(state, place(x, y, d))
        assert kinds(placed) == ["placed"] and placed[0].data["seat"] == seat
        assert state.phase == Phase.PICK and GAME.to_act(state) == {seat}
        play(state, pick(number))
        order.append(seat)
    assert order == [3, 2, 1, 0]
    assert state.line == [5, 6, 7, 8] and state.line_owner == [2, 0, 1, 3]  # the picks set the next order
    assert GAME.to_act(state) == {2}


@pytest.mark.rule("KD-R4")
def test_kd_r4_picks_and_placements_out_of_place_are_refused():
    state = start(4, order=[1, 2, 3, 4, 5, 6, 7, 8], kings=[0, 1, 2, 3])
    play(state, pick(4))
    with pytest.raises(IllegalMove, match="already on domino 4"):
        play(state, pick(4))
    with pytest.raises(IllegalMove, match="not in the next line"):
        play(state, pick(40))
    with pytest.raises(IllegalMove, match="now pick"):
        play(state, place(1, 0, "E"))
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        GAME.play(state, 0, GAME.parse_move(pick(3)))
    play(state, pick(3), pick(2), pick(1))
    with pytest.raises(IllegalMove, match="first place domino 1"):
        play(state, pick(5))
    play(state, place(1, 0, "E"))
    with pytest.raises(IllegalMove, match="now pick"):
        play(state, DISCARD)


@pytest.mark.rule("KD-R4", "KD-R9")
def test_kd_r9_nobody_picks_on_the_last_line():
    state = start(2, seed=3)
    events = []
    rng = random.Random(3)
    while GAME.outcome(state) is None:
        if not state.next_line and state.phase != Phase.FIRST_PICK:
            assert state.phase == Phase.PLACE and state.drawn == 24
        (seat,) = GAME.to_act(state)
        events += GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    assert kinds(events).count("line_revealed") == 5  # 6 lines, the first revealed by start
    assert kinds(events).count("picked") == 4 + 20 and kinds(events).count("placed") + kinds(events).count("discarded") == 24
    assert GAME.to_act(state) == frozenset() and GAME.legal_moves(state, 0) == []
    with pytest.raises(IllegalMove, match="over"):
        GAME.play(state, 0, DISCARD_MOVE)


# -- placement ---------------------------------------------------------------------------


@pytest.mark.rule("KD-R5")
def test_kd_r5_first_domino_must_touch_the_castle_orthogonally():
    state = placing(13)  # wheat | forest
    with pytest.raises(IllegalMove, match="castle or a matching terrain"):
        play(state, place(2, 0, "E"))
    with pytest.raises(IllegalMove, match="castle or a matching terrain"):
        play(state, place(1, 1, "E"))  # diagonal to the castle only
    play(state, place(1, 0, "E"))
    assert cells_of(state, 0) == {(0, 0): (-1, 0), (1, 0): (0, 0), (2, 0): (1, 0)}


@pytest.mark.rule("KD-R5")
def test_kd_r5_later_dominoes_touch_the_castle_or_the_same_terrain():
    state = placing(16)  # wheat | swamp
    put(state, 0, (13, 1, 0, "E"))  # wheat (1, 0), forest (2, 0)
    for x, y, d in ((3, 0, "E"), (2, 1, "E"), (3, 1, "N"), (1, 2, "N")):
        with pytest.raises(IllegalMove, match="castle or a matching terrain"):
            play(state, place(x, y, d))
    assert {"type": "place", "x": 1, "y": 1, "dir": "E"} in legal_json(state)  # wheat beside wheat
    assert {"type": "place", "x": 0, "y": 1, "dir": "S"} in legal_json(state)  # wheat beside the castle
    play(state, place(1, 1, "E"))


@pytest.mark.rule("KD-R5", "KD-R7")
def test_kd_r5_symmetric_dominoes_list_each_placement_once():
    """Both squares alike: (x, y, W) is (x − 1, y, E); only E and S are moves, and play says so."""
    state = placing(3)  # forest | forest
    legal = GAME.legal_moves(state, 0)
    assert {move.dir for move in legal} == {"E", "S"}
    assert {(m.x, m.y, m.dir) for m in legal} == reference_placements(cells_of(state, 0), 3, 5)
    assert len(legal) == 12  # each side of the castle covered 3 ways
    with pytest.raises(IllegalMove, match='"x": 1, "y": 0, "dir": "E"'):
        play(state, place(2, 0, "W"))
    asymmetric = placing(13)
    assert len(GAME.legal_moves(asymmetric, 0)) == 24 and {m.dir for m in GAME.legal_moves(asymmetric, 0)} == {"E", "S", "W", "N"}


@pytest.mark.rule("KD-R6")
def test_kd_r6_kingdom_fits_five_by_five_with_the_castle_anywhere():
    state = placing(3)
    put(state, 0, (4, 1, 0, "E"), (5, 3, 0, "E"))  # forest from x = 1 to 4: the castle on the west edge
    for x, y, d in ((-2, 0, "E"), (-1, 0, "W"), (4, 1, "E"), (-1, -1, "S")):
        with pytest.raises(IllegalMove, match="outside your 5×5 kingdom"):
            play(state, place(x, y, d))
    assert all(0 <= move["x"] <= 4 and 0 <= move["x"] + (move["dir"] == "E") <= 4 for move in legal_json(state))
    play(state, place(4, 1, "S"))
    assert state.bbox[:4] == [0, 4, 0, 2]


@pytest.mark.rule("KD-R6", "KD-R16")
def test_kd_r16_mighty_duel_kingdoms_fit_seven_by_seven():
    standard = placing(3, players=2)
    duel = placing(3, players=2, options={"mighty_duel": "on"})
    for state in (standard, duel):
        put(state, 0, (4, 1, 0, "E"), (5, 3, 0, "E"))
    with pytest.raises(IllegalMove, match="5×5"):
        play(standard, place(5, 0, "E"))
    play(duel, place(5, 0, "E"))
    assert duel.bbox[:2] == [0, 6]
    assert GAME.view(duel, 0)["size"] == 7 and GAME.view(standard, 0)["size"] == 5


@pytest.mark.rule("KD-R7")
def test_kd_r7_dominoes_never_overlap():
    state = placing(3)
    put(state, 0, (4, 1, 0, "E"))
    with pytest.raises(IllegalMove, match=r"\(2, 0\) of your kingdom is already taken"):
        play(state, place(2, 0, "S"))
    with pytest.raises(IllegalMove, match=r"\(0, 0\) of your kingdom is already taken"):
        play(state, place(0, 0, "S"))


@pytest.mark.rule("KD-R8")
def test_kd_r8_a_domino_that_fits_nowhere_is_discarded_and_scores_nothing():
    state = placing(12)  # swamp | swamp
    paint(state, 0, [". L1 .", "L0 C L0", ". L0 ."], -1, -1)
    score = state.scores[0]
    assert legal_json(state) == [DISCARD]
    with pytest.raises(IllegalMove, match="castle or a matching terrain"):
        play(state, place(2, 0, "E"))
    events = play(state, DISCARD)
    assert kinds(events) == ["discarded"] and events[0].data == {"seat": 0, "domino": 12}
    assert state.discarded[0] == [12] and state.scores[0] == score and state.phase == Phase.PICK
    assert GAME.view(state, None)["kingdoms"][0]["discarded"] == [12]


@pytest.mark.rule("KD-R8")
def test_kd_r8_a_domino_that_fits_may_not_be_discarded():
    state = placing(3)
    before = GAME.clone(state)
    with pytest.raises(IllegalMove, match="you can still place domino 3, so you may not discard it") as error:
        play(state, DISCARD)
    assert error.value.reason.ja and state == before


# -- scoring -----------------------------------------------------------------------------


@pytest.mark.rule("KD-R10", "KD-K2")
def test_kd_k2_one_lake_property_scores_eighteen():
    state = start(2)
    paint(state, 0, ["L1 L0 L0", "L1 L1 L0"], 1, 0)
    assert state.scores[0] == 18 == reference_score(cells_of_painted(state, 0))


@pytest.mark.rule("KD-R10", "KD-K3")
def test_kd_k3_mines_are_lucrative():
    state = start(2)
    paint(state, 0, ["M2 M3", "S0 W0"], 1, 0)
    assert state.scores[0] == 10
    assert [kingdom.terrain_score(state, 0, terrain) for terrain in range(6)] == [0, 0, 0, 0, 0, 10]


@pytest.mark.rule("KD-R10")
def test_kd_r10_groups_score_separately_and_the_castle_joins_nothing():
    state = start(2)
    paint(state, 0, ["W1 C W1", ". . .", "W1 W0 ."], -1, 0)  # wheat east and west of the castle stay apart
    assert state.scores[0] == 1 + 1 + 2 * 1
    parts = kingdom.score_parts(state, 0)
    assert parts["largest_property"] == 2 and parts["crowns"] == 3
    paint(state, 0, ["W0"], -1, 1)  # joins the west square to the bottom pair: 4 squares, 2 crowns
    assert state.scores[0] == 1 + 4 * 2


@pytest.mark.rule("KD-R11")
def test_kd_r11_ties_go_to_the_largest_property_then_crowns_then_are_shared():
    assert kingdom.ranks([(30, 5, 3), (30, 6, 1), (30, 6, 2), (12, 9, 9)]) == (3, 2, 1, 4)
    assert kingdom.ranks([(30, 6, 2), (30, 6, 2), (29, 9, 9)]) == (1, 1, 3)
    state = start(3)
    state.phase = Phase.OVER
    state.totals = [40, 40, 40]
    state.results = [
        {"parts": [{"largest_property": 7, "crowns": 4}, {"largest_property": 8, "crowns": 1}, {"largest_property": 7, "crowns": 5}]}
    ]
    assert GAME.outcome(state).ranks == (3, 1, 2) and GAME.outcome(state).winners == (1,)


@pytest.mark.rule("KD-R11")
def test_kd_r11_game_result_ranks_use_the_tie_breaks():
    for seed in range(40):
        state = start(4, seed=seed)
        play_randomly(state, seed)
        (result,) = state.results
        keys = [(part["total"], part["largest_property"], part["crowns"]) for part in result["parts"]]
        assert tuple(result["ranks"]) == kingdom.ranks(keys) == GAME.outcome(state).ranks


# -- optional rules ----------------------------------------------------------------------


@pytest.mark.rule("KD-R13")
def test_kd_r13_dynasty_plays_three_games_and_adds_them_up():
    state = start(3, {"dynasty": "on"}, seed=4)
    assert GAME.view(state, None)["games"] == 3 and GAME.view(state, None)["game_number"] == 1
    decks = [state.deck]
    rng = random.Random(4)
    events = []
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        step = GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        if "game_started" in kinds(step):
            assert all(len(cells_of(state, other)) == 1 for other in range(3))  # fresh kingdoms
            assert state.phase == Phase.FIRST_PICK
            decks.append(state.deck)
        events += step
    assert [event.data["game"] for event in events if event.kind == "game_started"] == [2, 3]
    assert [result["game"] for result in state.results] == [1, 2, 3] and decks[0] != decks[1] != decks[2]
    assert list(GAME.outcome(state).scores) == [sum(result["scores"][seat] for result in state.results) for seat in range(3)]
    assert kinds(events)[-1] == "match_over"


@pytest.mark.rule("KD-R14")
@pytest.mark.parametrize(
    ("rule", "row", "left", "bonus"),
    [
        ("centre_of_frame", "W0 W0 C W0 W0", -2, 10),
        ("centre_of_frame", "W0 C W0 W0", -1, 10),  # still fits the 5×5 frame centred on the castle
        ("centre_of_frame", "C W0 W0 W0 W0", 0, 0),
        ("centre_of_bounding_box", "W0 W0 C W0 W0", -2, 10),
        ("centre_of_bounding_box", "W0 C W0 W0", -1, 0),
    ],
)
def test_kd_r14_middle_kingdom_adds_ten_for_a_centred_castle(rule, row, left, bonus):
    state = start(2, {"middle_kingdom": "on", "middle_kingdom_rule": rule})
    paint(state, 0, [row], left, 0)
    assert kingdom.score_parts(state, 0)["middle_kingdom"] == bonus
    off = start(2)
    paint(off, 0, [row], left, 0)
    assert kingdom.score_parts(off, 0)["middle_kingdom"] == 0


FULL = ["G0 G0 G0 G0 G0", "G0 G0 G0 G0 G0", "G0 G0 C G0 G0", "G0 G0 G0 G0 G0", "G1 G0 G0 G0 G0"]


@pytest.mark.rule("KD-R15", "KD-K5")
def test_kd_r15_harmony_adds_five_for_a_complete_kingdom_without_discards():
    state = start(2, {"harmony": "on", "middle_kingdom": "on"})
    paint(state, 0, FULL, -2, -2)
    paint(state, 1, FULL[1:], -2, -1)
    assert kingdom.score_parts(state, 0) == {
        "properties": 24,
        "middle_kingdom": 10,
        "harmony": 5,
        "total": 39,
        "largest_property": 24,
        "crowns": 1,
    }
    assert kingdom.score_parts(state, 1)["harmony"] == 0  # incomplete
    state.discarded[0].append(12)  # KD-K5: a discard loses the bonus
    assert kingdom.score_parts(state, 0)["harmony"] == 0


@pytest.mark.rule("KD-R16")
def test_kd_r16_mighty_duel_is_for_two_players_with_all_48_dominoes():
    for players in (3, 4):
        with pytest.raises(OptionError, match="2 players only"):
            GAME.start(players, {"mighty_duel": "on"}, 0)
    state = start(2, {"mighty_duel": "on"}, seed=2)
    assert sorted(state.first_order) == [0, 0, 1, 1] and GAME.view(state, None)["draw_pile"] == 44
    events = play_randomly(state, seed=2)
    assert 1 + kinds(events).count("line_revealed") == 12
    assert [len(state.placed[seat]) + len(state.discarded[seat]) for seat in (0, 1)] == [24, 24]


# -- contract details --------------------------------------------------------------------


def test_view_shows_lines_kings_pending_and_legal_moves_to_the_actor_only():
    state = start(4, order=[1, 2, 3, 4, 5, 6, 7, 8], kings=[0, 1, 2, 3])
    play(state, pick(4), pick(3), pick(2), pick(1), place(1, 0, "E"))
    view = GAME.view(state, 3)
    assert view["phase"] == "pick" and view["to_act"] == [3] and view["pending"] is None
    assert view["line"][0] == {"domino": 1, "king": 3, "done": True}
    assert view["line"][1] == {"domino": 2, "king": 2, "done": False}
    assert view["next_line"] == [{"domino": number, "king": None} for number in (5, 6, 7, 8)]
    assert view["legal"] == [pick(number) for number in (5, 6, 7, 8)]
    assert GAME.view(state, 0)["legal"] == [] and GAME.view(state, None)["legal"] == []
    assert view["kingdoms"][3]["placed"] == [{"domino": 1, "x": 1, "y": 0, "dir": "E"}]
    assert view["kingdoms"][3]["bounds"] == {"min_x": 0, "max_x": 2, "min_y": 0, "max_y": 0}
    play(state, pick(5))
    assert GAME.view(state, None)["pending"] == 2 and GAME.view(state, None)["line"][0] == {"domino": 1, "king": None, "done": True}


def test_parse_move_round_trips_and_rejects_malformed_moves():
    for data in (pick(23), place(-4, 3, "N"), DISCARD, place(6, -6, "W")):
        move = GAME.parse_move(data)
        assert move.to_json() == data and GAME.parse_move(move.to_json()) is move
    assert GAME.parse_move(place(1, 0, "E")) == Place(1, 0, "E")
    bad = [
        [],
        {"type": "bid"},
        {"type": "pick", "domino": 49},
        {"type": "pick", "domino": True},
        {"type": "pick", "domino": "23"},
        {"type": "place", "x": 1, "y": 0, "dir": "up"},
        {"type": "place", "x": 7, "y": 0, "dir": "E"},
        {"type": "place", "x": 1.0, "y": 0, "dir": "E"},
        {"type": "place", "x": 1, "dir": "E"},
        {"type": "discard", "domino": 3},
    ]
    for data in bad:
        with pytest.raises(InvalidMove) as error:
            GAME.parse_move(data)
        assert error.value.reason.en and error.value.reason.ja


def test_setup_and_options_are_checked():
    for setup in (
        {"order": [1, 1]},
        {"order": [0]},
        {"order": list(range(1, 26))},
        {"kings": [0, 1]},
        {"kings": [0, 0, 0, 1]},
        {"deck": []},
        [],
    ):
        with pytest.raises(SetupError):
            GAME.start(2, None, 0, setup)
    with pytest.raises(OptionError):
        GAME.start(5, None, 0)
    with pytest.raises(OptionError):
        GAME.start(2, {"mighty_duel": "yes"}, 0)
    state = start(2, order=[48, 47, 46, 45, 44], kings=[1, 0, 0, 1])
    assert state.next_line == [45, 46, 47, 48] and state.deck[4] == 44 and GAME.to_act(state) == {1}


def test_every_event_is_public():
    state = start(4, seed=9)
    events = play_randomly(state, seed=9)
    assert all(event.to is None for event in events)
    assert {"picked", "placed", "line_revealed", "game_scored", "match_over"} <= set(kinds(events))


def cells_of_painted(state, seat):
    """The reference model's cells read back from the engine's masks (painted squares have no domino)."""
    grid = kingdom.GRIDS[state.size]
    cells = {}
    for index in range(grid.stride * grid.stride):
        if state.occupied[seat] >> index & 1 and (1 << index) != grid.castle:
            x, y = grid.xy(index)
            terrain = next(t for t in range(6) if state.land[6 * seat + t] >> index & 1)
            crowns = next((k + 1 for k in range(3) if state.crowns[3 * seat + k] >> index & 1), 0)
            cells[x, y] = (terrain, crowns)
    return cells
