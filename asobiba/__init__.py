"""Asobiba (遊び場): an open board-game arena. See DESIGN.md in the project docs."""

__version__ = "0.1.0"
