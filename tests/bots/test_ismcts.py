"""The generic ISMCTS bot: legal, reproducible, stops at the end of the deal, and searches any game."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from asobiba.bots.ismcts import Hooks, IsmctsBot, _drop_beaten, _Run
from asobiba.core.contract import Outcome
from asobiba.core.text import Text
from asobiba.games.tarot import GAME
from asobiba.games.tarot.bots import heuristic_bot
from asobiba.games.tarot.moves import Bid
from asobiba.games.tarot.state import Phase
from tests.games.tarot.helpers import make_setup

TAROT_HOOKS = Hooks.for_game("tarot")


@dataclass(frozen=True, slots=True)
class Take:
    count: int

    def to_json(self) -> dict[str, Any]:
        return {"take": self.count}


@dataclass(slots=True)
class Pile:
    left: int
    turn: int = 0
    winner: int | None = None
    history: list[int] = field(default_factory=list)


class Nim:
    """Two players take one or two counters in turn; whoever takes the last one wins. No hooks."""

    id = "nim"
    version = 1
    title = Text("Nim", "ニム")
    seats = (2,)
    options = ()

    def start(self, seats: int, options: Any = None, seed: int = 0, setup: Any = None) -> Pile:
        return Pile(seed)

    def to_act(self, state: Pile) -> frozenset[int]:
        return frozenset() if state.winner is not None else frozenset({state.turn})

    def legal_moves(self, state: Pile, seat: int) -> list[Take]:
        return [Take(count) for count in (1, 2) if count <= state.left] if seat == state.turn and state.winner is None else []

    def play(self, state: Pile, seat: int, move: Take) -> list:
        state.left -= move.count
        state.history.append(move.count)
        if state.left == 0:
            state.winner = seat
        state.turn = 1 - seat
        return []

    def view(self, state: Pile, seat: int | None) -> dict[str, Any]:
        return {"left": state.left, "turn": state.turn}

    def outcome(self, state: Pile) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome.from_scores([1 if seat == state.winner else -1 for seat in (0, 1)])

    def sample(self, state: Pile, seat: int, rng: random.Random) -> Pile:
        return self.clone(state)

    def clone(self, state: Pile) -> Pile:
        return Pile(state.left, state.turn, state.winner, state.history[:])

    def parse_move(self, data: Any) -> Take:
        return Take(data["take"])


def test_search_finds_the_winning_move_of_a_game_without_hooks():
    bot = IsmctsBot(iterations=400)
    nim = Nim()
    for left, winning in ((7, Take(1)), (8, Take(2)), (10, Take(1))):
        assert bot.choose(nim, nim.start(2, seed=left), 0, random.Random(left)) == winning


def test_a_game_that_keeps_its_contenders_spends_the_whole_budget():
    nim, state = Nim(), Nim().start(2, seed=7)  # Take(1) wins, Take(2) loses: soon told apart
    dropping = IsmctsBot(Hooks(), iterations=400).search(nim, state, 0, random.Random(0))
    patient = IsmctsBot(Hooks(iterations=400, drop_early=False)).search(nim, state, 0, random.Random(0))
    assert dropping.iterations < 400 and dropping.move == Take(1)
    assert patient.iterations == 400 and patient.worlds == 200 and patient.move == Take(1)


def play_until(players: int, seed: int, phase: Phase, cards_played: int = 0) -> Any:
    """A Tarot state reached by heuristic play, at ``phase`` (and after ``cards_played`` cards)."""
    normal = heuristic_bot("normal")
    rng = random.Random(seed)
    state = GAME.start(players, {"deals": 1}, seed)
    while state.phase != phase or sum(len(cards) for _, cards, _ in state.tricks) + len(state.trick) < cards_played:
        assert GAME.outcome(state) is None, "the deal ended before the wanted position"
        (seat,) = GAME.to_act(state)
        GAME.play(state, seat, normal.choose(GAME, state, seat, rng))
    return state


def test_search_returns_a_legal_move_in_every_phase_within_a_small_budget():
    bot = IsmctsBot(TAROT_HOOKS, iterations=40)
    positions = [play_until(4, 1, Phase.BID), play_until(5, 3, Phase.PLAY, 7), play_until(3, 4, Phase.PLAY, 30)]
    positions += [state for state in (play_until(4, seed, Phase.ECART) for seed in (0, 3, 5)) if state.phase == Phase.ECART][:1]
    assert len(positions) == 4
    for state in positions:
        (seat,) = GAME.to_act(state)
        search = bot.search(GAME, state, seat, random.Random(0))
        assert search.move in GAME.legal_moves(state, seat)
        assert 1 <= search.iterations <= 40
        assert sum(visits for visits, _ in search.stats.values()) == search.iterations


def test_search_with_a_time_budget_returns_a_legal_move():
    state = play_until(4, 2, Phase.PLAY, 5)
    (seat,) = GAME.to_act(state)
    search = IsmctsBot(TAROT_HOOKS).search(GAME, state, seat, random.Random(1), budget_ms=20)
    assert search.move in GAME.legal_moves(state, seat) and search.iterations >= 1


def test_search_is_reproducible_from_its_rng():
    state = play_until(4, 6, Phase.PLAY, 9)
    (seat,) = GAME.to_act(state)
    bot = IsmctsBot(TAROT_HOOKS, iterations=30)
    first = bot.search(GAME, state, seat, random.Random(7))
    again = bot.search(GAME, state, seat, random.Random(7))
    assert (first.move, first.stats) == (again.move, again.stats)


def test_search_leaves_the_real_state_untouched():
    state = play_until(5, 8, Phase.PLAY, 12)
    before = GAME.clone(state)
    (seat,) = GAME.to_act(state)
    IsmctsBot(TAROT_HOOKS, iterations=10).search(GAME, state, seat, random.Random(0))
    assert state == before


def test_rollouts_stop_at_the_end_of_the_current_deal():
    state = GAME.start(4, {"deals": 3}, 11)
    scores = _Run(IsmctsBot(TAROT_HOOKS), GAME, random.Random(0), first_deal=0).rollout(state)
    assert len(state.results) == 1 and GAME.outcome(state) is None
    assert scores == state.results[0]["scores"]


MONSTER = "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 EX T1 SK HK DK CK"


def test_search_bids_with_an_overwhelming_hand():
    state = GAME.start(4, {"deals": 1}, 0, make_setup(4, dealer=3, hands={0: MONSTER.split()}))
    move = IsmctsBot(TAROT_HOOKS, iterations=60).choose(GAME, state, 0, random.Random(0))
    assert isinstance(move, Bid) and move.contract is not None


def test_dropping_keeps_the_leader_even_when_the_guide_is_clearly_worse():
    # The leader gains on the guide in every world, but too little to be worth it: the guide
    # is clearly worse, the leader not worth playing for; one of them must stay.
    scores = {"guide": [10.0, 10.0, 10.0, 10.0, 10.0, 10.0], "leader": [11.0] * 6, "other": [0.0] * 6}
    kept = _drop_beaten(["guide", "leader", "other"], scores, "guide", worth=5.0)
    assert kept == ["guide"]
    assert _drop_beaten(["leader", "other"], scores, "guide", worth=5.0) == ["leader"]
