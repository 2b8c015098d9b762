"""``asobiba uecda-serve``: a UECda table that existing UECda clients join unchanged.

The server listens for ``clients`` programs (uecda.py has the conversation), seats them as
players 0, 1 … in the order they connect, fills the other seats with our bots and plays a
match under the UECda preset (DAIFUGO-R25). A submission that is malformed or illegal is
answered ``REFUSED`` and counts as a pass; a malformed return in the exchange gives the
giver's strongest cards instead; the same client plays on (DAIFUGO-R34). A client that
stays silent past ``timeout`` seconds, or hangs up, is replaced by a bot for the rest of the
match, so that no program can freeze the table. A seven-pass (not in the UECda rules, which
the protocol cannot express) is made for a client with its weakest cards.

The match is kept as an Asobiba record, move by move, in the database ``asobiba serve``
uses, so it can be watched again and replayed like any table.
"""

from __future__ import annotations

import random
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from asobiba.bots import Bot, make_bot
from asobiba.core.contract import Event
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import strongest_first
from asobiba.games.daifugo.moves import PASS, Give, Move, Play
from asobiba.games.daifugo.state import DaifugoState, Phase
from asobiba.games.daifugo.uecda import (
    ACCEPTED,
    GAME_OVER,
    GOES_ON,
    MATCH_OVER,
    REFUSED,
    SIZE,
    Table,
    as_plain,
    field_table,
    hand_table,
    pack,
    pack_int,
    read_cards,
    read_play,
    read_profile,
    receive_exactly,
    unpack,
)
from asobiba.store.db import SeatInfo, Store, TableInfo

TIMEOUT = 30.0  # seconds a client may think before a bot takes its seat


class Gone(Exception):
    """The client hung up or stayed silent too long."""


@dataclass
class Client:
    """One UECda program at the table."""

    connection: socket.socket
    player: int
    name: str
    gone: bool = False

    def send(self, data: bytes) -> None:
        if self.gone:
            return
        try:
            self.connection.sendall(data)
        except OSError:
            self.gone = True

    def receive(self) -> Table:
        if self.gone:
            raise Gone
        try:
            return unpack(receive_exactly(self.connection, SIZE))
        except OSError as error:  # a hang-up or a timeout
            self.gone = True
            raise Gone from error

    def close(self) -> None:
        self.connection.close()


def accept(listener: socket.socket, player: int, timeout: float) -> Client:
    """The next program to connect: its profile read, its player number sent."""
    connection, _ = listener.accept()
    connection.settimeout(timeout)
    client = Client(connection, player, "")
    _, name = read_profile(client.receive())
    client.name = name or f"client{player}"
    client.send(pack_int(player))
    return client


@dataclass
class UecdaTable:
    """A match between UECda clients (players ``0 … len(clients) - 1``) and our bots."""

    options: dict[str, Any]
    seed: int
    level: str = "normal"
    store: Store | None = None
    players: int = 5
    log: Callable[[str], None] = print
    clients: list[Client] = field(default_factory=list)
    table_id: str = field(default_factory=lambda: secrets.token_hex(6))
    moves: int = 0

    def run(self) -> DaifugoState:
        """Play the match to its end; the final state."""
        state = GAME.start(self.players, self.options, self.seed)
        self.bots: dict[int, Bot] = {seat: make_bot("daifugo", self.level) for seat in range(len(self.clients), self.players)}
        self.rng = random.Random(self.seed)
        self._record_start()
        while state.phase is not Phase.OVER:
            self._game(state)
        for client in self.clients:
            client.close()
        return state

    def _game(self, state: DaifugoState) -> None:
        game = state.game
        for client in self.clients:
            client.send(pack(hand_table(state, client.player, start=True)))
        while state.phase is Phase.EXCHANGE:
            seat = min(GAME.to_act(state))
            self._commit(state, seat, self._exchange(state, seat))
        while state.game == game:
            seat = state.turn
            for client in self.clients:
                client.send(pack(hand_table(state, client.player, start=False)))
            move = self._turn(state, seat)
            self._commit(state, seat, move)
            while state.phase is Phase.GIVE:  # a seven-pass, outside the UECda rules
                self._commit(state, state.turn, self._choose(state, state.turn, weakest=True))
            ended = MATCH_OVER if state.phase is Phase.OVER else GAME_OVER if state.game != game else GOES_ON
            for client in self.clients:
                client.send(pack(field_table(state)))
                client.send(pack_int(ended))

    def _exchange(self, state: DaifugoState, seat: int) -> Move:
        client = self._client(seat)
        if client is None:
            return self._choose(state, seat)
        count = state.returns[seat][1]
        try:
            cards = read_cards(client.receive())
        except Gone:
            self.log(f"{client.name} (player {seat}) is gone: a bot plays its seat")
            cards = None
        gift = Give(tuple(cards)) if cards is not None else None
        if gift not in GAME.legal_moves(state, seat):
            self.log(f"{client.name}: not {count} cards of its hand to return; its strongest go instead")
            gift = Give(tuple(sorted(strongest_first(state.hands[seat])[:count])))
        return gift

    def _turn(self, state: DaifugoState, seat: int) -> Move:
        client = self._client(seat)
        if client is None:
            return self._choose(state, seat)
        try:
            table = client.receive()
        except Gone:
            self.log(f"{client.name} (player {seat}) is gone: a bot plays its seat")
            return self._choose(state, seat)
        move = read_play(table, state.hands[seat])
        if isinstance(move, Play):
            move = as_plain(move, state.rules.declared_suits)
        legal = move is not None and move in GAME.legal_moves(state, seat)
        client.send(pack_int(ACCEPTED if legal else REFUSED))
        if not legal:
            self.log(f"{client.name}: an illegal or malformed play, refused: a pass")
            return PASS
        return move

    def _client(self, seat: int) -> Client | None:
        client = self.clients[seat] if seat < len(self.clients) else None
        return None if client is None or client.gone else client

    def _choose(self, state: DaifugoState, seat: int, *, weakest: bool = False) -> Move:
        if weakest:
            return Give(tuple(sorted(strongest_first(state.hands[seat])[-state.seven :])))
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = make_bot("daifugo", self.level)
        return bot.choose(GAME, state, seat, self.rng)

    def _commit(self, state: DaifugoState, seat: int, move: Move) -> list[Event]:
        events = GAME.play(state, seat, move)
        if self.store is not None:
            outcome = GAME.outcome(state)
            self.store.append_moves([(self.table_id, self.moves, seat, move.to_json(), outcome and outcome.to_json())])
        self.moves += 1
        return events

    def _record_start(self) -> None:
        if self.store is None:
            return
        players = [SeatInfo(seat, "bot", name=f"UECda: {client.name}", level="uecda") for seat, client in enumerate(self.clients)]
        players += [SeatInfo(seat, "bot", level=self.level) for seat in range(len(self.clients), self.players)]
        info = TableInfo(self.table_id, "daifugo", self.players, self.options, self.seed, "external", 0, None, players)
        self.store.create_table(info)


def serve(
    port: int,
    clients: int,
    table: UecdaTable,
    *,
    host: str = "127.0.0.1",
    timeout: float = TIMEOUT,
    ready: Callable[[int], None] | None = None,
) -> UecdaTable:
    """Wait for ``clients`` programs on ``port`` (0: any free port, told to ``ready``), seat
    them at ``table`` and play its match."""
    with socket.create_server((host, port)) as listener:
        if ready is not None:
            ready(listener.getsockname()[1])
        for player in range(clients):
            table.clients.append(accept(listener, player, timeout))
            table.log(f"player {player}: {table.clients[-1].name}")
    table.run()
    return table
