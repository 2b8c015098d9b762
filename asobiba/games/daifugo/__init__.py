"""Daifugō (大富豪) for 3 to 7 players, with house rules and the UECda rules (rules/daifugo.md)."""

from asobiba.games.daifugo.game import GAME, DaifugoGame

__all__ = ["GAME", "DaifugoGame"]
