"""``asobiba uecda-play``: our bots as a UECda client, on any UECda server.

The client reads the server as the reference server tndhms speaks (rules/uecda-protocol.md):
its hand, how many cards the others hold, their classes and seats, the play on the table
after every turn as its player sent it, the revolution, eleven-back and lock flags.
:class:`Replica` keeps that and builds, before each decision, a state of the contract
holding only it: the other hands are the unseen cards in any order (a bot reads only its
view, and the search deals them again), so the bots of the other front ends choose here
unchanged.

What tndhms sends decides how it is read: the field table after a turn still shows the play
that cleared the table (an 8-cut, the closing pass), so a flush is learnt from the next hand
table's empty-table flag; a pass shows the field unchanged, so a field like the last one is
a pass of the player it names.
"""

from __future__ import annotations

import random
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from asobiba.bots import make_bot
from asobiba.core.options import resolve_options
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import JOKER, JOKER2, deck
from asobiba.games.daifugo.interop.uecda import (
    ACCEPTED,
    GAME_OVER,
    GOES_ON,
    JOKER_ROW,
    MATCH_OVER,
    PLAYERS_ROW,
    SIZE,
    STATE,
    Table,
    as_plain,
    cards_table,
    empty,
    pack,
    play_table,
    profile,
    read_cards,
    read_play,
    receive_exactly,
    unpack,
    unpack_int,
)
from asobiba.games.daifugo.moves import Give, Move, Pass, Play
from asobiba.games.daifugo.options import OPTIONS, rules_of
from asobiba.games.daifugo.plays import shape
from asobiba.games.daifugo.state import NOBODY, DaifugoState, Phase

PLAYERS = 5
BOTH_JOKERS = [JOKER, JOKER2]
MAX_GIFT = 99  # the standard clients give cards when [5][1] is 1 … 99


@dataclass
class Replica:
    """What one player of a UECda table has been told, as a state of the contract."""

    me: int
    options: dict[str, Any]
    table: Table = field(default_factory=empty)  # the last hand table
    classes: list[int] = field(default_factory=list)  # from the game's first table
    shown: list[list[int]] = field(default_factory=lambda: empty()[: JOKER_ROW + 1])  # the cards of the last field table
    field_play: Play | None = None
    last: int = NOBODY
    passed: set[int] = field(default_factory=set)
    played: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)  # who has gone out this game, in the order seen

    def __post_init__(self) -> None:
        self.resolved = resolve_options(OPTIONS, PLAYERS, self.options)
        self.rules = rules_of(self.resolved)

    def new_game(self, table: Table) -> None:
        """The first table of a game: the hand (the Daifugō's with its tribute), classes and seats."""
        self.table, self.classes = table, table[PLAYERS_ROW][5 : 5 + PLAYERS]
        self._clear_trick()
        self.played, self.out = [], []

    def turn_table(self, table: Table) -> None:
        """A hand table before a turn: an empty-table flag means the trick was flushed after the last
        turn; the card counts tell who has gone out since."""
        self.table = table
        if table[STATE][4]:
            self._clear_trick()
        self.out += [seat for seat in range(PLAYERS) if not table[PLAYERS_ROW][seat] and seat not in self.out]

    def after_turn(self, field_table: Table) -> None:
        """The field table after a turn: a new play of the player it names, or their pass."""
        mover, cards = field_table[STATE][3], field_table[: JOKER_ROW + 1]
        play = read_play(field_table, BOTH_JOKERS)
        if cards == self.shown or not isinstance(play, Play):
            self.passed.add(mover)
            return
        self.shown = [row[:] for row in cards]
        self.field_play, self.last = play, mover
        self.played += play.cards
        if not self.rules.pass_lock:
            self.passed = set()

    def _clear_trick(self) -> None:
        self.shown, self.field_play, self.last, self.passed = empty()[: JOKER_ROW + 1], None, NOBODY, set()

    def state(self, *, start: bool = False) -> DaifugoState:
        """A state holding what this player knows, with the decision before it."""
        table, n, rules = self.table, PLAYERS, self.rules
        hand = read_cards(table) or []
        counts = [table[PLAYERS_ROW][seat] for seat in range(n)]
        counts[self.me] = len(hand)  # the first table counts the Daifugō's cards before its tribute
        unseen = sorted(set(deck(rules.jokers)) - set(hand) - set(self.played))
        hands: list[list[int]] = []
        for seat in range(n):
            if seat == self.me:
                hands.append(hand)
            else:
                hands.append(unseen[: counts[seat]])
                del unseen[: counts[seat]]
        state = DaifugoState(n=n, options=self.resolved, rules=rules, seed=0, order=[table[PLAYERS_ROW][10 + i] for i in range(n)])
        state.hands = [sorted(h) for h in hands]
        state.points = [0] * n
        state.gave = [[] for _ in range(n)]
        state.places = [c + 1 for c in self.classes] if len(set(self.classes)) == n else []
        state.passed = [seat in self.passed for seat in range(n)]
        state.out = self.out[:]  # a search playing the game to its end ranks them first
        state.played = self.played[:]
        state.removed = unseen
        if start:
            count = table[STATE][1]
            partner = self.classes.index(n - 1 if count == 2 else n - 2) if state.places else (self.me + 1) % n
            state.phase = Phase.EXCHANGE
            state.returns = {self.me: (partner, count)}
            return state
        state.phase, state.turn = Phase.PLAY, self.me
        state.leader = self.last if self.last != NOBODY else self.me
        state.table = as_plain(self.field_play, rules.declared_suits) if self.field_play else None
        state.last = self.last
        state.first_play = not self.played
        state.eleven_back, state.revolution = bool(table[STATE][5]), bool(table[STATE][6])
        if table[STATE][7] and state.table is not None:
            state.lock = shape(state.table).suits
        return state


