"""A trick's play: what a play does (revolution, lock, the special cards), passing, the flush,
going out, and who plays next (DAIFUGO-R6, R7, R9, R12–R21, R28, R33)."""

from __future__ import annotations

from typing import Any

from asobiba.core.contract import Event, seeded_rng
from asobiba.games.daifugo.cards import EIGHT, FIVE, JACK, SEVEN, SIX, THREE, TWO, is_joker, name, rank
from asobiba.games.daifugo.deal import finish_game
from asobiba.games.daifugo.moves import Play
from asobiba.games.daifugo.options import Rules
from asobiba.games.daifugo.plays import JOKER, MULTIPLE, SEQUENCE, SINGLE, Shape, counts, shape
from asobiba.games.daifugo.state import NOBODY, DaifugoState, Phase

STALL = 20  # passes in a row that end a game at random (DAIFUGO-R33)
LEAD_AGAIN = -1  # after a seven-pass: the player leads again (a cut came first)


def play_cards(state: DaifugoState, seat: int, play: Play, events: list[Event]) -> None:
    """``seat`` plays ``play`` (legal): its effects, then whoever plays next."""
    rules = state.rules
    new = shape(play)
    old = shape(state.table) if state.table is not None else None
    reversed_before = state.revolution
    hand = state.hands[seat]
    for c in play.cards:
        hand.remove(c)
    state.table, state.last, state.first_play, state.passes = play, seat, False, 0
    state.trick.append((seat, play))
    state.played += play.cards
    if not rules.pass_lock:
        state.passed = [False] * state.n
    events.append(Event("play", {"seat": seat, **_play_data(play), "left": len(hand)}))
    if _revolts(new, rules.revolution):
        state.revolution = not state.revolution
        events.append(Event("revolution", {"on": state.revolution}))
    if rules.shibari and old is not None:
        _lock(state, old, new, events)
    if rules.eleven_back and counts(new, JACK, rules):
        state.eleven_back = not state.eleven_back
        events.append(Event("eleven_back", {"on": state.eleven_back}))
    cut = rules.eight_cut != "off" and counts(new, EIGHT, rules) > 0 and (new.kind in (SINGLE, MULTIPLE) or rules.eight_cut == "any_play")
    spade_3 = old is not None and old.kind == JOKER  # only a ♠3 follows a lone Joker (DAIFUGO-R15)
    if not hand:
        _go_out(state, seat, play, foul=_foul(state, play, reversed_before, cut or spade_3), events=events)
        if _game_over(state, events):
            return
    if rules.six_reverse and counts(new, SIX, rules):
        state.direction = -state.direction
        events.append(Event("reverse", {"direction": state.direction}))
    then = LEAD_AGAIN if cut or spade_3 else counts(new, FIVE, rules) if rules.five_skip else 0
    if cut or spade_3:
        events.append(Event("cut", {"seat": seat, "why": "eight" if cut else "spade_3"}))
    sevens = _real_sevens(new, rules) if rules.seven_pass and hand else 0
    if sevens and _next_active(state, seat) != seat:
        state.phase, state.turn = Phase.GIVE, seat
        state.seven, state.after_seven = min(sevens, len(hand)), then
        events.append(Event("seven_pass", {"seat": seat, "to": _next_active(state, seat), "count": state.seven}))
        return
    _advance(state, seat, then, events)


