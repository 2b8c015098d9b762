"""The ``asobiba`` command: ``serve | play | replay | arena | bench | import | export``, and the
commands the games mount through their interop (``mjai-bot``, ``uecda-serve`` …)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from asobiba.core.parts import CommandLine
from asobiba.core.record import Record, RecordError, replay
from asobiba.core.registry import game_ids, parts

if TYPE_CHECKING:
    from asobiba.store import Store

GAME_HELP = f"Game id: {', '.join(game_ids())}."

app = typer.Typer(help="Asobiba (遊び場): an open board-game arena.", no_args_is_help=True, add_completion=False)


@app.command("replay")
def replay_command(
    path: Path = typer.Argument(..., help="A record file (JSON), see docs/records.md."),
    step: bool = typer.Option(False, "--step", help="Step through it: each move's events and the table as a seat saw them."),
    seat: int = typer.Option(0, help="With --step: the seat whose view is shown first (s N at the prompt changes it)."),
    lang: str | None = typer.Option(None, help="With --step: ja or en; from $LANG if omitted."),
) -> None:
    """Replay a record and print the outcome, or step through it (--step)."""
    try:
        record = Record.load(path)
        if step:
            step_through(record, seat, lang)
            return
        game, state = replay(record)
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


def language(lang: str | None) -> str:
    """``--lang``, else Japanese when $LANG says so; exits with status 2 for another language."""
    import os

    chosen = lang or ("ja" if os.environ.get("LANG", "").startswith("ja") else "en")
    if chosen not in ("ja", "en"):
        typer.echo(f"--lang must be one of ja, en, not {chosen!r}", err=True)
        raise typer.Exit(2)
    return chosen


def step_through(record: Record, seat: int, lang: str | None) -> None:
    from asobiba.stepper import Stepper

    if not 0 <= seat < record.seats:
        typer.echo(f"--seat must be 0 to {record.seats - 1}, not {seat}", err=True)
        raise typer.Exit(2)
    Stepper(record, language(lang), seat).run()


@app.command("bench")
def bench_command(
    game: str = typer.Argument("tarot", help=GAME_HELP),
    players: int | None = typer.Option(None, help="Number of players (default: the number the game offers first)."),
    seconds: float = typer.Option(2.0, help="Seconds per repeat."),
    repeats: int = typer.Option(5, help="Repeats (min/median/max are reported)."),
    reference: bool = typer.Option(True, help="Also measure OpenSpiel's reference game, if installed."),
) -> None:
    """Random-play speed of a game engine on one core, beside OpenSpiel's reference."""
    from asobiba.bench import run

    run(game, players, seconds, repeats, reference)


@app.command("play")
def play_command(
    game: str = typer.Argument("tarot", help=GAME_HELP),
    players: int | None = typer.Option(None, help="Number of players (default: the number the game offers first); you are seat 0."),
    level: str = typer.Option("normal", help="Bot level: easy, normal, hard (or random)."),
    seed: int | None = typer.Option(None, help="Seed of the deals and the bots; a random one (printed) if omitted."),
    lang: str | None = typer.Option(None, help="ja or en; from $LANG if omitted."),
    deals: int | None = typer.Option(None, help="Played deals, for games with a set number (tarot); the game's default if omitted."),
    option: list[str] = typer.Option([], "--option", "-o", help="A table option NAME=VALUE, repeatable: -o harmony=on -o rounds=2."),
    seat_bot: list[str] = typer.Option(
        [], "--seat-bot", help="An external program for the next bot seat, repeatable: --seat-bot 'mjai:python mybot.py' (riichi)."
    ),
    seat: int | None = typer.Option(None, help="Your seat (default 0, or the game's choice: an asker's seat in twentyq)."),
) -> None:
    """Play a game in the terminal against bots."""
    import os
    import random

    from asobiba.bots import LEVELS
    from asobiba.core.errors import OptionError
    from asobiba.core.registry import get_game
    from asobiba.terminal import run

    language = lang or ("ja" if os.environ.get("LANG", "").startswith("ja") else "en")
    for name, value, allowed in (("game", game, game_ids()), ("--level", level, LEVELS), ("--lang", language, ("ja", "en"))):
        if value not in allowed:
            typer.echo(f"{name} must be one of {', '.join(allowed)}, not {value!r}", err=True)
            raise typer.Exit(2)
    if parts(game).terminal is None:
        typer.echo(f"{game} cannot be played in the terminal yet (its folder has no terminal.py)", err=True)
        raise typer.Exit(2)
    if deals is not None and all(option.name != "deals" for option in get_game(game).options):
        typer.echo(f"--deals does not apply to {game}: it has no fixed number of deals", err=True)
        raise typer.Exit(2)
    if players is None:
        players = get_game(game).about.seats_offered(get_game(game).seats)
    options = parse_options(option)
    try:
        run(
            game,
            players,
            level,
            random.randrange(1_000_000) if seed is None else seed,
            language,
            deals,
            options=options,
            seat_bots=seat_bot,
            seat=seat,
        )
    except OptionError as error:  # a player count or an option the game does not allow
        typer.echo(error.reason.get(language), err=True)
        raise typer.Exit(2) from error
    except ValueError as error:  # a --seat-bot the game does not offer, or too many; a --seat the table has not
        typer.echo(f"--seat-bot/--seat: {error}", err=True)
        raise typer.Exit(2) from error
    except KeyboardInterrupt:  # Ctrl-C while the bots play: leave quietly, as "quit" does
        typer.echo("")


