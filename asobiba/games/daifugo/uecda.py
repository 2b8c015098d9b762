"""The UECda protocol's tables (protocol 20070): what goes over the wire, as plain functions.

Everything the server and a client send is a table of 8 × 15 unsigned 32-bit integers in
network byte order (480 bytes), or one such integer. Rows 0–3 are the suits ♠ ♥ ♦ ♣ and
columns 1–13 the ranks 3 … 2, as in cards.py (columns 0 and 14: a Joker below the 3 or
above the 2, DAIFUGO-R31). A real card is 1, a Joker standing for a card 2; in a hand the
Joker is row 4, column 1, value 2. Row 5 is the table's state (below), row 6 the players:
their card counts (0–4), their classes (5–9: 0 Daifugō … 4 Daihinmin) and who sits at
each seat (10–14).

The conversation: the client sends a profile (``[0][0]`` the protocol version, row 1 its
name, one character a column); the server answers its player number. Each game: the
server sends each player its hand (``[5][0]`` 1, ``[5][1]`` the cards it must return in
the exchange); a Daifugō and Fugō answer with those cards. Then each turn: every player
gets its hand (``[5][2]`` 1 for the player on turn, ``[5][3]`` who that is, ``[5][4]`` 1
on an empty table, ``[5][5]`` eleven-back, ``[5][6]`` revolution, ``[5][7]`` lock); the
player on turn answers with its play (all zeros: a pass) and gets ``ACCEPTED`` or
``REFUSED`` back; everyone gets the table's play after the turn, then 0 (the game goes
on), 1 (it is over) or 2 (the match is over).
"""

from __future__ import annotations

import socket
import struct

from asobiba.games.daifugo.cards import HIGHEST, JOKER, LOWEST, card, is_joker, rank, suit
from asobiba.games.daifugo.moves import PASS, Move, Play
from asobiba.games.daifugo.state import DaifugoState, Phase

VERSION = 20070
PORT = 42485
ROWS, COLUMNS = 8, 15
SIZE = 4 * ROWS * COLUMNS
ACCEPTED, REFUSED = 9, 8
GOES_ON, GAME_OVER, MATCH_OVER = 0, 1, 2
NAME_LENGTH = 14
JOKER_ROW = 4

Table = list[list[int]]


def empty() -> Table:
    return [[0] * COLUMNS for _ in range(ROWS)]


def pack(table: Table) -> bytes:
    return struct.pack(f"!{ROWS * COLUMNS}I", *(max(0, min(value, 2**32 - 1)) for row in table for value in row))


def unpack(data: bytes) -> Table:
    values = struct.unpack(f"!{ROWS * COLUMNS}I", data)
    return [list(values[row * COLUMNS : (row + 1) * COLUMNS]) for row in range(ROWS)]


def pack_int(value: int) -> bytes:
    return struct.pack("!I", value)


def unpack_int(data: bytes) -> int:
    return struct.unpack("!I", data)[0]


def receive_exactly(connection: socket.socket, size: int) -> bytes:
    """``size`` bytes from ``connection``; ConnectionError if it closes first."""
    data = bytearray()
    while len(data) < size:
        chunk = connection.recv(size - len(data))
        if not chunk:
            raise ConnectionError("the other end hung up")
        data += chunk
    return bytes(data)


# -- profiles ------------------------------------------------------------------------------------


def profile(name: str) -> Table:
    table = empty()
    table[0][0] = VERSION
    for column, char in enumerate(name.encode("ascii", "replace")[:NAME_LENGTH]):
        table[1][column] = char
    return table


def read_profile(table: Table) -> tuple[int, str]:
    """The protocol version and the name a client sent (printable ASCII only, at most 14 characters)."""
    chars = []
    for value in table[1][:NAME_LENGTH]:
        if value == 0:
            break
        chars.append(chr(value) if 32 <= value < 127 else "?")
    return table[0][0], "".join(chars)


# -- cards ---------------------------------------------------------------------------------------


