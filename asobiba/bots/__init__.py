"""Bots: every level shares one interface, ``choose(game, state, seat, rng, budget_ms)``.

A bot is handed the real state only so that it can call the contract's seat-bound
functions on it: ``view(state, seat)``, ``legal_moves(state, seat)`` and
``sample(state, seat, rng)``. It never reads the state directly.

Levels: ``random`` plays any legal move; ``normal`` is the game's heuristic
(the ``heuristic`` its folder's ``BOTS`` declare), a sensible human player; ``easy`` is that
heuristic with some random moves; ``hard`` is the generic ISMCTS search
(:mod:`asobiba.bots.ismcts`) guided by the heuristic. A game without a heuristic gets
the random bot for ``easy`` and ``normal``, and an unguided search for ``hard``.

An external program may play too, through the protocol its community uses: the level
``PROTOCOL:COMMAND`` (``mjai:python mybot.py``) is the class the game folder's ``INTEROP``
names for that protocol. Such a bot keeps a conversation, so it also has
``observe(game, state, seat, events)``: whoever runs the bots tells it, through :func:`tell`,
when the game starts (``events`` None) and, after every move, the events its seat was sent;
and ``close()`` when the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from asobiba.core.contract import Event, Game
from asobiba.core.parts import Bot as Bot  # re-exported: the interface every level shares
from asobiba.core.parts import ConversingBot
from asobiba.core.registry import parts

LEVELS = ("random", "easy", "normal", "hard")


class RandomBot:
    """Any legal move, uniformly."""

    level = "random"

    def choose(self, game: Game[Any, Any], state: Any, seat: int, rng: random.Random, budget_ms: float | None = None) -> Any:
        return rng.choice(game.legal_moves(state, seat))


def make_bot(game_id: str, level: str) -> Bot:
    """The bot of ``level`` for ``game_id``; ``ValueError`` naming the levels otherwise."""
    protocol, colon, command = level.partition(":")
    if colon:
        return external_bot(game_id, protocol, command)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    if level == "hard":
        from asobiba.bots.ismcts import Hooks, IsmctsBot

        return IsmctsBot(Hooks.for_game(game_id))
    if level in ("easy", "normal"):
        declared = parts(game_id).bots
        if declared is not None and declared.heuristic is not None:
            return declared.heuristic(level)
    return RandomBot()


def external_bot(game_id: str, protocol: str, command: str) -> Bot:
    """The program ``command`` playing through ``protocol``; ``ValueError`` if the game has no such protocol."""
    offered = offered_protocols(game_id)
    if protocol not in offered:
        names = ", ".join(f"{name}:COMMAND" for name in offered) or "none"
        raise ValueError(f"{game_id} has no external bots over {protocol!r} (it offers: {names})")
    if not command.strip():
        raise ValueError(f"{protocol}: needs the command that starts the program, e.g. '{protocol}:python mybot.py'")
    return offered[protocol](command)


def protocols(game_id: str) -> frozenset[str]:
    """The protocols through which external programs may play ``game_id`` (Riichi: mjai)."""
    return frozenset(offered_protocols(game_id))


def offered_protocols(game_id: str) -> Mapping[str, Callable[[str], Bot]]:
    interop = parts(game_id).interop
    return {} if interop is None else interop.protocols


def tell(bots: Mapping[int, Bot], game: Game[Any, Any], state: Any, events: list[Event] | None) -> None:
    """Tell the bots that keep a conversation what their seats saw: ``None`` when the game has
    just started, otherwise the events of the move just played."""
    for seat, bot in bots.items():
        if isinstance(bot, ConversingBot):
            bot.observe(game, state, seat, None if events is None else [event for event in events if event.visible_to(seat)])


def close_bots(bots: Iterable[Bot]) -> None:
    """The game is over (or abandoned): external programs are told and stopped."""
    for bot in bots:
        if isinstance(bot, ConversingBot):
            bot.close()


def can_play(game_id: str, seat: int, options: Mapping[str, Any]) -> bool:
    """Whether a bot may take ``seat`` under ``options``: a game's ``bots.py`` may say no
    (Twenty Questions' host seat when a person holds the answer); yes otherwise."""
    declared = parts(game_id).bots
    return declared is None or declared.can_play is None or declared.can_play(seat, options)