@app.command("serve")
def serve_command(
    host: str = typer.Option("127.0.0.1", help="Address to listen on."),
    port: int = typer.Option(8000, help="Port to listen on."),
    db: str = typer.Option("", help="Database URL (default: an SQLite file in your data directory)."),
    bot_delay: float = typer.Option(0.6, help="Seconds a bot waits before moving, so people can follow."),
    bot_budget_ms: float = typer.Option(800, help="Thinking time of the search bots, per move."),
    answer_window: float = typer.Option(4.0, help="Seconds people get to answer a short question (Tichu: bomb or not) before the default."),
    secure_cookies: bool = typer.Option(False, help="Send the session cookie over HTTPS only (serving behind a TLS proxy)."),
    adjourn_after: float | None = typer.Option(
        None, help="Seconds a table being played may go with none of its people connected before it is adjourned (0: never; default 600)."
    ),
    forwarded_allow_ips: str = typer.Option(
        "", help="Proxies whose X-Forwarded-For/-Proto headers are trusted (comma-separated addresses, or *); none by default."
    ),
    seat_bot: list[str] = typer.Option(
        [], "--seat-bot", help="An external program offered as a bot level, repeatable: --seat-bot 'mjai:python mybot.py' (riichi)."
    ),
    durability: str = typer.Option("normal", help="SQLite: normal survives a killed process, full (an fsync per commit) a power loss too."),
    redis: str | None = typer.Option(
        None, help="Redis URL: run as one of several processes on the same --db (PostgreSQL) and Redis, e.g. redis://localhost:6379/0."
    ),
    node_id: str | None = typer.Option(None, help="With --redis: this process's name among them (default: host, process id)."),
    lease_seconds: float = typer.Option(10.0, help="With --redis: how long a dead process's tables wait before another takes them."),
    registrations_per_minute: int = typer.Option(
        30, min=1, help="New accounts a minute for the whole arena (every process together), each an argon2 hash; guests are not counted."
    ),
    secret: str | None = typer.Option(
        None,
        envvar="ASOBIBA_SECRET",
        help="The key signing session cookies; the same for every process (default: one kept in your data directory).",
    ),
) -> None:
    """Run the arena: lobby, tables and play in the browser."""
    import uvicorn

    from asobiba.bots import protocols
    from asobiba.server.app import create_app
    from asobiba.store import default_url

    url = db or default_url()
    typer.echo(f"Asobiba on http://{host}:{port}/ (database {url})")
    adjourn = {} if adjourn_after is None else {"adjourn_after": adjourn_after}  # else the server's own default
    for level in seat_bot:
        if not any(level.partition(":")[0] in protocols(game) for game in game_ids()):
            typer.echo(f"--seat-bot is PROTOCOL:COMMAND with a protocol some game speaks (mjai), not {level!r}", err=True)
            raise typer.Exit(2)
    if durability not in ("normal", "full"):
        typer.echo(f"--durability is normal or full, not {durability!r}", err=True)
        raise typer.Exit(2)
    if redis is not None and not url.startswith("postgresql"):
        typer.echo("--redis runs several processes on one PostgreSQL database: give --db postgresql+psycopg://…", err=True)
        raise typer.Exit(2)
    if redis is not None and importlib.util.find_spec("redis") is None:
        typer.echo("several processes need the cluster extra (the Redis client): pip install 'asobiba[cluster]'", err=True)
        raise typer.Exit(2)
    app = create_app(
        url,
        bot_delay=bot_delay,
        bot_budget_ms=bot_budget_ms,
        answer_window=answer_window,
        secure_cookies=secure_cookies,
        programs=seat_bot,
        durability=durability,
        redis_url=redis,
        node=node_id,
        lease_seconds=lease_seconds,
        registrations_per_minute=registrations_per_minute,
        secret=secret,
        **adjourn,
    )
    uvicorn.run(
        app,
        host=host,
        port=port,
        ws_max_size=1 << 20,
        log_level="warning",
        proxy_headers=bool(forwarded_allow_ips),  # otherwise anyone could name their address in a header
        forwarded_allow_ips=forwarded_allow_ips or None,
    )


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """``--option NAME=VALUE`` pairs as table options (numbers as numbers)."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, equals, value = pair.partition("=")
        if not equals:
            typer.echo(f"--option takes NAME=VALUE, not {pair!r}", err=True)
            raise typer.Exit(2)
        options[name.strip()] = int(value) if value.strip().lstrip("-").isdecimal() else value.strip()
    return options


@app.command("arena")
def arena_command(
    game: str = typer.Argument(..., help=GAME_HELP),
    bots: str = typer.Option(
        ...,
        help="Bot levels by seat, comma-separated: random, easy, normal, hard, or an external program such as "
        "'mjai:python mybot.py' (riichi); the last fills the table.",
    ),
    deals: int = typer.Option(100, help="Deals; each is played once per seat rotation (duplicate)."),
    seed: int = typer.Option(0, help="Seed of the deals."),
    players: int | None = typer.Option(None, help="Number of players (default: one per bot)."),
    budget_ms: float | None = typer.Option(None, help="Time per move for the hard (search) bot, in ms; default: its own budget."),
    workers: int = typer.Option(1, help="Processes playing deals in parallel."),
    option: list[str] = typer.Option(
        [], "--option", "-o", help="A table option NAME=VALUE, repeatable: then each deal is a whole match under these options."
    ),
) -> None:
    """Bots against bots in duplicate: mean score per deal with 95% intervals, and decision times."""
    from asobiba.arena import main

    try:
        main(game, bots, deals, seed, players, budget_ms, workers, parse_options(option) or None)
    except (KeyError, ValueError) as error:
        typer.echo(f"arena: {error.args[0]}", err=True)
        raise typer.Exit(2) from error


import_app = typer.Typer(help="Import another program's game log as an Asobiba record.", no_args_is_help=True)
export_app = typer.Typer(help="Export an Asobiba record in another program's format.", no_args_is_help=True)
app.add_typer(import_app, name="import")
app.add_typer(export_app, name="export")


def open_store(url: str) -> Store:
    """The arena's database at ``url`` ('' for the one asobiba serve uses by default), migrated."""
    from asobiba.store import Store, default_url

    store = Store(url or default_url())
    store.migrate()
    return store


def mount_games() -> None:
    """Every game's own commands (its interop's ``commands``): mjai-bot, import tenhou …"""
    cli = CommandLine(app=app, imports=import_app, exports=export_app, parse_options=parse_options, open_store=open_store)
    for game_id in game_ids():
        interop = parts(game_id).interop
        if interop is not None and interop.commands is not None:
            interop.commands(cli)


mount_games()


if __name__ == "__main__":
    app()
