"""A UECda client written from the protocol's description alone (rules/uecda-protocol.md: struct
and a socket, none of Asobiba's code), with the loop of the standard clients: profile, player
number; per game the first table and, when asked, the cards to give; per turn the hand table,
on its turn a play and the server's answer, the field table, the game-end integer.

It plays simply: on an empty table its weakest single card, on a single card the weakest
single that beats it (the lock and the reversed order heeded), else a pass; it never plays
the Joker. ``script`` gives the tables it sends on its first turns instead.

As it goes it checks what the protocol promises a client, and notes each broken promise in
``complaints``: the first table of a game (``[5][0]`` 1, ``[5][3]`` 6, the counts as dealt,
so the givers hold their tribute and nobody else's hand is counted differently); every card
played shows in a field table (so the counts of each hand table add up to 53 with them); a
play it sent comes back exactly as sent; the field names the mover; the answers (9 for a
play taken or a pass on an empty table, 8 for a pass on a play)."""

from __future__ import annotations

import socket
import struct
from dataclasses import dataclass, field

ROWS, COLUMNS = 8, 15
SIZE = 4 * ROWS * COLUMNS
DECK = 53
FIRST_TABLE_TURN = 6
TAKEN, NOT_TAKEN = 9, 8

Table = list[list[int]]
Cell = tuple[int, int]  # (row, column)


def blank() -> Table:
    return [[0] * COLUMNS for _ in range(ROWS)]


def table_of(cells: list[Cell], value: int = 1) -> Table:
    table = blank()
    for row, column in cells:
        table[row][column] = value
    return table


def held(table: Table) -> list[Cell]:
    """The real cards of a hand table (row, column)."""
    return [(row, column) for row in range(4) for column in range(1, 14) if table[row][column] == 1]


def strongest(table: Table) -> list[Cell]:
    """The cards of a hand table from the strongest: the Joker, then 2 down to 3, ♠ ♥ ♦ ♣ within a rank."""
    joker = [(4, 1)] if table[4][1] == 2 else []
    return joker + sorted(held(table), key=lambda cell: (-cell[1], cell[0]))


def cards_in(table: Table) -> int:
    """How many cards a hand or a play shows (rows 0–4)."""
    return sum(1 for row in range(5) for value in table[row] if value)