def give_seven(state: DaifugoState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
    """The player of 7s gives these cards to the next player (DAIFUGO-R19), then play goes on."""
    taker = _next_active(state, seat)
    for c in cards:
        state.hands[seat].remove(c)
    state.hands[taker] = sorted(state.hands[taker] + list(cards))
    state.gave[seat] += cards
    state.phase, state.seven = Phase.PLAY, 0
    for who in (seat, taker):
        events.append(Event("given", {"from": seat, "to": taker, "cards": [name(c) for c in cards]}, to=who))
    events.append(Event("gave", {"from": seat, "to": taker, "count": len(cards), "left": len(state.hands[seat])}))
    if not state.hands[seat]:
        _go_out(state, seat, None, foul=False, events=events)
        if _game_over(state, events):
            return
    _advance(state, seat, state.after_seven, events)


def pass_turn(state: DaifugoState, seat: int, events: list[Event]) -> None:
    """``seat`` passes (DAIFUGO-R6): the trick is flushed when all have, else the next plays."""
    state.passed[seat] = True
    state.passes += 1
    events.append(Event("pass", {"seat": seat}))
    if state.passes >= STALL:
        _stalled(state, events)
        return
    _advance(state, seat, 0, events)


def _advance(state: DaifugoState, seat: int, then: int, events: list[Event]) -> None:
    """After ``seat``'s move: flush if due, else the turn to the next player able to play,
    ``then`` more skipped (DAIFUGO-R17), or ``seat`` leading again when ``then`` is LEAD_AGAIN."""
    if then == LEAD_AGAIN:
        _flush(state, seat, events)
        return
    if _flush_due(state):
        _flush(state, state.last if state.last != NOBODY else state.leader, events)
        return
    following = seat
    skipped = []
    for step in range(then + 1):
        following = _next_able(state, following)
        if following == seat and then:  # the skips wrapped round to the player: the trick ends (rules/daifugo.md §5.7)
            _flush(state, seat, events)
            return
        if step < then:
            skipped.append(following)
    if skipped:
        events.append(Event("skip", {"seats": skipped}))
    state.turn = following


def _flush_due(state: DaifugoState) -> bool:
    """Everyone else still holding cards has passed since the last play (DAIFUGO-R7); everyone,
    the last player included, with ``flush=all_pass`` (DAIFUGO-R28) or on an empty table (DAIFUGO-R33)."""
    include_last = state.rules.all_pass or state.table is None
    return all(state.passed[other] for other in range(state.n) if state.active(other) and (include_last or other != state.last))


def _flush(state: DaifugoState, leader: int, events: list[Event]) -> None:
    """Clear the table; ``leader`` leads, or the next player holding cards if it went out (DAIFUGO-R7)."""
    if not state.active(leader):
        leader = _next_active(state, leader)
    state.table, state.trick, state.last = None, [], NOBODY
    state.lock, state.eleven_back = frozenset(), False
    state.passed = [False] * state.n
    state.turn = state.leader = leader
    events.append(Event("flush", {"leader": leader}))


def _next_active(state: DaifugoState, seat: int) -> int:
    """The next seat in the direction of play still holding cards (``seat`` itself if none)."""
    order, n = state.order, state.n
    index = order.index(seat)
    for step in range(1, n + 1):
        other = order[(index + step * state.direction) % n]
        if state.active(other):
            return other
    return seat


def _next_able(state: DaifugoState, seat: int) -> int:
    """The next seat that may play: holding cards and, with the pass lock, not passed (DAIFUGO-R24)."""
    order, n = state.order, state.n
    index = order.index(seat)
    for step in range(1, n + 1):
        other = order[(index + step * state.direction) % n]
        if state.active(other) and not (state.rules.pass_lock and state.passed[other]):
            return other
    return seat


def _revolts(new: Shape, revolution: str) -> bool:
    """Four cards or more of one rank, Jokers included; a sequence of five with ``four_or_sequence5`` (DAIFUGO-R12)."""
    if revolution == "off":
        return False
    return (new.kind == MULTIPLE and new.size >= 4) or (revolution == "four_or_sequence5" and new.kind == SEQUENCE and new.size >= 5)


def _lock(state: DaifugoState, old: Shape, new: Shape, events: list[Event]) -> None:
    """A lone Joker ends the lock; a play showing the suits of the play before locks them (DAIFUGO-R14)."""
    if new.kind == JOKER:
        if state.lock:
            state.lock = frozenset()
            events.append(Event("lock", {"suits": []}))
        return
    suits = old.suits | new.suits
    if not state.lock and old.kind != JOKER and len(suits) == new.width:
        state.lock = suits
        events.append(Event("lock", {"suits": sorted(suits)}))


def _real_sevens(new: Shape, rules: Rules) -> int:
    """7s that give a card each: real ones only (rules/daifugo.md §5.7), spades only with ``spades_only``."""
    return sum(1 for r, s, joker in new.faces if r == SEVEN and not joker and not (rules.spades_only and s != 0))


def _foul(state: DaifugoState, play: Play, reversed_before: bool, special: bool) -> bool:
    """Going out on a Joker, or (``standard``) on a 2 (a 3 in a revolution), a cutting 8 or a ♠3 on a Joker (DAIFUGO-R21)."""
    rule = state.rules.foul_finish
    if rule == "off":
        return False
    if any(is_joker(c) for c in play.cards):
        return True
    if rule == "joker_only":
        return False
    strongest = THREE if reversed_before else TWO
    return special or any(rank(c) == strongest for c in play.cards)


def _go_out(state: DaifugoState, seat: int, play: Play | None, *, foul: bool, events: list[Event]) -> None:
    """``seat`` has no card left: out in order, or among the foul finishers; the Daifugō falls
    when another goes out first (DAIFUGO-R20)."""
    if foul:
        state.fouls.append(seat)
    else:
        state.out.append(seat)
    events.append(Event("out", {"seat": seat, "foul": foul, "place": None if foul else len(state.out)}))
    if not foul and len(state.out) == 1 and state.rules.miyako_ochi and state.places:
        daifugo = state.places.index(1)
        if daifugo != seat and state.active(daifugo):
            state.fallen = daifugo
            state.removed = state.hands[daifugo]
            state.hands[daifugo] = []
            events.append(Event("fallen", {"seat": daifugo, "cards": [name(c) for c in state.removed]}))


def _game_over(state: DaifugoState, events: list[Event]) -> bool:
    """Whether one player or none still holds cards: the last one finishes last of those going out normally (DAIFUGO-R9)."""
    left = [seat for seat in state.order if state.active(seat)]
    if len(left) > 1:
        return False
    if left:
        state.out.append(left[0])
        state.removed = [*state.removed, *state.hands[left[0]]]
        state.hands[left[0]] = []
    finish_game(state, events)
    return True


def _stalled(state: DaifugoState, events: list[Event]) -> None:
    """Twenty passes in a row: the players still holding cards are ranked at random (DAIFUGO-R33)."""
    left = [seat for seat in state.order if state.active(seat)]
    seeded_rng(state.seed, "stall", state.game).shuffle(left)
    events.append(Event("stalled", {"order": left[:]}))
    for seat in left:
        state.out.append(seat)
        state.removed = [*state.removed, *state.hands[seat]]
        state.hands[seat] = []
    finish_game(state, events)


def _play_data(play: Play) -> dict[str, Any]:
    data = play.to_json()
    del data["type"]
    return data
