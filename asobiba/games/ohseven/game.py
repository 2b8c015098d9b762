"""Oh-Seven as a pure state machine behind the Asobiba contract (rules/ohseven.md).

A game is ``rounds`` rounds (OH7-R1). Each round: everyone bids a card at once
(OH7-R2); a bid total of 7, or a top bid made with the same card by two players,
forces a rebid, a point to the top bidder(s), and the bid cards go aside (OH7-R5–R8)
until the hands run out and the cards are dealt again (OH7-R9); then tricks with the
top bid's suit as trump, the top bidder leading (OH7-R4, R11, R12); then the score
(OH7-R13).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome, seeded_rng
from asobiba.core.errors import IllegalMove, OptionError, SetupError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.ohseven.cards import NAMES, SUIT_SYMBOLS, bid_key, deck, number, parse_card, suit
from asobiba.games.ohseven.moves import BIDS, PLAYS, Bid, Move, PlayCard, parse_move
from asobiba.games.ohseven.options import OPTIONS
from asobiba.games.ohseven.sample import sample
from asobiba.games.ohseven.state import NOBODY, OhSevenState, Phase
from asobiba.games.ohseven.view import view

HAND = 7
PLAY = Phase.PLAY
_ONE = tuple(frozenset({seat}) for seat in range(9))
# One event per (seat, card), built once: card play is the hot path of every simulation,
# and events are never mutated.
_CARD_EVENTS = tuple(tuple(Event("card", {"seat": seat, "card": NAMES[card]}) for card in range(32)) for seat in range(9))


class OhSevenGame(GameBase[OhSevenState, Move]):
    id = "ohseven"
    version = 1
    title = Text("Oh-Seven", "オーセブン")
    about = About(
        Text(
            "Bid with one card, then take exactly that many tricks: 2 to 9 players, 7 rounds.",
            "カード1枚でビッドし、ちょうどその数のトリックを取る。2〜9人、7ラウンド。",
        ),
        order=40,
        default_seats=4,
    )
    seats = tuple(range(2, 10))
    options = OPTIONS

    def start(
        self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None
    ) -> OhSevenState:
        """A new game. ``setup`` may fix the first deal: ``{"hands": [[7 cards] × seats]}``."""
        if seats not in self.seats:
            raise OptionError(Text(f"Oh-Seven is for 2 to 9 players, not {seats!r}", f"オーセブンは2〜9人用です（{seats!r} 人は不可）"))
        state = OhSevenState(n=seats, options=resolve_options(OPTIONS, seats, options), seed=seed, setup=setup, totals=[0] * seats)
        if setup is not None:
            _check_setup(setup, seats)
        _new_round(state, [])
        return state

    def to_act(self, state: OhSevenState) -> frozenset[int]:
        if state.phase is PLAY:
            return _ONE[state.turn]
        if state.phase is Phase.BID:
            return frozenset(seat for seat, card in enumerate(state.bids) if card == NOBODY)
        return frozenset()

    def legal_moves(self, state: OhSevenState, seat: int) -> list[Move]:
        if state.phase is PLAY:
            return [PLAYS[card] for card in _playable(state)] if seat == state.turn else []
        if state.phase is Phase.BID:
            return [BIDS[card] for card in biddable(state, seat)] if state.bids[seat] == NOBODY else []
        return []

    def play(self, state: OhSevenState, seat: int, move: Move) -> list[Event]:
        events: list[Event] = []
        if move.__class__ is PlayCard and state.phase is PLAY:
            # The hot path of every simulation: check the card without building the move list.
            if seat != state.turn or move.card not in _playable(state):
                raise IllegalMove(_refusal(state, seat, move))
            _play(state, seat, move.card, events)
            return events
        if move not in self.legal_moves(state, seat):
            raise IllegalMove(_refusal(state, seat, move))
        _bid(state, seat, move.card, events)  # outside card play only bids are ever legal
        return events

    def view(self, state: OhSevenState, seat: int | None) -> dict[str, Any]:
        return view(state, seat, self.legal_moves(state, seat) if seat is not None else [])

    def timeout_move(self, state: OhSevenState, seat: int) -> Move | None:
        """For the server: the move made for a person whose turn clock ran out (docs/protocol.md,
        "Turn clock"): the lowest bid, or the lowest card one may play."""
        legal = self.legal_moves(state, seat)
        return min(legal, key=lambda move: bid_key(move.card)) if legal else None

    def outcome(self, state: OhSevenState) -> Outcome | None:
        return Outcome.from_scores(state.totals) if state.phase is Phase.OVER else None  # OH7-R14: ties share

    def sample(self, state: OhSevenState, seat: int, rng: random.Random) -> OhSevenState:
        return sample(state, seat, rng, biddable)

    def clone(self, state: OhSevenState) -> OhSevenState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)


# -- legal choices ----------------------------------------------------------------------


def biddable(state: OhSevenState, seat: int) -> list[int]:
    """Distinct cards ``seat`` may bid: with ``reuse_forbidden``, not a card already bid this round (OH7-R7)."""
    hand, used = state.hands[seat], state.used[seat]
    if not used:
        return list(dict.fromkeys(hand))  # the hand is sorted
    return sorted({card for card in hand if hand.count(card) > used.count(card)})


def playable(hand: list[int], trick: list[int]) -> list[int]:
    """Distinct cards ``hand`` (sorted) may play: the suit led if it has one (OH7-R11)."""
    if trick:
        led = trick[0] >> 3
        following = [card for card in hand if card >> 3 == led]
        if following:
            hand = following
    return list(dict.fromkeys(hand))  # two identical cards are one choice


def _playable(state: OhSevenState) -> list[int]:
    """``playable`` for the seat on turn, kept until the next card: asked for by the player, then by play()."""
    cards = state.playable
    if cards is None:
        cards = state.playable = playable(state.hands[state.turn], state.trick)
    return cards


def winning_index(trick: list[int], trump: int) -> int:
    """The winning card's place in ``trick``: highest trump, else highest of the suit led;
    of two identical cards the first played (OH7-R12)."""
    best = 0
    led = suit(trick[0])
    for index in range(1, len(trick)):
        card, top = trick[index], trick[best]
        if suit(card) == trump:
            if suit(top) != trump or number(card) > number(top):
                best = index
        elif suit(card) == led and suit(top) != trump and number(card) > number(top):
            best = index
    return best


# -- phases -------------------------------------------------------------------------------


def _check_setup(setup: dict[str, Any], n: int) -> None:
    try:
        hands = [[parse_card(name) for name in hand] for hand in setup["hands"]]
    except (KeyError, TypeError, ValueError) as error:
        raise SetupError(Text(f"setup needs hands: {error}", f"setup には hands が必要です: {error}")) from error
    pool = deck(n)
    if len(hands) != n or any(len(hand) != HAND for hand in hands):
        raise SetupError(Text(f"setup needs {n} hands of 7 cards", f"setup には7枚の手札が {n} つ必要です"))
    for card in (card for hand in hands for card in hand):
        if card not in pool:
            raise SetupError(Text(f"setup uses {NAMES[card]} too often", f"setup で {NAMES[card]} を使いすぎています"))
        pool.remove(card)


def _deal(state: OhSevenState, events: list[Event]) -> None:
    if state.deals == 0 and state.setup is not None:
        hands = [sorted(parse_card(name) for name in hand) for hand in state.setup["hands"]]
    else:
        cards = deck(state.n)
        seeded_rng(state.seed, "deal", state.deals).shuffle(cards)
        hands = [sorted(cards[HAND * seat : HAND * seat + HAND]) for seat in range(state.n)]
    state.deals += 1
    state.hands = hands
    state.used = [[] for _ in range(state.n)]
    state.set_aside = []
    state.bids = [NOBODY] * state.n
    for seat in range(state.n):
        events.append(Event("deal", {"round": state.round + 1, "hand": [NAMES[card] for card in hands[seat]]}, to=seat))


def _new_round(state: OhSevenState, events: list[Event]) -> None:
    state.phase = Phase.BID
    state.rebid_points = [0] * state.n
    state.revealed = []  # kept across a redeal: the round's biddings go on
    state.trump = state.turn = NOBODY
    state.final, state.trick, state.tricks = [], [], []
    state.taken = [0] * state.n
    _deal(state, events)


def _bid(state: OhSevenState, seat: int, card: int, events: list[Event]) -> None:
    state.bids[seat] = card
    events.append(Event("bid_chosen", {"card": NAMES[card]}, to=seat))
    events.append(Event("bid_placed", {"seat": seat}))
    if NOBODY in state.bids:
        return
    bids = state.bids
    state.revealed.append(bids[:])
    top = max(bids, key=bid_key)
    top_seats = [other for other, other_card in enumerate(bids) if other_card == top]
    total = sum(number(other_card) for other_card in bids)
    events.append(Event("bids", {"cards": [NAMES[other_card] for other_card in bids], "total": total}))
    if total != HAND and len(top_seats) == 1:
        _start_tricks(state, top_seats[0], events)
        return
    # OH7-R5, R6: a forced rebid, a point at once to the top bidder(s).
    for scorer in top_seats:
        state.rebid_points[scorer] += 1
        state.totals[scorer] += 1
    events.append(Event("rebid", {"reason": "seven" if total == HAND else "identical", "points": top_seats, "totals": state.totals[:]}))
    for other, other_card in enumerate(bids):
        if state.options["rebid_cards"] == "set_aside":  # OH7-R7
            state.hands[other].remove(other_card)
            state.set_aside.append(other_card)
        else:
            state.used[other].append(other_card)
    state.bids = [NOBODY] * state.n
    if any(not biddable(state, other) for other in range(state.n)):
        events.append(Event("redeal", {}))  # OH7-R9: points scored are kept
        _deal(state, events)


def _start_tricks(state: OhSevenState, top_seat: int, events: list[Event]) -> None:
    """OH7-R3, R4: bid cards stay in hand; the top bid's suit is trump and its bidder leads."""
    state.final = state.bids[:]
    state.bids = [NOBODY] * state.n
    state.trump = suit(state.final[top_seat])
    state.leader = state.turn = top_seat
    state.playable = None
    state.phase = Phase.PLAY
    events.append(Event("trump", {"suit": "CDHS"[state.trump], "leader": top_seat, "bids": [number(card) for card in state.final]}))


