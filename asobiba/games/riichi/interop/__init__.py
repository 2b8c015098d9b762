"""Riichi and its community's programs and logs: mjai programs at our tables and ours at theirs,
Tenhou's logs in, mjai and tenhou.net/6 out, and the commands that reach them."""

from asobiba.core.parts import CommandLine, Interop
from asobiba.games.riichi.interop.logs import FORMATS, export
from asobiba.games.riichi.interop.mjai_seat import MjaiSeat

PROTOCOLS = {"mjai": MjaiSeat}  # what external Riichi programs play through: --seat-bot 'mjai:COMMAND'


def commands(cli: CommandLine) -> None:
    """``asobiba mjai-bot``, ``asobiba import tenhou`` and ``asobiba export riichi``."""
    from asobiba.games.riichi.interop.commands import mount  # typer is the CLI's: the server never loads it

    mount(cli)


INTEROP = Interop(protocols=PROTOCOLS, formats=FORMATS, export=export, commands=commands)
