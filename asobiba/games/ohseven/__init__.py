"""Oh-Seven for 2 to 9 players (rules/ohseven.md)."""

from asobiba.games.ohseven.game import GAME, OhSevenGame

__all__ = ["GAME", "OhSevenGame"]
