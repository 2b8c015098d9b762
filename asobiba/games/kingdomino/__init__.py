"""Kingdomino for 2, 3 and 4 players (rules/kingdomino.md)."""

from asobiba.games.kingdomino.game import GAME, KingdominoGame

__all__ = ["GAME", "KingdominoGame"]
