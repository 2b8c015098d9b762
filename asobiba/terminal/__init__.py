"""Games in the terminal: ``asobiba play GAME``, the person against bots."""

from asobiba.terminal.app import TerminalMatch, run

__all__ = ["TerminalMatch", "run"]
