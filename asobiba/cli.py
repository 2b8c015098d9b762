"""The ``asobiba`` command: ``replay | bench`` (``serve``, ``play`` and ``arena`` come with their issues)."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from asobiba.core.record import Record, RecordError, replay

app = typer.Typer(help="Asobiba (遊び場): an open board-game arena.", no_args_is_help=True, add_completion=False)


@app.command("replay")
def replay_command(path: Path = typer.Argument(..., help="A record file (JSON), see docs/records.md.")) -> None:
    """Replay a record and print the outcome."""
    try:
        game, state = replay(Record.load(path))
    except (RecordError, OSError) as error:
        typer.echo(f"invalid record {path}: {error}", err=True)
        raise typer.Exit(1) from error
    view = game.view(state, None)
    for result in view.get("results", []):
        typer.echo(json.dumps(result, ensure_ascii=False))
    outcome = game.outcome(state)
    if outcome is None:
        typer.echo(f"not finished: to act {sorted(game.to_act(state))}; totals so far {view.get('totals')}")
    else:
        typer.echo(f"outcome: {json.dumps(outcome.to_json())}")


@app.command("bench")
def bench_command(
    game: str = typer.Argument("tarot", help="Game id."),
    players: int = typer.Option(4, help="Number of players."),
    seconds: float = typer.Option(2.0, help="Seconds per repeat."),
    repeats: int = typer.Option(5, help="Repeats (min/median/max are reported)."),
    reference: bool = typer.Option(True, help="Also measure OpenSpiel's reference game, if installed."),
) -> None:
    """Random-play speed of a game engine on one core, beside OpenSpiel's reference."""
    from asobiba.bench import run

    run(game, players, seconds, repeats, reference)


if __name__ == "__main__":
    app()