def _play(state: OhSevenState, seat: int, card: int, events: list[Event]) -> None:
    state.hands[seat].remove(card)
    state.trick.append(card)
    state.playable = None
    events.append(_CARD_EVENTS[seat][card])
    n = state.n
    if len(state.trick) < n:
        state.turn = (seat + 1) % n
        return
    winner = (state.leader + winning_index(state.trick, state.trump)) % n
    state.taken[winner] += 1
    state.tricks.append((state.leader, tuple(state.trick), winner))
    events.append(Event("trick", {"leader": state.leader, "cards": [NAMES[c] for c in state.trick], "winner": winner}))
    state.trick = []
    state.leader = state.turn = winner
    if not state.hands[winner]:
        _score_round(state, events)


def _score_round(state: OhSevenState, events: list[Event]) -> None:
    """OH7-R13: an exact bid scores bid + 2, a miss loses the difference; rebid points came already."""
    scores = []
    for seat in range(state.n):
        bid, taken = number(state.final[seat]), state.taken[seat]
        scores.append(bid + 2 if taken == bid else -abs(taken - bid))
    state.totals = [total + score for total, score in zip(state.totals, scores, strict=True)]
    state.round += 1
    result = {
        "round": state.round,
        "bids": [NAMES[card] for card in state.final],
        "trump": "CDHS"[state.trump],
        "taken": state.taken[:],
        "scores": scores,
        "rebid_points": state.rebid_points[:],
        "totals": state.totals[:],
    }
    state.results.append(result)
    events.append(Event("round_scored", result))
    if state.round >= state.options["rounds"]:
        state.phase = Phase.OVER
        state.turn = NOBODY
        events.append(Event("game_over", {"totals": state.totals[:]}))
        return
    _new_round(state, events)


