"""``asobiba uecda-serve``: a UECda table that existing UECda clients join unchanged.

The server speaks the protocol as the reference server tndhms does (rules/uecda-protocol.md;
the tables are in uecda.py). It listens for ``clients`` programs, seats them as players 0,
1 … in the order their profiles arrive, fills the other seats with our bots and plays a
match under the UECda preset (DAIFUGO-R25). A connection that closes, stays silent or
speaks another protocol before its profile is dropped and the server waits for the next.

A submission that is malformed or illegal is answered ``REFUSED`` and counts as a pass; a
malformed return in the exchange gives the giver's strongest cards instead; the same client
plays on (DAIFUGO-R34). A client that stays silent past ``timeout`` seconds, or hangs up, is
replaced by a bot for the rest of the match, so that no program can freeze the table
(tndhms waits for ever). A seven-pass or a ten-discard (house rules outside the UECda rules,
which the protocol cannot express) is made for a client with its weakest cards; a refused
first lead that must show the ♦3 (no pass allowed) is played by a bot. The protocol has one
Joker: a table of two is refused before any client is seated.

The match is kept as an Asobiba record, move by move, in the store it is given (the CLI
gives the database ``asobiba serve`` uses), so it can be watched again and replayed like any
table.
"""

from __future__ import annotations

import random
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from asobiba.bots import Bot, make_bot
from asobiba.core.contract import Event
from asobiba.core.options import resolve_options
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import strongest_first
from asobiba.games.daifugo.interop.uecda import (
    ACCEPTED,
    GAME_OVER,
    GOES_ON,
    MATCH_OVER,
    REFUSED,
    SIZE,
    STATE,
    VERSION,
    Table,
    as_plain,
    class_order,
    clears,
    empty,
    field_table,
    hand_table,
    pack,
    pack_int,
    play_table,
    read_cards,
    read_play,
    read_profile,
    receive_exactly,
    start_table,
    unpack,
)
from asobiba.games.daifugo.moves import PASS, Discard, Give, Move, Play
from asobiba.games.daifugo.options import OPTIONS, rules_of
from asobiba.games.daifugo.state import DaifugoState, Phase

TIMEOUT = 30.0  # seconds a client may think before a bot takes its seat
PROFILE_WAIT = 2.5  # seconds tndhms waits for a profile (without one it assumes protocol 20060, which we do not speak)

# table, number, seat, move, the outcome on the move that ends the match, the client's key (None: it sent none)
MoveRow = tuple[str, int, int, dict[str, Any], dict[str, Any] | None, str | None]


@dataclass(frozen=True, slots=True)
class KeptSeat:
    """A seat of the kept table, with the fields the arena's store reads of a seat (asobiba.store.SeatInfo)."""

    seat: int
    level: str
    name: str | None = None
    kind: str = "bot"  # a UECda client is a program, as our bots are: no person of the arena sits there
    user_id: int | None = None
    standin: bool = False


@dataclass(frozen=True, slots=True)
class KeptTable:
    """The match as a table, with the fields the arena's store reads of a new one (asobiba.store.TableInfo)."""

    id: str
    seats: int
    options: dict[str, Any]
    seed: int
    players: list[KeptSeat]
    game: str = "daifugo"
    status: str = "external"  # played here, not at the server: no seat of it is open
    turn_timeout: int = 0
    created_by: int | None = None
    room: None = None  # a UECda match belongs to no room (the store files it in the global lobby)


class MatchStore(Protocol):
    """Where the match is kept, move by move: the arena's database (asobiba.store.Store, which the
    CLI opens; a game folder may not import it), or anything else with these two methods."""

    def create_table(self, table: KeptTable) -> None: ...

    def append_moves(self, rows: list[MoveRow]) -> None: ...


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
            self.connection.sendall(data)  # one call for the whole table: the C client reads it with one read()
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


def admit(connection: socket.socket, player: int, timeout: float, profile_wait: float, log: Callable[[str], None]) -> Client | None:
    """The handshake (rules/uecda-protocol.md, handshake 1–2): the profile read, the player number
    sent. None, the connection closed and the reason logged, if no protocol-20070 profile comes."""
    peer = _peer(connection)
    try:
        connection.settimeout(profile_wait)
        version, name = read_profile(unpack(receive_exactly(connection, SIZE)))
        if version != VERSION:
            log(f"{peer} speaks protocol {version}, not {VERSION}: closed")
            connection.close()
            return None
        connection.settimeout(timeout)
        connection.sendall(pack_int(player))
    except OSError as error:
        log(f"{peer} sent no profile ({error or 'no answer'}): closed")
        connection.close()
        return None
    return Client(connection, player, name or f"client{player}")


def _peer(connection: socket.socket) -> str:
    try:
        host, port = connection.getpeername()[:2]
    except OSError:
        return "a connection"
    return f"{host}:{port}"


