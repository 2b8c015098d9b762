"""Targi bots: the heuristic and the rollout policy play legal moves under every option, ignore
what their seat cannot see and read only their own view; scenarios built with ``setup`` check
its sense (a card bought, a row of one symbol completed, the cheaper part of a raid paid); the
search runs on Targi with its hooks."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from asobiba.bots import RandomBot, make_bot
from asobiba.bots.heuristic import HeuristicBot
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.targi import GAME
from asobiba.games.targi.bots import CANDIDATES, candidates, heuristic_bot, match_stats, policy
from asobiba.games.targi.moves import Move, Place, Skip
from asobiba.games.targi.state import Phase, TargiState
from tests.bots.test_honesty import Spy
from tests.games.targi.helpers import g, play, start

NORMAL = heuristic_bot("normal")
TABLES = [
    None,
    {"tribe_effects": "data"},
    {"raid_shortfall": "to_opponent", "hand_card_blocks_display": "on"},
]


def moves_of(
    seed: int, options: dict[str, Any] | None = None, bots: tuple[Any, Any] = (NORMAL, NORMAL)
) -> Iterator[tuple[TargiState, int, Move]]:
    """(state before the move, seat, move) along a whole game."""
    state = GAME.start(2, options, seed)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        move = bots[seat].choose(GAME, state, seat, rng)
        yield state, seat, move
        GAME.play(state, seat, move)


def finished(seed: int, bots: tuple[Any, Any] = (NORMAL, NORMAL)) -> TargiState:
    """A whole game played by ``bots``, at its end."""
    state = GAME.start(2, None, seed)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        GAME.play(state, seat, bots[seat].choose(GAME, state, seat, rng))
    return state


def act(state: TargiState, seat: int) -> None:
    """The normal bot plays while ``seat`` is to act."""
    while GAME.outcome(state) is None and GAME.to_act(state) == {seat}:
        GAME.play(state, seat, NORMAL.choose(GAME, state, seat, random.Random(0)))


# -- legal over whole games ----------------------------------------------------------------------


@pytest.mark.parametrize("options", TABLES, ids=["default", "effects", "shortfall-blocks"])
def test_heuristic_and_policy_play_only_legal_moves_through_whole_games(options):
    kinds: Counter[str] = Counter()
    for level in ("normal", "easy"):
        bot = heuristic_bot(level)
        for seed in range(2):
            for state, seat, move in moves_of(seed, options, (bot, RandomBot())):
                legal = GAME.legal_moves(state, seat)
                assert move in legal
                if len(legal) > 1:
                    kinds[move.to_json()["type"]] += 1
    for seed in range(4):
        state = GAME.start(2, options, seed)
        rng = random.Random(seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            move = policy(GAME, state, seat, rng)
            assert move in GAME.legal_moves(state, seat)
            GAME.play(state, seat, move)
    assert {"place", "resolve", "skip", "buy", "raid", "return"} <= set(kinds), kinds


def test_normal_beats_random_and_buys_tribe_cards():
    wins = cards = 0
    for seed in range(6):
        bots = (NORMAL, RandomBot()) if seed % 2 == 0 else (RandomBot(), NORMAL)
        stats = match_stats(finished(seed, bots))
        wins += stats[seed % 2]["win"]
        cards += stats[seed % 2]["cards"]
    assert wins >= 5 and cards >= 6


# -- honesty -------------------------------------------------------------------------------------


def test_heuristic_and_policy_ignore_what_the_seat_cannot_see():
    changed = compared = 0
    for options in TABLES:
        for step, (state, seat, _) in enumerate(moves_of(3, options)):
            if step % 3 or len(GAME.legal_moves(state, seat)) < 2:
                continue
            world = GAME.sample(state, seat, random.Random(step))
            assert GAME.view(world, seat) == GAME.view(state, seat)
            changed += world.tribe_deck != state.tribe_deck or world.centre != state.centre or world.hand != state.hand
            assert NORMAL.choose(GAME, world, seat, random.Random(0)) == NORMAL.choose(GAME, state, seat, random.Random(0))
            assert policy(GAME, world, seat, random.Random(0)) == policy(GAME, state, seat, random.Random(0))
            compared += 1
    assert compared > 60 and changed > 30


def test_heuristic_reads_only_its_own_view_and_legal_moves():
    checked = 0
    for step, (state, seat, _) in enumerate(moves_of(4)):
        if step % 5 or len(GAME.legal_moves(state, seat)) < 2:
            continue
        spy = Spy(state, GAME)
        assert NORMAL.choose(spy, state, seat, random.Random(0)) in GAME.legal_moves(state, seat)  # type: ignore[arg-type]
        assert {name for name, _ in spy.calls} <= {"legal_moves", "view"}
        assert {who for _, who in spy.calls} == {seat}
        checked += 1
    assert checked > 20


# -- the heuristic's sense -----------------------------------------------------------------------


def placed(state: TargiState, cards: list[int]) -> None:
    """Place Targi on ``cards`` in turn (first player first)."""
    for card in cards:
        (seat,) = GAME.to_act(state)
        GAME.play(state, seat, Place(card))


def test_buys_an_affordable_tribe_card_where_its_lines_cross():
    """Seat 0 stands on 15 (row 1), 2 and 3 (columns 2, 3): markers on c12 (SIM-01: 2 salt, 2 pepper,
    1 date, 3 VP) and c13 (pepper). Its goods pay for SIM-01 once the border cards gave theirs."""
    state = start()
    placed(state, [15, 6, 2, 7, 3, 11])
    assert GAME.view(state, 0)["pending"][0] == [2, 3, 15, "c12", "c13"]
    act(state, 0)
    assert "SIM-01" in [card for row in state.display[0] for card in row]
    assert state.score[0] == 4 + 3


def test_completes_a_row_of_one_symbol():
    """Three Wells in row 0, a Targia in row 1: the Well bought on c12 goes to row 0 (+4, TARGI-R17)."""
    centre = ["salt", "SIM-36", "pepper", "SIM-10", "dates", "SIM-19", "gold", "SIM-28", "choice"]
    state = start(centre=centre, displays=[[["SIM-33", "SIM-34", "SIM-35"], ["SIM-01"]], []])
    placed(state, [15, 6, 2, 7, 3, 11])
    act(state, 0)
    assert state.display[0][0] == ["SIM-33", "SIM-34", "SIM-35", "SIM-36"]
    assert GAME.view(state, 0)["scores"][0] == 4 + 1 + 1 + 1 + 3 + 1 + 4  # tokens, four Wells, the Targia, the row


def skip_round(state: TargiState) -> None:
    """Place anywhere and skip every action, until the round's end has brought a raid."""
    while state.phase is not Phase.RAID:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_moves(state, seat)
        GAME.play(state, seat, next((move for move in legal if isinstance(move, Skip)), legal[0]))


