"""A UECda server that behaves as the reference server tndhms does, written from
rules/uecda-protocol.md and the UECda rules (DAIFUGO-R25, DAIFUGO-R28, DAIFUGO-R29, DAIFUGO-R30,
DAIFUGO-R31, DAIFUGO-R32, DAIFUGO-R33, DAIFUGO-R34) alone: struct, a socket and its own small judge, none of
Asobiba's code, so that our client is tested against the protocol and not against our own server.

Five clients, players 0–4 in the order they connect. Per game: the deal from the Daifugō
(a random player in a block's first game) in seat order; the tribute moved before anyone is
told; the first tables in class order (the lower classes still showing what they gave, the
counts as dealt); the returns read from the Daifugō, then the Fugō, without an answer; the
♦3's holder leads. Per turn: every player's hand table; the turn player's table; 9 for a play
taken or a pass on an empty table, 8 otherwise (a refusal is a pass); every player the field
table (the play as submitted, or the field unchanged after a pass, rows 5–6 as after the
move before any flush); the move's effects; every player 0, 1 or 2. Then every socket closes.

``stats`` counts, per player, what the tests ask about: leads, passes on an empty table,
refusals, plays; and for the match, flushes, 8-cuts, revolutions, exchanges."""

from __future__ import annotations

import random
import socket
import struct
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

ROWS, COLUMNS = 8, 15
SIZE = 4 * ROWS * COLUMNS
PLAYERS = 5
JOKER_CELL = (4, 1)
EIGHT, SPADE_3, DIAMOND_3 = 6, (0, 1), (2, 1)
STALL = 20

Table = list[list[int]]
Cell = tuple[int, int]  # (row, column); the Joker of a hand is (4, 1)


def blank() -> Table:
    return [[0] * COLUMNS for _ in range(ROWS)]


def strongest_first(hand: set[Cell]) -> list[Cell]:
    """The Joker, then 2 down to 3, ♠ ♥ ♦ ♣ within a rank (the tribute's order)."""
    return sorted(hand, key=lambda cell: (cell != JOKER_CELL, -cell[1], cell[0]))


@dataclass(frozen=True)
class Shown:
    """A submitted play as the judge reads it."""

    kind: str  # single, joker (a lone Joker), group, sequence
    size: int
    low: int
    high: int
    suits: frozenset[int]  # the rows shown, a Joker's included (row 4: the fifth of a group)
    cards: frozenset[Cell]  # the hand's cards it uses, the Joker as (4, 1)


def read(table: Table, hand: set[Cell]) -> Shown | None:
    """The play a table makes from ``hand``: None for a pass, ValueError if malformed or not held."""
    ones: list[Cell] = []
    twos: list[Cell] = []
    for row in range(5):
        for column in range(COLUMNS):
            value = table[row][column]
            if value == 1 and row < 4 and 1 <= column <= 13:
                ones.append((row, column))
            elif value == 2:
                twos.append((row, column))
            elif value:
                raise ValueError(f"{value} at {(row, column)}")
    if not ones and not twos:
        return None
    if len(twos) > 1 or (twos and JOKER_CELL not in hand) or not set(ones) <= hand:
        raise ValueError("cards not held")
    cells = ones + twos
    used = frozenset(ones + [JOKER_CELL] * len(twos))
    rows, columns = {row for row, _ in cells}, sorted(column for _, column in cells)
    if not ones:
        if twos[0][0] == 4:
            raise ValueError("a lone Joker in row 4")
        return Shown("joker", 1, 14, 14, frozenset(), used)
    if len(cells) == 1:
        return Shown("single", 1, columns[0], columns[0], frozenset(rows), used)
    if len(set(columns)) == 1:
        if 4 in rows and len(rows) != 5:
            raise ValueError("row 4 without the four suits")
        return Shown("group", len(cells), columns[0], columns[0], frozenset(rows), used)
    if len(rows) == 1 and 4 not in rows and len(cells) >= 3 and columns == list(range(columns[0], columns[0] + len(cells))):
        return Shown("sequence", len(cells), columns[0], columns[-1], frozenset(rows), used)
    raise ValueError("not a play")


def read_gift(table: Table, hand: set[Cell], count: int) -> set[Cell] | None:
    """The cards of an exchange table: ``count`` held cards, the Joker a 2 in any cell; None otherwise."""
    cells = [(row, column, table[row][column]) for row in range(5) for column in range(COLUMNS) if table[row][column]]
    if any(value not in (1, 2) or (value == 1 and row == 4) for row, _, value in cells) or sum(value == 2 for *_, value in cells) > 1:
        return None
    cards = {(row, column) if value == 1 else JOKER_CELL for row, column, value in cells}
    return cards if len(cards) == count and cards <= hand else None