@dataclass
class Scripted:
    name: str = "scripted"
    script: list[Table] = field(default_factory=list)  # sent on its first turns, one each
    bad_exchange: bool = False  # its first gift is not a card
    timeout: float = 60.0
    player: int = -1
    games: int = 0
    exchanges: int = 0
    flushes: int = 0  # hand tables showing an empty table after a field that showed a play
    firsts: list[Table] = field(default_factory=list)
    hands: list[Table] = field(default_factory=list)
    fields: list[Table] = field(default_factory=list)
    answers: list[tuple[bool, bool, int]] = field(default_factory=list)  # (empty table, a pass, answer) for each turn
    complaints: list[str] = field(default_factory=list)
    ended: int = -1

    def run(self, port: int) -> None:
        with socket.create_connection(("127.0.0.1", port), timeout=self.timeout) as connection:
            self.connection = connection
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # speed only: a table is sent whole anyway
            profile = blank()
            profile[0][0] = 20070
            for column, char in enumerate(self.name.encode()[:14]):
                profile[1][column] = char
            self.send(profile)
            self.player = self.receive_int()
            while self.ended != 2:
                self.game()
            if connection.recv(1):
                self.complaints.append("the server sent more after the match was over")

    def send(self, table: Table) -> None:
        self.connection.sendall(struct.pack("!120I", *(value for row in table for value in row)))

    def receive(self, size: int) -> bytes:
        data = b""
        while len(data) < size:
            chunk = self.connection.recv(size - len(data))
            if not chunk:
                raise ConnectionError("the server closed the connection")
            data += chunk
        return data

    def receive_table(self) -> Table:
        values = struct.unpack("!120I", self.receive(SIZE))
        return [list(values[r * COLUMNS : (r + 1) * COLUMNS]) for r in range(ROWS)]

    def receive_int(self) -> int:
        return struct.unpack("!I", self.receive(4))[0]

    def game(self) -> None:
        first = self.receive_table()
        self.firsts.append(first)
        self.check_first(first)
        give = first[5][1]
        if 1 <= give <= 99:
            self.exchanges += 1
            weakest = sorted(held(first), key=lambda cell: (cell[1], cell[0]))[:give]
            self.send(table_of([(0, 0)], 7) if self.bad_exchange and self.exchanges == 1 else table_of(weakest))
        shown, played, ended, turns = blank()[:5], 0, 0, 0
        while ended == 0:
            hand = self.receive_table()
            self.hands.append(hand)
            if not turns:
                self.check_tribute(first, hand)
            turns += 1
            if hand[5][4] and any(any(row) for row in shown):
                self.flushes += 1
                shown = blank()[:5]
            if sum(hand[6][:5]) + played != DECK:
                self.complaints.append(f"game {self.games + 1}: counts {hand[6][:5]} and {played} cards seen played are not {DECK}")
            if cards_in(hand) != hand[6][self.player]:
                self.complaints.append(f"game {self.games + 1}: my hand holds {cards_in(hand)} cards, row 6 says {hand[6][self.player]}")
            sent = self.turn(hand, shown) if hand[5][2] == 1 else None
            seen = self.receive_table()
            self.fields.append(seen)
            self.check_field(hand, seen, sent)
            if seen[:5] != shown:
                played += cards_in(seen)
                shown = [row[:] for row in seen[:5]]
            ended = self.receive_int()
        self.games += 1
        self.ended = ended

    def check_first(self, first: Table) -> None:
        """Per game 3: the hand as the tribute left it, the counts as dealt."""
        game = len(self.firsts)
        if first[5][0] != 1 or first[5][3] != FIRST_TABLE_TURN:
            self.complaints.append(f"game {game}: first table row 5 is {first[5][:8]}")
        if sum(first[6][:5]) != DECK:
            self.complaints.append(f"game {game}: first table counts {first[6][:5]} are not the {DECK} cards dealt")
        if cards_in(first) != first[6][self.player] + first[5][1]:
            counted, give = first[6][self.player], first[5][1]
            self.complaints.append(f"game {game}: first table shows {cards_in(first)} cards, counted {counted}, to give {give}")

    def check_tribute(self, first: Table, hand: Table) -> None:
        """Per game 2–3: a Hinmin or Daihinmin still shows in its first table the 1 or 2 strongest cards it gave."""
        classes = first[6][5:10]
        owed = {3: 1, 4: 2}.get(classes[self.player], 0) if len(set(classes)) == 5 else 0
        gone = set(strongest(first)) - set(strongest(hand))  # a card given may come back in the return (DAIFUGO-R32)
        if owed and not (gone and gone <= set(strongest(first)[:owed])):
            self.complaints.append(f"game {len(self.firsts)}: gave {sorted(gone)}, not my {owed} strongest of the first table")

    def check_field(self, hand: Table, seen: Table, sent: Table | None) -> None:
        """Per turn 4: the field names the mover and shows a play taken exactly as sent."""
        game = self.games + 1
        if seen[5][3] != hand[5][3]:
            self.complaints.append(f"game {game}: the field names player {seen[5][3]}, the turn was {hand[5][3]}'s")
        if sent is not None and self.answers[-1][2] == TAKEN and not self.answers[-1][1] and seen[:5] != sent[:5]:
            self.complaints.append(f"game {game}: my play came back as {seen[:5]}")

    def turn(self, hand: Table, shown: Table) -> Table:
        play = self.script.pop(0) if self.script else self.choose(hand, shown)
        self.send(play)
        answer = self.receive_int()
        empty_table, passed = bool(hand[5][4]), cards_in(play) == 0
        self.answers.append((empty_table, passed, answer))
        if passed and answer != (TAKEN if empty_table else NOT_TAKEN):
            where = "an empty table" if empty_table else "a play"
            self.complaints.append(f"game {self.games + 1}: a pass on {where} was answered {answer}")
        return play

    def choose(self, hand: Table, shown: Table) -> Table:
        reversed_ = bool(hand[5][5]) != bool(hand[5][6])
        strength = (lambda cell: -cell[1]) if reversed_ else (lambda cell: cell[1])
        mine = sorted(held(hand), key=lambda cell: (strength(cell), cell[0]))
        on_table = [(row, column) for row in range(5) for column in range(COLUMNS) if shown[row][column]]
        if hand[5][4] or not on_table:
            return table_of(mine[:1])
        if len(on_table) != 1 or shown[on_table[0][0]][on_table[0][1]] != 1:
            return blank()  # it follows single cards only
        row, column = on_table[0]
        beating = [cell for cell in mine if strength(cell) > strength((row, column)) and (not hand[5][7] or cell[0] == row)]
        return table_of(beating[:1])
