"""French Tarot for 3, 4 and 5 players (rules/tarot.md)."""

from asobiba.games.tarot.game import GAME, TarotGame

__all__ = ["GAME", "TarotGame"]
