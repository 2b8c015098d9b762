"""High Card, the smallest trick game: the test game of docs/adding-a-game.md."""

from tests.kit.highcard.game import GAME, HighCardGame

__all__ = ["GAME", "HighCardGame"]
