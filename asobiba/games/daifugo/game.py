"""Daifugō as a pure state machine behind the Asobiba contract (rules/daifugo.md).

A match is ``games`` games (DAIFUGO-R11). Each game: the deal (DAIFUGO-R1), the exchange
between classes from the second game on (DAIFUGO-R10, R32), then tricks until one player
holds cards (DAIFUGO-R9): the leader plays anything, each next player beats the play on
the table or passes, and the trick is flushed when the others have passed (DAIFUGO-R7).
deal.py runs the games, flow.py the tricks, plays.py says what beats what.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from itertools import combinations
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome
from asobiba.core.errors import IllegalMove, OptionError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.daifugo.cards import DIAMOND_3
from asobiba.games.daifugo.deal import begin_play, give_back, new_game
from asobiba.games.daifugo.flow import discard_tens, give_seven, pass_turn, play_cards
from asobiba.games.daifugo.moves import PASS, Discard, Give, Move, Pass, Play, Split, parse_move
from asobiba.games.daifugo.options import OPTIONS, Rules, rules_of
from asobiba.games.daifugo.plays import JOKER, JOKERS, Shape, beats, in_step, play_set, plays, shape
from asobiba.games.daifugo.reasons import refusal
from asobiba.games.daifugo.sample import sample
from asobiba.games.daifugo.sanma import begin_round, split_card, splitting
from asobiba.games.daifugo.state import DaifugoState, Phase
from asobiba.games.daifugo.view import view


class DaifugoGame(GameBase[DaifugoState, Move]):
    id = "daifugo"
    version = 2  # 2: four of a kind and a Joker, five-skips going out, the owed ♦3 and the Joker 7 (rules §5), house rules H1–H4
    title = Text("Daifugō", "大富豪")
    about = About(
        Text(
            "Shed your cards by beating the last play; classes trade cards between games. House rules and the UECda rules: 3 to 7 players.",
            "前の札より強い札を出して手札をなくす。階級でカードを交換。ローカルルールとUECdaルール、3〜7人。",
        ),
        order=60,
        default_seats=4,
    )
    seats = (3, 4, 5, 6, 7)
    options = OPTIONS

    def start(
        self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None
    ) -> DaifugoState:
        """A new match. ``setup`` may fix the deals: ``{"deals": [[hand × seats] for some games]}``."""
        if seats not in self.seats:
            raise OptionError(Text(f"Daifugō is for 3 to 7 players, not {seats!r}", f"大富豪は3〜7人用です（{seats!r} 人は不可）"))
        resolved = resolve_options(OPTIONS, seats, options)
        state = DaifugoState(
            n=seats, options=resolved, rules=rules_of(resolved), seed=seed, setup=setup, order=list(range(seats)), points=[0] * seats
        )
        new_game(state, [])
        return state

    def to_act(self, state: DaifugoState) -> frozenset[int]:
        if state.phase is Phase.EXCHANGE:
            return frozenset(state.returns)
        if state.phase is Phase.OVER:
            return frozenset()
        if state.phase is Phase.SPLIT:
            return splitting(state)
        return frozenset((state.turn,))

    def legal_moves(self, state: DaifugoState, seat: int) -> list[Move]:
        phase = state.phase
        if phase is Phase.EXCHANGE:
            if seat not in state.returns:
                return []
            return gifts(state.hands[seat], state.returns[seat][1])
        if phase is Phase.SPLIT:
            return [Split(c) for c in state.hands[seat]] if seat in splitting(state) else []
        if phase is Phase.OVER or seat != state.turn:
            return []
        if phase is Phase.GIVE:
            return gifts(state.hands[seat], state.seven)
        if phase is Phase.DISCARD:
            return discards(state.hands[seat], state.ten)
        found: list[Move] = [*playable(state, seat)]
        return found if state.owes_diamond_3(seat) else [*found, PASS]

    def play(self, state: DaifugoState, seat: int, move: Move) -> list[Event]:
        if not self._allowed(state, seat, move):
            raise IllegalMove(refusal(state, seat, move))
        events: list[Event] = []
        if isinstance(move, Pass):
            pass_turn(state, seat, events)
        elif isinstance(move, Play):
            play_cards(state, seat, move, events)
        elif isinstance(move, Split):
            if split_card(state, seat, move.card, events):
                begin_round(state, events)
                begin_play(state, events)
        elif isinstance(move, Discard):
            discard_tens(state, seat, move.cards, events)
        elif state.phase is Phase.EXCHANGE:
            give_back(state, seat, move.cards, events)
        else:
            give_seven(state, seat, move.cards, events)
        return events

    def _allowed(self, state: DaifugoState, seat: int, move: Move) -> bool:
        """Whether ``move`` is legal: a play checked alone (the hot path of every simulation), anything else against the list."""
        if isinstance(move, Play) and state.phase is Phase.PLAY and seat == state.turn:
            return move in play_set(state.hands[seat], state.rules) and follows(state, seat, move)
        return move in self.legal_moves(state, seat)

    def view(self, state: DaifugoState, seat: int | None) -> dict[str, Any]:
        return view(state, seat, self.legal_moves(state, seat) if seat is not None else [], self.to_act(state))

    def timeout_move(self, state: DaifugoState, seat: int) -> Move | None:
        """For the server: the move made for a person whose turn clock ran out (docs/protocol.md,
        "Turn clock"): a pass where one may pass, else the weakest play (the fewest cards, no
        Joker if it can be helped, the lowest rank as strength runs now); the weakest cards to
        give; nothing discarded on a ten (discarding could end one's hand); the first card of a split."""
        from asobiba.games.daifugo.cards import is_joker, rank

        legal = self.legal_moves(state, seat)
        if not legal or PASS in legal:
            return PASS if legal else None
        sign = -1 if state.reversed_() else 1

        def weakness(cards: tuple[int, ...]) -> tuple[int, int]:
            """Jokers count as the strongest cards whichever way strength runs."""
            return sum(map(is_joker, cards)), sum(sign * rank(card) for card in cards if not is_joker(card))

        if isinstance(legal[0], Discard):
            return Discard(())
        plays = [move for move in legal if isinstance(move, Play)]
        if plays:
            return min(plays, key=lambda play: (len(play.cards), *weakness(play.cards), play.cards))
        gives = [move for move in legal if isinstance(move, Give)]
        if gives:
            return min(gives, key=lambda give: (*weakness(give.cards), give.cards))
        return legal[0]

    def outcome(self, state: DaifugoState) -> Outcome | None:
        return Outcome.from_scores(state.points) if state.phase is Phase.OVER else None  # DAIFUGO-R11: equal totals share

    def sample(self, state: DaifugoState, seat: int, rng: random.Random) -> DaifugoState:
        return sample(state, seat, rng)

    def clone(self, state: DaifugoState) -> DaifugoState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)


