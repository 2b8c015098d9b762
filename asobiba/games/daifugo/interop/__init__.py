"""Daifugō and its community's programs: UECda clients at our table, our bots at any UECda server.

A UECda program joins by the protocol's own handshake (``asobiba uecda-serve``), not as a
``--seat-bot`` level, so the interop declares no protocol, only the commands.
"""

from asobiba.core.parts import CommandLine, Interop


def commands(cli: CommandLine) -> None:
    """``asobiba uecda-serve`` and ``asobiba uecda-play``."""
    from asobiba.games.daifugo.interop.commands import mount  # typer is the CLI's: the server never loads it

    mount(cli)


INTEROP = Interop(commands=commands)
