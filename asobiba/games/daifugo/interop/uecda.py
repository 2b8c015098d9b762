"""The UECda protocol's tables (protocol 20070), as the reference server tndhms sends and reads them.

The protocol step by step is ``rules/uecda-protocol.md``; this module holds its tables as plain
functions, for our server (uecda_server.py) and our client (uecda_client.py).

Every message is a table of 8 × 15 unsigned 32-bit integers in network byte order (480
bytes), or one such integer. Rows 0–3 are the suits ♠ ♥ ♦ ♣ and columns 1–13 the ranks
3 … 2, as in cards.py. A real card is 1. In a hand the Joker is row 4, column 1, value 2; in
a play a Joker is a 2 in the cell of the card it stands for (columns 0 and 14: below the 3
or above the 2, DAIFUGO-R31; row 4: the fifth card of a group of the four suits), and a
lone Joker is a single 2 anywhere in rows 0–3. Row 5 is the table's state, row 6 the
players: their card counts (0–4), their classes (5–9: 0 Daifugō … 4 Daihinmin; all 0 when
there are none) and who sits at each seat (10–14).

Three tables go to a player: the first table of a game (``[5][0]`` 1, ``[5][1]`` the cards
it must give back, ``[5][3]`` 6), the hand table before every turn (``[5][2]`` 1 for the
player on turn, ``[5][3]`` who that is, ``[5][4]`` 1 on an empty table, ``[5][5..7]``
eleven-back, revolution, lock) and the field table after every turn (the play on the table
as its player submitted it, rows 5 and 6 as the move left them before any flush).
"""

from __future__ import annotations

import socket
import struct
from collections.abc import Iterable, Sequence

from asobiba.core.contract import Event
from asobiba.games.daifugo.cards import HIGHEST, JOKER, LOWEST, card, is_joker, rank, suit
from asobiba.games.daifugo.moves import PASS, Move, Play
from asobiba.games.daifugo.state import DaifugoState

VERSION = 20070
PORT = 42485
ROWS, COLUMNS = 8, 15
SIZE = 4 * ROWS * COLUMNS
ACCEPTED, REFUSED = 9, 8
GOES_ON, GAME_OVER, MATCH_OVER = 0, 1, 2
NAME_LENGTH = 14
JOKER_ROW = 4  # a hand's Joker, and the fifth card of a group of the four suits
SUITS = 4
STATE, PLAYERS_ROW = 5, 6
NOBODY_YET = 6  # ``[5][3]`` in the first table of a game: no turn yet
MAX_PLAYERS = 5

Table = list[list[int]]


def empty() -> Table:
    return [[0] * COLUMNS for _ in range(ROWS)]


def pack(table: Table) -> bytes:
    # tndhms sends ``value * (value >= 0)``: a negative value goes out as 0
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


def cards_table(cards: Iterable[int]) -> Table:
    """A hand or a gift: 1 for each card, the Joker at row 4, column 1."""
    table = empty()
    for c in cards:
        if is_joker(c):
            table[JOKER_ROW][1] = 2
        else:
            table[suit(c)][rank(c)] = 1
    return table


def play_table(play: Play) -> Table:
    """A play: its real cards 1, each Joker 2 where it stands. A lone Joker goes above the 2 in
    the ♠ row; a Joker in a multiple that names no suit takes the first free suit, or row 4
    beside the four suits."""
    table = empty()
    for c in play.cards:
        if not is_joker(c):
            table[suit(c)][rank(c)] = 1
    for place in play.stand:
        table[suit(place)][rank(place)] = 2
    if not play.stand:
        jokers = [c for c in play.cards if is_joker(c)]
        real = [c for c in play.cards if not is_joker(c)]
        if real:
            column = rank(real[0])
            free = [row for row in range(JOKER_ROW + 1) if row == JOKER_ROW or table[row][column] == 0]
            for index, _ in enumerate(jokers):
                table[free[index]][column] = 2
        else:
            for index, _ in enumerate(jokers):
                table[index][HIGHEST + 1] = 2
    return table


def read_cards(table: Table) -> list[int] | None:
    """The cards of a hand or a gift: real cards 1 in rows 0–3, the Joker a 2 in any cell (tndhms
    takes it anywhere); None if anything else is there, or two 2s."""
    cards = []
    jokers = 0
    for row in range(JOKER_ROW + 1):
        for column in range(COLUMNS):
            value = table[row][column]
            if value == 1 and row < JOKER_ROW and LOWEST <= column <= HIGHEST:
                cards.append(card(column, row))
            elif value == 2:
                jokers += 1
            elif value != 0:
                return None
    if jokers > 1:
        return None
    return sorted(cards) + [JOKER] * jokers


