"""Targi for 2 players, "reduced Targi" (rules/targi.md)."""

from asobiba.games.targi.game import GAME, TargiGame

__all__ = ["GAME", "TargiGame"]