def submission(move: Move) -> Table:
    """The table that sends ``move``: a play, the cards returned in the exchange, else a pass."""
    if isinstance(move, Play):
        return play_table(move)
    if isinstance(move, Give):
        return cards_table(move.cards)
    return empty()  # a pass, or a move of a house rule the protocol cannot express


def play(host: str, port: int, level: str, name: str, options: dict[str, Any], seed: int = 0, log: Callable[[str], None] = print) -> int:
    """Join the server at ``host``:``port`` and play until it says the match is over; the games played."""
    rng = random.Random(seed)
    bot = make_bot("daifugo", level)
    with socket.create_connection((host, port)) as connection:
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # a table then nothing: no need to wait for more

        def receive(size: int) -> bytes:
            return receive_exactly(connection, size)

        connection.sendall(pack(profile(name)))
        me = unpack_int(receive(4))
        log(f"{name} is player {me}")
        replica = Replica(me, options)
        games = 0
        while True:
            replica.new_game(unpack(receive(SIZE)))
            if 1 <= replica.table[STATE][1] <= MAX_GIFT:
                move = bot.choose(GAME, replica.state(start=True), me, rng)
                connection.sendall(pack(submission(move)))  # the server answers no exchange
            ended = GOES_ON
            while ended == GOES_ON:
                replica.turn_table(unpack(receive(SIZE)))
                if replica.table[STATE][2] == 1:
                    state = replica.state()
                    move = bot.choose(GAME, state, me, rng) if GAME.legal_moves(state, me) else Pass()
                    connection.sendall(pack(submission(move)))
                    if unpack_int(receive(4)) != ACCEPTED and isinstance(move, Play):
                        log(f"the server refused our play {move.to_json()} (a pass)")
                replica.after_turn(unpack(receive(SIZE)))
                ended = unpack_int(receive(4))
            games += 1
            if ended != GAME_OVER:
                if ended != MATCH_OVER:
                    log(f"the server ended the match with {ended}, not {MATCH_OVER}")
                return games
