"""Who may do what now in a Tichu game: the legal moves of each seat and the bomb window
(rules/tichu.md; docs/tichu.md, "Phases and moves" and "Bomb window").

During the tricks the seat on turn plays or passes, and every other player holding a bomb
that beats the table, the one who made the play too, may bomb it out of turn until he
lets it stand, and is asked again after the last pass (TICHU-R16, R19). Both are asked for several times between two moves (by
``to_act``, ``legal_moves``, ``view`` and ``play``), so they are kept on the state until
the next move.
"""

from __future__ import annotations

from asobiba.games.tichu.cards import DOG, RANK
from asobiba.games.tichu.combos import beats
from asobiba.games.tichu.moves import DOG_PLAY, GIVES, GRAND_CHOICES, NO_BOMB, PASS, TICHU, WISHES, Gift, Move, Play
from asobiba.games.tichu.plays import plays
from asobiba.games.tichu.state import NO_CALL, NOBODY, Phase, TichuState, pass_order

GRAND, PASS_PHASE, PLAY_PHASE, WISH, GIFT = Phase.GRAND, Phase.PASS, Phase.PLAY, Phase.WISH, Phase.GIFT


def moves_of(state: TichuState, seat: int) -> list[Move]:
    """The legal moves of ``seat``, kept for the next call (the player asks, then play() checks):
    not to be changed by the caller."""
    cached = state.moves
    if cached is None or cached[0] != seat:
        cached = state.moves = (seat, _moves(state, seat))
    return cached[1]


def _moves(state: TichuState, seat: int) -> list[Move]:
    phase = state.phase
    if phase is PLAY_PHASE:
        if seat == state.turn:
            return _turn_moves(state, seat)
        return _window_moves(state, seat) if seat in bomb_window(state) else []
    if phase is GRAND:
        return list(GRAND_CHOICES) if state.grand[seat] < 0 else []
    if phase is PASS_PHASE:
        pending = [to for to in pass_order(state, seat) if state.gives[seat][to] == NOBODY]
        if not pending:
            return []
        gives: list[Move] = [TICHU] if state.calls[seat] == NO_CALL else []
        for to in pending:
            gives += map(GIVES[to].__getitem__, state.hands[seat])
        return gives
    if phase is WISH:
        return list(WISHES) if seat == state.wisher else []
    if phase is GIFT:
        return [Gift((seat + 1) % 4), Gift((seat + 3) % 4)] if seat == state.gifter else []
    return []


def bomb_window(state: TichuState) -> list[int]:
    """The bomb window now (:func:`bombers`), kept until the next move: every contract call asks for it."""
    found = state.window
    if found is None:
        found = state.window = bombers(state)
    return found


def bombers(state: TichuState) -> list[int]:
    """Players other than the one on turn who may bomb the table now and have not let it stand.

    The player who made the play may bomb it too (TICHU-R16: "or own play"). Bombs are
    played on a table, never to take an empty table's lead (TICHU-R18); the Dog never
    stays on the table to be bombed (TICHU-R30).
    """
    top = state.top
    held = state.bombs
    if top is None or not any(held):
        return []
    turn, declined, hands = state.turn, state.declined, state.hands
    return [
        seat
        for seat in range(4)
        if seat != turn and held[seat] and not declined >> seat & 1 and hands[seat] and any(beats(bomb.combo, top) for bomb in held[seat])
    ]


def can_call_tichu(state: TichuState, seat: int) -> bool:
    """TICHU-R4, R5: no call yet and no card played yet."""
    return state.calls[seat] == NO_CALL and (state.phase is PASS_PHASE or len(state.hands[seat]) == 14)


def _window_moves(state: TichuState, seat: int) -> list[Move]:
    """Out of turn: a bomb that beats the table, or let it stand; and Tichu before one's first card
    (TICHU-R4: that first card may be this bomb)."""
    top = state.top
    moves: list[Move] = [*(bomb.play for bomb in state.bombs[seat] if beats(bomb.combo, top)), NO_BOMB]
    return [TICHU, *moves] if can_call_tichu(state, seat) else moves


def _turn_moves(state: TichuState, seat: int) -> list[Move]:
    hand = state.hands[seat]
    top = state.top
    moves: list[Move] = list(plays(hand, top, state.rules, state.bombs[seat]))
    may_pass = top is not None  # TICHU-R12: passing is always allowed when following
    wish = state.wish
    if wish and any(RANK[card] == wish for card in hand if card < 52):
        # TICHU-R22, R23: play the wished rank if any legal combination holds it.
        wished: list[Move] = [move for move in moves if isinstance(move, Play) and _holds(move, wish)]
        if wished:
            if top is None:
                if state.options["dog_blocked_by_wish"] == "off" and DOG in hand:
                    wished.append(DOG_PLAY)
            else:
                # TICHU-R25 with R19: instead, a bomb played out of turn just before one's turn, free of the wish.
                free = [bomb.play for bomb in state.bombs[seat] if beats(bomb.combo, top)]
                wished = [move for move in wished if move not in free] + free
            moves, may_pass = wished, False
    if may_pass:
        moves.append(PASS)
    return [TICHU, *moves] if can_call_tichu(state, seat) else moves


def _holds(play: Play, rank: int) -> bool:
    """Whether ``play`` holds an ordinary card of ``rank`` (the Phoenix never counts, TICHU-R26)."""
    return any(RANK[card] == rank for card in play.cards if card < 52)