def read_play(table: Table, hand: Sequence[int]) -> Move | None:
    """The move a submitted or shown table makes: all zeros a pass, else the cards (a 2 is a
    Joker standing there; a lone 2 in rows 0–3 is the lone Joker; a 2 in row 4 is the fifth of a
    group of the four suits of its rank). None if it is not a play of ``hand``'s Jokers at all."""
    real, stand, fifth = [], [], []
    for row in range(JOKER_ROW + 1):
        for column in range(COLUMNS):
            value = table[row][column]
            if value == 0:
                continue
            if value == 1 and row < JOKER_ROW and LOWEST <= column <= HIGHEST:
                real.append(card(column, row))
            elif value == 2 and row < JOKER_ROW:
                stand.append(card(column, row))
            elif value == 2:
                fifth.append(column)
            else:
                return None
    if fifth and (len(fifth) > 1 or stand or sorted(real) != [card(fifth[0], row) for row in range(SUITS)]):
        return None  # row 4 holds only the fifth card beside the four suits (suit mask 31)
    if not real and not stand and not fifth:
        return PASS
    jokers = [c for c in hand if is_joker(c)]
    needed = len(stand) + len(fifth)
    if needed > len(jokers):
        return None
    if not real:
        return Play(tuple(jokers[:needed]))  # Jokers alone stand for nothing
    return Play(tuple(sorted(real)) + tuple(jokers[:needed]), tuple(sorted(stand)))


def as_plain(play: Play, declared: bool) -> Play:
    """``play`` as the engine lists it: without ``declared`` suits, a Joker in a multiple names nothing."""
    real = [c for c in play.cards if not is_joker(c)]
    if play.stand and not declared and len({rank(c) for c in [*real, *play.stand]}) == 1:
        return Play(play.cards)
    return play


# -- what a player is sent -----------------------------------------------------------------------


def players_row(state: DaifugoState, counts: Sequence[int]) -> list[int]:
    """Row 6: the card counts, the classes of the last game (all 0 without classes), the seats."""
    row = [0] * COLUMNS
    for player in range(min(state.n, MAX_PLAYERS)):
        row[player] = counts[player]
        row[5 + player] = state.places[player] - 1 if state.places else 0
        row[10 + player] = state.order[player]
    return row


def class_order(state: DaifugoState) -> list[int]:
    """The players from the Daifugō down (by number without classes): the order of the first tables."""
    players = range(min(state.n, MAX_PLAYERS))
    return sorted(players, key=lambda player: state.places[player]) if state.places else list(players)


def start_table(state: DaifugoState, player: int) -> Table:
    """``player``'s first table of a game, sent once the tribute has moved: the higher classes hold
    it, the lower ones still show the cards they gave, and row 6 counts the cards as dealt
    (rules/uecda-protocol.md, per game 2–3)."""
    owed = {higher: count for higher, (_, count) in state.returns.items()}
    table = cards_table([*state.hands[player], *state.gave[player]])
    table[STATE][0] = 1
    table[STATE][1] = owed.get(player, 0)
    table[STATE][3] = NOBODY_YET
    counts = [len(state.hands[p]) + len(state.gave[p]) - owed.get(p, 0) for p in range(state.n)]
    table[PLAYERS_ROW] = players_row(state, counts)
    return table


def hand_table(state: DaifugoState, player: int) -> Table:
    """``player``'s hand and the table's state before a turn (per turn 1)."""
    table = cards_table(state.hands[player])
    info = table[STATE]
    info[2] = int(state.turn == player)
    info[3] = state.turn
    info[4] = int(state.table is None)
    info[5], info[6], info[7] = int(state.eleven_back), int(state.revolution), int(bool(state.lock))
    table[PLAYERS_ROW] = players_row(state, [len(hand) for hand in state.hands])
    return table


def field_table(field: Table, turn: Table, move: Move, events: Iterable[Event]) -> Table:
    """What every player is sent after a turn (per turn 4). ``field``: the play on the table as its
    player submitted it (after a pass, the one before: a flush clears it only after this table);
    ``turn``: the hand table sent before the turn; ``events``: what the move did. Rows 5 and 6 are
    as the move left them before any flush: the mover, the empty-table flag still showing the old
    table after a pass, the flags the move set, the mover's cards fewer."""
    table = [row[:] for row in field[: JOKER_ROW + 1]] + [[0] * COLUMNS for _ in range(ROWS - JOKER_ROW - 1)]
    mover = turn[STATE][3]
    info = table[STATE]
    info[3] = mover
    info[4] = 0 if isinstance(move, Play) else turn[STATE][4]
    info[5], info[6], info[7] = turn[STATE][5:8]
    for event in events:
        if event.kind == "game_end":  # what follows is the next game's
            break
        if event.kind == "eleven_back":
            info[5] = int(event.data["on"])
        elif event.kind == "revolution":
            info[6] = int(event.data["on"])
        elif event.kind == "lock":
            info[7] = int(bool(event.data["suits"]))
    table[PLAYERS_ROW] = turn[PLAYERS_ROW][:]
    if isinstance(move, Play):
        table[PLAYERS_ROW][mover] -= len(move.cards)
    return table


def clears(events: Iterable[Event]) -> bool:
    """Whether a move's events end the trick or the game: the field is empty from the next turn."""
    return any(event.kind in ("flush", "game_end") for event in events)
