"""Riichi mahjong under the Tenhou rules, 4 and 3 players (rules/riichi.md; docs/riichi.md)."""

from asobiba.games.riichi.game import GAME, RiichiGame

__all__ = ["GAME", "RiichiGame"]
