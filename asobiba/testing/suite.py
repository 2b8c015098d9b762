"""Random play through the contract, checking what the contract promises at every step.

A game's folder supplies, in ``conformance.py``:

- ``move_space(state, seat) -> Iterable[Move]``: moves ``seat`` could try now, legal or
  not (every card, every bid …); exactly the legal ones must be accepted.
- ``hidden(state, seat) -> set``: what ``seat`` (None: a spectator) must not see now:
  strings (card names …) or ``(key, value)`` pairs (``("domino", 12)``: that number under
  that key). No string and no keyed scalar of the seat's serialized view, nor of the
  events it was sent, may be one of them.
- optionally ``PAST = {"results", "deal_scored"}``: view keys (top level) and event kinds
  that speak of finished deals, whose hidden cards were shown when they ended; the
  leak check passes over them, since the same names come back in later deals.
- optionally ``OPTION_SAMPLES = {name: [values]}``: the values random play tries for an
  option; otherwise every value of a choice and the lowest of a range.
- optionally ``random_move(state, seat, legal, rng)``: the move random play makes where a
  uniform choice would never end a game (Tichu's calls sink every score).
- optionally ``check_state(state)``: the game's own invariants (cards conserved …),
  asserted after every move.
- optionally ``open_moves(state, seat) -> list[Move]``: for a game whose moves carry free
  text (Twenty Questions), examples of moves that are legal now beyond ``legal_moves``;
  each must be accepted and round-trip, a seat to act may have only these, and
  ``move_space`` candidates among them are not expected to be refused. Such a game's
  ``random_move`` chooses among them too.

States must compare by value (``==``), as dataclasses do: a refused move must leave the
state equal to a clone taken before, and a replayed record must end equal.
"""

from __future__ import annotations

import itertools
import json
import random
from dataclasses import dataclass
from typing import Any

import orjson

from asobiba.core.contract import Event, Game, Outcome
from asobiba.core.errors import IllegalMove, InvalidMove
from asobiba.core.options import Choice, applies
from asobiba.core.parts import ConformanceHooks
from asobiba.core.record import Record, replay
from asobiba.core.registry import get_game, parts

MAX_STEPS = 20_000  # a random game longer than this does not end
REFUSED_TRIED = 24  # illegal candidates tried per seat and step (a sample when there are more)
JUNK: tuple[Any, ...] = (None, True, 0, -1, 2**70, 1.5, "", "x" * 300, "\ud800", [], [1], {}, {"": None}, [[[[]]]])
SAMPLE_EVERY = 7  # full steps between two checks of ``sample``
PLAY_ON = 12  # moves played from a sampled state


