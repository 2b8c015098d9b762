"""``asobiba uecda-play``: our bots as a UECda client, on any UECda server.

The client knows what the protocol tells a player (uecda.py): its hand, how many cards the
others hold, their classes and seats, the play on the table after every turn, the
revolution, eleven-back and lock flags. :class:`Replica` keeps that and builds, before each
decision, a state of the contract holding only it: the other hands are the unseen cards in
any order (a bot reads only its view, and the search deals them again), so the bots of the
other front ends choose here unchanged.
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
from asobiba.games.daifugo.cards import deck
from asobiba.games.daifugo.moves import Give, Move, Pass, Play
from asobiba.games.daifugo.options import OPTIONS, rules_of
from asobiba.games.daifugo.plays import shape
from asobiba.games.daifugo.state import NOBODY, DaifugoState, Phase
from asobiba.games.daifugo.uecda import (
    GOES_ON,
    MATCH_OVER,
    SIZE,
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

PLAYERS = 5
BOTH_JOKERS = [60, 61]


@dataclass
class Replica:
    """What one player of a UECda table has been told, as a state of the contract."""

    me: int
    options: dict[str, Any]
    table: Table = field(default_factory=empty)  # the last hand table
    field_play: Play | None = None
    last: int = NOBODY
    passed: set[int] = field(default_factory=set)
    played: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)  # who has gone out this game, in the order seen

    def new_game(self, table: Table) -> None:
        self.table, self.field_play, self.last = table, None, NOBODY
        self.passed, self.played, self.out = set(), [], []

    def turn_table(self, table: Table) -> None:
        """A hand table before a turn: its card counts tell who has gone out since the last one."""
        self.table = table
        self.out += [seat for seat in range(PLAYERS) if not table[6][seat] and seat not in self.out]

    def after_turn(self, field_table: Table) -> None:
        """The table's play after the turn of the player named in the last hand table."""
        turn = self.table[5][3]
        play = read_play(field_table, BOTH_JOKERS)
        play = play if isinstance(play, Play) else None
        if play is None:
            self.field_play, self.last = None, NOBODY
            self.passed = set()
        elif play != self.field_play:
            self.field_play, self.last = play, turn
            self.played += play.cards
            self.passed = set()
        else:
            self.passed.add(turn)

    def state(self, *, start: bool = False) -> DaifugoState:
        """A state holding what this player knows, with the decision before it."""
        table, n = self.table, PLAYERS
        resolved = resolve_options(OPTIONS, n, self.options)
        hand = read_cards(table) or []
        counts = [table[6][seat] for seat in range(n)]
        ranks = [table[6][5 + seat] for seat in range(n)]
        unseen = sorted(set(deck(rules_of(resolved).jokers)) - set(hand) - set(self.played))
        hands: list[list[int]] = []
        for seat in range(n):
            if seat == self.me:
                hands.append(hand)
            else:
                hands.append(unseen[: counts[seat]])
                del unseen[: counts[seat]]
        state = DaifugoState(n=n, options=resolved, rules=rules_of(resolved), seed=0, order=[table[6][10 + i] for i in range(n)])
        state.hands = [sorted(h) for h in hands]
        state.points = [0] * n
        state.gave = [[] for _ in range(n)]
        state.places = [r + 1 for r in ranks] if len(set(ranks)) == n else []
        state.passed = [seat in self.passed for seat in range(n)]
        state.out = self.out[:]  # a search playing the game to its end ranks them first
        state.played = self.played[:]
        state.removed = unseen
        if start:
            state.phase = Phase.EXCHANGE
            state.returns = {self.me: (ranks.index(n - 1 if table[5][1] == 2 else n - 2), table[5][1])}
            return state
        state.phase, state.turn, state.leader = Phase.PLAY, self.me, self.me
        state.table = as_plain(self.field_play, state.rules.declared_suits) if self.field_play else None
        state.last = self.last
        state.first_play = not self.played
        state.eleven_back, state.revolution = bool(table[5][5]), bool(table[5][6])
        if table[5][7] and state.table is not None:
            state.lock = shape(state.table).suits
        return state


def submission(move: Move) -> Table:
    if isinstance(move, Pass):
        return empty()
    if isinstance(move, Give):
        return cards_table(move.cards)
    return play_table(move)


def play(host: str, port: int, level: str, name: str, options: dict[str, Any], seed: int = 0, log: Callable[[str], None] = print) -> int:
    """Join the server at ``host``:``port`` and play until it says the match is over; the games played."""
    rng = random.Random(seed)
    bot = make_bot("daifugo", level)
    with socket.create_connection((host, port)) as connection:

        def receive(size: int) -> bytes:
            return receive_exactly(connection, size)

        connection.sendall(pack(profile(name)))
        me = unpack_int(receive(4))
        log(f"{name} is player {me}")
        replica = Replica(me, options)
        games = 0
        while True:
            replica.new_game(unpack(receive(SIZE)))
            if replica.table[5][1]:
                move = bot.choose(GAME, replica.state(start=True), me, rng)
                connection.sendall(pack(submission(move)))
            ended = GOES_ON
            while ended == GOES_ON:
                replica.turn_table(unpack(receive(SIZE)))
                if replica.table[5][2]:
                    state = replica.state()
                    move = bot.choose(GAME, state, me, rng) if GAME.legal_moves(state, me) else Pass()
                    connection.sendall(pack(submission(move)))
                    unpack_int(receive(4))
                replica.after_turn(unpack(receive(SIZE)))
                ended = unpack_int(receive(4))
            games += 1
            if ended == MATCH_OVER:
                return games
