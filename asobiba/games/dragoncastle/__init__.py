"""Dragon Castle for 1 (solo) to 4 players (rules/dragoncastle.md)."""

from asobiba.games.dragoncastle.game import GAME, DragonCastleGame

__all__ = ["GAME", "DragonCastleGame"]