def beats(new: Shown, old: Shown | None, reversed_: bool, locked: bool) -> bool:
    """Whether ``new`` may follow ``old``: a ♠3 alone on a lone Joker, a lone Joker on a single, else
    the same kind and size, stronger (a sequence wholly above), the locked suits kept."""
    if old is None:
        return True
    if old.kind == "joker":
        return new.kind == "single" and new.cards == {SPADE_3}
    if new.kind == "joker":
        return old.kind == "single"
    if (new.kind, new.size) != (old.kind, old.size) or (locked and new.suits != old.suits):
        return False
    if new.kind == "sequence":
        return new.high < old.low if reversed_ else new.low > old.high
    return new.low < old.low if reversed_ else new.low > old.low


@dataclass
class Tndhms:
    games: int
    block: int = 100  # FLASH_MIBUN_NUMBER: classes start again every block of games
    seed: int = 0
    timeout: float = 60.0
    stats: Counter[str] = field(default_factory=Counter)

    def serve(self, ready: Callable[[int], None]) -> None:
        rng = random.Random(self.seed)
        with socket.create_server(("127.0.0.1", 0)) as listener:
            ready(listener.getsockname()[1])
            self.sockets = []
            for player in range(PLAYERS):
                connection, _ = listener.accept()
                connection.settimeout(self.timeout)
                connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # speed only (tndhms leaves Nagle on)
                profile = self.read(connection)
                assert profile[0][0] == 20070, profile[0][0]
                connection.sendall(struct.pack("!I", player))
                self.sockets.append(connection)
        classes: list[int] = []  # players from the Daifugō down, after a game
        seats = list(range(PLAYERS))
        try:
            for game in range(1, self.games + 1):
                if (game - 1) % 3 == 0:
                    rng.shuffle(seats)
                if (game - 1) % self.block == 0:
                    classes = []
                classes = self.game(seats, classes, rng)
        finally:
            for connection in self.sockets:
                connection.close()

    def read(self, connection: socket.socket) -> Table:
        data = b""
        while len(data) < SIZE:
            chunk = connection.recv(SIZE - len(data))
            if not chunk:
                raise ConnectionError("a client closed its connection")
            data += chunk
        values = struct.unpack("!120I", data)
        return [list(values[r * COLUMNS : (r + 1) * COLUMNS]) for r in range(ROWS)]

    def send(self, player: int, table: Table) -> None:
        self.sockets[player].sendall(struct.pack("!120I", *(max(0, value) for row in table for value in row)))

    def send_int(self, player: int, value: int) -> None:
        self.sockets[player].sendall(struct.pack("!I", value))

    def game(self, seats: list[int], classes: list[int], rng: random.Random) -> list[int]:
        """One game; the players from the Daifugō down."""
        cards = [(row, column) for row in range(4) for column in range(1, 14)] + [JOKER_CELL]
        rng.shuffle(cards)
        start = seats.index(classes[0] if classes else rng.randrange(PLAYERS))
        hands: list[set[Cell]] = [set() for _ in range(PLAYERS)]
        for index, cell in enumerate(cards):
            hands[seats[(start + index) % PLAYERS]].add(cell)
        dealt = [len(hand) for hand in hands]
        class_of = [classes.index(player) if classes else 0 for player in range(PLAYERS)]
        before = [set(hand) for hand in hands]
        owed = {}
        if classes:
            self.stats["exchanges"] += 1
            for higher, lower, count in ((classes[0], classes[4], 2), (classes[1], classes[3], 1)):
                tribute = strongest_first(hands[lower])[:count]
                hands[lower] -= set(tribute)
                hands[higher] |= set(tribute)
                owed[higher] = (lower, count)
        for player in classes or range(PLAYERS):
            shown = before[player] if player in (classes or [])[3:] else hands[player]
            table = self.hand_table(shown, dealt, class_of, seats)
            table[5][0], table[5][1], table[5][3] = 1, owed.get(player, (0, 0))[1], 6
            self.send(player, table)
        for higher, (lower, count) in owed.items():  # the Daifugō's, then the Fugō's
            self.exchange(hands, higher, lower, count)
        return self.play(hands, class_of, seats, rng)

    def exchange(self, hands: list[set[Cell]], higher: int, lower: int, count: int) -> None:
        cards = read_gift(self.read(self.sockets[higher]), hands[higher], count)
        if cards is None:  # a wrong count, a card not held, junk: the giver's strongest instead
            self.stats["default exchanges"] += 1
            cards = set(strongest_first(hands[higher])[:count])
        hands[higher] -= cards
        hands[lower] |= cards

    def hand_table(self, hand: set[Cell], counts: list[int], class_of: list[int], seats: list[int]) -> Table:
        table = blank()
        for row, column in hand:
            table[row][column] = 2 if (row, column) == JOKER_CELL else 1
        table[6][0:5], table[6][5:10], table[6][10:15] = counts, class_of, seats
        return table

    def play(self, hands: list[set[Cell]], class_of: list[int], seats: list[int], rng: random.Random) -> list[int]:
        turn = next(player for player in range(PLAYERS) if DIAMOND_3 in hands[player])
        out: list[int] = []
        passed: set[int] = set()
        field, on_table, last = blank(), None, turn
        reversed_ = locked = False
        passes = 0
        while len(out) < PLAYERS - 1:
            flags = [0, 0, 0, turn, int(on_table is None), 0, int(reversed_), int(locked)]
            counts = [len(hand) for hand in hands]
            for player in range(PLAYERS):
                table = self.hand_table(hands[player], counts, class_of, seats)
                table[5][:8] = flags
                table[5][2] = int(player == turn)
                self.send(player, table)
            submitted = self.read(self.sockets[turn])
            try:
                new, malformed = read(submitted, hands[turn]), False
            except ValueError:
                new, malformed = None, True
            taken = new is not None and beats(new, on_table, reversed_, locked)
            self.stats[f"refused {turn}"] += malformed or (new is not None and not taken)
            if on_table is None:
                self.stats[f"leads {turn}"] += 1
                self.stats[f"passed leads {turn}"] += new is None and not malformed
            self.send_int(turn, 9 if taken or (new is None and not malformed and on_table is None) else 8)
            flush = False
            if taken and new is not None:
                self.stats[f"plays {turn}"] += 1
                if new.kind == "joker" or (on_table is not None and on_table.kind == "joker"):
                    locked = False  # a lone Joker ends the lock (DAIFUGO-R14)
                    flush = on_table is not None and on_table.kind == "joker"  # a ♠3 on the lone Joker (DAIFUGO-R15)
                elif on_table is not None and new.suits == on_table.suits:
                    locked = True
                if (new.kind == "group" and new.size >= 4) or (new.kind == "sequence" and new.size >= 5):
                    reversed_ = not reversed_
                    self.stats["revolutions"] += 1
                if new.kind != "joker" and new.low <= EIGHT <= new.high:  # a Joker standing for an 8 cuts too (DAIFUGO-R29)
                    flush = True
                    self.stats["8-cuts"] += 1
                hands[turn] -= new.cards
                field, on_table, last, passes = [row[:] for row in submitted[:5]] + blank()[5:], new, turn, 0
                if not hands[turn]:
                    out.append(turn)
            else:
                passed.add(turn)
                passes += 1
            seen = [row[:] for row in field]
            seen[5][:8] = [0, 0, 0, turn, int(on_table is None), 0, int(reversed_), int(locked)]
            seen[6][0:5], seen[6][5:10], seen[6][10:15] = [len(hand) for hand in hands], class_of, seats
            for player in range(PLAYERS):
                self.send(player, seen)
            if passes >= STALL:  # everyone passing for ever: the rest ranked at random (DAIFUGO-R33)
                rest = [player for player in range(PLAYERS) if hands[player] and player not in out]
                rng.shuffle(rest)
                out += rest
            still = [player for player in range(PLAYERS) if hands[player]]
            if flush or set(still) <= passed:  # everyone with cards passed, the last player too (DAIFUGO-R28)
                self.stats["flushes"] += 1
                field, on_table, locked, passed = blank(), None, False, set()
                turn = last
                while not hands[turn] and len(out) < PLAYERS - 1:
                    turn = seats[(seats.index(turn) + 1) % PLAYERS]
                last = turn
            else:
                turn = seats[(seats.index(turn) + 1) % PLAYERS]
                while (not hands[turn] or turn in passed) and len(out) < PLAYERS - 1:
                    turn = seats[(seats.index(turn) + 1) % PLAYERS]
            ended = 0 if len(out) < PLAYERS - 1 else 2 if self.stats["games"] + 1 == self.games else 1
            for player in range(PLAYERS):
                self.send_int(player, ended)
        self.stats["games"] += 1
        return out + [player for player in range(PLAYERS) if player not in out][:1]
