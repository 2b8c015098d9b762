"""Tichu for 4 players in two partnerships (rules/tichu.md)."""

from asobiba.games.tichu.game import GAME, TichuGame

__all__ = ["GAME", "TichuGame"]
