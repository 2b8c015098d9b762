"""Tichu as a pure state machine behind the Asobiba contract (rules/tichu.md).

A game is a series of rounds until a team reaches the target score (TICHU-R36).
Each round: 8 cards and the Grand Tichu decisions, all at once (R2, R3); 6 more
cards and the pass, one card per move, all at once (R8); then tricks from the Mah
Jong holder (R9). Several seats act at once in the first two phases, and during
the tricks ``to_act`` holds the seat whose turn it is plus every other player who
holds a bomb that beats the table and has not let it stand, the one who played it
too, and all of them once more after the last pass: the bomb window of TICHU-R16, R19
(docs/tichu.md, "Bomb window"; legal.py).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome, seeded_rng
from asobiba.core.errors import IllegalMove, OptionError, SetupError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.tichu import reasons
from asobiba.games.tichu.cards import DECK, DOG, MAHJONG, NAMES, PHOENIX, RANK, names, parse_cards, points
from asobiba.games.tichu.combos import DOG_LEAD, DRAGON_SINGLE, KIND_NAMES, SINGLE, Combo, Rules, classify, held_bombs, single_rank
from asobiba.games.tichu.legal import bomb_window, bombers, moves_of
from asobiba.games.tichu.moves import (
    NO_BOMB,
    CallTichu,
    Gift,
    Give,
    Grand,
    Move,
    NoBomb,
    Pass,
    Play,
    Wish,
    parse_move,
)
from asobiba.games.tichu.options import OPTIONS
from asobiba.games.tichu.sample import sample
from asobiba.games.tichu.state import GRAND_CALL, NO_CALL, NOBODY, TICHU_CALL, Phase, TichuState, team
from asobiba.games.tichu.view import view

GRAND, PASS_PHASE, PLAY_PHASE, WISH, GIFT, OVER = Phase.GRAND, Phase.PASS, Phase.PLAY, Phase.WISH, Phase.GIFT, Phase.OVER
PHOENIX_SINGLE = (PHOENIX,)
DRAGON_TOP = Combo(SINGLE, 1, DRAGON_SINGLE)
CALL_NAMES = {NO_CALL: None, TICHU_CALL: "tichu", GRAND_CALL: "grand"}


class TichuGame(GameBase[TichuState, Move]):
    id = "tichu"
    # 2: the bomb window of TICHU-R16 (own play), R25 (instead of the wish), R4 (Tichu);
    # 3: the last pass asks again whoever let the play stand (TICHU-R19).
    version = 3
    title = Text("Tichu", "ティチュー")
    about = About(
        Text(
            "Climbing game for two partnerships: call Tichu, bomb out of turn, play to 1000.",
            "2対2のクライミングゲーム。ティチューを宣言し、ボムで割り込み、1000点を目指す。",
        ),
        order=20,
        default_seats=4,
    )
    seats = (4,)
    options = OPTIONS

    # -- contract ---------------------------------------------------------------

    def start(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None) -> TichuState:
        """A new game. ``setup`` may fix the first deal: ``{"hands": [[14 cards] × 4]}``, the first 8 dealt first."""
        if seats != 4:
            raise OptionError(Text(f"Tichu is for 4 players, not {seats!r}", f"ティチューは4人用です（{seats!r} 人は不可）"))
        resolved = resolve_options(OPTIONS, seats, options)
        if setup is not None:
            _check_setup(setup)
        state = TichuState(
            options=resolved,
            rules=Rules(resolved["phoenix_full_house_with_four"] == "on", resolved["straight_flush_as_straight"] == "on"),
            seed=seed,
            step=1 if resolved["direction"] == "counter_clockwise" else -1,
            setup=setup,
        )
        _new_round(state, [])
        return state

    def to_act(self, state: TichuState) -> frozenset[int]:
        phase = state.phase
        if phase is PLAY_PHASE:
            window = bomb_window(state)
            turn = state.turn
            return frozenset(window if turn == NOBODY else (turn, *window))
        if phase is GRAND:
            return frozenset(seat for seat in range(4) if state.grand[seat] < 0)
        if phase is PASS_PHASE:  # one's own place among the gives is always empty
            return frozenset(seat for seat, given in enumerate(state.gives) if given.count(NOBODY) > 1)
        if phase is WISH:
            return frozenset({state.wisher})
        if phase is GIFT:
            return frozenset({state.gifter})
        return frozenset()

    def legal_moves(self, state: TichuState, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now, in a stable order; [] when it may not act."""
        return moves_of(state, seat)[:]

    def play(self, state: TichuState, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` by ``seat``; :class:`IllegalMove` (state untouched) if it is not legal."""
        legal = moves_of(state, seat)
        for allowed in legal:  # a move taken from legal_moves is found by identity, before the slower ==
            if allowed is move:
                break
        else:
            if move not in legal:
                raise IllegalMove(reasons.refusal(state, seat, move, self.to_act(state)))
        events: list[Event] = []
        APPLY[move.__class__](state, seat, move, events)
        state.moves = state.window = None
        return events

    def view(self, state: TichuState, seat: int | None) -> dict[str, Any]:
        legal = self.legal_moves(state, seat) if seat is not None else []
        return view(state, seat, legal, seat is not None and seat != state.turn and seat in bomb_window(state))

    def timed_default(self, state: TichuState, seat: int) -> Move | None:
        """For the server: the answer to make for a person who lets a short question pass.

        Only the bomb window after a trick's last pass waits on people (docs/tichu.md);
        everything else is theirs to decide.
        """
        if state.phase is PLAY_PHASE and state.turn == NOBODY and seat in bomb_window(state):
            return NO_BOMB  # never a Tichu call, though the window offers one (TICHU-R4)
        return None

    def timeout_move(self, state: TichuState, seat: int) -> Move | None:
        """For the server: the move made for a person whose turn clock ran out (docs/protocol.md,
        "Turn clock"). Never Grand Tichu, Tichu, a bomb or a wish: a pass where one may pass, a
        bomb chance let go, else the lowest play; the weakest card of the pass; the Dragon trick
        to the next opponent."""
        from asobiba.games.tichu.cards import DRAGON

        legal = moves_of(state, seat)
        if not legal:
            return None
        special = {DOG: 0, MAHJONG: 1, PHOENIX: 15, DRAGON: 16}  # the weakest to the strongest card

        def strength(card: int) -> int:
            return special.get(card, RANK[card])

        phase = state.phase
        if phase is GRAND:
            return Grand(False)
        if phase is WISH:
            return Wish(0)
        if phase is PASS_PHASE:
            return min((move for move in legal if isinstance(move, Give)), key=lambda give: (strength(give.card), give.card, give.to))
        if phase is PLAY_PHASE:
            if seat != state.turn:
                return NO_BOMB
            if Pass() in legal:
                return Pass()
            bombs = {bomb.play for bomb in state.bombs[seat]}
            plays = [move for move in legal if isinstance(move, Play)]
            return min(plays, key=lambda play: (play in bombs, len(play.cards), max(map(strength, play.cards)), play.cards))
        return legal[0]  # the Dragon trick's gift: either opponent

    def outcome(self, state: TichuState) -> Outcome | None:
        if state.phase is not OVER:
            return None
        return Outcome.from_scores([state.totals[team(seat)] for seat in range(4)])

    def sample(self, state: TichuState, seat: int, rng: random.Random) -> TichuState:
        return sample(state, seat, rng)

    def clone(self, state: TichuState) -> TichuState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)


# -- phases ---------------------------------------------------------------------------


def _check_setup(setup: dict[str, Any]) -> None:
    try:
        hands = [parse_cards(hand) for hand in setup["hands"]]
    except (KeyError, TypeError, ValueError) as error:
        raise SetupError(Text(f"setup needs hands: {error}", f"setup には hands が必要です: {error}")) from error
    if len(hands) != 4 or any(len(hand) != 14 for hand in hands) or sorted(c for hand in hands for c in hand) != list(DECK):
        raise SetupError(
            Text("setup needs 4 hands of 14 cards using each card once", "setup には56枚を1枚ずつ使った14枚の手札が4つ必要です")
        )


def _new_round(state: TichuState, events: list[Event]) -> None:
    if state.round_number == 0 and state.setup is not None:
        deck = [c for hand in state.setup["hands"] for c in parse_cards(hand)]
    else:
        deck = list(DECK)
        seeded_rng(state.seed, "round", state.round_number).shuffle(deck)
    state.round_number += 1
    state.phase = GRAND
    state.hands = [sorted(deck[14 * seat : 14 * seat + 8]) for seat in range(4)]  # TICHU-R2
    state.bombs = [() for _ in range(4)]
    state.rest = [deck[14 * seat + 8 : 14 * seat + 14] for seat in range(4)]
    state.grand = [NOBODY] * 4
    state.calls = [NO_CALL] * 4
    state.gives = [[NOBODY] * 4 for _ in range(4)]
    state.received = [[NOBODY] * 4 for _ in range(4)]
    state.turn = NOBODY
    state.trick, state.out = [], []
    state.won = [[] for _ in range(4)]
    state.passes = state.declined = state.wish = state.tricks_played = 0
    state.wisher = state.after_wish = state.gifter = NOBODY
    for seat in range(4):
        events.append(Event("deal", {"round": state.round_number, "hand": names(state.hands[seat])}, to=seat))


def _grand(state: TichuState, seat: int, move: Grand, events: list[Event]) -> None:
    state.grand[seat] = int(move.call)
    events.append(Event("grand_decided", {"seat": seat, "call": move.call}, to=seat))
    if NOBODY in state.grand:
        return  # TICHU-R3 [decision]: decisions are revealed together
    state.calls = [GRAND_CALL if called else NO_CALL for called in state.grand]
    events.append(Event("grand", {"calls": [CALL_NAMES[call] for call in state.calls]}))
    for seat_ in range(4):
        state.hands[seat_] = sorted(state.hands[seat_] + state.rest[seat_])
        events.append(Event("deal", {"round": state.round_number, "cards": names(state.rest[seat_])}, to=seat_))
    state.rest = [[] for _ in range(4)]
    state.phase = PASS_PHASE


def _tichu(state: TichuState, seat: int, move: CallTichu, events: list[Event]) -> None:
    state.calls[seat] = TICHU_CALL
    events.append(Event("tichu", {"seat": seat}))


def _give(state: TichuState, seat: int, move: Give, events: list[Event]) -> None:
    state.hands[seat].remove(move.card)
    state.gives[seat][move.to] = move.card
    events.append(Event("give", {"card": NAMES[move.card], "to": move.to}, to=seat))
    if any(given.count(NOBODY) > 1 for given in state.gives):  # one's own place is always empty
        return
    # TICHU-R8 [decision]: cards are delivered once all four have passed.
    for giver in range(4):
        for to in range(4):
            if to != giver:
                card = state.gives[giver][to]
                state.hands[to].append(card)
                state.received[to][giver] = card
    for to in range(4):
        state.hands[to].sort()
        state.bombs[to] = held_bombs(state.hands[to])
        events.append(
            Event("received", {"cards": {str(giver): NAMES[state.received[to][giver]] for giver in range(4) if giver != to}}, to=to)
        )
    events.append(Event("passed", {}))
    state.phase = PLAY_PHASE
    state.turn = next(seat for seat in range(4) if MAHJONG in state.hands[seat])  # TICHU-R9
    events.append(Event("lead", {"seat": state.turn}))


def _play(state: TichuState, seat: int, move: Play, events: list[Event]) -> None:
    hand, cards, trick = state.hands[seat], move.cards, state.trick
    for card in cards:
        hand.remove(card)
    if state.bombs[seat]:  # a play breaks bombs, never makes one: keep those whose cards are all left
        state.bombs[seat] = tuple(bomb for bomb in state.bombs[seat] if not set(bomb.cards) & set(cards))
    combo = classify(cards, move.phoenix, move.straight, state.rules)
    assert combo is not None
    if cards == PHOENIX_SINGLE:  # its value follows the table (TICHU-R28)
        combo = Combo(SINGLE, 1, single_rank(PHOENIX, trick[-1][3] if trick else None))
    trick.append((seat, cards, move.phoenix, combo))
    state.passes = 0
    state.declined = 0  # TICHU-R16: anyone holding a higher bomb may bomb it, its player too
    data = {
        "seat": seat,
        "cards": [NAMES[c] for c in cards],
        "phoenix": move.phoenix or None,
        "combo": KIND_NAMES[combo.kind],
        "out_of_turn": seat != state.turn,
    }
    events.append(Event("play", data))
    if state.wish and any(RANK[card] == state.wish and card < 52 for card in cards):
        events.append(Event("wish_fulfilled", {"rank": state.wish}))  # TICHU-R24
        state.wish = 0
    if not hand:
        state.out.append(seat)
        events.append(Event("out", {"seat": seat, "place": len(state.out)}))  # TICHU-R14
        if _round_over(state):
            _finish_round(state, events)
            return
    if combo.kind == DOG_LEAD:
        _dog(state, seat, events)
        return
    state.turn = state.next_active(seat)  # TICHU-R16: after a bomb too, play goes on from the bomber
    if MAHJONG in cards and (len(cards) == 1 or state.options["wish_in_straight"] == "on"):
        state.phase, state.wisher, state.after_wish = WISH, seat, state.turn
        state.turn = NOBODY


def _dog(state: TichuState, seat: int, events: list[Event]) -> None:
    """TICHU-R30: the lead goes at once to the partner, or the next active player after him."""
    state.won[seat].append(DOG)
    state.trick = []
    state.tricks_played += 1
    state.declined = 0
    partner = (seat + 2) % 4
    state.turn = partner if state.hands[partner] else state.next_active(partner)
    events.append(Event("dog", {"seat": seat, "lead": state.turn}))


def _pass(state: TichuState, seat: int, move: Pass, events: list[Event]) -> None:
    state.passes += 1
    events.append(Event("pass", {"seat": seat}))
    top_seat = state.trick[-1][0]
    needed = 3 - len(state.out) + (top_seat in state.out)  # the others still holding cards
    if state.passes < needed:
        state.turn = state.next_active(seat)
        return
    # TICHU-R19, R16: the last pass opens a window of its own ("any player may bomb before the
    # trick is considered over"): who let the play stand earlier is asked again.
    state.turn = NOBODY
    state.declined = 0
    _close_trick(state, events)


def _no_bomb(state: TichuState, seat: int, move: NoBomb, events: list[Event]) -> None:
    state.declined |= 1 << seat
    events.append(Event("no_bomb", {}, to=seat))
    if state.turn == NOBODY:
        _close_trick(state, events)


def _close_trick(state: TichuState, events: list[Event]) -> None:
    """Collect the trick unless someone may still bomb it (TICHU-R19)."""
    if bombers(state):
        return
    winner = state.trick[-1][0]
    state.tricks_played += 1
    if state.top == DRAGON_TOP:
        state.phase, state.gifter = GIFT, winner  # TICHU-R31
        return
    cards = [card for _, played, _, _ in state.trick for card in played]
    state.won[winner].extend(cards)
    events.append(Event("trick", {"winner": winner, "points": points(cards)}))
    _next_lead(state, winner)


def _next_lead(state: TichuState, winner: int) -> None:
    state.trick = []
    state.passes = state.declined = 0
    state.turn = winner if state.hands[winner] else state.next_active(winner)  # TICHU-R13


def _wish(state: TichuState, seat: int, move: Wish, events: list[Event]) -> None:
    state.wish = move.rank
    events.append(Event("wish", {"seat": seat, "rank": move.rank or None}))
    state.phase, state.turn, state.wisher = PLAY_PHASE, state.after_wish, NOBODY
    state.after_wish = NOBODY


def _gift(state: TichuState, seat: int, move: Gift, events: list[Event]) -> None:
    cards = [card for _, played, _, _ in state.trick for card in played]
    state.won[move.to].extend(cards)
    events.append(Event("gift", {"seat": seat, "to": move.to, "points": points(cards)}))
    state.phase, state.gifter = PLAY_PHASE, NOBODY
    if _round_over(state):
        state.trick = []
        _score_round(state, events)
    else:
        _next_lead(state, seat)


# -- end of round ---------------------------------------------------------------------


def _round_over(state: TichuState) -> bool:
    """TICHU-R32: three players out, or a team out first and second."""
    out = state.out
    return len(out) >= 3 or (len(out) == 2 and team(out[0]) == team(out[1]))


def _finish_round(state: TichuState, events: list[Event]) -> None:
    """The round ended on a play: the table goes to its last player, the Dragon as a gift (TICHU-R31)."""
    winner = state.trick[-1][0]
    state.turn = NOBODY
    if len(state.out) == 3 and state.top == DRAGON_TOP:
        state.phase, state.gifter = GIFT, winner
        return
    state.won[winner].extend(card for _, played, _, _ in state.trick for card in played)
    state.trick = []
    _score_round(state, events)


def _score_round(state: TichuState, events: list[Event]) -> None:
    out = state.out
    first = out[0]
    double = team(out[0]) if len(out) == 2 else None
    cards = [0, 0]
    if double is not None:
        cards[double] = 200  # TICHU-R35
    else:
        last = next(seat for seat in range(4) if seat not in out)
        # TICHU-R33: the last player's tricks go to the first out, his hand to the opponents.
        state.won[first].extend(state.won[last])
        state.won[last] = []
        state.won[state.next_seat(last)].extend(state.hands[last])
        state.hands[last] = []
        for seat in range(4):
            cards[team(seat)] += points(state.won[seat])  # TICHU-R34
    bonus = [0, 0]
    for seat, call in enumerate(state.calls):
        if call:
            bonus[team(seat)] += 100 * call * (1 if seat == first else -1)  # TICHU-R6, R7
    scores = [cards[side] + bonus[side] for side in (0, 1)]
    state.totals = [total + score for total, score in zip(state.totals, scores, strict=True)]
    result = {
        "round": state.round_number,
        "out": out[:],
        "calls": [CALL_NAMES[call] for call in state.calls],
        "double": double,
        "cards": cards,
        "bonus": bonus,
        "scores": scores,
        "totals": state.totals[:],
    }
    state.results.append(result)
    events.append(Event("round_scored", result))
    if max(state.totals) >= state.options["target_score"] and state.totals[0] != state.totals[1]:  # TICHU-R36
        state.phase = OVER
        events.append(Event("game_over", {"totals": state.totals}))
        return
    _new_round(state, events)


APPLY = {
    Grand: _grand,
    CallTichu: _tichu,
    Give: _give,
    Play: _play,
    Pass: _pass,
    NoBomb: _no_bomb,
    Wish: _wish,
    Gift: _gift,
}
GAME = TichuGame()