def test_pays_a_raid_with_the_cheaper_part_and_the_goods_it_needs_least():
    """Raid 3 (3 goods or 2 VP): 3 goods cost less than 2 VP; the pepper goes, as the centre's Tribe
    cards ask at most 2 of each good."""
    state = start(robber=11, round=9, goods=[g(1, 1, 5), g(2, 2, 2)])
    skip_round(state)
    assert state.robber == 12
    events = []
    for seat in (1, 0):
        assert GAME.to_act(state) == {seat}
        act_events = []
        while GAME.to_act(state) == {seat} and state.phase is Phase.RAID:
            act_events += GAME.play(state, seat, NORMAL.choose(GAME, state, seat, random.Random(0)))
        events += act_events
    paid = {event.data["seat"]: event.data["pay"] for event in events if event.kind == "raid_paid"}
    assert paid == {0: "goods", 1: "goods"}
    assert state.goods[0] == [1, 1, 2] and state.vp == [4, 4]


def test_pays_the_last_raid_in_gold():
    """Raid 4 (1 gold or 3 VP) ends the game: the gold is worth nothing after it."""
    state = start(robber=15, round=12, goods=[g(1, 1, 1), g(1, 1, 1)])
    skip_round(state)
    for seat in (1, 0):
        act(state, seat)
    assert GAME.outcome(state) is not None
    assert state.vp == [4, 4] and state.gold == [0, 0]


