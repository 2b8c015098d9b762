"""Daifugō's commands on ``asobiba``: ``uecda-serve`` and ``uecda-play``.

The CLI mounts them through the interop (asobiba.core.parts.Interop.commands) and lends them
its ``--option`` reader and the arena's database, which a game folder may not import. What
they run is imported when they run, so that ``asobiba --help`` stays quick.
"""

from __future__ import annotations

from dataclasses import dataclass

import typer

from asobiba.core.parts import CommandLine


def mount(cli: CommandLine) -> None:
    commands = UecdaCommands(cli)
    cli.app.command("uecda-serve")(commands.serve)
    cli.app.command("uecda-play")(commands.play)


@dataclass(frozen=True)
class UecdaCommands:
    """The two commands, bound to what the CLI lends them."""

    cli: CommandLine

    def serve(
        self,
        port: int = typer.Option(42485, help="Port to listen on (the UECda default)."),
        host: str = typer.Option("127.0.0.1", help="Address to listen on (0.0.0.0 for other machines)."),
        clients: int = typer.Option(1, help="UECda programs to wait for (players 0, 1 …); our bots take the other seats."),
        games: int = typer.Option(100, help="Games in the match."),
        players: int = typer.Option(5, help="Players at the table (UECda: 5)."),
        level: str = typer.Option("normal", help="Level of our bots: random, easy, normal, hard."),
        seed: int | None = typer.Option(None, help="Seed of the deals; a random one if omitted."),
        db: str = typer.Option("", help="Database URL where the match is kept (default: the one asobiba serve uses)."),
        option: list[str] = typer.Option([], "--option", "-o", help="A table option NAME=VALUE over the UECda preset, repeatable."),
    ) -> None:
        """Host a Daifugō table under the UECda rules that UECda clients (protocol 20070) join unchanged."""
        import random

        from asobiba.bots import LEVELS
        from asobiba.games.daifugo.interop.uecda_server import UecdaTable, serve

        if level not in LEVELS or not 1 <= clients <= players <= 5:
            typer.echo(f"--level must be one of {', '.join(LEVELS)}; 1 <= --clients <= --players <= 5", err=True)
            raise typer.Exit(2)
        store = self.cli.open_store(db)  # a MatchStore, with the URL asobiba serve --db takes
        options = {"preset": "uecda", "games": games, **self.cli.parse_options(option)}
        try:
            table = UecdaTable(options, random.randrange(1 << 62) if seed is None else seed, level, store, players)
        except ValueError as error:  # an unknown option, or one the protocol cannot carry
            typer.echo(str(error), err=True)
            raise typer.Exit(2) from error
        typer.echo(f"UECda table {table.table_id} on {host}:{port}: waiting for {clients} client(s)")
        serve(port, clients, table, host=host, ready=lambda _: None)
        typer.echo(f"match over: watch it again at #/replay/{table.table_id} under asobiba serve --db {store.url}")

    def play(
        self,
        host: str = typer.Option("127.0.0.1", help="The UECda server."),
        port: int = typer.Option(42485, help="Its port."),
        level: str = typer.Option("normal", help="Bot level: random, easy, normal, hard."),
        name: str = typer.Option("asobiba", help="The name sent to the server (14 ASCII characters at most)."),
        seed: int = typer.Option(0, help="Seed of the bot's choices."),
        option: list[str] = typer.Option([], "--option", "-o", help="A rule NAME=VALUE where the server differs from the UECda preset."),
    ) -> None:
        """Our Daifugō bot as a UECda client, on any UECda server (protocol 20070)."""
        from asobiba.bots import LEVELS
        from asobiba.games.daifugo.interop.uecda_client import play

        if level not in LEVELS:
            typer.echo(f"--level must be one of {', '.join(LEVELS)}, not {level!r}", err=True)
            raise typer.Exit(2)
        games = play(host, port, level, name, {"preset": "uecda", **self.cli.parse_options(option)}, seed)
        typer.echo(f"{games} games played")
