"""A trick's play: what a play does (revolution, lock, the special cards), passing, the flush,
going out, and who plays next (DAIFUGO-R6, R7, R9, R12–R21, R28, R33; the house rules of
docs/daifugo.md, DAIFUGO-H1–H4)."""

from __future__ import annotations

from typing import Any

from asobiba.core.contract import Event, seeded_rng
from asobiba.games.daifugo.cards import EIGHT, FIVE, JACK, RANK_NAMES, SEVEN, SIX, TEN, THREE, TWO, is_joker, name, rank
from asobiba.games.daifugo.deal import finish_game
from asobiba.games.daifugo.moves import Play
from asobiba.games.daifugo.plays import JOKER, JOKERS, MULTIPLE, SEQUENCE, SINGLE, Shape, counts, in_step, next_rank, shape, special_cut
from asobiba.games.daifugo.state import NOBODY, DaifugoState, Phase

STALL = 20  # passes in a row that end a game at random (DAIFUGO-R33)
LEAD_AGAIN = -1  # after a seven-pass or a ten-discard: the player leads again (a cut came first)


def play_cards(state: DaifugoState, seat: int, play: Play, events: list[Event]) -> None:
    """``seat`` plays ``play`` (legal): its effects, then whoever plays next."""
    rules = state.rules
    new = shape(play)
    old = shape(state.table) if state.table is not None else None
    revolution_before, reversed_before = state.revolution, state.reversed_()
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
    if rules.number_lock and old is not None:
        _number_lock(state, old, new, reversed_before, events)
    eight = rules.eight_cut != "off" and counts(new, EIGHT, rules) > 0 and (new.kind in (SINGLE, MULTIPLE) or rules.eight_cut == "any_play")
    spade_3 = old is not None and old.kind == JOKER  # only a ♠3 follows a lone Joker (DAIFUGO-R15)
    why = "eight" if eight else "spade_3" if spade_3 else special_cut(new, rules)
    if not hand:
        _go_out(state, seat, play, foul=_foul(state, play, revolution_before, eight or spade_3), events=events)
        if _game_over(state, events):
            return
    if rules.six_reverse and counts(new, SIX, rules):
        state.direction = -state.direction
        events.append(Event("reverse", {"direction": state.direction}))
    state.then = LEAD_AGAIN if why else counts(new, FIVE, rules) if rules.five_skip else 0
    if why:
        events.append(Event("cut", {"seat": seat, "why": why}))
    # A Joker standing for a 7 or a 10 counts when it takes the effect of its card (rules/daifugo.md §5.7, DAIFUGO-R29).
    sevens = counts(new, SEVEN, rules) if rules.seven_pass and hand else 0
    state.ten = counts(new, TEN, rules) if rules.ten_discard and hand else 0
    if sevens and _next_active(state, seat) != seat:
        state.phase, state.turn, state.seven = Phase.GIVE, seat, min(sevens, len(hand))
        events.append(Event("seven_pass", {"seat": seat, "to": _next_active(state, seat), "count": state.seven}))
        return
    _discard_or_advance(state, seat, events)


def give_seven(state: DaifugoState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
    """The player of 7s gives these cards to the next player (DAIFUGO-R19), then discards for its
    10s, if any (7s before 10s, in strength order: DAIFUGO-H1), then play goes on."""
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
        state.ten = 0
        _go_out(state, seat, None, foul=False, events=events)
        if _game_over(state, events):
            return
    _discard_or_advance(state, seat, events)


def discard_tens(state: DaifugoState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
    """The player of 10s discards these cards, face up among the cards played (DAIFUGO-H1); going
    out so is no foul finish, as going out by a seven-pass is not."""
    hand = state.hands[seat]
    for c in cards:
        hand.remove(c)
    state.played += cards
    state.phase, state.ten = Phase.PLAY, 0
    events.append(Event("discarded", {"seat": seat, "cards": [name(c) for c in cards], "left": len(hand)}))
    if not hand:
        _go_out(state, seat, None, foul=False, events=events)
        if _game_over(state, events):
            return
    _advance(state, seat, state.then, events)


def _discard_or_advance(state: DaifugoState, seat: int, events: list[Event]) -> None:
    """A ten-discard due (``state.ten``) asks the player for its cards; else play goes on."""
    if state.ten:
        state.phase, state.turn, state.ten = Phase.DISCARD, seat, min(state.ten, len(state.hands[seat]))
        events.append(Event("ten_discard", {"seat": seat, "count": state.ten}))
        return
    _advance(state, seat, state.then, events)


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
    able = _able_after(state, seat)
    if then and then >= len(able):
        # The skips come round to the player, or to its empty seat if it went out on the 5s: the
        # trick ends and nobody is reported skipped (rules/daifugo.md §5.7; the lead by DAIFUGO-R7).
        _flush(state, seat, events)
        return
    if then:
        events.append(Event("skip", {"seats": able[:then]}))
    state.turn = able[then] if able else seat


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
    state.lock, state.eleven_back, state.number_lock = frozenset(), False, False
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


def _able_after(state: DaifugoState, seat: int) -> list[int]:
    """The other seats that may play, in the order of play from ``seat``: holding cards and, with
    the pass lock, not passed (DAIFUGO-R24)."""
    order, n = state.order, state.n
    index = order.index(seat)
    found = []
    for step in range(1, n):
        other = order[(index + step * state.direction) % n]
        if state.active(other) and not (state.rules.pass_lock and state.passed[other]):
            found.append(other)
    return found


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


def _number_lock(state: DaifugoState, old: Shape, new: Shape, reversed_before: bool, events: list[Event]) -> None:
    """A play one rank stronger than the play before it locks the numbers: each next play one rank
    stronger again, in the strength now in force; a lone Joker or the two Jokers lift it (DAIFUGO-H2)."""
    if new.kind in (JOKER, JOKERS):
        if state.number_lock:
            state.number_lock = False
            events.append(Event("number_lock", {"rank": None}))
        return
    if not state.number_lock and in_step(new, old, reversed_before):
        state.number_lock = True
        events.append(Event("number_lock", {"rank": RANK_NAMES[next_rank(new, state.reversed_())]}))


def _foul(state: DaifugoState, play: Play, revolution_before: bool, special: bool) -> bool:
    """Going out on a Joker, or (``standard``) on a 2 (a 3 in a revolution), a cutting 8 or a ♠3
    on a Joker (DAIFUGO-R21); a sandstorm or an ambulance is no foul of its own (DAIFUGO-H3, H4)."""
    rule = state.rules.foul_finish
    if rule == "off":
        return False
    if any(is_joker(c) for c in play.cards):
        return True
    if rule == "joker_only":
        return False
    strongest = THREE if revolution_before else TWO
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
