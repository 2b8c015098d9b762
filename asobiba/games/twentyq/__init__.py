"""Twenty Questions (20の質問), with a salted-hash commitment to the answer (rules/twentyq.md)."""

from asobiba.games.twentyq.game import GAME, TwentyQGame

__all__ = ["GAME", "TwentyQGame"]