def cards_table(cards: list[int] | tuple[int, ...]) -> Table:
    """A hand or a gift: 1 for each card, the Joker at row 4, column 1."""
    table = empty()
    for c in cards:
        if is_joker(c):
            table[JOKER_ROW][1] = 2
        else:
            table[suit(c)][rank(c)] = 1
    return table


def play_table(play: Play) -> Table:
    """A play: its real cards 1, each Joker 2 where it stands (a lone Joker: row 0, column 14)."""
    table = empty()
    for c in play.cards:
        if not is_joker(c):
            table[suit(c)][rank(c)] = 1
    for place in play.stand:
        table[suit(place)][rank(place)] = 2
    if not play.stand:
        jokers = [c for c in play.cards if is_joker(c)]
        real = [c for c in play.cards if not is_joker(c)]
        for index, _ in enumerate(jokers):  # a Joker in a multiple with any suit: the first free ones
            if real:
                free = [s for s in range(4) if table[s][rank(real[0])] == 0]
                table[free[index]][rank(real[0])] = 2
            else:
                table[index][HIGHEST + 1] = 2
    return table


def read_cards(table: Table) -> list[int] | None:
    """The cards of a hand or gift table; None if it holds anything but 0 and 1 (and the Joker's 2)."""
    cards = []
    for row in range(JOKER_ROW):
        for column in range(COLUMNS):
            value = table[row][column]
            if value == 1 and LOWEST <= column <= HIGHEST:
                cards.append(card(column, row))
            elif value != 0:
                return None
    if table[JOKER_ROW][1] == 2:
        cards.append(JOKER)
    return sorted(cards)


def read_play(table: Table, hand: list[int]) -> Move | None:
    """The move a submitted table makes: all zeros a pass, else the cards (a 2 is a Joker standing
    there; a lone 2 is the lone Joker). None if it is not a play of these cards at all."""
    real, stand = [], []
    for row in range(JOKER_ROW):
        for column in range(COLUMNS):
            value = table[row][column]
            if value == 1 and LOWEST <= column <= HIGHEST:
                real.append(card(column, row))
            elif value == 2:
                stand.append(card(column, row))
            elif value != 0:
                return None
    if not real and not stand:
        return PASS
    jokers = [c for c in hand if is_joker(c)]
    if len(stand) > len(jokers):
        return None
    if not real:
        return Play(tuple(jokers[: len(stand)]))  # Jokers alone stand for nothing
    return Play(tuple(sorted(real)) + tuple(jokers[: len(stand)]), tuple(sorted(stand)))


def as_plain(play: Play, declared: bool) -> Play:
    """``play`` as the engine lists it: without ``declared`` suits, a Joker in a multiple names nothing."""
    real = [c for c in play.cards if not is_joker(c)]
    if play.stand and not declared and len({rank(c) for c in [*real, *play.stand]}) == 1:
        return Play(play.cards)
    return play


# -- what a player is sent -----------------------------------------------------------------------


def hand_table(state: DaifugoState, player: int, *, start: bool) -> Table:
    """``player``'s hand and the table's state, at the start of a game or before a turn."""
    table = cards_table(state.hands[player])
    info = table[5]
    if start:
        info[0] = 1
        info[1] = state.returns[player][1] if player in state.returns else 0
    else:
        info[2] = int(state.phase is not Phase.OVER and state.turn == player)
        info[3] = max(state.turn, 0)
        info[4] = int(state.table is None)
        info[5], info[6], info[7] = int(state.eleven_back), int(state.revolution), int(bool(state.lock))
    players = table[6]
    for seat in range(min(state.n, 5)):
        players[seat] = len(state.hands[seat])
        players[5 + seat] = state.places[seat] - 1 if state.places else 2
        players[10 + seat] = state.order[seat]
    return table


def field_table(state: DaifugoState) -> Table:
    """The play on the table after a turn (all zeros on an empty table)."""
    return empty() if state.table is None else play_table(state.table)