def test_takes_the_border_cards_that_pay_for_a_central_card():
    """With nothing placed yet, the best plan crosses a row and a column on an affordable Tribe card."""
    state = start(goods=[g(2, 3, 3), g(0, 0, 0)])
    (seat,) = GAME.to_act(state)
    first = NORMAL.choose(GAME, state, seat, random.Random(0))
    assert isinstance(first, Place)
    play(state, first.to_json())
    act(state, 1)
    while state.phase is Phase.PLACE:
        (seat,) = GAME.to_act(state)
        GAME.play(state, seat, NORMAL.choose(GAME, state, seat, random.Random(0)))
    markers = [index for index in range(9) if state.markers[index] == 0]
    assert any(state.centre[index] in ("SIM-01", "SIM-10", "SIM-19", "SIM-28") for index in markers)


# -- search and hooks ----------------------------------------------------------------------------


def test_make_bot_gives_targi_its_heuristic_and_a_guided_search():
    assert isinstance(make_bot("targi", "normal"), HeuristicBot)
    assert make_bot("targi", "easy").noise > 0
    hard = make_bot("targi", "hard")
    assert isinstance(hard, IsmctsBot)
    assert hard.hooks.policy is policy and hard.hooks.candidates is candidates and isinstance(hard.hooks.guide, HeuristicBot)
    assert hard.hooks.deals_scored is None  # one game is one deal


def test_search_returns_legal_moves_reads_only_its_seat_and_keeps_to_its_candidates():
    bot = IsmctsBot(Hooks.for_game("targi"), iterations=12)
    kinds = set()
    for step, (state, seat, _) in enumerate(moves_of(8)):
        legal = GAME.legal_moves(state, seat)
        if step % 7 or len(legal) < 2:
            continue
        spy = Spy(state, GAME)
        search = bot.search(spy, state, seat, random.Random(step))  # type: ignore[arg-type]
        assert search.move in legal
        assert {name for name, _ in spy.calls} <= {"legal_moves", "view", "sample"}
        assert {who for _, who in spy.calls} == {seat}
        assert set(search.stats) <= set(candidates(GAME, state, seat, legal, NORMAL.choose(GAME, state, seat, random.Random(0))))
        kinds.add(type(search.move))
    assert Place in kinds and len(kinds) >= 3


def test_candidates_keep_the_guide_and_a_few_legal_moves():
    wide = 0
    for step, (state, seat, move) in enumerate(moves_of(9)):
        legal = GAME.legal_moves(state, seat)
        if step % 3 or len(legal) < 2:
            continue
        kept = candidates(GAME, state, seat, legal, move)
        assert kept[0] == move and set(kept) <= set(legal) and len(kept) == min(CANDIDATES, len(legal)) and len(set(kept)) == len(kept)
        wide += len(legal) > len(kept)
    assert wide > 10


def test_match_stats_count_wins_and_cards():
    state = finished(2)
    stats = match_stats(state)
    outcome = GAME.outcome(state)
    assert [entry["win"] for entry in stats] == [float(rank == 1) for rank in outcome.ranks]
    assert [entry["cards"] for entry in stats] == [sum(map(len, rows)) for rows in state.display]


def test_easy_plays_some_moves_the_normal_bot_would_not():
    easy = heuristic_bot("easy")
    differ = total = 0
    for state, seat, move in moves_of(3):
        legal = GAME.legal_moves(state, seat)
        if len(legal) > 3:
            differ += easy.choose(GAME, state, seat, random.Random(total)) != move
            total += 1
    assert 0 < differ < total
