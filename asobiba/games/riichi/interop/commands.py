"""Riichi's commands on ``asobiba``: ``mjai-bot``, ``import tenhou`` and ``export riichi``.

The CLI mounts them through the interop (asobiba.core.parts.Interop.commands). What they run
is imported when they run, so that ``asobiba --help`` stays quick.
"""

from __future__ import annotations

import json
from pathlib import Path

import typer

from asobiba.core.parts import CommandLine
from asobiba.core.record import Record, RecordError


def mount(cli: CommandLine) -> None:
    cli.app.command("mjai-bot")(mjai_bot_command)
    cli.imports.command("tenhou")(import_tenhou_command)
    cli.exports.command("riichi")(export_riichi_command)


def mjai_bot_command(
    level: str = typer.Option("normal", help="Bot level: easy, normal, hard (or random)."),
    seed: int = typer.Option(0, help="Seed of the bot's choices."),
) -> None:
    """Our Riichi bot as an mjai program: mjai events on standard input (a JSON array, or one event,
    per line), one action per line on standard output, as mjai.app runs bots."""
    import sys

    from asobiba.bots import LEVELS
    from asobiba.games.riichi.interop.mjai_bot import serve

    if level not in LEVELS:
        typer.echo(f"--level must be one of {', '.join(LEVELS)}, not {level!r}", err=True)
        raise typer.Exit(2)
    serve(level, sys.stdin, sys.stdout, seed)


def import_tenhou_command(
    path: Path = typer.Argument(..., help="A Tenhou log: tenhou.net/6 JSON or mjlog XML (gzipped or not)."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Where to write the record (JSON); standard output if omitted."),
) -> None:
    """Import a Tenhou log as a Riichi record, checking every hand's payments on the way."""
    from asobiba.games.riichi.interop.logs import read_tenhou

    try:
        record = read_tenhou(path)
    except (ValueError, OSError) as error:  # TenhouLogError is a ValueError
        typer.echo(f"cannot import {path}: {error}", err=True)
        raise typer.Exit(1) from error
    text = json.dumps(record.to_json(), ensure_ascii=False) + "\n"
    if out is None:
        typer.echo(text, nl=False)
    else:
        out.write_text(text, encoding="utf-8")


def export_riichi_command(
    path: Path = typer.Argument(..., help="A Riichi record file (JSON), see docs/records.md."),
    form: str = typer.Option("mjai", "--format", "-f", help="mjai (JSON lines) or tenhou6 (tenhou.net/6 JSON)."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Where to write it; standard output if omitted."),
) -> None:
    """Export a Riichi record as an mjai event stream or a tenhou.net/6 log."""
    from asobiba.games.riichi.interop.logs import FORMATS, export

    if form not in FORMATS:
        typer.echo(f"--format must be one of {', '.join(FORMATS)}, not {form!r}", err=True)
        raise typer.Exit(2)
    try:
        text = export(Record.load(path), form)
    except (RecordError, OSError) as error:
        typer.echo(f"invalid record {path}: {error}", err=True)
        raise typer.Exit(1) from error
    if out is None:
        typer.echo(text, nl=False)
    else:
        out.write_text(text, encoding="utf-8")