@dataclass
class UecdaTable:
    """A match between UECda clients (players ``0 … len(clients) - 1``) and our bots."""

    options: dict[str, Any]
    seed: int
    level: str = "normal"
    store: MatchStore | None = None
    players: int = 5
    log: Callable[[str], None] = print
    setup: dict[str, Any] | None = None  # fixed deals, for tests: the stored record does not keep them
    clients: list[Client] = field(default_factory=list)
    table_id: str = field(default_factory=lambda: secrets.token_hex(6))
    moves: int = 0

    def __post_init__(self) -> None:
        if rules_of(resolve_options(OPTIONS, self.players, self.options)).jokers != 1:
            raise ValueError("the UECda protocol has one Joker (a 2 in a table): jokers=two cannot be played over it")

    def run(self) -> DaifugoState:
        """Play the match to its end; the final state."""
        state = GAME.start(self.players, self.options, self.seed, self.setup)
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
        for player in class_order(state):
            self._send(player, pack(start_table(state, player)))
        for seat in sorted(state.returns, key=lambda higher: -state.returns[higher][1]):  # the Daifugō's two, then the Fugō's one
            self._commit(state, seat, self._exchange(state, seat))
        shown = empty()  # the play on the table as its player sent it
        while state.game == game:
            seat = state.turn
            turn = hand_table(state, seat)
            for client in self.clients:
                client.send(pack(turn if client.player == seat else hand_table(state, client.player)))
            move, submitted = self._turn(state, seat, turn)
            events = self._commit(state, seat, move)
            while state.phase in (Phase.GIVE, Phase.DISCARD):  # house rules the protocol cannot ask
                events += self._commit(state, state.turn, weakest_cards(state))
            if isinstance(move, Play):
                shown = submitted
            ended = MATCH_OVER if state.phase is Phase.OVER else GAME_OVER if state.game != game else GOES_ON
            seen = pack(field_table(shown, turn, move, events))
            for client in self.clients:
                client.send(seen)
                client.send(pack_int(ended))
            if clears(events):
                shown = empty()

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
        return gift  # no answer: tndhms acknowledges no exchange

    def _turn(self, state: DaifugoState, seat: int, turn: Table) -> tuple[Move, Table]:
        """The move of the player on turn, and the play's table as it was sent."""
        client = self._client(seat)
        if client is None:
            move = self._choose(state, seat)
            return move, play_table(move) if isinstance(move, Play) else empty()
        try:
            submitted = client.receive()
        except Gone:
            self.log(f"{client.name} (player {seat}) is gone: a bot plays its seat")
            move = self._choose(state, seat)
            return move, play_table(move) if isinstance(move, Play) else empty()
        read = read_play(submitted, state.hands[seat])
        if isinstance(read, Play):
            read = as_plain(read, state.rules.declared_suits)
        legal = read is not None and read in GAME.legal_moves(state, seat)
        if legal:
            move = read
        elif PASS in GAME.legal_moves(state, seat):
            self.log(f"{client.name}: an illegal or malformed play, refused: a pass")
            move = PASS
        else:  # the first lead must show the ♦3 (DAIFUGO-R8): no pass to fall back on
            self.log(f"{client.name}: an illegal or malformed play, refused: a bot plays this lead")
            move = self._choose(state, seat)
        # tndhms answers 9 only to a play it takes or a pass on an empty table; 8 to a refusal or
        # a pass on a play (it judges the pass as a play that fails to beat the table)
        client.send(pack_int(ACCEPTED if legal and (isinstance(move, Play) or turn[STATE][4]) else REFUSED))
        return move, submitted

    def _client(self, seat: int) -> Client | None:
        client = self.clients[seat] if seat < len(self.clients) else None
        return None if client is None or client.gone else client

    def _send(self, player: int, data: bytes) -> None:
        if player < len(self.clients):
            self.clients[player].send(data)

    def _choose(self, state: DaifugoState, seat: int) -> Move:
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = make_bot("daifugo", self.level)
        return bot.choose(GAME, state, seat, self.rng)

    def _commit(self, state: DaifugoState, seat: int, move: Move) -> list[Event]:
        events = GAME.play(state, seat, move)
        if self.store is not None:
            outcome = GAME.outcome(state)
            ended = None if outcome is None else outcome.to_json()
            self.store.append_moves([(self.table_id, self.moves, seat, move.to_json(), ended, None)])
        self.moves += 1
        return events

    def _record_start(self) -> None:
        if self.store is None:
            return
        players = [KeptSeat(seat, "uecda", name=f"UECda: {client.name}") for seat, client in enumerate(self.clients)]
        players += [KeptSeat(seat, self.level) for seat in range(len(self.clients), self.players)]
        self.store.create_table(KeptTable(self.table_id, self.players, self.options, self.seed, players))


def weakest_cards(state: DaifugoState) -> Move:
    """The seven-pass (DAIFUGO-R19) or ten-discard (DAIFUGO-H1) due now, made with the weakest cards."""
    hand = strongest_first(state.hands[state.turn])
    if state.phase is Phase.GIVE:
        return Give(tuple(sorted(hand[-state.seven :])))
    return Discard(tuple(sorted(hand[-state.ten :])))


def serve(
    port: int,
    clients: int,
    table: UecdaTable,
    *,
    host: str = "127.0.0.1",
    timeout: float = TIMEOUT,
    profile_wait: float = PROFILE_WAIT,
    ready: Callable[[int], None] | None = None,
) -> UecdaTable:
    """Wait for ``clients`` programs on ``port`` (0: any free port, told to ``ready``), seat
    them at ``table`` and play its match."""
    with socket.create_server((host, port)) as listener:
        if ready is not None:
            ready(listener.getsockname()[1])
        while len(table.clients) < clients:
            connection, _ = listener.accept()
            # a table, then an int: without this, Nagle holds the int until the table is acknowledged (40 ms a turn)
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            client = admit(connection, len(table.clients), timeout, profile_wait, table.log)
            if client is not None:
                table.clients.append(client)
                table.log(f"player {client.player}: {client.name}")
    table.run()
    return table