def _refusal(state: OhSevenState, seat: int, move: Move) -> Text:
    if state.phase is Phase.OVER:
        return Text("the game is over", "ゲームは終了しています")
    if state.phase is Phase.BID:
        if not isinstance(move, Bid):
            return Text("now everyone bids a card", "今は全員がカードでビッドする時です")
        if state.bids[seat] != NOBODY:
            return Text("you have already bid; wait for the others", "ビッド済みです。他のプレイヤーを待ってください")
        if move.card not in state.hands[seat]:
            return Text(f"you do not hold {NAMES[move.card]}", f"{NAMES[move.card]} を持っていません")
        return Text(f"{NAMES[move.card]} was already bid this round", f"{NAMES[move.card]} はこのラウンドですでにビッドに使いました")
    if seat != state.turn:
        return Text(f"it is seat {state.turn}'s turn", f"今は席 {state.turn} の番です")
    if not isinstance(move, PlayCard):
        return Text("now is card play", "今はカードを出す番です")
    if move.card not in state.hands[seat]:
        return Text(f"you do not hold {NAMES[move.card]}", f"{NAMES[move.card]} を持っていません")
    symbol = SUIT_SYMBOLS[suit(state.trick[0])]
    return Text(f"you must follow suit: play a {symbol}", f"マストフォロー: {symbol} を出してください")


GAME = OhSevenGame()