def playable(state: DaifugoState, seat: int) -> list[Play]:
    """The plays ``seat`` may make now: anything on an empty table (with the ♦3 in the game's
    first lead when the table says so, DAIFUGO-R8), else what beats the table's play in the
    locked suits (DAIFUGO-R5, R14), one rank stronger under a number lock (DAIFUGO-H2)."""
    found = plays(state.hands[seat], state.rules)
    if state.table is None:
        return [play for play in found if follows(state, seat, play)]
    old, reversed_, lock, numbered, rules = shape(state.table), state.reversed_(), state.lock, state.number_lock, state.rules
    return [play for play in found if _stronger(shape(play), old, reversed_, lock, numbered, rules)]


def follows(state: DaifugoState, seat: int, play: Play) -> bool:
    """Whether ``play``, one of ``seat``'s plays, may be made now (see :func:`playable`)."""
    if state.table is None:
        return not state.owes_diamond_3(seat) or DIAMOND_3 in play.cards
    return _stronger(shape(play), shape(state.table), state.reversed_(), state.lock, state.number_lock, state.rules)


def _stronger(new: Shape, old: Shape, reversed_: bool, lock: frozenset[int], numbered: bool, rules: Rules) -> bool:
    if numbered and new.kind not in (JOKER, JOKERS) and not in_step(new, old, reversed_):
        return False  # a number lock: only the next rank, or the Jokers that lift it (DAIFUGO-H2)
    return beats(new, old, reversed_, rules) and (not lock or new.suits <= lock)


def gifts(hand: list[int], count: int) -> list[Give]:
    """Every choice of ``count`` cards of ``hand`` to give."""
    return [Give(cards) for cards in combinations(hand, count)]


def discards(hand: list[int], most: int) -> list[Discard]:
    """Every choice of at most ``most`` cards of ``hand`` to discard, none first (DAIFUGO-H1)."""
    return [Discard(cards) for count in range(most + 1) for cards in combinations(hand, count)]


GAME = DaifugoGame()
