"""A UECda client written from the protocol's description alone (struct and a socket, none of
Asobiba's code): the handshake, the exchange, the turns, the acknowledgements, the game ends.

It plays simply: its lowest card on an empty table, else a pass. Told to, it first sends a
play of a card it does not hold and a malformed exchange, to see the server refuse them."""

from __future__ import annotations

import socket
import struct
from dataclasses import dataclass, field

ROWS, COLUMNS = 8, 15
SIZE = 4 * ROWS * COLUMNS


def send_table(connection: socket.socket, table: list[list[int]]) -> None:
    connection.sendall(struct.pack("!120I", *(value for row in table for value in row)))


def receive(connection: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = connection.recv(size - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


def receive_table(connection: socket.socket) -> list[list[int]]:
    values = struct.unpack("!120I", receive(connection, SIZE))
    return [list(values[r * COLUMNS : (r + 1) * COLUMNS]) for r in range(ROWS)]


def receive_int(connection: socket.socket) -> int:
    return struct.unpack("!I", receive(connection, 4))[0]


def blank() -> list[list[int]]:
    return [[0] * COLUMNS for _ in range(ROWS)]


def held(table: list[list[int]]) -> list[tuple[int, int]]:
    """(rank column, suit row) of the cards in a hand table, weakest first."""
    return sorted((column, row) for row in range(4) for column in range(1, 14) if table[row][column] == 1)


@dataclass
class Scripted:
    name: str = "scripted"
    misbehave: bool = False
    player: int = -1
    answers: list[int] = field(default_factory=list)  # the server's answer to each play sent
    exchanges: int = 0
    games: int = 0
    turns: int = 0

    def run(self, port: int) -> None:
        with socket.create_connection(("127.0.0.1", port)) as connection:
            profile = blank()
            profile[0][0] = 20070
            for column, char in enumerate(self.name.encode()):
                profile[1][column] = char
            send_table(connection, profile)
            self.player = receive_int(connection)
            while True:
                hand = receive_table(connection)
                assert hand[5][0] == 1  # a game starts
                if hand[5][1]:
                    self.exchanges += 1
                    gift = blank()
                    if self.misbehave and self.exchanges == 1:
                        gift[0][1] = 7  # not a card
                    else:
                        for column, row in held(hand)[: hand[5][1]]:
                            gift[row][column] = 1
                    send_table(connection, gift)
                ended = 0
                while ended == 0:
                    table = receive_table(connection)
                    if table[5][2] == 1:
                        self.turns += 1
                        self.answers.append(self.turn(connection, table))
                    receive_table(connection)  # the table's play after the turn
                    ended = receive_int(connection)
                self.games += 1
                if ended == 2:
                    return

    def turn(self, connection: socket.socket, table: list[list[int]]) -> int:
        play = blank()
        cards = held(table)
        if self.misbehave and not self.answers:
            missing = next((column, row) for column in range(1, 14) for row in range(4) if table[row][column] == 0)
            play[missing[1]][missing[0]] = 1  # a card it does not hold
        elif table[5][4] == 1 and cards:
            column, row = cards[0]
            play[row][column] = 1
        send_table(connection, play)
        return receive_int(connection)
