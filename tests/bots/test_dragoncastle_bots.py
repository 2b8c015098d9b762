"""Dragon Castle bots: the heuristic and the rollout policy play legal moves at 1–4 players under
every Spirit and Dragon card, read only their own view, and make the sensible move in positions
built with ``setup``; the search runs on Dragon Castle with its hooks."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from asobiba.bots import make_bot
from asobiba.bots.heuristic import HeuristicBot
from asobiba.bots.ismcts import Hooks, IsmctsBot
from asobiba.games.dragoncastle import GAME
from asobiba.games.dragoncastle.bots import CANDIDATES, candidates, heuristic_bot, match_stats, policy
from asobiba.games.dragoncastle.data import DRAGON_CARDS, SPIRITS
from asobiba.games.dragoncastle.moves import Move, Spirit, Take
from asobiba.games.dragoncastle.state import SHRINE, UP, DragonCastleState
from tests.bots.test_honesty import Spy
from tests.games.dragoncastle.helpers import filler, shrine, start, up

NORMAL = heuristic_bot("normal")


def moves_of(
    players: int, seed: int, options: dict[str, Any] | None = None, setup: dict[str, Any] | None = None, bot: Any = NORMAL
) -> Iterator[tuple[DragonCastleState, int, Move]]:
    """(state before the move, seat, move) along a whole game of ``bot`` at every seat."""
    state = GAME.start(players, options, seed, setup)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        move = bot.choose(GAME, state, seat, rng)
        yield state, seat, move
        GAME.play(state, seat, move)


def turn(state: DragonCastleState, seat: int = 0) -> list[dict[str, Any]]:
    """Let the normal bot play ``seat``'s whole turn; its moves as JSON."""
    played = []
    while GAME.outcome(state) is None and GAME.to_act(state) == {seat}:
        move = NORMAL.choose(GAME, state, seat, random.Random(0))
        played.append(move.to_json())
        GAME.play(state, seat, move)
    return played


