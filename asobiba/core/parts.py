"""What a game folder provides beyond the contract, declared in typed form (DESIGN.md, "A game folder").

Each part is one module of the folder exporting one declaration under one name:

=================  ===============  ======================  ==========================================
module             name             type                    read by
=================  ===============  ======================  ==========================================
``bots.py``        ``BOTS``         :class:`BotHooks`       the bot levels, the search, the arena
``conformance.py`` ``CONFORMANCE``  :class:`ConformanceHooks`  the conformance suite, the rule-citation test
``terminal.py``    ``TERMINAL``     :class:`TerminalHooks`  ``asobiba play``
``bench.py``       ``BENCH``        :class:`BenchHooks`     ``asobiba bench``
``interop``        ``INTEROP``      :class:`Interop`        external bots, record exports, the CLI
=================  ===============  ======================  ==========================================

A folder may leave a part out (the feature is then off, as documented where it is read), but a
part it has must declare itself exactly so: the registry checks every part when it loads the
game (:func:`asobiba.core.registry.parts`) and names the game and the part in its error.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from asobiba.core.contract import Event, Game, Seat

if TYPE_CHECKING:
    import typer  # the CLI's: only asobiba.cli and the games' command modules load it

    from asobiba.core.record import Record  # the record module reads the registry, which reads this one


class Bot(Protocol):
    """Every bot level and external program (asobiba.bots): one move for one seat."""

    level: str

    def choose(self, game: Game[Any, Any], state: Any, seat: Seat, rng: random.Random, budget_ms: float | None = None) -> Any: ...


@runtime_checkable
class ConversingBot(Bot, Protocol):
    """An external program keeps a conversation: it is told what its seat saw, and when it is over."""

    def observe(self, game: Game[Any, Any], state: Any, seat: Seat, events: list[Event] | None) -> None: ...

    def close(self) -> None: ...


Policy = Callable[[Game[Any, Any], Any, Seat, random.Random], Any]
Candidates = Callable[[Game[Any, Any], Any, Seat, list[Any], Any], list[Any]]

DEFAULT_ITERATIONS = 100  # rollouts per decision at most: bench/README.md "Bots" has the time and strength


@dataclass(frozen=True, kw_only=True)
class BotHooks:
    """The game's heuristic and what the generic search (asobiba.bots.ismcts) may use."""

    heuristic: Callable[[str], Bot] | None = None  # the bot of level easy or normal
    policy: Policy | None = None  # the rollout player, when it is cheaper than the heuristic
    candidates: Candidates | None = None  # the root moves worth searching, given the heuristic's
    deals_scored: Callable[[Any], int] | None = None  # deals over so far: the search stops at the next
    deal_scores: Callable[[Any], list[float]] | None = None  # each seat's score of the deals over
    iterations: int = DEFAULT_ITERATIONS  # rollouts per decision without a time budget
    drop_early: bool = True  # the search drops root moves far behind, as the iterations go
    can_play: Callable[[Seat, Mapping[str, Any]], bool] | None = None  # whether a bot may take a seat
    match_stats: Callable[[Any], list[dict[str, float]]] | None = None  # the arena's figures per seat


@dataclass(frozen=True, kw_only=True)
class ConformanceHooks:
    """What the conformance suite (asobiba.testing) needs to test the game, and where its rules are."""

    rules: str  # the file of the folder that lists its rule IDs, one per line
    move_space: Callable[[Any, Seat], Any]  # every move a seat could try, legal or not
    hidden: Callable[[Any, Seat | None], set[Any]]  # what a seat must not find in its view or events
    past: frozenset[str] = frozenset()  # events after which the cards of a finished deal may show
    option_samples: Mapping[str, list[Any]] = field(default_factory=dict)  # the options random play tries
    random_move: Callable[[Any, Seat, list[Any], random.Random], Any] | None = None  # random play's choice
    check_state: Callable[[Any], None] | None = None  # the game's invariants, after every move
    open_moves: Callable[[Any, Seat], list[Any]] | None = None  # moves a seat not to act may make


@dataclass(frozen=True, kw_only=True)
class TerminalHooks:
    """How ``asobiba play`` draws and reads the game: ``screen(lang, you, names)`` is an
    asobiba.core.screen.BaseScreen; ``match_setup(options, seat) -> (options, seat)`` the options
    and the person's seat of a terminal match, where the game's seats differ."""

    screen: Callable[[str, Seat, list[str]], Any]
    match_setup: Callable[[dict[str, Any], Seat | None], tuple[dict[str, Any], Seat]] | None = None


RunOnce = Callable[[random.Random], tuple[int, ...]]


class Measure(Protocol):
    """The bench's timing loop: ``run_once(rng)`` called over and over in each of ``repeats``
    windows of ``seconds``; per window, the calls per second and each of its counts per second."""

    seconds: float
    repeats: int

    def __call__(self, run_once: RunOnce) -> list[tuple[float, ...]]: ...


Extra = Callable[[Game[Any, Any], Measure, Any], dict[str, float]]


@dataclass(frozen=True, kw_only=True)
class BenchHooks:
    """How ``asobiba bench`` times the game: the table it plays, OpenSpiel's nearest game, and
    ``extra(game, measure, console)``: the game's own figures, timed by ``measure``."""

    players: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    openspiel: str | None = None
    extra: Extra | None = None


@dataclass(frozen=True, kw_only=True)
class CommandLine:
    """What ``asobiba`` (asobiba.cli) hands a game's commands: the groups they join, and the
    services of the arena a game folder may not import itself (tests/test_import_contract.py)."""

    app: typer.Typer  # the command itself: asobiba mjai-bot, asobiba uecda-serve …
    imports: typer.Typer  # asobiba import FORMAT: another program's log as a record
    exports: typer.Typer  # asobiba export GAME: a record in another program's format
    parse_options: Callable[[list[str]], dict[str, Any]]  # --option NAME=VALUE pairs as table options, as asobiba play reads them
    open_store: Callable[[str], Any]  # the arena's database (asobiba.store.Store) at a URL, '' for asobiba serve's, migrated


@dataclass(frozen=True, kw_only=True)
class Interop:
    """The game's community's protocols and log formats: external bots by protocol
    (``protocols[name](command)``), the formats ``export(record, form)`` writes, and the
    game's own commands, mounted on ``asobiba`` by ``commands(cli)`` (a :class:`CommandLine`)."""

    protocols: Mapping[str, Callable[[str], Bot]] = field(default_factory=dict)
    formats: tuple[str, ...] = ()
    export: Callable[[Record, str], str] | None = None
    commands: Callable[[CommandLine], None] | None = None


# module of the folder → (the name it declares its part under, the part's type)
PARTS: dict[str, tuple[str, type]] = {
    "bots": ("BOTS", BotHooks),
    "conformance": ("CONFORMANCE", ConformanceHooks),
    "terminal": ("TERMINAL", TerminalHooks),
    "bench": ("BENCH", BenchHooks),
    "interop": ("INTEROP", Interop),
}


@dataclass(frozen=True, slots=True)
class Parts:
    """Everything one game folder declares; None where it has no such part."""

    bots: BotHooks | None = None
    conformance: ConformanceHooks | None = None
    terminal: TerminalHooks | None = None
    bench: BenchHooks | None = None
    interop: Interop | None = None
