"""External programs at the hall's tables (``asobiba serve --seat-bot 'mjai:COMMAND'``).

The server offers each program as a bot level for the games whose folder speaks its protocol
(Riichi: mjai), named after it: ``mjai``, then ``mjai-2``… (the command stays in the server's
settings, out of the tables' records). Unlike our bots, a program keeps a conversation, so a table holds one per seat
(``LiveTable.programs``), started when the seat first has to move and told first everything
its seat saw of the log so far, then every move as it is announced.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from asobiba.bots import Bot, make_bot, protocols, tell
from asobiba.core.contract import Game
from asobiba.store import TableInfo


def named(programs: Sequence[str]) -> dict[str, str]:
    """Each program (``PROTOCOL:COMMAND``) by its level name: its protocol, numbered from the second."""
    names: dict[str, str] = {}
    for program in programs:
        protocol = program.partition(":")[0]
        count = sum(1 for other in names.values() if other.partition(":")[0] == protocol)
        names[protocol if count == 0 else f"{protocol}-{count + 1}"] = program
    return names


def offered(programs: Mapping[str, str], game_id: str) -> list[str]:
    """The level names of the programs that can play ``game_id``."""
    spoken = protocols(game_id)
    return [name for name, program in programs.items() if program.partition(":")[0] in spoken]


def caught_up(game: Game[Any, Any], info: TableInfo, seat: int, level: str, moves: Sequence[tuple[int, Any]]) -> Bot:
    """The program for ``seat``, started and told what its seat saw of ``moves`` (blocking: a thread's work)."""
    bot = make_bot(game.id, level)
    state = game.start(info.seats, info.options, info.seed)
    tell({seat: bot}, game, state, None)
    for mover, move in moves:
        tell({seat: bot}, game, state, game.play(state, mover, game.parse_move(move)))
    return bot