# -- legal over whole games ------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, None),
        (1, {"solo_with_cards": "on"}),
        (2, None),
        (3, {"spirit_cards": 0, "dragon_cards": 3}),
        (4, {"realm_max_height": "3", "realm_size": 5}),
    ],
)
def test_heuristic_and_policy_play_only_legal_moves_through_whole_games(players, options):
    for level in ("normal", "easy"):
        bot = heuristic_bot(level)
        for state, seat, move in moves_of(players, players, options, bot=bot):
            assert move in GAME.legal_moves(state, seat)
    for seed in range(3):
        state = GAME.start(players, options, seed)
        rng = random.Random(seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            move = policy(GAME, state, seat, rng)
            assert move in GAME.legal_moves(state, seat)
            GAME.play(state, seat, move)


@pytest.mark.parametrize("card", SPIRITS)
def test_heuristic_plays_legal_moves_with_each_spirit_and_calls_most_of_them(card):
    """One game per Spirit card, a Dragon card beside it: every move legal, and the Spirit called
    where it clearly gains (a few Spirits, such as the Deep, rarely do)."""
    players = 2 + SPIRITS.index(card) % 3
    dragon = DRAGON_CARDS[SPIRITS.index(card)]
    called = steps = 0
    for seed in range(2):
        for state, seat, move in moves_of(players, seed, setup={"spirits": [card], "dragons": [dragon]}):
            assert move in GAME.legal_moves(state, seat), (card, move)
            called += isinstance(move, Spirit)
            steps += GAME.view(state, seat)["phase"] == "spirit"
    assert called == 0 or steps or card in ("deep", "deception", "elegance", "beauty")


def test_heuristic_calls_spirits_in_most_games_across_the_cards():
    calls: Counter[str] = Counter()
    for index, card in enumerate(SPIRITS):
        for _, _, move in moves_of(2, 100 + index, setup={"spirits": [card], "dragons": []}):
            if isinstance(move, Spirit):
                calls[move.card] += 1
    assert len(calls) >= 6, calls


# -- honesty ---------------------------------------------------------------------------


def test_heuristic_reads_only_its_own_view_and_legal_moves():
    checked = 0
    for step, (state, seat, _) in enumerate(moves_of(3, 4, {"spirit_cards": 2})):
        if step % 7 or len(GAME.legal_moves(state, seat)) < 2:
            continue
        spy = Spy(state, GAME)
        assert NORMAL.choose(spy, state, seat, random.Random(0)) in GAME.legal_moves(state, seat)  # type: ignore[arg-type]
        assert {name for name, _ in spy.calls} <= {"legal_moves", "view"}
        assert {who for _, who in spy.calls} == {seat}
        checked += 1
    assert checked > 20


def test_heuristic_and_policy_ignore_the_seed_the_only_hidden_part():
    """Everything is face up once the castle is dealt; a state with another seed (the future shuffle of
    nothing) must get the same moves."""
    compared = 0
    for step, (state, seat, _) in enumerate(moves_of(2, 6)):
        if step % 5:
            continue
        other = dataclasses.replace(state.copy(), seed=state.seed + 1)
        assert GAME.view(other, seat) == GAME.view(state, seat)
        assert NORMAL.choose(GAME, other, seat, random.Random(0)) == NORMAL.choose(GAME, state, seat, random.Random(0))
        assert policy(GAME, other, seat, random.Random(0)) == policy(GAME, state, seat, random.Random(0))
        compared += 1
    assert compared > 20


# -- the heuristic's sense ---------------------------------------------------------------

# Two isolated 2-high stacks: the top floor is floor 2, so no Summon, and either top tile may be taken.
CASTLE = {(0, 0): ["M1", "S4"], (4, 0): ["F1", "M2"]}


def test_completes_a_consolidation_with_tile_and_shrine_and_builds_on_it():
    state = start(castle=CASTLE, realms=[{(0, 0): up("S1"), (0, 1): up("S2"), (0, 2): up("S3")}, {}])
    played = turn(state)
    assert played[:2] == [{"type": "take", "at": [0, 0]}, {"type": "shrine"}]
    assert state.vp[0] == 2 and UP not in state.top[0][:4]
    assert state.top[0].count(SHRINE) >= 1


def test_builds_the_shrine_on_the_highest_tile_of_the_set():
    realm = {(0, 0): up("S1"), (0, 1): up("F1", "F2", "S2"), (0, 2): up("M3", "S3")}
    state = start(castle=CASTLE, realms=[realm, {}])
    turn(state)
    assert state.vp[0] == 2
    assert state.top[0][1] == SHRINE and state.top[0].count(SHRINE) == 1  # floor 3, where it scores 3


def test_joins_two_groups_into_one_big_set():
    """Three Soldiers above and three below one empty row: one more Soldier between them makes a set of
    7 (6 VP, table 1.3) rather than of 4 (2 VP)."""
    realm = {(0, 0): up("S1"), (0, 1): up("S2"), (0, 2): up("S3"), (2, 0): up("S5"), (2, 1): up("S6"), (2, 2): up("S1")}
    state = start(castle=CASTLE, realms=[realm, {}])
    turn(state)
    assert state.vp[0] == 6


def test_discards_a_tile_that_fits_nowhere():
    """One free cell left between Farmers and Soldiers: a Merchant there would clog the realm for good."""
    state = start(castle={(0, 0): ["F1", "M4"], (4, 0): ["F2", "M2"]}, realms=[filler(skip=((3, 3),)), {}])
    assert turn(state)[-1] == {"type": "discard"}
    assert state.vp[0] == 1


def test_summons_when_no_tile_is_worth_more():
    state = start(castle={(0, 0): ["M4"], (4, 0): ["M2"], (6, 3): ["F5"]}, realms=[{(0, 0): up("S1"), (2, 2): up("season-1")}, {}])
    assert turn(state) == [{"type": "summon"}]


def test_takes_the_tile_the_next_player_needs():
    """The realm is empty, so a Merchant or a Farmer is worth the same to seat 0; seat 1 holds three Farmers
    in a row, and the Farmer on the top floor would complete its set."""
    realms = [{}, {(0, 0): up("F3"), (0, 1): up("F4"), (0, 2): up("F5")}]
    state = start(castle={(0, 0): ["M1", "F2"], (4, 0): ["F1", "M2"]}, realms=realms)
    assert turn(state)[0] == {"type": "take", "at": [0, 0]}


def test_calls_the_spirit_of_cunning_on_three_dragons():
    realm = {(1, 0): up("dragon-1"), (1, 1): up("dragon-2"), (1, 2): up("dragon-3")}
    state = start(castle=CASTLE, realms=[realm, {}], spirits=("cunning",))
    played = turn(state)
    assert {"type": "cunning", "cell": [1, 0]} in played or {"type": "cunning", "cell": [1, 1]} in played
    assert state.scored[0] == [(3, 1)]  # 2 VP for three tiles, +1 for Dragons


@pytest.mark.rule("DC-R11")
@pytest.mark.rule("DC-D2")
def test_calls_the_spirit_of_faith_only_for_a_shrine_past_the_limit_dc_r11_dc_d2():
    """Four Soldiers, three on floor 3: with two Shrines after the action the bot pays Faith with its lone Farmer and
    builds both on floor 3 (the set's own and Faith's, past the limit); with one it builds it, and Faith, which
    could no longer pass the limit, is neither offered nor called (§5.15)."""
    realm = {(0, 0): up("M1", "M2", "S1"), (0, 1): up("M3", "M4", "S2"), (0, 2): up("M5", "M6", "S3"), (3, 3): up("F1")}
    state = start(castle=CASTLE, realms=[realm, {}], spirits=("faith",), pools=[1, 1])
    played = turn(state)
    assert {"type": "spirit", "card": "faith", "pay": [3, 3]} in played
    assert state.top[0][:2] == [SHRINE, SHRINE] and state.pool[0] == 0
    state = start(castle=CASTLE, realms=[realm, {}], spirits=("faith",), pools=[0, 1])
    played = turn(state)
    assert [move for move in played if move["type"] == "spirit"] == [] and state.top[0].count(SHRINE) == 1


def test_righteousness_puts_the_shrine_where_it_completes_a_row():
    """The Dragon of Righteousness: a Shrine on the floor-1 Soldier completes row 0 (1 + 4 + 2 VP), worth
    more than the 2 VP of a Shrine on floor 2; without the card the floor-2 tile takes it."""
    realm = {
        (0, 0): shrine("F1"),
        (0, 2): shrine("F2"),
        (0, 3): shrine("F3"),
        (0, 1): up("S1"),
        (1, 1): up("M1", "S2"),
        (1, 2): up("M2", "S3"),
    }
    state = start(castle=CASTLE, realms=[realm, {}], dragons=("righteousness",))
    turn(state)
    assert state.top[0][1] == SHRINE
    plain = start(castle=CASTLE, realms=[realm, {}])
    turn(plain)
    assert plain.top[0][1] != SHRINE and SHRINE in (plain.top[0][5], plain.top[0][6])


# -- search and hooks -------------------------------------------------------------------


def test_make_bot_gives_dragon_castle_its_heuristic_and_a_guided_search():
    assert isinstance(make_bot("dragoncastle", "normal"), HeuristicBot)
    assert make_bot("dragoncastle", "easy").noise > 0
    hard = make_bot("dragoncastle", "hard")
    assert isinstance(hard, IsmctsBot)
    assert hard.hooks.policy is policy and hard.hooks.candidates is candidates and isinstance(hard.hooks.guide, HeuristicBot)


def test_search_returns_legal_moves_reads_only_its_seat_and_keeps_to_its_candidates():
    bot = IsmctsBot(Hooks.for_game("dragoncastle"), iterations=12)
    kinds = set()
    for step, (state, seat, _) in enumerate(moves_of(2, 8)):
        legal = GAME.legal_moves(state, seat)
        if step % 9 or len(legal) < 2:
            continue
        spy = Spy(state, GAME)
        search = bot.search(spy, state, seat, random.Random(step))  # type: ignore[arg-type]
        assert search.move in legal
        assert {name for name, _ in spy.calls} <= {"legal_moves", "view", "sample"}
        assert {who for _, who in spy.calls} == {seat}
        assert set(search.stats) <= set(candidates(GAME, state, seat, legal, NORMAL.choose(GAME, state, seat, random.Random(0))))
        kinds.add(type(search.move))
    assert Take in kinds and len(kinds) >= 3


def test_candidates_keep_the_guide_and_a_few_legal_moves():
    wide = 0
    for step, (state, seat, move) in enumerate(moves_of(3, 9)):
        legal = GAME.legal_moves(state, seat)
        if step % 4 or len(legal) < 2:
            continue
        kept = candidates(GAME, state, seat, legal, move)
        assert kept[0] == move and set(kept) <= set(legal) and len(kept) == min(CANDIDATES, len(legal)) and len(set(kept)) == len(kept)
        wide += len(legal) > len(kept)
    assert wide > 10


def test_match_stats_count_wins_sets_and_shrines():
    state = GAME.start(3, None, 2)
    rng = random.Random(2)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        GAME.play(state, seat, policy(GAME, state, seat, rng))
    stats = match_stats(state)
    outcome = GAME.outcome(state)
    assert [entry["win"] for entry in stats] == [float(rank == 1) for rank in outcome.ranks]
    assert [entry["sets"] for entry in stats] == [len(sets) for sets in state.scored]
    assert [entry["shrines"] for entry in stats] == [tops.count(SHRINE) for tops in state.top]


def test_easy_plays_some_moves_the_normal_bot_would_not():
    easy = heuristic_bot("easy")
    differ = total = 0
    for state, seat, move in moves_of(2, 3):
        legal = GAME.legal_moves(state, seat)
        if len(legal) > 3:
            differ += easy.choose(GAME, state, seat, random.Random(total)) != move
            total += 1
    assert 0 < differ < total