@dataclass(frozen=True)
class Conformance:
    """The suite for one game: ``Conformance.of("tarot").play(4, seed=3, full=True)``."""

    game_id: str
    game: Game[Any, Any]
    hooks: ConformanceHooks

    @classmethod
    def of(cls, game_id: str) -> Conformance:
        game = get_game(game_id)
        hooks = parts(game_id).conformance
        if hooks is None:
            raise AssertionError(f"{game_id} has no conformance.py in its folder (move_space and hidden for the suite)")
        return cls(game_id, game, hooks)

    # -- options and moves ----------------------------------------------------------------

    def option_sets(self, seats: int) -> list[dict[str, Any]]:
        """Every combination of the options that apply at ``seats`` players, ranges at their sampled values."""
        samples = self.hooks.option_samples
        names, values = [], []
        for option in self.game.options:
            if not applies(option, seats):
                continue
            names.append(option.name)
            default = option.values if isinstance(option, Choice) else [getattr(option, "low", option.default)]
            values.append(samples.get(option.name, default))
        return [dict(zip(names, combination, strict=True)) for combination in itertools.product(*values)]

    def random_move(self, state: Any, seat: int, legal: list[Any], rng: random.Random) -> Any:
        chooser = self.hooks.random_move
        return chooser(state, seat, legal, rng) if chooser else rng.choice(legal)

    # -- one game ------------------------------------------------------------------------------

    def play(self, seats: int, seed: int, *, full: bool) -> Any:
        """Play seed ``seed`` at random to the end (options: the seed's combination); every check when ``full``.

        Returns the final state. Cheap runs still check the game's own invariants, the
        end (nobody to act, outcome and ranks) and the record's round trip.
        """
        game = self.game
        combinations = self.option_sets(seats)
        options = combinations[seed % len(combinations)]
        rng = random.Random(seed)
        state = game.start(seats, options, seed)
        record = Record(self.game_id, seats, seed, options, version=game.version)
        check_state = self.hooks.check_state
        if full:
            self.check_views(state, seats, [])
        for step in itertools.count():
            if game.outcome(state) is not None:
                break
            assert step < MAX_STEPS, f"{self.game_id}: no outcome after {MAX_STEPS} random moves"
            actors = sorted(game.to_act(state))
            assert actors, "to_act is empty before the outcome"
            seat = rng.choice(actors)
            legal = game.legal_moves(state, seat)
            if full:
                self.check_moves(state, seats, rng)
                self.check_parse(legal, rng)
                if step % SAMPLE_EVERY == 0:
                    self.check_sample(state, seat, rng)
            move = self.random_move(state, seat, legal, rng)
            events = game.play(state, seat, move)
            record.moves.append((seat, move.to_json()))
            if full:
                self.check_views(state, seats, events)
            if check_state is not None:
                check_state(state)
        self.check_end(state, record)
        return state

    # -- the checks ------------------------------------------------------------------------------

    def check_moves(self, state: Any, seats: int, rng: random.Random) -> None:
        """Legal moves are exact: each is accepted on a clone and round-trips through JSON;
        every other move of ``move_space`` is refused with a reason in both languages and
        changes nothing; a seat not in ``to_act`` has no move."""
        game = self.game
        actors = game.to_act(state)
        before = game.clone(state)
        assert before == state, "a clone equals its original"
        open_moves = self.hooks.open_moves
        for seat in range(seats):
            legal = game.legal_moves(state, seat)
            beyond = open_moves(state, seat) if open_moves is not None else []
            if seat not in actors:
                assert legal == [], f"seat {seat} is not to act but has moves {legal[:3]}"
            else:
                assert legal or beyond, f"seat {seat} is to act but has no move"
                assert len(set(legal)) == len(legal), f"seat {seat}'s legal moves repeat"
            for move in [*legal, *beyond]:
                assert game.parse_move(json.loads(json.dumps(move.to_json()))) == move, f"{move!r} does not round-trip"
                trial = game.clone(state)
                game.play(trial, seat, move)
            assert state == before, "playing on a clone changed the original"
            allowed = set(legal) | set(beyond)
            refused = [move for move in self.hooks.move_space(state, seat) if move not in allowed]
            for move in rng.sample(refused, min(REFUSED_TRIED, len(refused))):
                try:
                    game.play(state, seat, move)
                except IllegalMove as error:
                    assert error.reason.en and error.reason.ja, f"{move!r} refused without a reason in both languages"
                else:
                    raise AssertionError(f"seat {seat}: {move!r} was accepted but is not in legal_moves")
                assert state == before, f"refusing {move!r} changed the state"

    def check_parse(self, legal: list[Any], rng: random.Random) -> None:
        """Malformed move JSON is refused with InvalidMove: junk for a whole move, or for any one of a legal move's fields."""
        game = self.game
        shapes: list[Any] = list(JUNK)
        for move in rng.sample(legal, min(3, len(legal))):
            data = move.to_json()
            shapes += [{**data, key: junk} for key in data for junk in JUNK]
            shapes += [{key: value for key, value in data.items() if key != dropped} for dropped in data]
        for shape in shapes:
            try:
                parsed = game.parse_move(shape)
            except InvalidMove as error:
                assert error.reason.en and error.reason.ja, f"{shape!r} refused without a reason in both languages"
            else:  # some junk is a well-formed move after all (a card the seat does not hold): it must be exact
                assert game.parse_move(json.loads(json.dumps(parsed.to_json()))) == parsed, f"{shape!r} read as {parsed!r}"

    def check_views(self, state: Any, seats: int, events: list[Event]) -> None:
        """Each seat's and the spectator's view is JSON, shows nothing hidden from it, and
        equals ``views``; neither do the events a seat was sent show anything hidden."""
        game = self.game
        everyone: list[int | None] = [None, *range(seats)]
        views = {seat: game.view(state, seat) for seat in everyone}
        assert game.views(state, everyone) == views, "views() differs from view() per seat"
        past = self.hooks.past
        # A move that ends a deal and deals the next sends the old deal's last events before
        # its PAST event: they speak of the finished deal, whose cards may come back hidden.
        current = events[max((index + 1 for index, event in enumerate(events) if event.kind in past), default=0) :]
        for event in events:
            orjson.dumps(event.to_json())  # as the server sends it: a key that is not a string is refused
            assert "kind" not in event.data, f"{event.kind} data has a 'kind', which its JSON form would overwrite"
        for seat, view in views.items():
            hidden = set(self.hooks.hidden(state, seat))
            orjson.dumps(view)
            leaked = tokens({key: value for key, value in view.items() if key not in past}) & hidden
            assert not leaked, f"the view of seat {seat} shows what it must not see: {sorted(map(str, leaked))[:5]}"
            for event in current:
                if event.visible_to(seat):
                    leaked = tokens(event.data) & hidden
                    assert not leaked, f"event {event.kind!r} sent to seat {seat} shows {sorted(map(str, leaked))[:5]}"

    def check_sample(self, state: Any, seat: int, rng: random.Random) -> None:
        """``sample`` keeps the seat's view, depends only on it, keeps the game's invariants, and plays on."""
        game = self.game
        sampled = game.sample(state, seat, rng)
        assert game.view(sampled, seat) == game.view(state, seat), "sample changed the seat's view"
        check_state = self.hooks.check_state
        if check_state is not None:
            check_state(sampled)
        assert game.sample(state, seat, random.Random(7)) == game.sample(sampled, seat, random.Random(7)), (
            "two states the seat cannot tell apart give different worlds"
        )
        for _ in range(PLAY_ON):
            if game.outcome(sampled) is not None:
                break
            actor = rng.choice(sorted(game.to_act(sampled)))
            game.play(sampled, actor, self.random_move(sampled, actor, game.legal_moves(sampled, actor), rng))

    def check_end(self, state: Any, record: Record) -> None:
        """Nobody acts once over; the outcome's ranks agree with its scores; the record replays to an equal state."""
        game = self.game
        outcome = game.outcome(state)
        assert outcome is not None
        assert game.to_act(state) == frozenset(), "to_act is not empty after the outcome"
        seats = record.seats
        assert all(game.legal_moves(state, seat) == [] for seat in range(seats))
        check_outcome(outcome, seats)
        copy = Record.from_json(json.loads(json.dumps(record.to_json())))
        _, replayed = replay(copy)
        assert replayed == state, "the record does not replay to the same state"
        assert game.outcome(replayed) == outcome


def check_outcome(outcome: Outcome, seats: int) -> None:
    """One score and rank per seat; a higher score never ranks worse, a better rank never scores less."""
    assert len(outcome.scores) == len(outcome.ranks) == seats
    assert min(outcome.ranks) == 1
    for i, j in itertools.permutations(range(seats), 2):
        if outcome.scores[i] > outcome.scores[j]:
            assert outcome.ranks[i] < outcome.ranks[j], f"seat {i} scores more than seat {j} but ranks worse: {outcome}"


def tokens(value: Any) -> set[Any]:
    """Every string of a JSON value (keys too), and every ``(key, scalar)`` pair, lists under a key included."""
    found: set[Any] = set()
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            for key, inner in item.items():
                found.add(key)
                for element in inner if isinstance(inner, list) else [inner]:
                    if isinstance(element, str | int | float | bool) or element is None:
                        found.add((key, element))
                stack.append(inner)
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found
