"""High Card: the smallest trick game, 2 or 3 players, behind the Asobiba contract.

The deck holds the cards 1 to 4n + 1 for n players. Each player gets four cards; the
last stays face down, unseen until the deal ends. The leader plays any card, then each
player in turn any card; the highest takes the trick (the lowest with the option
``lowest_wins``) and leads the next one. A trick is a point. ``deals`` deals make a
match, the first leader moving one seat on each deal. Cards are named ``c1`` … ``c13``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome, seeded_rng
from asobiba.core.errors import IllegalMove, InvalidMove, OptionError
from asobiba.core.options import Choice, IntRange, resolve_options
from asobiba.core.text import Text

HAND = 4
OPTIONS = (
    IntRange("deals", 1, 3, 1, Text("Deals", "ディール数")),
    Choice(
        "lowest_wins",
        ("off", "on"),
        "off",
        Text("The lowest card takes the trick", "一番小さいカードがトリックを取る"),
        (Text("Off", "なし"), Text("On", "あり")),
    ),
)


def name(card: int) -> str:
    return f"c{card}"


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "card", "card": name(self.card)}


@dataclass(slots=True)
class HighCardState:
    n: int
    options: dict[str, Any]
    seed: int
    hands: list[list[int]] = field(default_factory=list)
    unused: int = 0
    trick: list[tuple[int, int]] = field(default_factory=list)  # (seat, card) in play order
    turn: int = 0
    deal: int = 0
    tricks: list[int] = field(default_factory=list)  # taken this deal, per seat
    totals: list[int] = field(default_factory=list)
    results: list[dict[str, Any]] = field(default_factory=list)
    over: bool = False

    def copy(self) -> HighCardState:
        return HighCardState(
            self.n,
            self.options,
            self.seed,
            [hand[:] for hand in self.hands],
            self.unused,
            self.trick[:],
            self.turn,
            self.deal,
            self.tricks[:],
            self.totals[:],
            [dict(result) for result in self.results],
            self.over,
        )


def _deal(state: HighCardState, events: list[Event]) -> None:
    deck = list(range(1, HAND * state.n + 2))
    seeded_rng(state.seed, "deal", state.deal).shuffle(deck)
    state.hands = [sorted(deck[HAND * seat : HAND * (seat + 1)]) for seat in range(state.n)]
    state.unused = deck[-1]
    state.turn = state.deal % state.n
    state.tricks = [0] * state.n
    events.append(Event("deal", {"deal": state.deal + 1, "leader": state.turn}))
    events += [Event("hand", {"cards": [name(card) for card in hand]}, seat) for seat, hand in enumerate(state.hands)]


class HighCardGame(GameBase[HighCardState, PlayCard]):
    id = "highcard"
    version = 1
    title = Text("High Card", "ハイカード")
    about = About(
        Text("The smallest trick game: the highest card takes the trick.", "一番小さなトリックゲーム。一番大きいカードがトリックを取る。"),
        order=900,
    )
    seats = (2, 3)
    options = OPTIONS

    def start(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None) -> Any:
        if seats not in self.seats:
            raise OptionError(Text(f"High Card is for 2 or 3 players, not {seats!r}", f"ハイカードは2〜3人用です（{seats!r} 人は不可）"))
        state = HighCardState(seats, resolve_options(OPTIONS, seats, options), seed, totals=[0] * seats)
        _deal(state, [])
        return state

    def to_act(self, state: HighCardState) -> frozenset[int]:
        return frozenset() if state.over else frozenset({state.turn})

    def legal_moves(self, state: HighCardState, seat: int) -> list[PlayCard]:
        return [] if state.over or seat != state.turn else [PlayCard(card) for card in state.hands[seat]]

    def play(self, state: HighCardState, seat: int, move: PlayCard) -> list[Event]:
        if state.over or seat != state.turn:
            raise IllegalMove(Text(f"it is not seat {seat}'s turn", f"席 {seat} の番ではありません"))
        if move.card not in state.hands[seat]:
            raise IllegalMove(Text(f"{name(move.card)} is not in your hand", f"{name(move.card)} は手札にありません"))
        state.hands[seat].remove(move.card)
        state.trick.append((seat, move.card))
        events = [Event("card", {"seat": seat, "card": name(move.card)})]
        state.turn = (seat + 1) % state.n
        if len(state.trick) == state.n:
            _take_trick(state, events)
        return events

    def view(self, state: HighCardState, seat: int | None) -> dict[str, Any]:
        return {
            "game": self.id,
            "seat": seat,
            "players": state.n,
            "phase": "over" if state.over else "play",
            "to_act": sorted(self.to_act(state)),
            "deal": state.deal + 1,
            "deals": state.options["deals"],
            "lowest_wins": state.options["lowest_wins"] == "on",
            "hand": [name(card) for card in state.hands[seat]] if seat is not None else [],
            "hand_sizes": [len(hand) for hand in state.hands],
            "trick": [{"seat": player, "card": name(card)} for player, card in state.trick],
            "tricks": state.tricks[:],
            "totals": state.totals[:],
            "results": [dict(result) for result in state.results],
            "legal": [move.to_json() for move in self.legal_moves(state, seat)] if seat is not None else [],
        }

    def outcome(self, state: HighCardState) -> Outcome | None:
        return Outcome.from_scores(state.totals) if state.over else None

    def sample(self, state: HighCardState, seat: int, rng: random.Random) -> HighCardState:
        """Another hand for the others and another face-down card, from the cards ``seat`` has not seen."""
        world = state.copy()
        unseen = sorted([card for other, hand in enumerate(state.hands) if other != seat for card in hand] + [state.unused])
        rng.shuffle(unseen)
        for other, hand in enumerate(world.hands):
            if other != seat:
                world.hands[other] = sorted(unseen.pop() for _ in hand)
        world.unused = unseen.pop()
        return world

    def clone(self, state: HighCardState) -> HighCardState:
        return state.copy()

    def parse_move(self, data: Any) -> PlayCard:
        card = data.get("card") if isinstance(data, dict) and data.get("type") == "card" else None
        if not isinstance(card, str) or not card.startswith("c") or not card[1:].isdecimal():
            raise InvalidMove(Text(f"not a High Card move: {data!r}", f"ハイカードの手ではありません: {data!r}"))
        return PlayCard(int(card[1:]))


def _take_trick(state: HighCardState, events: list[Event]) -> None:
    pick = min if state.options["lowest_wins"] == "on" else max
    winner, _ = pick(state.trick, key=lambda played: played[1])
    state.tricks[winner] += 1
    state.trick = []
    state.turn = winner
    events.append(Event("trick", {"winner": winner}))
    if state.hands[winner]:
        return
    result = {"deal": state.deal + 1, "tricks": state.tricks[:], "unused": name(state.unused)}
    state.results.append(result)
    state.totals = [total + taken for total, taken in zip(state.totals, state.tricks, strict=True)]
    events.append(Event("deal_scored", dict(result)))
    state.deal += 1
    if state.deal == state.options["deals"]:
        state.over = True
        events.append(Event("match_over", {"totals": state.totals[:]}))
    else:
        _deal(state, events)


GAME = HighCardGame()
